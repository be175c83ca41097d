"""What a shared database server (PostgreSQL) needs beyond what SQLite does on its own.

SQLite lets one writer in at a time; PostgreSQL lets many in at once, so what the store relies
on being alone must say so there: two apps upgrading one new database at once take turns on an
advisory lock (the second then finds the schema up to date), and a transaction that reads and
then writes what it read locks the rows it read (``SELECT ... FOR UPDATE``).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy.engine import Connection

__all__ = ["SCHEMA_LOCK_KEY", "schema_lock"]

#: The advisory lock an upgrade holds on PostgreSQL (any fixed number, the same in every app).
SCHEMA_LOCK_KEY = 0x58434F4D  # "XCOM"


@contextmanager
def schema_lock(connection: Connection) -> Iterator[None]:
    """Hold the schema's advisory lock on PostgreSQL while the body runs (other backends: no
    lock). The lock belongs to the connection's session, so it outlives the transactions inside
    and is given back at the end, before the connection returns to the pool."""
    if connection.dialect.name != "postgresql":
        yield
        return
    connection.exec_driver_sql(f"SELECT pg_advisory_lock({SCHEMA_LOCK_KEY})")
    connection.commit()
    try:
        yield
    finally:
        if connection.in_transaction():
            connection.rollback()
        connection.exec_driver_sql(f"SELECT pg_advisory_unlock({SCHEMA_LOCK_KEY})")
        connection.commit()
