"""Issue 13, item 8: a campaign whose ruleset file is missing is read as stored, and refused
every write with :class:`RulesetMissingError`, nothing written (both engines)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from pathlib import Path

import pytest
from sqlalchemy import func
from sqlmodel import select

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.paths import rulesets_dir
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import RulesetMissingError
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.career import CareerService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.roster.service_record import ServiceRecordService
from xcom_manager.services.rulesets.stored import is_stand_in
from xcom_manager.services.stats import StatsService
from xcom_manager.store.db import Database
from xcom_manager.store.models import (
    AuditEntry,
    Campaign,
    Item,
    Mission,
    MissionEvent,
    Soldier,
    SoldierHistory,
)

_TABLES = (Campaign, Soldier, Item, AuditEntry, Mission, MissionEvent, SoldierHistory)


def _counts(db: Database) -> dict[str, int]:
    with db.session() as session:
        return {
            table.__name__: session.exec(select(func.count()).select_from(table)).one()
            for table in _TABLES
        }


def _house(folder: Path) -> Path:
    text = WARGAME_PATH.read_text(encoding="utf-8")
    text = text.replace('\nid = "wargame"', '\nid = "house"', 1)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "house.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_read_as_stored_every_write_refused_and_writable_once_back(
    db: Database, tmp_path: Path
) -> None:
    house = _house(tmp_path / "mine")
    campaigns = CampaignService(db, ruleset_dirs=(rulesets_dir(), house.parent))
    campaign_id = DemoService(db, campaigns).create_campaign("house").id
    house.unlink()
    campaigns.reload_rulesets()
    roster = RosterService(db, campaigns)
    inventory = InventoryService(db, campaigns)
    missions = MissionService(db, campaigns)
    before = _counts(db)
    assert campaigns.missing_ruleset(campaign_id) == "house"
    assert campaigns.ruleset_home("house") == house

    # Read: by the stored keys, nothing replayed without the rules.
    stand_in = campaigns.reading_ruleset(campaign_id)
    assert is_stand_in(stand_in) and stand_in.id == "house" and stand_in.system == "wargame"
    soldiers = roster.list_soldiers(campaign_id)
    assert len(soldiers) == before["Soldier"]
    first = soldiers[0]
    assert first.soldier_class_name == first.soldier_class
    assert stand_in.stat_keys == ("WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv")  # as stored
    assert [key for key, _value in first.stats] == list(stand_in.stat_keys)
    assert roster.get_soldier(first.id) == first
    kit = inventory.soldier_kit(first.id)
    carried = [entry.item for slot in kit.slots for entry in slot.items]
    assert carried and all(item.name == item.item_type for item in carried)
    assert inventory.item(carried[0].id).name == carried[0].item_type
    assert inventory.armoury(campaign_id)
    listed = missions.list_missions(campaign_id)
    assert len(listed) == before["Mission"] > 0
    assert all("not replayed" in info.position.text and info.damage is None for info in listed)
    assert not missions.planning(campaign_id).playable
    stats = StatsService(db, campaigns).campaign(campaign_id)
    assert len(stats.missions) == before["Mission"]
    career = CareerService(db, campaigns, roster)
    assert career.promotion_refusal(first) is not None  # greyed, not a crash
    assert ServiceRecordService(db, campaigns, roster).record(first.id).soldier.id == first.id
    assert AuditService(db).verify(campaign_id).ok

    # Write: refused, each with the one message, and nothing written.
    writes = [
        lambda: roster.recruit(campaign_id, first.to_draft()),
        lambda: roster.update_soldier(
            first.id, replace(first.to_draft(), notes="x"), expected_version=first.version
        ),
        lambda: roster.set_status(first.id, "retired", expected_version=first.version),
        lambda: inventory.move_item(carried[0].id, Destination.armoury(), actor="GM"),
        lambda: inventory.stock.add_items(campaign_id, "laser_rifle", 1),
        lambda: career.promote(first.id, first.version),
        lambda: career.return_to_duty(campaign_id, [(first.id, first.version)], on=date.today()),
        lambda: missions.view(listed[0].id),
    ]
    for write in writes:
        with pytest.raises(RulesetMissingError) as refused:
            write()
        assert str(refused.value) == (
            f"campaign #{campaign_id} plays by the ruleset 'house', whose file is missing: the "
            "campaign is read-only until the ruleset is back (xcom-manager rulesets add FILE)"
        )
    assert _counts(db) == before

    # The file back, read again: the real ruleset, writable.
    _house(house.parent)
    campaigns.reload_rulesets()
    assert campaigns.missing_ruleset(campaign_id) is None
    assert not is_stand_in(campaigns.reading_ruleset(campaign_id))
    assert roster.get_soldier(first.id).soldier_class_name == "Infantry"
    saved = roster.update_soldier(
        first.id, replace(first.to_draft(), notes="back"), expected_version=first.version
    )
    assert saved.row.notes == "back"
    assert all(
        info.position.text.startswith("turn") or info.status == "finished"
        for info in missions.list_missions(campaign_id)
    )
