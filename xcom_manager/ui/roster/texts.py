"""The roster's words: the soldier statuses and their colours, and a status's cause, in the
reader's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from xcom_manager.rules.texts import render_param

__all__ = ["STATUS_COLOURS", "STATUS_ORDER", "cause_text", "nationality_label", "status_label"]

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
