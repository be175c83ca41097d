"""The Roster page: the campaign's soldiers in a sortable, searchable table.

The view gathers input and calls ``RosterService``; every edit is pushed as a ``QUndoCommand`` on
the undo stack the main window owns (``roster.commands``); what it changed goes to the other
pages as ``changed`` (another page's edit comes back through ``apply_changes``: the roster
reloads when next shown). Rows arrive lazily: the first batch before the first paint, the rest
in small chunks from a zero-timer: sorting and the search soon cover the whole roster.
"""

from __future__ import annotations

import random
import time
from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.name_search import same_name
from xcom_manager.rules.roster import (
    MEMORIAL_STATUSES,
    NATIONALITIES,
    deployed_change,
    retire_refusal,
)
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.errors import RosterRefused, UserError
from xcom_manager.services.roster.dto import SoldierDraft, SoldierRow, StatusFacts
from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.page import CampaignPage
from xcom_manager.ui.common.page_focus import page_keys
from xcom_manager.ui.common.reload_offer import show_refusal
from xcom_manager.ui.common.short_titles import ShortTitleHeader
from xcom_manager.ui.common.tables import remember_layout, select_row, tip_elided_cells
from xcom_manager.ui.common.texts import error_text, finding_line
from xcom_manager.ui.roster.career import RosterCareer
from xcom_manager.ui.roster.commands import (
    EditSoldierCommand,
    RecruitCommand,
    RosterContext,
    SetStatusCommand,
    soldier_title,
)
from xcom_manager.ui.roster.model import RosterTableModel
from xcom_manager.ui.roster.proxy import RosterFilterProxy, StatusFilter
from xcom_manager.ui.roster.questions import RosterQuestions
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.status_actions import StatusActions
from xcom_manager.ui.roster.status_dialogs import MarkDeadDialog, RetireDialog

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.roster.service import RosterService

__all__ = ["RosterView"]

FIRST_BATCH = 60
"""Soldiers read before the first paint, with the count, in one call (``open_roster``).

A 1280x800 roster shows ~40 rows; under the default "Active duty" filter ~7 in 10 soldiers
pass, so 60 fill the screen (fewer would paint a half-empty table first)."""
BACKGROUND_BATCH = 100
"""Soldiers read by the first zero-timer tick afterwards (~5–10 ms on 10,000 soldiers)."""
TICK_MS = 15.0
"""What one background tick may spend reading: a tick that took less than half of it reads
twice as many soldiers the next time, one that took more reads half as many (never fewer than
``background_batch``). Each tick also repaints the rows on screen (their count changed), so
fewer, larger ticks load a big roster sooner without holding the GUI thread long."""
MAX_BATCH = 3200
"""The most soldiers one tick reads, however fast they come."""


class RosterView(CampaignPage):
    """The roster of one campaign, with recruit, edit, retire and mark-dead actions.

    ``status_message`` carries the counts and the loading progress.
    """

    watches = frozenset({Change.roster})

    def __init__(
        self,
        roster: RosterService,
        campaigns: CampaignService,
        campaign_id: int,
        undo_stack: QUndoStack,
        parent: QWidget | None = None,
        *,
        rng: random.Random | None = None,
        first_batch: int = FIRST_BATCH,
        background_batch: int = BACKGROUND_BATCH,
    ) -> None:
        super().__init__(campaign_id, undo_stack, parent)
        self.setObjectName("rosterView")
        self._roster = roster
        self._campaigns = campaigns
        self._questions = RosterQuestions(roster, campaign_id, self)
        self._rng = rng if rng is not None else random.Random()
        self._background_batch = background_batch
        self._batch = background_batch  # what the next background tick reads (TICK_MS)
        self._painted = False
        self.ruleset = campaigns.reading_ruleset(campaign_id)  # a stand-in when read-only

        # The count and the first batch in one service call.
        self._first_batch = first_batch
        self.model = RosterTableModel(
            roster, campaign_id, self.ruleset, batch_size=first_batch, prefetch=first_batch
        )
        self.proxy = RosterFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.set_fetch_paused(True)  # until the first paint (see eventFilter)
        self.model.setParent(self)
        self._context = RosterContext(
            roster, campaign_id, self.model, self._report_error, self.report
        )

        # -- actions ---------------------------------------------------------------------------
        self.recruit_action = QAction(self.tr("&Recruit…"), self)
        self.recruit_action.setObjectName("recruitAction")
        self.recruit_action.setToolTip(self.tr("Enlist a new soldier"))
        self.recruit_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_N))
        self.recruit_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.recruit_action.triggered.connect(self.recruit)

        self.edit_action = QAction(self.tr("&Edit…"), self)
        self.edit_action.setObjectName("editAction")
        self.edit_action.setToolTip(self.tr("Edit the selected soldier (Enter, double-click)"))
        self.edit_action.triggered.connect(self.edit_selected)

        self.retire_action = QAction(self.tr("Re&tire…"), self)
        self.retire_action.setObjectName("retireAction")
        self.retire_action.setToolTip(self.tr("Retire the selected soldier from service"))
        self.retire_action.triggered.connect(self.retire_selected)

        self.mark_dead_action = QAction(self.tr("Mark &dead…"), self)
        self.mark_dead_action.setObjectName("markDeadAction")
        self.mark_dead_action.setToolTip(
            self.tr("Mark the selected soldier killed in action (kept in the Memorial)")
        )
        self.mark_dead_action.triggered.connect(self.mark_dead_selected)
        self._status_actions = StatusActions(self.retire_action, self.mark_dead_action, self)

        self.find_action = QAction(self.tr("&Find"), self)
        self.find_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        self.find_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.find_action.triggered.connect(self.focus_search)
        self.addAction(self.find_action)
        self.addAction(self.recruit_action)
        page_keys(
            self, (self.retire_action, "Ctrl+Shift+R"), (self.mark_dead_action, "Ctrl+Shift+D")
        )

        # -- widgets ---------------------------------------------------------------------------
        self.toolbar = QToolBar(self.tr("Roster"))
        self.toolbar.setObjectName("rosterToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            self.recruit_action,
            self.edit_action,
            self.retire_action,
            self.mark_dead_action,
        ):
            self.toolbar.addAction(action)

        self.search_edit = QLineEdit()
        self.search_edit.setObjectName("rosterSearch")
        self.search_edit.setClearButtonEnabled(True)
        self.search_edit.setPlaceholderText(
            self.tr("Search name, rank, class, unit type, nationality (Ctrl+F)")
        )
        self.search_edit.setMinimumWidth(160)
        self.search_edit.textChanged.connect(self.proxy.set_search_text)

        self.status_combo = QComboBox()
        self.status_combo.setObjectName("rosterStatusFilter")
        for status_filter in StatusFilter:
            self.status_combo.addItem(status_filter.label(), status_filter)
        self.status_combo.setToolTip(self.tr("Which soldiers to show"))
        self.status_combo.currentIndexChanged.connect(self._status_filter_changed)
        status_label = QLabel(self.tr("Sho&w:"))
        status_label.setBuddy(self.status_combo)

        # The toolbar has a row of its own: in Russian its actions need the whole width of a
        # 1024-pixel screen (none hidden behind "››").
        top = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.addWidget(self.search_edit, 1)
        top.addWidget(status_label)
        top.addWidget(self.status_combo)

        self.table = QTableView()
        self.table.setObjectName("rosterTable")
        self.table.setHorizontalHeader(ShortTitleHeader(self.table))  # "Mv" for "Movement"
        self.table.setModel(self.proxy)
        # Unsorted (by id) until the user clicks a header: rows keep their place while loading.
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.table.setSortingEnabled(True)
        self.table.setAlternatingRowColors(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(False)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        # The last column takes the room a wide window leaves (no empty band on the right).
        header.setStretchLastSection(True)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self._status_filter_changed()  # the Memorial's columns hidden from the start
        self.column_fitter = fit_columns(self.table)  # the shown columns measured
        remember_layout(self.table)
        self.cell_tips = tip_elided_cells(self.table)
        self.table.doubleClicked.connect(self._double_clicked)
        self.table.installEventFilter(self)
        self.table.selectionModel().selectionChanged.connect(self._update_actions)

        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("rosterEmptyHint")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.empty_hint.hide()

        self.count_label = QLabel()
        self.count_label.setObjectName("rosterCount")

        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addLayout(top)
        layout.addWidget(self.empty_hint)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)

        for signal in (
            self.model.modelReset,
            self.model.layoutChanged,
            self.model.rowsInserted,
            self.model.rowsRemoved,
        ):
            signal.connect(self._update_counts)
        # A soldier recruited or dismissed (its undo) out of the filter's sight changes no row
        # shown, only the count: each step, done or undone, counts again.
        self.undo_stack.indexChanged.connect(self._update_counts)
        # A reload clears the selection without a selectionChanged: the actions follow it too.
        for signal in (self.model.dataChanged, self.model.layoutChanged, self.model.modelReset):
            signal.connect(self._update_actions)

        self._fetch_timer = QTimer(self)
        self._fetch_timer.setSingleShot(True)
        self._fetch_timer.setInterval(0)
        self._fetch_timer.timeout.connect(self._fetch_next)

        # Service record, Promote, Return to duty (ui/roster/career.py).
        self.career = RosterCareer(self, roster.db, campaigns, roster)
        # The first batch now; the rest only after the first paint, so that it never delays it.
        self.table.viewport().installEventFilter(self)
        self._update_counts()
        self._update_actions()

    # -- public ----------------------------------------------------------------------------------

    @property
    def fully_loaded(self) -> bool:
        return self.model.fully_loaded

    def refresh(self) -> None:
        """Read the roster again from the database (a debrief or another GM changed it); the
        soldier selected stays selected while the filter still shows them."""
        selected = self.selected_soldier()
        self.model.reload(prefetch=self._first_batch)
        if selected is not None:
            self.select_soldier(selected.id)
        self._update_actions()  # an empty roster has filled, or the other way round
        if self._painted:
            self._schedule_fetch()

    def focus_search(self) -> None:
        self.search_edit.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search_edit.selectAll()

    def set_status_filter(self, status_filter: StatusFilter) -> None:
        self.status_combo.setCurrentIndex(self.status_combo.findData(status_filter))

    def selected_soldier(self) -> SoldierRow | None:
        indexes = self.table.selectionModel().selectedRows()
        if not indexes:
            return None
        return self.proxy.soldier_at(indexes[0].row())

    def select_soldier(self, soldier_id: int) -> bool:
        """Select and show soldier ``soldier_id`` if the filter shows them."""
        row = self.proxy.row_of(soldier_id)
        if row is None:
            return False
        select_row(self.table, row)
        return True

    # -- actions ---------------------------------------------------------------------------------

    def recruit(self) -> None:
        """Recruit…: a form pre-filled with a random name and the class's default stats."""
        classes = list(self.ruleset.soldier_classes)
        if not classes:
            self._report_error(self.tr("The ruleset defines no soldier classes."))
            return
        try:
            draft = self._redraft(classes[0], None)
        except UserError as error:
            self._report_error(error_text(error))
            return
        dialog = SoldierDialog(
            self.ruleset,
            draft,
            lambda d: self._roster.recruit(self.campaign_id, d),
            nationalities=NATIONALITIES,
            redraft=self._redraft,
            confirm=lambda d: self._confirm_name(d, None),
            title=self.tr("Recruit a soldier"),
            parent=self,
        )
        if not self._open_dialog(dialog) or dialog.saved is None:
            return
        row = dialog.saved.row
        self.model.upsert(row)
        self.undo_stack.push(RecruitCommand(self._context, row))
        self.select_soldier(row.id)
        self.report(dialog.saved.changes)

    def edit_selected(self) -> None:
        before = self.selected_soldier()
        if before is None:
            return
        if not self.edit_action.isEnabled():  # Enter, double-click: held greyed (read-only)
            self._report_error(self.edit_action.toolTip())
            return
        dialog = SoldierDialog(
            self.ruleset,
            before.to_draft(),
            lambda d: self._roster.update_soldier(
                before.id, d, expected_version=before.version, shown=before.to_draft()
            ),
            nationalities=NATIONALITIES,
            confirm=lambda d: self._confirm_edit(d, before),
            title=self.tr("Edit {soldier}").format(soldier=before.name),
            parent=self,
        )
        if not self._open_dialog(dialog) or dialog.saved is None:
            if dialog.reload_requested:  # a stale edit: show the current values
                self.refresh()
            return
        after = dialog.saved.row
        self.model.upsert(after)
        self.undo_stack.push(EditSoldierCommand(self._context, before, after))
        self.select_soldier(after.id)
        self.report(dialog.saved.changes)

    def retire_selected(self) -> None:
        """Retire…: confirm with the date; refused for the dead and the missing (ROS-2) and
        for a soldier on a mission in progress (ROS-1)."""
        before = self.selected_soldier()
        if before is None or before.status == "retired" or self._refused_at_once(before, True):
            return
        dialog = RetireDialog(soldier_title(before), self._today(), self)
        if not self._open_dialog(dialog):
            return
        if self._set_status(before, "retired", dialog.facts()):
            when = dialog.facts().date
            self.status_message.emit(
                self.tr("{soldier} retired on {date}.").format(
                    soldier=before.name, date=when.isoformat() if when else ""
                )
            )

    def mark_dead_selected(self) -> None:
        """Mark dead…: the date, the mission and the cause, then the soldier is in the
        Memorial; refused for a soldier on a mission in progress (ROS-1)."""
        before = self.selected_soldier()
        if before is None or before.status in MEMORIAL_STATUSES:
            return
        if self._refused_at_once(before, False):
            return
        try:
            missions = self._roster.mission_choices(self.campaign_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        dialog = MarkDeadDialog(soldier_title(before), missions, self._today(), self)
        if not self._open_dialog(dialog):
            return
        facts = dialog.facts()
        if self._set_status(before, "dead", facts):
            mission = dialog.mission_combo.currentText() if facts.mission_id is not None else ""
            details = ", ".join(
                part
                for part in (facts.date.isoformat() if facts.date else "", mission, facts.cause)
                if part
            )
            text = (
                self.tr("{soldier} marked dead ({details}).")
                if details
                else self.tr("{soldier} marked dead.")
            )
            self.status_message.emit(text.format(soldier=before.name, details=details))

    def _refused_at_once(self, soldier: SoldierRow, retiring: bool) -> bool:
        """Say before asking anything when the change is refused anyway (ROS-1, ROS-2)."""
        refusal = retire_refusal(soldier.name, soldier.status) if retiring else None
        if refusal is None:
            try:
                mission = self._roster.deployed_on(soldier.id)
            except UserError as error:
                self._report_error(error_text(error))
                return True
            if mission is None:
                return False
            refusal = deployed_change(soldier.name, mission)
        self._report_error(finding_line(refusal))
        return True

    def _set_status(self, before: SoldierRow, status: str, facts: StatusFacts) -> bool:
        try:
            saved = self._roster.set_status(
                before.id, status, expected_version=before.version, facts=facts
            )
        except RosterRefused as refused:
            self._report_error(finding_line(refused.violation))
            return False
        except UserError as error:  # a stale one names who changed it and offers to reload
            show_refusal(error, self, self.refresh, self._report_error)
            return False
        self.model.upsert(saved.row)
        self.undo_stack.push(SetStatusCommand(self._context, before, saved.row))
        self.report(saved.changes)
        return True

    def _confirm_name(self, draft: SoldierDraft, soldier_id: int | None) -> bool:
        """A name another soldier of the campaign has: ask first."""
        text = self._questions.namesake(draft, soldier_id)
        return text is None or self._confirm(self.tr("Same name"), text)

    def _confirm_edit(self, draft: SoldierDraft, before: SoldierRow) -> bool:
        """Before an edit is saved: a name another soldier has, and a soldier brought back
        from the Memorial (ROS-2), each asked (No keeps the form open)."""
        if not (same_name(draft.name, before.name) or self._confirm_name(draft, before.id)):
            return False
        text = self._questions.from_memorial(before, draft)
        return text is None or self._confirm(self.tr("Back from the Memorial"), text)

    # -- replaceable in tests ------------------------------------------------------------------

    def _open_dialog(self, dialog: QDialog) -> bool:
        """Run ``dialog`` modally; ``True`` if accepted (tests replace this method)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _confirm(self, title: str, text: str) -> bool:
        """Ask a yes/no question; ``True`` for yes (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _today(self) -> date:
        """Today, the default date of a status change (tests replace this method)."""
        return date.today()

    def _show_error(self, message: str) -> None:
        """Show a refusal to the user (tests replace this method)."""
        QMessageBox.warning(self, self.tr("Roster"), message)

    def _report_error(self, message: str) -> None:
        self._show_error(message)

    # -- internals -------------------------------------------------------------------------------

    def _redraft(self, soldier_class: str, nationality: str | None) -> SoldierDraft:
        return self._roster.new_recruit_draft(
            self.campaign_id,
            soldier_class=soldier_class,
            nationality=nationality or None,
            rng=self._rng,
        )

    def _schedule_fetch(self) -> None:
        if self.model.canFetchMore(QModelIndex()):
            self._fetch_timer.start()
        self._update_counts()

    def _start_background_fetch(self) -> None:
        self.proxy.set_fetch_paused(False)
        self._schedule_fetch()

    def _fetch_next(self) -> None:
        started = time.perf_counter()
        try:
            self.model.fetch_batch(self._batch)
        except UserError as error:
            self._report_error(error_text(error))
            return
        spent_ms = (time.perf_counter() - started) * 1000
        if spent_ms < TICK_MS / 2:
            self._batch = min(MAX_BATCH, self._batch * 2)
        elif spent_ms > TICK_MS:
            self._batch = max(self._background_batch, self._batch // 2)
        self._schedule_fetch()

    def _status_filter_changed(self) -> None:
        status_filter = self.status_combo.currentData()
        if isinstance(status_filter, StatusFilter):
            self.proxy.set_status_filter(status_filter)
            self._show_columns(status_filter)

    def _show_columns(self, status_filter: StatusFilter) -> None:
        """The Memorial shows name, rank, status, missions, kills, date, mission and cause;
        every other filter the soldiers' lines without the facts of a status."""
        shown = set(
            self.model.memorial_columns()
            if status_filter is StatusFilter.MEMORIAL
            else self.model.roster_columns()
        )
        for column in range(self.model.columnCount()):
            self.table.setColumnHidden(column, column not in shown)

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.edit_selected()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if (
            not self._painted
            and watched is self.table.viewport()
            and event.type() == QEvent.Type.Paint
        ):
            self._painted = True
            QTimer.singleShot(0, self, self._start_background_fetch)
            return False
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() == Qt.KeyboardModifier.NoModifier
        ):
            self.edit_selected()
            return True
        return super().eventFilter(watched, event)

    def _update_actions(self) -> None:
        soldier = self.selected_soldier()
        self.edit_action.setEnabled(soldier is not None)
        self._status_actions.update(soldier)
        if hasattr(self, "career"):  # built after the table, whose signals call this first
            self.career.update_actions()

    def _update_counts(self) -> None:
        shown = self.proxy.rowCount()
        total = self.model.total_count
        loaded = self.model.loaded_count
        if self.model.fully_loaded:
            text = self.tr("{shown} of %n soldiers shown", "", total).format(shown=shown)
        else:
            text = self.tr("Loading… {loaded} of %n soldiers", "", total).format(loaded=loaded)
        self.count_label.setText(text)
        self.status_message.emit(text)
        if shown:
            self.empty_hint.hide()
        elif total == 0:
            self.empty_hint.setText(
                self.tr("No soldiers on the roster yet. Click Recruit… to enlist the first one.")
            )
            self.empty_hint.show()
        elif self.model.fully_loaded:
            self.empty_hint.setText(self.tr("No soldier matches the search and the filter."))
            self.empty_hint.show()
