"""Helpers of the ruleset tests: refuse a text and find the line an error names."""

from __future__ import annotations

import pytest

from xcom_manager.rules.ruleset import RulesetError, parse_ruleset


def refused(text: str, source: str = "bad.toml") -> RulesetError:
    """The error :func:`parse_ruleset` raises for ``text`` (the test fails if it accepts it)."""
    with pytest.raises(RulesetError) as caught:
        parse_ruleset(text, source)
    return caught.value


def line_at(text: str, number: int | None) -> str:
    """The line ``number`` (from 1) of ``text``; the error must have named one."""
    assert number is not None, "the error must name a line"
    return text.splitlines()[number - 1]
