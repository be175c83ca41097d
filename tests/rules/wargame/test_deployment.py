"""The squad check before deployment (issue 11, deliverable 7; MIS-12): what will not work on
the mission, as warnings, soldier by soldier (W-WATER-1, W-HAND-3 with R-4, R-9), and a plan
without aliens (MIS-12); the board game checks the aliens only."""

from __future__ import annotations

from tests.helpers.rulesets import BOARDGAME_PATH, WARGAME_PATH
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import AlienPick, MissionPlan, SquadMember
from xcom_manager.rules.ruleset import load_ruleset

WARGAME = find_system("wargame")
RULESET = load_ruleset(WARGAME_PATH)


def member(name: str, *items: tuple[str, str], soldier_id: int = 1) -> SquadMember:
    """A rifleman carrying ``items`` as (item type, slot), one position each."""
    return SquadMember(
        soldier_id,
        name,
        "infantry",
        "infantry",
        {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5},
        1,
        tuple((soldier_id * 10 + k, t, slot, 0) for k, (t, slot) in enumerate(items)),
    )


def warnings_of(*squad: SquadMember, environment: str = "ground", aliens: int = 1) -> list:  # type: ignore[type-arg]
    plan = MissionPlan(
        "Check",
        squad,
        (AlienPick("sectoid", aliens),) if aliens else (),
        {"environment": environment},
    )
    return [
        (w.rule_id, w.message_key, w.param("soldier")) for w in WARGAME.plan_warnings(RULESET, plan)
    ]


def test_mis_12_a_squad_that_can_fight_deploys_without_a_word() -> None:
    assert warnings_of(member("Petrova", ("laser_rifle", "large"))) == []
    assert (
        warnings_of(
            member("Petrova", ("gauss_rifle", "large"), ("spare_aqualung_tank", "backpack")),
            environment="underwater",
        )
        == []
    )


def test_w_hand_3_a_soldier_with_no_working_weapon_is_warned() -> None:
    unarmed = member("Okafor")
    misplaced = member("Lind", ("laser_rifle", "backpack"), soldier_id=2)  # out of its slot
    found = warnings_of(unarmed, misplaced)
    assert ("W-HAND-3", "deploy_no_working_weapon", "Okafor") in found
    assert ("W-HAND-3", "deploy_no_working_weapon", "Lind") in found


def test_w_water_1_ground_weapons_under_water_and_r_9_no_spare_tank() -> None:
    found = warnings_of(member("Petrova", ("laser_rifle", "large")), environment="underwater")
    assert found == [
        ("W-WATER-1", "ground_weapon_underwater", "Petrova"),
        ("W-HAND-3", "deploy_no_working_weapon", "Petrova"),
        ("R-9", "deploy_no_spare_tank", "Petrova"),
    ]


def test_mis_12_no_aliens_planned_in_either_system() -> None:
    armed = member("Petrova", ("laser_rifle", "large"))
    assert warnings_of(armed, aliens=0) == [("MIS-12", "deploy_no_aliens", None)]
    plan = MissionPlan("Board", (armed,), ())
    found = find_system("boardgame").plan_warnings(load_ruleset(BOARDGAME_PATH), plan)
    assert [w.rule_id for w in found] == ["MIS-12"]
