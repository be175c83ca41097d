"""The audit log's filtered reads: which index a count or a page walks, and its SQL.

A campaign's log may hold a million rows; the audit view counts the rows a filter matches and
reads pages of them in seq order, oldest or newest first. Every filter column has a
``(campaign_id, <column>, seq)`` index (``database/versions/0002_audit_log.py``, ``0004``): a
page walks the index of the most selective filter present, which yields seq order, and keeps
every other condition off the indexes (:class:`_Unindexed`) so that the planner does not pick an
index it would then have to sort. A soldier filter walks its two indexes (from / to) and merges
them; a date range also bounds the walk in seq (:func:`_date_bound`); a filter matching most of
the log is counted from the rows it does not match (:func:`_count_wide`).

Rows come back as tuples of the columns the caller names (the chain's column order is the
services' business, :mod:`xcom_manager.services.audit.chain`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import ColumnElement, func, literal, or_, select, union
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal
from sqlmodel import Session, col

from xcom_manager.store.models import AuditEntry

__all__ = ["EntryFilter", "count_entries", "entries_after", "last_seq", "page_entries"]


@dataclass(frozen=True, slots=True)
class EntryFilter:
    """Which rows of a campaign's log to read; ``None`` means "any".

    ``soldier_id`` matches a row whose item left *or* reached that soldier. ``since`` and
    ``until`` are ``recorded_at`` text (UTC ISO 8601 with microseconds, which sorts as time):
    ``since <= recorded_at < until``.
    """

    campaign_id: int
    soldier_id: int | None = None
    item_id: int | None = None
    mission_id: int | None = None
    since: str | None = None
    until: str | None = None
    verdict: str | None = None

    @property
    def is_unfiltered(self) -> bool:
        return (
            self.soldier_id is None
            and self.item_id is None
            and self.mission_id is None
            and self.since is None
            and self.until is None
            and self.verdict is None
        )


def count_entries(session: Session, filter: EntryFilter) -> int:
    """How many rows match ``filter``.

    Unfiltered, this is the campaign's last seq (an index look-up, instant on a million rows).
    Filtered, a count over the most selective index (see :func:`_driver`); a soldier filter
    counts the union of its two index searches (from / to). A filter on the verdict alone or on
    dates alone that matches most of the log is counted as the last seq minus the rows that do
    not match (fewer to count), which, like the unfiltered count, takes the log's seqs to run 1,
    2, 3, ... without gaps (what *verify* checks).
    """
    if filter.is_unfiltered:
        return last_seq(session, filter.campaign_id)
    driver = _choose_driver(session, filter, counting=True)
    if driver == "soldier":
        return _count_soldier(session, filter)
    only_dates = filter.verdict is None and driver == "dates"
    only_verdict = driver == "verdict" and filter.since is None and filter.until is None
    if only_dates or only_verdict:
        return _count_wide(session, filter, only_verdict)
    return _scalar_int(
        session,
        select(func.count()).select_from(AuditEntry).where(*_conditions(filter, driver)),
    )


def page_entries(
    session: Session,
    filter: EntryFilter,
    columns: Sequence[str],
    *,
    after_seq: int | None,
    offset: int,
    limit: int,
    newest_first: bool,
) -> list[tuple[Any, ...]]:
    """One page of the matching rows (``columns`` of each), in seq order (or reversed), past
    ``after_seq`` if given, then ``offset`` rows on; read by walking an index that yields seq
    order (never sorting matches).

    The walk runs on the most selective filter's ``(campaign_id, <column>, seq)`` index, or on
    the primary key; every other condition is kept off the indexes (:class:`_Unindexed`) so that
    the planner does not pick an index it would then have to sort. A soldier filter walks its
    two indexes and merges them. A date range also bounds the walk in seq: see
    :func:`_date_bound`.
    """
    seq = col(AuditEntry.seq)
    driver = _choose_driver(session, filter, counting=False)
    conditions = _conditions(filter, driver)
    bound = after_seq
    if filter.since is not None or filter.until is not None:
        found, bound = _date_bound(session, filter, after_seq, newest_first)
        if not found:
            return []
    if bound is not None:
        conditions.append(seq < bound if newest_first else seq > bound)
    order = seq.desc() if newest_first else seq.asc()
    query: Any
    if filter.soldier_id is not None and filter.item_id is None and filter.mission_id is None:
        query = _soldier_page(filter, conditions, order, offset + limit, columns)
    else:
        query = select(*_columns(columns)).where(*conditions)
    query = query.order_by(order).offset(offset).limit(limit)
    return [tuple(values) for values in session.execute(query)]


def entries_after(
    session: Session,
    filter: EntryFilter,
    columns: Sequence[str],
    after_seq: int | None,
    limit: int,
) -> list[tuple[Any, ...]]:
    """Up to ``limit`` matching rows past seq ``after_seq`` (``None``: from the start), oldest
    first, on the primary key: for reading the whole of a filter's rows batch by batch."""
    conditions = _conditions(filter)
    if after_seq is not None:
        conditions.append(col(AuditEntry.seq) > after_seq)
    query = select(*_columns(columns)).where(*conditions).order_by(col(AuditEntry.seq)).limit(limit)
    return [tuple(values) for values in session.execute(query)]


# --------------------------------------------------------------------------------------------
# The planner


def _columns(columns: Sequence[str]) -> list[Any]:
    return [getattr(AuditEntry, name) for name in columns]


class _Unindexed(ColumnElement[Any]):
    """A column the planner must not use an index for: ``+column`` on SQLite, where the no-op
    unary plus turns the column into an expression (the documented way to rule an index out),
    the plain column elsewhere (PostgreSQL has no unary plus for text, and plans by statistics).
    The value is the column's, so a comparison with it gives the same rows."""

    inherit_cache = True
    _traverse_internals = [("element", InternalTraversal.dp_clauseelement)]  # noqa: RUF012

    def __init__(self, element: ColumnElement[Any]) -> None:
        self.element = element
        self.type = element.type


@compiles(_Unindexed)
def _compile_unindexed(element: _Unindexed, compiler: SQLCompiler, **kw: Any) -> str:
    return compiler.process(element.element, **kw)


@compiles(_Unindexed, "sqlite")
def _compile_unindexed_sqlite(element: _Unindexed, compiler: SQLCompiler, **kw: Any) -> str:
    return "+" + compiler.process(element.element, **kw)


Driver = str  # "item", "mission", "soldier", "verdict", "dates" or "" (the primary key)


def _choose_driver(session: Session, filter: EntryFilter, *, counting: bool) -> Driver:
    """:func:`_driver`, except that a soldier filter with a verdict matching fewer than
    :data:`_COUNT_PROBE` rows (probed on the verdict index) is driven by the verdict."""
    driver = _driver(filter, counting=counting)
    if driver == "soldier" and filter.verdict is not None:
        verdict = col(AuditEntry.verdict) == filter.verdict
        probe = (
            select(literal(1))
            .where(col(AuditEntry.campaign_id) == filter.campaign_id, verdict)
            .limit(_COUNT_PROBE)
            .subquery()
        )
        if _scalar_int(session, select(func.count()).select_from(probe)) < _COUNT_PROBE:
            return "verdict"
    return driver


def _driver(filter: EntryFilter, *, counting: bool) -> Driver:
    """The filter whose index a query walks: the most selective one present.

    An item or a mission matches few rows, a soldier more (and two indexes), a verdict a third
    of the log or most of it. A date range cannot give seq order (its index is in time order):
    a page walks the seq order of another index and stops at the range's seq bounds instead,
    while a count counts the range on its own index, unless a more selective filter is there.
    """
    if filter.item_id is not None:
        return "item"
    if filter.mission_id is not None:
        return "mission"
    if filter.soldier_id is not None:
        return "soldier"
    dates = filter.since is not None or filter.until is not None
    if counting and dates:
        return "dates"
    if filter.verdict is not None:
        return "verdict"
    return ""


def _conditions(filter: EntryFilter, driver: Driver = "") -> list[ColumnElement[bool]]:
    """The filter's conditions; only the ``driver`` filter's columns may use an index.

    A soldier driver leaves both soldier columns indexed: the caller splits the ``OR`` into
    two index searches (:func:`_soldier_page`, :func:`_count_soldier`).
    """

    def column(name: str, indexed: bool) -> ColumnElement[Any]:
        found: Any = col(getattr(AuditEntry, name))
        return found if indexed else _Unindexed(found)

    conditions: list[ColumnElement[bool]] = [col(AuditEntry.campaign_id) == filter.campaign_id]
    if filter.soldier_id is not None:
        indexed = driver == "soldier"
        conditions.append(
            or_(
                column("from_soldier_id", indexed) == filter.soldier_id,
                column("to_soldier_id", indexed) == filter.soldier_id,
            )
        )
    if filter.item_id is not None:
        conditions.append(column("item_id", driver == "item") == filter.item_id)
    if filter.mission_id is not None:
        conditions.append(column("mission_id", driver == "mission") == filter.mission_id)
    if filter.since is not None:
        conditions.append(column("recorded_at", driver == "dates") >= filter.since)
    if filter.until is not None:
        conditions.append(column("recorded_at", driver == "dates") < filter.until)
    if filter.verdict is not None:
        conditions.append(column("verdict", driver == "verdict") == filter.verdict)
    return conditions


def _scalar_int(session: Session, query: Any) -> int:
    return int(session.execute(query).scalar() or 0)


def last_seq(session: Session, campaign_id: int) -> int:
    """The campaign's last seq (0 for an empty log): one index look-up."""
    return _scalar_int(
        session, select(func.max(AuditEntry.seq)).where(col(AuditEntry.campaign_id) == campaign_id)
    )


def _soldier_branches(
    filter: EntryFilter, conditions: list[ColumnElement[bool]]
) -> tuple[Any, Any]:
    """The soldier filter's ``OR`` as two selects of seq, each searching one soldier index.

    ``conditions`` are :func:`_conditions` with the soldier driver (its ``OR`` is the second
    condition, replaced here); the other conditions stay off the indexes. A row the soldier
    both left and reached is in both branches (a union removes the copy).
    """
    others = [conditions[0], *conditions[2:]]
    seq = col(AuditEntry.seq)
    return (
        select(seq).where(col(AuditEntry.from_soldier_id) == filter.soldier_id, *others),
        select(seq).where(col(AuditEntry.to_soldier_id) == filter.soldier_id, *others),
    )


def _count_soldier(session: Session, filter: EntryFilter) -> int:
    """Count a soldier filter as the union of two index searches, not a scan testing the OR."""
    sent, received = _soldier_branches(filter, _conditions(filter, "soldier"))
    matching = union(sent, received).subquery()
    return _scalar_int(session, select(func.count()).select_from(matching))


def _soldier_page(
    filter: EntryFilter,
    conditions: list[ColumnElement[bool]],
    order: Any,
    enough: int,
    columns: Sequence[str],
) -> Any:
    """The rows of a soldier-filtered page: the first ``enough`` seqs of each soldier index in
    page order (both walks stop early), merged; the caller orders, offsets and limits."""
    branches = []
    for branch in _soldier_branches(filter, conditions):
        first = branch.order_by(order).limit(enough).subquery()
        branches.append(select(first.c.seq))
    seqs = union(*branches)
    return select(*_columns(columns)).where(
        col(AuditEntry.campaign_id) == filter.campaign_id, col(AuditEntry.seq).in_(seqs)
    )


#: A date filter expected to pass over more rows than this before its first match (or after its
#: last one) first looks up its seq bound (:func:`_date_bound`).
_WALK_SKIP = 20_000
#: A count probe: filters matching fewer rows than this are counted directly.
_COUNT_PROBE = 50_000


def _time_range(filter: EntryFilter) -> list[ColumnElement[bool]]:
    """The date conditions alone, on the (campaign_id, recorded_at, seq) index."""
    recorded_at = col(AuditEntry.recorded_at)
    conditions: list[ColumnElement[bool]] = [col(AuditEntry.campaign_id) == filter.campaign_id]
    if filter.since is not None:
        conditions.append(recorded_at >= filter.since)
    if filter.until is not None:
        conditions.append(recorded_at < filter.until)
    return conditions


def _date_bound(
    session: Session, filter: EntryFilter, after_seq: int | None, newest_first: bool
) -> tuple[bool, int | None]:
    """Where a page of a date-filtered log starts its walk in seq order.

    Returns ``(False, _)`` when no row of the campaign is in the date range, else ``(True,
    bound)``: the walk takes the rows past ``bound`` in page order (``None``: from the start).
    The walk tests the dates row by row (their index is in time order, not seq order), so rows
    before the range's first match are passed over one by one. Rows are recorded in time order,
    as a rule: the seqs of the range's earliest and latest rows (two index look-ups) show where
    its matches should lie. If that is far from where the walk starts, the exact lowest (or
    highest) seq past ``after_seq`` in the range is looked up on the (campaign_id, recorded_at,
    seq) index (it reads the range's index entries, no rows) and the walk starts there. The
    guess only chooses between two exact ways; the rows returned do not depend on it.
    """
    in_range = _time_range(filter)
    seq = col(AuditEntry.seq)
    recorded_at = col(AuditEntry.recorded_at)
    by_time = select(seq).where(*in_range).limit(1)
    earliest = session.execute(by_time.order_by(recorded_at.asc(), seq.asc())).scalar()
    if earliest is None:
        return False, None
    latest = session.execute(by_time.order_by(recorded_at.desc(), seq.desc())).scalar()
    assert latest is not None
    low, high = min(earliest, latest), max(earliest, latest)
    if newest_first:
        start = after_seq if after_seq is not None else last_seq(session, filter.campaign_id) + 1
        far = start - high > _WALK_SKIP or start <= low
    else:
        start = after_seq if after_seq is not None else 0
        far = low - start > _WALK_SKIP or start >= high
    if not far:
        return True, after_seq
    if newest_first:
        past = [seq < after_seq] if after_seq is not None else []
        edge = session.execute(select(func.max(seq)).where(*in_range, *past)).scalar()
    else:
        past = [seq > after_seq] if after_seq is not None else []
        edge = session.execute(select(func.min(seq)).where(*in_range, *past)).scalar()
    if edge is None:
        return False, None
    # The walk takes rows strictly past the bound: start just before the edge row.
    return True, int(edge) + 1 if newest_first else int(edge) - 1


def _count_wide(session: Session, filter: EntryFilter, verdict: bool) -> int:
    """Count a filter on the verdict alone or the dates alone, which may match most of the log.

    Both the matching rows and the rows outside them (the other verdicts; the rows before and
    after the range) are probed, reading at most :data:`_COUNT_PROBE` index entries each. A
    side smaller than that is counted exactly: the matches directly, or the rest subtracted
    from the last seq. When both are larger, dates count the side their seq span shows to be
    smaller, a verdict counts its matches. Each count reads index entries only.
    """
    campaign = col(AuditEntry.campaign_id) == filter.campaign_id
    outside: list[ColumnElement[bool]] = []
    if verdict:
        verdict_column = col(AuditEntry.verdict)
        outside = [verdict_column < filter.verdict, verdict_column > filter.verdict]
    else:
        recorded_at = col(AuditEntry.recorded_at)
        if filter.since is not None:
            outside.append(recorded_at < filter.since)
        if filter.until is not None:
            outside.append(recorded_at >= filter.until)
    inside = _conditions(filter, "verdict" if verdict else "dates")

    def count(conditions: list[ColumnElement[bool]], cap: int | None = None) -> int:
        query = select(literal(1)).where(*conditions)
        if cap is not None:
            query = query.limit(cap)
        return _scalar_int(session, select(func.count()).select_from(query.subquery()))

    matching = count(inside, _COUNT_PROBE)
    if matching < _COUNT_PROBE:
        return matching
    last = last_seq(session, filter.campaign_id)
    if verdict:
        # The other verdicts, each read up to a cap: if all are under it, subtract them.
        cap = 4 * _COUNT_PROBE
        others = [count([campaign, part], cap) for part in outside]
        if all(found < cap for found in others):
            return max(0, last - sum(others))
        return count(inside)
    # Dates: rows are recorded in time order as a rule, so the seqs of the range's earliest and
    # latest rows show which side is smaller (both ways are exact).
    seq = col(AuditEntry.seq)
    recorded_at = col(AuditEntry.recorded_at)
    by_time = select(seq).where(*_time_range(filter)).limit(1)
    earliest = session.execute(by_time.order_by(recorded_at.asc(), seq.asc())).scalar()
    latest = session.execute(by_time.order_by(recorded_at.desc(), seq.desc())).scalar()
    if earliest is not None and latest is not None:
        span = abs(int(latest) - int(earliest)) + 1
        if span * 2 > last:
            return max(0, last - sum(count([campaign, part]) for part in outside))
    return count(inside)
