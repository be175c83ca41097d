"""AuditService count + first page on a 1,000,000-row audit log, for each kind of filter.

Run with ``.venv/bin/python -m pytest tests/benchmarks/test_audit_query_bench.py --benchmark-only``.
Budget: the count and the first page of a filter change together take < 250 ms (median), oldest
or newest first. (The audit view runs the count on a worker thread; what the GUI thread itself
spends on a filter change, the first page and its repaint, is measured against 150 ms in
``test_audit_view_bench.py``.) The log is the one of the audit view benchmark (built once per
module, about 100 s): 24 soldiers, 400 items, a mission every 1,000 rows, 90 % "allowed", one
row a second from 2026-01-01 08:00 UTC (so 2026-01-10 is about 3/4 of the way in).
"""

from __future__ import annotations

import time
from datetime import UTC, datetime
from typing import Any

import pytest

from tests.benchmarks.test_audit_view_bench import AuditBench, million
from xcom_manager.services.inventory.dto import AuditFilter

__all__ = ["million"]  # the module-scoped fixture building the log

PAGE = 500
BUDGET_MS = 250


def _day(day: int, hour: int = 0) -> datetime:
    return datetime(2026, 1, day, hour, tzinfo=UTC)


_SOLDIER_AND_DATE_GAP = pytest.mark.xfail(
    reason="known gap: the count reads each of the soldier's ~83,000 rows for its date "
    "(130-300 ms here); no index holds both a soldier and recorded_at",
    strict=False,
)

#: One filter of each kind, some combinations (the campaign is added; "first": a soldier's id).
FILTERS = [
    pytest.param({"soldier_id": "first"}, id="soldier"),
    pytest.param({"item_id": 17}, id="item"),
    pytest.param({"mission_id": 500}, id="mission"),
    pytest.param({"verdict": "overridden"}, id="verdict_overridden"),
    pytest.param({"verdict": "allowed"}, id="verdict_allowed"),
    pytest.param({"since": _day(10)}, id="since_late"),
    pytest.param({"since": _day(1, 9)}, id="since_early"),
    pytest.param({"until": _day(2)}, id="until_early"),
    pytest.param({"since": _day(6), "until": _day(6, 1)}, id="date_range_narrow"),
    pytest.param({"item_id": 17, "verdict": "allowed"}, id="item_and_verdict"),
    pytest.param(
        {"verdict": "overridden", "since": _day(6), "until": _day(7)}, id="verdict_and_range"
    ),
    pytest.param(
        {"soldier_id": "first", "since": _day(10)},
        id="soldier_and_since",
        marks=_SOLDIER_AND_DATE_GAP,
    ),
]


def _filter(backend: AuditBench, fields: dict[str, Any]) -> AuditFilter:
    values = dict(fields)
    if values.get("soldier_id") == "first":
        values["soldier_id"] = backend.roster.list_soldiers(backend.campaign_id)[0].id
    return AuditFilter(backend.campaign_id, **values)


@pytest.mark.parametrize("newest_first", [True, False], ids=["newest_first", "oldest_first"])
@pytest.mark.parametrize("fields", FILTERS)
def test_count_and_first_page_on_1m_audit_log(
    benchmark: Any, million: AuditBench, fields: dict[str, Any], newest_first: bool
) -> None:
    audit = million.audit
    audit_filter = _filter(million, fields)
    kind = ", ".join(sorted(fields))

    def count_and_first_page() -> tuple[int, int]:
        return audit.count(audit_filter), len(
            audit.page_after(audit_filter, None, PAGE, newest_first=newest_first)
        )

    matching, first_page = benchmark.pedantic(count_and_first_page, rounds=7, warmup_rounds=1)
    assert first_page == min(PAGE, matching)
    started = time.perf_counter()
    audit.count(audit_filter)
    benchmark.extra_info["count_ms"] = round((time.perf_counter() - started) * 1000, 1)
    benchmark.extra_info["rows_matching"] = matching
    median_ms = benchmark.stats.stats.median * 1000
    assert median_ms < BUDGET_MS, f"{kind}: count + first page took {median_ms:.1f} ms (median)"
