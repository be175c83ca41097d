"""Keys and undo where the GM is: each page's shortcuts right after switching to it (Ctrl+N or
a tab click), and Ctrl+Z taking back the step of the page on screen, said in the status bar.

Driven on the demo campaign in a real window, with real key presses.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.inventory.view import InventoryView
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.mission.dialogs import PlanMissionDialog
from xcom_manager.ui.mission.view import MissionsView
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.status_dialogs import MarkDeadDialog, RetireDialog
from xcom_manager.ui.roster.view import RosterView

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


@pytest.fixture
def window(demo_window: MainWindow) -> MainWindow:
    """The demo campaign open in a shown, active window."""
    return demo_window


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    """A key typed by the GM into whatever has the focus."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


def opened_dialogs(page: QWidget) -> list[type[QDialog]]:
    """Replace the page's dialog hook: record each dialog's class, open none."""
    seen: list[type[QDialog]] = []

    def record(dialog: QDialog) -> bool:
        seen.append(type(dialog))
        return False

    page._open_dialog = record  # type: ignore[attr-defined]
    return seen


def free_soldier(roster: RosterView) -> SoldierRow:
    """An active soldier on no mission in progress (one who may retire or be marked dead);
    a refusal would show in a list, not in a modal box."""
    roster._show_error = lambda message: pytest.fail(message)  # type: ignore[method-assign]
    rows = (roster.proxy.soldier_at(r) for r in range(roster.proxy.rowCount()))
    soldier = next(
        s for s in rows if s.status == "active" and roster._roster.deployed_on(s.id) is None
    )
    roster.select_soldier(soldier.id)
    return soldier


def test_roster_keys_work_right_after_switching_to_it(qtbot: QtBot, window: MainWindow) -> None:
    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    seen = opened_dialogs(roster)

    press(qtbot, window, Qt.Key.Key_3, CTRL)  # away and back by keyboard
    press(qtbot, window, Qt.Key.Key_1, CTRL)
    press(qtbot, window, Qt.Key.Key_F, CTRL)
    assert roster.search_edit.hasFocus()

    press(qtbot, window, Qt.Key.Key_2, CTRL)
    press(qtbot, window, Qt.Key.Key_1, CTRL)
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    assert seen == [SoldierDialog]

    free_soldier(roster)
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    press(qtbot, window, Qt.Key.Key_1, CTRL)
    press(qtbot, window, Qt.Key.Key_R, CTRL_SHIFT)
    press(qtbot, window, Qt.Key.Key_D, CTRL_SHIFT)
    assert seen == [SoldierDialog, RetireDialog, MarkDeadDialog]


def test_mission_keys_work_after_a_tab_click_and_after_ctrl_3(
    qtbot: QtBot, window: MainWindow
) -> None:
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    missions = window.missions_page.view
    assert isinstance(missions, MissionsView)
    seen = opened_dialogs(missions)
    press(qtbot, window, Qt.Key.Key_1, CTRL)

    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(Page.MISSIONS).center())
    assert window.current_page() == Page.MISSIONS
    press(qtbot, window, Qt.Key.Key_N, CTRL)
    assert seen == [PlanMissionDialog]

    if missions._view is None or missions._view.finished:  # the demo's mission on screen
        pytest.skip("the demo shows no mission in progress")
    before = missions.position_label.text()
    press(qtbot, window, Qt.Key.Key_1, CTRL)
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    press(qtbot, window, Qt.Key.Key_Right, CTRL)
    assert missions.position_label.text() != before  # the phase moved on
    assert missions.undo_stack.count() == 1


def test_inventory_keys_work_right_after_switching_to_it(qtbot: QtBot, window: MainWindow) -> None:
    press(qtbot, window, Qt.Key.Key_2, CTRL)
    inventory = window.inventory_page.view
    assert isinstance(inventory, InventoryView)
    seen = opened_dialogs(inventory)
    press(qtbot, window, Qt.Key.Key_4, CTRL)
    press(qtbot, window, Qt.Key.Key_2, CTRL)
    press(qtbot, window, Qt.Key.Key_Insert, Qt.KeyboardModifier.NoModifier)
    assert len(seen) == 1  # Add to armoury…


def test_ctrl_z_undoes_the_step_of_the_page_on_screen(qtbot: QtBot, window: MainWindow) -> None:
    """A roster edit, then a mission step: Ctrl+Z on the Roster takes back the roster's edit,
    the mission's step stays, and the status bar says what was undone."""
    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    stack = roster.undo_stack
    retired = free_soldier(roster)

    def retire(dialog: QDialog) -> bool:
        return isinstance(dialog, RetireDialog)

    roster._open_dialog = retire  # type: ignore[method-assign]
    press(qtbot, window, Qt.Key.Key_R, CTRL_SHIFT)
    assert stack.count() == 1
    roster_step = stack.undoText()

    press(qtbot, window, Qt.Key.Key_3, CTRL)
    missions = window.missions_page.view
    assert isinstance(missions, MissionsView)
    if missions._view is None or missions._view.finished:
        pytest.skip("the demo shows no mission in progress")
    press(qtbot, window, Qt.Key.Key_Right, CTRL)
    assert missions.undo_stack.count() == 1
    assert missions.undo_stack is not stack
    assert window.undo_action.text() == f"&Undo {missions.undo_stack.undoText()}"

    press(qtbot, window, Qt.Key.Key_1, CTRL)
    assert window.undo_action.text() == f"&Undo {roster_step}"
    press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert stack.index() == 0  # the roster's retirement is undone ...
    assert missions.undo_stack.index() == 1  # ... the mission's phase is not
    row = roster.proxy.row_of(retired.id)
    assert row is not None and roster.proxy.soldier_at(row).status == "active"
    assert window.statusBar().currentMessage() == f"Undone: {roster_step}"

    press(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert stack.index() == 1
    assert window.statusBar().currentMessage() == f"Redone: {roster_step}"


def test_opening_another_campaign_clears_every_page_history(
    qtbot: QtBot, window: MainWindow
) -> None:
    press(qtbot, window, Qt.Key.Key_2, CTRL)
    press(qtbot, window, Qt.Key.Key_3, CTRL)
    for page in (Page.ROSTER, Page.INVENTORY, Page.MISSIONS):
        window.undo.stack(page).push(_Nothing())
    assert window.campaign is not None
    window.open_campaign(window.campaign.id)
    assert all(
        window.undo.stack(page).count() == 0
        for page in (Page.ROSTER, Page.INVENTORY, Page.MISSIONS)
    )
    assert not window.undo_action.isEnabled()


class _Nothing(QUndoCommand):
    def __init__(self) -> None:
        super().__init__("nothing")
