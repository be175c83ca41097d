"""Issue 13: ``demo`` is one transaction. Stopped half-way (an error, or killed outright), it
leaves no partial campaign behind; before, a killed demo said "nothing was changed" and left
half a campaign."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo import service as demo_service
from xcom_manager.services.demo.service import DemoService
from xcom_manager.store.db import Database

REPO = Path(__file__).resolve().parents[3]


def _counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as connection:
        counts = {
            table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("campaign", "soldier", "item", "audit_entry", "mission")
        }
    connection.close()
    return counts


def test_a_demo_failing_half_way_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "c.db"
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        campaigns.create_campaign("Kept", "wargame")
        before = _counts(path)

        def fail(*_args: object, **_kwargs: object) -> None:
            raise RuntimeError("the disk is full")

        monkeypatch.setattr(demo_service, "play_demo_missions", fail)
        with pytest.raises(RuntimeError):
            DemoService(db, campaigns).create_campaign()
        assert [info.name for info in campaigns.list_campaigns()] == ["Kept"]
    assert _counts(path) == before


def test_the_demo_commits_whole(tmp_path: Path) -> None:
    path = tmp_path / "c.db"
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        info = DemoService(db, campaigns).create_campaign()
        assert campaigns.get(info.id).soldier_count == 14
    counts = _counts(path)
    assert counts["audit_entry"] > 0 and counts["mission"] == 2


@pytest.mark.slow
def test_a_demo_killed_half_way_leaves_nothing(tmp_path: Path) -> None:
    """SIGKILL in the middle of the missions (after the import and the armoury history were
    written): the file holds only what was there before."""
    path = tmp_path / "c.db"
    with Database.open(f"sqlite:///{path}") as db:
        CampaignService(db).create_campaign("Kept", "wargame")
    before = _counts(path)
    script = textwrap.dedent(
        f"""
        import os, signal
        from xcom_manager.services.demo import service
        def killed(*args, **kwargs):
            os.kill(os.getpid(), signal.SIGKILL)
        service.play_demo_missions = killed
        from xcom_manager.cli.main import main
        main(["--db", "sqlite:///{path}", "demo", "--new"])
        """
    )
    result = subprocess.run([sys.executable, "-c", script], cwd=REPO, timeout=300, check=False)
    assert result.returncode == -9
    assert _counts(path) == before
