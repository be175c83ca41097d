"""MissionsView driven like a GM at the table: planning, phases, jumps, refusals, undo, debrief."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QUndoStack
from PySide6.QtWidgets import QDialog, QLabel
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import (
    MissionBackend,
    activate,
    click,
    declare_jump,
    forms,
    log_texts,
    start_mission,
)
from xcom_manager.rules.mission.commands import Note
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.ui.mission.boardgame.forms import ACTION_KEYS
from xcom_manager.ui.mission.dialogs import DebriefDialog, PlanMissionDialog
from xcom_manager.ui.mission.models import CharacterTableModel, EventLogModel, MissionListModel
from xcom_manager.ui.mission.texts import line_text, percent
from xcom_manager.ui.mission.view import MissionsView
from xcom_manager.ui.mission.wargame.forms import WargameForms

pytestmark = [
    pytest.mark.gui,
    # The offscreen platform warns when a dialog's layout sets its size limits.
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_empty_campaign_shows_a_hint(make_view: Callable[[], MissionsView]) -> None:
    view = make_view()
    assert view.tracker_stack.currentWidget() is view.empty_hint
    assert "Plan mission" in view.empty_hint.text()
    assert not view.next_phase_button.isEnabled()


def test_plan_and_start_a_mission_by_clicking_and_typing(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    view = make_view()
    seen: list[PlanMissionDialog] = []

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert not dialog.start_button.isEnabled()  # no squad yet
        dialog.name_edit.clear()
        qtbot.keyClicks(dialog.name_edit, "Operation Deep Blue")
        dialog.option_combos["environment"].setCurrentIndex(
            dialog.option_combos["environment"].findData("underwater")
        )
        # Tick the first two soldiers with the keyboard (Space on the current row).
        dialog.squad_list.setFocus()
        for row in (0, 1):
            dialog.squad_list.setCurrentRow(row)
            qtbot.keyClick(dialog.squad_list.viewport(), Qt.Key.Key_Space)
        spin = dialog.alien_spins["aquatoid"]
        spin.selectAll()
        qtbot.keyClicks(spin, "2")
        assert "2 soldier(s) against 2 alien(s)" in dialog.summary_label.text()
        click(qtbot, dialog.start_button)
        # MIS-12: the squad is checked first: unarmed, and no spare tank under water.
        assert dialog.isVisible() and dialog.reason_edit.isVisible()
        warned = dialog.warnings_label.text()
        assert "W-HAND-3: Petrova carries no weapon that works on this mission" in warned
        assert "R-9: Okafor goes under water without a spare aqualung tank" in warned
        assert dialog.start_button.text() == "&Deploy anyway"
        qtbot.keyClicks(dialog.reason_edit, "a recce: the armoury is empty")
        click(qtbot, dialog.start_button)
        accepted = dialog.result() == QDialog.DialogCode.Accepted
        dialog.close()
        return accepted

    view._open_dialog = fill  # type: ignore[method-assign]
    button = view.toolbar.widgetForAction(view.plan_action)
    click(qtbot, button)

    assert len(seen) == 1
    missions = mission_backend.missions.list_missions(mission_backend.base.campaign_id)
    assert [(m.name, m.environment, m.status) for m in missions] == [
        ("Operation Deep Blue", "underwater", "in_progress")
    ]
    assert view.tracker_stack.currentWidget() is not view.empty_hint
    assert view.position_label.text() == "Turn 1 · X-COM · Movement phase"
    # The reason and the warnings as found then are the log's first entry (MIS-12).
    first = view.current_view.log[0]  # type: ignore[union-attr]
    assert first.rule_ids[:2] == ("MIS-12", "W-HAND-3")
    assert "Deployed despite the warnings before the mission (4): a recce" in line_text(
        first.messages
    )
    names = [c.name for c in view.character_model.rows()]
    assert names == ["Petrova", "Okafor", "Aquatoid 1", "Aquatoid 2"]
    selected = view.selected_character()
    assert selected is not None and selected.name == "Petrova"
    # Underwater: the panel offers a swim first.
    view.panel.set_action("move")
    assert forms(view).move_kind_combo.currentData() == "swim"


def test_plan_refused_by_the_service_keeps_the_dialog_open(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)  # Petrova and Okafor are on a mission already
    view = make_view()

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.set_checked(mission_backend.soldier_ids[0])
        click(qtbot, dialog.start_button)
        assert dialog.isVisible()
        assert "already on the mission" in dialog.general_error.text()
        dialog.reject()
        return False

    view._open_dialog = fill  # type: ignore[method-assign]
    view.plan_mission()
    assert len(mission_backend.missions.list_missions(mission_backend.base.campaign_id)) == 1


def test_next_phase_by_button_and_ctrl_right_then_next_turn(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    assert view.position_label.text() == "Turn 1 · X-COM · Movement phase"

    click(qtbot, view.next_phase_button)
    assert view.position_label.text() == "Turn 1 · X-COM · Shooting phase"
    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert view.position_label.text() == "Turn 1 · X-COM · Assault phase"
    assert "Next turn" in view.next_phase_button.text().replace("&", "")

    click(qtbot, view.next_phase_button)  # the aliens' turn
    assert view.position_label.text() == "Turn 1 · Aliens · Movement phase"
    for _ in range(3):
        click(qtbot, view.next_phase_button)
    assert view.position_label.text() == "Turn 2 · X-COM · Movement phase"
    assert "Turn 2, X-COM: Movement phase." in log_texts(view)
    # The mission list follows.
    assert view.mission_model.data(view.mission_model.index(0, MissionListModel.POSITION)) == (
        "Turn 2 · X-COM · Movement phase"
    )


def test_jump_with_typed_dice_shows_the_outcome_in_the_log(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    assert view.select_character(f"s{mission_backend.soldier_ids[0]}")
    declare_jump(qtbot, view, horizontal=4, vertical=1)
    panel = view.panel
    # the test, and when it fails the fall's to-wound roll and armour save (M-HIT-1)
    assert panel.dice_needed == 3
    click(qtbot, panel.typed_radio)
    assert not panel.commit_button.isEnabled()  # nothing typed yet
    assert "Type the dice" in panel.dice_hint.text()
    qtbot.keyClicks(panel.dice_edit, "2")
    assert panel.commit_button.isEnabled()
    click(qtbot, panel.commit_button)

    last = view.log_model.rows()[-1]
    assert line_text(last.messages).startswith("Petrova")
    assert last.dice == (2,)
    assert "M-TEST-1" in last.rule_ids
    assert line_text(last.messages) in panel.outcome_label.text()
    assert not panel.refusal_banner.isVisible()
    assert panel.dice_edit.text() == ""  # typed dice are used once
    petrova = view.selected_character()
    assert petrova is not None and "jumped" in line_text(petrova.activity)
    row = view.character_model.row_of(petrova.id)
    assert row is not None
    index = view.character_model.index(row, CharacterTableModel.ACTIVITY)
    assert view.character_model.data(index) == "jumped"
    assert view.undo_stack.count() == 1


def test_typed_dice_beyond_what_the_command_uses_are_refused(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=3)
    view.panel.use_typed_dice([1, 2, 3, 4])
    assert "At most 3" in view.panel.dice_hint.text()
    assert not view.panel.commit_button.isEnabled()
    view.commit()  # as if forced: refused in the panel, nothing logged
    assert view.panel.refusal_banner.isVisible()
    assert log_texts(view) == []


def test_a_refused_jump_shows_the_rule_id_and_text_in_the_panel(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=8)  # W-JUMP-1: at most 6" horizontally
    focus = activate(qtbot, view, forms(view).horizontal_spin)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)

    banner = view.panel.refusal_banner
    assert banner.isVisible()
    lines = banner.lines
    assert any(line.startswith("W-JUMP-1: ") for line in lines)
    assert any(RULE_TEXTS["W-JUMP-1"] in line for line in lines)
    assert log_texts(view) == []
    assert view.undo_stack.count() == 0
    assert view.errors == []  # type: ignore[attr-defined]  # no message box, no traceback


def test_a_refused_mark_acted_names_the_phase_rule(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("mark_acted")
    forms(view).mark_combo.setCurrentIndex(forms(view).mark_combo.findData("shot"))
    click(qtbot, view.panel.commit_button)
    assert any(line.startswith("MIS-5: ") for line in view.panel.refusal_banner.lines)


def test_odds_show_the_exact_chance_and_follow_the_inputs(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=4)
    odds = view.panel.odds_label
    assert odds.isVisible()
    assert "passes 50%" in odds.text()  # Initiative 3: 1-3 on a d6 (M-TEST-1)
    assert "fails 50%" in odds.text()
    assert "passes: 1/2 exactly" in odds.toolTip()

    def shown_fall_odds() -> str:
        command = view.panel.command()
        assert command is not None and view.current_mission_id is not None
        chances = {
            o.key: o.chance for o in mission_backend.missions.odds(view.current_mission_id, command)
        }
        return f"wounded by the fall {percent(chances['wounded_by_fall'])}"

    before = odds.text()
    assert shown_fall_odds() in before
    forms(view).fall_spin.setValue(9)  # a longer fall: a stronger hit (W-JUMP-4, R-7)
    qtbot.waitUntil(lambda: odds.text() != before)
    assert shown_fall_odds() in odds.text()
    assert "passes 50%" in odds.text()

    view.panel.set_action("note")  # no dice: no odds
    assert not odds.isVisible()
    assert not view.panel.dice_box.isVisible()


def test_percent_is_exact_and_never_rounds_to_certainty() -> None:
    from fractions import Fraction

    assert percent(Fraction(1, 2)) == "50%"
    assert percent(Fraction(1, 3)) == "33.3%"
    assert percent(Fraction(2, 3)) == "66.7%"
    assert percent(Fraction(1, 1296)) == "0.1%"
    assert percent(Fraction(1, 100000)) == "<0.1%"
    assert percent(Fraction(99999, 100000)) == ">99.9%"
    assert percent(Fraction(0)) == "0%"
    assert percent(Fraction(1)) == "100%"


def test_undo_with_ctrl_z_adds_a_revert_and_strikes_the_entry_redo_restores(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("mark_acted")
    forms(view).mark_combo.setCurrentIndex(forms(view).mark_combo.findData("moved"))
    click(qtbot, view.panel.commit_button)
    assert log_texts(view) == ["Petrova moves."]
    assert view.undo_stack.undoText().startswith("Operation Nightfall: Petrova moves.")

    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    entries = view.log_model.rows()
    assert [e.type for e in entries] == ["acted", "reverted"]
    assert entries[0].reverted and not entries[1].reverted
    font = view.log_model.data(
        view.log_model.index(0, EventLogModel.TEXT), Qt.ItemDataRole.FontRole
    )
    assert isinstance(font, QFont) and font.strikeOut()
    assert view.log_model.data(view.log_model.index(1, 1), Qt.ItemDataRole.FontRole) is None
    petrova = view.selected_character()
    assert petrova is not None and petrova.activity == ()

    focus = activate(qtbot, view)
    qtbot.keyClick(
        focus,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    entries = view.log_model.rows()
    assert [e.type for e in entries] == ["acted", "reverted", "reverted"]
    assert [e.reverted for e in entries] == [False, True, False]  # the revert is reverted
    petrova = view.selected_character()
    assert petrova is not None and line_text(petrova.activity) == "moved"


def test_undo_last_button_undoes_a_step_not_on_the_stack(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """A step made in an earlier session (not on this stack) is undone as a new undoable step."""
    mission = start_mission(mission_backend)
    mission_backend.missions.execute(mission.info.id, Note("Smoke on the landing zone"))
    view = make_view()
    click(qtbot, view.toolbar.widgetForAction(view.undo_last_action))
    entries = view.log_model.rows()
    assert [e.reverted for e in entries] == [True, False]
    assert view.undo_stack.undoText().startswith("Operation Nightfall: Undo: Note: Smoke")
    view.undo_stack.undo()  # undo the undo: the note counts again
    assert [e.reverted for e in view.log_model.rows()] == [False, True, False]


def test_start_of_turn_alerts_and_the_expiring_timer_is_highlighted(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("wound")
    forms(view).wounds_spin.setValue(1)  # 1 wound: Petrova goes down
    click(qtbot, view.panel.commit_button)
    petrova = view.selected_character()
    assert petrova is not None and petrova.status == "down"
    assert "bleeds out" in petrova.conditions_text
    assert view.alerts_banner.isVisible()  # the reminder shows at once
    click(qtbot, view.alerts_banner.close_button)
    assert not view.alerts_banner.isVisible()

    for _ in range(6):  # to the start of turn 2, X-COM: the alerts come back
        click(qtbot, view.next_phase_button)
    assert view.position_label.text().startswith("Turn 2 · X-COM")
    assert view.alerts_banner.isVisible()
    assert any("Petrova" in line for line in view.alerts_banner.lines)
    expiring = [c for c in view.character_model.rows() if c.urgent]
    for character in expiring:
        row = view.character_model.row_of(character.id)
        assert row is not None
        index = view.character_model.index(row, CharacterTableModel.CONDITION)
        assert view.character_model.data(index, Qt.ItemDataRole.BackgroundRole) is not None


def test_end_mission_shows_the_debrief_and_the_roster_follows(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("wound")
    click(qtbot, view.panel.commit_button)  # Petrova goes down
    questions: list[str] = []
    dialogs: list[QDialog] = []

    def confirm(_title: str, question: str) -> bool:
        questions.append(question)
        return True

    def show(dialog: QDialog) -> bool:
        dialogs.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.close()
        return True

    view._confirm = confirm  # type: ignore[method-assign, assignment]
    view._open_dialog = show  # type: ignore[method-assign]
    with qtbot.waitSignal(view.changed):
        click(qtbot, view.toolbar.widgetForAction(view.end_action))

    assert questions and "Operation Nightfall" in questions[0]
    assert len(dialogs) == 1 and isinstance(dialogs[0], DebriefDialog)
    summary = dialogs[0].summary
    assert "Petrova" in summary.wounded
    text = dialogs[0].text_view.toPlainText()
    assert text.startswith("Debrief of “Operation Nightfall” (turn 1):")
    assert "Wounded: Petrova" in text
    petrova = mission_backend.base.roster.get_soldier(mission_backend.soldier_ids[0])
    assert petrova.status == "wounded" and petrova.missions == 1
    # The mission is read-only now: notes only.
    assert view.position_label.text() == "Finished in turn 1"
    assert view.alerts_banner.isVisible() and "Debrief" in view.alerts_banner.text
    assert not view.next_phase_button.isEnabled()
    assert not view.end_action.isEnabled()
    assert view.panel.current_action() == "note"
    assert not view.panel.action_combo.isEnabled()
    # The wound is still on the shared stack: its undo is refused and dropped, with the reason.
    steps = view.undo_stack.count()
    view.undo_stack.undo()
    assert view.undo_stack.count() == steps - 1
    errors = view.errors  # type: ignore[attr-defined]
    assert len(errors) == 1 and "finished and debriefed" in errors[0]
    assert not any(row.reverted for row in view.log_model.rows())


def test_end_mission_can_be_cancelled(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view._confirm = lambda _title, _question: False  # type: ignore[method-assign, assignment]
    view.end_mission()
    assert view.current_view is not None and not view.current_view.finished


def test_models_pass_the_model_tester(
    qtbot: QtBot,
    qtmodeltester: object,
    make_view: Callable[[], MissionsView],
    mission_backend: MissionBackend,
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.panel.set_action("wound")
    click(qtbot, view.panel.commit_button)
    view.undo_stack.undo()
    for model in (view.mission_model, view.character_model, view.log_model):
        assert model.rowCount() > 0
        qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_a_board_game_mission_shows_its_round_and_models_and_no_wargame_phase(
    qtbot: QtBot, mission_backend: MissionBackend
) -> None:
    """A board game campaign plans on a ready map; its mission shows the round and the Hero
    Player Phase, every model in the table, its own Actions, and never the wargame's phases or
    its action forms."""
    base = mission_backend.base
    campaign_id = base.campaigns.create_campaign("Chronicle of the Deep", "boardgame").id
    soldier_class = next(iter(base.campaigns.ruleset_for(campaign_id).soldier_classes))
    draft = base.roster.new_recruit_draft(
        campaign_id, soldier_class=soldier_class, rng=random.Random(1)
    )
    soldier = base.roster.recruit(campaign_id, draft).row.id
    mission_backend.missions.start_mission(
        campaign_id,
        name="Farm",
        soldier_ids=[soldier],
        aliens=["sectoid"],
        options={"map": "farmhouse"},
    )
    stack = QUndoStack()
    view = MissionsView(mission_backend.missions, base.roster, base.campaigns, campaign_id, stack)
    qtbot.addWidget(view)
    errors: list[str] = []
    view._show_error = errors.append  # type: ignore[method-assign]
    view.show()
    qtbot.waitExposed(view)
    assert view.mission_model.rowCount() == 1
    assert view.character_model.rowCount() == 6  # the Hero, the Sectoid, four Blips
    assert errors == []
    assert not isinstance(view.panel.forms, WargameForms)
    actions = [view.panel.action_combo.itemData(i) for i in range(view.panel.action_combo.count())]
    assert actions == [*ACTION_KEYS, "note"]
    shown = (
        " ".join(w.text() for w in view.findChildren(QLabel) if w.isVisible())
        + view.next_phase_button.text()
    )
    assert "Round 1" in shown and "Hero Player Phase" in shown
    for phase in ("Movement", "Shooting", "Assault", "movement", "shooting", "assault"):
        assert phase not in shown
    # Its Mission Map, the first tab: a token per model on it; a token clicked selects its row.
    tracker = view.tracker
    assert tracker.map_view is not None and tracker.map_tabs is not None
    assert tracker.map_tabs.currentWidget().isAncestorOf(tracker.map_view)
    assert set(tracker.map_view.tokens()) == {f"s{soldier}", "a1", "b1", "b2", "b3", "b4"}
    assert "Mutation cards: 5; Interruption still possible" in view.mission_label.text()
    qtbot.mouseClick(
        tracker.map_view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=tracker.map_view.token_point("a1"),
    )
    selected = view.character_table.selectionModel().selectedRows()
    assert [view.character_model.index(i.row(), 0).data() for i in selected] == ["Sectoid"]


def test_the_panel_says_before_the_dice_that_a_move_is_not_allowed_and_forgets_old_results(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """An 8" jump is refused by W-JUMP-1: the panel says so where the odds would be, before
    any die is rolled. What the last step said is forgotten once another character is chosen."""
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=8.0)
    odds = view.panel.odds_label
    qtbot.waitUntil(lambda: odds.text().startswith("Not allowed now: W-JUMP-1:"))
    assert not view.panel.dice_box.isVisible()
    declare_jump(qtbot, view, horizontal=3.0)
    qtbot.waitUntil(lambda: odds.text().startswith("Odds: passes 50%"))
    view.panel.set_action("mark_acted")
    click(qtbot, view.panel.commit_button)
    assert "moves" in view.panel.outcome_label.text()
    assert view.select_character(f"s{mission_backend.soldier_ids[1]}")
    assert view.panel.outcome_label.text() == ""


def test_ctrl_return_commits_from_anywhere_on_the_page(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """Not only inside the action panel: from the mission list too (the jump is checked)."""
    start_mission(mission_backend)
    view = make_view()
    declare_jump(qtbot, view, horizontal=8)  # W-JUMP-1: refused, so nothing is logged
    focus = activate(qtbot, view, view.mission_list)
    assert not view.panel.isAncestorOf(focus)
    qtbot.keyClick(focus, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert view.panel.refusal_banner.isVisible()
    assert any(line.startswith("W-JUMP-1: ") for line in view.panel.refusal_banner.lines)


def test_plan_mission_lists_the_deployed_greyed_with_their_mission(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    """ROS-1: a soldier on a mission in progress is listed with that mission's name and cannot
    be ticked, by hand or by All (the start was refused in mixed languages)."""
    start_mission(mission_backend)  # Petrova and Okafor go on Operation Nightfall
    view = make_view()
    seen: list[dict[str, tuple[bool, str]]] = []

    def look(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        click(qtbot, dialog.all_button)
        rows = [dialog.squad_list.item(row) for row in range(dialog.squad_list.count())]
        seen.append(
            {
                item.text().split(" — ")[0]: (
                    item.checkState() == Qt.CheckState.Checked,
                    item.toolTip(),
                )
                for item in rows
            }
        )
        return False

    view._open_dialog = look  # type: ignore[method-assign]
    click(qtbot, view.toolbar.widgetForAction(view.plan_action))
    [listed] = seen
    ticked = {name: checked for name, (checked, _tip) in listed.items()}
    assert [name for name, checked in ticked.items() if checked] == [
        name for name in ticked if name.endswith("Lindqvist")
    ]
    tips = [tip for _checked, tip in listed.values() if tip.startswith("ROS-1: ")]
    assert len(tips) == 2 and all("Operation Nightfall" in tip for tip in tips)
