"""The campaign database: one SQLAlchemy engine, its sessions, and its Alembic upgrades.

:meth:`Database.open` is the one way in. It makes the engine (an embedded SQLite file runs with
WAL, foreign keys on, ``synchronous=FULL`` and a busy timeout), upgrades the schema to the newest
migration in ``database/versions`` and hands back a ready :class:`Database`. A SQLite file that is
damaged or another program's is refused before anything is changed in it
(:mod:`~xcom_manager.store.integrity`); before an existing one is upgraded, a backup of it is
shelved (:mod:`~xcom_manager.store.backup`). The schema is made only by the migrations; nothing
here calls ``create_all``. A file this process cannot write is opened as it is, read-only
(:mod:`~xcom_manager.store.writable`).

``synchronous=FULL``: in WAL mode a commit is synced to the disk before it is acknowledged, so
an acknowledged write survives a power cut (with ``NORMAL`` the last commits before the cut may
roll back).

The whole upgrade runs in one transaction, so a failing migration leaves the database exactly as
it was. SQLite's DDL is transactional only when the driver does not manage transactions itself:
the engine therefore switches pysqlite's own transaction handling off and emits ``BEGIN`` itself
(the recipe of SQLAlchemy's SQLite documentation, "Enabling non-legacy SQLite transactional
modes").
"""

from __future__ import annotations

import logging
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sqlalchemy import event, exc, inspect
from sqlalchemy.engine import URL, Connection, Engine, create_engine, make_url
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.pool import StaticPool
from sqlmodel import Session

from xcom_manager import paths
from xcom_manager.rules.errors import PATH_SHOWN_MAX, SHOWN_MAX, clipped, shown
from xcom_manager.rules.texts import Message
from xcom_manager.store import integrity
from xcom_manager.store.errors import StoreError
from xcom_manager.store.folder import folder_problem, make_folder
from xcom_manager.store.server import schema_lock
from xcom_manager.store.writable import read_only_file

if TYPE_CHECKING:
    from alembic.config import Config

__all__ = [
    "BUSY_TIMEOUT_MS",
    "Database",
    "StoreError",
    "alembic_config",
    "current_revision",
    "describe_url",
    "head_revision",
    "known_revisions",
    "make_engine",
    "migration_transaction",
    "upgrade",
]

log = logging.getLogger(__name__)

#: How long a SQLite connection waits for another writer before giving up.
BUSY_TIMEOUT_MS = 5000

_VERSION_TABLE = "alembic_version"


# --------------------------------------------------------------------------------------------
# URLs and engines


def _parse_url(url: str) -> URL:
    """``url`` parsed; a plain ``postgresql://`` URL is given the bundled driver, psycopg 3."""
    try:
        parsed = make_url(url)
    except (exc.ArgumentError, ValueError) as error:
        raise StoreError(f"{shown(url)} is not a database URL: {clipped(str(error))}") from error
    if parsed.drivername in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


def _sqlite_path(parsed: URL) -> Path | None:
    """The file of a SQLite URL, or ``None`` for an in-memory database or another backend."""
    if parsed.get_backend_name() != "sqlite":
        return None
    database = parsed.database or ""
    if database in ("", ":memory:") or database.startswith("file:"):
        return None
    return Path(database).expanduser().resolve()


def _describe(parsed: URL) -> str:
    """Where a URL points, for people: a file path, or ``host:port/database`` (no password)."""
    if parsed.get_backend_name() == "sqlite":
        path = _sqlite_path(parsed)
        if path is not None:
            return str(path)
        return "an in-memory SQLite database"
    host = parsed.host or "localhost"
    port = f":{parsed.port}" if parsed.port else ""
    return f"{host}{port}/{parsed.database or ''}"


def describe_url(url: str) -> str:
    """Where ``url`` points, fit to show: the SQLite file path, or ``host:port/database``."""
    return _describe(_parse_url(url))


def _journal_wal(cursor: Any) -> None:
    """Switch to WAL. On a file another app is just creating, the switch needs a lock that
    SQLite refuses at once ("database is locked") instead of waiting its busy timeout: try
    again until that timeout has passed."""
    deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
    while True:
        try:
            cursor.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() >= deadline:
                raise
            time.sleep(0.02)


def _set_sqlite_pragmas(dbapi_connection: Any, _connection_record: Any) -> None:
    # pysqlite must not BEGIN on its own (it would skip DDL and SELECT); see _begin_sqlite.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        _journal_wal(cursor)
        cursor.execute("PRAGMA synchronous = FULL")  # durable: see the module's docstring
        cursor.execute("PRAGMA foreign_keys = ON")
    finally:
        cursor.close()


def _set_read_only_pragmas(dbapi_connection: Any, _connection_record: Any) -> None:
    # A connection that examines a file: the journal mode is left as it is, nothing is written.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    try:
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA query_only = ON")
        cursor.execute("PRAGMA foreign_keys = ON")
    finally:
        cursor.close()


_BEGIN_OPTION = "xcom_sqlite_begin"


def _begin_sqlite(connection: Connection) -> None:
    options = connection.get_execution_options()
    if options.get("isolation_level") == "AUTOCOMMIT":
        return
    connection.exec_driver_sql(options.get(_BEGIN_OPTION, "BEGIN"))


def make_engine(url: str) -> Engine:
    """An engine for ``url`` with the store's settings; the database is not touched yet.

    For a SQLite file the parent folders are created. Raises :class:`StoreError` for a URL that
    is malformed or names a backend whose driver is not installed.
    """
    parsed = _parse_url(url)
    options: dict[str, Any] = {}
    is_sqlite = parsed.get_backend_name() == "sqlite"
    if is_sqlite:
        path = _sqlite_path(parsed)
        if path is not None:
            make_folder(path)  # a StoreError naming what is wrong with the folder
        else:
            # One shared connection, or every connection would see its own empty database.
            options.update(poolclass=StaticPool, connect_args={"check_same_thread": False})
    try:
        engine = create_engine(parsed, **options)
    except (exc.ArgumentError, exc.NoSuchModuleError, ImportError) as error:
        raise StoreError(
            f"Cannot open the database at {clipped(_describe(parsed), PATH_SHOWN_MAX)}: "
            f"{clipped(str(error), 3 * SHOWN_MAX)}. Check the URL and that "
            "its database driver is installed."
        ) from error
    if is_sqlite:
        event.listen(engine, "connect", _set_sqlite_pragmas)
        event.listen(engine, "begin", _begin_sqlite)
    return engine


def _read_only_engine(path: Path) -> Engine:
    """An engine that reads the SQLite file ``path`` as it is and can write nothing to it (each
    connection a read-only one, its URI chosen when it connects: ``integrity.read_only_uri``)."""
    engine = create_engine(
        "sqlite://",
        creator=lambda: sqlite3.connect(
            integrity.read_only_uri(path), uri=True, check_same_thread=False
        ),
    )
    event.listen(engine, "connect", _set_read_only_pragmas)
    event.listen(engine, "begin", _begin_sqlite)
    return engine


@contextmanager
def _connect(engine: Engine, location: str) -> Iterator[Connection]:
    """A connection, with failures to reach or read the database turned into StoreError (a
    SQLite file's folder that cannot hold it named as such)."""
    try:
        connection = engine.connect()
    except exc.DBAPIError as error:
        path = _sqlite_path(engine.url)
        found = folder_problem(path) if path is not None else None
        raise StoreError(
            found or Message.of("database_cannot_open", location=location, detail=str(error.orig))
        ) from error
    with connection:
        yield connection


# --------------------------------------------------------------------------------------------
# Alembic


def alembic_config(
    url: str | None = None,
    *,
    script_location: Path | None = None,
    connection: Connection | None = None,
) -> Config:
    from alembic.config import Config

    config = Config()
    location = script_location if script_location is not None else paths.database_dir()
    config.set_main_option("script_location", str(location))
    config.set_main_option("path_separator", "os")
    # New revision files are named by their revision id alone, e.g. 0002_missions.py.
    config.set_main_option("file_template", "%%(rev)s")
    if url is not None:
        config.set_main_option("sqlalchemy.url", url.replace("%", "%%"))
    if connection is not None:
        config.attributes["connection"] = connection
    return config


def known_revisions(*, script_location: Path | None = None) -> set[str]:
    """Every schema revision this application knows (those of ``database/versions``)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config(script_location=script_location))
    return {each.revision for each in script.walk_revisions()}


def head_revision(*, script_location: Path | None = None) -> str:
    """The newest revision this application knows (the head of ``database/versions``)."""
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(alembic_config(script_location=script_location))
    head = script.get_current_head()
    if head is None:
        raise RuntimeError(f"no migrations in {script.versions}")
    return head


def _read_revision(connection: Connection, location: str) -> str | None:
    from alembic.runtime.migration import MigrationContext

    try:
        revision = MigrationContext.configure(connection).get_current_revision()
        connection.rollback()
    except exc.DBAPIError as error:
        raise StoreError(
            Message.of("database_cannot_read", location=location, detail=str(error.orig))
        ) from error
    return revision


def current_revision(url: str) -> str | None:
    """The schema revision of the database at ``url``; ``None`` for an empty or new database."""
    engine = make_engine(url)
    try:
        location = _describe(engine.url)
        with _connect(engine, location) as connection:
            return _read_revision(connection, location)
    finally:
        engine.dispose()


@contextmanager
def migration_transaction(connection: Connection) -> Iterator[None]:
    """The one transaction an upgrade runs in: commit at the end, roll back on any error.

    On SQLite, foreign keys are switched off around the transaction (the pragma cannot change
    inside one): a batch migration copies a table and drops the old one, and with foreign keys on,
    dropping a campaign table would cascade-delete every soldier. Before the commit, SQLite's
    ``foreign_key_check`` must find no broken reference, or everything is rolled back.
    """
    sqlite = connection.dialect.name == "sqlite"
    if connection.in_transaction():
        connection.rollback()
    if sqlite:
        connection.connection.dbapi_connection.execute(  # type: ignore[union-attr]
            "PRAGMA foreign_keys = OFF"
        )
        # Take the write lock at once: a second app opening the same file meanwhile waits
        # (busy timeout) and then finds the schema already upgraded, instead of failing halfway.
        connection.execution_options(**{_BEGIN_OPTION: "BEGIN IMMEDIATE"})
    try:
        with connection.begin():
            yield
            if sqlite:
                broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
                if broken:
                    raise StoreError(
                        "The database upgrade would leave broken references "
                        f"(table, row, parent): {[tuple(row[:3]) for row in broken[:5]]}; "
                        "nothing was changed."
                    )
    finally:
        if sqlite:
            connection.execution_options(**{_BEGIN_OPTION: "BEGIN"})
            connection.connection.dbapi_connection.execute(  # type: ignore[union-attr]
                "PRAGMA foreign_keys = ON"
            )


def _has_tables(connection: Connection) -> bool:
    names = set(inspect(connection).get_table_names())
    connection.rollback()
    return bool(names - {_VERSION_TABLE})


def _backup_sqlite(path: Path) -> Path:
    """Shelve a backup of a SQLite file (WAL content included) before it is upgraded."""
    from xcom_manager.store.backup import BackupShelf

    try:
        return BackupShelf(path).take("upgrade").path
    except StoreError as error:
        raise StoreError(f"Before upgrading the database: {error}") from error


def _upgrade_engine(
    engine: Engine, revision: str, script_location: Path | None
) -> tuple[str | None, str | None, Path | None]:
    """Bring the database of ``engine`` to ``revision``.

    Returns the revision before, the revision after and the backup made (or ``None``).
    """
    from alembic import command
    from alembic.util import CommandError

    location = _describe(engine.url)
    known = known_revisions(script_location=script_location)
    integrity.refuse_unusable(_sqlite_path(engine.url), location)  # before WAL or a migration
    with _connect(engine, location) as connection, schema_lock(connection):
        before = _read_revision(connection, location)
        if before is not None and before not in known:
            raise StoreError(Message.of("database_newer", location=location, revision=repr(before)))
        if before is None and _has_tables(connection):
            raise StoreError(Message.of("database_not_ours", location=location))
        target = head_revision(script_location=script_location) if revision == "head" else revision
        if before == target:
            return before, before, None

        backup: Path | None = None
        path = _sqlite_path(engine.url)
        if before is not None and path is not None:
            backup = _backup_sqlite(path)
            log.warning(
                "Backed up the database %s to %s before upgrading it from schema revision %s to %s",
                path,
                backup,
                before,
                target,
            )
        config = alembic_config(script_location=script_location, connection=connection)
        try:
            with migration_transaction(connection):
                command.upgrade(config, revision)
        except StoreError:
            raise
        except (exc.SQLAlchemyError, CommandError) as error:
            kept = f" A copy made before the upgrade is at {backup}." if backup else ""
            trouble = integrity.trouble_message(error, location)  # locked, full, read-only
            if trouble is not None:
                raise StoreError(
                    f"The database could not be upgraded from schema revision {before} to "
                    f"{target}. {trouble}{kept}"
                ) from error
            detail = error.orig if isinstance(error, exc.DBAPIError) else error
            raise StoreError(
                f"Upgrading the database at {location} from schema revision {before} to "
                f"{target} failed, and nothing was changed: {detail}.{kept}"
            ) from error
        after = _read_revision(connection, location)
    log.info("Upgraded the database at %s from schema revision %s to %s", location, before, after)
    return before, after, backup


def upgrade(
    url: str, revision: str = "head", *, script_location: Path | None = None
) -> Path | None:
    """Upgrade the database at ``url`` to ``revision`` in one transaction.

    An existing SQLite file that needs an upgrade is first copied beside itself; the copy's path
    is returned (``None`` when no copy was needed). ``script_location`` replaces the bundled
    ``database/`` folder (tests use it to add migrations).
    """
    engine = make_engine(url)
    try:
        return _upgrade_engine(engine, revision, script_location)[2]
    finally:
        engine.dispose()


# --------------------------------------------------------------------------------------------
# The database


class Database:
    """One campaign database: an engine for a URL whose schema is up to date.

    ``url`` is the URL as given (it may hold a password: do not show it); ``location`` is fit to
    show. ``backup_path`` is the copy made before the upgrade at opening, if any.
    """

    def __init__(
        self,
        url: str,
        engine: Engine,
        backup_path: Path | None = None,
        *,
        location: str | None = None,
        read_only: Message | None = None,
    ) -> None:
        self.url = url
        self.engine = engine
        self.location = location if location is not None else _describe(engine.url)
        self.backup_path = backup_path
        #: Why nothing can be written to this database (``None``: it can be): the services
        #: refuse every write with it, the window shows it in its read-only banner.
        self.read_only = read_only
        # The bind of write sessions: on SQLite they begin with BEGIN IMMEDIATE (session()).
        self._writer = (
            engine.execution_options(**{_BEGIN_OPTION: "BEGIN IMMEDIATE"})
            if engine.dialect.name == "sqlite"
            else engine
        )

    @classmethod
    def open(cls, url: str, *, script_location: Path | None = None) -> Database:
        """Open the database at ``url`` and upgrade its schema to the newest revision.

        Raises :class:`StoreError` for a URL that cannot be opened, a database written by a newer
        xcom_manager, or a failed upgrade (which changes nothing).

        A SQLite file this process cannot write (:func:`~xcom_manager.store.writable.
        read_only_file`), or one its URL opens read-only (``mode=ro``), is opened as it is
        instead, with :attr:`read_only` saying why: nothing is written to it, not even its
        journal mode, and a schema older than the newest is refused (it cannot be upgraded).
        """
        found = read_only_file(_parse_url(url))
        if found is not None:
            return cls._open_as_it_is(url, *found, script_location=script_location)
        engine = make_engine(url)
        try:
            _before, _after, backup = _upgrade_engine(engine, "head", script_location)
        except BaseException:
            engine.dispose()
            raise
        return cls(url, engine, backup)

    @classmethod
    def open_read_only(cls, url: str) -> Database:
        """The SQLite file of ``url`` opened read-only, as it is: its schema is not upgraded,
        its journal mode not changed, and nothing can be written through it (the ``check``
        command). Raises :class:`StoreError` for a URL that is not a SQLite file's."""
        parsed = _parse_url(url)
        path = _sqlite_path(parsed)
        if path is None:
            raise StoreError(f"{_describe(parsed)} is not a SQLite file")
        return cls(url, _read_only_engine(path), location=str(path))

    @classmethod
    def _open_as_it_is(
        cls, url: str, path: Path, why: Message, *, script_location: Path | None
    ) -> Database:
        """The read-only file ``path`` opened as it is (see :meth:`open`)."""
        location = str(path)
        integrity.refuse_unusable(path, location)
        database = cls(url, _read_only_engine(path), location=location, read_only=why)
        try:
            with _connect(database.engine, location) as connection:
                revision = _read_revision(connection, location)
                has_tables = _has_tables(connection)
            if revision is None:
                key = "database_not_ours" if has_tables else "database_read_only_empty"
                raise StoreError(Message.of(key, location=location))
            if revision not in known_revisions(script_location=script_location):
                raise StoreError(
                    Message.of("database_newer", location=location, revision=repr(revision))
                )
            head = head_revision(script_location=script_location)
            if revision != head:
                raise StoreError(
                    Message.of(
                        "database_read_only_outdated",
                        location=location,
                        revision=revision,
                        head=head,
                    )
                )
        except BaseException:
            database.close()
            raise
        return database

    def revision(self) -> str | None:
        """The schema revision of this database; ``None`` for an empty one."""
        with _connect(self.engine, self.location) as connection:
            return _read_revision(connection, self.location)

    @contextmanager
    def session(self, *, immediate: bool = False) -> Iterator[Session]:
        """A session inside one transaction: committed on success, rolled back on an exception.

        Objects stay loaded after the commit (``expire_on_commit=False``). ``immediate=True`` is
        for a use-case that writes: on SQLite its transaction begins with ``BEGIN IMMEDIATE``,
        taking the write lock before it reads, so a second writer waits its turn (up to the busy
        timeout) instead of failing at once with "database is locked" when it upgrades a read
        lock. Other backends begin as usual (their writers lock rows, not the database).
        """
        bind = self._writer if immediate else self.engine
        with Session(bind, expire_on_commit=False) as session, session.begin():
            yield session

    @contextmanager
    def driver_transaction(self, *, immediate: bool = False) -> Iterator[DBAPIConnection]:
        """One transaction on a bare DB-API connection of the engine's pool.

        For hot paths that run a few pre-compiled statements straight on the driver (the ORM and
        Core's per-statement machinery cost more than SQLite's work there): committed on
        success, rolled back on an exception, then the connection goes back to the pool. The
        connection has the store's settings (WAL, foreign keys, busy timeout). Driver errors
        come out as SQLAlchemy's ``DBAPIError`` subclasses (``OperationalError``,
        ``IntegrityError``, ...), as from a session.

        ``immediate=True`` is for a transaction that reads and then writes what it read (e.g.
        appends to a hash chain): on SQLite it begins with ``BEGIN IMMEDIATE``, taking the write
        lock at once, so a concurrent writer waits its turn (busy timeout) instead of failing at
        its first write. Other backends begin as usual (lock with ``SELECT ... FOR UPDATE``).
        """
        dialect = self.engine.dialect
        driver_error: type[Exception] = dialect.loaded_dbapi.Error
        try:
            pooled = self.engine.raw_connection()
        except driver_error as error:
            raise exc.DBAPIError.instance(None, None, error, driver_error) from error
        try:
            connection = pooled.dbapi_connection
            if connection is None:  # pragma: no cover - a checked-out connection has one
                raise StoreError(Message.of("database_connection_lost", location=self.location))
            if dialect.name == "sqlite":  # pysqlite does not BEGIN on its own (_set_sqlite_pragmas)
                connection.cursor().execute("BEGIN IMMEDIATE" if immediate else "BEGIN")
            yield connection
            connection.commit()
        except driver_error as error:
            pooled.rollback()
            raise exc.DBAPIError.instance(None, None, error, driver_error) from error
        except BaseException:
            pooled.rollback()
            raise
        finally:
            pooled.close()

    def close(self) -> None:
        """Close every connection of the engine."""
        self.engine.dispose()

    def __enter__(self) -> Database:
        return self

    def __exit__(self, *_exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Database({self.location!r})"
