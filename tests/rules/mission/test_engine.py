"""The mission engine, one code path for every rule system: start, execute (notes and undo are
the engine's own, any other command the system's), apply, replay, end; the log; app rules MIS-2
(a finished mission takes no command but undo and notes) and MIS-3 (undo).

A toy rule system shows the engine needs nothing of the wargame; the wargame (through
``tests.helpers.wargame``) shows it with real rules.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

import pytest

from tests.helpers.wargame import SYSTEM, advance, advance_to, do, play, run, start
from xcom_manager.rules.dice import Dice, ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase, Note, Undo
from xcom_manager.rules.mission.engine import NOTED, Mission
from xcom_manager.rules.mission.log import REVERTED, Event
from xcom_manager.rules.mission.system import Fact, MissionRefused, Position, RuleSystem
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import MarkActed, Wound
from xcom_manager.rules.wargame.state import CharacterStatus, EventType, Side


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


# --------------------------------------------------------------------------------------------
# A toy rule system: a counter; ``Add(n, twice=True)`` yields two events of one command.


@dataclass(frozen=True)
class Add:
    n: int
    twice: bool = False


@dataclass(frozen=True)
class Tally:
    total: int = 0
    finished: bool = False


class Counter(RuleSystem):
    name: ClassVar[str] = "counter"
    playable: ClassVar[bool] = True

    def initial_state(self, setup: Any) -> Tally:
        return Tally(int(setup))

    def apply(self, state: Any, event_type: str, payload: Mapping[str, Any]) -> Tally:
        if event_type == "added":
            return replace(state, total=state.total + int(payload["n"]))
        if event_type == "ended":
            return replace(state, finished=True)
        raise ValueError(f"unknown mission event type {event_type!r}")

    def position(self, state: Any) -> Position:
        return Position(state.total, "us", "count", Message.of("mission_event", type="count"))

    def state_to_json(self, state: Any) -> dict[str, Any]:
        return {"total": state.total, "finished": state.finished}

    def execute(self, state: Any, ruleset: Ruleset, command: object, dice: Dice) -> list[Fact]:
        if not isinstance(command, Add):
            raise ValueError(f"not a command of the counter: {command!r}")
        facts: list[Fact] = [("added", {"n": command.n, "rule_ids": ["T-1"]})]
        if command.twice:
            facts.append(("added", {"n": command.n}))
        return facts


COUNTER = Counter()


def counted(mission: Mission, ruleset: Ruleset, *commands: object) -> Mission:
    for command in commands:
        mission = play(mission, engine.execute(mission, ruleset, command, ScriptedDice([])))
    return mission


def test_the_engine_runs_any_rule_system(wargame: Ruleset) -> None:
    mission = engine.start(COUNTER, 10)
    assert (mission.seq, mission.state, mission.finished) == (0, Tally(10), False)
    mission = counted(mission, wargame, Add(1), Add(5, twice=True), Note("halfway"))
    assert mission.state.total == 21
    assert [(e.seq, e.type, e.follows) for e in mission.events] == [
        (1, "added", None),
        (2, "added", None),
        (3, "added", 2),
        (4, NOTED, None),
    ]
    assert [entry.position.turn for entry in mission.log] == [11, 16, 21, 21]
    assert mission.log[0].rule_ids == ("T-1",)
    assert mission.log[0].messages == (Message.of("mission_event", type="added"),)
    assert mission.log[3].messages[0].text == "Note: halfway"
    # An undo takes the whole command; the undo of the undo brings it back.
    mission = counted(mission, wargame, Undo(2))
    assert mission.state.total == 11
    assert [e.seq for e in mission.log if e.reverted] == [2, 3]
    assert mission.cancelled == {2, 3}
    assert [e.seq for e in mission.live_events()] == [1, 4]
    mission = counted(mission, wargame, Undo(5))
    assert mission.state.total == 21
    assert mission.cancelled == {5}
    assert engine.replay(COUNTER, 10, mission.events) == mission
    # The end: MIS-2.
    mission = play(mission, engine.end(mission))
    assert mission.finished
    with pytest.raises(MissionRefused) as excinfo:
        engine.execute(mission, wargame, Add(1), ScriptedDice([]))
    assert refused(excinfo) == ("MIS-2",)


def test_a_system_refuses_a_command_it_does_not_know(wargame: Ruleset) -> None:
    with pytest.raises(ValueError, match="not a command of the counter"):
        engine.execute(engine.start(COUNTER, 0), wargame, MarkActed("x", "moved"), ScriptedDice([]))


# --------------------------------------------------------------------------------------------
# Notes and the end: MIS-2


def test_note_and_end_mis_2(wargame: Ruleset) -> None:
    mission = start()
    events = run(mission, Note("  Sonar contact to the north.  "))
    assert [(e.type, dict(e.payload)) for e in events] == [
        (NOTED, {"text": "Sonar contact to the north."})
    ]
    mission = play(mission, events)
    assert mission.state == start().state  # a note changes nothing of the state
    (message,) = mission.log[-1].messages
    assert message == Message.of("mission_noted", text="Sonar contact to the north.")
    assert message.text == "Note: Sonar contact to the north."
    with pytest.raises(ValueError, match="some text"):
        run(mission, Note("   "))
    mission = play(mission, engine.end(mission))
    assert mission.finished
    assert mission.events[-1].type == EventType.ended
    assert mission.events[-1].payload == {"turn": 1}
    assert mission.log[-1].messages == (Message.of("wg_ended"),)
    for command in (AdvancePhase(), MarkActed("petrova", "moved"), Wound("ivanov", 1)):
        with pytest.raises(MissionRefused) as excinfo:
            run(mission, command)
        assert refused(excinfo) == ("MIS-2",)
        (finding,) = excinfo.value.verdict.violations
        assert finding.message_key == "mission_finished"
        assert engine.check(mission, wargame, command).rule_ids == ("MIS-2",)
        assert engine.dice_needed(mission, wargame, command) == 0
    with pytest.raises(MissionRefused) as excinfo:
        engine.end(mission)  # not twice
    assert refused(excinfo) == ("MIS-2",)
    assert str(excinfo.value) == "The mission has ended: only undo and notes are possible."
    mission = do(mission, Note("Debrief at 18:00"))
    assert engine.check(mission, wargame, Note("x")).allowed
    assert engine.check(mission, wargame, Undo(mission.seq - 1)).allowed
    mission = do(mission, Undo(mission.seq - 1))
    assert not mission.finished
    do(mission, AdvancePhase())


# --------------------------------------------------------------------------------------------
# Undo: MIS-3, undo of undo


def test_undo_removes_a_command_and_an_undo_of_the_undo_restores_it() -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    wounded = mission
    mission = do(mission, MarkActed("petrova", "moved"))
    events = run(mission, Undo(1))
    assert [(e.type, dict(e.payload)) for e in events] == [
        (REVERTED, {"target": 1, "target_type": "wounded"})
    ]
    mission = play(mission, events)
    assert mission.state.characters["ivanov"].wounds == 2
    assert not mission.state.characters["ivanov"].tank_damaged
    assert "moved" in mission.state.characters["petrova"].acted
    assert mission.log[0].reverted and not mission.log[1].reverted
    assert mission.log[2].type == REVERTED
    assert mission.log[2].messages == (Message.of("mission_undo", target=1),)
    assert mission.log[2].messages[0].text == "Undo of step 1."
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Undo(1))
    assert refused(excinfo) == ("MIS-3",)
    assert excinfo.value.verdict.violations[0].message_key == "mission_revert_already"
    mission = do(mission, Undo(3))
    assert mission.state.characters["ivanov"] == wounded.state.characters["ivanov"]
    assert not mission.log[0].reverted and mission.log[2].reverted
    assert mission.log[3].messages == (Message.of("mission_redo", target=1, undo=3),)
    assert mission.log[3].messages[0].text == ("Redo of step 1 (its undo, step 3, is undone).")
    # The undo of the undo of the undo takes the wound away again.
    mission = do(mission, Undo(4))
    assert mission.state.characters["ivanov"].wounds == 2
    assert [e.reverted for e in mission.log] == [True, False, False, True, False]


def test_undo_of_a_phase_advance_takes_its_deaths_with_it() -> None:
    mission = do(start("ground"), Wound("petrova", 1))  # bleeds out at turn 5
    mission = advance_to(mission, 4, Side.aliens, "assault")
    before = mission
    events = run(mission, AdvancePhase())
    mission = play(mission, events)
    assert mission.state.characters["petrova"].status is CharacterStatus.dead
    with pytest.raises(MissionRefused, match="undo event") as excinfo:
        run(mission, Undo(events[1].seq))
    assert refused(excinfo) == ("MIS-3",)
    assert excinfo.value.verdict.violations[0].message_key == "mission_revert_follower"
    mission = do(mission, Undo(events[0].seq))
    assert mission.state.characters == before.state.characters
    assert (mission.state.turn, mission.state.side, mission.state.phase) == (
        before.state.turn,
        before.state.side,
        before.state.phase,
    )
    assert [entry.reverted for entry in mission.log[-3:]] == [True, True, False]
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Undo(999))
    assert refused(excinfo) == ("MIS-3",)
    assert excinfo.value.verdict.violations[0].message_key == "mission_revert_unknown"


def test_undo_is_never_rolled_and_checks_like_it_runs(wargame: Ruleset) -> None:
    mission = do(start(), Note("x"))
    assert engine.dice_needed(mission, wargame, Undo(1)) == 0
    assert engine.check(mission, wargame, Undo(1)).allowed
    assert engine.check(mission, wargame, Undo(2)).rule_ids == ("MIS-3",)


# --------------------------------------------------------------------------------------------
# apply, replay and the log


def test_apply_refuses_an_event_out_of_sequence() -> None:
    mission = start()
    (event,) = run(mission, Note("x"))
    with pytest.raises(ValueError, match="does not follow"):
        play(mission, [event, event])
    with pytest.raises(ValueError, match="where event 1 belongs"):
        engine.replay(SYSTEM, mission.setup, [replace(event, seq=2)])


def test_an_unknown_event_type_is_a_value_error() -> None:
    mission = start()
    with pytest.raises(ValueError, match="unknown mission event type"):
        engine.apply(mission, Event(1, "teleported", {}))


def test_replay_equals_the_live_mission(wargame: Ruleset) -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    mission = advance(mission)
    mission = do(mission, Undo(1))
    rebuilt = engine.replay(SYSTEM, mission.setup, mission.events, wargame)
    assert rebuilt == mission
    assert rebuilt.log == mission.log


def test_log_entries_know_their_position_and_the_command_they_came_with() -> None:
    mission = do(start("ground"), Wound("petrova", 1))  # bleeds out at turn 5
    mission = advance_to(mission, 5, Side.xcom, "movement")
    advanced, died = mission.log[-2:]
    assert (advanced.type, died.type) == ("phase_advanced", "died")
    assert died.follows == advanced.seq and advanced.follows is None
    assert (died.position.turn, died.position.side, died.position.phase) == (
        5,
        "xcom",
        "movement",
    )
    assert advanced.messages[0].text == "Turn 5, X-COM: Movement phase."


def test_log_to_json(wargame: Ruleset) -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    mission = do(mission, Undo(1))
    data = engine.log_to_json(mission)
    json.dumps(data)
    first, undo = data
    assert list(first) == [
        "seq",
        "type",
        "turn",
        "side",
        "phase",
        "messages",
        "text",
        "rule_ids",
        "reverted",
    ]
    assert (first["seq"], first["type"], first["reverted"]) == (1, "wounded", True)
    assert (first["turn"], first["side"], first["phase"]) == (1, "xcom", "movement")
    assert first["rule_ids"] == ["W-WATER-4", "R-10", "R-9"]
    assert [m["key"] for m in first["messages"]] == [
        "wg_wounded",
        "wg_aqualung_test",
        "wg_suffocates",
    ]
    assert first["messages"][0]["params"] == {"character": "Cpl. Ivanov", "wounds": 1, "left": 1}
    assert first["text"] == (
        "Cpl. Ivanov takes unsaved wounds: 1; wounds left: 1. Aqualung test 1: the tank is "
        "damaged. Suffocates at the start of turn 5 unless the tank is fixed."
    )
    assert undo["messages"] == [{"key": "mission_undo", "params": {"target": 1}}]
