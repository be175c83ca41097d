"""MOVE and SPRINT on the Mission Map (B-ACT-2, B-ACT-3, R-13, R-18, M-CX-6): steps, the
diagonal rule, shortest paths, and the commands' refusals."""

from __future__ import annotations

import itertools
from collections import deque

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.boardgame import (
    board_setup,
    bundled_boardgame,
    do,
    mission_of,
    run,
    state_of,
    with_rulings,
)
from xcom_manager.rules.boardgame.commands import Activate, Move
from xcom_manager.rules.boardgame.grid import MissionMap, Square, wall_between
from xcom_manager.rules.boardgame.movement import (
    BLIP_MOVE,
    path_findings,
    reachable,
    shortest_path,
    sprint_squares,
    step_findings,
)
from xcom_manager.rules.boardgame.moving import move_steps
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.system import MissionRefused

OPEN = MissionMap(width=5, height=5)


def test_b_act_2_a_diagonal_step_in_open_terrain() -> None:
    assert step_findings(OPEN, (1, 1), (2, 2)) == []


@pytest.mark.parametrize(
    ("blocking", "walls"),
    [
        ({(2, 1)}, ()),  # the square passed by on the right is an obstacle
        ({(1, 2)}, ()),  # the one passed by below
        (set(), (((1, 1), (2, 1)),)),  # a wall between the start and a square passed by
        (set(), (((2, 1), (2, 2)),)),  # a wall between a square passed by and the end
    ],
)
def test_b_act_2_a_diagonal_past_a_closed_square_must_move_orthogonally(
    blocking: set[Square], walls: tuple[tuple[Square, Square], ...]
) -> None:
    board = MissionMap(
        width=5,
        height=5,
        blocking=frozenset(blocking),
        walls=frozenset(wall_between(a, b) for a, b in walls),
    )
    (finding,) = step_findings(board, (1, 1), (2, 2))
    assert finding.rule_id == "B-ACT-2"
    assert finding.message_key == "board_step_diagonal"


def test_b_act_2_no_step_through_a_wall_onto_an_obstacle_or_another_model() -> None:
    board = MissionMap(
        width=5, height=5, walls=frozenset({wall_between((0, 0), (1, 0))}), blocking={(0, 2)}
    )
    assert step_findings(board, (0, 0), (1, 0))[0].message_key == "board_step_wall"
    assert step_findings(board, (0, 1), (0, 2))[0].message_key == "board_step_blocked"
    taken = frozenset({(1, 1)})
    assert step_findings(board, (0, 1), (1, 1), taken)[0].message_key == "board_step_occupied"
    assert step_findings(board, (0, 1), (2, 1))[0].message_key == "board_step_not_adjacent"


def test_r_13_with_four_way_adjacency_there_are_no_diagonal_steps() -> None:
    assert step_findings(OPEN, (1, 1), (2, 2), adjacency=4)[0].message_key == (
        "board_step_not_adjacent"
    )


def test_r_18_b_act_3_sprint_is_half_the_movement_rounded_down() -> None:
    assert [sprint_squares(m) for m in (0, 1, 4, 5, 7)] == [0, 0, 2, 2, 3]
    assert sprint_squares(5, "up") == 3


def test_b_act_2_a_move_with_a_diagonal_past_a_wall_is_refused_naming_the_square() -> None:
    setup = board_setup(
        """
        . . . .
        . H . .
        . . . .
        """,
        walls=[((1, 1), (2, 1))],
    )
    mission = run(mission_of(setup), Activate("s1"))
    with pytest.raises(MissionRefused) as refused:
        do(mission, Move("s1", (2, 2), path=((1, 1), (2, 2))))
    assert refused.value.rule_ids == ("B-ACT-2",)
    assert "C2, which it passes by, is closed" in str(refused.value)
    # The orthogonal way round is legal: down, then right.
    moved = do(mission, Move("s1", (2, 2), path=((1, 1), (1, 2), (2, 2))))
    assert state_of(moved).model("s1").square == (2, 2)


@pytest.mark.parametrize(
    ("typed", "label"), [((25, 98), "Z99"), ((3, 0), "D1"), ((0, 3), "A4"), ((-1, 0), "(-1, 0)")]
)
def test_mis_9_a_move_to_a_square_off_the_map_names_it_as_the_gm_typed_it(
    typed: Square, label: str
) -> None:
    """A GM types Z99 on a 3 × 3 map: one refusal naming the square and the map's squares, not
    a row number from inside the app ("must be at most 64, not 98")."""
    setup = board_setup(
        """
        H . .
        . . .
        . . .
        """
    )
    mission = run(mission_of(setup), Activate("s1"))
    with pytest.raises(MissionRefused) as refused:
        do(mission, Move("s1", typed))
    assert refused.value.rule_ids == ("MIS-9",)
    assert f"{label} is not on the Mission Map: its squares run from A1 to C3." in str(
        refused.value
    )


def test_b_act_2_a_move_longer_than_movement_and_b_act_3_a_sprint_longer_than_half() -> None:
    setup = board_setup("H . . . . . . . .")
    mission = run(mission_of(setup), Activate("s1"))
    with pytest.raises(MissionRefused) as too_far:
        do(mission, Move("s1", (6, 0)))  # Movement 5
    assert too_far.value.rule_ids == ("B-ACT-2",)
    with pytest.raises(MissionRefused) as sprint:
        do(mission, Move("s1", (3, 0), sprint=True))  # half of 5, rounded down: 2
    assert sprint.value.rule_ids == ("B-ACT-3",)
    moved = do(mission, Move("s1", (2, 0), sprint=True))
    assert state_of(moved).model("s1").square == (2, 0)


def test_b_act_3_move_then_sprint_is_legal_and_a_second_move_is_not_b_act_1() -> None:
    setup = board_setup("H . . . . . . . . . .")
    mission = run(mission_of(setup), Activate("s1"), Move("s1", (5, 0)))
    with pytest.raises(MissionRefused) as twice:
        do(mission, Move("s1", (6, 0)))
    assert twice.value.rule_ids == ("B-ACT-1",)
    moved = do(mission, Move("s1", (7, 0), sprint=True))
    assert state_of(moved).model("s1").square == (7, 0)


def test_m_cx_6_a_blip_moves_five_squares_whatever_its_species() -> None:
    setup = board_setup(
        """
        B . . . . . . .
        # # # # # # # .
        H . . . . . . .
        """
    )
    state = state_of(mission_of(setup))
    assert move_steps(state, bundled_boardgame(), "b1", False) == BLIP_MOVE == 5
    assert move_steps(state, bundled_boardgame(), "b1", True) == 2  # half, down


def test_with_four_way_adjacency_moves_are_orthogonal() -> None:
    ruleset = with_rulings(grid__adjacency=4)
    setup = board_setup("H . .\n. . .\n. . .")
    mission = run(mission_of(setup, ruleset), Activate("s1"), ruleset=ruleset)
    verdict = engine.check(mission, ruleset, Move("s1", (1, 1), path=((0, 0), (1, 1))))
    assert verdict.rule_ids == ("B-ACT-2",)


# --------------------------------------------------------------------------------------------
# Properties on random maps

maps = st.builds(
    lambda blocking, walls: MissionMap(
        width=7,
        height=7,
        blocking=frozenset(blocking),
        walls=frozenset(
            wall_between(a, (a[0] + d[0], a[1] + d[1]))
            for a, d in walls
            if a[0] + d[0] < 7 and a[1] + d[1] < 7
        ),
    ),
    st.frozensets(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=12),
    st.lists(
        st.tuples(
            st.tuples(st.integers(0, 6), st.integers(0, 6)), st.sampled_from([(1, 0), (0, 1)])
        ),
        max_size=14,
    ),
)
starts = st.tuples(st.integers(0, 6), st.integers(0, 6))


def _bfs(board: MissionMap, start: Square) -> dict[Square, int]:
    """An independent breadth-first search with the diagonal rule written out again."""
    seen = {start: 0}
    queue = deque([start])
    while queue:
        x, y = queue.popleft()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                end = (x + dx, y + dy)
                if (dx, dy) == (0, 0) or not board.on_map(end) or end in board.blocking:
                    continue
                if dx and dy:
                    a, b = (x + dx, y), (x, y + dy)
                    if any(s in board.blocking for s in (a, b)):
                        continue
                    if any(
                        board.walled(p, q)
                        for p, q in (((x, y), a), (a, end), ((x, y), b), (b, end))
                    ):
                        continue
                elif board.walled((x, y), end):
                    continue
                if end not in seen:
                    seen[end] = seen[(x, y)] + 1
                    queue.append(end)
    return seen


@settings(max_examples=60, deadline=None)
@given(board=maps, start=starts)
def test_path_length_equals_a_breadth_first_search(board: MissionMap, start: Square) -> None:
    """B-ACT-2: every square costs one step; the reachable squares are a BFS's."""
    if start in board.blocking:
        return
    assert reachable(board, start, 100) == _bfs(board, start)


@settings(max_examples=60, deadline=None)
@given(board=maps, start=starts, goal=starts)
def test_a_shortest_path_is_legal_and_never_cuts_a_blocked_corner(
    board: MissionMap, start: Square, goal: Square
) -> None:
    """B-ACT-2: no diagonal step of a path passes a closed square."""
    if start in board.blocking:
        return
    path = shortest_path(board, start, goal)
    distances = _bfs(board, start)
    if path is None:
        assert goal not in distances
        return
    assert len(path) - 1 == distances[goal]
    if len(path) > 1:
        assert path_findings(board, path, len(path) - 1) == []
    for a, b in itertools.pairwise(path):
        if a[0] != b[0] and a[1] != b[1]:
            for side in ((b[0], a[1]), (a[0], b[1])):
                assert side not in board.blocking


@settings(max_examples=60, deadline=None)
@given(board=maps, start=starts, movement=st.integers(0, 8))
def test_sprint_never_reaches_farther_than_move(
    board: MissionMap, start: Square, movement: int
) -> None:
    """B-ACT-3, R-18: half the Movement Value never reaches a square MOVE cannot."""
    if start in board.blocking:
        return
    move = reachable(board, start, movement)
    sprint = reachable(board, start, sprint_squares(movement))
    assert set(sprint) <= set(move)


def test_b_act_2_b_act_3_the_squares_a_move_or_a_sprint_reaches() -> None:
    from xcom_manager.rules.boardgame.moving import reach

    setup = board_setup("H . . . . . . .\n. . . . . . . .")
    state = state_of(mission_of(setup))
    moves = reach(state, bundled_boardgame(), "s1")
    sprints = reach(state, bundled_boardgame(), "s1", sprint=True)
    assert max(moves.values()) == 5 and (5, 0) in moves and (6, 0) not in moves
    assert max(sprints.values()) == 2 and set(sprints) < set(moves)
