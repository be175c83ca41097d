"""The Audit log's Verify checks everything that is history: the mission
events and every audited item's place as well as the audit chain, and its tooltip says exactly
what that proves."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.conftest import AuditBackend
from xcom_manager.services.audit.history import HistoryReport
from xcom_manager.ui.audit.view import AuditView

pytestmark = pytest.mark.gui
VERIFY_TIMEOUT_MS = 10_000


def _open(qtbot: QtBot, backend: AuditBackend) -> AuditView:
    view = AuditView(backend.audit, backend.roster, backend.campaign_id)
    qtbot.addWidget(view)
    view.resize(1200, 600)
    return view


def _verify(qtbot: QtBot, view: AuditView) -> object:
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(view.verify_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not view.busy)
    return blocker.args[0]


def test_the_tooltip_says_what_verify_proves_and_what_needs_a_receipt(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    tip = view.verify_button.toolTip()
    assert "mission logs" in tip and "where its last audit row put it" in tip
    assert "only against a receipt" in tip
    assert "proves that no row" not in tip  # the old over-promise


def test_an_intact_history_says_what_was_checked(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    report = _verify(qtbot, view)
    assert isinstance(report, HistoryReport) and report.ok
    assert view.result_label.text() == "Intact: 12 rows"
    assert "mission logs" in view.result_label.toolTip()


def test_an_edited_mission_event_is_named(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    from xcom_manager.rules.mission.commands import Note
    from xcom_manager.services.missions.service import MissionService

    missions = MissionService(audit_backend.db, audit_backend.campaigns)
    soldier = next(
        s
        for s in audit_backend.roster.list_soldiers(audit_backend.campaign_id)
        if s.status == "active"
    )
    mission_id = missions.start_mission(
        audit_backend.campaign_id,
        name="Dawn raid",
        options={"environment": "ground"},
        soldier_ids=[soldier.id],
        aliens=["sectoid"],
    ).info.id
    missions.execute(mission_id, Note("one"))
    missions.execute(mission_id, Note("two"))
    path = audit_backend.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as connection:
        connection.execute(
            "UPDATE mission_event SET payload = json_set(payload, '$.text', 'three') "
            "WHERE mission_id = ? AND seq = 2",
            (mission_id,),
        )
    connection.close()
    view = _open(qtbot, audit_backend)
    report = _verify(qtbot, view)
    assert isinstance(report, HistoryReport) and not report.ok
    assert view.result_label.text() == (
        f"History damaged: 1 problems: mission #{mission_id}'s log is damaged at event 2: "
        "content changed"
    )


def test_a_moved_item_is_named_and_its_last_row_selected(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    path = audit_backend.db.url.removeprefix("sqlite:///")
    with sqlite3.connect(path) as connection:
        item_id, seq = connection.execute(
            "SELECT item_id, max(seq) FROM audit_entry WHERE campaign_id = ? "
            "GROUP BY item_id ORDER BY 2 DESC",
            (audit_backend.campaign_id,),
        ).fetchone()
        connection.execute(
            "UPDATE item SET location = 'used', soldier_id = NULL, slot = NULL, "
            "slot_index = NULL WHERE id = ?",
            (item_id,),
        )
    connection.close()
    view = _open(qtbot, audit_backend)
    report = _verify(qtbot, view)
    assert isinstance(report, HistoryReport) and not report.ok
    assert f"item #{item_id} " in view.result_label.text()
    selected = view.table.selectionModel().selectedRows()
    assert [view.model.row_at(index.row()).seq for index in selected] == [seq]
