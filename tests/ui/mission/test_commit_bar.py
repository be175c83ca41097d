"""The odds, a refusal and the result of the action being prepared sit next to Commit, outside
the scrolling form: at 1024 × 700 a Commit that is refused visibly says why (the refusal was
cut at the fold, "beyond the weapon's range of" with the number below it)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, activate, declare_jump, forms, start_mission
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def _wholly_in_sight(widget: QWidget) -> bool:
    """Whether all of ``widget`` is on screen: shown, and not cut by a scroll area's edge."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
def test_a_refused_commit_says_why_next_to_commit_at_any_size(
    qtbot: QtBot,
    make_view: Callable[[], MissionsView],
    mission_backend: MissionBackend,
    size: tuple[int, int],
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.window().resize(*size)
    view.resize(*size)
    declare_jump(qtbot, view, horizontal=8)  # W-JUMP-1: at most 6" horizontally
    panel = view.panel
    odds = panel.odds_label
    qtbot.waitUntil(lambda: odds.text().startswith("Not allowed now: W-JUMP-1:"))
    scroll = view.findChild(QScrollArea, "actionPanelScroll")
    assert scroll is not None
    for shown in (odds, panel.refusal_banner, panel.outcome_label):
        assert not scroll.isAncestorOf(shown)  # never below the form's fold
    qtbot.waitUntil(lambda: _wholly_in_sight(odds))

    focus = activate(qtbot, view, forms(view).horizontal_spin)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    banner = panel.refusal_banner
    qtbot.waitUntil(banner.isVisible)
    assert any(line.startswith("W-JUMP-1: ") for line in banner.lines)
    qtbot.waitUntil(lambda: _wholly_in_sight(banner))
    assert _wholly_in_sight(panel.commit_button)
