"""The last receipt the app saw of each campaign, kept outside the database,
as the Go checksum database's client remembers the last tree head it saw.

Each time the app writes a receipt (:mod:`.checkpoint`) it keeps a copy under the user's data
directory, one file per database and campaign; when a campaign is opened again, its audit log
is checked against that copy: a log that no longer extends it (cut, wiped, rewritten) is
reported, with what is wrong. The database is named by a digest of its URL, so two club files
keep apart.
"""

from __future__ import annotations

import hashlib
import os
from datetime import datetime
from pathlib import Path

from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.checkpoint import (
    Checkpoint,
    ReceiptReport,
    SigningKey,
    events_of,
    make_checkpoint,
    parse_checkpoint,
    rows_of,
    verify_receipt,
)
from xcom_manager.services.core.errors import UserError
from xcom_manager.store.db import Database

__all__ = ["ReceiptKeeper"]


class ReceiptKeeper:
    """Writes receipts, keeps the last one of each campaign, and checks a database against it."""

    def __init__(self, directory: Path | None = None, key: SigningKey | None = None) -> None:
        if directory is None:
            from xcom_manager.paths import user_data_dir

            directory = user_data_dir() / "receipts"
        self.directory = directory
        self._key = key

    @property
    def key(self) -> SigningKey:
        if self._key is None:
            self._key = SigningKey.default()
        return self._key

    def _path(self, db: Database, campaign_id: int) -> Path:
        digest = hashlib.sha256(db.url.encode("utf-8")).hexdigest()[:16]
        return self.directory / digest / f"campaign-{int(campaign_id)}.txt"

    def write(self, db: Database, campaign_id: int, name: str, now: datetime) -> Checkpoint:
        """A new signed receipt of the campaign's log, kept as the last one seen."""
        receipt = make_checkpoint(db, campaign_id, name, self.key, now)
        path = self._path(db, campaign_id)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(".tmp")
            temporary.write_text(receipt.to_text(), encoding="utf-8")
            os.replace(temporary, path)
        except OSError as error:
            raise UserError(
                Message.of("receipt_not_kept", path=str(path.parent), detail=str(error))
            ) from None
        return receipt

    def last(self, db: Database, campaign_id: int) -> Checkpoint | None:
        """The last receipt kept of the campaign (``None``: none yet, or unreadable)."""
        path = self._path(db, campaign_id)
        try:
            return parse_checkpoint(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, UserError):
            return None

    def check(self, db: Database, campaign_id: int) -> ReceiptReport | None:
        """The campaign's log against its last receipt (``None``: no receipt kept)."""
        receipt = self.last(db, campaign_id)
        if receipt is None or receipt.campaign_id != campaign_id:
            return None
        return verify_receipt(db, receipt, self.key.public_text())

    def extent(self, db: Database, campaign_id: int) -> tuple[int, int]:
        """How far the campaign's history reaches now: its audit rows and mission events (read
        from their head records), to tell later whether an evening added any."""
        return rows_of(db, campaign_id), events_of(db, campaign_id)

    def grown_since(self, db: Database, campaign_id: int, rows_now: int | None = None) -> bool:
        """Whether the log has rows the last receipt has not seen (or there is none and the
        log is not empty), or the missions events it has not seen (a version 1 receipt saw
        none); ``rows_now`` read from its head record when not given."""
        if rows_now is None:
            rows_now = rows_of(db, campaign_id)
        receipt = self.last(db, campaign_id)
        if rows_now > (receipt.rows if receipt is not None else 0):
            return True
        seen = receipt.events if receipt is not None and receipt.events is not None else 0
        return events_of(db, campaign_id) > seen
