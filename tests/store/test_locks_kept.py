"""A window's open database keeps its SQLite locks whatever the process checks, backs up or
peeks at, so that another process never takes the file for unused and deletes its WAL; a
restore refuses while another process has the file open. Real files, real processes."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from tests.helpers.audit import append_stocked
from xcom_manager import paths
from xcom_manager.services.backups import BackupError, Backups
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.health import check_database
from xcom_manager.store.backup import BackupShelf
from xcom_manager.store.db import Database
from xcom_manager.store.integrity import check_file, refuse_unusable
from xcom_manager.store.peek import peek_roster
from xcom_manager.store.sharing import others_holding

pytestmark = pytest.mark.slow


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


def _connect_and_close(path: Path) -> None:
    """Another process opens the file with SQLite, reads, and closes: the last connection would
    checkpoint the WAL and delete it."""
    code = (
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1])\n"
        "c.execute('SELECT count(*) FROM soldier').fetchone()\n"
        "c.close()\n"
    )
    subprocess.run([sys.executable, "-c", code, str(path)], check=True, timeout=60)


@pytest.fixture
def held(tmp_path: Path) -> Iterator[tuple[Path, Database, int]]:
    """A campaign file with an open Database (a window's) and a write in its WAL."""
    path = tmp_path / "campaign.db"
    db = Database.open(_url(path))
    campaign_id = CampaignService(db).create_campaign("Deep Blue", "wargame").id
    append_stocked(db, campaign_id, 2)
    try:
        yield path, db, campaign_id
    finally:
        db.close()


def test_every_check_backup_and_peek_path_keeps_the_wal_of_an_open_database(
    held: tuple[Path, Database, int], tmp_path: Path
) -> None:
    path, db, campaign_id = held
    wal = path.with_name(path.name + "-wal")
    assert wal.exists()
    refuse_unusable(path)
    assert check_file(path).ok
    assert check_file(path, quick_only=True).ok
    BackupShelf(path, tmp_path / "shelf").take("manual")
    Backups(_url(path), root=tmp_path / "shelf2").daily()
    assert check_database(_url(path)).ok
    peek_roster(_url(path), None, 10, versions_dir=paths.database_dir() / "versions")
    _connect_and_close(path)
    assert wal.exists(), "another process deleted the WAL under the open database"
    append_stocked(db, campaign_id, 2, start=2)  # the window goes on writing
    db.close()
    with closing(sqlite3.connect(path)) as reading:
        rows = reading.execute("SELECT count(*) FROM audit_entry").fetchone()[0]
    assert rows == 4  # every acknowledged write is there


def _hold(path: Path) -> subprocess.Popen[str]:
    """Another process with the file open until its standard input closes."""
    code = (
        "import sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1])\n"
        "c.execute('SELECT count(*) FROM soldier').fetchone()\n"
        "print('open', flush=True)\n"
        "sys.stdin.read()\n"
        "c.close()\n"
    )
    holder = subprocess.Popen(
        [sys.executable, "-c", code, str(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
    return holder


def test_a_restore_is_refused_while_another_process_has_the_file_open(tmp_path: Path) -> None:
    path = tmp_path / "campaign.db"
    with Database.open(_url(path)) as db:
        campaign_id = CampaignService(db).create_campaign("Deep Blue", "wargame").id
        append_stocked(db, campaign_id, 1)
    backups = Backups(_url(path), root=tmp_path / "shelf")
    backup = backups.take("manual").path
    holders = [_hold(path), _hold(path)]
    try:
        assert others_holding(path) == 2
        before = backups.list()
        with pytest.raises(BackupError, match=r"other windows .* first: 2 other programs"):
            backups.restore(backup)
        assert backups.list() == before  # nothing kept, nothing replaced
        assert path.with_name(path.name + "-wal").exists()
    finally:
        for holder in holders:
            holder.communicate("", timeout=30)
    deadline = time.monotonic() + 10
    while others_holding(path) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert others_holding(path) == 0
    backups.restore(backup)  # alone again: the restore goes through
