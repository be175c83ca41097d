"""The transaction of a write use-case: the write lock first, and a failed database in words.

Every use-case that writes runs in :func:`write_session` (or :func:`write_connection` for the
hot paths on the bare driver). On SQLite it begins with ``BEGIN IMMEDIATE``: the write lock is
taken before anything is read, so a second GM's app writing meanwhile makes this one wait its
turn (the busy timeout) instead of failing when it upgrades its read lock. Should the database
stay busy past the timeout, or fail (the server went away, the disk is full), the transaction
is rolled back whole and the caller gets one :class:`DatabaseBusyError` or
:class:`DatabaseFailedError` (user errors, shown as they are), never a driver's
``OperationalError``. On a database opened read-only (``Database.read_only``: a file this user
cannot write) both refuse at once with :class:`ReadOnlyDatabaseError`, saying why.

On PostgreSQL the transaction also tells the other GMs' apps what it changed: a
:class:`~xcom_manager.store.touched.Touched` hears what the session flushed and executed and
what ran straight on the driver, and just before the commit the transaction sends
``pg_notify`` with its payload (campaigns, kinds, soldier and item ids; ``store.watch``
delivers it to the listeners on commit, and nothing on a rollback).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from sqlalchemy import event, exc
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.orm import ORMExecuteState
from sqlmodel import Session

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import (
    DatabaseBusyError,
    DatabaseFailedError,
    ReadOnlyDatabaseError,
    UserError,
)
from xcom_manager.store.db import BUSY_TIMEOUT_MS, Database
from xcom_manager.store.integrity import trouble
from xcom_manager.store.touched import Touched, recording
from xcom_manager.store.watch import notify_sql

__all__ = ["MESSAGES", "database_error", "write_connection", "write_session"]

MESSAGES = templates(
    {
        "database_busy": tr_noop(
            "DatabaseErrors",
            "Another GM kept the database busy for more than {seconds} seconds; nothing was "
            "changed. Try again in a moment.",
        ),
        "database_failed": tr_noop(
            "DatabaseErrors", "The database at {location} failed and nothing was changed: {detail}"
        ),
    }
)

#: What SQLite says when its busy timeout ran out, and PostgreSQL's codes for a transaction it
#: rolled back for another's sake (serialization failure, deadlock, lock not available).
_BUSY_WORDS = ("database is locked", "database table is locked", "database is busy")
_BUSY_CODES = ("40001", "40P01", "55P03")


def _is_busy(error: exc.DBAPIError) -> bool:
    code = getattr(error.orig, "sqlstate", None)
    if code in _BUSY_CODES:
        return True
    text = str(error.orig).lower()
    return any(words in text for words in _BUSY_WORDS)


def database_error(db: Database, error: exc.DBAPIError) -> UserError:
    """The user error that says what ``error`` (a driver's operational error) means: busy in
    the words a view translates; a full disk, a read-only or damaged file in the one clear
    message of :func:`~xcom_manager.store.integrity.trouble` (a view words it too); else what
    failed."""
    if _is_busy(error):
        return DatabaseBusyError(Message.of("database_busy", seconds=BUSY_TIMEOUT_MS // 1000))
    found = trouble(error, db.location)
    if found is not None:
        return DatabaseFailedError(found)
    detail = str(error.orig).strip().splitlines()[0] if str(error.orig).strip() else ""
    return DatabaseFailedError(
        Message.of("database_failed", location=db.location, detail=detail or type(error).__name__)
    )


@contextmanager
def _in_words(db: Database) -> Iterator[None]:
    if db.read_only is not None:  # a file this user cannot write: refused before it begins
        raise ReadOnlyDatabaseError(db.read_only)
    try:
        yield
    except exc.OperationalError as error:
        raise database_error(db, error) from error


@contextmanager
def write_session(db: Database) -> Iterator[Session]:
    """A session for a write use-case (see the module): committed on success, rolled back on
    any error; a busy or failed database comes out as a :class:`UserError`."""
    with _in_words(db), db.session(immediate=True) as session:
        if db.engine.dialect.name != "postgresql":
            yield session
            return
        touched = Touched()
        driver = session.connection().connection.dbapi_connection
        with _hearing(session, touched), recording(driver, touched):
            yield session
            session.flush()
        if touched and driver is not None:  # the watchers hear it on commit
            cursor = driver.cursor()
            cursor.execute(*notify_sql(touched.payload(cursor)))


@contextmanager
def _hearing(session: Session, touched: Touched) -> Iterator[None]:
    """``touched`` hears what ``session`` flushes and the Core statements it executes."""

    def flushed(flushing: Session, _context: Any) -> None:
        gone = frozenset(id(obj) for obj in flushing.deleted)
        modified = (obj for obj in flushing.dirty if flushing.is_modified(obj))
        touched.flushed(iter([*flushing.new, *modified, *flushing.deleted]), gone)

    def executed(state: ORMExecuteState) -> None:
        if state.is_insert or state.is_update or state.is_delete:
            given = state.parameters
            listed: list[Mapping[str, Any]] = (
                [row for row in given if isinstance(row, Mapping)]
                if isinstance(given, list)
                else [given if isinstance(given, Mapping) else {}]
            )
            touched.statement(state.statement, listed)

    event.listen(session, "after_flush", flushed)
    event.listen(session, "do_orm_execute", executed)
    try:
        yield
    finally:
        event.remove(session, "after_flush", flushed)
        event.remove(session, "do_orm_execute", executed)


@contextmanager
def write_connection(db: Database) -> Iterator[DBAPIConnection]:
    """:meth:`Database.driver_transaction` for a write use-case, as :func:`write_session`."""
    with _in_words(db), db.driver_transaction(immediate=True) as connection:
        if db.engine.dialect.name != "postgresql":
            yield connection
            return
        touched = Touched()
        with recording(connection, touched):
            yield connection
        if touched:
            cursor = connection.cursor()
            cursor.execute(*notify_sql(touched.payload(cursor)))
