"""A database made by an earlier main opens, verifies and replays to the same missions.

``tests/data/legacy/main-0d233d6.db`` was written by main at 0d233d6 (see the README beside it);
``main-0d233d6-replays.json`` is what that version's ``mission replay`` printed. A rules or
format change must never rewrite a recorded mission: the fold of the stored events gives the
same characters, statuses, wounds, items, turn and phase today, and the same timers with the
same recorded deadlines. How many turns a timer shows left is not a recorded fact but a view of
the deadline (R-8, R-9: the turns of its side still to begin before it), so it is left out.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from xcom_manager.cli.main import main

LEGACY = Path(__file__).resolve().parent.parent / "data" / "legacy"
CHARACTER_FACTS = (
    "id",
    "name",
    "side",
    "status",
    "wounds",
    "acted",
    "cannot_act",
    "bleed_out_dies_at",
    "stabilised",
    "water_stabilised",
    "tank_damaged",
    "suffocates_at",
    "in_air",
    "died_cause",
    "died_turn",
    "items",
)

#: What a timer of ``mission replay`` holds that the events decided (``turns_left`` is derived).
TIMER_FACTS = ("character_id", "kind", "dies_at_turn", "expires_next_turn")


@pytest.fixture(scope="module")
def legacy_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    copy = tmp_path_factory.mktemp("legacy") / "campaign.db"
    shutil.copyfile(LEGACY / "main-0d233d6.db", copy)
    return f"sqlite:///{copy}"


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (LEGACY / "main-0d233d6-replays.json").read_text(encoding="utf-8")
    )
    return data


def _facts(state: dict[str, Any]) -> dict[str, Any]:
    return {
        "turn": state["turn"],
        "side": state["side"],
        "phase": state["phase"],
        "seq": state["seq"],
        "finished": state["finished"],
        "characters": [{k: c[k] for k in CHARACTER_FACTS} for c in state["characters"]],
        "timers": [{k: t[k] for k in TIMER_FACTS} for t in state["timers"]],
    }


def test_the_old_audit_chain_still_verifies(
    legacy_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", legacy_url, "audit", "verify"]) == 0
    assert "audit log intact: 29 rows" in capsys.readouterr().out


@pytest.mark.parametrize("mission_id", ["1", "2", "3", "4"])
def test_every_old_mission_replays_to_the_same_state(
    legacy_url: str,
    recorded: dict[str, Any],
    mission_id: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    capsys.readouterr()
    assert main(["--db", legacy_url, "mission", "replay", mission_id]) == 0
    today = json.loads(capsys.readouterr().out)
    assert _facts(today) == _facts(recorded[mission_id])
    assert today["name"] == recorded[mission_id]["name"]


def test_an_old_soldier_s_record_derives_what_it_can(
    legacy_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A database older than the service record has no history rows: the record lists the
    missions each soldier's setup took it on (their result not recorded then), and the dead
    and the retired with their status."""
    capsys.readouterr()
    assert main(["--db", legacy_url, "soldier", "record", "14", "--json"]) == 0
    luc = json.loads(capsys.readouterr().out)
    assert luc["soldier"]["name"] == "Luc Laurent"
    assert [h["kind"] for h in luc["history"]] == ["status_changed"]
    assert luc["history"][0]["derived"] is True
    assert luc["history"][0]["text"].startswith("Status: dead")
    assert main(["--db", legacy_url, "soldier", "record", "Jonas Klein"]) == 0
    text = capsys.readouterr().out
    assert text.startswith("#3 ")
    assert "served (result not recorded)" in text or "none yet" in text
