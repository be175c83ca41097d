"""The players' display's feed: the players' snapshot, read again on a thread of its own after
every commit that touches the campaign (a step, an undo, a kit change, here, in another window
or from the command line), and handed to the GUI thread as a queued signal.

The watching is the live refresh's (:class:`~xcom_manager.services.core.live.LiveChanges`: SQLite's
``PRAGMA data_version``, PostgreSQL's notifications), which sees this window's own commits as
well as other GMs'. The snapshot is built on the thread too (it replays the mission), so the
GUI thread only paints. A failed read (a damaged file, a server away) is tried again at the next
change; the display keeps what it showed.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.core.live import LiveChanges, RemoteChanges
    from xcom_manager.store.db import Database

__all__ = ["WAIT_SECONDS", "SnapshotFeed"]

#: How long the thread waits for a commit at a time (it answers a new request after it).
WAIT_SECONDS = 0.1
_RETRY_SECONDS = (0.25, 4.0)


class _Voice(QObject):
    """The thread's signal (no parent: the thread may outlive the feed a moment)."""

    arrived = Signal(object)


class SnapshotFeed(QObject):
    """Snapshots of one campaign in one language, as they change; :meth:`request` another
    campaign or language, :meth:`stop` when the display closes."""

    arrived = Signal(object)
    """A new :class:`~xcom_manager.services.players.model.PlayersSnapshot`."""

    def __init__(
        self,
        db: Database,
        campaigns: CampaignService,
        campaign_id: int,
        language: str,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._db = db
        self._campaigns = campaigns
        self._wanted = (campaign_id, language)
        self._lock = threading.Lock()
        self._again = threading.Event()
        self._stopping = threading.Event()
        self._voice = _Voice()
        self._voice.arrived.connect(self._deliver)  # dropped with the feed: a late read is lost
        self._thread: threading.Thread | None = None

    @property
    def wanted(self) -> tuple[int, str]:
        with self._lock:
            return self._wanted

    def read_now(self) -> object:
        """The snapshot now, read on the calling thread (the display's first paint)."""
        from xcom_manager.services.players.snapshot import players_snapshot

        campaign_id, language = self.wanted
        return players_snapshot(self._db, campaign_id, language, campaigns=self._campaigns)

    def _deliver(self, snapshot: object) -> None:
        if not self._stopping.is_set():
            self.arrived.emit(snapshot)

    def start(self) -> None:
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="xcom-players-feed", daemon=True)
        self._thread.start()
        stopping = self._stopping
        self.destroyed.connect(lambda *_: stopping.set())

    def request(self, campaign_id: int, language: str) -> None:
        """Read campaign ``campaign_id`` in ``language`` from now on (read at once)."""
        with self._lock:
            self._wanted = (campaign_id, language)
        self._again.set()

    def stop(self) -> None:
        thread, self._thread = self._thread, None
        self._stopping.set()
        if thread is not None:
            thread.join(timeout=1.0)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    # -- the thread ---------------------------------------------------------------------------

    def _run(self) -> None:
        from xcom_manager.services.core.live import LiveChanges

        live: LiveChanges | None = None
        first, most = _RETRY_SECONDS
        delay = first
        try:
            while not self._stopping.is_set():
                try:
                    if live is None:
                        live = LiveChanges(self._db.url)
                    found = live.wait(timeout=WAIT_SECONDS)
                    asked = self._again.is_set()
                    self._again.clear()
                    if asked or self._touches(found):
                        self._voice.arrived.emit(self.read_now())
                except Exception:  # a server away, a damaged file: again at the next change
                    self._again.set()
                    self._stopping.wait(delay)
                    delay = min(delay * 2, most)
                    continue
                delay = first
        finally:
            if live is not None:
                live.close()

    def _touches(self, found: RemoteChanges) -> bool:
        """Whether a commit may change what players see of the wanted campaign."""
        from xcom_manager.services.core.changes import Change

        shown = {Change.missions, Change.roster, Change.inventory, Change.campaigns}
        campaign_id = self.wanted[0]
        return any(
            (changes.campaign_id in (None, campaign_id)) and bool(changes.kinds & shown)
            for changes in found.changes
        )
