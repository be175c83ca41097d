"""Issue 14 item 6 on the Missions page: no panel keeps the text of another mission or of an
undone step."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import (
    MissionBackend,
    activate,
    click,
    declare_jump,
    forms,
    start_mission,
)
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def _click_mission_row(qtbot: QtBot, view: MissionsView, row: int) -> None:
    table = view.mission_list
    rect = table.visualRect(table.model().index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def test_another_mission_does_not_show_the_last_missions_note(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    first = start_mission(mission_backend)
    second = mission_backend.missions.start_mission(
        mission_backend.base.campaign_id,
        name="Operation Daybreak",
        options={"environment": "ground"},
        soldier_ids=mission_backend.soldier_ids[2:],
        aliens=["sectoid"],
    )
    view = make_view()
    view.show()
    assert view.select_mission(first.info.id)
    view.panel.set_action("note")
    qtbot.keyClicks(view.panel.note_edit, "Smoke on the landing zone")
    assert view.panel.note_edit.text() == "Smoke on the landing zone"

    rows = [view.mission_model.row_at(r) for r in range(view.mission_model.rowCount())]
    row = next(r for r, m in enumerate(rows) if m is not None and m.id == second.info.id)
    _click_mission_row(qtbot, view, row)
    assert view.current_mission_id == second.info.id
    assert view.panel.note_edit.text() == ""


def test_an_undone_step_leaves_no_outcome_on_screen(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.show()
    view.panel.set_action("mark_acted")
    forms(view).mark_combo.setCurrentIndex(forms(view).mark_combo.findData("moved"))
    click(qtbot, view.panel.commit_button)
    assert "Petrova moves." in view.panel.outcome_label.text()

    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert view.panel.outcome_label.text() == ""


def test_another_character_starts_with_an_empty_form_and_no_typed_dice(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """The distances measured and the dice typed for one character's jump are not another's:
    selecting another character clears them (the attack form already started afresh)."""
    start_mission(mission_backend)
    view = make_view()
    view.show()
    petrova = next(c for c in view.character_model.rows() if c.name == "Petrova")
    okafor = next(c for c in view.character_model.rows() if c.name == "Okafor")
    assert view.select_character(petrova.id)
    declare_jump(qtbot, view, horizontal=4, vertical=2)
    wargame = forms(view)
    wargame.run_up_spin.setValue(3)
    view.panel.use_typed_dice()
    qtbot.keyClicks(view.panel.dice_edit, "1 4")
    jump_odds = view.panel.odds_label.text()
    assert jump_odds.startswith("Odds:") and "wounded by the fall" in jump_odds

    assert view.select_character(okafor.id)
    assert view.panel.title_label.text().startswith("Action for Okafor")
    assert view.panel.current_action() == "move"
    spins = (wargame.horizontal_spin, wargame.vertical_spin, wargame.run_up_spin)
    assert [spin.value() for spin in spins] == [0.0, 0.0, 0.0]
    assert view.panel.dice_edit.text() == ""
    assert view.panel.odds_label.text() != jump_odds  # the odds of Okafor's empty form

    wargame.wounds_spin.setValue(3)
    assert view.select_character(petrova.id)
    assert wargame.wounds_spin.value() == 1 and wargame.horizontal_spin.value() == 0.0
