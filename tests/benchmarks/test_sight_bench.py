"""Speed of the board game's exact Line of Sight (RULES.md R-21) on a full Mission Map.

Run with ``.venv/bin/python -m pytest tests/benchmarks/test_sight_bench.py --benchmark-only``.
The map is 20 × 20 squares (4 × 4 tiles of 5 × 5) with rooms behind walls and doors, 8
obstacle squares, 6 Heroes and 20 aliens; every model blocks the others' sight. Requirements
(medians, each round building its :class:`Sight` from the map as a view would):

* the targets one Hero can see (its LoS to each of the 25 other models): < 16 ms;
* the whole visibility map (every Hero against every square, ``visibility_map``): < 50 ms.

A bare loop over the 400 squares is measured in the same run, for the ratio.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from pytest_benchmark.fixture import BenchmarkFixture

from xcom_manager.rules.boardgame import sight_lines
from xcom_manager.rules.boardgame.sight import Sight, Square, Wall

SIDE = 20
TILE = 5
#: Rooms (by tile) and, per room, the doors: (side, offset along the side).
ROOMS: dict[tuple[int, int], tuple[tuple[str, int], ...]] = {
    (0, 0): (("top", 2), ("right", 3)),
    (2, 0): (("left", 1), ("top", 4)),
    (1, 2): (("bottom", 2), ("right", 0), ("top", 3)),
    (3, 3): (("left", 2),),
    (0, 3): (("bottom", 1), ("right", 4)),
    (3, 1): (("left", 3), ("bottom", 0)),
}
OBSTACLES = frozenset({(7, 2), (8, 7), (12, 12), (4, 9), (16, 8), (11, 17), (2, 13), (18, 14)})


def _room_walls(tile: tuple[int, int], doors: tuple[tuple[str, int], ...]) -> set[Wall]:
    x0, y0 = tile[0] * TILE, tile[1] * TILE
    walls: set[Wall] = set()
    for k in range(TILE):
        sides = {
            "left": ((x0 - 1, y0 + k), (x0, y0 + k)),
            "right": ((x0 + TILE - 1, y0 + k), (x0 + TILE, y0 + k)),
            "bottom": ((x0 + k, y0 - 1), (x0 + k, y0)),
            "top": ((x0 + k, y0 + TILE - 1), (x0 + k, y0 + TILE)),
        }
        for side, (a, b) in sides.items():
            on_map = all(0 <= c < SIDE for c in (*a, *b))
            if on_map and (side, k) not in doors:
                walls.add((a, b))
    return walls


WALLS = frozenset(w for tile, doors in ROOMS.items() for w in _room_walls(tile, doors))


def _models() -> tuple[list[Square], list[Square]]:
    rng = random.Random(21)
    free = [(x, y) for x in range(SIDE) for y in range(SIDE) if (x, y) not in OBSTACLES]
    placed = rng.sample(free, 26)
    return placed[:6], placed[6:]


HEROES, ALIENS = _models()
MODELS = HEROES + ALIENS


def _sight() -> Sight:
    return Sight(SIDE, SIDE, WALLS, OBSTACLES | set(MODELS))


def _bare_loop() -> int:
    """The baseline: one look-up per square of the map."""
    blocked = OBSTACLES | set(MODELS)
    return sum(1 for x in range(SIDE) for y in range(SIDE) if (x, y) not in blocked)


def _median_ms(work: Callable[[], object], rounds: int) -> float:
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return 1000 * statistics.median(times)


def _cold_ms(work: Callable[[], object]) -> float:
    """One run with the per-offset masks forgotten (what the first question of a session pays)."""
    sight_lines._template.cache_clear()
    sight_lines._samples.cache_clear()
    return _median_ms(work, 1)


def test_one_hero_sees_its_targets_under_16_ms(benchmark: BenchmarkFixture) -> None:
    hero = HEROES[0]

    def targets() -> list[Square]:
        sight = _sight()
        return [model for model in MODELS if model != hero and sight.sees(hero, model)]

    cold = _cold_ms(targets)
    seen: Any = benchmark.pedantic(targets, rounds=60, warmup_rounds=2)
    median_ms = benchmark.stats.stats.median * 1000
    bare_ms = _median_ms(_bare_loop, 60)
    benchmark.extra_info.update(
        targets_seen=len(seen),
        cold_ms=round(cold, 2),
        bare_400_squares_ms=round(bare_ms, 3),
        ratio_to_bare=round(median_ms / bare_ms, 1),
    )
    print(
        f"\none Hero's 25 lines: median {median_ms:.2f} ms (cold {cold:.2f} ms), "
        f"{len(seen)} seen; bare 400-square loop {bare_ms:.3f} ms, ratio {median_ms / bare_ms:.0f}"
    )
    assert 0 < len(seen) < 25
    assert median_ms < 16, f"one Hero's targets took {median_ms:.1f} ms (median)"


def test_visibility_map_of_every_hero_under_50_ms(benchmark: BenchmarkFixture) -> None:
    def whole_map() -> dict[Square, frozenset[Square]]:
        return _sight().visibility_map(HEROES)

    cold = _cold_ms(whole_map)
    seen: Any = benchmark.pedantic(whole_map, rounds=30, warmup_rounds=2)
    median_ms = benchmark.stats.stats.median * 1000
    bare_ms = _median_ms(_bare_loop, 60)
    squares_seen = sum(len(s) for s in seen.values())
    benchmark.extra_info.update(
        squares_seen=squares_seen,
        cold_ms=round(cold, 2),
        bare_400_squares_ms=round(bare_ms, 3),
        ratio_to_bare=round(median_ms / bare_ms, 1),
    )
    print(
        f"\nvisibility map of 6 Heroes: median {median_ms:.2f} ms (cold {cold:.2f} ms), "
        f"{squares_seen} squares seen in all; bare 400-square loop {bare_ms:.3f} ms, "
        f"ratio {median_ms / bare_ms:.0f}"
    )
    assert set(seen) == set(HEROES) and all(hero in seen[hero] for hero in HEROES)
    assert median_ms < 50, f"the visibility map took {median_ms:.1f} ms (median)"
