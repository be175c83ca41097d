"""The demo is opened, not duplicated: the ruleset's demo already in the database is
the one opened; ``new`` makes another anyway."""

from __future__ import annotations

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.document import DEMO_CAMPAIGN_NAME, DEMO_CAMPAIGN_NAMES
from xcom_manager.services.demo.service import DemoService


def test_the_demo_is_made_once_and_then_opened(campaigns: CampaignService) -> None:
    demo = DemoService(campaigns.db, campaigns)
    assert demo.find_campaign() is None
    first = demo.open_campaign()
    assert first.created and first.campaign.name == DEMO_CAMPAIGN_NAME
    again = demo.open_campaign()
    assert not again.created and again.campaign.id == first.campaign.id
    assert demo.open_campaign("wargame").campaign.id == first.campaign.id
    assert [info.id for info in campaigns.list_campaigns()] == [first.campaign.id]

    another = demo.open_campaign(new=True)
    assert another.created and another.campaign.id != first.campaign.id
    assert len(campaigns.list_campaigns()) == 2
    found = demo.find_campaign()
    assert found is not None and found.id == another.campaign.id  # the newest
    assert demo.open_campaign().campaign.id == another.campaign.id


def test_each_ruleset_has_its_own_demo_known_by_name(campaigns: CampaignService) -> None:
    """A campaign of the demo's name under another ruleset is not the wargame's demo; a GM's own
    campaign of another name is no demo at all."""
    demo = DemoService(campaigns.db, campaigns)
    campaigns.create_campaign("My campaign", "wargame")
    board = campaigns.create_campaign(DEMO_CAMPAIGN_NAME, "boardgame")
    assert demo.find_campaign() is None
    found = demo.find_campaign("boardgame")
    assert found is not None and found.id == board.id
    opened = demo.open_campaign("boardgame")
    assert not opened.created and opened.campaign.id == board.id


def test_the_two_demos_have_their_own_names_and_the_old_board_demo_is_still_found(
    campaigns: CampaignService,
) -> None:
    """Side by side in one file, the board game's demo is not called "Operation Deep Blue" as
    the wargame's is; a board game demo made under that name before is still the one opened."""
    demo = DemoService(campaigns.db, campaigns)
    wargame = demo.open_campaign("wargame").campaign
    board = demo.open_campaign("boardgame").campaign
    assert wargame.name == DEMO_CAMPAIGN_NAME
    assert board.name == DEMO_CAMPAIGN_NAMES["boardgame"] != wargame.name
    assert "Deep Blue" not in board.name
    older = campaigns.create_campaign(DEMO_CAMPAIGN_NAME, "boardgame")  # as made before
    found = demo.find_campaign("boardgame")
    assert found is not None and found.id == older.id  # the newest of the board game's demos
