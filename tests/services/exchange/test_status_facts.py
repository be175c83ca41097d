"""Format 3 carries the facts of a soldier's status (date, mission by name, cause); older
documents import without them (real SQLite files)."""

from __future__ import annotations

import copy
from datetime import date
from typing import Any

import pytest

from tests.helpers.documents import soldier_entry
from tests.services.conftest import OpenDatabase
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.document import FORMAT_NAME, dump_campaign_json
from xcom_manager.services.roster.dto import StatusFacts
from xcom_manager.services.roster.service import RosterService


def _document(version: int, **facts: Any) -> dict[str, Any]:
    return {
        "format": FORMAT_NAME,
        "format_version": version,
        "campaign": {"name": "Facts", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            {**soldier_entry("Anna Berg"), "status": "dead", "wounds": 0, **facts},
            soldier_entry("Boris Lind"),
        ],
    }


def test_the_facts_of_a_status_export_and_import_again(
    campaigns: CampaignService, roster: RosterService, open_database: OpenDatabase
) -> None:
    campaign = campaigns.import_campaign(_document(3)).id
    anna = roster.list_soldiers(campaign)[0]
    roster.set_status(anna.id, "mia", anna.version, StatusFacts(date(2026, 12, 2), None, "lost"))
    document = campaigns.export_campaign(campaign)
    exported = document["soldiers"][0]
    assert (exported["status_date"], exported["status_cause"]) == ("2026-12-02", "lost")
    assert "status_mission" not in exported  # none recorded
    assert not {"status_date", "status_cause"} & set(document["soldiers"][1])

    target = CampaignService(open_database("target.db"))
    copied = target.import_campaign(copy.deepcopy(document)).id
    again = target.export_campaign(copied)
    assert dump_campaign_json(again) == dump_campaign_json(document)


def test_an_imported_fact_keeps_the_missions_name_without_an_id(
    campaigns: CampaignService, roster: RosterService
) -> None:
    facts = {"status_date": "2026-11-30", "status_mission": "Dawn raid", "status_cause": "bled_out"}
    campaign = campaigns.import_campaign(_document(3, **facts)).id
    anna = roster.list_soldiers(campaign)[0]
    assert (anna.status_date, anna.status_mission, anna.status_cause) == (
        date(2026, 11, 30),
        "Dawn raid",
        "bled_out",
    )
    assert anna.status_mission_id is None


@pytest.mark.parametrize("version", [1, 2])
def test_an_older_document_still_imports_with_no_facts(
    campaigns: CampaignService, roster: RosterService, version: int
) -> None:
    campaign = campaigns.import_campaign(_document(version)).id
    assert {row.facts for row in roster.list_soldiers(campaign)} == {StatusFacts()}


def test_a_bad_date_is_refused_with_its_path(campaigns: CampaignService) -> None:
    with pytest.raises(ImportFormatError) as caught:
        campaigns.import_campaign(_document(3, status_date="30/11/2026"))
    assert "soldiers[0].status_date: must be a date YYYY-MM-DD, not '30/11/2026'" in str(
        caught.value
    )
    assert campaigns.list_campaigns() == []
