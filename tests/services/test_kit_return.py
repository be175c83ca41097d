"""Returning the whole kit of the dead, the missing and the retired to the armoury (ARM-5,
ARM-6): one audited movement per item in one transaction, undone and redone whole, on real
SQLite files."""

from __future__ import annotations

import pytest
from sqlalchemy import update
from sqlmodel import col

from tests.helpers.documents import soldier_entry
from xcom_manager.rules.armoury import check_kit_return
from xcom_manager.rules.wargame.commands import Kill
from xcom_manager.services.audit.reasons import decode_reason, reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.inventory import kit_return as kit_return_module
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow, Destination
from xcom_manager.services.inventory.kit_return import KitReturnRefused, KitReturnService
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.dto import SoldierRow, StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

ACTOR = "GM Anna"

#: Kozłowski's kit: (item type, slot, position[, charges]).
KIT = [("laser_rifle", "large", 1), ("plasma_clip", "small", 2, 12), ("medkit", "backpack", 0, 3)]


@pytest.fixture
def campaign(campaigns: CampaignService) -> int:
    """Chen Kozłowski (three items) and Anna Berg (a rifle), both active."""
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Kit", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            soldier_entry("Chen Kozłowski", KIT),
            soldier_entry("Anna Berg", [("laser_rifle", "large", 0)]),
        ],
    }
    return campaigns.import_campaign(document).id


@pytest.fixture
def inventory(db: Database, campaigns: CampaignService) -> InventoryService:
    return InventoryService(db, campaigns)


@pytest.fixture
def kits(inventory: InventoryService) -> KitReturnService:
    return inventory.kit_return


def _soldier(roster: RosterService, campaign: int, first: str) -> SoldierRow:
    return next(r for r in roster.list_soldiers(campaign) if r.name.startswith(first))


def _positions(inventory: InventoryService, soldier_id: int) -> list[tuple[str, str, int]]:
    kit = inventory.soldier_kit(soldier_id)
    return sorted(
        (held.item.item_type, slot.key, held.item.slot_index or 0)
        for slot in kit.slots
        for held in slot.items
    )


def _rows(db: Database, campaign: int) -> list[AuditRow]:
    audit = AuditService(db)
    flt = AuditFilter(campaign)
    return audit.page(flt, 0, audit.count(flt) + 5)


def _mark(roster: RosterService, soldier: SoldierRow, status: str) -> SoldierRow:
    return roster.set_status(soldier.id, status, soldier.version, StatusFacts(cause="test")).row


def test_the_rule_core_refuses_the_kit_of_a_soldier_in_service_arm_5() -> None:
    """ARM-5: active, wounded and down soldiers keep their kit; an empty kit has nothing to
    return. ARM-6: a deployed soldier keeps it whatever his status."""
    for status in ("active", "wounded", "down"):
        verdict = check_kit_return("Chen", status, 2)
        assert [v.rule_id for v in verdict.violations] == ["ARM-5"]
    assert check_kit_return("Chen", "dead", 2).allowed
    assert check_kit_return("Chen", "mia", 1).allowed
    assert check_kit_return("Chen", "retired", 1).allowed
    empty = check_kit_return("Chen", "dead", 0)
    assert [v.message_key for v in empty.violations] == ["kit_return_empty"]
    deployed = check_kit_return("Chen", "retired", 1, "Night drop")
    assert [v.rule_id for v in deployed.violations] == ["ARM-6"]
    assert "Night drop" in deployed.violations[0].text


@pytest.mark.parametrize("status", ["dead", "mia", "retired"])
def test_return_all_moves_every_item_audited_and_the_chain_verifies(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaign: int,
    status: str,
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), status)
    before = len(_rows(db, campaign))
    check = kits.check(chen.id)
    assert check.allowed and check.item_count == 3 and check.status == status
    result = kits.return_all(chen.id, actor=ACTOR, expected_items=check.item_ids)
    assert len(result.audit_seqs) == 3 and result.soldier == "Chen Kozłowski"
    assert {item.location for item in result.items} == {"armoury"}
    assert result.changes.touches({Change.inventory}, campaign)
    assert result.changes.touches({Change.audit}, campaign)
    assert _positions(inventory, chen.id) == []
    in_armoury = {row.id for row in inventory.armoury(campaign)}
    assert set(check.item_ids) <= in_armoury
    rows = _rows(db, campaign)[before:]
    assert len(rows) == 3  # one audit row per item
    for row in rows:
        assert (row.from_kind, row.from_soldier_name, row.to_kind) == (
            "soldier",
            "Chen Kozłowski",
            "armoury",
        )
        assert (row.actor, row.verdict, row.context) == (ACTOR, "allowed", "armoury")
        message, gm = decode_reason(row.reason)
        assert message is not None and gm == ""
        assert message.key == "reason_kit_return"
        assert dict(message.params) == {"soldier": "Chen Kozłowski", "gone_status": status}
    assert sorted((r.from_slot, r.from_index) for r in rows) == [
        ("backpack", 0),
        ("large", 1),
        ("small", 2),
    ]
    assert AuditService(db).verify(campaign).ok


def test_undo_puts_every_item_back_in_its_position_and_redo_returns_them_again(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaign: int,
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "dead")
    kit_before = _positions(inventory, chen.id)
    done = kits.return_all(chen.id, actor=ACTOR)
    undone = kits.revert(campaign, done.audit_seqs, actor=ACTOR)
    assert _positions(inventory, chen.id) == kit_before  # positions included
    assert len(undone.audit_seqs) == 3
    rows = {r.seq: r for r in _rows(db, campaign)}
    assert [reason_text(rows[s].reason) for s in undone.audit_seqs] == [
        f"Undo of #{seq}" for seq in done.audit_seqs
    ]
    assert AuditService(db).verify(campaign).ok
    redone = kits.revert(campaign, undone.audit_seqs, actor=ACTOR, redo_of=done.audit_seqs)
    assert _positions(inventory, chen.id) == []
    rows = {r.seq: r for r in _rows(db, campaign)}
    assert [reason_text(rows[s].reason) for s in redone.audit_seqs] == [
        f"Redo of #{seq}" for seq in done.audit_seqs
    ]
    again = kits.revert(campaign, redone.audit_seqs, actor=ACTOR)
    assert _positions(inventory, chen.id) == kit_before
    assert len(again.audit_seqs) == 3
    assert AuditService(db).verify(campaign).ok


def test_undo_is_refused_whole_when_an_item_moved_since(
    roster: RosterService, inventory: InventoryService, kits: KitReturnService, campaign: int
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "retired")
    anna = _soldier(roster, campaign, "Anna")
    done = kits.return_all(chen.id, actor=ACTOR)
    clip = next(item for item in done.items if item.item_type == "plasma_clip")
    inventory.move_item(clip.id, Destination.soldier(anna.id, "small", 0), actor=ACTOR)
    with pytest.raises(UserError, match="has moved since"):
        kits.revert(campaign, done.audit_seqs, actor=ACTOR)
    assert _positions(inventory, chen.id) == []  # nothing came back


def test_undo_finds_another_free_position_when_the_old_one_is_taken(
    roster: RosterService, inventory: InventoryService, kits: KitReturnService, campaign: int
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "retired")
    done = kits.return_all(chen.id, actor=ACTOR)
    spare = inventory.stock.add_items(campaign, "laser_pistol", 1).items[0]
    inventory.move_item(spare.id, Destination.soldier(chen.id, "large", 1), actor=ACTOR)
    kits.revert(campaign, done.audit_seqs, actor=ACTOR)
    assert _positions(inventory, chen.id) == [
        ("laser_pistol", "large", 1),
        ("laser_rifle", "large", 0),
        ("medkit", "backpack", 0),
        ("plasma_clip", "small", 2),
    ]


@pytest.mark.parametrize("status", ["active", "wounded"])
def test_the_kit_of_a_soldier_in_service_is_refused_arm_5(
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaign: int,
    status: str,
) -> None:
    chen = _soldier(roster, campaign, "Chen")
    if status != "active":
        chen = _mark(roster, chen, status)
    with pytest.raises(KitReturnRefused) as refused:
        kits.return_all(chen.id, actor=ACTOR)
    assert [v.rule_id for v in refused.value.verdict.violations] == ["ARM-5"]
    assert "ARM-5" in str(refused.value)
    assert len(_positions(inventory, chen.id)) == 3


def test_an_empty_kit_has_nothing_to_return(
    roster: RosterService, kits: KitReturnService, campaign: int
) -> None:
    anna = _soldier(roster, campaign, "Anna")
    anna = _mark(roster, anna, "dead")
    kits.return_all(anna.id, actor=ACTOR)
    with pytest.raises(KitReturnRefused, match="carries nothing"):
        kits.return_all(anna.id, actor=ACTOR)


def test_a_deployed_soldier_keeps_his_kit_arm_6(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaigns: CampaignService,
    campaign: int,
) -> None:
    """ARM-6: while Kozłowski is on "Night drop", his kit is not returned, even when his status
    was changed by another path (the database itself) meanwhile."""
    chen = _soldier(roster, campaign, "Chen")
    missions = MissionService(db, campaigns)
    missions.start_mission(
        campaign,
        name="Night drop",
        options={"environment": "ground"},
        soldier_ids=[chen.id],
        aliens=["sectoid"],
    )
    with db.session() as session:
        session.execute(update(Soldier).where(col(Soldier.id) == chen.id).values(status="retired"))
    check = kits.check(chen.id)
    assert check.deployed_on == "Night drop" and not check.allowed
    with pytest.raises(KitReturnRefused) as refused:
        kits.return_all(chen.id, actor=ACTOR)
    assert [v.rule_id for v in refused.value.verdict.violations] == ["ARM-6"]
    assert "Night drop" in str(refused.value)
    assert len(_positions(inventory, chen.id)) == 3


def test_a_failure_midway_rolls_the_whole_return_back(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaign: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "dead")
    before = _rows(db, campaign)
    real = kit_return_module.append_entry
    calls: list[int] = []

    def failing(*args: object, **kwargs: object) -> AuditRow:
        calls.append(1)
        if len(calls) == 3:
            raise StaleEditError("the disk is full")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(kit_return_module, "append_entry", failing)
    with pytest.raises(StaleEditError):
        kits.return_all(chen.id, actor=ACTOR)
    monkeypatch.undo()
    assert len(_positions(inventory, chen.id)) == 3
    assert _rows(db, campaign) == before
    assert AuditService(db).verify(campaign).ok


def test_a_kit_changed_since_the_gm_looked_is_refused(
    roster: RosterService, inventory: InventoryService, kits: KitReturnService, campaign: int
) -> None:
    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "dead")
    shown = kits.check(chen.id).item_ids
    with pytest.raises(StaleEditError, match=f"The kit of {chen.name} was changed by "):
        kits.return_all(chen.id, actor=ACTOR, expected_items=shown[:2])
    assert len(_positions(inventory, chen.id)) == 3


def test_done_when_a_soldier_marked_dead_has_his_kit_returned_in_one_step(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    campaign: int,
) -> None:
    """Issue 11's "done when": Kozłowski marked dead on the roster keeps his kit until the GM
    returns it to the armoury, in one step, through the inventory's service."""
    chen = _soldier(roster, campaign, "Chen")
    roster.set_status(chen.id, "dead", chen.version, StatusFacts(cause="killed"))
    assert len(_positions(inventory, chen.id)) == 3
    result = inventory.kit_return.return_all(chen.id, actor=ACTOR)
    assert len(result.items) == 3
    assert _positions(inventory, chen.id) == []
    assert AuditService(db).verify(campaign).ok


def test_a_soldier_killed_on_a_mission_lost_his_kit_there_when_the_gm_said_so(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaigns: CampaignService,
    campaign: int,
) -> None:
    """A debrief told that the fallen's kit is lost writes it off (audited): nothing is left on
    him to return (ARM-5 says so). By default it stays on him, returnable (the missions'
    service tests)."""
    chen = _soldier(roster, campaign, "Chen")
    missions = MissionService(db, campaigns)
    mission_id = missions.start_mission(
        campaign,
        name="Night drop",
        options={"environment": "ground"},
        soldier_ids=[chen.id],
        aliens=["sectoid"],
    ).info.id
    character = next(c for c in missions.view(mission_id).characters if c.name == chen.name)
    missions.execute(mission_id, Kill(character.id))
    missions.end_mission(mission_id, lose_fallen_kit=True)
    assert roster.get_soldier(chen.id).status == "dead"
    check = kits.check(chen.id)
    assert check.deployed_on is None and check.item_count == 0
    assert [v.message_key for v in check.verdict.violations] == ["kit_return_empty"]


def test_two_gms_a_kit_changed_behind_the_return_names_who_moved_what_and_when(
    db_url: str,
    roster: RosterService,
    inventory: InventoryService,
    kits: KitReturnService,
    campaign: int,
) -> None:
    """Issue 12, item 3: Boris looks at Chen's kit; Anna (her own app) takes the clip back to
    the armoury; Boris's return of the kit he saw is refused with who moved what, where and
    when, and nothing is returned; the undo of a return after Anna moved an item names her."""
    import re

    chen = _mark(roster, _soldier(roster, campaign, "Chen"), "dead")
    shown = kits.check(chen.id).item_ids
    clip = next(i for i in shown if inventory.item(i).item_type == "plasma_clip")
    with Database.open(db_url) as anna_db:
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(clip, Destination.armoury(), actor="anna")
        with pytest.raises(StaleEditError) as refused:
            kits.return_all(chen.id, actor="boris", expected_items=shown)
        text = str(refused.value)
        assert re.match(r"The kit of Chen \S+ was changed by anna at \d\d:\d\d ", text), text
        assert "(Plasma clip: Chen" in text and "→ armoury)" in text
        assert len(_positions(inventory, chen.id)) == 2  # nothing returned
        done = kits.return_all(chen.id, actor="boris", expected_items=kits.check(chen.id).item_ids)
        anna_berg = _soldier(roster, campaign, "Anna")
        rifle = next(item for item in done.items if item.item_type == "laser_rifle")
        anna.move_item(rifle.id, Destination.soldier(anna_berg.id, "large", 1), actor="anna")
    with pytest.raises(StaleEditError) as undo:
        kits.revert(campaign, done.audit_seqs, actor="boris")
    assert "has moved since (see #" in str(undo.value)
    assert "moved by anna at " in str(undo.value) and "(armoury → Anna Berg (large))" in str(
        undo.value
    )
    assert _positions(inventory, chen.id) == []  # nothing came back
