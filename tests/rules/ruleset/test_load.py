"""Ruleset loading: the bundled files, what a user's file may leave out, immutable values."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tests.helpers.rulesets import BOARDGAME_PATH, MINIMAL, RULESETS_DIR, WARGAME_PATH
from xcom_manager.rules.ruleset import (
    Environment,
    ItemKind,
    Ruleset,
    load_ruleset,
    load_rulesets,
    parse_ruleset,
)

# ---------------------------------------------------------------------------------------------
# The bundled rulesets


@pytest.mark.parametrize("path", [WARGAME_PATH, BOARDGAME_PATH], ids=["wargame", "boardgame"])
def test_bundled_ruleset_loads(path: Path) -> None:
    ruleset = load_ruleset(path)
    assert ruleset.source == path.name
    assert ruleset.id == path.stem
    assert ruleset.system == path.stem
    assert ruleset.ranks[0] == "Rookie"
    assert set(ruleset.soldier_classes) == {
        "infantry",
        "assault",
        "heavy",
        "machine_gunner",
        "support",
        "sniper",
    }
    assert ruleset.slot_keys == ("large", "small", "backpack")
    assert ruleset.items and ruleset.species
    for item in ruleset.items.values():
        assert item.slot in ruleset.slot_keys
        assert item.icon.endswith(".svg")
        for target in item.ammo_for:
            assert target in ruleset.items
    for soldier_class in ruleset.soldier_classes.values():
        assert soldier_class.default_unit_type in ruleset.unit_types
        assert tuple(soldier_class.default_stats) == ruleset.stat_keys


def test_load_rulesets_finds_both_bundled_files() -> None:
    assert [r.id for r in load_rulesets(RULESETS_DIR)] == ["boardgame", "wargame"]


def test_wargame_stat_line_ranks_and_save(wargame: Ruleset) -> None:
    assert wargame.stat_keys == ("WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv")
    assert wargame.wounds_stat == "W"
    assert (wargame.stat("Sv").minimum, wargame.stat("Sv").maximum) == (2, 7)
    assert wargame.ranks == (
        "Rookie",
        "Squaddie",
        "Corporal",
        "Sergeant",
        "Lieutenant",
        "Captain",
        "Major",
        "Colonel",
    )


def test_boardgame_stat_line_and_health(boardgame: Ruleset) -> None:
    assert boardgame.stat_keys == (
        "Movement",
        "Melee",
        "ShootShort",
        "ShootLong",
        "RangeShort",
        "RangeLong",
        "Defence",
        "Health",
    )
    assert boardgame.wounds_stat == "Health"
    # M-CX-4: a Hero's Health is normally 8.
    assert {c.default_stats["Health"] for c in boardgame.soldier_classes.values()} == {8}


def test_wargame_unit_types_follow_w_jump(wargame: Ruleset) -> None:
    types = wargame.unit_types
    assert {t.name for t in types.values()} == {
        "Infantry",
        "Jump Infantry",
        "Jet Pack Infantry",
        "Bike",
        "Cavalry",
        "Walker",
        "Monstrous Creature",
        "Flying Monstrous Creature",
        "Vehicle",
    }
    # W-JUMP-9: who may climb.
    assert {k for k, t in types.items() if t.can_climb} == {
        "infantry",
        "jet_pack_infantry",
        "jump_infantry",
        "monstrous_creature",
        "flying_monstrous_creature",
        "walker",
    }
    # W-JUMP-3: bikes, walkers and cavalry need a run-up.
    assert {k for k, t in types.items() if t.needs_run_up} == {"bike", "walker", "cavalry"}
    for unit_type in types.values():
        assert tuple(unit_type.slots) == wargame.slot_keys


def test_wargame_catalogue_covers_every_kind_and_environment(wargame: Ruleset) -> None:
    items = wargame.items
    assert {i.kind for i in items.values()} == set(ItemKind)
    assert {i.environment for i in items.values() if i.kind is ItemKind.weapon} == set(Environment)
    assert items["laser_rifle"].environment is Environment.ground
    assert not items["laser_rifle"].works_underwater  # W-WATER-1
    assert items["gauss_rifle"].environment is Environment.underwater
    assert items["dart_gun"].environment is Environment.mixed
    assert items["medkit"].charges is not None
    assert items["spare_aqualung_tank"].kind is ItemKind.aqualung_tank
    ammo = [i for i in items.values() if i.kind is ItemKind.ammo]
    assert ammo and all(i.ammo_for for i in ammo)
    icons = {i.icon for i in items.values()}
    assert icons == {
        "weapon_large.svg",
        "weapon_small.svg",
        "ammo.svg",
        "medkit.svg",
        "grenade.svg",
        "aqualung.svg",
        "equipment.svg",
    }


def test_species_breathing(wargame: Ruleset) -> None:
    species = wargame.species
    assert {"sectoid", "floater", "muton", "chryssalid", "aquatoid", "lobsterman"} <= set(species)
    assert species["sectoid"].breathes_air
    assert not species["aquatoid"].breathes_air
    assert species["floater"].unit_type == "jet_pack_infantry"


# ---------------------------------------------------------------------------------------------
# A user's ruleset and the values it makes


def test_non_weapon_items_get_default_environment_and_icon() -> None:
    text = MINIMAL + '\n[items.kit]\nname = "Kit"\nkind = "medkit"\nslot = "hand"\n'
    item = parse_ruleset(text, "mini.toml").items["kit"]
    assert item.environment is Environment.mixed
    assert item.icon == "medkit.svg"
    assert item.charges is None and item.ammo_for == ()


def test_r_4_item_size_defaults_to_its_slots_size_and_may_be_given(wargame: Ruleset) -> None:
    """R-4 / INV-2: an item's ``size`` (0..3) defaults to 0 for an item whose slot is of size
    "small" and to 1 for "large" (the backpack too); a file may give it."""
    assert wargame.items["laser_pistol"].size == 0
    assert wargame.items["laser_rifle"].size == 1
    assert wargame.items["rocket"].size == 1  # calls for the backpack, a large-size slot
    text = WARGAME_PATH.read_text(encoding="utf-8").replace(
        '[items.heavy_plasma]\nname = "Heavy plasma"',
        '[items.heavy_plasma]\nname = "Heavy plasma"\nsize = 2',
    )
    assert parse_ruleset(text, "heavy.toml").items["heavy_plasma"].size == 2
    mini = MINIMAL + '\n[items.kit]\nname = "Kit"\nkind = "medkit"\nslot = "hand"\nsize = 0\n'
    assert parse_ruleset(mini, "mini.toml").items["kit"].size == 0


def test_ruleset_is_immutable(wargame: Ruleset) -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        wargame.name = "Other"  # type: ignore[misc]
    with pytest.raises(TypeError):
        wargame.items["laser_rifle"] = wargame.items["laser_pistol"]  # type: ignore[index]
    with pytest.raises(TypeError):
        wargame.rulings["fall.min_ap"] = 2  # type: ignore[index]
    with pytest.raises(TypeError):
        wargame.unit_types["bike"].slots["large"] = 5  # type: ignore[index]
    with pytest.raises(TypeError):
        wargame.soldier_classes["heavy"].default_stats["S"] = 9  # type: ignore[index]
    assert isinstance(wargame.stats, tuple) and isinstance(wargame.ranks, tuple)
    assert hash(wargame.unit_types["bike"]) == hash(wargame.unit_types["bike"])
