"""Automatic backups: the day's first start, before an import and a debrief,
kept a number of days, listed with their campaigns, restored with the current file kept first;
a PostgreSQL database is not backed up here. Real SQLite files."""

from __future__ import annotations

import random
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from tests.helpers.damage import corrupt_table, digest
from tests.helpers.demo import create_demo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.upkeep.backups import (
    DEFAULT_KEEP_DAYS,
    KEEP_DAYS_ENV,
    BackupError,
    Backups,
    keep_days_setting,
)
from xcom_manager.store.db import Database

#: Backups copy the SQLite file (its online backup API): a PostgreSQL database is not backed
#: up here (see the last tests), so these run on SQLite alone.
pytestmark = pytest.mark.sqlite_only

MORNING = datetime(2030, 5, 1, 9, 0, 0)


def _names(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as connection:
        return [row[0] for row in connection.execute("SELECT name FROM campaign ORDER BY id")]


def test_the_first_start_of_a_day_takes_one_backup(db: Database, campaign_id: int) -> None:
    backups = Backups(db.url)
    first = backups.daily(MORNING)
    assert first is not None and first.reason == "daily"
    assert first.campaigns == ("Operation Test",) and first.size > 0
    assert backups.daily(MORNING + timedelta(hours=8)) is None  # same day
    assert backups.daily(MORNING + timedelta(days=1)) is not None
    assert [row.reason for row in backups.list()] == ["daily", "daily"]


def test_backups_past_the_days_kept_go_the_newest_stays(db: Database, campaign_id: int) -> None:
    backups = Backups(db.url, keep_days=3)
    for day in range(6):
        backups.daily(MORNING + timedelta(days=day))
    taken = [row.taken.date() for row in backups.list()]
    assert taken == [(MORNING + timedelta(days=day)).date() for day in (5, 4, 3, 2)]
    # Opened again after a month away: today's backup is taken first, then the old ones go.
    Backups(db.url, keep_days=3).daily(MORNING + timedelta(days=40))
    assert [row.taken for row in Backups(db.url).list()] == [MORNING + timedelta(days=40)]


def test_an_import_and_a_debrief_are_backed_up_first(db: Database) -> None:
    campaigns = CampaignService(db)
    campaigns.create_campaign("Before", "wargame")
    document = campaigns.export_campaign(1)
    campaigns.import_campaign(document)
    newest = campaigns.backups.list()[0]
    assert newest.reason == "import" and newest.campaigns == ("Before",)
    roster = RosterService(db, campaigns)
    soldier = roster.recruit(
        1, roster.new_recruit_draft(1, soldier_class="infantry", rng=random.Random(1))
    ).row
    missions = MissionService(db, campaigns)
    mission_id = missions.start_mission(
        1,
        name="Patrol",
        options={"environment": "ground"},
        soldier_ids=[soldier.id],
        aliens=["sectoid"],
        deploy_reason="a test",
    ).info.id
    missions.end_mission(mission_id)
    debriefs = [row for row in campaigns.backups.list() if row.reason == "debrief"]
    assert [row.campaigns for row in debriefs] == [("Before", "Before")]


def test_the_demo_is_backed_up_once_before_it_and_never_half_made(db: Database) -> None:
    """The demo is one transaction (its imports and debriefs are parts of it): one backup
    before it, holding what was there; none between its parts, which would hold nothing of it."""
    campaigns = CampaignService(db)
    campaigns.create_campaign("Before", "wargame")
    create_demo(campaigns)
    rows = campaigns.backups.list()
    assert [(row.reason, row.campaigns) for row in rows] == [("import", ("Before",))]


def test_restore_keeps_the_current_file_then_puts_the_backup_back(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    backups = Backups(db.url)
    backup = backups.take("manual")
    campaigns.create_campaign("Made after the backup", "wargame")
    path = Path(str(db.engine.url.database))
    db.close()
    kept = backups.restore(backup.path)
    assert kept.reason == "restore" and kept.campaigns == (
        "Operation Test",
        "Made after the backup",
    )
    assert _names(path) == ["Operation Test"]
    with Database.open(db.url) as again:
        assert [info.name for info in CampaignService(again).list_campaigns()] == ["Operation Test"]


def test_restore_over_a_damaged_file_keeps_it_byte_for_byte(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    backups = Backups(db.url)
    backup = backups.take("manual")
    path = Path(str(db.engine.url.database))
    db.close()
    corrupt_table(path)
    damaged = digest(path)
    kept = backups.restore(backup.path)
    assert kept.reason == "damaged" and digest(kept.path) == damaged
    assert _names(path) == ["Operation Test"]


def test_only_a_backup_of_this_database_is_restored(
    db: Database, campaign_id: int, tmp_path: Path
) -> None:
    stranger = tmp_path / "stranger.db"
    stranger.write_bytes(Path(str(db.engine.url.database)).read_bytes())
    with pytest.raises(BackupError, match="is not a backup of this database"):
        Backups(db.url).restore(stranger)


def test_a_postgresql_database_is_not_backed_up_here() -> None:
    backups = Backups("postgresql://club.example/xcom")
    assert not backups.supported
    assert backups.daily() is None and backups.before("import") is None
    with pytest.raises(BackupError, match="pg_dump"):
        backups.list()
    with pytest.raises(BackupError, match="pg_dump"):
        backups.take()
    with pytest.raises(BackupError, match="pg_dump"):
        backups.restore(Path("campaign.db"))


def test_the_days_to_keep(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(KEEP_DAYS_ENV, raising=False)
    assert keep_days_setting() == DEFAULT_KEEP_DAYS == 14
    monkeypatch.setenv(KEEP_DAYS_ENV, "30")
    assert keep_days_setting() == 30
    assert keep_days_setting("7") == 7  # the window's setting first
    for bad in ("0", "-3", "many", "99999"):
        assert keep_days_setting(bad) == 30
    monkeypatch.setenv(KEEP_DAYS_ENV, "never")
    assert keep_days_setting() == 14


def test_a_new_empty_file_where_one_was_deleted_does_not_age_its_backups_out(
    tmp_path: Path,
) -> None:
    """The file deleted, the app opened after weeks away: a new, empty file is made where it
    was and backed up; the last backup holding campaigns stays, however old, to be restored."""
    path = tmp_path / "campaign.db"
    url = f"sqlite:///{path}"
    with Database.open(url) as db:
        CampaignService(db).create_campaign("Deep Blue", "wargame")
    Backups(url, keep_days=3).daily(MORNING)
    for suffix in ("", "-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)
    Database.open(url).close()  # made again, empty
    Backups(url, keep_days=3).daily(MORNING + timedelta(days=40))
    Backups(url, keep_days=3).daily(MORNING + timedelta(days=41))
    rows = Backups(url).list()
    assert [row.campaigns for row in rows] == [(), (), ("Deep Blue",)]
    Backups(url, keep_days=3).daily(MORNING + timedelta(days=50))
    assert [row.campaigns for row in Backups(url).list()] == [(), ("Deep Blue",)]
