"""Returning a gone soldier's whole kit from the Inventory page: "Return all to the armoury…"
(Ctrl+Shift+Del), one confirmed step and one undoable command on the shared stack.

The page owns one :class:`KitReturnDesk`; its action sits on the page's toolbar. It is offered
for the soldier on show only when the rules allow it (ARM-5: the soldier is dead, missing in
action or retired and carries something; ARM-6: not on a mission in progress), else disabled
with a tooltip saying why. It asks first, saying how many items, then calls
``KitReturnService.return_all`` (``InventoryService.kit_return``): every item an audited
movement of one transaction. The :class:`KitReturnCommand` it pushes undoes them all at once
(each item back in its slot and position, "Undo of #N") and redoes them ("Redo of #N").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QMessageBox, QWidget

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.inventory.kit_return import (
    KitReturnCheck,
    KitReturnRefused,
    KitReturnResult,
    KitReturnService,
)
from xcom_manager.ui.common.reload_offer import show_refusal
from xcom_manager.ui.common.texts import error_text, verdict_lines
from xcom_manager.ui.inventory.commands import InventoryCommand, say_step

if TYPE_CHECKING:
    from xcom_manager.ui.inventory.commands import InventoryContext

__all__ = ["KitReturnCommand", "KitReturnDesk", "KitReturnPage"]


class KitReturnPage(Protocol):
    """What :class:`KitReturnDesk` needs of the Inventory page."""

    @property
    def undo_stack(self) -> QUndoStack: ...
    @property
    def command_context(self) -> InventoryContext: ...

    def reload_items(self) -> None: ...
    def report(self, changes: Changes) -> None: ...
    def _report_error(self, message: str) -> None: ...
    def _set_message(self, text: str) -> None: ...


class KitReturnCommand(InventoryCommand):
    """A soldier's whole kit returned to the armoury (one use-case's rows)."""

    def __init__(self, context: InventoryContext, result: KitReturnResult, text: str) -> None:
        super().__init__(text, show_error=context.show_error, report=context.report)
        self._context = context
        self.soldier_id = result.soldier_id
        self.first_seqs: tuple[int, ...] = result.audit_seqs
        self.seqs: tuple[int, ...] = result.audit_seqs
        """The rows that put the items where they now are (the return's, its undo's, ...)."""

    def undo_edit(self) -> Changes:
        return self._revert(None)

    def redo_edit(self) -> Changes:
        return self._revert(self.first_seqs)

    def refused(self, error: Exception) -> None:
        self._context.refresh()
        say_step(self._context, "", [], undoing=True)

    def _revert(self, redo_of: tuple[int, ...] | None) -> Changes:
        result = self._context.inventory.kit_return.revert(
            self._context.campaign_id, self.seqs, actor=self._context.actor, redo_of=redo_of
        )
        self.seqs = result.audit_seqs
        self._context.refresh()
        say_step(self._context, self.text(), self.seqs, undoing=redo_of is None)
        return result.changes


class KitReturnDesk(QObject):
    """The page's "Return all to the armoury…" for the soldier on show."""

    def __init__(self, page: KitReturnPage, service: KitReturnService, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent
        self._page = page
        self._service = service
        self._soldier_id: int | None = None
        self.check: KitReturnCheck | None = None
        """What the rules said of the soldier on show when the page last looked."""
        self.return_all_action = QAction(self.tr("Return all &to the armoury…"), parent)
        self.return_all_action.setObjectName("returnAllAction")
        self.return_all_action.setShortcuts([QKeySequence("Ctrl+Shift+Del")])
        # Only while the page (not another page of the window) has the focus.
        self.return_all_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.return_all_action.triggered.connect(self.return_all)
        parent.addAction(self.return_all_action)
        self.update_for(None)

    def update_for(self, soldier_id: int | None) -> None:
        """Offer the return for ``soldier_id`` (the soldier on show) when the rules allow it;
        otherwise disable it, the tooltip saying why."""
        self._soldier_id = soldier_id
        check: KitReturnCheck | None = None
        if soldier_id is not None:
            try:
                check = self._service.check(soldier_id)
            except UserError:
                check = None  # gone meanwhile: the page's reload says so
        self.check = check
        action = self.return_all_action
        action.setEnabled(check is not None and check.allowed)
        if check is None:
            action.setToolTip(
                self.tr(
                    "Choose a soldier who is dead, missing in action or retired to return "
                    "the whole kit to the armoury"
                )
            )
        elif check.allowed:
            action.setToolTip(
                self.tr(
                    "Return all %n items of {soldier} to the armoury in one step (Ctrl+Shift+Del)",
                    "",
                    check.item_count,
                ).format(soldier=check.soldier)
            )
        else:
            action.setToolTip(
                self.tr("Not offered: {why}").format(
                    why=" ".join(verdict_lines(check.verdict, with_rules=False))
                )
            )

    def return_all(self) -> None:
        """Ask, then return every item the soldier on show carries to the armoury."""
        page = self._page
        soldier_id = self._soldier_id
        if soldier_id is None:
            return
        try:
            check = self._service.check(soldier_id)
        except UserError as error:
            page._report_error(error_text(error))
            return
        if not check.allowed:
            page._report_error("\n".join(verdict_lines(check.verdict)))
            self.update_for(soldier_id)
            return
        count = check.item_count
        question = self.tr(
            "Return all %n items of {soldier} to the armoury? Each is recorded in the audit log; "
            "Undo (Ctrl+Z) puts them back where they were.",
            "",
            count,
        ).format(soldier=check.soldier)
        if not self._confirm(self.tr("Return all to the armoury"), question):
            return
        context = page.command_context
        try:
            result = self._service.return_all(
                soldier_id, actor=context.actor, expected_items=check.item_ids
            )
        except KitReturnRefused as refused:
            page._report_error("\n".join(verdict_lines(refused.verdict)))
            page.reload_items()
            return
        except UserError as error:  # a stale kit names who moved what and offers Reload
            show_refusal(error, self._parent, page.reload_items, page._report_error)
            if not isinstance(error, StaleEditError):
                page.reload_items()
            return
        returned = len(result.items)
        text = self.tr("Return %n items of {soldier} to the armoury", "", returned).format(
            soldier=result.soldier
        )
        page.reload_items()
        page.undo_stack.push(KitReturnCommand(context, result, text))
        page._set_message(
            self.tr("Returned %n items of {soldier} to the armoury", "", returned).format(
                soldier=result.soldier
            )
        )
        page.report(result.changes)

    def _confirm(self, title: str, question: str) -> bool:
        """Ask ``question``; whether the GM said yes (tests replace this method)."""
        parent = self.parent()
        answer = QMessageBox.question(
            parent if isinstance(parent, QWidget) else None,
            title,
            question,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        return answer == QMessageBox.StandardButton.Yes
