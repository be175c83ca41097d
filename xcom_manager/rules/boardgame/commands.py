"""The commands of a board game mission, besides the engine's own (end the activation or the
phase with ``AdvancePhase``, a note, undo). Each names its models by their mission ids."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from xcom_manager.rules.boardgame.grid import Square

__all__ = [
    "Activate",
    "Attack",
    "AttackKind",
    "AttackObject",
    "DiscardMutations",
    "FlipBlip",
    "Interact",
    "Interrupt",
    "Move",
    "Overwatch",
    "OverwatchShot",
    "acting_model",
]


@dataclass(frozen=True, slots=True)
class Activate:
    """Activate a model: a Hero in the Hero Player Phase, an Alien Unit in the Overmind's
    (B-PHASE-1); its unused Overwatch token is discarded (M-CX-5, R-14)."""

    model_id: str


@dataclass(frozen=True, slots=True)
class Interrupt:
    """The Overmind's Interruption: discard two Mutation cards and activate one Alien Unit
    before the next Hero (B-PHASE-2, M-CX-5)."""

    model_id: str


@dataclass(frozen=True, slots=True)
class Move:
    """MOVE (or SPRINT, ``sprint``) to ``to`` along ``path`` (the squares from the model's own
    to ``to``), or along a shortest path when none is given (B-ACT-2, B-ACT-3)."""

    model_id: str
    to: Square
    path: tuple[Square, ...] = ()
    sprint: bool = False


class AttackKind(StrEnum):
    """The attack actions (B-ACT-4, B-ACT-5, B-ACT-8)."""

    melee = "melee"
    shoot = "shoot"
    psychic = "psychic"


@dataclass(frozen=True, slots=True)
class Attack:
    """A MELEE, SHOOT or PSYCHIC ATTACK of ``attacker_id`` on ``target_id`` (M-CX-1..4)."""

    attacker_id: str
    target_id: str
    kind: str = AttackKind.shoot


@dataclass(frozen=True, slots=True)
class AttackObject:
    """A MELEE or SHOOT ATTACK of ``attacker_id`` on the object of an objective ``square``
    (M-CX-2: a CRITICAL HIT counts as a DOUBLE HIT; 2 damage destroy it)."""

    attacker_id: str
    square: Square
    kind: str = AttackKind.shoot


@dataclass(frozen=True, slots=True)
class Overwatch:
    """OVERWATCH: full with both Actions, weak as the second (B-ACT-7)."""

    model_id: str


@dataclass(frozen=True, slots=True)
class OverwatchShot:
    """Answer the Overwatch a move stopped for (MIS-11): shoot (``fire``) or hold the token."""

    watcher_id: str
    fire: bool = True


@dataclass(frozen=True, slots=True)
class Interact:
    """INTERACT on the model's own square or a neighbouring one: pick up an item, work an
    objective, or leave the map by an exit (B-ACT-6)."""

    model_id: str
    square: Square


@dataclass(frozen=True, slots=True)
class FlipBlip:
    """FLIP BLIP TOKEN: an Alien Unit still a Blip reveals itself (B-ACT-9, M-CX-6)."""

    model_id: str


@dataclass(frozen=True, slots=True)
class DiscardMutations:
    """In the Overmind phase: discard up to two Mutation cards, then draw back up to five
    (M-CX-5); once per Overmind phase."""

    count: int = 0


def acting_model(command: object) -> str | None:
    """The model whose Action ``command`` is (``None`` for a command that is no Action: the
    turn structure's, an Overwatch shot's answer, the Overmind's Mutation cards)."""
    if isinstance(command, Move | Overwatch | Interact | FlipBlip):
        return command.model_id
    if isinstance(command, Attack | AttackObject):
        return command.attacker_id
    return None
