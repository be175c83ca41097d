"""How one wargame event changes the mission's state, and the timers that state runs.

:func:`apply_fact` needs no ruleset and no dice: an event holds every number the rules decided
(deadlines included), so replaying a mission's events always rebuilds the same state, whatever
the ruleset file says today. It is tolerant: a fact that no longer fits (after an undo restored
an earlier event) changes what it can and never raises.

The timers (:func:`timers`) are read off the state: the R-8 bleed-out of a downed, unstabilised
character and the W-WATER-4 / R-9 suffocation of a damaged tank outside air (R-16). Both run out
at the start of the dying character's own side's turn (``advance_phase`` turns them into
``died`` events).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.wargame.state import (
    CharacterStatus,
    DeathCause,
    EventType,
    Phase,
    ReleaseCause,
    Side,
    TimerKind,
    WargameState,
    next_side_turn_start,
)

__all__ = ["TimerView", "apply_fact", "next_side_turn_start", "timers"]


def _with(state: WargameState, character_id: str, **changes: Any) -> WargameState:
    """``state`` with one character changed; an unknown character leaves it as it is."""
    current = state.characters.get(character_id)
    if current is None:
        return state
    characters = dict(state.characters)
    characters[character_id] = replace(current, **changes)
    return replace(state, characters=characters)


def _opt_int(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _phase_advanced(state: WargameState, p: Mapping[str, Any]) -> WargameState:
    """The next phase: what each character did, W-ACT-1 and the jump flags clear.

    A character with nothing to clear is kept as it is (the same object): replaying a long
    log, most characters did nothing in most phases, and copying them was most of a replay.
    """
    characters = {
        cid: (
            c
            if not c.acted
            and c.cannot_act is None
            and not c.jumped_this_phase
            and not c.failed_move_this_phase
            else replace(
                c,
                acted=frozenset(),
                cannot_act=None,
                jumped_this_phase=False,
                failed_move_this_phase=False,
                stopped_by="",
            )
        )
        for cid, c in state.characters.items()
    }
    return replace(
        state,
        turn=int(p["turn"]),
        side=Side(p["side"]),
        phase=Phase(p["phase"]),
        characters=characters,
    )


def _handed_over(state: WargameState, p: Mapping[str, Any]) -> WargameState:
    """W-HAND-1: the item moves with the charges it has left (an empty medkit stays empty); the
    giver has spent the phase, and the receiver too when the event says so (R-2 as the ruleset
    said when the handoff was made: ``receiver_spends``, true in events older than the key)."""
    giver = state.characters.get(str(p.get("giver", "")))
    receiver = state.characters.get(str(p.get("receiver", "")))
    item_id = _opt_int(p.get("item_id"))
    if giver is None or receiver is None:
        return state
    moving = next((i for i in giver.items if i.item_id == item_id), None)
    if moving is None:
        return state
    placed = replace(moving, slot=str(p.get("slot", moving.slot)), slot_index=int(p["slot_index"]))
    state = _with(
        state,
        giver.id,
        items=tuple(i for i in giver.items if i.item_id != item_id),
        acted=giver.acted | {"handed_over"},
    )
    changes: dict[str, Any] = {"items": (*receiver.items, placed)}
    if p.get("receiver_spends", True):
        changes["acted"] = receiver.acted | {"handed_over"}
    return _with(state, receiver.id, **changes)


def _spend_charge(
    items: tuple[CarriedItem, ...], item_id: Any, left: Any
) -> tuple[CarriedItem, ...]:
    """The item's charges as the event recorded them (M-SHOOT-1, R-20)."""
    if not isinstance(left, int) or isinstance(left, bool):
        return items
    return tuple(replace(i, charges=left) if i.item_id == item_id else i for i in items)


def _attacked(state: WargameState, p: Mapping[str, Any]) -> WargameState:
    """M-SHOOT-1 / M-CC-1: the attacker has shot (or fought in the assault) and its weapon has
    the charges left that the event recorded; the wounds follow in their own event."""
    attacker = state.characters.get(str(p.get("attacker", "")))
    if attacker is None:
        return state
    action = "assaulted" if p.get("weapon_type") == "melee" else "shot"
    return _with(
        state,
        attacker.id,
        acted=attacker.acted | {action},
        items=_spend_charge(attacker.items, p.get("item_id"), p.get("charges_left")),
    )


def _stabilised(state: WargameState, p: Mapping[str, Any]) -> WargameState:
    """R-20: the medic spent its shooting phase; W-WATER-2: in water only 5 more turns."""
    medic = state.characters.get(str(p.get("medic", "")))
    patient_id = str(p.get("patient", ""))
    if medic is not None:
        state = _with(
            state,
            medic.id,
            acted=medic.acted | {"stabilised"},
            items=_spend_charge(medic.items, p.get("medkit_item_id"), p.get("medkit_charges_left")),
        )
    if p.get("full"):
        return _with(state, patient_id, stabilised=True, bleed_out_dies_at=None)
    return _with(
        state,
        patient_id,
        water_stabilised=True,
        bleed_out_dies_at=_opt_int(p.get("bleed_out_dies_at")),
    )


def _died(state: WargameState, p: Mapping[str, Any]) -> WargameState:
    return _with(
        state,
        str(p.get("character", "")),
        status=CharacterStatus.dead,
        bleed_out_dies_at=None,
        suffocates_at=None,
        died_cause=str(p.get("cause", DeathCause.killed)),
        died_turn=_opt_int(p.get("turn")),
    )


def _tank_damage(ch_in_air: bool, p: Mapping[str, Any]) -> dict[str, Any]:
    """W-WATER-4 / R-9: a damaged tank starts the timer, unless the character is in air."""
    if not p.get("tank_damaged"):
        return {}
    return {
        "tank_damaged": True,
        "suffocates_at": None if ch_in_air else _opt_int(p.get("suffocates_at")),
    }


def _character_fact(state: WargameState, kind: str, p: Mapping[str, Any]) -> WargameState:
    who = str(p.get("character", ""))
    ch = state.characters.get(who)
    if ch is None:
        return state
    if kind == EventType.released:
        return _with(state, who, cannot_act=str(p.get("cause", ReleaseCause.other)))
    if kind == EventType.acted:
        return _with(state, who, acted=ch.acted | {str(p.get("action", ""))})
    if kind == EventType.move_declared:
        return _with(
            state,
            who,
            acted=ch.acted | {"jumped"},
            jumped_this_phase=True,
            failed_move_this_phase=not bool(p.get("may_keep_moving", True)),
            stopped_by="" if p.get("may_keep_moving", True) else _stopping_rule(p),
            **_tank_damage(ch.in_air, p),
        )
    if kind == EventType.slipped:
        # W-JUMP-10 / R-27: no further movement this phase.
        return _with(state, who, failed_move_this_phase=True, stopped_by="R-27")
    if kind == EventType.wounded:
        changes: dict[str, Any] = {"wounds": int(p.get("wounds_left", ch.wounds))}
        if p.get("down"):
            changes.update(
                status=CharacterStatus.down,
                bleed_out_dies_at=_opt_int(p.get("bleed_out_dies_at")),
                stabilised=False,
                water_stabilised=False,
            )
        return _with(state, who, **changes, **_tank_damage(ch.in_air, p))
    if kind == EventType.tank_replaced:
        tank = _opt_int(p.get("tank_item_id"))
        return _with(
            state,
            who,
            items=tuple(i for i in ch.items if i.item_id != tank),
            tank_damaged=False,
            suffocates_at=None,
            acted=ch.acted | {"replaced_tank"} if p.get("spends") else ch.acted,
        )
    if kind == EventType.entered_air:
        return _with(state, who, in_air=True, suffocates_at=None)
    if kind == EventType.left_air:
        return _with(state, who, in_air=False, suffocates_at=_opt_int(p.get("suffocates_at")))
    # withdrawn
    return _with(state, who, status=CharacterStatus(p.get("status", "mia")))


_CHARACTER_FACTS = frozenset(
    {
        EventType.released,
        EventType.acted,
        EventType.move_declared,
        EventType.slipped,
        EventType.wounded,
        EventType.tank_replaced,
        EventType.entered_air,
        EventType.left_air,
        EventType.withdrawn,
    }
)

_FACTS: Mapping[str, Callable[[WargameState, Mapping[str, Any]], WargameState]] = {
    EventType.phase_advanced: _phase_advanced,
    EventType.ended: lambda state, p: replace(state, finished=True),
    EventType.handed_over: _handed_over,
    EventType.attacked: _attacked,
    EventType.stabilised: _stabilised,
    EventType.died: _died,
}


def apply_fact(state: WargameState, event_type: str, payload: Mapping[str, Any]) -> WargameState:
    """The state after one event; a :class:`RulesError` for an event type the wargame does not
    know, or a payload that cannot be read as one."""
    known = isinstance(event_type, str) and (event_type in _FACTS or event_type in _CHARACTER_FACTS)
    if not known:
        raise RulesError(f"unknown mission event type {shown(event_type)}")
    fact = _FACTS.get(event_type)
    try:
        if fact is None:
            return _character_fact(state, event_type, payload)
        return fact(state, payload)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError) as error:
        raise RulesError(f"the {event_type} event cannot be read: {shown(payload)}") from error


# --------------------------------------------------------------------------------------------
# Timers


@dataclass(frozen=True, slots=True)
class TimerView:
    """A running timer: the game turn at whose start (of the character's side's turn) the
    character dies (``dies_at_turn``, the recorded deadline), how many turns of its side are
    left to act before then, and whether the next start of its side's turn is its death
    (highlight it).

    ``turns_left`` (R-8, R-9) counts the turns of the character's side that still begin before
    it dies, so the turn in which the timer started is turn 0 and not among them: 3 right after
    a wound or a damaged tank with the default 3 turns, 0 during its last turn. (A character of
    the side that plays second, wounded during the first side's turn, still has its own turn
    of that game turn to come: 4 then, as the game-turn deadline gives it.)
    """

    character_id: str
    kind: TimerKind
    dies_at_turn: int
    turns_left: int
    expires_next_turn: bool


def timers(state: WargameState) -> tuple[TimerView, ...]:
    """Every running timer, in setup order: R-8 bleed-out of a downed, unstabilised character;
    W-WATER-4 / R-9 suffocation of a damaged tank outside air (R-16 stops it in air). Each
    deadline is the one recorded in the events; the turns left are counted from it (R-8, R-9:
    the turns of the character's side still to begin before it)."""
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
        views.extend(
            TimerView(
                character_id=ch.id,
                kind=kind,
                dies_at_turn=dies_at,
                turns_left=max(0, dies_at - next_start),
                expires_next_turn=dies_at <= next_start,
            )
            for kind, dies_at in running
        )
    return tuple(views)


def _stopping_rule(payload: Mapping[str, Any]) -> str:
    """The rule a declared move that ends all movement was stopped by, from the rule IDs its
    event recorded: W-JUMP-7 (a failed jump, climb or swim, whatever else it cites), R-26 (a
    passed swim into open water), W-JUMP-8 (a passed jump into the void)."""
    ids = [str(each) for each in payload.get("rule_ids", ())]
    for rule in ("W-JUMP-7", "R-26", "W-JUMP-8"):
        if rule in ids:
            return rule
    return "W-JUMP-7"
