"""Live refresh in the window (issue 12 item 5): other GMs' commits reach the open views.

:class:`LiveRefresh` runs the services' :class:`~xcom_manager.services.live.LiveChanges` on a
``QThread`` and hands what it reports to :meth:`MainWindow.broadcast`, as a page's own changes
are; the rows another GM changed (soldiers in the roster, items in the inventory) are marked
by a :class:`RowMarks` delegate whose highlight fades out over :data:`MARK_SECONDS`.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QTimer
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QAbstractItemView, QStyledItemDelegate, QStyleOptionViewItem

if TYPE_CHECKING:
    from xcom_manager.services.live import LiveChanges, RemoteChanges
    from xcom_manager.ui.main_window import MainWindow

__all__ = ["MARK_SECONDS", "POLL_MS", "LiveRefresh", "RowMarks"]

MARK_SECONDS = 2.0
"""How long a row another GM changed stays marked (fading)."""

POLL_MS = 250
"""How often the window asks whether another GM committed."""

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


class LiveRefresh(QObject):
    """Watches the window's database while it is attached; :meth:`stop` when detaching.

    A timer of the window asks every :data:`POLL_MS` without waiting (SQLite: one ``PRAGMA
    data_version``; PostgreSQL: the notifications already received), so nothing outlives the
    window and no thread is left running when a window is closed.
    """

    def __init__(self, window: MainWindow, url: str) -> None:
        from xcom_manager.services.live import LiveChanges

        super().__init__(window)
        self._window = window
        self._live: LiveChanges | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        try:
            self._live = LiveChanges(url)
        except Exception:  # no live refresh then; the window works without it
            return
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
        if self._live is not None:
            self._live.close()
            self._live = None

    def _poll(self) -> None:
        if self._live is None:
            return
        try:
            found = self._live.wait(timeout=0)
        except Exception:  # a busy or lost database: the next tick tries again
            return
        if found:
            self._apply(found)

    def _apply(self, found: RemoteChanges) -> None:
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


def _shows_items(view: QAbstractItemView, role: Any) -> bool:
    model = view.model()
    return model is not None and model.rowCount() > 0 and model.index(0, 0).data(role) is not None
