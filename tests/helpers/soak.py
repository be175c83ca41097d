"""What the soak walk (``tests/ui/test_soak.py``) needs besides its actions: a closer of the
modal dialogs the walk opens (each cancelled by Escape or its Cancel button, or answered once
by the walk), the Missions page's forms filled at random as a GM would fill them, and the
watchers that fail the walk at the step that went wrong (an exception in a Qt virtual or slot,
a Qt warning, a crash or failure box, a stall of the GUI thread)."""

from __future__ import annotations

import random
import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QLineEdit,
    QMessageBox,
    QRadioButton,
    QSpinBox,
    QWidget,
)

__all__ = ["DialogCloser", "Escapes", "click_yes", "fill_at_random", "trouble_boxes"]

#: What the walk does with the next modal dialog instead of cancelling it.
Answer = Callable[[QWidget], None]


class DialogCloser(QObject):
    """Closes every modal dialog and popup that opens while it runs, as a user who changed
    their mind: Escape, or a click on Cancel (No, Close). ``answer_next`` answers the next one
    instead (the Settings dialog's language, a question's Yes)."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__()
        self.rng = rng
        self.closed: list[str] = []  # the dialogs' class names, in order
        self._answer: Answer | None = None
        self._seen: QWidget | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    def answer_next(self, answer: Answer | None) -> None:
        self._answer = answer

    def stop(self) -> None:
        self._timer.stop()

    def _poll(self) -> None:
        widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if widget is None or not widget.isVisible():
            self._seen = None
            return
        if widget is not self._seen:  # seen twice in a row: its queued set-up has run
            self._seen = widget
            return
        self._seen = None
        self.closed.append(type(widget).__name__)
        answer, self._answer = self._answer, None
        if answer is not None:
            answer(widget)
        if widget.isVisible():
            self._cancel(widget)

    def _cancel(self, widget: QWidget) -> None:
        button = _cancel_button(widget)
        if button is not None and self.rng.random() < 0.5:
            button.click()
        else:
            QTest.keyClick(widget, Qt.Key.Key_Escape)
        if widget.isVisible():  # a box without an escape button (none should be)
            widget.close()


def _cancel_button(widget: QWidget) -> QAbstractButton | None:
    if isinstance(widget, QMessageBox):
        return widget.escapeButton()
    for box in widget.findChildren(QDialogButtonBox):
        for kind in (
            QDialogButtonBox.StandardButton.Cancel,
            QDialogButtonBox.StandardButton.Close,
            QDialogButtonBox.StandardButton.No,
        ):
            button = box.button(kind)
            if button is not None and button.isVisible():
                return button
    return None


def click_yes(widget: QWidget) -> None:
    """Answer a question box with its Yes (or accepting) button; a dialog with OK."""
    if isinstance(widget, QMessageBox):
        for button in widget.buttons():
            role = widget.buttonRole(button)
            if role in (QMessageBox.ButtonRole.YesRole, QMessageBox.ButtonRole.AcceptRole):
                button.click()
                return
        return
    for box in widget.findChildren(QDialogButtonBox):
        for button in box.buttons():
            accepts = box.buttonRole(button) in (
                QDialogButtonBox.ButtonRole.AcceptRole,
                QDialogButtonBox.ButtonRole.YesRole,
            )
            if accepts and button.isEnabled() and button.isVisible():
                button.click()
                return


# -- the Missions page's forms --------------------------------------------------------------------

_COLUMNS = "ABCDEFGHIJKL"


def fill_at_random(page: QWidget, rng: random.Random) -> None:
    """Set each enabled input of a form ``page`` as a GM might: a choice of a list, a number
    in its range (small ones more often), a box ticked or not, a square typed (``C7``). The
    event loop runs after each, as between a user's clicks."""
    settle = QApplication.processEvents
    for combo in page.findChildren(QComboBox):
        if combo.isEnabled() and combo.count() and rng.random() < 0.7:
            combo.setCurrentIndex(rng.randrange(combo.count()))
            settle()
    for spin in page.findChildren(QAbstractSpinBox):
        if not spin.isEnabled() or rng.random() < 0.3:
            continue
        if isinstance(spin, QSpinBox):
            top = min(spin.maximum(), spin.minimum() + rng.choice((2, 6, 12, 40)))
            spin.setValue(rng.randint(spin.minimum(), max(spin.minimum(), top)))
        elif isinstance(spin, QDoubleSpinBox):
            reach = min(spin.maximum(), spin.minimum() + rng.choice((2.0, 6.0, 12.0)))
            spin.setValue(round(rng.uniform(spin.minimum(), reach), spin.decimals()))
        settle()
    for box in page.findChildren(QCheckBox):
        if box.isEnabled() and rng.random() < 0.3:
            box.setChecked(not box.isChecked())
            settle()
    radios = [r for r in page.findChildren(QRadioButton) if r.isEnabled()]
    if radios and rng.random() < 0.3:
        rng.choice(radios).setChecked(True)
        settle()
    for edit in page.findChildren(QLineEdit):
        if edit.isEnabled() and not edit.isReadOnly() and rng.random() < 0.8:
            edit.setText(_typed(edit, rng))
            settle()


def _typed(edit: QLineEdit, rng: random.Random) -> str:
    if edit.objectName() == "noteEdit":
        return rng.choice(("", "soak walk", "Sectoid seen at the barn", "  "))
    return f"{rng.choice(_COLUMNS)}{rng.randint(1, 14)}"  # a square, sometimes off the map


# -- what fails the walk ------------------------------------------------------------------------


class Escapes:
    """Exceptions that reached ``sys.excepthook`` during the walk (a Qt virtual or slot),
    each passed on to the hook in place before (pytest-qt's, which fails the test too)."""

    def __init__(self) -> None:
        self.found: list[str] = []
        self._previous = sys.excepthook

    def hook(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        self.found.append("".join(traceback.format_exception(kind, error, trace)))
        self._previous(kind, error, trace)

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.hook

    def on_top(self) -> None:
        """This hook in place again (a window's ``trouble`` hook goes with its window)."""
        sys.excepthook = self.hook

    def uninstall(self) -> None:
        sys.excepthook = self._previous


def trouble_boxes() -> list[str]:
    """The crash report (``ui/crash.py``) or database-failure box (``ui/common/trouble.py``)
    on screen, by title."""
    shown = {
        id(widget): widget.windowTitle()
        for widget in QApplication.topLevelWidgets() + _children_boxes()
        if widget.objectName() in ("crashDialog", "databaseFailure") and widget.isVisible()
    }
    return list(shown.values())


def _children_boxes() -> list[QWidget]:
    found: list[QWidget] = []
    for top in QApplication.topLevelWidgets():
        found += top.findChildren(QMessageBox)
        found += [d for d in top.findChildren(QDialog) if d.objectName() == "crashDialog"]
    return found
