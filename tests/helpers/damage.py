"""Damage done to real SQLite files, as a failing disk or another program would."""

from __future__ import annotations

import hashlib
import sqlite3
from contextlib import closing
from pathlib import Path

__all__ = ["checkpoint", "corrupt_table", "digest", "foreign_database", "truncate"]


def checkpoint(path: Path) -> None:
    """Fold the WAL into the file, so that damage done to the file's pages is what is read."""
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def corrupt_table(path: Path, table: str = "soldier") -> None:
    """Overwrite the root page of ``table`` with garbage (a bad sector, say)."""
    checkpoint(path)
    with closing(sqlite3.connect(path)) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        root = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = ?", (table,)
        ).fetchone()[0]
    with path.open("r+b") as handle:
        handle.seek((root - 1) * page_size)
        handle.write(b"\xa5\x5a" * (page_size // 2))


def truncate(path: Path) -> None:
    """Cut the file in half (a copy that stopped, a full disk at the wrong moment)."""
    checkpoint(path)
    size = path.stat().st_size
    with path.open("r+b") as handle:
        handle.truncate(size // 2)


def foreign_database(path: Path) -> None:
    """Another program's SQLite database (rollback journal, its own tables)."""
    with closing(sqlite3.connect(path)) as connection:
        connection.execute("CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
        connection.execute("INSERT INTO note (text) VALUES ('milk'), ('eggs')")
        connection.commit()


def digest(path: Path) -> str:
    """The file's bytes, hashed (with its WAL, if any): the same digest means untouched."""
    hashed = hashlib.sha256(path.read_bytes())
    wal = path.with_name(path.name + "-wal")
    if wal.exists():
        hashed.update(wal.read_bytes())
    return hashed.hexdigest()
