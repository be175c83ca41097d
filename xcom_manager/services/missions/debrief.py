"""The debrief: what the end of a mission writes back to the roster and the inventory.

The rule system decides each soldier's outcome (:meth:`RuleSystem.debrief
<xcom_manager.rules.mission.system.RuleSystem.debrief>`); here it is written, in the caller's
transaction: every soldier who took part has one more mission, its status and wounds as the
system decided, the kills and Experience Points the mission gave it added to its own (the board
game's M-CX-4), the items the mission used up already ``used``. The kit of the dead and the
missing stays on them, where the Inventory shows it and returns it to the armoury in one step
(ARM-5): the GM decides what came back from the field. Only when the GM says the fallen's kit
is lost (``lose_fallen_kit``) is it written off ``lost`` (audited), as every debrief did before
kit returns were recorded (those missions' outcomes keep their ``items_lost``). The mission keeps
the outcome as facts (``Mission.outcome``); a soldier's ``kills`` and ``experience`` are there
only when the mission gave some, so that an outcome without them keeps its shape.

The write-back never overwrites a newer edit (ROS-1). A mission starts with active soldiers at
the wounds its setup holds (what the rule system's debrief of the unplayed mission gives); a
soldier whose roster status or wounds differ from that at the end was changed by another path
(another GM, an older version, the database itself) while the mission ran. That soldier keeps
the roster's status and wounds (and kit: nothing is lost on a status the roster does not hold),
the mission's verdict is kept beside it in the outcome (``roster_status``, ``roster_wounds``),
and the debrief summary says so; the missions served, kills and Experience Points are added all
the same. Each soldier's write is conditional on the version read (optimistic locking): one
changed between the read and the write refuses the whole debrief, which is then retried.
A death or a disappearance on the mission records its facts on the soldier: the date, the
mission and the rule system's cause.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import update
from sqlmodel import Session, col, select

from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import ItemPlace
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.reasons import encode_reason
from xcom_manager.services.core.stale import EDITABLE_FIELDS, soldier_stale_error
from xcom_manager.services.missions.items import place_item
from xcom_manager.services.missions.views import item_name
from xcom_manager.services.roster.history import record_debrief, written_by
from xcom_manager.store.models import Item, Soldier, SoldierHistory, utc_now
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["write_back"]


def started_wounds(mission: Mission, ruleset: Ruleset) -> dict[int, int]:
    """The wounds each soldier went on the mission with, as the rule system's debrief counts
    them (its debrief of the mission before any event)."""
    start = engine.start(mission.system, mission.setup, ruleset)
    return {
        result.soldier_id: result.wounds
        for result in mission.system.debrief(start, ruleset).soldiers
    }


def write_back(
    session: Session,
    row: MissionRow,
    ruleset: Ruleset,
    mission: Mission,
    actor: str,
    *,
    lose_fallen_kit: bool = False,
) -> dict[str, Any]:
    """Write the mission's outcome to the roster and the inventory; the outcome as facts.
    ``lose_fallen_kit``: the kit of the dead and the missing is written off ``lost``."""
    outcome = mission.system.debrief(mission, ruleset)
    started = started_wounds(mission, ruleset)
    today = utc_now().date()
    soldiers: list[dict[str, Any]] = []
    lost: list[dict[str, Any]] = []
    for result in outcome.soldiers:
        soldier = session.get(Soldier, result.soldier_id)
        if soldier is None:
            continue  # dismissed meanwhile: nothing to write back
        session.refresh(soldier)  # what the roster holds now, not a cached copy
        seen = soldier.version
        read = _editable(soldier)
        newer = soldier.status != "active" or soldier.wounds != started.get(
            result.soldier_id, soldier.wounds
        )
        columns: dict[str, Any] = {
            "missions": soldier.missions + 1,
            "kills": soldier.kills + result.kills,
            "experience": soldier.experience + result.experience,
            "version": seen + 1,
            **written_by(actor),
        }
        if not newer:
            columns.update(status=result.status, wounds=result.wounds)
            if result.status in ("dead", "mia"):
                columns.update(
                    status_date=today,
                    status_mission_id=row.id,
                    status_mission=row.name,
                    status_cause=result.cause,
                )
        written = session.execute(
            update(Soldier)
            .where(col(Soldier.id) == result.soldier_id, col(Soldier.version) == seen)
            .values(**columns)
        )
        if written.rowcount != 1:  # type: ignore[attr-defined]
            # Another GM's edit committed between the read and the write: say whose and what.
            session.refresh(soldier)
            raise soldier_stale_error(
                session, result.soldier_id, soldier.name, _editable(soldier), read, "debrief"
            )
        session.refresh(soldier)
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
        if newer:
            fact["roster_status"] = soldier.status
            fact["roster_wounds"] = soldier.wounds
            fact.update(_changed_by(session, result.soldier_id, row))
        soldiers.append(fact)
        if newer:
            continue  # the roster's newer status stands: its kit stays where the roster has it
        wounds_before = started.get(result.soldier_id, result.wounds)
        record_debrief(session, row, result, wounds_before, today, actor)
        if not lose_fallen_kit or result.status not in ("dead", "mia"):
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


def _editable(soldier: Soldier) -> dict[str, Any]:
    """The soldier's columns a GM edits, as a stale write's refusal compares them."""
    return {f: getattr(soldier, f) for f in EDITABLE_FIELDS}


def _changed_by(session: Session, soldier_id: int, row: MissionRow) -> dict[str, Any]:
    """Who changed the soldier on the roster while the mission ran and when (its latest
    history fact since the mission began: ``roster_actor``, ``roster_changed_at``); nothing
    when no such fact names someone."""
    fact = session.exec(
        select(SoldierHistory.actor, SoldierHistory.recorded_at)
        .where(
            col(SoldierHistory.soldier_id) == soldier_id,
            col(SoldierHistory.recorded_at) >= row.created_at,
        )
        .order_by(col(SoldierHistory.id).desc())
        .limit(1)
    ).first()
    if fact is None or not fact[0]:
        return {}
    return {"roster_actor": fact[0], "roster_changed_at": fact[1].isoformat()}
