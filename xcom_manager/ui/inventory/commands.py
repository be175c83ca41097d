"""Undoable item movements: one ``QUndoCommand`` per move, on the main window's stack.

The move happens before the command is pushed (the view calls ``InventoryService.move_item`` and
sees its refusal there), so the first ``redo()`` does nothing. ``undo()`` asks the service for an
audited move back (``undo_move``: a new row "Undo of #N", the log never loses one); a later
``redo()`` moves the item again to where the first move put it, as a new audited move (a GM
override is repeated with its reason, marked as a redo). Each reports the move's
:class:`~xcom_manager.services.core.changes.Changes` (the inventory and the audit log).

A refused undo or redo (the item has moved since, the position was taken) shows why and marks
the command obsolete, so the stack never claims a state the database does not have (see
:class:`~xcom_manager.ui.common.commands.ServiceCommand`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.inventory.dto import Destination, MoveResult
from xcom_manager.ui.common.commands import ServiceCommand

if TYPE_CHECKING:
    from xcom_manager.services.inventory.service import InventoryService

__all__ = ["InventoryCommand", "InventoryContext", "MoveItemCommand", "say_step"]


@dataclass(frozen=True, slots=True)
class InventoryContext:
    """What the commands need: the service, who acts, and the view's paths back (``refresh``
    after an undo or redo, refused or not; ``show_error``; ``report`` of what changed)."""

    inventory: InventoryService
    campaign_id: int
    actor: str
    refresh: Callable[[], None]
    show_error: Callable[[str], None]
    report: Callable[[Changes], None]
    say: Callable[[str], None] | None = None
    """The page's status line: what the last undo or redo did (an empty text after a refused
    one), so it never still describes a move that was taken back."""
    versions: dict[int, int] = field(default_factory=dict)
    """Each item's version after the last move this page's commands made of it, shared by them
    all: after one command's undo moved an item, an earlier command of the same item expects
    the version that undo left, and only another GM's move in between is refused."""


def say_step(context: InventoryContext, what: str, seqs: Sequence[int], *, undoing: bool) -> None:
    """Put what an undo or redo did on the page's status line: "Undone: {what} (audit #N)."
    with the audit rows it wrote, so that the line never still describes the step taken back."""
    if context.say is None:
        return
    translate = QCoreApplication.translate
    if len(seqs) == 1:
        text = (
            translate("InventoryCommands", "Undone: {what} (audit #{seq}).")
            if undoing
            else translate("InventoryCommands", "Redone: {what} (audit #{seq}).")
        ).format(what=what, seq=seqs[0])
    elif seqs:
        text = (
            translate("InventoryCommands", "Undone: {what} (audit #{first}–#{last}).")
            if undoing
            else translate("InventoryCommands", "Redone: {what} (audit #{first}–#{last}).")
        ).format(what=what, first=min(seqs), last=max(seqs))
    else:
        text = ""
    context.say(text)


class InventoryCommand(ServiceCommand):
    """A step of the Inventory page: it says on the page's status line what its undo and redo
    did, so the window's status bar need not say it again (``speaks_on_page``)."""

    speaks_on_page: ClassVar[bool] = True


class MoveItemCommand(InventoryCommand):
    """One item movement (armoury ↔ soldier, soldier ↔ soldier, slot ↔ slot)."""

    def __init__(
        self,
        context: InventoryContext,
        result: MoveResult,
        text: str,
        *,
        override_reason: str | None = None,
    ) -> None:
        super().__init__(text, show_error=context.show_error, report=context.report)
        self._context = context
        self._result = result
        self._override_reason = override_reason
        self.first_seq = result.audit_seq
        context.versions[result.item.id] = result.item.version
        self.seqs: list[int] = [result.audit_seq]
        """Every audit row this command wrote: the move, then each undo and redo."""

    @property
    def item_id(self) -> int:
        return self._result.item.id

    def undo_edit(self) -> Changes:
        result = self._context.inventory.undo_move(
            self._context.campaign_id,
            self.seqs[-1],
            actor=self._context.actor,
            expected_version=self._expected_version(),
        )
        return self._moved(result, undoing=True)

    def redo_edit(self) -> Changes:
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
        result = self._context.inventory.move_item(
            item.id,
            to,
            actor=self._context.actor,
            override_reason=reason,
            expected_version=self._expected_version(),
        )
        return self._moved(result, undoing=False)

    def attempt_text(self, *, undoing: bool) -> str:
        """A refused undo says it was the undo ("Cannot undo “Issue …”: …")."""
        if not undoing:
            return self.text()
        return QCoreApplication.translate("InventoryCommands", "undo “{move}”").format(
            move=self.text()
        )

    def refused(self, error: Exception) -> None:
        self._context.refresh()
        if self._context.say is not None:
            self._context.say("")

    def _expected_version(self) -> int:
        """The item's version as this page's commands last left it: an undo or redo expects
        it, so that a move by another GM in between is refused naming who."""
        return self._context.versions.get(self.item_id, self._result.item.version)

    def _moved(self, result: MoveResult, *, undoing: bool) -> Changes:
        self.seqs.append(result.audit_seq)
        self._context.versions[result.item.id] = result.item.version
        self._context.refresh()
        say_step(self._context, self.text(), [result.audit_seq], undoing=undoing)
        return result.changes
