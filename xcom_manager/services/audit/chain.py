"""The audit chain's format: what a row holds, the bytes its hash covers, appending a row.

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
row: it shows rows cut off the end, which the chain alone cannot. These bytes are what every
stored hash was computed from: they never change (:mod:`.verify` checks them). The bytes and
the hash are the one chain's (:mod:`xcom_manager.store.chain`), which the mission events share.

Appending (:func:`append_entry`) happens inside the caller's transaction, together with the
movement it records. It reads the head, writes the row and moves the head on with
``UPDATE ... WHERE last_seq = :seen``; the ``(campaign_id, seq)`` primary key makes a racing
append fail loudly instead of forking the chain. On PostgreSQL the head record is read ``FOR
UPDATE`` (the campaign's row, for its first append), so appenders queue on it; on SQLite every
write use-case begins with ``BEGIN IMMEDIATE``, so appenders simply queue. Its statements
(:mod:`xcom_manager.store.queries.audit_chain`) are Core statements compiled once and run
straight on the driver connection: recording movements is benchmarked at over a thousand per
second.
"""

from __future__ import annotations

import getpass
import os
from datetime import datetime
from typing import Any

from sqlmodel import Session

from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.dto import AuditDraft, AuditRow
from xcom_manager.store.chain import (
    GENESIS_HASH,
    canonical_bytes,
    canonical_json,
    chain_start,
    format_timestamp,
)
from xcom_manager.store.chain import link_hash as entry_hash
from xcom_manager.store.models import utc_now
from xcom_manager.store.queries.audit_chain import ChainStatements
from xcom_manager.store.queries.driver import DriverRunner

__all__ = [
    "AUDIT_VERDICTS",
    "COLUMNS",
    "CONTENT_COLUMNS",
    "GENESIS_HASH",
    "HASH_INDEX",
    "PREV_HASH_INDEX",
    "SEQ_INDEX",
    "AuditChainError",
    "append_entry",
    "audit_row",
    "canonical_bytes",
    "canonical_json",
    "default_actor",
    "entry_hash",
    "fetch_entry",
    "format_timestamp",
]

AUDIT_VERDICTS = ("allowed", "allowed_with_warnings", "overridden")

#: Every column of ``audit_entry`` in hashing order; the last one, ``hash``, is not hashed.
#: Every stored hash was computed in this order: it never changes.
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
#: Where a row's seq, prev_hash and hash are in its :data:`COLUMNS` tuple.
SEQ_INDEX = COLUMNS.index("seq")
PREV_HASH_INDEX = COLUMNS.index("prev_hash")
HASH_INDEX = COLUMNS.index("hash")
_RULE_IDS = COLUMNS.index("rule_ids")


class AuditChainError(UserError):
    """The audit chain cannot be appended to (its head record is missing or was changed)."""


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
    head, last_seq, prev_hash = chain_start(
        lambda: _CHAIN.head(runner, campaign_id),
        lambda: _CHAIN.lock_campaign(runner, campaign_id),
        lambda: _CHAIN.last_seq(runner, campaign_id),
        lambda: AuditChainError(Message.of("audit_head_lost", campaign_id=campaign_id)),
    )
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
        raise AuditChainError(Message.of("audit_changed", campaign_id=campaign_id))
    return audit_row(row)


# The statements, built once and compiled on first use (the append is benchmarked: building
# them per call costs more than running them), run on the caller's transaction's connection.
_CHAIN = ChainStatements(COLUMNS)


def fetch_entry(transaction: Session | DriverRunner, campaign_id: int, seq: int) -> AuditRow | None:
    """Row ``seq`` of a campaign's log, read in the caller's transaction; ``None`` if absent."""
    runner = (
        transaction
        if isinstance(transaction, DriverRunner)
        else DriverRunner.for_session(transaction)
    )
    found = _CHAIN.entry(runner, campaign_id, seq)
    return audit_row(found) if found is not None else None


def audit_row(values: tuple[Any, ...] | Any) -> AuditRow:
    """The plain row of a stored row's :data:`COLUMNS` values (``rule_ids`` split)."""
    data = list(values)
    rule_ids = data[_RULE_IDS]
    data[_RULE_IDS] = tuple(rule_ids.split(",")) if rule_ids else ()
    return AuditRow(*data)
