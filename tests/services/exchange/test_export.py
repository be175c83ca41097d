"""Export: the format of a document, and two exports of a campaign byte-identical."""

from __future__ import annotations

import json
from typing import Any

from tests.helpers.demo import create_demo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION, dump_campaign_json


def test_export_format(demo_document: dict[str, Any]) -> None:
    assert demo_document["format"] == FORMAT_NAME == "xcom_manager.campaign"
    assert demo_document["format_version"] == FORMAT_VERSION == 4
    assert set(demo_document) == {
        "format",
        "format_version",
        "campaign",
        "soldiers",
        "armoury",
        "alien_units",
    }
    assert set(demo_document["campaign"]) == {"name", "ruleset_id", "notes"}
    soldier = demo_document["soldiers"][0]
    assert set(soldier) == {
        "name",
        "nationality",
        "rank",
        "soldier_class",
        "unit_type",
        "stats",
        "wounds",
        "status",
        "missions",
        "kills",
        "experience",
        "notes",
        "items",
        "history",
    }
    assert soldier["history"] == []  # the demo is imported: its soldiers have no record yet
    assert set(soldier["items"][0]) == {"item_type", "charges", "slot", "slot_index"}
    assert set(demo_document["armoury"][0]) == {"item_type", "charges"}
    assert set(demo_document["alien_units"][0]) == {
        "name",
        "species",
        "unit_type",
        "stats",
        "wounds",
        "status",
    }
    # JSON-ready: survives a dump and load unchanged.
    assert json.loads(dump_campaign_json(demo_document)) == demo_document


def test_two_exports_are_byte_identical(campaigns: CampaignService) -> None:
    demo = create_demo(campaigns)
    first = dump_campaign_json(campaigns.export_campaign(demo.id))
    assert dump_campaign_json(campaigns.export_campaign(demo.id)) == first
    assert first.endswith("}\n")
