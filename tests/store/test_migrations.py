"""The Alembic migrations: upgrades keep data, run in one transaction, back up old files."""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel, col, select

from xcom_manager.store import migrate
from xcom_manager.store.backup import BackupShelf
from xcom_manager.store.db import (
    Database,
    StoreError,
    alembic_config,
    current_revision,
    head_revision,
    make_engine,
    upgrade,
)
from xcom_manager.store.models import Campaign, Item, Mission, Soldier

AddMigration = Callable[[str, str, str], None]

FIRST = "0001_initial"
TABLES = {
    "campaign",
    "soldier",
    "alienunit",
    "item",
    "audit_entry",
    "audit_head",
    "mission",
    "mission_event",
    "soldier_history",
    "mission_event_head",
}
#: The tables migrations after the first one add (0002_audit_log: the audit log;
#: 0003_missions: missions and their events; 0009_soldier_history: the service records;
#: 0010_mission_event_chain: the events' chain head).
LATER_TABLES = {
    "audit_entry",
    "audit_head",
    "mission",
    "mission_event",
    "soldier_history",
    "mission_event_head",
}


def _path(url: str) -> Path:
    return Path(url.removeprefix("sqlite:///"))


@contextmanager
def _raw(url: str) -> Iterator[Connection]:
    """A plain connection to the database at ``url`` in one transaction, committed at the end
    (the test's own hand on the tables, on either engine)."""
    engine = make_engine(url)
    try:
        with engine.begin() as connection:
            yield connection
    finally:
        engine.dispose()


_FIRST_ROWS = (
    "INSERT INTO campaign (id, name, ruleset_id, created_at, notes, version)"
    " VALUES (1, 'Operation Cobra', 'wargame', '2026-11-01 10:00:00.000000', '', 3)",
    "INSERT INTO soldier (id, campaign_id, name, nationality, rank, soldier_class,"
    " unit_type, stats, wounds, status, missions, kills, notes, created_at, version)"
    " VALUES (1, 1, 'Ana Souza', 'Brazil', 'Sergeant', 'assault', 'infantry',"
    " '{\"WS\": 4, \"BS\": 5}', 1, 'active', 3, 2, 'steady',"
    " '2026-11-01 10:00:00.000000', 2),"
    " (2, 1, 'Ivan Petrov', 'Russia', 'Rookie', 'heavy', 'infantry',"
    " '{\"WS\": 3, \"BS\": 3}', 0, 'down', 0, 0, '',"
    " '2026-11-01 10:05:00.000000', 1)",
    "INSERT INTO item (id, campaign_id, item_type, charges, location, soldier_id, slot,"
    " slot_index, version)"
    " VALUES (1, 1, 'laser_rifle', NULL, 'soldier', 1, 'large', 0, 1),"
    " (2, 1, 'medkit', 3, 'soldier', 1, 'small', 0, 1),"
    " (3, 1, 'grenade', NULL, 'armoury', NULL, NULL, NULL, 1)",
)


def _fill_at_first_migration(url: str) -> None:
    """A campaign, two soldiers and three items, written with the schema of 0001_initial (with
    explicit ids, as an old file has them: on PostgreSQL the sequences are moved past them, as
    a restore would)."""
    with _raw(url) as connection:
        for statement in _FIRST_ROWS:
            connection.exec_driver_sql(statement)
        if connection.dialect.name == "postgresql":
            for table in ("campaign", "soldier", "item"):
                connection.exec_driver_sql(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                    f"(SELECT max(id) FROM {table}))"
                )


def _tables(url: str) -> set[str]:
    with _raw(url) as connection:
        return set(inspect(connection).get_table_names())


def _soldier_columns(url: str) -> list[str]:
    with _raw(url) as connection:
        return [column["name"] for column in inspect(connection).get_columns("soldier")]


def _assert_data_intact(db: Database) -> None:
    with db.session() as session:
        campaign = session.get(Campaign, 1)
        assert campaign is not None
        assert (campaign.name, campaign.ruleset_id, campaign.version) == (
            "Operation Cobra",
            "wargame",
            3,
        )
        soldiers = session.exec(select(Soldier).order_by(col(Soldier.id))).all()
        assert [(s.name, s.stats, s.status, s.kills, s.experience) for s in soldiers] == [
            ("Ana Souza", {"WS": 4, "BS": 5}, "active", 2, 0),
            ("Ivan Petrov", {"WS": 3, "BS": 3}, "down", 0, 0),
        ]
        items = session.exec(select(Item).order_by(col(Item.id))).all()
        assert [(i.item_type, i.location, i.soldier_id, i.slot, i.charges) for i in items] == [
            ("laser_rifle", "soldier", 1, "large", None),
            ("medkit", "soldier", 1, "small", 3),
            ("grenade", "armoury", None, None, None),
        ]


def _revision_in_file(path: Path) -> str | None:
    connection = sqlite3.connect(path)
    try:
        rows = connection.execute("SELECT version_num FROM alembic_version").fetchall()
    finally:
        connection.close()
    return rows[0][0] if rows else None


def test_first_migration_is_the_readable_root(scripts: Path) -> None:
    assert (scripts / "versions" / f"{FIRST}.py").is_file()
    from alembic.script import ScriptDirectory

    from xcom_manager.store.db import alembic_config

    script = ScriptDirectory.from_config(alembic_config())
    assert script.get_base() == FIRST
    assert head_revision() in {each.revision for each in script.walk_revisions()}


def test_migrations_create_exactly_the_tables_of_the_models(db: Database) -> None:
    with db.engine.connect() as connection:
        names = set(inspect(connection).get_table_names())
    assert names == TABLES | {"alembic_version"}
    assert set(SQLModel.metadata.tables) == TABLES


def test_autogenerate_finds_no_difference_after_upgrade(db: Database) -> None:
    with db.engine.connect() as connection:
        context = MigrationContext.configure(
            connection, opts={"compare_type": True, "render_as_batch": True}
        )
        assert compare_metadata(context, SQLModel.metadata) == []


def test_migrate_check_command_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert migrate.main(["check"]) == 0
    assert "match" in capsys.readouterr().out


def test_constraint_names_follow_the_naming_convention(db: Database) -> None:
    with db.engine.connect() as connection:
        inspector = inspect(connection)
        foreign_keys = {fk["name"] for fk in inspector.get_foreign_keys("item")}
        checks = {ck["name"] for ck in inspector.get_check_constraints("item")}
        indexes = {ix["name"] for ix in inspector.get_indexes("item")}
    assert foreign_keys == {"fk_item_campaign_id_campaign", "fk_item_soldier_id_soldier"}
    assert checks == {"ck_item_location", "ck_item_placement"}
    assert indexes == {"ix_item_campaign_location", "uq_item_soldier_slot"}


def test_upgrade_from_the_first_migration_keeps_the_data(db_url: str) -> None:
    upgrade(db_url, FIRST)
    assert current_revision(db_url) == FIRST
    _fill_at_first_migration(db_url)

    with Database.open(db_url) as db:
        assert current_revision(db_url) == head_revision()
        _assert_data_intact(db)
        with db.engine.connect() as connection:
            names = set(inspect(connection).get_table_names())
            audit_rows = connection.exec_driver_sql("SELECT count(*) FROM audit_entry").scalar()
            heads = connection.exec_driver_sql("SELECT count(*) FROM audit_head").scalar()
    # The later migrations added their tables, empty: the old campaign has no audit history.
    assert names >= LATER_TABLES
    assert (audit_rows, heads) == (0, 0)


def _revisions() -> list[str]:
    """Every revision of the migrations, oldest first."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config())
    return [each.revision for each in reversed(list(script.walk_revisions()))]


@pytest.mark.parametrize("revision", _revisions()[:-1])
def test_a_database_made_by_every_earlier_revision_upgrades(db_url: str, revision: str) -> None:
    """A database left at any earlier revision, with a campaign in it (and a mission from the
    revision that has missions on), upgrades to the newest and keeps everything: the mission
    then names its rule system, the wargame, and replays."""
    upgrade(db_url, revision)
    _fill_at_first_migration(db_url)
    has_missions = "mission" in _tables(db_url)
    if has_missions:
        with _raw(db_url) as connection:
            connection.exec_driver_sql(
                "INSERT INTO mission (id, campaign_id, name, environment, status, setup, "
                "created_at, version) VALUES (1, 1, 'Dawn raid', 'ground', 'in_progress', "
                """'{"name": "Dawn raid", "environment": "ground", "characters": []}', """
                "'2026-11-02 09:00:00.000000', 1)"
            )
    with Database.open(db_url) as db:
        assert current_revision(db_url) == head_revision()
        _assert_data_intact(db)
        if has_missions:
            from xcom_manager.services.campaigns.service import CampaignService
            from xcom_manager.services.missions.service import MissionService

            view = MissionService(db, CampaignService(db)).view(1)
            assert (view.system, view.environment, view.turn) == ("wargame", "ground", 1)
            _assert_recorded_before_seals(db)
        with db.session() as session:
            soldiers = session.exec(select(Soldier)).all()
            assert {(s.changed_by, s.changed_at) for s in soldiers} == {("", None)}


def _assert_recorded_before_seals(db: Database) -> None:
    """The mission recorded before 0012 verifies as it did, its chain untouched, and is said
    to be recorded before seals."""
    from xcom_manager.services.audit.history import verify_history

    report = verify_history(db)
    assert report.ok, report.findings
    assert report.events.unsealed == (1,)
    assert report.summary().endswith("; 1 mission: setup not sealed (recorded before seals)")
    with db.session() as session:
        mission = session.get(Mission, 1)
        assert mission is not None and mission.sealed is False


@pytest.mark.sqlite_only
def test_no_backup_for_a_new_or_an_up_to_date_file(db_url: str) -> None:
    with Database.open(db_url) as db:
        assert db.backup_path is None
    with Database.open(db_url) as db:
        assert db.backup_path is None
    folder = _path(db_url).parent
    assert not list(folder.glob("*.backup-*"))


@pytest.mark.sqlite_only
def test_backup_before_upgrading_an_old_file(
    db_url: str, scripts: Path, add_migration: AddMigration, caplog: pytest.LogCaptureFixture
) -> None:
    upgrade(db_url, FIRST, script_location=scripts)
    _fill_at_first_migration(db_url)
    add_migration(
        "9001_test_motto",
        head_revision(),
        "op.add_column('campaign', sa.Column('motto', sa.Text()))",
    )

    with Database.open(db_url, script_location=scripts) as db:
        backup = db.backup_path
        assert current_revision(db_url) == "9001_test_motto"
    assert backup is not None
    # Shelved in the user's data directory, per database file, whole or not at all.
    assert backup.parent == BackupShelf(_path(db_url)).folder
    assert backup.name.endswith("-upgrade.db")
    assert not list(backup.parent.glob(".*.part"))
    assert str(backup) in caplog.text
    # The copy is the old database, complete and still at the old revision.
    assert _revision_in_file(backup) == FIRST
    copy = sqlite3.connect(backup)
    try:
        assert copy.execute("SELECT count(*) FROM soldier").fetchone() == (2,)
        assert copy.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    finally:
        copy.close()


@pytest.mark.sqlite_only
def test_batch_migration_of_a_parent_table_does_not_cascade_deletes(
    db_url: str, scripts: Path, add_migration: AddMigration
) -> None:
    """Foreign keys are off during an upgrade: recreating ``campaign`` must keep its soldiers."""
    upgrade(db_url, FIRST, script_location=scripts)
    _fill_at_first_migration(db_url)
    add_migration(
        "9001_test_recreate_campaign",
        head_revision(),
        """
        with op.batch_alter_table('campaign', recreate='always') as batch:
            batch.add_column(sa.Column('motto', sa.Text()))
        """,
    )
    with Database.open(db_url, script_location=scripts) as db:
        _assert_data_intact(db)
        with db.engine.connect() as connection:
            assert connection.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1


def test_failing_migration_rolls_back_the_whole_upgrade(
    db_url: str, scripts: Path, add_migration: AddMigration
) -> None:
    upgrade(db_url, FIRST, script_location=scripts)
    _fill_at_first_migration(db_url)
    add_migration(
        "9001_test_callsign",
        head_revision(),
        """
        op.add_column('soldier', sa.Column('callsign', sa.Text()))
        op.create_table('mission', sa.Column('id', sa.Integer(), primary_key=True))
        op.execute("UPDATE soldier SET name = 'changed'")
        """,
    )
    add_migration(
        "9002_test_fails",
        "9001_test_callsign",
        """
        op.execute("DELETE FROM item")
        op.execute("INSERT INTO no_such_table VALUES (1)")
        """,
    )

    with pytest.raises(StoreError, match="nothing was changed"):
        Database.open(db_url, script_location=scripts)

    assert current_revision(db_url) == FIRST
    tables = _tables(db_url)
    columns = set(_soldier_columns(db_url))
    with _raw(db_url) as connection:
        names = connection.exec_driver_sql("SELECT name FROM soldier ORDER BY id").scalars()
        names_seen = list(names)
        items = connection.exec_driver_sql("SELECT count(*) FROM item").scalar()
    assert "mission" not in tables
    assert not tables & LATER_TABLES  # the bundled migrations after the first rolled back too
    assert "callsign" not in columns
    assert names_seen == ["Ana Souza", "Ivan Petrov"]
    assert items == 3


@pytest.mark.sqlite_only
def test_upgrade_leaving_broken_references_is_rolled_back(
    db_url: str, scripts: Path, add_migration: AddMigration
) -> None:
    upgrade(db_url, FIRST, script_location=scripts)
    _fill_at_first_migration(db_url)
    add_migration("9001_test_orphans", head_revision(), "op.execute('DELETE FROM campaign')")
    with pytest.raises(StoreError, match="broken references"):
        Database.open(db_url, script_location=scripts)
    assert current_revision(db_url) == FIRST
    with Database.open(db_url) as db:
        _assert_data_intact(db)


def test_a_database_newer_than_the_app_is_refused(db_url: str) -> None:
    Database.open(db_url).close()
    with _raw(db_url) as connection:
        connection.exec_driver_sql(
            "UPDATE alembic_version SET version_num = '0999_from_the_future'"
        )

    with pytest.raises(StoreError, match="newer version of xcom_manager") as caught:
        Database.open(db_url)
    assert "0999_from_the_future" in str(caught.value)
    assert current_revision(db_url) == "0999_from_the_future"
    if db_url.startswith("sqlite"):
        assert not list(_path(db_url).parent.glob("*.backup-*"))


def test_two_apps_opening_a_new_file_at_once_both_succeed(db_url: str) -> None:
    barrier = threading.Barrier(3)
    errors: list[BaseException] = []

    def open_it() -> None:
        barrier.wait()
        try:
            Database.open(db_url).close()
        except BaseException as error:  # reported below
            errors.append(error)

    threads = [threading.Thread(target=open_it) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert errors == []
    assert current_revision(db_url) == head_revision()


def test_0007_adds_experience_zero_for_old_soldiers_and_its_downgrade_drops_it(
    db_url: str,
) -> None:
    """0007_soldier_experience: every soldier already on a roster has 0 Experience Points (no
    mission before counted them, M-CX-4); its kills stay; the downgrade removes the column."""
    from alembic import command

    from xcom_manager.store.db import make_engine, migration_transaction

    upgrade(db_url, "0006_mission_system")
    _fill_at_first_migration(db_url)
    assert "experience" not in _soldier_columns(db_url)

    upgrade(db_url, "0007_soldier_experience")
    with _raw(db_url) as connection:
        rows = connection.exec_driver_sql("SELECT name, kills, experience FROM soldier ORDER BY id")
        assert [tuple(row) for row in rows] == [("Ana Souza", 2, 0), ("Ivan Petrov", 0, 0)]

    engine = make_engine(db_url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            command.downgrade(alembic_config(connection=connection), "0006_mission_system")
    finally:
        engine.dispose()
    assert current_revision(db_url) == "0006_mission_system"
    assert "experience" not in _soldier_columns(db_url)
    assert "kills" in _soldier_columns(db_url)


def test_0008_adds_status_facts_null_for_old_soldiers_and_its_downgrade_drops_them(
    db_url: str,
) -> None:
    """0008_soldier_status_facts: the soldiers on a roster have no recorded date, mission or
    cause of their status (NULL); their status stays; the downgrade removes the four columns."""
    from alembic import command

    from xcom_manager.store.db import make_engine, migration_transaction

    facts = ["status_date", "status_mission_id", "status_mission", "status_cause"]
    upgrade(db_url, "0007_soldier_experience")
    _fill_at_first_migration(db_url)
    assert not set(facts) & set(_soldier_columns(db_url))

    upgrade(db_url, "0008_soldier_status_facts")
    with _raw(db_url) as connection:
        rows = connection.exec_driver_sql(
            f"SELECT name, status, {', '.join(facts)} FROM soldier ORDER BY id"
        )
        assert [tuple(row) for row in rows] == [
            ("Ana Souza", "active", None, None, None, None),
            ("Ivan Petrov", "down", None, None, None, None),
        ]

    engine = make_engine(db_url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            command.downgrade(alembic_config(connection=connection), "0007_soldier_experience")
    finally:
        engine.dispose()
    assert current_revision(db_url) == "0007_soldier_experience"
    assert not set(facts) & set(_soldier_columns(db_url))
    assert "experience" in _soldier_columns(db_url)


def test_0009_adds_an_empty_soldier_history_and_its_downgrade_drops_it(db_url: str) -> None:
    """0009_soldier_history: an old roster gets an empty history (its records derive what they
    can); the soldiers are kept; a fact belongs to its soldier (deleted with it); the downgrade
    removes the table."""
    from alembic import command

    from xcom_manager.store.db import make_engine, migration_transaction

    upgrade(db_url, "0008_soldier_status_facts")
    _fill_at_first_migration(db_url)
    upgrade(db_url, "0009_soldier_history")
    with _raw(db_url) as connection:
        count = "SELECT count(*) FROM {}"
        assert connection.exec_driver_sql(count.format("soldier_history")).scalar() == 0
        assert connection.exec_driver_sql(count.format("soldier")).scalar() == 2
        connection.exec_driver_sql(
            "INSERT INTO soldier_history (campaign_id, soldier_id, kind, params, happened_on, "
            "recorded_at, actor) VALUES (1, 2, 'promoted', '{}', '2026-12-09', "
            "'2026-12-09 10:00:00.000000', 'GM')"
        )
        connection.exec_driver_sql("DELETE FROM item WHERE soldier_id = 2")
        connection.exec_driver_sql("DELETE FROM soldier WHERE id = 2")
        assert connection.exec_driver_sql(count.format("soldier_history")).scalar() == 0

    engine = make_engine(db_url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            command.downgrade(alembic_config(connection=connection), "0008_soldier_status_facts")
    finally:
        engine.dispose()
    assert current_revision(db_url) == "0008_soldier_status_facts"
    assert "soldier_history" not in _tables(db_url)


def test_the_event_chain_migration_chains_the_events_already_recorded(db_url: str) -> None:
    """0010_mission_event_chain: a database whose missions have events opens with every event
    chained per campaign (campaign by campaign, mission by mission, each in seq order), in one
    transaction, and verifies; its frozen copy of the hashing gives the service's hashes."""
    from xcom_manager.services.missions.event_chain import (
        event_hash,
        stored_content,
        verify_event_chains,
    )
    from xcom_manager.store.queries.event_chain import chain_rows

    upgrade(db_url, "0008_soldier_status_facts")
    _fill_at_first_migration(db_url)
    with _raw(db_url) as connection:
        connection.exec_driver_sql(
            "INSERT INTO campaign (id, name, ruleset_id, created_at, notes, version) "
            "VALUES (2, 'Second', 'wargame', '2026-11-01 10:00:00.000000', '', 1)"
        )
        for mission_id, campaign_id in ((1, 1), (2, 2), (3, 1)):
            connection.execute(
                text(
                    "INSERT INTO mission (id, campaign_id, name, system, environment, status, "
                    "setup, created_at, version) VALUES (:id, :campaign, 'Raid', 'wargame', "
                    "'ground', 'in_progress', '{}', '2026-11-02 09:00:00.000000', 1)"
                ),
                {"id": mission_id, "campaign": campaign_id},
            )
        events = [(1, 1), (1, 2), (2, 1), (3, 1), (3, 2), (3, 3)]
        for mission_id, seq in events:
            connection.execute(
                text(
                    "INSERT INTO mission_event (mission_id, seq, type, payload, recorded_at) "
                    "VALUES (:mission, :seq, 'noted', :payload, :at)"
                ),
                {
                    "mission": mission_id,
                    "seq": seq,
                    "payload": json.dumps({"text": f"n{mission_id}.{seq}", "ü": [1, 2.5]}),
                    "at": f"2026-11-02 09:0{seq}:00.000000",
                },
            )
    with Database.open(db_url) as db:
        report = verify_event_chains(db)
        assert report.ok and report.events_checked == len(events)
        assert {c: s for c, (s, _h) in report.heads.items()} == {1: 5, 2: 1}
    with _raw(db_url) as connection:
        rows = list(chain_rows(connection, None))
    assert [(r[0], r[1], r[2], r[3]) for r in rows] == [
        (1, 1, 1, 1),
        (1, 2, 1, 2),
        (1, 3, 3, 1),
        (1, 4, 3, 2),
        (1, 5, 3, 3),
        (2, 1, 2, 1),
    ]
    assert all(event_hash(stored_content(row)) == row[8] for row in rows)


def test_0011_adds_who_changed_empty_for_old_rows_and_its_downgrade_drops_it(
    db_url: str,
) -> None:
    """0011_who_changed: every campaign already there was never changed (``changed_by`` '',
    ``changed_at`` NULL), and ``mission_event`` has an ``actor`` ('' for the events before);
    the downgrade removes the three columns and keeps the rest."""
    from alembic import command

    from xcom_manager.store.db import make_engine, migration_transaction

    def columns(table: str) -> list[str]:
        with _raw(db_url) as connection:
            return [column["name"] for column in inspect(connection).get_columns(table)]

    upgrade(db_url, "0010_mission_event_chain")
    _fill_at_first_migration(db_url)
    assert "changed_by" not in columns("campaign") and "actor" not in columns("mission_event")
    upgrade(db_url, "0011_who_changed")
    with _raw(db_url) as connection:
        rows = connection.exec_driver_sql("SELECT name, changed_by, changed_at FROM campaign")
        assert [tuple(row) for row in rows] == [("Operation Cobra", "", None)]
    assert "actor" in columns("mission_event")
    engine = make_engine(db_url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            command.downgrade(alembic_config(connection=connection), "0010_mission_event_chain")
    finally:
        engine.dispose()
    assert current_revision(db_url) == "0010_mission_event_chain"
    assert not {"changed_by", "changed_at"} & set(columns("campaign"))
    assert "actor" not in columns("mission_event") and "notes" in columns("campaign")


def test_0012_adds_seals_and_who_changed_a_soldier_and_its_downgrade_drops_them(
    db_url: str,
) -> None:
    """0012_seals_soldier_changed: every mission already there is not sealed (``sealed``
    false), its events and the chain's head as they were; every soldier's writer is not known
    (``changed_by`` '', ``changed_at`` NULL); the downgrade removes the three columns."""
    from alembic import command

    from xcom_manager.store.db import make_engine, migration_transaction

    def columns(table: str) -> list[str]:
        with _raw(db_url) as connection:
            return [column["name"] for column in inspect(connection).get_columns(table)]

    upgrade(db_url, "0011_who_changed")
    _fill_at_first_migration(db_url)
    with _raw(db_url) as connection:
        connection.exec_driver_sql(
            "INSERT INTO mission (id, campaign_id, name, environment, status, setup, "
            "created_at, version) VALUES (1, 1, 'Dawn raid', 'ground', 'in_progress', "
            """'{"name": "Dawn raid", "environment": "ground", "characters": []}', """
            "'2026-11-02 09:00:00.000000', 1)"
        )
    upgrade(db_url, "0012_seals_soldier_changed")
    with _raw(db_url) as connection:
        missions = connection.exec_driver_sql("SELECT id, sealed FROM mission")
        assert [(row[0], bool(row[1])) for row in missions] == [(1, False)]
        soldiers = connection.exec_driver_sql(
            "SELECT id, changed_by, changed_at FROM soldier ORDER BY id"
        )
        assert [tuple(row) for row in soldiers] == [(1, "", None), (2, "", None)]
        assert connection.exec_driver_sql("SELECT count(*) FROM mission_event").scalar() == 0
    engine = make_engine(db_url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            command.downgrade(alembic_config(connection=connection), "0011_who_changed")
    finally:
        engine.dispose()
    assert current_revision(db_url) == "0011_who_changed"
    assert "sealed" not in columns("mission") and "setup" in columns("mission")
    assert not {"changed_by", "changed_at"} & set(columns("soldier"))


def test_a_mission_recorded_before_seals_debriefed_after_seals_its_outcome_only(
    db_url: str,
) -> None:
    """A mission started before 0012 and debriefed after: its old links are left as they
    were, the outcome's seal is appended, and it verifies, its setup still said to be
    recorded before seals."""
    from xcom_manager.services.audit.history import verify_history
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.missions.service import MissionService

    upgrade(db_url, "0011_who_changed")
    _fill_at_first_migration(db_url)
    with _raw(db_url) as connection:
        connection.exec_driver_sql(
            "INSERT INTO mission (id, campaign_id, name, environment, status, setup, "
            "created_at, version) VALUES (1, 1, 'Dawn raid', 'ground', 'in_progress', "
            """'{"name": "Dawn raid", "environment": "ground", "characters": []}', """
            "'2026-11-02 09:00:00.000000', 1)"
        )
    with Database.open(db_url) as db:
        MissionService(db, CampaignService(db)).end_mission(1, actor="anna")
        report = verify_history(db)
        assert report.ok, report.findings
        assert report.events.unsealed == (1,)
    with _raw(db_url) as connection:
        links = connection.exec_driver_sql(
            "SELECT mission_id, seq, type, actor FROM mission_event ORDER BY chain_seq"
        )
        kinds = [tuple(row) for row in links]
    assert kinds[-1] == (1, -1, "outcome_sealed", "anna")
    assert (1, 0, "setup_sealed", "anna") not in kinds
