"""Replay determinism for every rule system (ARCHITECTURE.md "Missions are a fold over events"):
random command sequences, undo and undo of undo included, give events whose JSON round trip
replays to the live mission (state, log, reminders, tracker rows, item places, debrief); replaying
twice is byte-identical; undoing a command equals the mission without it. A system that cannot be
played yet refuses to plan a mission (MIS-6) instead."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import boardgame
from tests.helpers.rulesets import WARGAME_PATH
from tests.helpers.wargame import (
    TOUR,
    bundled_wargame,
    do,
    play,
    random_command,
    squad_setup,
    start,
)
from tests.rules.mission.sentences import sentences
from xcom_manager.rules.dice import Dice, DiceExhausted, ScriptedDice, SeededDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase, Note, Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import (
    REVERTED,
    Event,
    events_from_json,
    events_to_json,
    revert_violations,
)
from xcom_manager.rules.mission.registry import SYSTEMS
from xcom_manager.rules.mission.system import MissionPlan, MissionRefused, RuleSystem, SquadMember
from xcom_manager.rules.ruleset import Ruleset, load_ruleset
from xcom_manager.rules.wargame.commands import DeclareMove, Wound
from xcom_manager.rules.wargame.state import Side

# --------------------------------------------------------------------------------------------
# Players: how to set up and drive a mission of each playable system


@dataclass(frozen=True)
class Player:
    """A playable system's random missions: setups, a command picked by an integer, and a
    tour of ``(command, dice values)`` steps that makes every event type of the system (a
    random mission starts with some of it, so that the rarer events come up)."""

    setups: st.SearchStrategy[Any]
    command: Callable[[Mission, int], object]
    tour: Sequence[tuple[object, tuple[int, ...]]] = ()


PLAYERS: dict[str, Player] = {
    "wargame": Player(
        setups=st.builds(
            squad_setup, st.sampled_from(["ground", "underwater"]), st.sampled_from(list(Side))
        ),
        command=random_command,
        tour=TOUR,
    ),
    "boardgame": Player(
        setups=st.sampled_from(boardgame.SETUPS),
        command=boardgame.random_command,
        tour=boardgame.TOUR,
    ),
}

PLAYABLE = sorted(name for name, system in SYSTEMS.items() if system.playable)
NOT_PLAYABLE = sorted(name for name, system in SYSTEMS.items() if not system.playable)


@cache
def ruleset_of(system_name: str) -> Ruleset:
    """The bundled ruleset whose ``system`` is ``system_name``."""
    for path in sorted(WARGAME_PATH.parent.glob("*.toml")):
        ruleset = load_ruleset(path)
        if ruleset.system == system_name:
            return ruleset
    raise AssertionError(f"no bundled ruleset of the {system_name} system")


def test_every_playable_system_has_a_player_here() -> None:
    """A system made playable must be driven by the replay properties below."""
    assert sorted(PLAYERS) == PLAYABLE


class _NotYetPlayable(RuleSystem):
    """A system registered before its missions can be played (the board game was, once)."""

    name = "not_yet"


@pytest.mark.parametrize("name", [*NOT_PLAYABLE, "not_yet"])
def test_a_system_that_cannot_be_played_refuses_to_plan_mis_6(name: str) -> None:
    system = SYSTEMS.get(name) or _NotYetPlayable()
    ruleset = ruleset_of(name) if name in SYSTEMS else ruleset_of("wargame")
    plan = MissionPlan("Raid", (SquadMember(1, "Sgt. Petrova", "x", "x", {"W": 1}, 1),))
    with pytest.raises(MissionRefused) as excinfo:
        system.plan(ruleset, plan)
    assert excinfo.value.rule_ids == ("MIS-6",)
    (finding,) = excinfo.value.verdict.violations
    assert finding.message_key == "mission_system_not_playable"
    assert finding.param("system") == ruleset.name  # the ruleset's name, not a key


# --------------------------------------------------------------------------------------------
# Playing random steps

#: A step: what kind (the system's own command most often), and the integer that picks it.
KINDS = ("system",) * 8 + ("note", "undo", "undo", "redo", "end")
steps = st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 10_000)), max_size=40)


def _undoable(mission: Mission) -> list[int]:
    return [e.seq for e in mission.events if not revert_violations(mission.events, e.seq)]


def _command(mission: Mission, player: Player, kind: str, n: int) -> object | None:
    """The command of a step, ``None`` to skip it; ``"end"`` ends the mission."""
    if kind == "system":
        return player.command(mission, n)
    if kind == "note":
        return Note(f"note {n}")
    if kind == "undo":
        heads = _undoable(mission)
        return Undo(heads[n % len(heads)]) if heads else Undo(n)  # Undo(n): MIS-3 refuses
    if kind == "redo":  # undo an undo still in force
        undos = [s for s in _undoable(mission) if mission.events[s - 1].type == REVERTED]
        return Undo(undos[n % len(undos)]) if undos else None
    return "end" if n % 8 == 0 else None


def _step(mission: Mission, ruleset: Ruleset, command: object, dice: Dice) -> Mission:
    """The mission after ``command`` (``"end"``: the end) if the rules allow it, else as it
    was; the engine's check agrees with execution."""
    try:
        if command == "end":
            return play(mission, engine.end(mission))
        events = engine.execute(mission, ruleset, command, dice)
    except DiceExhausted:  # a tour step off its course (in a ground mission, say)
        return mission
    except MissionRefused as refusal:
        if command != "end":
            assert engine.check(mission, ruleset, command).rule_ids == refusal.rule_ids
        return mission
    assert engine.check(mission, ruleset, command).allowed, command
    return play(mission, events)


def play_steps(
    system: RuleSystem,
    setup: Any,
    ruleset: Ruleset,
    steps: list[tuple[str, int]],
    tour: int = 0,
) -> Mission:
    """The mission after the first ``tour`` steps of the player's tour, then the random
    steps, as far as the rules allow them (a random step's command is picked when its turn
    comes)."""
    mission = engine.start(system, setup, ruleset)
    player = PLAYERS[system.name]
    for command, values in player.tour[:tour]:
        mission = _step(mission, ruleset, command, ScriptedDice(values))
    for kind, n in steps:
        command = _command(mission, player, kind, n)
        if command is not None:
            mission = _step(mission, ruleset, command, SeededDice(n))
    return mission


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def snapshot(mission: Mission, ruleset: Ruleset) -> str:
    """Everything the mission shows, as JSON: state, log, reminders, tracker rows, item
    places, debrief (the messages as keys and parameters)."""
    system = mission.system
    return _json(
        {
            "state": system.state_to_json(mission.state),
            "log": engine.log_to_json(mission),
            "reminders": [[m.to_json() for m in line] for line in system.reminders(mission)],
            "characters": [repr(row) for row in system.characters(mission, ruleset)],
            "item_places": {str(k): repr(v) for k, v in system.item_places(mission).items()},
            "debrief": repr(system.debrief(mission, ruleset)),
        }
    )


def round_trip(mission: Mission, ruleset: Ruleset) -> Mission:
    """The mission replayed from its setup and events as stored (JSON text)."""
    system = mission.system
    setup = system.setup_from_json(json.loads(_json(system.setup_to_json(mission.setup))))
    events = events_from_json(json.loads(_json(events_to_json(mission.events))))
    return engine.replay(system, setup, events, ruleset)


@pytest.mark.parametrize("name", PLAYABLE)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), plan=steps)
def test_json_round_trip_replays_to_the_live_mission(
    name: str, data: st.DataObject, plan: list[tuple[str, int]]
) -> None:
    system, ruleset = SYSTEMS[name], ruleset_of(name)
    player = PLAYERS[name]
    setup = data.draw(player.setups, label="setup")
    tour = data.draw(st.integers(0, len(player.tour)), label="tour")
    live = play_steps(system, setup, ruleset, plan, tour)
    rebuilt = round_trip(live, ruleset)
    assert _json(system.state_to_json(rebuilt.state)) == _json(system.state_to_json(live.state))
    assert [(e.seq, e.type, e.messages, e.rule_ids, e.reverted) for e in rebuilt.log] == [
        (e.seq, e.type, e.messages, e.rule_ids, e.reverted) for e in live.log
    ]
    assert rebuilt == live
    assert snapshot(rebuilt, ruleset) == snapshot(live, ruleset)
    # Replaying twice is byte-identical.
    again = engine.replay(system, rebuilt.setup, rebuilt.events, ruleset)
    assert snapshot(again, ruleset) == snapshot(rebuilt, ruleset)
    assert _json(events_to_json(again.events)) == _json(events_to_json(live.events))
    # The events hold facts, never sentences (a note is the GM's own words).
    assert sentences(live.events) == []


def _renumbered(events: list[Event]) -> list[Event]:
    """The events numbered 1, 2, 3, ... again, ``follows`` pointing at the new numbers."""
    new = {e.seq: index for index, e in enumerate(events, start=1)}
    renumbered = []
    for index, event in enumerate(events, start=1):
        payload = dict(event.payload)
        if event.follows is not None:
            payload["follows"] = new[event.follows]
        renumbered.append(Event(index, event.type, payload))
    return renumbered


def _core(mission: Mission) -> str:
    system = mission.system
    return _json(
        {
            "state": system.state_to_json(mission.state),
            "reminders": [[m.to_json() for m in line] for line in system.reminders(mission)],
        }
    )


@pytest.mark.parametrize("name", PLAYABLE)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    data=st.data(),
    plan=st.lists(st.tuples(st.just("system"), st.integers(0, 10_000)), max_size=40),
    pick=st.integers(0, 10_000),
)
def test_undo_then_replay_equals_the_mission_without_the_command(
    name: str, data: st.DataObject, plan: list[tuple[str, int]], pick: int
) -> None:
    system, ruleset = SYSTEMS[name], ruleset_of(name)
    player = PLAYERS[name]
    setup = data.draw(player.setups, label="setup")
    tour = data.draw(st.integers(0, len(player.tour)), label="tour")
    live = play_steps(system, setup, ruleset, plan, tour)
    heads = [e for e in live.events if e.follows is None]
    if not heads:
        return
    target = heads[pick % len(heads)]
    undone = play(live, engine.execute(live, ruleset, Undo(target.seq), ScriptedDice([])))
    kept = [e for e in live.events if target.seq not in (e.seq, e.follows)]
    without = engine.replay(system, setup, _renumbered(kept), ruleset)
    assert _core(undone) == _core(without)
    assert _core(round_trip(undone, ruleset)) == _core(without)
    # Undoing the undo restores the live mission.
    redone = play(undone, engine.execute(undone, ruleset, Undo(undone.seq), ScriptedDice([])))
    assert _core(redone) == _core(live)


# --------------------------------------------------------------------------------------------
# One wargame mission by hand


def test_events_round_trip_through_json_and_replay_equals_the_live_mission() -> None:
    ruleset = bundled_wargame()
    mission = do(
        start(),
        DeclareMove("petrova", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0),
        ScriptedDice([5, 90, 3, 6]),
    )
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([1]))
    mission = do(mission, AdvancePhase())
    mission = do(mission, Undo(2))
    rebuilt = round_trip(mission, ruleset)
    assert rebuilt == mission
    system = mission.system
    first = _json(system.state_to_json(rebuilt.state))
    assert first == _json(system.state_to_json(mission.state))
    assert list(system.state_to_json(mission.state)) == [
        "name",
        "environment",
        "turn",
        "side",
        "phase",
        "finished",
        "characters",
        "timers",
    ]
    assert list(system.state_to_json(mission.state)["characters"][0]) == [
        "id",
        "name",
        "side",
        "status",
        "wounds",
        "acted",
        "cannot_act",
        "jumped_this_phase",
        "failed_move_this_phase",
        "bleed_out_dies_at",
        "stabilised",
        "water_stabilised",
        "tank_damaged",
        "suffocates_at",
        "in_air",
        "died_cause",
        "died_turn",
        "items",
    ]


def test_a_setup_round_trips_through_json() -> None:
    system = SYSTEMS["wargame"]
    for setup in (squad_setup(), squad_setup("ground", Side.aliens)):
        data = system.setup_to_json(setup)
        assert system.setup_from_json(json.loads(_json(data))) == setup
        assert _json(system.setup_to_json(system.setup_from_json(data))) == _json(data)
    with pytest.raises(ValueError, match="not a mission setup"):
        system.setup_from_json({"name": "x"})
