"""The wheel over the Missions page's action form scrolls the form; it steps a field only when
the GM has picked that field (it changed *Fall height* unnoticed)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, declare_jump, forms, start_mission
from xcom_manager.ui.mission.view import MissionsView

pytestmark = pytest.mark.gui


def _wheel_down(widget: QWidget) -> None:
    """One notch of the wheel turned towards the user over the middle of ``widget``."""
    inside = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        inside,
        QPointF(widget.mapToGlobal(inside.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_the_wheel_scrolls_the_form_and_steps_only_a_picked_field(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.window().resize(1024, 700)  # the form scrolls on a small screen
    view.resize(1024, 700)
    declare_jump(qtbot, view, horizontal=4.0, vertical=2.0)
    spin = forms(view).vertical_spin
    qtbot.waitUntil(spin.isVisible)
    scroll = view.findChild(QScrollArea, "actionPanelScroll")
    assert scroll is not None
    view.character_table.setFocus()
    qtbot.waitUntil(view.character_table.hasFocus)

    _wheel_down(spin)
    assert spin.value() == 2.0  # not picked: the height stays
    assert not spin.hasFocus()  # and the wheel did not pick it

    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    _wheel_down(spin)
    assert spin.value() < 2.0  # picked: the wheel steps it down


def test_the_wheel_over_an_unpicked_field_scrolls_the_form(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=4.0, vertical=2.0)
    scroll = view.findChild(QScrollArea, "actionPanelScroll")
    assert scroll is not None
    scroll.setFixedHeight(120)  # far lower than the form: it must scroll
    spin = forms(view).horizontal_spin
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0)
    view.character_table.setFocus()
    before = scroll.verticalScrollBar().value()
    _wheel_down(spin)
    assert spin.value() == 4.0
    assert scroll.verticalScrollBar().value() > before
