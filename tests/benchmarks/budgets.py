"""Speed budgets: each benchmark's figure held against its bar, and the quick run of CI.

Every benchmark ends with :func:`within` (or :func:`at_least`), which fails it past its bar and
records the figure with the bar. ``./manage.sh bench`` runs them as written; ``./manage.sh
bench --quick`` (and ``./manage.sh test`` after the tests) sets, for every module's process:

- ``XCOM_BENCH_QUICK=1``: few rounds (:func:`rounds`) and, where a benchmark says so, a
  smaller input measured against the same bar scaled to it;
- ``XCOM_BENCH_WIDEN=1.5``: every bar widened by that factor, for the noise of few rounds on
  a shared machine (a time bar multiplied, a rate bar divided);
- ``XCOM_BENCH_REPORT=<file>``: each figure appended to that file (a JSON line), which
  ``python -m tests.benchmarks.report <file>`` prints as one table at the end.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

__all__ = ["at_least", "quick", "rounds", "widen", "within"]

QUICK_ENV = "XCOM_BENCH_QUICK"
WIDEN_ENV = "XCOM_BENCH_WIDEN"
REPORT_ENV = "XCOM_BENCH_REPORT"


def quick() -> bool:
    """Whether this is the quick run (few rounds, smaller inputs where a benchmark has one)."""
    return os.environ.get(QUICK_ENV, "") not in ("", "0")


def widen() -> float:
    """The factor every bar is widened by (1 unless the quick run says otherwise)."""
    try:
        factor = float(os.environ.get(WIDEN_ENV, "1"))
    except ValueError:
        return 1.0
    return max(1.0, factor)


def rounds(full: int, few: int = 3) -> int:
    """``full`` rounds, or ``few`` of them in the quick run."""
    return min(full, few) if quick() else full


def within(name: str, figure: float, bar: float, unit: str) -> None:
    """``figure`` (a time, a ratio, a size: lower is better) is at most ``bar``, widened."""
    _check(name, figure, bar, unit, lower_is_better=True)


def at_least(name: str, figure: float, bar: float, unit: str) -> None:
    """``figure`` (a rate: higher is better) is at least ``bar``, widened."""
    _check(name, figure, bar, unit, lower_is_better=False)


def _check(name: str, figure: float, bar: float, unit: str, *, lower_is_better: bool) -> None:
    factor = widen()
    limit = bar * factor if lower_is_better else bar / factor
    passed = figure <= limit if lower_is_better else figure >= limit
    met = figure <= bar if lower_is_better else figure >= bar
    _record(
        {
            "name": name,
            "figure": figure,
            "bar": bar,
            "limit": limit,
            "unit": unit,
            "lower_is_better": lower_is_better,
            "passed": passed,
            "met": met,
        }
    )
    sign = "≤" if lower_is_better else "≥"
    assert passed, f"{name}: {figure:.4g} {unit}, wanted {sign} {bar:.4g} {unit}" + (
        f" (widened ×{factor:g}: {limit:.4g})" if factor != 1 else ""
    )


def _record(entry: dict[str, object]) -> None:
    target = os.environ.get(REPORT_ENV)
    if not target:
        return
    with Path(target).open("a", encoding="utf-8") as file:
        file.write(json.dumps(entry) + "\n")
