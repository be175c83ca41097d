"""The audit service: counts, pages (offset and keyset, every filter) and CSV export."""

from __future__ import annotations

import csv
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.audit import append, draft
from xcom_manager.services.audit.chain import COLUMNS, GENESIS_HASH, append_entry
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow
from xcom_manager.store.db import Database


def test_count_page_filters_and_keyset(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    start = datetime(2030, 1, 1, tzinfo=UTC)
    for n in range(10):
        with db.session() as session:
            append_entry(
                session,
                campaign_id,
                draft(n, verdict="overridden" if n == 7 else "allowed", mission_id=n % 2 or None),
                recorded_at=start + timedelta(days=n),
            )
    service = AuditService(db)
    assert service.count(AuditFilter(campaign_id)) == 10
    assert [r.seq for r in service.page(AuditFilter(campaign_id), 3, 2)] == [4, 5]
    assert [r.seq for r in service.page(AuditFilter(campaign_id), 0, 2, newest_first=True)] == [
        10,
        9,
    ]
    assert [r.seq for r in service.page_after(AuditFilter(campaign_id), 8, 5)] == [9, 10]
    assert [
        r.seq for r in service.page_after(AuditFilter(campaign_id), 3, 5, newest_first=True)
    ] == [
        2,
        1,
    ]
    by_verdict = AuditFilter(campaign_id, verdict="overridden")
    assert service.count(by_verdict) == 1
    assert service.page(by_verdict, 0, 5)[0].seq == 8
    by_soldier = AuditFilter(campaign_id, soldier_id=2)
    assert [r.seq for r in service.page(by_soldier, 0, 10)] == [2, 5, 8]
    assert service.count(AuditFilter(campaign_id, item_id=1)) == 2
    assert service.count(AuditFilter(campaign_id, mission_id=1)) == 5
    window = AuditFilter(
        campaign_id, since=start + timedelta(days=2), until=start + timedelta(days=4)
    )
    assert [r.seq for r in service.page(window, 0, 10)] == [3, 4]
    assert service.count(window) == 2


def test_export_csv_has_a_header_and_every_row(
    db: Database, campaign_id: int, tmp_path: Path
) -> None:
    append(db, campaign_id, 3)
    target = tmp_path / "audit.csv"
    assert AuditService(db).export_csv(AuditFilter(campaign_id), target) == 3
    with target.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    assert rows[0] == list(COLUMNS)
    assert [row[1] for row in rows[1:]] == ["1", "2", "3"]
    assert rows[1][COLUMNS.index("prev_hash")] == GENESIS_HASH


# --------------------------------------------------------------------------------------------
# Filtered counts and pages against a plain Python filter over every row


_SMALL_LOG_ROWS = 160


@pytest.fixture(scope="module")
def small_log(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[AuditService, list[AuditRow]]]:
    """A small log whose rows are recorded mostly, but not always, in time order (a clock put
    back), with soldiers on both sides of some movements."""
    import random

    from xcom_manager.services.audit.chain import fetch_entry

    path = tmp_path_factory.mktemp("small_audit") / "c.db"
    db = Database.open(f"sqlite:///{path}")
    campaigns = CampaignService(db)
    campaign_id = campaigns.create_campaign("Filters", "wargame").id
    other = campaigns.create_campaign("Other", "wargame").id
    rng = random.Random(11)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    verdicts = ["allowed"] * 6 + ["allowed_with_warnings", "overridden"]
    for n in range(_SMALL_LOG_ROWS):
        minutes = n if not 60 <= n < 75 else n - 50  # rows 60..74 go back in time
        soldier_from = rng.choice([None, 1, 2, 3, 4])
        soldier_to = rng.choice([None, 1, 2, 3, 4])
        movement = draft(
            n,
            item_id=rng.randint(1, 6),
            from_kind="armoury" if soldier_from is None else "soldier",
            from_soldier_id=soldier_from,
            to_kind="armoury" if soldier_to is None else "soldier",
            to_soldier_id=soldier_to,
            to_soldier_name=None if soldier_to is None else f"Soldier {soldier_to}",
            to_slot=None if soldier_to is None else "large",
            to_index=None if soldier_to is None else 0,
            context="mission" if n % 3 == 0 else "armoury",
            mission_id=rng.choice([1, 2]) if n % 3 == 0 else None,
            verdict=rng.choice(verdicts),
        )
        with db.session() as session:
            append_entry(
                session, campaign_id, movement, recorded_at=start + timedelta(minutes=minutes)
            )
            append_entry(session, other, movement, recorded_at=start + timedelta(minutes=n))
    with db.session() as session:
        found = [fetch_entry(session, campaign_id, seq) for seq in range(1, _SMALL_LOG_ROWS + 1)]
    rows = [row for row in found if row is not None]
    yield AuditService(db), rows
    db.close()


def _matches(row: AuditRow, f: AuditFilter) -> bool:
    def stamp(moment: datetime) -> str:
        return moment.astimezone(UTC).isoformat(timespec="microseconds")

    return (
        (f.soldier_id is None or f.soldier_id in (row.from_soldier_id, row.to_soldier_id))
        and (f.item_id is None or row.item_id == f.item_id)
        and (f.mission_id is None or row.mission_id == f.mission_id)
        and (f.since is None or row.recorded_at >= stamp(f.since))
        and (f.until is None or row.recorded_at < stamp(f.until))
        and (f.verdict is None or row.verdict == f.verdict)
    )


_moments = st.integers(min_value=-5, max_value=_SMALL_LOG_ROWS + 5).map(
    lambda minutes: datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=minutes)
)


_filters = st.fixed_dictionaries(
    {},
    optional={
        "soldier_id": st.integers(1, 5),
        "item_id": st.integers(1, 7),
        "mission_id": st.integers(1, 3),
        "since": _moments,
        "until": _moments,
        "verdict": st.sampled_from(["allowed", "allowed_with_warnings", "overridden"]),
    },
)


@pytest.mark.parametrize("small_thresholds", [False, True], ids=["defaults", "tiny_thresholds"])
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    fields=_filters,
    newest_first=st.booleans(),
    limit=st.integers(1, 40),
    offset=st.integers(0, 60),
)
def test_filtered_count_and_pages_match_a_python_filter(
    small_log: tuple[AuditService, list[AuditRow]],
    monkeypatch: pytest.MonkeyPatch,
    small_thresholds: bool,
    fields: dict[str, object],
    newest_first: bool,
    limit: int,
    offset: int,
) -> None:
    """Whichever index a query walks (and whichever way a count goes), the rows are the same.

    ``tiny_thresholds`` makes every probe and seq bound of the service take its other branch.
    """
    import xcom_manager.store.queries.audit_filters as planner

    if small_thresholds:
        monkeypatch.setattr(planner, "_WALK_SKIP", 3)
        monkeypatch.setattr(planner, "_COUNT_PROBE", 4)
    service, rows = small_log
    f = AuditFilter(rows[0].campaign_id, **fields)  # type: ignore[arg-type]
    expected = [row.seq for row in rows if _matches(row, f)]
    if newest_first:
        expected.reverse()
    assert service.count(f) == len(expected)
    page = service.page(f, offset, limit, newest_first=newest_first)
    assert [row.seq for row in page] == expected[offset : offset + limit]
    assert all(row in rows for row in page)
    walked: list[int] = []
    after: int | None = None
    while True:
        batch = service.page_after(f, after, limit, newest_first=newest_first)
        walked += [row.seq for row in batch]
        if len(batch) < limit:
            break
        after = batch[-1].seq
    assert walked == expected
    if expected:
        middle = expected[len(expected) // 2]
        following = service.page_after(f, middle, limit, newest_first=newest_first)
        at = expected.index(middle)
        assert [row.seq for row in following] == expected[at + 1 : at + 1 + limit]


def test_filter_choices_name_each_logged_item_once(db: Database, campaign_id: int) -> None:
    """Issue 14 item 6: the audit filters offer the logged items (number and name) and the
    campaign's missions (none here) by name."""
    for n in range(7):
        with db.session() as session:
            append_entry(session, campaign_id, draft(n, item_name=f"Rifle {1 + n % 5}"))
    items, missions = AuditService(db).filter_choices(campaign_id)
    assert items == tuple((i, f"Rifle {i}") for i in range(1, 6))
    assert missions == ()
    assert AuditService(db).filter_choices(campaign_id + 999) == ((), ())
