"""Backups killed half way and restores (issue 24): a killed backup's ``.part`` files are
removed at the next start; a restore takes only this application's backups of a schema it
knows, works when the database file is gone, and refuses while another process has the file
open. Real files and real processes."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from xcom_manager.cli import main
from xcom_manager.services.backups import Backups
from xcom_manager.store.backup import BackupShelf


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
