"""Issue 13: names hold no control characters, and what is printed has them escaped."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.rules.roster import check_soldier
from xcom_manager.rules.ruleset import load_ruleset
from xcom_manager.rules.safe_text import name_problem, printable, text_problem, unsafe_characters

WARGAME = load_ruleset(WARGAME_PATH)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Ann\x00", ("\\x00",)),
        ("a\nb\rc\td", ("\\x0a", "\\x0d", "\\x09")),
        ("\x1b[31m\x1b[0m", ("\\x1b",)),
        ("\x9b31m", ("\\x9b",)),  # the C1 escape
        ("left\u202eright\u2066", ("\\u202e", "\\u2066")),
        ("\ud800", ("\\ud800",)),
        ("line\u2028sep", ("\\u2028",)),
    ],
)
def test_unsafe_characters_are_named(text: str, found: tuple[str, ...]) -> None:
    assert unsafe_characters(text) == found
    assert name_problem(text) is not None


@pytest.mark.parametrize("text", ["Anna Kozłowska", "Ли Вэй", "O'Neil-Smith", "José\u00a0Luis", ""])
def test_ordinary_names_pass(text: str) -> None:
    assert name_problem(text) is None
    assert printable(text) == text


def test_notes_may_break_lines_but_hold_no_escape() -> None:
    assert text_problem("one\ntwo\r\n\tthree") is None
    assert text_problem("one\x1b[2J") == (
        "must not contain control characters other than line breaks (found \\x1b)"
    )


@given(st.text())
def test_printable_leaves_nothing_unsafe(text: str) -> None:
    shown = printable(text)
    assert not unsafe_characters(shown)
    assert printable(shown) == shown


def test_check_soldier_refuses_a_name_with_control_characters() -> None:
    heavy = WARGAME.soldier_classes["heavy"]
    problems = check_soldier(
        WARGAME,
        name="Ann\x1b[31m",
        rank=WARGAME.ranks[0],
        soldier_class="heavy",
        unit_type="infantry",
        stats=dict(heavy.default_stats),
        wounds=heavy.default_stats[WARGAME.wounds_stat],
        status="active",
    )
    assert [(p.field, p.message) for p in problems] == [
        ("name", "The name must not contain control characters (found \\x1b).")
    ]


def test_campaign_new_refuses_a_name_with_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from xcom_manager.cli.main import main

    url = f"sqlite:///{tmp_path / 'c.db'}"
    assert main(["--db", url, "campaign", "new", "Bad\x07name"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "xcom-manager: error: the campaign is not valid: name: must not contain control "
        "characters (found \\x07)\n"
    )


@given(
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=10),
    st.characters(whitelist_categories=("Cf",)),
    st.text(st.characters(blacklist_categories=("Cs",)), max_size=10),
)
def test_no_name_with_an_invisible_format_character_is_accepted(
    before: str, invisible: str, after: str
) -> None:
    """U+200B, U+FEFF, U+2060, the tag characters...: two names that look the same differ."""
    problem = name_problem(before + invisible + after)
    assert problem is not None and "must not contain" in problem


@pytest.mark.parametrize("char", ["\u200b", "\ufeff", "\u2060", "\U000e0041", "\u00ad"])
def test_an_invisible_character_in_a_name_is_named(char: str) -> None:
    problem = name_problem(f"Ann{char} Smith")
    assert problem is not None and problem.startswith("must not contain invisible characters")
