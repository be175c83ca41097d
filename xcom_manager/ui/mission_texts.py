"""How the mission tracker words what the services return: sides, phases, statuses, causes, the
exact odds as percentages, and refusals as "RULE-ID: text" lines.

Nothing here decides anything: the odds are the services' exact fractions, only formatted.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.verdict import Verdict
from xcom_manager.ui.common.texts import verdict_lines

__all__ = [
    "RELEASE_CAUSES",
    "acted_text",
    "action_label",
    "cause_label",
    "environment_label",
    "odds_lines",
    "odds_text",
    "odds_tooltip",
    "percent",
    "phase_label",
    "position_text",
    "refusal_lines",
    "side_label",
    "status_label",
]


# W-ACT-1 causes in the order the Release form offers them (``ReleaseCause`` values).
RELEASE_CAUSES: tuple[str, ...] = (
    "activated",
    "dragged",
    "freed_from_cocoon",
    "freed_from_net",
    "out_of_medbay_capsule",
    "mind_control_ended",
    "other",
)


def side_label(side: str) -> str:
    labels = {
        "xcom": QCoreApplication.translate("MissionTexts", "X-COM"),
        "aliens": QCoreApplication.translate("MissionTexts", "Aliens"),
    }
    return labels.get(side, side)


def phase_label(phase: str) -> str:
    labels = {
        "movement": QCoreApplication.translate("MissionTexts", "Movement phase"),
        "shooting": QCoreApplication.translate("MissionTexts", "Shooting phase"),
        "assault": QCoreApplication.translate("MissionTexts", "Assault phase"),
    }
    return labels.get(phase, phase)


def environment_label(environment: str) -> str:
    labels = {
        "ground": QCoreApplication.translate("MissionTexts", "Ground"),
        "underwater": QCoreApplication.translate("MissionTexts", "Underwater"),
    }
    return labels.get(environment, environment)


def status_label(status: str) -> str:
    """A character's or a mission's status in words."""
    labels = {
        "active": QCoreApplication.translate("MissionTexts", "Active"),
        "down": QCoreApplication.translate("MissionTexts", "Down"),
        "dead": QCoreApplication.translate("MissionTexts", "Dead"),
        "mia": QCoreApplication.translate("MissionTexts", "Missing"),
        "evacuated": QCoreApplication.translate("MissionTexts", "Evacuated"),
        "in_progress": QCoreApplication.translate("MissionTexts", "In progress"),
        "finished": QCoreApplication.translate("MissionTexts", "Finished"),
    }
    return labels.get(status, status)


def action_label(action: str) -> str:
    """What a character did this phase (``CharacterRow.acted`` entries)."""
    labels = {
        "moved": QCoreApplication.translate("MissionTexts", "moved"),
        "ran": QCoreApplication.translate("MissionTexts", "ran"),
        "jumped": QCoreApplication.translate("MissionTexts", "jumped"),
        "shot": QCoreApplication.translate("MissionTexts", "shot"),
        "assaulted": QCoreApplication.translate("MissionTexts", "assaulted"),
        "handed_over": QCoreApplication.translate("MissionTexts", "passed an item"),
        "stabilised": QCoreApplication.translate("MissionTexts", "stabilised a comrade"),
        "replaced_tank": QCoreApplication.translate("MissionTexts", "changed tank"),
    }
    return labels.get(action, action)


def acted_text(actions: Iterable[str]) -> str:
    return ", ".join(action_label(a) for a in actions)


def cause_label(cause: str) -> str:
    """W-ACT-1's cause in words (a ``ReleaseCause`` value, or already words)."""
    labels = {
        "activated": QCoreApplication.translate("MissionTexts", "just activated"),
        "dragged": QCoreApplication.translate("MissionTexts", "dragged by other characters"),
        "freed_from_cocoon": QCoreApplication.translate("MissionTexts", "freed from a cocoon"),
        "freed_from_net": QCoreApplication.translate("MissionTexts", "freed from a net"),
        "out_of_medbay_capsule": QCoreApplication.translate(
            "MissionTexts", "pulled out of a medbay capsule"
        ),
        "mind_control_ended": QCoreApplication.translate(
            "MissionTexts", "released from mind control"
        ),
        "other": QCoreApplication.translate(
            "MissionTexts", "no chance to act at the start of the phase"
        ),
    }
    return labels.get(cause, cause)


def position_text(turn: int, side: str, phase: str) -> str:
    """ "Turn 2 · X-COM · Shooting phase"."""
    return QCoreApplication.translate("MissionTexts", "Turn {turn} · {side} · {phase}").format(
        turn=turn, side=side_label(side), phase=phase_label(phase)
    )


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


def _outcome_label(label: str) -> str:
    """The rules core's outcome names, translated when known."""
    labels = {
        "passes": QCoreApplication.translate("MissionOdds", "passes"),
        "fails": QCoreApplication.translate("MissionOdds", "fails"),
        "wounded by the fall": QCoreApplication.translate("MissionOdds", "wounded by the fall"),
        "penetrating hit": QCoreApplication.translate("MissionOdds", "penetrating hit"),
        "glancing hit": QCoreApplication.translate("MissionOdds", "glancing hit"),
        "tank damaged": QCoreApplication.translate("MissionOdds", "tank damaged"),
        "tank holds": QCoreApplication.translate("MissionOdds", "tank holds"),
        "goes down": QCoreApplication.translate("MissionOdds", "goes down"),
    }
    return labels.get(label, label)


def odds_lines(odds: Sequence[tuple[str, Fraction]]) -> list[str]:
    """ "passes 50%" per outcome."""
    return [
        QCoreApplication.translate("MissionOdds", "{outcome} {percent}").format(
            outcome=_outcome_label(label), percent=percent(chance)
        )
        for label, chance in odds
    ]


def odds_text(odds: Sequence[tuple[str, Fraction]]) -> str:
    """ "passes 50% · fails 50% · tank damaged 16.7%"."""
    return " · ".join(odds_lines(odds))


def odds_tooltip(odds: Sequence[tuple[str, Fraction]]) -> str:
    """The exact fractions: "passes: 1/2"."""
    return "\n".join(
        QCoreApplication.translate("MissionOdds", "{outcome}: {fraction} exactly").format(
            outcome=_outcome_label(label), fraction=_fraction(chance)
        )
        for label, chance in odds
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
    text = str(error).strip()
    return text.splitlines() if text else [QCoreApplication.translate("MissionTexts", "Refused.")]
