"""The soldier form driven like a user, in English and in Russian, its window 1024×700: a
field's problem appears in the one place kept for it, whole, without moving any field (a click
aimed at a field lands on it), goes as soon as the value is right, and a number typed beyond
a stat's range is kept and said wrong instead of losing a digit."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QStyle, QStyleOptionSpinBox, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_view import make_view, press_ok, script_dialog
from xcom_manager.ui import i18n
from xcom_manager.ui.common.range_spin import RangeSpin
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

__all__ = ["make_view"]  # the fixture, shared with the roster view's tests

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

SCREEN = (1024, 700)


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param != "en":
        i18n.install_translator(request.param)
    yield request.param
    i18n.remove_translators()


@pytest.fixture
def roster(
    language: str,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
) -> RosterView:
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    view.window().resize(*SCREEN)
    view.resize(*SCREEN)
    assert view.select_soldier(soldier_id)
    return view


def _places(dialog: SoldierDialog) -> dict[str, QRect]:
    widgets: dict[str, QWidget] = {"ok": dialog.ok_button}
    for field in ("name", "rank", "soldier_class", "wounds", "status", "notes"):
        widget = dialog.field_widget(field)
        assert widget is not None
        widgets[field] = widget
    widgets.update({f"stats.{k}": s for k, s in dialog.stat_spins.items()})
    return {name: QRect(w.mapTo(dialog, QPoint(0, 0)), w.size()) for name, w in widgets.items()}


def _retype(qtbot: QtBot, widget: QWidget, text: str) -> None:
    """Click into the field, select what it holds and type ``text`` over it."""
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton, pos=QPoint(8, widget.height() // 2))
    qtbot.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(widget, text)


def _up_arrow(spin: RangeSpin) -> QRect:
    option = QStyleOptionSpinBox()
    spin.initStyleOption(option)
    return spin.style().subControlRect(
        QStyle.ComplexControl.CC_SpinBox, option, QStyle.SubControl.SC_SpinBoxUp, spin
    )


def _shows_whole(dialog: SoldierDialog) -> bool:
    label = dialog.problems_label
    inside = dialog.rect().contains(QRect(label.mapTo(dialog, QPoint(0, 0)), label.size()))
    return inside and label.height() >= label.heightForWidth(label.width())


def test_a_problem_shows_whole_moves_no_field_and_goes_when_fixed(
    qtbot: QtBot, roster: RosterView, language: str
) -> None:
    def script(dialog: SoldierDialog) -> None:
        before = _places(dialog)
        arrow = _up_arrow(dialog.wounds_spin)
        own_wounds = dialog.stat_spins["W"].value()
        _retype(qtbot, dialog.wounds_spin, str(own_wounds + 4))
        problems = dialog.problems_of("wounds")
        assert problems and str(own_wounds + 4) in problems[0]
        assert problems[0] in dialog.problems_label.text()
        assert _shows_whole(dialog), dialog.problems_label.text()
        assert dialog.wounds_spin.property("invalid") is True
        assert _up_arrow(dialog.wounds_spin) == arrow  # its arrows drawn as before
        assert dialog.wounds_spin.width() <= dialog.wounds_spin.sizeHint().width() + 2
        assert _places(dialog) == before  # nothing moved: the next click lands where aimed

        _retype(qtbot, dialog.wounds_spin, str(own_wounds))
        assert dialog.problems_of("wounds") == []
        assert dialog.problems_label.text() == ""
        assert dialog.wounds_spin.property("invalid") is False

        dialog.name_edit.clear()
        press_ok(qtbot, dialog)
        assert dialog.isVisible() and dialog.problems_of("name")
        assert dialog.problems_of("name")[0] in dialog.problems_label.text()
        assert _places(dialog) == before
        qtbot.keyClicks(dialog.name_edit, "Ivanova")
        assert dialog.problems_of("name") == [] and dialog.problems_label.text() == ""
        assert dialog.name_edit.property("invalid") is False
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    seen = script_dialog(roster, qtbot, script)
    qtbot.mouseClick(roster.toolbar.widgetForAction(roster.edit_action), Qt.MouseButton.LeftButton)
    assert len(seen) == 1


def test_a_number_beyond_the_range_keeps_its_digits_and_is_refused(
    qtbot: QtBot, roster: RosterView, roster_backend: RosterBackend, language: str
) -> None:
    soldier = roster.selected_soldier()
    assert soldier is not None

    def script(dialog: SoldierDialog) -> None:
        spin = dialog.stat_spins["WS"]
        assert "1–10" in spin.toolTip()  # the range is told before anything is typed
        before = _places(dialog)
        _retype(qtbot, spin, "25")
        assert spin.value() == 25 and spin.text() == "25"  # not "2"
        problems = dialog.problems_of("stats.WS")
        assert problems and "25" in problems[0] and "10" in problems[0]
        assert _shows_whole(dialog) and _places(dialog) == before
        press_ok(qtbot, dialog)
        assert dialog.isVisible()  # refused: nothing saved
        assert dialog.problems_of("stats.WS")
        qtbot.keyClick(spin, Qt.Key.Key_Up)  # the arrows step back into the range
        assert spin.value() == 10 and dialog.problems_of("stats.WS") == []
        _retype(qtbot, spin, "7")
        press_ok(qtbot, dialog)

    seen = script_dialog(roster, qtbot, script)
    qtbot.mouseClick(roster.toolbar.widgetForAction(roster.edit_action), Qt.MouseButton.LeftButton)
    assert len(seen) == 1
    assert roster_backend.roster.get_soldier(soldier.id).to_draft().stats["WS"] == 7
