"""Issue 14 item 6 on the Roster: the actions and their tooltips follow the soldier selected
when the roster is read again (a debrief, another GM's change): the soldier stays selected
while the filter shows them, and nothing is offered for a soldier no longer shown."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.roster.test_status_changes import _recruit, _run_dialog, make_view
from tests.ui.roster.test_view import press_ok, undo_keys
from xcom_manager.ui.roster.proxy import StatusFilter
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

__all__ = ["make_view"]

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def _offered(view: RosterView) -> list[str]:
    actions = (
        view.edit_action,
        view.retire_action,
        view.mark_dead_action,
        view.career.record_action,
        view.career.promote_action,
    )
    return [action.objectName() for action in actions if action.isEnabled()]


def test_a_reload_keeps_the_soldier_shown_and_drops_one_gone(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    roster = roster_backend.roster
    anna, boris = _recruit(roster_backend, "Anna Berg", "Boris Lind")
    view = make_view()
    assert view.select_soldier(boris)
    row = roster.get_soldier(boris)  # another GM renames Boris meanwhile
    roster.update_soldier(boris, replace(row.to_draft(), name="Boris Lindqvist"), row.version)
    view.refresh()
    selected = view.selected_soldier()
    assert selected is not None and selected.name == "Boris Lindqvist"
    assert len(_offered(view)) == 5

    assert view.select_soldier(anna)
    assert "Anna Berg" in view.career.recover_action.toolTip()
    roster.set_status(anna, "dead", roster.get_soldier(anna).version)  # another GM's change
    view.refresh()  # under "Active duty" Anna is no longer shown
    assert view.selected_soldier() is None
    assert _offered(view) == []  # nothing offered for a soldier who is not shown
    assert view.career.recover_action.isEnabled()
    assert "Anna" not in view.career.recover_action.toolTip()
    assert "Anna" not in view.retire_action.toolTip()


def test_the_count_follows_a_recruit_out_of_sight_and_its_undo(
    qtbot: QtBot, make_view: Callable[[], RosterView], roster_backend: RosterBackend
) -> None:
    """Under the Memorial a new recruit is not shown, but the count says there is one more
    soldier; Ctrl+Z dismisses them and the count says so (it lagged one step behind)."""
    _recruit(roster_backend, "Anna Berg", "Boris Lind")
    view = make_view()
    view.set_status_filter(StatusFilter.MEMORIAL)
    assert view.count_label.text() == "0 of 2 soldiers shown"

    def save(dialog: object) -> None:
        assert isinstance(dialog, SoldierDialog)
        press_ok(qtbot, dialog)

    _run_dialog(view, qtbot, save)
    view.recruit()
    assert view.count_label.text() == "0 of 3 soldiers shown"
    undo_keys(qtbot, view)
    assert view.undo_stack.index() == 0
    assert view.count_label.text() == "0 of 2 soldiers shown"
