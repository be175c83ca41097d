"""Issue 14 item 6: the mission's handoff form shows the rules' verdict live as the GM picks the
receiver and the item (the check the Inventory's Move dialog shows, W-HAND-1..4), before
Commit."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, forms, start_armed_mission
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_the_handoff_verdict_follows_the_gms_picks(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    view.show()
    assert view.select_character(
        next(c.id for c in view.character_model.rows() if c.name == "Petrova")
    )
    view.panel.set_action("hand_over")
    form = forms(view)
    okafor = form.receiver_combo.findText("Okafor", Qt.MatchFlag.MatchStartsWith)
    assert okafor >= 0
    form.receiver_combo.setCurrentIndex(okafor)
    assert form.handover_item_combo.count() >= 1
    form.handover_item_combo.setCurrentIndex(0)
    label = view.panel.odds_label
    assert label.isVisibleTo(view) and label.text().startswith("Allowed")

    form.handover_contact_check.setFocus()
    qtbot.keyClick(form.handover_contact_check, Qt.Key.Key_Space)  # out of base contact: live
    assert not form.handover_contact_check.isChecked()
    assert label.text().startswith("Not allowed now:") and "W-HAND" in label.text()

    qtbot.keyClick(form.handover_contact_check, Qt.Key.Key_Space)
    assert label.text().startswith("Allowed")
