"""What the Inventory page shows of each item: the version a move passes, so
that a move of an item another GM changed since is refused, not made on a stale picture."""

from __future__ import annotations

from collections.abc import Iterable

from xcom_manager.services.inventory.dto import Destination, ItemRow, KitView

__all__ = ["ShownVersions", "already_there"]


class ShownVersions:
    """Each shown item's version, as the armoury list and the kit last read it."""

    def __init__(self) -> None:
        self._versions: dict[int, int] = {}

    def remember(self, items: Iterable[ItemRow], *, anew: bool = False) -> None:
        """Remember ``items``' versions (``anew``: forget the others: the page reads again)."""
        if anew:
            self._versions.clear()
        self._versions.update((item.id, item.version) for item in items)

    def remember_kit(self, kit: KitView) -> None:
        self.remember(kit_item.item for slot in kit.slots for kit_item in slot.items)

    def get(self, item_id: int) -> int | None:
        """The version shown of ``item_id`` (``None``: not shown; the move is not checked)."""
        return self._versions.get(item_id)


def already_there(item: ItemRow, destination: Destination) -> bool:
    """Dropping an item where it is (its own cell, the armoury onto the armoury) does nothing."""
    if destination.is_armoury:
        return item.location == "armoury"
    return (
        item.location == "soldier"
        and item.soldier_id == destination.soldier_id
        and destination.slot is not None
        and item.slot == destination.slot
        and (destination.slot_index is None or item.slot_index == destination.slot_index)
    )
