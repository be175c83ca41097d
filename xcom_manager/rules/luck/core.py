"""How lucky the dice were: expected against actual, with how unusual it is.

Every recorded roll a mission's rules gave exact odds for is a :class:`Trial`: the exact chance
of each count it could have given (a test passed: 0 or 1; the unsaved wounds of an attack:
0, 1, 2 ..) and the count it gave. The counts of independent trials add up, so the chance of
each total is the convolution of their distributions (a Poisson-binomial one for tests passed):
computed, never simulated. :func:`luck` sums the trials up as :class:`Luck`: how many there
were, the total counted, the total expected (the sum of each trial's mean: for tests, the sum
of their chances), and where the total lies in the exact distribution of totals.

The arithmetic is exact (:class:`~fractions.Fraction`) while the trials are few; beyond
:data:`EXACT_TRIALS` the totals' chances are floats, trials with the same distribution taken
together (a power by squaring, numpy's convolution), and tails lighter than
:data:`NEGLIGIBLE` dropped as they go, so ten thousand dice sum up at once. The expected
total stays exact either way.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from xcom_manager.rules.errors import RulesError, shown, whole_number

__all__ = [
    "EXACT_TRIALS",
    "NEGLIGIBLE",
    "Chance",
    "Luck",
    "Trial",
    "luck",
    "total_distribution",
]

#: A chance: exact while it can be, a float when the trials are many.
Chance = Fraction | float

#: Up to this many trials the totals' chances are exact fractions.
EXACT_TRIALS = 120

#: The float arithmetic drops tails of a distribution lighter than this.
NEGLIGIBLE = 1e-16

#: The most outcomes one trial may have (a count from 0 up to this less one).
_MAX_OUTCOMES = 1000


def _trials(trials: object) -> tuple[Trial, ...]:
    if isinstance(trials, str | bytes) or not isinstance(trials, Iterable):
        raise RulesError(f"trials are a list, not {shown(trials)}")
    counted = tuple(trials)
    if not all(isinstance(t, Trial) for t in counted):
        raise RulesError(f"not a list of trials: {shown(counted)}")
    return counted


def _mean(distribution: tuple[Fraction, ...]) -> Fraction:
    return sum((k * p for k, p in enumerate(distribution) if k), Fraction(0))


def _chance(value: object) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, Fraction | int) or not 0 <= value <= 1:
        raise RulesError(f"a chance is an exact fraction from 0 to 1, not {shown(value)}")
    return Fraction(value)


@lru_cache(maxsize=256)
def _test_distribution(chance: Fraction) -> tuple[Fraction, Fraction]:
    return (1 - chance, chance)


@dataclass(frozen=True, slots=True)
class Trial:
    """One recorded roll (or a group of dice the rules count together): ``distribution[k]`` is
    the exact chance the rules gave of a count of ``k`` (they add up to 1), ``actual`` the
    count the dice gave."""

    distribution: tuple[Fraction, ...]
    actual: int

    def __post_init__(self) -> None:
        values = self.distribution
        if not isinstance(values, tuple | list) or not 1 <= len(values) <= _MAX_OUTCOMES:
            raise RulesError(f"a trial's distribution is a list of chances, not {shown(values)}")
        chances = tuple(_chance(v) for v in values)
        if sum(chances) != 1:
            raise RulesError(f"a trial's chances add up to 1, not {sum(chances)}")
        object.__setattr__(self, "distribution", chances)
        whole_number("a trial's count", self.actual, minimum=0, maximum=len(chances) - 1)

    @classmethod
    def test(cls, chance: Fraction, succeeded: bool) -> Trial:
        """A roll that succeeds with ``chance`` (a test passed, a save made): 1 or 0."""
        if not isinstance(succeeded, bool):
            raise RulesError(f"whether a roll succeeded is true or false, not {shown(succeeded)}")
        trial = object.__new__(cls)  # the distribution is checked once per chance
        object.__setattr__(trial, "distribution", _test_distribution(_chance(chance)))
        object.__setattr__(trial, "actual", int(succeeded))
        return trial

    @property
    def expected(self) -> Fraction:
        """The mean count."""
        return _mean(self.distribution)


@dataclass(frozen=True, slots=True)
class Luck:
    """``trials`` rolls counted ``actual`` where ``expected`` was the mean.
    ``at_most`` and ``at_least`` are the chances of a total no higher and no lower than the
    actual one; ``percentile`` where it lies (0: the lowest total possible was unlikely to
    be beaten, 1: the highest): P(below) + P(equal) / 2, so 0.5 is as expected. ``exact`` when
    the chances are fractions, not floats."""

    trials: int
    actual: int
    expected: Fraction
    at_most: Chance
    at_least: Chance
    percentile: Chance
    exact: bool

    def __post_init__(self) -> None:
        whole_number("the number of trials", self.trials, minimum=0)
        whole_number("the count", self.actual, minimum=0)
        if not isinstance(self.expected, Fraction) or self.expected < 0:
            raise RulesError(f"the expected count is an exact fraction, not {shown(self.expected)}")
        for name in ("at_most", "at_least", "percentile"):
            value = getattr(self, name)
            if (
                isinstance(value, bool)
                or not isinstance(value, Fraction | float)
                or not 0 <= value <= 1
            ):
                raise RulesError(f"{name} is a chance from 0 to 1, not {shown(value)}")
        if not isinstance(self.exact, bool):
            raise RulesError(
                f"whether the chances are exact is true or false, not {shown(self.exact)}"
            )

    def to_json(self) -> dict[str, object]:
        """JSON-ready: the chances as floats (the expected total too, rounded to 4 places)."""
        return {
            "trials": self.trials,
            "actual": self.actual,
            "expected": round(float(self.expected), 4),
            "at_most": float(self.at_most),
            "at_least": float(self.at_least),
            "percentile": float(self.percentile),
            "exact": self.exact,
        }


def _convolve(a: Sequence[Chance], b: Sequence[Chance]) -> list[Chance]:
    """The distribution of the sum of two independent counts with these distributions."""
    out: list[Chance] = [0] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def _trim(offset: int, chances: Any) -> tuple[int, Any]:
    """Drop the tails lighter than :data:`NEGLIGIBLE` (at least one chance is kept)."""
    kept = (chances >= NEGLIGIBLE).nonzero()[0]
    if not len(kept):
        top = int(chances.argmax())
        return offset + top, chances[top : top + 1]
    low, high = int(kept[0]), int(kept[-1]) + 1
    return offset + low, chances[low:high]


def _float_total(
    groups: Iterable[tuple[tuple[Fraction, ...], int]],
) -> tuple[int, tuple[float, ...]]:
    """The totals of many trials in floats (numpy's convolution): each group of trials with
    one distribution raised to its power by squaring, the groups then convolved."""
    import numpy as np  # deferred: only a campaign's many dice need it

    offset, total = 0, np.ones(1)
    for distribution, times in sorted(groups, key=lambda g: (len(g[0]), g[1])):
        square_offset, square = _trim(0, np.array([float(c) for c in distribution]))
        while times:
            if times & 1:
                offset, total = _trim(offset + square_offset, np.convolve(total, square))
            times >>= 1
            if times:
                square_offset, square = _trim(2 * square_offset, np.convolve(square, square))
    return offset, tuple(float(c) for c in total)


def _exact_total(trials: Sequence[Trial]) -> tuple[list[int], int]:
    """The totals of ``trials`` as whole numbers of ways over one denominator (whole-number
    convolution: no fraction is reduced on the way)."""
    ways, denominator = [1], 1
    for trial in trials:
        common = math.lcm(*(c.denominator for c in trial.distribution))
        step = [c.numerator * (common // c.denominator) for c in trial.distribution]
        ways = _convolve(ways, step)  # type: ignore[assignment]
        denominator *= common
    return ways, denominator


def total_distribution(trials: Sequence[Trial]) -> tuple[int, tuple[Chance, ...], bool]:
    """The chance of each total of ``trials`` from the lowest total kept: ``(offset, chances,
    exact)``; exact fractions up to :data:`EXACT_TRIALS` trials."""
    trials = _trials(trials)
    if len(trials) <= EXACT_TRIALS:
        ways, denominator = _exact_total(trials)
        return 0, tuple(Fraction(w, denominator) for w in ways), True
    offset, chances = _float_total(_groups(trials))
    return offset, chances, False


def _groups(trials: Iterable[Trial]) -> list[tuple[tuple[Fraction, ...], int]]:
    """The trials' distributions with how many trials have each (keyed by whole numbers: a
    fraction's hash is slow)."""
    counts: Counter[tuple[tuple[int, int], ...]] = Counter()
    found: dict[tuple[tuple[int, int], ...], tuple[Fraction, ...]] = {}
    for trial in trials:
        key = tuple((c.numerator, c.denominator) for c in trial.distribution)
        counts[key] += 1
        found.setdefault(key, trial.distribution)
    return [(found[key], times) for key, times in counts.items()]


def luck(trials: Iterable[Trial]) -> Luck:
    """The trials summed up, with the exact distribution of their total."""
    counted = _trials(trials)
    actual = sum(t.actual for t in counted)
    groups = _groups(counted)
    expected = sum((times * _mean(d) for d, times in groups), Fraction(0))
    if len(counted) <= EXACT_TRIALS:
        ways, denominator = _exact_total(counted)
        below, equal = sum(ways[:actual]), ways[actual] if actual < len(ways) else 0
        above = sum(ways[actual + 1 :])
        return Luck(
            trials=len(counted),
            actual=actual,
            expected=expected,
            at_most=Fraction(below + equal, denominator),
            at_least=Fraction(equal + above, denominator),
            percentile=Fraction(2 * below + equal, 2 * denominator),
            exact=True,
        )
    offset, chances = _float_total(groups)
    index = actual - offset
    low = sum(chances[: max(0, min(index, len(chances)))])
    same = chances[index] if 0 <= index < len(chances) else 0.0
    high = sum(chances[max(0, index + 1) :])
    return Luck(
        trials=len(counted),
        actual=actual,
        expected=expected,
        at_most=_clamp(low + same),
        at_least=_clamp(same + high),
        percentile=_clamp(low + same / 2),
        exact=False,
    )


def _clamp(value: float) -> float:
    """Float sums may stray past 1 by a rounding."""
    return min(1.0, max(0.0, value))
