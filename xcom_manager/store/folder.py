"""Why the folder of a SQLite database file cannot hold it, said in one message.

SQLite keeps its journal (``-wal``, ``-shm``) beside the database file, so the folder must exist,
be a folder, and be writable; when it is not, SQLite says only "unable to open database file".
:func:`folder_problem` names what is wrong with the folder instead: a file where a folder should
be, a folder that cannot be created, one that cannot be written to or read. It is asked only when
creating the folder or opening the file has failed, so an open that works writes nothing more.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from xcom_manager.rules.texts import Message
from xcom_manager.store.errors import StoreError

__all__ = ["folder_problem", "make_folder", "refuse_unreachable", "sqlite_file"]


def _file_in_the_way(folder: Path) -> Path | None:
    """The nearest of ``folder`` and its parents that exists, when it is not a folder."""
    for candidate in (folder, *folder.parents):
        try:
            if candidate.exists() or candidate.is_symlink():
                return None if candidate.is_dir() else candidate
        except OSError:  # a parent that cannot be searched: said by the caller's own error
            return None
    return None


def _said(key: str, database: Path, folder: Path, detail: str = "") -> Message:
    params: dict[str, str] = {"path": str(database), "folder": str(folder)}
    if detail:
        params["detail"] = detail
    return Message.of(key, **params)


def folder_problem(database: Path) -> Message | None:
    """What keeps the folder of the SQLite file ``database`` from holding it, or ``None`` when
    the folder is there and can be read and written."""
    folder = database.parent
    blocking = _file_in_the_way(folder)
    if blocking is not None:
        return _said("database_folder_is_file", database, blocking)
    try:
        os.listdir(folder)
    except FileNotFoundError:
        return _said("database_folder_missing", database, folder)
    except OSError as error:  # a folder not ours to read, or a parent not ours to enter
        return _said("database_folder_unreadable", database, folder, _reason(error))
    try:
        handle, probe = tempfile.mkstemp(prefix=".xcom-manager-probe-", dir=folder)
    except OSError as error:
        return _said("database_folder_not_writable", database, folder, _reason(error))
    os.close(handle)
    Path(probe).unlink(missing_ok=True)
    return None


def make_folder(database: Path) -> None:
    """Create the folder of ``database`` (and its parents); :class:`StoreError` saying why it
    cannot be made."""
    try:
        database.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        blocking = _file_in_the_way(database.parent)
        if blocking is not None:
            raise StoreError(_said("database_folder_is_file", database, blocking)) from error
        reason = _reason(error)
        raise StoreError(
            _said("database_folder_cannot_create", database, database.parent, reason)
        ) from error


def refuse_unreachable(db_url: str) -> None:
    """:class:`StoreError` when the SQLite file of ``db_url`` cannot even be looked at (a file in
    its folder's place, a folder the user may not enter): asked before anything else looks at the
    file (the day's backup), so that the user reads why, not a traceback. Another backend, an
    in-memory database, a file that is there or that is simply not there yet pass."""
    database = sqlite_file(db_url)
    if database is None:
        return
    try:
        database.stat()
    except FileNotFoundError:
        return  # made on opening; make_folder says why when it cannot be
    except OSError as error:
        found = folder_problem(database)
        reason = _reason(error)
        raise StoreError(
            found or _said("database_folder_unreadable", database, database.parent, reason)
        ) from error


def sqlite_file(db_url: str) -> Path | None:
    """The file of a SQLite URL; ``None`` for another backend, an in-memory database or a
    ``file:`` URI (and for a malformed URL, which ``Database.open`` explains)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(db_url)
    except (ArgumentError, ValueError):
        return None  # Database.open explains a malformed URL
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or database in ("", ":memory:"):
        return None
    return None if database.startswith("file:") else Path(database).expanduser()


def _reason(error: OSError) -> str:
    return error.strerror or type(error).__name__
