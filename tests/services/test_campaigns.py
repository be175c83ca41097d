"""CampaignService: rulesets, creating and listing campaigns."""

from __future__ import annotations

import pytest

from xcom_manager.services.campaigns.dto import CampaignInfo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError, UserError, ValidationError
from xcom_manager.store.db import Database


def test_available_rulesets_lists_the_bundled_ones(campaigns: CampaignService) -> None:
    ids = dict(campaigns.available_rulesets())
    assert "wargame" in ids
    assert "boardgame" in ids
    assert ids["wargame"] == "X-COM Wargame"


def test_create_list_and_get(campaigns: CampaignService) -> None:
    assert campaigns.list_campaigns() == []
    made = campaigns.create_campaign("  Operation Test  ", "wargame")
    assert made == CampaignInfo(made.id, "Operation Test", "wargame", "X-COM Wargame", 0)
    second = campaigns.create_campaign("Board night", "boardgame")
    assert [info.id for info in campaigns.list_campaigns()] == [made.id, second.id]
    assert campaigns.get(second.id).ruleset_id == "boardgame"


def test_unknown_campaign_is_not_found(campaigns: CampaignService) -> None:
    with pytest.raises(NotFoundError, match="no campaign #42"):
        campaigns.get(42)
    with pytest.raises(NotFoundError):
        campaigns.ruleset_for(42)
    with pytest.raises(NotFoundError):
        campaigns.export_campaign(42)


def test_unknown_ruleset_is_refused(campaigns: CampaignService) -> None:
    with pytest.raises(NotFoundError, match=r"no ruleset 'chess'.*wargame"):
        campaigns.create_campaign("X", "chess")
    assert campaigns.list_campaigns() == []


@pytest.mark.parametrize("name", ["", "   ", "x" * 201])
def test_bad_campaign_name_is_refused(campaigns: CampaignService, name: str) -> None:
    with pytest.raises(ValidationError) as caught:
        campaigns.create_campaign(name, "wargame")
    assert [problem.field for problem in caught.value.problems] == ["name"]
    assert isinstance(caught.value, UserError)
    assert campaigns.list_campaigns() == []


def test_ruleset_for_is_cached(campaigns: CampaignService, campaign_id: int) -> None:
    first = campaigns.ruleset_for(campaign_id)
    assert first.id == "wargame"
    assert campaigns.ruleset_for(campaign_id) is first
    # A second service on the same process re-uses the parsed file as well.
    other = CampaignService(campaigns.db)
    assert other.ruleset_for(campaign_id) is first


def test_summary_counts(campaigns: CampaignService, campaign_id: int) -> None:
    summary = campaigns.summary(campaign_id)
    assert summary.campaign.id == campaign_id
    assert summary.soldiers_by_status == ()
    assert (summary.carried_items, summary.armoury_items, summary.alien_units) == (0, 0, 0)


def test_campaigns_survive_reopening(db_url: str, campaigns: CampaignService) -> None:
    made = campaigns.create_campaign("Persistent", "wargame")
    campaigns.db.close()
    with Database.open(db_url) as reopened:
        assert CampaignService(reopened).get(made.id).name == "Persistent"
