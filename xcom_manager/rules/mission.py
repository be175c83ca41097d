"""Wargame missions: commands checked against the state, yielding events (W-, M-, R-2 .. R-20).

A mission is ``replay(setup, events)``, the fold of :func:`apply` over its append-only events
(:mod:`xcom_manager.rules.mission_state` holds the state, the fold, the timers and the JSON
forms). Each command here checks the current state; if the rules allow it, it returns the new
events (every dice roll recorded in the payload), and if not it raises :class:`MissionRefused`
carrying a :class:`~xcom_manager.rules.verdict.Verdict` whose violations cite the rule IDs.
Nothing is changed by a command: the caller stores the events and applies them.

Turn structure: game turns count from 1; in each game turn the first side of the setup
(X-COM unless told) plays its turn, then the other side; each side's turn has the phases
movement, shooting, assault. What a character did (``acted``), W-ACT-1's ``cannot_act`` and the
jump flags (W-JUMP-1 once per phase, W-JUMP-7) last until the end of the phase.

App rules cited besides RULES.md (no rule of the texts covers them):

* ``MIS-1``: a character that is down, dead, missing or evacuated takes no action;
* ``MIS-2``: a finished mission takes no command but undo and notes;
* ``MIS-3``: undo reverts a command in the log that is not undone already, by its first event;
* ``MIS-4``: only the side whose turn it is moves, shoots, passes items and stabilises;
* ``MIS-5``: moving belongs to the movement phase, shooting and running to the shooting phase,
  assaulting to the assault phase, each once per phase.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import xcom_manager.rules.wargame.texts  # noqa: F401 - registers the wargame's findings
from xcom_manager.rules.dice import Dice, rolls_to_payload
from xcom_manager.rules.inventory import (
    ACTIONS,
    MissionPhaseContext,
    SoldierKit,
    best_slot,
    free_positions,
    validate_handoff,
)
from xcom_manager.rules.mission_state import (
    CAUSE_WORDS,
    PHASE_ORDER,
    CharacterSetup,
    CharacterState,
    CharacterStatus,
    DeathCause,
    Event,
    EventType,
    LogLine,
    MissionSetup,
    MissionState,
    Phase,
    ReleaseCause,
    Side,
    TimerKind,
    TimerView,
    apply,
    cancelled_seqs,
    event_from_json,
    event_to_json,
    events_from_json,
    events_to_json,
    initial_state,
    next_side_turn_start,
    replay,
    setup_from_json,
    setup_to_json,
    state_to_json,
    timer_alerts,
    timers,
)
from xcom_manager.rules.movement import JumpDeclaration, check_declaration, resolve_jump
from xcom_manager.rules.ruleset import Environment, ItemKind, Ruleset
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "CAUSE_WORDS",
    "MARKABLE_ACTIONS",
    "PHASE_ORDER",
    "WATER_STABILISE_TURNS",
    "CharacterSetup",
    "CharacterState",
    "CharacterStatus",
    "DeathCause",
    "Event",
    "EventType",
    "LogLine",
    "MissionRefused",
    "MissionSetup",
    "MissionState",
    "Phase",
    "ReleaseCause",
    "Side",
    "TimerKind",
    "TimerView",
    "advance_phase",
    "apply",
    "cancelled_seqs",
    "check_declare_move",
    "check_hand_over",
    "check_replace_tank",
    "check_stabilise",
    "declare_move",
    "end_mission",
    "enter_air",
    "event_from_json",
    "event_to_json",
    "events_from_json",
    "events_to_json",
    "hand_over",
    "initial_state",
    "kill",
    "leave_air",
    "mark_acted",
    "next_side_turn_start",
    "note",
    "release",
    "replace_tank",
    "replay",
    "revert",
    "setup_from_json",
    "setup_to_json",
    "stabilise",
    "state_to_json",
    "timer_alerts",
    "timers",
    "withdraw",
    "wound",
]

#: W-WATER-2: in water, stabilisation only gives 5 more turns of life.
WATER_STABILISE_TURNS = 5

#: The actions :func:`mark_acted` records, with the phase each belongs to (MIS-5).
MARKABLE_ACTIONS: Mapping[str, Phase] = {
    "moved": Phase.movement,
    "ran": Phase.shooting,
    "shot": Phase.shooting,
    "assaulted": Phase.assault,
}

#: Actions that spend the whole phase (W-HAND-2 / R-2, R-20, R-19): nothing else after them.
_SPENDING: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "handed_over": ("W-HAND-2", ("R-2",)),
    "stabilised": ("R-20", ()),
    "replaced_tank": ("R-19", ()),
}

#: What each marked action is refused as (``action`` words of rules.wargame.texts).
_INFINITIVES: Mapping[str, str] = {
    "moved": "move",
    "ran": "run",
    "shot": "shoot",
    "assaulted": "assault",
}


class MissionRefused(ValueError):  # noqa: N818 - the contract's name
    """A command the rules refuse; ``verdict`` holds every violation with its rule ID, and the
    message is the violations' English text, fit to show."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(" ".join(verdict.texts) or "refused")

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return self.verdict.rule_ids


# --------------------------------------------------------------------------------------------
# Helpers


def _refuse_if(found: Sequence[Violation], warnings: Sequence[Violation] = ()) -> None:
    if found:
        raise MissionRefused(Verdict(tuple(found), tuple(warnings)))


def _events(state: MissionState, *facts: tuple[EventType, Mapping[str, Any]]) -> list[Event]:
    """Number a command's events after the state; every event after the first names the first
    in ``follows`` (an undo of the command takes them all)."""
    head = state.seq + 1
    events: list[Event] = []
    for offset, (kind, payload) in enumerate(facts):
        body = dict(payload)
        if offset:
            body["follows"] = head
        events.append(Event(head + offset, kind.value, body))
    return events


def _words(actions: Iterable[str]) -> tuple[str, ...]:
    """What a character did, as ``action_done`` keys in a stable order."""
    return tuple(sorted(actions))


def _finished(state: MissionState) -> list[Violation]:
    return [Violation.of("MIS-2", "mission_finished")] if state.finished else []


def _in_play(ch: CharacterState, *, down_ok: bool = False) -> list[Violation]:
    """MIS-1: only an active character acts (a downed one may still be wounded or carried)."""
    allowed = (
        (CharacterStatus.active, CharacterStatus.down) if down_ok else (CharacterStatus.active,)
    )
    if ch.status in allowed:
        return []
    return [Violation.of("MIS-1", "mission_not_in_play", soldier=ch.name, status=ch.status.value)]


def _their_turn(state: MissionState, ch: CharacterState, action: str) -> list[Violation]:
    """MIS-4: only the side whose turn it is moves, shoots, passes items and stabilises."""
    if ch.side == state.side:
        return []
    return [
        Violation.of(
            "MIS-4",
            "mission_not_their_turn",
            soldier=ch.name,
            action=action,
            turn_of=state.side.value,
        )
    ]


def _can_act(ch: CharacterState, action: str) -> list[Violation]:
    """W-ACT-1: a character released this phase performs no action until the phase ends."""
    if ch.cannot_act is None:
        return []
    return [
        Violation.of(
            "W-ACT-1",
            "mission_cannot_act",
            soldier=ch.name,
            action=action,
            cause=ch.cannot_act,
        )
    ]


def _actor(state: MissionState, ch: CharacterState, action: str) -> list[Violation]:
    return [*_in_play(ch), *_their_turn(state, ch, action), *_can_act(ch, action)]


def _phase_spent(ch: CharacterState, phase: Phase, action: str) -> list[Violation]:
    """W-HAND-2 / R-2, R-20, R-19: after an action that spends the whole phase, nothing else."""
    found: list[Violation] = []
    for spent, (rule_id, rulings) in _SPENDING.items():
        if spent in ch.acted:
            found.append(
                Violation.of(
                    rule_id,
                    "mission_phase_spent",
                    rulings,
                    soldier=ch.name,
                    actions=(spent,),
                    phase=phase.value,
                    action=action,
                )
            )
    return found


def _inventory_actions(ch: CharacterState, phase: Phase) -> frozenset[str]:
    """What ``ch`` did, in the words of :data:`rules.inventory.ACTIONS`: stabilising and
    changing a tank spend the phase like a move (movement) or a shot (shooting)."""
    spent_as = "moved" if phase is Phase.movement else "shot"
    return frozenset(a if a in ACTIONS else spent_as for a in ch.acted)


def _cause_words(ch: CharacterState) -> str | None:
    """The W-ACT-1 cause key, for the checks that take one."""
    return ch.cannot_act


def _kit(state: MissionState, ch: CharacterState) -> SoldierKit:
    setup = state.setup.character(ch.id)
    number = next(i for i, c in enumerate(state.setup.characters, start=1) if c.id == ch.id)
    return SoldierKit(
        soldier_id=number,
        name=ch.name,
        soldier_class=setup.soldier_class,
        unit_type=setup.unit_type,
        items=ch.items,
        species=setup.species,
    )


def _ruling_int(ruleset: Ruleset, key: str) -> int:
    value = ruleset.ruling(key)
    if not isinstance(value, int):
        raise TypeError(f"ruling {key} must be a whole number, not {value!r}")
    return value


def _grace_deadline(state: MissionState, ruleset: Ruleset) -> int:
    """R-9: the damage (or leave-air, R-16) turn is turn 0; death at the start of the side's
    turn ``grace + 1`` game turns later."""
    return state.turn + _ruling_int(ruleset, "aqualung.grace_turns") + 1


def _rolls_aqualung(state: MissionState, ch: CharacterState) -> bool:
    """W-WATER-4 / R-10: X-COM characters whose species breathes air, in the water, with a
    tank not already damaged."""
    setup = state.setup.character(ch.id)
    return (
        state.setup.underwater
        and ch.side is Side.xcom
        and setup.breathes_air
        and not ch.in_air
        and not ch.tank_damaged
    )


# --------------------------------------------------------------------------------------------
# Turn structure


def _next_position(state: MissionState) -> tuple[int, Side, Phase, bool]:
    index = PHASE_ORDER.index(state.phase)
    if index + 1 < len(PHASE_ORDER):
        return state.turn, state.side, PHASE_ORDER[index + 1], False
    side = state.side.other
    turn = state.turn + 1 if side == state.setup.first_side else state.turn
    return turn, side, Phase.movement, True


def advance_phase(state: MissionState) -> list[Event]:
    """End the phase: the next phase, after the assault phase the other side's turn, after the
    second side's turn a new game turn. ``acted``, W-ACT-1's ``cannot_act`` and the jump flags
    clear.

    When a side's turn begins, its characters whose timer expires now die: R-8 bleed-out, or
    W-WATER-4 / R-9 suffocation ("at the start of the fourth turn"); each death is a ``died``
    event following the ``phase_advanced`` event. The ``phase_advanced`` payload carries the
    start-of-turn alerts: the deaths, then every timer still running ("dies at the start of
    turn 6 unless ...").
    """
    _refuse_if(_finished(state))
    turn, side, phase, new_side_turn = _next_position(state)
    facts: list[tuple[EventType, Mapping[str, Any]]] = []
    deaths: list[tuple[EventType, Mapping[str, Any]]] = []
    alerts: list[str] = []
    if new_side_turn:
        after = MissionState(
            setup=state.setup,
            turn=turn,
            side=side,
            phase=phase,
            characters=dict(state.characters),
        )
        for c in state.setup.characters:
            ch = state.characters[c.id]
            if not ch.in_play or ch.side != side:
                continue
            due: list[tuple[int, DeathCause, list[str]]] = []
            if (
                ch.status is CharacterStatus.down
                and ch.bleed_out_dies_at is not None
                and ch.bleed_out_dies_at <= turn
            ):
                due.append((ch.bleed_out_dies_at, DeathCause.bled_out, ["R-8"]))
            if ch.suffocates_at is not None and ch.suffocates_at <= turn:
                due.append((ch.suffocates_at, DeathCause.suffocated, ["W-WATER-4", "R-9"]))
            if not due:
                continue
            _, cause, rule_ids = min(due, key=lambda d: d[0])
            deaths.append(
                (
                    EventType.died,
                    {"character": ch.id, "cause": cause, "turn": turn, "rule_ids": rule_ids},
                )
            )
            words = "bled out" if cause is DeathCause.bled_out else "suffocated"
            alerts.append(
                f"{ch.name} died at the start of turn {turn}: {words} ({', '.join(rule_ids)})"
            )
            characters = dict(after.characters)
            characters[ch.id] = CharacterState(
                id=ch.id, name=ch.name, side=ch.side, status=CharacterStatus.dead, wounds=0
            )
            after = MissionState(
                setup=after.setup,
                turn=turn,
                side=side,
                phase=phase,
                characters=characters,
            )
        alerts.extend(timer_alerts(after))
    facts.append(
        (
            EventType.phase_advanced,
            {
                "turn": turn,
                "side": side,
                "phase": phase,
                "new_side_turn": new_side_turn,
                "alerts": alerts,
            },
        )
    )
    return _events(state, *facts, *deaths)


def release(state: MissionState, character_id: str, cause: str) -> list[Event]:
    """W-ACT-1: the character was just activated, dragged, freed from a cocoon or a net, pulled
    out of a medbay capsule, released from mind control, or otherwise had no chance to act at
    the start of this phase: it performs no action until the end of the phase. ``cause`` is a
    :class:`ReleaseCause` value (``ValueError`` otherwise)."""
    reason = ReleaseCause(cause)
    ch = state.character(character_id)
    _refuse_if([*_finished(state), *_in_play(ch, down_ok=True)])
    return _events(
        state,
        (EventType.released, {"character": ch.id, "cause": reason, "rule_ids": ["W-ACT-1"]}),
    )


def mark_acted(state: MissionState, character_id: str, action: str) -> list[Event]:
    """Record what a character did this phase: ``moved`` (movement phase), ``ran`` or ``shot``
    (shooting phase), ``assaulted`` (assault phase, either side). Refused under W-ACT-1, after a
    failed jump (W-JUMP-7, no further move), after an action that spent the phase (W-HAND-2 /
    R-2, R-20, R-19), twice, or in another phase (MIS-5)."""
    if action not in MARKABLE_ACTIONS:
        raise ValueError(f"unknown action {action!r}; one of {', '.join(MARKABLE_ACTIONS)}")
    ch = state.character(character_id)
    verb = _INFINITIVES[action]
    found = [*_finished(state), *_in_play(ch)]
    if action != "assaulted":
        found += _their_turn(state, ch, verb)
    found += _can_act(ch, verb)
    needed = MARKABLE_ACTIONS[action]
    if state.phase is not needed:
        found.append(
            Violation.of(
                "MIS-5",
                "mission_action_wrong_phase",
                soldier=ch.name,
                action=verb,
                phase=state.phase.value,
                needed=needed.value,
            )
        )
    else:
        done = ch.acted & ({"ran", "shot"} if action in ("ran", "shot") else {action})
        if done:
            found.append(
                Violation.of(
                    "MIS-5",
                    "mission_already_done",
                    soldier=ch.name,
                    actions=_words(done),
                    phase=state.phase.value,
                )
            )
        if action in ("moved", "ran") and ch.failed_move_this_phase:
            found.append(Violation.of("W-JUMP-7", "mission_no_move_after_fail", soldier=ch.name))
        found += _phase_spent(ch, state.phase, verb)
    _refuse_if(found)
    return _events(state, (EventType.acted, {"character": ch.id, "action": action}))


def note(state: MissionState, text: str) -> list[Event]:
    """A GM note in the log (allowed at any time, also after the mission ended)."""
    cleaned = text.strip()
    if not cleaned:
        raise ValueError("a note needs some text")
    return _events(state, (EventType.noted, {"text": cleaned}))


def end_mission(state: MissionState) -> list[Event]:
    """The mission ends (``finished``); the debrief is the services' work."""
    _refuse_if(_finished(state))
    return _events(state, (EventType.ended, {"turn": state.turn}))


def kill(state: MissionState, character_id: str) -> list[Event]:
    """The GM removes a character as a casualty (a kill at the table, instant death M-HIT-1)."""
    ch = state.character(character_id)
    _refuse_if([*_finished(state), *_in_play(ch, down_ok=True)])
    return _events(
        state,
        (
            EventType.died,
            {"character": ch.id, "cause": DeathCause.killed, "turn": state.turn, "rule_ids": []},
        ),
    )


def withdraw(state: MissionState, character_id: str, status: str) -> list[Event]:
    """A character leaves the table: ``evacuated`` or ``mia`` (missing in action)."""
    final = CharacterStatus(status)
    if final not in (CharacterStatus.evacuated, CharacterStatus.mia):
        raise ValueError(f"a character withdraws as evacuated or mia, not {status!r}")
    ch = state.character(character_id)
    _refuse_if([*_finished(state), *_in_play(ch, down_ok=True)])
    return _events(state, (EventType.withdrawn, {"character": ch.id, "status": final}))


def revert(state: MissionState, target_seq: int) -> list[Event]:
    """Undo: a ``reverted`` event cancelling the command whose first event is ``target_seq``
    (the events that followed from it go too). Undoing a ``reverted`` event restores what it
    undid. Refused (MIS-3) for an event not in the log, one already undone, or one that is not
    the first event of its command."""
    found: list[Violation] = []
    target = state.events[target_seq - 1] if 1 <= target_seq <= state.seq else None
    if target is None:
        found.append(Violation.of("MIS-3", "mission_revert_unknown", target=target_seq))
    elif target_seq in cancelled_seqs(state.events):
        found.append(Violation.of("MIS-3", "mission_revert_already", target=target_seq))
    elif isinstance(target.payload.get("follows"), int):
        found.append(
            Violation.of(
                "MIS-3",
                "mission_revert_follower",
                target=target_seq,
                head=int(target.payload["follows"]),
            )
        )
    _refuse_if(found)
    assert target is not None
    return _events(state, (EventType.reverted, {"target": target_seq, "target_type": target.type}))


# --------------------------------------------------------------------------------------------
# Jumps, climbs and swims


def _move_environment(state: MissionState, ch: CharacterState) -> str:
    """Under water the move is a swim (W-WATER-3), but not inside an air pocket or transport."""
    return "underwater" if state.setup.underwater and not ch.in_air else "ground"


def check_declare_move(
    state: MissionState, ruleset: Ruleset, character_id: str, declaration: JumpDeclaration
) -> Verdict:
    """May the character declare this jump, climb or swim now? W-JUMP-1 (phase, distance, once
    per phase), W-JUMP-3, W-JUMP-7, W-JUMP-9, W-WATER-3, W-ACT-1 via
    :func:`rules.movement.check_declaration`; MIS-1, MIS-2, MIS-4; an action that spent the
    phase (W-HAND-2 / R-2, R-20, R-19)."""
    ch = state.character(character_id)
    setup = state.setup.character(ch.id)
    move = declaration.kind.value
    found = [*_finished(state), *_in_play(ch), *_their_turn(state, ch, move)]
    found += _phase_spent(ch, state.phase, move)
    verdict = check_declaration(
        ruleset,
        unit_type=setup.unit_type,
        declaration=declaration,
        phase=state.phase.value,
        environment=_move_environment(state, ch),
        jumped_this_phase=ch.jumped_this_phase,
        failed_jump_this_phase=ch.failed_move_this_phase,
        cannot_act=_cause_words(ch),
    )
    return Verdict((*found, *verdict.violations), verdict.warnings)


def declare_move(
    state: MissionState,
    ruleset: Ruleset,
    character_id: str,
    declaration: JumpDeclaration,
    dice: Dice,
) -> list[Event]:
    """Declare and resolve a jump, climb or swim (W-JUMP-1..10, W-WATER-3, M-TEST-1).

    The Initiative test and, on a failed swim, the scatter and the aqualung test are rolled with
    ``dice`` and recorded. The character has jumped this phase (W-JUMP-1); after a failure, or
    a fall into the void, it cannot move further this phase (W-JUMP-7, W-JUMP-8). A falling hit
    is reported in the payload for the GM to resolve (then :func:`wound`). A tank damaged by the
    swim's aqualung test (W-WATER-4) starts the R-9 timer.
    """
    verdict = check_declare_move(state, ruleset, character_id, declaration)
    _refuse_if(verdict.violations, verdict.warnings)
    ch = state.character(character_id)
    setup = state.setup.character(ch.id)
    outcome = resolve_jump(
        ruleset,
        declaration,
        initiative=int(setup.stats.get("I", 0)),
        is_vehicle=setup.unit_type == "vehicle",
        underwater=_move_environment(state, ch) == "underwater",
        breathes_air=setup.breathes_air and ch.side is Side.xcom,
        dice=dice,
    )
    damaged = outcome.tank_damaged and not ch.tank_damaged
    rule_ids = list(outcome.rule_ids)
    if damaged:
        rule_ids.append("R-9")
    hit = outcome.hit
    payload: dict[str, Any] = {
        "character": ch.id,
        "declaration": declaration.to_payload(),
        "initiative": outcome.initiative,
        "rolls": rolls_to_payload(outcome.rolls),
        "passed": outcome.passed,
        "falls": outcome.falls,
        "fall_from": outcome.fall_from,
        "hit": None
        if hit is None
        else {
            "strength": hit.strength,
            "ap": hit.ap,
            "cover_save": hit.cover_save,
            "side_armour": hit.side_armour,
        },
        "scatter": None
        if outcome.scatter is None
        else {"bearing": outcome.scatter.bearing, "distance": outcome.scatter.distance},
        "tank_damaged": damaged,
        "suffocates_at": _grace_deadline(state, ruleset) if damaged else None,
        "may_keep_moving": outcome.may_keep_moving,
        "slip_check": outcome.slip_check,
        "summary": outcome.summary,
        "rule_ids": rule_ids,
    }
    return _events(state, (EventType.move_declared, payload))


# --------------------------------------------------------------------------------------------
# Handoff (W-HAND)


def check_hand_over(
    state: MissionState,
    ruleset: Ruleset,
    giver_id: str,
    receiver_id: str,
    item_id: int,
    base_contact: bool,
    target_slot: str | None = None,
    target_index: int | None = None,
) -> Verdict:
    """W-HAND-1..4, W-ACT-1 / R-5, R-1..R-4, W-WATER-1 through
    :func:`rules.inventory.validate_handoff`, with the phase context built from the state; plus
    MIS-1, MIS-2, MIS-4 for both characters."""
    giver = state.character(giver_id)
    receiver = state.character(receiver_id)
    found = [*_finished(state)]
    if giver.id == receiver.id:
        found.append(Violation.of("W-HAND-1", "mission_handoff_self", soldier=giver.name))
    for ch in (giver, receiver):
        found += [*_in_play(ch), *_their_turn(state, ch, "hand_over")]
    carried = next((i for i in giver.items if i.item_id == item_id), None)
    if carried is None:
        found.append(
            Violation.of("W-HAND-1", "mission_item_not_carried", soldier=giver.name, item=item_id)
        )
        return Verdict(tuple(found))
    item = ruleset.items.get(carried.item_type)
    if item is None:
        raise ValueError(f"item type {carried.item_type!r} is not in ruleset {ruleset.id!r}")
    context = MissionPhaseContext(
        phase=state.phase.value,
        environment=Environment(state.setup.environment),
        base_contact=base_contact,
        giver_actions=_inventory_actions(giver, state.phase),
        receiver_actions=_inventory_actions(receiver, state.phase),
        giver_cannot_act=_cause_words(giver),
        receiver_cannot_act=_cause_words(receiver),
    )
    verdict = validate_handoff(
        ruleset,
        item,
        source=_kit(state, giver),
        target=_kit(state, receiver),
        target_slot=target_slot,
        target_index=target_index,
        mission=context,
    )
    return Verdict((*found, *verdict.violations), verdict.warnings)


def hand_over(
    state: MissionState,
    ruleset: Ruleset,
    giver_id: str,
    receiver_id: str,
    item_id: int,
    base_contact: bool,
    target_slot: str | None = None,
    target_index: int | None = None,
) -> list[Event]:
    """Pass an item (W-HAND-1, W-HAND-2): checked by :func:`check_hand_over`; on success both
    characters have spent the phase (R-2, ``handed_over``) and the item moves to the receiver's
    slot (the first free position that fits when none is named). The payload keeps the
    warnings (W-HAND-3 / R-4 carried, unusable; W-WATER-1 / R-15)."""
    verdict = check_hand_over(
        state, ruleset, giver_id, receiver_id, item_id, base_contact, target_slot, target_index
    )
    _refuse_if(verdict.violations, verdict.warnings)
    giver = state.character(giver_id)
    receiver = state.character(receiver_id)
    carried = next(i for i in giver.items if i.item_id == item_id)
    item = ruleset.items[carried.item_type]
    kit = _kit(state, receiver)
    if target_slot is None:
        place = best_slot(ruleset, item, kit)
        assert place is not None  # validate_handoff found a place
        slot, index = place
    else:
        slot = target_slot
        index = (
            target_index
            if target_index is not None
            else free_positions(ruleset, kit, target_slot)[0]
        )
    rule_ids = ["W-HAND-1", "W-HAND-2"]
    if ruleset.ruling("handoff.both_spend_phase"):
        rule_ids.append("R-2")
    rule_ids += [r for r in verdict.rule_ids if r not in rule_ids]
    payload = {
        "giver": giver.id,
        "receiver": receiver.id,
        "item_id": item_id,
        "item_type": carried.item_type,
        "item_name": item.name,
        "slot": slot,
        "slot_index": index,
        "base_contact": True,
        "warnings": list(verdict.texts),
        "rule_ids": rule_ids,
    }
    return _events(state, (EventType.handed_over, payload))


# --------------------------------------------------------------------------------------------
# Wounds, stabilisation, aqualungs


def wound(
    state: MissionState, ruleset: Ruleset, character_id: str, unsaved_wounds: int, dice: Dice
) -> list[Event]:
    """The character suffers ``unsaved_wounds`` (≥ 1) unsaved wounds.

    R-8: at 0 wounds it goes down and bleeds out at the start of its side's turn in game turn
    ``turn + injury.bleed_out_turns`` unless stabilised. W-WATER-4 / R-10: under water an X-COM
    character whose species breathes air rolls a d6 per unsaved wound (one per wounding attack
    under ``aqualung.roll_per = "attack"``), outside air and unless its tank is already
    damaged; a 1 or 2 damages the tank and starts the R-9 timer (death at the start of its
    side's turn in game turn ``turn + aqualung.grace_turns + 1``). A downed character may be
    wounded again (its tank may still break).
    """
    if unsaved_wounds < 1:
        raise ValueError(f"a wound is at least 1 unsaved wound, not {unsaved_wounds}")
    ch = state.character(character_id)
    _refuse_if([*_finished(state), *_in_play(ch, down_ok=True)])
    rolls = []
    if _rolls_aqualung(state, ch):
        count = unsaved_wounds if ruleset.ruling("aqualung.roll_per") == "wound" else 1
        rolls = [dice.roll("aqualung test", 6) for _ in range(count)]
    damaged = any(r.value <= 2 for r in rolls)
    left = max(0, ch.wounds - unsaved_wounds)
    down = ch.status is CharacterStatus.active and left == 0
    rule_ids: list[str] = []
    if down:
        rule_ids.append("R-8")
    if rolls:
        rule_ids += ["W-WATER-4", "R-10"]
    if damaged:
        rule_ids.append("R-9")
    payload = {
        "character": ch.id,
        "wounds": unsaved_wounds,
        "wounds_left": left,
        "down": down,
        "bleed_out_dies_at": state.turn + _ruling_int(ruleset, "injury.bleed_out_turns")
        if down
        else None,
        "rolls": rolls_to_payload(rolls),
        "tank_damaged": damaged,
        "suffocates_at": _grace_deadline(state, ruleset) if damaged else None,
        "rule_ids": rule_ids,
    }
    return _events(state, (EventType.wounded, payload))


def check_stabilise(
    state: MissionState, ruleset: Ruleset, medic_id: str, patient_id: str, base_contact: bool
) -> Verdict:
    """R-20: a friendly character in base contact, spending its shooting phase (not after it
    shot, ran, passed an item or stabilised; not under W-ACT-1), stabilises a downed one
    (with a medkit when ``injury.stabilise_needs_medkit``). W-WATER-2 / R-17: in open water
    only once per going down (``injury.water_stabilise_once``)."""
    medic = state.character(medic_id)
    patient = state.character(patient_id)
    found = [*_finished(state), *_actor(state, medic, "stabilise")]
    if state.phase is not Phase.shooting:
        found.append(Violation.of("R-20", "mission_stabilise_wrong_phase", phase=state.phase))
    else:
        done = medic.acted & {"shot", "ran", "handed_over", "stabilised"}
        if done:
            found.append(
                Violation.of(
                    "R-20",
                    "mission_stabilise_spent",
                    soldier=medic.name,
                    patient=patient.name,
                    actions=_words(done),
                )
            )
    if medic.side != patient.side:
        found.append(
            Violation.of(
                "R-20", "mission_stabilise_enemy", soldier=medic.name, patient=patient.name
            )
        )
    if patient.status is not CharacterStatus.down:
        found.append(Violation.of("R-20", "mission_stabilise_not_down", patient=patient.name))
    elif patient.stabilised or patient.bleed_out_dies_at is None:
        found.append(Violation.of("R-20", "mission_stabilise_already", patient=patient.name))
    if not base_contact:
        found.append(
            Violation.of(
                "R-20", "mission_stabilise_no_contact", soldier=medic.name, patient=patient.name
            )
        )
    if ruleset.ruling("injury.stabilise_needs_medkit") and _medkit(ruleset, medic) is None:
        found.append(Violation.of("R-20", "mission_stabilise_no_medkit", soldier=medic.name))
    if (
        _in_water(state, patient)
        and patient.water_stabilised
        and ruleset.ruling("injury.water_stabilise_once")
    ):
        found.append(
            Violation.of(
                "W-WATER-2", "mission_water_stabilise_used", ("R-17",), patient=patient.name
            )
        )
    return Verdict(tuple(found))


def _in_water(state: MissionState, ch: CharacterState) -> bool:
    return state.setup.underwater and not ch.in_air


def _medkit(ruleset: Ruleset, ch: CharacterState) -> int | None:
    for carried in ch.items:
        item = ruleset.items.get(carried.item_type)
        if item is not None and item.kind is ItemKind.medkit:
            return carried.item_id
    return None


def stabilise(
    state: MissionState, ruleset: Ruleset, medic_id: str, patient_id: str, base_contact: bool
) -> list[Event]:
    """Stabilise a downed character (R-20, checked by :func:`check_stabilise`). On the ground
    or in air (an air pocket, the shore, an X-COM transport) the stabilisation is full: the
    bleed-out timer stops. In open water it only adds 5 turns to the deadline (W-WATER-2), once
    per going down (R-17). The medic has spent its shooting phase."""
    verdict = check_stabilise(state, ruleset, medic_id, patient_id, base_contact)
    _refuse_if(verdict.violations)
    medic = state.character(medic_id)
    patient = state.character(patient_id)
    full = not _in_water(state, patient)
    deadline = None
    rule_ids = ["R-20"]
    if not full:
        assert patient.bleed_out_dies_at is not None
        deadline = patient.bleed_out_dies_at + WATER_STABILISE_TURNS
        rule_ids += ["W-WATER-2", "R-17"]
    payload = {
        "medic": medic.id,
        "patient": patient.id,
        "full": full,
        "bleed_out_dies_at": deadline,
        "base_contact": True,
        "medkit_item_id": _medkit(ruleset, medic)
        if ruleset.ruling("injury.stabilise_needs_medkit")
        else None,
        "rule_ids": rule_ids,
    }
    return _events(state, (EventType.stabilised, payload))


def _replace_phase(ruleset: Ruleset) -> Phase | None:
    cost = ruleset.ruling("aqualung.replace_cost")
    if cost == "movement_phase":
        return Phase.movement
    if cost == "shooting_phase":
        return Phase.shooting
    return None


def check_replace_tank(
    state: MissionState, ruleset: Ruleset, character_id: str, tank_item_id: int
) -> Verdict:
    """R-19: a character whose tank is damaged puts on a spare aqualung tank from its own
    inventory, spending its movement phase (``aqualung.replace_cost``): not after it moved, ran,
    jumped or passed an item in it; not under W-ACT-1."""
    ch = state.character(character_id)
    found = [*_finished(state), *_actor(state, ch, "replace_tank")]
    if not ch.tank_damaged:
        found.append(Violation.of("R-19", "mission_tank_not_damaged", soldier=ch.name))
    carried = next((i for i in ch.items if i.item_id == tank_item_id), None)
    item = None if carried is None else ruleset.items.get(carried.item_type)
    if carried is None:
        found.append(Violation.of("R-19", "mission_no_spare_tank", soldier=ch.name))
    elif item is None or item.kind is not ItemKind.aqualung_tank:
        found.append(
            Violation.of(
                "R-19",
                "mission_not_a_tank",
                soldier=ch.name,
                item=item.name if item is not None else carried.item_type,
            )
        )
    needed = _replace_phase(ruleset)
    if needed is not None:
        if state.phase is not needed:
            found.append(
                Violation.of(
                    "R-19", "mission_replace_wrong_phase", phase=state.phase, needed=needed
                )
            )
        else:
            spending = (
                {"moved", "ran", "jumped", "handed_over", "replaced_tank"}
                if needed is Phase.movement
                else {"shot", "ran", "handed_over", "stabilised", "replaced_tank"}
            )
            done = ch.acted & spending
            if done:
                found.append(
                    Violation.of(
                        "R-19",
                        "mission_replace_spent",
                        soldier=ch.name,
                        actions=_words(done),
                        phase=state.phase,
                    )
                )
    return Verdict(tuple(found))


def replace_tank(
    state: MissionState, ruleset: Ruleset, character_id: str, tank_item_id: int
) -> list[Event]:
    """Put on a spare aqualung tank (W-WATER-4, R-19, checked by :func:`check_replace_tank`):
    the tank is no longer damaged, the timer stops, the spare leaves play (the event names the
    item for the audit log), and the phase is spent."""
    verdict = check_replace_tank(state, ruleset, character_id, tank_item_id)
    _refuse_if(verdict.violations)
    ch = state.character(character_id)
    carried = next(i for i in ch.items if i.item_id == tank_item_id)
    needed = _replace_phase(ruleset)
    payload = {
        "character": ch.id,
        "tank_item_id": tank_item_id,
        "item_type": carried.item_type,
        "spends": None if needed is None else needed.value,
        "rule_ids": ["W-WATER-4", "R-19"],
    }
    return _events(state, (EventType.tank_replaced, payload))


def _air_checks(state: MissionState, ch: CharacterState) -> list[Violation]:
    found = [*_finished(state), *_in_play(ch, down_ok=True)]
    if not state.setup.underwater:
        found.append(Violation.of("R-16", "mission_not_underwater", soldier=ch.name))
    return found


def enter_air(state: MissionState, ruleset: Ruleset, character_id: str) -> list[Event]:
    """R-16: the character reaches an air pocket or an X-COM transport (a downed one may be
    carried in): its aqualung timer stops while it stays; the tank stays damaged."""
    ch = state.character(character_id)
    found = _air_checks(state, ch)
    if ch.in_air:
        found.append(Violation.of("R-16", "mission_already_in_air", soldier=ch.name))
    _refuse_if(found)
    return _events(
        state,
        (
            EventType.entered_air,
            {
                "character": ch.id,
                "timer_stopped": ch.suffocates_at is not None,
                "rule_ids": ["R-16"],
            },
        ),
    )


def leave_air(state: MissionState, ruleset: Ruleset, character_id: str) -> list[Event]:
    """R-16: the character leaves the air pocket or transport; with a damaged tank the R-9
    grace restarts with this turn as turn 0."""
    ch = state.character(character_id)
    found = _air_checks(state, ch)
    if not ch.in_air:
        found.append(Violation.of("R-16", "mission_not_in_air", soldier=ch.name))
    _refuse_if(found)
    deadline = _grace_deadline(state, ruleset) if ch.tank_damaged else None
    rule_ids = ["R-16", "R-9"] if ch.tank_damaged else ["R-16"]
    return _events(
        state,
        (EventType.left_air, {"character": ch.id, "suffocates_at": deadline, "rule_ids": rule_ids}),
    )
