"""Undoable roster edits: one ``QUndoCommand`` per user edit, on the main window's stack.

The first "do" of every edit happens before the command is pushed (the dialog or the view calls
the service and sees its refusal there), so a command is only pushed for an edit that happened.
Later undos and redos call the service again, refresh the one affected row of the model and
report the service's :class:`~xcom_manager.services.core.changes.Changes` to the page; a refused one
(for instance a ``StaleEditError`` because another GM changed the soldier meanwhile) is shown and
dropped (see :class:`~xcom_manager.ui.common.commands.ServiceCommand`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.roster.dto import SoldierDraft, SoldierRow, StatusFacts
from xcom_manager.ui.common.commands import ServiceCommand

if TYPE_CHECKING:
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.ui.roster.model import RosterTableModel

__all__ = [
    "EditSoldierCommand",
    "RecruitCommand",
    "RosterContext",
    "SetStatusCommand",
]


@dataclass(frozen=True, slots=True)
class RosterContext:
    """What the commands need: the service, the model to refresh, and the page's paths back
    (``show_error`` for a refusal, ``report`` for what changed)."""

    roster: RosterService
    campaign_id: int
    model: RosterTableModel
    show_error: Callable[[str], None]
    report: Callable[[Changes], None]


def soldier_title(row: SoldierRow | SoldierDraft) -> str:
    """ "Sgt. Ivanova": rank (in the display language) and name, as the command texts show a
    soldier."""
    rank = row.shown_rank if isinstance(row, SoldierRow) else row.rank
    return f"{rank} {row.name}".strip()


class _RosterCommand(ServiceCommand):
    def __init__(self, context: RosterContext, text: str) -> None:
        super().__init__(text, show_error=context.show_error, report=context.report)
        self._context = context


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

    def redo_edit(self) -> Changes:
        saved = self._context.roster.restore(self._row)
        self._row = saved.row
        self._context.model.upsert(saved.row)
        return saved.changes

    def undo_edit(self) -> Changes:
        # Only the soldier as recruited: another GM's edit since refuses it, nothing lost.
        changes = self._context.roster.dismiss(self._row.id, shown=self._row.to_draft())
        self._context.model.remove(self._row.id)
        return changes


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
        self._before_facts = before.facts
        self._after_facts = after.facts
        self._version = after.version

    def _write(self, draft: SoldierDraft, facts: StatusFacts) -> Changes:
        saved = self._context.roster.update_soldier(
            self._id, draft, expected_version=self._version, facts=facts
        )
        self._version = saved.row.version
        self._context.model.upsert(saved.row)
        return saved.changes

    def redo_edit(self) -> Changes:
        return self._write(self._after, self._after_facts)

    def undo_edit(self) -> Changes:
        return self._write(self._before, self._before_facts)


class SetStatusCommand(_RosterCommand):
    """Retire, mark dead, ...; undo restores the previous status and its facts (date, mission,
    cause), redo the new ones."""

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
        self._before = (before.status, before.facts)
        self._after = (after.status, after.facts)
        self._version = after.version

    def _write(self, status: tuple[str, StatusFacts]) -> Changes:
        saved = self._context.roster.set_status(
            self._id, status[0], expected_version=self._version, facts=status[1]
        )
        self._version = saved.row.version
        self._context.model.upsert(saved.row)
        return saved.changes

    def redo_edit(self) -> Changes:
        return self._write(self._after)

    def undo_edit(self) -> Changes:
        return self._write(self._before)
