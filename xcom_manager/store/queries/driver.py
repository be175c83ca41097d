"""Core statements compiled once and run straight on a DB-API cursor, for hot paths.

Recording a movement is benchmarked at over a thousand a second: building, compiling and
executing each of its few statements through Core would cost several times what SQLite needs to
run them. A :class:`DriverStatement` is compiled once per dialect; a :class:`DriverRunner` runs
it on the driver connection of one open transaction.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from sqlalchemy.engine import Dialect
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.elements import ClauseElement
from sqlmodel import Session

from xcom_manager.store.touched import recorder_of

if TYPE_CHECKING:
    from xcom_manager.store.db import Database

__all__ = ["DriverRunner", "DriverStatement"]


class DriverStatement:
    """A Core statement compiled once per dialect and run straight on a DB-API cursor.

    For the few statements of a hot path (recording a movement): building, compiling and
    executing a statement through Core costs several times what SQLite needs to run it. The SQL
    is still made by SQLAlchemy for the engine's dialect (qmark on SQLite, pyformat on
    PostgreSQL, ``FOR UPDATE`` where the dialect has it). ``params`` names the statement's
    ``bindparam()`` s in the order the caller gives their values (a tuple); values written into
    the statement itself (``location == "armoury"``, ``limit(1)``) are sent along. Values must be
    plain ints, text or ``None`` (no type conversion is applied); rows come back as tuples.
    """

    __slots__ = ("_compiled", "_params", "_statement")

    def __init__(self, statement: ClauseElement, params: tuple[str, ...] = ()) -> None:
        self._statement = statement
        self._params = params
        self._compiled: dict[str, tuple[str, Callable[[Sequence[Any]], Any]]] = {}

    def compiled(self, dialect: Dialect) -> tuple[str, Callable[[Sequence[Any]], Any]]:
        """The SQL for ``dialect`` and a function turning the caller's values into the
        driver's parameters."""
        found = self._compiled.get(dialect.name)
        if found is None:
            found = self._compiled[dialect.name] = self._compile(dialect)
        return found

    def _compile(self, dialect: Dialect) -> tuple[str, Callable[[Sequence[Any]], Any]]:
        compiled = cast(SQLCompiler, self._statement.compile(dialect=dialect))
        fixed = {
            name: bind.effective_value
            for bind, name in compiled.bind_names.items()
            if not bind.required
        }
        given = self._params
        unknown = set(compiled.bind_names.values()) - set(fixed) - set(given)
        if unknown:
            raise ValueError(f"parameters {sorted(unknown)} of the statement are not in params")
        convert: Callable[[Sequence[Any]], Any]
        if not compiled.positional:

            def convert(values: Sequence[Any]) -> dict[str, Any]:
                return {**fixed, **dict(zip(given, values, strict=True))}

        else:
            names = tuple(compiled.positiontup or ())
            if names == given and not fixed:
                convert = tuple  # already in the driver's order
            else:
                # For each driver parameter: the index of the caller's value (-1: a fixed one).
                plan: tuple[tuple[int, Any], ...] = tuple(
                    (-1, fixed[name]) if name in fixed else (given.index(name), None)
                    for name in names
                )

                def convert(values: Sequence[Any]) -> tuple[Any, ...]:
                    return tuple([values[at] if at >= 0 else value for at, value in plan])

        return compiled.string, convert

    @property
    def statement(self) -> ClauseElement:
        """The Core statement (a write transaction's
        :class:`~xcom_manager.store.touched.Touched` reads the rows it touches off it)."""
        return self._statement

    def bound(self, values: Sequence[Any]) -> dict[str, Any]:
        """The caller's ``values`` by the names of the statement's parameters."""
        return dict(zip(self._params, values, strict=True))


class DriverRunner:
    """Runs :class:`DriverStatement` s on the DB-API connection of one open transaction.

    Get one from :meth:`Database.driver_transaction
    <xcom_manager.store.db.Database.driver_transaction>` (:meth:`for_transaction`) or from a
    session's transaction (:meth:`for_session`); the statements are part of that transaction.
    """

    __slots__ = ("_cursor", "_dialect", "_touched")

    def __init__(self, connection: DBAPIConnection, dialect: Dialect) -> None:
        self._cursor = connection.cursor()
        self._dialect = dialect
        self._touched = recorder_of(connection)  # a write transaction that notifies (PostgreSQL)

    @classmethod
    def for_transaction(cls, connection: DBAPIConnection, db: Database) -> DriverRunner:
        """A runner on a connection of ``db.driver_transaction()``."""
        return cls(connection, db.engine.dialect)

    @classmethod
    def for_session(cls, session: Session) -> DriverRunner:
        """A runner inside ``session``'s transaction (begun now if it is not yet)."""
        connection = session.connection()
        driver = connection.connection.dbapi_connection
        if driver is None:  # pragma: no cover - a connection in use has one
            raise RuntimeError("the session's connection is closed")
        return cls(driver, connection.dialect)

    def _execute(self, statement: DriverStatement, values: Sequence[Any]) -> Any:
        sql, convert = statement.compiled(self._dialect)
        cursor = self._cursor
        cursor.execute(sql, convert(values))
        return cursor

    def first(self, statement: DriverStatement, *values: Any) -> tuple[Any, ...] | None:
        """The first row of a query, or ``None``."""
        row: tuple[Any, ...] | None = self._execute(statement, values).fetchone()
        return row

    def all(self, statement: DriverStatement, *values: Any) -> list[tuple[Any, ...]]:
        """Every row of a query."""
        rows: list[tuple[Any, ...]] = self._execute(statement, values).fetchall()
        return rows

    def run(self, statement: DriverStatement, *values: Any) -> int:
        """Run an INSERT, UPDATE or DELETE; the number of rows it touched."""
        rows = int(self._execute(statement, values).rowcount)
        if self._touched is not None and rows:
            self._touched.statement(statement.statement, (statement.bound(values),))
        return rows
