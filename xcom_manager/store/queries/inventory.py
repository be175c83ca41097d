"""The inventory's statements: items, the armoury, soldiers with their kits, moving an item.

A move is benchmarked (over a thousand audited moves a second on SQLite), so these are
:class:`~xcom_manager.store.queries.driver.DriverStatement` s built once and run straight on
the driver connection of the caller's transaction: the item with its campaign's ruleset id,
both soldiers with their kits in one query, the item update (optimistic: it names the version
it read). No ORM object is loaded.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import bindparam, select, update
from sqlmodel import col

from xcom_manager.store.ids import storable_id
from xcom_manager.store.models import AuditEntry, Campaign, Item, Soldier
from xcom_manager.store.queries.driver import DriverRunner, DriverStatement

__all__ = [
    "SOLDIER_COLUMNS",
    "ItemState",
    "armoury_items",
    "item_with_ruleset",
    "later_move",
    "move_item",
    "soldiers_with_items",
]


@dataclass(frozen=True, slots=True)
class ItemState:
    """What a move needs of an ``item`` row."""

    id: int
    campaign_id: int
    item_type: str
    charges: int | None
    location: str
    soldier_id: int | None
    slot: str | None
    slot_index: int | None
    version: int


_ITEM_COLUMNS = (
    col(Item.id),
    col(Item.campaign_id),
    col(Item.item_type),
    col(Item.charges),
    col(Item.location),
    col(Item.soldier_id),
    col(Item.slot),
    col(Item.slot_index),
    col(Item.version),
)
#: The keys of the soldier of :func:`soldiers_with_items`.
SOLDIER_COLUMNS = ("id", "campaign_id", "name", "soldier_class", "unit_type", "status")

# Statements built and compiled once, run straight on the driver (see the module docstring).
_ITEM_QUERY = DriverStatement(
    select(*_ITEM_COLUMNS, col(Campaign.ruleset_id))
    .join(Campaign, col(Campaign.id) == col(Item.campaign_id))
    .where(col(Item.id) == bindparam("item_id")),
    ("item_id",),
)
_ARMOURY_QUERY = DriverStatement(
    select(*_ITEM_COLUMNS)
    .where(col(Item.campaign_id) == bindparam("campaign_id"), col(Item.location) == "armoury")
    .order_by(col(Item.item_type), col(Item.id)),
    ("campaign_id",),
)
#: One or two soldiers (``first`` and ``second`` may be equal) with the items they carry.
_SOLDIERS_QUERY = DriverStatement(
    select(*(getattr(Soldier, name) for name in SOLDIER_COLUMNS), *_ITEM_COLUMNS)
    .outerjoin(Item, col(Item.soldier_id) == col(Soldier.id))
    .where(col(Soldier.id).in_([bindparam("first"), bindparam("second")]))
    .order_by(col(Soldier.id), col(Item.slot), col(Item.slot_index)),
    ("first", "second"),
)
_ITEM_MOVE = DriverStatement(
    update(Item)
    .where(col(Item.id) == bindparam("b_item"), col(Item.version) == bindparam("b_seen"))
    .values(
        location=bindparam("b_location"),
        soldier_id=bindparam("b_soldier"),
        slot=bindparam("b_slot"),
        slot_index=bindparam("b_index"),
        version=bindparam("b_version"),
    ),
    ("b_item", "b_seen", "b_location", "b_soldier", "b_slot", "b_index", "b_version"),
)
_LATER_MOVE_QUERY = DriverStatement(
    select(col(AuditEntry.seq))
    .where(
        col(AuditEntry.campaign_id) == bindparam("campaign_id"),
        col(AuditEntry.item_id) == bindparam("item_id"),
        col(AuditEntry.seq) > bindparam("seq"),
    )
    .order_by(col(AuditEntry.seq))
    .limit(1),
    ("campaign_id", "item_id", "seq"),
)


def item_with_ruleset(runner: DriverRunner, item_id: int) -> tuple[ItemState, str] | None:
    """The item and its campaign's ruleset id, or ``None`` when there is no such item."""
    if not storable_id(item_id):
        return None
    found = runner.first(_ITEM_QUERY, item_id)
    if found is None:
        return None
    return ItemState(*found[:-1]), found[-1]


def armoury_items(runner: DriverRunner, campaign_id: int) -> list[ItemState]:
    """The items in the campaign's armoury, by item type then id."""
    return [ItemState(*values) for values in runner.all(_ARMOURY_QUERY, campaign_id)]


def soldiers_with_items(
    runner: DriverRunner, first: int, second: int
) -> dict[int, tuple[dict[str, Any], list[ItemState]]]:
    """Soldiers ``first`` and ``second`` (they may be the same) that exist: each its
    :data:`SOLDIER_COLUMNS` and the items it carries, by slot and index. One query."""
    found: dict[int, tuple[dict[str, Any], list[ItemState]]] = {}
    if not (storable_id(first) and storable_id(second)):
        return found
    width = len(SOLDIER_COLUMNS)
    for values in runner.all(_SOLDIERS_QUERY, first, second):
        entry = found.get(values[0])
        if entry is None:
            entry = found[values[0]] = (
                dict(zip(SOLDIER_COLUMNS, values[:width], strict=True)),
                [],
            )
        if values[width] is not None:  # the outer join's row of a soldier carrying nothing
            entry[1].append(ItemState(*values[width:]))
    return found


def move_item(
    runner: DriverRunner,
    item: ItemState,
    location: str,
    soldier_id: int | None,
    slot: str | None,
    slot_index: int | None,
) -> bool:
    """Put ``item`` at its new place, one version on, if its row is still at ``item.version``;
    whether it was (``False``: someone else changed it meanwhile, nothing was written)."""
    moved = runner.run(
        _ITEM_MOVE,
        item.id,
        item.version,
        location,
        soldier_id,
        slot,
        slot_index,
        item.version + 1,
    )
    return moved == 1


def later_move(runner: DriverRunner, campaign_id: int, item_id: int, seq: int) -> int | None:
    """The seq of the first audit row after ``seq`` that moved the item, or ``None``."""
    found = runner.first(_LATER_MOVE_QUERY, campaign_id, item_id, seq)
    return None if found is None else int(found[0])
