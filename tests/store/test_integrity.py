"""A database that refuses to be hurt, with real files: garbage, a truncated
file, a page overwritten, another program's database, a full disk (SQLite's ``max_page_count``
gives SQLITE_FULL), a database locked by another writer, and a backup that fails."""

from __future__ import annotations

import errno
import os
import random
import sqlite3
from contextlib import closing
from pathlib import Path

import pytest
from sqlalchemy import event, exc

from tests.helpers.audit import append
from tests.helpers.damage import corrupt_table, digest, foreign_database, truncate
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import DatabaseBusyError, DatabaseFailedError
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.upkeep.backups import BackupError
from xcom_manager.store import db as store_db
from xcom_manager.store.backup import BackupShelf, copy_database
from xcom_manager.store.db import Database, upgrade
from xcom_manager.store.errors import StoreError
from xcom_manager.store.integrity import (
    DamagedDatabaseError,
    ForeignDatabaseError,
    check_file,
    trouble_message,
)
from xcom_manager.store.models import Item

FIRST = "0001_initial"


@pytest.fixture
def made(tmp_path: Path) -> Path:
    """A campaign database with soldiers and an audit log, closed."""
    path = tmp_path / "campaign.db"
    with Database.open(f"sqlite:///{path}") as db:
        campaigns = CampaignService(db)
        campaign_id = campaigns.create_campaign("Deep Blue", "wargame").id
        append(db, campaign_id, 3)
    return path


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def test_garbage_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "garbage.db"
    path.write_bytes(os.urandom(20_000))
    before = digest(path)
    with pytest.raises(DamagedDatabaseError, match=r"is damaged .*xcom-manager check"):
        Database.open(_url(path))
    assert digest(path) == before
    assert not path.with_name("garbage.db-wal").exists()


def test_a_truncated_file_is_refused_and_left_as_it_was(made: Path) -> None:
    truncate(made)
    before = digest(made)
    with pytest.raises(DamagedDatabaseError, match="cut short"):
        Database.open(_url(made))
    assert digest(made) == before
    assert not check_file(made).ok


def test_a_damaged_page_is_found_by_the_check_and_no_import_writes_into_it(
    made: Path, tmp_path: Path
) -> None:
    with Database.open(_url(made)) as db:
        document = CampaignService(db).export_campaign(1)
    corrupt_table(made)
    before = digest(made)
    found = check_file(made)
    assert not found.ok and "malformed" in " ".join(found.problems)
    with (
        Database.open(_url(made)) as db,  # the header and the schema are sound
        pytest.raises(BackupError, match=r"is damaged .*restore a backup"),
    ):
        CampaignService(db).import_campaign(document)
    assert digest(made) == before
    assert BackupShelf(made).files() == []  # no damaged copy shelved among the backups


def test_another_programs_database_is_refused_before_anything_changes(tmp_path: Path) -> None:
    path = tmp_path / "shopping.db"
    foreign_database(path)
    before = digest(path)
    with pytest.raises(ForeignDatabaseError, match="not an xcom_manager database"):
        Database.open(_url(path))
    assert digest(path) == before
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA journal_mode").fetchone() == ("delete",)  # not WAL
    assert not path.with_name("shopping.db-wal").exists()


def test_another_alembic_programs_database_is_refused_too(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    foreign_database(path)
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE alembic_version (version_num VARCHAR(32))")
        connection.execute("INSERT INTO alembic_version VALUES ('ae1027a6acf')")
        connection.commit()
    before = digest(path)
    with pytest.raises(ForeignDatabaseError, match="'ae1027a6acf'"):
        Database.open(_url(path))
    assert digest(path) == before


def _limit_pages(db: Database, pages: int | None) -> None:
    """Every connection of ``db`` gets ``max_page_count`` (``None``: no limit again)."""
    db.engine.dispose()
    if hasattr(db, "_test_limit"):
        event.remove(db.engine, "connect", db._test_limit)
    if pages is None:
        return

    def limit(connection: sqlite3.Connection, _record: object) -> None:
        connection.execute(f"PRAGMA max_page_count = {pages}")

    db._test_limit = limit  # type: ignore[attr-defined]
    event.listen(db.engine, "connect", limit)


def test_a_full_disk_is_one_message_nothing_is_lost_and_work_goes_on(made: Path) -> None:
    with Database.open(_url(made)) as db:
        campaigns = CampaignService(db)
        roster = RosterService(db, campaigns)
        inventory = InventoryService(db, campaigns)
        draft = roster.new_recruit_draft(
            1, soldier_class="infantry", nationality=None, rng=random.Random(3)
        )
        soldier = roster.recruit(1, draft).row.id
        with db.session() as session:
            rows = [Item(campaign_id=1, item_type="laser_pistol") for _ in range(200)]
            session.add_all(rows)
            session.flush()
            items = [row.id for row in rows if row.id is not None]
        audit = AuditService(db)
        with db.session() as session:
            pages = session.connection().exec_driver_sql("PRAGMA page_count").scalar()
        _limit_pages(db, int(pages or 0))  # the disk is full: not one page more
        done, failure = 0, None
        for item in items:
            try:
                inventory.move_item(item, Destination.soldier(soldier, "small"), actor="GM")
                inventory.move_item(item, Destination.armoury(), actor="GM")
                done += 1
            except DatabaseFailedError as error:
                failure = error
                break
        assert failure is not None, "the page limit never filled"
        assert isinstance(failure.__cause__, exc.OperationalError)
        text = str(failure)
        assert text == trouble_message(failure.__cause__, str(made))
        assert text.startswith(f"The disk holding the database {made} is full")
        assert "Nothing was changed" in text
        rows_then = audit.verify(1).rows_checked
        _limit_pages(db, None)  # space is back
        inventory.move_item(items[done], Destination.soldier(soldier, "small"), actor="GM")
        report = audit.verify(1)
        assert report.ok and report.rows_checked == rows_then + 1
    assert check_file(made).ok


def test_a_locked_database_is_one_message(made: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 100)
    with Database.open(_url(made)) as db, closing(sqlite3.connect(made)) as other:
        other.execute("BEGIN IMMEDIATE")  # another writer holds the lock
        with pytest.raises(DatabaseBusyError) as raised:
            CampaignService(db).create_campaign("Second", "wargame")
        other.rollback()
        assert isinstance(raised.value.__cause__, exc.OperationalError)
        assert raised.value.message is not None  # worded by the view in the user's language
        assert raised.value.message.key == "database_busy"
        assert "nothing was changed" in str(raised.value)
        assert CampaignService(db).create_campaign("Second", "wargame").id == 2  # goes on


def test_a_failed_copy_leaves_no_file(made: Path, tmp_path: Path) -> None:
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not sqlite" * 1000)
    target = tmp_path / "copies" / "copy.db"
    with pytest.raises(StoreError, match="Cannot copy"):
        copy_database(garbage, target)
    assert list(target.parent.iterdir()) == []


def test_a_failed_pre_upgrade_backup_leaves_no_empty_file_and_changes_nothing(
    made: Path, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The backup before an upgrade fails when the disk fills as it is synced."""
    old = tmp_path / "old.db"
    upgrade(_url(old), FIRST)
    before = digest(old)

    def full(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(StoreError, match=r"No space left on device.*Nothing was changed"):
        Database.open(_url(old))
    monkeypatch.undo()
    assert digest(old) == before
    shelf = BackupShelf(old)
    assert not shelf.folder.exists() or list(shelf.folder.iterdir()) == []
    with Database.open(_url(old)) as db:  # space is back: the upgrade goes on, after a backup
        assert db.backup_path is not None and db.backup_path.stat().st_size > 0
