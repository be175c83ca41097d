"""Undoable item movements: one ``QUndoCommand`` per move, on the main window's stack.

The move happens before the command is pushed (the view calls ``InventoryService.move_item`` and
sees its refusal there), so the first ``redo()`` does nothing. ``undo()`` asks the service for an
audited move back (``undo_move``: a new row "Undo of #N", the log never loses one); a later
``redo()`` moves the item again to where the first move put it, as a new audited move (a GM
override is repeated with its reason, marked as a redo).

A refused undo or redo (the item has moved since, the position was taken) shows why and marks
the command obsolete, so the stack never claims a state the database does not have.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from xcom_manager.services.errors import UserError
from xcom_manager.services.inventory_dto import Destination, MoveResult

if TYPE_CHECKING:
    from xcom_manager.services.inventory import InventoryService

__all__ = ["InventoryContext", "MoveItemCommand"]


@dataclass(frozen=True, slots=True)
class InventoryContext:
    """What the commands need: the service, who acts, and the view's refresh and error paths."""

    inventory: InventoryService
    campaign_id: int
    actor: str
    refresh: Callable[[], None]
    show_error: Callable[[str], None]


class MoveItemCommand(QUndoCommand):
    """One item movement (armoury ↔ soldier, soldier ↔ soldier, slot ↔ slot)."""

    def __init__(
        self,
        context: InventoryContext,
        result: MoveResult,
        text: str,
        *,
        override_reason: str | None = None,
    ) -> None:
        super().__init__(text)
        self._context = context
        self._result = result
        self._override_reason = override_reason
        self._done = True  # the move happened before the push
        self.first_seq = result.audit_seq
        self.seqs: list[int] = [result.audit_seq]
        """Every audit row this command wrote: the move, then each undo and redo."""

    @property
    def item_id(self) -> int:
        return self._result.item.id

    @property
    def done(self) -> bool:
        return self._done

    def redo(self) -> None:
        if self._done:
            return
        if self._run(self._redo):
            self._done = True

    def undo(self) -> None:
        if not self._done:
            return
        if self._run(self._undo):
            self._done = False

    def _run(self, action: Callable[[], MoveResult]) -> bool:
        try:
            result = action()
        except UserError as error:
            self.setObsolete(True)
            self._context.refresh()
            self._context.show_error(
                QCoreApplication.translate("InventoryCommands", "Cannot {what}: {why}").format(
                    what=self.text(), why=str(error)
                )
            )
            return False
        self.seqs.append(result.audit_seq)
        self._context.refresh()
        return True

    def _undo(self) -> MoveResult:
        seq = self.seqs[-1]
        return self._context.inventory.undo_move(
            self._context.campaign_id, seq, actor=self._context.actor
        )

    def _redo(self) -> MoveResult:
        item = self._result.item
        if item.soldier_id is None:
            to = Destination.armoury()
        else:
            to = Destination.soldier(item.soldier_id, item.slot or "", item.slot_index)
        reason = None
        if self._override_reason:
            reason = QCoreApplication.translate(
                "InventoryCommands", "Redo of #{seq}: {reason}"
            ).format(seq=self.first_seq, reason=self._override_reason)
        return self._context.inventory.move_item(
            item.id, to, actor=self._context.actor, override_reason=reason
        )
