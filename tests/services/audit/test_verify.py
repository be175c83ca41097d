"""Verifying the chain: an intact log, progress, and tampering made with raw sqlite3."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.audit import append, file_path, raw_sql
from xcom_manager.services.audit.chain import COLUMNS
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database


def test_verify_reports_intact_log_with_progress(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 25)
    calls: list[tuple[int, int]] = []
    report = AuditService(db).verify(
        campaign_id, lambda d, t: calls.append((d, t)), progress_every=10
    )
    assert report.ok
    assert report.message == "audit log intact: 25 rows"
    assert calls == [(10, 25), (20, 25), (25, 25)]


def test_verify_can_be_cancelled_by_progress(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 12)
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
    append(db, campaign_id, 6)
    raw_sql(db, f"UPDATE audit_entry SET {column} = ? WHERE seq = 4", value)
    report = AuditService(db).verify(campaign_id)
    assert not report.ok
    assert report.first_bad_seq == 4
    assert report.problem in ("content_changed", "out_of_order", "chain_broken")
    assert "row #4" in report.message


def test_deleting_a_row_is_reported_as_missing(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 6)
    raw_sql(db, "DELETE FROM audit_entry WHERE seq = 3")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 3, "row_missing")
    assert "row missing before #4" in report.message


def test_deleting_the_last_row_is_detected_by_the_head(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 4)
    raw_sql(db, "DELETE FROM audit_entry WHERE seq = 4")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 4, "row_missing")


def test_swapping_two_rows_is_reported_out_of_order(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 6)
    raw_sql(db, "UPDATE audit_entry SET seq = -1 WHERE seq = 2")
    raw_sql(db, "UPDATE audit_entry SET seq = 2 WHERE seq = 5")
    raw_sql(db, "UPDATE audit_entry SET seq = 5 WHERE seq = -1")
    report = AuditService(db).verify(campaign_id)
    assert (report.ok, report.first_bad_seq, report.problem) == (False, 2, "out_of_order")


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
        append(db, campaign_id, count)
        assert AuditService(db).verify(campaign_id).ok
        kind = data.draw(
            st.sampled_from(["edit", "delete", "swap"] if count > 1 else ["edit", "delete"])
        )
        target = data.draw(st.integers(min_value=1, max_value=count))
        if kind == "edit":
            column = data.draw(st.sampled_from(_EDITABLE))
            connection = sqlite3.connect(file_path(db))
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
            raw_sql(db, f"UPDATE audit_entry SET {column} = ? WHERE seq = ?", new, target)
        elif kind == "delete":
            raw_sql(db, "DELETE FROM audit_entry WHERE seq = ?", target)
        else:
            other = data.draw(
                st.integers(min_value=1, max_value=count).filter(lambda s: s != target)
            )
            raw_sql(db, "UPDATE audit_entry SET seq = -1 WHERE seq = ?", target)
            raw_sql(db, "UPDATE audit_entry SET seq = ? WHERE seq = ?", target, other)
            raw_sql(db, "UPDATE audit_entry SET seq = ? WHERE seq = -1", other)
        report = AuditService(db).verify(campaign_id)
        assert not report.ok
        if kind != "swap":
            assert report.first_bad_seq == target
        else:
            assert report.first_bad_seq == min(target, other)
    finally:
        db.close()
