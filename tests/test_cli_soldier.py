"""``xcom-manager soldier record NAME|ID [--json]`` and ``soldier promote`` (in-process through
``main``): the record as text and JSON, accent-insensitive names, ambiguity, ROS-3 refusals."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from xcom_manager.cli.main import main
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


@pytest.fixture
def url(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A wargame campaign (#1) with Paweł Kozłowski, Anna Nowak and Anna Berg, Rookies."""
    address = f"sqlite:///{tmp_path / 'c.db'}"
    assert main(["--db", address, "campaign", "new", "Operation Dawn"]) == 0
    with Database.open(address) as db:
        roster = RosterService(db, CampaignService(db))
        for name in ("Paweł Kozłowski", "Anna Nowak", "Anna Berg"):
            draft = roster.new_recruit_draft(1, soldier_class="infantry", rng=random.Random(3))
            roster.recruit(1, replace(draft, name=name))
    capsys.readouterr()
    return address


def test_record_as_text_finds_a_name_without_its_accents(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "soldier", "record", "kozlowski"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("#1 Rookie Paweł Kozłowski — Infantry")
    assert "Recruited as Rookie" in out
    assert "Missions:\n  none yet" in out
    assert "Carries:\n  nothing" in out


def test_record_as_json_by_id(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", url, "soldier", "record", "#3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["soldier"]["name"] == "Anna Berg"
    assert [h["kind"] for h in data["history"]] == ["recruited"]
    assert data["history"][0]["message"] == {
        "key": "record_recruited",
        "params": {"rank": "Rookie"},
    }
    assert data["totals"] == {"missions": 0, "kills": 0, "wounds_taken": 0, "promotions": 0}


def test_a_name_several_soldiers_match_lists_them(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "soldier", "record", "anna"]) == 1
    err = capsys.readouterr().err
    assert "matches 2 soldiers" in err
    assert "#2 Rookie Anna Nowak" in err and "#3 Rookie Anna Berg" in err
    assert "Traceback" not in err
    assert main(["--db", url, "soldier", "record", "nobody"]) == 1
    assert "no soldier of this campaign is called “nobody”" in capsys.readouterr().err


def test_promote_then_the_record_shows_it_and_the_top_rank_is_refused(
    url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", url, "soldier", "promote", "Anna Berg", "--date", "2031-04-01"]) == 0
    assert capsys.readouterr().out == "Promoted Anna Berg (#3) from Rookie to Squaddie\n"
    assert main(["--db", url, "soldier", "record", "3"]) == 0
    assert "2031-04-01  Promoted from Rookie to Squaddie" in capsys.readouterr().out
    for _ in range(6):
        assert main(["--db", url, "soldier", "promote", "3"]) == 0
    capsys.readouterr()
    assert main(["--db", url, "soldier", "promote", "3"]) == 1
    err = capsys.readouterr().err
    assert "ROS-3" in err and "Colonel, the top rank" in err
