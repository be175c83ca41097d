"""Planning a wargame mission (app rule MIS-7: a plan names what the ruleset knows): the squad
with its stats, wounds and kit, the aliens numbered by species, X-COM first."""

from __future__ import annotations

import pytest

from tests.helpers.wargame import SYSTEM
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.system import AlienPick, MissionPlan, MissionRefused, SquadMember
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.state import Side

SQUAD = (
    SquadMember(
        7,
        "Sgt. Petrova",
        "infantry",
        "infantry",
        {"W": 2, "I": 3},
        wounds=1,
        items=((11, "gauss_rifle", "large", 0),),
    ),
)


def test_a_plan_makes_the_setup(wargame: Ruleset) -> None:
    plan = MissionPlan(
        "Deep Blue",
        SQUAD,
        (AlienPick("sectoid", 2), AlienPick("muton")),
        {"environment": "underwater"},
    )
    setup = SYSTEM.plan(wargame, plan)
    assert (setup.name, setup.environment, setup.first_side) == (
        "Deep Blue",
        "underwater",
        Side.xcom,
    )
    petrova, *aliens = setup.characters
    assert (petrova.id, petrova.soldier_id, petrova.side, petrova.breathes_air) == (
        "s7",
        7,
        Side.xcom,
        True,
    )
    assert (petrova.wounds, petrova.stats) == (1, {"W": 2, "I": 3})
    assert petrova.items == (CarriedItem(11, "gauss_rifle", "large", 0),)
    assert [(a.id, a.name, a.species, a.wounds) for a in aliens] == [
        ("a1", "Sectoid 1", "sectoid", 1),
        ("a2", "Sectoid 2", "sectoid", 1),
        ("a3", "Muton", "muton", 2),
    ]
    assert aliens[2].stats == dict(wargame.species["muton"].stats)
    assert SYSTEM.setup_name(setup) == "Deep Blue"
    mission = engine.start(SYSTEM, setup, wargame)
    assert mission.state.characters["a3"].wounds == 2


def test_a_plan_is_fought_on_the_ground_unless_told(wargame: Ruleset) -> None:
    assert SYSTEM.plan(wargame, MissionPlan("Raid", SQUAD)).environment == "ground"


def test_mis_7_an_environment_and_species_the_ruleset_knows(wargame: Ruleset) -> None:
    plan = MissionPlan(
        "Raid",
        SQUAD,
        (AlienPick("grey"), AlienPick("sectoid"), AlienPick("deep_one")),
        {"environment": "space"},
    )
    with pytest.raises(MissionRefused) as excinfo:
        SYSTEM.plan(wargame, plan)
    assert excinfo.value.rule_ids == ("MIS-7",)
    environment, species = excinfo.value.verdict.violations
    assert (environment.message_key, dict(environment.params)) == (
        "mission_plan_environment",
        {"environment": "space"},
    )
    assert environment.text == (
        "A wargame mission is fought on the ground or under water, not 'space'."
    )
    assert (species.message_key, dict(species.params)) == (
        "mission_plan_species",
        {"species": "deep_one, grey", "ruleset": wargame.name},
    )
    assert species.text == f"deep_one, grey: not a species of the ruleset {wargame.name}."
