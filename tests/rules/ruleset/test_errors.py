"""Refusal of bad ruleset files: each error names the file, the key, the line and the problem."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.rulesets import MINIMAL, WARGAME_PATH
from tests.rules.ruleset.support import line_at, refused
from xcom_manager.rules.ruleset import (
    RulesetError,
    RulesetSyntaxError,
    load_ruleset,
    load_rulesets,
    parse_ruleset,
)

WARGAME_TEXT = WARGAME_PATH.read_text(encoding="utf-8")


def _replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, f"{old!r} must occur once in the fixture text"
    return text.replace(old, new)


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
        (
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "weapon"\nslot = "large"',
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "weapon"\nslot = "large"\nsize = 4',
        ),
        "items.laser_rifle.size",
        "size = 4",
        "must be between 0 and 3, not 4",
        id="item-size-out-of-range",  # R-4 / INV-2: sizes 0..3
    ),
    pytest.param(
        (
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "weapon"\nslot = "large"',
            '[items.laser_rifle]\nname = "Laser rifle"\nkind = "weapon"\nslot = "large"'
            '\nsize = "large"',
        ),
        "items.laser_rifle.size",
        'size = "large"',
        "must be a whole number, not a string ('large')",
        id="item-size-not-a-number",
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
    error = refused(text, "house_rules.toml")
    assert isinstance(error, ValueError)
    assert error.source == "house_rules.toml"
    assert error.key == key
    assert problem in error.problem
    assert line_at(text, error.line).strip().startswith(line_text)
    assert str(error) == f"house_rules.toml:{error.line}: {key}: {error.problem}"


def test_syntax_error_gives_line_from_the_toml_parser() -> None:
    text = _replace_once(WARGAME_TEXT, "[slots.small]", "[slots.small")
    error = refused(text, "house_rules.toml")
    assert isinstance(error, RulesetSyntaxError)
    assert error.key is None
    assert line_at(text, error.line) == "[slots.small"
    assert error.problem.startswith("not valid TOML: ")
    assert str(error) == f"house_rules.toml:{error.line}: {error.problem}"


def test_duplicate_key_is_a_syntax_error() -> None:
    text = MINIMAL.replace('name = "Mini"', 'name = "Mini"\nname = "Again"')
    error = refused(text)
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
    error = refused("\n".join(kept) + "\n")
    assert error.key == table
    assert f"[{table}] is missing" in error.problem


def test_missing_required_key_points_at_its_table() -> None:
    text = MINIMAL.replace('name = "Grunt"\n', "")
    error = refused(text)
    assert error.key == "soldier_classes.grunt"
    assert "missing required key 'name'" in error.problem
    assert line_at(text, error.line) == "[soldier_classes.grunt]"


def test_missing_format_version() -> None:
    error = refused(MINIMAL.replace("format_version = 1\n", ""))
    assert error.key == "format_version"
    assert "format_version = 1" in error.problem


def test_unknown_top_level_table() -> None:
    text = MINIMAL + "\n[weapons.laser]\nname = 'x'\n"
    error = refused(text)
    assert error.key == "weapons"
    assert "unknown key 'weapons'" in error.problem
    assert line_at(text, error.line) == "[weapons.laser]"


def test_weapon_needs_an_environment() -> None:
    text = MINIMAL + '\n[items.rifle]\nname = "Rifle"\nkind = "weapon"\nslot = "hand"\n'
    error = refused(text)
    assert error.key == "items.rifle"
    assert "environment" in error.problem
    assert line_at(text, error.line) == "[items.rifle]"


def test_ammo_needs_ammo_for_and_not_ammo_for_ammo() -> None:
    text = MINIMAL + '\n[items.clip]\nname = "Clip"\nkind = "ammo"\nslot = "hand"\n'
    assert "needs ammo_for" in refused(text).problem
    text = MINIMAL + (
        '\n[items.clip]\nname = "Clip"\nkind = "ammo"\nslot = "hand"\nammo_for = ["box"]\n'
        '\n[items.box]\nname = "Box"\nkind = "ammo"\nslot = "hand"\nammo_for = ["clip"]\n'
    )
    assert "itself ammunition" in refused(text).problem


def test_wounds_stat_must_exist() -> None:
    text = MINIMAL.replace('system = "wargame"', 'system = "boardgame"')
    error = refused(text)
    assert error.key == "ruleset"
    assert "'Health'" in error.problem
    text = MINIMAL.replace('system = "wargame"', 'system = "boardgame"\nwounds_stat = "W"')
    assert parse_ruleset(text, "mini.toml").wounds_stat == "W"
    error = refused(MINIMAL.replace('system = "wargame"', 'system = "wargame"\nwounds_stat = "HP"'))
    assert error.key == "ruleset.wounds_stat"


def test_duplicate_rank_and_empty_ranks() -> None:
    assert "twice" in refused(MINIMAL.replace('"Veteran"', '"Rookie"')).problem
    assert "at least one" in refused(MINIMAL.replace('["Rookie", "Veteran"]', "[]")).problem


def test_unit_type_slot_must_be_known() -> None:
    error = refused(MINIMAL.replace("slots = { hand = 2 }", "slots = { hand = 2, tail = 1 }"))
    assert error.key == "unit_types.infantry.slots.tail"


@given(st.integers(-5, 15), st.integers(-5, 15))
def test_default_stats_accepted_exactly_within_bounds(bs: int, w: int) -> None:
    text = MINIMAL.replace(
        "default_stats = { BS = 3, W = 1 }", f"default_stats = {{ BS = {bs}, W = {w} }}"
    )
    if 1 <= bs <= 10 and 1 <= w <= 3:
        ruleset = parse_ruleset(text, "mini.toml")
        assert ruleset.soldier_classes["grunt"].default_stats == {"BS": bs, "W": w}
    else:
        error = refused(text)
        assert error.key in {
            "soldier_classes.grunt.default_stats.BS",
            "soldier_classes.grunt.default_stats.W",
        }
        assert "must be between" in error.problem
        assert line_at(text, error.line).startswith("default_stats")


# ---------------------------------------------------------------------------------------------
# Errors outside the file's text: reading it, and ids across files


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
