"""A scripted underwater mission from start to end with ScriptedDice: a swim, a handoff, a
wound that damages a tank, a stabilisation, the timers and a death by timer (W-WATER-2,
W-WATER-3, W-WATER-4, W-HAND-2, R-2, R-8, R-9, R-10, R-17, R-20)."""

from __future__ import annotations

import json

import pytest

from tests.unit.test_mission_helpers import SPARE_TANK, advance, advance_to, play, start
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import (
    CharacterStatus,
    MissionRefused,
    Side,
    declare_move,
    end_mission,
    event_from_json,
    event_to_json,
    hand_over,
    mark_acted,
    note,
    replay,
    stabilise,
    state_to_json,
    timers,
    wound,
)
from xcom_manager.rules.movement import JumpDeclaration, MoveKind
from xcom_manager.rules.ruleset import Ruleset


def test_underwater_mission_start_to_end(wargame: Ruleset) -> None:
    state = start()

    # Turn 1, X-COM movement: Petrova's swim fails (5 against I3), scatters 3" on 90°, and the
    # aqualung test shows 6: the tank holds (W-WATER-3). She cannot move further (W-JUMP-7).
    swim = JumpDeclaration(MoveKind.swim, horizontal=5.0, vertical=2.0, fall_height=3.0)
    state = play(state, declare_move(state, wargame, "petrova", swim, ScriptedDice([5, 90, 3, 6])))
    petrova = state.characters["petrova"]
    assert petrova.failed_move_this_phase and not petrova.tank_damaged
    with pytest.raises(MissionRefused):
        mark_acted(state, "petrova", "moved")

    # Turn 1, X-COM shooting: Ivanov passes his spare tank to Petrova (W-HAND-2, R-2).
    state = advance(state)
    state = play(state, hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, True))
    assert SPARE_TANK in {i.item_id for i in state.characters["petrova"].items}
    with pytest.raises(MissionRefused):
        mark_acted(state, "ivanov", "shot")  # he spent the phase on the handoff

    # Turn 1, aliens' shooting: the sectoid wounds Ivanov (a 2: the tank is damaged, W-WATER-4,
    # R-10) and downs Petrova (a 4: her tank holds; bleed-out R-8).
    state = advance_to(state, 1, Side.aliens, "shooting")
    state = play(state, mark_acted(state, "sectoid", "shot"))
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([2])))
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([4])))
    ivanov, petrova = state.characters["ivanov"], state.characters["petrova"]
    assert (ivanov.wounds, ivanov.tank_damaged, ivanov.suffocates_at) == (1, True, 5)
    assert (petrova.status, petrova.bleed_out_dies_at) == (CharacterStatus.down, 4)

    # Turn 2, X-COM movement: the start-of-turn alerts name both timers.
    state = advance_to(state, 2, Side.xcom, "movement")
    assert state.alerts == (
        "Sgt. Petrova: down and bleeding out: dies at the start of turn 4 unless stabilised (R-8)",
        "Cpl. Ivanov: aqualung tank damaged: dies at the start of turn 5 unless the tank is "
        "changed or Cpl. Ivanov reaches air (W-WATER-4, R-9)",
    )
    # Ivanov gave his spare away; Petrova is down and cannot change hers (MIS-1).

    # Turn 2, X-COM shooting: Kowalski stabilises Petrova in the water: +5 turns (W-WATER-2).
    state = advance(state)
    state = play(state, stabilise(state, wargame, "kowalski", "petrova", base_contact=True))
    assert state.characters["petrova"].bleed_out_dies_at == 9

    # Turn 3, X-COM shooting: a second stabilisation in open water adds nothing.
    state = advance_to(state, 3, Side.xcom, "shooting")
    with pytest.raises(MissionRefused) as excinfo:
        stabilise(state, wargame, "kowalski", "petrova", base_contact=True)
    assert excinfo.value.rule_ids == ("W-WATER-2", "R-17")

    # Turn 4, X-COM movement: Ivanov's timer expires next turn.
    state = advance_to(state, 4, Side.xcom, "movement")
    by_kind = {(t.character_id, t.kind.value): t for t in timers(state)}
    assert by_kind[("ivanov", "suffocation")].expires_next_turn
    assert not by_kind[("petrova", "bleed_out")].expires_next_turn
    assert any("Cpl. Ivanov" in a and "expires next turn" in a for a in state.alerts)

    # Turn 5, X-COM movement: Ivanov suffocates at the start of the turn.
    state = advance_to(state, 5, Side.xcom, "movement")
    ivanov = state.characters["ivanov"]
    assert (ivanov.status, ivanov.died_cause, ivanov.died_turn) == ("dead", "suffocated", 5)
    assert state.alerts[0] == (
        "Cpl. Ivanov died at the start of turn 5: suffocated (W-WATER-4, R-9)"
    )
    assert state.characters["petrova"].status is CharacterStatus.down

    state = play(state, note(state, "Extraction by Triton."))
    state = play(state, end_mission(state))
    assert state.finished

    # The log names the rules, and the mission replays byte for byte from JSON.
    cited = {rule for line in state.log for rule in line.rule_ids}
    assert {"W-WATER-3", "W-WATER-4", "R-10", "R-9", "R-8", "W-HAND-2", "R-2", "R-20"} <= cited
    assert {"W-WATER-2", "R-17"} <= cited
    text = json.dumps([event_to_json(e) for e in state.events], sort_keys=True)
    rebuilt = replay(state.setup, [event_from_json(d) for d in json.loads(text)])
    assert rebuilt == state
    once = json.dumps(state_to_json(rebuilt), sort_keys=True)
    twice = json.dumps(state_to_json(replay(state.setup, rebuilt.events)), sort_keys=True)
    assert once == twice
