"""The demo's armoury history: checked, audited movements by the demo GM, one overridden."""

from __future__ import annotations

from typing import Any

from tests.helpers.demo import create_demo
from xcom_manager.services.audit.reasons import reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.document import DEMO_GM, build_demo_document
from xcom_manager.services.demo.history import record_demo_history
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.store.db import Database


def test_demo_has_an_armoury_history_with_a_gm_override(
    campaigns: CampaignService, demo_id: int
) -> None:
    """The demo's audit log: checked movements by the demo GM, one a refused move (INV-1, a
    large weapon in a full slot: R-4 lets it ride in any slot with room) that the GM overrode
    with a reason; the chain verifies."""
    audit = AuditService(campaigns.db)
    rows = audit.page(AuditFilter(demo_id), 0, 1000)
    assert len(rows) >= 8
    assert [row.seq for row in rows] == list(range(1, len(rows) + 1))
    assert {row.actor for row in rows} == {DEMO_GM}
    overridden = [row for row in rows if row.verdict == "overridden"]
    assert len(overridden) == 1
    assert overridden[0].reason.strip()
    assert "INV-1" in overridden[0].rule_ids
    assert all(row.reason for row in rows if row.verdict == "overridden")
    assert any(reason_text(row.reason).startswith("Undo of #") for row in rows)
    assert {row.to_kind for row in rows} == {"armoury", "soldier"}
    assert audit.verify(demo_id).ok
    # Everything went back as issued: the campaign's contents are the demo document's.
    # (The demo's finished mission records the facts of its death and the service record's
    # history, which the document has not.)
    plain = campaigns.import_campaign(build_demo_document(campaigns.ruleset_for(demo_id)))
    assert _without_status_facts(campaigns.export_campaign(demo_id)) == _without_status_facts(
        campaigns.export_campaign(plain.id)
    )


def _without_status_facts(document: dict[str, Any]) -> dict[str, Any]:
    facts = ("status_date", "status_mission", "status_cause", "history")
    soldiers = [{k: v for k, v in s.items() if k not in facts} for s in document["soldiers"]]
    return {**document, "soldiers": soldiers}


def test_demo_history_has_eight_moves_and_an_override(
    db: Database, campaigns: CampaignService
) -> None:
    info = create_demo(campaigns)
    results = record_demo_history(db, campaigns, info.id)
    assert len(results) >= 8
    assert any(r.audit_verdict == "overridden" for r in results)
    rows = AuditService(db).page(AuditFilter(info.id), 0, 100)
    assert any(reason_text(r.reason).startswith("Undo of #") for r in rows)
    assert AuditService(db).verify(info.id).ok
