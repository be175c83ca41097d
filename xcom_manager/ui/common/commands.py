"""The base of every undo command that carries out a use-case again and can be refused.

A page carries out the user's edit itself, before it pushes the command: it calls the service,
sees a refusal where the user acted, and pushes a command only for an edit that happened. So
the first ``redo()`` (called by ``QUndoStack.push``) does nothing. A later undo or redo calls
the service again (:meth:`ServiceCommand.undo_edit`, :meth:`ServiceCommand.redo_edit`, written
by each subclass) and hands the :class:`~xcom_manager.services.core.changes.Changes` it returns to
``report``, so that every page showing that data brings itself up to date.

A refused undo or redo (one of :attr:`ServiceCommand.refusals`: another GM changed the soldier
meanwhile, the item has moved since, the mission was debriefed) shows why ("Cannot …: …") and
marks the command obsolete: ``QUndoStack`` then drops that one command and keeps the rest of the
stack as it was, so the stack never claims a state that the database does not have.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable
from typing import ClassVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import UserError
from xcom_manager.ui.common.texts import error_text

__all__ = ["ServiceCommand"]


class ServiceCommand(QUndoCommand):
    """An edit made through a service, undone and redone through it.

    Subclasses implement :meth:`undo_edit` and :meth:`redo_edit` (each calls the service and
    returns what it changed) and may override :meth:`attempt_text` (how a refusal names the
    attempt) and :meth:`refused` (what to do after one, e.g. reload the page).
    """

    refusals: ClassVar[tuple[type[Exception], ...]] = (UserError,)
    """The errors that refuse an undo or redo: shown to the user, the command dropped. Any
    other exception is a bug and propagates."""

    def __init__(
        self,
        text: str,
        *,
        show_error: Callable[[str], None],
        report: Callable[[Changes], None],
    ) -> None:
        super().__init__(text)
        self._show_error = show_error
        self._report = report
        self._done = True  # the edit happened before the push

    @property
    def done(self) -> bool:
        """Whether the edit is in effect (not undone)."""
        return self._done

    def redo(self) -> None:
        if self._done:
            return
        if self._attempt(self.redo_edit, undoing=False):
            self._done = True

    def undo(self) -> None:
        if not self._done:
            return
        if self._attempt(self.undo_edit, undoing=True):
            self._done = False

    # -- what subclasses write ------------------------------------------------------------------

    @abstractmethod
    def undo_edit(self) -> Changes:
        """Take the edit back through the service; return what changed (every subclass says
        how)."""

    @abstractmethod
    def redo_edit(self) -> Changes:
        """Make the edit again through the service; return what changed (every subclass says
        how)."""

    def attempt_text(self, *, undoing: bool) -> str:
        """What a refusal says could not be done (the command's text by default)."""
        return self.text()

    def refused(self, error: Exception) -> None:
        """Called after a refused undo or redo, once the command is obsolete."""

    # -- internals ------------------------------------------------------------------------------

    def _attempt(self, edit: Callable[[], Changes], *, undoing: bool) -> bool:
        try:
            changes = edit()
        except self.refusals as error:
            self.setObsolete(True)
            self.refused(error)
            self._show_error(
                QCoreApplication.translate("ServiceCommand", "Cannot {what}: {why}").format(
                    what=self.attempt_text(undoing=undoing), why=error_text(error)
                )
            )
            return False
        self._report(changes)
        return True
