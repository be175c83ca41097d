"""The demo campaign for tests of every layer."""

from __future__ import annotations

import re

from xcom_manager.services.campaigns.dto import CampaignInfo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.service import DemoService


def create_demo(campaigns: CampaignService, ruleset_id: str | None = None) -> CampaignInfo:
    """A new demo campaign in the database of ``campaigns`` (as ``xcom-manager demo`` makes)."""
    return DemoService(campaigns.db, campaigns).create_campaign(ruleset_id)


_RECORDED_AT = re.compile(r'"recorded_at": "[^"]*"')


def without_recording_times(exported: str) -> str:
    """An exported campaign's JSON with every history fact's ``recorded_at`` (the real moment
    the fact was written: two demos made a second apart differ there only) masked."""
    return _RECORDED_AT.sub('"recorded_at": "(when made)"', exported)
