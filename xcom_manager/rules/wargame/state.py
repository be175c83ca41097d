"""The state of a wargame mission: its setup, its characters, and their JSON forms.

Turn structure: game turns count from 1; in each game turn the first side of the setup (X-COM
unless told) plays its turn, then the other side; each side's turn has the phases movement,
shooting, assault. What a character did this phase (``acted``), W-ACT-1's ``cannot_act`` and the
jump flags (W-JUMP-1 once per phase, W-JUMP-7) last until the end of the phase.

Timers are state, as game-turn numbers (ARCHITECTURE.md, "Timers are state"):

* R-8 bleed-out, counted like R-9: a character reduced to 0 wounds goes down (turn 0); its
  side's turns are counted from the first one that **begins after** the wound, whichever side
  plays first (sharpened 2026-12-02): it may be stabilised in ``injury.bleed_out_turns`` of them
  and dies at the start of the next (its side's 4th by default), unless stabilised; a
  stabilisation under water adds 5 turns to that deadline instead (W-WATER-2, R-17). Recorded
  deadlines are read back as they were recorded (a mission before this ruling keeps its
  earlier count).
* W-WATER-4 / R-9 aqualung: the turn in which the tank is damaged is turn 0; counted as in
  R-8, the character has ``aqualung.grace_turns`` turns of its side to put on a spare tank
  (R-19) or reach air (R-16), and suffocates at the start of the next (the 4th by default).
  While in air the timer is stopped; leaving air restarts it with the leave turn as turn 0
  (R-16).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from xcom_manager.rules.errors import (
    RulesError,
    choice,
    mapping,
    optional_whole_number,
    shown,
    text,
    whole_number,
)
from xcom_manager.rules.inventory import CarriedItem

__all__ = [
    "PHASE_ORDER",
    "STOPPED_MOVES",
    "CharacterSetup",
    "CharacterState",
    "CharacterStatus",
    "DeathCause",
    "EventType",
    "Phase",
    "ReleaseCause",
    "Side",
    "TimerKind",
    "WargameSetup",
    "WargameState",
    "character_json",
    "initial_state",
    "item_json",
    "next_side_turn_start",
    "setup_from_json",
    "setup_to_json",
]


class Phase(StrEnum):
    """The phases of a side's turn in the wargame, in order."""

    movement = "movement"
    shooting = "shooting"
    assault = "assault"


PHASE_ORDER: tuple[Phase, ...] = (Phase.movement, Phase.shooting, Phase.assault)

#: The bounds of a soldier's id (a database row's) and of a stat or a number of wounds.
_MAX_ID = 2**63 - 1
_MAX_STAT = 1000


def _stat(name: str, value: object) -> int:
    return whole_number(name, value, minimum=-_MAX_STAT, maximum=_MAX_STAT)


class Side(StrEnum):
    """The two sides of a wargame mission."""

    xcom = "xcom"
    aliens = "aliens"

    @property
    def other(self) -> Side:
        return Side.aliens if self is Side.xcom else Side.xcom


_SIDES = tuple(side.value for side in Side)


class CharacterStatus(StrEnum):
    """Where a character stands in the mission."""

    active = "active"
    down = "down"
    dead = "dead"
    mia = "mia"
    evacuated = "evacuated"


class ReleaseCause(StrEnum):
    """W-ACT-1: why a character had no chance to act at the start of this phase."""

    activated = "activated"
    dragged = "dragged"
    freed_from_cocoon = "freed_from_cocoon"
    freed_from_net = "freed_from_net"
    out_of_medbay_capsule = "out_of_medbay_capsule"
    mind_control_ended = "mind_control_ended"
    other = "other"


class TimerKind(StrEnum):
    """The timers of a character: R-8 bleed-out, W-WATER-4 / R-9 suffocation."""

    bleed_out = "bleed_out"
    suffocation = "suffocation"


class DeathCause(StrEnum):
    """Why a character died: a timer ran out (R-8, R-9), or the GM says so (a kill)."""

    bled_out = "bled_out"
    suffocated = "suffocated"
    killed = "killed"


class EventType(StrEnum):
    """Every event type of the wargame's mission log (``noted`` and ``reverted`` are the
    engine's)."""

    phase_advanced = "phase_advanced"
    died = "died"
    released = "released"
    acted = "acted"
    move_declared = "move_declared"
    attacked = "attacked"
    slipped = "slipped"
    handed_over = "handed_over"
    wounded = "wounded"
    stabilised = "stabilised"
    tank_replaced = "tank_replaced"
    entered_air = "entered_air"
    left_air = "left_air"
    withdrawn = "withdrawn"
    ended = "ended"


# --------------------------------------------------------------------------------------------
# Setup


#: Why a character may move no further this phase: the rule that stopped it, the message of a
#: declared jump refused for it, the message of a move refused for it.
STOPPED_MOVES = {
    "W-JUMP-7": ("W-JUMP-7", "move_after_failed_jump", "mission_no_move_after_fail"),
    "W-JUMP-8": ("W-JUMP-8", "move_after_void_jump", "mission_no_move_after_void_jump"),
    "R-26": ("R-26", "move_after_open_water", "mission_no_move_after_open_water"),
    "R-27": ("R-27", "move_after_slip", "mission_no_move_after_slip"),
}


@dataclass(frozen=True, slots=True)
class CharacterSetup:
    """A character as the mission starts: an X-COM soldier (``soldier_id``) or an alien
    (``species``). ``wounds`` is its starting wounds; ``breathes_air`` decides the aqualung
    rolls (R-10)."""

    id: str
    name: str
    side: Side
    soldier_id: int | None
    soldier_class: str
    unit_type: str
    species: str | None
    stats: Mapping[str, int] = field(hash=False)
    wounds: int
    breathes_air: bool
    items: tuple[CarriedItem, ...] = ()

    def __post_init__(self) -> None:
        if not text("a character's id", self.id):
            raise RulesError("a character needs an id")
        name = text("a character's name", self.name)
        object.__setattr__(self, "side", Side(choice(f"{name}: side", self.side, _SIDES)))
        optional_whole_number(
            f"{name}: soldier id", self.soldier_id, minimum=-_MAX_ID, maximum=_MAX_ID
        )
        text(f"{name}: soldier class", self.soldier_class)
        text(f"{name}: unit type", self.unit_type)
        if self.species is not None:
            text(f"{name}: species", self.species)
        stats = {
            text(f"{name}: a stat's name", key): _stat(f"{name}: {key}", value)
            for key, value in mapping(f"{name}: stats", self.stats).items()
        }
        object.__setattr__(self, "stats", stats)
        whole_number(f"{name}: wounds", self.wounds, minimum=0, maximum=_MAX_STAT)
        if not isinstance(self.breathes_air, bool):
            raise RulesError(
                f"{name}: breathes air is true or false, not {shown(self.breathes_air)}"
            )
        if not isinstance(self.items, tuple | list) or not all(
            isinstance(item, CarriedItem) for item in self.items
        ):
            raise RulesError(f"{name}: what it carries is a list of items, not {shown(self.items)}")
        object.__setattr__(self, "items", tuple(self.items))


@dataclass(frozen=True, slots=True)
class WargameSetup:
    """What a mission starts from: its name, environment (``ground`` or ``underwater``), the
    characters of both sides, and which side plays first in each game turn."""

    name: str
    environment: str
    characters: tuple[CharacterSetup, ...]
    first_side: Side = Side.xcom

    def __post_init__(self) -> None:
        text("a mission's name", self.name)
        if self.environment not in ("ground", "underwater"):
            raise RulesError(
                f"a mission's environment is ground or underwater, not {shown(self.environment)}"
            )
        object.__setattr__(self, "first_side", Side(choice("first side", self.first_side, _SIDES)))
        if not isinstance(self.characters, tuple | list) or not all(
            isinstance(c, CharacterSetup) for c in self.characters
        ):
            raise RulesError(f"a mission's characters are a list, not {shown(self.characters)}")
        object.__setattr__(self, "characters", tuple(self.characters))
        ids = [c.id for c in self.characters]
        if len(set(ids)) != len(ids):
            raise RulesError("every character of a mission needs its own id")

    @property
    def underwater(self) -> bool:
        return self.environment == "underwater"

    def character(self, character_id: str) -> CharacterSetup:
        for character in self.characters:
            if character.id == character_id:
                return character
        raise RulesError(f"no character {shown(character_id)} in mission {shown(self.name)}")

    def name_of(self, character_id: Any) -> str:
        """The character's name, or the id as it is (an event naming no known character)."""
        for character in self.characters:
            if character.id == character_id:
                return character.name
        return character_id if isinstance(character_id, str) else shown(character_id)


# --------------------------------------------------------------------------------------------
# State


@dataclass(frozen=True, slots=True)
class CharacterState:
    """A character during the mission.

    ``acted`` is what it did this phase (moved, ran, jumped, shot, assaulted, handed_over,
    stabilised, replaced_tank); ``cannot_act`` the W-ACT-1 cause (a :class:`ReleaseCause`
    value) until the end of the phase. ``bleed_out_dies_at`` / ``suffocates_at`` are game turns
    (R-8, R-9), ``None`` when the timer does not run.
    """

    id: str
    name: str
    side: Side
    status: CharacterStatus
    wounds: int
    acted: frozenset[str] = frozenset()
    cannot_act: str | None = None
    jumped_this_phase: bool = False
    failed_move_this_phase: bool = False
    stopped_by: str = ""
    """The rule that ended its movement this phase ("W-JUMP-7" a failed jump, "W-JUMP-8" a
    passed jump into the void, "R-26" a passed swim into open water, "R-27" a slip); derived
    from the log, not part of the state's JSON (recorded replays stay as they were)."""
    bleed_out_dies_at: int | None = None
    water_stabilised: bool = False
    stabilised: bool = False
    tank_damaged: bool = False
    suffocates_at: int | None = None
    in_air: bool = False
    items: tuple[CarriedItem, ...] = ()
    died_cause: str | None = None
    died_turn: int | None = None

    @property
    def in_play(self) -> bool:
        """Still on the table: active or down."""
        return self.status in (CharacterStatus.active, CharacterStatus.down)


@dataclass(frozen=True, slots=True)
class WargameState:
    """The mission as the fold of its events: ``turn`` is the game turn (from 1), ``side``
    whose turn it is, ``phase`` the phase of that turn."""

    setup: WargameSetup
    turn: int
    side: Side
    phase: Phase
    characters: Mapping[str, CharacterState] = field(hash=False)
    finished: bool = False

    def character(self, character_id: str) -> CharacterState:
        try:
            return self.characters[character_id]
        except (KeyError, TypeError):  # an unknown id, or one that is no id at all
            raise RulesError(
                f"no character {shown(character_id)} in mission {shown(self.setup.name)}"
            ) from None

    @property
    def underwater(self) -> bool:
        return self.setup.underwater


def initial_state(setup: WargameSetup) -> WargameState:
    """Game turn 1, the first side's movement phase, every character active with its kit."""
    characters = {
        c.id: CharacterState(
            id=c.id,
            name=c.name,
            side=c.side,
            status=CharacterStatus.active,
            wounds=c.wounds,
            items=c.items,
        )
        for c in setup.characters
    }
    return WargameState(
        setup=setup, turn=1, side=setup.first_side, phase=Phase.movement, characters=characters
    )


# --------------------------------------------------------------------------------------------
# JSON forms


def next_side_turn_start(state: WargameState, side: Side) -> int:
    """The game turn in which ``side``'s next turn starts, seen from the current position: the
    first turn of that side that begins after now (R-8, R-9 count a timer's turns from it)."""
    if side == state.side or side == state.setup.first_side:
        return state.turn + 1
    return state.turn


def item_json(item: CarriedItem) -> dict[str, Any]:
    """An item as JSON-ready data; its ``charges`` only when it counts them (a mission started
    before charges were recorded has none)."""
    data: dict[str, Any] = {
        "item_id": item.item_id,
        "item_type": item.item_type,
        "slot": item.slot,
        "slot_index": item.slot_index,
    }
    if item.charges is not None:
        data["charges"] = item.charges
    return data


def _key(data: Mapping[str, Any], key: str) -> Any:
    if key not in data:
        raise RulesError(f"the key {shown(key)} is missing")
    return data[key]


def _listed(name: str, value: Any) -> list[Any]:
    if not isinstance(value, list | tuple):
        raise RulesError(f"{name} must be a list, not {shown(value)}")
    return list(value)


def _item_from_json(data: Any) -> CarriedItem:
    data = mapping("an item", data)
    return CarriedItem(
        _key(data, "item_id"),
        _key(data, "item_type"),
        _key(data, "slot"),
        _key(data, "slot_index"),
        data.get("charges"),
    )


def _character_from_json(c: Any) -> CharacterSetup:
    c = mapping("a character", c)
    return CharacterSetup(
        id=_key(c, "id"),
        name=_key(c, "name"),
        side=_key(c, "side"),
        soldier_id=c.get("soldier_id"),
        soldier_class=_key(c, "soldier_class"),
        unit_type=_key(c, "unit_type"),
        species=c.get("species"),
        stats=_key(c, "stats"),
        wounds=_key(c, "wounds"),
        breathes_air=_key(c, "breathes_air"),
        items=tuple(_item_from_json(i) for i in _listed("items", c.get("items", ()))),
    )


def setup_to_json(setup: WargameSetup) -> dict[str, Any]:
    """A mission setup as JSON-ready data (stable key order)."""
    return {
        "name": setup.name,
        "environment": setup.environment,
        "first_side": setup.first_side.value,
        "characters": [
            {
                "id": c.id,
                "name": c.name,
                "side": c.side.value,
                "soldier_id": c.soldier_id,
                "soldier_class": c.soldier_class,
                "unit_type": c.unit_type,
                "species": c.species,
                "stats": {k: c.stats[k] for k in sorted(c.stats)},
                "wounds": c.wounds,
                "breathes_air": c.breathes_air,
                "items": [item_json(i) for i in c.items],
            }
            for c in setup.characters
        ],
    }


def setup_from_json(data: Mapping[str, Any]) -> WargameSetup:
    """A mission setup back from :func:`setup_to_json` data (:class:`RulesError` naming what is
    wrong when malformed)."""
    try:
        data = mapping("a mission setup", data)
        characters = _listed("characters", _key(data, "characters"))
        return WargameSetup(
            name=_key(data, "name"),
            environment=_key(data, "environment"),
            characters=tuple(_character_from_json(c) for c in characters),
            first_side=data.get("first_side", "xcom"),
        )
    except RulesError as exc:
        raise RulesError(f"not a mission setup: {exc}") from exc


def character_json(ch: CharacterState) -> dict[str, Any]:
    """A character's state as JSON-ready data (stable key order)."""
    return {
        "id": ch.id,
        "name": ch.name,
        "side": ch.side.value,
        "status": ch.status.value,
        "wounds": ch.wounds,
        "acted": sorted(ch.acted),
        "cannot_act": ch.cannot_act,
        "jumped_this_phase": ch.jumped_this_phase,
        "failed_move_this_phase": ch.failed_move_this_phase,
        "bleed_out_dies_at": ch.bleed_out_dies_at,
        "stabilised": ch.stabilised,
        "water_stabilised": ch.water_stabilised,
        "tank_damaged": ch.tank_damaged,
        "suffocates_at": ch.suffocates_at,
        "in_air": ch.in_air,
        "died_cause": ch.died_cause,
        "died_turn": ch.died_turn,
        "items": [item_json(i) for i in ch.items],
    }
