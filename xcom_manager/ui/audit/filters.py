"""The filters of the Audit log page and the :class:`AuditFilter` they describe.

The GM narrows the log by soldier, item number, mission number, verdict and a date range, and
chooses the order. :class:`AuditFilterBar` holds those widgets, says when the filter may have
changed (:attr:`AuditFilterBar.changed`: at once for a choice, shortly after the last keystroke
in a number field) and builds the filter; the view re-queries with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime, timedelta

from PySide6.QtCore import QDate, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QCompleter,
    QDateEdit,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.errors import clipped
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.audit.model import VERDICTS, verdict_label

__all__ = ["FILTER_DELAY_MS", "AuditFilterBar"]

FILTER_DELAY_MS = 300
"""Typing in the item or mission field re-queries this long after the last keystroke."""


class AuditFilterBar(QWidget):
    """Soldier, verdict, item, mission, the date range and the order, over two rows and the
    dates; the page adds its actions to the end of the dates row (:attr:`dates_row`)."""

    changed = Signal()
    """The filter or the order may have changed (the page compares and re-queries)."""
    choices_wanted = Signal()
    """The GM types an item or a mission: the page is to offer them by name (set_choices)."""

    def __init__(
        self, campaign_id: int, *, newest_first: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._campaign_id = campaign_id
        self._choices_loaded = False

        self.soldier_combo = QComboBox()
        self.soldier_combo.setObjectName("auditSoldierFilter")
        self.soldier_combo.setToolTip(self.tr("Movements to or from this soldier"))
        self.soldier_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.soldier_combo.setMinimumContentsLength(18)
        self.soldier_combo.addItem(self.tr("All soldiers"), None)
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
        self.mission_edit.setMinimumWidth(self.item_edit.minimumWidth())
        self.mission_edit.setMaximumWidth(160)
        mission_label = QLabel(self.tr("&Mission:"))
        mission_label.setBuddy(self.mission_edit)

        today = QDate.currentDate()
        self.since_check = QCheckBox(self.tr("F&rom"))
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
        verdict_label_widget = QLabel(self.tr("Verdic&t:"))
        verdict_label_widget.setBuddy(self.verdict_combo)

        self.newest_first_check = QCheckBox(self.tr("Ne&west first"))
        self.newest_first_check.setObjectName("auditNewestFirst")
        self.newest_first_check.setChecked(newest_first)

        self.clear_button = QPushButton(self.tr("C&lear filters"))
        self.clear_button.setObjectName("auditClearFilters")
        self.clear_button.clicked.connect(self.clear)

        # A grid of two rows (then the dates with the page's actions), so that the page fits
        # the window's minimum width in English and in longer translations.
        grid = QGridLayout()
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(soldier_label, 0, 0)
        grid.addWidget(self.soldier_combo, 0, 1)
        grid.addWidget(verdict_label_widget, 0, 2)
        grid.addWidget(self.verdict_combo, 0, 3)
        grid.addWidget(item_label, 1, 0)
        grid.addWidget(self.item_edit, 1, 1)
        grid.addWidget(mission_label, 1, 2)
        grid.addWidget(self.mission_edit, 1, 3)
        self.problem_label = QLabel()
        """What is wrong with the typed item or mission (shown, never silently ignored)."""
        self.problem_label.setObjectName("auditFilterProblem")
        self.problem_label.setStyleSheet("color: #c0392b;")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        grid.addWidget(self.problem_label, 2, 0, 1, 6)
        grid.setColumnStretch(4, 1)
        grid.addWidget(self.clear_button, 0, 5)
        grid.addWidget(self.newest_first_check, 1, 5)
        self.dates_row = QHBoxLayout()
        """The since and until dates; the page appends its actions."""
        self.dates_row.setContentsMargins(0, 0, 0, 0)
        for widget in (self.since_check, self.since_date, self.until_check, self.until_date):
            self.dates_row.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid)
        layout.addLayout(self.dates_row)

        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(FILTER_DELAY_MS)
        self._typing.timeout.connect(self.changed)
        for line_edit in (self.item_edit, self.mission_edit):
            line_edit.textChanged.connect(self._typing.start)
            line_edit.textChanged.connect(self._mark_invalid)
            line_edit.textEdited.connect(self._want_choices)
            line_edit.returnPressed.connect(self.changed)
        self.soldier_combo.currentIndexChanged.connect(self.changed)
        self.verdict_combo.currentIndexChanged.connect(self.changed)
        self.newest_first_check.toggled.connect(self.changed)
        self.since_check.toggled.connect(self.since_date.setEnabled)
        self.until_check.toggled.connect(self.until_date.setEnabled)
        for check in (self.since_check, self.until_check):
            check.toggled.connect(self.changed)
        for date_edit in (self.since_date, self.until_date):
            date_edit.dateChanged.connect(self.changed)

    # -- the filter -----------------------------------------------------------------------------

    def current_filter(self) -> AuditFilter:
        """The filter the widgets describe (an item or mission text that is no number is left
        out, and marked: :meth:`problems`)."""
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

    def newest_first(self) -> bool:
        return self.newest_first_check.isChecked()

    def flush(self) -> None:
        """The page is about to read the filter: no pending keystroke, the item text marked red
        if it is no item number."""
        self._typing.stop()
        self._mark_invalid()

    def problems(self) -> list[str]:
        """What is wrong with the typed item and mission numbers (empty: nothing)."""
        found = []
        for edit, what in (
            (self.item_edit, self.tr("No item number: “{text}” (type 12 or #12).")),
            (self.mission_edit, self.tr("No mission number: “{text}” (type 3 or #3).")),
        ):
            text = edit.text()
            if text.strip() and _number(text) is None:
                found.append(what.format(text=clipped(text.strip())))  # a paste, cut
        return found

    def _mark_invalid(self) -> None:
        """A red border on a field whose text is no number, and a message saying so (the
        filter then leaves that field out, as it says)."""
        for edit in (self.item_edit, self.mission_edit):
            text = edit.text()
            bad = bool(text.strip()) and _number(text) is None
            edit.setStyleSheet("QLineEdit { border: 1px solid #c0392b; }" if bad else "")
        problems = self.problems()
        self.problem_label.setText(" ".join(problems))
        self.problem_label.setVisible(bool(problems))

    # -- setting it -----------------------------------------------------------------------------

    def clear(self) -> None:
        """Every soldier, item, mission, date and verdict (the order stays)."""
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
        self.changed.emit()

    def set_soldier(self, soldier_id: int | None) -> bool:
        """Show the movements of ``soldier_id`` (``None``: every soldier); ``False`` if unknown."""
        index = self.soldier_combo.findData(soldier_id) if soldier_id is not None else 0
        if index < 0:
            return False
        self.soldier_combo.setCurrentIndex(index)
        return True

    def set_verdict(self, verdict: str | None) -> bool:
        """Show rows with ``verdict`` (``None``: any); ``False`` if there is no such verdict."""
        index = self.verdict_combo.findData(verdict) if verdict is not None else 0
        if index < 0:
            return False
        self.verdict_combo.setCurrentIndex(index)
        return True

    def forget_choices(self) -> None:
        """The offered items and missions may be out of date: ask again on the next keystroke."""
        self._choices_loaded = False

    def _want_choices(self) -> None:
        if not self._choices_loaded:
            self._choices_loaded = True
            self.choices_wanted.emit()

    def set_choices(
        self, items: Sequence[tuple[int, str]], missions: Sequence[tuple[int, str]]
    ) -> None:
        """Offer the items and missions by name as the GM types (``#12 Laser rifle``): the
        number the app shows, then the name; any part of the text completes."""
        for edit, choices in ((self.item_edit, items), (self.mission_edit, missions)):
            completer = QCompleter([f"#{number} {name}" for number, name in choices], edit)
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.activated.connect(self.changed)
            edit.setCompleter(completer)

    def set_soldiers(self, soldiers: Sequence[SoldierRow]) -> None:
        """(Re)fill the soldier choice, by name, keeping the chosen soldier if still there."""
        chosen = self.soldier_combo.currentData()
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
            self.changed.emit()  # the chosen soldier is gone: show everyone's movements


def _number(text: str) -> int | None:
    """``"12"``, ``"#12"``, ``" 12 "`` or a completion ``"#12 Laser rifle"`` → 12; anything
    else → ``None``."""
    text = text.strip().removeprefix("#").strip()
    text = text.split(maxsplit=1)[0] if text else text
    return int(text) if text.isdigit() and int(text) > 0 else None


def _to_date(day: QDate) -> date:
    return date(day.year(), day.month(), day.day())


def _local_midnight(day: date) -> datetime:
    """The start of ``day`` in local time, as an aware datetime (the service compares in UTC)."""
    return datetime(day.year, day.month, day.day).astimezone()
