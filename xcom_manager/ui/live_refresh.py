"""Live refresh in the window: other GMs' commits reach the open views.

:class:`LiveRefresh` runs the services' :class:`~xcom_manager.services.core.live.LiveChanges` on a
thread of its own: the waiting (SQLite: ``PRAGMA data_version`` every tenth of a second;
PostgreSQL: the notifications) and, on PostgreSQL, the reconnecting to a lost server with its
back-off happen there, never on the GUI thread. What it reports comes to the GUI thread as a
queued signal and goes to :meth:`MainWindow.broadcast`, as a page's own changes do; the rows
another GM changed (soldiers in the roster, items in the inventory) are marked by a
:class:`RowMarks` delegate whose highlight fades out over :data:`MARK_SECONDS`. A lost server
never raises into the window: the views stay as they were, and when it is back the catch-up
reports what changed meanwhile.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

if TYPE_CHECKING:
    from xcom_manager.services.core.live import LiveChanges, RemoteChanges
    from xcom_manager.ui.main_window import MainWindow

__all__ = ["MARK_SECONDS", "WAIT_SECONDS", "LiveRefresh", "RowMarks"]

MARK_SECONDS = 2.0
"""How long a row another GM changed stays marked (fading)."""

WAIT_SECONDS = 0.25
"""How long the watching thread waits at a time (so it notices :meth:`LiveRefresh.stop`)."""

_RETRY_SECONDS = (0.25, 4.0)  # the back-off after a failure outside the watcher: first, most

_MARK_COLOUR = QColor(255, 200, 60)


class RowMarks(QStyledItemDelegate):
    """Paints the rows whose ``role`` value is marked with a fading highlight."""

    def __init__(self, view: QAbstractItemView, role: int) -> None:
        super().__init__(view)
        self._view = view
        self._role = role
        self._marked: dict[int, float] = {}  # id → when marked (monotonic)
        self._timer = QTimer(self)
        self._timer.setInterval(100)
        self._timer.timeout.connect(self._fade)

    def mark(self, ids: frozenset[int]) -> None:
        now = time.monotonic()
        self._marked.update(dict.fromkeys(ids, now))
        if self._marked:
            self._timer.start()
            self._view.viewport().update()

    def is_marked(self, row_id: int) -> bool:
        return row_id in self._marked

    def _fade(self) -> None:
        now = time.monotonic()
        self._marked = {k: t for k, t in self._marked.items() if now - t < MARK_SECONDS}
        if not self._marked:
            self._timer.stop()
        self._view.viewport().update()

    def initStyleOption(  # noqa: N802 - Qt's name
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        marked = self._marked.get(index.data(self._role))
        if marked is not None:
            colour = QColor(_MARK_COLOUR)
            left = 1.0 - (time.monotonic() - marked) / MARK_SECONDS
            colour.setAlphaF(max(0.0, min(1.0, left)) * 0.8)
            option.backgroundBrush = QBrush(colour)


class _Reports(QObject):
    """The watching thread's voice: its signal reaches the GUI thread queued."""

    found = Signal(object)


class LiveRefresh(QObject):
    """Watches the window's database while it is attached; :meth:`stop` when detaching.

    The watcher is opened here (the window has just read the same database); should that fail
    (the server is not there), the thread keeps trying with a back-off. Everything after that
    runs on the thread: nothing the GUI thread does waits for the database.
    """

    def __init__(self, window: MainWindow, url: str) -> None:
        from xcom_manager.services.core.live import LiveChanges

        super().__init__(window)
        self._window = window
        self._stopping = threading.Event()
        self._reports = _Reports()  # no parent: the thread may outlive this object a moment
        self._reports.found.connect(self._apply)
        live: LiveChanges | None
        try:
            live = LiveChanges(url)
        except Exception:  # the thread tries again; the window works without it meanwhile
            live = None
        self._thread: threading.Thread | None = threading.Thread(
            target=_watch,
            args=(url, live, self._reports, self._stopping),
            name="xcom-live-refresh",
            daemon=True,
        )
        self._thread.start()
        stopping = self._stopping  # not self: the slot runs while this object is destroyed
        self.destroyed.connect(lambda *_: stopping.set())  # a window closed without detaching

    @property
    def running(self) -> bool:
        """Whether the watching thread runs."""
        return self._thread is not None and self._thread.is_alive()

    def stop(self) -> None:
        """Stop watching: the thread ends within :data:`WAIT_SECONDS` (or after the connection
        attempt under way, on its own: it is not waited for longer than a second)."""
        thread, self._thread = self._thread, None
        self._stopping.set()
        if thread is not None:
            thread.join(timeout=1.0)

    def _apply(self, found: RemoteChanges) -> None:
        if self._thread is None:  # reported just before the window detached
            return
        for changes in found.changes:
            self._window.broadcast(changes)
        self.mark(found)

    def mark(self, found: RemoteChanges) -> None:
        """Mark the soldiers' and items' rows ``found`` names in the open views."""
        from xcom_manager.ui.inventory.models import ITEM_ID_ROLE
        from xcom_manager.ui.roster.model import ID_ROLE

        for view in self._window.findChildren(QAbstractItemView):
            roster = view.objectName() == "rosterTable"
            ids = found.soldier_ids if roster else found.item_ids
            if not ids or (not roster and not _shows_items(view, ITEM_ID_ROLE)):
                continue
            delegate = view.itemDelegate()
            if not isinstance(delegate, RowMarks):
                if type(delegate) is not QStyledItemDelegate:
                    continue  # a view with its own painting is left alone
                delegate = RowMarks(view, ID_ROLE if roster else ITEM_ID_ROLE)
                view.setItemDelegate(delegate)
            delegate.mark(ids)


def _watch(
    url: str, live: LiveChanges | None, reports: _Reports, stopping: threading.Event
) -> None:
    """The watching thread: wait for other GMs' commits, report them, until ``stopping``."""
    from xcom_manager.services.core.live import LiveChanges

    first, most = _RETRY_SECONDS
    delay = first
    try:
        while not stopping.is_set():
            try:
                if live is None:
                    live = LiveChanges(url)
                found = live.wait(timeout=WAIT_SECONDS)
            except Exception:  # no server yet, a damaged file: try again later, quietly
                stopping.wait(delay)
                delay = min(delay * 2, most)
                continue
            delay = first
            if found and not stopping.is_set():
                reports.found.emit(found)
    finally:
        if live is not None:
            live.close()


def _shows_items(view: QAbstractItemView, role: Any) -> bool:
    model = view.model()
    return model is not None and model.rowCount() > 0 and model.index(0, 0).data(role) is not None
