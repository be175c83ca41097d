"""Dice luck's arithmetic: exact enumeration on small cases, properties on any."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.luck.core import EXACT_TRIALS, Trial, luck, total_distribution

SIXTHS = st.integers(min_value=0, max_value=6).map(lambda k: Fraction(k, 6))


@st.composite
def distributions(draw: st.DrawFn) -> tuple[Fraction, ...]:
    """A small distribution of a count (0..3), in 36ths."""
    size = draw(st.integers(min_value=1, max_value=4))
    cuts = sorted(draw(st.lists(st.integers(0, 36), min_size=size - 1, max_size=size - 1)))
    bounds = [0, *cuts, 36]
    return tuple(Fraction(b - a, 36) for a, b in itertools.pairwise(bounds))


@st.composite
def trials(draw: st.DrawFn, max_size: int = 6) -> list[Trial]:
    found = []
    for distribution in draw(st.lists(distributions(), max_size=max_size)):
        possible = [k for k, p in enumerate(distribution) if p]
        found.append(Trial(distribution, draw(st.sampled_from(possible))))
    return found


def enumerate_luck(trials: list[Trial]) -> tuple[Fraction, Fraction, Fraction]:
    """(P(total <= actual), P(total >= actual), mean) by listing every outcome."""
    actual = sum(t.actual for t in trials)
    at_most = at_least = mean = Fraction(0)
    for outcome in itertools.product(*(range(len(t.distribution)) for t in trials)):
        chance = math.prod(
            (t.distribution[k] for t, k in zip(trials, outcome, strict=True)), start=Fraction(1)
        )
        total = sum(outcome)
        mean += chance * total
        if total <= actual:
            at_most += chance
        if total >= actual:
            at_least += chance
    return at_most, at_least, mean


def test_jumps_passed_seven_of_twelve() -> None:
    """Twelve Initiative tests at 1/2: 7 passed, 6 expected; the tails are the binomial's."""
    jumps = [Trial.test(Fraction(1, 2), k < 7) for k in range(12)]
    result = luck(jumps)
    assert (result.trials, result.actual, result.expected) == (12, 7, 6)
    assert result.exact
    at_most = Fraction(sum(math.comb(12, k) for k in range(8)), 2**12)
    assert result.at_most == at_most
    assert result.at_least == Fraction(sum(math.comb(12, k) for k in range(7, 13)), 2**12)
    assert result.percentile == at_most - Fraction(math.comb(12, 7), 2**13)


@settings(deadline=None)
@given(trials(max_size=5))
def test_equals_an_exact_enumeration(found: list[Trial]) -> None:
    result = luck(found)
    at_most, at_least, mean = enumerate_luck(found)
    assert (result.at_most, result.at_least, result.expected) == (at_most, at_least, mean)
    assert result.percentile == (at_most + 1 - at_least) / 2


@given(trials(max_size=10))
def test_percentile_is_a_chance(found: list[Trial]) -> None:
    result = luck(found)
    assert 0 <= result.percentile <= 1
    assert 0 <= result.at_most <= 1 and 0 <= result.at_least <= 1
    assert result.at_most + result.at_least >= 1


@given(st.lists(SIXTHS, min_size=1, max_size=12), st.data())
def test_percentile_rises_with_the_count(chances: list[Fraction], data: st.DataObject) -> None:
    """More successes over the same trials never sit lower in the distribution."""
    first = [data.draw(st.booleans()) if 0 < p < 1 else p == 1 for p in chances]
    flip = [i for i, (p, s) in enumerate(zip(chances, first, strict=True)) if not s and p > 0]
    if not flip:
        return
    better = list(first)
    better[data.draw(st.sampled_from(flip))] = True
    low = luck(Trial.test(p, s) for p, s in zip(chances, first, strict=True))
    high = luck(Trial.test(p, s) for p, s in zip(chances, better, strict=True))
    assert high.percentile > low.percentile
    assert high.at_most >= low.at_most


@given(st.lists(SIXTHS, max_size=30))
def test_expected_is_the_sum_of_the_chances(chances: list[Fraction]) -> None:
    result = luck(Trial.test(p, p == 1) for p in chances)
    assert result.expected == sum(chances, Fraction(0))


@settings(max_examples=20, deadline=None)
@given(st.lists(SIXTHS, min_size=EXACT_TRIALS + 1, max_size=EXACT_TRIALS + 60), st.data())
def test_floats_agree_with_fractions_when_many(
    chances: list[Fraction], data: st.DataObject
) -> None:
    """Beyond the exact limit the float arithmetic gives the exact answer to 1e-9."""
    found = [Trial.test(p, data.draw(st.booleans()) if 0 < p < 1 else p == 1) for p in chances]
    fast = luck(found)
    assert not fast.exact
    offset, exact_chances, exact = total_distribution(found[:EXACT_TRIALS])
    assert exact and offset == 0
    total: list[Fraction] = list(exact_chances)
    for trial in found[EXACT_TRIALS:]:
        step = [Fraction(0)] * (len(total) + 1)
        for k, c in enumerate(total):
            step[k] += c * trial.distribution[0]
            step[k + 1] += c * trial.distribution[1]
        total = step
    at_most = sum(total[: fast.actual + 1], Fraction(0))
    assert fast.at_most == pytest.approx(float(at_most), abs=1e-9)
    assert fast.expected == sum(chances, Fraction(0))


def test_ten_thousand_dice_at_once() -> None:
    found = [Trial.test(Fraction(k % 6 + 1, 6), k % 3 == 0) for k in range(10_000)]
    found += [Trial((Fraction(1, 2), Fraction(1, 3), Fraction(1, 6)), k % 3) for k in range(3000)]
    result = luck(found)
    assert 0 <= result.percentile <= 1
    assert result.expected == sum((t.expected for t in found), Fraction(0))


def test_an_empty_record_is_as_expected() -> None:
    result = luck([])
    assert (result.trials, result.actual, result.expected, result.percentile) == (0, 0, 0, 0.5)


@pytest.mark.parametrize(
    "distribution, actual",
    [((Fraction(1, 2),), 0), ((Fraction(1, 2), Fraction(1, 2)), 2), ((1.5, -0.5), 0), ((), 0)],
)
def test_a_malformed_trial_is_named(distribution: tuple[Fraction, ...], actual: int) -> None:
    with pytest.raises(RulesError):
        Trial(distribution, actual)
