"""The base of every campaign page (Roster, Inventory, Missions, Audit log).

A page shows one campaign, pushes its edits onto the window's undo stack, and speaks to the
window through two signals: ``status_message`` (a passing line for the status bar) and
``changed`` (the :class:`~xcom_manager.services.core.changes.Changes` a use-case returned). The
window hands every ``changed`` to every page it has built (:meth:`apply_changes`), and a page
reloads only when the change touches what it shows (:attr:`watches`). A page that is not on
screen reloads when it is next shown, not before.
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent, QUndoStack
from PySide6.QtWidgets import QWidget

from xcom_manager.services.core.changes import Change, Changes

__all__ = ["CampaignPage"]


class CampaignPage(QWidget):
    """A view of one campaign. Subclasses set :attr:`watches` and implement :meth:`refresh`."""

    status_message = Signal(str)
    """A passing message for the status bar."""
    changed = Signal(object)
    """A use-case run from this page changed something (a :class:`Changes`)."""

    #: The kinds of change that make this page reload.
    watches: ClassVar[frozenset[Change]] = frozenset()

    def __init__(
        self, campaign_id: int, undo_stack: QUndoStack | None, parent: QWidget | None = None
    ) -> None:
        """``undo_stack`` is the window's; a page that pushes no edits (the audit log) may be
        given ``None`` and has a stack of its own."""
        super().__init__(parent)
        self.campaign_id = campaign_id
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self._stale = False

    def refresh(self) -> None:
        """Read what the page shows again from the services (subclasses override it)."""

    def report(self, changes: Changes) -> None:
        """Tell the window what a use-case run from this page changed."""
        if changes:
            self.changed.emit(changes)

    def apply_changes(self, changes: Changes) -> None:
        """Reload now if the change touches this page and it is on screen, else when shown."""
        if not changes.touches(self.watches, self.campaign_id):
            return
        if self.isVisible():
            self._stale = False
            self.refresh()
        else:
            self._stale = True

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        if self._stale:
            self._stale = False
            self.refresh()
