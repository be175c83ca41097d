"""``xcom-manager stats``: the demo's totals and dice luck as JSON, stable, and a refusal on
one line for an unknown campaign or a missing database."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from xcom_manager.cli.main import main


@pytest.fixture
def demo(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    address = f"sqlite:///{tmp_path / 'demo.db'}"
    assert main(["--db", address, "demo"]) == 0
    assert main(["--db", address, "demo", "--ruleset", "boardgame"]) == 0
    capsys.readouterr()
    return address


def _stats(url: str, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    assert main(["--db", url, "stats", *extra]) == 0
    out = capsys.readouterr().out
    assert main(["--db", url, "stats", *extra]) == 0
    assert capsys.readouterr().out == out  # stable: the same bytes twice
    data = json.loads(out)
    assert isinstance(data, dict)
    return data


def test_stats_prints_missions_kills_wounds_and_luck(
    demo: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _stats(demo, capsys)
    assert data["missions"] == {"total": 2, "won": 1, "lost": 0, "in_progress": 1}
    assert set(data["soldiers"]) == {"dead", "missing", "wounded", "wounds_taken"}
    assert data["kills"]["total"] == 0
    luck = data["luck"]
    assert isinstance(luck, list) and luck
    jumps = next(f for f in luck if f["kind"] == "initiative_test")
    assert jumps["text"].startswith(
        f"Initiative tests passed (jumps, climbs, swims): {jumps['actual']} of {jumps['trials']}"
    )
    assert 0 <= jumps["percentile"] <= 1
    assert [m["name"] for m in data["mission_list"]] == [
        "Tasoth colony raid",
        "Operation Ashfall",
    ]


def test_stats_of_the_board_game_campaign_counts_its_kills(
    demo: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _stats(demo, capsys, "--campaign", "2")
    assert data["campaign"]["system"] == "boardgame"
    kills = data["kills"]
    assert kills["total"] == sum(k["kills"] for k in kills["by_soldier"]) > 0
    assert {f["kind"] for f in data["luck"]} >= {"damage_dealt", "kill"}


def test_stats_refuses_an_unknown_campaign_on_one_line(
    demo: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", demo, "stats", "--campaign", "99"]) == 1
    err = capsys.readouterr().err
    assert err.strip().count("\n") == 0 and "#99" in err


def test_stats_needs_a_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--db", f"sqlite:///{tmp_path / 'none.db'}", "stats"]) == 1
    assert "there is no database" in capsys.readouterr().err
    assert not (tmp_path / "none.db").exists()
