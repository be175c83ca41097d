"""Opening a database: engine settings, sessions, locations and refusals."""

from __future__ import annotations

import importlib.util
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import text

from xcom_manager.store.db import (
    Database,
    StoreError,
    current_revision,
    describe_url,
    head_revision,
    make_engine,
)
from xcom_manager.store.models import Campaign


@pytest.mark.sqlite_only
def test_sqlite_pragmas_are_in_effect_on_every_connection(db: Database) -> None:
    for _ in range(2):
        with db.engine.connect() as connection:
            pragma = connection.exec_driver_sql
            assert pragma("PRAGMA journal_mode").scalar() == "wal"
            assert pragma("PRAGMA foreign_keys").scalar() == 1
            assert pragma("PRAGMA synchronous").scalar() == 2  # FULL: durable
            assert pragma("PRAGMA busy_timeout").scalar() == 5000


def test_open_creates_missing_folders_and_upgrades_to_head(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b" / "campaign.db"
    with Database.open(f"sqlite:///{path}") as db:
        assert path.is_file()
        assert db.location == str(path)
        assert db.backup_path is None
    assert current_revision(f"sqlite:///{path}") == head_revision()


@pytest.mark.sqlite_only
def test_sqlite_ddl_is_transactional(db: Database) -> None:
    with pytest.raises(RuntimeError), db.engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE scratch (x INTEGER)")
        connection.exec_driver_sql("ALTER TABLE campaign ADD COLUMN scratch INTEGER")
        raise RuntimeError("abort")
    with db.engine.connect() as connection:
        tables = connection.exec_driver_sql("SELECT name FROM sqlite_master").scalars().all()
        columns = [row[1] for row in connection.exec_driver_sql("PRAGMA table_info(campaign)")]
    assert "scratch" not in tables
    assert "scratch" not in columns


def test_session_commits_on_success_and_keeps_objects_loaded(db: Database) -> None:
    with db.session() as session:
        campaign = Campaign(name="Operation Cobra", ruleset_id="wargame")
        session.add(campaign)
    assert campaign.id is not None
    assert campaign.name == "Operation Cobra"  # no refresh needed after commit
    with db.session() as session:
        assert session.get(Campaign, campaign.id) is not None


def test_session_rolls_back_on_exception(db: Database) -> None:
    with pytest.raises(ValueError, match="boom"), db.session() as session:
        session.add(Campaign(name="Doomed", ruleset_id="wargame"))
        session.flush()
        raise ValueError("boom")
    with db.session() as session:
        assert session.execute(text("SELECT count(*) FROM campaign")).scalar() == 0


def test_session_is_one_transaction(db: Database) -> None:
    with pytest.raises(Exception, match=r"(?i)check"), db.session() as session:
        session.add(Campaign(name="Kept?", ruleset_id="wargame"))
        session.flush()
        session.execute(
            text(
                "INSERT INTO soldier (campaign_id, name, nationality, rank, soldier_class,"
                " unit_type, stats, wounds, status, missions, kills, notes, created_at, version)"
                " VALUES (1, 'x', '', 'r', 'c', 'u', '{}', 1, 'zombie', 0, 0, '', '2026-01-01', 1)"
            )
        )
    with db.session() as session:
        assert session.execute(text("SELECT count(*) FROM campaign")).scalar() == 0


def test_in_memory_database_works(tmp_path: Path) -> None:
    with Database.open("sqlite://") as db:
        assert db.location == "an in-memory SQLite database"
        with db.session() as session:
            session.add(Campaign(name="Memory", ruleset_id="wargame"))
        with db.session() as session:
            assert session.execute(text("SELECT name FROM campaign")).scalar() == "Memory"


def test_location_of_a_server_url_hides_the_password() -> None:
    url = "postgresql://gm:s3cret@club.example.org:5433/xcom"
    assert describe_url(url) == "club.example.org:5433/xcom"
    assert describe_url("postgresql://gm@db/xcom") == "db/xcom"


def test_current_revision_of_a_new_database_is_none(db_url: str) -> None:
    assert current_revision(db_url) is None


@pytest.mark.parametrize("url", ["not a url", "nosuchdialect://host/db"])
def test_malformed_or_unknown_url_is_refused(url: str) -> None:
    with pytest.raises(StoreError):
        Database.open(url)


def test_missing_driver_is_refused_without_showing_the_password() -> None:
    if importlib.util.find_spec("pg8000") is not None:
        pytest.skip("pg8000 is installed")
    with pytest.raises(StoreError) as caught:
        make_engine("postgresql+pg8000://gm:s3cret@club.example.org/xcom")
    assert "s3cret" not in str(caught.value)
    assert "club.example.org/xcom" in str(caught.value)


@pytest.mark.parametrize("scheme", ["postgresql", "postgres", "postgresql+psycopg"])
def test_a_plain_postgresql_url_uses_the_bundled_driver(scheme: str) -> None:
    """Issue 12: ``postgresql://user@host/db`` works out of the box, with psycopg 3 (a
    dependency); the engine is made without touching the server."""
    engine = make_engine(f"{scheme}://gm@club.example.org/xcom")
    try:
        assert (engine.dialect.name, engine.dialect.driver) == ("postgresql", "psycopg")
    finally:
        engine.dispose()


def test_unreachable_file_is_refused(tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file, not a folder")
    with pytest.raises(StoreError, match="Cannot"):
        Database.open(f"sqlite:///{blocker / 'campaign.db'}")


def test_a_file_that_is_not_a_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "campaign.db"
    path.write_bytes(b"this is not SQLite at all" * 100)
    with pytest.raises(StoreError, match=str(path)):
        Database.open(f"sqlite:///{path}")


def test_a_foreign_sqlite_database_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
    connection.close()
    with pytest.raises(StoreError, match="not an xcom_manager database"):
        Database.open(f"sqlite:///{path}")


def test_production_code_never_calls_create_all() -> None:
    package = Path(__file__).resolve().parents[2] / "xcom_manager"
    offenders = [
        str(path)
        for path in package.rglob("*.py")
        if "create_all(" in path.read_text(encoding="utf-8")
    ]
    assert offenders == []
