"""Line of Sight on the board game's Mission Map (RULES.md R-21, ``grid.los = "any_point"``).

Besides hand examples, two independent judges written here check :class:`Sight`:

* :func:`clear` decides R-21 for one segment, exactly (rationals), straight from the ruling;
* :func:`oracle` decides R-21 for two squares by brute force: every line through two vertices
  of the box's obstacles (and corners of the two squares), and the lines just beside it
  (turned or moved by a tiny rational), judged by :func:`clear`. The free lines form cells of
  the arrangement of those vertices' dual lines, and every cell is next to such a line.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xcom_manager.rules.boardgame.sight import MAX_SIDE, Sight, Square, Wall
from xcom_manager.rules.errors import RulesError

F = Fraction
Pt = tuple[Fraction, Fraction]

#: Examples of the heavier properties (``XCOM_SIGHT_EXAMPLES=2000`` for a long hunt).
EXAMPLES = int(os.environ.get("XCOM_SIGHT_EXAMPLES", "40"))


def wall(a: Square, b: Square) -> Wall:
    return (a, b) if a < b else (b, a)


# --------------------------------------------------------------------------------------------
# The independent judges


def _open_range(start: Fraction, step: Fraction, low: int) -> tuple[Fraction, Fraction] | None:
    """The open range of t where ``low < start + t * step < low + 1`` (``None``: all t)."""
    if step == 0:
        inside = low < start < low + 1
        return None if inside else (F(0), F(0))
    ends = sorted(((low - start) / step, (low + 1 - start) / step))
    return ends[0], ends[1]


def meets_open_square(p: Pt, q: Pt, square: Square) -> bool:
    lo, hi = F(0), F(1)  # closed [0, 1] of the segment
    strict_lo = strict_hi = False
    for start, end, low in ((p[0], q[0], square[0]), (p[1], q[1], square[1])):
        window = _open_range(start, end - start, low)
        if window is None:
            continue
        if window[0] >= lo:
            lo, strict_lo = window[0], True
        if window[1] <= hi:
            hi, strict_hi = window[1], True
    return lo < hi or (lo == hi and not (strict_lo or strict_hi))


def meets_open_edge(p: Pt, q: Pt, edge: Wall) -> bool:
    """Whether the segment meets the wall's open unit edge."""
    (x1, y1), (x2, y2) = edge
    if y1 == y2:  # squares side by side: the vertical edge x = x2, y1 < y < y1 + 1
        axis, fixed, low = 0, x2, y1
    else:  # one above the other: the horizontal edge y = y2, x1 < x < x1 + 1
        axis, fixed, low = 1, y2, x1
    other = 1 - axis
    if p[axis] == q[axis]:
        if p[axis] != fixed:
            return False
        a, b = sorted((p[other], q[other]))
        return a < low + 1 and b > low
    t = (fixed - p[axis]) / (q[axis] - p[axis])
    if not 0 <= t <= 1:
        return False
    value = p[other] + t * (q[other] - p[other])
    return low < value < low + 1


def lattice_points(p: Pt, q: Pt) -> Iterator[tuple[int, int]]:
    if p[0] == q[0]:
        return  # a vertical segment off the grid lines (its ends are inside squares)
    a, b = sorted((p[0], q[0]))
    for x in range(int(a) + 1, int(b) + (0 if b == int(b) else 1)):
        t = (x - p[0]) / (q[0] - p[0])
        y = p[1] + t * (q[1] - p[1])
        if y.denominator == 1 and 0 < t < 1:
            yield x, int(y)


def sectors_parted(point: tuple[int, int], walls: frozenset[Wall], rising: bool) -> bool:
    """Whether the walls at ``point`` part the sectors the line joins (union of the four
    quarters around the point through the edges that are no walls)."""
    x, y = point
    # quarters: 0 NE, 1 NW, 2 SW, 3 SE; the edge between neighbouring quarters
    edges = {
        (0, 1): wall((x - 1, y), (x, y)),  # north edge
        (1, 2): wall((x - 1, y - 1), (x - 1, y)),  # west edge
        (2, 3): wall((x - 1, y - 1), (x, y - 1)),  # south edge
        (3, 0): wall((x, y - 1), (x, y)),  # east edge
    }
    group = [0, 1, 2, 3]
    for (i, j), edge in edges.items():
        if edge not in walls:
            gi, gj = group[i], group[j]
            group = [gi if g == gj else g for g in group]
    one, other = (2, 0) if rising else (1, 3)
    return group[one] != group[other]


def clear(p: Pt, q: Pt, sight: Sight, a: Square, b: Square) -> bool:
    """R-21 for the segment ``p``-``q`` from inside ``a`` to inside ``b``, from the ruling."""
    for square in sight.blocked - {a, b}:
        if meets_open_square(p, q, square):
            return False
    if any(meets_open_edge(p, q, w) for w in sight.walls):
        return False
    rising = (q[0] - p[0]) * (q[1] - p[1]) > 0
    return not any(sectors_parted(v, sight.walls, rising) for v in lattice_points(p, q))


def strictly_inside(point: Pt, square: Square) -> bool:
    return square[0] < point[0] < square[0] + 1 and square[1] < point[1] < square[1] + 1


def _chord(origin: Pt, direction: Pt, square: Square) -> Pt | None:
    """The middle of the line's part inside the open ``square``, or ``None``."""
    lo: Fraction | None = None
    hi: Fraction | None = None
    for axis in (0, 1):
        window = _open_range(origin[axis], direction[axis], square[axis])
        if window is None:
            continue
        lo = window[0] if lo is None else max(lo, window[0])
        hi = window[1] if hi is None else min(hi, window[1])
    if lo is None or hi is None or lo >= hi:
        return None
    t = (lo + hi) / 2
    return origin[0] + t * direction[0], origin[1] + t * direction[1]


def _vertices(sight: Sight, a: Square, b: Square) -> list[tuple[int, int]]:
    """The corners of the two squares and of the blocked squares, and the walls' ends, in the
    closed box of the two squares."""
    x0, x1 = min(a[0], b[0]), max(a[0], b[0]) + 1
    y0, y1 = min(a[1], b[1]), max(a[1], b[1]) + 1
    found = set()
    for sx, sy in {a, b} | set(sight.blocked):
        found.update(((sx, sy), (sx + 1, sy), (sx, sy + 1), (sx + 1, sy + 1)))
    for (x1_, y1_), (x2_, y2_) in sight.walls:
        if y1_ == y2_:  # the vertical edge x = x2_ from y1_ to y1_ + 1
            found.update(((x2_, y1_), (x2_, y1_ + 1)))
        else:  # the horizontal edge y = y2_ from x1_ to x1_ + 1
            found.update(((x1_, y2_), (x1_ + 1, y2_)))
    return sorted(v for v in found if x0 <= v[0] <= x1 and y0 <= v[1] <= y1)


def oracle(sight: Sight, a: Square, b: Square) -> bool:
    """R-21 by brute force over the critical lines and the lines just beside them."""
    if a == b:
        return True
    eps = F(1, 10**6)
    points = _vertices(sight, a, b)
    done = set()
    for v, w in itertools.combinations(points, 2):
        d = (F(w[0] - v[0]), F(w[1] - v[1]))
        on = sorted(
            (u for u in points if (u[0] - v[0]) * d[1] == (u[1] - v[1]) * d[0]),
            key=lambda u: (u[0] - v[0]) * d[0] + (u[1] - v[1]) * d[1],
        )
        if tuple(on) in done:
            continue
        done.add(tuple(on))
        pivots = [(F(u[0]), F(u[1])) for u in on]
        pivots += [((s[0] + t[0]) / 2, (s[1] + t[1]) / 2) for s, t in itertools.pairwise(pivots)]
        lines: list[tuple[Pt, Pt]] = [(pivots[0], d)]
        for o in pivots:
            for sign in (1, -1):
                lines.append((o, (d[0] - sign * eps * d[1], d[1] + sign * eps * d[0])))
        for sign in (1, -1):
            lines.append(((pivots[0][0] - sign * eps * d[1], pivots[0][1] + sign * eps * d[0]), d))
        for origin, direction in lines:
            p, q = _chord(origin, direction, a), _chord(origin, direction, b)
            if p is not None and q is not None and clear(p, q, sight, a, b):
                return True
    return False


def sampled(sight: Sight, a: Square, b: Square, n: int = 4) -> bool:
    """Whether some segment between points ``k / n`` strictly inside the squares is clear."""
    offsets = [F(k, n) for k in range(1, n)]
    for ox, oy, px, py in itertools.product(offsets, repeat=4):
        p, q = (a[0] + ox, a[1] + oy), (b[0] + px, b[1] + py)
        if p != q and clear(p, q, sight, a, b):
            return True
    return False


# --------------------------------------------------------------------------------------------
# Hand examples


def test_an_open_map_sees_everything_r_21() -> None:
    sight = Sight(8, 6)
    every = frozenset(itertools.product(range(8), range(6)))
    assert sight.visible_from((0, 0)) == every
    assert sight.visible_from((5, 3)) == every
    assert sight.sees((3, 3), (3, 3))
    assert sight.blocking((0, 0), (7, 5)) == ((), ())


def test_a_wall_between_neighbours_blocks_r_21() -> None:
    sight = Sight(4, 4, walls=[wall((1, 1), (2, 1))])
    assert not sight.sees((1, 1), (2, 1))
    assert sight.witness((1, 1), (2, 1)) is None
    assert sight.blocking((2, 1), (1, 1)) == ((((1, 1), (2, 1)),), ())
    assert sight.sees((1, 1), (2, 2)) and sight.sees((1, 0), (2, 1))  # past its free ends
    assert sight.sees((1, 1), (1, 2))


def test_diagonal_neighbours_see_through_the_corner_of_two_blocked_squares_r_21() -> None:
    """R-21: a line that only touches a blocking square's corner is not blocked."""
    sight = Sight(3, 3, blocked=[(1, 0), (0, 1)])
    assert sight.sees((0, 0), (1, 1)) and sight.sees((1, 1), (0, 0))
    p, q = sight.witness((0, 0), (1, 1)) or pytest.fail("no witness")
    assert strictly_inside(p, (0, 0)) and strictly_inside(q, (1, 1))
    assert clear(p, q, sight, (0, 0), (1, 1))
    assert sight.blocking((0, 0), (1, 1)) == ((), ())


def test_only_the_line_through_the_corner_passes_far_away_r_21() -> None:
    """Two diagonal blocked squares leave exactly the lines through their shared corner: a
    measure-zero family a sampler would miss, which R-21 lets through."""
    sight = Sight(6, 6, blocked=[(2, 1), (1, 2), (3, 4), (4, 3)])
    assert sight.sees((0, 0), (5, 5))
    p, q = sight.witness((5, 5), (0, 0)) or pytest.fail("no witness")
    assert clear(p, q, sight, (5, 5), (0, 0))


def test_a_plus_junction_blocks_the_diagonal_through_it_and_an_l_corner_does_not_r_21() -> None:
    # around the lattice point (2, 2): the squares (1, 1), (2, 1), (1, 2) and (2, 2)
    plus = [
        wall((1, 2), (2, 2)),  # north
        wall((1, 1), (2, 1)),  # south
        wall((2, 1), (2, 2)),  # east
        wall((1, 1), (1, 2)),  # west
    ]
    assert not Sight(4, 4, walls=plus).sees((1, 1), (2, 2))
    assert not Sight(4, 4, walls=plus).sees((1, 2), (2, 1))
    # An L of the north and east walls around the upper-right square (2, 2), with the
    # lower-left square (1, 1) blocked: from (1, 2) to (2, 1) only the line through the corner
    # is left, and it passes outside the L.
    ell = Sight(4, 4, walls=plus[0:1] + plus[2:3], blocked=[(1, 1)])
    assert ell.sees((1, 2), (2, 1))
    p, q = ell.witness((1, 2), (2, 1)) or pytest.fail("no witness")
    assert clear(p, q, ell, (1, 2), (2, 1))
    assert not ell.sees((1, 1), (2, 2))  # into the L: (1, 1) is an end square, not blocking
    assert not Sight(4, 4, walls=plus[0:1] + plus[2:3]).sees((1, 1), (2, 2))


def test_collinear_walls_block_the_line_through_their_junction_r_21() -> None:
    """Going straight through the junction of two collinear walls is crossing (R-21)."""
    walls = [wall((1, 0), (2, 0)), wall((1, 1), (2, 1))]  # x = 2, 0 <= y <= 2
    sight = Sight(4, 2, walls=walls)
    assert not sight.sees((1, 0), (2, 1)) and not sight.sees((1, 1), (2, 0))
    # A single wall's free end is only touched: both diagonals pass its upper end.
    one = Sight(4, 2, walls=walls[:1], blocked=[(1, 1), (2, 0)])
    assert one.sees((1, 0), (2, 1))


def test_a_straight_wall_with_a_gap_r_21() -> None:
    walls = [wall((x, 1), (x, 2)) for x in range(6) if x != 3]  # y = 2, a door above (3, 1)
    sight = Sight(6, 4, walls=walls)
    assert sight.sees((3, 0), (3, 3))
    assert sight.sees((0, 0), (5, 3))  # slanting through the door
    assert not sight.sees((0, 0), (0, 3))
    assert not sight.sees((0, 1), (1, 3))  # the door is out of reach
    seen = sight.visible_from((3, 0))
    assert {(2, 3), (3, 3), (4, 3)} <= seen
    assert seen == {b for b in _all(sight) if oracle(sight, (3, 0), b)}


def test_a_blocked_square_between_in_a_row_blocks_r_21() -> None:
    sight = Sight(6, 3, blocked=[(2, 1)])
    assert not sight.sees((0, 1), (5, 1))
    assert sight.blocking((0, 1), (5, 1)) == ((), ((2, 1),))
    assert sight.sees((0, 0), (5, 0)) and sight.sees((0, 1), (5, 0))


def test_sight_passes_a_walls_free_end_r_21() -> None:
    walls = [wall((2, y), (3, y)) for y in range(3)]  # x = 3 from y = 0 to 3
    sight = Sight(6, 6, walls=walls)
    assert not sight.sees((0, 1), (5, 1))
    assert sight.sees((0, 3), (5, 3))
    assert sight.sees((0, 0), (5, 5))  # past the free end (3, 3)
    assert not sight.sees((2, 0), (4, 4))  # too steep to pass the end and reach (4, 4)


def test_a_model_in_between_blocks_r_21() -> None:
    sight = Sight(7, 7, blocked=[(3, 3)])
    assert not sight.sees((0, 0), (6, 6))
    assert not sight.sees((3, 0), (3, 6))
    assert sight.sees((0, 0), (6, 5))  # past its corner
    assert sight.blocking((0, 0), (6, 6)) == ((), ((3, 3),))


def test_end_squares_in_blocked_are_ignored_r_21() -> None:
    sight = Sight(5, 5, blocked=[(0, 0), (4, 4), (4, 0)])
    assert sight.sees((0, 0), (4, 4)) and sight.sees((4, 0), (0, 4))
    assert sight.visible_from((0, 0)) == frozenset(itertools.product(range(5), range(5)))
    assert sight.visibility_map([(0, 0), (4, 4)])[(4, 4)] == sight.visible_from((4, 4))


def test_the_input_is_kept_normalised_r_21() -> None:
    sight = Sight(3, 3, walls=[((2, 1), (1, 1))], blocked=[[1, 0]])
    assert sight.walls == frozenset({((1, 1), (2, 1))})
    assert sight.blocked == frozenset({(1, 0)})
    assert sight == Sight(3, 3, frozenset({((1, 1), (2, 1))}), frozenset({(1, 0)}))


# --------------------------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    ("walls", "blocked", "match"),
    [
        ([((0, 0), (2, 0))], [], r"wall \(\(0, 0\), \(2, 0\)\)"),
        ([((0, 0), (1, 1))], [], "orthogonally adjacent"),
        ([((0, 0), (0, 0))], [], "orthogonally adjacent"),
        ([((3, 0), (4, 0))], [], r"wall \(\(3, 0\), \(4, 0\)\): its square \(4, 0\) is off"),
        ([(0, 0)], [], r"wall \(0, 0\): its square must be a square"),
        ([7], [], "wall must be a pair of squares"),
        ("ab", [], "walls must be a collection"),
        (5, [], "walls must be a collection"),
        ([], [(9, 9)], r"\(9, 9\) is off the map"),
        ([], [(-1, 0)], r"\(-1, 0\) is off the map"),
        ([], [(True, 0)], "column must be a whole number"),
        ([], [(0, 1.5)], "row must be a whole number"),
        ([], None, "blocked must be a collection"),
    ],
)
def test_malformed_walls_and_squares_are_refused_by_name_r_21(
    walls: object, blocked: object, match: str
) -> None:
    with pytest.raises(RulesError, match=match):
        Sight(4, 4, walls, blocked)  # type: ignore[arg-type]


@pytest.mark.parametrize("side", [0, -1, MAX_SIDE + 1, True, 2.0, float("nan"), "4", 10**400])
def test_odd_map_sizes_are_refused_r_21(side: object) -> None:
    with pytest.raises(RulesError, match="width"):
        Sight(side, 4)  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="height"):
        Sight(4, side)  # type: ignore[arg-type]


@pytest.mark.parametrize("square", [(4, 0), (0, 4), (-1, 2), (1,), "ab", None, (1, 10**400)])
def test_a_square_off_the_map_is_refused_by_every_question_r_21(square: object) -> None:
    sight = Sight(4, 4)
    questions = (
        lambda: sight.sees(square, (0, 0)),  # type: ignore[arg-type]
        lambda: sight.sees((0, 0), square),  # type: ignore[arg-type]
        lambda: sight.witness(square, (0, 0)),  # type: ignore[arg-type]
        lambda: sight.blocking((1, 1), square),  # type: ignore[arg-type]
        lambda: sight.visible_from(square),  # type: ignore[arg-type]
        lambda: sight.visibility_map([(0, 0), square]),  # type: ignore[list-item]
    )
    for question in questions:
        with pytest.raises(RulesError) as refused:
            question()
        assert "must be" in str(refused.value) or "off the map" in str(refused.value)
    with pytest.raises(RulesError, match=r"\(4, 0\) is off the map"):
        sight.sees((4, 0), (0, 0))


# --------------------------------------------------------------------------------------------
# Properties on random maps


@st.composite
def maps(draw: st.DrawFn, side: int = 8, dense: bool = False) -> Sight:
    width, height = draw(st.integers(1, side)), draw(st.integers(1, side))
    squares = list(itertools.product(range(width), range(height)))
    edges = [wall(s, (s[0] + 1, s[1])) for s in squares if s[0] + 1 < width]
    edges += [wall(s, (s[0], s[1] + 1)) for s in squares if s[1] + 1 < height]
    size = width * height
    walls = draw(st.sets(st.sampled_from(edges), max_size=size)) if edges else set()
    blocked = draw(st.sets(st.sampled_from(squares), max_size=size // (2 if dense else 4)))
    return Sight(width, height, walls, blocked)


def squares_of(sight: Sight) -> st.SearchStrategy[Square]:
    return st.tuples(st.integers(0, sight.width - 1), st.integers(0, sight.height - 1))


FAST = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FAST
@given(data=st.data())
def test_sight_is_symmetric_r_21(data: st.DataObject) -> None:
    sight = data.draw(maps())
    for a in sight.blocked | {data.draw(squares_of(sight))}:
        seen = sight.visible_from(a)
        for b in _all(sight):
            assert sight.sees(b, a) == (b in seen), (a, b)


def _all(sight: Sight) -> Iterable[Square]:
    return itertools.product(range(sight.width), range(sight.height))


@FAST
@given(data=st.data())
def test_visible_from_and_the_map_agree_with_sees_r_21(data: st.DataObject) -> None:
    sight = data.draw(maps())
    a = data.draw(squares_of(sight))
    assert sight.visible_from(a) == frozenset(b for b in _all(sight) if sight.sees(a, b))
    sources = data.draw(st.lists(squares_of(sight), max_size=3))
    assert sight.visibility_map(sources) == {s: sight.visible_from(s) for s in sources}


@FAST
@given(data=st.data())
def test_an_obstacle_more_never_adds_sight_r_21(data: st.DataObject) -> None:
    sight = data.draw(maps())
    a = data.draw(squares_of(sight))
    more_walls = Sight(
        sight.width,
        sight.height,
        sight.walls | {wall((0, 0), (1, 0))} if sight.width > 1 else sight.walls,
        sight.blocked,
    )
    square = data.draw(squares_of(sight))
    more_blocked = Sight(sight.width, sight.height, sight.walls, sight.blocked | {square})
    seen = sight.visible_from(a)
    assert more_walls.visible_from(a) <= seen
    assert more_blocked.visible_from(a) <= seen


@FAST
@given(data=st.data())
def test_a_witness_proves_sight_and_only_sight_has_one_r_21(data: st.DataObject) -> None:
    sight = data.draw(maps())
    a = data.draw(squares_of(sight))
    for b in _all(sight):
        found = sight.witness(a, b)
        assert (found is not None) == sight.sees(a, b)
        if found is not None:
            p, q = found
            assert strictly_inside(p, a) and strictly_inside(q, b), (a, b, found)
            assert p == q or clear(p, q, sight, a, b), (a, b, found)


@settings(max_examples=EXAMPLES // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_clear_sampled_segment_means_sight_r_21(data: st.DataObject) -> None:
    sight = data.draw(maps(side=6, dense=True))
    for _ in range(3):
        a, b = data.draw(squares_of(sight)), data.draw(squares_of(sight))
        if sampled(sight, a, b):
            assert sight.sees(a, b), (a, b)


@settings(max_examples=EXAMPLES // 2, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_sight_is_what_the_brute_force_oracle_says_r_21(data: st.DataObject) -> None:
    """R-21 decided by :class:`Sight` equals R-21 decided over every critical line."""
    sight = data.draw(maps(side=5, dense=True))
    for _ in range(2):
        a, b = data.draw(squares_of(sight)), data.draw(squares_of(sight))
        assert sight.sees(a, b) == oracle(sight, a, b), (a, b)


def test_sight_matches_the_oracle_on_a_crowded_map_r_21() -> None:
    """A fixed crowded map: walls, a door, an L, a + and corner-only lines (R-21)."""
    walls = [wall((1, y), (2, y)) for y in (0, 1, 3)] + [wall((3, 2), (3, 3)), wall((2, 2), (3, 2))]
    walls += [
        wall((4, 1), (4, 2)),
        wall((3, 1), (4, 1)),
        wall((4, 0), (4, 1)),
        wall((4, 1), (5, 1)),
    ]
    sight = Sight(6, 5, walls, [(3, 0), (2, 4), (0, 2), (5, 3), (4, 4)])
    squares = list(_all(sight))
    for a in squares:
        assert sight.visible_from(a) == {b for b in squares if sight.sees(a, b)}
    for a in ((2, 1), (0, 4)):  # the brute force is slow on a crowded map: some pairs only
        for b in squares:
            if (b[0] + 2 * b[1]) % 4 == 0:
                assert sight.sees(a, b) == oracle(sight, a, b), (a, b)


def test_walls_meeting_at_a_point_act_as_one_wall_r_21() -> None:
    """R-21 as sharpened: a line through a lattice point is blocked when walls leave it on both
    sides of the line (a T junction here), and only touches them when all lie on one side."""
    # Around the lattice point (2, 2): a T of the west, east and south walls.
    tee = [
        wall((1, 1), (1, 2)),  # west arm, horizontal edge y = 2 left of the point
        wall((2, 1), (2, 2)),  # east arm
        wall((1, 1), (2, 1)),  # stem going down, vertical edge x = 2 below the point
    ]
    # From below-left to above-right: every line crosses an arm, the stem, or the point
    # itself, where walls leave on both sides of it.
    assert not Sight(4, 4, walls=tee).sees((1, 1), (2, 2))
    assert not Sight(4, 4, walls=tee).sees((2, 2), (1, 1))  # symmetric
    # The two lower squares are separated by the stem; the line between the upper squares
    # only touches the T's top (all its walls lie below that line).
    assert not Sight(4, 4, walls=tee).sees((1, 1), (2, 1))
    assert Sight(4, 4, walls=tee).sees((1, 2), (2, 2))
