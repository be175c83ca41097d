"""Issue 14 item 6: the Inventory's status line says what the last step did, once. After Ctrl+Z
or Ctrl+Shift+Z of any of its steps (a stocking, a move) it says what was undone or redone with
the audit rows, never still the step taken back, and the window's status bar does not say it a
second time."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.ui.inventory.test_stocking import (  # noqa: F401
    CTRL,
    SHIFT,
    _armoury_rows,
    _click_ok,
    _hands,
    _inventory,
    _press,
    _set_number,
    _settings_in_tmp,
    migrated_db,
    window,
)
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.ui.inventory.stock_dialogs import AddToArmouryDialog
from xcom_manager.ui.main_window import MainWindow

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore(
        "does not support propagateSizeHints",
        "does not support raise",
        "does not support grabbing the keyboard",
    ),
]


def test_an_undone_stocking_and_move_are_said_once(
    qtbot: QtBot,
    window: MainWindow,  # noqa: F811
) -> None:
    errors: list[str] = []
    view = _inventory(qtbot, window, errors)
    bar = window.statusBar()
    line = view.message_label

    def said_once() -> str:
        text = line.text()
        assert text and text not in bar.currentMessage(), (text, bar.currentMessage())
        assert bar.currentMessage() not in text or not bar.currentMessage()
        return text

    def add_two(dialog: QDialog) -> bool:
        assert isinstance(dialog, AddToArmouryDialog)
        edit = dialog.type_combo.lineEdit()
        assert edit is not None
        qtbot.keyClicks(edit, "Medi-kit")
        _set_number(qtbot, dialog.count_spin, 2)
        qtbot.keyClicks(dialog.reason_edit, "supply drop")
        return _click_ok(qtbot, dialog, dialog.ok_button)

    _hands(qtbot, view, add_two)
    view.armoury.list.setFocus()
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Insert)
    assert _armoury_rows(view) == ["Medi-kit (3 charges)  ×2"]
    added = said_once()
    assert added.startswith("Add 2 × Medi-kit to the armoury")

    _press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert _armoury_rows(view) == []
    undone = said_once()
    assert undone.startswith("Undone: Add 2 × Medi-kit to the armoury") and "audit #" in undone

    _press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert _armoury_rows(view) == ["Medi-kit (3 charges)  ×2"]
    redone = said_once()
    assert redone.startswith("Redone: Add 2 × Medi-kit to the armoury") and "audit #" in redone

    # A move, its undo and its redo, said once each (Ctrl+Z on the page).
    backend = window.backend
    assert backend is not None
    draft = backend.roster.new_recruit_draft(
        view.campaign_id, soldier_class="infantry", rng=random.Random(1)
    )
    anna = backend.roster.recruit(view.campaign_id, replace(draft, name="Anna Berg")).row.id
    view.refresh()
    assert view.select_soldier(anna)
    medkit = view.armoury.model.rows()[0].item_ids[0]
    view.drop_item(medkit, Destination(anna, None, None), view, QPoint(0, 0))
    moved = said_once()
    assert "Medi-kit" in moved and "audit #" in moved
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert backend.inventory.item(medkit).location == "armoury"
    undone = said_once()
    assert undone.startswith("Undone: ") and "Medi-kit" in undone
    _press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)
    assert said_once().startswith("Redone: ")
    assert errors == []
