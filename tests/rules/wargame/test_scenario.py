"""A scripted underwater mission from start to end with ScriptedDice, through the mission
engine: a swim, a handoff, a wound that damages a tank, a stabilisation, the timers and a death
by timer (W-WATER-2, W-WATER-3, W-WATER-4, W-HAND-2, R-2, R-8, R-9, R-10, R-17, R-20)."""

from __future__ import annotations

import json

import pytest

from tests.helpers.wargame import (
    SPARE_TANK,
    SYSTEM,
    advance,
    advance_to,
    bundled_wargame,
    do,
    play,
    start,
)
from tests.rules.mission.sentences import sentences
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Note
from xcom_manager.rules.mission.log import event_from_json, event_to_json
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    HandOver,
    MarkActed,
    Stabilise,
    Wound,
)
from xcom_manager.rules.wargame.fold import timers
from xcom_manager.rules.wargame.state import CharacterStatus, Side


def reminder_lines(mission: engine.Mission) -> list[list[str]]:
    return [[m.key for m in line] for line in SYSTEM.reminders(mission)]


def test_underwater_mission_start_to_end() -> None:
    ruleset = bundled_wargame()
    mission = start()

    # Turn 1, X-COM movement: Petrova's swim fails (5 against I3), scatters 3" on 90°, and the
    # aqualung test shows 6: the tank holds (W-WATER-3). She cannot move further (W-JUMP-7).
    swim = DeclareMove("petrova", "swim", horizontal=5.0, vertical=2.0, fall_height=3.0)
    mission = do(mission, swim, ScriptedDice([5, 90, 3, 6]))
    petrova = mission.state.characters["petrova"]
    assert petrova.failed_move_this_phase and not petrova.tank_damaged
    with pytest.raises(MissionRefused) as excinfo:
        engine.execute(mission, ruleset, MarkActed("petrova", "moved"), ScriptedDice([]))
    assert excinfo.value.rule_ids == ("W-JUMP-7",)

    # Turn 1, X-COM shooting: Ivanov passes his spare tank to Petrova (W-HAND-2, R-2).
    mission = advance(mission)
    mission = do(mission, HandOver("ivanov", "petrova", SPARE_TANK, True))
    assert SPARE_TANK in {i.item_id for i in mission.state.characters["petrova"].items}
    with pytest.raises(MissionRefused) as excinfo:  # he spent the phase on the handoff
        engine.execute(mission, ruleset, MarkActed("ivanov", "shot"), ScriptedDice([]))
    assert excinfo.value.rule_ids == ("W-HAND-2", "R-2")

    # Turn 1, aliens' shooting: the sectoid wounds Ivanov (a 2: the tank is damaged, W-WATER-4,
    # R-10) and downs Petrova (a 4: her tank holds; bleed-out R-8).
    mission = advance_to(mission, 1, Side.aliens, "shooting")
    mission = do(mission, MarkActed("sectoid", "shot"))
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([2]))
    mission = do(mission, Wound("petrova", 1), ScriptedDice([4]))
    ivanov, petrova = mission.state.characters["ivanov"], mission.state.characters["petrova"]
    assert (ivanov.wounds, ivanov.tank_damaged, ivanov.suffocates_at) == (1, True, 5)
    assert (petrova.status, petrova.bleed_out_dies_at) == (CharacterStatus.down, 5)

    # Turn 2, X-COM movement: the reminders name both timers.
    mission = advance_to(mission, 2, Side.xcom, "movement")
    lines = SYSTEM.reminders(mission)
    assert [[(m.key, dict(m.params)) for m in line] for line in lines] == [
        [("wg_timer_bleed_out", {"character": "Sgt. Petrova", "turn": 5})],
        [("wg_timer_suffocation", {"character": "Cpl. Ivanov", "turn": 5})],
    ]
    assert [line[0].text for line in lines] == [
        "Sgt. Petrova: down and bleeding out: dies at the start of turn 5 unless stabilised (R-8)",
        "Cpl. Ivanov: aqualung tank damaged: dies at the start of turn 5 unless the tank is "
        "changed or the character reaches air (W-WATER-4, R-9)",
    ]
    # Ivanov gave his spare away; Petrova is down and cannot change hers (MIS-1).

    # Turn 2, X-COM shooting: Kowalski stabilises Petrova in the water: +5 turns (W-WATER-2).
    mission = advance(mission)
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert mission.state.characters["petrova"].bleed_out_dies_at == 10

    # Turn 3, X-COM shooting: a second stabilisation in open water adds nothing.
    mission = advance_to(mission, 3, Side.xcom, "shooting")
    with pytest.raises(MissionRefused) as excinfo:
        engine.execute(mission, ruleset, Stabilise("kowalski", "petrova", True), ScriptedDice([]))
    assert excinfo.value.rule_ids == ("W-WATER-2", "R-17")

    # Turn 4, X-COM movement: Ivanov's timer expires next turn.
    mission = advance_to(mission, 4, Side.xcom, "movement")
    by_kind = {(t.character_id, t.kind.value): t for t in timers(mission.state)}
    assert by_kind[("ivanov", "suffocation")].expires_next_turn
    assert not by_kind[("petrova", "bleed_out")].expires_next_turn
    assert reminder_lines(mission) == [
        ["wg_timer_bleed_out", "wg_timer_water_stabilised"],
        ["wg_timer_suffocation", "wg_timer_expires"],
    ]
    assert SYSTEM.reminders(mission)[1][0].param("character") == "Cpl. Ivanov"

    # Turn 5, X-COM movement: Ivanov suffocates at the start of the turn.
    mission = advance_to(mission, 5, Side.xcom, "movement")
    ivanov = mission.state.characters["ivanov"]
    assert (ivanov.status, ivanov.died_cause, ivanov.died_turn) == ("dead", "suffocated", 5)
    died = SYSTEM.reminders(mission)[0][0]
    assert (died.key, dict(died.params)) == (
        "wg_reminder_died",
        {"character": "Cpl. Ivanov", "turn": 5, "death": "suffocated", "rules": "W-WATER-4, R-9"},
    )
    assert died.text == (
        "Cpl. Ivanov died at the start of turn 5: suffocated: the aqualung tank was damaged "
        "(W-WATER-4, R-9)"
    )
    assert mission.state.characters["petrova"].status is CharacterStatus.down

    mission = do(mission, Note("Extraction by Triton."))
    mission = play(mission, engine.end(mission))
    assert mission.finished

    # The log names the rules, the events hold no sentences but the note, and the mission
    # replays byte for byte from JSON.
    cited = {rule for entry in mission.log for rule in entry.rule_ids}
    assert {"W-WATER-3", "W-WATER-4", "R-10", "R-9", "R-8", "W-HAND-2", "R-2", "R-20"} <= cited
    assert {"W-WATER-2", "R-17"} <= cited
    assert sentences(mission.events) == []
    text = json.dumps([event_to_json(e) for e in mission.events], sort_keys=True)
    rebuilt = engine.replay(
        SYSTEM, mission.setup, [event_from_json(d) for d in json.loads(text)], ruleset
    )
    assert rebuilt == mission
    once = json.dumps(SYSTEM.state_to_json(rebuilt.state), sort_keys=True)
    again = engine.replay(SYSTEM, mission.setup, rebuilt.events, ruleset)
    assert once == json.dumps(SYSTEM.state_to_json(again.state), sort_keys=True)
    assert json.dumps(engine.log_to_json(again), sort_keys=True) == json.dumps(
        engine.log_to_json(mission), sort_keys=True
    )

    # The debrief: Ivanov dead, Petrova down but stabilised in time (wounded), Kowalski fine.
    debrief = SYSTEM.debrief(mission, ruleset)
    assert debrief.turn == 5
    assert [(s.character_id, s.status, s.wounds, s.cause) for s in debrief.soldiers] == [
        ("petrova", "wounded", 0, None),
        ("ivanov", "dead", 0, "suffocated"),
        ("kowalski", "active", 1, None),
    ]
