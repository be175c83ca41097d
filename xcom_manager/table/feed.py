"""The snapshot feed: follows the database and publishes the players' snapshot when it changes.

A thread of its own waits for commits (:class:`~xcom_manager.services.core.live.LiveChanges`:
SQLite's ``data_version`` every tenth of a second, PostgreSQL's notifications), from this
process or any other: a step, an undo, another GM's window, a restored backup. When one
touches the campaign's missions, roster, kit or name, it asks the provider for the snapshot
again and publishes its JSON text if it differs from the last one (a change the players do not
see sends nothing). A provider that fails (the database busy a moment) keeps the last snapshot
on the page and is asked again at the next change, or after :data:`RETRY_SECONDS`.
"""

from __future__ import annotations

import json
import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any

from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.live import LiveChanges, RemoteChanges

__all__ = ["RETRY_SECONDS", "WAIT_SECONDS", "Provider", "SnapshotFeed", "snapshot_text"]

log = logging.getLogger(__name__)

#: The players' snapshot as JSON data (``PlayersSnapshot.to_json()``).
Provider = Callable[[], Mapping[str, Any]]

#: How long the thread waits for a commit at a time (it notices :meth:`SnapshotFeed.stop`).
WAIT_SECONDS = 0.2
#: After a failed snapshot, when it is tried again without waiting for another commit.
RETRY_SECONDS = 2.0

_SHOWN = frozenset({Change.missions, Change.roster, Change.inventory, Change.campaigns})


def snapshot_text(data: Mapping[str, Any]) -> str:
    """The snapshot as the page receives it (compact JSON, non-ASCII kept)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), sort_keys=True)


class SnapshotFeed:
    """Publishes ``provider()``'s snapshot of campaign ``campaign_id`` through ``publish``
    whenever a commit to the database at ``url`` changes it."""

    def __init__(
        self, url: str, campaign_id: int, provider: Provider, publish: Callable[[str], None]
    ) -> None:
        self._url = url
        self._campaign_id = campaign_id
        self._provider = provider
        self._publish = publish
        self._last = ""
        self._lock = threading.Lock()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def latest(self) -> str:
        """The snapshot last published (JSON text; empty before the first)."""
        return self._last

    def start(self) -> None:
        """Publish the snapshot now (its refusal, a campaign that is not there, is raised
        here), then follow the database on a thread."""
        if self._thread is not None:
            return
        live = LiveChanges(self._url)  # opened before the first read: nothing falls between
        try:
            self.refresh(raise_errors=True)
        except BaseException:
            live.close()
            raise
        self._stopping.clear()
        self._thread = threading.Thread(
            target=self._follow, args=(live,), name="xcom-table-feed", daemon=True
        )
        self._thread.start()

    def refresh(self, *, raise_errors: bool = False) -> bool:
        """Ask for the snapshot now and publish it if it changed; whether it could be made.
        A failure is logged (or raised with ``raise_errors``) and leaves the page as it was."""
        with self._lock:
            try:
                text = snapshot_text(self._provider())
            except Exception:
                if raise_errors:
                    raise
                log.warning("the players' snapshot failed; the page keeps the last", exc_info=True)
                return False
            if text != self._last:
                self._last = text
                self._publish(text)
            return True

    def follow(self, campaign_id: int, provider: Provider) -> None:
        """Publish ``provider()``'s snapshot of campaign ``campaign_id`` from now on (at once)."""
        with self._lock:
            self._campaign_id, self._provider = campaign_id, provider
        self.refresh()

    def stop(self) -> None:
        """Stop following (the thread ends within :data:`WAIT_SECONDS` and a snapshot)."""
        thread, self._thread = self._thread, None
        self._stopping.set()
        if thread is not None:
            thread.join(timeout=5.0)

    def _touches(self, found: RemoteChanges) -> bool:
        return any(
            changes.touches(_SHOWN, self._campaign_id) or changes.campaign_id is None
            for changes in found.changes
        )

    def _follow(self, live: LiveChanges) -> None:
        failed = False
        try:
            while not self._stopping.is_set():
                try:
                    found = live.wait(timeout=RETRY_SECONDS if failed else WAIT_SECONDS)
                except Exception:  # a damaged file a moment: the next wait tries again
                    log.warning("watching the database failed", exc_info=True)
                    self._stopping.wait(RETRY_SECONDS)
                    continue
                if self._stopping.is_set():
                    break
                if self._touches(found) or (failed and not found):
                    failed = not self.refresh()
        finally:
            live.close()
