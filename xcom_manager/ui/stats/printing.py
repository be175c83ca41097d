"""The Statistics page's reports: the campaign report saved as PDF or printed, and the report
of the mission picked in the Missions table saved as PDF (:mod:`xcom_manager.ui.reports`).

Dialogs are behind small methods that tests replace (:meth:`ReportButtons._ask_path`,
:meth:`ReportButtons._print_dialog`); a report that cannot be read or written is said in the
page's message line, never raised.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFileDialog, QHBoxLayout, QPushButton, QWidget

from xcom_manager.services.core.errors import UserError
from xcom_manager.services.stats.reports import ReportService
from xcom_manager.ui.common.file_places import remember_folder, suggested_path
from xcom_manager.ui.common.texts import error_text

__all__ = ["ReportButtons"]


class ReportButtons(QWidget):
    """Save the campaign report as PDF, print it, save the chosen mission's report as PDF."""

    def __init__(
        self,
        reports: ReportService,
        campaign_id: int,
        chosen_mission: Callable[[], int | None],
        say: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._reports = reports
        self._campaign_id = campaign_id
        self._chosen_mission = chosen_mission
        self._say = say
        self.campaign_pdf_button = QPushButton(self.tr("Campaign report as &PDF…"))
        self.print_button = QPushButton(self.tr("Print campai&gn report…"))
        self.mission_pdf_button = QPushButton(self.tr("Mission report as PD&F…"))
        self.mission_pdf_button.setToolTip(
            self.tr("The report of the mission picked on the Missions tab")
        )
        self.campaign_pdf_button.clicked.connect(self.save_campaign)
        self.print_button.clicked.connect(self.print_campaign)
        self.mission_pdf_button.clicked.connect(self.save_mission)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addStretch(1)
        for button in (self.campaign_pdf_button, self.print_button, self.mission_pdf_button):
            layout.addWidget(button)

    # -- dialogs (tests replace them) -------------------------------------------------------

    def _ask_path(self, title: str, suggested: str) -> str | None:
        path, _ = QFileDialog.getSaveFileName(
            self, title, suggested_path("report", suggested), self.tr("PDF files (*.pdf)")
        )
        remember_folder("report", path)
        return path or None

    def _print_dialog(self, document: QTextDocument) -> bool:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() != QPrintDialog.DialogCode.Accepted:
            return False
        from xcom_manager.ui.reports.pdf import print_pages

        print_pages(document, printer)
        return True

    # -- the reports ------------------------------------------------------------------------

    def _campaign_document(self) -> QTextDocument | None:
        from xcom_manager.ui.reports.documents import campaign_document

        try:
            return campaign_document(self._reports.campaign(self._campaign_id))
        except UserError as error:
            self._say(self.tr("The report could not be made: %1").replace("%1", error_text(error)))
            return None

    def _write(self, document: QTextDocument, path: str) -> None:
        from xcom_manager.ui.reports.pdf import write_pdf

        try:
            written = write_pdf(document, path)
        except OSError as error:
            self._say(
                self.tr("The report could not be written to %1: %2")
                .replace("%1", path)
                .replace("%2", error.strerror or str(error))
            )
            return
        self._say(self.tr("Report saved to %1").replace("%1", str(written)))

    def save_campaign(self) -> None:
        path = self._ask_path(self.tr("Save the campaign report"), "campaign-report.pdf")
        if path is None:
            return
        document = self._campaign_document()
        if document is not None:
            self._write(document, path)

    def print_campaign(self) -> None:
        document = self._campaign_document()
        if document is not None and self._print_dialog(document):
            self._say(self.tr("The campaign report was sent to the printer"))

    def save_mission(self) -> None:
        from xcom_manager.ui.reports.documents import mission_document

        mission_id = self._chosen_mission()
        if mission_id is None:
            self._say(self.tr("Pick a mission on the Missions tab first"))
            return
        path = self._ask_path(
            self.tr("Save the mission report"), str(Path(f"mission-{mission_id}-report.pdf"))
        )
        if path is None:
            return
        try:
            document = mission_document(self._reports.mission(mission_id))
        except UserError as error:
            self._say(self.tr("The report could not be made: %1").replace("%1", error_text(error)))
            return
        self._write(document, path)
