"""Verifying audit chains: recompute every hash in seq order and say where a chain breaks.

Verifying reads rows through a raw DB-API cursor (streamed, no ORM objects; the reads are in
:mod:`xcom_manager.store.queries.audit_chain`): it is benchmarked against a bare ``sqlite3`` +
``hashlib`` loop. A broken chain is diagnosed: a row edited, missing, moved out of order, or a
``prev_hash`` link broken, named by campaign and seq.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import Any

from xcom_manager.services.audit.chain import (
    COLUMNS,
    GENESIS_HASH,
    HASH_INDEX,
    PREV_HASH_INDEX,
    SEQ_INDEX,
    canonical_json,
)
from xcom_manager.services.inventory.dto import VerifyProblem, VerifyReport
from xcom_manager.store.db import Database
from xcom_manager.store.queries.audit_chain import (
    count_rows,
    prev_hash_of,
    read_heads,
    select_chain_rows,
    seq_of_hash,
)

__all__ = ["ProgressCallback", "verify_chains"]

ProgressCallback = Callable[[int, int], object]


def verify_chains(
    db: Database,
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
    raw = db.engine.raw_connection()
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
    encode = canonical_json
    seq_at, prev_at, hash_at = SEQ_INDEX, PREV_HASH_INDEX, HASH_INDEX
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
