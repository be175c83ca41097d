"""An export is a restorable backup: whatever the GM did to the kit, overrides
included, the campaign exports, imports into a fresh database and exports again to the same
bytes, with the same inventory.

What is compared: the whole canonical text of the two exports (``dump_campaign_json``; the
format holds no database ids, versions or times, so nothing is left out), and each soldier's
kit as the inventory service shows it (slots with their capacities; each item's type, charges,
slot, position, usability and warnings; ids and versions left out) and the armoury's items
(type and charges) in the original and in the imported campaign.
"""

from __future__ import annotations

import random
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st
from sqlmodel import select

from xcom_manager.rules.positions import position_violation
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.exchange.document import dump_campaign_json
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item

#: The squad: (class, the unit types an edit may give it).
SQUAD = ("infantry", "sniper", "heavy")
UNIT_TYPES = ("infantry", "jump_infantry", "bike", "walker", "cavalry")
#: The gear: a weapon of each slot, charged items, a backpack item, a person-sized weapon.
GEAR = (
    "laser_rifle",
    "laser_pistol",
    "medkit",
    "gauss_clip",
    "frag_grenade",
    "frag_grenade",
    "rocket",
    "heavy_plasma",
    "sniper_rifle",
    "plasma_clip",
    "frag_grenade",
    "stun_rod",
)
SLOTS = (None, "large", "small", "small", "small", "backpack", "pocket")
INDEXES = (None, None, None, 0, 1, 2, 3, 4, 5, 6, 7, 8, -1, 99)

_move = st.tuples(
    st.just("move"),
    st.integers(0, len(GEAR) - 1),  # the item
    st.sampled_from((0, 0, 1, 2)),  # to whom (from the armoury: a move; else a handoff)
    st.sampled_from(SLOTS),
    st.sampled_from(INDEXES),
    st.sampled_from((True, True, False)),  # the GM overrides a refusal
)
#: The GM forces every item of the armoury into one slot (overrides past the capacity).
_overload = st.tuples(
    st.just("overload"), st.integers(0, len(SQUAD) - 1), st.sampled_from(SLOTS[1:4])
)
_return = st.tuples(st.just("return"), st.integers(0, len(GEAR) - 1))
_undo = st.tuples(st.just("undo"))
_edit = st.tuples(st.just("unit_type"), st.integers(0, len(SQUAD) - 1), st.sampled_from(UNIT_TYPES))
_status = st.tuples(
    st.just("status"), st.integers(0, len(SQUAD) - 1), st.sampled_from(("dead", "active"))
)
OPERATIONS = st.lists(
    st.one_of(_move, _move, _move, _overload, _return, _undo, _edit, _status),
    min_size=4,
    max_size=30,
)


@pytest.fixture(scope="module")
def _empty_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A migrated, empty SQLite file to copy (migrating one per example would be slow)."""
    path = tmp_path_factory.mktemp("template") / "empty.db"
    Database.open(f"sqlite:///{path}").close()
    return path


class _Campaigns:
    """Fresh databases copied from the empty one."""

    def __init__(self, template: Path, folder: Path) -> None:
        self._template = template
        self._folder = folder
        self.opened: list[Database] = []

    def open(self, name: str) -> CampaignService:
        path = self._folder / name
        shutil.copy(self._template, path)
        db = Database.open(f"sqlite:///{path}")
        self.opened.append(db)
        return CampaignService(db)


@pytest.fixture
def databases(
    _empty_database: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[_Campaigns]:
    made = _Campaigns(_empty_database, tmp_path_factory.mktemp("backup"))
    yield made
    for db in made.opened:
        db.close()


def _play(
    campaigns: CampaignService, operations: list[tuple[Any, ...]]
) -> tuple[int, list[int], list[int]]:
    """A campaign with the squad and the gear in the armoury, then every operation through
    the services (refusals are part of the game: they change nothing)."""
    db = campaigns.db
    campaign_id = campaigns.create_campaign("Backup test", "wargame").id
    roster = RosterService(db, campaigns)
    inventory = InventoryService(db, campaigns)
    rng = random.Random(11)
    soldiers = [
        roster.recruit(
            campaign_id,
            roster.new_recruit_draft(
                campaign_id, soldier_class=soldier_class, nationality=None, rng=rng
            ),
        ).row.id
        for soldier_class in SQUAD
    ]
    with db.session() as session:
        ruleset = campaigns.ruleset("wargame")
        rows = [
            Item(campaign_id=campaign_id, item_type=t, charges=ruleset.items[t].charges)
            for t in GEAR
        ]
        session.add_all(rows)
        session.flush()
        items = [row.id for row in rows if row.id is not None]
    moves: list[int] = []
    for operation in operations:
        try:
            if operation[0] == "move":
                _, item, who, slot, index, force = operation
                result = inventory.move_item(
                    items[item],
                    Destination.soldier(soldiers[who], slot, index),
                    override_reason="GM's call" if force else None,
                )
                moves.append(result.audit_seq)
            elif operation[0] == "overload":
                in_armoury = {i.id for i in inventory.armoury(campaign_id)}
                for item in (i for i in items if i in in_armoury):
                    to = Destination.soldier(soldiers[operation[1]], operation[2])
                    try:
                        result = inventory.move_item(item, to, override_reason="overload")
                        moves.append(result.audit_seq)
                    except UserError:
                        break
            elif operation[0] == "return":
                moves.append(
                    inventory.move_item(items[operation[1]], Destination.armoury()).audit_seq
                )
            elif operation[0] == "undo" and moves:
                inventory.undo_move(campaign_id, moves.pop(), override_reason="undo")
            elif operation[0] == "unit_type":
                row = roster.get_soldier(soldiers[operation[1]])
                draft = replace(row.to_draft(), unit_type=operation[2])
                roster.update_soldier(row.id, draft, row.version)
            elif operation[0] == "status":
                row = roster.get_soldier(soldiers[operation[1]])
                roster.set_status(row.id, operation[2], row.version)
        except UserError:
            pass
    return campaign_id, soldiers, items


def _inventory(campaigns: CampaignService, campaign_id: int) -> dict[str, Any]:
    """The campaign's inventory as the services show it, without ids and versions."""
    inventory = InventoryService(campaigns.db, campaigns)
    roster = RosterService(campaigns.db, campaigns)
    kits = []
    for soldier in roster.list_soldiers(campaign_id):
        kit = inventory.soldier_kit(soldier.id)
        kits.append(
            (
                kit.name,
                kit.unit_type,
                kit.status,
                [
                    (
                        slot.key,
                        slot.capacity,
                        [
                            (
                                carried.item.item_type,
                                carried.item.charges,
                                carried.item.slot,
                                carried.item.slot_index,
                                carried.usable,
                                carried.warnings,
                            )
                            for carried in slot.items
                        ],
                    )
                    for slot in kit.slots
                ],
            )
        )
    armoury = sorted(
        (item.item_type, -1 if item.charges is None else item.charges)
        for item in inventory.armoury(campaign_id)
    )
    return {"kits": kits, "armoury": armoury}


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(operations=OPERATIONS)
def test_inv_3_any_campaign_exports_imports_and_exports_the_same(
    databases: _Campaigns, operations: list[tuple[Any, ...]]
) -> None:
    original = databases.open(f"original-{len(databases.opened)}.db")
    campaign_id, _soldiers, _items = _play(original, operations)

    # Every stored position is within INV-3, whatever the path.
    ruleset = original.ruleset("wargame")
    with original.db.session() as session:
        for row in session.exec(select(Item).where(Item.location == "soldier")).all():
            assert position_violation(ruleset, row.slot, row.slot_index) is None, row
    past = [
        carried
        for soldier in _inventory(original, campaign_id)["kits"]
        for _key, capacity, items in soldier[3]
        for carried in items
        if carried[3] >= capacity
    ]
    event("an item past its slot's capacity" if past else "every item within capacity")

    first = dump_campaign_json(original.export_campaign(campaign_id))
    restored = databases.open(f"restored-{len(databases.opened)}.db")
    restored_id = restored.import_campaign(original.export_campaign(campaign_id)).id
    assert dump_campaign_json(restored.export_campaign(restored_id)) == first
    assert _inventory(restored, restored_id) == _inventory(original, campaign_id)


def test_a_campaign_with_overrides_restores(databases: _Campaigns) -> None:
    """The issue's case: a fourth small-size item past a full slot by override, a backpack on a
    jump infantry, then export, import, export."""
    original = databases.open("original.db")
    operations: list[tuple[Any, ...]] = [
        ("move", 4, 0, "small", None, False),
        ("move", 5, 0, "small", None, False),
        ("move", 2, 0, "small", None, False),
        ("move", 3, 0, "small", None, False),
        ("move", 9, 0, "small", None, True),  # past the capacity: position 4, overridden
        ("move", 6, 0, "backpack", None, False),
        ("unit_type", 0, "jump_infantry"),  # the backpack stays on a unit type without one
        ("move", 7, 1, "large", None, True),  # person-sized (INV-2), overridden
    ]
    campaign_id, _, _ = _play(original, operations)
    document = original.export_campaign(campaign_id)
    positions = [(i["slot"], i["slot_index"]) for i in document["soldiers"][0]["items"]]
    assert ("small", 4) in positions and ("backpack", 0) in positions
    restored = databases.open("restored.db")
    restored_id = restored.import_campaign(document).id
    assert restored.export_campaign(restored_id) == document
    assert _inventory(restored, restored_id) == _inventory(original, campaign_id)
