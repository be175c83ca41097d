"""Undoable roster edits: one ``QUndoCommand`` per user edit, on the main window's stack.

The first "do" of every edit happens before the command is pushed (the dialog or the view calls
the service and sees its refusal there), so a command is only pushed for an edit that happened;
its first ``redo()`` (called by ``QUndoStack.push``) does nothing. Later undos and redos call the
service again and refresh the one affected row of the model.

A refused undo or redo (for instance a ``StaleEditError`` because another GM changed the soldier
meanwhile) shows its message and marks the command obsolete: ``QUndoStack`` then drops that one
command and keeps the rest of the stack as it was, so the stack never claims a state that the
database does not have.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from xcom_manager.services.dto import SoldierDraft, SoldierRow
from xcom_manager.services.errors import UserError

if TYPE_CHECKING:
    from xcom_manager.services.roster import RosterService
    from xcom_manager.ui.roster.model import RosterTableModel

__all__ = [
    "EditSoldierCommand",
    "RecruitCommand",
    "RosterContext",
    "SetStatusCommand",
]


@dataclass(frozen=True, slots=True)
class RosterContext:
    """What the commands need: the service, the model to refresh and where to show errors."""

    roster: RosterService
    campaign_id: int
    model: RosterTableModel
    show_error: Callable[[str], None]


def soldier_title(row: SoldierRow | SoldierDraft) -> str:
    """ "Sgt. Ivanova": rank and name, as the command texts show a soldier."""
    return f"{row.rank} {row.name}".strip()


class _RosterCommand(QUndoCommand):
    def __init__(self, context: RosterContext, text: str) -> None:
        super().__init__(text)
        self._context = context
        self._done = True  # the edit happened before the push

    def redo(self) -> None:
        if self._done:
            return
        if self._run(self._do):
            self._done = True

    def undo(self) -> None:
        if not self._done:
            return
        if self._run(self._undo):
            self._done = False

    def _run(self, action: Callable[[], None]) -> bool:
        try:
            action()
        except UserError as error:
            self.setObsolete(True)
            self._context.show_error(
                QCoreApplication.translate("RosterCommands", "Cannot {what}: {why}").format(
                    what=self.text(), why=str(error)
                )
            )
            return False
        return True

    def _do(self) -> None:
        raise NotImplementedError

    def _undo(self) -> None:
        raise NotImplementedError


class RecruitCommand(_RosterCommand):
    """Recruit a soldier; undo dismisses them, redo re-creates them with the same id and data."""

    def __init__(self, context: RosterContext, row: SoldierRow) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("RosterCommands", "Recruit {soldier}").format(
                soldier=soldier_title(row)
            ),
        )
        self._row = row

    @property
    def soldier_id(self) -> int:
        return self._row.id

    def _do(self) -> None:
        row = self._context.roster.restore(self._row).row
        self._row = row
        self._context.model.upsert(row)

    def _undo(self) -> None:
        self._context.roster.dismiss(self._row.id)
        self._context.model.remove(self._row.id)


class EditSoldierCommand(_RosterCommand):
    """An edit through the form; undo writes the old draft back."""

    def __init__(self, context: RosterContext, before: SoldierRow, after: SoldierRow) -> None:
        super().__init__(
            context,
            QCoreApplication.translate("RosterCommands", "Edit {soldier}").format(
                soldier=soldier_title(before)
            ),
        )
        self._id = before.id
        self._before = before.to_draft()
        self._after = after.to_draft()
        self._version = after.version

    def _write(self, draft: SoldierDraft) -> None:
        row = self._context.roster.update_soldier(
            self._id, draft, expected_version=self._version
        ).row
        self._version = row.version
        self._context.model.upsert(row)

    def _do(self) -> None:
        self._write(self._after)

    def _undo(self) -> None:
        self._write(self._before)


class SetStatusCommand(_RosterCommand):
    """Retire, mark dead, ...; undo restores the previous status."""

    def __init__(self, context: RosterContext, before: SoldierRow, after: SoldierRow) -> None:
        title = soldier_title(before)
        texts = {
            "retired": QCoreApplication.translate("RosterCommands", "Retire {soldier}"),
            "dead": QCoreApplication.translate("RosterCommands", "Mark {soldier} dead"),
            "mia": QCoreApplication.translate("RosterCommands", "Mark {soldier} missing in action"),
        }
        text = texts.get(
            after.status, QCoreApplication.translate("RosterCommands", "Change status of {soldier}")
        )
        super().__init__(context, text.format(soldier=title))
        self._id = before.id
        self._before = before.status
        self._after = after.status
        self._version = after.version

    def _write(self, status: str) -> None:
        row = self._context.roster.set_status(self._id, status, expected_version=self._version).row
        self._version = row.version
        self._context.model.upsert(row)

    def _do(self) -> None:
        self._write(self._after)

    def _undo(self) -> None:
        self._write(self._before)
