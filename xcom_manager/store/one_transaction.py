"""Many use-cases as one transaction: a database whose transactions are savepoints of one.

The demo campaign is made by the ordinary use-cases (import, armoury moves, missions), each of
which opens its own transaction. Run on :func:`one_transaction`'s database, every one of them
is a savepoint inside a single outer transaction on one connection: the whole demo commits
at the end, or nothing of it is ever seen (a process killed half-way leaves the file as it
was, SQLite's journal rolls the rest back), and a step that fails rolls back its own work as
before.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import exc
from sqlalchemy.engine import Connection
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlmodel import Session

from xcom_manager.rules.texts import Message
from xcom_manager.store.db import Database
from xcom_manager.store.errors import StoreError

__all__ = ["one_transaction"]

_names = itertools.count(1)


class _SavepointDatabase(Database):
    """A :class:`Database` whose ``session`` and ``driver_transaction`` are savepoints of
    ``connection``'s transaction (the caller's, committed or rolled back by the caller)."""

    def __init__(self, db: Database, connection: Connection) -> None:
        super().__init__(db.url, db.engine, db.backup_path)
        self._connection = connection

    @contextmanager
    def session(self, *, immediate: bool = False) -> Iterator[Session]:
        del immediate  # the outer transaction holds the write lock from its start
        with (
            Session(
                bind=self._connection,
                join_transaction_mode="create_savepoint",
                expire_on_commit=False,
            ) as session,
            session.begin(),
        ):
            yield session

    @contextmanager
    def driver_transaction(self, *, immediate: bool = False) -> Iterator[DBAPIConnection]:
        del immediate  # the outer transaction holds the write lock from its start
        connection = self._connection.connection.dbapi_connection
        if connection is None:  # pragma: no cover - a checked-out connection has one
            raise StoreError(Message.of("database_connection_lost", location=self.location))
        driver_error: type[Exception] = self.engine.dialect.loaded_dbapi.Error
        name = f"xcom_step_{next(_names)}"
        cursor = connection.cursor()
        try:
            cursor.execute(f"SAVEPOINT {name}")
            yield connection
            cursor.execute(f"RELEASE SAVEPOINT {name}")
        except driver_error as error:
            cursor.execute(f"ROLLBACK TO SAVEPOINT {name}")
            raise exc.DBAPIError.instance(None, None, error, driver_error) from error
        except BaseException:
            cursor.execute(f"ROLLBACK TO SAVEPOINT {name}")
            raise
        finally:
            cursor.close()

    def close(self) -> None:  # the engine is the caller's
        pass


@contextmanager
def one_transaction(db: Database) -> Iterator[Database]:
    """A database on which every transaction is a part of one: committed when the block ends,
    rolled back whole if it raises. On SQLite the write lock is taken at the start."""
    connection = db.engine.connect()
    try:
        if db.engine.dialect.name == "sqlite":
            connection = connection.execution_options(xcom_sqlite_begin="BEGIN IMMEDIATE")
        with connection.begin():
            yield _SavepointDatabase(db, connection)
    finally:
        connection.close()
