"""RosterView driven like a user: buttons, typing, keys, undo and redo."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import QDialog, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend, bulk_fill_soldiers
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.ui.roster.proxy import StatusFilter, soldiers_of
from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
from xcom_manager.ui.roster.view import RosterView

pytestmark = [
    pytest.mark.gui,
    # The offscreen platform warns when a dialog's layout sets its size limits.
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

DialogScript = Callable[[SoldierDialog], None]


@pytest.fixture
def make_view(qtbot: QtBot, roster_backend: RosterBackend) -> Iterator[Callable[..., RosterView]]:
    hosts: list[QWidget] = []  # qtbot keeps only weak references

    def make(**kwargs: object) -> RosterView:
        stack = QUndoStack()
        host = QWidget()  # stands in for the main window: owns the stack and its actions
        hosts.append(host)
        view = RosterView(
            roster_backend.roster,
            roster_backend.campaigns,
            roster_backend.campaign_id,
            stack,
            host,
            rng=random.Random(3),
            **kwargs,  # type: ignore[arg-type]
        )
        stack.setParent(host)
        undo = stack.createUndoAction(host)
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = stack.createRedoAction(host)
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        host.addAction(undo)
        host.addAction(redo)
        view.errors = []  # type: ignore[attr-defined]
        view._show_error = view.errors.append  # type: ignore[attr-defined, method-assign]
        qtbot.addWidget(host)
        host.resize(1200, 600)
        host.show()
        view.resize(1200, 600)
        qtbot.waitExposed(host)
        host.activateWindow()
        return view

    yield make


def script_dialog(view: RosterView, qtbot: QtBot, script: DialogScript) -> list[SoldierDialog]:
    """Replace the modal exec: show the dialog, run ``script`` on it, return accepted or not."""
    seen: list[SoldierDialog] = []

    def open_dialog(dialog: QDialog) -> bool:
        assert isinstance(dialog, SoldierDialog)
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        script(dialog)
        accepted = dialog.result() == QDialog.DialogCode.Accepted
        dialog.close()
        return accepted

    view._open_dialog = open_dialog  # type: ignore[method-assign]
    return seen


def press_ok(qtbot: QtBot, dialog: SoldierDialog) -> None:
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)


def activate(qtbot: QtBot, view: RosterView) -> None:
    """Shortcuts need an active window (a closed dialog may have taken the activation)."""
    view.window().activateWindow()
    qtbot.waitUntil(lambda: view.window().isActiveWindow())
    view.table.setFocus()


def undo_keys(qtbot: QtBot, view: RosterView) -> None:
    activate(qtbot, view)
    qtbot.keyClick(view.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def redo_keys(qtbot: QtBot, view: RosterView) -> None:
    activate(qtbot, view)
    qtbot.keyClick(
        view.table,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )


def names(view: RosterView) -> list[str]:
    return [s.name for s in soldiers_of(view.proxy)]


def test_empty_roster_shows_a_hint(make_view: Callable[..., RosterView]) -> None:
    view = make_view()
    assert view.empty_hint.isVisible()
    assert "Recruit" in view.empty_hint.text()


def test_recruit_by_button_and_typing_then_undo_redo(
    qtbot: QtBot, make_view: Callable[..., RosterView], roster_backend: RosterBackend
) -> None:
    view = make_view()
    reported: list[object] = []
    view.changed.connect(reported.append)

    def fill(dialog: SoldierDialog) -> None:
        assert dialog.name_edit.text()  # a random name is pre-filled
        dialog.name_edit.clear()
        qtbot.keyClicks(dialog.name_edit, "Ivanova")
        dialog.class_combo.setCurrentIndex(dialog.class_combo.findData("heavy"))
        press_ok(qtbot, dialog)

    script_dialog(view, qtbot, fill)
    button = view.toolbar.widgetForAction(view.recruit_action)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    assert names(view) == ["Ivanova"]
    assert view.selected_soldier() is not None
    assert not view.empty_hint.isVisible()
    assert view.undo_stack.undoText() == "Recruit Rookie Ivanova"
    soldier = view.selected_soldier()
    assert soldier is not None and soldier.soldier_class == "heavy"
    assert roster_backend.roster.count_soldiers(roster_backend.campaign_id) == 1

    undo_keys(qtbot, view)
    assert names(view) == []
    assert roster_backend.roster.count_soldiers(roster_backend.campaign_id) == 0
    redo_keys(qtbot, view)
    assert names(view) == ["Ivanova"]
    assert roster_backend.roster.get_soldier(soldier.id).name == "Ivanova"
    # The recruit, its undo and its redo each told the other pages what changed.
    assert reported == [Changes.of(Change.roster, campaign_id=roster_backend.campaign_id)] * 3


def test_a_change_made_elsewhere_reloads_the_roster(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
    roster_backend: RosterBackend,
) -> None:
    """A debrief (or another page) changed a soldier: the window hands the roster its Changes."""
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    current = roster_backend.roster.get_soldier(soldier_id)
    saved = roster_backend.roster.set_status(soldier_id, "dead", expected_version=current.version)
    assert view.proxy.row_of(soldier_id) == 0  # not reloaded yet
    view.apply_changes(Changes.of(Change.inventory, campaign_id=roster_backend.campaign_id))
    assert view.proxy.row_of(soldier_id) == 0  # not a roster change: nothing to reload
    view.apply_changes(saved.changes)
    assert view.proxy.row_of(soldier_id) is None  # dead: gone from Active duty
    view.set_status_filter(StatusFilter.MEMORIAL)
    assert [s.id for s in soldiers_of(view.proxy)] == [soldier_id]


def test_edit_a_stat_with_enter_and_undo(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    assert view.select_soldier(soldier_id)
    ws_column = view.model.STATS_START
    old_ws = view.proxy.index(0, ws_column).data()

    def set_ws(dialog: SoldierDialog) -> None:
        spin = dialog.stat_spins["WS"]
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, "7")
        qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter = OK

    script_dialog(view, qtbot, set_ws)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_Return)
    assert view.proxy.index(0, ws_column).data() == "7"
    assert view.undo_stack.undoText().startswith("Edit ")

    undo_keys(qtbot, view)
    assert view.proxy.index(0, ws_column).data() == old_ws
    redo_keys(qtbot, view)
    assert view.proxy.index(0, ws_column).data() == "7"


def test_invalid_name_is_shown_beside_the_field(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    view.select_soldier(soldier_id)

    def clear_name(dialog: SoldierDialog) -> None:
        dialog.name_edit.clear()
        press_ok(qtbot, dialog)
        problems = dialog.problems_of("name")
        assert problems and problems[0] in dialog.problems_label.text()
        assert dialog.problems_label.isVisible()
        assert dialog.isVisible()  # stays open
        assert dialog.name_edit.property("invalid") is True
        qtbot.keyClick(dialog, Qt.Key.Key_Escape)

    seen = script_dialog(view, qtbot, clear_name)
    view.edit_action.trigger()
    assert len(seen) == 1
    assert view.undo_stack.count() == 0


def test_retire_and_mark_dead_move_between_filters_with_undo(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    recruit_soldiers: Callable[[int], list[int]],
) -> None:
    first, second = recruit_soldiers(2)
    view = make_view()
    view._open_dialog = lambda dialog: True  # type: ignore[method-assign] # accept the defaults
    assert view.proxy.rowCount() == 2

    view.select_soldier(first)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.retire_action), Qt.MouseButton.LeftButton)
    assert view.proxy.row_of(first) is None  # gone from Active duty
    assert view.undo_stack.undoText().startswith("Retire ")

    view.select_soldier(second)
    qtbot.mouseClick(view.toolbar.widgetForAction(view.mark_dead_action), Qt.MouseButton.LeftButton)
    assert view.proxy.rowCount() == 0

    view.set_status_filter(StatusFilter.RETIRED)
    assert [s.id for s in soldiers_of(view.proxy)] == [first]
    view.set_status_filter(StatusFilter.MEMORIAL)
    assert [s.id for s in soldiers_of(view.proxy)] == [second]
    assert soldiers_of(view.proxy)[0].status == "dead"

    undo_keys(qtbot, view)  # un-mark dead
    assert view.proxy.rowCount() == 0
    view.set_status_filter(StatusFilter.ACTIVE_DUTY)
    assert [s.id for s in soldiers_of(view.proxy)] == [second]
    undo_keys(qtbot, view)  # un-retire
    assert sorted(s.id for s in soldiers_of(view.proxy)) == [first, second]
    redo_keys(qtbot, view)
    redo_keys(qtbot, view)
    assert view.proxy.rowCount() == 0


def test_stale_undo_shows_the_message_and_keeps_the_stack_sane(
    qtbot: QtBot,
    make_view: Callable[..., RosterView],
    roster_backend: RosterBackend,
    recruit_soldiers: Callable[[int], list[int]],
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    view = make_view()
    view._open_dialog = lambda dialog: True  # type: ignore[method-assign] # accept the defaults
    view.select_soldier(soldier_id)
    view.retire_selected()
    assert view.undo_stack.count() == 1
    # Another GM changes the soldier meanwhile.
    current = roster_backend.roster.get_soldier(soldier_id)
    roster_backend.roster.set_status(soldier_id, "active", expected_version=current.version)

    undo_keys(qtbot, view)
    assert view.errors  # type: ignore[attr-defined]
    assert view.undo_stack.count() == 0  # the failed command is dropped, nothing else
    assert not view.undo_stack.canRedo()


def test_search_box_filters_and_ctrl_f_focuses_it(
    qtbot: QtBot, make_view: Callable[..., RosterView], roster_backend: RosterBackend
) -> None:
    bulk_fill_soldiers(roster_backend, 40)
    view = make_view()
    qtbot.waitUntil(lambda: view.fully_loaded)
    view.set_status_filter(StatusFilter.ALL)
    assert view.proxy.rowCount() == 40
    activate(qtbot, view)
    qtbot.keyClick(view.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.search_edit.hasFocus()
    target = soldiers_of(view.proxy)[5]
    qtbot.keyClicks(view.search_edit, target.name.lower())
    assert target.name in names(view)
    assert all(target.name.lower() in n.lower() for n in names(view))
    view.search_edit.clear()
    assert view.proxy.rowCount() == 40


def test_sort_by_a_stat_column_by_clicking_its_header(
    qtbot: QtBot, make_view: Callable[..., RosterView], roster_backend: RosterBackend
) -> None:
    bulk_fill_soldiers(roster_backend, 30)
    view = make_view()
    qtbot.waitUntil(lambda: view.fully_loaded)
    column = view.model.STATS_START  # WS
    header = view.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=header.rect().center().__class__(x, 5)
    )
    values = [int(view.proxy.index(r, column).data()) for r in range(view.proxy.rowCount())]
    assert values == sorted(values) or values == sorted(values, reverse=True)
    assert len(set(values)) > 1


def test_large_roster_is_fetched_in_batches_in_the_background(
    qtbot: QtBot, make_view: Callable[..., RosterView], roster_backend: RosterBackend
) -> None:
    bulk_fill_soldiers(roster_backend, 260)
    view = make_view(first_batch=50, background_batch=60)
    assert view.model.loaded_count < 260  # only the first batch before the first paint
    qtbot.waitUntil(lambda: view.fully_loaded, timeout=5000)
    assert view.model.loaded_count == 260
    view.set_status_filter(StatusFilter.ALL)
    assert view.proxy.rowCount() == 260
    assert "260" in view.count_label.text()
