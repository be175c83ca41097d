"""What one write transaction touched, for the PostgreSQL notification it sends on commit.

A :class:`Touched` is filled while a write use-case runs (``services.writes`` wires it): the
ORM objects a session flushed (:meth:`Touched.flushed`), the Core statements it executed and
the driver statements of the hot paths (:meth:`Touched.statement`: the ids and campaigns are
read off the statement's ``WHERE id = …`` / ``id IN (…)`` / ``campaign_id = …`` and an
insert's values). Just before the commit :meth:`Touched.payload` looks up, in the same
transaction, the campaign and new version of each soldier and item touched (one indexed query
per table) and says it all as compact JSON, ids only, never a row's data::

    {"7":{"k":["audit","inventory"],"i":[[12,5]]},"*":{"k":["events"]}}

one entry per campaign (``"*"``: a campaign it could not tell), with its kinds (the names of
``store.watch``'s counters), ``s`` soldiers and ``i`` items as ``[id, version]`` (version
``null``: the row is gone). A transaction whose payload would pass PostgreSQL's limit
(:data:`PAYLOAD_LIMIT` bytes), or that wrote soldiers or items without saying which (a bulk
insert), says :data:`MANY` instead: the watchers then read their snapshot and diff it.

:func:`recording` registers a transaction's driver connection so that the statements run
straight on it (:class:`~xcom_manager.store.queries.driver.DriverRunner`) are heard as well.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from sqlalchemy import inspect
from sqlalchemy.sql import operators
from sqlalchemy.sql.dml import Insert, UpdateBase
from sqlalchemy.sql.elements import (
    BinaryExpression,
    BindParameter,
    BooleanClauseList,
    ColumnClause,
    Grouping,
)

__all__ = ["KIND_OF_TABLE", "MANY", "PAYLOAD_LIMIT", "Touched", "recorder_of", "recording"]

#: The kind of change (``store.watch``'s counters) a write to each table is.
KIND_OF_TABLE = {
    "soldier": "roster",
    "soldier_history": "history",
    "item": "inventory",
    "audit_entry": "audit",
    "audit_head": "audit",
    "mission": "missions",
    "mission_event": "events",
    "mission_event_head": "events",
    "campaign": "campaigns",
}
#: The tables whose rows a payload names (key in the payload), with their versions.
_ROW_TABLES = {"soldier": "s", "item": "i"}
#: The tables with an ``id`` and a ``campaign_id``: a touched id tells its campaign by a lookup.
_ID_TABLES = ("soldier", "item", "mission", "soldier_history", "mission_event")
_ALL_KINDS = tuple(sorted(set(KIND_OF_TABLE.values())))

#: PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default build).
PAYLOAD_LIMIT = 7999
#: The payload of a transaction too big to name its rows: the watchers diff their snapshot.
MANY = '{"many":true}'

_Unknown = object()


class Touched:
    """The campaigns, kinds and rows one write transaction touched (see the module)."""

    __slots__ = ("_campaigns", "_ids", "_kinds", "_many")

    def __init__(self) -> None:
        self._kinds: dict[int | None, set[str]] = {}
        self._ids: dict[str, dict[int, int | None]] = {}  # table → id → campaign (or None)
        self._campaigns: dict[str, int | None] = {}  # table → a campaign it was written for
        self._many = False

    def __bool__(self) -> bool:
        return self._many or bool(self._kinds) or bool(self._ids)

    # -- hearing ------------------------------------------------------------------------------

    def row(self, table: str, row_id: int | None, campaign_id: int | None) -> None:
        """A row of ``table`` was written (``None``: not known)."""
        kind = KIND_OF_TABLE.get(table)
        if kind is None:
            return
        if table == "campaign":
            campaign_id = row_id
        if row_id is not None and table in _ID_TABLES:
            ids = self._ids.setdefault(table, {})
            if ids.get(row_id) is None:
                ids[row_id] = campaign_id
            return  # its campaign is looked up if not known (payload)
        if row_id is None and table in _ROW_TABLES:
            self._many = True  # soldiers or items, but which?
        self._kinds.setdefault(campaign_id, set()).add(kind)

    def campaign_gone(self, campaign_id: int | None) -> None:
        """A campaign was removed, and with it everything it held."""
        self._kinds.setdefault(campaign_id, set()).update(_ALL_KINDS)

    def flushed(self, objects: Iterator[Any], deleted: frozenset[int] = frozenset()) -> None:
        """The ORM objects a flush wrote (``deleted``: the ``id()`` s of those it removed)."""
        for obj in objects:
            table = inspect(obj).mapper.local_table.name
            row_id = getattr(obj, "id", None)
            if table == "campaign" and id(obj) in deleted:
                self.campaign_gone(row_id)
            self.row(table, row_id, getattr(obj, "campaign_id", None))

    def statement(self, statement: object, params: Sequence[Mapping[str, Any]]) -> None:
        """A Core ``statement`` ran with ``params`` (one mapping per row of an executemany)."""
        if not isinstance(statement, UpdateBase):
            return
        table = getattr(getattr(statement, "table", None), "name", None)
        if table not in KIND_OF_TABLE:
            return
        if not isinstance(statement, Insert) and _no_op(statement):
            return  # a lock taken by a write that changes nothing (version + 0)
        for given in params or ({},):
            if isinstance(statement, Insert):
                values = _insert_values(statement, given)
                ids = _one(values.get("id", _Unknown))
                campaigns = _one(values.get("campaign_id", _Unknown))
            else:
                found = _equalities(getattr(statement, "whereclause", None), given)
                ids, campaigns = found.get("id"), found.get("campaign_id")
            if table == "campaign" and ids is None:
                ids = campaigns
            campaign = next(iter(campaigns)) if campaigns and len(campaigns) == 1 else None
            if table == "campaign" and ids and statement.is_delete:
                for gone in ids:
                    self.campaign_gone(gone)
            for row_id in ids or (None,):
                self.row(table, row_id, campaign)

    # -- saying -------------------------------------------------------------------------------

    def payload(self, cursor: Any) -> str:
        """The notification's payload (see the module), looked up through ``cursor`` (a DB-API
        cursor of the transaction itself, before its commit)."""
        if self._many:
            return MANY
        entries: dict[str, dict[str, Any]] = {}

        def entry(campaign: int | None) -> dict[str, Any]:
            return entries.setdefault("*" if campaign is None else str(campaign), {"k": set()})

        for campaign, kinds in self._kinds.items():
            entry(campaign)["k"].update(kinds)
        for table, ids in self._ids.items():
            found = _look_up(cursor, table, list(ids))
            for row_id, known in ids.items():
                campaign, version = found.get(row_id, (known, None))
                where = entry(campaign)
                where["k"].add(KIND_OF_TABLE[table])
                key = _ROW_TABLES.get(table)
                if key is not None:
                    where.setdefault(key, []).append([row_id, version])
        for where in entries.values():
            where["k"] = sorted(where["k"])
            for key in _ROW_TABLES.values():
                if key in where:
                    where[key].sort()
        text = json.dumps(entries, separators=(",", ":"), sort_keys=True)
        return MANY if len(text.encode()) > PAYLOAD_LIMIT else text


def _look_up(cursor: Any, table: str, ids: list[int]) -> dict[int, tuple[int, int | None]]:
    """Each row's campaign and (for soldiers and items) version: one indexed query."""
    version = "version" if table in _ROW_TABLES else "NULL"
    cursor.execute(
        f"SELECT id, campaign_id, {version} FROM {table} WHERE id = ANY(%s)",  # our table names
        (ids,),
    )
    return {
        int(row_id): (int(campaign), None if ver is None else int(ver))
        for row_id, campaign, ver in cursor.fetchall()
    }


def _one(value: Any) -> set[Any] | None:
    return None if value is _Unknown or value is None else {value}


def _bound(element: Any, given: Mapping[str, Any]) -> Any:
    if isinstance(element, BindParameter):
        if element.key in given:
            return given[element.key]
        return _Unknown if element.required else element.effective_value
    return _Unknown


def _insert_values(statement: Insert, given: Mapping[str, Any]) -> dict[str, Any]:
    values: dict[str, Any] = dict(given)
    for column, value in (getattr(statement, "_values", None) or {}).items():
        values[getattr(column, "key", str(column))] = _bound(value, given)
    return values


def _equalities(clause: Any, given: Mapping[str, Any]) -> dict[str, set[Any]]:
    """The values a ``WHERE`` pins ``id`` and ``campaign_id`` to (``AND`` ed ``=``/``IN``)."""
    found: dict[str, set[Any]] = {}
    if isinstance(clause, BooleanClauseList) and clause.operator is operators.and_:
        for part in clause.clauses:
            for name, pinned in _equalities(part, given).items():
                found.setdefault(name, pinned)
        return found
    if not isinstance(clause, BinaryExpression) or not isinstance(clause.left, ColumnClause):
        return found
    name = clause.left.name
    if name not in ("id", "campaign_id"):
        return found
    values: list[Any] = []
    if clause.operator is operators.eq:
        values = [_bound(clause.right, given)]
    elif clause.operator is operators.in_op:
        right = clause.right
        if isinstance(right, BindParameter):
            listed = _bound(right, given)
            values = list(listed) if isinstance(listed, list | tuple) else [_Unknown]
        elif isinstance(right, Grouping):
            values = [_bound(part, given) for part in getattr(right.element, "clauses", ())]
    if values and all(value is not _Unknown and value is not None for value in values):
        found[name] = set(values)
    return found


def _no_op(statement: UpdateBase) -> bool:
    """An ``UPDATE`` whose every value is its own column plus zero."""
    values = getattr(statement, "_values", None) or {}
    if not values:
        return False
    for column, value in values.items():
        if not (
            isinstance(value, BinaryExpression)
            and value.operator is operators.add
            and getattr(value.left, "key", None) == getattr(column, "key", column)
            and isinstance(value.right, BindParameter)
            and value.right.effective_value == 0
        ):
            return False
    return True


_RECORDERS: dict[int, Touched] = {}


@contextmanager
def recording(connection: Any, touched: Touched) -> Iterator[Touched]:
    """While the block runs, statements run straight on the driver ``connection`` tell
    ``touched`` (see :func:`recorder_of`)."""
    _RECORDERS[id(connection)] = touched
    try:
        yield touched
    finally:
        _RECORDERS.pop(id(connection), None)


def recorder_of(connection: Any) -> Touched | None:
    """The :class:`Touched` of the write transaction on ``connection``, if one records."""
    return _RECORDERS.get(id(connection)) if _RECORDERS else None
