"""Weapon profiles, vehicle armour and invulnerable saves in a ruleset (M-SHOOT-1, M-CC-1,
R-22, M-SAVE-1): read from the file with their defaults, and every mistake names its key."""

from __future__ import annotations

import pytest

from tests.helpers.rulesets import MINIMAL
from tests.rules.ruleset.support import line_at, refused
from xcom_manager.rules.ruleset import (
    Ruleset,
    VehicleArmour,
    WeaponProfile,
    WeaponType,
    parse_ruleset,
)

WEAPON = """
[items.rifle]
name = "Rifle"
kind = "weapon"
slot = "hand"
environment = "ground"
profile = {profile}
"""

VEHICLES = """
[unit_types.walker]
name = "Walker"
can_climb = true
needs_run_up = true
can_fly = false
slots = { hand = 2 }

[unit_types.tank]
name = "Tank"
can_climb = false
needs_run_up = false
can_fly = false
slots = { hand = 1 }
vehicle = true
"""


def _with_profile(profile: str) -> str:
    return MINIMAL + WEAPON.replace("{profile}", profile)


def test_bundled_weapons_have_the_profiles_of_m_shoot_1_and_m_cc_1(wargame: Ruleset) -> None:
    rifle = wargame.items["laser_rifle"].profile
    assert rifle == WeaponProfile(WeaponType.rapid_fire, 24, 4, 5, 1)
    assert wargame.items["heavy_plasma"].profile == WeaponProfile(WeaponType.heavy, 36, 7, 2, 3)
    stun_rod = wargame.items["stun_rod"].profile
    assert stun_rod is not None and stun_rod.type is WeaponType.melee
    assert stun_rod.strength is None  # M-CC-1: the attacker's own Strength
    assert all(item.profile is not None for item in wargame.items.values() if item.kind == "weapon")


def test_rapid_fire_shoots_twice_within_half_range_m_shoot_1(wargame: Ruleset) -> None:
    rifle = wargame.items["laser_rifle"].profile
    assert rifle is not None
    assert (rifle.shots_at(12), rifle.shots_at(12.5), rifle.shots_at(24)) == (2, 1, 1)
    heavy = wargame.items["heavy_plasma"].profile
    assert heavy is not None and heavy.shots_at(3) == 3


def test_walker_and_vehicle_are_vehicles_with_armour_r_22(wargame: Ruleset) -> None:
    assert wargame.unit_types["walker"].vehicle and wargame.unit_types["vehicle"].vehicle
    assert not wargame.unit_types["infantry"].vehicle
    assert wargame.unit_types["walker"].armour == VehicleArmour(12, 12, 10)
    assert wargame.species["sectopod"].armour == VehicleArmour(13, 12, 11)
    assert wargame.species["ethereal"].invulnerable_save == 4


def test_a_file_without_the_vehicle_flag_takes_the_r_22_default() -> None:
    ruleset = parse_ruleset(MINIMAL + VEHICLES, "vehicles.toml")
    walker, tank = ruleset.unit_types["walker"], ruleset.unit_types["tank"]
    assert walker.vehicle and walker.armour == VehicleArmour(10, 10, 10)
    assert tank.vehicle and tank.armour == VehicleArmour(10, 10, 10)
    assert not ruleset.unit_types["infantry"].vehicle
    assert ruleset.unit_types["infantry"].armour is None


def test_a_weapon_without_a_profile_still_loads() -> None:
    text = MINIMAL + WEAPON.replace("profile = {profile}\n", "")
    assert parse_ruleset(text, "old.toml").items["rifle"].profile is None


@pytest.mark.parametrize(
    ("profile", "key", "problem"),
    [
        ('{ type = "laser" }', "items.rifle.profile.type", "must be one of"),
        ('{ type = "rapid_fire", strength = 4 }', "items.rifle.profile", "needs a range"),
        ('{ type = "rapid_fire", range = 24 }', "items.rifle.profile", "needs a strength"),
        ('{ type = "heavy", range = 36, strength = 5 }', "items.rifle.profile", "needs shots"),
        (
            '{ type = "pistol", range = 12, strength = 3, shots = 2 }',
            "items.rifle.profile.shots",
            "only assault and heavy",
        ),
        ('{ type = "melee", range = 1 }', "items.rifle.profile.range", "no range"),
        (
            '{ type = "assault", range = 0, strength = 3, shots = 1 }',
            "items.rifle.profile.range",
            "",
        ),
        (
            '{ type = "assault", range = 9, strength = 11, shots = 1 }',
            "items.rifle.profile.strength",
            "",
        ),
        (
            '{ type = "assault", range = 9, strength = 3, ap = 0, shots = 1 }',
            "items.rifle.profile.ap",
            "",
        ),
        ('{ type = "melee", reach = 2 }', "items.rifle.profile.reach", "unknown key"),
        ('"rapid fire"', "items.rifle.profile", "table"),
    ],
)
def test_a_bad_profile_names_its_key(profile: str, key: str, problem: str) -> None:
    text = _with_profile(profile)
    error = refused(text)
    assert error.key == key
    assert problem in error.problem
    assert "profile" in line_at(text, error.line)


def test_only_a_weapon_has_a_profile() -> None:
    text = _with_profile('{ type = "melee" }').replace('kind = "weapon"', 'kind = "equipment"')
    error = refused(text)
    assert error.key == "items.rifle.profile"
    assert "only items of kind 'weapon'" in error.problem


def test_armour_on_a_non_vehicle_is_refused_r_22() -> None:
    text = MINIMAL.replace(
        "slots = { hand = 2 }",
        "slots = { hand = 2 }\narmour = { front = 10, side = 10, rear = 10 }",
    )
    error = refused(text)
    assert error.key == "unit_types.infantry.armour"
    assert "R-22" in error.problem


@pytest.mark.parametrize(
    ("armour", "key"),
    [
        ("{ front = 12, side = 11 }", "unit_types.tank.armour"),
        ("{ front = 12, side = 11, rear = 0 }", "unit_types.tank.armour.rear"),
        ("{ front = 12, side = 11, rear = 10, top = 9 }", "unit_types.tank.armour.top"),
    ],
)
def test_a_bad_armour_value_names_its_key(armour: str, key: str) -> None:
    text = MINIMAL + VEHICLES + f"armour = {armour}\n"
    assert refused(text).key == key


@pytest.mark.parametrize("value", ["1", "7", '"4+"'])
def test_an_invulnerable_save_is_a_d6_score_m_save_1(value: str) -> None:
    text = MINIMAL.replace(
        "slots = { hand = 2 }", f"slots = {{ hand = 2 }}\ninvulnerable_save = {value}"
    )
    assert refused(text).key == "unit_types.infantry.invulnerable_save"


@pytest.mark.parametrize(
    ("rulings", "key"),
    [
        ('[rulings.saves]\nmode = "all"\n', "rulings.saves.mode"),
        (
            "[rulings.shooting]\nto_hit_by_bs = { bs1 = 6, bs2 = 5 }\n",
            "rulings.shooting.to_hit_by_bs",
        ),
        (
            "[rulings.close_combat]\nto_hit_by_ws = { higher = 1, equal = 4, half_or_less = 5 }\n",
            "rulings.close_combat.to_hit_by_ws.higher",
        ),
    ],
)
def test_bad_combat_rulings_name_their_key(rulings: str, key: str) -> None:
    assert refused(MINIMAL + rulings).key == key
