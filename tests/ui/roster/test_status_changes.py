"""Status changes with their facts, the Memorial's columns, a deployed soldier's refusal
(ROS-1), Retire greyed for the dead (ROS-2), accent-insensitive search and the duplicate-name
question: the roster page driven like a user."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import date

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_view import activate, press_ok, undo_keys
from xcom_manager.services.missions.service import MissionService
from xcom_manager.ui.roster.proxy import StatusFilter, soldiers_of
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.status_dialogs import MarkDeadDialog, RetireDialog
from xcom_manager.ui.roster.view import RosterView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

TODAY = date(2026, 12, 6)


@pytest.fixture
def make_view(qtbot: QtBot, roster_backend: RosterBackend) -> Iterator[Callable[[], RosterView]]:
    hosts: list[QWidget] = []

    def make() -> RosterView:
        stack = QUndoStack()
        host = QWidget()
        hosts.append(host)
        view = RosterView(
            roster_backend.roster,
            roster_backend.campaigns,
            roster_backend.campaign_id,
            stack,
            host,
            rng=random.Random(3),
        )
        stack.setParent(host)
        undo = stack.createUndoAction(host)
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        host.addAction(undo)
        view.errors = []  # type: ignore[attr-defined]
        view.questions = []  # type: ignore[attr-defined]
        view.messages = []  # type: ignore[attr-defined]
        view._show_error = view.errors.append  # type: ignore[attr-defined, method-assign]
        view._today = lambda: TODAY  # type: ignore[method-assign]
        view.status_message.connect(view.messages.append)  # type: ignore[attr-defined]
        qtbot.addWidget(host)
        host.resize(1200, 600)
        host.show()
        view.resize(1200, 600)
        qtbot.waitExposed(host)
        return view

    yield make


def _recruit(backend: RosterBackend, *names: str) -> list[int]:
    ids = []
    for index, name in enumerate(names):
        draft = backend.roster.new_recruit_draft(
            backend.campaign_id, soldier_class="infantry", rng=random.Random(index)
        )
        saved = backend.roster.recruit(backend.campaign_id, replace(draft, name=name))
        ids.append(saved.row.id)
    return ids


def _mission(backend: RosterBackend, soldier_id: int, name: str = "Night drop") -> int:
    missions = MissionService(backend.db, backend.campaigns)
    view = missions.start_mission(
        backend.campaign_id,
        name=name,
        options={"environment": "ground"},
        soldier_ids=[soldier_id],
        aliens=["sectoid"],
    )
    return view.info.id


def _run_dialog(view: RosterView, qtbot: QtBot, script: Callable[[QDialog], None]) -> list[QDialog]:
    seen: list[QDialog] = []

    def open_dialog(dialog: QDialog) -> bool:
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        script(dialog)
        accepted = dialog.result() == QDialog.DialogCode.Accepted
        dialog.close()
        return accepted

    view._open_dialog = open_dialog  # type: ignore[method-assign]
    return seen


def _visible_headers(view: RosterView) -> list[str]:
    model = view.model
    return [
        str(model.headerData(c, Qt.Orientation.Horizontal))
        for c in range(model.columnCount())
        if not view.table.isColumnHidden(c)
    ]


def test_mark_dead_asks_date_mission_and_cause_and_the_memorial_shows_them(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (anna, boris) = _recruit(roster_backend, "Anna Berg", "Boris Lind")
    mission_id = _mission(roster_backend, boris, "Farmhouse raid")
    MissionService(roster_backend.db, roster_backend.campaigns).end_mission(mission_id)
    view = make_view()

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, MarkDeadDialog)
        assert dialog.date_edit.date().toString("yyyy-MM-dd") == "2026-12-06"  # today
        dialog.mission_combo.setCurrentIndex(dialog.mission_combo.findText("Farmhouse raid"))
        qtbot.keyClicks(dialog.cause_edit, "shot by a sectoid")
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    seen = _run_dialog(view, qtbot, fill)
    view.select_soldier(anna)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.mark_dead_action), Qt.MouseButton.LeftButton)
    assert len(seen) == 1
    assert view.messages[-1] == (  # type: ignore[attr-defined]
        "Anna Berg marked dead (2026-12-06, Farmhouse raid, shot by a sectoid)."
    )
    stored = roster_backend.roster.get_soldier(anna)
    assert (stored.status, stored.status_mission_id, stored.status_cause) == (
        "dead",
        mission_id,
        "shot by a sectoid",
    )

    view.set_status_filter(StatusFilter.MEMORIAL)
    assert _visible_headers(view) == [
        "Name",
        "Rank",
        "Status",
        "Missions",
        "Kills",
        "Date",
        "Mission",
        "Cause",
    ]
    row = view.proxy.row_of(anna)
    assert row is not None
    cells = {
        str(view.model.headerData(c, Qt.Orientation.Horizontal)): view.proxy.index(row, c).data()
        for c in range(view.model.columnCount())
        if not view.table.isColumnHidden(c)
    }
    assert cells["Date"] == "2026-12-06"
    assert cells["Mission"] == "Farmhouse raid"
    assert cells["Cause"] == "shot by a sectoid"
    assert (cells["Missions"], cells["Kills"]) == ("0", "0")

    view.set_status_filter(StatusFilter.ALL)
    assert "Cause" not in _visible_headers(view)
    assert "Missions" in _visible_headers(view)

    undo_keys(qtbot, view)
    back = roster_backend.roster.get_soldier(anna)
    assert (back.status, back.status_date, back.status_cause) == ("active", None, None)


def test_a_died_on_mission_cause_is_worded_in_the_memorial(
    make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    from xcom_manager.rules.wargame.commands import Kill

    (anna,) = _recruit(roster_backend, "Anna Berg")
    missions = MissionService(roster_backend.db, roster_backend.campaigns)
    mission_id = _mission(roster_backend, anna)
    character = next(c for c in missions.view(mission_id).characters if c.name == "Anna Berg")
    missions.execute(mission_id, Kill(character.id))
    missions.end_mission(mission_id)
    view = make_view()
    view.set_status_filter(StatusFilter.MEMORIAL)
    row = view.proxy.row_of(anna)
    assert row is not None
    assert view.proxy.index(row, view.model.CAUSE).data() == "killed in action"
    assert view.proxy.index(row, view.model.MISSION).data() == "Night drop"
    assert view.proxy.index(row, view.model.MISSIONS).data() == "1"


def test_marking_a_deployed_soldier_dead_is_refused_naming_the_mission(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """ROS-1: refused before anything is asked; the soldier stays active."""
    (anna,) = _recruit(roster_backend, "Anna Berg")
    _mission(roster_backend, anna)
    view = make_view()
    seen = _run_dialog(view, qtbot, lambda dialog: None)
    view.select_soldier(anna)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.mark_dead_action), Qt.MouseButton.LeftButton)
    assert seen == []
    assert view.errors == [  # type: ignore[attr-defined]
        "ROS-1: Anna Berg is on mission “Night drop” in progress: record it in the mission, "
        "or end the mission first."
    ]
    view.retire_selected()
    assert len(view.errors) == 2  # type: ignore[attr-defined]
    assert roster_backend.roster.get_soldier(anna).status == "active"
    assert view.undo_stack.count() == 0


def test_editing_a_deployed_soldiers_status_shows_the_refusal_in_the_form(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (anna,) = _recruit(roster_backend, "Anna Berg")
    _mission(roster_backend, anna)
    view = make_view()

    def wound(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.status_combo.setCurrentIndex(dialog.status_combo.findData("wounded"))
        press_ok(qtbot, dialog)
        assert dialog.problems_label.isVisible()
        assert "Night drop" in dialog.problems_label.text()
        assert "ROS-1" in dialog.problems_label.text()

    seen = _run_dialog(view, qtbot, wound)
    view.select_soldier(anna)
    view.edit_selected()
    assert len(seen) == 1
    assert roster_backend.roster.get_soldier(anna).status == "active"


def test_the_form_s_refusal_is_in_the_user_s_language(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """ROS-1 refused in the Edit form reads in Russian in a Russian window, as it does from
    Mark dead (the rule's finding, not the service's English text)."""
    from xcom_manager.ui import i18n

    (anna,) = _recruit(roster_backend, "Anna Berg")
    _mission(roster_backend, anna)
    assert i18n.install_translator("ru")
    try:
        view = make_view()
        shown: list[str] = []

        def wound(dialog: QDialog) -> None:
            assert isinstance(dialog, SoldierDialog)
            dialog.status_combo.setCurrentIndex(dialog.status_combo.findData("wounded"))
            press_ok(qtbot, dialog)
            shown.append(dialog.problems_label.text())

        _run_dialog(view, qtbot, wound)
        view.select_soldier(anna)
        view.edit_selected()
    finally:
        i18n.remove_translators()
    assert shown and shown[0].startswith("ROS-1") and "Night drop" in shown[0]
    assert "in progress" not in shown[0]  # not the English text


def test_retire_asks_with_a_date_and_is_greyed_for_the_dead(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    anna, boris = _recruit(roster_backend, "Anna Berg", "Boris Lind")
    dead = roster_backend.roster.get_soldier(boris)
    roster_backend.roster.set_status(boris, "dead", dead.version)
    view = make_view()

    def confirm(dialog: QDialog) -> None:
        assert isinstance(dialog, RetireDialog)
        assert "Retire Rookie Anna Berg from service?" in dialog.question.text()
        dialog.date_edit.setFocus()
        qtbot.keyClicks(dialog.date_edit, "2026-12-01")
        assert dialog.date_edit.date().toString("yyyy-MM-dd") == "2026-12-01"
        assert dialog.ok_button.text() == "&Retire"
        qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)

    _run_dialog(view, qtbot, confirm)
    view.select_soldier(anna)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.retire_action), Qt.MouseButton.LeftButton)
    retired = roster_backend.roster.get_soldier(anna)
    assert (retired.status, retired.status_date) == ("retired", date(2026, 12, 1))
    assert view.messages[-1] == "Anna Berg retired on 2026-12-01."  # type: ignore[attr-defined]

    view.set_status_filter(StatusFilter.MEMORIAL)
    view.select_soldier(boris)
    assert not view.retire_action.isEnabled()
    assert view.retire_action.toolTip().startswith("ROS-2: Boris Lind is dead")
    assert view.mark_dead_action.isEnabled() is False


def test_search_ignores_accents_and_case_in_any_language(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    _recruit(roster_backend, "Jan Kozłowski", "Ольга Иванова", "Jens Sørensen", "Anna Berg")
    view = make_view()
    activate(qtbot, view)
    for typed, found in [
        ("kozlowski", ["Jan Kozłowski"]),
        ("ИВАНОВА", ["Ольга Иванова"]),
        ("ольга", ["Ольга Иванова"]),
        ("SORENSEN", ["Jens Sørensen"]),
    ]:
        view.search_edit.clear()
        if typed.isascii():
            qtbot.keyClicks(view.search_edit, typed)
        else:  # QTest types Latin-1 only: the text arrives as from an input method
            view.search_edit.insert(typed)
        assert [s.name for s in soldiers_of(view.proxy)] == found, typed


def test_a_recruit_named_like_another_soldier_asks_first(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (jan,) = _recruit(roster_backend, "Jan Kozłowski")
    view = make_view()
    answers = [False, True]

    def ask(title: str, text: str) -> bool:
        view.questions.append(text)  # type: ignore[attr-defined]
        return answers.pop(0)

    view._confirm = ask  # type: ignore[method-assign]

    def fill(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.name_edit.clear()
        qtbot.keyClicks(dialog.name_edit, "jan kozlowski")
        press_ok(qtbot, dialog)  # No: the form stays open
        assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
        press_ok(qtbot, dialog)  # Yes

    _run_dialog(view, qtbot, fill)
    view.recruit()
    assert (
        view.questions
        == [  # type: ignore[attr-defined]
            "“jan kozlowski” is the name of 1 other soldier(s) of this campaign: "
            "Rookie Jan Kozłowski (Active). Save it all the same?"
        ]
        * 2
    )
    names = sorted(s.name for s in roster_backend.roster.list_soldiers(roster_backend.campaign_id))
    assert names == ["Jan Kozłowski", "jan kozlowski"]

    # Renaming Jan to his own name spelt otherwise asks nothing.
    view._confirm = lambda title, text: pytest.fail(text)  # type: ignore[method-assign]

    def rename(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.name_edit.setText("Jan Kozlowski")
        press_ok(qtbot, dialog)

    _run_dialog(view, qtbot, rename)
    view.select_soldier(jan)
    view.edit_selected()
    assert roster_backend.roster.get_soldier(jan).name == "Jan Kozlowski"


def test_an_undo_refused_because_the_soldier_deployed_names_the_rule(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """Edit Anna's wounds, send her on a mission, press Ctrl+Z: ROS-1 refuses the undo."""
    (anna,) = _recruit(roster_backend, "Anna Berg")
    view = make_view()

    def wound(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.wounds_spin.setValue(0)
        press_ok(qtbot, dialog)

    _run_dialog(view, qtbot, wound)
    view.select_soldier(anna)
    view.edit_selected()
    assert roster_backend.roster.get_soldier(anna).wounds == 0
    _mission(roster_backend, anna)
    undo_keys(qtbot, view)
    assert view.errors[-1].startswith(  # type: ignore[attr-defined]
        "Cannot Edit Rookie Anna Berg: ROS-1: Anna Berg is on mission “Night drop”"
    )
    assert roster_backend.roster.get_soldier(anna).wounds == 0


def test_an_edit_bringing_the_dead_back_asks_first_ros_2(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """ROS-2: the dead stay in the Memorial. An Edit that makes one Active asks, citing the
    rule; No keeps the form open and saves nothing, Yes saves, Ctrl+Z puts them back."""
    (boris,) = _recruit(roster_backend, "Boris Lind")
    dead = roster_backend.roster.get_soldier(boris)
    roster_backend.roster.set_status(boris, "dead", dead.version)
    view = make_view()
    asked: list[tuple[str, str]] = []
    answers = [False, True]

    def ask(title: str, text: str) -> bool:
        asked.append((title, text))
        return answers.pop(0)

    view._confirm = ask  # type: ignore[method-assign]

    def revive(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.status_combo.setCurrentIndex(dialog.status_combo.findData("active"))
        press_ok(qtbot, dialog)  # No: the form stays open, nothing saved
        assert dialog.isVisible() and dialog.result() != QDialog.DialogCode.Accepted
        assert roster_backend.roster.get_soldier(boris).status == "dead"
        press_ok(qtbot, dialog)  # Yes

    _run_dialog(view, qtbot, revive)
    view.set_status_filter(StatusFilter.MEMORIAL)
    view.select_soldier(boris)
    view.edit_selected()
    question = (
        "Rookie Boris Lind is in the Memorial (dead): the dead and the missing stay there "
        "(ROS-2). Bring them back to the roster as active all the same, to correct a mistake "
        "or because they were found?"
    )
    assert asked == [("Back from the Memorial", question)] * 2
    assert roster_backend.roster.get_soldier(boris).status == "active"
    undo_keys(qtbot, view)
    assert roster_backend.roster.get_soldier(boris).status == "dead"


def test_an_edit_of_a_dead_soldier_that_keeps_them_dead_asks_nothing(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    (boris,) = _recruit(roster_backend, "Boris Lind")
    dead = roster_backend.roster.get_soldier(boris)
    roster_backend.roster.set_status(boris, "dead", dead.version)
    view = make_view()
    view._confirm = lambda title, text: pytest.fail(text)  # type: ignore[method-assign]

    def rename(dialog: QDialog) -> None:
        assert isinstance(dialog, SoldierDialog)
        dialog.name_edit.setText("Boris Lindqvist")
        press_ok(qtbot, dialog)

    _run_dialog(view, qtbot, rename)
    view.set_status_filter(StatusFilter.MEMORIAL)
    view.select_soldier(boris)
    view.edit_selected()
    after = roster_backend.roster.get_soldier(boris)
    assert (after.name, after.status) == ("Boris Lindqvist", "dead")
