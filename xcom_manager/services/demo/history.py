"""The demo campaign's armoury history: checked, audited movements by the demo GM.

Played through :class:`~xcom_manager.services.inventory.service.InventoryService` like any GM's
moves, so the demo's audit log is a real one (a refused move the GM overrode included) and verifies.
"""

from __future__ import annotations

import contextlib

from sqlmodel import col, select

from xcom_manager.rules.language import translated
from xcom_manager.rules.texts import tr_noop
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.demo.document import DEMO_GM
from xcom_manager.services.inventory.dto import Destination, ItemRow, MoveResult
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

#: The GM's reason for the move the demo forces (INV-1, R-4): written in the display language
#: the demo is made in (English from the command line), the same words for the same language.
_FORCED = tr_noop("DemoTexts", "Demo: the {item} rides strapped to the pack for the briefing")

__all__ = ["record_demo_history"]


def record_demo_history(
    db: Database, campaigns: CampaignService, campaign_id: int, *, actor: str = DEMO_GM
) -> list[MoveResult]:
    """Leave a short armoury history in a campaign's audit log (for ``xcom-manager demo``).

    At least eight movements: soldiers put gear back in the armoury and draw a medi-kit and
    ammunition (or a grenade) from it, hand a weapon and the medi-kit to each other, a move is
    undone (audited), and one refused move (INV-1: a large weapon forced into a slot of the
    first soldier that has no room left) is overridden by the GM with a reason, then undone.
    At the end every item goes back where the demo issued it, so the campaign's contents (and
    its export) are the same with or without the history. Every movement is an ordinary checked
    and audited :meth:`~xcom_manager.services.inventory.service.InventoryService.move_item` (or
    ``undo_move``), each in its own transaction. Deterministic for a given campaign. Needs at
    least two soldiers that have large- and small-size slots, and armoury items; moves that
    cannot be made are skipped.
    """
    inventory = InventoryService(db, campaigns)
    results: list[MoveResult] = []
    with write_session(db) as session:
        soldiers = [
            dict(row._mapping)
            for row in session.execute(
                select(col(Soldier.id), col(Soldier.name), col(Soldier.unit_type))
                .where(
                    col(Soldier.campaign_id) == campaign_id,
                    col(Soldier.status).in_(("active", "wounded")),
                )
                .order_by(col(Soldier.id))
            )
        ]
    ruleset = campaigns.ruleset_for(campaign_id)
    capable = [
        s
        for s in soldiers
        if (unit := ruleset.unit_types.get(s["unit_type"])) is not None
        and unit.slots.get("large", 0) > 0
        and unit.slots.get("small", 0) > 0
    ]
    if len(capable) < 2:
        return results

    def armoury_of(kind: str, slot: str | None = None) -> list[ItemRow]:
        return [
            row
            for row in inventory.armoury(campaign_id)
            if row.kind == kind and (slot is None or row.slot_kind == slot)
        ]

    def clips_for(weapon: ItemRow) -> list[ItemRow]:
        return [
            row
            for row in armoury_of("ammo", "small")
            if (clip := ruleset.items.get(row.item_type)) is not None
            and weapon.item_type in clip.ammo_for
        ]

    issued: dict[int, ItemRow] = {}  # each item moved, as the demo issued it

    def attempt(item: ItemRow | None, to: Destination, reason: str | None = None) -> None:
        if item is None:
            return
        issued.setdefault(item.id, item)
        with contextlib.suppress(UserError):
            results.append(inventory.move_item(item.id, to, actor=actor, override_reason=reason))

    def undo_last() -> None:
        if results:
            with contextlib.suppress(UserError):
                results.append(inventory.undo_move(campaign_id, results[-1].audit_seq, actor=actor))

    def free_up(soldier_id: int, slot: str, wanted: int) -> None:
        """Put items back in the armoury until ``wanted`` positions of ``slot`` are free."""
        kit = inventory.soldier_kit(soldier_id)
        for kit_slot in kit.slots:
            if kit_slot.key == slot:
                for held in reversed(
                    kit_slot.items[: max(0, len(kit_slot.items) + wanted - kit_slot.capacity)]
                ):
                    attempt(held.item, Destination.armoury())

    a, b = capable[0]["id"], capable[1]["id"]
    free_up(a, "small", 2)
    free_up(b, "small", 2)
    free_up(b, "large", 1)
    attempt(next(iter(armoury_of("medkit")), None), Destination.soldier(a, "small"))
    medkit = results[-1].item if results and results[-1].item.kind == "medkit" else None
    # A handoff: the first soldier's large weapon (one with a small-size clip for it in the
    # armoury, if any) goes to the second, who draws a clip for it. (Not a weapon from the
    # armoury: the demo's armoury keeps its two of every weapon.)
    weapons = [
        held.item
        for kit_slot in inventory.soldier_kit(a).slots
        if kit_slot.key == "large"
        for held in kit_slot.items
        if held.item.kind == "weapon"
    ]
    weapon = next((w for w in weapons if clips_for(w)), next(iter(weapons), None))
    attempt(weapon, Destination.soldier(b, "large"))
    clips = clips_for(weapon) if weapon is not None else []
    # (A weapon that takes no clip: a grenade instead.)
    attempt(
        next(iter(clips or armoury_of("grenade", "small")), None), Destination.soldier(b, "small")
    )
    attempt(medkit, Destination.soldier(b, "small"))  # the medi-kit changes hands
    undo_last()  # ... and the GM takes that back: an audited undo
    # A refused move the GM forces: a large weapon into a slot with no room left (INV-1; R-4
    # lets a weapon ride in any slot with room, carried, unusable) ...
    forced = next(iter(armoury_of("weapon", "large")), None)
    full = next((s.key for s in inventory.soldier_kit(a).slots if len(s.items) >= s.capacity), None)
    if forced is not None and full is not None:
        before = len(results)
        attempt(
            forced,
            Destination.soldier(a, full),
            reason=translated(_FORCED.context, _FORCED.source).format(
                item=ruleset.shown("items", forced.item_type)
            ),
        )
        if len(results) > before:
            undo_last()  # ... and back to the armoury after the briefing
    # After the drill everything goes back as issued: the demo campaign holds the same items in
    # the same places with or without its history (and exports the same).
    now = {result.item.id: result.item for result in results}
    moved = [item for item in issued.values() if _place(now[item.id]) != _place(item)]
    for item in moved:
        if item.location == "armoury":
            attempt(now[item.id], Destination.armoury())
    for item in moved:
        if item.location == "soldier" and item.soldier_id is not None:
            attempt(
                now[item.id], Destination.soldier(item.soldier_id, item.slot or "", item.slot_index)
            )
    return results


def _place(item: ItemRow) -> tuple[str, int | None, str | None, int | None]:
    return item.location, item.soldier_id, item.slot, item.slot_index
