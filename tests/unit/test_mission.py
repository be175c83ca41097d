"""The mission fold and its commands, rule by rule (W-ACT-1, W-HAND-2, R-2, R-5, R-8, R-9, R-10,
R-16, R-17, R-19, R-20, W-WATER-2, W-WATER-4, W-JUMP-1, W-JUMP-7)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tests.unit.test_mission_helpers import (
    GAUSS_RIFLE,
    MEDKIT,
    SPARE_TANK,
    SPARE_TANK_2,
    advance,
    advance_to,
    play,
    squad_setup,
    start,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import (
    CharacterStatus,
    EventType,
    MissionRefused,
    MissionState,
    Phase,
    Side,
    TimerKind,
    advance_phase,
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
    timers,
    withdraw,
    wound,
)
from xcom_manager.rules.movement import JumpDeclaration, MoveKind
from xcom_manager.rules.ruleset import Ruleset, RulingValue

SWIM = JumpDeclaration(MoveKind.swim, horizontal=4.0, vertical=1.0, fall_height=2.0)
JUMP = JumpDeclaration(MoveKind.jump, horizontal=4.0, vertical=0.0, fall_height=3.0)


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


def with_rulings(ruleset: Ruleset, **rulings: RulingValue) -> Ruleset:
    merged = dict(ruleset.rulings)
    merged.update({k.replace("__", "."): v for k, v in rulings.items()})
    return replace(ruleset, rulings=merged)


# --------------------------------------------------------------------------------------------
# Turn structure


def test_turns_start_at_one_with_the_first_side_in_the_movement_phase() -> None:
    state = start()
    assert (state.turn, state.side, state.phase) == (1, Side.xcom, Phase.movement)
    assert state.seq == 0 and not state.finished
    assert all(c.status is CharacterStatus.active for c in state.characters.values())


def test_phases_then_the_other_side_then_a_new_game_turn() -> None:
    state = start()
    seen = []
    for _ in range(7):
        state = advance(state)
        seen.append((state.turn, state.side.value, state.phase.value))
    assert seen == [
        (1, "xcom", "shooting"),
        (1, "xcom", "assault"),
        (1, "aliens", "movement"),
        (1, "aliens", "shooting"),
        (1, "aliens", "assault"),
        (2, "xcom", "movement"),
        (2, "xcom", "shooting"),
    ]


def test_the_setup_may_let_the_aliens_start() -> None:
    state = initial_state(squad_setup(first_side=Side.aliens))
    assert state.side is Side.aliens
    state = advance(state, 3)
    assert (state.turn, state.side) == (1, Side.xcom)
    state = advance(state, 3)
    assert (state.turn, state.side) == (2, Side.aliens)


def test_acted_clears_at_the_end_of_the_phase() -> None:
    state = start()
    state = play(state, mark_acted(state, "petrova", "moved"))
    assert state.characters["petrova"].acted == {"moved"}
    state = advance(state)
    assert state.characters["petrova"].acted == frozenset()


def test_mark_acted_belongs_to_its_phase_and_its_side_mis_5_mis_4() -> None:
    state = start()
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "shot")
    assert refused(excinfo) == ("MIS-5",)
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "sectoid", "moved")
    assert refused(excinfo) == ("MIS-4",)
    state = play(state, mark_acted(state, "petrova", "moved"))
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "moved")
    assert "already moved" in str(excinfo.value)
    state = advance(state)
    state = play(state, mark_acted(state, "petrova", "ran"))
    with pytest.raises(MissionRefused):
        mark_acted(state, "petrova", "shot")  # running replaces shooting


def test_unknown_action_or_character_is_a_programming_error() -> None:
    state = start()
    with pytest.raises(ValueError, match="unknown action"):
        mark_acted(state, "petrova", "danced")
    with pytest.raises(ValueError, match="no character"):
        mark_acted(state, "nobody", "moved")


# --------------------------------------------------------------------------------------------
# W-ACT-1


@pytest.mark.parametrize(
    "cause",
    [
        "activated",
        "dragged",
        "freed_from_cocoon",
        "freed_from_net",
        "out_of_medbay_capsule",
        "mind_control_ended",
        "other",
    ],
)
def test_w_act_1_a_released_character_cannot_act_until_the_phase_ends(
    wargame: Ruleset, cause: str
) -> None:
    state = start()
    state = play(state, release(state, "petrova", cause))
    assert state.characters["petrova"].cannot_act == cause
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "moved")
    assert refused(excinfo) == ("W-ACT-1",)
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "petrova", SWIM, ScriptedDice([1]))
    assert "W-ACT-1" in refused(excinfo)
    state = advance(state)
    assert state.characters["petrova"].cannot_act is None
    play(state, mark_acted(state, "petrova", "shot"))


def test_w_act_1_refuses_stabilising_and_changing_a_tank(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([2])))
    state = play(state, release(state, "petrova", "freed_from_net"))
    # Petrova is down: she cannot change the tank anyway (MIS-1).
    state = advance(state)  # shooting
    state = play(state, release(state, "kowalski", "mind_control_ended"))
    with pytest.raises(MissionRefused) as excinfo:
        stabilise(state, wargame, "kowalski", "petrova", base_contact=True)
    assert refused(excinfo) == ("W-ACT-1",)
    assert "released from mind control" in str(excinfo.value)


def test_r_5_a_w_act_1_character_takes_no_part_in_a_handoff(wargame: Ruleset) -> None:
    state = start()
    state = play(state, release(state, "petrova", "dragged"))
    with pytest.raises(MissionRefused) as excinfo:
        hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, base_contact=True)
    assert "W-ACT-1" in refused(excinfo) and "R-5" in refused(excinfo)
    assert "dragged by other characters" in str(excinfo.value)


# --------------------------------------------------------------------------------------------
# Handoff: W-HAND-2, R-2


def test_w_hand_2_handoff_moves_the_item_and_spends_both_phases_r_2(wargame: Ruleset) -> None:
    state = start()
    events = hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, base_contact=True)
    assert [e.type for e in events] == ["handed_over"]
    assert events[0].payload["slot"] == "backpack"
    state = play(state, events)
    petrova, ivanov = state.characters["petrova"], state.characters["ivanov"]
    assert SPARE_TANK in {i.item_id for i in petrova.items}
    assert SPARE_TANK not in {i.item_id for i in ivanov.items}
    assert "handed_over" in petrova.acted and "handed_over" in ivanov.acted
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "moved")
    assert refused(excinfo) == ("W-HAND-2", "R-2")
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "ivanov", SWIM, ScriptedDice([1]))
    assert "R-2" in refused(excinfo)


def test_w_hand_2_needs_base_contact_and_an_unspent_phase_r_2(wargame: Ruleset) -> None:
    state = start()
    with pytest.raises(MissionRefused) as excinfo:
        hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, base_contact=False)
    assert refused(excinfo) == ("W-HAND-2",)
    state = play(state, mark_acted(state, "petrova", "moved"))
    with pytest.raises(MissionRefused) as excinfo:
        hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, base_contact=True)
    assert refused(excinfo) == ("W-HAND-2", "R-2")
    state = advance(state, 2)  # assault phase
    with pytest.raises(MissionRefused) as excinfo:
        hand_over(state, wargame, "ivanov", "petrova", SPARE_TANK, base_contact=True)
    assert "W-HAND-2" in refused(excinfo)


def test_handoff_of_something_not_carried_or_to_oneself_is_refused(wargame: Ruleset) -> None:
    state = start()
    with pytest.raises(MissionRefused, match="does not carry"):
        hand_over(state, wargame, "petrova", "ivanov", SPARE_TANK, base_contact=True)
    with pytest.raises(MissionRefused, match="itself"):
        hand_over(state, wargame, "petrova", "petrova", GAUSS_RIFLE, base_contact=True)


def test_stabilising_spends_the_shooting_phase_for_a_handoff_too(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([6])))
    state = advance(state)
    state = play(state, stabilise(state, wargame, "kowalski", "petrova", base_contact=True))
    with pytest.raises(MissionRefused) as excinfo:
        hand_over(state, wargame, "kowalski", "ivanov", MEDKIT, base_contact=True)
    assert "R-2" in refused(excinfo)


# --------------------------------------------------------------------------------------------
# Wounds, W-WATER-4, R-9


def test_r_8_zero_wounds_goes_down_with_a_bleed_out_timer(wargame: Ruleset) -> None:
    state = initial_state(squad_setup("ground"))
    events = wound(state, wargame, "ivanov", 1, ScriptedDice([]))
    assert events[0].payload["rolls"] == []  # on the ground no aqualung test
    state = play(state, events)
    assert state.characters["ivanov"].wounds == 1
    assert state.characters["ivanov"].status is CharacterStatus.active
    state = play(state, wound(state, wargame, "ivanov", 3, ScriptedDice([])))
    ivanov = state.characters["ivanov"]
    assert (ivanov.status, ivanov.wounds, ivanov.bleed_out_dies_at) == (CharacterStatus.down, 0, 4)
    assert "R-8" in state.log[-1].rule_ids


def test_r_8_bleed_out_deadline_boundaries(wargame: Ruleset) -> None:
    """Down in turn 1 with bleed_out_turns 3: alive through turn 3, dies at the start of its
    side's turn 4."""
    state = initial_state(squad_setup("ground"))
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([])))
    state = advance_to(state, 3, Side.xcom, "movement")
    assert state.characters["petrova"].status is CharacterStatus.down
    assert timers(state)[0].turns_left == 1 and timers(state)[0].expires_next_turn
    state = advance_to(state, 3, Side.aliens, "assault")
    assert state.characters["petrova"].status is CharacterStatus.down
    events = advance_phase(state)
    assert [e.type for e in events] == ["phase_advanced", "died"]
    assert events[1].payload["cause"] == "bled_out"
    assert events[1].payload["follows"] == events[0].seq
    state = play(state, events)
    petrova = state.characters["petrova"]
    assert (petrova.status, petrova.died_cause, petrova.died_turn) == ("dead", "bled_out", 4)
    assert any("Sgt. Petrova died at the start of turn 4" in a for a in state.alerts)
    assert timers(state) == ()


def test_bleed_out_of_an_alien_is_checked_at_the_start_of_its_own_turn(wargame: Ruleset) -> None:
    state = initial_state(squad_setup("ground"))
    state = play(state, wound(state, wargame, "sectoid", 1, ScriptedDice([])))
    state = advance_to(state, 4, Side.xcom, "assault")
    assert state.characters["sectoid"].status is CharacterStatus.down
    state = advance(state)  # aliens' turn 4 begins
    assert state.characters["sectoid"].status is CharacterStatus.dead


def test_r_10_one_d6_per_unsaved_wound_under_water(wargame: Ruleset) -> None:
    state = start()
    events = wound(state, wargame, "ivanov", 2, ScriptedDice([5, 6]))
    assert [r["value"] for r in events[0].payload["rolls"]] == [5, 6]
    assert events[0].payload["rolls"][0] == {"purpose": "aqualung test", "sides": 6, "value": 5}
    assert not events[0].payload["tank_damaged"]
    assert {"W-WATER-4", "R-10"} <= set(events[0].payload["rule_ids"])


def test_r_10_only_x_com_air_breathers_roll(wargame: Ruleset) -> None:
    state = start()
    events = wound(state, wargame, "sectoid", 1, ScriptedDice([]))
    assert events[0].payload["rolls"] == []


def test_r_10_one_roll_per_attack_when_the_ruleset_says_so(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, aqualung__roll_per="attack")
    state = start()
    events = wound(state, ruleset, "ivanov", 2, ScriptedDice([3]))
    assert len(events[0].payload["rolls"]) == 1


@pytest.mark.parametrize(("value", "damaged"), [(1, True), (2, True), (3, False), (6, False)])
def test_w_water_4_a_1_or_2_damages_the_tank(wargame: Ruleset, value: int, damaged: bool) -> None:
    state = start()
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([value])))
    ivanov = state.characters["ivanov"]
    assert ivanov.tank_damaged is damaged
    assert ivanov.suffocates_at == (5 if damaged else None)


def test_r_9_damage_turn_is_turn_0_and_death_at_the_start_of_the_4th(wargame: Ruleset) -> None:
    """Damaged in turn 2 (during the aliens' turn): X-COM turns 3, 4 and 5 are the grace; it
    suffocates at the start of the X-COM turn 6."""
    state = advance_to(start(), 2, Side.aliens, "shooting")
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([1])))
    assert state.characters["ivanov"].suffocates_at == 6
    state = advance_to(state, 5, Side.xcom, "movement")
    assert "Cpl. Ivanov: aqualung tank damaged: dies at the start of turn 6" in state.alerts[0]
    assert "expires next turn" in state.alerts[0]
    (view,) = timers(state)
    assert (view.kind, view.dies_at_turn, view.turns_left, view.expires_next_turn) == (
        TimerKind.suffocation,
        6,
        1,
        True,
    )
    state = advance_to(state, 5, Side.aliens, "assault")
    assert state.characters["ivanov"].status is CharacterStatus.active
    state = advance(state)
    assert state.characters["ivanov"].status is CharacterStatus.dead
    assert state.characters["ivanov"].died_cause == "suffocated"
    assert "W-WATER-4" in state.log[-1].rule_ids and "R-9" in state.log[-1].rule_ids


def test_timer_not_yet_expiring_next_turn(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([2])))
    (view,) = timers(state)
    assert (view.dies_at_turn, view.turns_left, view.expires_next_turn) == (5, 4, False)


def test_no_aqualung_roll_for_an_already_damaged_tank_or_in_air(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([1])))
    assert wound(state, wargame, "ivanov", 1, ScriptedDice([]))[0].payload["rolls"] == []
    state = play(state, enter_air(state, wargame, "petrova"))
    assert wound(state, wargame, "petrova", 1, ScriptedDice([]))[0].payload["rolls"] == []


# --------------------------------------------------------------------------------------------
# Stabilisation: R-20, W-WATER-2, R-17


def _downed_petrova(wargame: Ruleset, environment: str = "underwater") -> MissionState:
    state = initial_state(squad_setup(environment))
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([6])))
    return advance(state)  # X-COM shooting phase, turn 1; bleeds out at turn 4


def test_r_20_stabilising_on_the_ground_stops_the_timer(wargame: Ruleset) -> None:
    state = _downed_petrova(wargame, "ground")
    events = stabilise(state, wargame, "kowalski", "petrova", base_contact=True)
    assert events[0].payload["full"] is True
    state = play(state, events)
    petrova = state.characters["petrova"]
    assert petrova.stabilised and petrova.bleed_out_dies_at is None
    assert timers(state) == ()
    assert "stabilised" in state.characters["kowalski"].acted
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "kowalski", "shot")
    assert refused(excinfo) == ("R-20",)


def test_r_20_needs_base_contact_the_shooting_phase_and_an_unspent_medic(
    wargame: Ruleset,
) -> None:
    state = _downed_petrova(wargame)
    with pytest.raises(MissionRefused) as excinfo:
        stabilise(state, wargame, "kowalski", "petrova", base_contact=False)
    assert refused(excinfo) == ("R-20",)
    shot = play(state, mark_acted(state, "kowalski", "shot"))
    with pytest.raises(MissionRefused, match="already shot"):
        stabilise(shot, wargame, "kowalski", "petrova", base_contact=True)
    moving = advance(state, 5)  # X-COM movement phase of turn 2
    with pytest.raises(MissionRefused, match="shooting phase"):
        stabilise(moving, wargame, "kowalski", "petrova", base_contact=True)
    with pytest.raises(MissionRefused, match="not down"):
        stabilise(state, wargame, "kowalski", "ivanov", base_contact=True)


def test_r_20_a_medkit_when_the_ruleset_needs_one(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, injury__stabilise_needs_medkit=True)
    state = _downed_petrova(wargame)
    with pytest.raises(MissionRefused, match="no medkit"):
        stabilise(state, ruleset, "ivanov", "petrova", base_contact=True)
    events = stabilise(state, ruleset, "kowalski", "petrova", base_contact=True)
    assert events[0].payload["medkit_item_id"] == MEDKIT


def test_w_water_2_in_water_stabilisation_adds_5_turns(wargame: Ruleset) -> None:
    state = _downed_petrova(wargame)
    events = stabilise(state, wargame, "kowalski", "petrova", base_contact=True)
    assert events[0].payload["full"] is False
    state = play(state, events)
    petrova = state.characters["petrova"]
    assert petrova.bleed_out_dies_at == 9 and petrova.water_stabilised
    assert not petrova.stabilised
    assert {"W-WATER-2", "R-17", "R-20"} <= set(state.log[-1].rule_ids)


def test_r_17_a_second_stabilisation_in_open_water_adds_nothing(wargame: Ruleset) -> None:
    state = _downed_petrova(wargame)
    state = play(state, stabilise(state, wargame, "kowalski", "petrova", base_contact=True))
    with pytest.raises(MissionRefused) as excinfo:
        stabilise(state, wargame, "ivanov", "petrova", base_contact=True)
    assert refused(excinfo) == ("W-WATER-2", "R-17")
    assert "adds nothing" in str(excinfo.value)
    # The ruling off: each stabilisation adds 5 turns.
    lenient = with_rulings(wargame, injury__water_stabilise_once=False)
    events = stabilise(state, lenient, "ivanov", "petrova", base_contact=True)
    assert events[0].payload["bleed_out_dies_at"] == 14


def test_r_17_full_stabilisation_in_air_after_a_water_one(wargame: Ruleset) -> None:
    state = _downed_petrova(wargame)
    state = play(state, stabilise(state, wargame, "kowalski", "petrova", base_contact=True))
    state = play(state, enter_air(state, wargame, "petrova"))
    state = play(state, stabilise(state, wargame, "ivanov", "petrova", base_contact=True))
    assert state.characters["petrova"].stabilised
    assert state.characters["petrova"].bleed_out_dies_at is None


def test_r_17_once_per_down_a_new_down_gives_a_new_water_stabilisation(
    wargame: Ruleset,
) -> None:
    state = _downed_petrova(wargame)
    state = play(state, stabilise(state, wargame, "kowalski", "petrova", base_contact=True))
    # Stabilised under water, then "revived" is not in the core; a new down resets the flag.
    state = play(state, wound(state, wargame, "ivanov", 2, ScriptedDice([6, 6])))
    assert state.characters["ivanov"].status is CharacterStatus.down
    assert not state.characters["ivanov"].water_stabilised


# --------------------------------------------------------------------------------------------
# Aqualung tank


def _damaged_ivanov(wargame: Ruleset) -> MissionState:
    state = start()
    return play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([2])))


def test_r_19_a_spare_tank_costs_the_movement_phase_and_leaves_play(wargame: Ruleset) -> None:
    state = _damaged_ivanov(wargame)
    events = replace_tank(state, wargame, "ivanov", SPARE_TANK)
    assert events[0].payload["tank_item_id"] == SPARE_TANK
    assert events[0].payload["item_type"] == "spare_aqualung_tank"
    state = play(state, events)
    ivanov = state.characters["ivanov"]
    assert not ivanov.tank_damaged and ivanov.suffocates_at is None
    assert SPARE_TANK not in {i.item_id for i in ivanov.items}
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "ivanov", "moved")
    assert refused(excinfo) == ("R-19",)


def test_r_19_refusals(wargame: Ruleset) -> None:
    state = _damaged_ivanov(wargame)
    with pytest.raises(MissionRefused, match="not damaged"):
        replace_tank(state, wargame, "kowalski", SPARE_TANK_2)
    with pytest.raises(MissionRefused, match="does not carry"):
        replace_tank(state, wargame, "ivanov", SPARE_TANK_2)
    moved = play(state, mark_acted(state, "ivanov", "moved"))
    with pytest.raises(MissionRefused, match="already moved") as excinfo:
        replace_tank(moved, wargame, "ivanov", SPARE_TANK)
    assert refused(excinfo) == ("R-19",)
    shooting = advance(state)
    with pytest.raises(MissionRefused, match="movement phase"):
        replace_tank(shooting, wargame, "ivanov", SPARE_TANK)
    free = with_rulings(wargame, aqualung__replace_cost="free")
    play(shooting, replace_tank(shooting, free, "ivanov", SPARE_TANK))


def test_r_19_a_downed_character_cannot_change_its_tank(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([1])))
    with pytest.raises(MissionRefused) as excinfo:
        replace_tank(state, wargame, "petrova", SPARE_TANK)
    assert "MIS-1" in refused(excinfo)


def test_r_16_air_stops_the_timer_and_leaving_restarts_the_grace(wargame: Ruleset) -> None:
    state = _damaged_ivanov(wargame)  # suffocates at 5
    state = play(state, enter_air(state, wargame, "ivanov"))
    ivanov = state.characters["ivanov"]
    assert ivanov.in_air and ivanov.tank_damaged and ivanov.suffocates_at is None
    assert timers(state) == ()
    state = advance_to(state, 6, Side.xcom, "movement")
    assert state.characters["ivanov"].status is CharacterStatus.active
    state = play(state, leave_air(state, wargame, "ivanov"))
    assert state.characters["ivanov"].suffocates_at == 10  # turn 6 is turn 0 again
    assert state.characters["ivanov"].tank_damaged


def test_r_16_refusals(wargame: Ruleset) -> None:
    ground = initial_state(squad_setup("ground"))
    with pytest.raises(MissionRefused) as excinfo:
        enter_air(ground, wargame, "petrova")
    assert refused(excinfo) == ("R-16",)
    state = start()
    with pytest.raises(MissionRefused, match="not in an air pocket"):
        leave_air(state, wargame, "petrova")
    state = play(state, enter_air(state, wargame, "petrova"))
    with pytest.raises(MissionRefused, match="already in an air pocket"):
        enter_air(state, wargame, "petrova")


# --------------------------------------------------------------------------------------------
# Jumps, climbs, swims: W-JUMP-1, W-JUMP-7, W-WATER-3


def test_w_jump_1_once_per_phase(wargame: Ruleset) -> None:
    state = initial_state(squad_setup("ground"))
    events = declare_move(state, wargame, "petrova", JUMP, ScriptedDice([2]))
    assert events[0].payload["passed"] is True
    assert events[0].payload["rolls"] == [{"purpose": "initiative test", "sides": 6, "value": 2}]
    state = play(state, events)
    assert state.characters["petrova"].jumped_this_phase
    play(state, mark_acted(state, "petrova", "moved"))  # W-JUMP-2: may keep moving
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "petrova", JUMP, ScriptedDice([2]))
    assert refused(excinfo) == ("W-JUMP-1",)
    state = advance(state)
    play(state, declare_move(state, wargame, "petrova", JUMP, ScriptedDice([2])))


def test_w_jump_7_no_further_move_after_a_failed_jump(wargame: Ruleset) -> None:
    state = initial_state(squad_setup("ground"))
    events = declare_move(state, wargame, "petrova", JUMP, ScriptedDice([6]))
    payload = events[0].payload
    assert payload["passed"] is False and payload["may_keep_moving"] is False
    assert payload["hit"] == {"strength": 7, "ap": None, "cover_save": False, "side_armour": False}
    state = play(state, events)
    assert state.characters["petrova"].failed_move_this_phase
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "moved")
    assert refused(excinfo) == ("W-JUMP-7",)
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "petrova", JUMP, ScriptedDice([1]))
    assert "W-JUMP-7" in refused(excinfo)
    state = advance(state)
    assert not state.characters["petrova"].failed_move_this_phase


def test_w_water_3_a_failed_swim_scatters_and_may_damage_the_tank(wargame: Ruleset) -> None:
    state = start()
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "petrova", JUMP, ScriptedDice([1]))
    assert "W-WATER-3" in refused(excinfo)
    events = declare_move(state, wargame, "petrova", SWIM, ScriptedDice([5, 90, 3, 2]))
    payload = events[0].payload
    assert payload["scatter"] == {"bearing": 90, "distance": 3}
    assert payload["tank_damaged"] is True and payload["suffocates_at"] == 5
    assert [r["purpose"] for r in payload["rolls"]] == [
        "initiative test",
        "scatter bearing",
        "scatter distance",
        "aqualung test",
    ]
    state = play(state, events)
    assert state.characters["petrova"].tank_damaged
    assert state.characters["petrova"].suffocates_at == 5


def test_in_an_air_pocket_the_move_is_a_jump_not_a_swim(wargame: Ruleset) -> None:
    state = start()
    state = play(state, enter_air(state, wargame, "petrova"))
    play(state, declare_move(state, wargame, "petrova", JUMP, ScriptedDice([1])))


def test_only_the_side_whose_turn_it_is_moves_mis_4(wargame: Ruleset) -> None:
    state = start()
    with pytest.raises(MissionRefused) as excinfo:
        declare_move(state, wargame, "sectoid", SWIM, ScriptedDice([1]))
    assert "MIS-4" in refused(excinfo)


# --------------------------------------------------------------------------------------------
# Statuses, notes, the end


def test_down_and_dead_characters_take_no_action_mis_1(wargame: Ruleset) -> None:
    state = start()
    state = play(state, kill(state, "petrova"))
    assert state.characters["petrova"].died_cause == "killed"
    with pytest.raises(MissionRefused) as excinfo:
        mark_acted(state, "petrova", "moved")
    assert refused(excinfo) == ("MIS-1",)
    with pytest.raises(MissionRefused):
        wound(state, wargame, "petrova", 1, ScriptedDice([]))
    state = play(state, withdraw(state, "ivanov", "evacuated"))
    assert state.characters["ivanov"].status is CharacterStatus.evacuated


def test_note_and_end(wargame: Ruleset) -> None:
    state = start()
    state = play(state, note(state, "  Sonar contact to the north.  "))
    assert state.log[-1].text == "Note: Sonar contact to the north."
    with pytest.raises(ValueError):
        note(state, "   ")
    state = play(state, end_mission(state))
    assert state.finished
    with pytest.raises(MissionRefused) as excinfo:
        advance_phase(state)
    assert refused(excinfo) == ("MIS-2",)
    state = play(state, note(state, "Debrief at 18:00"))
    state = play(state, revert(state, state.seq - 1))
    assert not state.finished


# --------------------------------------------------------------------------------------------
# Undo and replay


def test_revert_removes_an_event_and_a_revert_of_the_revert_restores_it(wargame: Ruleset) -> None:
    state = start()
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([1])))
    wounded = state
    state = play(state, mark_acted(state, "petrova", "moved"))
    state = play(state, revert(state, 1))
    assert state.characters["ivanov"].wounds == 2
    assert not state.characters["ivanov"].tank_damaged
    assert "moved" in state.characters["petrova"].acted
    assert state.log[0].reverted and not state.log[1].reverted
    assert state.log[2].type == EventType.reverted
    with pytest.raises(MissionRefused) as excinfo:
        revert(state, 1)
    assert refused(excinfo) == ("MIS-3",)
    state = play(state, revert(state, 3))
    assert state.characters["ivanov"] == wounded.characters["ivanov"]
    assert not state.log[0].reverted and state.log[2].reverted


def test_revert_of_a_phase_advance_takes_its_deaths_with_it(wargame: Ruleset) -> None:
    state = initial_state(squad_setup("ground"))
    state = play(state, wound(state, wargame, "petrova", 1, ScriptedDice([])))
    state = advance_to(state, 3, Side.aliens, "assault")
    before = state
    events = advance_phase(state)
    state = play(state, events)
    assert state.characters["petrova"].status is CharacterStatus.dead
    with pytest.raises(MissionRefused, match="undo event"):
        revert(state, events[1].seq)
    state = play(state, revert(state, events[0].seq))
    assert state.characters == before.characters
    assert (state.turn, state.side, state.phase) == (before.turn, before.side, before.phase)
    with pytest.raises(MissionRefused) as excinfo:
        revert(state, 999)
    assert refused(excinfo) == ("MIS-3",)


def test_events_round_trip_through_json_and_replay_equals_the_live_state(
    wargame: Ruleset,
) -> None:
    state = start()
    state = play(state, declare_move(state, wargame, "petrova", SWIM, ScriptedDice([5, 90, 3, 6])))
    state = play(state, wound(state, wargame, "ivanov", 1, ScriptedDice([1])))
    state = play(state, advance_phase(state))
    state = play(state, revert(state, 2))
    text = json.dumps([event_to_json(e) for e in state.events], sort_keys=True)
    rebuilt = replay(state.setup, [event_from_json(d) for d in json.loads(text)])
    assert rebuilt == state
    first = json.dumps(state_to_json(rebuilt), sort_keys=True)
    assert first == json.dumps(state_to_json(state), sort_keys=True)
    assert list(state_to_json(state)) == [
        "name",
        "environment",
        "turn",
        "side",
        "phase",
        "seq",
        "finished",
        "characters",
        "timers",
        "alerts",
        "log",
    ]


def test_apply_refuses_an_event_out_of_sequence(wargame: Ruleset) -> None:
    state = start()
    (event,) = note(state, "x")
    with pytest.raises(ValueError, match="does not follow"):
        apply_twice = play(state, [event, event])
        del apply_twice
    with pytest.raises(ValueError):
        replay(state.setup, [replace(event, seq=2)])
