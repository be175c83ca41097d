"""The wargame tracker's commands, as the GM gives them at the table (plain values).

The engine's own commands (end the phase, a note, undo) are in
:mod:`xcom_manager.rules.mission.commands`; these are the wargame's.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = [
    "Attack",
    "DeclareMove",
    "EnterAir",
    "HandOver",
    "Kill",
    "LeaveAir",
    "MarkActed",
    "Release",
    "ReplaceTank",
    "Slip",
    "Stabilise",
    "WargameCommand",
    "Withdraw",
    "Wound",
]


@dataclass(frozen=True, slots=True)
class DeclareMove:
    """A jump, climb or swim with the inches the GM measured (W-JUMP-1..10, W-WATER-3)."""

    character_id: str
    kind: Literal["jump", "climb", "swim", "swim_climb"]
    horizontal: float
    vertical: float
    fall_height: float
    into_void: bool = False
    run_up: float = 0.0
    void_drop: float | None = None


@dataclass(frozen=True, slots=True)
class Attack:
    """A shooting attack (M-SHOOT-1, shooting phase) or a close combat (M-CC-1, assault phase).

    ``item_id`` is the weapon from the attacker's kit (``None``: close combat with bare hands,
    the attacker's Strength); ``distance`` the inches the GM measured to the target (shooting);
    ``shots`` the shots or attacks when the GM changes the profile's (Rapid Fire, Assault N,
    Heavy N, Pistol) or the Attacks value; ``cover_save`` the cover save the GM states (2..6,
    shooting only, M-SAVE-1); ``base_contact`` for close combat; ``facing`` the facing of a
    vehicle that the attack strikes (R-22)."""

    attacker_id: str
    target_id: str
    item_id: int | None
    distance: float | None = None
    shots: int | None = None
    cover_save: int | None = None
    base_contact: bool = False
    facing: Literal["front", "side", "rear"] = "front"


@dataclass(frozen=True, slots=True)
class Slip:
    """W-JUMP-10 / R-27: the character ended its move over nothing and falls ``drop`` inches on
    from where it stopped."""

    character_id: str
    drop: float


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
    """The GM removes a character as a casualty (killed at the table); ``killer_id`` the
    character the GM names as its killer (``None``: nobody named, nobody's kill)."""

    character_id: str
    killer_id: str | None = None


@dataclass(frozen=True, slots=True)
class Withdraw:
    """A character leaves the table: ``evacuated`` or ``mia`` (missing, left behind)."""

    character_id: str
    status: Literal["evacuated", "mia"] = "mia"


WargameCommand = (
    Attack
    | DeclareMove
    | HandOver
    | Wound
    | Stabilise
    | ReplaceTank
    | EnterAir
    | LeaveAir
    | Release
    | Slip
    | MarkActed
    | Kill
    | Withdraw
)
