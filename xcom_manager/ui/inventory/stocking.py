"""Stocking the armoury from the Inventory page: "Add to armoury…" (Ins) and "Remove from
armoury…" (Shift+Del), each an audited movement and an undoable command on the shared stack.

The page owns one :class:`ArmouryStocking`; its two actions sit on the page's toolbar (and the
armoury row's context menu). Each opens its dialog (:mod:`.stock_dialogs`), calls
``ArmouryService`` (``InventoryService.stock``) and pushes a :class:`StockCommand`: its undo
reverts the rows the edit wrote (an added item goes back outside the campaign, a removed one
comes back into the armoury, "Undo of #N"), its redo reverts the undo ("Redo of #N"). Every
change is reported (``changed``), so that the audit log shows the rows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoStack
from PySide6.QtWidgets import QDialog, QWidget

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.inventory.armoury import ArmouryService, StockRefused, StockResult
from xcom_manager.ui.common.reload_offer import show_refusal
from xcom_manager.ui.common.texts import error_text, verdict_lines
from xcom_manager.ui.inventory.commands import InventoryCommand, InventoryContext, say_step
from xcom_manager.ui.inventory.stock_dialogs import (
    AddToArmouryDialog,
    RemoveFromArmouryDialog,
    removal_label,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from xcom_manager.ui.inventory.lists import ArmouryPanel

__all__ = ["ArmouryStocking", "StockCommand", "StockingPage"]


class StockingPage(Protocol):
    """What :class:`ArmouryStocking` needs of the Inventory page."""

    armoury: ArmouryPanel

    @property
    def campaign_id(self) -> int: ...
    @property
    def undo_stack(self) -> QUndoStack: ...
    @property
    def command_context(self) -> InventoryContext: ...

    def reload_items(self) -> None: ...
    def report(self, changes: Changes) -> None: ...
    def _open_dialog(self, dialog: QDialog) -> bool: ...
    def _report_error(self, message: str) -> None: ...
    def _set_message(self, text: str) -> None: ...


class StockCommand(InventoryCommand):
    """Items added to the armoury or removed from it (one use-case's rows)."""

    def __init__(self, context: InventoryContext, result: StockResult, text: str) -> None:
        super().__init__(text, show_error=context.show_error, report=context.report)
        self._context = context
        self.first_seq = result.audit_seqs[0]
        self.seqs: list[int] = list(result.audit_seqs)
        """The rows that put the items where they now are (the edit's, its undo's, ...)."""

    def undo_edit(self) -> Changes:
        return self._revert(None)

    def redo_edit(self) -> Changes:
        return self._revert(self.first_seq)

    def refused(self, error: Exception) -> None:
        self._context.refresh()
        say_step(self._context, "", [], undoing=True)

    def _revert(self, redo_of: int | None) -> Changes:
        result = self._context.inventory.stock.revert(
            self._context.campaign_id, self.seqs, actor=self._context.actor, redo_of=redo_of
        )
        self.seqs = list(result.audit_seqs)
        self._context.refresh()
        say_step(self._context, self.text(), self.seqs, undoing=redo_of is None)
        return result.changes


class ArmouryStocking(QObject):
    """The page's "Add to armoury…" and "Remove from armoury…"."""

    def __init__(self, page: StockingPage, stock: ArmouryService, parent: QWidget) -> None:
        super().__init__(parent)
        self._page = page
        self._stock = stock
        self.add_action = QAction(self.tr("A&dd to armoury…"), parent)
        self.add_action.setObjectName("addToArmouryAction")
        self.add_action.setToolTip(
            self.tr("Add items of the ruleset's catalogue to the armoury (Ins)")
        )
        self.add_action.setShortcuts([QKeySequence("Ins"), QKeySequence("Ctrl+Shift+A")])
        self.add_action.triggered.connect(self.add_to_armoury)
        self.remove_action = QAction(self.tr("Remo&ve from armoury…"), parent)
        self.remove_action.setObjectName("removeFromArmouryAction")
        self.remove_action.setToolTip(
            self.tr("Take items out of the campaign: lost, sold or scrapped (Shift+Del)")
        )
        self.remove_action.setShortcuts([QKeySequence("Shift+Del")])
        self.remove_action.triggered.connect(lambda: self.remove_from_armoury(None))
        for action in (self.add_action, self.remove_action):
            # Only while the page (not another page of the window) has the focus.
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            parent.addAction(action)

    @property
    def actions(self) -> tuple[QAction, QAction]:
        """Add to armoury, then Remove from armoury (the toolbar's order)."""
        return self.add_action, self.remove_action

    def update_actions(self) -> None:
        """Remove is offered only while the armoury holds something."""
        self.remove_action.setEnabled(self._page.armoury.model.item_count > 0)

    def add_to_armoury(self) -> None:
        """Ask what to add, then add it (a refusal is shown in the dialog before Add)."""
        page = self._page
        try:
            catalogue = self._stock.catalogue(page.campaign_id)
        except UserError as error:
            page._report_error(error_text(error))
            return
        dialog = AddToArmouryDialog(
            catalogue,
            lambda item_type, count, charges: self._stock.check_add(
                page.campaign_id, item_type, count, charges
            ),
            parent=self.parent_widget(),
        )
        if not page._open_dialog(dialog):
            return
        request = dialog.request()
        context = page.command_context
        result = self._attempt(
            lambda: self._stock.add_items(
                page.campaign_id,
                request.item_type,
                request.count,
                charges=request.charges,
                reason=request.reason,
                actor=context.actor,
            ),
            reload=False,
        )
        if result is None:
            return
        name = result.items[0].name
        text = self.tr("Add %n × {item} to the armoury", "", len(result.items)).format(item=name)
        self._done(context, result, text)

    def remove_from_armoury(self, item_id: int | None) -> None:
        """Ask which items leave the campaign and why (the row of ``item_id`` first, else the
        armoury's current row), then remove them."""
        page = self._page
        panel = page.armoury
        groups = panel.model.rows()
        if item_id is None:
            item_id = panel.current_item_id()
        dialog = RemoveFromArmouryDialog(
            groups,
            lambda group: panel.model.texts(group)[0],
            initial_item=item_id,
            parent=self.parent_widget(),
        )
        if not page._open_dialog(dialog):
            return
        request = dialog.request()
        context = page.command_context
        shown = {i: v for g in groups for i, v in zip(g.item_ids, g.versions, strict=False)}
        result = self._attempt(
            lambda: self._stock.remove_items(
                page.campaign_id,
                request.item_ids,
                request.why,
                reason=request.reason,
                actor=context.actor,
                expected_versions=shown,  # another GM's move since: who, where and when
            ),
            reload=True,  # the armoury shown may be stale: another GM took the items
        )
        if result is None:
            return
        text = self.tr("Remove %n × {item} from the armoury ({why})", "", len(result.items)).format(
            item=result.items[0].name, why=removal_label(request.why)
        )
        self._done(context, result, text)

    def _attempt(self, call: Callable[[], StockResult], *, reload: bool) -> StockResult | None:
        """``call``'s result, or ``None`` with the refusal (its rules) or the error shown."""
        page = self._page
        try:
            return call()
        except StockRefused as refused:
            page._report_error("\n".join(verdict_lines(refused.verdict)))
        except UserError as error:  # a stale one names who moved it and offers to reload
            parent = self.parent_widget()
            if isinstance(error, StaleEditError) and parent is not None:
                show_refusal(error, parent, page.reload_items, page._report_error)
            else:
                page._report_error(error_text(error))
        if reload:
            page.reload_items()
        return None

    def parent_widget(self) -> QWidget | None:
        parent = self.parent()
        return parent if isinstance(parent, QWidget) else None

    def _done(self, context: InventoryContext, result: StockResult, text: str) -> None:
        page = self._page
        page.reload_items()
        page.undo_stack.push(StockCommand(context, result, text))
        page._set_message(text)
        page.report(result.changes)
