"""ServiceCommand: the undo command base of edits made through a service that may refuse."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.ui.common.commands import ServiceCommand

CHANGED = Changes.of(Change.roster, campaign_id=7)


@dataclass
class _NameBook:
    """Stands in for a service: one name, and a refusal to change it when told to."""

    name: str = "Ivanova"
    refuse: Exception | None = None
    calls: list[str] = field(default_factory=list)

    def rename(self, name: str) -> Changes:
        self.calls.append(name)
        if self.refuse is not None:
            raise self.refuse
        self.name = name
        return CHANGED


@dataclass
class _Page:
    """Where the commands report back (a page does this in the application)."""

    errors: list[str] = field(default_factory=list)
    reports: list[Changes] = field(default_factory=list)
    refusals: list[Exception] = field(default_factory=list)


class _Rename(ServiceCommand):
    def __init__(self, book: _NameBook, page: _Page, before: str, after: str) -> None:
        super().__init__(
            f"Rename {before}", show_error=page.errors.append, report=page.reports.append
        )
        self._book, self._page, self._before, self._after = book, page, before, after

    def undo_edit(self) -> Changes:
        return self._book.rename(self._before)

    def redo_edit(self) -> Changes:
        return self._book.rename(self._after)

    def refused(self, error: Exception) -> None:
        self._page.refusals.append(error)


class _Toggle(_Rename):
    """Refused by a ValueError too, and names the attempt "undo …"/"redo …" (like a mission
    step, whose undo and redo are the same operation)."""

    refusals = (StaleEditError, ValueError)

    def attempt_text(self, *, undoing: bool) -> str:
        return ("undo " if undoing else "redo ") + self.text()


@pytest.fixture
def stack(qapp: QApplication) -> QUndoStack:
    return QUndoStack()


def _edited(stack: QUndoStack, command: type[_Rename] = _Rename) -> tuple[_NameBook, _Page]:
    """The page renamed Ivanova to Petrova through the service, then pushed the command."""
    book, page = _NameBook(), _Page()
    book.rename("Petrova")
    book.calls.clear()
    stack.push(command(book, page, "Ivanova", "Petrova"))
    return book, page


def test_the_push_does_not_repeat_the_edit(stack: QUndoStack) -> None:
    book, page = _edited(stack)
    assert book.calls == []
    assert page.reports == []
    command = stack.command(0)
    assert isinstance(command, ServiceCommand) and command.done


def test_undo_and_redo_go_through_the_service_and_report_what_changed(stack: QUndoStack) -> None:
    book, page = _edited(stack)
    stack.undo()
    assert book.name == "Ivanova"
    stack.redo()
    assert book.name == "Petrova"
    stack.undo()
    assert book.calls == ["Ivanova", "Petrova", "Ivanova"]
    assert page.reports == [CHANGED, CHANGED, CHANGED]
    assert page.errors == []


def test_a_refused_undo_says_why_and_drops_only_that_command(stack: QUndoStack) -> None:
    stack.push(_Rename(_NameBook(), _Page(), "A", "B"))  # an older edit, unaffected
    book, page = _edited(stack)
    book.refuse = StaleEditError("Petrova was changed by someone else")
    stack.undo()
    assert page.errors == ["Cannot Rename Ivanova: Petrova was changed by someone else"]
    assert page.refusals == [book.refuse]
    assert page.reports == []
    assert book.name == "Petrova"
    assert stack.count() == 1  # the obsolete command is gone, the older one stays
    assert stack.undoText() == "Rename A"


def test_refusals_and_the_attempt_text_are_the_subclass_s(stack: QUndoStack) -> None:
    book, page = _edited(stack, _Toggle)
    book.refuse = ValueError("the mission was debriefed")
    stack.undo()
    assert page.errors == ["Cannot undo Rename Ivanova: the mission was debriefed"]
    assert stack.count() == 0


def test_a_refused_redo_keeps_the_edit_undone(stack: QUndoStack) -> None:
    book, page = _edited(stack)
    stack.undo()
    book.refuse = StaleEditError("Ivanova was dismissed")
    stack.redo()
    assert page.errors == ["Cannot Rename Ivanova: Ivanova was dismissed"]
    assert book.name == "Ivanova"
    assert stack.count() == 0
    assert not stack.canRedo()
