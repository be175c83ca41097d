"""The commands every rule system's tracker takes: end the phase, a GM note, undo."""

from __future__ import annotations

from dataclasses import dataclass

from xcom_manager.rules.verdict import Violation

__all__ = ["AdvancePhase", "Note", "Undo"]


@dataclass(frozen=True, slots=True)
class AdvancePhase:
    """End the current phase (or activation); what comes next is the system's turn structure."""


@dataclass(frozen=True, slots=True)
class Note:
    """A GM note in the log (allowed at any time, also after the mission ended); with
    ``warnings``, the reason the GM deployed the squad despite them (MIS-12)."""

    text: str
    warnings: tuple[Violation, ...] = ()


@dataclass(frozen=True, slots=True)
class Undo:
    """Undo the command whose first event is ``target_seq`` (a new ``reverted`` event; undoing
    a ``reverted`` event restores what it undid)."""

    target_seq: int
