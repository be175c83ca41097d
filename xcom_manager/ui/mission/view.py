"""The Missions page: plan a mission, then track it turn by turn, phase by phase.

The page is a shell every rule system uses. Left, the campaign's missions (in progress first,
then the finished ones) and "Plan mission…". Right, the tracker of the selected mission:

* a header with where the mission stands (the wargame's game turn, side and phase), and "Next
  phase" (Ctrl+Right; ending the last phase of a side's turn starts the other side's turn);
* the reminders (deaths at the start of this turn, running timers) in a banner above everything;
* the characters (status, wounds, what they did this phase, what weighs on them; a row whose
  timer runs out next turn is highlighted) beside the action panel for the selected one, with its
  system's forms (:mod:`xcom_manager.ui.mission.wargame.forms`), the dice choice and the odds;
* the event log in the user's language with its rule IDs, undone entries struck through.

Every step goes through ``MissionService.execute`` and is pushed on the shared undo stack as a
:class:`~xcom_manager.ui.mission.commands.MissionStepCommand` (undo appends a revert event). A
refused step says why in the action panel ("RULE-ID: text"), never in a traceback. What a step
changed goes to the window as ``changed`` (:class:`~xcom_manager.services.core.changes.Changes`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QTableView,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.rules.mission.system import ActionOption
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.missions.dto import (
    CharacterRow,
    CommandRefused,
    CommandResult,
    MissionPlanning,
    MissionView,
)
from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.page import CampaignPage
from xcom_manager.ui.common.page_focus import page_keys
from xcom_manager.ui.common.tables import remember_layout, select_row, tip_elided_cells
from xcom_manager.ui.common.texts import finding_line
from xcom_manager.ui.mission.boardgame.play import BoardPlay
from xcom_manager.ui.mission.commands import (
    MissionContext,
    MissionStepCommand,
    last_undoable,
    shorten,
)
from xcom_manager.ui.mission.deaths import death_question
from xcom_manager.ui.mission.dialogs import DebriefDialog, MissionPlan, PlanMissionDialog
from xcom_manager.ui.mission.forms import forms_for
from xcom_manager.ui.mission.models import MissionListModel
from xcom_manager.ui.mission.outlook import command_outlook
from xcom_manager.ui.mission.panel import DiceChoice
from xcom_manager.ui.mission.stale import MissionRefusals
from xcom_manager.ui.mission.texts import error_text, line_text, refusal_lines
from xcom_manager.ui.mission.tracker import TrackerPane, plain_table

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.missions.service import MissionService
    from xcom_manager.services.roster.service import RosterService

__all__ = ["MissionsView"]


class MissionsView(CampaignPage):
    """The missions of one campaign and the tracker of the selected one."""

    watches = frozenset({Change.missions, Change.roster})

    def __init__(
        self,
        missions: MissionService,
        roster: RosterService,
        campaigns: CampaignService,
        campaign_id: int,
        undo_stack: QUndoStack,
        parent: QWidget | None = None,
        *,
        actor: str | None = None,
    ) -> None:
        super().__init__(campaign_id, undo_stack, parent)
        self.setObjectName("missionsView")
        self._missions = missions
        self._roster = roster
        self._campaigns = campaigns
        self._actor = actor
        self.planning: MissionPlanning = missions.planning(campaign_id)
        self._view: MissionView | None = None
        self._current_mission: int | None = None
        self._dismissed_alerts: tuple[int, int, str, tuple[str, ...]] | None = None
        self.refusals = MissionRefusals(self)  # another GM moved the mission on: Reload
        self._context = MissionContext(
            missions,
            lambda: self._actor,
            self._step_changed,
            self._report_error,
            self.report,
            self.refusals.seen_seq,
            self.refusals.undo,
        )

        # -- actions ---------------------------------------------------------------------------
        self.plan_action = QAction(self.tr("&Plan mission…"), self)
        self.plan_action.setObjectName("planMissionAction")
        self.plan_action.setToolTip(self.tr("Pick the squad and the aliens, then start (Ctrl+N)"))
        self.plan_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_N))
        self.plan_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.plan_action.triggered.connect(self.plan_mission)

        self.next_phase_action = QAction(self.tr("&Next phase"), self)
        self.next_phase_action.setObjectName("nextPhaseAction")
        self.next_phase_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_Right))
        self.next_phase_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.next_phase_action.triggered.connect(self.next_phase)

        self.undo_last_action = QAction(self.tr("&Undo last"), self)
        self.undo_last_action.setObjectName("undoLastAction")
        self.undo_last_action.setToolTip(
            self.tr(
                "Undo the mission's last step: a revert is added to the log, the step is "
                "struck through (Edit ▸ Undo, Ctrl+Z, does the same)"
            )
        )
        self.undo_last_action.triggered.connect(self.undo_last)

        self.end_action = QAction(self.tr("&End mission…"), self)
        self.end_action.setObjectName("endMissionAction")
        self.end_action.setToolTip(
            self.tr("End the mission and write the casualties back to the roster")
        )
        self.end_action.triggered.connect(self.end_mission)

        self.reload_action = QAction(self.tr("Re&load"), self)
        self.reload_action.setObjectName("missionsReloadAction")
        self.reload_action.setToolTip(self.tr("Read the missions again from the database"))
        self.reload_action.triggered.connect(self.refresh)
        for action in (self.plan_action, self.next_phase_action):
            self.addAction(action)
        page_keys(self, (self.end_action, "Ctrl+Shift+E"), (self.reload_action, "F5"))

        self.toolbar = QToolBar(self.tr("Missions"))
        self.toolbar.setObjectName("missionsToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            self.plan_action,
            self.undo_last_action,
            self.end_action,
            self.reload_action,
        ):
            self.toolbar.addAction(action)

        # -- mission list ----------------------------------------------------------------------
        self.mission_model = MissionListModel(self)
        self.mission_list = QTableView()
        self.mission_list.setObjectName("missionList")
        self.mission_list.setModel(self.mission_model)
        plain_table(self.mission_list)
        # Narrow: name and status; the environment and where it stands are in the tooltip.
        fit_columns(self.mission_list, stretch=MissionListModel.NAME, whole=(1,))  # status
        tip_elided_cells(self.mission_list)
        remember_layout(self.mission_list)
        self.mission_list.setColumnHidden(MissionListModel.POSITION, True)
        self.mission_list.selectionModel().currentRowChanged.connect(self._mission_chosen)
        missions_label = QLabel(self.tr("M&issions"))
        missions_label.setBuddy(self.mission_list)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(missions_label)
        left_layout.addWidget(self.mission_list, 1)

        # -- tracker ---------------------------------------------------------------------------
        tracker = TrackerPane(forms_for(self.planning.system), self, system=self.planning.system)
        self.tracker = tracker
        self.position_label = tracker.position_label
        self.mission_label = tracker.mission_label
        self.next_phase_button = tracker.next_phase_button
        self.next_phase_button.clicked.connect(self.next_phase_action.trigger)
        self.alerts_banner = tracker.alerts_banner
        self.alerts_banner.dismissed.connect(self._alerts_dismissed)
        self.character_model = tracker.character_model
        self.character_table = tracker.character_table
        self.character_table.selectionModel().currentRowChanged.connect(self._character_chosen)
        self.panel = tracker.panel
        self.panel.inputs_changed.connect(self._update_odds)
        self.panel.commit_requested.connect(self.commit)
        self.panel.commit_keys_on(self)  # Ctrl+Return from anywhere on the page
        self.log_model = tracker.log_model
        self.log_table = tracker.log_table
        self.board_play: BoardPlay | None = None
        if tracker.map_view is not None:  # a board game: played by clicking on its map
            self.board_play = BoardPlay(
                tracker.map_view,
                self.panel,
                missions,
                mission=lambda: self._view,
                select=self.select_character,
                commit=self.commit,
                info=tracker.map_info,
            )

        self.empty_hint = QLabel()
        self.empty_hint.setObjectName("missionsEmptyHint")
        self.empty_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty_hint.setWordWrap(True)
        self.tracker_stack = QStackedWidget()
        self.tracker_stack.addWidget(self.empty_hint)
        self.tracker_stack.addWidget(tracker)
        self._tracker_page = tracker

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("missionsSplitter")
        splitter.addWidget(left)
        splitter.addWidget(self.tracker_stack)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([205, 1000])

        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)

        self.refresh()

    # -- public ----------------------------------------------------------------------------------

    @property
    def current_view(self) -> MissionView | None:
        """The mission the tracker shows (a snapshot from the service)."""
        return self._view

    @property
    def current_mission_id(self) -> int | None:
        return self._current_mission

    def set_actor(self, actor: str | None) -> None:
        """The GM's name recorded with the steps from now on (settings changed)."""
        self._actor = actor

    def refresh(self) -> None:
        """Read the missions and the shown mission again (call when the page is shown: another
        GM, the roster or the CLI may have changed them)."""
        try:
            missions = self._missions.list_missions(self.campaign_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        self.mission_model.set_missions(missions)
        keep = self._current_mission
        if keep is None or self.mission_model.row_of(keep) is None:
            first = self.mission_model.row_at(0)
            keep = first.id if first is not None else None
        if keep is None:
            self._show(None)
        else:
            self.select_mission(keep, reload=True)

    def select_mission(self, mission_id: int, *, reload: bool = False) -> bool:
        """Show mission ``mission_id`` in the tracker; ``False`` if it is not listed."""
        row = self.mission_model.row_of(mission_id)
        if row is None:
            return False
        index = self.mission_model.index(row, 0)
        if self.mission_list.currentIndex().row() != row:
            self.mission_list.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )  # loads the mission (_mission_chosen)
        elif reload or self._current_mission != mission_id:
            self._load(mission_id)
        return True

    def selected_character(self) -> CharacterRow | None:
        index = self.character_table.currentIndex()
        return self.character_model.row_at(index.row()) if index.isValid() else None

    def select_character(self, character_id: str) -> bool:
        row = self.character_model.row_of(character_id)
        if row is None:
            return False
        select_row(self.character_table, row)
        return True

    # -- planning --------------------------------------------------------------------------------

    def plan_mission(self) -> None:
        """Plan mission…; a rule system whose missions cannot be played yet says so (MIS-6)."""
        if not self.planning.playable:
            refusal = self.planning.refusal
            self._report_error(finding_line(refusal) if refusal is not None else "")
            return
        try:
            listed = self._roster.list_soldiers(self.campaign_id)
            soldiers = [s for s in listed if s.status == "active"]
            deployed = self._roster.deployed(self.campaign_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        dialog = PlanMissionDialog(
            self.planning,
            soldiers,
            self._start_mission,
            default_name=self.tr("Operation {number}").format(
                number=len(self.mission_model.rows()) + 1
            ),
            maps=self._missions.maps,
            check=lambda plan: self._missions.plan_warnings(self.campaign_id, **plan.request()),
            deployed=deployed,
            parent=self,
        )
        if not self._open_dialog(dialog) or dialog.started is None:
            return
        started = dialog.started
        self._current_mission = started.info.id
        self.refresh()
        self.select_mission(started.info.id)
        self.report(Changes.of(Change.missions, campaign_id=self.campaign_id))
        self.status_message.emit(
            self.tr("Mission “{mission}” started.").format(mission=started.info.name)
        )
        self.character_table.setFocus(Qt.FocusReason.OtherFocusReason)

    def _start_mission(self, plan: MissionPlan) -> MissionView:
        return self._missions.start_mission(
            self.campaign_id, **plan.request(), deploy_reason=plan.deploy_reason
        )

    # -- steps -----------------------------------------------------------------------------------

    def next_phase(self) -> None:
        """End the phase (Ctrl+Right): after the assault phase the other side's turn begins."""
        if self._view is None or self._view.finished:
            return
        question = death_question(self._missions, self._view)  # ask who dies first
        if question is not None and not self._confirm(*question):
            return
        self._execute(AdvancePhase(), dice="roll")

    def commit(self) -> None:
        """Carry out the action panel's command with the chosen dice."""
        view = self._view
        if view is None:
            return
        command = self.panel.command()
        if command is None:
            self.panel.show_refusal(
                self.tr("Nothing to do yet"),
                [self.tr("Choose a character and fill in the form first.")],
            )
            return
        problem = self.panel.dice_problem()
        if problem is not None:
            self.panel.show_refusal(self.tr("Dice"), [problem])
            self.panel.dice_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        if self._execute(command, dice=self.panel.dice()):
            self.panel.clear_after_commit()

    def undo_last(self) -> None:
        """Undo the mission's last step: through the undo stack when the step is its top
        command (so Ctrl+Z and this agree), else a new undoable revert of the log's last
        step (never the revert of the revert it just made: that would be a redo)."""
        view = self._view
        if view is None or view.finished:
            return
        target = last_undoable(view.log)
        stack = self.undo_stack
        top = stack.command(stack.index() - 1) if stack.index() > 0 else None
        if isinstance(top, MissionStepCommand) and top.toggles(view.info.id, target):
            stack.undo()
            return
        if target is None:
            self.panel.show_refusal(
                self.tr("Nothing to undo"), [self.tr("No step of this mission can be undone.")]
            )
            return
        self._execute(
            Undo(target.seq),
            dice="roll",
            text=self.tr("Undo: {step}").format(step=shorten(line_text(target.messages))),
        )

    def end_mission(self) -> None:
        """End mission…: confirm, debrief into the roster and the armoury, show the summary."""
        view = self._view
        if view is None or view.finished:
            return
        question = self.tr(
            "End mission “{mission}” now?\n\nThe dead, wounded and missing and the lost or "
            "used items are written back to the roster and the armoury. The mission's steps "
            "can no longer be undone."
        ).format(mission=view.info.name)
        if not self._confirm(self.tr("End mission"), question):
            return
        try:
            summary = self._missions.end_mission(
                view.info.id, actor=self._actor, expected_seq=view.seq
            )
        except UserError as error:
            self.refusals.debrief(error)  # a stale one offers Reload
            return
        self.refresh()
        self.report(summary.changes)
        self.status_message.emit(
            self.tr("Mission “{mission}” ended and debriefed.").format(mission=view.info.name)
        )
        self._open_dialog(DebriefDialog(summary, self))

    # -- replaceable in tests ------------------------------------------------------------------

    def _open_dialog(self, dialog: QDialog) -> bool:
        """Run ``dialog`` modally; ``True`` if accepted (tests replace this method)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _confirm(self, title: str, question: str) -> bool:
        """Ask a yes/no question (tests replace this method)."""
        answer = QMessageBox.question(
            self,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _show_error(self, message: str) -> None:
        """Show an error that has no place in the action panel (tests replace this method)."""
        QMessageBox.warning(self, self.tr("Missions"), message)

    def _report_error(self, message: str) -> None:
        self._show_error(message)

    # -- internals -------------------------------------------------------------------------------

    def _execute(self, command: object, *, dice: DiceChoice, text: str | None = None) -> bool:
        """Carry out ``command`` on the shown mission; a refusal is shown in the action panel.

        ``expected_seq`` is the log the GM saw: a step another GM made meanwhile refuses the
        command (``StaleEditError``) instead of applying it to a state nobody looked at."""
        view = self._view
        if view is None:
            return False
        try:
            result = self._missions.execute(
                view.info.id, command, dice=dice, actor=self._actor, expected_seq=view.seq
            )
        except CommandRefused as error:
            self.panel.show_refusal(self.tr("Refused by the rules"), refusal_lines(error))
            return False
        except StaleEditError as error:  # another GM moved the mission on: offer to reload
            self.refusals.step(error)
            return False
        except (UserError, ValueError) as error:
            # A value a die cannot show, too few dice typed, a stale mission: text fit to show.
            self.panel.show_refusal(self.tr("Cannot do that"), refusal_lines(error))
            return False
        if result.new_log:
            step_text = text or shorten(line_text(result.new_log[0].messages))
            self.undo_stack.push(
                MissionStepCommand(
                    self._context,
                    view.info.id,
                    result.new_log[0].seq,
                    self.tr("{mission}: {step}").format(mission=view.info.name, step=step_text),
                )
            )
        self._show(result.view)
        self.mission_model.update_row(result.view.info)
        self.panel.show_outcome([line_text(row.messages) for row in result.new_log])
        self.report(result.changes)
        return True

    def _step_changed(self, mission_id: int, result: CommandResult) -> None:
        """An undo or redo changed mission ``mission_id``."""
        self.panel.clear_messages()
        if mission_id == self._current_mission:
            self._show(result.view)
        self.mission_model.update_row(result.view.info)

    def _mission_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        mission = self.mission_model.row_at(current.row()) if current.isValid() else None
        if mission is None:
            return
        if mission.id != self._current_mission:
            self._dismissed_alerts = None
        self._load(mission.id)

    def _load(self, mission_id: int) -> None:
        try:
            view = self._missions.view(mission_id)
        except UserError as error:  # a damaged log: said in place, the others stay usable
            self._show(None, error_text(error))
            return
        self._show(view)

    def _show(self, view: MissionView | None, problem: str | None = None) -> None:
        """Show ``view`` (a fresh snapshot) in the tracker, keeping the selected character;
        none: the hint, or ``problem`` (why the chosen mission cannot be shown)."""
        previous = self.selected_character()
        self._view = view
        self._current_mission = view.info.id if view is not None else None
        if view is None:
            refusal = self.planning.refusal
            self.empty_hint.setText(
                problem
                or (
                    self.tr("No mission yet. Click Plan mission… (Ctrl+N) to start one.")
                    if refusal is None
                    else finding_line(refusal)
                )
            )
            self.tracker_stack.setCurrentWidget(self.empty_hint)
            self.character_model.set_rows(())
            self.log_model.set_rows(())
            self.alerts_banner.hide()
            self.panel.set_context(None, None)
            self._update_actions()
            return
        self.tracker_stack.setCurrentWidget(self._tracker_page)
        self.tracker.show_header(view)
        self.character_model.set_rows(view.characters)
        self.log_model.set_rows(view.log)
        self.log_table.resizeRowsToContents()
        self.log_table.scrollToBottom()
        self._show_alerts(view)
        keep = previous.id if previous is not None else None
        if self.board_play is not None:  # the model whose Turn it is, or the next to activate
            keep = self.board_play.preferred(view, keep)
        if keep is None or self.character_model.row_of(keep) is None:
            keep = next(
                (c.id for c in view.characters if c.side == view.side and c.status == "active"),
                view.characters[0].id if view.characters else None,
            )
        if keep is not None:
            self.select_character(keep)  # sets the panel's context (_character_chosen)
        self._set_context(self.selected_character())
        self._update_actions()

    def _show_alerts(self, view: MissionView) -> None:
        """The reminders, shown until dismissed for this side's turn (or the debrief); they
        come back within the turn only with a reminder the GM has not seen."""
        seen = self._dismissed_alerts
        dismissed = seen is not None and seen[:3] == (view.info.id, view.turn, view.side)
        self.tracker.show_reminders(
            view, dismissed=dismissed and set(view.alerts) <= set(seen[3] if seen else ())
        )

    def _alerts_dismissed(self) -> None:
        view = self._view
        if view is not None:
            self._dismissed_alerts = (view.info.id, view.turn, view.side, view.alerts)

    def _character_chosen(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._set_context(self.character_model.row_at(current.row()) if current.isValid() else None)

    def _set_context(self, row: CharacterRow | None) -> None:
        """The panel (and a board game's map) for ``row`` of the mission shown."""
        self.panel.set_context(self._view, row, options=self._action_options(row))
        if self.board_play is not None:
            self.board_play.show(self._view, row)

    def _action_options(self, row: CharacterRow | None) -> tuple[ActionOption, ...]:
        """What the rules let ``row`` do now, and why not (the panel greys the rest)."""
        view = self._view
        if view is None or view.finished or row is None:
            return ()
        try:
            return self._missions.actions(view.info.id, row.id)
        except UserError:
            return ()

    def _update_odds(self) -> None:
        """Ask the service for the exact odds and the dice of the panel's command."""
        command = self.panel.command()
        odds, needed, refused, verdict = command_outlook(self._missions, self._view, command)
        self.panel.set_odds(odds, refused=refused, verdict=verdict)
        self.panel.set_dice_needed(needed)

    def _update_actions(self) -> None:
        view = self._view
        running = view is not None and not view.finished
        self.next_phase_action.setEnabled(running)
        self.next_phase_button.setEnabled(running)
        self.end_action.setEnabled(running)
        self.undo_last_action.setEnabled(running)
        self.tracker.show_phase_button(view)
