"""The same campaign on SQLite and on PostgreSQL (issue 12, deliverable 2): the demo made on
each engine exports to the same bytes, replays its missions to the same bytes, and its audit
log verifies; a document exported from one engine and imported into the other exports again to
the same bytes."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers.demo import create_demo, without_recording_times
from tests.helpers.postgres import PostgresServer
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import dump_campaign_json
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database


def _demo_facts(url: str, ruleset_id: str) -> tuple[str, list[str], bool]:
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        campaign = create_demo(campaigns, ruleset_id)
        missions = MissionService(db, campaigns)
        replays = [missions.replay_json(m.id) for m in missions.list_missions(campaign.id)]
        verified = AuditService(db).verify(campaign.id).ok
        exported = dump_campaign_json(campaigns.export_campaign(campaign.id))
        return without_recording_times(exported), replays, verified


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", ["wargame", "boardgame"])
def test_the_demo_is_the_same_on_both_engines(
    postgres_server: PostgresServer, tmp_path: Path, ruleset_id: str
) -> None:
    url = postgres_server.new_database()
    try:
        on_sqlite = _demo_facts(f"sqlite:///{tmp_path / 'campaign.db'}", ruleset_id)
        on_postgresql = _demo_facts(url, ruleset_id)
    finally:
        postgres_server.give_back(url)
    assert on_sqlite[2] and on_postgresql[2]  # the audit logs verify
    assert on_postgresql[1] == on_sqlite[1]  # replays, byte for byte
    assert on_postgresql[0] == on_sqlite[0]  # the export, byte for byte


@pytest.mark.slow
def test_a_campaign_moves_between_the_engines_unchanged(
    postgres_server: PostgresServer, tmp_path: Path
) -> None:
    """SQLite to PostgreSQL and back again: each export is the same text, and the campaign
    imported into PostgreSQL takes new rows after the imported ones (its ids go on)."""
    url = postgres_server.new_database()
    try:
        with Database.open(f"sqlite:///{tmp_path / 'campaign.db'}") as sqlite_db:
            campaigns = CampaignService(sqlite_db)
            document = campaigns.export_campaign(create_demo(campaigns).id)
        with Database.open(url) as server_db:
            campaigns = CampaignService(server_db)
            imported = campaigns.import_campaign(document)
            again = campaigns.export_campaign(imported.id)
            second = campaigns.import_campaign(again)
            assert second.id != imported.id
            assert dump_campaign_json(campaigns.export_campaign(second.id)) == dump_campaign_json(
                again
            )
        with Database.open(f"sqlite:///{tmp_path / 'back.db'}") as back_db:
            campaigns = CampaignService(back_db)
            back = campaigns.export_campaign(campaigns.import_campaign(again).id)
    finally:
        postgres_server.give_back(url)
    assert dump_campaign_json(again) == dump_campaign_json(document)
    assert dump_campaign_json(back) == dump_campaign_json(document)
