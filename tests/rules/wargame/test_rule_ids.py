"""Every rule ID the mission code cites is named by some test under tests/rules, and has its
statement in the rule texts (the project requires a test naming each rule ID the code
enforces)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from xcom_manager.rules.rule_texts import RULE_TEXTS

ROOT = Path(__file__).resolve().parents[3]
CODE = [ROOT / "xcom_manager" / "rules" / name for name in ("wargame", "mission", "boardgame")]
TESTS = ROOT / "tests" / "rules"
#: A rule ID as the code cites it: ``"W-JUMP-3"``, ``"R-2"``, ``"MIS-4"``, ``"M-HIT-1"``,
#: ``"B-ACT-5"``.
CITED = re.compile(r'"((?:W|M|R|B|MIS)-[A-Z]*-?[0-9]+)"')


def _cited() -> list[str]:
    found = {
        rule_id
        for folder in CODE
        for path in folder.rglob("*.py")
        for rule_id in CITED.findall(path.read_text(encoding="utf-8"))
    }
    return sorted(found)


@cache
def _test_texts() -> str:
    here = Path(__file__).resolve()
    return "\n".join(
        path.read_text(encoding="utf-8")
        for path in sorted(TESTS.rglob("*.py"))
        if path.resolve() != here
    )


CITED_IDS = _cited()


def test_the_code_cites_rule_ids() -> None:
    assert {"W-HAND-2", "R-8", "MIS-2", "MIS-6", "M-TEST-1"} <= set(CITED_IDS)


@pytest.mark.parametrize("rule_id", CITED_IDS)
def test_a_test_names_each_rule_id_the_code_cites(rule_id: str) -> None:
    named = re.compile(rf"(?<![A-Z0-9-]){re.escape(rule_id)}(?![0-9])")
    assert named.search(_test_texts()), f"no test under tests/rules names {rule_id}"


@pytest.mark.parametrize("rule_id", CITED_IDS)
def test_each_cited_rule_has_a_statement(rule_id: str) -> None:
    assert RULE_TEXTS.get(rule_id), rule_id
