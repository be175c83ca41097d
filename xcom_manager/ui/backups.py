"""Backups in the window: **Restore from backup…** lists the database's backups (when,
why, size, campaigns), asks to confirm, keeps the current file as a backup first, puts the chosen
one in place and opens it again. The same dialog sets how many days backups are kept (the
``backups/keepDays`` setting, read when the database is opened for its daily backup).

It works on the error page too (a damaged file is exactly when a backup is wanted): the
application tells the desk which database it opens (:attr:`BackupDesk.database_url`) and how to
close and reopen it (:attr:`BackupDesk.release`, :attr:`BackupDesk.reopen`; ``ui/app.py``).
Services are imported when first used; the dialogs are small methods that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from pathlib import Path

    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.upkeep.backups import BackupRow, Backups
    from xcom_manager.store.db import Database

__all__ = ["KEEP_DAYS_KEY", "BackupDesk", "BackupDialog"]

KEEP_DAYS_KEY = "backups/keepDays"

#: What the desk needs of the window: the open database, its campaigns and the campaign shown.
Opened = Callable[[], "tuple[Database, CampaignService, int] | None"]


def _reason_text(reason: str) -> str:
    translate = QCoreApplication.translate
    texts = {
        "daily": translate("BackupDialog", "Daily"),
        "import": translate("BackupDialog", "Before an import"),
        "upgrade": translate("BackupDialog", "Before an upgrade"),
        "debrief": translate("BackupDialog", "Before a debrief"),
        "restore": translate("BackupDialog", "Before a restore"),
        "manual": translate("BackupDialog", "Taken by hand"),
        "damaged": translate("BackupDialog", "Damaged file, kept aside"),
    }
    return texts.get(reason, reason)


def _size_text(size: int) -> str:
    if size < 1024 * 1024:
        return QCoreApplication.translate("BackupDialog", "%1 KiB").replace(
            "%1", f"{size / 1024:.0f}"
        )
    megabytes = f"{size / 1024 / 1024:.1f}"
    return QCoreApplication.translate("BackupDialog", "%1 MiB").replace("%1", megabytes)


class BackupDialog(QDialog):
    """The backups of a database, newest first, and the days to keep them."""

    def __init__(self, rows: Sequence[BackupRow], keep_days: int, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("backupDialog")
        self.setWindowTitle(self.tr("Restore from backup"))
        self._rows = list(rows)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Pick the backup to put in place of the database. The database as it is now is "
                "kept as a backup first, so nothing is lost."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTreeWidget()
        self.table.setObjectName("backupList")
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels(
            [self.tr("Taken"), self.tr("Why"), self.tr("Size"), self.tr("Campaigns")]
        )
        for row in self._rows:
            if row.campaigns is None:
                names = self.tr("(cannot be read)")
            else:
                names = ", ".join(row.campaigns) or self.tr("(none)")
            item = QTreeWidgetItem(
                [
                    row.taken.strftime("%Y-%m-%d %H:%M:%S"),
                    _reason_text(row.reason),
                    _size_text(row.size),
                    names,
                ]
            )
            item.setToolTip(0, str(row.path))
            self.table.addTopLevelItem(item)
        for column in range(3):
            self.table.resizeColumnToContents(column)
        first = self.table.topLevelItem(0)
        if first is not None:
            self.table.setCurrentItem(first)
        self.table.itemDoubleClicked.connect(lambda *_args: self.accept())
        layout.addWidget(self.table)
        form = QFormLayout()
        self.keep_days = QSpinBox()
        self.keep_days.setObjectName("keepDays")
        self.keep_days.setRange(1, 3650)
        self.keep_days.setValue(keep_days)
        self.keep_days.setSuffix(self.tr(" days"))
        form.addRow(self.tr("&Keep backups for:"), self.keep_days)
        layout.addLayout(form)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        assert ok is not None
        ok.setText(self.tr("&Restore…"))
        ok.setEnabled(bool(self._rows))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(640, 360)

    def chosen(self) -> BackupRow | None:
        """The backup picked (the current row)."""
        current = self.table.currentItem()
        index = self.table.indexOfTopLevelItem(current) if current is not None else -1
        return self._rows[index] if 0 <= index < len(self._rows) else None


class BackupDesk(QObject):
    """The window's backups: its **Restore from backup…** action and the days to keep them."""

    def __init__(self, window: QWidget, opened: Opened, settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._opened = opened
        self._settings = settings
        #: The database the window opens (set by ``ui/app.py``, also when it failed to open).
        self.database_url: str | None = None
        #: Close every connection of the open database (set by ``ui/app.py``).
        self.release: Callable[[], object] = lambda: None
        #: Open the database at a URL in the window again (set by ``ui/app.py``).
        self.reopen: Callable[[str], object] = lambda _url: None
        self.restore_action = QAction(self.tr("Restore from &backup…"), window)
        self.restore_action.setObjectName("restoreBackupAction")
        self.restore_action.setToolTip(
            self.tr(
                "Put a backup of this database in its place (backups are taken each day and "
                "before every import, upgrade and debrief)"
            )
        )
        self.restore_action.triggered.connect(self.restore_from_backup)

    @property
    def keep_days(self) -> int:
        """The days to keep backups (the setting, else ``$XCOM_BACKUP_DAYS``, else 14)."""
        from xcom_manager.services.upkeep.backups import keep_days_setting

        return keep_days_setting(self._settings.value(KEEP_DAYS_KEY))

    def _url(self) -> str | None:
        if self.database_url:
            return self.database_url
        opened = self._opened()
        return opened[0].url if opened is not None else None

    def _pick_and_confirm(
        self, backups: Backups, rows: list[BackupRow], title: str
    ) -> tuple[Path, str] | None:
        """The backup the GM picks and confirms, with when it was taken; ``None`` when they
        cancel the list. A backup that cannot be restored, or a No to the question, goes back
        to the list (the GM picks another), nothing closed or changed."""
        from xcom_manager.services.upkeep.backups import BackupError
        from xcom_manager.ui.common.texts import error_text

        while (picked := self._choose_backup(rows)) is not None:
            backup, keep_days = picked
            self._settings.setValue(KEEP_DAYS_KEY, keep_days)
            try:
                backups.check_restorable(backup)  # before anything is closed or asked
            except BackupError as error:
                self._warn(title, error_text(error))
                continue
            chosen = next((row for row in rows if row.path == backup), None)
            when = chosen.taken.strftime("%Y-%m-%d %H:%M:%S") if chosen is not None else str(backup)
            if self._confirm(
                title,
                self.tr(
                    "Put the backup of %1 in place of the database? The database as it is now "
                    "is kept as a backup first; every window on it is reopened."
                ).replace("%1", when),
            ):
                return backup, when
        return None

    def restore_from_backup(self) -> bool:
        """Campaign ▸ Restore from backup…: pick, confirm, keep the current file, restore,
        reopen. Returns whether a backup was put in place."""
        from xcom_manager.services.upkeep.backups import BackupError, Backups

        url = self._url()
        title = self.tr("Restore from backup")
        if url is None:
            self._warn(title, self.tr("No database is open."))
            return False
        backups = Backups(url, keep_days=self.keep_days)
        if not backups.supported:
            self._warn(
                title,
                self.tr(
                    "Backups are taken only of SQLite database files. This database is on a "
                    "server: back it up there (for PostgreSQL, with pg_dump)."
                ),
            )
            return False
        try:
            rows = backups.list()
        except BackupError as error:
            from xcom_manager.ui.common.texts import error_text

            self._warn(title, error_text(error))
            return False
        from xcom_manager.ui.common.texts import error_text

        found = self._pick_and_confirm(backups, rows, title)
        if found is None:
            return False
        backup, when = found
        self.release()
        try:
            kept = backups.restore(backup)
        except BackupError as error:
            self.reopen(url)
            self._warn(title, error_text(error))
            return False
        self.reopen(url)
        if kept is None:  # the file was gone: the restore made it again
            done = self.tr("Restored the backup of %1 (there was no database file to keep).")
        else:
            done = self.tr(
                "Restored the backup of %1; the database as it was is kept as %2."
            ).replace("%2", kept.path.name)
        self._show_message(done.replace("%1", when))
        return True

    # -- dialogs (tests replace these) -----------------------------------------------------

    def _choose_backup(self, rows: Sequence[BackupRow]) -> tuple[Path, int] | None:
        """The backup picked and the days to keep backups, or ``None`` when cancelled."""
        dialog = BackupDialog(rows, self.keep_days, self._window)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            chosen = dialog.chosen()
            return (chosen.path, dialog.keep_days.value()) if chosen is not None else None
        finally:
            dialog.deleteLater()

    def _confirm(self, title: str, question: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(
            self._window,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _warn(self, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self._window, title, message)

    def _show_message(self, text: str) -> None:
        from PySide6.QtWidgets import QMainWindow

        if isinstance(self._window, QMainWindow):
            self._window.statusBar().showMessage(text, 10000)
