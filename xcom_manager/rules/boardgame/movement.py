"""Moving on the Mission Map: steps, the diagonal rule, shortest paths (B-ACT-2, B-ACT-3, R-18).

A step goes to one of the 8 surrounding squares (R-13; with ``grid.adjacency = 4`` only the
orthogonal ones). It never enters a blocking square, a square holding another model or a Blip,
or crosses a wall. B-ACT-2: a diagonal step is allowed only if both squares it passes by are
open: neither is blocking and no wall stands between either of them and the two squares of the
step; otherwise the model must move orthogonally. Models on the squares passed by do not close
a diagonal (they are not terrain). Every step costs one square of Movement, so the length of a
path is its number of steps, and the squares a model can reach are a breadth-first search.

B-ACT-3 / R-18: SPRINT moves up to half the Movement Value, rounded down
(``board.sprint_rounding``).
M-CX-6: a Blip token moves 5 squares.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from itertools import pairwise

from xcom_manager.rules.boardgame.grid import MissionMap, Square, square_label
from xcom_manager.rules.errors import RulesError, choice, shown, whole_number
from xcom_manager.rules.verdict import Violation

__all__ = [
    "BLIP_MOVE",
    "ORTHOGONAL",
    "STEPS",
    "path_findings",
    "path_in",
    "reach_tree",
    "reachable",
    "shortest_path",
    "sprint_squares",
    "step_findings",
]

#: M-CX-6: the squares a Blip token moves.
BLIP_MOVE = 5

#: The orthogonal steps and all 8 steps (R-13), in a fixed order (paths are deterministic).
ORTHOGONAL: tuple[Square, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
STEPS: tuple[Square, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0), (1, -1), (1, 1), (-1, 1), (-1, -1))

#: The longest path the app takes (a typing mistake beyond it).
_MAX_PATH = 1000


def sprint_squares(movement: int, rounding: str = "down") -> int:
    """B-ACT-3 / R-18: SPRINT's half Movement Value, rounded ``down`` (or ``up``)."""
    movement = whole_number("the Movement Value", movement, minimum=0, maximum=_MAX_PATH)
    rounding = choice("the sprint rounding", rounding, ("down", "up"))
    return movement // 2 if rounding == "down" else (movement + 1) // 2


def _board(board: object) -> MissionMap:
    if not isinstance(board, MissionMap):
        raise RulesError(f"not a Mission Map: {shown(board)}")
    return board


def _square(board: MissionMap, what: str, value: object) -> Square:
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise RulesError(f"{what} is a square (column, row), not {shown(value)}")
    x = whole_number(f"{what}'s column", value[0], minimum=-_MAX_PATH, maximum=_MAX_PATH)
    y = whole_number(f"{what}'s row", value[1], minimum=-_MAX_PATH, maximum=_MAX_PATH)
    return (x, y)


def _occupied(occupied: object) -> frozenset[Square]:
    if not isinstance(occupied, frozenset | set | tuple | list):
        raise RulesError(f"the occupied squares are a set, not {shown(occupied)}")
    return frozenset(occupied)


def _open(board: MissionMap, square: Square) -> bool:
    return board.inside(*square) and square not in board.blocking


def step_findings(
    board: MissionMap,
    start: Square,
    end: Square,
    occupied: frozenset[Square] = frozenset(),
    adjacency: int = 8,
) -> list[Violation]:
    """What stands against one step from ``start`` to ``end`` (B-ACT-2): not a neighbour, off
    the map, a blocking or occupied square, a wall, or a diagonal past a closed square."""
    board = _board(board)
    start, end = _square(board, "a step's start", start), _square(board, "a step's end", end)
    taken = _occupied(occupied)
    adjacency = whole_number("the adjacency", adjacency, minimum=4, maximum=8)
    problem = _step_problem(board, start, end, taken, adjacency)
    if problem is None:
        return []
    key, side = problem
    params = {"start": square_label(start), "end": square_label(end)}
    if side is not None:
        params["side"] = square_label(side)
    return [Violation.of("B-ACT-2", key, **params)]


def _step_problem(
    board: MissionMap, start: Square, end: Square, taken: frozenset[Square], adjacency: int
) -> tuple[str, Square | None] | None:
    """The message key of what stands against a step (and the closed side square of a
    diagonal), ``None`` when the step is legal (B-ACT-2). No checks of its inputs."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    diagonal = dx != 0 and dy != 0
    if max(abs(dx), abs(dy)) != 1 or (diagonal and adjacency == 4):
        return ("board_step_not_adjacent", None)
    if not _open(board, end):
        return ("board_step_blocked", None)
    if end in taken:
        return ("board_step_occupied", None)
    if not diagonal:
        return ("board_step_wall", None) if board.walled(start, end) else None
    for side in ((start[0] + dx, start[1]), (start[0], start[1] + dy)):
        if not _open(board, side) or board.walled(start, side) or board.walled(side, end):
            return ("board_step_diagonal", side)
    return None


def path_findings(
    board: MissionMap,
    path: Sequence[Square],
    steps: int,
    occupied: frozenset[Square] = frozenset(),
    adjacency: int = 8,
) -> list[Violation]:
    """What stands against walking ``path`` (its first square the model's own) with at most
    ``steps`` steps: the first illegal step (B-ACT-2), or a path longer than the move allows
    (B-ACT-2 for MOVE; the caller cites B-ACT-3 for SPRINT by its ``steps``)."""
    board = _board(board)
    if not isinstance(path, tuple | list) or len(path) < 2 or len(path) > _MAX_PATH:
        raise RulesError(f"a path is a list of at least two squares, not {shown(path)}")
    squares = [_square(board, "a square of the path", s) for s in path]
    steps = whole_number("the steps allowed", steps, minimum=0, maximum=_MAX_PATH)
    taken = _occupied(occupied) - {squares[0]}
    if len(squares) - 1 > steps:
        return [
            Violation.of("B-ACT-2", "board_path_too_long", steps=len(squares) - 1, allowed=steps)
        ]
    if len(set(squares)) != len(squares):
        return [Violation.of("B-ACT-2", "board_path_loops")]
    for a, b in pairwise(squares):
        found = step_findings(board, a, b, taken, adjacency)
        if found:
            return found
    return []


def _neighbours(
    board: MissionMap, square: Square, taken: frozenset[Square], adjacency: int
) -> Iterable[Square]:
    for dx, dy in STEPS if adjacency == 8 else ORTHOGONAL:
        end = (square[0] + dx, square[1] + dy)
        if _step_problem(board, square, end, taken, adjacency) is None:
            yield end


def _search(
    board: MissionMap,
    start: Square,
    taken: frozenset[Square],
    adjacency: int,
    steps: int = _MAX_PATH,
    goal: Square | None = None,
) -> tuple[dict[Square, int], dict[Square, Square | None]]:
    """The breadth-first search behind every move: the fewest steps to each square within
    ``steps`` (stopping at ``goal`` when given), and the square each was first reached from
    (steps tried in :data:`STEPS` order, so the same every time)."""
    distance = {start: 0}
    previous: dict[Square, Square | None] = {start: None}
    frontier = deque([start])
    while frontier:
        square = frontier.popleft()
        here = distance[square]
        if square == goal:
            break
        if here == steps:
            continue
        for end in _neighbours(board, square, taken, adjacency):
            if end not in distance:
                distance[end] = here + 1
                previous[end] = square
                frontier.append(end)
    return distance, previous


def reachable(
    board: MissionMap,
    start: Square,
    steps: int,
    occupied: frozenset[Square] = frozenset(),
    adjacency: int = 8,
) -> dict[Square, int]:
    """Every square a model on ``start`` can reach in at most ``steps`` steps, with the fewest
    steps to it (a breadth-first search; ``start`` itself at 0)."""
    board = _board(board)
    start = _square(board, "the start", start)
    steps = whole_number("the steps allowed", steps, minimum=0, maximum=_MAX_PATH)
    adjacency = whole_number("the adjacency", adjacency, minimum=4, maximum=8)
    return _search(board, start, _occupied(occupied) - {start}, adjacency, steps)[0]


def reach_tree(
    board: MissionMap,
    start: Square,
    steps: int,
    occupied: frozenset[Square] = frozenset(),
    adjacency: int = 8,
) -> dict[Square, Square | None]:
    """Every square a model on ``start`` can reach in at most ``steps`` steps, with the square a
    shortest path to it comes from (``start`` itself: ``None``); :func:`path_in` walks it back.
    The same paths as :func:`shortest_path` (steps tried in :data:`STEPS` order)."""
    board = _board(board)
    start = _square(board, "the start", start)
    steps = whole_number("the steps allowed", steps, minimum=0, maximum=_MAX_PATH)
    adjacency = whole_number("the adjacency", adjacency, minimum=4, maximum=8)
    return _search(board, start, _occupied(occupied) - {start}, adjacency, steps)[1]


def path_in(tree: Mapping[Square, Square | None], goal: Square) -> tuple[Square, ...] | None:
    """The path of a :func:`reach_tree` to ``goal``, its start first (``None``: not reached)."""
    if not isinstance(tree, Mapping):
        raise RulesError(f"a reach tree maps squares to squares, not {shown(tree)}")
    try:
        if goal not in tree:
            return None
    except TypeError:  # not a square at all (a list, a list inside)
        return None
    path = [goal]
    while (back := tree[path[-1]]) is not None:
        if len(path) > len(tree) or back not in tree:
            raise RulesError("a reach tree must lead back to its start")
        path.append(back)
    return tuple(reversed(path))


def shortest_path(
    board: MissionMap,
    start: Square,
    goal: Square,
    occupied: frozenset[Square] = frozenset(),
    adjacency: int = 8,
) -> tuple[Square, ...] | None:
    """A shortest path from ``start`` to ``goal`` (both included; the same every time: steps
    tried in :data:`STEPS` order), or ``None`` when the goal cannot be reached."""
    board = _board(board)
    start, goal = _square(board, "the start", start), _square(board, "the goal", goal)
    adjacency = whole_number("the adjacency", adjacency, minimum=4, maximum=8)
    _, previous = _search(board, start, _occupied(occupied) - {start}, adjacency, goal=goal)
    return path_in(previous, goal)
