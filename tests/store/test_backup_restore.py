"""Backups killed half way and restores: a killed backup's ``.part`` files are
removed at the next start; a restore takes only this application's backups of a schema it
knows, works when the database file is gone, and refuses while another process has the file
open. Real files and real processes."""

from __future__ import annotations

import os
import shutil
import sqlite3
import time
from collections.abc import Callable
from contextlib import closing
from pathlib import Path

import pytest

from tests.helpers.damage import corrupt_table, digest, foreign_database, truncate
from xcom_manager.cli.main import main
from xcom_manager.services.upkeep.backups import Backups
from xcom_manager.store.backup import BackupShelf
from xcom_manager.store.integrity import check_file


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


@pytest.fixture
def made(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A database with the demo campaign (its day's backup taken)."""
    path = tmp_path / "c.db"
    assert main(["--db", _url(path), "demo"]) == 0
    capsys.readouterr()
    return path


def _aged(path: Path, seconds: float) -> Path:
    path.write_bytes(b"half a backup")
    moment = time.time() - seconds
    os.utime(path, (moment, moment))
    return path


def test_the_next_start_removes_a_killed_backups_part_files(made: Path) -> None:
    shelf = BackupShelf(made)
    killed = _aged(shelf.folder / ".20260101-101010-daily.db.k1ll3d.part", 3600)
    staged = _aged(made.with_name(".c.db.restoring"), 3600)
    staged_part = _aged(made.with_name("..c.db.restoring.x1y2.part"), 3600)
    writing = _aged(shelf.folder / ".20260101-101011-manual.db.n0w.part", 5)  # in progress
    other = _aged(made.with_name(".other.db.abc.part"), 3600)  # another file's: not ours
    assert main(["--db", _url(made), "campaigns"]) == 0
    assert not killed.exists() and not staged.exists() and not staged_part.exists()
    assert writing.exists() and other.exists()
    assert [each.path.name for each in shelf.files()]  # the real backups stay
    Backups(_url(made)).before_opening()  # idempotent
    assert writing.exists()


# -- what a restore takes ---------------------------------------------------------------------


def _on_shelf(made: Path, name: str) -> Path:
    """A file in the shelf's folder, named as a backup is (as a copy put there by hand)."""
    shelf = BackupShelf(made)
    shelf.folder.mkdir(parents=True, exist_ok=True)
    return shelf.folder / name


def _copy_of_newest(made: Path, name: str) -> Path:
    newest = BackupShelf(made).newest()
    assert newest is not None
    target = _on_shelf(made, name)
    shutil.copyfile(newest.path, target)
    return target


def _garbage(made: Path) -> Path:
    target = _on_shelf(made, "20300101-090000-manual.db")
    target.write_bytes(b"these are my holiday notes, not a database\n" * 200)
    return target


def _foreign(made: Path) -> Path:
    target = _on_shelf(made, "20300101-090001-manual.db")
    foreign_database(target)
    return target


def _no_revision(made: Path) -> Path:
    target = _copy_of_newest(made, "20300101-090002-manual.db")
    with closing(sqlite3.connect(target)) as connection:
        connection.execute("DROP TABLE alembic_version")
        connection.commit()
    return target


def _newer(made: Path) -> Path:
    target = _copy_of_newest(made, "20300101-090003-manual.db")
    with closing(sqlite3.connect(target)) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0999_from_the_future'")
        connection.commit()
    return target


def _cut(made: Path) -> Path:
    target = _copy_of_newest(made, "20300101-090004-manual.db")
    truncate(target)
    return target


def _bad_page(made: Path) -> Path:
    target = _copy_of_newest(made, "20300101-090005-manual.db")
    corrupt_table(target, "item")
    return target


def _empty(made: Path) -> Path:
    target = _on_shelf(made, "20300101-090006-manual.db")
    target.touch()
    return target


@pytest.mark.parametrize(
    ("make", "said"),
    [
        (_garbage, "it is damaged or no SQLite database (it is not an SQLite database"),
        (_foreign, "it is not an xcom_manager database"),
        (_no_revision, "it is not an xcom_manager database"),
        (_newer, "its schema revision '0999_from_the_future' is newer than this xcom_manager"),
        (_cut, "it is damaged or no SQLite database (it is cut short"),
        (_bad_page, "it is damaged or no SQLite database"),
        (_empty, "it holds no database"),
    ],
    ids=["not-sqlite", "another-program", "no-revision", "newer", "cut", "bad-page", "empty"],
)
def test_a_restore_takes_only_a_whole_backup_of_a_schema_it_knows(
    made: Path, make: Callable[[Path], Path], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = make(made)
    before, listed = digest(made), Backups(_url(made)).list()
    assert main(["--db", _url(made), "backup", "restore", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"The backup {bad} cannot be restored: " in err, err
    assert said in err and "Nothing was changed" in err and "Traceback" not in err
    assert digest(made) == before  # the database untouched
    assert Backups(_url(made)).list() == listed  # and nothing kept "before the restore"


def test_a_restore_works_when_the_database_file_is_gone(
    made: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file deleted, its -wal and -shm left behind (another campaign in that WAL): the
    backup comes back whole, and the old WAL is not played into it."""
    assert main(["--db", _url(made), "backup", "now"]) == 0
    with closing(sqlite3.connect(made)) as connection:
        connection.execute("PRAGMA wal_autocheckpoint = 0")  # what follows stays in the WAL
        connection.execute("UPDATE campaign SET name = 'Only in the old WAL' WHERE id = 1")
        connection.commit()
        wal, shm = (made.with_name(made.name + suffix) for suffix in ("-wal", "-shm"))
        kept_wal, kept_shm = wal.read_bytes(), shm.read_bytes()
    assert len(kept_wal) > 0
    made.unlink()
    wal.write_bytes(kept_wal)
    shm.write_bytes(kept_shm)
    capsys.readouterr()
    assert main(["--db", _url(made), "backup", "list"]) == 0  # listed, nothing made
    captured = capsys.readouterr()
    assert "\tmanual\t" in captured.out and "the database file is missing" in captured.err
    assert not made.exists()
    assert main(["--db", _url(made), "backup", "restore", "1"]) == 0
    assert "there was no database file to keep first" in capsys.readouterr().out
    assert not wal.exists() or wal.stat().st_size == 0
    assert check_file(made).ok
    assert main(["--db", _url(made), "campaigns"]) == 0
    out = capsys.readouterr().out
    assert "Operation Deep Blue — demo" in out and "Only in the old WAL" not in out
