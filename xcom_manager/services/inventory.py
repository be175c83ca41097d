"""Inventory use-cases: a soldier's kit, the armoury, and checked, audited item movements.

Every movement is checked by the rules core (:func:`xcom_manager.rules.inventory.validate_handoff`)
and recorded in the campaign's audit log (:mod:`xcom_manager.services.audit`): the item's new
place and its audit row commit in one transaction, or neither does. A move the rules refuse
raises :class:`HandoffRefused` unless the GM gives an override reason; it then happens and is
recorded as ``overridden`` with the reason and the rule IDs it broke. Undo is a new audited move
back: the log never loses a row.

On SQLite a move's transaction begins with ``BEGIN IMMEDIATE``: concurrent movers queue for the
write lock (busy timeout) instead of failing when they find the log moved on under them.

A move is benchmarked (over a thousand audited moves a second on SQLite, issue 3), so its few
statements are Core statements compiled once and run straight on the driver connection of one
transaction (:class:`~xcom_manager.services.audit.DriverStatement`): the item with its
campaign's ruleset id, both soldiers with their kits in one query, the item update and the
audit append. No ORM object is loaded, nothing is read back after it is written.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, overload

from sqlalchemy import bindparam, select, update
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlmodel import Session, col

from xcom_manager.rules.inventory import (
    CarriedItem,
    MissionPhaseContext,
    SoldierKit,
    best_slot,
    free_positions,
    kit_slots,
    usability,
    validate_handoff,
)
from xcom_manager.rules.ruleset import Environment, ItemType, Ruleset
from xcom_manager.rules.verdict import RULE_TEXTS, Verdict, Violation
from xcom_manager.services.audit import (
    AuditService,
    DriverRunner,
    DriverStatement,
    append_entry,
    default_actor,
    fetch_entry,
)
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.changes import Change, Changes
from xcom_manager.services.errors import NotFoundError, StaleEditError, UserError
from xcom_manager.services.inventory_dto import (
    AuditDraft,
    AuditRow,
    Destination,
    ItemRow,
    KitItem,
    KitSlot,
    KitView,
    MissionContext,
    MoveResult,
)
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Campaign, Item, Soldier

__all__ = [
    "UNDO_REASON",
    "HandoffRefused",
    "InventoryService",
    "record_demo_history",
]

#: The reason recorded on an undo's audit row ("Undo of #12").
UNDO_REASON = "Undo of #{seq}"


class HandoffRefused(UserError):  # noqa: N818 - the contract's name
    """The rules refuse a move; ``verdict`` holds every violation (rule ID, message, params).

    ``str(e)`` names each rule ID with the finding and the rule's text. Give an override reason
    to force the move.
    """

    def __init__(self, verdict: Verdict, item_name: str = "the item") -> None:
        self.verdict = verdict
        self.item_name = item_name
        super().__init__(self._text())

    @property
    def violations(self) -> tuple[Violation, ...]:
        return self.verdict.violations

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(v.rule_id for v in self.verdict.violations))

    def _text(self) -> str:
        parts = []
        for violation in self.verdict.violations:
            rule = RULE_TEXTS.get(violation.rule_id, "")
            parts.append(
                f"{violation.rule_id}: {violation.text}" + (f" (Rule: {rule})" if rule else "")
            )
        return f"moving {self.item_name} is refused: " + "; ".join(parts)


class MoveNotPossibleError(UserError):
    """A move that cannot happen even as a GM override (the position holds another item)."""


@dataclass(frozen=True, slots=True)
class _ItemState:
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


class InventoryService:
    """Soldiers' kits, the armoury and item movements of a database's campaigns."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    @property
    def audit(self) -> AuditService:
        """An audit service on the same database (for the view that follows the moves)."""
        return AuditService(self._db)

    # -- reading ----------------------------------------------------------------------------

    def item(self, item_id: int) -> ItemRow:
        """One item, wherever it is; :class:`NotFoundError` if there is none."""
        with self._db.driver_transaction() as connection:
            state, ruleset_id = _load_item(self._runner(connection), item_id)
        return _item_row(self._campaigns.ruleset(ruleset_id), state)

    def armoury(self, campaign_id: int) -> list[ItemRow]:
        """The items in the campaign's armoury, by item type then id."""
        ruleset = self._campaigns.ruleset_for(campaign_id)
        with self._db.driver_transaction() as connection:
            states = [
                _ItemState(*values)
                for values in self._runner(connection).all(_ARMOURY_QUERY, campaign_id)
            ]
        return [_item_row(ruleset, state) for state in states]

    def soldier_kit(self, soldier_id: int, *, environment: str | None = None) -> KitView:
        """A soldier's slots (with capacities) and the items in them, each marked usable or
        "carried, unusable" (W-HAND-3 / R-4; under water W-WATER-1 / R-15 with
        ``environment="underwater"``)."""
        env = Environment(environment) if environment else None
        with self._db.driver_transaction() as connection:
            soldier, states = _load_soldiers(self._runner(connection), soldier_id)[soldier_id]
        ruleset = self._campaigns.ruleset_for(soldier["campaign_id"])
        kit = _kit(soldier, states)
        slots: list[KitSlot] = []
        by_slot: dict[str, list[KitItem]] = {}
        for state in states:
            item_type = ruleset.items.get(state.item_type)
            warnings: tuple[Violation, ...] = ()
            if item_type is not None and state.slot is not None:
                warnings = usability(ruleset, item_type, kit, state.slot, env)
            by_slot.setdefault(state.slot or "", []).append(
                KitItem(
                    item=_item_row(ruleset, state),
                    usable=not warnings,
                    warnings=tuple(w.text for w in warnings),
                    warning_rule_ids=tuple(
                        dict.fromkeys(rule for w in warnings for rule in w.rule_ids)
                    ),
                )
            )
        shown = set()
        for definition, capacity in kit_slots(ruleset, kit):
            shown.add(definition.key)
            slots.append(
                KitSlot(
                    definition.key,
                    definition.label,
                    definition.size,
                    capacity,
                    tuple(by_slot.get(definition.key, ())),
                )
            )
        for definition in ruleset.slots:  # slots it lost capacity in but still holds items in
            if definition.key not in shown and by_slot.get(definition.key):
                slots.append(
                    KitSlot(
                        definition.key,
                        definition.label,
                        definition.size,
                        0,
                        tuple(by_slot[definition.key]),
                    )
                )
        return KitView(
            soldier_id=soldier_id,
            campaign_id=soldier["campaign_id"],
            name=soldier["name"],
            soldier_class=soldier["soldier_class"],
            unit_type=soldier["unit_type"],
            status=soldier["status"],
            slots=tuple(slots),
        )

    # -- checking and moving ----------------------------------------------------------------

    def check_move(
        self, item_id: int, to: Destination, *, mission: MissionContext | None = None
    ) -> Verdict:
        """What the rules say of moving the item to ``to`` (nothing is changed)."""
        with self._db.driver_transaction() as connection:
            plan = self._plan(self._runner(connection), item_id, to, mission)
        return plan.verdict

    def move_item(
        self,
        item_id: int,
        to: Destination,
        *,
        actor: str | None = None,
        override_reason: str | None = None,
        mission: MissionContext | None = None,
        expected_version: int | None = None,
    ) -> MoveResult:
        """Move an item to ``to`` and record it in the audit log, in one transaction.

        A move the rules refuse raises :class:`HandoffRefused` (nothing changes) unless
        ``override_reason`` is given (non-blank): then it happens, recorded as ``overridden``
        with the reason and the broken rules' IDs. ``actor`` defaults to
        :func:`~xcom_manager.services.audit.default_actor`. ``expected_version`` (the item's
        version as shown) refuses a move of an item changed since with :class:`StaleEditError`.
        """
        with self._db.driver_transaction(immediate=True) as connection:
            runner = self._runner(connection)
            plan = self._plan(runner, item_id, to, mission)
            if expected_version is not None and plan.item.version != expected_version:
                raise StaleEditError(
                    f"{plan.item_name} was moved by someone else since you opened it"
                )
            return self._execute(runner, plan, actor, override_reason, reason_prefix="")

    def undo_move(
        self,
        campaign_id: int,
        audit_seq: int,
        *,
        actor: str | None = None,
        override_reason: str | None = None,
    ) -> MoveResult:
        """Move the item of audit row ``audit_seq`` back where it came from, as a new audited
        move with the reason "Undo of #N".

        Refused (:class:`UserError`) when the item has moved since that row, or when the row
        did not move it between the armoury and soldiers. The way back is checked like any move
        in the armoury (INV-1, INV-2); if its old position is taken meanwhile, the first free
        position of the same slot is used.
        """
        with self._db.driver_transaction(immediate=True) as connection:
            runner = self._runner(connection)
            row = _audit_row(runner, campaign_id, audit_seq)
            later = runner.first(_LATER_MOVE_QUERY, campaign_id, row.item_id, audit_seq)
            found = _load_item(runner, row.item_id, missing_ok=True)
            state = found[0] if found is not None else None
            if (
                later is not None
                or state is None
                or (state.location, state.soldier_id, state.slot, state.slot_index)
                != (row.to_kind, row.to_soldier_id, row.to_slot, row.to_index)
            ):
                where = f" (see #{later[0]})" if later is not None else ""
                raise UserError(f"cannot undo #{audit_seq}: {row.item_name} has moved since{where}")
            if row.from_kind == "armoury":
                back = Destination.armoury()
            elif row.from_kind == "soldier" and row.from_soldier_id is not None:
                back = Destination.soldier(row.from_soldier_id, row.from_slot or "", None)
                soldier_items = _load_soldiers(runner, row.from_soldier_id)[row.from_soldier_id][1]
                taken = {(s.slot, s.slot_index) for s in soldier_items if s.id != row.item_id}
                if (row.from_slot, row.from_index) not in taken:
                    back = Destination.soldier(
                        row.from_soldier_id, row.from_slot or "", row.from_index
                    )
            else:
                raise UserError(f"cannot undo #{audit_seq}: {row.item_name} was {row.from_kind}")
            plan = self._plan(runner, row.item_id, back, None)
            return self._execute(
                runner,
                plan,
                actor,
                override_reason,
                reason_prefix=UNDO_REASON.format(seq=audit_seq),
            )

    def move_item_in(
        self,
        transaction: Session | DriverRunner,
        item_id: int,
        to: Destination,
        *,
        actor: str | None = None,
        override_reason: str | None = None,
        mission: MissionContext | None = None,
        reason_prefix: str = "",
    ) -> MoveResult:
        """:meth:`move_item` inside the caller's transaction (a session's, or the one a
        :class:`DriverRunner` runs in), for a use-case that moves items together with other
        writes (a mission's handoff, issue 4): the same checks, the same audit row; the caller
        commits or rolls back everything together. ``reason_prefix`` starts the audit reason
        (e.g. "Undo of mission event #7")."""
        runner = (
            transaction
            if isinstance(transaction, DriverRunner)
            else DriverRunner.for_session(transaction)
        )
        plan = self._plan(runner, item_id, to, mission)
        return self._execute(runner, plan, actor, override_reason, reason_prefix=reason_prefix)

    # -- internals --------------------------------------------------------------------------

    def _runner(self, connection: DBAPIConnection) -> DriverRunner:
        return DriverRunner.for_transaction(connection, self._db)

    def _plan(
        self,
        runner: DriverRunner,
        item_id: int,
        to: Destination,
        mission: MissionContext | None,
    ) -> _Plan:
        state, ruleset_id = _load_item(runner, item_id)
        if state.location not in ("armoury", "soldier"):
            raise UserError(f"item #{item_id} is {state.location} and cannot be moved")
        ruleset = self._campaigns.ruleset(ruleset_id)
        item_type = ruleset.items.get(state.item_type)
        if item_type is None:
            raise UserError(
                f"item #{item_id} is a {state.item_type!r}, which the ruleset "
                f"{ruleset.name} does not know; it cannot be moved"
            )
        source_id = state.soldier_id if state.location == "soldier" else None
        # Both soldiers and their kits in one query.
        soldiers = _load_soldiers(runner, source_id, to.soldier_id)
        source_soldier: dict[str, Any] | None = None
        source: SoldierKit | None = None
        if source_id is not None:
            source_soldier, carried = soldiers[source_id]
            source = _kit(source_soldier, carried)
        target_soldier: dict[str, Any] | None = None
        target: SoldierKit | None = None
        if to.soldier_id is not None:
            if source is not None and to.soldier_id == source.soldier_id:
                target_soldier, target = source_soldier, source
            else:
                target_soldier, carried = soldiers[to.soldier_id]
                if target_soldier["campaign_id"] != state.campaign_id:
                    raise NotFoundError(
                        f"soldier #{to.soldier_id} is not in the campaign of item #{item_id}"
                    )
                target = _kit(target_soldier, carried)
        rules_mission = _rules_context(mission)
        verdict = validate_handoff(
            ruleset,
            item_type,
            source=source,
            target=target,
            target_slot=to.slot or None,
            target_index=to.slot_index,
            mission=rules_mission,
            item_id=item_id,
        )
        slot: str | None = None
        index: int | None = None
        if target is not None:
            slot, index = _position(ruleset, item_type, target, to, item_id)
        return _Plan(
            item=state,
            item_type=item_type,
            item_name=item_type.name,
            source_soldier=source_soldier,
            target_soldier=target_soldier,
            to_slot=slot,
            to_index=index,
            verdict=verdict,
            mission=mission,
        )

    def _execute(
        self,
        runner: DriverRunner,
        plan: _Plan,
        actor: str | None,
        override_reason: str | None,
        *,
        reason_prefix: str,
    ) -> MoveResult:
        verdict = plan.verdict
        reason = (override_reason or "").strip()
        audit_verdict: str
        if verdict.allowed:
            audit_verdict = verdict.status
        elif not reason:
            raise HandoffRefused(verdict, plan.item_name)
        else:
            audit_verdict = "overridden"
        to_soldier = plan.target_soldier
        if to_soldier is not None and (plan.to_slot is None or plan.to_index is None):
            raise MoveNotPossibleError(
                f"{to_soldier['name']} has no free position for {plan.item_name}, "
                "not even as a GM override; choose a slot with room"
            )
        state = plan.item
        moved = runner.run(
            _ITEM_MOVE,
            state.id,
            state.version,
            "soldier" if to_soldier is not None else "armoury",
            to_soldier["id"] if to_soldier is not None else None,
            plan.to_slot,
            plan.to_index,
            state.version + 1,
        )
        if moved != 1:
            raise StaleEditError(f"{plan.item_name} was moved by someone else meanwhile")
        full_reason = "; ".join(part for part in (reason_prefix, reason) if part)
        source = plan.source_soldier
        mission = plan.mission
        draft = AuditDraft(
            actor=(actor or "").strip() or default_actor(),
            item_id=state.id,
            item_type=state.item_type,
            item_name=plan.item_name,
            from_kind=state.location,
            from_soldier_id=state.soldier_id,
            from_soldier_name=source["name"] if source is not None else None,
            from_slot=state.slot,
            from_index=state.slot_index,
            to_kind="soldier" if to_soldier is not None else "armoury",
            to_soldier_id=to_soldier["id"] if to_soldier is not None else None,
            to_soldier_name=to_soldier["name"] if to_soldier is not None else None,
            to_slot=plan.to_slot,
            to_index=plan.to_index,
            context="mission" if mission is not None else "armoury",
            mission_id=mission.mission_id if mission is not None else None,
            turn=mission.turn if mission is not None else None,
            phase=mission.phase if mission is not None else None,
            verdict=audit_verdict,
            rule_ids=verdict.rule_ids,
            reason=full_reason,
        )
        entry = append_entry(runner, state.campaign_id, draft)
        new_state = _ItemState(
            state.id,
            state.campaign_id,
            state.item_type,
            state.charges,
            draft.to_kind,
            draft.to_soldier_id,
            plan.to_slot,
            plan.to_index,
            state.version + 1,
        )
        return MoveResult(
            audit_seq=entry.seq,
            verdict=verdict,
            audit_verdict=audit_verdict,
            item=_item_row_of(plan.item_type, new_state),
            from_soldier_id=state.soldier_id,
            to_soldier_id=draft.to_soldier_id,
            changes=Changes.of(Change.inventory, Change.audit, campaign_id=state.campaign_id),
        )


@dataclass(frozen=True, slots=True)
class _Plan:
    item: _ItemState
    item_type: ItemType
    item_name: str
    source_soldier: dict[str, Any] | None
    target_soldier: dict[str, Any] | None
    to_slot: str | None
    to_index: int | None
    verdict: Verdict
    mission: MissionContext | None


# --------------------------------------------------------------------------------------------
# Helpers (inside a session)


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
_SOLDIER_COLUMNS = ("id", "campaign_id", "name", "soldier_class", "unit_type", "status")
#: One or two soldiers (``first`` and ``second`` may be equal) with the items they carry.
_SOLDIERS_QUERY = DriverStatement(
    select(*(getattr(Soldier, name) for name in _SOLDIER_COLUMNS), *_ITEM_COLUMNS)
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


@overload
def _load_item(runner: DriverRunner, item_id: int) -> tuple[_ItemState, str]: ...
@overload
def _load_item(
    runner: DriverRunner, item_id: int, *, missing_ok: bool
) -> tuple[_ItemState, str] | None: ...
def _load_item(
    runner: DriverRunner, item_id: int, *, missing_ok: bool = False
) -> tuple[_ItemState, str] | None:
    """The item and its campaign's ruleset id."""
    found = runner.first(_ITEM_QUERY, item_id)
    if found is None:
        if missing_ok:
            return None
        raise NotFoundError(f"there is no item #{item_id}")
    return _ItemState(*found[:-1]), found[-1]


def _load_soldiers(
    runner: DriverRunner, *soldier_ids: int | None
) -> dict[int, tuple[dict[str, Any], list[_ItemState]]]:
    """Each soldier asked for (``None`` is skipped; at most two) with the items it carries, by
    slot and index; :class:`NotFoundError` if one does not exist."""
    wanted = [each for each in soldier_ids if each is not None]
    if not wanted:
        return {}
    first, second = wanted[0], wanted[-1]
    found: dict[int, tuple[dict[str, Any], list[_ItemState]]] = {}
    width = len(_SOLDIER_COLUMNS)
    for values in runner.all(_SOLDIERS_QUERY, first, second):
        entry = found.get(values[0])
        if entry is None:
            entry = found[values[0]] = (
                dict(zip(_SOLDIER_COLUMNS, values[:width], strict=True)),
                [],
            )
        if values[width] is not None:  # the outer join's row of a soldier carrying nothing
            entry[1].append(_ItemState(*values[width:]))
    for soldier_id in wanted:
        if soldier_id not in found:
            raise NotFoundError(f"there is no soldier #{soldier_id}")
    return found


def _kit(soldier: dict[str, Any], states: Sequence[_ItemState]) -> SoldierKit:
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


def _position(
    ruleset: Ruleset, item: ItemType, target: SoldierKit, to: Destination, item_id: int
) -> tuple[str | None, int | None]:
    """Where the item lands on ``target``: the slot and index asked for, or the first free."""
    if not to.slot:
        found = best_slot(ruleset, item, target, ignoring=item_id)
        return found if found is not None else (None, None)
    occupied = {c.slot_index for c in target.items if c.slot == to.slot and c.item_id != item_id}
    if to.slot_index is not None:
        return (to.slot, None) if to.slot_index in occupied else (to.slot, to.slot_index)
    free = free_positions(ruleset, target, to.slot, ignoring=item_id)
    if free:
        return to.slot, free[0]
    # A forced move into a full (or missing) slot: the next position past the items in it.
    return to.slot, max(occupied, default=-1) + 1


def _rules_context(mission: MissionContext | None) -> MissionPhaseContext | None:
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


def _item_row(ruleset: Ruleset, state: _ItemState) -> ItemRow:
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
    return _item_row_of(item_type, state)


def _item_row_of(item_type: ItemType, state: _ItemState) -> ItemRow:
    return ItemRow(
        id=state.id,
        campaign_id=state.campaign_id,
        item_type=state.item_type,
        name=item_type.name,
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


def _audit_row(runner: DriverRunner, campaign_id: int, seq: int) -> AuditRow:
    found = fetch_entry(runner, campaign_id, seq)
    if found is None:
        raise NotFoundError(f"there is no audit row #{seq} in campaign #{campaign_id}")
    return found


# --------------------------------------------------------------------------------------------
# Demo history


def record_demo_history(
    db: Database, campaigns: CampaignService, campaign_id: int, *, actor: str = "Demo GM"
) -> list[MoveResult]:
    """Leave a short armoury history in a campaign's audit log (for ``xcom-manager demo``).

    At least eight movements: soldiers put gear back in the armoury and draw a medi-kit and
    ammunition (or a grenade) from it, hand a weapon and the medi-kit to each other, a move is
    undone (audited), and one refused move (INV-2: a large weapon forced into a small-size
    slot) is overridden by the GM with a reason, then undone. At the end every item goes back
    where the demo issued it, so the campaign's contents (and its export) are the same with or
    without the history. Every movement is an ordinary checked and audited
    :meth:`InventoryService.move_item` (or ``undo_move``), each in its own transaction.
    Deterministic for a given campaign. Needs at least two soldiers that have large- and
    small-size slots, and armoury items; moves that cannot be made are skipped.
    """
    inventory = InventoryService(db, campaigns)
    results: list[MoveResult] = []
    with db.session() as session:
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
    # A refused move the GM forces: a large weapon into a small-size slot (INV-2) ...
    forced = next(iter(armoury_of("weapon", "large")), None)
    if forced is not None:
        before = len(results)
        attempt(
            forced,
            Destination.soldier(a, "small"),
            reason=f"Demo: the {forced.name} rides strapped to the belt for the briefing",
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
