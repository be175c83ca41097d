"""An unexpected error (a bug) met by the window: a dialog with a report to copy, and the same
report in a log file of the user's log folder.

``ui/common/trouble.py`` hooks ``sys.excepthook``: the failures a user can act on (a full disk, a
locked database) get their one message there; every other exception comes here. The window keeps
running: the service whose use-case raised rolled its transaction back, so what was saved stays
saved and the GM can go on. The report holds the versions (the application, Python, Qt, PySide6,
the platform), the traceback and, when a database is open, what ``services.health.check_database``
finds in it.

Imported before the first paint: PySide6 and the standard library only.
"""

from __future__ import annotations

import platform
import sys
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

__all__ = ["CrashDialog", "crash_report", "log_folder", "show_crash", "write_log"]


def log_folder() -> Path:
    """The user's log folder for xcom_manager (platformdirs ``user_log_dir``)."""
    from platformdirs import user_log_path

    return user_log_path("xcom_manager", appauthor=False, ensure_exists=True)


def _database_check(url: str | None) -> str:
    if url is None:
        return "no database open"
    try:
        from xcom_manager.services.upkeep.health import check_database

        report = check_database(url)
    except Exception as error:  # the report must be written whatever the check meets
        return f"could not check: {type(error).__name__}: {error}"
    lines = [f"{report.location}: {'ok' if report.ok else 'PROBLEMS'}"]
    lines += [f"  file: {problem}" for problem in report.file_problems]
    for each in report.history:
        verdict = each.problem or "ok"
        lines.append(f"  campaign {each.campaign_id} {each.what} ({each.rows} rows): {verdict}")
    return "\n".join(lines)


def crash_report(
    kind: type[BaseException],
    error: BaseException,
    trace: TracebackType | None,
    database_url: str | None = None,
) -> str:
    """The report of an unexpected error, as plain text."""
    import PySide6
    from PySide6.QtCore import qVersion

    import xcom_manager

    lines = [
        "xcom_manager crash report",
        f"version: {xcom_manager.__version__}",
        f"python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"qt: {qVersion()}, pyside6: {PySide6.__version__}",
        f"platform: {platform.platform()}",
        "",
        "".join(traceback.format_exception(kind, error, trace)).rstrip(),
        "",
        "database check:",
        _database_check(database_url),
    ]
    return "\n".join(lines) + "\n"


def write_log(report: str) -> Path | None:
    """Append ``report`` to ``crash.log`` in the log folder; its path (``None`` if unwritable)."""
    from datetime import UTC, datetime

    try:
        path = log_folder() / "crash.log"
        with path.open("a", encoding="utf-8") as log:
            log.write(f"==== {datetime.now(UTC).isoformat(timespec='seconds')}\n{report}\n")
    except OSError:
        return None
    return path


class CrashDialog(QDialog):
    """The report, selectable, with a button copying it."""

    def __init__(self, report: str, log: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("crashDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        where = (
            self.tr("The report was written to %1.").replace("%1", str(log))
            if log is not None
            else self.tr("The report could not be written to the log folder.")
        )
        intro = QLabel(
            self.tr(
                "An unexpected error stopped the last action. What was saved before it is kept "
                "(the action's changes were rolled back); you can go on working. Please send "
                "this report to the developers."
            )
            + " "
            + where
        )
        intro.setWordWrap(True)
        self.report = QPlainTextEdit(report)
        self.report.setObjectName("crashReport")
        self.report.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        copy = QPushButton(self.tr("&Copy report"))
        copy.setObjectName("copyReport")
        buttons.addButton(copy, QDialogButtonBox.ButtonRole.ActionRole)
        copy.clicked.connect(self.copy_report)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.report, 1)
        layout.addWidget(buttons)
        self.resize(720, 460)

    def copy_report(self) -> None:
        clipboard = QApplication.clipboard()
        clipboard.setText(self.report.toPlainText())


def show_crash(
    window: QWidget,
    kind: type[BaseException],
    error: BaseException,
    trace: TracebackType | None,
    database_url: str | None = None,
) -> CrashDialog:
    """Write the report to the log and show it in a dialog that does not block."""
    report = crash_report(kind, error, trace, database_url)
    dialog = CrashDialog(report, write_log(report), window)
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    message = QCoreApplication.translate("CrashDialog", "An unexpected error: see the report.")
    status = getattr(window, "statusBar", None)
    if callable(status):
        status().showMessage(message)
    return dialog
