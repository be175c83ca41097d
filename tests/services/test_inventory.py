"""Inventory use-cases: checked, audited item movements (rule IDs named per test)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlmodel import select

from tests.helpers.rulesets import RULESETS_DIR, wargame_with_sizes
from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.chain import AuditChainError
from xcom_manager.services.audit.reasons import decode_reason, reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.inventory import service as inventory_module
from xcom_manager.services.inventory.dto import AuditFilter, Destination, MissionContext
from xcom_manager.services.inventory.service import HandoffRefused, InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item


def _soldier(
    roster: RosterService, campaign_id: int, soldier_class: str = "infantry", **kw: str
) -> int:
    draft = roster.new_recruit_draft(
        campaign_id, soldier_class=soldier_class, nationality=None, rng=random.Random(7)
    )
    if kw:
        from dataclasses import replace

        draft = replace(draft, **kw)
    return roster.recruit(campaign_id, draft).row.id


def _item(db: Database, campaign_id: int, item_type: str) -> int:
    with db.session() as session:
        row = Item(campaign_id=campaign_id, item_type=item_type)
        session.add(row)
        session.flush()
        assert row.id is not None
        return row.id


@pytest.fixture
def inventory(db: Database, campaigns: CampaignService) -> InventoryService:
    return InventoryService(db, campaigns)


def _placement(db: Database, item_id: int) -> tuple[object, ...]:
    with db.session() as session:
        row = session.exec(select(Item).where(Item.id == item_id)).one()
        return (row.location, row.soldier_id, row.slot, row.slot_index, row.version)


def test_move_from_armoury_takes_first_free_position_and_is_audited(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaign_id)
    first = _item(db, campaign_id, "laser_rifle")
    second = _item(db, campaign_id, "laser_rifle")
    a = inventory.move_item(first, Destination.soldier(soldier, "large"), actor="GM Anna")
    b = inventory.move_item(second, Destination.soldier(soldier, "large"), actor="GM Anna")
    assert (a.item.slot_index, b.item.slot_index) == (0, 1)
    assert (a.audit_seq, b.audit_seq) == (1, 2)
    assert a.audit_verdict == "allowed"
    row = AuditService(db).get(campaign_id, 2)
    assert row is not None
    assert (row.actor, row.item_id, row.from_kind, row.to_kind, row.to_slot, row.to_index) == (
        "GM Anna",
        second,
        "armoury",
        "soldier",
        "large",
        1,
    )
    assert row.context == "armoury"
    assert [i.id for i in inventory.armoury(campaign_id)] == []


@pytest.fixture
def person_sized(db: Database, tmp_path: Path) -> tuple[InventoryService, RosterService, int]:
    """Inventory and roster of a campaign whose wargame ruleset makes the heavy plasma
    person-sized (size 2: INV-2, it fits no personal slot)."""
    campaigns = CampaignService(
        db, ruleset_dirs=(wargame_with_sizes(tmp_path / "rules", heavy_plasma=2), RULESETS_DIR)
    )
    campaign = campaigns.create_campaign("Operation Heavy", "wargame")
    return InventoryService(db, campaigns), RosterService(db, campaigns), campaign.id


def test_refused_move_names_rule_id_and_text_and_changes_nothing(
    db: Database, person_sized: tuple[InventoryService, RosterService, int]
) -> None:
    """INV-2: an item of size 2 (person-sized) fits no personal slot."""
    inventory, roster, campaign_id = person_sized
    soldier = _soldier(roster, campaign_id)
    cannon = _item(db, campaign_id, "heavy_plasma")
    before = _placement(db, cannon)
    with pytest.raises(HandoffRefused) as refused:
        inventory.move_item(cannon, Destination.soldier(soldier, "large"), actor="GM")
    assert "INV-2" in str(refused.value)
    assert "fits no personal slot" in str(refused.value)
    assert refused.value.rule_ids == ("INV-2",)
    assert isinstance(refused.value, UserError)
    assert _placement(db, cannon) == before
    assert AuditService(db).count(AuditFilter(campaign_id)) == 0
    with pytest.raises(HandoffRefused):
        inventory.move_item(cannon, Destination.soldier(soldier, "large"), override_reason="   ")


def test_override_moves_and_records_reason_and_rule_ids(
    db: Database, person_sized: tuple[InventoryService, RosterService, int]
) -> None:
    """INV-2 refused, then forced by the GM: recorded as overridden."""
    inventory, roster, campaign_id = person_sized
    soldier = _soldier(roster, campaign_id)
    cannon = _item(db, campaign_id, "heavy_plasma")
    result = inventory.move_item(
        cannon, Destination.soldier(soldier, "large"), actor="GM", override_reason="house rule"
    )
    assert result.audit_verdict == "overridden"
    assert result.item.slot == "large"
    row = AuditService(db).get(campaign_id, result.audit_seq)
    assert row is not None
    assert (row.verdict, row.reason, row.rule_ids) == ("overridden", "house rule", ("INV-2",))


def test_r_4_a_rifle_in_a_small_slot_is_carried_unusable_not_refused(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-HAND-3 / R-4: the armoury puts a laser rifle into a small-size slot (carried,
    unusable: a warning in the audit row); with no slot chosen it still goes to the large-size
    slot it calls for."""
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    assert inventory.check_move(rifle, Destination.soldier(soldier, "small")).allowed
    result = inventory.move_item(rifle, Destination.soldier(soldier, "small"), actor="GM")
    assert (result.item.slot, result.audit_verdict) == ("small", "allowed_with_warnings")
    row = AuditService(db).get(campaign_id, result.audit_seq)
    assert row is not None and row.rule_ids == ("W-HAND-3", "R-4")
    other = _item(db, campaign_id, "laser_rifle")
    assert inventory.move_item(other, Destination.soldier(soldier, None)).item.slot == "large"


def test_mission_handoff_without_base_contact_is_refused(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-HAND-2: both characters in base contact."""
    giver = _soldier(roster, campaign_id)
    receiver = _soldier(roster, campaign_id)
    medkit = _item(db, campaign_id, "medkit")
    inventory.move_item(medkit, Destination.soldier(giver, "small"), actor="GM")
    mission = MissionContext(mission_id=3, turn=2, phase="movement", base_contact=False)
    verdict = inventory.check_move(medkit, Destination.soldier(receiver, "small"), mission=mission)
    assert "W-HAND-2" in verdict.rule_ids
    with pytest.raises(HandoffRefused, match="W-HAND-2"):
        inventory.move_item(medkit, Destination.soldier(receiver, "small"), mission=mission)
    touching = MissionContext(mission_id=3, turn=2, phase="movement", base_contact=True)
    moved = inventory.move_item(medkit, Destination.soldier(receiver, "small"), mission=touching)
    row = AuditService(db).get(campaign_id, moved.audit_seq)
    assert row is not None
    assert (row.context, row.mission_id, row.turn, row.phase) == ("mission", 3, 2, "movement")
    assert (row.from_soldier_id, row.to_soldier_id) == (giver, receiver)


def test_ammunition_between_classes_is_refused_in_a_mission(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-HAND-4 with R-1 and R-3: ammunition passes only within one soldier class."""
    giver = _soldier(roster, campaign_id, "infantry")
    receiver = _soldier(roster, campaign_id, "sniper")
    clip = _item(db, campaign_id, "gauss_clip")
    inventory.move_item(clip, Destination.soldier(giver, "small"))
    mission = MissionContext(mission_id=None, turn=1, phase="shooting", base_contact=True)
    with pytest.raises(HandoffRefused, match="W-HAND-4"):
        inventory.move_item(clip, Destination.soldier(receiver, "small"), mission=mission)


def test_armoury_is_out_of_reach_in_a_mission(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-HAND-1: during a mission only characters pass items."""
    soldier = _soldier(roster, campaign_id)
    medkit = _item(db, campaign_id, "medkit")
    mission = MissionContext(mission_id=None, turn=1, phase="movement", base_contact=True)
    with pytest.raises(HandoffRefused, match="W-HAND-1"):
        inventory.move_item(medkit, Destination.soldier(soldier, "small"), mission=mission)


def test_kit_marks_ground_weapon_unusable_under_water(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-WATER-1 with R-15: a ground weapon under water is carried, unusable."""
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    dry = inventory.soldier_kit(soldier)
    wet = inventory.soldier_kit(soldier, environment="underwater")
    large_dry = next(s for s in dry.slots if s.key == "large")
    large_wet = next(s for s in wet.slots if s.key == "large")
    assert large_dry.capacity == 2 and large_dry.items[0].usable
    assert not large_wet.items[0].usable
    assert "W-WATER-1" in large_wet.items[0].warning_rule_ids


def test_weapon_for_a_missing_slot_is_carried_unusable(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """W-HAND-3 with R-4: a walker (no small-size slot) carries a pistol, unusable."""
    walker = _soldier(roster, campaign_id, "heavy", unit_type="walker")
    pistol = _item(db, campaign_id, "laser_pistol")
    result = inventory.move_item(pistol, Destination.soldier(walker))
    assert result.audit_verdict == "allowed_with_warnings"
    assert "W-HAND-3" in result.verdict.rule_ids
    kit = inventory.soldier_kit(walker)
    carried = [i for s in kit.slots for i in s.items]
    assert len(carried) == 1 and not carried[0].usable


def test_undo_is_a_new_audited_move_back(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    moved = inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    undone = inventory.undo_move(campaign_id, moved.audit_seq, actor="GM")
    assert undone.audit_seq == moved.audit_seq + 1
    assert undone.item.location == "armoury"
    row = AuditService(db).get(campaign_id, undone.audit_seq)
    assert row is not None and reason_text(row.reason) == f"Undo of #{moved.audit_seq}"
    # The app's reason is a fact: a message key and its parameters, worded when shown.
    assert decode_reason(row.reason) == (Message.of("reason_undo_move", seq=moved.audit_seq), "")
    assert AuditService(db).count(AuditFilter(campaign_id)) == 2
    with pytest.raises(UserError, match="moved since"):
        inventory.undo_move(campaign_id, moved.audit_seq)
    assert AuditService(db).verify(campaign_id).ok


def test_a_move_and_its_undo_say_they_changed_the_inventory_and_the_log(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    changed = Changes.of(Change.inventory, Change.audit, campaign_id=campaign_id)
    moved = inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    assert moved.changes == changed
    assert inventory.undo_move(campaign_id, moved.audit_seq).changes == changed


def test_stale_version_is_refused(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    shown = inventory.item(rifle).version
    inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    with pytest.raises(StaleEditError):
        inventory.move_item(rifle, Destination.armoury(), expected_version=shown)


def test_failure_while_auditing_rolls_back_the_move(
    db: Database, inventory: InventoryService, roster: RosterService, campaign_id: int
) -> None:
    """A real failure between the item update and the audit row: the head record is gone."""
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    other = _item(db, campaign_id, "laser_rifle")
    inventory.move_item(other, Destination.soldier(soldier, "large"))
    with db.session() as session:
        session.connection().exec_driver_sql("DELETE FROM audit_head")
    before = _placement(db, rifle)
    with pytest.raises(AuditChainError):
        inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    assert _placement(db, rifle) == before


def test_exception_after_the_update_rolls_back_both(
    db: Database,
    inventory: InventoryService,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    soldier = _soldier(roster, campaign_id)
    rifle = _item(db, campaign_id, "laser_rifle")
    real = inventory_module.append_entry

    def append_then_fail(*args: object, **kwargs: object) -> object:
        real(*args, **kwargs)  # type: ignore[arg-type]
        raise RuntimeError("disk unplugged")

    monkeypatch.setattr(inventory_module, "append_entry", append_then_fail)
    before = _placement(db, rifle)
    with pytest.raises(RuntimeError):
        inventory.move_item(rifle, Destination.soldier(soldier, "large"))
    assert _placement(db, rifle) == before
    assert AuditService(db).count(AuditFilter(campaign_id)) == 0


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    moves=st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=3),  # item
            st.sampled_from([None, 0, 1]),  # armoury or soldier
            st.sampled_from([None, "large", "small", "backpack"]),
            st.booleans(),  # override when refused
        ),
        max_size=12,
    )
)
def test_items_stay_in_one_place_and_the_chain_verifies(
    tmp_path_factory: pytest.TempPathFactory,
    moves: list[tuple[int, int | None, str | None, bool]],
) -> None:
    folder = tmp_path_factory.mktemp("inv")
    db = Database.open(f"sqlite:///{folder / 'c.db'}")
    try:
        campaigns = CampaignService(db)
        campaign_id = campaigns.create_campaign("P", "wargame").id
        roster = RosterService(db, campaigns)
        soldiers = [_soldier(roster, campaign_id), _soldier(roster, campaign_id, "sniper")]
        items = [
            _item(db, campaign_id, t)
            for t in ("laser_rifle", "medkit", "gauss_clip", "laser_pistol")
        ]
        inventory = InventoryService(db, campaigns)
        done = 0
        for item_index, who, slot, force in moves:
            to = Destination.armoury() if who is None else Destination.soldier(soldiers[who], slot)
            try:
                inventory.move_item(
                    items[item_index], to, override_reason="forced" if force else None
                )
                done += 1
            except UserError:
                pass
        with db.session() as session:
            rows = session.exec(select(Item)).all()
            assert len(rows) == len(items)
            for row in rows:
                assert (row.location == "soldier") == (row.soldier_id is not None)
            carried = [
                (r.soldier_id, r.slot, r.slot_index) for r in rows if r.location == "soldier"
            ]
            assert len(carried) == len(set(carried))
        report = AuditService(db).verify(campaign_id)
        assert report.ok and report.rows_checked == done
    finally:
        db.close()
