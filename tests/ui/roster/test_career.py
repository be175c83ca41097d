"""The Roster's career actions driven like a user: Promote… (ROS-3, undo on the stack), the
Service record (Ctrl+I) and Return to duty… (ROS-4)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.helpers.reload_offer import click_reload_when_offered
from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_status_changes import _mission, _recruit, _run_dialog, make_view
from tests.ui.roster.test_view import activate, undo_keys
from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.career import CareerService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.roster.proxy import soldiers_of
from xcom_manager.ui.roster.record import ServiceRecordDialog
from xcom_manager.ui.roster.view import RosterView

__all__ = ["make_view"]

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_promote_asks_then_undo_takes_it_back_and_the_record_shows_both(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (anna,) = _recruit(roster_backend, "Anna Berg")
    view = make_view()
    asked: list[str] = []
    view._confirm = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    assert view.select_soldier(anna)
    qtbot.mouseClick(
        view.toolbar.widgetForAction(view.career.promote_action), Qt.MouseButton.LeftButton
    )
    assert asked == ["Promote Anna Berg from Rookie to Squaddie?"]
    assert roster_backend.roster.get_soldier(anna).rank == "Squaddie"
    undo_keys(qtbot, view)
    assert roster_backend.roster.get_soldier(anna).rank == "Rookie"

    seen = _run_dialog(view, qtbot, lambda dialog: None)
    activate(qtbot, view)
    qtbot.keyClick(view.table, Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    [dialog] = seen
    assert isinstance(dialog, ServiceRecordDialog)
    career = dialog.career_table
    assert [career.item(r, 1).text() for r in range(career.rowCount())] == [
        "Recruited as Rookie",
        "Promoted from Rookie to Squaddie",
        "Promotion undone: back from Squaddie to Rookie",
    ]


def test_promote_is_greyed_at_the_top_rank_naming_ros_3(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (anna,) = _recruit(roster_backend, "Anna Berg")
    row = roster_backend.roster.get_soldier(anna)
    draft = row.to_draft()
    from dataclasses import replace

    roster_backend.roster.update_soldier(anna, replace(draft, rank="Colonel"), row.version)
    view = make_view()
    assert view.select_soldier(anna)
    assert not view.career.promote_action.isEnabled()
    assert view.career.promote_action.toolTip().startswith("ROS-3: ")
    view.career.promote_selected()
    assert view.errors[-1].startswith("ROS-3: Anna Berg is Colonel")  # type: ignore[attr-defined]


def test_return_to_duty_lists_the_recovered_and_undo_puts_them_back(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    anna, boris = _recruit(roster_backend, "Anna Berg", "Boris Lind")
    missions = MissionService(roster_backend.db, roster_backend.campaigns)
    farm = _mission(roster_backend, anna, "Farm")
    missions.execute(farm, Wound(f"s{anna}", 1))
    missions.end_mission(farm)
    view = make_view()
    view.career.return_recovered()
    assert "No wounded soldier is due back yet" in view.errors[-1]  # type: ignore[attr-defined]
    missions.end_mission(_mission(roster_backend, boris, "Patrol"))
    asked: list[str] = []
    view._confirm = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    qtbot.mouseClick(
        view.toolbar.widgetForAction(view.career.recover_action), Qt.MouseButton.LeftButton
    )
    assert "Anna Berg" in asked[0] and "Boris" not in asked[0]
    row = roster_backend.roster.get_soldier(anna)
    assert (row.status, row.wounds) == ("active", row.max_wounds)
    undo_keys(qtbot, view)
    assert roster_backend.roster.get_soldier(anna).status == "wounded"


def test_the_record_dialog_fits_1024_by_700(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (anna,) = _recruit(roster_backend, "Anna Berg")
    view = make_view()
    record = view.career.records.record(anna)
    dialog = ServiceRecordDialog(record)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 700
    assert dialog.tabs.count() == 3


def test_the_table_s_menu_holds_every_roster_action_with_distinct_mnemonics(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """The toolbar's buttons take no focus: the table's context menu (the Menu key) reaches
    every action by its letter, and no two share one."""
    import re

    view = make_view()
    assert view.table.contextMenuPolicy() == Qt.ContextMenuPolicy.ActionsContextMenu
    texts = [action.text() for action in view.table.actions()]
    assert "&Promote…" in texts and "Ser&vice record…" in texts and "Return to d&uty…" in texts
    letters = [re.search(r"&([^&\s])", t).group(1).casefold() for t in texts]  # type: ignore[union-attr]
    assert len(letters) == len(set(letters)), texts


def test_the_record_opens_from_the_memorial_with_the_death_s_facts(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    from datetime import date

    from xcom_manager.services.roster.dto import StatusFacts
    from xcom_manager.ui.roster.proxy import StatusFilter

    (anna,) = _recruit(roster_backend, "Anna Berg")
    row = roster_backend.roster.get_soldier(anna)
    roster_backend.roster.set_status(
        anna, "dead", row.version, StatusFacts(date(2026, 11, 30), None, "ambushed")
    )
    view = make_view()
    view.set_status_filter(StatusFilter.MEMORIAL)
    assert view.select_soldier(anna)
    assert not view.career.promote_action.isEnabled()  # ROS-3: the dead are not promoted
    seen = _run_dialog(view, qtbot, lambda dialog: None)
    qtbot.mouseClick(
        view.toolbar.widgetForAction(view.career.record_action), Qt.MouseButton.LeftButton
    )
    [dialog] = seen
    assert isinstance(dialog, ServiceRecordDialog)
    career = dialog.career_table
    assert career.item(1, 0).text() == "2026-11-30"
    assert career.item(1, 1).text() == "Status changed from active duty to dead: ambushed"


def test_a_stale_retire_or_promotion_names_who_and_reload_shows_it(
    qtbot: QtBot,
    make_view: Callable[[], RosterView],
    roster_backend: RosterBackend,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Another GM promotes the soldier from her app while Boris's window still shows a Rookie:
    his Retire and his Promote are refused naming her promotion; Reload
    shows the new rank and nothing of his is saved."""
    (soldier,) = _recruit(roster_backend, "Anna Berg")
    view = make_view()
    assert view.select_soldier(soldier)
    url = roster_backend.db.url
    with Database.open(url) as other_db:  # Chen's app, meanwhile
        campaigns = CampaignService(other_db)
        monkeypatch.setenv("XCOM_GM_NAME", "chen")
        shown = roster_backend.roster.get_soldier(soldier)
        CareerService(other_db, campaigns, RosterService(other_db, campaigns)).promote(
            soldier, shown.version
        )
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    offered: list[str] = []

    def retire(dialog: QDialog) -> None:
        click_reload_when_offered(qtbot, offered)
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]

    _run_dialog(view, qtbot, retire)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.retire_action), Qt.MouseButton.LeftButton)
    assert len(offered) == 1
    assert offered[0].startswith("Anna Berg was changed by chen at ")
    assert "(rank: Rookie → Squaddie)" in offered[0]
    after = roster_backend.roster.get_soldier(soldier)
    assert (after.status, after.rank) == ("active", "Squaddie")
    qtbot.waitUntil(
        lambda: any(s.id == soldier and s.rank == "Squaddie" for s in soldiers_of(view.proxy))
    )
    assert view.undo_stack.count() == 0

    stale_view = make_view()
    assert stale_view.select_soldier(soldier)
    moved = roster_backend.roster.get_soldier(soldier)
    with Database.open(url) as other_db:
        campaigns = CampaignService(other_db)
        monkeypatch.setenv("XCOM_GM_NAME", "chen")
        CareerService(other_db, campaigns, RosterService(other_db, campaigns)).promote(
            soldier, moved.version
        )
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    stale_view._confirm = lambda title, text: True  # type: ignore[method-assign]
    click_reload_when_offered(qtbot, offered)
    stale_view.career.promote_selected()
    assert len(offered) == 2 and "(rank: Squaddie → Corporal)" in offered[1]
    assert roster_backend.roster.get_soldier(soldier).rank == "Corporal"
