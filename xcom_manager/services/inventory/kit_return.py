"""Returning the whole kit of a soldier who is gone (dead, missing, retired) to the armoury.

A soldier who leaves the campaign's service keeps whatever he carried: the kit of the dead, the
missing and the retired would stay stuck on them. :meth:`KitReturnService.return_all` moves every
item the soldier carries to the armoury in one transaction, each an audited movement of the hash
chain (one row per item, from the soldier's slot and position to the armoury, with the reason
``reason_kit_return``: the soldier and his status as facts). The app's rules say when (ARM-5:
only for the dead, the missing and the retired, and only a kit with something in it; ARM-6: not
while the soldier is on a mission in progress, :mod:`xcom_manager.services.roster.deployed`); a
refusal
raises :class:`KitReturnRefused` and nothing changes. Anything else that fails (an item moved
by someone else meanwhile, the audit chain) rolls the whole return back; a kit or an item
another GM changed since the GM looked is refused saying who moved what, where and when.

Undo is a new audited move back of each item, to the slot and position it came from
(:meth:`KitReturnService.revert`, the reason "Undo of #N"); its redo reverts the undo's rows
("Redo of #N", checked against ARM-5 and ARM-6 again). Either refuses whole when an item has
moved since the rows being reverted.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session

from xcom_manager.rules.armoury import check_kit_return
from xcom_manager.rules.inventory import free_positions
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.audit.chain import append_entry, default_actor, fetch_entry
from xcom_manager.services.audit.reasons import encode_reason
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.core.stale import (
    ItemChanged,
    item_write_session,
    kit_stale_error,
    undo_stale_error,
)
from xcom_manager.services.inventory.dto import AuditDraft, AuditRow, ItemRow
from xcom_manager.services.inventory.rows import item_row, kit_of
from xcom_manager.services.roster.deployed import deployments
from xcom_manager.store.db import Database
from xcom_manager.store.queries.driver import DriverRunner
from xcom_manager.store.queries.inventory import (
    ItemState,
    item_with_ruleset,
    later_move,
    move_item,
    soldiers_with_items,
)

__all__ = ["KitReturnCheck", "KitReturnRefused", "KitReturnResult", "KitReturnService"]


class KitReturnRefused(UserError):  # noqa: N818 - a refusal, like StockRefused
    """ARM-5 or ARM-6 refuses returning the kit; ``verdict`` holds every finding, ``message``
    the first one's (for a view to word). ``str(e)`` names each rule ID with its finding."""

    def __init__(self, verdict: Verdict, soldier: str) -> None:
        self.verdict = verdict
        parts = [f"{v.rule_id}: {v.text}" for v in verdict.violations]
        super().__init__(f"returning the kit of {soldier} is refused: " + " ".join(parts))
        self.message = verdict.violations[0].message if verdict.violations else None


@dataclass(frozen=True, slots=True)
class KitReturnCheck:
    """What the rules say of returning a soldier's whole kit now (nothing is changed)."""

    soldier_id: int
    campaign_id: int
    soldier: str
    status: str
    item_ids: tuple[int, ...]  # what the soldier carries, by slot and position
    deployed_on: str | None  # the mission in progress the soldier is on, if any
    verdict: Verdict

    @property
    def allowed(self) -> bool:
        return self.verdict.allowed

    @property
    def item_count(self) -> int:
        return len(self.item_ids)


@dataclass(frozen=True, slots=True)
class KitReturnResult:
    """What a return (or its undo or redo) did: its audit rows in order, the items as they now
    are, whose kit it was, and what changed (the inventory and the audit log)."""

    campaign_id: int
    soldier_id: int
    soldier: str
    audit_seqs: tuple[int, ...]
    items: tuple[ItemRow, ...]
    changes: Changes


class KitReturnService:
    """Returns the whole kit of the dead, the missing and the retired to the armoury."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    def check(self, soldier_id: int) -> KitReturnCheck:
        """ARM-5 and ARM-6 on returning the soldier's whole kit now; :class:`NotFoundError`
        for a soldier who does not exist."""
        with self._db.session() as session:
            return _check(session, soldier_id)

    def return_all(
        self,
        soldier_id: int,
        *,
        actor: str | None = None,
        expected_items: Collection[int] | None = None,
    ) -> KitReturnResult:
        """Move every item the soldier carries to the armoury, one audited movement each, in
        one transaction.

        :class:`KitReturnRefused` when ARM-5 or ARM-6 refuses; :class:`StaleEditError` when
        ``expected_items`` (the items the GM was shown) is not what the soldier carries now, or
        an item is moved by someone else meanwhile. Nothing changes on any error.
        """
        who = _actor(actor)
        with item_write_session(self._db) as session:
            check = _check(session, soldier_id)
            if not check.allowed:
                raise KitReturnRefused(check.verdict, check.soldier)
            if expected_items is not None and set(expected_items) != set(check.item_ids):
                raise kit_stale_error(
                    session, check.campaign_id, check.soldier, expected_items, check.item_ids
                )
            ruleset = self._campaigns.ruleset_in_session(session, check.campaign_id)
            runner = DriverRunner.for_session(session)
            soldier, carried = _soldier(runner, soldier_id)
            reason = encode_reason(
                Message.of("reason_kit_return", soldier=check.soldier, gone_status=check.status)
            )
            seqs: list[int] = []
            rows: list[ItemRow] = []
            for state in carried:
                moved = _move(runner, ruleset, state, None, None, None)
                entry = append_entry(
                    runner,
                    check.campaign_id,
                    _draft(who, ruleset, state, soldier, moved, None, reason),
                )
                seqs.append(entry.seq)
                rows.append(item_row(ruleset, moved))
        return KitReturnResult(
            check.campaign_id,
            soldier_id,
            check.soldier,
            tuple(seqs),
            tuple(rows),
            _changes(check.campaign_id),
        )

    def revert(
        self,
        campaign_id: int,
        audit_seqs: Sequence[int],
        *,
        actor: str | None = None,
        redo_of: Sequence[int] | None = None,
    ) -> KitReturnResult:
        """Move the items of rows ``audit_seqs`` back where they came from, as new audited
        movements, in one transaction: the undo of a return puts each item back in the slot
        and position it left (the first free position of that slot if another item took it;
        refused when none is free), with the reason "Undo of #N"; the redo of that undo (give
        ``redo_of``, the return's own rows, one per row reverted) returns them to the armoury
        again, "Redo of #N", checked against ARM-5 and ARM-6 like the return.

        A :class:`UserError` (nothing changes) when a row moved nothing between one soldier and
        the armoury, or its item has moved since.
        """
        if not audit_seqs:
            raise UserError(Message.of("undo_nothing"))
        if redo_of is not None and len(redo_of) != len(audit_seqs):
            raise ValueError("redo_of names one row for each row reverted")
        who = _actor(actor)
        with item_write_session(self._db) as session:
            ruleset = self._campaigns.ruleset_in_session(session, campaign_id)
            runner = DriverRunner.for_session(session)
            rows = [_row(session, campaign_id, seq) for seq in audit_seqs]
            soldier_ids = {row.from_soldier_id or row.to_soldier_id for row in rows}
            if len(soldier_ids) != 1 or None in soldier_ids:
                raise UserError(Message.of("undo_not_one_kit"))
            soldier_id = int(next(iter(soldier_ids)))  # type: ignore[arg-type]
            back_to_soldier = rows[0].to_kind == "armoury"
            if any((row.to_kind == "armoury") != back_to_soldier for row in rows):
                raise UserError(Message.of("undo_both_ways"))
            if not back_to_soldier:  # a redo: the soldier must still be one whose kit returns
                check = _check(session, soldier_id)
                if not check.allowed:
                    raise KitReturnRefused(check.verdict, check.soldier)
            soldier, carried = _soldier(runner, soldier_id)
            kit = kit_of(soldier, carried)
            taken = {(state.slot, state.slot_index) for state in carried}
            seqs: list[int] = []
            items: list[ItemRow] = []
            for position, row in enumerate(rows):
                state = _still_there(session, runner, campaign_id, row)
                if back_to_soldier:
                    slot = row.from_slot or ""
                    index = row.from_index
                    if (slot, index) in taken or index is None:
                        free = [
                            i for i in free_positions(ruleset, kit, slot) if (slot, i) not in taken
                        ]
                        if not free:
                            no_room = {"soldier_name": soldier["name"], "slot_key": slot}
                            raise UserError(
                                Message.of(
                                    "undo_no_room", seq=row.seq, item_name=row.item_name, **no_room
                                )
                            )
                        index = free[0]
                    taken.add((slot, index))
                    moved = _move(runner, ruleset, state, soldier_id, slot, index)
                else:
                    moved = _move(runner, ruleset, state, None, None, None)
                message = (
                    Message.of("reason_undo_move", seq=row.seq)
                    if redo_of is None
                    else Message.of("reason_redo_move", seq=redo_of[position])
                )
                entry = append_entry(
                    runner,
                    campaign_id,
                    _draft(
                        who,
                        ruleset,
                        state,
                        soldier if not back_to_soldier else None,
                        moved,
                        soldier if back_to_soldier else None,
                        encode_reason(message),
                    ),
                )
                seqs.append(entry.seq)
                items.append(item_row(ruleset, moved))
        return KitReturnResult(
            campaign_id,
            soldier_id,
            soldier["name"],
            tuple(seqs),
            tuple(items),
            _changes(campaign_id),
        )


# --------------------------------------------------------------------------------------------
# Helpers (inside a transaction)


def _actor(actor: str | None) -> str:
    return (actor or "").strip() or default_actor()


def _changes(campaign_id: int) -> Changes:
    return Changes.of(Change.inventory, Change.audit, campaign_id=campaign_id)


def _check(session: Session, soldier_id: int) -> KitReturnCheck:
    runner = DriverRunner.for_session(session)
    soldier, carried = _soldier(runner, soldier_id)
    deployment = deployments(session, soldier["campaign_id"]).get(soldier_id)
    deployed_on = deployment.mission if deployment is not None else None
    verdict = check_kit_return(soldier["name"], soldier["status"], len(carried), deployed_on)
    return KitReturnCheck(
        soldier_id,
        soldier["campaign_id"],
        soldier["name"],
        soldier["status"],
        tuple(state.id for state in carried),
        deployed_on,
        verdict,
    )


def _soldier(runner: DriverRunner, soldier_id: int) -> tuple[dict[str, Any], list[ItemState]]:
    found = soldiers_with_items(runner, soldier_id, soldier_id).get(soldier_id)
    if found is None:
        raise NotFoundError(Message.of("no_soldier", soldier_id=soldier_id))
    soldier, states = found
    return soldier, [state for state in states if state.location == "soldier"]


def _row(session: Session, campaign_id: int, seq: int) -> AuditRow:
    row = fetch_entry(session, campaign_id, seq)
    if row is None:
        raise NotFoundError(Message.of("no_audit_row", seq=seq, campaign_id=campaign_id))
    between = {row.from_kind, row.to_kind} == {"armoury", "soldier"}
    if row.context != "armoury" or not between:
        raise UserError(Message.of("undo_not_kit_move", seq=seq, item_name=row.item_name))
    return row


def _still_there(
    session: Session, runner: DriverRunner, campaign_id: int, row: AuditRow
) -> ItemState:
    """The item of ``row`` where the row left it; a :class:`StaleEditError` saying who moved
    it since, where and when, if it has moved."""
    later = later_move(runner, campaign_id, row.item_id, row.seq)
    found = item_with_ruleset(runner, row.item_id)
    state = found[0] if found is not None else None
    if (
        later is not None
        or state is None
        or (state.location, state.soldier_id, state.slot, state.slot_index)
        != (row.to_kind, row.to_soldier_id, row.to_slot, row.to_index)
    ):
        raise undo_stale_error(session, campaign_id, row.seq, row.item_id, row.item_name)
    return state


def _move(
    runner: DriverRunner,
    ruleset: Ruleset,
    state: ItemState,
    soldier_id: int | None,
    slot: str | None,
    index: int | None,
) -> ItemState:
    """Put the item on ``soldier_id``'s ``slot`` at ``index`` (``None``: in the armoury), one
    version on, if nobody changed it meanwhile (else :class:`ItemChanged`: the transaction
    rolls back and the refusal names who moved it)."""
    location = "soldier" if soldier_id is not None else "armoury"
    if not move_item(runner, state, location, soldier_id, slot, index):
        known = ruleset.items.get(state.item_type)
        name = known.name if known is not None else state.item_type
        raise ItemChanged(state.campaign_id, state.id, name)
    return ItemState(
        state.id,
        state.campaign_id,
        state.item_type,
        state.charges,
        location,
        soldier_id,
        slot,
        index,
        state.version + 1,
    )


def _draft(
    actor: str,
    ruleset: Ruleset,
    before: ItemState,
    from_soldier: dict[str, Any] | None,
    after: ItemState,
    to_soldier: dict[str, Any] | None,
    reason: str,
) -> AuditDraft:
    known = ruleset.items.get(before.item_type)
    return AuditDraft(
        actor=actor,
        item_id=before.id,
        item_type=before.item_type,
        item_name=known.name if known is not None else before.item_type,
        from_kind=before.location,
        from_soldier_id=before.soldier_id,
        from_soldier_name=from_soldier["name"] if from_soldier is not None else None,
        from_slot=before.slot,
        from_index=before.slot_index,
        to_kind=after.location,
        to_soldier_id=after.soldier_id,
        to_soldier_name=to_soldier["name"] if to_soldier is not None else None,
        to_slot=after.slot,
        to_index=after.slot_index,
        context="armoury",
        verdict="allowed",
        reason=reason,
    )
