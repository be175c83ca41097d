"""The state of a wargame mission and the fold that builds it from events.

A mission is a fold over append-only events (ARCHITECTURE.md, "Missions are a fold over
events"): ``replay(setup, events)`` is ``apply`` folded over the events from
:func:`initial_state`. Events are facts, with every dice roll and every number the rules decided
(deadlines included) in their JSON-ready payload, so :func:`apply` needs no ruleset and no dice:
replaying a mission's events always rebuilds the same state, whatever the ruleset file says
today.

Undo is an event too: a ``reverted`` event cancels its target (and the events that came from the
same command, whose payload names it in ``follows``); a ``reverted`` event that is itself
reverted restores its target. :func:`replay` decides which events count by reading the log from
its end, so "undo of an undo" nests to any depth.

Timers are state (ARCHITECTURE.md, "Timers are state"), as game-turn numbers:

* R-8 bleed-out: a character reduced to 0 wounds goes down in game turn ``t`` and dies at the
  start of its side's turn in game turn ``t + injury.bleed_out_turns`` unless stabilised; a
  stabilisation under water adds 5 turns to that deadline instead (W-WATER-2, R-17).
* W-WATER-4 / R-9 aqualung: the game turn ``t`` in which the tank is damaged is turn 0; the
  character has its side's turns ``t + 1 .. t + aqualung.grace_turns`` to put on a spare tank
  (R-19) or reach air (R-16), and suffocates at the start of its side's turn in game turn
  ``t + grace + 1`` (the 4th turn by default). While in air the timer is stopped; leaving air
  restarts it with the leave turn as turn 0 (R-16).

Both deadlines are checked at the start of the dying character's own side's turn (the
``advance_phase`` command turns them into ``died`` events).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from xcom_manager.rules.inventory import CarriedItem

__all__ = [
    "CAUSE_WORDS",
    "PHASE_ORDER",
    "CharacterSetup",
    "CharacterState",
    "CharacterStatus",
    "DeathCause",
    "Event",
    "EventType",
    "LogLine",
    "MissionSetup",
    "MissionState",
    "Phase",
    "ReleaseCause",
    "Side",
    "TimerKind",
    "TimerView",
    "apply",
    "cancelled_seqs",
    "describe",
    "event_from_json",
    "event_to_json",
    "events_from_json",
    "events_to_json",
    "initial_state",
    "next_side_turn_start",
    "replay",
    "setup_from_json",
    "setup_to_json",
    "state_to_json",
    "timer_alerts",
    "timers",
]


class Phase(StrEnum):
    """The phases of a side's turn in the wargame, in order."""

    movement = "movement"
    shooting = "shooting"
    assault = "assault"


PHASE_ORDER: tuple[Phase, ...] = (Phase.movement, Phase.shooting, Phase.assault)


class Side(StrEnum):
    """The two sides of a wargame mission."""

    xcom = "xcom"
    aliens = "aliens"

    @property
    def other(self) -> Side:
        return Side.aliens if self is Side.xcom else Side.xcom


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


#: W-ACT-1 causes in words, for messages ("cannot act until the end of this phase (...)").
CAUSE_WORDS: Mapping[str, str] = {
    "activated": "just activated",
    "dragged": "dragged by other characters",
    "freed_from_cocoon": "freed from a cocoon",
    "freed_from_net": "freed from a net",
    "out_of_medbay_capsule": "pulled out of a medbay capsule",
    "mind_control_ended": "released from mind control",
    "other": "had no chance to act at the start of the phase",
}


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
    """Every event type of the mission log."""

    phase_advanced = "phase_advanced"
    died = "died"
    released = "released"
    acted = "acted"
    move_declared = "move_declared"
    handed_over = "handed_over"
    wounded = "wounded"
    stabilised = "stabilised"
    tank_replaced = "tank_replaced"
    entered_air = "entered_air"
    left_air = "left_air"
    withdrawn = "withdrawn"
    noted = "noted"
    ended = "ended"
    reverted = "reverted"


# --------------------------------------------------------------------------------------------
# Setup


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
        object.__setattr__(self, "side", Side(self.side))
        object.__setattr__(self, "stats", dict(self.stats))
        object.__setattr__(self, "items", tuple(self.items))
        if not self.id:
            raise ValueError("a character needs an id")
        if self.wounds < 0:
            raise ValueError(f"{self.name}: wounds cannot be negative ({self.wounds})")


@dataclass(frozen=True, slots=True)
class MissionSetup:
    """What a mission starts from: its name, environment (``ground`` or ``underwater``), the
    characters of both sides, and which side plays first in each game turn."""

    name: str
    environment: str
    characters: tuple[CharacterSetup, ...]
    first_side: Side = Side.xcom

    def __post_init__(self) -> None:
        if self.environment not in ("ground", "underwater"):
            raise ValueError(
                f"a mission's environment is ground or underwater, not {self.environment!r}"
            )
        object.__setattr__(self, "first_side", Side(self.first_side))
        object.__setattr__(self, "characters", tuple(self.characters))
        ids = [c.id for c in self.characters]
        if len(set(ids)) != len(ids):
            raise ValueError("every character of a mission needs its own id")

    @property
    def underwater(self) -> bool:
        return self.environment == "underwater"

    def character(self, character_id: str) -> CharacterSetup:
        for character in self.characters:
            if character.id == character_id:
                return character
        raise ValueError(f"no character {character_id!r} in mission {self.name!r}")


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
class LogLine:
    """One event of the log in plain words: where in the mission it happened, the text, the
    rule IDs it cites, and whether it has been undone."""

    seq: int
    turn: int
    side: Side
    phase: Phase
    type: str
    text: str
    rule_ids: tuple[str, ...]
    reverted: bool = False


@dataclass(frozen=True, slots=True)
class Event:
    """A fact of the mission log: its sequence number (from 1), type and JSON-ready payload
    (str/int/float/bool/None/list/dict), the dice rolls included as
    ``[{"purpose": .., "sides": .., "value": ..}]``."""

    seq: int
    type: str
    payload: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "payload", _plain(self.payload))


@dataclass(frozen=True, slots=True)
class MissionState:
    """The mission as the fold of its events.

    ``turn`` is the game turn (from 1), ``side`` whose turn it is, ``phase`` the phase of that
    turn; ``seq`` is the number of events applied; ``alerts`` the reminders made at the start of
    the current side's turn; ``log`` one line per event; ``events`` the log itself (kept so that
    an undo can replay it).
    """

    setup: MissionSetup
    turn: int
    side: Side
    phase: Phase
    characters: Mapping[str, CharacterState] = field(hash=False)
    seq: int = 0
    finished: bool = False
    alerts: tuple[str, ...] = ()
    log: tuple[LogLine, ...] = ()
    events: tuple[Event, ...] = field(default=(), hash=False)

    def character(self, character_id: str) -> CharacterState:
        try:
            return self.characters[character_id]
        except KeyError:
            raise ValueError(
                f"no character {character_id!r} in mission {self.setup.name!r}"
            ) from None

    @property
    def environment(self) -> str:
        return self.setup.environment


@dataclass(frozen=True, slots=True)
class TimerView:
    """A running timer: the game turn at whose start (of the character's side's turn) the
    character dies, the game turns left from now, and whether that is the next start of its
    side's turn (highlight it)."""

    character_id: str
    kind: TimerKind
    dies_at_turn: int
    turns_left: int
    expires_next_turn: bool


# --------------------------------------------------------------------------------------------
# JSON helpers


def _plain(value: Any) -> Any:
    """A JSON-ready copy: tuples become lists, enums their values; anything else not JSON is a
    programming error."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, StrEnum):
        return str(value.value)
    if isinstance(value, str | int | float):
        return value
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    raise TypeError(f"not JSON-ready: {value!r}")


def event_to_json(event: Event) -> dict[str, Any]:
    """An event as JSON-ready data: ``{"seq", "type", "payload"}``."""
    return {"seq": event.seq, "type": event.type, "payload": _plain(event.payload)}


def event_from_json(data: Mapping[str, Any]) -> Event:
    """An event back from :func:`event_to_json` data (``ValueError`` when malformed)."""
    try:
        seq, kind, payload = data["seq"], data["type"], data["payload"]
    except KeyError as exc:
        raise ValueError(f"not a mission event: {dict(data)!r}") from exc
    if not isinstance(seq, int) or not isinstance(kind, str) or not isinstance(payload, Mapping):
        raise ValueError(f"not a mission event: {dict(data)!r}")
    return Event(seq, kind, payload)


def events_to_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [event_to_json(e) for e in events]


def events_from_json(data: Iterable[Mapping[str, Any]]) -> tuple[Event, ...]:
    return tuple(event_from_json(d) for d in data)


def _item_json(item: CarriedItem) -> dict[str, Any]:
    return {
        "item_id": item.item_id,
        "item_type": item.item_type,
        "slot": item.slot,
        "slot_index": item.slot_index,
    }


def _item_from_json(data: Mapping[str, Any]) -> CarriedItem:
    return CarriedItem(
        int(data["item_id"]), str(data["item_type"]), str(data["slot"]), int(data["slot_index"])
    )


def setup_to_json(setup: MissionSetup) -> dict[str, Any]:
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
                "items": [_item_json(i) for i in c.items],
            }
            for c in setup.characters
        ],
    }


def setup_from_json(data: Mapping[str, Any]) -> MissionSetup:
    """A mission setup back from :func:`setup_to_json` data."""
    try:
        characters = tuple(
            CharacterSetup(
                id=str(c["id"]),
                name=str(c["name"]),
                side=Side(c["side"]),
                soldier_id=None if c.get("soldier_id") is None else int(c["soldier_id"]),
                soldier_class=str(c["soldier_class"]),
                unit_type=str(c["unit_type"]),
                species=None if c.get("species") is None else str(c["species"]),
                stats={str(k): int(v) for k, v in c["stats"].items()},
                wounds=int(c["wounds"]),
                breathes_air=bool(c["breathes_air"]),
                items=tuple(_item_from_json(i) for i in c.get("items", ())),
            )
            for c in data["characters"]
        )
        return MissionSetup(
            name=str(data["name"]),
            environment=str(data["environment"]),
            characters=characters,
            first_side=Side(data.get("first_side", "xcom")),
        )
    except (KeyError, TypeError, AttributeError) as exc:
        raise ValueError(f"not a mission setup: {exc}") from exc


# --------------------------------------------------------------------------------------------
# The fold


def initial_state(setup: MissionSetup) -> MissionState:
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
    return MissionState(
        setup=setup, turn=1, side=setup.first_side, phase=Phase.movement, characters=characters
    )


def cancelled_seqs(events: Sequence[Event]) -> frozenset[int]:
    """The events an undo has cancelled: the target of every ``reverted`` event that is not
    itself cancelled, with the events that followed from the target's command (``follows``).
    Read from the end, so a revert of a revert restores its target."""
    followers: dict[int, list[int]] = {}
    for event in events:
        head = event.payload.get("follows")
        if isinstance(head, int):
            followers.setdefault(head, []).append(event.seq)
    cancelled: set[int] = set()
    for event in reversed(events):
        if event.type == EventType.reverted and event.seq not in cancelled:
            target = event.payload.get("target")
            if isinstance(target, int):
                cancelled.add(target)
                cancelled.update(followers.get(target, ()))
    return frozenset(cancelled)


def apply(state: MissionState, event: Event) -> MissionState:
    """The state after ``event``. A ``reverted`` event replays the whole log (the undone event
    drops out); any other event is applied as a fact. ``ValueError`` when ``event`` does not
    follow the state (wrong sequence number)."""
    if event.seq != state.seq + 1:
        raise ValueError(f"event {event.seq} does not follow event {state.seq}")
    if event.type == EventType.reverted:
        return replay(state.setup, (*state.events, event))
    return _record(_fact(state, event), event, reverted=False)


def replay(setup: MissionSetup, events: Iterable[Event]) -> MissionState:
    """The mission rebuilt from its events: deterministic, undo (``reverted``) honoured.

    ``ValueError`` when the sequence numbers do not run 1, 2, 3, ...
    """
    log = tuple(events)
    for index, event in enumerate(log, start=1):
        if event.seq != index:
            raise ValueError(f"event {event.seq} found where event {index} belongs")
    cancelled = cancelled_seqs(log)
    state = initial_state(setup)
    for event in log:
        if event.seq in cancelled or event.type == EventType.reverted:
            state = _record(state, event, reverted=event.seq in cancelled)
        else:
            state = _record(_fact(state, event), event, reverted=False)
    return state


def _record(state: MissionState, event: Event, *, reverted: bool) -> MissionState:
    text, rule_ids = describe(state.setup, event)
    line = LogLine(
        seq=event.seq,
        turn=state.turn,
        side=state.side,
        phase=state.phase,
        type=event.type,
        text=text,
        rule_ids=rule_ids,
        reverted=reverted,
    )
    return replace(state, seq=event.seq, log=(*state.log, line), events=(*state.events, event))


def _with(state: MissionState, character_id: str, **changes: Any) -> MissionState:
    """``state`` with one character changed; an unknown character leaves it as it is."""
    current = state.characters.get(character_id)
    if current is None:
        return state
    characters = dict(state.characters)
    characters[character_id] = replace(current, **changes)
    return replace(state, characters=characters)


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _fact(state: MissionState, event: Event) -> MissionState:
    """Apply one event as a fact. Tolerant: a fact that no longer fits (after an undo restored
    an earlier event) changes what it can and never raises."""
    p = event.payload
    kind = event.type
    who = str(p.get("character", ""))
    ch = state.characters.get(who)

    if kind == EventType.phase_advanced:
        characters = {
            cid: replace(
                c,
                acted=frozenset(),
                cannot_act=None,
                jumped_this_phase=False,
                failed_move_this_phase=False,
            )
            for cid, c in state.characters.items()
        }
        alerts = state.alerts
        if p.get("new_side_turn"):
            alerts = tuple(str(a) for a in p.get("alerts", ()))
        return replace(
            state,
            turn=int(p["turn"]),
            side=Side(p["side"]),
            phase=Phase(p["phase"]),
            characters=characters,
            alerts=alerts,
        )
    if kind == EventType.ended:
        return replace(state, finished=True)
    if kind == EventType.noted:
        return state
    if kind == EventType.handed_over:
        return _fact_handover(state, p)
    if kind == EventType.stabilised:
        medic = state.characters.get(str(p.get("medic", "")))
        patient_id = str(p.get("patient", ""))
        if medic is not None:
            state = _with(state, medic.id, acted=medic.acted | {"stabilised"})
        if p.get("full"):
            return _with(state, patient_id, stabilised=True, bleed_out_dies_at=None)
        return _with(
            state,
            patient_id,
            water_stabilised=True,
            bleed_out_dies_at=_opt_int(p.get("bleed_out_dies_at")),
        )
    if ch is None:
        return state

    if kind == EventType.died:
        return _with(
            state,
            who,
            status=CharacterStatus.dead,
            bleed_out_dies_at=None,
            suffocates_at=None,
            died_cause=str(p.get("cause", DeathCause.killed)),
            died_turn=_opt_int(p.get("turn")),
        )
    if kind == EventType.released:
        return _with(state, who, cannot_act=str(p.get("cause", ReleaseCause.other)))
    if kind == EventType.acted:
        return _with(state, who, acted=ch.acted | {str(p.get("action", ""))})
    if kind == EventType.move_declared:
        changes: dict[str, Any] = {
            "acted": ch.acted | {"jumped"},
            "jumped_this_phase": True,
            "failed_move_this_phase": not bool(p.get("may_keep_moving", True)),
        }
        if p.get("tank_damaged"):
            changes["tank_damaged"] = True
            changes["suffocates_at"] = None if ch.in_air else _opt_int(p.get("suffocates_at"))
        return _with(state, who, **changes)
    if kind == EventType.wounded:
        changes = {"wounds": int(p.get("wounds_left", ch.wounds))}
        if p.get("down"):
            changes.update(
                status=CharacterStatus.down,
                bleed_out_dies_at=_opt_int(p.get("bleed_out_dies_at")),
                stabilised=False,
                water_stabilised=False,
            )
        if p.get("tank_damaged"):
            changes["tank_damaged"] = True
            changes["suffocates_at"] = None if ch.in_air else _opt_int(p.get("suffocates_at"))
        return _with(state, who, **changes)
    if kind == EventType.tank_replaced:
        tank = _opt_int(p.get("tank_item_id"))
        acted = ch.acted | {"replaced_tank"} if p.get("spends") else ch.acted
        return _with(
            state,
            who,
            items=tuple(i for i in ch.items if i.item_id != tank),
            tank_damaged=False,
            suffocates_at=None,
            acted=acted,
        )
    if kind == EventType.entered_air:
        return _with(state, who, in_air=True, suffocates_at=None)
    if kind == EventType.left_air:
        return _with(state, who, in_air=False, suffocates_at=_opt_int(p.get("suffocates_at")))
    if kind == EventType.withdrawn:
        return _with(state, who, status=CharacterStatus(p.get("status", "mia")))
    raise ValueError(f"unknown mission event type {kind!r}")


def _fact_handover(state: MissionState, p: Mapping[str, Any]) -> MissionState:
    giver = state.characters.get(str(p.get("giver", "")))
    receiver = state.characters.get(str(p.get("receiver", "")))
    item_id = _opt_int(p.get("item_id"))
    if giver is None or receiver is None:
        return state
    moving = next((i for i in giver.items if i.item_id == item_id), None)
    if moving is None:
        return state
    placed = CarriedItem(
        moving.item_id, moving.item_type, str(p.get("slot", moving.slot)), int(p["slot_index"])
    )
    state = _with(
        state,
        giver.id,
        items=tuple(i for i in giver.items if i.item_id != item_id),
        acted=giver.acted | {"handed_over"},
    )
    return _with(
        state,
        receiver.id,
        items=(*receiver.items, placed),
        acted=receiver.acted | {"handed_over"},
    )


# --------------------------------------------------------------------------------------------
# Timers


def next_side_turn_start(state: MissionState, side: Side) -> int:
    """The game turn in which ``side``'s next turn starts, seen from the current position."""
    if side == state.side or side == state.setup.first_side:
        return state.turn + 1
    return state.turn


def timers(state: MissionState) -> tuple[TimerView, ...]:
    """Every running timer, in setup order: R-8 bleed-out of a downed, unstabilised character;
    W-WATER-4 / R-9 suffocation of a damaged tank outside air (R-16 stops it in air)."""
    views: list[TimerView] = []
    for setup in state.setup.characters:
        ch = state.characters[setup.id]
        if not ch.in_play:
            continue
        next_start = next_side_turn_start(state, ch.side)
        running: list[tuple[TimerKind, int]] = []
        if ch.status is CharacterStatus.down and ch.bleed_out_dies_at is not None:
            running.append((TimerKind.bleed_out, ch.bleed_out_dies_at))
        if ch.suffocates_at is not None:
            running.append((TimerKind.suffocation, ch.suffocates_at))
        for kind, dies_at in running:
            views.append(
                TimerView(
                    character_id=ch.id,
                    kind=kind,
                    dies_at_turn=dies_at,
                    turns_left=dies_at - state.turn,
                    expires_next_turn=dies_at <= next_start,
                )
            )
    return tuple(views)


def timer_alerts(state: MissionState) -> tuple[str, ...]:
    """A reminder for every running timer, in plain words with its rule IDs."""
    lines: list[str] = []
    for view in timers(state):
        ch = state.characters[view.character_id]
        if view.kind is TimerKind.bleed_out:
            text = (
                f"{ch.name}: down and bleeding out: dies at the start of turn "
                f"{view.dies_at_turn} unless stabilised (R-8)"
            )
            if ch.water_stabilised:
                text += "; stabilised under water once already (W-WATER-2, R-17)"
        else:
            text = (
                f"{ch.name}: aqualung tank damaged: dies at the start of turn "
                f"{view.dies_at_turn} unless the tank is changed or {ch.name} reaches air "
                "(W-WATER-4, R-9)"
            )
        if view.expires_next_turn:
            text += " — expires next turn"
        lines.append(text)
    return tuple(lines)


# --------------------------------------------------------------------------------------------
# The log in words


_DEATH_WORDS: Mapping[str, str] = {
    "bled_out": "bled out",
    "suffocated": "suffocated: the aqualung tank was damaged",
    "killed": "killed",
}

_ACTION_WORDS: Mapping[str, str] = {
    "moved": "moves",
    "ran": "runs",
    "shot": "shoots",
    "assaulted": "assaults",
}


def _name(setup: MissionSetup, character_id: Any) -> str:
    for c in setup.characters:
        if c.id == character_id:
            return c.name
    return str(character_id)


def describe(setup: MissionSetup, event: Event) -> tuple[str, tuple[str, ...]]:
    """An event in plain English and the rule IDs it cites (from its payload)."""
    p = event.payload
    ids = tuple(str(r) for r in p.get("rule_ids", ()))
    who = _name(setup, p.get("character"))
    kind = event.type
    if kind == EventType.phase_advanced:
        side = "X-COM" if p.get("side") == Side.xcom else "Aliens"
        text = f"Turn {p.get('turn')}, {side}: {p.get('phase')} phase."
    elif kind == EventType.died:
        cause = _DEATH_WORDS.get(str(p.get("cause")), str(p.get("cause")))
        text = f"{who} dies at the start of turn {p.get('turn')}: {cause}."
    elif kind == EventType.released:
        cause = CAUSE_WORDS.get(str(p.get("cause")), str(p.get("cause")))
        text = f"{who} was {cause}: cannot act until the end of this phase."
        if p.get("cause") == ReleaseCause.other:
            text = f"{who} {cause}: cannot act until the end of this phase."
    elif kind == EventType.acted:
        text = f"{who} {_ACTION_WORDS.get(str(p.get('action')), str(p.get('action')))}."
    elif kind == EventType.move_declared:
        text = f"{who}: {p.get('summary', 'declares a move')}"
    elif kind == EventType.handed_over:
        item = p.get("item_name", p.get("item_type"))
        position = int(p.get("slot_index", 0)) + 1
        text = (
            f"{_name(setup, p.get('giver'))} passes {item} to "
            f"{_name(setup, p.get('receiver'))} ({p.get('slot')} {position})."
        )
        warnings = [str(w) for w in p.get("warnings", ())]
        if warnings:
            text += " " + " ".join(warnings)
    elif kind == EventType.wounded:
        text = f"{who} suffers {p.get('wounds')} unsaved wound(s), {p.get('wounds_left')} left."
        rolls = [str(r.get("value")) for r in p.get("rolls", ())]
        if rolls:
            state = "is damaged" if p.get("tank_damaged") else "holds"
            text += f" Aqualung test {', '.join(rolls)}: the tank {state}."
        if p.get("down"):
            text += (
                f" Down: bleeds out at the start of turn {p.get('bleed_out_dies_at')} "
                "unless stabilised."
            )
        if p.get("tank_damaged"):
            text += f" Suffocates at the start of turn {p.get('suffocates_at')} unless fixed."
    elif kind == EventType.stabilised:
        patient = _name(setup, p.get("patient"))
        medic = _name(setup, p.get("medic"))
        if p.get("full"):
            text = f"{medic} stabilises {patient}: the bleeding stops."
        else:
            text = (
                f"{medic} stabilises {patient} under water: 5 more turns, bleeds out at the "
                f"start of turn {p.get('bleed_out_dies_at')}."
            )
    elif kind == EventType.tank_replaced:
        text = f"{who} puts on a spare aqualung tank (item {p.get('tank_item_id')})."
    elif kind == EventType.entered_air:
        text = f"{who} reaches air: the aqualung timer stops."
    elif kind == EventType.left_air:
        text = f"{who} leaves the air."
        if p.get("suffocates_at") is not None:
            text += f" Damaged tank: suffocates at the start of turn {p.get('suffocates_at')}."
    elif kind == EventType.withdrawn:
        text = f"{who} is {'evacuated' if p.get('status') == 'evacuated' else 'missing'}."
    elif kind == EventType.noted:
        text = f"Note: {p.get('text', '')}"
    elif kind == EventType.ended:
        text = "The mission ends."
    elif kind == EventType.reverted:
        text = f"Undo of event {p.get('target')} ({p.get('target_type', '')})."
    else:
        text = kind
    return text, ids


# --------------------------------------------------------------------------------------------
# The state as JSON (``xcom-manager mission replay``)


def _character_json(ch: CharacterState) -> dict[str, Any]:
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
        "items": [_item_json(i) for i in ch.items],
    }


def state_to_json(state: MissionState) -> dict[str, Any]:
    """The state as JSON-ready data with a stable key order and characters in setup order, so
    that ``json.dumps`` of two replays of the same events is byte-identical."""
    return {
        "name": state.setup.name,
        "environment": state.setup.environment,
        "turn": state.turn,
        "side": state.side.value,
        "phase": state.phase.value,
        "seq": state.seq,
        "finished": state.finished,
        "characters": [_character_json(state.characters[c.id]) for c in state.setup.characters],
        "timers": [
            {
                "character_id": t.character_id,
                "kind": t.kind.value,
                "dies_at_turn": t.dies_at_turn,
                "turns_left": t.turns_left,
                "expires_next_turn": t.expires_next_turn,
            }
            for t in timers(state)
        ],
        "alerts": list(state.alerts),
        "log": [
            {
                "seq": line.seq,
                "turn": line.turn,
                "side": line.side.value,
                "phase": line.phase.value,
                "type": line.type,
                "text": line.text,
                "rule_ids": list(line.rule_ids),
                "reverted": line.reverted,
            }
            for line in state.log
        ],
    }
