"""The audit chain's format: the first row, links, per-campaign chains, the head record."""

from __future__ import annotations

import itertools

import pytest
from sqlalchemy.exc import IntegrityError

from tests.helpers.audit import append, draft, raw_sql
from xcom_manager.services.audit.chain import (
    COLUMNS,
    GENESIS_HASH,
    AuditChainError,
    append_entry,
    canonical_bytes,
    default_actor,
    entry_hash,
)
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.store.db import Database


def test_first_row_links_to_64_zeros_and_hash_covers_content(
    db: Database, campaign_id: int
) -> None:
    with db.session() as session:
        row = append_entry(session, campaign_id, draft(0, rule_ids=("W-HAND-3", "R-4")))
    assert row.seq == 1
    assert row.prev_hash == GENESIS_HASH == "0" * 64
    values = [getattr(row, name) for name in COLUMNS[:-1]]
    values[COLUMNS.index("rule_ids")] = "W-HAND-3,R-4"
    assert row.hash == entry_hash(values)
    assert canonical_bytes(values).startswith(f"[{campaign_id},1,".encode())
    assert row.rule_ids == ("W-HAND-3", "R-4")


def test_chain_links_each_row_to_the_previous(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 5)
    rows = AuditService(db).page(AuditFilter(campaign_id), 0, 10)
    assert [r.seq for r in rows] == [1, 2, 3, 4, 5]
    for before, after in itertools.pairwise(rows):
        assert after.prev_hash == before.hash


def test_chains_are_per_campaign(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    other = campaigns.create_campaign("Other", "wargame").id
    append(db, campaign_id, 3)
    append(db, other, 2)
    service = AuditService(db)
    assert service.count(AuditFilter(other)) == 2
    assert service.page(AuditFilter(other), 0, 1)[0].prev_hash == GENESIS_HASH
    report = service.verify(None)
    assert report.ok and report.rows_checked == 5
    assert service.verify(other).rows_checked == 2


def test_append_refuses_when_the_head_record_is_gone(db: Database, campaign_id: int) -> None:
    append(db, campaign_id, 2)
    raw_sql(db, "DELETE FROM audit_head")
    with pytest.raises(AuditChainError), db.session() as session:
        append_entry(session, campaign_id, draft(3))
    assert not AuditService(db).verify(campaign_id).ok


def test_a_second_row_with_the_same_seq_is_refused(db: Database, campaign_id: int) -> None:
    """The (campaign_id, seq) key: a racing append fails loudly instead of forking the chain."""
    append(db, campaign_id, 2)
    with pytest.raises(IntegrityError):
        raw_sql(
            db,
            "INSERT INTO audit_entry SELECT * FROM audit_entry WHERE seq = 2",
        )


def test_default_actor_prefers_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XCOM_GM_NAME", "Commander Bradford")
    assert default_actor() == "Commander Bradford"
    monkeypatch.delenv("XCOM_GM_NAME")
    assert default_actor()
