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

from sqlmodel import Session

from xcom_manager.services.errors import UserError
from xcom_manager.services.inventory_dto import (
    AuditDraft,
    AuditFilter,
    AuditRow,
    VerifyProblem,
    VerifyReport,
)
from xcom_manager.store.db import Database
from xcom_manager.store.models import GENESIS_HASH, utc_now
from xcom_manager.store.queries.audit_chain import (
    ChainStatements,
    count_rows,
    prev_hash_of,
    read_heads,
    select_chain_rows,
    seq_of_hash,
)
from xcom_manager.store.queries.audit_filters import (
    EntryFilter,
    count_entries,
    entries_after,
    page_entries,
)
from xcom_manager.store.queries.driver import DriverRunner

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
    head = _CHAIN.head(runner, campaign_id)
    if head is None:
        if _CHAIN.last_seq(runner, campaign_id) is not None:
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
    _CHAIN.insert(runner, row)
    if head is None:
        _CHAIN.insert_head(runner, campaign_id, seq, row[-1])
    elif not _CHAIN.advance_head(runner, campaign_id, last_seq, seq, row[-1]):
        raise AuditChainError(
            f"the audit log of campaign #{campaign_id} changed while this movement was "
            "being recorded; nothing was changed, try again"
        )
    return _row(row)


# The statements, built once and compiled on first use (the append is benchmarked: building
# them per call costs more than running them), run on the caller's transaction's driver connection.
_CHAIN = ChainStatements(COLUMNS)


def fetch_entry(transaction: Session | DriverRunner, campaign_id: int, seq: int) -> AuditRow | None:
    """Row ``seq`` of a campaign's log, read in the caller's transaction; ``None`` if absent."""
    runner = (
        transaction
        if isinstance(transaction, DriverRunner)
        else DriverRunner.for_session(transaction)
    )
    found = _CHAIN.entry(runner, campaign_id, seq)
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
        rows); filtered, a count over the most selective index (see
        :func:`xcom_manager.store.queries.audit_filters.count_entries`).
        """
        with self._db.session() as session:
            return count_entries(session, _entry_filter(filter))

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
        """One page, read by walking an index that yields seq order (never sorting matches):
        see :func:`xcom_manager.store.queries.audit_filters.page_entries`."""
        if limit == 0:
            return []
        with self._db.session() as session:
            rows = page_entries(
                session,
                _entry_filter(filter),
                COLUMNS,
                after_seq=after_seq,
                offset=offset,
                limit=limit,
                newest_first=newest_first,
            )
        return [_row(values) for values in rows]

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
        wanted = _entry_filter(filter)
        after: int | None = None
        while True:
            with self._db.session() as session:
                rows = entries_after(session, wanted, COLUMNS, after, batch)
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
        every = max(1, progress_every)
        raw = self._db.engine.raw_connection()
        try:
            cursor = raw.cursor()
            try:
                heads = read_heads(cursor, campaign_id)
                total = count_rows(cursor, campaign_id) if progress is not None else 0
                select_chain_rows(cursor, campaign_id, COLUMNS)
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
        prev_hash = prev_hash_of(cursor, report.campaign_id, report.first_bad_seq)
        if prev_hash is None:  # pragma: no cover - the row was just read
            return report
        if prev_hash == GENESIS_HASH:
            return _bad(report, "out_of_order", "out of order (it was recorded as row #1)")
        before = seq_of_hash(cursor, report.campaign_id, prev_hash)
    finally:
        cursor.close()
    if before is not None:
        return _bad(
            report,
            "out_of_order",
            f"out of order (it was recorded after the row now numbered #{before})",
        )
    return report


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


def _entry_filter(filter: AuditFilter) -> EntryFilter:
    """The store's filter: the same conditions, the dates as ``recorded_at`` text."""
    return EntryFilter(
        campaign_id=filter.campaign_id,
        soldier_id=filter.soldier_id,
        item_id=filter.item_id,
        mission_id=filter.mission_id,
        since=format_timestamp(filter.since) if filter.since is not None else None,
        until=format_timestamp(filter.until) if filter.until is not None else None,
        verdict=filter.verdict,
    )
