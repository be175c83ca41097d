"""The audit page's long jobs and the worker thread they run on.

Verifying the hash chain, counting a filter's rows and writing a CSV file each run on a
:class:`Worker` in its own ``QThread`` (a :class:`Task`): only signals cross between the threads,
the worker never touches a widget, and the window stays responsive.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot

from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.ui.common.texts import error_text

if TYPE_CHECKING:
    from xcom_manager.services.audit.service import AuditService

__all__ = [
    "PROGRESS_EVERY",
    "FilterCounter",
    "Job",
    "Task",
    "Worker",
    "count_job",
    "export_job",
    "running_tasks",
    "stop_tasks_on_quit",
    "verify_job",
]

PROGRESS_EVERY = 10_000
"""Rows verified between two progress reports (each report is one queued signal)."""

Job = Callable[[Callable[[int, int], bool]], object]
"""A background job: called on the worker thread with a progress callback (which returns
``True`` when the job should stop), returns its result."""


class Worker(QObject):
    """Runs one job on a worker thread; reports through signals only."""

    progressed = Signal(int, int)
    succeeded = Signal(object)
    failed = Signal(str)

    def __init__(self, job: Job) -> None:
        super().__init__()
        self._job = job
        self._cancel = threading.Event()

    def cancel(self) -> None:
        """Ask the job to stop at its next progress report (any thread)."""
        self._cancel.set()

    @Slot()
    def run(self) -> None:
        try:
            result = self._job(self._progress)
        except UserError as error:
            self.failed.emit(error_text(error))
            return
        except Exception as error:
            # A bug: say so in the window (the job must not leave it waiting), then let the
            # exception reach Qt's handler so that it is reported as a bug.
            self.failed.emit(f"{type(error).__name__}: {error}")
            raise
        self.succeeded.emit(result)

    def _progress(self, done: int, total: int) -> bool:
        self.progressed.emit(done, total)
        return self._cancel.is_set()


class Task(QObject):
    """A worker and its thread, kept alive (in ``_RUNNING``) until the thread has finished.

    Lives in the GUI thread, so its slot runs there. The view may be deleted while a task runs:
    the task outlives it (Qt drops the signals meant for the deleted view) and cleans up after
    itself when its thread ends; on quit, :func:`_stop_all_tasks` cancels it and waits.
    """

    def __init__(self, worker: Worker) -> None:
        super().__init__()
        self.worker = worker
        self.qthread = QThread()
        self.qthread.setObjectName("auditWorker")
        worker.moveToThread(self.qthread)
        self.qthread.started.connect(worker.run)
        # Direct: quit() is thread-safe, and a queued call could not reach a GUI thread that
        # is blocked in wait() (closing the view, quitting the application).
        direct = Qt.ConnectionType.DirectConnection
        worker.succeeded.connect(self.qthread.quit, direct)
        worker.failed.connect(self.qthread.quit, direct)
        self.qthread.finished.connect(self._finished)

    def start(self) -> None:
        _RUNNING.add(self)
        self.qthread.start()

    def cancel(self, *, wait: bool = False) -> None:
        self.worker.cancel()
        if wait:
            self.qthread.wait()

    @Slot()
    def _finished(self) -> None:
        self.qthread.wait()  # the thread has left run(): this returns at once
        _RUNNING.discard(self)


_RUNNING: set[Task] = set()


def _stop_all_tasks() -> None:
    """On quit: stop every running job and wait for its thread (no thread outlives the app)."""
    for task in list(_RUNNING):
        task.cancel(wait=True)


_QUIT_HOOKED: set[int] = set()


def stop_tasks_on_quit() -> None:
    """Connect :func:`_stop_all_tasks` to the application's ``aboutToQuit``, once."""
    app = QCoreApplication.instance()
    if app is not None and id(app) not in _QUIT_HOOKED:
        _QUIT_HOOKED.add(id(app))
        app.aboutToQuit.connect(_stop_all_tasks)


class FilterCounter(QObject):
    """Counts a filter's rows on a worker thread, one count at a time.

    A count walks every matching index entry: on a million rows it can take longer than a
    frame. A filter asked for while a count runs is counted after it (only the newest such
    filter); the view drops a total that is not for its current filter.
    """

    counted = Signal(object, int)
    """The filter and how many rows it selects."""
    failed = Signal(str)

    def __init__(self, audit: AuditService, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._audit = audit
        self._running = False
        self._next: AuditFilter | None = None

    @property
    def busy(self) -> bool:
        """A count is running (or waiting to run after it)."""
        return self._running

    def count(self, audit_filter: AuditFilter) -> None:
        if self._running:
            self._next = audit_filter
            return
        self._running = True
        self._next = None
        worker = Worker(partial(count_job, self._audit, audit_filter))
        task = Task(worker)
        worker.succeeded.connect(self._done)
        worker.failed.connect(self._failed)
        task.start()

    @Slot(object)
    def _done(self, result: object) -> None:
        self._running = False
        if isinstance(result, tuple):
            self.counted.emit(*result)
        if self._next is not None:
            self.count(self._next)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._running = False
        self._next = None
        self.failed.emit(message)


def running_tasks() -> frozenset[Task]:
    """The tasks whose thread has not finished yet."""
    return frozenset(_RUNNING)


# -- the jobs (each runs on a worker thread) ---------------------------------------------------


def verify_job(audit: AuditService, campaign_id: int, progress: Callable[[int, int], bool]) -> Any:
    """Runs on the worker thread: no widget, no Qt call but the worker's signals."""
    return audit.verify_history(campaign_id, progress, progress_every=PROGRESS_EVERY)


def count_job(
    audit: AuditService, audit_filter: AuditFilter, _progress: Callable[[int, int], bool]
) -> Any:
    """Runs on the worker thread; returns the filter with its count."""
    return audit_filter, audit.count(audit_filter)


def export_job(
    audit: AuditService,
    audit_filter: AuditFilter,
    path: Path,
    _progress: Callable[[int, int], bool],
) -> Any:
    """Runs on the worker thread; returns the rows written and the path."""
    return audit.export_csv(audit_filter, path), path
