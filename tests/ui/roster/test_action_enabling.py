"""Issue 14 item 6: every roster action is offered for the selected soldier only when the rules
let that soldier take it, in English and in Russian, and a greyed one's tooltip says why (a
dead soldier's "Return to duty" looked enabled in the Russian roster)."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_status_changes import _mission, _recruit, make_view
from tests.ui.roster.test_view import activate
from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.services.missions.service import MissionService
from xcom_manager.ui import i18n
from xcom_manager.ui.roster.proxy import StatusFilter
from xcom_manager.ui.roster.view import RosterView

__all__ = ["make_view"]

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param == "ru":
        assert i18n.install_translator("ru")
    try:
        yield request.param
    finally:
        i18n.remove_translators()


def _enabled(view: RosterView) -> dict[str, bool]:
    career = view.career
    actions = {
        "edit": view.edit_action,
        "retire": view.retire_action,
        "dead": view.mark_dead_action,
        "promote": career.promote_action,
        "return": career.recover_action,
    }
    return {name: action.isEnabled() for name, action in actions.items()}


def test_each_action_follows_the_selected_soldier_s_status(
    qtbot: QtBot,
    make_view: Callable[[], RosterView],
    roster_backend: RosterBackend,
    language: str,
) -> None:
    roster = roster_backend.roster
    anna, boris, carl, dana, eve = _recruit(
        roster_backend, "Anna Berg", "Boris Lind", "Carl Ode", "Dana Ruiz", "Eve Sato"
    )
    missions = MissionService(roster_backend.db, roster_backend.campaigns)
    farm = _mission(roster_backend, anna, "Farm")
    missions.execute(farm, Wound(f"s{anna}", 1))
    missions.end_mission(farm)  # Anna wounded, not due back yet (ROS-4)
    for soldier, status in ((carl, "dead"), (dana, "retired"), (eve, "mia")):
        roster.set_status(soldier, status, roster.get_soldier(soldier).version)
    view = make_view()
    view.set_status_filter(StatusFilter.ALL)
    every = {"edit": True, "retire": True, "dead": True, "promote": True}

    def selected(soldier_id: int) -> dict[str, bool]:
        assert view.select_soldier(soldier_id)
        return _enabled(view)

    assert selected(boris) == {**every, "return": False}  # active: nothing to return from
    tip = view.career.recover_action.toolTip()
    assert tip.startswith("ROS-4: ") and "Boris Lind" in tip
    assert selected(anna) == {**every, "return": False}  # a wounded soldier is promoted
    tip = view.career.recover_action.toolTip()
    assert tip.startswith("ROS-4: ") and "Anna Berg" in tip
    for gone in (carl, eve):  # the Memorial
        assert selected(gone) == {
            "edit": True,
            "retire": False,
            "dead": False,
            "promote": False,
            "return": False,
        }
        assert roster.get_soldier(gone).name in view.mark_dead_action.toolTip()
        assert view.retire_action.toolTip().startswith("ROS-2: ")
    assert selected(dana) == {**every, "retire": False, "promote": False, "return": False}
    if language == "ru":  # the reasons are worded in Russian, not left in English
        for action in (view.career.recover_action, view.retire_action, view.mark_dead_action):
            assert not any(word in action.toolTip() for word in ("only", "is ", "already"))
        assert "вернуться" in view.career.recover_action.toolTip().lower() or (
            "ранен" in view.career.recover_action.toolTip().lower()
        )

    # Ctrl+Shift+U on Dana does nothing (greyed), and nobody selected offers the list again.
    asked: list[str] = []
    view._confirm = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    activate(qtbot, view)
    qtbot.keyClick(
        view.table,
        Qt.Key.Key_U,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert asked == [] and view.errors == []  # type: ignore[attr-defined]
    view.table.clearSelection()
    assert _enabled(view)["return"]

    missions.end_mission(_mission(roster_backend, boris, "Patrol"))  # Anna is due back now
    view.refresh()
    assert selected(anna)["return"]
    qtbot.mouseClick(
        view.toolbar.widgetForAction(view.career.recover_action), Qt.MouseButton.LeftButton
    )
    assert len(asked) == 1 and "Anna Berg" in asked[0]
    assert roster.get_soldier(anna).status == "active"
    assert not _enabled(view)["return"]  # she is active now: the action follows at once


def test_return_to_duty_is_greyed_on_an_empty_roster(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend, language: str
) -> None:
    """A new campaign has nobody to return to duty: the action is greyed and says so; once a
    soldier is on the roster it offers the list of whoever is due back (ROS-4)."""
    view = make_view()
    assert view.model.total_count == 0
    assert not view.career.recover_action.isEnabled()
    assert view.career.recover_action.toolTip()
    _recruit(roster_backend, "Anna Berg")
    view.refresh()  # as when another window recruited
    assert view.model.total_count == 1
    assert view.career.recover_action.isEnabled()
