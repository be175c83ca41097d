"""Opening a database on a worker thread while the window stays alive.

A database at an older schema is upgraded when it is opened (a backup of it first, then the
Alembic migrations in one transaction, ``store/db.py``); on a large file or behind another
program's lock that takes seconds. :class:`BackgroundOpen` runs that work (any callable making
the services) on a worker thread: meanwhile the window repaints, can be moved and resized, and
says why it waits (a busy bar on its message page, a busy cursor). When the work is done its
result is handed to the GUI thread (``on_done``, or ``on_failed`` with the exception).

Closing the window meanwhile does not kill the upgrade half-way: the close is put off, the page
says the window closes once the upgrade is done, and it does then (the services are not
attached). A worker thread is never a daemon, and :func:`wait_for_openings` lets the
application wait for one still running before it tears Qt down.

Imported after the first paint (``app.open_quickly``); Qt and the standard library only.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import suppress
from typing import Generic, TypeVar

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QWidget

__all__ = ["BackgroundOpen", "running_openings", "wait_for_openings"]

T = TypeVar("T")

_running: set[threading.Thread] = set()
_running_lock = threading.Lock()


def running_openings() -> int:
    """How many background openings are still working."""
    with _running_lock:
        return sum(1 for thread in _running if thread.is_alive())


def wait_for_openings(timeout: float | None = None) -> None:
    """Wait for the background openings still working (each ends on its own: never killed)."""
    with _running_lock:
        threads = list(_running)
    for thread in threads:
        thread.join(timeout)


class BackgroundOpen(QObject, Generic[T]):
    """Run ``work`` on a worker thread for ``window``; ``on_done(result)`` or
    ``on_failed(error)`` run on the GUI thread afterwards, unless the window was closed
    meanwhile: then ``on_closed(result)`` (may be ``None``: the work failed) runs and the window
    closes. ``waiting`` says, on the window's message page, why a close is put off."""

    _finished = Signal(object, object)  # (result, error) from the worker: queued to this thread

    def __init__(
        self,
        window: QWidget,
        work: Callable[[], T],
        on_done: Callable[[T], None],
        on_failed: Callable[[Exception], None],
        *,
        on_closed: Callable[[T | None], None],
        waiting: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._work = work
        self._on_done = on_done
        self._on_failed = on_failed
        self._on_closed = on_closed
        self._waiting = waiting
        self.close_requested = False
        self._busy = False
        self._finished.connect(self._finish, Qt.ConnectionType.QueuedConnection)
        self._thread = threading.Thread(target=self._run, name="xcom-open-database")

    @property
    def running(self) -> bool:
        """Whether the work has not been handed over yet (the worker may have just ended)."""
        return self._busy

    def start(self) -> None:
        """Start the work; the window holds its close until it is done."""
        self._window.installEventFilter(self)
        self._window.setCursor(Qt.CursorShape.BusyCursor)
        self._busy = True
        with _running_lock:
            _running.add(self._thread)
        self._thread.start()

    def _run(self) -> None:  # the worker thread: no widget is touched here
        result: T | None = None
        error: Exception | None = None
        try:
            result = self._work()
        except Exception as failure:  # handed to the GUI thread, shown there
            error = failure
        with suppress(RuntimeError):  # the window was destroyed meanwhile: nobody to tell
            self._finished.emit(result, error)
        with _running_lock:
            _running.discard(threading.current_thread())

    def _finish(self, result: object, error: object) -> None:
        self._busy = False
        self._window.removeEventFilter(self)
        self._window.unsetCursor()
        self.deleteLater()
        if self.close_requested:
            self._on_closed(None if error is not None else result)  # type: ignore[arg-type]
            self._window.close()
        elif isinstance(error, Exception):
            self._on_failed(error)
        else:
            self._on_done(result)  # type: ignore[arg-type]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() == QEvent.Type.Close and self.running:
            event.ignore()  # not now: the upgrade finishes first, then the window closes
            if not self.close_requested:
                self.close_requested = True
                self._waiting()
            return True
        return super().eventFilter(watched, event)
