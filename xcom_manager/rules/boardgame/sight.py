"""Line of Sight on the board game's Mission Map, exactly (RULES.md R-21, ``grid.los =
"any_point"``).

R-21: LoS exists between two squares when a straight line can be drawn from some point of one
square to some point of the other that crosses no wall and passes through the inside of no
square holding an obstacle, another model or a Blip; a line that only touches a wall's end or a
blocking square's corner is not blocked; A sees B exactly when B sees A. As sharpened on
2026-12-02, walls that meet at a lattice point act as one wall: a line through that point is
blocked when walls leave it on both sides of the line (a straight run, a T or a + junction, the
inside of an L corner), and only touches them when every wall leaving it lies on one side.

The ruling this module implements, precisely:

* A square ``(x, y)`` (column, row; ``0 <= x < width``, ``0 <= y < height``) is the unit square
  ``[x, x + 1] × [y, y + 1]``.
* A wall lies on the edge between two orthogonally adjacent squares (R-13's orthogonal
  neighbours), given as the pair of them, the smaller first: ``((2, 3), (3, 3))`` is the
  vertical unit edge ``x = 3``, ``3 <= y <= 4``.
* ``blocked`` holds the squares whose inside blocks sight (obstacles, models, Blips). The two
  end squares of a question never block, even when they are in it (a model does not hide
  itself, nor the model it looks at).
* A sees B (A != B) when there are points p in the *open* inside of A and q in the open inside
  of B such that the segment pq (1) meets the open inside of no blocked square, (2) meets no
  wall's open unit edge, and (3) passes through no lattice point whose walls separate the side
  the segment comes from from the side it goes to: going straight through the junction of two
  collinear walls, or through a T or + junction between separated sectors, is crossing;
  passing a wall's free end or the outside of an L corner is only touching. The open ends are
  what make a wall between two neighbours block (a segment along the grid line would slip past
  it). Touching a blocked square's corner does not block: two blocked squares meeting at a
  corner leave the lines through that very point open. A square always sees itself.

The answer is exact: no sampling and no floats. Each question is first turned by a symmetry of
the map (reflections, swapped axes) so that B lies up and to the right of A with ``dx >= dy``;
only the open box of A ∪ B matters then. Neighbours (``dx == 1``) and squares in one row are
decided by the centre segment alone; otherwise a few fixed segments answer *yes* quickly, a
grid line whose whole window blocks answers *no*, and the rest is the exact search of
:mod:`.sight_lines` over the lines ``y = m x + c`` (polygons of the ``(m, c)`` plane with
integer vertices). :meth:`Sight.visible_from` asks the far squares first (a clear segment
shows every square it passes through) and searches what is left per octant in one sweep.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from xcom_manager.rules.boardgame.sight_lines import (
    _chord_middle,
    _free_line,
    _octant_sight,
    _Sample,
    _samples,
    _template,
)
from xcom_manager.rules.errors import RulesError, shown, whole_number

__all__ = ["MAX_SIDE", "Point", "Sight", "Square", "Wall"]

#: A square of the Mission Map: ``(column, row)``.
Square = tuple[int, int]
#: A wall: the two orthogonally adjacent squares it separates, the smaller first.
Wall = tuple[Square, Square]
#: A point of the map, exactly: ``(x, y)`` in squares.
Point = tuple[Fraction, Fraction]

#: The longest side of a Mission Map, in squares (the board game's maps are tiles of 5 × 5).
MAX_SIDE = 64

#: A symmetry of the map: (reflect x, reflect y, swap the axes), applied in that order.
_Turn = tuple[bool, bool, bool]
#: A judgement in a frame: the index of a clear fixed segment, a free line ``(m, c)`` found by
#: the exact search, or ``None`` (no sight).
_Judgement = int | tuple[Fraction, Fraction] | None
_TURNS: tuple[_Turn, ...] = tuple(
    (flip_x, flip_y, swap)
    for flip_x in (False, True)
    for flip_y in (False, True)
    for swap in (False, True)
)


# --------------------------------------------------------------------------------------------
# Input


def _members(name: str, value: object, kind: str) -> list[object]:
    if isinstance(value, str | bytes | bytearray | Mapping) or not isinstance(value, Iterable):
        raise RulesError(f"{name} must be a collection of {kind}, not {shown(value)}")
    return list(value)


def _pair(value: object) -> tuple[object, object] | None:
    if isinstance(value, tuple | list) and len(value) == 2:
        return value[0], value[1]
    return None


def _square(name: str, value: object, width: int, height: int) -> Square:
    if type(value) is tuple and len(value) == 2:  # the common case, checked without words
        x, y = value
        if type(x) is int and type(y) is int and 0 <= x < width and 0 <= y < height:
            return value
    pair = _pair(value)
    if pair is None:
        raise RulesError(f"{name} must be a square (column, row), not {shown(value)}")
    x = whole_number(f"{name}'s column", pair[0])
    y = whole_number(f"{name}'s row", pair[1])
    if not (0 <= x < width and 0 <= y < height):
        raise RulesError(
            f"{name} {shown((x, y))} is off the map: its columns are 0 to {width - 1} "
            f"and its rows 0 to {height - 1}"
        )
    return x, y


def _wall(value: object, width: int, height: int) -> Wall:
    pair = _pair(value)
    if pair is None:
        raise RulesError(f"a wall must be a pair of squares, not {shown(value)}")
    name = f"wall {shown(value)}: its square"
    one = _square(name, pair[0], width, height)
    other = _square(name, pair[1], width, height)
    if abs(one[0] - other[0]) + abs(one[1] - other[1]) != 1:
        raise RulesError(
            f"wall {shown(value)} must lie between two orthogonally adjacent squares (R-13)"
        )
    return (one, other) if one < other else (other, one)


# --------------------------------------------------------------------------------------------
# The map as bits, per symmetry


@dataclass(frozen=True)
class _Frame:
    """The map turned by one symmetry, at double resolution (see :mod:`.sight_lines`)."""

    turn: _Turn
    width: int  # the turned map's width and height
    height: int
    stride: int
    squares: int  # the blocked squares' insides
    barriers: int  # walls and separating lattice points
    columns: tuple[int, ...]  # squares and barriers by double-resolution column: bit Y of X

    def masks(self, spared: int) -> tuple[int, int]:
        """The blocking elements, and the grid lines' crossings that block (a wall, a
        separating lattice point, or a blocked square on either side: the *halo*), with the
        squares of ``spared`` (bits) not blocking."""
        squares = self.squares & ~spared if spared else self.squares
        s = self.stride
        near = (squares << 1 | squares >> 1 | squares << s | squares >> s) | (
            squares << (s + 1) | squares >> (s + 1)
        )
        return squares | self.barriers, self.barriers | near


def _turned(turn: _Turn, width: int, height: int, x: int, y: int, double: bool) -> tuple[int, int]:
    """``(x, y)`` turned: a square, or (``double``) a double-resolution element."""
    flip_x, flip_y, swap = turn
    if flip_x:
        x = 2 * width - x if double else width - 1 - x
    if flip_y:
        y = 2 * height - y if double else height - 1 - y
    return (y, x) if swap else (x, y)


def _turn_of(a: Square, b: Square) -> _Turn:
    flip_x, flip_y = b[0] < a[0], b[1] < a[1]
    return flip_x, flip_y, abs(b[1] - a[1]) > abs(b[0] - a[0])


# --------------------------------------------------------------------------------------------
# Sight


@dataclass(frozen=True)
class Sight:
    """The Line of Sight of one Mission Map (R-21): ``width`` × ``height`` squares, its
    ``walls`` and its ``blocked`` squares (obstacles, models, Blips).

    Any collection of walls and squares is taken, and kept as frozen sets (each wall with its
    smaller square first); a malformed one is a :class:`RulesError` naming it."""

    width: int
    height: int
    walls: frozenset[Wall] | Iterable[Wall] = frozenset()
    blocked: frozenset[Square] | Iterable[Square] = frozenset()
    _walls: frozenset[Wall] = field(init=False, repr=False, compare=False, default=frozenset())
    _blocked: frozenset[Square] = field(init=False, repr=False, compare=False, default=frozenset())
    _frames: dict[_Turn, _Frame] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )
    _cache: dict[str, tuple[list[tuple[int, int]], ...]] = field(
        init=False, repr=False, compare=False, default_factory=dict
    )

    def __post_init__(self) -> None:
        width = whole_number("a map's width", self.width, minimum=1, maximum=MAX_SIDE)
        height = whole_number("a map's height", self.height, minimum=1, maximum=MAX_SIDE)
        walls = frozenset(_wall(w, width, height) for w in _members("walls", self.walls, "walls"))
        blocked = frozenset(
            _square("a blocked square", s, width, height)
            for s in _members("blocked", self.blocked, "squares")
        )
        for name, value in (("walls", walls), ("blocked", blocked)):
            object.__setattr__(self, name, value)
            object.__setattr__(self, f"_{name}", value)

    # ----------------------------------------------------------------------------------------
    # Questions

    def sees(self, a: Square, b: Square) -> bool:
        """R-21: whether a line of sight joins ``a`` and ``b`` (symmetric; a square sees
        itself)."""
        a, b = self._square("a", a), self._square("b", b)
        return a == b or self._judged(a, b)[0] is not None

    def visible_from(self, a: Square) -> frozenset[Square]:
        """R-21: every square of the map that ``a`` sees (``a`` itself among them)."""
        return self._visible(self._square("a", a))

    def visibility_map(self, sources: Iterable[Square]) -> dict[Square, frozenset[Square]]:
        """R-21: per square of ``sources``, every square it sees. A model on a source square
        does not hide what it looks at: the end squares of a line never block."""
        squares = [self._square("a source", s) for s in _members("sources", sources, "squares")]
        return {s: self._visible(s) for s in dict.fromkeys(squares)}

    def witness(self, a: Square, b: Square) -> tuple[Point, Point] | None:
        """R-21: a segment that proves ``a`` sees ``b``, its ends strictly inside ``a`` and
        ``b`` (exact), or ``None`` when ``a`` does not see ``b``. It may pass through a
        lattice point when only such lines are free (a corner R-21 lets through)."""
        a, b = self._square("a", a), self._square("b", b)
        if a == b:
            middle = (Fraction(2 * a[0] + 1, 2), Fraction(2 * a[1] + 1, 2))
            return middle, middle
        judgement, frame, start, dx, dy = self._judged(a, b)
        found = _witness(judgement, dx, dy, frame.stride)
        return None if found is None else self._unturned(frame, start, found)

    def blocking(self, a: Square, b: Square) -> tuple[tuple[Wall, ...], tuple[Square, ...]]:
        """What the centre-to-centre segment from ``a`` to ``b`` runs into, in its order: the
        walls it crosses (with the walls of a junction it passes through that separate its
        sides, R-21) and the blocked squares whose inside it meets. Empty when that segment is
        clear; R-21's sight may pass elsewhere when it is not (see :meth:`sees`)."""
        a, b = self._square("a", a), self._square("b", b)
        if a == b:
            return (), ()
        turn = _turn_of(a, b)
        frame = self._frame(turn)
        (ax, ay), (bx, by) = (_turned(turn, self.width, self.height, *s, False) for s in (a, b))
        cells, _ = frame.masks(self._spared(frame, (a, b)))
        base = 2 * ax + 2 * ay * frame.stride
        walls: list[Wall] = []
        squares: list[Square] = []
        for x, y in _template(bx - ax, by - ay, frame.stride).elements:
            if (cells >> (base + x + y * frame.stride)) & 1:
                self._name(frame, 2 * ax + x, 2 * ay + y, walls, squares)
        return tuple(dict.fromkeys(walls)), tuple(squares)

    # ----------------------------------------------------------------------------------------
    # Answers

    def _square(self, name: str, value: object) -> Square:
        return _square(name, value, self.width, self.height)

    def _frame(self, turn: _Turn) -> _Frame:
        frame = self._frames.get(turn)
        if frame is None:
            frame = self._frames[turn] = self._make_frame(turn)
        return frame

    def _make_frame(self, turn: _Turn) -> _Frame:
        flip_x, flip_y, swap = turn
        width, height = (self.height, self.width) if swap else (self.width, self.height)
        stride = 2 * width + 1
        x_end, y_end = 2 * self.width, 2 * self.height
        columns = [0] * stride
        found = [0, 0]
        # The frame's lines rise to the right: a lattice point separates them when its walls
        # part the turned lower-left sector from the upper-right one.
        squares, rising, falling = self._elements()
        lists = (squares, rising if flip_x == flip_y else falling)
        for index, elements in enumerate(lists):
            bits = 0
            for x, y in elements:
                if flip_x:
                    x = x_end - x
                if flip_y:
                    y = y_end - y
                if swap:
                    x, y = y, x
                bits |= 1 << (x + y * stride)
                columns[x] |= 1 << y
            found[index] = bits
        return _Frame(turn, width, height, stride, found[0], found[1], tuple(columns))

    def _elements(self) -> tuple[list[tuple[int, int]], ...]:
        """The double-resolution elements of the map: the blocked squares' insides, and the
        walls with the lattice points that part lines rising, or falling, to the right."""
        cached = self._cache.get("elements")
        if cached is None:
            squares = [(2 * x + 1, 2 * y + 1) for x, y in self._blocked]
            # a wall is the edge between its two squares
            walls = [(x1 + x2 + 1, y1 + y2 + 1) for (x1, y1), (x2, y2) in self._walls]
            points = self._wall_points()
            rising = walls + [(2 * x, 2 * y) for x, y in points if self._separates(x, y, True)]
            falling = walls + [(2 * x, 2 * y) for x, y in points if self._separates(x, y, False)]
            cached = self._cache["elements"] = (squares, rising, falling)
        return cached

    def _wall_points(self) -> set[tuple[int, int]]:
        points: set[tuple[int, int]] = set()
        for (x1, y1), (x2, y2) in self._walls:
            if x1 == x2:  # a horizontal edge y = y2 from x1 to x1 + 1
                points.update(((x1, y2), (x1 + 1, y2)))
            else:  # a vertical edge x = x2 from y1 to y1 + 1
                points.update(((x2, y1), (x2, y1 + 1)))
        return points

    def _separates(self, x: int, y: int, rising: bool) -> bool:
        """R-21's junction rule at the lattice point ``(x, y)`` for a line rising to the right
        (``rising``: from the lower-left sector to the upper-right one) or falling."""
        walls = self._walls
        north = ((x - 1, y), (x, y)) in walls
        south = ((x - 1, y - 1), (x, y - 1)) in walls
        east = ((x, y - 1), (x, y)) in walls
        west = ((x - 1, y - 1), (x - 1, y)) in walls
        if rising:  # around by the lower right (south, east) or by the upper left (west, north)
            return (south or east) and (west or north)
        return (north or east) and (west or south)

    def _spared(self, frame: _Frame, ends: Iterable[Square]) -> int:
        """The bits of the end squares that are blocked (they never block their own line)."""
        spared = 0
        for square in ends:
            if square in self._blocked:
                x, y = _turned(frame.turn, self.width, self.height, *square, False)
                spared |= 1 << (2 * x + 1 + (2 * y + 1) * frame.stride)
        return spared

    def _judged(self, a: Square, b: Square) -> tuple[_Judgement, _Frame, Square, int, int]:
        """R-21 between ``a`` and ``b`` (``a != b``) in their frame: the judgement, the frame,
        ``a`` turned and B's offset ``(dx, dy)`` from it."""
        turn = _turn_of(a, b)
        frame = self._frame(turn)
        cells, halo = frame.masks(self._spared(frame, (a, b)))
        start = _turned(turn, self.width, self.height, *a, False)
        dx, dy = abs(b[0] - a[0]), abs(b[1] - a[1])
        dx, dy = max(dx, dy), min(dx, dy)
        return _judge(frame, start, dx, dy, cells, halo), frame, start, dx, dy

    def _visible(self, a: Square) -> frozenset[Square]:
        """Every square ``a`` sees, octant by octant. The far squares are asked first: a
        clear fixed segment also shows every square whose inside it meets (its part up to
        there is clear too, and such a square holds nothing that blocks). What the quick
        answers leave open is searched exactly per octant, all at once
        (:func:`.sight_lines._octant_sight`)."""
        seen = {a}
        ax, ay = a
        blocked = self._blocked
        for turn, targets in self._octants(a):
            frame = self._frame(turn)
            stride = frame.stride
            start = _turned(turn, self.width, self.height, ax, ay, False)
            cells, halo = frame.masks(self._spared(frame, (a,)))
            sx, sy, swap = (-1 if turn[0] else 1), (-1 if turn[1] else 1), turn[2]
            wanted: dict[int, list[int]] = {}
            for dx, dy in targets:
                b = (ax + sx * dy, ay + sy * dx) if swap else (ax + sx * dx, ay + sy * dy)
                if b in seen:
                    continue
                masks = frame.masks(self._spared(frame, (a, b))) if b in blocked else None
                judgement = _quick(frame, start, dx, dy, *(masks or (cells, halo)))
                if judgement is None:
                    continue
                if judgement == _OPEN:
                    wanted.setdefault(dx, []).append(dy)
                    continue
                seen.add(b)
                for u, v in _sample(judgement, dx, dy, stride)[3]:
                    seen.add((ax + sx * v, ay + sy * u) if swap else (ax + sx * u, ay + sy * v))
            if wanted:
                x0, y0, top = 2 * start[0], 2 * start[1], frame.height - start[1]
                rows = (1 << (2 * top + 1)) - 1
                columns = [(column >> y0) & rows for column in frame.columns[x0:]]
                columns[1] &= ~2  # A's inside never blocks
                for u, v in _octant_sight(columns, top, wanted):
                    seen.add((ax + sx * v, ay + sy * u) if swap else (ax + sx * u, ay + sy * v))
        return frozenset(seen)

    def _octants(self, a: Square) -> Iterator[tuple[_Turn, Iterator[tuple[int, int]]]]:
        """Per turn, the squares it puts up-right of ``a`` (``dx >= dy``) as offsets ``(dx,
        dy)`` in the turned map, the farthest columns first. A square on a diagonal or an
        axis belongs to one turn: the one :func:`_turn_of` gives it."""
        ax, ay = a
        for turn in _TURNS:
            flip_x, flip_y, swap = turn
            reach_x = ax if flip_x else self.width - 1 - ax
            reach_y = ay if flip_y else self.height - 1 - ay
            if swap:  # |offset y| > |offset x|: dx runs along y, dy along x
                far, near, low = reach_y, reach_x, int(flip_x)
                yield (
                    turn,
                    (
                        (u, v)
                        for u in range(far, 0, -1)
                        for v in range(min(u - 1, near), low - 1, -1)
                    ),
                )
            else:
                far, near, low = reach_x, reach_y, int(flip_y)
                yield (
                    turn,
                    ((u, v) for u in range(far, 0, -1) for v in range(min(u, near), low - 1, -1)),
                )

    def _all_squares(self) -> Iterable[Square]:
        return ((x, y) for y in range(self.height) for x in range(self.width))

    def _unturned(
        self, frame: _Frame, start: Square, found: tuple[Point, Point]
    ) -> tuple[Point, Point]:
        """The witness ``found`` (from the box corner ``start``, in the frame) on the map."""
        flip_x, flip_y, swap = frame.turn
        points = []
        for px, py in found:
            x, y = start[0] + px, start[1] + py
            if swap:
                x, y = y, x
            if flip_x:
                x = self.width - x
            if flip_y:
                y = self.height - y
            points.append((x, y))
        return points[0], points[1]

    def _name(
        self, frame: _Frame, x: int, y: int, walls: list[Wall], squares: list[Square]
    ) -> None:
        """Append what blocks at the frame's element ``(x, y)`` to ``walls`` or ``squares``."""
        flip_x, flip_y, swap = frame.turn
        if swap:
            x, y = y, x
        if flip_x:
            x = 2 * self.width - x
        if flip_y:
            y = 2 * self.height - y
        if x % 2 and y % 2:
            squares.append(((x - 1) // 2, (y - 1) // 2))
        elif y % 2:
            walls.append(((x // 2 - 1, (y - 1) // 2), (x // 2, (y - 1) // 2)))
        elif x % 2:
            walls.append((((x - 1) // 2, y // 2 - 1), ((x - 1) // 2, y // 2)))
        else:
            px, py = x // 2, y // 2
            around = (
                ((px - 1, py), (px, py)),
                ((px, py - 1), (px, py)),
                ((px - 1, py - 1), (px, py - 1)),
                ((px - 1, py - 1), (px - 1, py)),
            )
            walls.extend(w for w in around if w in self._walls)


def _sample(index: int, dx: int, dy: int, stride: int) -> _Sample:
    return _template(dx, dy, stride).centre if index == 0 else _samples(dx, dy, stride)[index]


#: What the quick answers leave to the exact search.
_OPEN = -1


def _quick(frame: _Frame, start: Square, dx: int, dy: int, cells: int, halo: int) -> int | None:
    """The quick answers between the turned squares ``start`` and ``start + (dx, dy)``
    (``dx >= dy >= 0``, ``dx >= 1``): the index of a clear fixed segment, ``None`` (no sight),
    or :data:`_OPEN`. ``cells`` and ``halo`` are the frame's masks without the end squares."""
    stride = frame.stride
    shape = _template(dx, dy, stride)
    base = 2 * start[0] + 2 * start[1] * stride
    bits = cells >> base
    if not bits & shape.centre[0]:
        return 0
    if dy == 0 or dx == 1:  # one row, or neighbours: the centre segment decides
        return None
    crossings = halo >> base
    for window in shape.windows:
        if crossings & window == window:
            return None  # every crossing of this grid line blocks
    others = _samples(dx, dy, stride)
    for index in range(1, len(others)):
        if not bits & others[index][0]:
            return index
    return _OPEN


def _judge(frame: _Frame, start: Square, dx: int, dy: int, cells: int, halo: int) -> _Judgement:
    """R-21 between the turned squares ``start`` and ``start + (dx, dy)``: the quick answers,
    then the exact search of :func:`.sight_lines._free_line`."""
    quick = _quick(frame, start, dx, dy, cells, halo)
    if quick != _OPEN:
        return quick
    x0, y0, rows = 2 * start[0], 2 * start[1], (1 << (2 * dy + 3)) - 1
    columns = [(column >> y0) & rows for column in frame.columns[x0 : x0 + 2 * dx + 3]]
    columns[1] &= ~2  # A's inside and B's never block
    columns[2 * dx + 1] &= ~(1 << (2 * dy + 1))
    return _free_line(dx, dy, columns)


def _witness(judgement: _Judgement, dx: int, dy: int, stride: int) -> tuple[Point, Point] | None:
    """The segment of a judgement, from the box corner, exactly."""
    if judgement is None:
        return None
    if isinstance(judgement, int):
        _, p, q, _ = _sample(judgement, dx, dy, stride)
        return (Fraction(p[0], 10), Fraction(p[1], 10)), (Fraction(q[0], 10), Fraction(q[1], 10))
    m, c = judgement
    return _chord_middle(m, c, 0, 0), _chord_middle(m, c, dx, dy)
