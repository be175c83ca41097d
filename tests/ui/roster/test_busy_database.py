"""The soldier dialog when another program keeps the database busy (issue 12, deliverable 4):
the edit waits its turn, and past the wait the dialog says so at its top and stays open with
the GM's changes; no ``OperationalError`` escapes, nothing is written."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_view import make_view, press_ok, script_dialog
from xcom_manager.store import db as store_db
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

__all__ = ["make_view"]  # the fixture, shared with the roster view's tests

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_an_edit_while_the_database_stays_busy_is_refused_in_the_dialog(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
    roster_backend: RosterBackend,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    before = roster_backend.roster.get_soldier(soldier_id)
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 200)
    roster_backend.db.engine.dispose()  # new connections wait 200 ms, not 5 s
    view = make_view()
    assert view.select_soldier(soldier_id)
    path = Path(str(roster_backend.db.engine.url.database))
    blocker = sqlite3.connect(path, isolation_level=None)
    shown: list[str] = []

    def edit_while_busy(dialog: SoldierDialog) -> None:
        dialog.notes_edit.setPlainText("written while another GM saves")
        press_ok(qtbot, dialog)
        assert dialog.isVisible()  # stays open, the GM's typing kept
        assert dialog.problems_label.isVisible()
        shown.append(dialog.problems_label.text())
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    script_dialog(view, qtbot, edit_while_busy)
    try:
        blocker.execute("BEGIN IMMEDIATE")
        view.edit_action.trigger()
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert len(shown) == 1
    assert "busy" in shown[0] and "nothing was changed" in shown[0]
    assert view.undo_stack.count() == 0
    assert roster_backend.roster.get_soldier(soldier_id).notes == before.notes
