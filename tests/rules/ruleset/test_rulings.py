"""Rulings: every key of RULES.md with its default and rule ID, overrides, the Combat die."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.rulesets import BOARDGAME_PATH, MINIMAL, WARGAME_PATH
from tests.rules.ruleset.support import line_at, refused
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.ruleset import (
    COMBAT_FACE_NAMES,
    RULING_DEFAULTS,
    RULING_RULE_IDS,
    Ruleset,
    load_ruleset,
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
    # M-SHOOT-1: BS1 hits on 6+, BS2 5+, BS3 4+, BS4 3+, BS5 or more 2+
    "shooting.to_hit_by_bs": (("bs1", 6), ("bs2", 5), ("bs3", 4), ("bs4", 3), ("bs5", 2)),
    # M-CC-1: 3+ against a lower WS, 4+ against an equal or higher one up to double, 5+ beyond
    "close_combat.to_hit_by_ws": (("higher", 3), ("equal", 4), ("half_or_less", 5)),
    "saves.mode": "best",  # M-SAVE-1
}


def test_every_rules_md_ruling_has_its_default() -> None:
    from_rules_md = {
        k: v
        for k, v in RULING_DEFAULTS.items()
        if k != "combat.faces"
        and not RULING_RULE_IDS[k].startswith(("MIS-", "ROS-"))  # the app's own
    }
    assert from_rules_md == RULES_MD_DEFAULTS
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
    error = refused(text)
    assert error.key == "rulings.handoff.same_class_key"
    assert line_at(text, error.line).startswith("handoff.same_class_key")


def test_unknown_ruling_key_is_refused_by_name(wargame: Ruleset) -> None:
    with pytest.raises(RulesError, match=r"no ruling 'handoff\.no_such_thing'"):
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
        error = refused(text)
        assert error.key == "rulings.combat.faces"
        assert "12" in error.problem
