"""Fixtures of the demo tests: a demo campaign in a fresh database."""

from __future__ import annotations

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.services.campaigns.service import CampaignService


@pytest.fixture
def demo_id(campaigns: CampaignService) -> int:
    return create_demo(campaigns).id
