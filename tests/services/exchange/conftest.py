"""Fixtures of the exchange tests: the exported demo campaign."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database


@pytest.fixture(scope="package")  # built once for the exchange tests: the demo takes a while
def _demo_export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("demo")
    with Database.open(f"sqlite:///{folder / 'demo.db'}") as db:
        campaigns = CampaignService(db)
        return campaigns.export_campaign(create_demo(campaigns).id)


@pytest.fixture
def demo_document(_demo_export: dict[str, Any]) -> dict[str, Any]:
    """The exported demo campaign (a fresh copy for each test to change)."""
    return copy.deepcopy(_demo_export)
