"""Editing a Mission Map: every edit returns a new map checked by app rule
MIS-9, or the map unchanged and the MIS-9 message of the refusal, never an exception."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.boardgame import map_edit
from xcom_manager.rules.boardgame.grid import (
    BlipSpot,
    MissionMap,
    map_from_json,
    map_to_json,
)
from xcom_manager.rules.boardgame.map_edit import (
    MAP_NAME_MAX,
    EditResult,
    Mark,
    Token,
    erase_square,
    new_map,
    place_alien_start,
    place_blip,
    place_hero_start,
    remove_token,
    rename,
    set_mark,
    set_wall,
    toggle_mark,
    toggle_token,
    toggle_wall,
    token_at,
)
from xcom_manager.rules.errors import RulesError


def _board(width: int = 5, height: int = 5) -> MissionMap:
    result = new_map(width, height)
    assert result.allowed
    return result.board


def test_mis_9_a_new_map_is_blank_and_1_to_64_squares_a_side() -> None:
    made = new_map(12, 7, "Barn")
    assert made.allowed and made.refusal is None and made.violation is None
    assert made.board == MissionMap(width=12, height=7, name="Barn")
    assert new_map(64, 1).allowed and new_map(1, 64).allowed
    for width, height in ((0, 5), (5, 0), (65, 5), (5, 65), (-3, -3)):
        refused = new_map(width, height)
        assert not refused.allowed
        assert refused.refusal is not None and refused.refusal.key == "board_map_size"
        assert refused.violation is not None and refused.violation.rule_id == "MIS-9"
        assert refused.refusal.text == (f"A map is 1 to 64 squares a side, not {width} × {height}.")
    with pytest.raises(RulesError):
        new_map("5", 5)  # type: ignore[arg-type] - a programming error, not a refusal


def test_a_map_is_renamed_trimmed_and_a_long_name_is_refused() -> None:
    board = _board()
    assert rename(board, "  Barn   raid ").board.name == "Barn raid"
    refused = rename(board, "x" * (MAP_NAME_MAX + 1))
    assert refused.board is board and refused.refusal is not None
    assert refused.refusal.key == "board_map_name_long"


def test_mis_9_a_wall_toggles_on_the_edge_between_two_neighbours() -> None:
    board = _board()
    raised = toggle_wall(board, (2, 1), (1, 1))
    assert raised.allowed and raised.board.walls == {((1, 1), (2, 1))}
    assert raised.board.walled((1, 1), (2, 1))
    down = toggle_wall(raised.board, (1, 1), (2, 1))
    assert down.board.walls == frozenset()
    assert set_wall(board, (0, 0), (0, 1)).board.walls == {((0, 0), (0, 1))}
    assert set_wall(board, (0, 0), (0, 1), on=False).board == board  # nothing to take down


def test_mis_9_a_wall_off_the_map_or_not_on_an_edge_is_refused_naming_the_squares() -> None:
    board = _board()
    off = toggle_wall(board, (4, 1), (5, 1))
    assert off.board is board and off.refusal is not None
    assert off.refusal.key == "board_map_off"
    assert off.refusal.text == "The square (5, 1) lies off the 5 × 5 map."
    diagonal = toggle_wall(board, (0, 0), (1, 1))
    assert diagonal.refusal is not None and diagonal.refusal.key == "board_map_wall_not_edge"
    assert "A1 and B2 share no edge" in diagonal.refusal.text
    assert diagonal.violation is not None and diagonal.violation.rule_id == "MIS-9"


@pytest.mark.parametrize("mark", list(Mark))
def test_mis_9_a_square_is_marked_and_unmarked(mark: Mark) -> None:
    board = _board()
    marked = toggle_mark(board, mark, (3, 2))
    assert marked.allowed and getattr(marked.board, mark.value) == {(3, 2)}
    assert toggle_mark(marked.board, mark, (3, 2)).board == board
    assert set_mark(marked.board, mark, (3, 2), on=True).board == marked.board  # painted again
    off = toggle_mark(board, mark, (5, 0))
    assert off.refusal is not None and off.refusal.key == "board_map_off"


def test_mis_9_marks_may_share_a_square() -> None:
    board = _board()
    for mark in Mark:
        board = set_mark(board, mark, (1, 1)).board
    assert all((1, 1) in getattr(board, mark.value) for mark in Mark)


def test_heroes_aliens_and_blips_are_placed_in_order_and_removed() -> None:
    board = _board()
    board = place_hero_start(board, (0, 4)).board
    board = place_hero_start(board, (1, 4)).board
    board = place_alien_start(board, (2, 0)).board
    board = place_blip(board, (3, 0), "sectoid").board
    board = place_blip(board, (4, 0)).board
    assert board.hero_starts == ((0, 4), (1, 4))
    assert board.alien_starts == ((2, 0),)
    assert board.blips == (BlipSpot((3, 0), "sectoid"), BlipSpot((4, 0), None))
    assert board.blips[1].decoy
    assert token_at(board, (1, 4)) == (Token.hero, None)
    assert token_at(board, (2, 0)) == (Token.alien, None)
    assert token_at(board, (4, 0)) == (Token.blip, BlipSpot((4, 0), None))
    assert token_at(board, (2, 2)) is None
    board = remove_token(board, (0, 4)).board
    assert board.hero_starts == ((1, 4),)
    assert remove_token(board, (2, 2)).board == board


def test_mis_9_a_token_toggles_and_another_kind_is_refused() -> None:
    board = _board()
    placed = toggle_token(board, Token.hero, (1, 1))
    assert placed.board.hero_starts == ((1, 1),)
    assert toggle_token(placed.board, Token.hero, (1, 1)).board == board
    other = toggle_token(placed.board, Token.alien, (1, 1))
    assert other.refusal is not None and other.refusal.key == "board_map_twice"
    decoy = toggle_token(board, Token.blip, (2, 2)).board
    assert decoy.blips == (BlipSpot((2, 2), None),)
    assert toggle_token(decoy, Token.blip, (2, 2)).board == board
    hiding = toggle_token(decoy, Token.blip, (2, 2), "sectoid")  # a decoy is not that Blip
    assert hiding.refusal is not None and hiding.refusal.key == "board_map_twice"


@pytest.mark.parametrize(
    "place",
    [
        lambda b, s: place_hero_start(b, s),
        lambda b, s: place_alien_start(b, s),
        lambda b, s: place_blip(b, s, "sectoid"),
        lambda b, s: place_blip(b, s, None),
    ],
)
def test_mis_9_one_token_per_square_and_none_on_a_blocking_square(place: Any) -> None:
    board = place_hero_start(_board(), (1, 1)).board
    twice = place(board, (1, 1))
    assert isinstance(twice, EditResult) and twice.board is board
    assert twice.refusal is not None and twice.refusal.key == "board_map_twice"
    assert twice.refusal.text == "Two models or tokens stand on B2."
    blocked = set_mark(board, Mark.blocking, (3, 3)).board
    on_blocking = place(blocked, (3, 3))
    assert on_blocking.refusal is not None and on_blocking.refusal.key == "board_map_on_blocking"
    assert on_blocking.violation.rule_id == "MIS-9"


def test_mis_9_a_square_with_a_token_cannot_be_made_blocking() -> None:
    board = place_blip(_board(), (2, 2)).board
    refused = toggle_mark(board, Mark.blocking, (2, 2))
    assert refused.board is board
    assert refused.refusal is not None
    assert refused.refusal.text == "A model or token stands on the blocking square C3."


def test_erase_clears_a_square_but_not_the_walls_on_its_edges() -> None:
    board = _board()
    board = set_mark(board, Mark.objective, (2, 2)).board
    board = set_mark(board, Mark.exit, (2, 2)).board
    board = place_alien_start(board, (2, 2)).board
    board = toggle_wall(board, (2, 2), (2, 3)).board
    erased = erase_square(board, (2, 2))
    assert erased.allowed
    assert erased.board == MissionMap(width=5, height=5, walls=board.walls)
    assert erase_square(board, (9, 9)).refusal is not None


def test_a_bundled_map_stays_valid_when_edited() -> None:
    import json

    from xcom_manager.paths import maps_dir

    data = json.loads((maps_dir() / "farmhouse.json").read_text(encoding="utf-8"))
    board = map_from_json(data)
    hero = board.hero_starts[0]
    moved = place_hero_start(remove_token(board, hero).board, (0, 0))
    assert moved.allowed and moved.board.hero_starts[-1] == (0, 0)
    assert map_from_json(map_to_json(moved.board)) == moved.board


# -- random edit sequences (MIS-9 property) --------------------------------------------------

SIDE = 6
squares = st.tuples(st.integers(-1, SIDE), st.integers(-1, SIDE))
directions = st.sampled_from([(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1)])
edits = st.one_of(
    st.tuples(st.just("wall"), squares, directions),
    st.tuples(st.just("mark"), st.sampled_from(list(Mark)), squares),
    st.tuples(st.just("hero"), squares),
    st.tuples(st.just("alien"), squares),
    st.tuples(st.just("blip"), squares, st.sampled_from([None, "sectoid", "muton"])),
    st.tuples(st.just("remove"), squares),
    st.tuples(st.just("toggle"), st.sampled_from(list(Token)), squares),
    st.tuples(st.just("erase"), squares),
    st.tuples(st.just("rename"), st.text(max_size=90)),
)


def _apply(board: MissionMap, edit: tuple[Any, ...]) -> EditResult:
    kind = edit[0]
    if kind == "wall":
        (x, y), (dx, dy) = edit[1], edit[2]
        return toggle_wall(board, (x, y), (x + dx, y + dy))
    if kind == "mark":
        return toggle_mark(board, edit[1], edit[2])
    if kind == "hero":
        return place_hero_start(board, edit[1])
    if kind == "alien":
        return place_alien_start(board, edit[1])
    if kind == "blip":
        return place_blip(board, edit[1], edit[2])
    if kind == "remove":
        return remove_token(board, edit[1])
    if kind == "toggle":
        return toggle_token(board, edit[1], edit[2], "sectoid" if edit[1] is Token.blip else None)
    if kind == "erase":
        return erase_square(board, edit[1])
    return rename(board, edit[1])


@given(size=st.tuples(st.integers(1, SIDE), st.integers(1, SIDE)), steps=st.lists(edits))
def test_mis_9_random_edits_give_a_map_that_round_trips_or_a_refusal(
    size: tuple[int, int], steps: list[tuple[Any, ...]]
) -> None:
    board = _board(*size)
    for edit in steps:
        result = _apply(board, edit)
        if result.allowed:
            assert map_from_json(map_to_json(result.board)) == result.board
        else:
            assert result.board is board  # a refusal changes nothing ...
            assert result.violation is not None and result.violation.rule_id == "MIS-9"
            assert result.refusal is not None and result.refusal.text  # ... and says why
        board = result.board


def test_the_module_names_its_rule_in_every_refusing_operation() -> None:
    for name in ("new_map", "set_wall", "toggle_wall", "set_mark", "place_blip"):
        assert "MIS-9" in (getattr(map_edit, name).__doc__ or "")
