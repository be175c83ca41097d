"""The roster's words: the soldier statuses and their colours, a status's cause and the
columns' short titles, in the reader's language."""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.language import display_language
from xcom_manager.rules.texts import Text, render_param, tr_noop

__all__ = [
    "STATUS_COLOURS",
    "STATUS_ORDER",
    "cause_text",
    "nationality_label",
    "short_titles",
    "status_label",
]

STATUS_ORDER: tuple[str, ...] = ("active", "wounded", "down", "mia", "dead", "retired")
"""The order a sort by status shows (fit for duty first, then the memorial, then retired)."""

STATUS_COLOURS: dict[str, str] = {
    "wounded": "#b9770e",
    "down": "#c0392b",
    "dead": "#7f8c8d",
    "mia": "#7f8c8d",
    "retired": "#2e86c1",
}


def status_label(status: str) -> str:
    """The translated text of a soldier status (``SoldierStatus`` value)."""
    labels = {
        "active": QCoreApplication.translate("RosterStatus", "Active"),
        "wounded": QCoreApplication.translate("RosterStatus", "Wounded"),
        "down": QCoreApplication.translate("RosterStatus", "Down"),
        "dead": QCoreApplication.translate("RosterStatus", "Dead"),
        "mia": QCoreApplication.translate("RosterStatus", "Missing in action"),
        "retired": QCoreApplication.translate("RosterStatus", "Retired"),
    }
    return labels.get(status, status)


def nationality_label(nationality: str) -> str:
    """A nationality (the English word the roster keeps) in the reader's language."""
    labels = {
        "American": QCoreApplication.translate("Nationality", "American"),
        "British": QCoreApplication.translate("Nationality", "British"),
        "Russian": QCoreApplication.translate("Nationality", "Russian"),
        "German": QCoreApplication.translate("Nationality", "German"),
        "French": QCoreApplication.translate("Nationality", "French"),
        "Japanese": QCoreApplication.translate("Nationality", "Japanese"),
        "Nigerian": QCoreApplication.translate("Nationality", "Nigerian"),
        "Brazilian": QCoreApplication.translate("Nationality", "Brazilian"),
        "Indian": QCoreApplication.translate("Nationality", "Indian"),
        "Chinese": QCoreApplication.translate("Nationality", "Chinese"),
        "Mexican": QCoreApplication.translate("Nationality", "Mexican"),
        "Polish": QCoreApplication.translate("Nationality", "Polish"),
    }
    return labels.get(nationality, nationality)


def cause_text(cause: str | None) -> str:
    """A status's cause for the reader: a rule system's cause key in the reader's language, the
    GM's own words as typed."""
    if not cause:
        return ""
    return render_param("status_cause", cause, QCoreApplication.translate)


#: The short titles of the roster's columns that have one, shown where the full title does not
#: fit: by column (``stats.<KEY>`` for a stat; the board game's stat keys are words).
_SHORT_TITLES: dict[str, Text] = {
    "unit_type": tr_noop("RosterShortTitle", "Type"),
    "stats.Movement": tr_noop("RosterShortTitle", "Mv"),
    "stats.Melee": tr_noop("RosterShortTitle", "Mel"),
    "stats.ShootShort": tr_noop("RosterShortTitle", "Sh-S"),
    "stats.ShootLong": tr_noop("RosterShortTitle", "Sh-L"),
    "stats.RangeShort": tr_noop("RosterShortTitle", "Rg-S"),
    "stats.RangeLong": tr_noop("RosterShortTitle", "Rg-L"),
    "stats.Defence": tr_noop("RosterShortTitle", "Def"),
    "stats.Health": tr_noop("RosterShortTitle", "HP"),
    "wounds": tr_noop("RosterShortTitle", "Wnd"),
    "status": tr_noop("RosterShortTitle", "St."),
    "missions": tr_noop("RosterShortTitle", "Msn"),
}


def abbreviation(title: str) -> str:
    """A short form made of ``title`` itself: a long word's first three letters and a dot
    ("Дви."), a phrase's first word so and the initials of the others ("Стр.б")."""
    words = re.findall(r"[^\W\d_]+", title)
    if not words:
        return title
    first = words[0] if len(words[0]) <= 4 and len(words) == 1 else f"{words[0][:3]}."
    return first + "".join(w[0] for w in words[1:])


def _short(column: str, full: str) -> str:
    declared = _SHORT_TITLES.get(column)
    if declared is None:
        return "" if len(full) <= 3 else abbreviation(full)
    text = QCoreApplication.translate(declared.context, declared.source)
    if text == declared.source and display_language() != "en":
        return abbreviation(full)  # not translated yet: an abbreviation in the reader's words
    return text


def short_titles(titles: Sequence[str], stat_keys: Sequence[str]) -> tuple[str, ...]:
    """The short titles of the roster's columns, in the model's order (name, rank, class, unit
    type, the stats, wounds, status, missions, kills, date, mission, cause) from their full
    ``titles``; ``""`` for a column without one (a name, a two-letter stat)."""
    columns = ["name", "rank", "class", "unit_type", *(f"stats.{k}" for k in stat_keys)]
    columns += ["wounds", "status", "missions", "kills", "date", "mission", "cause"]
    keep = {"name", "rank", "class", "kills", "date", "mission", "cause"}
    return tuple("" if c in keep else _short(c, t) for c, t in zip(columns, titles, strict=True))
