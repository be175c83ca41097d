"""INV-3 in the inventory service: no path, not even a GM override, stores an impossible
position (issue 11: an override could store slot index -1, 99 or an unknown slot)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from sqlmodel import select

from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter, Destination
from xcom_manager.services.inventory.service import (
    InventoryService,
    MoveNotPossibleError,
    PositionRefused,
)
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item


@pytest.fixture
def inventory(db: Database, campaigns: CampaignService) -> InventoryService:
    return InventoryService(db, campaigns)


def _soldier(roster: RosterService, campaign_id: int) -> int:
    draft = roster.new_recruit_draft(
        campaign_id, soldier_class="infantry", nationality=None, rng=random.Random(3)
    )
    return roster.recruit(campaign_id, draft).row.id


def _items(db: Database, campaign_id: int, item_type: str, count: int) -> list[int]:
    with db.session() as session:
        rows = [Item(campaign_id=campaign_id, item_type=item_type) for _ in range(count)]
        session.add_all(rows)
        session.flush()
        return [row.id for row in rows if row.id is not None]


def _placements(db: Database) -> list[tuple[object, ...]]:
    with db.session() as session:
        return [
            (r.id, r.location, r.soldier_id, r.slot, r.slot_index, r.version)
            for r in session.exec(select(Item).order_by(Item.id)).all()  # type: ignore[arg-type]
        ]


@pytest.mark.parametrize(
    ("slot", "index", "expected"),
    [
        ("small", -1, "from 0 to 7, not -1"),
        ("small", 99, "from 0 to 7, not 99"),
        ("small", 8, "from 0 to 7, not 8"),
        ("small", 1.5, "from 0 to 7, not 1.5"),
        ("pocket", None, "“pocket” is not a slot of the"),
        ("pocket", 0, "“pocket” is not a slot of the"),
    ],
)
def test_inv_3_an_impossible_position_is_refused_even_with_an_override(
    db: Database,
    inventory: InventoryService,
    roster: RosterService,
    campaign_id: int,
    slot: str,
    index: object,
    expected: str,
) -> None:
    soldier = _soldier(roster, campaign_id)
    (grenade,) = _items(db, campaign_id, "frag_grenade", 1)
    to = Destination.soldier(soldier, slot, index)  # type: ignore[arg-type]
    verdict = inventory.check_move(grenade, to)
    assert not verdict.allowed and verdict.rule_ids == ("INV-3",)
    before = _placements(db)
    with pytest.raises(PositionRefused) as caught:
        inventory.move_item(grenade, to, override_reason="the GM insists")
    assert isinstance(caught.value, MoveNotPossibleError)
    assert "INV-3" in str(caught.value) and expected in str(caught.value)
    assert caught.value.violation.rule_id == "INV-3"
    assert _placements(db) == before
    assert AuditService(db).count(AuditFilter(campaign_id)) == 0


def test_inv_3_overrides_fill_a_full_slot_up_to_its_last_position(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaign_id)
    grenades = _items(db, campaign_id, "frag_grenade", 9)
    to = Destination.soldier(soldier, "small")
    placed = [
        inventory.move_item(g, to, override_reason="overloaded").item.slot_index
        for g in grenades[:8]
    ]
    assert placed == list(range(8))  # 0..3 allowed, 4..7 overridden (INV-1)
    with pytest.raises(PositionRefused, match="no position left"):
        inventory.move_item(grenades[8], to, override_reason="overloaded")
    # An explicit position past the capacity is an override too, up to the last position.
    inventory.move_item(grenades[5], Destination.armoury())
    moved = inventory.move_item(
        grenades[8], Destination.soldier(soldier, "small", 5), override_reason="there"
    )
    assert (moved.audit_verdict, moved.item.slot_index) == ("overridden", 5)


def test_inv_3_a_slot_the_unit_lacks_takes_override_positions_from_0(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """A jump infantry has no backpack (INV-1): forced, its positions run 0..4 (INV-3)."""
    soldier = _soldier(roster, campaign_id)
    row = roster.get_soldier(soldier)
    roster.update_soldier(soldier, replace(row.to_draft(), unit_type="jump_infantry"), row.version)
    packs = _items(db, campaign_id, "medkit", 6)
    to = Destination.soldier(soldier, "backpack")
    placed = [inventory.move_item(p, to, override_reason="strapped on").item for p in packs[:5]]
    assert [p.slot_index for p in placed] == [0, 1, 2, 3, 4]
    with pytest.raises(PositionRefused, match="no position left"):
        inventory.move_item(packs[5], to, override_reason="strapped on")
