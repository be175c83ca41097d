"""The exact geometry behind :mod:`.sight` (RULES.md R-21), in the *normalised frame*.

Every question here is asked about two squares already turned by a symmetry of the map so that
A is the square ``(0, 0)`` and B is ``(dx, dy)`` with ``dx >= dy >= 0``: the lines of sight
then rise from left to right. The obstacles of the box A ∪ B are read from a *bit map at double
resolution*: the element ``(X, Y)`` is the inside of the square ``((X - 1) / 2, (Y - 1) / 2)``
when both are odd, the open vertical edge ``x = X / 2`` when only ``X`` is even, the open
horizontal edge ``y = Y / 2`` when only ``Y`` is even, and the lattice point ``(X / 2, Y / 2)``
when both are even; its bit is ``X + Y * stride``. A set bit is a blocked square, a wall, or a
lattice point where the walls separate the lower-left sector from the upper-right one (R-21's
junction rule for a line rising to the right).

* :func:`_template` gives, per offset ``(dx, dy)``, the elements that a few fixed segments from A
  to B meet (a segment is clear when none of its bits is set: a quick *yes*) and the elements
  of each grid line's *window* (every segment from A to B crosses grid line ``x = i`` inside
  the window; when every crossing there blocks, by a wall, a separating lattice point or a
  blocked square on either side, no segment passes: a quick *no*).
* :func:`_free_line` decides the rest exactly: it searches the lines ``y = m x + c`` as convex
  polygons of the ``(m, c)`` plane, with integer homogeneous vertices (no floats).
* :func:`_octant_sight` is the same search for many squares of one octant at once: the
  polygons of lines from A are carried outwards column by column.

Nothing here is public: :mod:`.sight` checks every input and answers with these.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import gcd

__all__: list[str] = []

#: A point of the map or an element of the double-resolution grid, in whole units.
_Pair = tuple[int, int]
#: A point of the ``(m, c)`` plane in homogeneous integers: ``(M, C, D)`` is ``(M/D, C/D)``,
#: ``D > 0``, reduced.
_Vertex = tuple[int, int, int]
#: A closed half-plane ``a * m + b * c <= e`` of the ``(m, c)`` plane.
_Half = tuple[int, int, int]
#: A closed interval of ``y``; ``-4`` and ``dy + 5`` stand for no bound (a line from A to B
#: has ``0 <= m <= 3`` and ``y_1 >= 0``, ``y_dx <= dy + 1``: so ``-3 <= y_0`` and
#: ``y_(dx+1) <= dy + 4``).
_Gap = tuple[int, int]
#: An interval of ``y``: ``(low, low is open, high, high is open)``, unbounded as a gap.
_Piece = tuple[int, bool, int, bool]
_NO_LOW, _NO_HIGH = -4, 5

#: The fixed segments tried first, in tenths of a square from the lower-left corners of A and B:
#: centre to centre, two parallel shifts, two crossing diagonals and the facing corners.
_TENTHS = 10
_SAMPLES: tuple[tuple[_Pair, _Pair], ...] = (
    ((5, 5), (5, 5)),
    ((9, 1), (9, 1)),
    ((1, 9), (1, 9)),
    ((9, 1), (1, 9)),
    ((1, 9), (9, 1)),
    ((9, 9), (1, 1)),
)


#: A fixed segment: its bit mask, its end points (in tenths, from the box corner) and the
#: squares whose inside it meets (from the box corner, without A and B).
_Sample = tuple[int, _Pair, _Pair, tuple[_Pair, ...]]


@dataclass(frozen=True)
class _Template:
    """What the quick answers of one offset need first (made once per offset and stride)."""

    #: The centre segment (the first of :func:`_samples`).
    centre: _Sample
    #: The centre segment's elements, from A to B (what :meth:`.Sight.blocking` reports).
    elements: tuple[_Pair, ...]
    #: Per grid line crossed, the bit mask of its window: the grid lines next to A or B
    #: first (where the walls of their rooms are), then inwards.
    windows: tuple[int, ...]


def _floor(num: int, den: int) -> int:
    return num // den


def _ceil(num: int, den: int) -> int:
    return -((-num) // den)


def _segment_elements(p: _Pair, q: _Pair, dx: int, dy: int, unit: int) -> Iterator[_Pair]:
    """The elements the open segment ``p``-``q`` meets, from A to B, without A and B.

    ``p`` lies inside A and ``q`` inside B, in units of ``1 / unit``; the segment rises
    (``q`` is not lower than ``p``) and ``dx >= 1``."""
    px, py = p
    qx, qy = q
    run, rise = qx - px, qy - py
    den = run * unit  # y at grid line x = i is ((py * run + (i * unit - px) * rise) / den)
    lo_num, lo_den = py, unit
    for k in range(dx + 1):
        if k < dx:
            hi_num, hi_den = py * run + ((k + 1) * unit - px) * rise, den
        else:
            hi_num, hi_den = qy, unit
        first = _floor(lo_num, lo_den)
        last = first if rise == 0 else _ceil(hi_num, hi_den) - 1
        for j in range(first, last + 1):
            if j > first:
                yield 2 * k + 1, 2 * j  # a horizontal edge crossed inside the column
            if (k, j) != (0, 0) and (k, j) != (dx, dy):
                yield 2 * k + 1, 2 * j + 1
        if k < dx:
            row, rest = divmod(hi_num, hi_den)
            yield (2 * k + 2, 2 * row) if rest == 0 else (2 * k + 2, 2 * row + 1)
        lo_num, lo_den = hi_num, hi_den


def _windows(dx: int, dy: int, stride: int) -> tuple[int, ...]:
    """Per grid line between A and B, the mask of the elements a segment from A to B may
    cross it at, nearest to A or B first. At ``x = i`` the segments cross inside ``(dy (i - 1)
    / dx, 1 + dy i / dx)`` (the convex hull of A ∪ B): the edges of the rows ``low`` to
    ``high`` and the lattice points between them, one run of elements ``2 low + 1`` to ``2 high
    + 1`` up the grid line; at ``y = j`` inside ``(dx (j - 1) / dy, 1 + dx j / dy)``, along it."""
    found = []
    step = (1 << stride) - 1
    for i in range(1, dx + 1):
        low, high = (dy * (i - 1)) // dx, _ceil(dy * i, dx)
        run = ((1 << ((2 * (high - low) + 1) * stride)) - 1) // step  # every stride-th bit
        found.append((min(i - 1, dx - i), run << (2 * i + (2 * low + 1) * stride)))
    for j in range(1, dy + 1):
        low, high = (dx * (j - 1)) // dy, _ceil(dx * j, dy)
        run = (1 << (2 * (high - low) + 1)) - 1
        found.append((min(j - 1, dy - j), run << (2 * low + 1 + 2 * j * stride)))
    found.sort(key=lambda pair: pair[0])
    return tuple(mask for _, mask in found)


def _build_sample(index: int, dx: int, dy: int, stride: int) -> tuple[_Sample, tuple[_Pair, ...]]:
    (ax, ay), (bx, by) = _SAMPLES[index]
    p, q = (ax, ay), (dx * _TENTHS + bx, dy * _TENTHS + by)
    elements = tuple(_segment_elements(p, q, dx, dy, _TENTHS))
    bits = 0
    for x, y in elements:
        bits |= 1 << (x + y * stride)
    squares = tuple(((x - 1) // 2, (y - 1) // 2) for x, y in elements if x % 2 and y % 2)
    return (bits, p, q, squares), elements


@lru_cache(maxsize=16384)
def _template(dx: int, dy: int, stride: int) -> _Template:
    """The quick answers' masks for the offset ``(dx, dy)`` (``dx >= dy >= 0``, ``dx >= 1``)."""
    centre, elements = _build_sample(0, dx, dy, stride)
    return _Template(centre, elements, _windows(dx, dy, stride) if dy else ())


@lru_cache(maxsize=16384)
def _samples(dx: int, dy: int, stride: int) -> tuple[_Sample, ...]:
    """Every fixed segment of the offset, the centre first (``dy >= 1``: they all rise)."""
    others = (_build_sample(index, dx, dy, stride)[0] for index in range(1, len(_SAMPLES)))
    return (_template(dx, dy, stride).centre, *others)


@lru_cache(maxsize=16384)
def _reach(dx: int, dy: int) -> tuple[int, ...]:
    """Per column ``X`` of the box, the rows from ``2 floor(low) + 1`` to ``2 ceil(high) - 1``
    where ``(low, high)`` is the hull's span of ``y`` there: at grid line ``x = i``
    ``(dy (i - 1) / dx, 1 + dy i / dx)``, in column ``k`` from the span at ``k`` to the span
    at ``k + 1`` (within the box)."""
    found = [0]
    for x in range(1, 2 * dx + 2):
        k, odd = divmod(x, 2)
        low = max(0, dy * (k - 1) // dx)
        high = min(dy + 1, _ceil(dx + dy * (k + odd), dx))
        found.append(((1 << (2 * high)) - 1) & ~((1 << (2 * low + 1)) - 1))
    return (*found, 0)


# --------------------------------------------------------------------------------------------
# The exact search: lines y = m x + c as convex polygons of the (m, c) plane


def _reduced(m: int, c: int, d: int) -> _Vertex:
    g = gcd(gcd(m, c), d)
    return (m // g, c // g, d // g) if g > 1 else (m, c, d)


def _cut(poly: list[_Vertex], half: _Half) -> tuple[list[_Vertex], bool]:
    """``poly`` cut to the closed half-plane ``half``, and whether its line touches the cut
    polygon (Sutherland-Hodgman on a convex polygon, which may be a segment or a point)."""
    a, b, e = half
    values = [a * m + b * c - e * d for m, c, d in poly]
    if max(values) <= 0:
        return poly, 0 in values
    if min(values) > 0:
        return [], False
    out: list[_Vertex] = []
    prev, f_prev = poly[-1], values[-1]
    for cur, f_cur in zip(poly, values, strict=True):
        if (f_cur <= 0) != (f_prev <= 0):
            if f_prev > 0:
                s, t, u, v = f_prev, cur, -f_cur, prev
            else:
                s, t, u, v = f_cur, prev, -f_prev, cur
            point = _reduced(
                s * t[0] + u * v[0], s * t[1] + u * v[1], s * t[2] + u * v[2]
            )  # on the segment prev-cur, where the line is crossed
            if not out or out[-1] != point:
                out.append(point)
        if f_cur <= 0 and (not out or out[-1] != cur):
            out.append(cur)
        prev, f_prev = cur, f_cur
    while len(out) > 1 and out[0] == out[-1]:
        out.pop()
    return out, True


def _set_bits(value: int) -> Iterator[int]:
    """The positions of the set bits of ``value``, lowest first."""
    while value:
        low = value & -value
        yield low.bit_length() - 1
        value ^= low


class _Search:
    """The lines from A's inside to B's inside that R-21 lets through, searched exactly.

    A line rising to the right crosses grid line ``x = i`` (``1 <= i <= dx``) at ``y_i = i m
    + c``; it must cross there where no vertical wall is (a *piece* of the grid line, open at a
    lattice point whose walls separate its sectors), and in column ``k`` its ``y`` range
    ``(y_k, y_{k+1})`` must lie in one *gap* between the column's blocked squares and
    horizontal walls. Choosing a gap per column and a piece per grid line makes every
    condition linear: the search keeps the lines of one choice as a convex polygon and only
    goes on while it is not empty. Strict conditions (R-21's open insides, an excluded
    lattice point) are kept beside the closed polygon: the choice has a line when the polygon
    is not empty and lies on none of their lines (then its relative interior passes).

    ``columns[X]`` holds the box's double-resolution column ``X``: bit ``Y`` is the element
    ``(X, Y)``; only the bits ``1 .. 2 dy + 1`` (inside the box) are read."""

    __slots__ = ("_gaps", "_inner", "_pieces", "columns", "dx", "dy", "reach")

    def __init__(self, dx: int, dy: int, columns: list[int]) -> None:
        self.dx, self.dy, self.columns, self.reach = dx, dy, columns, _reach(dx, dy)
        self._inner = (1 << (2 * self.dy + 2)) - 2
        self._gaps: dict[int, list[_Gap]] = {}
        self._pieces: dict[int, list[_Piece]] = {}

    def gaps(self, k: int) -> list[_Gap]:
        """Column ``k``'s gaps, bottom up (A and B are never in the columns' bits)."""
        found = self._gaps.get(k)
        if found is None:
            found = []
            low = _NO_LOW
            for position in _set_bits(self.columns[2 * k + 1] & self._inner):
                j, odd = divmod(position, 2)
                found.append((low, j))  # below a wall on y = j, or below the square of row j
                low = j + 1 if odd else j
            found.append((low, self.dy + _NO_HIGH))
            self._gaps[k] = found
        return found

    def pieces(self, i: int) -> list[_Piece]:
        """Grid line ``x = i`` without its walls and its separating lattice points."""
        found = self._pieces.get(i)
        if found is None:
            found = []
            low, low_open = _NO_LOW, False
            for position in _set_bits(self.columns[2 * i] & self._inner):
                j, odd = divmod(position, 2)
                if odd:  # a wall from y = j to j + 1
                    if not (low == j and low_open):
                        found.append((low, low_open, j, False))
                    low, low_open = j + 1, False
                else:  # a lattice point at y = j that parts its sectors
                    if low != j:
                        found.append((low, low_open, j, True))
                    low, low_open = j, True
            found.append((low, low_open, self.dy + _NO_HIGH, False))
            self._pieces[i] = found
        return found

    def run(self) -> tuple[Fraction, Fraction] | None:
        """A free line ``(m, c)`` (inside its choice's polygon), or ``None``: no line."""
        poly, strict = _start(self.dx, self.dy)
        # Only the columns and grid lines with something within reach take part: a column
        # (odd: 2k + 1) for its gap, a grid line (even: 2i) for its piece.
        reach, columns = self.reach, self.columns
        steps = [x for x in range(1, 2 * self.dx + 2) if columns[x] & reach[x]]
        found = self._solve(poly, strict, steps)
        if found is None:
            return None
        n = len(found)
        m = sum((Fraction(v[0], v[2]) for v in found), Fraction(0)) / n
        c = sum((Fraction(v[1], v[2]) for v in found), Fraction(0)) / n
        return m, c

    def _options(self, step: int, poly: list[_Vertex]) -> list[list[tuple[_Half, bool]]]:
        """The choices of ``step`` that may meet ``poly``, each as its cuts ``(half, open)``;
        a choice needs no cut where ``poly``'s ``y`` range (widened to whole numbers) is in."""
        k, odd = divmod(step, 2)
        first = True
        low = high = 0
        for m, c, d in poly:
            y = k * m + c
            below = y // d
            above = -((-y - m) // d) if odd else -((-y) // d)  # y_(k+1) for a column
            if first:
                low, high, first = below, above, False
            else:
                low = below if below < low else low
                high = above if above > high else high
        found: list[list[tuple[_Half, bool]]] = []
        if odd:  # column k: (y_k, y_(k+1)) within one of its gaps
            gaps = self.gaps(k)
            if k == 0:
                gaps = gaps[:1]  # the gap of A itself
            elif k == self.dx:
                gaps = gaps[-1:]  # the gap of B itself
            for g_low, g_high in gaps:
                if g_low <= high and g_high >= low:
                    cuts = []
                    if g_low > low:
                        cuts.append(((-k, -1, -g_low), False))
                    if g_high < high:
                        cuts.append(((k + 1, 1, g_high), False))
                    found.append(cuts)
            return found
        for p_low, low_open, p_high, high_open in self.pieces(k):
            if p_low <= high and p_high >= low:
                cuts = []
                if p_low > low or (low_open and p_low == low):
                    cuts.append(((-k, -1, -p_low), low_open))
                if p_high < high or (high_open and p_high == high):
                    cuts.append(((k, 1, p_high), high_open))
                found.append(cuts)
        return found

    def _solve(
        self, poly: list[_Vertex], strict: list[_Half], steps: list[int]
    ) -> list[_Vertex] | None:
        """A polygon of free lines within ``poly`` that every step lets through, or ``None``.

        At the start every step's choices are counted: a step with none ends the search, a
        step with one is cut at once, and the others branch in the order of their number of
        choices (fewest first)."""
        while True:
            forced: list[list[tuple[_Half, bool]]] = []
            counted: list[tuple[int, int]] = []
            for step in steps:
                options = self._options(step, poly)
                if not options:
                    return None
                if len(options) > 1:
                    counted.append((len(options), step))
                elif options[0]:
                    forced.append(options[0])
            for cuts in forced:
                cut = _apply(poly, strict, cuts)
                if cut is None:
                    return None
                poly, strict = cut
            steps = [step for _, step in sorted(counted)]
            if not forced:
                return self._branch(poly, strict, steps, 0)

    def _branch(
        self, poly: list[_Vertex], strict: list[_Half], steps: list[int], index: int
    ) -> list[_Vertex] | None:
        if index == len(steps):
            return poly if _passes(poly, strict) else None
        for cuts in self._options(steps[index], poly):
            cut = _apply(poly, strict, cuts)
            if cut is not None:
                found = self._branch(cut[0], cut[1], steps, index + 1)
                if found is not None:
                    return found
        return None


@lru_cache(maxsize=16384)
def _start(dx: int, dy: int) -> tuple[list[_Vertex], list[_Half]]:
    """The lines that meet A's and B's insides: a bounding box of the (m, c) plane cut by
    m > 0, y_1 > 0, y_0 < 1, y_dx < dy + 1 and y_(dx+1) > dy (all strict; the box holds every
    such line when dx >= 2: m < (dy + 1) / (dx - 1) <= 3 and -m < c < 1)."""
    poly: list[_Vertex] = [(0, -4, 1), (4, -4, 1), (4, 1, 1), (0, 1, 1)]
    strict = [(-1, 0, 0), (-1, -1, 0), (0, 1, 1), (dx, 1, dy + 1), (-dx - 1, -1, -dy)]
    for half in strict:
        poly, _ = _cut(poly, half)
    return poly, strict


def _apply(
    poly: list[_Vertex], strict: list[_Half], cuts: list[tuple[_Half, bool]]
) -> tuple[list[_Vertex], list[_Half]] | None:
    """``poly`` cut by ``cuts`` and ``strict`` with the open cuts that touch it; ``None`` when
    no line is left. Whether a polygon lies on a strict line is asked here only of a point or
    a segment, and of every polygon at the end: a polygon on such a line stays on it while it
    shrinks."""
    added = strict
    for half, is_open in cuts:
        poly, touches = _cut(poly, half)
        if not poly:
            return None
        if is_open and touches:
            added = [*added, half]
    if len(poly) <= 2 and not _passes(poly, added):
        return None
    return poly, added


def _passes(poly: list[_Vertex], strict: list[_Half]) -> bool:
    """Whether the relative interior of ``poly`` keeps to the strict conditions: ``poly`` lies
    on none of their lines."""
    for a, b, e in strict:
        for m, c, d in poly:
            if a * m + b * c != e * d:
                break
        else:
            return False
    return True


def _free_line(dx: int, dy: int, columns: list[int]) -> tuple[Fraction, Fraction] | None:
    """A line ``y = m x + c`` from A's inside to B's inside that R-21 lets through, or ``None``
    (``dx >= 2``, ``1 <= dy <= dx``; ``columns`` as :class:`_Search` says, from the box's
    corner, without A's and B's bits)."""
    return _Search(dx, dy, columns).run()


def _octant_sight(columns: list[int], top: int, wanted: dict[int, list[int]]) -> set[_Pair]:
    """Which of the squares ``(k, j)`` of ``wanted`` (``k >= 2``, ``1 <= j <= k``; rows ``j``
    per column ``k``) A sees, all at once: the exact search of :func:`_free_line` made once for
    the octant. The lines from A rising to the right (``0 < m <= 3``, all that reach such a
    square) are carried column by column as polygons, each cut by the grid line's piece and
    the column's gap it passes; a square of column ``k`` is seen when a polygon that reached
    its grid line has a line that stays above the column's obstacles below the square and
    meets its inside. ``columns`` as :class:`_Search` says, from A's corner, without A's bit;
    ``top`` is the number of rows from A's row to the map's top. (The gaps' open bound,
    ``top + 4``, cuts only lines above the map, which no later square is seen by.)"""
    farthest = max(wanted)
    # no column is B's: dx lies past the farthest one
    search = _Search(farthest + 1, top - 1, columns)
    poly: list[_Vertex] = [(0, -4, 1), (3, -4, 1), (3, 1, 1), (0, 1, 1)]
    strict = [(-1, 0, 0), (-1, -1, 0), (0, 1, 1)]  # m > 0, y_1 > 0, y_0 < 1
    for half in strict:
        poly, _ = _cut(poly, half)
    live = _spread(search, [(poly, strict)], 1)
    seen: set[_Pair] = set()
    highest = [0] * (farthest + 2)  # the highest row wanted in column k or further on
    for k in range(farthest, 0, -1):
        highest[k] = max(highest[k + 1], *wanted.get(k, (0,)))
    for k in range(1, farthest + 1):
        # lines rise: a polygon above every row still wanted is done
        live = [
            (poly, strict)
            for poly, strict in _spread(search, live, 2 * k)
            if min(_floor(k * m + c, d) for m, c, d in poly) <= highest[k]
        ]
        rows = wanted.get(k)
        if rows:
            for poly, strict in live:
                low = min(_floor(k * m + c, d) for m, c, d in poly)
                high = max(_ceil((k + 1) * m + c, d) for m, c, d in poly)
                for j in rows:
                    if (
                        low - 1 <= j <= high
                        and (k, j) not in seen
                        and _meets(poly, strict, columns[2 * k + 1], k, j)
                    ):
                        seen.add((k, j))
        if k < farthest:
            live = _spread(search, live, 2 * k + 1)
        if not live:
            break
    return seen


def _spread(
    search: _Search, live: list[tuple[list[_Vertex], list[_Half]]], step: int
) -> list[tuple[list[_Vertex], list[_Half]]]:
    """The polygons of ``live`` cut by each choice of ``step`` (the first, A's own gap, in
    column 0)."""
    found = []
    for poly, strict in live:
        options = search._options(step, poly)
        for cuts in options[:1] if step == 1 else options:
            cut = _apply(poly, strict, cuts)
            if cut is not None:
                found.append(cut)
    return found


def _meets(poly: list[_Vertex], strict: list[_Half], column: int, k: int, j: int) -> bool:
    """Whether a line of ``poly`` passes above the obstacles of column ``k`` below row ``j``
    (``column``'s bits) and meets the inside of the square ``(k, j)``."""
    cuts = [((k, 1, j + 1), True), ((-k - 1, -1, -j), True)]  # y_k < j + 1, y_(k+1) > j
    below = column & ((1 << (2 * j + 1)) - 2)
    low = -4  # no bound (lines from A have y_k > 0)
    if below:
        position = below.bit_length() - 1  # the highest: a wall on y = p / 2, or a square
        low = (position + 1) // 2
        cuts.append(((-k, -1, -low), False))
    for m, c, d in poly:
        y = k * m + c
        if low * d < y < (j + 1) * d and y + m > j * d:
            # a corner of the polygon keeps to all three strictly: so do the lines of the
            # polygon near it, if the polygon has lines at all
            return _passes(poly, strict)
    cut = _apply(poly, strict, cuts)
    return cut is not None and _passes(*cut)


def _chord_middle(m: Fraction, c: Fraction, x0: int, y0: int) -> tuple[Fraction, Fraction]:
    """The middle of the part of the line ``y = m x + c`` (``m > 0``) inside the square with
    lower-left corner ``(x0, y0)`` (the line crosses its inside)."""
    enter = max(Fraction(x0), (y0 - c) / m)
    leave = min(Fraction(x0 + 1), (y0 + 1 - c) / m)
    x = (enter + leave) / 2
    return x, m * x + c
