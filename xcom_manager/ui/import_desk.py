"""**Campaign ▸ Import campaign…**: a campaign file read, checked and written off the
GUI thread, with a progress dialog that can cancel it.

The job runs on a :class:`~xcom_manager.ui.audit.workers.Worker` thread: reading and checking
the file (the limits of :mod:`xcom_manager.services.exchange.reading`: size, nesting,
numbers, duplicate keys) shows a busy bar, writing the rows a counted one. A refused file is
one message and writes nothing; a cancel during the write rolls the transaction back. The file
dialog and the message box are small methods that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QMessageBox, QProgressDialog, QWidget

from xcom_manager.ui.common.file_places import remember_folder, suggested_path

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.ui.audit.workers import Task

__all__ = ["ImportDesk"]


class _HasCampaigns(Protocol):
    @property
    def campaigns(self) -> CampaignService: ...


class ImportDesk(QObject):
    """The window's import of a campaign file."""

    #: The new campaign's id, once it is written.
    imported = Signal(int)
    #: The import ended (imported, refused or cancelled); the message shown, or "".
    finished = Signal(str)

    def __init__(
        self,
        window: QWidget,
        backend: Callable[[], _HasCampaigns | None],
        open_campaign: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._backend = backend
        self.import_action = QAction(self.tr("&Import campaign…"), window)
        self.import_action.setObjectName("importCampaignAction")
        self.import_action.setToolTip(
            self.tr("Add a campaign from a campaign file (JSON) exported by xcom-manager")
        )
        self.import_action.triggered.connect(self.choose_and_import)
        if open_campaign is not None:
            self.imported.connect(open_campaign)
        self.progress: QProgressDialog | None = None
        self.task: Task | None = None

    def choose_and_import(self) -> None:
        """Ask for a file, then import it."""
        if self.task is not None:
            return
        chosen = self._choose_file()
        if chosen:
            self.start(Path(chosen))

    def start(self, path: Path) -> Task | None:
        """Import the campaign file at ``path`` in the background."""
        # Qt's namespace (its enums) is built on first use: not before the first paint.
        from PySide6.QtCore import Qt

        from xcom_manager.services.core.errors import UserError
        from xcom_manager.services.exchange.reading import read_campaign_file
        from xcom_manager.ui.audit.workers import Task, Worker

        backend = self._backend()
        if backend is None:
            self._report(self.tr("Open a database first."))
            return None
        campaigns = backend.campaigns

        def job(progress: Callable[[int, int], bool]) -> object:
            def stop_if_cancelled(done: int, total: int) -> None:
                if progress(done, total):  # a raise rolls the write back
                    raise UserError("the import was cancelled: nothing was written")

            stop_if_cancelled(0, 0)
            checked = campaigns.check_import(read_campaign_file(path))
            stop_if_cancelled(0, 0)
            return campaigns.write_checked(checked, stop_if_cancelled).id

        dialog = QProgressDialog(
            self.tr("Reading and checking %1…").replace("%1", path.name),
            self.tr("Cancel"),
            0,
            0,
            self._window,
        )
        dialog.setObjectName("importProgress")
        dialog.setWindowTitle(self.tr("Import campaign"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setAutoClose(False)
        dialog.setAutoReset(False)
        self.progress = dialog
        worker = Worker(job)
        task = Task(worker)
        dialog.canceled.connect(task.cancel)  # the task lives here: a direct call
        worker.progressed.connect(self._progressed)
        worker.succeeded.connect(self._succeeded)
        worker.failed.connect(self._failed)
        self.task = task
        self.import_action.setEnabled(False)
        dialog.show()
        task.start()
        return task

    def _progressed(self, done: int, total: int) -> None:
        if self.progress is None or total <= 0:
            return
        if self.progress.maximum() != total:
            self.progress.setLabelText(self.tr("Writing the campaign…"))
            self.progress.setMaximum(total)
        self.progress.setValue(done)

    def _end(self) -> None:
        if self.progress is not None:
            self.progress.close()
            self.progress.deleteLater()
            self.progress = None
        self.task = None
        self.import_action.setEnabled(True)

    def _succeeded(self, campaign_id: object) -> None:
        self._end()
        assert isinstance(campaign_id, int)
        self.imported.emit(campaign_id)
        self.finished.emit("")

    def _failed(self, message: str) -> None:
        self._end()
        self._report(message)
        self.finished.emit(message)

    # -- dialogs (tests replace these) -------------------------------------------------------

    def _choose_file(self) -> str:
        chosen, _filter = QFileDialog.getOpenFileName(
            self._window,
            self.tr("Import campaign"),
            suggested_path("export"),
            self.tr("Campaign files (*.json);;All files (*)"),
        )
        remember_folder("export", chosen)
        return chosen

    def _report(self, message: str) -> None:
        QMessageBox.warning(self._window, self.tr("Cannot import the campaign"), message)
