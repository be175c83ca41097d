"""A sound database file this user cannot write opens read-only, as it is: the pages can read
it, every write is refused with one message saying why, nothing is written to it, not even a
backup or an upgrade. Real SQLite files made unwritable for real: immutable (``chattr +i``,
which root obeys too) or opened through a ``mode=ro`` URL. The same as another user, for whom
a file's mode and its folder's are what make it read-only: ``tests/test_read_only_as_user.py``.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

import pytest

from tests.helpers.as_nobody import unwritable
from tests.helpers.damage import digest
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ReadOnlyDatabaseError
from xcom_manager.services.upkeep.backups import BackupError, Backups
from xcom_manager.store.db import Database, head_revision, upgrade
from xcom_manager.store.errors import StoreError
from xcom_manager.store.integrity import check_file
from xcom_manager.store.writable import immutable, write_refusal


def _url(path: Path) -> str:
    return f"sqlite:///{path}"


@pytest.fixture
def made(tmp_path: Path) -> Path:
    """A campaign file at the newest schema, closed (its WAL folded in: one file)."""
    path = tmp_path / "campaign.db"
    with Database.open(_url(path)) as db:
        CampaignService(db).create_campaign("Deep Blue", "wargame")
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


def _beside(path: Path) -> set[str]:
    """The files beside ``path`` that are not SQLite's own companions of an open file."""
    companions = {path.name, path.name + "-wal", path.name + "-shm"}
    return {each.name for each in path.parent.iterdir()} - companions


def test_an_immutable_file_opens_read_only_and_refuses_writes(made: Path) -> None:
    before = digest(made)
    with unwritable(made):
        assert write_refusal(made) is not None
        with Database.open(_url(made)) as db:
            assert db.read_only is not None and db.read_only.key == "database_file_read_only"
            campaigns = CampaignService(db)
            assert [info.name for info in campaigns.list_campaigns()] == ["Deep Blue"]
            with pytest.raises(ReadOnlyDatabaseError) as refused:
                campaigns.create_campaign("Never made", "wargame")
            assert str(refused.value) == (
                f"This file is read-only ({made}): you can look, not change. Copy it somewhere "
                "you can write, or ask for write access."
            )
            assert Backups(db.url).daily() is None  # nothing changes it: no backup either
        assert Backups(_url(made)).list() == []
    assert digest(made) == before
    assert _beside(made) == set()


def test_a_mode_ro_url_opens_read_only(made: Path) -> None:
    before = digest(made)
    url = f"sqlite:///file:{made}?mode=ro&uri=true"
    with Database.open(url) as db:
        assert db.read_only is not None and db.read_only.key == "database_url_read_only"
        assert db.location == str(made)
        campaigns = CampaignService(db)
        assert [info.name for info in campaigns.list_campaigns()] == ["Deep Blue"]
        with pytest.raises(ReadOnlyDatabaseError, match=r"mode=ro.*You can look, not change"):
            campaigns.create_campaign("Never made", "wargame")
    assert digest(made) == before


def test_a_writable_file_is_not_read_only(made: Path) -> None:
    assert write_refusal(made) is None
    assert write_refusal(made.with_name("not-there.db")) is None  # a new one is made
    with Database.open(_url(made)) as db:
        assert db.read_only is None
        CampaignService(db).create_campaign("Second", "wargame")


def test_an_older_read_only_file_is_not_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "old.db"
    upgrade(_url(path), "0010_mission_event_chain")
    before = digest(path)
    with unwritable(path), pytest.raises(StoreError) as refused:
        Database.open(_url(path))
    text = str(refused.value)
    assert "cannot be upgraded while read-only" in text and "0010_mission_event_chain" in text
    assert head_revision() in text
    assert digest(path) == before
    assert _beside(path) == set()  # no backup made before an upgrade, no upgrade
    assert Backups(_url(path)).list() == []


def test_an_empty_read_only_file_says_so(tmp_path: Path) -> None:
    path = tmp_path / "empty.db"
    path.touch()
    with unwritable(path), pytest.raises(StoreError, match="read-only and empty"):
        Database.open(_url(path))
    assert path.stat().st_size == 0


def test_a_file_in_a_folder_without_companions_is_read_as_immutable(made: Path) -> None:
    """The folder cannot be written (immutable here) and no -wal or -shm is there: SQLite
    could not make the -shm a read needs, so it is told the file does not change."""
    folder = made.parent
    assert not immutable(made)
    with unwritable(folder):
        assert immutable(made)
        assert write_refusal(made) is not None
        assert check_file(made).ok  # read, not called damaged
        with Database.open(_url(made)) as db:
            assert db.read_only is not None and db.read_only.key == "database_folder_read_only"
            assert [info.name for info in CampaignService(db).list_campaigns()] == ["Deep Blue"]


def test_a_backup_is_not_put_in_place_of_a_read_only_file(made: Path) -> None:
    backups = Backups(_url(made))
    backup = backups.take("manual").path
    with unwritable(made):
        before = digest(made)
        with pytest.raises(BackupError, match="This file is read-only"):
            backups.restore(backup)
        assert digest(made) == before
        assert [row.reason for row in backups.list()] == ["manual"]  # nothing kept either
