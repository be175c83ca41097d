"""Stored items and soldiers as the rules core and the views take them.

The inventory's use-cases (:mod:`xcom_manager.services.inventory.service`) read items and soldiers
with the store's statements (:mod:`xcom_manager.store.queries.inventory`); these turn what they read
into the rules core's values (a soldier's kit, a move's mission context) and into plain rows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from xcom_manager.rules.inventory import CarriedItem, MissionPhaseContext, SoldierKit
from xcom_manager.rules.ruleset import Environment, ItemType, Ruleset
from xcom_manager.services.inventory.dto import ItemRow, MissionContext
from xcom_manager.store.queries.inventory import ItemState

__all__ = ["item_row", "item_row_of", "kit_of", "rules_context"]


def kit_of(soldier: dict[str, Any], states: Sequence[ItemState]) -> SoldierKit:
    """The rules core's view of a soldier and what it carries (``soldier``: its
    :data:`~xcom_manager.store.queries.inventory.SOLDIER_COLUMNS`)."""
    return SoldierKit(
        soldier_id=soldier["id"],
        name=soldier["name"],
        soldier_class=soldier["soldier_class"],
        unit_type=soldier["unit_type"],
        items=tuple(
            CarriedItem(s.id, s.item_type, s.slot or "", s.slot_index or 0)
            for s in states
            if s.slot is not None
        ),
    )


def rules_context(mission: MissionContext | None) -> MissionPhaseContext | None:
    """The rules core's mission context of a move (``None``: in the armoury)."""
    if mission is None:
        return None
    return MissionPhaseContext(
        phase=mission.phase,  # type: ignore[arg-type]  # checked by MissionPhaseContext
        environment=Environment(mission.environment),
        base_contact=mission.base_contact,
        giver_actions=mission.giver_actions,
        receiver_actions=mission.receiver_actions,
        giver_cannot_act=mission.giver_cannot_act,
        receiver_cannot_act=mission.receiver_cannot_act,
    )


def item_row(ruleset: Ruleset, state: ItemState) -> ItemRow:
    """The plain row of an item (its type's name, kind and icon empty if the ruleset lacks it)."""
    item_type = ruleset.items.get(state.item_type)
    if item_type is None:
        return ItemRow(
            state.id,
            state.campaign_id,
            state.item_type,
            state.item_type,
            "",
            "",
            "",
            "",
            state.charges,
            state.location,
            state.soldier_id,
            state.slot,
            state.slot_index,
            state.version,
        )
    return item_row_of(item_type, state, ruleset.shown("items", item_type.key))


def item_row_of(item_type: ItemType, state: ItemState, shown_name: str) -> ItemRow:
    """The plain row of an item of ``item_type``, named ``shown_name`` (its name in the display
    language, ``Ruleset.shown``)."""
    return ItemRow(
        id=state.id,
        campaign_id=state.campaign_id,
        item_type=state.item_type,
        name=shown_name,
        kind=str(item_type.kind),
        icon=item_type.icon,
        slot_kind=item_type.slot,
        environment=str(item_type.environment),
        charges=state.charges,
        location=state.location,
        soldier_id=state.soldier_id,
        slot=state.slot,
        slot_index=state.slot_index,
        version=state.version,
    )
