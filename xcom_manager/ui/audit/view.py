"""The Audit log page: who moved what, when, and why it was allowed; verify and export.

The view takes the filter from its filter bar (``audit.filters``) and hands it to
``AuditService``, which filters in SQL; the lazy :class:`AuditTableModel` shows the result page
by page. The two long jobs, verifying
the hash chain and writing a CSV file, run on a worker thread (``audit.workers``): only signals
cross between the threads, the worker never touches a widget, and the window stays responsive.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    Qt,
    Signal,
    Slot,
)
from PySide6.QtGui import QCloseEvent, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.services.audit.history import HistoryReport
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.dto import AuditFilter, VerifyReport
from xcom_manager.ui.audit.filters import AuditFilterBar
from xcom_manager.ui.audit.model import (
    FIRST_PAGE_SIZE,
    PAGE_SIZE,
    AuditTableModel,
)
from xcom_manager.ui.audit.workers import (
    FilterCounter,
    Job,
    Task,
    Worker,
    export_job,
    stop_tasks_on_quit,
    verify_job,
)
from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.file_places import remember_folder, suggested_path
from xcom_manager.ui.common.page import CampaignPage
from xcom_manager.ui.common.tables import remember_layout, select_row, tip_elided_cells
from xcom_manager.ui.common.texts import error_text, rule_texts

if TYPE_CHECKING:
    from xcom_manager.services.audit.service import AuditService
    from xcom_manager.services.roster.service import RosterService

__all__ = ["AuditView"]

_OK_STYLE = "color: #1e8449;"
_BAD_STYLE = "color: #c0392b; font-weight: bold;"


class AuditView(CampaignPage):
    """The audit log of one campaign: filters, the lazy table, Verify and Export CSV.

    It only reads: it reloads when rows are appended to the log, and refills its soldier filter
    when the roster changes (:meth:`apply_changes`)."""

    watches = frozenset({Change.audit, Change.roster})

    verify_finished = Signal(object)
    """The :class:`VerifyReport` of a finished verification."""
    export_finished = Signal(int, str)
    """Rows written and the path of a finished CSV export."""
    task_failed = Signal(str)
    """The text of a verification or export that failed."""

    def __init__(
        self,
        audit: AuditService,
        roster: RosterService,
        campaign_id: int,
        undo_stack: QUndoStack | None = None,
        parent: QWidget | None = None,
        *,
        slot_labels: Mapping[str, str] | None = None,
        item_names: Mapping[str, str] | None = None,
        page_size: int = PAGE_SIZE,
        first_page_size: int = FIRST_PAGE_SIZE,
    ) -> None:
        super().__init__(campaign_id, undo_stack, parent)
        self.setObjectName("auditView")
        self._audit = audit
        self._roster = roster
        self._soldier_count = -1
        self._task: Task | None = None
        self._counter = FilterCounter(audit, self)
        self._counter.counted.connect(self._counted)
        self._counter.failed.connect(self._failed)

        self.model = AuditTableModel(
            audit,
            AuditFilter(campaign_id),
            page_size=page_size,
            first_page_size=first_page_size,
            slot_labels=slot_labels,
            item_names=item_names,
            rule_texts=rule_texts(),
            parent=self,
        )

        # -- filters ---------------------------------------------------------------------------
        self.filters = AuditFilterBar(campaign_id, newest_first=self.model.newest_first)
        self.filters.changed.connect(self.apply_filters)
        self._fill_soldiers()
        self.filters.choices_wanted.connect(self._fill_choices)

        # -- actions ---------------------------------------------------------------------------
        self.verify_button = QPushButton(self.tr("Verif&y"))
        self.verify_button.setObjectName("auditVerify")
        self.verify_button.setToolTip(
            self.tr(
                "Re-check the hash chains of the audit log and of the mission logs, and that "
                "every item is where its last audit row put it: shows a row or event that was "
                "edited, removed, inserted or reordered, and an item moved outside the log. A "
                "log rewritten whole or cut at its end shows only against a receipt (audit "
                "verify --receipt)."
            )
        )
        self.verify_button.clicked.connect(self.verify)

        self.export_button = QPushButton(self.tr("E&xport CSV…"))
        self.export_button.setObjectName("auditExport")
        self.export_button.setToolTip(self.tr("Write the rows the filter shows to a CSV file"))
        self.export_button.clicked.connect(self.export_csv)

        self.progress = QProgressBar()
        self.progress.setObjectName("auditProgress")
        self.progress.setMaximumWidth(240)
        self.progress.hide()

        self.result_label = QLabel()
        self.result_label.setObjectName("auditResult")
        self.result_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.result_label.setMinimumWidth(0)
        self.result_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

        dates = self.filters.dates_row
        dates.addSpacing(12)
        dates.addWidget(self.result_label, 1)
        dates.addWidget(self.progress)
        dates.addWidget(self.verify_button)
        dates.addWidget(self.export_button)

        # -- table -----------------------------------------------------------------------------
        self.table = QTableView()
        self.table.setObjectName("auditTable")
        self.table.setModel(self.model)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.column_fitter = fit_columns(
            self.table,
            whole=(AuditTableModel.SEQ, AuditTableModel.TIME, AuditTableModel.VERDICT),
        )
        remember_layout(self.table)
        self.cell_tips = tip_elided_cells(self.table)

        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("auditEmptyHint")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.empty_hint.hide()

        self.count_label = QLabel()
        self.count_label.setObjectName("auditCount")

        layout = QVBoxLayout(self)
        layout.addWidget(self.filters)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)

        # -- wiring ----------------------------------------------------------------------------
        for signal in (self.model.modelReset, self.model.rowsInserted):
            signal.connect(self._update_counts)

        stop_tasks_on_quit()

        self.model.fetch_page(self.model.first_page_size)
        self._update_counts()

    # -- public ----------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        """A verification or an export is running."""
        return self._task is not None

    @property
    def counting(self) -> bool:
        """The rows of the filter are being counted (on a worker thread)."""
        return self._counter.busy

    def refresh(self) -> None:
        """Show what changed since: new soldiers in the filter, rows recorded since."""
        if self._roster.count_soldiers(self.campaign_id) != self._soldier_count:
            self._fill_soldiers()
        try:
            added = self.model.refresh()
        except UserError as error:
            self._show_result(error_text(error), ok=False)
            return
        if added:
            self._count()
            self._fill_soldiers()  # and the items and missions the new rows name
        self._update_counts()

    def apply_filters(self) -> None:
        """Re-query (one count and one page) if the filter or the order changed."""
        self.filters.flush()
        audit_filter = self.filters.current_filter()
        newest_first = self.filters.newest_first()
        if audit_filter == self.model.audit_filter and newest_first == self.model.newest_first:
            return
        try:
            self.model.set_filter(audit_filter, newest_first=newest_first, count=False)
        except UserError as error:
            self._show_result(error_text(error), ok=False)
        self._count()
        self._update_counts()

    def select_seq(self, seq: int) -> bool:
        """Select and show row ``#seq`` if it is loaded."""
        row = self.model.row_of_seq(seq)
        if row is None:
            return False
        select_row(self.table, row, center=True)
        return True

    # -- verify and export -----------------------------------------------------------------------

    def verify(self) -> None:
        """Verify the campaign's hash chain on a worker thread, showing progress."""
        if self._task is not None:
            return
        job = partial(verify_job, self._audit, self.campaign_id)
        self.progress.setRange(0, 0)  # busy until the first report gives the total
        self.progress.setValue(0)
        self._show_result(self.tr("Verifying…"), ok=True)
        self._start(job, self._verify_succeeded)

    def export_csv(self) -> None:
        """Write the rows the current filter selects to a CSV file the user picks."""
        if self._task is not None:
            return
        path = self._ask_export_path()
        if path is None:
            return
        job = partial(export_job, self._audit, self.filters.current_filter(), path)
        self.progress.setRange(0, 0)
        self._show_result(self.tr("Exporting to {path}…").format(path=path), ok=True)
        self._start(job, self._export_succeeded)

    def cancel_task(self, *, wait: bool = False) -> None:
        """Stop a running verification (an export runs to its end, written whole or not)."""
        if self._task is not None:
            self._task.cancel(wait=wait)

    def _count(self) -> None:
        """Count the filter's rows on a worker thread; the first page is shown meanwhile."""
        self._counter.count(self.model.audit_filter)

    @Slot(object, int)
    def _counted(self, audit_filter: object, total: int) -> None:
        if isinstance(audit_filter, AuditFilter) and self.model.set_total(audit_filter, total):
            self._update_counts()

    # -- replaceable in tests ------------------------------------------------------------------

    def _ask_export_path(self) -> Path | None:
        """Ask where to write the CSV file; ``None`` if the user cancels (tests replace this)."""
        name, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export audit log"),
            suggested_path("export", "audit-log.csv"),
            self.tr("CSV files (*.csv);;All files (*)"),
        )
        remember_folder("export", name)
        return Path(name) if name else None

    # -- internals -------------------------------------------------------------------------------

    def _start(self, job: Job, on_success: Callable[[Any], None]) -> None:
        worker = Worker(job)
        task = Task(worker)
        # Bound methods of this widget: Qt queues the calls to the GUI thread, and drops them
        # if the view is gone by then.
        worker.progressed.connect(self._progressed)
        worker.succeeded.connect(on_success)
        worker.succeeded.connect(self._task_done)
        worker.failed.connect(self._failed)
        worker.failed.connect(self._task_done)
        self._task = task
        self.verify_button.setEnabled(False)
        self.export_button.setEnabled(False)
        self.progress.show()
        task.start()

    @Slot(int, int)
    def _progressed(self, done: int, total: int) -> None:
        if total > 0:
            self.progress.setRange(0, total)
            self.progress.setValue(min(done, total))

    @Slot()
    def _task_done(self) -> None:
        self._task = None
        self.progress.hide()
        self.verify_button.setEnabled(True)
        self.export_button.setEnabled(True)

    @Slot(str)
    def _failed(self, message: str) -> None:
        self._show_result(message, ok=False)
        self.task_failed.emit(message)

    @Slot(object)
    def _verify_succeeded(self, result: object) -> None:
        try:  # show the rows as stored now (a row edited behind the app's back)
            self.model.reload()
        except UserError as error:
            self._show_result(error_text(error), ok=False)
            return
        if isinstance(result, HistoryReport):
            if result.audit.ok and not result.audit.cancelled:
                self._history_checked(result)
                return
            result = result.audit
        report = result
        if not isinstance(report, VerifyReport):  # pragma: no cover - the service's contract
            return
        if report.cancelled:
            text = self.tr("Verification cancelled.")
            self._show_result(text, ok=False)
        elif report.ok:
            text = self.tr("Intact: %n rows", "", report.rows_checked)
            self._show_result(text, ok=True)
        else:
            seq = report.first_bad_seq
            text = self.tr("Broken at #{seq}: {problem}").format(
                seq="?" if seq is None else seq, problem=self._problem_text(report)
            )
            self._show_result(text, ok=False, detail=report.message)
            if seq is not None and not self.select_seq(seq):
                self.result_label.setText(
                    self.tr("{result} (row not loaded in the table)").format(result=text)
                )
        self.verify_finished.emit(report)

    def _history_checked(self, report: HistoryReport) -> None:
        """The audit chain held: the mission events and the items' places as found (issue
        13); a placement finding selects the item's last audit row."""
        rows = report.audit.rows_checked
        if report.ok:
            text = self.tr("Intact: %n rows", "", rows)
            detail = self.tr(
                "The audit log, the mission logs (%n events) and the place of every audited "
                "item agree.",
                "",
                report.events.events_checked,
            )
            self._show_result(text, ok=True, detail=detail)
        else:
            findings = report.findings
            text = self.tr("History damaged: %n problems", "", len(findings))
            text = f"{text}: {findings[0].message}"
            self._show_result(text, ok=False, detail="\n".join(f.message for f in findings))
            first = findings[0]
            if first.kind == "placement" and first.seq is not None:
                self.select_seq(first.seq)
        self.verify_finished.emit(report)

    @Slot(object)
    def _export_succeeded(self, result: object) -> None:
        rows, path = result if isinstance(result, tuple) else (0, "")
        text = self.tr("Exported %n rows to {path}", "", rows).format(path=path)
        self._show_result(text, ok=True)
        self.export_finished.emit(rows, str(path))

    def _problem_text(self, report: VerifyReport) -> str:
        texts = {
            "content_changed": self.tr("content changed"),
            "row_missing": self.tr("row missing"),
            "out_of_order": self.tr("out of order"),
            "chain_broken": self.tr("chain broken"),
        }
        return texts.get(report.problem or "", report.message)

    def _show_result(self, text: str, *, ok: bool, detail: str = "") -> None:
        self.result_label.setText(text)
        self.result_label.setStyleSheet(_OK_STYLE if ok else _BAD_STYLE)
        self.result_label.setToolTip(detail)
        self.status_message.emit(text)

    def _fill_soldiers(self) -> None:
        soldiers = self._roster.list_soldiers(self.campaign_id)
        self._soldier_count = len(soldiers)
        self.filters.set_soldiers(soldiers)
        self.filters.forget_choices()  # read again when the GM next types an item or mission

    def _fill_choices(self) -> None:
        """The items and missions by name, read once the GM types in their fields (not at
        opening: on a long log that read is not free)."""
        choices = getattr(self._audit, "filter_choices", None)
        if choices is not None:
            try:
                self.filters.set_choices(*choices(self.campaign_id))
            except UserError as error:
                self._show_result(error_text(error), ok=False)

    def _update_counts(self) -> None:
        total = self.model.total_count
        loaded = self.model.loaded_count
        if self.model.fully_loaded:
            text = self.tr("%n rows", "", loaded)
        elif total is None:
            text = self.tr("%n rows loaded, counting…", "", loaded)
        else:
            text = self.tr("{loaded} of %n rows loaded (scroll for more)", "", total).format(
                loaded=loaded
            )
        self.count_label.setText(text)
        if loaded:
            self.empty_hint.hide()
        else:
            if self.model.audit_filter.is_unfiltered:
                hint = self.tr(
                    "No item has been moved yet. Every movement of an item will be listed here."
                )
            else:
                hint = self.tr("No movement matches the filters.")
            self.empty_hint.setText(hint)
            self.empty_hint.show()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.cancel_task(wait=True)
        super().closeEvent(event)
