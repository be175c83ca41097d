"""Speed of a click on a model on the Mission Map (issue 9, deliverable 7).

Run with ``.venv/bin/python -m pytest tests/benchmarks/test_map_click_bench.py --benchmark-only``.
The bundled farmhouse (20 × 20) with 26 models (6 Heroes, 16 aliens, 4 face-down Blips, one
Hero in Overwatch), in a 1200 × 900 window, the second Hero's Turn. A click on a Hero asks
what it may do (the reach of its MOVE and SPRINT with their paths, the squares an Overwatch
watches, every enemy with each attack allowed or not and its exact odds, the INTERACT squares,
its Line of Sight: ``model_choices``), highlights it for the panel's action (the MOVE's reach,
or the SHOOT's targets with their odds, in turn) and repaints. Requirement (median): < 16 ms, one
frame at 60 Hz.

Measured in the same run, for the ratio: a bare repaint of the map as it was (no highlight).
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator

import pytest
from pytest_benchmark.fixture import BenchmarkFixture
from pytestqt.qtbot import QtBot

from tests.helpers.boardgame import bundled_boardgame, run
from tests.ui.mission.test_map_view import detail_of, farmhouse_mission
from xcom_manager.rules.boardgame.choices import model_choices
from xcom_manager.rules.boardgame.commands import Activate, Overwatch
from xcom_manager.rules.boardgame.state import BoardState
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.ui.mission.boardgame.map_play import PlayableMapView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

SIZE = (1200, 900)
RULESET = bundled_boardgame()


def _median_ms(work: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


@pytest.fixture
def view(qtbot: QtBot) -> Iterator[PlayableMapView]:
    widget = PlayableMapView()
    qtbot.addWidget(widget)
    widget.resize(*SIZE)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget


def test_a_click_on_a_model_highlights_and_repaints_within_a_frame(
    benchmark: BenchmarkFixture, view: PlayableMapView
) -> None:
    mission = run(farmhouse_mission(), Activate("s1"), Overwatch("s1"), AdvancePhase())
    state = mission.state
    assert isinstance(state, BoardState)
    view.show_board(detail_of(mission))
    view.viewport().repaint()
    bare_ms = _median_ms(view.viewport().repaint, 60)
    heroes = ["s2", "s3", "s4", "s5", "s6"]
    turn = [0]

    def click() -> None:
        hero = heroes[turn[0] % len(heroes)]
        mode = ("move", "shoot")[turn[0] % 2]  # the panel's action: both highlights in turn
        turn[0] += 1
        choices = model_choices(state, RULESET, hero)
        view.select_model(hero)
        view.show_choices(choices, mode)
        view.viewport().repaint()

    benchmark.pedantic(click, rounds=60, warmup_rounds=3)
    median_ms = benchmark.stats.stats.median * 1000
    choices = view.choices
    assert choices is not None and choices.targets and choices.reach()
    benchmark.extra_info.update(
        bare_repaint_ms=round(bare_ms, 3), ratio_to_bare=round(median_ms / bare_ms, 1)
    )
    print(
        f"\nfarmhouse, 26 models, {SIZE[0]}x{SIZE[1]}: click on a Hero (choices, MOVE reach "
        f"or SHOOT targets highlighted, repaint) median {median_ms:.2f} ms; bare repaint "
        f"{bare_ms:.2f} ms, ratio {median_ms / bare_ms:.1f}"
    )
    assert median_ms < 16, f"a click on a model took {median_ms:.1f} ms (median)"
