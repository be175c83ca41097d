"""Undo where you are: one undo stack per page, the current tab's stack in the Edit menu.

The window owns an :class:`UndoDesk`. Each page that pushes edits (Roster, Inventory, Missions,
Audit log) gets its own ``QUndoStack`` (:meth:`UndoDesk.stack`); a ``QUndoGroup`` makes the
current tab's stack the active one, so Ctrl+Z on the Roster takes back the roster's last step,
never a mission's. Edit ▸ Undo/Redo name the active stack's command ("Undo Move Rifle"), and
after each undo or redo the status bar says what was taken back or made again ("Undone: …"),
unless the command's page says it on a status line of its own (``speaks_on_page``).
A page without a stack (Statistics) leaves Undo and Redo disabled. Opening another campaign
clears every stack (:meth:`UndoDesk.clear`).

Imported before the window's first paint: PySide6 only.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QUndoGroup, QUndoStack

__all__ = ["UndoDesk"]


class UndoDesk(QObject):
    """The window's undo group, its Undo/Redo actions and one stack per page index."""

    def __init__(
        self, parent: QObject, pages: int, show_message: Callable[[str, int], None]
    ) -> None:
        """``pages`` is how many pages have a stack (indexes ``0 … pages-1``, in tab order);
        ``show_message`` shows a passing status-bar line (text, milliseconds)."""
        super().__init__(parent)
        self._show_message = show_message
        self.group = QUndoGroup(self)
        self._stacks = [QUndoStack(self) for _ in range(pages)]
        for stack in self._stacks:
            self.group.addStack(stack)
        self.group.setActiveStack(self._stacks[0])

        # Own actions, not the group's: the status line needs the text before the undo runs.
        self.undo_action = QAction(self.tr("&Undo"), self)
        self.undo_action.setShortcuts([QKeySequence("Ctrl+Z")])
        self.undo_action.triggered.connect(self.undo)
        self.redo_action = QAction(self.tr("&Redo"), self)
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.redo_action.triggered.connect(self.redo)
        self.group.canUndoChanged.connect(self._update)
        self.group.canRedoChanged.connect(self._update)
        self.group.undoTextChanged.connect(self._update)
        self.group.redoTextChanged.connect(self._update)
        self.group.activeStackChanged.connect(self._update)
        self._update()

    def stack(self, page: int) -> QUndoStack:
        """The undo stack of page ``page`` (its index in the tabs)."""
        return self._stacks[page]

    def active_stack(self) -> QUndoStack | None:
        """The stack of the page on screen, or ``None`` (a page without edits)."""
        return self.group.activeStack()

    def show_page(self, page: int) -> None:
        """The tab ``page`` is now current: its stack (if it has one) becomes the active one."""
        stack = self._stacks[page] if 0 <= page < len(self._stacks) else None
        self.group.setActiveStack(stack)  # type: ignore[arg-type]  # None: no active stack

    def clear(self) -> None:
        """Forget every page's history (another campaign, or none, is open)."""
        for stack in self._stacks:
            stack.clear()

    def undo(self) -> None:
        """Undo the active page's last step and say so in the status bar."""
        self._step(undoing=True)

    def redo(self) -> None:
        """Redo the active page's last undone step and say so in the status bar."""
        self._step(undoing=False)

    def _step(self, *, undoing: bool) -> None:
        stack = self.group.activeStack()
        if stack is None or not (stack.canUndo() if undoing else stack.canRedo()):
            return
        text = stack.undoText() if undoing else stack.redoText()
        count = stack.count()
        if undoing:
            stack.undo()
        else:
            stack.redo()
        if stack.count() < count:
            return  # refused: the command said why and was dropped
        done = stack.command(stack.index() if undoing else stack.index() - 1)
        if getattr(done, "speaks_on_page", False):
            return  # its page's status line says it, with its audit rows: not twice
        message = self.tr("Undone: %1") if undoing else self.tr("Redone: %1")
        self._show_message(message.replace("%1", text), 8000)

    def _update(self) -> None:
        stack = self.group.activeStack()
        can_undo = stack is not None and stack.canUndo()
        can_redo = stack is not None and stack.canRedo()
        self.undo_action.setEnabled(can_undo)
        self.redo_action.setEnabled(can_redo)
        undo_text = stack.undoText() if stack is not None and can_undo else ""
        redo_text = stack.redoText() if stack is not None and can_redo else ""
        self.undo_action.setText(
            self.tr("&Undo %1").replace("%1", undo_text) if undo_text else self.tr("&Undo")
        )
        self.redo_action.setText(
            self.tr("&Redo %1").replace("%1", redo_text) if redo_text else self.tr("&Redo")
        )
