"""A long evening in the window, walked at random: tab switches, item moves chosen in the
"Move to…" dialog (some cancelled, some refused by the rules), undo and redo, File ▸ Reload and
switches between the two demos, in a seeded order. Any exception in Qt's calls, any Qt warning
(pytest-qt fails on both) or a crash dialog fails the walk, naming its seed and step.

    XCOM_SOAK_SEED=7 XCOM_SOAK_STEPS=3000 pytest tests/ui/test_soak.py

The default is a short walk of a random seed, printed when it fails.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from xcom_manager.ui.inventory.dialogs import MoveToDialog, OverrideDialog
from xcom_manager.ui.inventory.view import InventoryView
from xcom_manager.ui.main_window import MainWindow, Page

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

SEED = int(os.environ.get("XCOM_SOAK_SEED") or random.SystemRandom().randrange(10**6))
STEPS = int(os.environ.get("XCOM_SOAK_STEPS") or 60)


class Walk:
    """The user's actions, each picked by ``rng`` and driven through the window."""

    def __init__(self, qtbot: QtBot, window: MainWindow, rng: random.Random) -> None:
        self.qtbot = qtbot
        self.window = window
        self.rng = rng
        self.dialogs = 0  # Move to… dialogs answered: the walk did reach the inventory

    def actions(self) -> list[Callable[[], None]]:
        return [self.switch_tab, self.move_item, self.move_item, self.undo, self.redo,
                self.reload, self.switch_demo]  # fmt: skip

    def switch_tab(self) -> None:
        self.window.set_page(self.rng.choice(list(Page)))

    def undo(self) -> None:
        if self.window.undo_action.isEnabled():
            self.window.undo_action.trigger()

    def redo(self) -> None:
        if self.window.redo_action.isEnabled():
            self.window.redo_action.trigger()

    def reload(self) -> None:
        action = self.window.read_only.reload_action
        if action.isEnabled():
            with self.qtbot.waitSignal(self.window.campaign_opened, timeout=10_000):
                action.trigger()

    def switch_demo(self) -> None:
        """File ▸ Open the other demo (the one open is said to be open already)."""
        shown = self.window.campaign
        board = shown is not None and shown.ruleset_id == "wargame"
        action = self.window.open_board_demo_action if board else self.window.open_demo_action
        if action.isEnabled():
            with self.qtbot.waitSignal(self.window.campaign_opened, timeout=60_000):
                action.trigger()

    def move_item(self) -> None:
        """Move to…: an item of the armoury or of a soldier to a place the dialog offers; the
        dialog is sometimes cancelled, a rules refusal sometimes overridden."""
        self.window.set_page(Page.INVENTORY)
        view = self.window.inventory_page.ensure_built()
        if not isinstance(view, InventoryView) or view.campaign_id is None:
            return
        backend = self.window.backend
        assert backend is not None
        items = [item.id for item in backend.inventory.armoury(view.campaign_id)]
        if not items:
            return
        rng = self.rng

        def choose(dialog: QDialog) -> bool:
            self.dialogs += 1
            if isinstance(dialog, OverrideDialog):
                dialog.reason_edit.setPlainText("soak walk")
                return rng.random() < 0.5
            assert isinstance(dialog, MoveToDialog)
            dialog.target_combo.setCurrentIndex(rng.randrange(dialog.target_combo.count()))
            return rng.random() < 0.8

        view._open_dialog = choose  # type: ignore[method-assign]
        view.move_item_to(rng.choice(items), view)


def _crash_dialogs() -> list[str]:
    """The crash dialogs on screen (ui/crash.py names its dialog ``crashDialog``)."""
    return [
        widget.windowTitle()
        for widget in QApplication.topLevelWidgets()
        if widget.objectName() == "crashDialog" and widget.isVisible()
    ]


def test_a_seeded_random_walk_of_both_demos(qtbot: QtBot, demo_window: MainWindow) -> None:
    window = demo_window
    rng = random.Random(SEED)
    walk = Walk(qtbot, window, rng)
    actions = walk.actions()
    for step in range(STEPS):
        action = rng.choice(actions)
        try:
            action()
            QApplication.processEvents()
        except BaseException as error:
            error.add_note(f"soak walk: XCOM_SOAK_SEED={SEED}, step {step} ({action.__name__})")
            raise
        assert not _crash_dialogs(), f"XCOM_SOAK_SEED={SEED}, step {step}: {_crash_dialogs()}"
    assert walk.dialogs > 0 or STEPS < 20, f"XCOM_SOAK_SEED={SEED}: no item was ever moved"
