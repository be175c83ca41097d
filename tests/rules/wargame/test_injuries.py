"""Wounds, stabilisation and aqualungs in a mission, through the mission engine (R-8, R-9, R-10,
R-16, R-17, R-19, R-20, W-WATER-2, W-WATER-4, MIS-1, MIS-4)."""

from __future__ import annotations

import pytest

from tests.helpers.wargame import (
    MEDKIT,
    SPARE_TANK,
    SPARE_TANK_2,
    advance,
    advance_to,
    do,
    run,
    start,
    with_rulings,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import (
    EnterAir,
    LeaveAir,
    MarkActed,
    ReplaceTank,
    Stabilise,
    Wound,
)
from xcom_manager.rules.wargame.fold import timers
from xcom_manager.rules.wargame.injuries import WATER_STABILISE_TURNS
from xcom_manager.rules.wargame.state import CharacterStatus, Side, TimerKind

WARGAME = find_system("wargame")


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


def keys(excinfo: pytest.ExceptionInfo[MissionRefused]) -> list[str]:
    return [v.message_key for v in excinfo.value.verdict.violations]


def reminder_keys(mission: Mission) -> list[list[str]]:
    return [[m.key for m in line] for line in WARGAME.reminders(mission)]


# --------------------------------------------------------------------------------------------
# Wounds, W-WATER-4, R-9


def test_r_8_zero_wounds_goes_down_with_a_bleed_out_timer() -> None:
    mission = start("ground")
    events = run(mission, Wound("ivanov", 1))
    assert events[0].payload["rolls"] == []  # on the ground no aqualung test
    mission = engine.apply(mission, events[0])
    assert mission.state.characters["ivanov"].wounds == 1
    assert mission.state.characters["ivanov"].status is CharacterStatus.active
    mission = do(mission, Wound("ivanov", 3))
    ivanov = mission.state.characters["ivanov"]
    assert (ivanov.status, ivanov.wounds, ivanov.bleed_out_dies_at) == (CharacterStatus.down, 0, 5)
    assert "R-8" in mission.log[-1].rule_ids
    assert [m.key for m in mission.log[-1].messages] == ["wg_wounded", "wg_down"]
    assert mission.log[-1].messages[1].param("turn") == 5


def test_r_8_the_bleed_out_turns_come_from_the_ruleset(wargame: Ruleset) -> None:
    slow = with_rulings(wargame, injury__bleed_out_turns=5)
    mission = start("ground", ruleset=slow)
    events = run(mission, Wound("petrova", 1))
    assert events[0].payload["bleed_out_dies_at"] == 7  # turn 1 is turn 0: dies at its 6th


def test_a_wound_is_at_least_one_unsaved_wound() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        run(start(), Wound("ivanov", 0))


def test_r_10_one_d6_per_unsaved_wound_under_water() -> None:
    events = run(start(), Wound("ivanov", 2), ScriptedDice([5, 6]))
    assert [r["value"] for r in events[0].payload["rolls"]] == [5, 6]
    assert events[0].payload["rolls"][0] == {"purpose": "aqualung test", "sides": 6, "value": 5}
    assert not events[0].payload["tank_damaged"]
    assert {"W-WATER-4", "R-10"} <= set(events[0].payload["rule_ids"])


def test_r_10_only_x_com_air_breathers_roll() -> None:
    events = run(start(), Wound("sectoid", 1))
    assert events[0].payload["rolls"] == []


def test_r_10_one_roll_per_attack_when_the_ruleset_says_so(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, aqualung__roll_per="attack")
    events = run(start(), Wound("ivanov", 2), ScriptedDice([3]), ruleset=ruleset)
    assert len(events[0].payload["rolls"]) == 1


@pytest.mark.parametrize(("value", "damaged"), [(1, True), (2, True), (3, False), (6, False)])
def test_w_water_4_a_1_or_2_damages_the_tank(value: int, damaged: bool) -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([value]))
    ivanov = mission.state.characters["ivanov"]
    assert ivanov.tank_damaged is damaged
    assert ivanov.suffocates_at == (5 if damaged else None)
    assert ("R-9" in mission.log[-1].rule_ids) is damaged


def test_r_9_damage_turn_is_turn_0_and_death_at_the_start_of_the_4th() -> None:
    """Damaged in turn 2 (during the aliens' turn): X-COM turns 3, 4 and 5 are the grace; it
    suffocates at the start of the X-COM turn 6."""
    mission = advance_to(start(), 2, Side.aliens, "shooting")
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([1]))
    assert mission.state.characters["ivanov"].suffocates_at == 6
    mission = advance_to(mission, 5, Side.xcom, "movement")
    (line,) = WARGAME.reminders(mission)
    assert [m.key for m in line] == ["wg_timer_suffocation", "wg_timer_expires"]
    assert dict(line[0].params) == {"character": "Cpl. Ivanov", "turn": 6}
    assert line[0].text.startswith(
        "Cpl. Ivanov: aqualung tank damaged: dies at the start of turn 6"
    )
    assert line[1].text == "expires next turn"
    (view,) = timers(mission.state)
    assert (view.kind, view.dies_at_turn, view.turns_left, view.expires_next_turn) == (
        TimerKind.suffocation,
        6,
        0,  # turn 5 is its last: no turn of its side begins before it dies
        True,
    )
    mission = advance_to(mission, 5, Side.aliens, "assault")
    assert mission.state.characters["ivanov"].status is CharacterStatus.active
    mission = advance(mission)
    assert mission.state.characters["ivanov"].status is CharacterStatus.dead
    assert mission.state.characters["ivanov"].died_cause == "suffocated"
    assert "W-WATER-4" in mission.log[-1].rule_ids and "R-9" in mission.log[-1].rule_ids
    assert mission.log[-1].messages[0].key == "wg_died"
    assert dict(mission.log[-1].messages[0].params) == {
        "character": "Cpl. Ivanov",
        "turn": 6,
        "death": "suffocated",
    }


def test_timer_not_yet_expiring_next_turn() -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([2]))
    (view,) = timers(mission.state)
    assert (view.dies_at_turn, view.turns_left, view.expires_next_turn) == (5, 3, False)
    assert reminder_keys(mission) == [["wg_timer_suffocation"]]


def test_no_aqualung_roll_for_an_already_damaged_tank_or_in_air() -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    assert run(mission, Wound("ivanov", 1))[0].payload["rolls"] == []
    mission = do(mission, EnterAir("petrova"))
    assert run(mission, Wound("petrova", 1))[0].payload["rolls"] == []


def test_a_downed_character_may_be_wounded_again_and_its_tank_may_still_break() -> None:
    mission = do(start(), Wound("petrova", 1), ScriptedDice([6]))
    events = run(mission, Wound("petrova", 1), ScriptedDice([2]))
    payload = events[0].payload
    assert payload["down"] is False and payload["tank_damaged"] is True
    mission = do(mission, Wound("petrova", 1), ScriptedDice([2]))
    petrova = mission.state.characters["petrova"]
    assert petrova.status is CharacterStatus.down and petrova.bleed_out_dies_at == 5
    assert petrova.tank_damaged and petrova.suffocates_at == 5


# --------------------------------------------------------------------------------------------
# Stabilisation: R-20, W-WATER-2, R-17


def _downed_petrova(environment: str = "underwater", ruleset: Ruleset | None = None) -> Mission:
    mission = do(start(environment, ruleset=ruleset), Wound("petrova", 1), ScriptedDice([6]))
    return advance(mission)  # X-COM shooting phase, turn 1; bleeds out at turn 5


def test_r_20_stabilising_on_the_ground_stops_the_timer() -> None:
    mission = _downed_petrova("ground")
    events = run(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert events[0].payload["full"] is True
    assert events[0].payload["rule_ids"] == ["R-20"]
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    petrova = mission.state.characters["petrova"]
    assert petrova.stabilised and petrova.bleed_out_dies_at is None
    assert timers(mission.state) == ()
    assert "stabilised" in mission.state.characters["kowalski"].acted
    assert mission.log[-1].messages[0].text == (
        "Pte. Kowalski stabilises Sgt. Petrova: the bleeding stops."
    )
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("kowalski", "shot"))
    assert refused(excinfo) == ("R-20",)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("ivanov", "petrova", base_contact=True))
    assert keys(excinfo) == ["mission_stabilise_already"]


def test_r_20_needs_base_contact_the_shooting_phase_and_an_unspent_medic() -> None:
    mission = _downed_petrova()
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("kowalski", "petrova", base_contact=False))
    assert refused(excinfo) == ("R-20",)
    assert keys(excinfo) == ["mission_stabilise_no_contact"]
    shot = do(mission, MarkActed("kowalski", "shot"))
    with pytest.raises(MissionRefused, match="already shot") as excinfo:
        run(shot, Stabilise("kowalski", "petrova", base_contact=True))
    (spent,) = excinfo.value.verdict.violations
    assert (spent.message_key, spent.param("actions")) == ("mission_stabilise_spent", ("shot",))
    moving = advance(mission, 5)  # X-COM movement phase of turn 2
    with pytest.raises(MissionRefused, match="shooting phase") as excinfo:
        run(moving, Stabilise("kowalski", "petrova", base_contact=True))
    assert keys(excinfo) == ["mission_stabilise_wrong_phase"]
    assert excinfo.value.verdict.violations[0].param("phase") == "movement"
    with pytest.raises(MissionRefused, match="not down") as excinfo:
        run(mission, Stabilise("kowalski", "ivanov", base_contact=True))
    assert keys(excinfo) == ["mission_stabilise_not_down"]


def test_r_20_not_an_enemy_and_mis_4_not_on_the_other_sides_turn() -> None:
    mission = do(start(), Wound("sectoid", 1))
    mission = advance(mission)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("kowalski", "sectoid", base_contact=True))
    assert refused(excinfo) == ("R-20",)
    assert keys(excinfo) == ["mission_stabilise_enemy"]
    mission = _downed_petrova()
    aliens = advance_to(mission, 1, Side.aliens, "shooting")
    with pytest.raises(MissionRefused) as excinfo:
        run(aliens, Stabilise("kowalski", "petrova", base_contact=True))
    assert refused(excinfo) == ("MIS-4",)


def test_r_20_a_medkit_when_the_ruleset_needs_one(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, injury__stabilise_needs_medkit=True)
    mission = _downed_petrova(ruleset=ruleset)
    with pytest.raises(MissionRefused, match="no medkit") as excinfo:
        run(mission, Stabilise("ivanov", "petrova", base_contact=True))
    assert keys(excinfo) == ["mission_stabilise_no_medkit"]
    events = run(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert events[0].payload["medkit_item_id"] == MEDKIT
    assert (
        run(mission, Stabilise("kowalski", "petrova", True), ruleset=wargame)[0].payload[
            "medkit_item_id"
        ]
        is None
    )


def test_w_water_2_in_water_stabilisation_adds_5_turns() -> None:
    mission = _downed_petrova()
    events = run(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert events[0].payload["full"] is False
    assert events[0].payload["bleed_out_dies_at"] == 5 + WATER_STABILISE_TURNS
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    petrova = mission.state.characters["petrova"]
    assert petrova.bleed_out_dies_at == 10 and petrova.water_stabilised
    assert not petrova.stabilised
    assert {"W-WATER-2", "R-17", "R-20"} <= set(mission.log[-1].rule_ids)
    (entry,) = mission.log[-1].messages
    assert (entry.key, entry.param("turn")) == ("wg_stabilised_water", 10)
    (line,) = WARGAME.reminders(mission)
    assert [m.key for m in line] == ["wg_timer_bleed_out", "wg_timer_water_stabilised"]
    assert line[1].text == "stabilised under water once already (W-WATER-2, R-17)"


def test_r_17_a_second_stabilisation_in_open_water_adds_nothing(wargame: Ruleset) -> None:
    mission = _downed_petrova()
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("ivanov", "petrova", base_contact=True))
    assert refused(excinfo) == ("W-WATER-2", "R-17")
    assert keys(excinfo) == ["mission_water_stabilise_used"]
    assert "adds nothing" in str(excinfo.value)
    # The ruling off: each stabilisation adds 5 turns.
    lenient = with_rulings(wargame, injury__water_stabilise_once=False)
    events = run(mission, Stabilise("ivanov", "petrova", True), ruleset=lenient)
    assert events[0].payload["bleed_out_dies_at"] == 15


def test_r_17_full_stabilisation_in_air_after_a_water_one() -> None:
    mission = _downed_petrova()
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    mission = do(mission, EnterAir("petrova"))
    mission = do(mission, Stabilise("ivanov", "petrova", base_contact=True))
    assert mission.state.characters["petrova"].stabilised
    assert mission.state.characters["petrova"].bleed_out_dies_at is None


def test_r_17_once_per_down_a_new_down_gives_a_new_water_stabilisation() -> None:
    mission = _downed_petrova()
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert mission.state.characters["petrova"].water_stabilised
    # A new down resets the flag (nothing in the core revives a character, so Ivanov shows it).
    mission = do(mission, Wound("ivanov", 2), ScriptedDice([6, 6]))
    assert mission.state.characters["ivanov"].status is CharacterStatus.down
    assert not mission.state.characters["ivanov"].water_stabilised
    # Ivanov, down for the first time, may be stabilised in the water once.
    mission = advance(mission, 6)  # X-COM shooting, turn 2
    mission = do(mission, Stabilise("kowalski", "ivanov", base_contact=True))
    assert mission.state.characters["ivanov"].water_stabilised


# --------------------------------------------------------------------------------------------
# Aqualung tank


def _damaged_ivanov() -> Mission:
    return do(start(), Wound("ivanov", 1), ScriptedDice([2]))


def test_r_19_a_spare_tank_costs_the_movement_phase_and_leaves_play() -> None:
    mission = _damaged_ivanov()
    events = run(mission, ReplaceTank("ivanov", SPARE_TANK))
    assert events[0].payload["tank_item_id"] == SPARE_TANK
    assert events[0].payload["item_type"] == "spare_aqualung_tank"
    assert events[0].payload["spends"] == "movement"
    assert events[0].payload["rule_ids"] == ["W-WATER-4", "R-19"]
    mission = do(mission, ReplaceTank("ivanov", SPARE_TANK))
    ivanov = mission.state.characters["ivanov"]
    assert not ivanov.tank_damaged and ivanov.suffocates_at is None
    assert SPARE_TANK not in {i.item_id for i in ivanov.items}
    assert timers(mission.state) == ()
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("ivanov", "moved"))
    assert refused(excinfo) == ("R-19",)


def test_r_19_refusals(wargame: Ruleset) -> None:
    mission = _damaged_ivanov()
    with pytest.raises(MissionRefused, match="not damaged") as excinfo:
        run(mission, ReplaceTank("kowalski", SPARE_TANK_2))
    assert keys(excinfo) == ["mission_tank_not_damaged"]
    with pytest.raises(MissionRefused, match="does not carry") as excinfo:
        run(mission, ReplaceTank("ivanov", SPARE_TANK_2))
    assert keys(excinfo) == ["mission_no_spare_tank"]
    with pytest.raises(MissionRefused, match="not an aqualung tank") as excinfo:
        run(mission, ReplaceTank("ivanov", 15))  # the laser rifle
    assert keys(excinfo) == ["mission_not_a_tank"]
    assert excinfo.value.verdict.violations[0].param("item") == "Laser rifle"
    moved = do(mission, MarkActed("ivanov", "moved"))
    with pytest.raises(MissionRefused, match="already moved") as excinfo:
        run(moved, ReplaceTank("ivanov", SPARE_TANK))
    assert refused(excinfo) == ("R-19",)
    assert keys(excinfo) == ["mission_replace_spent"]
    shooting = advance(mission)
    with pytest.raises(MissionRefused, match="movement phase") as excinfo:
        run(shooting, ReplaceTank("ivanov", SPARE_TANK))
    (wrong,) = excinfo.value.verdict.violations
    assert (wrong.message_key, wrong.param("phase"), wrong.param("needed")) == (
        "mission_replace_wrong_phase",
        "shooting",
        "movement",
    )
    free = with_rulings(wargame, aqualung__replace_cost="free")
    events = run(shooting, ReplaceTank("ivanov", SPARE_TANK), ruleset=free)
    assert events[0].payload["spends"] is None
    after = engine.apply(shooting, events[0])
    assert "replaced_tank" not in after.state.characters["ivanov"].acted


def test_r_19_a_tank_may_cost_the_shooting_phase(wargame: Ruleset) -> None:
    shooting_cost = with_rulings(wargame, aqualung__replace_cost="shooting_phase")
    mission = advance(_damaged_ivanov())
    mission = do(mission, ReplaceTank("ivanov", SPARE_TANK), ruleset=shooting_cost)
    assert "replaced_tank" in mission.state.characters["ivanov"].acted
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("ivanov", "shot"))
    assert refused(excinfo) == ("R-19",)


def test_r_19_a_downed_character_cannot_change_its_tank() -> None:
    mission = do(start(), Wound("petrova", 1), ScriptedDice([1]))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, ReplaceTank("petrova", SPARE_TANK))
    assert "MIS-1" in refused(excinfo)


def test_r_16_air_stops_the_timer_and_leaving_restarts_the_grace() -> None:
    mission = _damaged_ivanov()  # suffocates at 5
    events = run(mission, EnterAir("ivanov"))
    assert events[0].payload == {
        "character": "ivanov",
        "timer_stopped": True,
        "rule_ids": ["R-16"],
    }
    mission = engine.apply(mission, events[0])
    ivanov = mission.state.characters["ivanov"]
    assert ivanov.in_air and ivanov.tank_damaged and ivanov.suffocates_at is None
    assert timers(mission.state) == ()
    mission = advance_to(mission, 6, Side.xcom, "movement")
    assert mission.state.characters["ivanov"].status is CharacterStatus.active
    mission = do(mission, LeaveAir("ivanov"))
    assert mission.state.characters["ivanov"].suffocates_at == 10  # turn 6 is turn 0 again
    assert mission.state.characters["ivanov"].tank_damaged
    assert mission.log[-1].rule_ids == ("R-16", "R-9")
    assert [m.key for m in mission.log[-1].messages] == ["wg_left_air", "wg_left_air_timer"]


def test_r_16_a_tank_damaged_in_air_starts_no_timer() -> None:
    mission = do(start(), EnterAir("petrova"))
    mission = do(mission, Wound("petrova", 1), ScriptedDice([]))  # no roll in air
    assert not mission.state.characters["petrova"].tank_damaged
    mission = do(mission, LeaveAir("petrova"))
    assert mission.state.characters["petrova"].suffocates_at is None
    assert mission.log[-1].rule_ids == ("R-16",)


def test_r_16_refusals() -> None:
    ground = start("ground")
    with pytest.raises(MissionRefused) as excinfo:
        run(ground, EnterAir("petrova"))
    assert refused(excinfo) == ("R-16",)
    assert keys(excinfo) == ["mission_not_underwater"]
    with pytest.raises(MissionRefused) as excinfo:
        run(ground, LeaveAir("petrova"))
    assert "R-16" in refused(excinfo)
    mission = start()
    with pytest.raises(MissionRefused, match="not in an air pocket") as excinfo:
        run(mission, LeaveAir("petrova"))
    assert keys(excinfo) == ["mission_not_in_air"]
    mission = do(mission, EnterAir("petrova"))
    with pytest.raises(MissionRefused, match="already in an air pocket") as excinfo:
        run(mission, EnterAir("petrova"))
    assert keys(excinfo) == ["mission_already_in_air"]


def test_r_16_a_downed_character_may_be_carried_into_air() -> None:
    mission = do(start(), Wound("petrova", 1), ScriptedDice([1]))
    mission = do(mission, EnterAir("petrova"))
    petrova = mission.state.characters["petrova"]
    assert petrova.in_air and petrova.suffocates_at is None
    assert [v.kind for v in timers(mission.state)] == [TimerKind.bleed_out]
