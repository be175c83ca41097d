"""The demo campaign: its contents, all in valid places, and the same every time."""

from __future__ import annotations

from collections import Counter

import pytest
from sqlmodel import select

from xcom_manager.rules.roster import check_soldier
from xcom_manager.rules.ruleset import Environment, ItemKind
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.demo import DEMO_CAMPAIGN_NAME, DEMO_GM, build_demo_document
from xcom_manager.services.exchange import dump_campaign_json
from xcom_manager.services.inventory_dto import AuditFilter
from xcom_manager.services.roster import RosterService
from xcom_manager.store.models import AlienUnit, Item, Soldier

from .conftest import OpenDatabase

SIX_CLASSES = {"infantry", "assault", "heavy", "machine_gunner", "support", "sniper"}


@pytest.fixture
def demo_id(campaigns: CampaignService) -> int:
    return campaigns.create_demo().id


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


def test_demo_has_an_armoury_history_with_a_gm_override(
    campaigns: CampaignService, demo_id: int
) -> None:
    """The demo's audit log: checked movements by the demo GM, one a refused move (INV-2, a
    large weapon in a small-size slot) that the GM overrode with a reason; the chain verifies."""
    audit = AuditService(campaigns.db)
    rows = audit.page(AuditFilter(demo_id), 0, 1000)
    assert len(rows) >= 8
    assert [row.seq for row in rows] == list(range(1, len(rows) + 1))
    assert {row.actor for row in rows} == {DEMO_GM}
    overridden = [row for row in rows if row.verdict == "overridden"]
    assert len(overridden) == 1
    assert overridden[0].reason.strip()
    assert "INV-2" in overridden[0].rule_ids
    assert all(row.reason for row in rows if row.verdict == "overridden")
    assert any(row.reason.startswith("Undo of #") for row in rows)
    assert {row.to_kind for row in rows} == {"armoury", "soldier"}
    assert audit.verify(demo_id).ok
    # Everything went back as issued: the campaign's contents are the demo document's.
    plain = campaigns.import_campaign(build_demo_document(campaigns.ruleset_for(demo_id)))
    assert campaigns.export_campaign(demo_id) == campaigns.export_campaign(plain.id)


def test_two_demos_are_identical(
    campaigns: CampaignService, demo_id: int, open_database: OpenDatabase
) -> None:
    second = campaigns.create_demo()
    assert second.id != demo_id
    first_text = dump_campaign_json(campaigns.export_campaign(demo_id))
    assert dump_campaign_json(campaigns.export_campaign(second.id)) == first_text
    elsewhere = CampaignService(open_database("elsewhere.db"))
    third = elsewhere.create_demo()
    assert dump_campaign_json(elsewhere.export_campaign(third.id)) == first_text


# -- the demo's missions (issue 4) -------------------------------------------------------------


def test_demo_missions(campaigns: CampaignService, demo_id: int) -> None:
    """One finished underwater mission played through the commands (a swim W-WATER-3, a handoff
    W-HAND-2, a wound that damages a tank W-WATER-4 / R-10, a stabilisation W-WATER-2 / R-20),
    one ground mission in progress with a downed soldier's R-8 bleed-out timer; replay is
    byte-identical; the audit chain still verifies."""
    from xcom_manager.services.demo_missions import (
        FINISHED_MISSION_NAME,
        IN_PROGRESS_MISSION_NAME,
    )
    from xcom_manager.services.inventory import InventoryService
    from xcom_manager.services.mission_dto import AdvancePhase, Stabilise
    from xcom_manager.services.missions import MissionService

    db = campaigns.db
    missions = MissionService(db, campaigns, InventoryService(db, campaigns))
    infos = {info.name: info for info in missions.list_missions(demo_id)}
    finished, ground = infos[FINISHED_MISSION_NAME], infos[IN_PROGRESS_MISSION_NAME]
    assert (finished.environment, finished.status) == ("underwater", "finished")
    assert (ground.environment, ground.status) == ("ground", "in_progress")
    raid = missions.view(finished.id)
    types = [line.type for line in raid.log]
    for wanted in ("move_declared", "handed_over", "wounded", "stabilised", "ended"):
        assert wanted in types
    rule_ids = {rule for line in raid.log for rule in line.rule_ids}
    assert {"W-WATER-3", "W-HAND-2", "W-WATER-4", "R-10", "R-9", "W-WATER-2", "R-20"} <= rule_ids
    assert raid.debrief is not None and "Wounded" in raid.debrief
    rows = AuditService(db).page(AuditFilter(demo_id, mission_id=finished.id), 0, 100)
    assert [(row.context, row.to_kind) for row in rows] == [("mission", "soldier")]
    assert AuditService(db).verify(demo_id).ok

    view = missions.view(ground.id)
    assert (view.turn, view.side, view.phase) == (2, "xcom", "movement")
    assert any(c.acted for c in view.characters)
    downed = [c for c in view.characters if c.status == "down"]
    assert len(downed) == 1 and downed[0].timer_text.startswith("bleeds out: dies at the start")
    for mission_id in (finished.id, ground.id):
        assert missions.replay_json(mission_id) == missions.replay_json(mission_id)
    # The GM can play it forward: the medic stabilises the downed soldier.
    missions.execute(ground.id, AdvancePhase())
    medic = next(c for c in view.characters if c.soldier_class == "support")
    result = missions.execute(ground.id, Stabilise(medic.id, downed[0].id, True))
    assert result.view.character(downed[0].id).stabilised
