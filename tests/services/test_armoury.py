"""Stocking the armoury: items in from outside and out for good, audited and undoable (ARM-1 ..
ARM-4), on real SQLite files."""

from __future__ import annotations

import random

import pytest
from sqlmodel import select

from xcom_manager.services.audit.reasons import decode_reason, reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.inventory.armoury import ArmouryService, StockRefused
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow, Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Item

ACTOR = "GM Anna"


@pytest.fixture
def inventory(db: Database, campaigns: CampaignService) -> InventoryService:
    return InventoryService(db, campaigns)


@pytest.fixture
def stock(inventory: InventoryService) -> ArmouryService:
    return inventory.stock


def _rows(db: Database, campaign_id: int) -> list[AuditRow]:
    audit = AuditService(db)
    flt = AuditFilter(campaign_id)
    return audit.page(flt, 0, audit.count(flt) + 5)


def _armoury(inventory: InventoryService, campaign_id: int) -> list[tuple[str, int | None]]:
    return [(row.item_type, row.charges) for row in inventory.armoury(campaign_id)]


def test_the_catalogue_is_the_rulesets_items_by_name(
    stock: ArmouryService, campaign_id: int
) -> None:
    catalogue = stock.catalogue(campaign_id)
    names = [item.name for item in catalogue]
    assert names == sorted(names, key=str.casefold)
    clip = next(item for item in catalogue if item.key == "plasma_clip")
    assert clip.charges == 12 and clip.kind == "ammo"


def test_added_items_come_from_outside_into_the_armoury_audited(
    db: Database, inventory: InventoryService, stock: ArmouryService, campaign_id: int
) -> None:
    result = stock.add_items(
        campaign_id, "Laser rifle", 3, reason="bought after Operation Dawn", actor=ACTOR
    )
    assert len(result.items) == 3 and len(result.audit_seqs) == 3
    assert result.changes.touches({Change.inventory}, campaign_id)
    assert result.changes.touches({Change.audit}, campaign_id)
    assert _armoury(inventory, campaign_id) == [("laser_rifle", None)] * 3
    rows = _rows(db, campaign_id)
    assert [(r.from_kind, r.to_kind, r.context, r.verdict) for r in rows] == [
        ("outside", "armoury", "armoury", "allowed")
    ] * 3
    assert {r.item_id for r in rows} == {item.id for item in result.items}
    assert rows[0].reason == "bought after Operation Dawn" and rows[0].actor == ACTOR
    assert AuditService(db).verify(campaign_id).ok


def test_charged_items_get_full_charges_unless_given(
    inventory: InventoryService, stock: ArmouryService, campaign_id: int
) -> None:
    stock.add_items(campaign_id, "plasma_clip", 1)
    stock.add_items(campaign_id, "plasma_clip", 2, charges=4)
    assert sorted(_armoury(inventory, campaign_id)) == [
        ("plasma_clip", 4),
        ("plasma_clip", 4),
        ("plasma_clip", 12),
    ]


@pytest.mark.parametrize(
    ("item_type", "count", "charges", "rule_id", "words"),
    [
        ("Plasma cannon", 1, None, "ARM-1", '"Plasma cannon" is not an item type'),
        ("laser_rifle", 0, None, "ARM-2", "not 0"),
        ("laser_rifle", 1, 3, "ARM-3", "Laser rifle has no charges"),
        ("plasma_clip", 1, 13, "ARM-3", "from 1 to 12 charges, not 13"),
    ],
)
def test_a_refused_stocking_says_what_is_wrong_and_writes_nothing(
    db: Database,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
    item_type: str,
    count: int,
    charges: int | None,
    rule_id: str,
    words: str,
) -> None:
    assert not stock.check_add(campaign_id, item_type, count, charges).allowed
    with pytest.raises(StockRefused) as refused:
        stock.add_items(campaign_id, item_type, count, charges=charges)
    assert refused.value.verdict.rule_ids == (rule_id,)
    assert f"{rule_id}: " in str(refused.value) and words in str(refused.value)
    assert "\n" not in str(refused.value)
    assert inventory.armoury(campaign_id) == [] and _rows(db, campaign_id) == []


def test_removed_items_go_from_the_armoury_to_their_kind_and_out_of_the_export(
    db: Database,
    campaigns: CampaignService,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
) -> None:
    added = stock.add_items(campaign_id, "laser_rifle", 3)
    ids = [item.id for item in added.items]
    result = stock.remove_items(campaign_id, ids[:2], "sold", reason="to the black market")
    assert [item.location for item in result.items] == ["lost", "lost"]
    assert [row.id for row in inventory.armoury(campaign_id)] == [ids[2]]
    last = _rows(db, campaign_id)[-2:]
    assert [(r.from_kind, r.to_kind, r.reason) for r in last] == [
        ("armoury", "sold", "to the black market")
    ] * 2
    assert campaigns.export_campaign(campaign_id)["armoury"] == [
        {"item_type": "laser_rifle", "charges": None}
    ]
    with db.session() as session:  # the item rows stay: the log names them by id
        assert len(session.exec(select(Item)).all()) == 3


def test_arm_4_a_carried_item_is_not_removed_and_nothing_changes(
    db: Database,
    roster: RosterService,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
) -> None:
    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(3))
    soldier = roster.recruit(campaign_id, draft).row
    first, carried = (item.id for item in stock.add_items(campaign_id, "laser_rifle", 2).items)
    inventory.move_item(carried, Destination.soldier(soldier.id), actor=ACTOR)
    before = len(_rows(db, campaign_id))
    with pytest.raises(StockRefused) as refused:
        stock.remove_items(campaign_id, [first, carried], "lost")
    assert refused.value.verdict.rule_ids == ("ARM-4",)
    assert f"carried by {soldier.name}" in str(refused.value)
    assert len(_rows(db, campaign_id)) == before
    assert [row.id for row in inventory.armoury(campaign_id)] == [first]  # all or nothing


def test_removing_asks_for_a_known_kind_and_items_of_the_campaign(
    campaigns: CampaignService, stock: ArmouryService, campaign_id: int
) -> None:
    (item,) = stock.add_items(campaign_id, "laser_rifle", 1).items
    with pytest.raises(UserError, match="lost, sold, scrapped, not 'stolen'"):
        stock.remove_items(campaign_id, [item.id], "stolen")
    other = campaigns.create_campaign("Other", "wargame").id
    with pytest.raises(NotFoundError, match=f"no item #{item.id} in campaign #{other}"):
        stock.remove_items(other, [item.id], "lost")
    with pytest.raises(NotFoundError, match="no item #999"):
        stock.remove_items(campaign_id, [999], "lost")
    with pytest.raises(StockRefused, match="ARM-4"):
        stock.remove_items(campaign_id, [], "lost")


def test_undo_of_an_add_takes_the_items_out_again_and_redo_brings_them_back(
    db: Database, inventory: InventoryService, stock: ArmouryService, campaign_id: int
) -> None:
    added = stock.add_items(campaign_id, "medkit", 2)
    undone = stock.revert(campaign_id, added.audit_seqs, actor=ACTOR)
    assert inventory.armoury(campaign_id) == []
    rows = _rows(db, campaign_id)
    assert [(r.from_kind, r.to_kind) for r in rows[-2:]] == [("armoury", "outside")] * 2
    assert [reason_text(r.reason) for r in rows[-2:]] == [
        f"Undo of #{seq}" for seq in added.audit_seqs
    ]
    message, _gm = decode_reason(rows[-1].reason)
    assert message is not None and message.key == "reason_undo_move"  # a fact, not a sentence
    redone = stock.revert(campaign_id, undone.audit_seqs, redo_of=added.audit_seqs[0])
    assert sorted(item.id for item in redone.items) == sorted(item.id for item in added.items)
    assert len(inventory.armoury(campaign_id)) == 2
    last = _rows(db, campaign_id)[-1]
    assert (last.from_kind, last.to_kind) == ("outside", "armoury")
    assert reason_text(last.reason) == f"Redo of #{added.audit_seqs[0]}"
    assert AuditService(db).verify(campaign_id).ok


def test_undo_of_a_removal_restores_the_items_with_their_charges(
    db: Database, inventory: InventoryService, stock: ArmouryService, campaign_id: int
) -> None:
    (clip,) = stock.add_items(campaign_id, "plasma_clip", 1, charges=7).items
    removed = stock.remove_items(campaign_id, [clip.id], "scrapped")
    stock.revert(campaign_id, removed.audit_seqs)
    assert _armoury(inventory, campaign_id) == [("plasma_clip", 7)]
    last = _rows(db, campaign_id)[-1]
    assert (last.from_kind, last.to_kind) == ("scrapped", "armoury")


def test_undo_is_refused_when_the_item_has_moved_since(
    roster: RosterService,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
) -> None:
    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(3))
    soldier = roster.recruit(campaign_id, draft).row
    added = stock.add_items(campaign_id, "laser_rifle", 2)
    moved = inventory.move_item(added.items[1].id, Destination.soldier(soldier.id))
    with pytest.raises(UserError, match=f"has moved since \\(see #{moved.audit_seq}\\)"):
        stock.revert(campaign_id, added.audit_seqs)
    assert len(inventory.armoury(campaign_id)) == 1  # the first one was not taken out alone
    with pytest.raises(UserError, match="did not add"):
        stock.revert(campaign_id, [moved.audit_seq])
    with pytest.raises(NotFoundError):
        stock.revert(campaign_id, [999])


def test_a_campaign_stocked_and_thinned_exports_and_imports_back(
    db: Database, campaigns: CampaignService, stock: ArmouryService, campaign_id: int
) -> None:
    added = stock.add_items(campaign_id, "plasma_clip", 3, charges=5)
    stock.add_items(campaign_id, "laser_rifle", 2)
    stock.remove_items(campaign_id, [added.items[0].id], "lost")
    stock.revert(
        campaign_id, stock.remove_items(campaign_id, [added.items[1].id], "sold").audit_seqs
    )
    document = campaigns.export_campaign(campaign_id)
    imported = campaigns.import_campaign(document)
    again = campaigns.export_campaign(imported.id)
    assert again["armoury"] == document["armoury"]
    assert again["soldiers"] == document["soldiers"]
    assert len(document["armoury"]) == 4


def test_a_failed_write_leaves_nothing(
    db: Database, stock: ArmouryService, campaign_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    from xcom_manager.services.inventory import armoury as armoury_module

    calls = {"n": 0}
    real = armoury_module.append_entry

    def failing(*args: object, **kwargs: object) -> object:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("disk full")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(armoury_module, "append_entry", failing)
    with pytest.raises(RuntimeError):
        stock.add_items(campaign_id, "laser_rifle", 3)
    with db.session() as session:
        assert session.exec(select(Item)).all() == []
        assert session.exec(select(AuditEntry)).all() == []


def test_undo_and_redo_stack_through_a_removal_of_an_added_item(
    inventory: InventoryService, stock: ArmouryService, campaign_id: int
) -> None:
    """Add 3, remove 1, undo the removal, undo the add; then redo both (the window's stack)."""
    added = stock.add_items(campaign_id, "laser_rifle", 3)
    removed = stock.remove_items(campaign_id, [added.items[0].id], "sold")
    undo_removed = stock.revert(campaign_id, removed.audit_seqs)
    undo_added = stock.revert(campaign_id, added.audit_seqs)
    assert inventory.armoury(campaign_id) == []
    stock.revert(campaign_id, undo_added.audit_seqs, redo_of=added.audit_seqs[0])
    stock.revert(campaign_id, undo_removed.audit_seqs, redo_of=removed.audit_seqs[0])
    assert len(inventory.armoury(campaign_id)) == 2


def test_a_removal_is_not_undone_for_an_item_lost_on_a_mission_since(
    db: Database, stock: ArmouryService, campaign_id: int
) -> None:
    from xcom_manager.services.audit.chain import append_entry
    from xcom_manager.services.inventory.dto import AuditDraft

    (item,) = stock.add_items(campaign_id, "medkit", 1).items
    removed = stock.remove_items(campaign_id, [item.id], "lost")
    restored = stock.revert(campaign_id, removed.audit_seqs)
    with db.session() as session:  # then a mission loses it (as the debrief records it)
        row = session.get(Item, item.id)
        assert row is not None
        row.location, row.version = "lost", row.version + 1
        session.add(row)
        append_entry(
            session,
            campaign_id,
            AuditDraft(
                actor=ACTOR,
                item_id=item.id,
                item_type="medkit",
                item_name="Medi-kit",
                from_kind="armoury",
                to_kind="lost",
                verdict="allowed",
                context="mission",
                mission_id=1,
                turn=1,
                phase="movement",
            ),
        )
    with pytest.raises(UserError, match="has moved since"):
        stock.revert(campaign_id, restored.audit_seqs, redo_of=removed.audit_seqs[0])


def test_an_item_moved_between_the_read_and_the_write_names_who_moved_it(
    db: Database,
    db_url: str,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Issue 12, item 3: Anna's app brings the rifle back into the armoury between Boris's
    read of it and his write (the race the version check in the UPDATE catches): his removal
    is refused saying who moved it, from where to where and when; nothing is removed."""
    import re

    from xcom_manager.services.core.errors import StaleEditError
    from xcom_manager.services.inventory import armoury

    (rifle,) = stock.add_items(campaign_id, "Laser rifle", 1).items
    read = armoury._items

    def read_then_anna_moves(session, campaign, ids):  # type: ignore[no-untyped-def]
        items = read(session, campaign, ids)
        for item in items:  # what Boris read: the version before Anna's move
            session.expunge(item)
            item.version -= 1
        return items

    with Database.open(db_url) as anna_db:  # Anna takes it out and puts it back
        anna = InventoryService(anna_db, CampaignService(anna_db)).stock
        sold = anna.remove_items(campaign_id, [rifle.id], "sold", actor="anna")
        anna.revert(campaign_id, sold.audit_seqs, actor="anna")
    monkeypatch.setattr(armoury, "_items", read_then_anna_moves)
    before = len(_rows(db, campaign_id))
    with pytest.raises(StaleEditError) as refused:
        stock.remove_items(campaign_id, [rifle.id], "scrapped", actor="boris")
    text = str(refused.value)
    assert re.match(r"Laser rifle was moved by anna at \d\d:\d\d \(sold → armoury\)", text), text
    assert len(_rows(db, campaign_id)) == before
    assert [row.id for row in inventory.armoury(campaign_id)] == [rifle.id]


def test_two_gms_the_undo_of_a_stocking_after_another_gms_move_names_them(
    db_url: str,
    roster: RosterService,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
) -> None:
    """Issue 12, item 3: Boris adds two rifles; Anna (her own app) hands one to a soldier;
    Boris's undo of the stocking is refused (a stale write, Reload offered) with who moved it,
    where and when; nothing is taken out."""
    from xcom_manager.services.core.errors import StaleEditError

    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(3))
    soldier = roster.recruit(campaign_id, draft).row
    added = stock.add_items(campaign_id, "laser_rifle", 2, actor="boris")
    with Database.open(db_url) as anna_db:
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(added.items[1].id, Destination.soldier(soldier.id, "large"), actor="anna")
    with pytest.raises(StaleEditError) as refused:
        stock.revert(campaign_id, added.audit_seqs, actor="boris")
    text = str(refused.value)
    assert "Laser rifle has moved since (see #" in text and "moved by anna at " in text
    assert f"(armoury → {soldier.name} (large))" in text
    assert len(inventory.armoury(campaign_id)) == 1


def test_two_gms_a_removal_of_an_item_another_gm_moved_since_names_them(
    db_url: str,
    roster: RosterService,
    inventory: InventoryService,
    stock: ArmouryService,
    campaign_id: int,
) -> None:
    """Issue 12, item 3: Boris's window shows a rifle in the armoury; Anna hands it to a
    soldier and back; Boris's removal with the version he saw is refused with who moved it,
    where and when (not taken out of the campaign); reloaded, it goes through."""
    from xcom_manager.services.core.errors import StaleEditError

    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(3))
    soldier = roster.recruit(campaign_id, draft).row
    rifle = stock.add_items(campaign_id, "laser_rifle", 1, actor="boris").items[0]
    with Database.open(db_url) as anna_db:
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(rifle.id, Destination.soldier(soldier.id, "large"), actor="anna")
        anna.move_item(rifle.id, Destination.armoury(), actor="anna")
    with pytest.raises(StaleEditError) as refused:
        stock.remove_items(
            campaign_id, [rifle.id], "sold", actor="boris", expected_versions={rifle.id: 1}
        )
    text = str(refused.value)
    assert text.startswith("Laser rifle was moved by anna at ")
    assert f"({soldier.name} (large) → armoury)" in text
    assert len(inventory.armoury(campaign_id)) == 1  # still there
    now = inventory.item(rifle.id).version
    stock.remove_items(campaign_id, [rifle.id], "sold", expected_versions={rifle.id: now})
    assert inventory.armoury(campaign_id) == []
