"""A SQLite file that refuses to be hurt: what is checked before a file is opened,
SQLite's own checks of a whole file, and one clear text for the failures a user can act on.

* :func:`refuse_unusable` runs before the store opens a file (before the engine switches it to
  WAL, before any migration): a file that is not SQLite at all, a truncated one, one whose schema
  cannot be read, or another program's database is refused with a :class:`StoreError` and left
  exactly as it was. It is cheap (the header and the schema), so every opening runs it.
* :func:`check_file` is the whole check (``PRAGMA quick_check``, ``integrity_check`` and
  ``foreign_key_check``); it reads every page, so it runs on demand (``xcom-manager check``) and
  before each backup (:mod:`xcom_manager.store.backup`), never on the way to the first paint.
* :func:`trouble` words a driver error that the user can act on (a damaged file, a full disk, a
  database locked by another writer, a read-only file) and says that nothing was changed: the
  transaction that met it was rolled back whole. It is a :class:`Message` (a key and its
  parameters, its text marked for translation here with ``tr_noop``), worded in the user's
  language where it is shown; :func:`trouble_message` is its English text.

The files are only read here, and only through SQLite: a read-only ``sqlite3`` connection (a
``mode=ro`` URI) that changes no setting (the journal mode stays what it was), writes nothing and
is closed at once. The file is never opened with Python's own ``open()`` in this process, which
may hold SQLite's POSIX locks on it (a window, a backup in progress): closing any other
descriptor of the file drops every such lock of the process (SQLite's "How To Corrupt An SQLite
Database File", section 2.2), and another process would then take itself for the last connection
and delete the ``-wal`` under the open one. Only when SQLite already refused the file as damaged
are its first bytes read, in a child process, to say what is wrong with them.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import subprocess
import sys
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.store.errors import StoreError
from xcom_manager.store.writable import immutable

__all__ = [
    "MESSAGES",
    "DamagedDatabaseError",
    "FileCheck",
    "ForeignDatabaseError",
    "check_file",
    "damaged",
    "damaged_text",
    "refuse_unusable",
    "trouble",
    "trouble_message",
]

_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
#: Tables every xcom_manager schema has had since its first migration.
_OWN_TABLES = frozenset({"campaign", "soldier"})
#: At most this many problems of each check are reported.
_MAX_PROBLEMS = 20
_BUSY_MS = 5000

#: The texts of a database's trouble; ``{location}`` is where the database is (a file's path;
#: the key ending in ``_here`` when it is not known), ``{detail}`` what SQLite said (its own
#: words, in English).
MESSAGES = templates(
    {
        "database_damaged": tr_noop(
            "DatabaseTrouble",
            "The database {location} is damaged ({detail}); nothing was written to it. Run "
            "'xcom-manager check' to see what is wrong, and restore a backup ('xcom-manager "
            "backup list', or File > Restore from backup… in the window).",
        ),
        "database_damaged_here": tr_noop(
            "DatabaseTrouble",
            "The database is damaged ({detail}); nothing was written to it. Run "
            "'xcom-manager check' to see what is wrong, and restore a backup ('xcom-manager "
            "backup list', or File > Restore from backup… in the window).",
        ),
        "database_busy_long": tr_noop(
            "DatabaseTrouble",
            "The database {location} is busy: another program (or another xcom-manager) is "
            "writing to it and did not finish within {seconds} seconds. Nothing was changed; "
            "try again when it is done.",
        ),
        "database_busy_long_here": tr_noop(
            "DatabaseTrouble",
            "The database is busy: another program (or another xcom-manager) is writing to it "
            "and did not finish within {seconds} seconds. Nothing was changed; try again when "
            "it is done.",
        ),
        "database_disk_full": tr_noop(
            "DatabaseTrouble",
            "The disk holding the database {location} is full ({detail}). Nothing was changed; "
            "free some space and try again: the work goes on from there.",
        ),
        "database_disk_full_here": tr_noop(
            "DatabaseTrouble",
            "The disk holding the database is full ({detail}). Nothing was changed; free some "
            "space and try again: the work goes on from there.",
        ),
        "database_read_only": tr_noop(
            "DatabaseTrouble",
            "The database {location} cannot be written ({detail}): the file or its folder is "
            "read-only. Nothing was changed.",
        ),
        "database_read_only_here": tr_noop(
            "DatabaseTrouble",
            "The database cannot be written ({detail}): the file or its folder is read-only. "
            "Nothing was changed.",
        ),
        "database_io_failed": tr_noop(
            "DatabaseTrouble",
            "The database {location} could not be read or written ({detail}). Nothing was "
            "changed; check the disk and try again.",
        ),
        "database_io_failed_here": tr_noop(
            "DatabaseTrouble",
            "The database could not be read or written ({detail}). Nothing was changed; check "
            "the disk and try again.",
        ),
        "database_foreign": tr_noop(
            "DatabaseTrouble",
            "The database at {location} is not an xcom_manager database (its tables are another "
            "program's, with no schema revision); nothing was changed in it. Choose another "
            "database.",
        ),
        "database_foreign_revision": tr_noop(
            "DatabaseTrouble",
            "The database at {location} is not an xcom_manager database (its tables are another "
            "program's, schema revision {revision}); nothing was changed in it. Choose another "
            "database.",
        ),
        "database_unreadable": tr_noop(
            "DatabaseTrouble", "Cannot read the database {location}: {detail}"
        ),
    }
)


class DamagedDatabaseError(StoreError):
    """The file is damaged (or is no SQLite database at all); nothing was written to it."""


class ForeignDatabaseError(StoreError):
    """The file is another program's SQLite database; nothing was changed in it."""


def _placed(key: str, location: str, **params: str | int) -> Message:
    """The message ``key`` at ``location``, or its ``_here`` twin when no location is known."""
    if not location:
        return Message.of(f"{key}_here", **params)
    return Message.of(key, location=location, **params)


def damaged(location: str, detail: str) -> Message:
    """The one message of a damaged database: what, where, and what to do."""
    return _placed("database_damaged", location, detail=detail)


def damaged_text(location: str, detail: str) -> str:
    """:func:`damaged` in English."""
    return damaged(location, detail).text


def read_only_uri(path: Path) -> str:
    """The ``sqlite3`` URI of ``path`` opened read-only (a missing file is not created); in a
    folder this process cannot write, where SQLite could not make the ``-shm`` file a read
    needs, it is read as immutable (:func:`~xcom_manager.store.writable.immutable`)."""
    resolved = path.resolve()
    uri = f"file:{quote(str(resolved))}?mode=ro"
    return f"{uri}&immutable=1" if immutable(resolved) else uri


def _read_only(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(
        read_only_uri(path), uri=True, timeout=_BUSY_MS / 1000, isolation_level=None
    )
    connection.execute("PRAGMA query_only = ON")  # this connection writes nothing, ever
    return connection


#: Run by a child process: the file's first bytes in hex (see the module's docstring).
_READ_HEADER = (
    "import sys\n"
    "with open(sys.argv[1], 'rb') as handle:\n"
    f"    print(handle.read({_HEADER_SIZE}).hex())\n"
)


def _header(path: Path) -> bytes | None:
    """The first 100 bytes of ``path``, read by a child process; ``None`` if it could not."""
    try:
        done = subprocess.run(
            [sys.executable, "-I", "-S", "-c", _READ_HEADER, str(path)],
            capture_output=True,
            text=True,
            timeout=30,
            check=False,
        )
        return bytes.fromhex(done.stdout.strip()) if done.returncode == 0 else None
    except (OSError, ValueError, subprocess.SubprocessError):
        return None


def _header_problem(path: Path, header: bytes) -> str | None:
    """What is wrong with the file's first 100 bytes and its size, or ``None``."""
    if len(header) < _HEADER_SIZE or not header.startswith(_MAGIC):
        return "it is not an SQLite database: its first bytes are wrong"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size & (page_size - 1):
        return f"its header gives an impossible page size ({page_size})"
    size = path.stat().st_size
    # The header's page count is valid when its "version valid for" matches the change counter.
    # With a WAL beside it, a checkpoint cut short may have written page 1 before the pages past
    # the file's end: SQLite's recovery replays it, so the file is not judged by its size then.
    pages = int.from_bytes(header[28:32], "big")
    wal = path.with_name(path.name + "-wal")
    in_wal = wal.exists() and wal.stat().st_size > 0
    if not in_wal and header[24:28] == header[92:96] and pages and size < pages * page_size:
        return f"it is cut short: {size} bytes of the {pages * page_size} its header gives"
    return None


def _damage(path: Path, error: sqlite3.DatabaseError) -> str:
    """What is wrong with a file SQLite refused: its header's fault when the header has one,
    else SQLite's own words."""
    header = _header(path)
    found = None if header is None else _header_problem(path, header)
    return found or str(error)


def _refuse_unreadable(path: Path) -> None:
    """Refuse a file this user may not read (asked of the system: the file is not opened)."""
    if not os.access(path, os.R_OK):
        detail = os.strerror(errno.EACCES)
        raise StoreError(Message.of("database_unreadable", location=str(path), detail=detail))


def refuse_unusable(path: Path | None, location: str | None = None) -> None:
    """Refuse the SQLite file at ``path`` before anything opens it for writing.

    A missing or empty file passes (the store makes a new database there). Raises
    :class:`DamagedDatabaseError` for garbage, a truncated file or a schema that cannot be read,
    and :class:`ForeignDatabaseError` for a database with tables but none of xcom_manager's.
    """
    if path is None or not path.exists() or path.stat().st_size == 0:
        return
    where = location or str(path)
    _refuse_unreadable(path)
    try:
        with closing(_read_only(path)) as connection:
            names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
            revision = None
            if "alembic_version" in names:
                found = connection.execute("SELECT version_num FROM alembic_version").fetchone()
                revision = found[0] if found else None
    except sqlite3.DatabaseError as error:
        _refuse_trouble(error, where)
        raise DamagedDatabaseError(damaged(where, _damage(path, error))) from error
    tables = {name for name in names if not name.startswith("sqlite_")} - {"alembic_version"}
    if tables and not tables & _OWN_TABLES:
        raise ForeignDatabaseError(
            Message.of("database_foreign", location=where)
            if revision is None
            else Message.of("database_foreign_revision", location=where, revision=repr(revision))
        )


@dataclass(frozen=True, slots=True)
class FileCheck:
    """SQLite's verdict on a whole file: each check's problems (empty when it passed)."""

    quick: tuple[str, ...]
    integrity: tuple[str, ...]
    foreign_keys: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not (self.quick or self.integrity or self.foreign_keys)

    @property
    def problems(self) -> tuple[str, ...]:
        return (
            *(f"quick_check: {each}" for each in self.quick),
            *(f"integrity_check: {each}" for each in self.integrity),
            *(f"foreign_key_check: {each}" for each in self.foreign_keys),
        )


def _pragma_problems(connection: sqlite3.Connection, pragma: str) -> tuple[str, ...]:
    rows = connection.execute(f"PRAGMA {pragma}({_MAX_PROBLEMS})").fetchall()
    found = tuple(str(row[0]) for row in rows)
    return () if found == ("ok",) else found


def check_file(path: Path, *, quick_only: bool = False) -> FileCheck:
    """SQLite's checks of the whole file at ``path`` (read only).

    ``quick_only`` runs ``quick_check`` alone (the check before a backup); otherwise also
    ``integrity_check`` (which compares every index with its table) and ``foreign_key_check``.
    A file that cannot even be read is one problem of ``quick``.
    """
    _refuse_unreadable(path)
    try:
        with closing(_read_only(path)) as connection:
            quick = _pragma_problems(connection, "quick_check")
            if quick_only:
                return FileCheck(quick, (), ())
            integrity = _pragma_problems(connection, "integrity_check")
            broken = connection.execute("PRAGMA foreign_key_check").fetchmany(_MAX_PROBLEMS)
    except sqlite3.DatabaseError as error:
        _refuse_trouble(error, str(path))
        return FileCheck((_damage(path, error),), (), ())
    keys = tuple(
        f"{table} row {rowid} refers to a missing {parent}" for table, rowid, parent, *_ in broken
    )
    return FileCheck(quick, integrity, keys)


# -- failures the user can act on ----------------------------------------------------------


def _error_name(error: BaseException) -> str:
    name = getattr(error, "sqlite_errorname", None)
    return name if isinstance(name, str) else ""


def _is_busy(error: BaseException) -> bool:
    name = _error_name(error)
    return name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in str(error)


def _busy(location: str) -> Message:
    return _placed("database_busy_long", location, seconds=_BUSY_MS // 1000)


def _refuse_trouble(error: sqlite3.DatabaseError, location: str) -> None:
    """Raise the refusal of a read that failed for another reason than damage: the file is
    busy, or SQLite could not open it to read (a ``-wal`` it cannot read, in a read-only
    folder): never called damaged."""
    if _is_busy(error):
        raise StoreError(_busy(location)) from error
    if _error_name(error).startswith(("SQLITE_READONLY", "SQLITE_CANTOPEN")):
        found = Message.of("database_unreadable", location=location, detail=str(error))
        raise StoreError(found) from error


def trouble(error: BaseException, location: str = "") -> Message | None:
    """The message to show for a driver error the user can act on, or ``None`` for a bug.

    ``error`` is a ``sqlite3`` error or SQLAlchemy's wrapper of one (its ``orig``); ``location``
    says where the database is. The texts say that nothing was changed: the store's transactions
    roll back whole on any error.
    """
    cause = getattr(error, "orig", None) or error
    if not isinstance(cause, sqlite3.Error):
        return None
    name, detail = _error_name(cause), str(cause)
    key = None
    if name.startswith(("SQLITE_CORRUPT", "SQLITE_NOTADB")) or "malformed" in detail:
        return damaged(location, detail)
    if name.startswith("SQLITE_FULL") or "disk is full" in detail:
        key = "database_disk_full"
    elif _is_busy(cause):
        return _busy(location)
    elif name.startswith("SQLITE_READONLY"):
        key = "database_read_only"
    elif name.startswith(("SQLITE_IOERR", "SQLITE_CANTOPEN")):
        key = "database_io_failed"
    return None if key is None else _placed(key, location, detail=detail)


def trouble_message(error: BaseException, location: str = "") -> str | None:
    """:func:`trouble` in English."""
    found = trouble(error, location)
    return None if found is None else found.text
