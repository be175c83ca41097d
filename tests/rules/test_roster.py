"""Soldier checks against a ruleset, and recruit names."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.rules.names import NAMES
from xcom_manager.rules.roster import (
    NATIONALITIES,
    FieldProblem,
    SoldierStatus,
    check_soldier,
    random_name,
    random_nationality,
)
from xcom_manager.rules.ruleset import Ruleset, load_ruleset

#: For Hypothesis tests, which cannot take function-scoped fixtures.
WARGAME = load_ruleset(WARGAME_PATH)


def _check(ruleset: Ruleset, **changes: Any) -> tuple[FieldProblem, ...]:
    """check_soldier on a valid heavy recruit with ``changes`` applied."""
    heavy = ruleset.soldier_classes["heavy"]
    fields: dict[str, Any] = {
        "name": "Jane Doe",
        "rank": ruleset.ranks[0],
        "soldier_class": heavy.key,
        "unit_type": heavy.default_unit_type,
        "stats": dict(heavy.default_stats),
        "wounds": heavy.default_stats[ruleset.wounds_stat],
        "status": "active",
    }
    fields.update(changes)
    return check_soldier(ruleset, **fields)


def _fields(problems: tuple[FieldProblem, ...]) -> list[str]:
    return [p.field for p in problems]


def _stats(ruleset: Ruleset, **changes: object) -> Mapping[str, object]:
    stats: dict[str, object] = dict(ruleset.soldier_classes["heavy"].default_stats)
    stats.update(changes)
    return stats


def test_every_class_default_recruit_is_valid(wargame: Ruleset, boardgame: Ruleset) -> None:
    for ruleset in (wargame, boardgame):
        for soldier_class in ruleset.soldier_classes.values():
            problems = _check(
                ruleset,
                soldier_class=soldier_class.key,
                unit_type=soldier_class.default_unit_type,
                stats=dict(soldier_class.default_stats),
            )
            assert problems == ()


@pytest.mark.parametrize("status", list(SoldierStatus))
def test_every_status_is_valid(wargame: Ruleset, status: SoldierStatus) -> None:
    assert _check(wargame, status=status.value) == ()
    assert _check(wargame, status=status) == ()


@pytest.mark.parametrize(
    ("changes", "field", "words"),
    [
        ({"name": ""}, "name", "must not be empty"),
        ({"name": "   "}, "name", "must not be empty"),
        ({"name": "x" * 201}, "name", "at most 200 characters"),
        ({"rank": "General"}, "rank", "'General' is not a rank"),
        ({"soldier_class": "medic"}, "soldier_class", "'medic' is not a soldier class"),
        ({"unit_type": "tank"}, "unit_type", "'tank' is not a unit type"),
        ({"wounds": -1}, "wounds", "between 0 and"),
        ({"wounds": 2}, "wounds", "between 0 and 1, not 2"),
        ({"wounds": True}, "wounds", "whole number"),
        ({"status": "asleep"}, "status", "'asleep' is not a status"),
    ],
)
def test_each_field_problem_is_caught(
    wargame: Ruleset, changes: dict[str, Any], field: str, words: str
) -> None:
    problems = _check(wargame, **changes)
    assert _fields(problems) == [field]
    assert words in problems[0].message


def test_name_of_200_characters_is_fine(wargame: Ruleset) -> None:
    assert _check(wargame, name="x" * 200) == ()


def test_stat_problems(wargame: Ruleset) -> None:
    stats = _stats(wargame, WS=11, BS="3", A=True, Luck=4)
    del stats["Ld"]  # type: ignore[attr-defined]
    problems = _check(wargame, stats=stats)
    by_field = {p.field: p.message for p in problems}
    assert set(by_field) == {"stats.WS", "stats.BS", "stats.A", "stats.Ld", "stats.Luck"}
    assert by_field["stats.WS"] == "Weapon Skill (WS) must be between 1 and 10, not 11."
    assert "whole number" in by_field["stats.BS"]
    assert "whole number" in by_field["stats.A"]
    assert "missing" in by_field["stats.Ld"]
    assert "'Luck' is not a stat" in by_field["stats.Luck"]


def test_save_of_seven_means_none_and_eight_is_refused(wargame: Ruleset) -> None:
    assert _check(wargame, stats=_stats(wargame, Sv=7)) == ()
    assert _fields(_check(wargame, stats=_stats(wargame, Sv=8))) == ["stats.Sv"]


def test_wounds_bounded_by_own_wounds_stat(wargame: Ruleset) -> None:
    stats = _stats(wargame, W=3)
    assert _check(wargame, stats=stats, wounds=3) == ()
    assert _check(wargame, stats=stats, wounds=0) == ()
    assert _fields(_check(wargame, stats=stats, wounds=4)) == ["wounds"]


def test_wounds_with_a_broken_wounds_stat_fall_back_to_its_bounds(wargame: Ruleset) -> None:
    problems = _check(wargame, stats=_stats(wargame, W=0), wounds=5)
    assert _fields(problems) == ["stats.W"]
    problems = _check(wargame, stats=_stats(wargame, W=0), wounds=11)
    assert _fields(problems) == ["stats.W", "wounds"]


def test_boardgame_wounds_are_health(boardgame: Ruleset) -> None:
    assert _check(boardgame, wounds=8) == ()
    problems = _check(boardgame, wounds=9)
    assert _fields(problems) == ["wounds"]
    assert "between 0 and 8, not 9" in problems[0].message
    # A wargame stat has no place on a board game soldier.
    assert _fields(_check(boardgame, stats=_stats(boardgame, WS=3))) == ["stats.WS"]


def test_problems_are_all_reported_together(wargame: Ruleset) -> None:
    problems = _check(wargame, name="", rank="?", status="?")
    assert _fields(problems) == ["name", "rank", "status"]


@given(st.integers(-3, 14))
def test_ballistic_skill_accepted_exactly_within_bounds(bs: int) -> None:
    problems = _check(WARGAME, stats=_stats(WARGAME, BS=bs))
    assert (problems == ()) == (1 <= bs <= 10)


# ---------------------------------------------------------------------------------------------
# Names


def test_nationalities() -> None:
    assert len(NATIONALITIES) >= 10
    assert {
        "American",
        "British",
        "Russian",
        "German",
        "French",
        "Japanese",
        "Nigerian",
        "Brazilian",
        "Indian",
        "Chinese",
    } <= set(NATIONALITIES)
    for nationality in NATIONALITIES:
        given_names, family_names = NAMES[nationality]
        assert len(given_names) >= 10 and len(family_names) >= 10


@pytest.mark.parametrize("nationality", NATIONALITIES)
def test_random_name_is_deterministic_and_national(nationality: str) -> None:
    names = [random_name(nationality, random.Random(seed)) for seed in range(20)]
    assert names == [random_name(nationality, random.Random(seed)) for seed in range(20)]
    given_names, family_names = NAMES[nationality]
    for name in names:
        given_name, family_name = name.split(" ", 1)
        assert given_name in given_names
        assert family_name in family_names
    assert len(set(names)) > 1


def test_random_name_touches_no_global_random_state() -> None:
    state = random.getstate()
    random_name("German", random.Random(7))
    random_nationality(random.Random(7))
    assert random.getstate() == state


def test_random_nationality_is_deterministic() -> None:
    picks = [random_nationality(random.Random(seed)) for seed in range(30)]
    assert picks == [random_nationality(random.Random(seed)) for seed in range(30)]
    assert set(picks) <= set(NATIONALITIES)


def test_unknown_nationality_is_refused() -> None:
    with pytest.raises(ValueError, match="'Martian' is not a known nationality"):
        random_name("Martian", random.Random(1))


@given(st.sampled_from(NATIONALITIES), st.integers(0, 2**32))
def test_random_names_pass_the_name_check(nationality: str, seed: int) -> None:
    name = random_name(nationality, random.Random(seed))
    assert 0 < len(name.strip()) <= 200
