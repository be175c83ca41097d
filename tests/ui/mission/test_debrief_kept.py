"""The debrief dialog explains a soldier whose roster status changed while the mission ran
(ROS-1): the roster's newer status was kept, and the mission's verdict is shown beside it."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from xcom_manager.services.missions.dto import DebriefLine, DebriefSummary
from xcom_manager.ui.mission.dialogs import DebriefDialog

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def test_a_status_kept_from_the_roster_is_explained(qtbot: QtBot) -> None:
    summary = DebriefSummary(
        mission_id=1,
        name="Night drop",
        turn=2,
        soldiers=(
            DebriefLine("Anna Berg", "active", 1),
            DebriefLine("Boris Lind", "active", 1, roster_status="dead", roster_wounds=0),
        ),
    )
    dialog = DebriefDialog(summary)
    qtbot.addWidget(dialog)
    assert dialog.lines["kept"].text() == (
        "Boris Lind: the roster says Dead, the mission said Active; the roster's is kept (ROS-1)"
    )
    assert dialog.lines["returned"].text() == "Anna Berg"
    assert "Changed on the roster meanwhile: Boris Lind" in dialog.text_view.toPlainText()


def test_no_heading_when_nothing_was_kept(qtbot: QtBot) -> None:
    summary = DebriefSummary(1, "Night drop", 2, (DebriefLine("Anna Berg", "active", 1),))
    dialog = DebriefDialog(summary)
    qtbot.addWidget(dialog)
    assert "kept" not in dialog.lines


def test_the_gm_who_changed_the_roster_meanwhile_is_named(qtbot: QtBot) -> None:
    """Issue 12: who changed the soldier on the roster while the mission ran, and when."""
    line = DebriefLine(
        "Boris Lind",
        "active",
        1,
        roster_status="dead",
        roster_wounds=0,
        roster_actor="chen",
        roster_changed_at="2026-12-01T21:05:00+00:00",
    )
    dialog = DebriefDialog(DebriefSummary(1, "Night drop", 2, (line,)))
    qtbot.addWidget(dialog)
    text = dialog.lines["kept"].text()
    assert text.startswith("Boris Lind: chen changed the roster at ")
    assert text.endswith(" to Dead, the mission said Active; the roster's is kept (ROS-1)")
