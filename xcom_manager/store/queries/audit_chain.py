"""The audit chain's statements: its head record, appending a row, reading rows back.

Appending is benchmarked (over a thousand audited movements a second), so its statements are
:class:`~xcom_manager.store.queries.driver.DriverStatement` s built and compiled once and run on
the driver connection of the caller's transaction. Verifying reads the whole log through a raw
DB-API cursor (no ORM objects, no Core): it is benchmarked against a bare ``sqlite3`` +
``hashlib`` loop.

Rows are tuples of the columns the caller names, in its order: the chain's column order, and
what a row's hash covers, are the services' business (:mod:`xcom_manager.services.audit.chain`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import bindparam, func, insert, select, update
from sqlmodel import col

from xcom_manager.store.models import AuditEntry, AuditHead, Campaign
from xcom_manager.store.queries.driver import DriverRunner, DriverStatement

__all__ = [
    "ChainStatements",
    "count_rows",
    "prev_hash_of",
    "read_heads",
    "select_chain_rows",
    "seq_of_hash",
]

_HEAD_QUERY = DriverStatement(
    select(col(AuditHead.last_seq), col(AuditHead.last_hash))
    .where(col(AuditHead.campaign_id) == bindparam("campaign_id"))
    .with_for_update(),
    ("campaign_id",),
)
_CAMPAIGN_LOCK = DriverStatement(
    select(col(Campaign.id)).where(col(Campaign.id) == bindparam("campaign_id")).with_for_update(),
    ("campaign_id",),
)
_LAST_SEQ_QUERY = DriverStatement(
    select(func.max(AuditEntry.seq)).where(col(AuditEntry.campaign_id) == bindparam("campaign_id")),
    ("campaign_id",),
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


class ChainStatements:
    """The statements of appending to and reading campaigns' chains, whose rows are tuples of
    ``columns`` of ``audit_entry`` (every column, in the chain's order).

    Build one per process (the statements are compiled once per dialect, on first use); each
    method runs in the transaction of the :class:`DriverRunner` it is given.
    """

    __slots__ = ("_entry_insert", "_entry_query")

    def __init__(self, columns: Sequence[str]) -> None:
        binds = tuple(f"b_{name}" for name in columns)
        self._entry_insert = DriverStatement(
            insert(AuditEntry.__table__).values(  # type: ignore[attr-defined]
                {name: bindparam(bind) for name, bind in zip(columns, binds, strict=True)}
            ),
            binds,
        )
        self._entry_query = DriverStatement(
            select(*[getattr(AuditEntry, name) for name in columns]).where(
                col(AuditEntry.campaign_id) == bindparam("campaign_id"),
                col(AuditEntry.seq) == bindparam("seq"),
            ),
            ("campaign_id", "seq"),
        )

    def head(self, runner: DriverRunner, campaign_id: int) -> tuple[int, str] | None:
        """The campaign's head record, ``(last_seq, last_hash)``, or ``None``; locked until the
        transaction ends where the database locks rows (``SELECT ... FOR UPDATE``)."""
        found = runner.first(_HEAD_QUERY, campaign_id)
        return None if found is None else (found[0], found[1])

    def lock_campaign(self, runner: DriverRunner, campaign_id: int) -> None:
        """Lock the campaign's row until the transaction ends (where the database locks rows):
        what a campaign's first append waits on, before there is a head record to lock."""
        runner.first(_CAMPAIGN_LOCK, campaign_id)

    def last_seq(self, runner: DriverRunner, campaign_id: int) -> int | None:
        """The highest seq of the campaign's rows, or ``None`` when it has none."""
        found = runner.first(_LAST_SEQ_QUERY, campaign_id)
        return None if found is None else found[0]

    def insert(self, runner: DriverRunner, row: Sequence[Any]) -> None:
        """Insert one row (its values in the columns' order)."""
        runner.run(self._entry_insert, *row)

    def insert_head(self, runner: DriverRunner, campaign_id: int, seq: int, last_hash: str) -> None:
        """Write the first head record of a campaign."""
        runner.run(_HEAD_INSERT, campaign_id, seq, last_hash)

    def advance_head(
        self, runner: DriverRunner, campaign_id: int, seen_seq: int, seq: int, last_hash: str
    ) -> bool:
        """Move the head record on to ``seq`` and ``last_hash`` if it is still at ``seen_seq``;
        whether it was."""
        return runner.run(_HEAD_UPDATE, seq, last_hash, campaign_id, seen_seq) == 1

    def entry(self, runner: DriverRunner, campaign_id: int, seq: int) -> tuple[Any, ...] | None:
        """Row ``seq`` of the campaign, or ``None``."""
        return runner.first(self._entry_query, campaign_id, seq)


# --------------------------------------------------------------------------------------------
# Verifying: raw DB-API cursors


def _where(campaign_id: int | None) -> str:
    return "" if campaign_id is None else f" WHERE campaign_id = {int(campaign_id)}"


def read_heads(cursor: Any, campaign_id: int | None) -> dict[int, tuple[int, str]]:
    """``{campaign_id: (last_seq, last_hash)}`` of one campaign's head record (``None``: of
    every campaign)."""
    cursor.execute(f"SELECT campaign_id, last_seq, last_hash FROM audit_head{_where(campaign_id)}")
    return {int(c): (int(s), str(h)) for c, s, h in cursor.fetchall()}


def count_rows(cursor: Any, campaign_id: int | None) -> int:
    """How many rows one campaign's log has (``None``: every campaign's)."""
    cursor.execute(f"SELECT count(*) FROM audit_entry{_where(campaign_id)}")
    counted = cursor.fetchone()
    return int(counted[0]) if counted else 0


def select_chain_rows(cursor: Any, campaign_id: int | None, columns: Sequence[str]) -> None:
    """Run the query of one campaign's rows (``None``: every campaign's) in chain order,
    ``(campaign_id, seq)``: iterate ``cursor`` for them, tuples of ``columns``."""
    cursor.execute(
        f"SELECT {', '.join(columns)} FROM audit_entry{_where(campaign_id)}"
        " ORDER BY campaign_id, seq"
    )


def prev_hash_of(cursor: Any, campaign_id: int, seq: int) -> str | None:
    """The ``prev_hash`` stored in row ``seq`` of a campaign, or ``None`` without that row."""
    cursor.execute(
        "SELECT prev_hash FROM audit_entry WHERE campaign_id = "
        f"{int(campaign_id)} AND seq = {int(seq)}"
    )
    found = cursor.fetchone()
    return None if found is None else str(found[0])


def hash_at(cursor: Any, campaign_id: int, seq: int) -> str | None:
    """The ``hash`` of row ``seq`` of a campaign, or ``None`` without that row."""
    cursor.execute(
        f"SELECT hash FROM audit_entry WHERE campaign_id = {int(campaign_id)} AND seq = {int(seq)}"
    )
    found = cursor.fetchone()
    return None if found is None else str(found[0])


def seq_of_hash(cursor: Any, campaign_id: int, digest: str) -> int | None:
    """The seq of a campaign's row whose ``hash`` is ``digest``, or ``None``."""
    cursor.execute(
        "SELECT seq FROM audit_entry WHERE campaign_id = "
        f"{int(campaign_id)} AND hash = '{_hex(digest)}'"
    )
    found = cursor.fetchone()
    return None if found is None else int(found[0])


def _hex(text: str) -> str:
    """``text`` if it is a hex digest (safe to put in SQL), else a value matching nothing."""
    return text if all(ch in "0123456789abcdef" for ch in text) else "-"
