"""The board game's Mission Map on screen (issue 9, deliverable 1), shown real details of the
rules: a token per model on the map, a face-down Blip without its Health, the Overwatch badges,
the walls, clicks on tokens and squares, zoom by keys and wheel, panning, and a redraw that
keeps the GM's zoom and scroll."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent, QWheelEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.helpers.boardgame import (
    HERO_STATS,
    SYSTEM,
    board_setup,
    bundled_boardgame,
    do,
    face_values,
    mission_of,
    run,
)
from xcom_manager.paths import maps_dir
from xcom_manager.rules.boardgame.commands import Activate, Attack, Move, Overwatch
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import AlienPick, MissionPlan, SquadMember
from xcom_manager.ui.mission.boardgame.map_items import (
    BADGE_COLOURS,
    SQUARE,
    SquareItem,
    WallItem,
)
from xcom_manager.ui.mission.boardgame.map_view import MAX_ZOOM, MIN_ZOOM, MissionMapView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

HEROES = (
    "Grace Evans",
    "Jules Michel",
    "Aiko Tanaka",
    "Bartholomew Okonkwo-Smith",
    "Ivan Petrov",
    "Lena Sørensen",
)
#: Start squares for twelve more aliens on the farmhouse map (it has four of its own).
MORE_ALIEN_STARTS = [
    [1, 1],
    [3, 2],
    [17, 1],
    [18, 3],
    [15, 6],
    [2, 7],
    [18, 9],
    [10, 9],
    [1, 11],
    [15, 13],
    [8, 15],
    [4, 17],
]


def farmhouse_mission() -> Mission:
    """The bundled farmhouse map (20 × 20) with 26 models: 6 Heroes, 16 aliens and its 4
    Blips, planned by the rules as the Missions page plans one."""
    data = json.loads((maps_dir() / "farmhouse.json").read_text(encoding="utf-8"))
    data["alien_starts"] = [*data["alien_starts"], *MORE_ALIEN_STARTS]
    squad = tuple(
        SquadMember(k + 1, name, "infantry", "hero", HERO_STATS, 8) for k, name in enumerate(HEROES)
    )
    aliens = (
        AlienPick("sectoid", 6),
        AlienPick("muton", 4),
        AlienPick("floater", 3),
        AlienPick("thin_man", 3),
    )
    ruleset = bundled_boardgame()
    setup = SYSTEM.plan(ruleset, MissionPlan("Farmhouse raid", squad, aliens, {}, data))
    return engine.start(SYSTEM, setup, ruleset)


def detail_of(mission: Mission) -> BoardDetail:
    detail = SYSTEM.detail(mission, bundled_boardgame())
    assert isinstance(detail, BoardDetail)
    return detail


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[MissionMapView]:
    widget = MissionMapView()
    qtbot.addWidget(widget)
    widget.resize(900, 800)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def click_at(qtbot: QtBot, view: MissionMapView, point: QPoint) -> None:
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def pixel(view: MissionMapView, point: QPoint) -> Any:
    return view.viewport().grab().toImage().pixelColor(point)


# -- what it shows ---------------------------------------------------------------------------


def test_a_token_for_every_model_on_the_map(view: MissionMapView) -> None:
    detail = detail_of(farmhouse_mission())
    view.show_board(detail)
    assert len(detail.models) == 26
    assert set(view.tokens()) == {m.id for m in detail.models}
    for place in detail.models:
        token = view.tokens()[place.id]
        assert token.scenePos() == QPointF(place.square[0] * SQUARE, place.square[1] * SQUARE)


def test_dead_and_removed_models_have_no_token(view: MissionMapView) -> None:
    mission = mission_of(board_setup("H A . . . . D\n. . . . . . ."))
    mission = run(mission, Activate("s1"))
    killed = do(mission, Attack("s1", "a1", "melee"), face_values("double_hit", "hit", "blank"))
    detail = detail_of(run(killed, Move("s1", (0, 1))))  # the decoy is seen: removed (M-CX-6)
    assert {m.id: m.status for m in detail.models} == {
        "s1": "active",
        "a1": "dead",
        "b1": "removed",
    }
    view.show_board(detail)
    assert set(view.tokens()) == {"s1"}
    assert view.model_at((1, 0)) is None


def test_a_face_down_blip_shows_a_question_mark_and_its_name_only(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    blip = view.tokens()["b1"]
    assert blip.place.blip
    assert blip.health_text is None and blip.name_text == "Blip 1"
    assert "Health" not in blip.toolTip() and "Face-down Blip" in blip.toolTip()
    hero = view.tokens()["s1"]
    assert hero.health_text == "8/8"
    assert hero.toolTip().splitlines()[:3] == ["Grace Evans", "Heroes", "Health: 8/8"]


def test_names_are_elided_to_fit_keeping_a_number(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    tokens = view.tokens()
    long_hero = tokens["s4"].name_text
    assert long_hero.endswith("…") and len(long_hero) < len("Bartholomew Okonkwo-Smith")
    assert tokens["a1"].name_text.endswith(" 1") and tokens["a2"].name_text.endswith(" 2")
    assert tokens["a1"].name_text != tokens["a2"].name_text


def test_overwatch_badges_full_red_and_weak_blue(qtbot: QtBot, view: MissionMapView) -> None:
    mission = mission_of(board_setup("H . . . . .\n. . . . . .\nH . . . . A"))
    mission = run(mission, Activate("s1"), Overwatch("s1"), AdvancePhase())  # full (B-ACT-7)
    mission = run(mission, Activate("s2"), Move("s2", (1, 2)), Overwatch("s2"))  # weak
    detail = detail_of(mission)
    assert {m.id: m.overwatch for m in detail.models} == {"s1": "full", "s2": "weak", "a1": None}
    view.show_board(detail)
    full, weak = view.tokens()["s1"].badge, view.tokens()["s2"].badge
    assert full is not None and weak is not None and view.tokens()["a1"].badge is None
    assert full.colour == BADGE_COLOURS["full"] and full.plus
    assert weak.colour == BADGE_COLOURS["weak"] and not weak.plus
    assert full.colour.red() > 150 > full.colour.blue()
    assert weak.colour.blue() > 150 > weak.colour.red()
    assert "Overwatch: full (red)" in view.tokens()["s1"].toolTip()
    assert "Overwatch: weak (blue)" in view.tokens()["s2"].toolTip()
    # And on screen: a point of each badge beside its plus.
    for badge, colour in ((full, BADGE_COLOURS["full"]), (weak, BADGE_COLOURS["weak"])):
        centre = badge.sceneBoundingRect().center()
        view.zoom_by(MAX_ZOOM)
        view.centerOn(centre)
        qtbot.wait(1)
        seen = pixel(view, view.mapFromScene(centre + QPointF(-4, 4)))
        assert (seen.red(), seen.green(), seen.blue()) == (
            colour.red(),
            colour.green(),
            colour.blue(),
        )
        view.fit()


def test_an_overwatch_badge_goes_when_its_token_is_spent(view: MissionMapView) -> None:
    before = detail_of(run(mission_of(board_setup("H . . A")), Activate("s1"), Overwatch("s1")))
    view.show_board(before)
    assert view.tokens()["s1"].badge is not None
    view.show_board(detail_of(mission_of(board_setup("H . . A"))))
    assert view.tokens()["s1"].badge is None


def test_a_wall_is_drawn_on_the_edge_of_each_wall(view: MissionMapView) -> None:
    setup = board_setup("H . .\n. . .\n. . A", walls=[((0, 0), (1, 0)), ((1, 1), (1, 2))])
    view.show_board(detail_of(mission_of(setup)))
    walls = {w.wall: w.line() for w in view.scene().items() if isinstance(w, WallItem)}
    s = SQUARE
    assert walls == {
        (0, 0, 1, 0): type(walls[(0, 0, 1, 0)])(s, 0, s, s),  # the edge between columns A, B
        (1, 1, 1, 2): type(walls[(1, 1, 1, 2)])(s, 2 * s, 2 * s, 2 * s),  # between rows 2, 3
    }
    tooltips = {w.wall: w.toolTip() for w in view.scene().items() if isinstance(w, WallItem)}
    assert tooltips[(0, 0, 1, 0)] == "Wall between A1 and B1"
    farmhouse = detail_of(farmhouse_mission())
    view.show_board(farmhouse)
    drawn = sorted(list(w.wall) for w in view.scene().items() if isinstance(w, WallItem))
    assert drawn == sorted(farmhouse.board["walls"]) and len(drawn) == 29


def test_squares_that_matter_have_their_item_and_tooltip(view: MissionMapView) -> None:
    setup = board_setup("H # O\nI . E\n. . A")
    view.show_board(detail_of(mission_of(setup)))
    squares = {s.square: s for s in view.scene().items() if isinstance(s, SquareItem)}
    assert {k: s.kind for k, s in squares.items()} == {
        (1, 0): "blocking",
        (2, 0): "objective",
        (0, 1): "item",
        (2, 1): "exit",
    }
    assert squares[(1, 0)].toolTip().startswith("B1: obstacle")
    assert "objective" in squares[(2, 0)].toolTip() and "C1" in squares[(2, 0)].toolTip()
    assert "item" in squares[(0, 1)].toolTip() and "exit" in squares[(2, 1)].toolTip()


def test_the_active_model_is_outlined_and_one_can_be_selected(view: MissionMapView) -> None:
    view.show_board(detail_of(run(farmhouse_mission(), Activate("s2"))))
    tokens = view.tokens()
    assert [m for m, t in tokens.items() if t.active] == ["s2"]
    assert "Its Turn" in tokens["s2"].toolTip()
    assert not any(t.selected for t in tokens.values())
    view.select_model("a3")
    assert [m for m, t in tokens.items() if t.selected] == ["a3"]
    view.select_model(None)
    assert not any(t.selected for t in tokens.values())


def test_a_waiting_overwatch_shot_draws_a_dashed_line(view: MissionMapView) -> None:
    watch = board_setup("H . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . A")
    mission = run(
        mission_of(watch),
        Activate("s1"),
        Overwatch("s1"),
        AdvancePhase(),
        AdvancePhase(),
        Activate("a1"),
    )
    view.show_board(detail_of(mission))
    assert view.pending_line() is None
    moved = detail_of(run(mission, Move("a1", (3, 3))))  # stops for the Overwatch (MIS-11)
    assert moved.pending_overwatch == ("s1", "a1")
    view.show_board(moved)
    line = view.pending_line()
    assert line is not None and line.pen().style() == Qt.PenStyle.DashLine
    tokens = view.tokens()
    assert line.line().p1() == tokens["s1"].sceneBoundingRect().center()
    assert line.line().p2() == tokens["a1"].sceneBoundingRect().center()
    assert "Overwatch" in line.toolTip()


def test_column_letters_and_row_numbers_along_the_edges(view: MissionMapView) -> None:
    from xcom_manager.ui.mission.boardgame.map_items import RulerItem

    view.show_board(detail_of(farmhouse_mission()))
    rulers = {tuple(r.labels) for r in view.scene().items() if isinstance(r, RulerItem)}
    assert rulers == {
        tuple(chr(ord("A") + k) for k in range(20)),
        tuple(str(k) for k in range(1, 21)),
    }


def test_nothing_to_show(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    view.show_board(None)
    assert view.tokens() == {} and view.scene().items() == []


# -- clicks ----------------------------------------------------------------------------------


def test_clicking_a_token_says_which_model(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    with qtbot.waitSignal(view.modelClicked) as clicked:
        click_at(qtbot, view, view.token_point("a7"))
    assert clicked.args == ["a7"]


def test_clicking_an_empty_square_says_its_column_and_row(
    qtbot: QtBot, view: MissionMapView
) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    assert view.model_at((3, 5)) is None
    with (
        qtbot.assertNotEmitted(view.modelClicked),
        qtbot.waitSignal(view.squareClicked) as clicked,
    ):
        click_at(qtbot, view, view.square_point(3, 5))
    assert clicked.args == [3, 5]


def test_clicking_off_the_map_says_nothing(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    corner = view.mapFromScene(view.sceneRect().topLeft()) + QPoint(3, 3)
    with qtbot.assertNotEmitted(view.squareClicked), qtbot.assertNotEmitted(view.modelClicked):
        click_at(qtbot, view, corner)


def _mouse(view: MissionMapView, kind: Any, point: QPoint, buttons: Any) -> None:
    event = QMouseEvent(
        kind,
        QPointF(point),
        QPointF(view.viewport().mapToGlobal(point)),
        Qt.MouseButton.LeftButton,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(view.viewport(), event)


def test_dragging_empty_space_pans_and_clicks_nothing(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    for _ in range(4):
        view.zoom_in()
    bar = view.horizontalScrollBar()
    bar.setValue((bar.minimum() + bar.maximum()) // 2)
    before = bar.value()
    start = view.square_point(3, 5)
    left, none = Qt.MouseButton.LeftButton, Qt.MouseButton.NoButton
    with qtbot.assertNotEmitted(view.squareClicked), qtbot.assertNotEmitted(view.modelClicked):
        _mouse(view, QMouseEvent.Type.MouseButtonPress, start, left)
        for step in range(1, 6):
            _mouse(view, QMouseEvent.Type.MouseMove, start + QPoint(20 * step, 0), left)
        _mouse(view, QMouseEvent.Type.MouseButtonRelease, start + QPoint(100, 0), none)
    assert bar.value() == before - 100


# -- zoom and pan ----------------------------------------------------------------------------


def test_the_first_map_fits_the_window(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    assert view.zoom() == pytest.approx(1.0)
    shown = view.mapFromScene(view.sceneRect()).boundingRect()
    assert view.viewport().rect().contains(shown)


def test_a_map_shown_before_the_window_opens_is_fitted_when_it_does(qtbot: QtBot) -> None:
    hidden = MissionMapView()
    qtbot.addWidget(hidden)
    hidden.show_board(detail_of(farmhouse_mission()))
    hidden.resize(700, 650)
    hidden.show()
    qtbot.waitExposed(hidden)
    assert hidden.zoom() == pytest.approx(1.0)
    assert hidden.viewport().rect().contains(hidden.mapFromScene(hidden.sceneRect()).boundingRect())


def test_zoom_keys_and_fit(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    fitted = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.transform().m11() > fitted
    bigger = view.transform().m11()
    qtbot.keyClick(view, Qt.Key.Key_Equal)
    assert view.transform().m11() > bigger
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.transform().m11() == pytest.approx(bigger)
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.transform().m11() == pytest.approx(fitted)
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert view.transform().m11() == pytest.approx(fitted)
    view.zoom_in()
    view.fit()
    assert view.transform().m11() == pytest.approx(fitted)


def test_zoom_stays_within_its_limits(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() == pytest.approx(MAX_ZOOM)
    for _ in range(60):
        qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() == pytest.approx(MIN_ZOOM)


def test_the_wheel_zooms_around_the_pointer(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    point = view.square_point(15, 4)
    under = view.mapToScene(point)
    for _ in range(3):
        wheel = QWheelEvent(
            QPointF(point),
            QPointF(view.viewport().mapToGlobal(point)),
            QPoint(0, 0),
            QPoint(0, 120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(view.viewport(), wheel)
    assert view.zoom() == pytest.approx(1.25**3)
    after = view.mapToScene(point)
    assert abs(after.x() - under.x()) < 2 and abs(after.y() - under.y()) < 2


def test_arrow_keys_pan_when_no_model_is_selected(qtbot: QtBot, view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    for _ in range(4):
        view.zoom_in()
    bar = view.horizontalScrollBar()
    bar.setValue(bar.minimum())
    qtbot.keyClick(view, Qt.Key.Key_Right)
    step = bar.value() - bar.minimum()
    assert step == round(SQUARE * view.transform().m11())
    view.select_model("s1")
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert bar.value() - bar.minimum() == step  # the arrows are the page's now


def test_a_redraw_keeps_the_zoom_and_scroll(qtbot: QtBot, view: MissionMapView) -> None:
    mission = run(farmhouse_mission(), Activate("s1"))
    view.show_board(detail_of(mission))
    for _ in range(3):
        qtbot.keyClick(view, Qt.Key.Key_Plus)
    view.horizontalScrollBar().setValue(view.horizontalScrollBar().maximum() // 3)
    view.verticalScrollBar().setValue(view.verticalScrollBar().maximum() // 2)
    state = (
        view.transform(),
        view.horizontalScrollBar().value(),
        view.verticalScrollBar().value(),
    )
    moved = detail_of(run(mission, Move("s1", (7, 16))))
    view.show_board(moved)
    assert view.tokens()["s1"].scenePos() == QPointF(7 * SQUARE, 16 * SQUARE)
    assert state == (
        view.transform(),
        view.horizontalScrollBar().value(),
        view.verticalScrollBar().value(),
    )
    view.resize(700, 600)  # the GM's zoom is kept through a resize too
    assert view.transform() == state[0]


def test_the_fitted_map_follows_the_window_until_zoomed(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    fitted = view.transform().m11()
    view.resize(600, 500)
    QApplication.sendPostedEvents()
    assert view.transform().m11() < fitted and view.zoom() == pytest.approx(1.0)


def test_another_map_is_fitted_again(view: MissionMapView) -> None:
    view.show_board(detail_of(farmhouse_mission()))
    view.zoom_in()
    small = detail_of(mission_of(board_setup("H . . .\n. . . A")))
    view.show_board(small)
    assert view.zoom() == pytest.approx(1.0)
    assert view.sceneRect().width() > 4 * SQUARE
