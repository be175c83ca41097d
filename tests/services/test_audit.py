"""The audit log's hash chain: append, verify (tampering made with raw sqlite3), paging, CSV."""

from __future__ import annotations

import csv
import itertools
import sqlite3
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xcom_manager.services.audit import (
    COLUMNS,
    GENESIS_HASH,
    AuditChainError,
    AuditService,
    append_entry,
    canonical_bytes,
    default_actor,
    entry_hash,
)
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.inventory_dto import AuditDraft, AuditFilter, AuditRow
from xcom_manager.store.db import Database


def _draft(n: int, **changes: object) -> AuditDraft:
    values: dict[str, object] = {
        "actor": "GM Anna",
        "item_id": 1 + n % 5,
        "item_type": "laser_rifle",
        "item_name": "Laser rifle",
        "from_kind": "armoury",
        "to_kind": "soldier",
        "to_soldier_id": 1 + n % 3,
        "to_soldier_name": f"Soldier {1 + n % 3}",
        "to_slot": "large",
        "to_index": 0,
        "verdict": "allowed",
    }
    values.update(changes)
    return AuditDraft(**values)  # type: ignore[arg-type]


def _append(db: Database, campaign_id: int, count: int, start: int = 0) -> None:
    for n in range(start, start + count):
        with db.session() as session:
            append_entry(session, campaign_id, _draft(n))


def _path(db: Database) -> str:
    return db.url.removeprefix("sqlite:///")


def _raw(db: Database, sql: str, *params: object) -> None:
    connection = sqlite3.connect(_path(db))
    try:
        connection.execute(sql, params)
        connection.commit()
    finally:
        connection.close()


def test_first_row_links_to_64_zeros_and_hash_covers_content(
    db: Database, campaign_id: int
) -> None:
    with db.session() as session:
        row = append_entry(session, campaign_id, _draft(0, rule_ids=("W-HAND-3", "R-4")))
    assert row.seq == 1
    assert row.prev_hash == GENESIS_HASH == "0" * 64
    values = [getattr(row, name) for name in COLUMNS[:-1]]
    values[COLUMNS.index("rule_ids")] = "W-HAND-3,R-4"
    assert row.hash == entry_hash(values)
    assert canonical_bytes(values).startswith(f"[{campaign_id},1,".encode())
    assert row.rule_ids == ("W-HAND-3", "R-4")


def test_chain_links_each_row_to_the_previous(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 5)
    rows = AuditService(db).page(AuditFilter(campaign_id), 0, 10)
    assert [r.seq for r in rows] == [1, 2, 3, 4, 5]
    for before, after in itertools.pairwise(rows):
        assert after.prev_hash == before.hash


def test_chains_are_per_campaign(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    other = campaigns.create_campaign("Other", "wargame").id
    _append(db, campaign_id, 3)
    _append(db, other, 2)
    service = AuditService(db)
    assert service.count(AuditFilter(other)) == 2
    assert service.page(AuditFilter(other), 0, 1)[0].prev_hash == GENESIS_HASH
    report = service.verify(None)
    assert report.ok and report.rows_checked == 5
    assert service.verify(other).rows_checked == 2


def test_verify_reports_intact_log_with_progress(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 25)
    calls: list[tuple[int, int]] = []
    report = AuditService(db).verify(
        campaign_id, lambda d, t: calls.append((d, t)), progress_every=10
    )
    assert report.ok
    assert report.message == "audit log intact: 25 rows"
    assert calls == [(10, 25), (20, 25), (25, 25)]


def test_verify_can_be_cancelled_by_progress(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 12)
    report = AuditService(db).verify(campaign_id, lambda d, t: True, progress_every=5)
    assert report.cancelled and not report.ok and report.rows_checked == 5


def test_empty_log_verifies(db: Database, campaign_id: int) -> None:
    assert AuditService(db).verify(campaign_id).ok


@pytest.mark.parametrize(
    ("column", "value"),
    [
        ("actor", "Someone else"),
        ("item_name", "Plasma rifle"),
        ("verdict", "overridden"),
        ("reason", "edited"),
        ("recorded_at", "2000-01-01T00:00:00.000000+00:00"),
        ("to_index", 1),
        ("from_soldier_id", 9),
        ("hash", "f" * 64),
        ("prev_hash", "e" * 64),
    ],
)
def test_editing_a_field_is_detected_at_that_row(
    db: Database, campaign_id: int, column: str, value: object
) -> None:
    _append(db, campaign_id, 6)
    _raw(db, f"UPDATE audit_entry SET {column} = ? WHERE seq = 4", value)
    report = AuditService(db).verify(campaign_id)
    assert not report.ok
    assert report.first_bad_seq == 4
    assert report.problem in ("content_changed", "out_of_order", "chain_broken")
    assert "row #4" in report.message


def test_deleting_a_row_is_reported_as_missing(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 6)
    _raw(db, "DELETE FROM audit_entry WHERE seq = 3")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 3, "row_missing")
    assert "row missing before #4" in report.message


def test_deleting_the_last_row_is_detected_by_the_head(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 4)
    _raw(db, "DELETE FROM audit_entry WHERE seq = 4")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 4, "row_missing")


def test_swapping_two_rows_is_reported_out_of_order(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 6)
    _raw(db, "UPDATE audit_entry SET seq = -1 WHERE seq = 2")
    _raw(db, "UPDATE audit_entry SET seq = 2 WHERE seq = 5")
    _raw(db, "UPDATE audit_entry SET seq = 5 WHERE seq = -1")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 2, "out_of_order")


def test_append_refuses_when_the_head_record_is_gone(db: Database, campaign_id: int) -> None:
    _append(db, campaign_id, 2)
    _raw(db, "DELETE FROM audit_head")
    with pytest.raises(AuditChainError), db.session() as session:
        append_entry(session, campaign_id, _draft(3))
    assert not AuditService(db).verify(campaign_id).ok


def test_a_second_row_with_the_same_seq_is_refused(db: Database, campaign_id: int) -> None:
    """The (campaign_id, seq) key: a racing append fails loudly instead of forking the chain."""
    _append(db, campaign_id, 2)
    with pytest.raises(sqlite3.IntegrityError):
        _raw(
            db,
            "INSERT INTO audit_entry SELECT * FROM audit_entry WHERE seq = 2",
        )


def test_count_page_filters_and_keyset(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    start = datetime(2030, 1, 1, tzinfo=UTC)
    for n in range(10):
        with db.session() as session:
            append_entry(
                session,
                campaign_id,
                _draft(n, verdict="overridden" if n == 7 else "allowed", mission_id=n % 2 or None),
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
    _append(db, campaign_id, 3)
    target = tmp_path / "audit.csv"
    assert AuditService(db).export_csv(AuditFilter(campaign_id), target) == 3
    with target.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.reader(stream))
    assert rows[0] == list(COLUMNS)
    assert [row[1] for row in rows[1:]] == ["1", "2", "3"]
    assert rows[1][COLUMNS.index("prev_hash")] == GENESIS_HASH


def test_default_actor_prefers_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XCOM_GM_NAME", "Commander Bradford")
    assert default_actor() == "Commander Bradford"
    monkeypatch.delenv("XCOM_GM_NAME")
    assert default_actor()


# -- properties --------------------------------------------------------------------------------

_EDITABLE = [c for c in COLUMNS if c not in ("campaign_id",)]
_SWAPS = {
    "context": {"armoury": "mission", "mission": "armoury"},
    "verdict": {
        "allowed": "overridden",
        "overridden": "allowed",
        "allowed_with_warnings": "allowed",
    },
}


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    count=st.integers(min_value=1, max_value=8),
    data=st.data(),
)
def test_any_single_field_edit_deletion_or_swap_is_detected(
    tmp_path_factory: pytest.TempPathFactory, count: int, data: st.DataObject
) -> None:
    folder = tmp_path_factory.mktemp("prop")
    db = Database.open(f"sqlite:///{folder / 'c.db'}")
    try:
        campaign_id = CampaignService(db).create_campaign("P", "wargame").id
        _append(db, campaign_id, count)
        assert AuditService(db).verify(campaign_id).ok
        kind = data.draw(
            st.sampled_from(["edit", "delete", "swap"] if count > 1 else ["edit", "delete"])
        )
        target = data.draw(st.integers(min_value=1, max_value=count))
        if kind == "edit":
            column = data.draw(st.sampled_from(_EDITABLE))
            connection = sqlite3.connect(_path(db))
            old = connection.execute(
                f"SELECT {column} FROM audit_entry WHERE seq = ?", (target,)
            ).fetchone()[0]
            connection.close()
            if column == "seq":
                new: object = count + 10
            elif column in _SWAPS:  # columns with a CHECK constraint: another allowed value
                new = _SWAPS[column][old]
            elif isinstance(old, int):
                new = old + 1
            elif old is None:
                new = 7
            else:
                new = old + "x"
            _raw(db, f"UPDATE audit_entry SET {column} = ? WHERE seq = ?", new, target)
        elif kind == "delete":
            _raw(db, "DELETE FROM audit_entry WHERE seq = ?", target)
        else:
            other = data.draw(
                st.integers(min_value=1, max_value=count).filter(lambda s: s != target)
            )
            _raw(db, "UPDATE audit_entry SET seq = -1 WHERE seq = ?", target)
            _raw(db, "UPDATE audit_entry SET seq = ? WHERE seq = ?", target, other)
            _raw(db, "UPDATE audit_entry SET seq = ? WHERE seq = -1", other)
        report = AuditService(db).verify(campaign_id)
        assert not report.ok
        if kind != "swap":
            assert report.first_bad_seq == target
        else:
            assert report.first_bad_seq == min(target, other)
    finally:
        db.close()


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

    from xcom_manager.services.audit import fetch_entry

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
        draft = _draft(
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
                session, campaign_id, draft, recorded_at=start + timedelta(minutes=minutes)
            )
            append_entry(session, other, draft, recorded_at=start + timedelta(minutes=n))
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


def test_unindexed_column_compiles_to_unary_plus_on_sqlite_only() -> None:
    from sqlalchemy import select
    from sqlalchemy.dialects import postgresql, sqlite
    from sqlmodel import col

    from xcom_manager.store.models import AuditEntry
    from xcom_manager.store.queries.audit_filters import EntryFilter, _conditions

    f = EntryFilter(1, item_id=3, since="2026-01-01T00:00:00.000000+00:00", verdict="overridden")
    query = select(col(AuditEntry.seq)).where(*_conditions(f, "item"))
    on_sqlite = str(query.compile(dialect=sqlite.dialect()))
    on_postgresql = str(query.compile(dialect=postgresql.dialect()))
    assert "+audit_entry.recorded_at >=" in on_sqlite
    assert "+audit_entry.verdict =" in on_sqlite
    assert "audit_entry.item_id =" in on_sqlite
    assert "+audit_entry.item_id" not in on_sqlite
    assert "+" not in on_postgresql
