"""Whether this process may write a SQLite database file, asked of the system, not of the file.

A campaign file the user cannot write (its mode and owner, a read-only folder, a read-only
mount) is opened read-only (``Database.open``): the pages show what is stored and every write
is refused with one message, :func:`write_refusal`'s. The question is put to the system with
``access(2)`` and ``statvfs(2)``: the file is not opened here (a descriptor opened and closed
beside SQLite's drops its POSIX locks, see :mod:`xcom_manager.store.integrity`), and no write is
tried to find out (a write that fails half way is what a read-only file must never meet).

SQLite writes beside the file too: a database in WAL mode needs its ``-wal`` and ``-shm`` files,
made in the file's folder. A writable file in a folder this user cannot write is therefore
read-only unless both already exist and are writable.

Even reading needs the ``-shm`` file of a database in WAL mode. When the folder cannot be
written and no ``-wal`` or ``-shm`` is there (nobody has the file open: the last connection
removes them), SQLite is told the file is ``immutable`` (:func:`immutable`): it then reads the
file alone. Should the file's owner write it meanwhile, a read through that connection may see
the change half made; it is only ever read, and the read-only window says to copy the file.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import unquote

from xcom_manager.rules.texts import Message, templates, tr_noop

if TYPE_CHECKING:
    from sqlalchemy.engine import URL

__all__ = ["MESSAGES", "immutable", "read_only_file", "write_refusal"]

#: Why a database is read-only; ``{location}`` is the file's path. Shown in the window's banner,
#: as the tooltip of every greyed write action, and as the refusal of a write.
MESSAGES = templates(
    {
        "database_file_read_only": tr_noop(
            "DatabaseTrouble",
            "This file is read-only ({location}): you can look, not change. Copy it somewhere "
            "you can write, or ask for write access.",
        ),
        "database_folder_read_only": tr_noop(
            "DatabaseTrouble",
            "This file's folder is read-only ({location}): you can look, not change. Copy the "
            "file somewhere you can write, or ask for write access to its folder.",
        ),
        "database_disk_read_only": tr_noop(
            "DatabaseTrouble",
            "This file is on a read-only disk ({location}): you can look, not change. Copy it "
            "somewhere you can write.",
        ),
        "database_url_read_only": tr_noop(
            "DatabaseTrouble",
            "This database is opened read-only: its URL says so (mode=ro, {location}). You can "
            "look, not change; open it without mode=ro to change it.",
        ),
        "database_read_only_outdated": tr_noop(
            "DatabaseTrouble",
            "The database {location} is read-only, and its schema (revision {revision}) is "
            "older than this xcom_manager's ({head}): it cannot be upgraded while read-only, "
            "and nothing was changed. Copy it somewhere you can write, or ask for write "
            "access, then open it again.",
        ),
        "database_read_only_empty": tr_noop(
            "DatabaseTrouble",
            "The database {location} is read-only and empty: there is nothing to show, and no "
            "campaign can be made in it. Choose another database, or ask for write access.",
        ),
    }
)


def _may(path: Path, mode: int) -> bool:
    effective = os.access in os.supports_effective_ids
    try:
        return os.access(path, mode, effective_ids=effective)
    except OSError:  # pragma: no cover - access(2) answers False rather than failing
        return False


def _mounted_read_only(path: Path) -> bool:
    try:
        return bool(os.statvfs(path).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs (Windows): access(2) has answered already
        return False


def _companions(path: Path) -> tuple[Path, Path]:
    return path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")


def write_refusal(path: Path) -> Message | None:
    """Why this process cannot write the database file ``path``; ``None`` when it can, or when
    there is no file there (a new one is made: whether its folder takes one is asked then)."""
    if not path.is_file():
        return None
    where = str(path)
    if not _may(path, os.W_OK):
        key = "database_disk_read_only" if _mounted_read_only(path) else "database_file_read_only"
        return Message.of(key, location=where)
    if _may(path.parent, os.W_OK | os.X_OK):
        return None
    if all(each.is_file() and _may(each, os.W_OK) for each in _companions(path)):
        return None  # both already there: SQLite makes nothing new in the folder
    if _mounted_read_only(path.parent):
        return Message.of("database_disk_read_only", location=where)
    return Message.of("database_folder_read_only", location=where)


def immutable(path: Path) -> bool:
    """Whether SQLite must read ``path`` as an immutable file (see the module's docstring): its
    folder cannot be written and neither its ``-wal`` nor its ``-shm`` is there."""
    if _may(path.parent, os.W_OK | os.X_OK):
        return False
    return not any(each.exists() for each in _companions(path))


def read_only_file(url: URL) -> tuple[Path, Message] | None:
    """The SQLite file of ``url`` and why it is read-only, or ``None`` when it may be written
    (or is no file, or no file yet: a new one is made): a URL that asks for it read-only (a
    ``file:`` URI with ``mode=ro`` or ``immutable``) or a file this process cannot write
    (:func:`write_refusal`)."""
    if url.get_backend_name() != "sqlite":
        return None
    database = url.database or ""
    if database in ("", ":memory:"):
        return None
    if database.startswith("file:"):
        query = {key: str(value) for key, value in url.query.items()}
        if query.get("mode") != "ro" and query.get("immutable") not in ("1", "true"):
            return None
        path = Path(unquote(database[len("file:") :].split("?")[0])).expanduser().resolve()
        return path, Message.of("database_url_read_only", location=str(path))
    path = Path(database).expanduser().resolve()
    refusal = write_refusal(path)
    return None if refusal is None else (path, refusal)
