"""Two GMs editing one soldier from their windows: the second GM's OK is
refused with who changed what and when, and Reload shows the roster's current values."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.helpers.reload_offer import click_reload_when_offered
from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_view import make_view, press_ok, script_dialog  # noqa: F401
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.roster.proxy import StatusFilter, soldiers_of
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_a_stale_edit_says_who_changed_what_and_reload_shows_it(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],  # noqa: F811
    roster_backend: RosterBackend,
    recruit_soldiers: Callable[[int], list[int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    view.set_status_filter(StatusFilter.ALL)  # the retired too
    assert view.select_soldier(soldier_id)
    offered: list[str] = []

    def edit_while_anna_retires_the_soldier(dialog: SoldierDialog) -> None:
        qtbot.keyClicks(dialog.notes_edit, " Boris was here.")
        with Database.open(roster_backend.db.url) as anna_db:  # Anna's app, meanwhile
            anna = RosterService(anna_db, CampaignService(anna_db))
            monkeypatch.setenv("XCOM_GM_NAME", "anna")
            row = anna.get_soldier(soldier_id)
            anna.update_soldier(
                soldier_id, dataclasses.replace(row.to_draft(), status="retired"), row.version
            )
        monkeypatch.setenv("XCOM_GM_NAME", "boris")
        click_reload_when_offered(qtbot, offered)
        press_ok(qtbot, dialog)

    dialogs = script_dialog(view, qtbot, edit_while_anna_retires_the_soldier)
    assert view.select_soldier(soldier_id)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)  # Enter = Edit…
    assert len(dialogs) == 1 and dialogs[0].reload_requested
    assert len(offered) == 1
    name = roster_backend.roster.get_soldier(soldier_id).name
    assert offered[0].startswith(f"{name} was changed by anna at ")
    assert "(status: active → retired)" in offered[0]
    qtbot.waitUntil(lambda: any(s.id == soldier_id for s in soldiers_of(view.proxy)))
    shown = next(s for s in soldiers_of(view.proxy) if s.id == soldier_id)
    assert (shown.status, shown.version) == ("retired", 2)  # the page shows the current values
    assert "Boris was here." not in roster_backend.roster.get_soldier(soldier_id).notes
    assert view.undo_stack.count() == 0
