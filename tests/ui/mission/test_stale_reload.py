"""Two GMs on one mission from their windows: a step, an undo or a debrief
based on the log the page showed, after another GM (another app on the same file) recorded a
step, is refused; the box says who recorded what and when and offers Reload, which shows the
mission as it is now; Cancel leaves the page as it was, nothing recorded."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.helpers.reload_offer import click_reload_when_offered
from tests.ui.mission.helpers import MissionBackend, activate, click, log_texts, start_mission
from xcom_manager.rules.mission.commands import Note
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.ui.common.reload_offer import ReloadOffer
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def _anna_notes(backend: MissionBackend, mission_id: int, text: str) -> None:
    """Anna's app, on the same database, records a note on the mission."""
    with Database.open(backend.base.db.url) as anna_db:
        anna = MissionService(anna_db, CampaignService(anna_db))
        anna.execute(mission_id, Note(text), actor="anna")


def _cancel_when_offered(qtbot: QtBot, seen: list[str]) -> None:
    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, ReloadOffer) or not box.isVisible():
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        qtbot.mouseClick(cancel, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)


def test_a_stale_step_names_the_gm_and_reload_shows_the_mission_as_it_is(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    mission = start_mission(mission_backend)
    view = make_view()
    _anna_notes(mission_backend, mission.info.id, "Smoke on the landing zone")
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    view.panel.set_action("mark_acted")
    click(qtbot, view.panel.commit_button)
    assert len(offered) == 1
    assert "Operation Nightfall was changed by anna at " in offered[0]
    assert "(new steps: noted)" in offered[0]
    assert log_texts(view) == ["Note: Smoke on the landing zone"]  # reloaded, Boris's not made
    click(qtbot, view.panel.commit_button)  # now it goes through
    assert log_texts(view) == ["Note: Smoke on the landing zone", "Petrova moves."]
    assert view.errors == []  # type: ignore[attr-defined]


def test_cancel_keeps_the_page_and_says_why_in_the_panel(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    mission = start_mission(mission_backend)
    view = make_view()
    _anna_notes(mission_backend, mission.info.id, "Smoke")
    offered: list[str] = []
    _cancel_when_offered(qtbot, offered)
    view.panel.set_action("mark_acted")
    click(qtbot, view.panel.commit_button)
    assert len(offered) == 1
    assert log_texts(view) == []  # not reloaded: what Boris saw
    assert "was changed by anna at " in view.panel.refusal_banner.text
    assert mission_backend.missions.view(mission.info.id).seq == 1  # only Anna's note


def test_a_stale_debrief_offers_reload_and_writes_nothing(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    mission = start_mission(mission_backend)
    view = make_view()
    view._confirm = lambda _title, _question: True  # type: ignore[method-assign, assignment]
    dialogs: list[QDialog] = []
    view._open_dialog = lambda d: bool(dialogs.append(d)) or True  # type: ignore[method-assign]
    _anna_notes(mission_backend, mission.info.id, "Hold the debrief")
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    click(qtbot, view.toolbar.widgetForAction(view.end_action))
    assert len(offered) == 1 and "was changed by anna at " in offered[0]
    assert dialogs == []  # no debrief
    assert view.current_view is not None and not view.current_view.finished
    assert log_texts(view) == ["Note: Hold the debrief"]
    petrova = mission_backend.base.roster.get_soldier(mission_backend.soldier_ids[0])
    assert petrova.missions == 0
    click(qtbot, view.toolbar.widgetForAction(view.end_action))  # reloaded: it goes through
    assert len(dialogs) == 1 and view.current_view.finished


def test_an_undo_after_another_gms_step_is_refused_with_reload(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    mission = start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("mark_acted")
    click(qtbot, view.panel.commit_button)
    assert log_texts(view) == ["Petrova moves."]
    _anna_notes(mission_backend, mission.info.id, "After Petrova")
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: len(offered) == 1)
    assert offered[0].startswith("Cannot undo ")
    assert "was changed by anna at " in offered[0]
    assert not any(row.reverted for row in mission_backend.missions.view(mission.info.id).log)
    assert log_texts(view) == ["Petrova moves.", "Note: After Petrova"]  # reloaded
    assert view.errors == []  # type: ignore[attr-defined]
