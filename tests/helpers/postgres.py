"""The engines the store and services tests run on: SQLite files and a real PostgreSQL server.

A test that asks for ``engine`` (the ``db_url`` fixtures of ``tests/store`` and
``tests/services`` do) runs twice, ``[sqlite]`` and ``[postgresql]``, unless it is marked
``sqlite_only`` (it tampers with the file, copies it, or checks SQLite's own settings).

The PostgreSQL server is started once per test session: ``initdb`` into a temporary folder
(as the ``postgres`` user when the tests run as root, PostgreSQL refuses to run as root), then
``pg_ctl start`` on 127.0.0.1 and a free port, with durability switched off (a test server).
A database migrated to the newest revision is made once and kept as a template; a test gets a
copy of it (``CREATE DATABASE ... TEMPLATE``: much faster than migrating) or one an earlier test
gave back, its tables emptied and its ids restarted (faster still); a database left with another
schema is dropped. The server is stopped when the session ends. SQLite's tests likewise copy a
file migrated once (``sqlite_template``) instead of migrating their own.

Where no server can run (its programs are not installed), the ``[postgresql]`` tests are
skipped with the reason; under CI (``CI=true``) they fail instead: CI must test both engines.
``XCOM_TEST_ENGINES=sqlite`` runs the SQLite half alone.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from xcom_manager.store.db import Database, head_revision

__all__ = ["ENGINES", "DatabaseUrls", "PostgresServer"]

ENGINES = ("sqlite", "postgresql")

_TEMPLATE = "xcom_template"
_SUPERUSER = "postgres"


def _engines() -> tuple[str, ...]:
    wanted = os.environ.get("XCOM_TEST_ENGINES", "")
    chosen = tuple(name for name in ENGINES if name in wanted.split(","))
    return chosen or ENGINES


def _bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: Debian's newest ``/usr/lib/postgresql/N/bin``,
    else wherever ``pg_ctl`` is on the PATH."""
    debian = sorted(
        Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"),
        key=lambda path: int(path.parent.parent.name) if path.parent.parent.name.isdigit() else 0,
    )
    if debian:
        return debian[-1].parent
    found = shutil.which("pg_ctl")
    return Path(found).resolve().parent if found else None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class PostgresServer:
    """A throw-away PostgreSQL server on 127.0.0.1 and a free port, data in a temporary folder."""

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.folder = Path(tempfile.mkdtemp(prefix="xcom-pg-"))
        self.data = self.folder / "data"
        self.port = _free_port()
        self._as_postgres = os.geteuid() == 0
        self._names = itertools.count(1)
        self._migrated: set[str] = set()
        self._clean: list[str] = []
        self.head = ""
        self._options = ""
        self._started = False
        if self._as_postgres:
            shutil.chown(self.folder, user="postgres")

    def _run(self, *command: str) -> None:
        prefix = ["runuser", "-u", "postgres", "--"] if self._as_postgres else []
        result = subprocess.run(
            [*prefix, *command], capture_output=True, text=True, timeout=120, check=False
        )
        if result.returncode != 0:
            raise RuntimeError(
                f"{' '.join(command)} failed ({result.returncode}): {result.stderr.strip()}"
            )

    def start(self) -> None:
        self._run(
            str(self.bindir / "initdb"),
            "-D",
            str(self.data),
            "-U",
            _SUPERUSER,
            "--auth=trust",
            "--encoding=UTF8",
            "--locale=C.UTF-8",
        )
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1 -k {self.folder} "
            "-c fsync=off -c synchronous_commit=off -c full_page_writes=off "
            "-c max_connections=100"
        )
        self._options = options
        self._run(
            str(self.bindir / "pg_ctl"),
            "-D",
            str(self.data),
            "-l",
            str(self.folder / "server.log"),
            "-o",
            options,
            "-w",
            "start",
        )
        self._started = True
        self.admin(f"CREATE DATABASE {_TEMPLATE}")
        Database.open(self.url(_TEMPLATE)).close()
        self.head = head_revision()

    def stop(self) -> None:
        if self._started:
            with contextlib.suppress(RuntimeError, subprocess.TimeoutExpired):
                self._run(str(self.bindir / "pg_ctl"), "-D", str(self.data), "-m", "fast", "stop")
            self._started = False
        shutil.rmtree(self.folder, ignore_errors=True)

    def restart(self, between: Callable[[], None] | None = None) -> None:
        """Stop the server (``fast``: every connection is cut), run ``between`` while it is
        down, and start it again with the same options (live refresh's reconnect tests)."""
        pg_ctl = str(self.bindir / "pg_ctl")
        self._run(pg_ctl, "-D", str(self.data), "-m", "fast", "-w", "stop")
        try:
            if between is not None:
                between()
        finally:
            log = str(self.folder / "server.log")
            self._run(pg_ctl, "-D", str(self.data), "-l", log, "-o", self._options, "-w", "start")

    def url(self, database: str) -> str:
        """A plain ``postgresql://`` URL, as a club would write it."""
        return f"postgresql://{_SUPERUSER}@127.0.0.1:{self.port}/{database}"

    def admin(self, sql: str) -> None:
        import psycopg

        with psycopg.connect(self.url("postgres"), autocommit=True) as connection:
            connection.execute(sql)  # type: ignore[arg-type]

    def new_database(self, *, empty: bool = False) -> str:
        """The URL of a new database: migrated to the newest revision, or ``empty``.

        A migrated one is a copy of the template, or one a finished test gave back emptied
        (:meth:`give_back`): emptying the tables is several times faster than copying a database.
        """
        if not empty and self._clean:
            return self.url(self._clean.pop())
        name = f"test_{os.getpid()}_{next(self._names)}"
        template = "template0" if empty else _TEMPLATE
        for attempt in range(50):
            try:
                self.admin(f"CREATE DATABASE {name} TEMPLATE {template}")
                break
            except Exception as error:  # the template is busy for a moment after a test
                if "being accessed by other users" not in str(error) or attempt == 49:
                    raise
                time.sleep(0.05)
        if not empty:
            self._migrated.add(name)
        return self.url(name)

    def give_back(self, url: str) -> None:
        """A test is done with the database at ``url``: empty a migrated one for the next test
        (every table but the schema's revision, ids restarting at 1), drop any other."""
        import psycopg

        name = url.rsplit("/", 1)[1]
        if name in self._migrated:
            try:
                self.admin(
                    "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                    f"WHERE datname = '{name}' AND pid <> pg_backend_pid()"
                )
                with psycopg.connect(url, autocommit=True) as connection:
                    revision = connection.execute("SELECT version_num FROM alembic_version")
                    if revision.fetchall() != [(self.head,)]:
                        raise RuntimeError("the test changed the schema")
                    tables = connection.execute(
                        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' "
                        "AND tablename <> 'alembic_version'"
                    ).fetchall()
                    connection.execute("SET lock_timeout = '5s'")
                    listed = ", ".join(f'"{table}"' for (table,) in tables)
                    connection.execute(f"TRUNCATE {listed} RESTART IDENTITY CASCADE")  # type: ignore[arg-type]
            except (psycopg.Error, RuntimeError):
                pass
            else:
                self._clean.append(name)
                return
            self._migrated.discard(name)
        self.admin(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def _unavailable() -> str | None:
    """Why no PostgreSQL server can run here, or ``None`` when one can."""
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (it is a dependency: run ./manage.sh setup)"
    bindir = _bindir()
    if bindir is None or not (bindir / "initdb").exists():
        return (
            "the PostgreSQL server is not installed (apt-get install postgresql; "
            "./manage.sh test installs it when run as root)"
        )
    if os.geteuid() == 0:
        try:
            import pwd

            pwd.getpwnam("postgres")
        except KeyError:
            return "running as root, but there is no 'postgres' user to run the server as"
    return None


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """The session's PostgreSQL server (skipped, or failed under CI, where none can run)."""
    if "postgresql" not in _engines():
        pytest.skip("PostgreSQL tests skipped: XCOM_TEST_ENGINES leaves PostgreSQL out")
    reason = _unavailable()
    if reason is not None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"PostgreSQL tests cannot run under CI: {reason}")
        pytest.skip(f"PostgreSQL tests skipped: {reason}")
    bindir = _bindir()
    assert bindir is not None
    server = PostgresServer(bindir)
    try:
        server.start()
    except BaseException:
        server.stop()
        raise
    yield server
    server.stop()


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> str:
    """The engine this test runs on: ``sqlite`` unless parametrised (see the module)."""
    return str(getattr(request, "param", "sqlite"))


class DatabaseUrls:
    """New databases on one test's engine: SQLite files in its folder, or PostgreSQL databases
    (dropped after the test)."""

    def __init__(self, engine: str, folder: Path, request: pytest.FixtureRequest) -> None:
        self.engine = engine
        self._folder = folder
        self._request = request
        self._made: list[str] = []

    def new(self, name: str = "campaign.db", *, empty: bool = False) -> str:
        """The URL of a new database: migrated to the newest revision, or ``empty`` (on
        SQLite, the file does not exist yet: opening it migrates it)."""
        if self.engine == "sqlite":
            path = self._folder / name
            if not empty:  # a copy of a migrated file: migrating each test's file costs ~1 s
                template: Path = self._request.getfixturevalue("sqlite_template")
                path.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(template, path)
            return f"sqlite:///{path}"
        server: PostgresServer = self._request.getfixturevalue("postgres_server")
        url = server.new_database(empty=empty)
        self._made.append(url)
        return url

    def drop_all(self) -> None:
        if not self._made:
            return
        server: PostgresServer = self._request.getfixturevalue("postgres_server")
        for url in self._made:
            server.give_back(url)


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An SQLite file migrated to the newest revision, made once, for the tests to copy."""
    path = tmp_path_factory.mktemp("sqlite-template") / "campaign.db"
    Database.open(f"sqlite:///{path}").close()  # the last connection closed: no WAL left over
    return path


@pytest.fixture
def database_urls(
    request: pytest.FixtureRequest, engine: str, tmp_path: Path
) -> Iterator[DatabaseUrls]:
    """New databases on this test's engine (see :class:`DatabaseUrls`)."""
    urls = DatabaseUrls(engine, tmp_path, request)
    yield urls
    urls.drop_all()


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "sqlite_only: runs on SQLite alone (the file itself, SQLite's settings)"
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """Run every test that asks for ``engine`` on each engine (but ``sqlite_only`` ones)."""
    if "engine" not in metafunc.fixturenames:
        return
    if metafunc.definition.get_closest_marker("sqlite_only") is not None:
        return
    metafunc.parametrize("engine", _engines(), indirect=True)
