"""Issue 14 item 6: the mission's handoff form shows the rules' verdict live as the GM picks the
receiver and the item (the check the Inventory's Move dialog shows, W-HAND-1..4), before
Commit."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, forms, start_armed_mission
from xcom_manager.rules.wargame.tracker import WargameDetail
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


def test_the_handoff_form_picks_the_receiver_s_slot_and_the_verdict_follows_it(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    """The slot picker lists the receiver's free places that the item fits (W-HAND-3, INV-1,
    INV-2), the one a handoff naming none would take first; the live verdict follows the place
    chosen (R-4: a rifle out of its large-size slot is carried, unusable), and the commit puts
    the item there."""
    snapshot = start_armed_mission(armed_backend)
    view = make_view()
    view.show()
    petrova = next(c for c in view.character_model.rows() if c.name == "Petrova")
    okafor = next(c for c in view.character_model.rows() if c.name == "Okafor")
    assert view.select_character(petrova.id)
    view.panel.set_action("hand_over")
    form = forms(view)
    form.receiver_combo.setCurrentIndex(form.receiver_combo.findData(okafor.id))
    rifle = next(item_id for item_id, name in petrova.items if name == "Laser rifle")
    form.handover_item_combo.setCurrentIndex(form.handover_item_combo.findData(rifle))
    slots = form.handover_slot_combo
    places = [slots.itemText(i) for i in range(slots.count())]
    assert places and places[0].startswith("Large")  # where a rifle goes first
    assert any(place.startswith("Backpack") for place in places)
    label = view.panel.odds_label
    assert label.text() == "Allowed now."

    backpack = next(i for i, place in enumerate(places) if place.startswith("Backpack"))
    slots.setFocus()
    while slots.currentIndex() != backpack:  # the GM steps down the list
        qtbot.keyClick(slots, Qt.Key.Key_Down)
    assert label.text().startswith("Allowed, with a warning:")
    assert "unusable" in label.text()
    chosen = form.handover_place()
    assert chosen is not None and chosen[0] == "backpack"

    qtbot.mouseClick(view.panel.commit_button, Qt.MouseButton.LeftButton)
    detail = armed_backend.missions.view(snapshot.info.id).detail
    assert isinstance(detail, WargameDetail) and detail.state is not None
    carried = next(i for i in detail.state.character(okafor.id).items if i.item_id == rifle)
    assert (carried.slot, carried.slot_index) == chosen

    # Okafor's kit changed: another item of Petrova's lists his places as they are now.
    assert view.select_character(petrova.id)
    view.panel.set_action("hand_over")
    form.receiver_combo.setCurrentIndex(form.receiver_combo.findData(okafor.id))
    listed = [slots.itemText(i) for i in range(slots.count())]
    assert f"Backpack {chosen[1] + 1}" not in listed

    # Ctrl+Z takes the handoff back: the rifle is Petrova's again, Okafor's place free again.
    view.undo_stack.undo()
    assert view.select_character(petrova.id)
    view.panel.set_action("hand_over")
    form.receiver_combo.setCurrentIndex(form.receiver_combo.findData(okafor.id))
    assert form.handover_item_combo.findData(rifle) >= 0
    form.handover_item_combo.setCurrentIndex(form.handover_item_combo.findData(rifle))
    listed = [slots.itemText(i) for i in range(slots.count())]
    assert listed == places and label.text() == "Allowed now."
