"""The debrief: what the end of a mission writes back to the roster and the inventory.

The rule system decides each soldier's outcome (:meth:`RuleSystem.debrief
<xcom_manager.rules.mission.system.RuleSystem.debrief>`); here it is written, in the caller's
transaction: every soldier who took part has one more mission, its status and wounds as the
system decided, the kills and Experience Points the mission gave it added to its own (the board
game's M-CX-4), the items of the dead and the missing ``lost`` (audited), the items the mission
used up already ``used``. The mission keeps the outcome as facts (``Mission.outcome``); a
soldier's ``kills`` and ``experience`` are there only when the mission gave some, so that an
outcome without them (every wargame mission's) keeps its shape.
"""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, col, select

from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import ItemPlace
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.missions.items import place_item
from xcom_manager.services.missions.views import item_name
from xcom_manager.services.reasons import encode_reason
from xcom_manager.store.models import Item, Soldier
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["write_back"]


def write_back(
    session: Session, row: MissionRow, ruleset: Ruleset, mission: Mission, actor: str
) -> dict[str, Any]:
    """Write the mission's outcome to the roster and the inventory; the outcome as facts."""
    outcome = mission.system.debrief(mission, ruleset)
    soldiers: list[dict[str, Any]] = []
    lost: list[dict[str, Any]] = []
    for result in outcome.soldiers:
        soldier = session.get(Soldier, result.soldier_id)
        if soldier is None:
            continue  # dismissed meanwhile: nothing to write back
        soldier.status = result.status
        soldier.wounds = result.wounds
        soldier.missions += 1
        soldier.kills += result.kills
        soldier.experience += result.experience
        soldier.version += 1
        session.add(soldier)
        fact: dict[str, Any] = {
            "soldier_id": result.soldier_id,
            "name": result.name,
            "status": result.status,
            "wounds": result.wounds,
            "cause": result.cause,
            "rule_ids": list(result.rule_ids),
        }
        if result.kills:
            fact["kills"] = result.kills
        if result.experience:
            fact["experience"] = result.experience
        soldiers.append(fact)
        if result.status not in ("dead", "mia"):
            continue
        session.flush()
        key = "reason_mission_death" if result.status == "dead" else "reason_mission_missing"
        reason = encode_reason(Message.of(key, soldier=result.name))
        for item in session.exec(
            select(Item)
            .where(Item.soldier_id == result.soldier_id, Item.location == "soldier")
            .order_by(col(Item.slot), col(Item.slot_index))
        ).all():
            assert item.id is not None
            lost.append(
                {
                    "soldier": result.name,
                    "item": item_name(ruleset, item.item_type),
                    "item_id": item.id,
                    "item_type": item.item_type,
                }
            )
            place_item(
                session,
                row,
                ruleset,
                item,
                ItemPlace("lost"),
                mission,
                actor,
                reason=reason,
                rule_ids=result.rule_ids,
            )
    used = [
        {
            "soldier": fate.name,
            "item": item_name(ruleset, fate.item_type),
            "item_id": fate.item_id,
            "item_type": fate.item_type,
        }
        for fate in outcome.items_used
    ]
    return {"turn": outcome.turn, "soldiers": soldiers, "items_lost": lost, "items_used": used}
