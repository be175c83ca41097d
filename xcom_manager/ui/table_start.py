"""Starting a share with the table off the GUI thread.

The first share loads the web server's libraries (aiohttp, segno: about a quarter of a second),
makes the first players' snapshot and binds the port; :class:`ShareStarter` does all of it on a
thread of its own and brings the result back to the GUI thread: :attr:`ShareStarter.started`
with the running share and its QR code as a PNG, or :attr:`ShareStarter.refused` with the
error (a :class:`~xcom_manager.services.core.errors.UserError` the GM can act on, or anything
else, which the desk raises for the crash dialog).

A start the desk no longer wants (the GM pressed Stop meanwhile, or started again) is stopped
when it arrives; every share started is kept in :class:`Running`, which the desk stops all at
once when it goes, from whatever thread is left.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from xcom_manager.store.db import Database
    from xcom_manager.table.share import TableShare

__all__ = ["Running", "ShareStarter", "Started"]


class Running:
    """The shares a desk has started, stopped together when it closes (thread-safe)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._shares: list[TableShare] = []
        self._closed = False

    def keep(self, share: TableShare) -> bool:
        """Keep ``share`` to stop later; stopped now (``False``) once the desk has closed."""
        with self._lock:
            if not self._closed:
                self._shares.append(share)
                return True
        share.stop()
        return False

    def stop(self, share: TableShare) -> None:
        with self._lock:
            if share in self._shares:
                self._shares.remove(share)
        share.stop()

    def close(self) -> None:
        """Stop every share kept, and every one that arrives from now on."""
        with self._lock:
            shares, self._shares, self._closed = self._shares, [], True
        for share in shares:
            share.stop()


@dataclass(frozen=True)
class Started:
    """A share running, the start it answers, and its address as a QR code (PNG bytes)."""

    start: int
    share: TableShare
    qr_png: bytes


class ShareStarter(QObject):
    """Starts shares on a thread each; the newest start is the one wanted."""

    started = Signal(object)  # Started
    refused = Signal(int, object)  # the start, the exception

    def __init__(self, running: Running, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running = running
        self.wanted = 0  # the start the desk waits for (0: none)
        self._count = 0

    @property
    def starting(self) -> bool:
        return self.wanted != 0

    def start(self, database: Database, campaign_id: int, language: str, host: str | None) -> int:
        """Start sharing campaign ``campaign_id`` in ``language`` on ``host``; its number."""
        self._count += 1
        self.wanted = self._count
        thread = threading.Thread(
            target=self._run,
            args=(self._count, database, campaign_id, language, host),
            name="xcom-table-start",
            daemon=True,
        )
        thread.start()
        return self._count

    def forget(self) -> None:
        """Want no start any more: one arriving is stopped."""
        self.wanted = 0

    def is_wanted(self, start: int) -> bool:
        return start != 0 and start == self.wanted

    def _run(
        self, start: int, database: Database, campaign_id: int, language: str, host: str | None
    ) -> None:
        """On the start's thread: load, start, draw the QR code; report to the GUI thread."""
        try:
            from xcom_manager.table.share import TableShare, qr_png

            share = TableShare(database, campaign_id, language, host=host)
            share.start()
        except BaseException as error:
            self._report(self.refused, start, error)
            return
        if not self._running.keep(share):
            return  # the desk closed meanwhile: stopped
        try:
            picture = qr_png(share.url)
        except BaseException as error:
            self._running.stop(share)
            self._report(self.refused, start, error)
            return
        if not self._report(self.started, Started(start, share, picture)):
            self._running.stop(share)

    @staticmethod
    def _report(signal: object, *values: object) -> bool:
        """Emit ``signal`` (queued to the GUI thread); ``False`` when its object is gone."""
        try:
            signal.emit(*values)  # type: ignore[attr-defined]
        except RuntimeError:  # the starter's Qt object was deleted with its window
            return False
        return True
