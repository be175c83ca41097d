"""What a mission does to the campaign's items, in the command's transaction.

The mission's rule system says where each item of its soldiers is
(:meth:`~xcom_manager.rules.mission.system.RuleSystem.item_places`); after a command the items
whose place changed (a handoff, a spare tank put on, an undo of either) move in the ``item``
table, each with its audit row in the ``mission`` context: the rule IDs and the verdict are
those the rules decided in the event that moved it, never decided again. The debrief puts the
items of the dead and the missing out of play (``lost``), audited the same way.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import ItemPlace
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.chain import append_entry
from xcom_manager.services.audit.reasons import encode_reason
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.inventory.dto import AuditDraft
from xcom_manager.services.missions.views import item_name
from xcom_manager.store.models import Item, Soldier
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["place_item", "sync_items"]


def _soldier_names(session: Session, *soldier_ids: int | None) -> dict[int | None, str]:
    wanted = [s for s in soldier_ids if s is not None]
    if not wanted:
        return {}
    return {s.id: s.name for s in session.exec(select(Soldier).where(col(Soldier.id).in_(wanted)))}


def place_item(
    session: Session,
    row: MissionRow,
    ruleset: Ruleset,
    item: Item,
    target: ItemPlace,
    mission: Mission,
    actor: str,
    *,
    reason: str,
    rule_ids: tuple[str, ...],
    verdict: str = "allowed",
) -> None:
    """Put ``item`` where ``target`` says, with its audit row in the mission context."""
    assert item.id is not None
    names = _soldier_names(session, item.soldier_id, target.soldier_id)
    position = mission.position
    draft = AuditDraft(
        actor=actor,
        item_id=item.id,
        item_type=item.item_type,
        item_name=item_name(ruleset, item.item_type),
        from_kind=item.location,
        from_soldier_id=item.soldier_id,
        from_soldier_name=names.get(item.soldier_id),
        from_slot=item.slot,
        from_index=item.slot_index,
        to_kind=target.location,
        to_soldier_id=target.soldier_id,
        to_soldier_name=names.get(target.soldier_id),
        to_slot=target.slot,
        to_index=target.slot_index,
        context="mission",
        mission_id=row.id,
        turn=position.turn,
        phase=position.phase,
        verdict=verdict,
        rule_ids=rule_ids,
        reason=reason,
    )
    item.location, item.soldier_id, item.slot, item.slot_index = target.key
    item.version += 1
    session.add(item)
    try:
        session.flush()
    except IntegrityError as error:  # two items for one position: someone else moved one
        raise StaleEditError(Message.of("mission_raced", mission=row.name)) from error
    append_entry(session, row.campaign_id, draft)


def _decided(mission: Mission, seq: int | None) -> tuple[tuple[str, ...], str]:
    """The rule IDs and audit verdict of the event that put an item where it is."""
    if seq is None:
        return (), "allowed"
    payload: Mapping[str, Any] = mission.events[seq - 1].payload
    rule_ids = tuple(str(r) for r in payload.get("rule_ids", ()))
    return rule_ids, "allowed_with_warnings" if payload.get("warnings") else "allowed"


def sync_items(
    session: Session,
    row: MissionRow,
    ruleset: Ruleset,
    before: Mission,
    after: Mission,
    actor: str,
    *,
    undone: int | None = None,
) -> frozenset[int]:
    """Move the ``Item`` rows whose place the command changed, and write the charges a command
    used (M-SHOOT-1, R-20), each with its audit row; the ids changed. ``undone`` is the step an
    undo reverted (the audit reason says so)."""
    old = before.system.item_places(before)
    new = after.system.item_places(after)
    changed = [item_id for item_id, place in new.items() if old.get(item_id) != place]
    moved: set[int] = set()
    for item_id in changed:
        target = new[item_id]
        expected = old.get(item_id)
        same_place = expected is not None and expected.key == target.key
        spent = (
            target.charges is not None
            and expected is not None
            and expected.charges != target.charges
        )
        if same_place and not spent:
            continue  # only the event that put it there changed
        item = session.get(Item, item_id)
        if item is None:
            raise UserError(Message.of("mission_item_gone", item_id=item_id))
        current = (item.location, item.soldier_id, item.slot, item.slot_index)
        if expected is not None and current != expected.key:
            raise UserError(
                Message.of(
                    "mission_item_moved_outside",
                    item=item_name(ruleset, item.item_type),
                    item_id=item_id,
                )
            )
        if spent:
            # M-SHOOT-1, R-20: a charge used (or given back by an undo), as the event recorded.
            item.charges = target.charges
        if undone is not None:
            reason = encode_reason(Message.of("reason_undo_mission_step", step=undone))
            rule_ids: tuple[str, ...] = ()
            verdict = "allowed"
        elif same_place:
            reason = encode_reason(Message.of("reason_charges_left", charges=target.charges or 0))
            rule_ids, verdict = _decided(after, target.charges_because)
        else:
            reason = ""
            rule_ids, verdict = _decided(after, target.because)
        place_item(
            session,
            row,
            ruleset,
            item,
            target,
            after,
            actor,
            reason=reason,
            rule_ids=rule_ids,
            verdict=verdict,
        )
        moved.add(item_id)
    return frozenset(moved)
