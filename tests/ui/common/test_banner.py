"""The banner every page uses for refusals and alerts: in a layout, or floating at a point."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui.common.banner import ALERT_COLOURS, REFUSAL_COLOURS, Banner

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def _host(qtbot: QtBot) -> QWidget:
    host = QWidget()
    host.resize(640, 400)
    qtbot.addWidget(host)
    return host


def test_inline_banner_shows_its_lines_and_dismiss_closes_it(qtbot: QtBot) -> None:
    host = _host(qtbot)
    layout = QVBoxLayout(host)
    banner = Banner.refusal(host)
    layout.addWidget(banner)
    layout.addWidget(QLabel("the page"))
    host.show()
    qtbot.waitExposed(host)
    assert not banner.isVisible()

    banner.show_lines("Refused: W-JUMP-1", ["W-JUMP-1: no run-up", "Jumps need a run-up."])
    assert banner.isVisible()
    assert banner.title == "Refused: W-JUMP-1"
    assert banner.lines == ["W-JUMP-1: no run-up", "Jumps need a run-up."]
    assert banner.text == "Refused: W-JUMP-1\nW-JUMP-1: no run-up\nJumps need a run-up."
    assert banner.close_button.text() == "Dismiss"

    with qtbot.waitSignal(banner.dismissed):
        qtbot.mouseClick(banner.close_button, Qt.MouseButton.LeftButton)
    assert not banner.isVisible()


def test_escape_dismisses_and_hide_is_silent(qtbot: QtBot) -> None:
    host = _host(qtbot)
    banner = Banner.alert(host)
    QVBoxLayout(host).addWidget(banner)
    host.show()
    qtbot.waitExposed(host)
    dismissed: list[bool] = []
    banner.dismissed.connect(lambda: dismissed.append(True))

    banner.show_lines("Start of turn 3", ["Petrova bleeds out at the start of turn 4."])
    banner.close_button.setFocus()
    qtbot.keyClick(banner.close_button, Qt.Key.Key_Escape)
    assert not banner.isVisible()
    assert dismissed == [True]

    banner.show_lines("Start of turn 4", [])
    assert banner.lines == []
    banner.hide()  # the page closing it is not the user dismissing it
    assert dismissed == [True]
    banner.dismiss()  # nothing showing: nothing dismissed
    assert dismissed == [True]


def test_floating_banner_stays_inside_its_parent_and_focuses_its_first_button(
    qtbot: QtBot,
) -> None:
    host = _host(qtbot)
    anchor = QLabel("drop here", host)
    anchor.setGeometry(520, 320, 100, 60)
    banner = Banner.refusal(host)
    force = banner.add_button("Force…", "forceButton")
    host.show()
    qtbot.waitExposed(host)

    long_line = "INV-2: Laser rifle needs a large-size slot; this is a small one. " * 3
    banner.show_at("Refused: INV-2", [long_line], anchor, QPoint(90, 50))
    assert banner.isVisible()
    assert banner.buttons == [force]
    assert banner.width() <= 460
    assert host.rect().contains(banner.geometry())
    assert banner.geometry().right() <= host.width()
    assert host.focusWidget() is force

    with qtbot.waitSignal(force.clicked):
        qtbot.keyClick(force, Qt.Key.Key_Space)
    with qtbot.waitSignal(banner.dismissed):
        qtbot.keyClick(force, Qt.Key.Key_Escape)  # Escape from a button reaches the banner
    assert not banner.isVisible()


def test_refusals_and_alerts_look_different(qtbot: QtBot) -> None:
    host = _host(qtbot)
    refusal, alert = Banner.refusal(host), Banner.alert(host)
    assert refusal.palette().color(refusal.backgroundRole()) == REFUSAL_COLOURS[0]
    assert alert.palette().color(alert.backgroundRole()) == ALERT_COLOURS[0]
    assert REFUSAL_COLOURS != ALERT_COLOURS
