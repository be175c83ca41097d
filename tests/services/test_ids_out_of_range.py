"""An id no row can have (past 64 bits: a typo, a pasted number) names nothing: the services
say "there is no ..." on SQLite and PostgreSQL alike, never a driver's OverflowError."""

from __future__ import annotations

import pytest

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService

HUGE = (10**30, -(10**30), 2**63)


@pytest.mark.parametrize("huge", HUGE)
def test_a_huge_item_id_is_no_such_item(
    campaigns: CampaignService, campaign_id: int, huge: int
) -> None:
    inventory = InventoryService(campaigns.db, campaigns)
    with pytest.raises(NotFoundError, match="there is no item"):
        inventory.item(huge)
    with pytest.raises(NotFoundError, match="there is no item"):
        inventory.move_item(huge, Destination.armoury())


@pytest.mark.parametrize("huge", HUGE)
def test_a_huge_soldier_or_campaign_id_names_none(
    campaigns: CampaignService, roster: RosterService, huge: int
) -> None:
    with pytest.raises(NotFoundError):
        roster.get_soldier(huge)
    with pytest.raises(NotFoundError):
        campaigns.get(huge)
