"""The Audit log page: who moved what, when, and why it was allowed; verify and export.

The view gathers the filter from its widgets and hands it to ``AuditService``, which filters in
SQL; the lazy :class:`AuditTableModel` shows the result page by page. The two long jobs, verifying
the hash chain and writing a CSV file, run on a worker thread (``audit.workers``): only signals
cross between the threads, the worker never touches a widget, and the window stays responsive.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QDate,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QCloseEvent, QIntValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.services.errors import UserError
from xcom_manager.services.inventory_dto import AuditFilter, VerifyReport
from xcom_manager.ui.audit.model import (
    FIRST_PAGE_SIZE,
    PAGE_SIZE,
    VERDICTS,
    AuditTableModel,
    verdict_label,
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
from xcom_manager.ui.common.tables import select_row
from xcom_manager.ui.common.texts import rule_texts

if TYPE_CHECKING:
    from xcom_manager.services.audit import AuditService
    from xcom_manager.services.roster import RosterService

__all__ = ["AuditView"]

FILTER_DELAY_MS = 300
"""Typing in the item or mission field re-queries this long after the last keystroke."""

_OK_STYLE = "color: #1e8449;"
_BAD_STYLE = "color: #c0392b; font-weight: bold;"


class AuditView(QWidget):
    """The audit log of one campaign: filters, the lazy table, Verify and Export CSV."""

    status_message = Signal(str)
    """A short text for the main window's status bar."""
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
        parent: QWidget | None = None,
        *,
        slot_labels: Mapping[str, str] | None = None,
        page_size: int = PAGE_SIZE,
        first_page_size: int = FIRST_PAGE_SIZE,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("auditView")
        self._audit = audit
        self._roster = roster
        self._campaign_id = campaign_id
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
            rule_texts=rule_texts(),
            parent=self,
        )

        # -- filters ---------------------------------------------------------------------------
        self.soldier_combo = QComboBox()
        self.soldier_combo.setObjectName("auditSoldierFilter")
        self.soldier_combo.setToolTip(self.tr("Movements to or from this soldier"))
        self.soldier_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.soldier_combo.setMinimumContentsLength(18)
        self._fill_soldiers()
        soldier_label = QLabel(self.tr("&Soldier:"))
        soldier_label.setBuddy(self.soldier_combo)

        self.item_edit = QLineEdit()
        self.item_edit.setObjectName("auditItemFilter")
        self.item_edit.setClearButtonEnabled(True)
        self.item_edit.setPlaceholderText(self.tr("item number"))
        self.item_edit.setToolTip(
            self.tr("Movements of the item with this number (e.g. 12 or #12)")
        )
        self.item_edit.setMinimumWidth(self.fontMetrics().horizontalAdvance("mission number") + 24)
        self.item_edit.setMaximumWidth(160)
        item_label = QLabel(self.tr("&Item:"))
        item_label.setBuddy(self.item_edit)

        self.mission_edit = QLineEdit()
        self.mission_edit.setObjectName("auditMissionFilter")
        self.mission_edit.setClearButtonEnabled(True)
        self.mission_edit.setPlaceholderText(self.tr("mission number"))
        self.mission_edit.setToolTip(self.tr("Movements during the mission with this number"))
        self.mission_edit.setValidator(QIntValidator(1, 2_000_000_000, self))
        self.mission_edit.setMinimumWidth(self.item_edit.minimumWidth())
        self.mission_edit.setMaximumWidth(160)
        mission_label = QLabel(self.tr("&Mission:"))
        mission_label.setBuddy(self.mission_edit)

        today = QDate.currentDate()
        self.since_check = QCheckBox(self.tr("&From"))
        self.since_check.setObjectName("auditSinceCheck")
        self.since_check.setToolTip(self.tr("Only movements recorded on or after this day"))
        self.since_date = QDateEdit(today.addDays(-30))
        self.since_date.setObjectName("auditSinceDate")
        self.until_check = QCheckBox(self.tr("U&ntil"))
        self.until_check.setObjectName("auditUntilCheck")
        self.until_check.setToolTip(self.tr("Only movements recorded on or before this day"))
        self.until_date = QDateEdit(today)
        self.until_date.setObjectName("auditUntilDate")
        for edit in (self.since_date, self.until_date):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.setEnabled(False)

        self.verdict_combo = QComboBox()
        self.verdict_combo.setObjectName("auditVerdictFilter")
        self.verdict_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.verdict_combo.setMinimumContentsLength(14)
        self.verdict_combo.addItem(self.tr("All verdicts"), None)
        for verdict in VERDICTS:
            self.verdict_combo.addItem(verdict_label(verdict), verdict)
        verdict_label_widget = QLabel(self.tr("&Verdict:"))
        verdict_label_widget.setBuddy(self.verdict_combo)

        self.newest_first_check = QCheckBox(self.tr("Ne&west first"))
        self.newest_first_check.setObjectName("auditNewestFirst")
        self.newest_first_check.setChecked(self.model.newest_first)

        self.clear_button = QPushButton(self.tr("C&lear filters"))
        self.clear_button.setObjectName("auditClearFilters")
        self.clear_button.clicked.connect(self.clear_filters)

        # A grid of two rows (then the dates with the actions), so that the page fits the
        # window's minimum width in English and in longer translations.
        filters = QGridLayout()
        filters.setContentsMargins(0, 0, 0, 0)
        filters.addWidget(soldier_label, 0, 0)
        filters.addWidget(self.soldier_combo, 0, 1)
        filters.addWidget(verdict_label_widget, 0, 2)
        filters.addWidget(self.verdict_combo, 0, 3)
        filters.addWidget(item_label, 1, 0)
        filters.addWidget(self.item_edit, 1, 1)
        filters.addWidget(mission_label, 1, 2)
        filters.addWidget(self.mission_edit, 1, 3)
        filters.setColumnStretch(4, 1)
        filters.addWidget(self.clear_button, 0, 5)
        filters.addWidget(self.newest_first_check, 1, 5)
        dates = QHBoxLayout()
        dates.setContentsMargins(0, 0, 0, 0)
        for widget in (self.since_check, self.since_date, self.until_check, self.until_date):
            dates.addWidget(widget)

        # -- actions ---------------------------------------------------------------------------
        self.verify_button = QPushButton(self.tr("&Verify"))
        self.verify_button.setObjectName("auditVerify")
        self.verify_button.setToolTip(
            self.tr("Check the hash chain: proves that no row was edited, removed or reordered")
        )
        self.verify_button.clicked.connect(self.verify)

        self.export_button = QPushButton(self.tr("&Export CSV…"))
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
        self._set_column_widths()

        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("auditEmptyHint")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.empty_hint.hide()

        self.count_label = QLabel()
        self.count_label.setObjectName("auditCount")

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addLayout(dates)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)

        # -- wiring ----------------------------------------------------------------------------
        self._filter_timer = QTimer(self)
        self._filter_timer.setSingleShot(True)
        self._filter_timer.setInterval(FILTER_DELAY_MS)
        self._filter_timer.timeout.connect(self.apply_filters)
        for line_edit in (self.item_edit, self.mission_edit):
            line_edit.textChanged.connect(self._filter_timer.start)
            line_edit.returnPressed.connect(self.apply_filters)
        self.soldier_combo.currentIndexChanged.connect(self.apply_filters)
        self.verdict_combo.currentIndexChanged.connect(self.apply_filters)
        self.newest_first_check.toggled.connect(self.apply_filters)
        self.since_check.toggled.connect(self.since_date.setEnabled)
        self.until_check.toggled.connect(self.until_date.setEnabled)
        for check in (self.since_check, self.until_check):
            check.toggled.connect(self.apply_filters)
        for date_edit in (self.since_date, self.until_date):
            date_edit.dateChanged.connect(self.apply_filters)
        for signal in (self.model.modelReset, self.model.rowsInserted):
            signal.connect(self._update_counts)

        stop_tasks_on_quit()

        self.model.fetch_page(self.model.first_page_size)
        self._update_counts()

    # -- public ----------------------------------------------------------------------------------

    @property
    def campaign_id(self) -> int:
        return self._campaign_id

    @property
    def busy(self) -> bool:
        """A verification or an export is running."""
        return self._task is not None

    @property
    def counting(self) -> bool:
        """The rows of the filter are being counted (on a worker thread)."""
        return self._counter.busy

    def refresh(self) -> None:
        """Show what changed since: new soldiers in the filter, rows recorded since.

        The window calls it when the page is shown and after a movement.
        """
        if self._roster.count_soldiers(self._campaign_id) != self._soldier_count:
            self._fill_soldiers()
        try:
            added = self.model.refresh()
        except UserError as error:
            self._show_result(str(error), ok=False)
            return
        if added:
            self._count()
        self._update_counts()

    def current_filter(self) -> AuditFilter:
        """The filter the widgets describe (an item text that is no number is ignored)."""
        since: datetime | None = None
        until: datetime | None = None
        if self.since_check.isChecked():
            since = _local_midnight(_to_date(self.since_date.date()))
        if self.until_check.isChecked():
            until = _local_midnight(_to_date(self.until_date.date()) + timedelta(days=1))
        soldier_id = self.soldier_combo.currentData()
        verdict = self.verdict_combo.currentData()
        return AuditFilter(
            self._campaign_id,
            soldier_id=soldier_id if isinstance(soldier_id, int) else None,
            item_id=_number(self.item_edit.text()),
            mission_id=_number(self.mission_edit.text()),
            since=since,
            until=until,
            verdict=verdict if isinstance(verdict, str) else None,
        )

    def apply_filters(self) -> None:
        """Re-query (one count and one page) if the filter or the order changed."""
        self._filter_timer.stop()
        self._mark_item_text()
        audit_filter = self.current_filter()
        newest_first = self.newest_first_check.isChecked()
        if audit_filter == self.model.audit_filter and newest_first == self.model.newest_first:
            return
        try:
            self.model.set_filter(audit_filter, newest_first=newest_first, count=False)
        except UserError as error:
            self._show_result(str(error), ok=False)
        self._count()
        self._update_counts()

    def clear_filters(self) -> None:
        widgets: tuple[QWidget, ...] = (
            self.soldier_combo,
            self.item_edit,
            self.mission_edit,
            self.since_check,
            self.until_check,
            self.verdict_combo,
        )
        for widget in widgets:
            widget.blockSignals(True)
        try:
            self.soldier_combo.setCurrentIndex(0)
            self.item_edit.clear()
            self.mission_edit.clear()
            self.since_check.setChecked(False)
            self.until_check.setChecked(False)
            self.verdict_combo.setCurrentIndex(0)
        finally:
            for widget in widgets:
                widget.blockSignals(False)
        self.since_date.setEnabled(False)
        self.until_date.setEnabled(False)
        self.apply_filters()

    def set_soldier_filter(self, soldier_id: int | None) -> bool:
        """Show the movements of ``soldier_id`` (``None``: every soldier); ``False`` if unknown."""
        index = self.soldier_combo.findData(soldier_id) if soldier_id is not None else 0
        if index < 0:
            return False
        self.soldier_combo.setCurrentIndex(index)
        return True

    def set_verdict_filter(self, verdict: str | None) -> bool:
        """Show rows with ``verdict`` (``None``: any); ``False`` if there is no such verdict."""
        index = self.verdict_combo.findData(verdict) if verdict is not None else 0
        if index < 0:
            return False
        self.verdict_combo.setCurrentIndex(index)
        return True

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
        job = partial(verify_job, self._audit, self._campaign_id)
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
        job = partial(export_job, self._audit, self.current_filter(), path)
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
            "audit-log.csv",
            self.tr("CSV files (*.csv);;All files (*)"),
        )
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
    def _verify_succeeded(self, report: object) -> None:
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
        """(Re)fill the soldier filter from the roster, keeping the chosen soldier."""
        chosen = self.soldier_combo.currentData()
        soldiers = self._roster.list_soldiers(self._campaign_id)
        self._soldier_count = len(soldiers)
        self.soldier_combo.blockSignals(True)
        try:
            self.soldier_combo.clear()
            self.soldier_combo.addItem(self.tr("All soldiers"), None)
            for soldier in sorted(soldiers, key=lambda s: s.name.casefold()):
                self.soldier_combo.addItem(soldier.name, soldier.id)
            index = self.soldier_combo.findData(chosen) if chosen is not None else 0
            self.soldier_combo.setCurrentIndex(max(0, index))
        finally:
            self.soldier_combo.blockSignals(False)
        if chosen is not None and self.soldier_combo.currentData() != chosen:
            self.apply_filters()  # the chosen soldier is gone: show everyone's movements

    def _mark_item_text(self) -> None:
        bad = bool(self.item_edit.text().strip()) and _number(self.item_edit.text()) is None
        self.item_edit.setStyleSheet("color: #c0392b;" if bad else "")

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

    def _set_column_widths(self) -> None:
        metrics = self.fontMetrics()
        m = metrics.horizontalAdvance("M")
        widths = {
            AuditTableModel.SEQ: metrics.horizontalAdvance("0000000") + 12,
            AuditTableModel.TIME: metrics.horizontalAdvance("0000-00-00 00:00:00") + 16,
            AuditTableModel.ACTOR: 9 * m,
            AuditTableModel.ITEM: 10 * m,
            AuditTableModel.FROM: 14 * m,
            AuditTableModel.TO: 14 * m,
            AuditTableModel.CONTEXT: 11 * m,
            AuditTableModel.VERDICT: 10 * m,
            AuditTableModel.RULES: 7 * m,
        }
        for column, width in widths.items():
            self.table.setColumnWidth(column, width)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.cancel_task(wait=True)
        super().closeEvent(event)


def _number(text: str) -> int | None:
    """``"12"``, ``"#12"`` or ``" 12 "`` → 12; anything else → ``None``."""
    text = text.strip().removeprefix("#").strip()
    return int(text) if text.isdigit() and int(text) > 0 else None


def _to_date(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def _local_midnight(day: date) -> datetime:
    """The start of ``day`` in local time, as an aware datetime (the service compares in UTC)."""
    return datetime(day.year, day.month, day.day).astimezone()
