"""SQLite's locks are never dropped under an open connection: no check, backup or peek of a
database file opens it with anything but SQLite (closing any other descriptor of the file
drops every POSIX lock the process holds on it: SQLite's "How To Corrupt An SQLite Database
File", section 2.2). Real files, and a second process that connects and closes: were the
first process's locks gone, that process would take itself for the last connection and delete
the ``-wal`` under the open one, whose later writes would then be lost."""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
import sys
from contextlib import closing
from pathlib import Path

import pytest
from sqlalchemy import text

from tests.helpers.audit import append_stocked as append
from tests.helpers.damage import corrupt_table, digest
from xcom_manager.cli.main import main
from xcom_manager.paths import database_dir
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.upkeep.backups import Backups
from xcom_manager.services.upkeep.health import check_database
from xcom_manager.store.backup import BackupShelf, copy_database
from xcom_manager.store.db import Database, current_revision
from xcom_manager.store.integrity import check_file, refuse_unusable
from xcom_manager.store.peek import peek_roster

_CONNECT_AND_CLOSE = (
    "import sqlite3, sys\n"
    "connection = sqlite3.connect(sys.argv[1])\n"
    "connection.execute('SELECT count(*) FROM sqlite_master').fetchone()\n"
    "connection.close()\n"
)
_COUNT = (
    "import sqlite3, sys\n"
    "connection = sqlite3.connect('file:' + sys.argv[1] + '?mode=ro', uri=True)\n"
    "print(connection.execute('SELECT count(*) FROM audit_entry').fetchone()[0])\n"
    "connection.close()\n"
)


def _other_process(script: str, path: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", script, str(path)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _audit_rows(db: Database) -> int:
    with db.engine.connect() as connection:
        return int(connection.execute(text("SELECT count(*) FROM audit_entry")).scalar_one())


@pytest.fixture
def held(tmp_path: Path) -> tuple[Database, Path, int]:
    """A WAL database with its connection held open (pooled, with its shared-memory lock)."""
    path = tmp_path / "campaign.db"
    db = Database.open(f"sqlite:///{path}")
    campaign_id = CampaignService(db).create_campaign("Deep Blue", "wargame").id
    append(db, campaign_id, 3)
    assert path.with_name("campaign.db-wal").exists()
    return db, path, campaign_id


def test_every_check_backup_and_peek_keeps_the_locks_of_an_open_connection(
    held: tuple[Database, Path, int], tmp_path: Path
) -> None:
    db, path, campaign_id = held
    url = f"sqlite:///{path}"
    wal = path.with_name("campaign.db-wal")
    try:
        refuse_unusable(path)
        assert check_file(path).ok
        assert check_file(path, quick_only=True).ok
        assert check_database(url).ok
        assert current_revision(url) is not None
        assert peek_roster(url, None, 5, versions_dir=database_dir() / "versions").roster
        copy_database(path, tmp_path / "copy.db")
        Backups(url, root=tmp_path / "shelf").take("manual")
        Backups(url, root=tmp_path / "daily").daily()
        BackupShelf(path, tmp_path / "aside").keep_damaged()
        Database.open(url).close()  # a second window of this process, opened and closed

        _other_process(_CONNECT_AND_CLOSE, path)
        assert wal.exists(), "another process deleted the -wal under the open connection"

        before = _audit_rows(db)
        append(db, campaign_id, 2, start=3)
        _other_process(_CONNECT_AND_CLOSE, path)
        assert int(_other_process(_COUNT, path)) == before + 2
    finally:
        db.close()
    with Database.open(url) as reopened:
        assert _audit_rows(reopened) == 5


def test_check_writes_nothing_to_a_file_in_delete_mode(tmp_path: Path) -> None:
    path = tmp_path / "campaign.db"
    with Database.open(f"sqlite:///{path}") as db:
        append(db, CampaignService(db).create_campaign("Deep Blue", "wargame").id, 2)
    _delete_mode(path)
    before = digest(path)
    report = check_database(f"sqlite:///{path}")
    assert report.ok and report.history
    assert digest(path) == before
    assert not path.with_name("campaign.db-wal").exists()


def _delete_mode(path: Path) -> None:
    with closing(sqlite3.connect(path)) as connection:
        assert connection.execute("PRAGMA journal_mode = DELETE").fetchone() == ("delete",)


@pytest.mark.parametrize("kind", ["damaged", "delete-mode", "empty", "damaged-delete-mode"])
def test_check_and_the_first_start_leave_the_file_as_it_was(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "campaign.db"
    if kind == "empty":
        path.touch()
    else:
        assert main(["--db", f"sqlite:///{path}", "demo"]) == 0
        if "delete-mode" in kind:
            _delete_mode(path)
        if "damaged" in kind:
            corrupt_table(path, "item")
    before = digest(path)
    status = main(["--db", f"sqlite:///{path}", "check"])
    assert status == (0 if kind == "delete-mode" else 1)
    assert digest(path) == before
    assert not path.with_name("campaign.db-wal").exists() or kind == "damaged"
    if "damaged" in kind:  # the day's first start refuses the damaged file and writes nothing
        shutil.rmtree(BackupShelf(path).folder)  # no backup today yet: this start is the first
        assert main(["--db", f"sqlite:///{path}", "campaigns"]) != 0
        assert digest(path) == before
    assert "Traceback" not in capsys.readouterr().err
