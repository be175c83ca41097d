"""MOVE and SPRINT as commands, and what a move sets off (B-ACT-2, B-ACT-3, R-18, B-ACT-7,
R-14, M-CX-6, app rule MIS-11).

The model walks its path square by square. MIS-11 (the app's reading of B-ACT-7 and M-CX-6,
which say when, not how): on each square entered,

1. a face-down Blip that a Hero sees there is flipped (M-CX-6), and its move ends there;
2. if an enemy with an Overwatch token could shoot the model there (not adjacent, in Line of
   Sight, within its long range: B-ACT-5), the move stops there and waits for that Overwatch
   shot to be taken or held (the first such enemy in setup order);
3. a moving Hero flips every face-down Blip it sees from there (M-CX-6) and walks on.

After the move every Blip a Hero now sees is flipped (the mover may have stepped out of a line).
"""

from __future__ import annotations

from dataclasses import replace

from xcom_manager.rules.boardgame.commands import Move
from xcom_manager.rules.boardgame.grid import (
    MissionMap,
    Square,
    chebyshev,
    label_of,
    square_from_json,
    square_label,
)
from xcom_manager.rules.boardgame.movement import (
    BLIP_MOVE,
    path_findings,
    reachable,
    shortest_path,
    sprint_squares,
)
from xcom_manager.rules.boardgame.sight import Sight
from xcom_manager.rules.boardgame.sighting import (
    adjacency_of,
    adjacent,
    blips_seen,
    shot_value,
    sight_of,
)
from xcom_manager.rules.boardgame.state import (
    Action,
    BoardState,
    EventType,
    ModelStatus,
    Side,
    as_state,
)
from xcom_manager.rules.boardgame.turns import turn_findings
from xcom_manager.rules.errors import RulesError, shown, text
from xcom_manager.rules.mission.system import Fact, refuse_if
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation

__all__ = [
    "check_move",
    "flip_facts",
    "move",
    "move_steps",
    "planned_path",
    "reach",
    "watchers_of",
]


def _command(command: object) -> Move:
    if not isinstance(command, Move):
        raise RulesError(f"not a move: {shown(command)}")
    if not isinstance(command.sprint, bool):
        raise RulesError(f"sprint is true or false, not {shown(command.sprint)}")
    return command


def move_steps(state: BoardState, ruleset: Ruleset, model_id: str, sprint: bool) -> int:
    """The squares a MOVE (B-ACT-2) or a SPRINT (B-ACT-3, R-18) of ``model_id`` may walk; a
    face-down Blip moves 5 (M-CX-6)."""
    state = as_state(state)
    model = state.model(model_id)
    movement = BLIP_MOVE if model.blip else state.setup.model(model.id).stat("Movement")
    if sprint is True:
        return sprint_squares(movement, str(ruleset.ruling("board.sprint_rounding")))
    return max(0, movement)


def reach(
    state: BoardState, ruleset: Ruleset, model_id: str, sprint: bool = False
) -> dict[Square, int]:
    """B-ACT-2, B-ACT-3: every square a MOVE (or SPRINT) of ``model_id`` reaches now, with the
    steps to it (its own square at 0)."""
    state = as_state(state)
    model = state.model(model_id)
    steps = move_steps(state, ruleset, model.id, sprint)
    return reachable(
        state.setup.board, model.square, steps, state.occupied(model.id), adjacency_of(ruleset)
    )


def planned_path(state: BoardState, ruleset: Ruleset, command: Move) -> tuple[Square, ...] | None:
    """The squares the command walks, its own first: the path given, or a shortest one."""
    state, command = as_state(state), _command(command)
    model = state.model(command.model_id)
    goal = square_from_json("the square to move to", command.to)
    if command.path:
        if not isinstance(command.path, tuple | list):
            raise RulesError(f"a path is a list of squares, not {shown(command.path)}")
        path = tuple(square_from_json("a square of the path", s) for s in command.path)
        if path[0] != model.square:
            path = (model.square, *path)
        if path[-1] != goal:
            raise RulesError("a move's path ends on the square it moves to")
        return path
    return shortest_path(
        state.setup.board, model.square, goal, state.occupied(model.id), adjacency_of(ruleset)
    )


def _checked_path(
    state: BoardState, ruleset: Ruleset, command: Move
) -> tuple[tuple[Square, ...] | None, list[Violation]]:
    """The squares the move walks and what stands against it (found once for both)."""
    action = Action.sprint if command.sprint else Action.move
    found = turn_findings(state, command.model_id, action)
    if found:
        return None, found
    off_map = _off_map(state.setup.board, command.to)
    if off_map is not None:
        return None, [off_map]
    model = state.model(command.model_id)
    steps = move_steps(state, ruleset, model.id, command.sprint)
    path = planned_path(state, ruleset, command)
    if path is None:
        target = square_from_json("the square to move to", command.to)
        return None, [Violation.of("B-ACT-2", "board_unreachable", square=square_label(target))]
    if len(path) == 1:
        return path, [Violation.of("B-ACT-2", "board_move_nowhere")]
    found = path_findings(
        state.setup.board, path, steps, state.occupied(model.id), adjacency_of(ruleset)
    )
    if found and command.sprint and found[0].message.key == "board_path_too_long":
        return path, [replace(found[0], rule_id="B-ACT-3")]
    return path, found


def _off_map(board: MissionMap, goal: object) -> Violation | None:
    """MIS-9: a square the GM typed that is not on the Mission Map, named as the map labels
    squares and with the map's last square (``Z99`` on a 20 × 20 map: "A1 to T20")."""
    if not isinstance(goal, tuple | list) or len(goal) != 2:
        return None  # not a square at all: the command's own check says so
    x, y = goal
    if type(x) is not int or type(y) is not int or board.inside(x, y):
        return None
    return Violation.of(
        "MIS-9",
        "board_goal_off_map",
        square=label_of(x, y) if x >= 0 and y >= 0 else f"({x}, {y})",
        last=label_of(board.width - 1, board.height - 1),
    )


def check_move(state: BoardState, ruleset: Ruleset, command: Move) -> list[Violation]:
    """What stands against the move: the Turn (B-ACT-1, B-PHASE-1), a step (B-ACT-2), or a
    path longer than the MOVE (B-ACT-2) or the SPRINT (B-ACT-3, R-18) allows."""
    return _checked_path(as_state(state), ruleset, _command(command))[1]


def watchers_of(
    state: BoardState, model_id: str, square: Square, sight: Sight | None = None
) -> list[str]:
    """B-ACT-7, MIS-11: the enemies with an Overwatch token that could shoot ``model_id`` on
    ``square`` (not adjacent, in Line of Sight, within long range: B-ACT-5), in setup order."""
    state = as_state(state)
    mover = state.model(model_id)
    side = state.setup.model(mover.id).side
    sight = sight if sight is not None else sight_of(state, mover.id)
    found = []
    for setup in state.setup.models:
        watcher = state.models[setup.id]
        if setup.side is side or watcher.overwatch is None or not watcher.on_map:
            continue
        distance = chebyshev(watcher.square, square)
        if adjacent(watcher.square, square) or distance == 0:
            continue
        shot = shot_value(setup, distance)
        if shot is None or shot[1] <= 0:
            continue
        if sight.sees(watcher.square, square):
            found.append(setup.id)
    return found


def move(state: BoardState, ruleset: Ruleset, command: Move) -> list[Fact]:
    """The move's events: ``moved`` (the squares walked, why it stopped, the watcher it waits
    for), then a ``blip_flipped`` for each Blip it revealed (M-CX-6)."""
    state, command = as_state(state), _command(command)
    path, found = _checked_path(state, ruleset, command)
    refuse_if(found)
    assert path is not None  # a move without a path is refused above
    model = state.model(command.model_id)
    side = state.setup.model(model.id).side
    sight = sight_of(state, model.id)
    walked = [path[0]]
    flips: list[tuple[str, str]] = []
    stopped: str | None = None
    watcher: str | None = None
    for square in path[1:]:
        walked.append(square)
        if model.blip:
            seen = blips_seen(state, sight, at=((model.id, square),))
            mine = [hero for blip, hero in seen if blip == model.id]
            if mine:
                flips.append((model.id, mine[0]))
                stopped = "revealed"
                break
        watching = watchers_of(state, model.id, square, sight)
        if watching:
            stopped, watcher = "overwatch", watching[0]
            break
        if side is Side.heroes:
            for blip, hero in blips_seen(state, sight, at=((model.id, square),)):
                if hero == model.id and blip not in {b for b, _ in flips}:
                    flips.append((blip, hero))
    action = Action.sprint if command.sprint else Action.move
    facts: list[Fact] = [
        (
            EventType.moved,
            {
                "model": model.id,
                "action": action.value,
                "path": [list(s) for s in walked],
                "stopped": stopped,
                "watcher": watcher,
            },
        )
    ]
    after = replace(
        state,
        models={**state.models, model.id: replace(model, square=walked[-1])},
    )
    for blip, hero in blips_seen(after):
        if blip not in {b for b, _ in flips}:
            flips.append((blip, hero))
    facts += flip_facts(state, flips, "seen")
    return facts


def flip_facts(state: BoardState, flips: list[tuple[str, str]], reason: str) -> list[Fact]:
    """M-CX-6: a ``blip_flipped`` per ``(blip, by)``; a decoy is removed."""
    state = as_state(state)
    if not isinstance(flips, tuple | list) or not all(
        isinstance(f, tuple | list) and len(f) == 2 for f in flips
    ):
        raise RulesError(f"the Blips flipped are (blip, by) pairs, not {shown(flips)}")
    reason = text("why the Blips are flipped", reason)
    facts: list[Fact] = []
    for blip, by in flips:
        setup = state.setup.model(blip)
        by = state.setup.model(by).id
        if state.models[blip].status is not ModelStatus.active:
            continue
        facts.append(
            (
                EventType.blip_flipped,
                {"model": blip, "reason": reason, "by": by, "decoy": setup.decoy},
            )
        )
    return facts
