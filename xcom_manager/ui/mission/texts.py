"""How the mission tracker words what the services return: statuses, sides, the lines of the
log and the reminders, the exact odds as percentages, and refusals as "RULE-ID: text" lines.

Nothing here decides anything: the messages are the rules core's (translated here), the odds
the services' exact fractions, only formatted.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.texts import Message, render_param
from xcom_manager.rules.verdict import Verdict
from xcom_manager.ui.common.texts import error_text, message_text, verdict_lines

__all__ = [
    "error_text",
    "line_text",
    "odds_text",
    "odds_tooltip",
    "percent",
    "refusal_lines",
    "side_label",
    "status_label",
]


def side_label(side: str) -> str:
    labels = {
        "xcom": QCoreApplication.translate("MissionTexts", "X-COM"),
        "aliens": QCoreApplication.translate("MissionTexts", "Aliens"),
        "heroes": QCoreApplication.translate("MissionTexts", "Heroes"),
    }
    return labels.get(side, side)


def status_label(status: str) -> str:
    """A character's or a mission's status in words."""
    labels = {
        "active": QCoreApplication.translate("MissionTexts", "Active"),
        "down": QCoreApplication.translate("MissionTexts", "Down"),
        "dead": QCoreApplication.translate("MissionTexts", "Dead"),
        "mia": QCoreApplication.translate("MissionTexts", "Missing"),
        "evacuated": QCoreApplication.translate("MissionTexts", "Evacuated"),
        "removed": QCoreApplication.translate("MissionTexts", "Removed (decoy)"),
        "exited": QCoreApplication.translate("MissionTexts", "Left the map"),
        "wounded": QCoreApplication.translate("MissionTexts", "Wounded"),
        "in_progress": QCoreApplication.translate("MissionTexts", "In progress"),
        "finished": QCoreApplication.translate("MissionTexts", "Finished"),
    }
    return labels.get(status, status)


def line_text(messages: Sequence[Message], separator: str = " ") -> str:
    """A line of messages (a log entry, a reminder) in the user's language."""
    return separator.join(message_text(m) for m in messages)


# -- odds ------------------------------------------------------------------------------------


def percent(chance: Fraction) -> str:
    """An exact chance as a percentage: whole when it is whole ("50%"), else one decimal
    ("33.3%"); never "0%" or "100%" for a chance that is neither."""
    if chance <= 0:
        return "0%"
    if chance >= 1:
        return "100%"
    hundredths = chance * 100
    if hundredths.denominator == 1:
        return f"{hundredths.numerator}%"
    tenths = round(hundredths * 10)
    if tenths <= 0:
        return "<0.1%"
    if tenths >= 1000:
        return ">99.9%"
    whole, decimal = divmod(tenths, 10)
    return f"{whole}.{decimal}%" if decimal else f"{whole}%"


def _outcome_label(outcome: Outcome) -> str:
    """The name of an outcome (a word of the rules' ``outcome`` group), translated; a counted
    one with its count ("2 × unsaved wounds")."""
    label = render_param("outcome", outcome.key, QCoreApplication.translate)
    if outcome.count is None:
        return label
    return QCoreApplication.translate("MissionOdds", "{count} × {outcome}").format(
        count=outcome.count, outcome=label
    )


def odds_lines(odds: Sequence[Outcome]) -> list[str]:
    """ "passes 50%" per outcome."""
    return [
        QCoreApplication.translate("MissionOdds", "{outcome} {percent}").format(
            outcome=_outcome_label(o), percent=percent(o.chance)
        )
        for o in odds
    ]


def odds_text(odds: Sequence[Outcome]) -> str:
    """ "passes 50% · fails 50% · tank damaged 16.7%"."""
    return " · ".join(odds_lines(odds))


def odds_tooltip(odds: Sequence[Outcome]) -> str:
    """The exact fractions: "passes: 1/2 exactly"."""
    return "\n".join(
        QCoreApplication.translate("MissionOdds", "{outcome}: {fraction} exactly").format(
            outcome=_outcome_label(o), fraction=_fraction(o.chance)
        )
        for o in odds
    )


def _fraction(chance: Fraction) -> str:
    return str(chance.numerator) if chance.denominator == 1 else str(chance)


# -- refusals --------------------------------------------------------------------------------


def refusal_lines(error: Exception) -> list[str]:
    """What a refused command says: each finding as "RULE-ID: text" and the statements of the
    rules cited (when the error carries a ``verdict``), else the error's own text."""
    verdict = getattr(error, "verdict", None)
    if isinstance(verdict, Verdict) and (verdict.violations or verdict.warnings):
        return verdict_lines(verdict)
    text = error_text(error)
    return text.splitlines() if text else [QCoreApplication.translate("MissionTexts", "Refused.")]
