"""Accent- and case-insensitive names (the roster's search and its duplicate-name question)."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.name_search import fold, same_name


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("kozlowski", "Kozłowski"),
        ("KOZLOWSKI", "Kozłowski"),
        ("sorensen", "Sørensen"),
        ("strasse", "Straße"),
        ("muller", "Müller"),
        ("dordevic", "Đorđević"),
        ("aero", "Ærø"),
        ("иванова", "ИВАНОВА"),
        ("елкин", "Ёлкин"),
        ("ολγα", "ΌΛΓΑ"),
        ("jose", "JOSÉ"),
    ],
)
def test_fold_ignores_case_and_accents(typed: str, name: str) -> None:
    assert fold(typed) == fold(name)
    assert fold(typed) in fold(f"Sgt. {name} (veteran)")


def test_fold_keeps_different_letters_apart() -> None:
    assert fold("Kozlowski") != fold("Kowalski")
    assert fold("Иванов") != fold("Ivanov")  # no transliteration between scripts


@given(st.text(max_size=40))
def test_fold_is_idempotent_and_leaves_no_accent(text: str) -> None:
    folded = fold(text)
    assert fold(folded) == folded
    assert not any(unicodedata.combining(ch) for ch in folded)


def test_same_name_ignores_blanks_between_words() -> None:
    assert same_name("Anna  Kozłowska", " anna kozlowska")
    assert not same_name("Anna Kozłowska", "Anna Kozłowski")
