"""What the models on the Mission Map see of each other now (R-21, R-13, M-CX-6, B-ACT-5).

The sight of a state blocks with the map's obstacles and every model and Blip on the map; the
two end squares of a line never block it (:mod:`.sight`). A face-down Blip is flipped as soon
as a Hero sees it (M-CX-6): :func:`blips_seen` lists the Blips a state reveals and who saw
them.
"""

from __future__ import annotations

from collections.abc import Iterable

from xcom_manager.rules.boardgame.grid import Square, chebyshev, square_from_json
from xcom_manager.rules.boardgame.sight import Sight
from xcom_manager.rules.boardgame.state import BoardState, ModelSetup, Side, as_state
from xcom_manager.rules.errors import RulesError, shown, whole_number
from xcom_manager.rules.ruleset import Ruleset

__all__ = [
    "adjacency_of",
    "adjacent",
    "blips_seen",
    "enemies_in_sight",
    "shot_range",
    "shot_value",
    "sight_of",
]


def sight_of(state: BoardState, *leaving: str) -> Sight:
    """R-21: the Line of Sight of ``state``: obstacles and the models on the map block (but
    those ``leaving``, whose squares are about to change)."""
    state = as_state(state)
    board = state.setup.board
    return Sight(board.width, board.height, board.walls, board.blocking | state.occupied(*leaving))


def adjacent(a: Square, b: Square, adjacency: int = 8) -> bool:
    """R-13: the 8 surrounding squares (or the 4 orthogonal ones with ``grid.adjacency = 4``)."""
    adjacency = whole_number("the adjacency", adjacency, minimum=4, maximum=8)
    a, b = square_from_json("a square", a), square_from_json("a square", b)
    if adjacency == 4:
        return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1
    return chebyshev(a, b) == 1


def adjacency_of(ruleset: Ruleset) -> int:
    """R-13: the ruleset's ``grid.adjacency`` (8, or 4 for the orthogonal squares only)."""
    value = ruleset.ruling("grid.adjacency")
    return value if isinstance(value, int) else 8


def shot_range(shooter: ModelSetup, distance: int) -> str | None:
    """B-ACT-5: ``"short"`` within the short range, ``"long"`` within the long range, ``None``
    beyond it (R-13: the distance in squares)."""
    if not isinstance(shooter, ModelSetup):
        raise RulesError(f"not a model: {shown(shooter)}")
    distance = whole_number("the distance", distance, minimum=0, maximum=10_000)
    if distance <= shooter.stat("RangeShort"):
        return "short"
    if distance <= shooter.stat("RangeLong"):
        return "long"
    return None


def shot_value(shooter: ModelSetup, distance: int) -> tuple[str, int] | None:
    """B-ACT-5: the range (``short`` or ``long``) and the Combat Value of a shot at
    ``distance`` squares; ``None`` beyond the long range."""
    reach = shot_range(shooter, distance)
    if reach is None:
        return None
    return reach, shooter.stat("ShootShort" if reach == "short" else "ShootLong")


def blips_seen(
    state: BoardState, sight: Sight | None = None, at: Iterable[tuple[str, Square]] = ()
) -> list[tuple[str, str]]:
    """M-CX-6: ``(blip_id, hero_id)`` for each face-down Blip on the map that a Hero on the
    map sees (the first Hero in setup order that does), with the models of ``at`` placed on
    the squares given instead of their own."""
    state = as_state(state)
    sight = sight if sight is not None else sight_of(state)
    squares = {m.id: m.square for m in state.models.values()}
    if not isinstance(at, tuple | list):
        raise RulesError(f"models placed elsewhere are (id, square) pairs, not {shown(at)}")
    for pair in at:
        if not isinstance(pair, tuple | list) or len(pair) != 2:
            raise RulesError(f"a model placed elsewhere is (id, square), not {shown(pair)}")
        squares[state.model(pair[0]).id] = square_from_json("the square", pair[1])
    heroes = [
        m.id for m in state.setup.models if m.side is Side.heroes and state.models[m.id].on_map
    ]
    seen: list[tuple[str, str]] = []
    for model in state.setup.models:
        now = state.models[model.id]
        if not (now.on_map and now.blip):
            continue
        for hero in heroes:
            if sight.sees(squares[hero], squares[model.id]):
                seen.append((model.id, hero))
                break
    return seen


def enemies_in_sight(
    state: BoardState, model_id: str, sight: Sight | None = None
) -> tuple[str, ...]:
    """R-21: the enemies on the map that ``model_id`` sees, in setup order (what a SHOOT may
    target, before its range: B-ACT-5)."""
    state = as_state(state)
    model = state.model(model_id)
    side = state.setup.model(model.id).side
    sight = sight if sight is not None else sight_of(state)
    return tuple(
        other.id
        for other in state.setup.models
        if other.side is not side
        and state.models[other.id].on_map
        and sight.sees(model.square, state.models[other.id].square)
    )
