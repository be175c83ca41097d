"""Which other processes have a SQLite database file open, read without touching its locks.

Every SQLite connection to a file in WAL mode holds a POSIX read lock on the database file and on
its ``-shm`` file for as long as it is open. Linux lists every POSIX lock of the machine in
``/proc/locks`` (the owner's pid, the device and the inode), so the processes that have the file
open can be counted without opening it. Where ``/proc/locks`` cannot be read, SQLite itself is
asked: a connection that cannot take an exclusive lock at once knows that someone else holds
the file, though not how many.

A restore refuses while :func:`others_holding` finds anyone: replacing the file and deleting
its WAL under an open connection loses every write that connection makes afterwards.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from pathlib import Path

__all__ = ["UNKNOWN", "others_holding"]

#: The count when the file is held by someone but ``/proc/locks`` cannot say by how many.
UNKNOWN = -1
_PROC_LOCKS = Path("/proc/locks")


def _identity(path: Path) -> tuple[int, int, int] | None:
    """The device (major, minor) and inode of ``path``, or ``None`` when it does not exist."""
    try:
        found = os.stat(path)
    except OSError:
        return None
    return os.major(found.st_dev), os.minor(found.st_dev), found.st_ino


def _holders(identities: set[tuple[int, int, int]], listing: str) -> set[int]:
    """The pids in ``/proc/locks``'s ``listing`` that hold a lock on one of ``identities``."""
    pids: set[int] = set()
    for line in listing.splitlines():
        fields = line.split()
        if "->" in fields:  # a process waiting for the lock, not holding it
            continue
        if len(fields) < 6 or fields[1] not in ("POSIX", "OFDLCK"):
            continue
        pid, where = fields[4], fields[5].split(":")
        if len(where) != 3 or not pid.isdigit():
            continue
        try:
            major, minor, inode = int(where[0], 16), int(where[1], 16), int(where[2])
        except ValueError:
            continue
        if (major, minor, inode) in identities:
            pids.add(int(pid))
    return pids


def _busy_for_sqlite(database: Path) -> bool:
    """Whether SQLite cannot take the file's exclusive lock at once (someone holds it)."""
    try:
        with closing(sqlite3.connect(database, timeout=0, isolation_level=None)) as probe:
            # In WAL mode only the exclusive locking mode makes readers block the probe.
            probe.execute("PRAGMA locking_mode = EXCLUSIVE")
            probe.execute("BEGIN EXCLUSIVE")
            probe.execute("ROLLBACK")
    except sqlite3.OperationalError:
        return True
    return False


def others_holding(database: Path) -> int:
    """How many other processes have ``database`` open (0: none; :data:`UNKNOWN`: some).

    The caller's own connections are not counted: it closes them before it asks.
    """
    identities = {
        found
        for found in (_identity(database), _identity(database.with_name(database.name + "-shm")))
        if found is not None
    }
    if not identities:
        return 0
    try:
        listing = _PROC_LOCKS.read_text(encoding="ascii", errors="replace")
    except OSError:
        return UNKNOWN if _busy_for_sqlite(database) else 0
    return len(_holders(identities, listing) - {os.getpid()})
