"""Issue 14 item 4: a ruleset's names per language (``[names.ru]``), the English fallback and
the refusals naming the key and line."""

from __future__ import annotations

import pytest

from tests.helpers.rulesets import MINIMAL
from tests.rules.ruleset.support import line_at, refused
from xcom_manager.rules.ruleset import Ruleset, parse_ruleset
from xcom_manager.rules.ruleset.names import (
    display_language,
    missing_names,
    set_display_language,
)

RUSSIAN = """
[names.ru]
ruleset = "Мини"
ranks = ["Новобранец", "Ветеран"]

[names.ru.stats]
BS = "Стрельба"

[names.ru.soldier_classes]
grunt = "Рядовой"
"""


def test_russian_names_are_shown_in_russian_and_the_rest_in_english() -> None:
    ruleset = parse_ruleset(MINIMAL + RUSSIAN, "mini.toml")
    assert ruleset.shown("soldier_classes", "grunt", "ru") == "Рядовой"
    assert ruleset.shown("soldier_classes", "grunt", "en") == "Grunt"
    assert ruleset.shown("ranks", "Veteran", "ru") == "Ветеран"
    assert ruleset.shown("stats", "BS", "ru") == "Стрельба"
    # no Russian name given: English
    assert ruleset.shown("stats", "W", "ru") == "Wounds"
    assert ruleset.shown("slots", "hand", "ru") == "Hand"
    # a key the ruleset does not have (a value from an older ruleset): the key itself
    assert ruleset.shown("items", "gone", "ru") == "gone"
    assert missing_names(ruleset.english_names(), ruleset.names)["ru"] == (
        "stats.W",
        "slots.hand",
        "unit_types.infantry",
    )


def test_a_ruleset_without_names_falls_back_to_english() -> None:
    ruleset = parse_ruleset(MINIMAL, "mini.toml")
    assert ruleset.shown("soldier_classes", "grunt", "ru") == "Grunt"
    assert "soldier_classes.grunt" in missing_names(ruleset.english_names(), ruleset.names)["ru"]


def test_the_display_language_picks_the_names() -> None:
    ruleset = parse_ruleset(MINIMAL + RUSSIAN, "mini.toml")
    before = display_language()
    try:
        set_display_language("ru")
        assert ruleset.shown("ranks", "Rookie") == "Новобранец"
        assert ruleset.shown_title == "Мини"
        set_display_language("de")  # not a language of ruleset files: English
        assert ruleset.shown("ranks", "Rookie") == "Rookie"
    finally:
        set_display_language(before)


@pytest.mark.parametrize(
    ("extra", "key", "problem", "line"),
    [
        ('\n[names.de]\nruleset = "Mini"\n', "names.de", "not a language", "[names.de]"),
        (
            '\n[names.ru.items]\nlaser = "Лазер"\n',
            "names.ru.items.laser",
            "names no entry of [items]",
            'laser = "Лазер"',
        ),
        (
            '\n[names.ru.soldier_classes]\ngrunt = " "\n',
            "names.ru.soldier_classes.grunt",
            "must not be empty",
            'grunt = " "',
        ),
        (
            '\n[names.ru]\nranks = ["Один"]\n',
            "names.ru.ranks",
            "each of the 2 ranks",
            'ranks = ["Один"]',
        ),
        ('\n[names.ru]\nmaps = "x"\n', "names.ru.maps", "unknown key", 'maps = "x"'),
    ],
)
def test_bad_names_are_refused_with_key_and_line(
    extra: str, key: str, problem: str, line: str
) -> None:
    text = MINIMAL + extra
    error = refused(text)
    assert error.key == key
    assert problem in error.problem
    assert line_at(text, error.line) == line


def test_bundled_rulesets_name_everything_in_russian(wargame: Ruleset, boardgame: Ruleset) -> None:
    for ruleset in (wargame, boardgame):
        assert missing_names(ruleset.english_names(), ruleset.names) == {"ru": ()}


def test_a_name_shown_is_the_one_the_english_table_gives_for_every_entry(
    wargame: Ruleset, boardgame: Ruleset
) -> None:
    """``Ruleset.shown`` looks one name up instead of building ``english_names()`` on every
    call (a move names its item); both must agree, for every entry of both bundled rulesets."""
    for ruleset in (wargame, boardgame):
        for dotted, english in ruleset.english_names().items():
            kind, _, key = dotted.partition(".")
            if key:
                assert ruleset.shown(kind, key, "en") == english, dotted
        assert ruleset.shown("items", "no-such-item", "en") == "no-such-item"
        assert ruleset.shown("stats", "no-such-stat", "en") == "no-such-stat"
