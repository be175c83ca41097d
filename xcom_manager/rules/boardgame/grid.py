"""The board game's Mission Map: a rectangular grid of squares (RULES.md B-ACT-2, R-13, R-21).

A square ``(x, y)`` is column ``x`` and row ``y`` from the top left, ``0 <= x < width`` and
``0 <= y < height``; the default map is 20 × 20 (4 × 4 tiles of 5 × 5 squares). A wall lies on
the edge between two orthogonally adjacent squares, written as the pair of squares with the
smaller first. Blocking squares are obstacles: no model enters them and they block Line of
Sight (R-21). Objective, item and exit squares are where an INTERACT does something (B-ACT-6)
or a Hero leaves the map. The start squares say where a plan places the Heroes and the Alien
Units, and a map may lay Blip tokens (M-CX-6), some of them decoys.

App rule ``MIS-9``: a Mission Map holds every wall and square inside it, a wall on an edge
between two neighbouring squares, and no two models or tokens on one square.
:func:`map_from_json` refuses a map that breaks it with a :class:`MapError` naming the square.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import xcom_manager.rules.boardgame.texts  # noqa: F401 - registers MIS-9's messages
from xcom_manager.rules.boardgame.sight import MAX_SIDE
from xcom_manager.rules.errors import RulesError, mapping, shown, text, whole_number
from xcom_manager.rules.texts import Message

__all__ = [
    "DEFAULT_SIZE",
    "TILE",
    "BlipSpot",
    "MapError",
    "MissionMap",
    "Square",
    "Wall",
    "chebyshev",
    "label_of",
    "map_from_json",
    "map_to_json",
    "square_from_json",
    "square_from_label",
    "square_label",
    "wall_between",
]

#: A square: ``(column, row)``.
Square = tuple[int, int]
#: A wall: the two orthogonally adjacent squares it separates, the smaller first.
Wall = tuple[Square, Square]

#: A map tile's side in squares, and the default map's side (4 × 4 tiles).
TILE = 5
DEFAULT_SIZE = 4 * TILE

#: The largest map side the app takes (a typing mistake beyond it, not a map; Line of Sight's
#: bound).
_MAX_SIDE = MAX_SIDE


class MapError(RulesError):
    """A Mission Map that breaks MIS-9; ``message`` says what and where (a message key with
    parameters, worded by the view)."""

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(message.text)


def square_label(square: Square) -> str:
    """A square as the GM reads it on the map: column letter(s) and row number, ``C7``."""
    x, y = _square("a square", square)
    return label_of(x, y)


def label_of(x: int, y: int) -> str:
    """Column ``x``, row ``y`` as the map would label it, on the map or not (``Z99`` for a
    square a GM typed far off a 20 × 20 map)."""
    x = whole_number("a square's column", x, minimum=-_LABEL_REACH, maximum=_LABEL_REACH)
    y = whole_number("a square's row", y, minimum=-_LABEL_REACH, maximum=_LABEL_REACH)
    letters = ""
    column = x
    while True:
        letters = chr(ord("A") + column % 26) + letters
        column = column // 26 - 1
        if column < 0:
            break
    if x < 0:
        letters = "-" + letters
    return f"{letters}{y + 1}"


#: The farthest column or row a label is made for (what a GM can type: two letters, 999).
_LABEL_REACH = 1_000

_LABEL = re.compile(r"^\s*([A-Za-z]{1,2})\s*([0-9]{1,3})\s*$")


def square_from_label(label: str) -> Square | None:
    """The square a GM typed as it reads on the map (``C7``, ``c 7``, ``AB12``), or ``None``
    when the text is no square's label (the inverse of :func:`square_label`)."""
    found = _LABEL.match(label) if isinstance(label, str) else None
    if found is None:
        return None
    column = 0
    for letter in found.group(1).upper():
        column = column * 26 + ord(letter) - ord("A") + 1
    row = int(found.group(2))
    return None if row < 1 else (column - 1, row - 1)


def chebyshev(a: Square, b: Square) -> int:
    """R-13: the range between two squares in squares (Chebyshev distance)."""
    a, b = _square("a square", a), _square("a square", b)
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _square(what: str, value: object) -> Square:
    if type(value) is tuple and len(value) == 2:  # the common case, checked without words
        x, y = value
        if type(x) is int and type(y) is int and abs(x) <= _MAX_SIDE and abs(y) <= _MAX_SIDE:
            return value
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise RulesError(f"{what} is a square (column, row), not {shown(value)}")
    x = whole_number(f"{what}'s column", value[0], minimum=-_MAX_SIDE, maximum=_MAX_SIDE)
    y = whole_number(f"{what}'s row", value[1], minimum=-_MAX_SIDE, maximum=_MAX_SIDE)
    return (x, y)


def square_from_json(what: str, value: object) -> Square:
    """A square from JSON ``[column, row]`` (:class:`RulesError` when it is not one)."""
    return _square(text("what the square is", what), value)


def wall_between(a: Square, b: Square) -> Wall:
    """The wall on the edge between two orthogonally adjacent squares (:class:`RulesError`
    for squares that are not neighbours across an edge)."""
    a, b = _square("a wall's square", a), _square("a wall's square", b)
    if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
        raise RulesError(
            f"a wall lies between two squares that share an edge, not {shown(a)} and {shown(b)}"
        )
    return (a, b) if a < b else (b, a)


def _walls(value: Iterable[object]) -> frozenset[Wall]:
    walls = []
    for wall in value:
        if not isinstance(wall, tuple | list) or len(wall) != 2:
            raise RulesError(f"a wall is a pair of squares, not {shown(wall)}")
        walls.append(wall_between(wall[0], wall[1]))
    return frozenset(walls)


def _squares_of(what: str, value: Iterable[object]) -> frozenset[Square]:
    return frozenset(_square(f"a square of {what}", v) for v in value)


@dataclass(frozen=True, slots=True)
class BlipSpot:
    """A Blip token laid on the map (M-CX-6): the species it hides (``None`` for a decoy)."""

    square: Square
    species: str | None = None

    @property
    def decoy(self) -> bool:
        return self.species is None


@dataclass(frozen=True, slots=True)
class MissionMap:
    """A Mission Map: its size, walls, blocking squares, the squares that matter (objective,
    item, exit), and where a plan places the models and the Blips (MIS-9 checked)."""

    width: int = DEFAULT_SIZE
    height: int = DEFAULT_SIZE
    walls: frozenset[Wall] = frozenset()
    blocking: frozenset[Square] = frozenset()
    objectives: frozenset[Square] = frozenset()
    items: frozenset[Square] = frozenset()
    exits: frozenset[Square] = frozenset()
    hero_starts: tuple[Square, ...] = ()
    alien_starts: tuple[Square, ...] = ()
    blips: tuple[BlipSpot, ...] = field(default=())
    name: str = ""

    def __post_init__(self) -> None:
        whole_number("the map's width", self.width, minimum=1, maximum=_MAX_SIDE)
        whole_number("the map's height", self.height, minimum=1, maximum=_MAX_SIDE)
        text("the map's name", self.name)
        for what in ("walls", "blocking", "objectives", "items", "exits"):
            value = getattr(self, what)
            if not isinstance(value, frozenset | set | tuple | list):
                raise RulesError(f"the map's {what} are a list, not {shown(value)}")
            object.__setattr__(
                self, what, _walls(value) if what == "walls" else _squares_of(what, value)
            )
        for what in ("hero_starts", "alien_starts", "blips"):
            value = getattr(self, what)
            if not isinstance(value, tuple | list):
                raise RulesError(f"the map's {what} are a list, not {shown(value)}")
            object.__setattr__(self, what, tuple(value))
        self._check()

    def _check(self) -> None:
        for a, b in sorted(self.walls):
            for square in (a, b):
                if not self.on_map(square):
                    raise MapError(
                        Message.of(
                            "board_map_wall_off",
                            wall=f"{square_label(a)}|{square_label(b)}",
                            width=self.width,
                            height=self.height,
                        )
                    )
        for what in ("blocking", "objectives", "items", "exits"):
            for square in sorted(getattr(self, what)):
                self._inside(what, square)
        taken: dict[Square, str] = {}
        spots = [("hero_start", s) for s in self.hero_starts]
        spots += [("alien_start", s) for s in self.alien_starts]
        for blip in self.blips:
            if not isinstance(blip, BlipSpot):
                raise RulesError(f"a Blip on the map is a BlipSpot, not {shown(blip)}")
            if blip.species is not None:
                text("a Blip's species", blip.species)
            spots.append(("blip", blip.square))
        for what, square in spots:
            square = _square(f"a {what} square", square)
            self._inside(what, square)
            if square in self.blocking:
                raise MapError(Message.of("board_map_on_blocking", square=square_label(square)))
            if square in taken:
                raise MapError(Message.of("board_map_twice", square=square_label(square)))
            taken[square] = what

    def _inside(self, what: str, square: Square) -> None:
        if not self.on_map(square):
            raise MapError(
                Message.of(
                    "board_map_off",
                    square=f"({square[0]}, {square[1]})",
                    width=self.width,
                    height=self.height,
                )
            )

    def on_map(self, square: Square) -> bool:
        x, y = _square("a square", square)
        return self.inside(x, y)

    def inside(self, x: int, y: int) -> bool:
        """Whether column ``x``, row ``y`` is on the map (unchecked: for the searches' loops)."""
        return (
            isinstance(x, int)
            and isinstance(y, int)
            and 0 <= x < self.width
            and 0 <= y < self.height
        )

    def squares(self) -> Iterable[Square]:
        """Every square, row by row."""
        return ((x, y) for y in range(self.height) for x in range(self.width))

    def walled(self, a: Square, b: Square) -> bool:
        """Whether a wall stands between the neighbours ``a`` and ``b``."""
        try:
            return ((a, b) if a < b else (b, a)) in self.walls
        except TypeError:  # not squares (the searches' loops pass only squares)
            raise RulesError(
                f"a wall lies between two squares, not {shown(a)} and {shown(b)}"
            ) from None


def _squares(what: str, data: Mapping[str, Any]) -> list[Square]:
    values = data.get(what, [])
    if not isinstance(values, list | tuple):
        raise RulesError(f"the map's {what} are a list of squares, not {shown(values)}")
    return [_square(f"a square of {what}", v) for v in values]


def map_from_json(data: Mapping[str, Any]) -> MissionMap:
    """A map from JSON: ``{"name", "width", "height", "walls": [[x1, y1, x2, y2], ...],
    "blocking": [[x, y], ...], "objectives", "items", "exits", "hero_starts",
    "alien_starts", "blips": [{"square": [x, y], "species": key or null}]}`` (MIS-9:
    :class:`MapError` naming the square; :class:`RulesError` when malformed)."""
    data = mapping("a Mission Map", data)
    unknown = sorted(set(data) - set(_KEYS))
    if unknown:
        raise RulesError(f"a Mission Map has no key {shown(unknown[0])}")
    walls = data.get("walls", [])
    if not isinstance(walls, list | tuple):
        raise RulesError(f"the map's walls are a list, not {shown(walls)}")
    wall_set: list[Wall] = []
    for wall in walls:
        if not isinstance(wall, list | tuple) or len(wall) != 4:
            raise RulesError(f"a wall is [x1, y1, x2, y2], not {shown(wall)}")
        wall_set.append(wall_between((wall[0], wall[1]), (wall[2], wall[3])))
    blips_data = data.get("blips", [])
    if not isinstance(blips_data, list | tuple):
        raise RulesError(f"the map's Blips are a list, not {shown(blips_data)}")
    blips = []
    for blip in blips_data:
        blip = mapping("a Blip on the map", blip)
        species = blip.get("species")
        if species is not None:
            species = text("a Blip's species", species)
        blips.append(BlipSpot(_square("a Blip's square", blip.get("square")), species))
    name = data.get("name", "")
    return MissionMap(
        width=whole_number("the map's width", data.get("width", DEFAULT_SIZE), minimum=1),
        height=whole_number("the map's height", data.get("height", DEFAULT_SIZE), minimum=1),
        walls=frozenset(wall_set),
        blocking=frozenset(_squares("blocking", data)),
        objectives=frozenset(_squares("objectives", data)),
        items=frozenset(_squares("items", data)),
        exits=frozenset(_squares("exits", data)),
        hero_starts=tuple(_squares("hero_starts", data)),
        alien_starts=tuple(_squares("alien_starts", data)),
        blips=tuple(blips),
        name=text("the map's name", name),
    )


_KEYS = (
    "name",
    "width",
    "height",
    "walls",
    "blocking",
    "objectives",
    "items",
    "exits",
    "hero_starts",
    "alien_starts",
    "blips",
)


def map_to_json(board: MissionMap) -> dict[str, Any]:
    """The map as JSON-ready data, stable order (sorted squares)."""
    if not isinstance(board, MissionMap):
        raise RulesError(f"not a Mission Map: {shown(board)}")
    return {
        "name": board.name,
        "width": board.width,
        "height": board.height,
        "walls": [[a[0], a[1], b[0], b[1]] for a, b in sorted(board.walls)],
        "blocking": [list(s) for s in sorted(board.blocking)],
        "objectives": [list(s) for s in sorted(board.objectives)],
        "items": [list(s) for s in sorted(board.items)],
        "exits": [list(s) for s in sorted(board.exits)],
        "hero_starts": [list(s) for s in board.hero_starts],
        "alien_starts": [list(s) for s in board.alien_starts],
        "blips": [{"square": list(b.square), "species": b.species} for b in board.blips],
    }
