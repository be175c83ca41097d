"""Kills on the Missions page, played like a GM: a shot takes the Sectoid down (M-SHOOT-1,
M-HIT-1, R-8), the casualty form offers its shooter as the killer, the log names him, a casualty
nobody is named for is nobody's kill, and the debrief writes the kill to the roster."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import (
    MissionBackend,
    activate,
    click,
    forms,
    log_texts,
    start_armed_mission,
)
from xcom_manager.rules.wargame.commands import Kill
from xcom_manager.ui.mission.dialogs import DebriefDialog
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def _click_character(qtbot: QtBot, view: MissionsView, name: str) -> None:
    """Click the character's row in the table, as the GM picks whom the action is for."""
    row = next(i for i, c in enumerate(view.character_model.rows()) if c.name == name)
    table = view.character_table
    rect = table.visualRect(view.character_model.index(row, 0))
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(rect.center()))
    assert view.selected_character() is not None
    assert view.selected_character().name == name  # type: ignore[union-attr]


def _killers(view: MissionsView) -> list[str]:
    combo = forms(view).killer_combo
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_gm_names_the_shooter_as_the_killer_and_the_debrief_counts_the_kill(
    qtbot: QtBot, make_view: Callable[[], MissionsView], armed_backend: MissionBackend
) -> None:
    start_armed_mission(armed_backend)
    view = make_view()
    panel = view.panel
    click(qtbot, view.next_phase_button)  # the shooting phase
    panel.set_action("attack")
    attack = forms(view).attack
    attack.distance_spin.setFocus()
    attack.distance_spin.selectAll()
    qtbot.keyClicks(attack.distance_spin, "10")
    click(qtbot, panel.typed_radio)
    qtbot.keyClicks(panel.dice_edit, "5 2 4")  # one hit, it wounds: the Sectoid goes down
    focus = activate(qtbot, view, panel.dice_edit)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert log_texts(view)[-1].startswith("Sectoid takes unsaved wounds: 1; wounds left: 0.")

    # the Sectoid is down; its casualty form offers Petrova, whose shot took it down.
    _click_character(qtbot, view, "Sectoid")
    panel.set_action("kill")
    wargame = forms(view)
    assert _killers(view) == ["nobody named", "Petrova", "Okafor"]
    assert wargame.killer_combo.currentText() == "Petrova"
    command = panel.command()
    assert isinstance(command, Kill) and command.killer_id is not None
    click(qtbot, panel.commit_button)
    assert log_texts(view)[-1] == "Sectoid is killed by Petrova (turn 1)."

    # The Sectopod, removed with nobody named: nobody's kill.
    _click_character(qtbot, view, "Sectopod")
    panel.set_action("kill")
    assert wargame.killer_combo.currentText() == "nobody named"
    click(qtbot, panel.commit_button)
    assert log_texts(view)[-1] == "Sectopod is killed (turn 1)."

    dialogs: list[DebriefDialog] = []

    def show(dialog: QDialog) -> bool:
        assert isinstance(dialog, DebriefDialog)
        dialogs.append(dialog)
        return True

    view._confirm = lambda _title, _question: True  # type: ignore[method-assign, assignment]
    view._open_dialog = show  # type: ignore[method-assign]
    with qtbot.waitSignal(view.changed):
        click(qtbot, view.toolbar.widgetForAction(view.end_action))
    (dialog,) = dialogs
    assert {(line.name, line.kills) for line in dialog.summary.soldiers} == {
        ("Petrova", 1),
        ("Okafor", 0),
    }
    petrova, okafor = (
        armed_backend.base.roster.get_soldier(i) for i in armed_backend.soldier_ids[:2]
    )
    assert (petrova.kills, okafor.kills) == (1, 0)
