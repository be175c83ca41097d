"""Playing a board game mission by clicking on its Mission Map (issue 9, deliverables 2, 3, 7):
the Hero to activate is selected, its MOVE's reach is highlighted, the path follows the pointer,
a click chooses a square and a second click moves there (activating the Hero, B-PHASE-1); the
SHOOT's targets are ringed with their odds (M-CX-1..4), the Combat dice are typed by their
faces (R-12), Enter carries the attack out, Ctrl+Z undoes it; a square out of reach is refused
with its rule (B-ACT-2); the Line of Sight under the pointer names what blocks it (R-21); the
keyboard plays as well (Tab, arrows, Enter, Esc)."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import click
from xcom_manager.rules.boardgame.commands import Move, Overwatch
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.mission.boardgame.forms import BoardForms
from xcom_manager.ui.mission.boardgame.map_play import PlayableMapView
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

#: A 10 × 8 map: the Hero starts on B7, the Sectoid on H2; a column of obstacles on D3..D6
#: hides them from each other until the Hero moves round it.
RANGE_MAP = {
    "name": "Firing range",
    "width": 10,
    "height": 8,
    "walls": [],
    "blocking": [[3, 2], [3, 3], [3, 4], [3, 5]],
    "objectives": [],
    "items": [],
    "exits": [],
    "hero_starts": [[1, 6]],
    "alien_starts": [[7, 1]],
    "blips": [],
}
HERO_START, SECTOID = (1, 6), (7, 1)


@dataclass
class Board:
    view: MissionsView
    map: PlayableMapView
    forms: BoardForms
    stack: QUndoStack
    hero: str
    missions: MissionService
    mission_id: int

    def detail(self) -> BoardDetail:
        detail = self.missions.view(self.mission_id).detail
        assert isinstance(detail, BoardDetail)
        return detail

    def square_of(self, model_id: str) -> tuple[int, int]:
        return next(m.square for m in self.detail().models if m.id == model_id)


@pytest.fixture
def board(qtbot: QtBot, tmp_path: Path) -> Iterator[Board]:
    maps = tmp_path / "maps"
    maps.mkdir()
    (maps / "range.json").write_text(json.dumps(RANGE_MAP), encoding="utf-8")
    db = Database.open(f"sqlite:///{tmp_path}/board.db")
    campaigns = CampaignService(db)
    roster = RosterService(db, campaigns)
    missions = MissionService(db, campaigns, maps=MapCatalog([maps]))
    campaign_id = campaigns.create_campaign("Chronicle", "boardgame").id
    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(3))
    soldier = roster.recruit(campaign_id, draft).row.id
    started = missions.start_mission(
        campaign_id, name="Range", soldier_ids=[soldier], aliens=["sectoid"], options={}
    )
    host = QWidget()
    stack = QUndoStack(host)
    undo = stack.createUndoAction(host)
    undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
    host.addAction(undo)
    view = MissionsView(missions, roster, campaigns, campaign_id, stack, host)
    view.errors = []  # type: ignore[attr-defined]
    view._show_error = view.errors.append  # type: ignore[attr-defined, method-assign]
    qtbot.addWidget(host)
    host.resize(1400, 900)
    view.resize(1400, 900)
    host.show()
    qtbot.waitExposed(host)
    map_view = view.tracker.map_view
    assert isinstance(map_view, PlayableMapView) and isinstance(view.panel.forms, BoardForms)
    yield Board(view, map_view, view.panel.forms, stack, f"s{soldier}", missions, started.info.id)
    db.close()


def click_square(qtbot: QtBot, board: Board, square: tuple[int, int]) -> None:
    qtbot.mouseClick(
        board.map.viewport(), Qt.MouseButton.LeftButton, pos=board.map.square_point(*square)
    )


def hover_square(qtbot: QtBot, board: Board, square: tuple[int, int]) -> None:
    qtbot.mouseMove(board.map.viewport(), board.map.square_point(*square))
    qtbot.waitUntil(lambda: board.map._hover == square)


def test_a_whole_activation_by_clicking_move_attack_with_typed_faces_and_undo(
    qtbot: QtBot, board: Board
) -> None:
    view, map_view = board.view, board.map
    # The Hero still to activate is selected; the panel offers its MOVE (B-PHASE-1: choosing
    # an Action activates it), and the map highlights the squares the MOVE reaches.
    assert view.selected_character() is not None and view.selected_character().id == board.hero
    assert view.panel.current_action() == "move"
    reach = map_view.highlighted("move")
    assert (5, 6) in reach and (9, 0) not in reach and HERO_START not in reach
    # The path follows the pointer; the Line of Sight under it names the obstacle in the way.
    hover_square(qtbot, board, (5, 6))
    assert map_view.path_squares()[0] == HERO_START and map_view.path_squares()[-1] == (5, 6)
    hover_square(qtbot, board, SECTOID)
    info = view.tracker.map_info
    assert info is not None and "does not see H2 (R-21)" in info.text()
    assert "obstacle D" in info.text() and not map_view.sight_item().seen
    # A click chooses the square (the form is filled, the path fixed), a second click moves.
    click_square(qtbot, board, (5, 6))
    assert board.forms.square_edits["move"].text() == "F7"
    assert "(steps: 4)" in board.forms.path_labels["move"].text()
    click_square(qtbot, board, (5, 6))
    qtbot.waitUntil(lambda: board.square_of(board.hero) == (5, 6))
    assert board.detail().active == board.hero and board.detail().actions == ("move",)
    # MOVE used: the panel turns to the SHOOT; the Sectoid is ringed with its chance of a kill.
    qtbot.waitUntil(lambda: view.panel.current_action() == "shoot")
    targets = map_view.target_items()
    assert list(targets) == ["a1"] and targets["a1"].allowed
    assert targets["a1"].label.startswith("kill ")
    qtbot.mouseClick(map_view.viewport(), Qt.MouseButton.LeftButton, pos=map_view.token_point("a1"))
    assert board.forms.target("shoot") == "a1"
    odds = view.panel.odds_label
    qtbot.waitUntil(lambda: odds.text().startswith("Odds: 0 × damage"))
    assert "kill" in odds.text() and view.panel.dice_needed == 3  # 2 attack dice, 1 defence
    # The faces as read off the physical dice, then Enter on the map carries it out.
    view.panel.use_typed_dice()
    qtbot.keyClicks(view.panel.dice_edit, "hit double_hit blank")
    assert view.panel.dice_problem() is None
    map_view.setFocus()
    qtbot.waitUntil(map_view.hasFocus)
    qtbot.keyClick(map_view, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: next(m.status for m in board.detail().models if m.id == "a1") != "active"
    )
    assert "a1" not in map_view.tokens()
    # Ctrl+Z undoes the attack: the Sectoid is back on its square, at full Health.
    board.stack.undo()
    qtbot.waitUntil(lambda: "a1" in map_view.tokens())
    assert board.square_of("a1") == SECTOID
    assert map_view.tokens()["a1"].place.health == 2
    # ... and once more the move and the activation with it (one step).
    board.stack.undo()
    qtbot.waitUntil(lambda: board.square_of(board.hero) == HERO_START)
    assert board.detail().active is None
    assert view.errors == []  # type: ignore[attr-defined]


def test_an_undone_move_offers_the_move_again(qtbot: QtBot, board: Board) -> None:
    """After a MOVE the GM turns to the SPRINT; Ctrl+Z undoes the MOVE: the panel offers the
    MOVE again and the map tints its reach, not the SPRINT's (whose reach is not the MOVE's)."""
    view, map_view = board.view, board.map
    click_square(qtbot, board, (2, 6))
    click_square(qtbot, board, (2, 6))
    qtbot.waitUntil(lambda: board.square_of(board.hero) == (2, 6))
    view.panel.set_action("sprint")
    assert view.panel.current_action() == "sprint"
    board.stack.undo()
    qtbot.waitUntil(lambda: board.square_of(board.hero) == HERO_START)
    qtbot.waitUntil(lambda: view.panel.current_action() == "move")
    assert (5, 6) in map_view.highlighted("move")


def test_b_act_2_a_click_out_of_reach_is_refused_with_its_rule(qtbot: QtBot, board: Board) -> None:
    view = board.view
    assert (9, 0) not in board.map.highlighted("move")
    click_square(qtbot, board, (9, 0))
    odds = view.panel.odds_label
    qtbot.waitUntil(lambda: odds.text().startswith("Not allowed now: B-ACT-2"))
    click_square(qtbot, board, (9, 0))  # the second click commits: refused, nothing moves
    banner = view.panel.refusal_banner
    qtbot.waitUntil(banner.isVisible)
    assert "B-ACT-2" in banner.text and board.square_of(board.hero) == HERO_START
    assert board.stack.count() == 0


def test_mis_9_a_typed_square_off_the_map_is_named_before_commit(
    qtbot: QtBot, board: Board
) -> None:
    """The GM types Z99 into the MOVE's square: the panel says at once that it is not on the
    map and which squares are (not a row number from inside the app on Commit)."""
    view = board.view
    view.panel.set_action("move")
    edit = view.panel.forms.square_edits["move"]  # type: ignore[attr-defined]
    edit.setFocus()
    qtbot.keyClicks(edit, "Z99")
    odds = view.panel.odds_label
    qtbot.waitUntil(lambda: odds.text().startswith("Not allowed now: MIS-9"))
    assert "Z99 is not on the Mission Map" in odds.text()
    assert "must be at most" not in odds.text()
    assert board.square_of(board.hero) == HERO_START


def test_an_attack_on_a_target_out_of_sight_is_greyed_with_its_rule(
    qtbot: QtBot, board: Board
) -> None:
    """Before the move the Sectoid is behind the obstacles: SHOOT rings it grey, and its
    tooltip says why (B-ACT-5, R-21)."""
    board.view.panel.set_action("shoot")
    target = board.map.target_items()["a1"]
    assert not target.allowed and target.label == ""
    assert target.toolTip() == ""  # worded when the pointer comes
    assert "B-ACT-5" in target.describe() and "B-ACT-5" in target.toolTip()


def test_the_keyboard_plays_tab_arrows_enter_and_esc(qtbot: QtBot, board: Board) -> None:
    map_view = board.map
    map_view.setFocus()
    qtbot.waitUntil(map_view.hasFocus)
    qtbot.keyClick(map_view, Qt.Key.Key_Tab)  # the next model: the Sectoid
    assert board.view.selected_character().id == "a1"  # type: ignore[union-attr]
    qtbot.keyClick(map_view, Qt.Key.Key_Backtab)  # back to the Hero
    assert board.view.selected_character().id == board.hero  # type: ignore[union-attr]
    assert map_view.hasFocus()
    for _ in range(3):
        qtbot.keyClick(map_view, Qt.Key.Key_Right)
    assert map_view.cursor_square() == (4, 6)
    qtbot.keyClick(map_view, Qt.Key.Key_Return)  # chooses the cursor's square
    assert board.forms.square("move") == (4, 6)
    qtbot.keyClick(map_view, Qt.Key.Key_Escape)  # forgets it
    assert board.forms.square("move") is None and map_view.chosen() == (None, None)
    qtbot.keyClick(map_view, Qt.Key.Key_Return)  # chooses it again ...
    qtbot.keyClick(map_view, Qt.Key.Key_Return)  # ... and confirms: the Hero moves
    qtbot.waitUntil(lambda: board.square_of(board.hero) == (4, 6))


def test_a_face_that_is_no_face_of_the_die_is_named(qtbot: QtBot, board: Board) -> None:
    panel = board.view.panel
    click_square(qtbot, board, (5, 6))
    click_square(qtbot, board, (5, 6))
    qtbot.waitUntil(lambda: panel.current_action() == "shoot")
    board.forms.set_target("shoot", "a1")
    qtbot.waitUntil(lambda: panel.dice_needed == 3)
    panel.use_typed_dice()
    qtbot.keyClicks(panel.dice_edit, "hit boom")
    problem = panel.dice_problem()
    assert problem is not None and "“boom” is not a face of the Combat die" in problem
    assert "double hit" in problem and not panel.commit_button.isEnabled()
    panel.dice_edit.clear()
    panel.dice_edit.insert("хит")  # any language's letters pass the field's validator
    # (QTest types Latin-1 only: insert() is what an input method does, checked the same way)
    assert panel.dice_edit.text() == "хит"
    assert "“хит” is not a face of the Combat die" in (panel.dice_problem() or "")


def test_mis_11_an_overwatch_shot_a_move_stopped_for_is_asked_of_its_watcher(
    qtbot: QtBot, board: Board
) -> None:
    """The Hero readies Overwatch; in the Overmind phase the Sectoid is moved by clicking into
    its sight: the move stops there (MIS-11), the map draws the dashed line from the watcher,
    and the panel turns to the watcher's answer; holding the token lets the Sectoid go on."""
    view, missions = board.view, board.missions
    for command in (Overwatch(board.hero), AdvancePhase(), AdvancePhase()):
        missions.execute(board.mission_id, command)
    view.refresh()
    assert board.detail().phase == "overmind"
    assert view.select_character("a1")
    qtbot.waitUntil(lambda: view.panel.current_action() == "move")
    click_square(qtbot, board, (7, 5))
    click_square(qtbot, board, (7, 5))
    qtbot.waitUntil(lambda: board.detail().pending_overwatch is not None)
    assert board.detail().pending_overwatch == (board.hero, "a1")
    qtbot.waitUntil(lambda: view.selected_character().id == board.hero)  # type: ignore[union-attr]
    assert view.panel.current_action() == "overwatch_shot"
    assert board.map.pending_line() is not None
    board.forms.fire_combo.setCurrentIndex(board.forms.fire_combo.findData(False))
    click(qtbot, view.panel.commit_button)
    qtbot.waitUntil(lambda: board.detail().pending_overwatch is None)
    assert board.map.pending_line() is None


def test_undo_last_goes_back_step_by_step(qtbot: QtBot, board: Board) -> None:
    """Undo last, pressed again and again, undoes one step further back each time (never the
    undo it just made)."""
    view = board.view
    click_square(qtbot, board, (4, 6))
    click_square(qtbot, board, (4, 6))
    qtbot.waitUntil(lambda: board.square_of(board.hero) == (4, 6))
    view.next_phase()  # the Hero's Turn ends
    qtbot.waitUntil(lambda: board.detail().active is None)
    view.undo_last()
    qtbot.waitUntil(lambda: board.detail().active == board.hero)
    view.undo_last()
    qtbot.waitUntil(lambda: board.square_of(board.hero) == HERO_START)
    assert board.detail().active is None
    types = [row.type for row in view.current_view.log]  # type: ignore[union-attr]
    assert types.count("reverted") == 2


def test_undo_last_after_a_restart_goes_back_step_by_step(qtbot: QtBot, board: Board) -> None:
    """Steps made before the app started (none on the undo stack): Undo last reverts the log's
    last step, then the one before, and redo of an undo is not what it does."""
    view, missions = board.view, board.missions
    missions.execute(board.mission_id, Move(board.hero, (4, 6)))
    missions.execute(board.mission_id, AdvancePhase())
    view.refresh()
    view.undo_last()
    qtbot.waitUntil(lambda: board.detail().active == board.hero)
    view.undo_last()
    qtbot.waitUntil(lambda: board.square_of(board.hero) == HERO_START)
    view.undo_last()  # nothing before: said so, nothing changes
    assert board.square_of(board.hero) == HERO_START
    types = [row.type for row in view.current_view.log]  # type: ignore[union-attr]
    assert types.count("reverted") == 2


def test_after_a_step_the_panel_turns_to_an_action_with_something_to_do(
    qtbot: QtBot, board: Board
) -> None:
    """A MOVE that leaves the Sectoid out of sight: no SHOOT is offered it (nothing to shoot),
    the SPRINT is, with its reach; the square chosen for the MOVE is forgotten."""
    view = board.view
    click_square(qtbot, board, (2, 6))
    click_square(qtbot, board, (2, 6))
    qtbot.waitUntil(lambda: board.square_of(board.hero) == (2, 6))
    qtbot.waitUntil(lambda: view.panel.current_action() == "sprint")
    assert board.map.highlighted("sprint") and board.forms.square("move") is None


def test_every_combat_die_is_typed_before_commit(qtbot: QtBot, board: Board) -> None:
    """An attack rolls all its dice (M-CX-1, M-CX-2): two faces of three are not enough."""
    panel = board.view.panel
    click_square(qtbot, board, (5, 6))
    click_square(qtbot, board, (5, 6))
    qtbot.waitUntil(lambda: panel.current_action() == "shoot")
    board.forms.set_target("shoot", "a1")
    qtbot.waitUntil(lambda: panel.dice_needed == 3)
    panel.use_typed_dice()
    qtbot.keyClicks(panel.dice_edit, "hit hit")
    assert panel.dice_problem() == "Dice to type: 3; typed: 2."
    assert not panel.commit_button.isEnabled()
    qtbot.keyClicks(panel.dice_edit, " shield")
    assert panel.dice_problem() is None and panel.commit_button.isEnabled()


def test_tab_goes_through_the_playing_side_first_and_esc_drops_the_cursor(
    qtbot: QtBot, board: Board
) -> None:
    view, map_view = board.view, board.map
    board.missions.execute(board.mission_id, AdvancePhase())  # the Overmind phase
    view.refresh()
    map_view.setFocus()
    qtbot.waitUntil(map_view.hasFocus)
    view.select_character(board.hero)
    qtbot.keyClick(map_view, Qt.Key.Key_Backtab)  # before the Hero: the Sectoid, the aliens'
    assert view.selected_character().id == "a1"  # type: ignore[union-attr]
    qtbot.keyClick(map_view, Qt.Key.Key_Up)
    assert map_view.cursor_square() == (7, 0)
    qtbot.keyClick(map_view, Qt.Key.Key_Escape)
    assert map_view.cursor_square() is None and not map_view.sight_item().isVisible()
