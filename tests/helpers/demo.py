"""The demo campaign for tests of every layer."""

from __future__ import annotations

from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.dto import CampaignInfo


def create_demo(campaigns: CampaignService, ruleset_id: str | None = None) -> CampaignInfo:
    """A new demo campaign in the database of ``campaigns`` (as ``xcom-manager demo`` makes)."""
    return DemoService(campaigns.db, campaigns).create_campaign(ruleset_id)
