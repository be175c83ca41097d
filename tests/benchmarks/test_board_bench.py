"""Speed of the board game's questions a map view asks on every click (issue 8, deliverable 9).

Run with ``.venv/bin/python -m pytest tests/benchmarks/test_board_bench.py --benchmark-only``.
On the bundled 20 × 20 Farmhouse raid map with 6 Heroes and 20 aliens (every model blocks the
others' sight): the squares a Hero can reach with a MOVE and the enemies it can see come back in
under 16 ms (one frame at 60 Hz), and the whole visibility map (every Hero against every square)
in under 50 ms, medians, the mission state built as the engine builds it. A bare loop over the
400 squares is measured in the same run, for the ratio.
"""

from __future__ import annotations

import json
import random
from typing import Any

from tests.helpers.boardgame import HERO_STATS, bundled_boardgame
from xcom_manager.paths import maps_dir
from xcom_manager.rules.boardgame.grid import map_from_json
from xcom_manager.rules.boardgame.moving import reach
from xcom_manager.rules.boardgame.sighting import enemies_in_sight, sight_of
from xcom_manager.rules.boardgame.state import (
    BoardSetup,
    BoardState,
    ModelSetup,
    Side,
    initial_state,
)

HERO = {**HERO_STATS, "Movement": 6}


def _state() -> BoardState:
    data = json.loads((maps_dir() / "farmhouse.json").read_text(encoding="utf-8"))
    board = map_from_json({**data, "blips": [], "hero_starts": [], "alien_starts": []})
    rng = random.Random(8)
    free = [s for s in board.squares() if s not in board.blocking]
    squares = rng.sample(free, 26)
    models = tuple(
        ModelSetup(
            id=f"{'s' if i < 6 else 'a'}{i}",
            name=f"Model {i}",
            side=Side.heroes if i < 6 else Side.aliens,
            square=square,
            stats=HERO,
            health=8,
        )
        for i, square in enumerate(squares)
    )
    return initial_state(BoardSetup("Bench", board, models))


STATE = _state()
HEROES = [m.id for m in STATE.setup.models if m.side is Side.heroes]


def _bare() -> int:
    blocked = STATE.setup.board.blocking
    return sum(1 for s in STATE.setup.board.squares() if s not in blocked)


def test_bare_loop_baseline(benchmark: Any) -> None:
    benchmark(_bare)


def test_a_heros_reach_and_targets_in_one_frame(benchmark: Any) -> None:
    ruleset = bundled_boardgame()

    def ask() -> tuple[int, int]:
        squares = reach(STATE, ruleset, HEROES[0])
        targets = enemies_in_sight(STATE, HEROES[0])
        return len(squares), len(targets)

    found = benchmark.pedantic(ask, rounds=30, warmup_rounds=2)
    assert found[0] > 1
    median_ms = benchmark.stats.stats.median * 1000
    assert median_ms < 16, f"reach and targets took {median_ms:.1f} ms (median)"


def test_the_whole_visibility_map_under_50_ms(benchmark: Any) -> None:
    squares = [STATE.models[h].square for h in HEROES]

    def visibility() -> int:
        sight = sight_of(STATE)
        return sum(len(v) for v in sight.visibility_map(squares).values())

    seen = benchmark.pedantic(visibility, rounds=15, warmup_rounds=1)
    assert seen > len(squares)
    median_ms = benchmark.stats.stats.median * 1000
    assert median_ms < 50, f"the visibility map took {median_ms:.1f} ms (median)"
