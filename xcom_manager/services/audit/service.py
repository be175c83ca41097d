"""Reading audit logs: counts and lazy pages for the view, one row, CSV export, verify.

The filters' SQL and the choice of index each query walks are the store's
(:mod:`xcom_manager.store.queries.audit_filters`); this service turns the view's
:class:`~xcom_manager.services.inventory.dto.AuditFilter` into the store's filter and the stored
rows into plain :class:`~xcom_manager.services.inventory.dto.AuditRow` s.
"""

from __future__ import annotations

import csv
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from sqlmodel import select

from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.chain import (
    COLUMNS,
    SEQ_INDEX,
    audit_row,
    fetch_entry,
    format_timestamp,
)
from xcom_manager.services.audit.history import HistoryReport, verify_beyond_audit
from xcom_manager.services.audit.verify import ProgressCallback, verify_chains
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow, VerifyReport
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Mission
from xcom_manager.store.queries.audit_filters import (
    EntryFilter,
    count_entries,
    entries_after,
    page_entries,
)

__all__ = ["AuditService"]


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
        return [audit_row(values) for values in rows]

    def filter_choices(
        self, campaign_id: int
    ) -> tuple[tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]]:
        """``(items, missions)`` the filters offer by name: each item the log names (its
        number and the last name recorded for it) and each mission of the campaign."""
        with self._db.session() as session:
            item_rows = session.exec(
                select(AuditEntry.item_id, AuditEntry.item_name)
                .where(AuditEntry.campaign_id == campaign_id)
                .distinct()
            ).all()
            mission_rows = session.exec(
                select(Mission.id, Mission.name).where(Mission.campaign_id == campaign_id)
            ).all()
        items = {int(item_id): str(name) for item_id, name in item_rows}
        missions = tuple(
            sorted((int(m_id), str(name)) for m_id, name in mission_rows if m_id is not None)
        )
        return tuple(sorted(items.items())), missions

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
            raise UserError(
                Message.of("cannot_write", path=str(target), detail=str(error.strerror or error))
            ) from error
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
            raise UserError(
                Message.of("cannot_write", path=str(target), detail=str(error.strerror or error))
            ) from error
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
            after = rows[-1][SEQ_INDEX]

    # -- verify -----------------------------------------------------------------------------

    def verify(
        self,
        campaign_id: int | None = None,
        progress: ProgressCallback | None = None,
        *,
        progress_every: int = 10_000,
    ) -> VerifyReport:
        """Check the hash chain of one campaign (or of every campaign, ``None``), stopping at
        the first bad row; ``progress(done, total)`` every ``progress_every`` rows may cancel it
        by returning ``True``. See :func:`~xcom_manager.services.audit.verify.verify_chains`.
        Safe to call from a worker thread (it uses its own connection)."""
        return verify_chains(self._db, campaign_id, progress, progress_every=progress_every)

    def verify_history(
        self,
        campaign_id: int | None = None,
        progress: ProgressCallback | None = None,
        *,
        progress_every: int = 10_000,
    ) -> HistoryReport:
        """:meth:`verify`, then the mission-event chain and every audited item's place
        (:func:`~xcom_manager.services.audit.history.verify_history`): what the Verify button
        and ``audit verify`` check. Safe to call from a worker thread."""
        audit = self.verify(campaign_id, progress, progress_every=progress_every)
        return verify_beyond_audit(self._db, campaign_id, audit)


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
