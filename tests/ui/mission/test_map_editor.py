"""The Mission Map editor: tools clicked on the map's squares and edges, a
drag that paints obstacles, its own undo stack (Ctrl+Z, Ctrl+Shift+Z), the keyboard, a refused
edit that shows its MIS-9 message, a map saved with the user's maps and read back, and a
mission planned on an edited map (pytest-qt, offscreen; real temporary folders and SQLite)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QDialog
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend
from xcom_manager.paths import maps_dir
from xcom_manager.rules.boardgame.grid import BlipSpot, MissionMap, map_from_json, map_to_json
from xcom_manager.services.missions.dto import MissionPlanning
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.ui.mission.boardgame.editor import MapEditorDialog, Tool
from xcom_manager.ui.mission.boardgame.editor_view import MarkerItem
from xcom_manager.ui.mission.dialogs import PlanMissionDialog
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

SPECIES = (("sectoid", "Sectoid"), ("muton", "Muton"))


@pytest.fixture
def catalog(tmp_path: Path) -> MapCatalog:
    return MapCatalog([maps_dir()], user_directory=tmp_path / "my-maps")


@pytest.fixture
def make_editor(qtbot: QtBot, catalog: MapCatalog) -> Iterator[Callable[..., MapEditorDialog]]:
    def make(data: dict[str, object] | None = None) -> MapEditorDialog:
        if data is None:
            data = map_to_json(MissionMap(width=6, height=5, name="Alley"))
        editor = MapEditorDialog(data, maps=catalog, species=SPECIES)
        # Closed at the test's end with its edits: dropped without the question's modal box.
        editor._confirm_discard = lambda: True  # type: ignore[method-assign]
        qtbot.addWidget(editor)
        editor.show()
        qtbot.waitExposed(editor)
        editor.activateWindow()
        qtbot.waitUntil(editor.isActiveWindow)  # the tool keys and Ctrl+Z are its shortcuts
        editor.view.setFocus()
        return editor

    yield make


def click_square(qtbot: QtBot, editor: MapEditorDialog, x: int, y: int) -> None:
    view = editor.view
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.square_point(x, y))


def test_tools_clicked_on_squares_mark_them_and_place_tokens(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    for tool, square in (
        (Tool.objective, (2, 2)),
        (Tool.item, (3, 1)),
        (Tool.exit, (5, 0)),
        (Tool.blocking, (0, 0)),
        (Tool.hero, (1, 4)),
        (Tool.hero, (2, 4)),
        (Tool.alien, (4, 0)),
        (Tool.decoy, (3, 3)),
    ):
        editor.set_tool(tool)
        click_square(qtbot, editor, *square)
    editor.species_combo.setCurrentIndex(1)  # Muton
    editor.set_tool(Tool.blip)
    click_square(qtbot, editor, 4, 3)
    board = editor.board()
    assert board.objectives == {(2, 2)} and board.items == {(3, 1)} and board.exits == {(5, 0)}
    assert board.blocking == {(0, 0)}
    assert board.hero_starts == ((1, 4), (2, 4)) and board.alien_starts == ((4, 0),)
    assert board.blips == (BlipSpot((3, 3), None), BlipSpot((4, 3), "muton"))
    markers = editor.view.markers()
    assert all(isinstance(m, MarkerItem) for m in markers)
    assert [(m.label, m.square) for m in markers][:3] == [
        ("H1", (1, 4)),
        ("H2", (2, 4)),
        ("A1", (4, 0)),
    ]
    assert "Blip 2, hiding Muton" in markers[-1].toolTip()
    assert markers[-2].decoy
    assert editor.error() == ""
    # A second click with the same tool takes its token (or mark) off again.
    editor.set_tool(Tool.hero)
    click_square(qtbot, editor, 1, 4)
    assert editor.board().hero_starts == ((2, 4),)
    editor.set_tool(Tool.erase)
    click_square(qtbot, editor, 2, 2)
    assert editor.board().objectives == frozenset()


def test_a_click_near_an_edge_toggles_its_wall(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    view = editor.view
    assert editor.tool() is Tool.wall  # the first tool
    edge = view.edge_point((1, 1), (2, 1))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=edge + QPoint(-3, 0))
    assert editor.board().walls == {((1, 1), (2, 1))}
    below = view.edge_point((3, 2), (3, 3))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=below + QPoint(0, 2))
    assert editor.board().walls == {((1, 1), (2, 1)), ((3, 2), (3, 3))}
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=edge + QPoint(2, 0))
    assert editor.board().walls == {((3, 2), (3, 3))}  # from the other side: taken down
    # Erase near a wall takes it down; another tool near an edge acts on the square.
    editor.set_tool(Tool.erase)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=below)
    assert editor.board().walls == frozenset()
    editor.set_tool(Tool.objective)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=edge + QPoint(-3, 0))
    assert editor.board().objectives == {(1, 1)}


def test_a_drag_paints_blocking_squares_as_one_undoable_edit(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    view = editor.view
    editor.set_tool(Tool.blocking)
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view.square_point(1, 2))
    for x in (2, 3, 4):
        qtbot.mouseMove(viewport, view.square_point(x, 2))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.square_point(4, 2))
    assert editor.board().blocking == {(1, 2), (2, 2), (3, 2), (4, 2)}
    assert editor.undo_stack.count() == 1
    editor.undo_stack.undo()
    assert editor.board().blocking == frozenset()
    editor.undo_stack.redo()
    # A drag that starts on a blocking square clears instead.
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=view.square_point(2, 2))
    qtbot.mouseMove(viewport, view.square_point(3, 2))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=view.square_point(3, 2))
    assert editor.board().blocking == {(1, 2), (4, 2)}


def test_ctrl_z_undoes_and_ctrl_shift_z_redoes_on_the_editors_own_stack(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    outer = QUndoStack()  # the main window's stack is not the editor's
    editor = make_editor()
    editor.set_tool(Tool.objective)
    click_square(qtbot, editor, 1, 1)
    click_square(qtbot, editor, 2, 1)
    assert editor.board().objectives == {(1, 1), (2, 1)}
    qtbot.keyClick(editor.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.board().objectives == {(1, 1)}
    qtbot.keyClick(editor.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.board().objectives == frozenset()
    qtbot.keyClick(
        editor.view,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert editor.board().objectives == {(1, 1)}
    assert outer.count() == 0 and editor.undo_stack.index() == 1


def test_mis_9_a_refused_edit_shows_its_message_and_changes_nothing(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    editor.set_tool(Tool.blocking)
    click_square(qtbot, editor, 2, 2)
    before = editor.board()
    editor.set_tool(Tool.hero)
    click_square(qtbot, editor, 2, 2)
    assert editor.error() == "MIS-9: A model or token stands on the blocking square C3."
    assert editor.error_label.isVisible()
    assert editor.board() == before and editor.undo_stack.count() == 1
    editor.set_tool(Tool.alien)
    click_square(qtbot, editor, 3, 3)
    assert editor.error() == ""  # the next edit allowed: the line is cleared
    editor.set_tool(Tool.hero)
    click_square(qtbot, editor, 3, 3)
    assert editor.error() == "MIS-9: Two models or tokens stand on D4."
    # A wall on the map's outer edge lies half off it.
    editor.set_tool(Tool.wall)
    edge = editor.view.edge_point((5, 0), (6, 0))
    qtbot.mouseClick(editor.view.viewport(), Qt.MouseButton.LeftButton, pos=edge + QPoint(-2, 0))
    assert editor.error() == "MIS-9: The square (6, 0) lies off the 6 × 5 map."


def test_the_keyboard_picks_tools_moves_the_cursor_and_applies(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    view = editor.view
    assert view.cursor_square() == (0, 0)
    qtbot.keyClick(view, Qt.Key.Key_O)
    assert editor.tool() is Tool.objective
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.cursor_square() == (2, 1)
    assert "C2" in editor.status_label.text()
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert editor.board().objectives == {(2, 1)}
    qtbot.keyClick(view, Qt.Key.Key_H)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert editor.board().hero_starts == ((2, 2),)
    assert editor.isVisible()  # Enter applied the tool, it did not close the dialog
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert editor.board().walls == {((2, 2), (3, 2))}
    qtbot.keyClick(view, Qt.Key.Key_Left)
    for _ in range(9):  # the cursor stays on the map
        qtbot.keyClick(view, Qt.Key.Key_Left)
    assert view.cursor_square() == (0, 2)
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert editor.tool() is Tool.erase


def test_new_map_asks_its_size_and_is_undone(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    editor = make_editor()
    editor.set_tool(Tool.exit)
    click_square(qtbot, editor, 0, 0)
    editor._ask_size = lambda width, height: (9, 7)  # type: ignore[method-assign]
    editor.new_map_action.trigger()
    assert editor.board() == MissionMap(width=9, height=7, name="Alley")
    assert editor.view.square_at(editor.view.square_point(8, 6)) == (8, 6)
    editor.undo_stack.undo()
    assert (editor.board().width, editor.board().exits) == (6, {(0, 0)})


def test_a_map_built_in_the_editor_is_saved_and_reloads(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog], catalog: MapCatalog
) -> None:
    editor = make_editor()
    editor.set_tool(Tool.hero)
    click_square(qtbot, editor, 0, 4)
    editor.set_tool(Tool.decoy)
    click_square(qtbot, editor, 5, 0)
    editor.set_tool(Tool.wall)
    qtbot.keyClick(editor.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ShiftModifier)
    editor.name_edit.setText("Back alley")
    with qtbot.waitSignal(editor.mapSaved) as saved:
        qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert saved.args == ["back_alley"] and editor.saved_id == "back_alley"
    assert "Saved with your maps" in editor.status_label.text()
    assert catalog.user_ids() == ["back_alley"]
    stored = catalog.get("back_alley")
    assert stored == editor.map_data()
    again = make_editor(stored)
    assert again.board() == map_from_json(stored) == editor.board()
    assert again.name_edit.text() == "Back alley"
    assert again.board().walls == {((5, 0), (5, 1))}  # below the cursor, on the Blip clicked


def test_saving_without_a_name_says_so(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog], catalog: MapCatalog
) -> None:
    editor = make_editor()
    editor.name_edit.setText("  ")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert editor.error() == "Give the Mission Map a name before saving it."
    assert catalog.user_ids() == []


def _board_campaign(backend: MissionBackend) -> tuple[int, int]:
    base = backend.base
    campaign_id = base.campaigns.create_campaign("Chronicle of the Deep", "boardgame").id
    soldier_class = next(iter(base.campaigns.ruleset_for(campaign_id).soldier_classes))
    draft = base.roster.new_recruit_draft(
        campaign_id, soldier_class=soldier_class, rng=random.Random(1)
    )
    return campaign_id, base.roster.recruit(campaign_id, draft).row.id


def test_the_plan_dialog_edits_the_chosen_map_for_the_mission(
    qtbot: QtBot, catalog: MapCatalog
) -> None:
    planning = MissionPlanning(
        "boardgame", True, None, (("map", ("farmhouse", "ufo_crash")),), SPECIES
    )
    dialog = PlanMissionDialog(planning, [], lambda plan: None, maps=catalog)  # type: ignore[arg-type, return-value]
    qtbot.addWidget(dialog)
    assert dialog.edit_map_button is not None
    dialog.option_combos["map"].setCurrentIndex(1)
    opened: list[MapEditorDialog] = []

    def run(editor: MapEditorDialog) -> bool:
        opened.append(editor)
        editor.set_tool(Tool.objective)
        editor.apply_at((0, 0))
        editor.name_edit.setText("UFO crash, night")
        editor.save()
        return True

    dialog._run_editor = run  # type: ignore[method-assign]
    qtbot.mouseClick(dialog.edit_map_button, Qt.MouseButton.LeftButton)
    crash = map_from_json(catalog.get("ufo_crash"))
    assert map_from_json(opened[0].map_data()).blips == crash.blips  # opened on the chosen map
    plan = dialog.plan()
    assert plan.board is not None and (0, 0) in map_from_json(plan.board).objectives
    assert dialog.edited_label.isVisibleTo(dialog)
    assert dialog.option_combos["map"].currentData() == "ufo_crash_night"  # saved: listed
    qtbot.mouseClick(dialog.edit_map_button, Qt.MouseButton.LeftButton)
    assert opened[1].board().name == "UFO crash, night"  # the edited map again
    dialog.option_combos["map"].setCurrentIndex(0)  # another ready map: the edit is dropped
    assert dialog.plan().board is None and dialog.edited_label.isHidden()


def test_a_wargame_plan_has_no_map_editor(qtbot: QtBot) -> None:
    planning = MissionPlanning("wargame", True, None, (("environment", ("ground",)),), SPECIES)
    dialog = PlanMissionDialog(planning, [], lambda plan: None)  # type: ignore[arg-type, return-value]
    qtbot.addWidget(dialog)
    assert dialog.edit_map_button is None and dialog.plan().board is None


def test_a_mission_planned_on_an_edited_map_is_played_on_it(
    qtbot: QtBot, mission_backend: MissionBackend
) -> None:
    base = mission_backend.base
    campaign_id, soldier = _board_campaign(mission_backend)
    view = MissionsView(
        mission_backend.missions, base.roster, base.campaigns, campaign_id, QUndoStack()
    )
    qtbot.addWidget(view)
    view._show_error = lambda text: pytest.fail(text)  # type: ignore[method-assign]
    edited: list[dict[str, object]] = []

    def plan(dialog: QDialog) -> bool:
        assert isinstance(dialog, PlanMissionDialog)

        def run(editor: MapEditorDialog) -> bool:
            editor.new_map(7, 5)
            editor.set_tool(Tool.hero)
            editor.apply_at((3, 4))
            editor.set_tool(Tool.decoy)
            editor.apply_at((3, 0))
            editor.name_edit.setText("Courtyard")
            edited.append(editor.map_data())
            return True

        dialog._run_editor = run  # type: ignore[method-assign]
        dialog.name_edit.setText("Courtyard raid")
        assert dialog.set_checked(soldier)
        assert dialog.edit_map_button is not None
        qtbot.mouseClick(dialog.edit_map_button, Qt.MouseButton.LeftButton)
        dialog.accept()  # no alien planned: warned first (MIS-12)
        assert "MIS-12" in dialog.warnings_label.text()
        dialog.reason_edit.setText("a scouting run: the decoy only")
        dialog.accept()
        return dialog.result() == QDialog.DialogCode.Accepted

    view._open_dialog = plan  # type: ignore[method-assign]
    view.plan_mission()
    missions = mission_backend.missions.list_missions(campaign_id)
    assert [m.name for m in missions] == ["Courtyard raid"]
    detail = mission_backend.missions.view(missions[0].id).detail
    assert map_from_json(detail.board) == map_from_json(edited[0])
    assert {m.id: m.square for m in detail.models} == {f"s{soldier}": (3, 4), "b1": (3, 0)}
    assert view.tracker.map_view is not None
    assert set(view.tracker.map_view.tokens()) == {f"s{soldier}", "b1"}


def test_cancel_asks_before_the_edits_are_dropped(
    qtbot: QtBot, make_editor: Callable[..., MapEditorDialog]
) -> None:
    """Nothing lost by a slip of the Esc key: an edited map is dropped only when the GM says
    so; an untouched or saved one closes at once."""
    editor = make_editor()
    asked: list[bool] = []
    answer = [False]

    def confirm() -> bool:
        asked.append(True)
        return answer[0]

    editor._confirm_discard = confirm  # type: ignore[method-assign]
    editor.set_tool(Tool.blocking)
    click_square(qtbot, editor, 1, 1)
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    assert asked == [True] and editor.isVisible()  # kept: the GM said no
    answer[0] = True
    editor.reject()
    assert len(asked) == 2 and not editor.isVisible()
    fresh = make_editor()
    fresh._confirm_discard = confirm  # type: ignore[method-assign]
    fresh.reject()  # untouched: not asked
    assert len(asked) == 2 and not fresh.isVisible()
