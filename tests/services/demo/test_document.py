"""The demo document, as a campaign: its roster, kit, armoury and aliens, all valid."""

from __future__ import annotations

from collections import Counter

from sqlmodel import select

from xcom_manager.rules.roster import check_soldier
from xcom_manager.rules.ruleset import Environment, ItemKind
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.document import DEMO_CAMPAIGN_NAME
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.models import AlienUnit, Item, Soldier

SIX_CLASSES = {"infantry", "assault", "heavy", "machine_gunner", "support", "sniper"}


def test_demo_roster(campaigns: CampaignService, roster: RosterService, demo_id: int) -> None:
    info = campaigns.get(demo_id)
    assert info.name == DEMO_CAMPAIGN_NAME
    assert info.ruleset_id == "wargame"
    rows = roster.list_soldiers(demo_id)
    assert len(rows) >= 12
    assert info.soldier_count == len(rows)
    assert {row.soldier_class for row in rows} == SIX_CLASSES
    assert {"jump_infantry", "bike", "walker"} <= {row.unit_type for row in rows}
    assert len({row.rank for row in rows}) >= 4
    statuses = Counter(row.status for row in rows)
    assert statuses["wounded"] == statuses["retired"] == statuses["dead"] == 1
    assert statuses["active"] > len(rows) / 2
    assert len({row.name for row in rows}) == len(rows)
    wounded = next(row for row in rows if row.status == "wounded")
    assert 0 < wounded.wounds < wounded.max_wounds
    dead = next(row for row in rows if row.status == "dead")
    assert dead.wounds == 0


def test_every_demo_soldier_is_valid(
    campaigns: CampaignService, roster: RosterService, demo_id: int
) -> None:
    ruleset = campaigns.ruleset_for(demo_id)
    for row in roster.list_soldiers(demo_id):
        problems = check_soldier(
            ruleset,
            name=row.name,
            rank=row.rank,
            soldier_class=row.soldier_class,
            unit_type=row.unit_type,
            stats=dict(row.stats),
            wounds=row.wounds,
            status=row.status,
        )
        assert problems == (), row.name


def test_demo_items_are_in_valid_places(campaigns: CampaignService, demo_id: int) -> None:
    ruleset = campaigns.ruleset_for(demo_id)
    with campaigns.db.session() as session:
        soldiers = {
            s.id: s for s in session.exec(select(Soldier).where(Soldier.campaign_id == demo_id))
        }
        items = session.exec(select(Item).where(Item.campaign_id == demo_id)).all()
    carried = [item for item in items if item.location == "soldier"]
    assert len(carried) >= 30
    positions: set[tuple[int | None, str | None, int | None]] = set()
    per_slot: Counter[tuple[int | None, str | None]] = Counter()
    for item in carried:
        assert item.soldier_id in soldiers
        soldier = soldiers[item.soldier_id]
        item_type = ruleset.items[item.item_type]
        assert item.slot == item_type.slot, "each item is in the slot it calls for"
        capacity = ruleset.unit_types[soldier.unit_type].slots[item.slot]
        assert item.slot_index is not None
        assert 0 <= item.slot_index < capacity
        positions.add((item.soldier_id, item.slot, item.slot_index))
        per_slot[item.soldier_id, item.slot] += 1
        if item_type.charges is None:
            assert item.charges is None
        else:
            assert item.charges is not None
            assert 0 <= item.charges <= item_type.charges
    assert len(positions) == len(carried)
    for (soldier_id, slot), count in per_slot.items():
        assert count <= ruleset.unit_types[soldiers[soldier_id].unit_type].slots[str(slot)]
    armed = {item.soldier_id for item in carried}
    retired_or_dead = {s.id for s in soldiers.values() if s.status in ("retired", "dead")}
    assert not armed & retired_or_dead
    walker = next(s for s in soldiers.values() if s.unit_type == "walker")
    assert walker.id in armed


def test_demo_armoury_stock(campaigns: CampaignService, demo_id: int) -> None:
    ruleset = campaigns.ruleset_for(demo_id)
    with campaigns.db.session() as session:
        stock = Counter(
            item.item_type
            for item in session.exec(
                select(Item).where(Item.campaign_id == demo_id, Item.location == "armoury")
            )
        )
    for environment in Environment:
        weapons = [
            key
            for key, item in ruleset.items.items()
            if item.kind is ItemKind.weapon and item.environment is environment
        ]
        assert weapons
        assert all(stock[key] >= 2 for key in weapons), environment
    for kind in (ItemKind.ammo, ItemKind.medkit, ItemKind.grenade, ItemKind.aqualung_tank):
        keys = [key for key, item in ruleset.items.items() if item.kind is kind]
        assert keys
        assert all(stock[key] >= 2 for key in keys), kind
    assert stock["spare_aqualung_tank"] >= 3


def test_demo_aliens(campaigns: CampaignService, demo_id: int) -> None:
    ruleset = campaigns.ruleset_for(demo_id)
    with campaigns.db.session() as session:
        aliens = session.exec(select(AlienUnit).where(AlienUnit.campaign_id == demo_id)).all()
    assert len(aliens) >= 3
    for alien in aliens:
        species = ruleset.species[alien.species]
        assert alien.unit_type == species.unit_type
        assert set(alien.stats) == set(ruleset.stat_keys)
        assert 0 <= alien.wounds <= alien.stats[ruleset.wounds_stat]
    assert len({alien.species for alien in aliens}) >= 3
