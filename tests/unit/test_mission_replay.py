"""Replay determinism (ARCHITECTURE.md "Missions are a fold over events"): random command
sequences give events whose JSON round trip replays to the live state; undoing a command then
replaying equals the mission without it."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.unit.conftest import WARGAME_PATH
from tests.unit.test_mission_helpers import SPARE_TANK, SPARE_TANK_2, squad_setup
from xcom_manager.rules.dice import SeededDice
from xcom_manager.rules.mission import (
    Event,
    MissionRefused,
    MissionState,
    ReleaseCause,
    Side,
    advance_phase,
    apply,
    declare_move,
    end_mission,
    enter_air,
    event_from_json,
    event_to_json,
    hand_over,
    initial_state,
    kill,
    leave_air,
    mark_acted,
    note,
    release,
    replace_tank,
    replay,
    revert,
    stabilise,
    state_to_json,
    wound,
)
from xcom_manager.rules.movement import JumpDeclaration, MoveKind
from xcom_manager.rules.ruleset import Ruleset, load_ruleset

RULESET: Ruleset = load_ruleset(WARGAME_PATH)
IDS = ("petrova", "ivanov", "kowalski", "sectoid")
ITEMS = (11, SPARE_TANK, SPARE_TANK_2, 14, 15)
ACTIONS = ("moved", "ran", "shot", "assaulted")

Command = Callable[[MissionState, int], list[Event]]


def _pick(options: tuple[Any, ...], n: int) -> Any:
    return options[n % len(options)]


def _move(state: MissionState, n: int) -> list[Event]:
    kind = MoveKind.swim if state.setup.underwater else _pick((MoveKind.jump, MoveKind.climb), n)
    decl = JumpDeclaration(kind, horizontal=float(n % 7), vertical=float(n % 4), fall_height=2.5)
    return declare_move(state, RULESET, _pick(IDS, n // 7), decl, SeededDice(n))


COMMANDS: tuple[Command, ...] = (
    lambda s, n: advance_phase(s),
    lambda s, n: advance_phase(s),
    lambda s, n: advance_phase(s),
    lambda s, n: wound(s, RULESET, _pick(IDS, n), 1 + n % 2, SeededDice(n)),
    lambda s, n: mark_acted(s, _pick(IDS, n), _pick(ACTIONS, n // 4)),
    lambda s, n: release(s, _pick(IDS, n), _pick(tuple(ReleaseCause), n // 4)),
    lambda s, n: stabilise(s, RULESET, _pick(IDS, n), _pick(IDS, n // 4), n % 5 != 0),
    lambda s, n: hand_over(
        s, RULESET, _pick(IDS, n), _pick(IDS, n // 4), _pick(ITEMS, n // 16), n % 7 != 0
    ),
    lambda s, n: replace_tank(s, RULESET, _pick(IDS, n), _pick(ITEMS, n // 4)),
    lambda s, n: enter_air(s, RULESET, _pick(IDS, n)),
    lambda s, n: leave_air(s, RULESET, _pick(IDS, n)),
    lambda s, n: note(s, f"note {n}"),
    lambda s, n: kill(s, _pick(IDS, n)) if n % 9 == 0 else note(s, "x"),
    lambda s, n: end_mission(s) if n % 13 == 0 else advance_phase(s),
    lambda s, n: revert(s, 1 + n % max(s.seq, 1)),
    _move,
)

steps = st.lists(st.tuples(st.integers(0, len(COMMANDS) - 1), st.integers(0, 10_000)), max_size=40)


def _run(state: MissionState, plan: list[tuple[int, int]], *, reverts: bool) -> MissionState:
    for index, n in plan:
        command = COMMANDS[index]
        if not reverts and index == len(COMMANDS) - 2:
            continue
        try:
            events = command(state, n)
        except MissionRefused:
            continue
        for event in events:
            state = apply(state, event)
    return state


def _core(state: MissionState) -> tuple[Any, ...]:
    return (
        state.turn,
        state.side,
        state.phase,
        state.finished,
        state.alerts,
        dict(state.characters),
    )


def _round_trip(state: MissionState) -> MissionState:
    text = json.dumps([event_to_json(e) for e in state.events], sort_keys=True)
    return replay(state.setup, [event_from_json(d) for d in json.loads(text)])


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plan=steps, underwater=st.booleans(), aliens_first=st.booleans())
def test_json_round_trip_replays_to_the_live_state(
    plan: list[tuple[int, int]], underwater: bool, aliens_first: bool
) -> None:
    setup = squad_setup(
        "underwater" if underwater else "ground", Side.aliens if aliens_first else Side.xcom
    )
    live = _run(initial_state(setup), plan, reverts=True)
    rebuilt = _round_trip(live)
    assert rebuilt == live
    assert json.dumps(state_to_json(rebuilt), sort_keys=True) == json.dumps(
        state_to_json(live), sort_keys=True
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(plan=steps, pick=st.integers(0, 10_000), underwater=st.booleans())
def test_revert_then_replay_equals_the_mission_without_the_command(
    plan: list[tuple[int, int]], pick: int, underwater: bool
) -> None:
    setup = squad_setup("underwater" if underwater else "ground")
    live = _run(initial_state(setup), plan, reverts=False)
    heads = [e for e in live.events if "follows" not in e.payload]
    if not heads:
        return
    target = heads[pick % len(heads)]
    undone = live
    for event in revert(live, target.seq):
        undone = apply(undone, event)

    kept = [
        e for e in live.events if e.seq != target.seq and e.payload.get("follows") != target.seq
    ]
    renumbered = [Event(i, e.type, e.payload) for i, e in enumerate(kept, start=1)]
    without = replay(setup, renumbered)
    assert _core(undone) == _core(without)
    assert _core(_round_trip(undone)) == _core(without)

    # Undoing the undo restores the live mission.
    redone = undone
    for event in revert(undone, undone.seq):
        redone = apply(redone, event)
    assert _core(redone) == _core(live)
