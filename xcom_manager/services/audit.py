"""The tamper-evident audit log of item movements: append, page, filter, verify, export.

The chain is **per campaign**. A campaign's rows are numbered ``seq`` = 1, 2, 3, ... Each row's
``hash`` is ``sha256(canonical_bytes(row))`` in hex, where the canonical serialisation is the
compact, ASCII-only JSON array of the row's columns in :data:`CONTENT_COLUMNS` order (every
column but ``hash``; ``prev_hash`` included), e.g.::

    [1,7,"2026-11-30T21:40:55.061822+00:00","GM Anna",12,"laser_rifle","Laser Rifle","armoury",
     null,null,null,null,"soldier",3,"Ivan Petrov","large",0,"armoury",null,null,null,"allowed",
     "","","0000...0000"]

``prev_hash`` is the previous row's ``hash``, or 64 zeros for row #1. So editing any column of a
row changes its hash, and a row deleted or moved breaks the ``seq`` run or a ``prev_hash`` link.
``audit_head`` keeps each campaign's last seq and hash, written in the same transaction as the
row: it shows rows cut off the end, which the chain alone cannot.

Appending (:func:`append_entry`) happens inside the caller's transaction, together with the
movement it records. It reads the head, writes the row and moves the head on with
``UPDATE ... WHERE last_seq = :seen``; the ``(campaign_id, seq)`` primary key makes a racing
append fail loudly instead of forking the chain. (On SQLite the inventory service begins its
transactions with ``BEGIN IMMEDIATE``, so appenders simply queue.) Its statements are Core
statements compiled once and run straight on the driver connection
(:class:`~xcom_manager.store.queries.driver.DriverStatement`): recording movements is
benchmarked at over a thousand per second.

Verifying reads rows through the raw DB-API cursor (streamed, no ORM objects): it is benchmarked
against a bare ``sqlite3`` + ``hashlib`` loop.
"""

from __future__ import annotations

import csv
import getpass
import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    ColumnElement,
    bindparam,
    func,
    insert,
    literal,
    or_,
    select,
    union,
    update,
)
from sqlalchemy.ext.compiler import compiles
from sqlalchemy.sql.compiler import SQLCompiler
from sqlalchemy.sql.visitors import InternalTraversal
from sqlmodel import Session, col

from xcom_manager.services.errors import UserError
from xcom_manager.services.inventory_dto import (
    AuditDraft,
    AuditFilter,
    AuditRow,
    VerifyProblem,
    VerifyReport,
)
from xcom_manager.store.db import Database
from xcom_manager.store.models import GENESIS_HASH, AuditEntry, AuditHead, utc_now
from xcom_manager.store.queries.driver import DriverRunner, DriverStatement

__all__ = [
    "AUDIT_VERDICTS",
    "COLUMNS",
    "CONTENT_COLUMNS",
    "GENESIS_HASH",
    "AuditChainError",
    "AuditService",
    "append_entry",
    "canonical_bytes",
    "default_actor",
    "entry_hash",
    "fetch_entry",
    "format_timestamp",
]

AUDIT_VERDICTS = ("allowed", "allowed_with_warnings", "overridden")

#: Every column of ``audit_entry`` in hashing order; the last one, ``hash``, is not hashed.
COLUMNS: tuple[str, ...] = (
    "campaign_id",
    "seq",
    "recorded_at",
    "actor",
    "item_id",
    "item_type",
    "item_name",
    "from_kind",
    "from_soldier_id",
    "from_soldier_name",
    "from_slot",
    "from_index",
    "to_kind",
    "to_soldier_id",
    "to_soldier_name",
    "to_slot",
    "to_index",
    "context",
    "mission_id",
    "turn",
    "phase",
    "verdict",
    "rule_ids",
    "reason",
    "prev_hash",
    "hash",
)
CONTENT_COLUMNS: tuple[str, ...] = COLUMNS[:-1]
_SEQ = COLUMNS.index("seq")
_PREV = COLUMNS.index("prev_hash")
_HASH = COLUMNS.index("hash")
_RULE_IDS = COLUMNS.index("rule_ids")
_SELECT_COLUMNS = ", ".join(COLUMNS)

# One encoder, built once: compact, ASCII-only (so the bytes do not depend on an encoder's
# choice of escapes for non-ASCII text), no spaces.
_encode = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), check_circular=False).encode


class AuditChainError(UserError):
    """The audit chain cannot be appended to (its head record is missing or was changed)."""


def canonical_bytes(content: tuple[Any, ...] | list[Any]) -> bytes:
    """The bytes a row's hash covers: its :data:`CONTENT_COLUMNS` values as compact JSON."""
    return _encode(content).encode("ascii")


def entry_hash(content: tuple[Any, ...] | list[Any]) -> str:
    """The hex SHA-256 of :func:`canonical_bytes`."""
    return hashlib.sha256(_encode(content).encode("ascii")).hexdigest()


def format_timestamp(moment: datetime) -> str:
    """UTC ISO 8601 text with microseconds, the one form ``recorded_at`` takes (sorts as text).

    A naive datetime is taken as UTC.
    """
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def default_actor() -> str:
    """The GM's name when none is given: ``$XCOM_GM_NAME``, else the OS user name."""
    name = os.environ.get("XCOM_GM_NAME", "").strip()
    if name:
        return name
    try:
        return getpass.getuser() or "GM"
    except (OSError, KeyError, ImportError):
        return "GM"


# --------------------------------------------------------------------------------------------
# Appending (inside the caller's transaction)


def append_entry(
    transaction: Session | DriverRunner,
    campaign_id: int,
    draft: AuditDraft,
    *,
    recorded_at: datetime | None = None,
) -> AuditRow:
    """Append one row to campaign ``campaign_id``'s chain, in the caller's transaction (a
    session's, or the one a :class:`DriverRunner` runs in).

    The caller commits it together with the movement it records. Raises
    :class:`AuditChainError` when the chain's head record is missing while rows exist, and lets
    an ``IntegrityError`` escape when a concurrent append took the same seq (the transaction is
    then rolled back: nothing forks).
    """
    if draft.verdict not in AUDIT_VERDICTS:
        raise ValueError(f"unknown audit verdict {draft.verdict!r}")
    runner = (
        transaction
        if isinstance(transaction, DriverRunner)
        else DriverRunner.for_session(transaction)
    )
    head = runner.first(_HEAD_QUERY, campaign_id)
    if head is None:
        existing = runner.first(_LAST_SEQ_QUERY, campaign_id)
        if existing is not None and existing[0] is not None:
            raise AuditChainError(
                f"the audit log of campaign #{campaign_id} has lost its head record; "
                "run 'xcom-manager audit verify' before recording more movements"
            )
        last_seq, prev_hash = 0, GENESIS_HASH
    else:
        last_seq, prev_hash = head
    seq = last_seq + 1
    moment = (
        format_timestamp(recorded_at)
        if recorded_at is not None
        else utc_now().isoformat(timespec="microseconds")  # already UTC: format_timestamp's form
    )
    content = (
        campaign_id,
        seq,
        moment,
        draft.actor,
        draft.item_id,
        draft.item_type,
        draft.item_name,
        draft.from_kind,
        draft.from_soldier_id,
        draft.from_soldier_name,
        draft.from_slot,
        draft.from_index,
        draft.to_kind,
        draft.to_soldier_id,
        draft.to_soldier_name,
        draft.to_slot,
        draft.to_index,
        draft.context,
        draft.mission_id,
        draft.turn,
        draft.phase,
        draft.verdict,
        ",".join(draft.rule_ids),
        draft.reason,
        prev_hash,
    )
    row = (*content, entry_hash(content))
    runner.run(_ENTRY_INSERT, *row)
    if head is None:
        runner.run(_HEAD_INSERT, campaign_id, seq, row[-1])
    elif runner.run(_HEAD_UPDATE, seq, row[-1], campaign_id, last_seq) != 1:
        raise AuditChainError(
            f"the audit log of campaign #{campaign_id} changed while this movement was "
            "being recorded; nothing was changed, try again"
        )
    return _row(row)


# Statements built and compiled once (the append is benchmarked: building them per call costs
# more than running them), run on the caller's transaction's driver connection.
_HEAD_QUERY = DriverStatement(
    select(col(AuditHead.last_seq), col(AuditHead.last_hash))
    .where(col(AuditHead.campaign_id) == bindparam("campaign_id"))
    .with_for_update(),
    ("campaign_id",),
)
_LAST_SEQ_QUERY = DriverStatement(
    select(func.max(AuditEntry.seq)).where(col(AuditEntry.campaign_id) == bindparam("campaign_id")),
    ("campaign_id",),
)
_ENTRY_BINDS = tuple(f"b_{name}" for name in COLUMNS)
_ENTRY_INSERT = DriverStatement(
    insert(AuditEntry.__table__).values(  # type: ignore[attr-defined]
        {name: bindparam(bind) for name, bind in zip(COLUMNS, _ENTRY_BINDS, strict=True)}
    ),
    _ENTRY_BINDS,
)
_HEAD_INSERT = DriverStatement(
    insert(AuditHead.__table__).values(  # type: ignore[attr-defined]
        campaign_id=bindparam("b_campaign"),
        last_seq=bindparam("b_seq"),
        last_hash=bindparam("b_hash"),
    ),
    ("b_campaign", "b_seq", "b_hash"),
)
_HEAD_UPDATE = DriverStatement(
    update(AuditHead)
    .where(
        col(AuditHead.campaign_id) == bindparam("b_campaign"),
        col(AuditHead.last_seq) == bindparam("b_seen"),
    )
    .values(last_seq=bindparam("b_seq"), last_hash=bindparam("b_hash")),
    ("b_seq", "b_hash", "b_campaign", "b_seen"),
)
_ENTRY_QUERY = DriverStatement(
    select(*[getattr(AuditEntry, name) for name in COLUMNS]).where(
        col(AuditEntry.campaign_id) == bindparam("campaign_id"),
        col(AuditEntry.seq) == bindparam("seq"),
    ),
    ("campaign_id", "seq"),
)


def fetch_entry(transaction: Session | DriverRunner, campaign_id: int, seq: int) -> AuditRow | None:
    """Row ``seq`` of a campaign's log, read in the caller's transaction; ``None`` if absent."""
    runner = (
        transaction
        if isinstance(transaction, DriverRunner)
        else DriverRunner.for_session(transaction)
    )
    found = runner.first(_ENTRY_QUERY, campaign_id, seq)
    return _row(found) if found is not None else None


def _row(values: tuple[Any, ...] | Any) -> AuditRow:
    data = list(values)
    rule_ids = data[_RULE_IDS]
    data[_RULE_IDS] = tuple(rule_ids.split(",")) if rule_ids else ()
    return AuditRow(*data)


# --------------------------------------------------------------------------------------------
# The service


ProgressCallback = Callable[[int, int], object]


class AuditService:
    """Reading and checking audit logs: lazy paging for the view, verify, CSV export."""

    def __init__(self, db: Database) -> None:
        self._db = db

    # -- paging -----------------------------------------------------------------------------

    def count(self, filter: AuditFilter) -> int:
        """How many rows match ``filter``.

        Unfiltered, this is the campaign's last seq (an index look-up, instant on a million
        rows). Filtered, a count over the most selective index (see :func:`_driver`); a soldier
        filter counts the union of its two index searches (from / to). A filter on the verdict
        alone or on dates alone that matches most of the log is counted as the last seq minus
        the rows that do not match (fewer to count), which, like the unfiltered count, takes the
        log's seqs to run 1, 2, 3, ... without gaps (what *verify* checks).
        """
        with self._db.session() as session:
            if filter.is_unfiltered:
                return _last_seq(session, filter.campaign_id)
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

    def page(
        self,
        filter: AuditFilter,
        offset: int,
        limit: int,
        *,
        newest_first: bool = False,
    ) -> list[AuditRow]:
        """Rows ``offset .. offset+limit-1`` of the matching rows, in seq order.

        For scrolling far into a large log prefer :meth:`page_after` (keyset paging: the cost
        does not grow with the offset).
        """
        return self._page(filter, None, max(0, offset), max(0, limit), newest_first)

    def page_after(
        self,
        filter: AuditFilter,
        after_seq: int | None,
        limit: int,
        *,
        newest_first: bool = False,
    ) -> list[AuditRow]:
        """Up to ``limit`` matching rows following seq ``after_seq`` (``None``: from the start).

        "Following" is in the order asked for: higher seqs, or lower ones when ``newest_first``.
        """
        return self._page(filter, after_seq, 0, max(0, limit), newest_first)

    def _page(
        self,
        filter: AuditFilter,
        after_seq: int | None,
        offset: int,
        limit: int,
        newest_first: bool,
    ) -> list[AuditRow]:
        """One page, read by walking an index that yields seq order (never sorting matches).

        The walk runs on the most selective filter's ``(campaign_id, <column>, seq)`` index, or
        on the primary key; every other condition is kept off the indexes (:class:`_Unindexed`)
        so that the planner does not pick an index it would then have to sort. A soldier filter
        walks its two indexes and merges them. A date range also bounds the walk in seq: see
        :func:`_date_bound`.
        """
        if limit == 0:
            return []
        seq = col(AuditEntry.seq)
        with self._db.session() as session:
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
            if (
                filter.soldier_id is not None
                and filter.item_id is None
                and filter.mission_id is None
            ):
                query = _soldier_page(filter, conditions, order, offset + limit)
            else:
                query = select(*_columns()).where(*conditions)
            query = query.order_by(order).offset(offset).limit(limit)
            return [_row(values) for values in session.execute(query)]

    def get(self, campaign_id: int, seq: int) -> AuditRow | None:
        """One row, or ``None``."""
        with self._db.session() as session:
            return fetch_entry(session, campaign_id, seq)

    # -- export -----------------------------------------------------------------------------

    def export_csv(self, filter: AuditFilter, path: Path | str) -> int:
        """Write the matching rows, oldest first, to ``path`` as CSV with a header row.

        Every column is written as stored, so an auditor can recompute the hashes from the file.
        The file is written whole or not at all. Returns the number of rows written.
        """
        target = Path(path)
        directory = target.parent if str(target.parent) else Path(".")
        try:
            handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=directory)
        except OSError as error:
            raise UserError(f"cannot write {target}: {error.strerror or error}") from error
        written = 0
        try:
            with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
                writer = csv.writer(stream)
                writer.writerow(COLUMNS)
                for values in self._stream(filter):
                    writer.writerow(["" if value is None else value for value in values])
                    written += 1
            os.replace(temp_name, target)
        except OSError as error:
            Path(temp_name).unlink(missing_ok=True)
            raise UserError(f"cannot write {target}: {error.strerror or error}") from error
        except BaseException:
            Path(temp_name).unlink(missing_ok=True)
            raise
        return written

    def _stream(self, filter: AuditFilter, batch: int = 5000) -> Iterator[tuple[Any, ...]]:
        after: int | None = None
        while True:
            conditions = _conditions(filter)
            if after is not None:
                conditions.append(col(AuditEntry.seq) > after)
            query = (
                select(*_columns()).where(*conditions).order_by(col(AuditEntry.seq)).limit(batch)
            )
            with self._db.session() as session:
                rows = [tuple(values) for values in session.execute(query)]
            yield from rows
            if len(rows) < batch:
                return
            after = rows[-1][_SEQ]

    # -- verify -----------------------------------------------------------------------------

    def verify(
        self,
        campaign_id: int | None = None,
        progress: ProgressCallback | None = None,
        *,
        progress_every: int = 10_000,
    ) -> VerifyReport:
        """Check the hash chain of one campaign (or of every campaign, ``None``).

        Each row's hash is recomputed in seq order; its ``prev_hash`` must be the previous row's
        hash (64 zeros for #1), its seq the previous seq + 1, and the last row must match the
        campaign's head record. Stops at the first bad row. ``progress(done, total)`` is called
        every ``progress_every`` rows and at the end; if it returns ``True`` verification stops
        (``cancelled``). Safe to call from a worker thread (it uses its own connection).
        """
        where = "" if campaign_id is None else f" WHERE campaign_id = {int(campaign_id)}"
        every = max(1, progress_every)
        raw = self._db.engine.raw_connection()
        try:
            cursor = raw.cursor()
            try:
                cursor.execute(f"SELECT campaign_id, last_seq, last_hash FROM audit_head{where}")
                heads: dict[int, tuple[int, str]] = {
                    int(c): (int(s), str(h)) for c, s, h in cursor.fetchall()
                }
                total = 0
                if progress is not None:
                    cursor.execute(f"SELECT count(*) FROM audit_entry{where}")
                    counted = cursor.fetchone()
                    total = int(counted[0]) if counted else 0
                cursor.execute(
                    f"SELECT {_SELECT_COLUMNS} FROM audit_entry{where} ORDER BY campaign_id, seq"
                )
                report, link_broken = _check_rows(cursor, heads, progress, every, total)
            finally:
                cursor.close()
            if link_broken:
                report = _diagnose_link(raw, report)
            return report
        finally:
            raw.rollback()
            raw.close()


def _diagnose_link(raw: Any, report: VerifyReport) -> VerifyReport:
    """A row whose prev_hash is not its predecessor's hash: was it moved (its prev_hash is the
    hash of another row, or the genesis hash), or edited (reported as found)?"""
    if report.first_bad_seq is None or report.campaign_id is None:  # pragma: no cover
        return report
    cursor = raw.cursor()
    try:
        cursor.execute(
            "SELECT prev_hash FROM audit_entry WHERE campaign_id = "
            f"{int(report.campaign_id)} AND seq = {int(report.first_bad_seq)}"
        )
        found = cursor.fetchone()
        if found is None:  # pragma: no cover - the row was just read
            return report
        prev_hash = str(found[0])
        if prev_hash == GENESIS_HASH:
            return _bad(report, "out_of_order", "out of order (it was recorded as row #1)")
        cursor.execute(
            "SELECT seq FROM audit_entry WHERE campaign_id = "
            f"{int(report.campaign_id)} AND hash = '{_hex(prev_hash)}'"
        )
        before = cursor.fetchone()
    finally:
        cursor.close()
    if before is not None:
        return _bad(
            report,
            "out_of_order",
            f"out of order (it was recorded after the row now numbered #{int(before[0])})",
        )
    return report


def _hex(text: str) -> str:
    """``text`` if it is a hex digest (safe to put in SQL), else a value matching nothing."""
    return text if all(ch in "0123456789abcdef" for ch in text) else "-"


def _bad(report: VerifyReport, problem: VerifyProblem, what: str) -> VerifyReport:
    return VerifyReport(
        ok=False,
        rows_checked=report.rows_checked,
        first_bad_seq=report.first_bad_seq,
        problem=problem,
        message=_message(report.campaign_id, report.first_bad_seq, what),
        campaign_id=report.campaign_id,
    )


def _message(campaign_id: int | None, seq: int | None, what: str) -> str:
    return f"audit log of campaign #{campaign_id}: row #{seq}: {what}"


def _check_rows(
    cursor: Any,
    heads: dict[int, tuple[int, str]],
    progress: ProgressCallback | None,
    every: int,
    total: int,
) -> tuple[VerifyReport, bool]:
    """The verify loop (kept tight: it is benchmarked against a bare read-and-hash loop).

    Returns the report and whether the first bad row's ``prev_hash`` link is what broke.
    """
    sha256 = hashlib.sha256
    encode = _encode
    seq_at, prev_at, hash_at = _SEQ, _PREV, _HASH
    campaign: int | None = None
    expected = 1
    prev = GENESIS_HASH
    checked = 0
    seen: set[int] = set()

    def failure(seq: int, problem: VerifyProblem, what: str) -> VerifyReport:
        return VerifyReport(False, checked, seq, problem, _message(campaign, seq, what), campaign)

    for row in cursor:
        if row[0] != campaign:
            if campaign is not None:
                bad = _check_head(campaign, expected - 1, prev, heads, checked)
                if bad is not None:
                    return bad, False
            campaign = row[0]
            seen.add(row[0])
            expected = 1
            prev = GENESIS_HASH
        seq = row[seq_at]
        stored = row[hash_at]
        if (
            seq != expected
            or row[prev_at] != prev
            or sha256(encode(row[:hash_at]).encode("ascii")).hexdigest() != stored
        ):
            if seq != expected:
                if seq > expected:
                    gap = f"#{expected}" if seq == expected + 1 else f"#{expected} to #{seq - 1}"
                    return failure(
                        expected,
                        "row_missing",
                        f"missing (row missing before #{seq}: {gap} not found)",
                    ), False
                return failure(
                    seq, "out_of_order", f"out of order (found after #{expected - 1})"
                ), False
            if row[prev_at] != prev:
                own = sha256(encode(row[:hash_at]).encode("ascii")).hexdigest()
                if own != stored:
                    return failure(seq, "content_changed", "content changed"), True
                return failure(
                    seq,
                    "chain_broken",
                    f"does not follow row #{seq - 1} (that row was changed or replaced)",
                ), True
            return failure(seq, "content_changed", "content changed"), False
        prev = stored
        expected += 1
        checked += 1
        if progress is not None and checked % every == 0 and progress(checked, total) is True:
            return VerifyReport(
                False, checked, None, None, "verification cancelled", campaign, cancelled=True
            ), False
    if campaign is not None:
        bad = _check_head(campaign, expected - 1, prev, heads, checked)
        if bad is not None:
            return bad, False
    for other in sorted(set(heads) - seen):
        bad = _check_head(other, 0, GENESIS_HASH, heads, checked)
        if bad is not None:
            return bad, False
    if progress is not None:
        progress(checked, max(total, checked))
    return VerifyReport(True, checked, message=f"audit log intact: {checked} rows"), False


def _check_head(
    campaign: int,
    last_seq: int,
    last_hash: str,
    heads: dict[int, tuple[int, str]],
    checked: int,
) -> VerifyReport | None:
    head = heads.get(campaign)

    def failure(seq: int | None, problem: VerifyProblem, what: str) -> VerifyReport:
        return VerifyReport(False, checked, seq, problem, _message(campaign, seq, what), campaign)

    if head is None:
        if last_seq == 0:
            return None
        return failure(
            last_seq, "chain_broken", "the log has no head record (it was removed or replaced)"
        )
    head_seq, head_hash = head
    if last_seq < head_seq:
        gap = f"#{last_seq + 1}" if head_seq == last_seq + 1 else f"#{last_seq + 1} to #{head_seq}"
        return failure(
            last_seq + 1,
            "row_missing",
            f"missing (the log ends at #{last_seq} but {gap} were recorded)"
            if head_seq > last_seq + 1
            else f"missing (the log ends at #{last_seq} but #{head_seq} was recorded)",
        )
    if last_seq > head_seq:
        return failure(
            head_seq + 1,
            "chain_broken",
            f"was not recorded by xcom_manager (the log's head record ends at #{head_seq})",
        )
    if last_hash != head_hash:
        return failure(last_seq, "content_changed", "content changed (it does not match the head)")
    return None


# --------------------------------------------------------------------------------------------
# Queries


def _columns() -> list[Any]:
    return [getattr(AuditEntry, name) for name in COLUMNS]


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


def _choose_driver(session: Session, filter: AuditFilter, *, counting: bool) -> Driver:
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


def _driver(filter: AuditFilter, *, counting: bool) -> Driver:
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


def _conditions(filter: AuditFilter, driver: Driver = "") -> list[ColumnElement[bool]]:
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
        since = format_timestamp(filter.since)
        conditions.append(column("recorded_at", driver == "dates") >= since)
    if filter.until is not None:
        until = format_timestamp(filter.until)
        conditions.append(column("recorded_at", driver == "dates") < until)
    if filter.verdict is not None:
        conditions.append(column("verdict", driver == "verdict") == filter.verdict)
    return conditions


def _scalar_int(session: Session, query: Any) -> int:
    return int(session.execute(query).scalar() or 0)


def _last_seq(session: Session, campaign_id: int) -> int:
    return _scalar_int(
        session, select(func.max(AuditEntry.seq)).where(col(AuditEntry.campaign_id) == campaign_id)
    )


def _soldier_branches(
    filter: AuditFilter, conditions: list[ColumnElement[bool]]
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


def _count_soldier(session: Session, filter: AuditFilter) -> int:
    """Count a soldier filter as the union of two index searches, not a scan testing the OR."""
    sent, received = _soldier_branches(filter, _conditions(filter, "soldier"))
    matching = union(sent, received).subquery()
    return _scalar_int(session, select(func.count()).select_from(matching))


def _soldier_page(
    filter: AuditFilter, conditions: list[ColumnElement[bool]], order: Any, enough: int
) -> Any:
    """The rows of a soldier-filtered page: the first ``enough`` seqs of each soldier index in
    page order (both walks stop early), merged; the caller orders, offsets and limits."""
    branches = []
    for branch in _soldier_branches(filter, conditions):
        first = branch.order_by(order).limit(enough).subquery()
        branches.append(select(first.c.seq))
    seqs = union(*branches)
    return select(*_columns()).where(
        col(AuditEntry.campaign_id) == filter.campaign_id, col(AuditEntry.seq).in_(seqs)
    )


#: A date filter expected to pass over more rows than this before its first match (or after its
#: last one) first looks up its seq bound (:func:`_date_bound`).
_WALK_SKIP = 20_000
#: A count probe: filters matching fewer rows than this are counted directly.
_COUNT_PROBE = 50_000


def _time_range(filter: AuditFilter) -> list[ColumnElement[bool]]:
    """The date conditions alone, on the (campaign_id, recorded_at, seq) index."""
    recorded_at = col(AuditEntry.recorded_at)
    conditions: list[ColumnElement[bool]] = [col(AuditEntry.campaign_id) == filter.campaign_id]
    if filter.since is not None:
        conditions.append(recorded_at >= format_timestamp(filter.since))
    if filter.until is not None:
        conditions.append(recorded_at < format_timestamp(filter.until))
    return conditions


def _date_bound(
    session: Session, filter: AuditFilter, after_seq: int | None, newest_first: bool
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
        start = after_seq if after_seq is not None else _last_seq(session, filter.campaign_id) + 1
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


def _count_wide(session: Session, filter: AuditFilter, verdict: bool) -> int:
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
            outside.append(recorded_at < format_timestamp(filter.since))
        if filter.until is not None:
            outside.append(recorded_at >= format_timestamp(filter.until))
    inside = _conditions(filter, "verdict" if verdict else "dates")

    def count(conditions: list[ColumnElement[bool]], cap: int | None = None) -> int:
        query = select(literal(1)).where(*conditions)
        if cap is not None:
            query = query.limit(cap)
        return _scalar_int(session, select(func.count()).select_from(query.subquery()))

    matching = count(inside, _COUNT_PROBE)
    if matching < _COUNT_PROBE:
        return matching
    last = _last_seq(session, filter.campaign_id)
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
