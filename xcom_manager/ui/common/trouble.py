"""A database failure met in the middle of the work, shown to the GM: a full disk, a
database locked by another writer, a damaged or read-only file. The services roll the failed
transaction back whole, so the window says what happened and that nothing was changed, and work
goes on once the cause is gone (space freed, the other writer done).

Such an error escapes a slot as an exception; :func:`install` hooks ``sys.excepthook`` for the
ones :func:`xcom_manager.services.upkeep.health.failure_message` can word (in the user's language,
the database's place named); every other exception (a bug)
goes to the hook it replaced (the traceback on stderr) and to ``ui/crash.py``, which shows a
report to copy and writes it to the user's log folder. The message is not modal: the
work of the window (and of a test) is not held up by it.
"""

from __future__ import annotations

import sys
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QMessageBox

__all__ = ["install", "show_failure"]


def show_failure(window: QMainWindow, text: str) -> QMessageBox:
    """Say ``text`` in the status bar and in a message box that does not block."""
    window.statusBar().showMessage(text)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("DatabaseFailure", "The database failed"),
        text,
        QMessageBox.StandardButton.Ok,
        window,
    )
    box.setObjectName("databaseFailure")
    box.finished.connect(box.deleteLater)
    box.open()
    return box


def install(window: QMainWindow) -> None:
    """Show the database failures that escape the window's slots (see the module)."""
    previous = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        from xcom_manager.services.core.errors import DatabaseBusyError, DatabaseFailedError
        from xcom_manager.services.upkeep.health import failure_message
        from xcom_manager.ui.common.texts import error_text, message_text

        db = getattr(getattr(window, "backend", None), "db", None)
        location = getattr(db, "location", "")
        if isinstance(error, DatabaseBusyError | DatabaseFailedError):  # a service's words
            show_failure(window, error_text(error))
            return
        found = (
            failure_message(error, location if isinstance(location, str) else "")
            if isinstance(error, Exception)
            else None
        )
        if found is None:
            previous(kind, error, trace)
            if isinstance(error, Exception):  # not KeyboardInterrupt or SystemExit
                from xcom_manager.ui.crash import show_crash

                show_crash(window, kind, error, trace, getattr(db, "url", None))
            return
        show_failure(window, message_text(found))

    sys.excepthook = hook
