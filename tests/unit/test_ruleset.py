"""Ruleset loading: the bundled files, defaults of the rulings, and refusal of bad files."""

from __future__ import annotations

import dataclasses
import pickle
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.unit.conftest import BOARDGAME_PATH, MINIMAL, RULESETS_DIR, WARGAME_PATH
from xcom_manager.rules.ruleset import (
    COMBAT_FACE_NAMES,
    RULING_DEFAULTS,
    RULING_RULE_IDS,
    Environment,
    ItemKind,
    Ruleset,
    RulesetError,
    RulesetSyntaxError,
    load_ruleset,
    load_rulesets,
    parse_ruleset,
)

#: Every ruling key of RULES.md with the default RULES.md gives it.
RULES_MD_DEFAULTS = {
    "test.auto_fail": 6,  # M-TEST-1
    "test.auto_pass": 1,  # M-TEST-1
    "handoff.same_class_key": "soldier_class",
    "handoff.both_spend_phase": True,
    "handoff.allow_unusable_carry": True,
    "fall.min_ap": 1,
    "injury.bleed_out_turns": 3,
    "aqualung.grace_turns": 3,
    "aqualung.roll_per": "wound",
    "grid.adjacency": 8,
    "injury.water_stabilise_once": True,
    "board.sprint_rounding": "down",
    "aqualung.replace_cost": "movement_phase",
    "injury.stabilise_needs_medkit": False,
}

WARGAME_TEXT = WARGAME_PATH.read_text(encoding="utf-8")


def _refused(text: str, source: str = "bad.toml") -> RulesetError:
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(text, source)
    return caught.value


def _line(text: str, number: int | None) -> str:
    assert number is not None, "the error must name a line"
    return text.splitlines()[number - 1]


def _replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"{old!r} must occur once in the fixture text"
    return text.replace(old, new)


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
# Rulings


def test_every_rules_md_ruling_has_its_default() -> None:
    assert {k: v for k, v in RULING_DEFAULTS.items() if k != "combat.faces"} == (RULES_MD_DEFAULTS)
    faces = RULING_DEFAULTS["combat.faces"]
    assert isinstance(faces, tuple)
    assert sum(count for _, count in faces) == 12
    assert set(RULING_RULE_IDS) == set(RULING_DEFAULTS)


@pytest.mark.parametrize("path", [WARGAME_PATH, BOARDGAME_PATH], ids=["wargame", "boardgame"])
def test_bundled_file_spells_out_every_ruling_with_its_default(path: Path) -> None:
    raw = tomllib.loads(path.read_text(encoding="utf-8"))["rulings"]
    written = {f"{group}.{key}" for group, table in raw.items() for key in table}
    assert written == set(RULING_DEFAULTS)
    ruleset = load_ruleset(path)
    assert dict(ruleset.rulings) == dict(RULING_DEFAULTS)
    for key, default in RULES_MD_DEFAULTS.items():
        assert ruleset.ruling(key) == default


def test_bundled_file_cites_the_rule_id_of_each_ruling() -> None:
    """Each ruling line (or the comment just above it) names its rule ID."""
    for path in (WARGAME_PATH, BOARDGAME_PATH):
        lines = path.read_text(encoding="utf-8").splitlines()
        for key, rule_id in RULING_RULE_IDS.items():
            name = key.split(".", 1)[1]
            at = next(i for i, line in enumerate(lines) if line.startswith(f"{name} ="))
            assert rule_id in lines[at] or rule_id in lines[at - 1], (path.name, key)


def test_minimal_user_ruleset_gets_default_rulings() -> None:
    ruleset = parse_ruleset(MINIMAL, "mini.toml")
    assert dict(ruleset.rulings) == dict(RULING_DEFAULTS)
    assert ruleset.items == {} and ruleset.species == {}
    assert ruleset.wounds_stat == "W"
    assert ruleset.unit_types["infantry"].slots == {"hand": 2}
    assert len(ruleset.combat_die()) == 12


def test_a_ruling_given_overrides_only_itself() -> None:
    text = MINIMAL + '\n[rulings.handoff]\nsame_class_key = "unit_type"\n'
    ruleset = parse_ruleset(text, "mini.toml")
    assert ruleset.ruling("handoff.same_class_key") == "unit_type"
    assert ruleset.ruling("handoff.both_spend_phase") is True
    assert ruleset.ruling("injury.bleed_out_turns") == 3


def test_dotted_ruling_keys_are_located_too() -> None:
    text = MINIMAL + '\n[rulings]\nhandoff.same_class_key = "class"\n'
    error = _refused(text)
    assert error.key == "rulings.handoff.same_class_key"
    assert _line(text, error.line).startswith("handoff.same_class_key")


def test_unknown_ruling_key_is_a_programming_error(wargame: Ruleset) -> None:
    with pytest.raises(KeyError):
        wargame.ruling("handoff.no_such_thing")


def test_combat_die_expands_the_faces() -> None:
    text = MINIMAL + "\n[rulings.combat]\nfaces = { blank = 6, hit = 6 }\n"
    ruleset = parse_ruleset(text, "mini.toml")
    assert ruleset.combat_die() == ("blank",) * 6 + ("hit",) * 6


@given(st.dictionaries(st.sampled_from(COMBAT_FACE_NAMES), st.integers(0, 12)))
def test_combat_faces_accepted_exactly_when_they_sum_to_12(counts: dict[str, int]) -> None:
    """R-12 / M-CX-1: the Combat die has twelve faces."""
    inline = ", ".join(f"{k} = {v}" for k, v in counts.items())
    text = MINIMAL + f"\n[rulings.combat]\nfaces = {{ {inline} }}\n"
    if sum(counts.values()) == 12:
        die = parse_ruleset(text, "mini.toml").combat_die()
        assert len(die) == 12
        assert all(die.count(face) == counts.get(face, 0) for face in COMBAT_FACE_NAMES)
    else:
        error = _refused(text)
        assert error.key == "rulings.combat.faces"
        assert "12" in error.problem


@given(st.integers(-5, 15), st.integers(-5, 15))
def test_default_stats_accepted_exactly_within_bounds(bs: int, w: int) -> None:
    text = MINIMAL.replace(
        "default_stats = { BS = 3, W = 1 }", f"default_stats = {{ BS = {bs}, W = {w} }}"
    )
    if 1 <= bs <= 10 and 1 <= w <= 3:
        ruleset = parse_ruleset(text, "mini.toml")
        assert ruleset.soldier_classes["grunt"].default_stats == {"BS": bs, "W": w}
    else:
        error = _refused(text)
        assert error.key in {
            "soldier_classes.grunt.default_stats.BS",
            "soldier_classes.grunt.default_stats.W",
        }
        assert "must be between" in error.problem
        assert _line(text, error.line).startswith("default_stats")


# ---------------------------------------------------------------------------------------------
# Malformed files: each names the file, the key, the line and the problem

MALFORMED = [
    pytest.param(
        (
            'environment = "underwater"\nicon = "weapon_large.svg"\n\n[items.gauss_pistol]',
            'environment = "land"\nicon = "weapon_large.svg"\n\n[items.gauss_pistol]',
        ),
        "items.gauss_rifle.environment",
        'environment = "land"',
        "must be one of ground, underwater, mixed, not 'land'",
        id="bad-enum-environment",
    ),
    pytest.param(
        ('name = "Laser rifle"', 'nmae = "Laser rifle"'),
        "items.laser_rifle.nmae",
        "nmae =",
        "unknown key 'nmae'",
        id="unknown-key",
    ),
    pytest.param(
        ("[rulings.grid]", "[rulings.gird]"),
        "rulings.gird",
        "[rulings.gird]",
        "unknown key 'gird'",
        id="unknown-ruling-group",
    ),
    pytest.param(
        ("adjacency = 8 ", 'adjacency = "8" '),
        "rulings.grid.adjacency",
        "adjacency =",
        "must be a whole number, not a string ('8')",
        id="wrong-type-string-for-int",
    ),
    pytest.param(
        ("both_spend_phase = true", "both_spend_phase = 1"),
        "rulings.handoff.both_spend_phase",
        "both_spend_phase =",
        "must be true or false, not an integer (1)",
        id="wrong-type-int-for-bool",
    ),
    pytest.param(
        ('same_class_key = "soldier_class"', 'same_class_key = "class"'),
        "rulings.handoff.same_class_key",
        "same_class_key =",
        "must be one of soldier_class, unit_type, not 'class'",
        id="bad-enum-ruling",
    ),
    pytest.param(
        ('sprint_rounding = "down"', 'sprint_rounding = "nearest"'),
        "rulings.board.sprint_rounding",
        "sprint_rounding =",
        "must be one of down, up",
        id="bad-enum-sprint-rounding",
    ),
    pytest.param(
        ('system = "wargame"\n', 'system = "skirmish"\n'),
        "ruleset.system",
        "system =",
        "must be one of wargame, boardgame, not 'skirmish'",
        id="bad-system",
    ),
    pytest.param(
        ('ammo_for = ["sniper_rifle"]', 'ammo_for = ["snipper_rifle"]'),
        "items.sniper_rounds.ammo_for",
        "ammo_for =",
        "unknown item 'snipper_rifle'",
        id="dangling-ammo-for",
    ),
    pytest.param(
        (
            '[soldier_classes.heavy]\nname = "Heavy"\ndefault_unit_type = "infantry"',
            '[soldier_classes.heavy]\nname = "Heavy"\ndefault_unit_type = "tank"',
        ),
        "soldier_classes.heavy.default_unit_type",
        'default_unit_type = "tank"',
        "not 'tank'",
        id="dangling-unit-type",
    ),
    pytest.param(
        (
            '[items.stun_rod]\nname = "Stun rod"\nkind = "weapon"\nslot = "small"',
            '[items.stun_rod]\nname = "Stun rod"\nkind = "weapon"\nslot = "belt"',
        ),
        "items.stun_rod.slot",
        'slot = "belt"',
        "must be one of large, small, backpack, not 'belt'",
        id="dangling-slot",
    ),
    pytest.param(
        ('unit_type = "walker"', 'unit_type = "tripod"'),
        "species.sectopod.unit_type",
        'unit_type = "tripod"',
        "not 'tripod'",
        id="dangling-species-unit-type",
    ),
    pytest.param(
        ("WS = 2, BS = 4,", "WS = 2, BS = 11,"),
        "soldier_classes.sniper.default_stats.BS",
        "default_stats =",
        "must be between 1 and 10, not 11",
        id="stat-out-of-bounds",
    ),
    pytest.param(
        ("Ld = 10, Sv = 2 }", "Ld = 10, Sv = 1 }"),
        "species.sectopod.stats.Sv",
        "stats =",
        "must be between 2 and 7, not 1",
        id="save-out-of-bounds",
    ),
    pytest.param(
        ("WS = 2, BS = 4,", "WS = 2, BS = 4, Luck = 3,"),
        "soldier_classes.sniper.default_stats.Luck",
        "default_stats =",
        "unknown key 'Luck'",
        id="unknown-stat",
    ),
    pytest.param(
        ("WS = 2, BS = 4,", "WS = 2,"),
        "soldier_classes.sniper.default_stats",
        "default_stats =",
        "missing stat 'BS'",
        id="missing-stat",
    ),
    pytest.param(
        ("shield = 2, double_shield = 1 }", "shield = 3, double_shield = 1 }"),
        "rulings.combat.faces",
        "faces =",
        "must add up to 12",
        id="combat-faces-not-12",
    ),
    pytest.param(
        ("\nformat_version = 1\n", "\nformat_version = 2\n"),
        "format_version",
        "format_version = 2",
        "reads format_version 1, not 2",
        id="wrong-format-version",
    ),
    pytest.param(
        (
            '[stats.Sv]\nlabel = "Armour Save"\nmin = 2\nmax = 7',
            '[stats.Sv]\nlabel = "Armour Save"\nmin = 7\nmax = 2',
        ),
        "stats.Sv.max",
        "max = 2",
        "must not be below min (7)",
        id="max-below-min",
    ),
    pytest.param(
        (
            '[items.medkit]\nname = "Medi-kit"\nkind = "medkit"',
            '[items.medkit]\nname = "Medi-kit"\nkind = "medkit"\nammo_for = ["laser_rifle"]',
        ),
        "items.medkit.ammo_for",
        "ammo_for =",
        "only items of kind 'ammo'",
        id="ammo-for-on-non-ammo",
    ),
    pytest.param(
        (
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "weapon"',
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "gun"',
        ),
        "items.laser_rifle.kind",
        'kind = "gun"',
        "must be one of weapon, ammo, medkit, grenade, equipment, aqualung_tank, not 'gun'",
        id="bad-item-kind",
    ),
    pytest.param(
        ('charges = 3\nicon = "medkit.svg"', 'charges = 0\nicon = "medkit.svg"'),
        "items.medkit.charges",
        "charges = 0",
        "must be between 1 and 999, not 0",
        id="zero-charges",
    ),
    pytest.param(
        ('icon = "medkit.svg"', 'icon = "../medkit.png"'),
        "items.medkit.icon",
        "icon =",
        "plain .svg file name",
        id="bad-icon",
    ),
    pytest.param(
        ("bleed_out_turns = 3", "bleed_out_turns = 0"),
        "rulings.injury.bleed_out_turns",
        "bleed_out_turns =",
        "must be between 1 and 99, not 0",
        id="ruling-out-of-range",
    ),
    pytest.param(
        ("auto_pass = 1", "auto_pass = 6"),
        "rulings.test.auto_pass",
        "auto_pass =",
        "must differ from test.auto_fail",
        id="auto-pass-equals-auto-fail",
    ),
    pytest.param(
        ("[species.muton]", "[species.Muton]"),
        "species.Muton",
        "[species.Muton]",
        "not a valid name",
        id="bad-entry-name",
    ),
]


@pytest.mark.parametrize(("edit", "key", "line_text", "problem"), MALFORMED)
def test_malformed_wargame_file_is_refused_with_location(
    edit: tuple[str, str], key: str, line_text: str, problem: str
) -> None:
    text = _replace_once(WARGAME_TEXT, *edit)
    error = _refused(text, "house_rules.toml")
    assert isinstance(error, ValueError)
    assert error.source == "house_rules.toml"
    assert error.key == key
    assert problem in error.problem
    assert _line(text, error.line).strip().startswith(line_text)
    assert str(error) == f"house_rules.toml:{error.line}: {key}: {error.problem}"


def test_syntax_error_gives_line_from_the_toml_parser() -> None:
    text = _replace_once(WARGAME_TEXT, "[slots.small]", "[slots.small")
    error = _refused(text, "house_rules.toml")
    assert isinstance(error, RulesetSyntaxError)
    assert error.key is None
    assert _line(text, error.line) == "[slots.small"
    assert error.problem.startswith("not valid TOML: ")
    assert str(error) == f"house_rules.toml:{error.line}: {error.problem}"


def test_duplicate_key_is_a_syntax_error() -> None:
    text = MINIMAL.replace('name = "Mini"', 'name = "Mini"\nname = "Again"')
    error = _refused(text)
    assert isinstance(error, RulesetSyntaxError)
    assert error.line == MINIMAL.splitlines().index('name = "Mini"') + 2


@pytest.mark.parametrize("table", ["ruleset", "stats", "slots", "unit_types", "soldier_classes"])
def test_missing_required_table(table: str) -> None:
    doc_lines = MINIMAL.splitlines()
    kept: list[str] = []
    skipping = False
    for line in doc_lines:
        if line.startswith("["):
            skipping = line.strip("[]").split(".")[0] == table
        if not skipping:
            kept.append(line)
    error = _refused("\n".join(kept) + "\n")
    assert error.key == table
    assert f"[{table}] is missing" in error.problem


def test_missing_required_key_points_at_its_table() -> None:
    text = MINIMAL.replace('name = "Grunt"\n', "")
    error = _refused(text)
    assert error.key == "soldier_classes.grunt"
    assert "missing required key 'name'" in error.problem
    assert _line(text, error.line) == "[soldier_classes.grunt]"


def test_missing_format_version() -> None:
    error = _refused(MINIMAL.replace("format_version = 1\n", ""))
    assert error.key == "format_version"
    assert "format_version = 1" in error.problem


def test_unknown_top_level_table() -> None:
    text = MINIMAL + "\n[weapons.laser]\nname = 'x'\n"
    error = _refused(text)
    assert error.key == "weapons"
    assert "unknown key 'weapons'" in error.problem
    assert _line(text, error.line) == "[weapons.laser]"


def test_weapon_needs_an_environment() -> None:
    text = MINIMAL + '\n[items.rifle]\nname = "Rifle"\nkind = "weapon"\nslot = "hand"\n'
    error = _refused(text)
    assert error.key == "items.rifle"
    assert "environment" in error.problem
    assert _line(text, error.line) == "[items.rifle]"


def test_ammo_needs_ammo_for_and_not_ammo_for_ammo() -> None:
    text = MINIMAL + '\n[items.clip]\nname = "Clip"\nkind = "ammo"\nslot = "hand"\n'
    assert "needs ammo_for" in _refused(text).problem
    text = MINIMAL + (
        '\n[items.clip]\nname = "Clip"\nkind = "ammo"\nslot = "hand"\nammo_for = ["box"]\n'
        '\n[items.box]\nname = "Box"\nkind = "ammo"\nslot = "hand"\nammo_for = ["clip"]\n'
    )
    assert "itself ammunition" in _refused(text).problem


def test_non_weapon_items_get_default_environment_and_icon() -> None:
    text = MINIMAL + '\n[items.kit]\nname = "Kit"\nkind = "medkit"\nslot = "hand"\n'
    item = parse_ruleset(text, "mini.toml").items["kit"]
    assert item.environment is Environment.mixed
    assert item.icon == "medkit.svg"
    assert item.charges is None and item.ammo_for == ()


def test_wounds_stat_must_exist() -> None:
    text = MINIMAL.replace('system = "wargame"', 'system = "boardgame"')
    error = _refused(text)
    assert error.key == "ruleset"
    assert "'Health'" in error.problem
    text = MINIMAL.replace('system = "wargame"', 'system = "boardgame"\nwounds_stat = "W"')
    assert parse_ruleset(text, "mini.toml").wounds_stat == "W"
    error = _refused(
        MINIMAL.replace('system = "wargame"', 'system = "wargame"\nwounds_stat = "HP"')
    )
    assert error.key == "ruleset.wounds_stat"


def test_duplicate_rank_and_empty_ranks() -> None:
    assert "twice" in _refused(MINIMAL.replace('"Veteran"', '"Rookie"')).problem
    assert "at least one" in _refused(MINIMAL.replace('["Rookie", "Veteran"]', "[]")).problem


def test_unit_type_slot_must_be_known() -> None:
    error = _refused(MINIMAL.replace("slots = { hand = 2 }", "slots = { hand = 2, tail = 1 }"))
    assert error.key == "unit_types.infantry.slots.tail"


def test_error_without_line_omits_it() -> None:
    error = RulesetError("x.toml", None, None, "cannot be read")
    assert str(error) == "x.toml: cannot be read"
    error = RulesetError("x.toml", "ruleset.id", None, "bad")
    assert str(error) == "x.toml: ruleset.id: bad"
    assert str(pickle.loads(pickle.dumps(error))) == str(error)


def test_load_ruleset_errors_name_the_file(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match=r"^missing\.toml: cannot be read"):
        load_ruleset(tmp_path / "missing.toml")
    latin = tmp_path / "latin.toml"
    latin.write_bytes(b'name = "\xe9"\n')
    with pytest.raises(RulesetError, match=r"^latin\.toml: is not UTF-8"):
        load_ruleset(latin)
    bad = tmp_path / "bad.toml"
    bad.write_text(MINIMAL.replace('id = "mini"', 'id = "Mini Rules"'), encoding="utf-8")
    with pytest.raises(RulesetError, match=r"^bad\.toml:4: ruleset\.id: 'Mini Rules' is not"):
        load_ruleset(bad)


def test_load_rulesets_refuses_duplicate_ids(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text(MINIMAL, encoding="utf-8")
    (tmp_path / "b.toml").write_text(MINIMAL, encoding="utf-8")
    with pytest.raises(RulesetError, match=r"already used by a\.toml"):
        load_rulesets(tmp_path)


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
