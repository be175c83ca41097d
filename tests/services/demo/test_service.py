"""Making demo campaigns: every one the same, in any database."""

from __future__ import annotations

from typing import Any

from tests.helpers.demo import create_demo
from tests.services.conftest import OpenDatabase
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import dump_campaign_json


def test_two_demos_are_identical(
    campaigns: CampaignService, demo_id: int, open_database: OpenDatabase
) -> None:
    second = create_demo(campaigns)
    assert second.id != demo_id
    first_text = _text(campaigns.export_campaign(demo_id))
    assert _text(campaigns.export_campaign(second.id)) == first_text
    elsewhere = CampaignService(open_database("elsewhere.db"))
    third = create_demo(elsewhere)
    assert _text(elsewhere.export_campaign(third.id)) == first_text


def _text(document: dict[str, Any]) -> str:
    """The document's text but for when each fact of the service records was recorded (the
    moment the demo was made)."""
    for soldier in document["soldiers"]:
        for fact in soldier["history"]:
            fact["recorded_at"] = "(when made)"
    return dump_campaign_json(document)
