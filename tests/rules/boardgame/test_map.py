"""The Mission Map model (issue 8, deliverable 2): squares, walls on edges, blocking, objective,
item and exit squares, start squares and Blips; saved as JSON and checked on load (app rule
MIS-9, naming the square)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.boardgame.grid import (
    DEFAULT_SIZE,
    BlipSpot,
    MapError,
    MissionMap,
    chebyshev,
    map_from_json,
    map_to_json,
    square_label,
    wall_between,
)
from xcom_manager.rules.errors import RulesError


def test_the_default_map_is_20_by_20_four_tiles_of_five() -> None:
    board = MissionMap()
    assert (board.width, board.height) == (DEFAULT_SIZE, DEFAULT_SIZE) == (20, 20)
    assert len(list(board.squares())) == 400


def test_a_wall_lies_between_two_squares_sharing_an_edge() -> None:
    assert wall_between((3, 2), (2, 2)) == ((2, 2), (3, 2))
    with pytest.raises(RulesError, match="share an edge"):
        wall_between((0, 0), (1, 1))


def test_mis_9_a_wall_off_the_map_is_refused_naming_it() -> None:
    with pytest.raises(MapError) as refused:
        map_from_json({"width": 5, "height": 5, "walls": [[4, 1, 5, 1]]})
    assert refused.value.message.key == "board_map_wall_off"
    assert "E2|F2" in str(refused.value)


def test_mis_9_two_models_on_one_square_are_refused_naming_the_square() -> None:
    data = {
        "width": 5,
        "height": 5,
        "hero_starts": [[1, 1]],
        "blips": [{"square": [1, 1], "species": "sectoid"}],
    }
    with pytest.raises(MapError, match="Two models or tokens stand on B2"):
        map_from_json(data)


def test_mis_9_a_square_off_the_map_or_a_model_on_a_blocking_square_is_refused() -> None:
    with pytest.raises(MapError, match=r"\(7, 0\) lies off the 5 × 5 map"):
        map_from_json({"width": 5, "height": 5, "objectives": [[7, 0]]})
    with pytest.raises(MapError, match="blocking square C1"):
        map_from_json({"width": 5, "height": 5, "blocking": [[2, 0]], "alien_starts": [[2, 0]]})


def test_a_malformed_map_names_the_key() -> None:
    with pytest.raises(RulesError, match="no key 'wals'"):
        map_from_json({"wals": []})
    with pytest.raises(RulesError, match=r"a wall is \[x1, y1, x2, y2\]"):
        map_from_json({"walls": [[1, 2]]})


def test_square_labels_and_r_13_range_in_squares() -> None:
    assert square_label((0, 0)) == "A1"
    assert square_label((2, 6)) == "C7"
    assert square_label((27, 0)) == "AB1"
    assert chebyshev((1, 1), (4, 3)) == 3  # Chebyshev distance


squares = st.tuples(st.integers(0, 7), st.integers(0, 7))


@given(
    blocking=st.frozensets(squares, max_size=10),
    starts=st.lists(squares, max_size=6, unique=True),
    walls=st.lists(st.tuples(squares, st.sampled_from([(1, 0), (0, 1)])), max_size=10),
)
def test_a_map_round_trips_through_json(
    blocking: frozenset[tuple[int, int]],
    starts: list[tuple[int, int]],
    walls: list[tuple[tuple[int, int], tuple[int, int]]],
) -> None:
    edges = frozenset(
        wall_between(a, (a[0] + d[0], a[1] + d[1]))
        for a, d in walls
        if a[0] + d[0] < 8 and a[1] + d[1] < 8
    )
    starts = [s for s in starts if s not in blocking]
    board = MissionMap(
        width=8,
        height=8,
        walls=edges,
        blocking=blocking,
        hero_starts=tuple(starts[:3]),
        blips=tuple(BlipSpot(s, None if i % 2 else "sectoid") for i, s in enumerate(starts[3:])),
        name="Random",
    )
    assert map_from_json(map_to_json(board)) == board


def test_the_bundled_ready_maps_are_valid() -> None:
    import json

    from xcom_manager.paths import maps_dir

    paths = sorted(maps_dir().glob("*.json"))
    assert len(paths) >= 2
    for path in paths:
        board = map_from_json(json.loads(path.read_text(encoding="utf-8")))
        assert (board.width, board.height) == (20, 20)
        assert len(board.hero_starts) >= 6 and board.blips and board.walls
        assert any(b.decoy for b in board.blips)
