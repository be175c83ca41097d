"""The wargame tracker's commands, as the GM gives them at the table (plain values).

The engine's own commands (end the phase, a note, undo) are in
:mod:`xcom_manager.rules.mission.commands`; these are the wargame's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = [
    "DeclareMove",
    "EnterAir",
    "HandOver",
    "Kill",
    "LeaveAir",
    "MarkActed",
    "Release",
    "ReplaceTank",
    "Stabilise",
    "WargameCommand",
    "Withdraw",
    "Wound",
]


@dataclass(frozen=True, slots=True)
class DeclareMove:
    """A jump, climb or swim with the inches the GM measured (W-JUMP-1..10, W-WATER-3)."""

    character_id: str
    kind: Literal["jump", "climb", "swim"]
    horizontal: float
    vertical: float
    fall_height: float
    into_void: bool = False
    run_up: float = 0.0


@dataclass(frozen=True, slots=True)
class HandOver:
    """Pass an item (W-HAND-1..4); ``target_slot``/``target_index`` None: the first that fits."""

    giver_id: str
    receiver_id: str
    item_id: int
    base_contact: bool
    target_slot: str | None = None
    target_index: int | None = None


@dataclass(frozen=True, slots=True)
class Wound:
    """The character suffers unsaved wounds (R-8; under water W-WATER-4 / R-10 dice)."""

    character_id: str
    unsaved_wounds: int


@dataclass(frozen=True, slots=True)
class Stabilise:
    """A friendly character stabilises a downed one (R-20; W-WATER-2, R-17 under water)."""

    medic_id: str
    patient_id: str
    base_contact: bool


@dataclass(frozen=True, slots=True)
class ReplaceTank:
    """Put on a spare aqualung tank from the character's own kit (R-19)."""

    character_id: str
    item_id: int


@dataclass(frozen=True, slots=True)
class EnterAir:
    """The character reaches an air pocket or an X-COM transport (R-16)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class LeaveAir:
    """The character leaves the air pocket or transport (R-16)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class Release:
    """W-ACT-1: the character cannot act until the end of this phase; ``cause`` is a
    :class:`~xcom_manager.rules.wargame.state.ReleaseCause` value (activated, dragged, ...)."""

    character_id: str
    cause: str


@dataclass(frozen=True, slots=True)
class MarkActed:
    """Record what the character did this phase: moved, ran, shot, assaulted."""

    character_id: str
    action: str


@dataclass(frozen=True, slots=True)
class Kill:
    """The GM removes a character as a casualty (killed at the table)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class Withdraw:
    """A character leaves the table: ``evacuated`` or ``mia`` (missing, left behind)."""

    character_id: str
    status: Literal["evacuated", "mia"] = "mia"


WargameCommand = (
    DeclareMove
    | HandOver
    | Wound
    | Stabilise
    | ReplaceTank
    | EnterAir
    | LeaveAir
    | Release
    | MarkActed
    | Kill
    | Withdraw
)
