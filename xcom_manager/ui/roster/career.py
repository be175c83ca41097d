"""The Roster's career actions: Ser&vice record… (Ctrl+I), &Promote… (ROS-3) and Return to
d&uty… (ROS-4). :class:`RosterCareer` owns its QActions and adds them to the page's toolbar
and, with the page's own actions, to the table's context menu (the Menu key, then a letter);
promotions and returns to duty go on the page's undo stack like every roster edit.

A return to duty is the GM's explicit act, not a side effect of the debrief: the list of who is
due back (by the ruleset's missions or days since the wound) is shown and confirmed, and one
undo takes the whole return back, so nothing changes on the roster that the GM did not see.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.roster.career import CareerService, Promotion, Recovery
from xcom_manager.services.roster.service_record import ServiceRecordService
from xcom_manager.ui.common.commands import ServiceCommand
from xcom_manager.ui.common.page_focus import page_keys
from xcom_manager.ui.common.reload_offer import show_refusal
from xcom_manager.ui.common.texts import error_text, finding_line, finding_text
from xcom_manager.ui.roster.commands import soldier_title
from xcom_manager.ui.roster.record import ServiceRecordDialog
from xcom_manager.ui.roster.texts import status_label

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.roster.dto import SoldierRow
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.store.db import Database
    from xcom_manager.ui.roster.view import RosterView

__all__ = ["PromoteCommand", "ReturnToDutyCommand", "RosterCareer"]


class RosterCareer(QObject):
    """The career actions of one Roster page."""

    def __init__(
        self, view: RosterView, db: Database, campaigns: CampaignService, roster: RosterService
    ) -> None:
        super().__init__(view)
        # The page's hooks (``_confirm``, ``_open_dialog``, ``_today``, ``_report_error``) are
        # called through the page, so that a test replacing them on the page covers these too.
        self._view = view
        self.career = CareerService(db, campaigns, roster)
        self.records = ServiceRecordService(db, campaigns, roster)

        self.record_action = QAction(self.tr("Ser&vice record…"), self)
        self.record_action.setObjectName("serviceRecordAction")
        self.record_action.setToolTip(
            self.tr("The selected soldier's missions, kills, wounds and career (Ctrl+I)")
        )
        self.record_action.setShortcut(QKeySequence(Qt.Modifier.CTRL | Qt.Key.Key_I))
        self.record_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.record_action.triggered.connect(self.open_record)

        self.promote_action = QAction(self.tr("&Promote…"), self)
        self.promote_action.setObjectName("promoteAction")
        self.promote_action.triggered.connect(self.promote_selected)

        self.recover_action = QAction(self.tr("Return to d&uty…"), self)
        self.recover_action.setObjectName("returnToDutyAction")
        self.recover_action.setToolTip(
            self.tr("Return the wounded who have recovered (ROS-4) to active duty")
        )
        self.recover_action.triggered.connect(self.return_recovered)
        for action in (self.record_action, self.promote_action, self.recover_action):
            view.toolbar.addAction(action)
        view.addAction(self.record_action)
        page_keys(
            view, (self.promote_action, "Ctrl+Shift+P"), (self.recover_action, "Ctrl+Shift+U")
        )
        # The table's context menu (right click, or the Menu key) holds every roster action
        # with its mnemonic: the toolbar's buttons take no focus and show none.
        view.table.setContextMenuPolicy(Qt.ContextMenuPolicy.ActionsContextMenu)
        view.table.addActions(
            [
                view.recruit_action,
                view.edit_action,
                view.retire_action,
                view.mark_dead_action,
                self.record_action,
                self.promote_action,
                self.recover_action,
            ]
        )
        self.update_actions()

    def update_actions(self) -> None:
        soldier = self._view.selected_soldier()
        self.record_action.setEnabled(soldier is not None)
        refusal = None if soldier is None else self.career.promotion_refusal(soldier)
        self.promote_action.setEnabled(soldier is not None and refusal is None)
        if refusal is not None:  # ROS-3: say why it is greyed
            self.promote_action.setToolTip(f"{refusal.rule_id}: {finding_text(refusal)}")
        else:
            self.promote_action.setToolTip(self.tr("Raise the selected soldier one rank"))
        self._update_return(soldier)

    def _update_return(self, soldier: SoldierRow | None) -> None:
        """Return to duty acts on the recovered wounded (ROS-4): with nobody selected it offers
        the list of whoever is due back; with a soldier selected it is offered only when that
        soldier is wounded and due back, the tooltip saying why not (a dead, retired or active
        soldier has nothing to return from)."""
        enabled = True
        tip = self.tr("Return the wounded who have recovered (ROS-4) to active duty")
        if soldier is None and self._view.model.total_count == 0:
            enabled = False
            tip = self.tr("The roster has no soldiers yet: nobody to return to duty.")
        elif soldier is not None and soldier.status != "wounded":
            enabled = False
            tip = self.tr("ROS-4: only the wounded return to duty; {soldier} is {status}.").format(
                soldier=soldier.name, status=status_label(soldier.status).lower()
            )
        elif soldier is not None:
            try:
                due = self.career.recovery_of(soldier.id, self._view._today())
            except UserError:
                due = None  # gone meanwhile: the action's own check says so
            if due is not None and not due.due:
                enabled = False
                tip = self.tr(
                    "ROS-4: {soldier} is not due back from wounds yet "
                    "(%n mission(s) since the wound).",
                    "",
                    due.missions_since,
                ).format(soldier=soldier.name)
        self.recover_action.setEnabled(enabled)
        self.recover_action.setToolTip(tip)

    # -- actions ------------------------------------------------------------------------

    def open_record(self) -> None:
        soldier = self._view.selected_soldier()
        if soldier is None:
            return
        try:
            record = self.records.record(soldier.id)
        except UserError as error:
            self._view._report_error(error_text(error))
            return
        self._view._open_dialog(ServiceRecordDialog(record, self._view))

    def promote_selected(self) -> None:
        before = self._view.selected_soldier()
        if before is None:
            return
        refusal = self.career.promotion_refusal(before)
        if refusal is not None:
            self._view._report_error(finding_line(refusal))
            return
        ruleset = self._view.ruleset
        ranks = ruleset.ranks
        to_rank = ruleset.shown("ranks", ranks[ranks.index(before.rank) + 1])
        question = self.tr("Promote {soldier} from {from_rank} to {to_rank}?").format(
            soldier=before.name, from_rank=before.shown_rank, to_rank=to_rank
        )
        if not self._view._confirm(self.tr("Promote"), question):
            return
        try:
            done = self.career.promote(before.id, before.version, on=self._view._today())
        except UserError as error:  # a stale one names who changed it and offers to reload
            show_refusal(error, self._view, self._view.refresh, self._view._report_error)
            return
        self._view.model.upsert(done.row)
        self._view.undo_stack.push(PromoteCommand(self, done))
        self._view.report(done.changes)
        self._view.status_message.emit(
            self.tr("{soldier} promoted to {rank}.").format(soldier=done.row.name, rank=to_rank)
        )
        self.update_actions()

    def return_recovered(self) -> None:
        today = self._view._today()
        try:
            listed = self.career.recovery_list(self._view.campaign_id, today)
        except UserError as error:
            self._view._report_error(error_text(error))
            return
        due = [d for d in listed if d.due]
        if not due:
            waiting = len(listed)
            self._view._report_error(
                self.tr(
                    "No wounded soldier is due back yet (ROS-4); %n still recovering.", "", waiting
                )
            )
            return
        names = "\n".join(
            self.tr("• {soldier} (wounded {date}, {missions} mission(s) since)").format(
                soldier=soldier_title(d.soldier),
                date=d.wounded_on.isoformat() if d.wounded_on else "?",
                missions=d.missions_since,
            )
            for d in due
        )
        question = self.tr(
            "%n soldier(s) have recovered from their wounds (ROS-4) and return to active "
            "duty with their wounds restored:",
            "",
            len(due),
        )
        if not self._view._confirm(self.tr("Return to duty"), f"{question}\n\n{names}"):
            return
        try:
            done = self.career.return_to_duty(
                self._view.campaign_id,
                [(d.soldier.id, d.soldier.version) for d in due],
                on=today,
            )
        except UserError as error:  # a stale one names who changed it and offers to reload
            show_refusal(error, self._view, self._view.refresh, self._view._report_error)
            return
        for row in done.after:
            self._view.model.upsert(row)
        self._view.undo_stack.push(ReturnToDutyCommand(self, done))
        self._view.report(done.changes)
        self._view.status_message.emit(
            self.tr("%n soldier(s) returned to duty.", "", len(done.after))
        )

    def return_text(self, count: int) -> str:
        """The undo text of a return to duty of ``count`` soldiers (``self.tr`` with a count:
        lupdate does not see a ``translate()`` call with one)."""
        return self.tr("Return %n soldier(s) to duty", "", count)


class PromoteCommand(ServiceCommand):
    """A promotion; undo puts the old rank back (a ``promotion_undone`` fact), redo promotes
    again."""

    def __init__(self, owner: RosterCareer, done: Promotion) -> None:
        view = owner._view
        super().__init__(
            QCoreApplication.translate("RosterCommands", "Promote {soldier}").format(
                soldier=done.row.name
            ),
            show_error=view._report_error,
            report=view.report,
        )
        self._owner = owner
        self._id = done.row.id
        self._from_rank = done.from_rank
        self._version = done.row.version

    def undo_edit(self) -> Changes:
        back = self._owner.career.undo_promotion(self._id, self._version, rank=self._from_rank)
        return self._after(back)

    def redo_edit(self) -> Changes:
        return self._after(self._owner.career.promote(self._id, self._version))

    def _after(self, result: Promotion) -> Changes:
        self._version = result.row.version
        self._owner._view.model.upsert(result.row)
        self._owner.update_actions()
        return result.changes


class ReturnToDutyCommand(ServiceCommand):
    """A return to duty of the recovered; undo puts them back to wounded (``recovery_undone``
    facts), redo returns them again."""

    def __init__(self, owner: RosterCareer, done: Recovery) -> None:
        view = owner._view
        super().__init__(
            owner.return_text(len(done.after)),
            show_error=view._report_error,
            report=view.report,
        )
        self._owner = owner
        self._recovery = done
        self._wounded = done.before

    def undo_edit(self) -> Changes:
        back = self._owner.career.undo_return(self._recovery)
        self._wounded = back.after
        return self._show(back)

    def redo_edit(self) -> Changes:
        view = self._owner._view
        again = self._owner.career.return_to_duty(
            view.campaign_id, [(r.id, r.version) for r in self._wounded], on=view._today()
        )
        self._recovery = again
        return self._show(again)

    def _show(self, result: Recovery) -> Changes:
        for row in result.after:
            self._owner._view.model.upsert(row)
        return result.changes
