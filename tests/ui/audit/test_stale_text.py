"""Issue 14 item 6 on the Audit log page: typed filters that are no numbers are marked (red
border and a message), and the table shows the stored value of a row edited behind the app's
back once Verify has found it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.audit.test_view import VERIFY_TIMEOUT_MS, _open, _shown, _tamper
from tests.ui.conftest import AuditBackend

pytestmark = [
    pytest.mark.gui,
    # The offscreen platform: a dialog's size hints, the completer's popup.
    pytest.mark.qt_log_ignore("does not support"),
]


def test_a_mission_filter_that_is_no_number_is_marked_not_ignored(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    view.show()
    filters = view.filters
    qtbot.keyClicks(filters.mission_edit, "abc")
    assert filters.mission_edit.text() == "abc"  # typed, not swallowed by a validator
    assert "border" in filters.mission_edit.styleSheet()
    assert filters.problem_label.isVisibleTo(view)
    assert "abc" in filters.problem_label.text() and "mission" in filters.problem_label.text()
    qtbot.keyClicks(filters.item_edit, "rifle")
    assert "border" in filters.item_edit.styleSheet()
    assert "rifle" in filters.problem_label.text()

    filters.mission_edit.selectAll()
    qtbot.keyClick(filters.mission_edit, Qt.Key.Key_Backspace)
    filters.item_edit.selectAll()
    qtbot.keyClicks(filters.item_edit, f"#{audit_backend.moves[0].item.id}")
    assert filters.item_edit.styleSheet() == "" and filters.mission_edit.styleSheet() == ""
    assert not filters.problem_label.isVisibleTo(view)


def test_verify_reloads_a_row_edited_behind_the_apps_back(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    bad = audit_backend.override_seq
    before = next(r for r in _shown(view) if r.seq == bad)
    assert before.actor != "Someone Else"
    _tamper(audit_backend, bad, actor="Someone Else")
    assert next(r for r in _shown(view) if r.seq == bad).actor == before.actor  # stale so far
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS):
        qtbot.mouseClick(view.verify_button, Qt.MouseButton.LeftButton)
    assert next(r for r in _shown(view) if r.seq == bad).actor == "Someone Else"
    selected = view.table.selectionModel().selectedRows()
    assert [view.model.row_at(index.row()).seq for index in selected] == [bad]


def test_the_item_filter_completes_names_with_their_numbers(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    view.show()
    item = audit_backend.moves[0].item
    assert view.filters.item_edit.completer() is None  # not read at opening
    view.filters.item_edit.setFocus()
    qtbot.keyClicks(view.filters.item_edit, "#")
    completer = view.filters.item_edit.completer()
    assert completer is not None
    offered = completer.model()
    texts = [offered.index(r, 0).data() for r in range(offered.rowCount())]
    assert f"#{item.id} {item.name}" in texts
    view.filters.item_edit.clear()
    qtbot.keyClicks(view.filters.item_edit, item.name[1:6])  # any part of the name
    qtbot.waitUntil(completer.popup().isVisible)
    offered_now = completer.completionModel()
    matches = [offered_now.index(r, 0).data() for r in range(offered_now.rowCount())]
    assert f"#{item.id} {item.name}" in matches
    # The offscreen platform delivers no click to the popup: take the completion as typed.
    completer.popup().hide()
    view.filters.item_edit.selectAll()
    qtbot.keyClicks(view.filters.item_edit, f"#{item.id} {item.name}")
    qtbot.keyClick(view.filters.item_edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.model.audit_filter.item_id == item.id)
    assert view.filters.problems() == []
    assert all(row.item_id == item.id for row in _shown(view))
