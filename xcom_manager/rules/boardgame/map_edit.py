"""Editing a Mission Map: pure operations that return a new, checked map.

Every operation takes a :class:`~xcom_manager.rules.boardgame.grid.MissionMap` and returns an
:class:`EditResult`: the new map, or the map unchanged with the message of the refusal. The
result of each edit is built as a new ``MissionMap``, whose own check is app rule ``MIS-9``
(every wall and square inside the map, a wall on an edge between two neighbouring squares, no
two models or tokens on one square and none on a blocking square): an edit that would break it
is refused with that check's message, never raised. A square may carry any of the marks
(blocking, objective, item, exit) together, as MIS-9 allows, but at most one model or token
(a Hero start, an alien start or a Blip).
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from xcom_manager.rules.boardgame.grid import (
    BlipSpot,
    MapError,
    MissionMap,
    Square,
    Wall,
    square_label,
)
from xcom_manager.rules.boardgame.sight import MAX_SIDE
from xcom_manager.rules.errors import RulesError, choice, shown
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Violation

__all__ = [
    "MAP_NAME_MAX",
    "EditResult",
    "Mark",
    "Token",
    "erase_square",
    "new_map",
    "place_alien_start",
    "place_blip",
    "place_hero_start",
    "remove_token",
    "rename",
    "set_mark",
    "set_wall",
    "toggle_mark",
    "toggle_token",
    "toggle_wall",
    "token_at",
]

#: The longest name a map takes (it is shown in a list and a window title).
MAP_NAME_MAX = 80


class Mark(enum.StrEnum):
    """A mark a square may carry; the value is the map's field (and JSON key) that holds it."""

    blocking = "blocking"
    objective = "objectives"
    item = "items"
    exit = "exits"


class Token(enum.StrEnum):
    """What may stand on a square of the plan: a Hero start, an alien start or a Blip."""

    hero = "hero_starts"
    alien = "alien_starts"
    blip = "blips"


@dataclass(frozen=True, slots=True)
class EditResult:
    """The map after an edit; when the edit was refused, the map as it was and ``refusal``
    (the MIS-9 message naming the square)."""

    board: MissionMap
    refusal: Message | None = None

    @property
    def allowed(self) -> bool:
        return self.refusal is None

    @property
    def violation(self) -> Violation | None:
        """The refusal as a finding of rule MIS-9 (``None`` when allowed)."""
        if self.refusal is None:
            return None
        return Violation("MIS-9", self.refusal.key, self.refusal.params)


def _edit(board: MissionMap, make: Callable[[], MissionMap]) -> EditResult:
    """MIS-9: the edited map is built (and so checked) anew; a map that breaks the rule is
    refused with the check's message and ``board`` is kept."""
    try:
        return EditResult(make())
    except MapError as problem:
        return EditResult(board, problem.message)


def _refused(board: MissionMap, key: str, **params: str | int) -> EditResult:
    return EditResult(board, Message.of(key, **params))


def _square(board: MissionMap, square: Square) -> EditResult | None:
    """MIS-9: a square off the map is refused before anything else."""
    if board.on_map(square):
        return None
    return _refused(
        board,
        "board_map_off",
        square=f"({square[0]}, {square[1]})",
        width=board.width,
        height=board.height,
    )


# -- the map as a whole ----------------------------------------------------------------------


def new_map(width: int, height: int, name: str = "") -> EditResult:
    """MIS-9: a blank map of ``width`` × ``height`` squares, each side 1 to 64 (``board_map_size``
    otherwise, and the default 20 × 20 map as the board kept)."""
    if (
        isinstance(width, bool)
        or isinstance(height, bool)
        or not isinstance(width, int)
        or not isinstance(height, int)
    ):
        raise RulesError(f"a map's size is whole numbers, not {shown(width)} × {shown(height)}")
    if not (1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        # A number too long to print is named by its length (shown), never printed whole.
        sizes = {
            k: v if abs(v) < 10**9 else shown(v) for k, v in (("width", width), ("height", height))
        }
        return _refused(MissionMap(), "board_map_size", **sizes, most=MAX_SIDE)
    blank = MissionMap(width=width, height=height)
    return rename(blank, name) if name else EditResult(blank)


def rename(board: MissionMap, name: str) -> EditResult:
    """The map under another name (spaces trimmed; at most :data:`MAP_NAME_MAX` characters)."""
    if not isinstance(name, str):
        raise RulesError(f"a map's name is text, not {shown(name)}")
    name = " ".join(name.split())
    if len(name) > MAP_NAME_MAX:
        return _refused(board, "board_map_name_long", most=MAP_NAME_MAX)
    return EditResult(replace(board, name=name))


# -- walls -----------------------------------------------------------------------------------


def _wall(board: MissionMap, a: Square, b: Square) -> Wall | EditResult:
    """MIS-9: a wall lies on the edge between two orthogonal neighbours on the map."""
    for square in (a, b):
        off = _square(board, square)
        if off is not None:
            return off
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        return _refused(
            board, "board_map_wall_not_edge", start=square_label(a), end=square_label(b)
        )
    return (a, b) if a < b else (b, a)


def set_wall(board: MissionMap, a: Square, b: Square, on: bool = True) -> EditResult:
    """MIS-9: a wall raised (``on``) or taken down on the edge between neighbours ``a``, ``b``."""
    wall = _wall(board, a, b)
    if isinstance(wall, EditResult):
        return wall
    walls = board.walls | {wall} if on else board.walls - {wall}
    return _edit(board, lambda: replace(board, walls=walls))


def toggle_wall(board: MissionMap, a: Square, b: Square) -> EditResult:
    """MIS-9: a wall raised on the edge between ``a`` and ``b``, or taken down if one stands."""
    wall = _wall(board, a, b)
    if isinstance(wall, EditResult):
        return wall
    return set_wall(board, a, b, wall not in board.walls)


# -- marks -----------------------------------------------------------------------------------


def set_mark(board: MissionMap, mark: Mark, square: Square, on: bool = True) -> EditResult:
    """MIS-9: ``square`` marked (``on``) or unmarked as blocking, objective, item or exit; a
    blocking square holds no model or token (``board_map_on_blocking``)."""
    mark = Mark(mark)
    off = _square(board, square)
    if off is not None:
        return off
    marked: frozenset[Square] = getattr(board, mark.value)
    changes: dict[str, Any] = {mark.value: marked | {square} if on else marked - {square}}
    return _edit(board, lambda: replace(board, **changes))


def toggle_mark(board: MissionMap, mark: Mark, square: Square) -> EditResult:
    """MIS-9: ``square`` marked, or unmarked if it has the mark already."""
    mark = Mark(mark)
    return set_mark(board, mark, square, square not in getattr(board, mark.value))


# -- models and tokens -----------------------------------------------------------------------


def token_at(board: MissionMap, square: Square) -> tuple[Token, BlipSpot | None] | None:
    """What stands on ``square`` in the plan: the kind of token (and the Blip), or ``None``."""
    if square in board.hero_starts:
        return (Token.hero, None)
    if square in board.alien_starts:
        return (Token.alien, None)
    for blip in board.blips:
        if blip.square == square:
            return (Token.blip, blip)
    return None


def _without(board: MissionMap, square: Square) -> MissionMap:
    return replace(
        board,
        hero_starts=tuple(s for s in board.hero_starts if s != square),
        alien_starts=tuple(s for s in board.alien_starts if s != square),
        blips=tuple(b for b in board.blips if b.square != square),
    )


def _place(board: MissionMap, token: Token, square: Square, blip: BlipSpot | None) -> EditResult:
    off = _square(board, square)
    if off is not None:
        return off
    if token is Token.hero:
        return _edit(board, lambda: replace(board, hero_starts=(*board.hero_starts, square)))
    if token is Token.alien:
        return _edit(board, lambda: replace(board, alien_starts=(*board.alien_starts, square)))
    assert blip is not None
    return _edit(board, lambda: replace(board, blips=(*board.blips, blip)))


def place_hero_start(board: MissionMap, square: Square) -> EditResult:
    """MIS-9: a Hero start square added (the next Hero of the squad stands there); refused on a
    blocking square or one that holds a token already."""
    return _place(board, Token.hero, square, None)


def place_alien_start(board: MissionMap, square: Square) -> EditResult:
    """MIS-9: an alien start square added (the next alien picked stands there); refused on a
    blocking square or one that holds a token already."""
    return _place(board, Token.alien, square, None)


def place_blip(board: MissionMap, square: Square, species: str | None = None) -> EditResult:
    """M-CX-6, MIS-9: a Blip token laid on ``square``, hiding a ``species`` (its key), or a
    decoy (``None``); refused on a blocking square or one that holds a token already."""
    if species is not None and (not isinstance(species, str) or not species.strip()):
        raise RulesError(f"a Blip hides a species key or nothing (a decoy), not {shown(species)}")
    return _place(board, Token.blip, square, BlipSpot(square, species))


def toggle_token(
    board: MissionMap, token: Token, square: Square, species: str | None = None
) -> EditResult:
    """MIS-9: the token of kind ``token`` (a Blip: hiding ``species``, or a decoy) placed on
    ``square``, or taken off if that very token stands there (a click of the editor's tool);
    refused when another token stands there or the square is blocking."""
    token = Token(choice("token", token, [t.value for t in Token]))
    off = _square(board, square)
    if off is not None:
        return off
    there = token_at(board, square)
    same = there is not None and there[0] is token
    if same and (token is not Token.blip or (there and there[1] and there[1].species == species)):
        return remove_token(board, square)
    if token is Token.blip:
        return place_blip(board, square, species)
    return _place(board, token, square, None)


def remove_token(board: MissionMap, square: Square) -> EditResult:
    """The Hero start, alien start or Blip on ``square`` taken off (nothing there: no change)."""
    off = _square(board, square)
    if off is not None:
        return off
    return _edit(board, lambda: _without(board, square))


def erase_square(board: MissionMap, square: Square) -> EditResult:
    """Everything on ``square`` taken off: its marks and its token (the walls on its edges
    stay: they are edited on the edge)."""
    off = _square(board, square)
    if off is not None:
        return off
    cleared = _without(board, square)
    changes: dict[str, Any] = {m.value: getattr(cleared, m.value) - {square} for m in Mark}
    return _edit(board, lambda: replace(cleared, **changes))
