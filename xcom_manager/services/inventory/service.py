"""Inventory use-cases: a soldier's kit, the armoury, and checked, audited item movements.

Every movement is checked by the rules core (:func:`xcom_manager.rules.inventory.validate_handoff`)
and recorded in the campaign's audit log (:mod:`xcom_manager.services.audit.chain`): the item's new
place and its audit row commit in one transaction, or neither does. A move the rules refuse
raises :class:`HandoffRefused` unless the GM gives an override reason; it then happens and is
recorded as ``overridden`` with the reason and the rule IDs it broke. Undo is a new audited move
back: the log never loses a row.

On SQLite a move's transaction begins with ``BEGIN IMMEDIATE``: concurrent movers queue for the
write lock (busy timeout) instead of failing when they find the log moved on under them.

A move is benchmarked (over a thousand audited moves a second on SQLite), so its few
statements are Core statements compiled once and run straight on the driver connection of one
transaction (:mod:`xcom_manager.store.queries.inventory`): the item with its campaign's ruleset
id, both soldiers with their kits in one query, the item update and the audit append. No ORM
object is loaded, nothing is read back after it is written.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, overload

from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import IntegrityError

from xcom_manager.rules.inventory import (
    SoldierKit,
    best_slot,
    free_positions,
    kit_slots,
    usability,
    validate_handoff,
)
from xcom_manager.rules.positions import (
    next_override_position,
    no_position_left,
    position_violation,
)
from xcom_manager.rules.ruleset import Environment, ItemType, Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import RULE_TEXTS, Verdict, Violation
from xcom_manager.services.audit.chain import append_entry, default_actor, fetch_entry
from xcom_manager.services.audit.reasons import encode_reason
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.error_texts import moved_since
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.core.stale import ItemChanged, item_stale_error
from xcom_manager.services.core.writes import write_connection
from xcom_manager.services.inventory.armoury import ArmouryService
from xcom_manager.services.inventory.dto import (
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
from xcom_manager.services.inventory.kit_return import KitReturnService
from xcom_manager.services.inventory.rows import (
    item_row,
    item_row_of,
    kit_of,
    rules_context,
)
from xcom_manager.services.inventory.slots import SlotConflict, slot_conflict, slot_taken_error
from xcom_manager.store.db import Database
from xcom_manager.store.queries.driver import DriverRunner
from xcom_manager.store.queries.inventory import (
    ItemState,
    armoury_items,
    item_with_ruleset,
    later_move,
    move_item,
    soldiers_with_items,
)

__all__ = [
    "HandoffRefused",
    "InventoryService",
    "MoveNotPossibleError",
    "PositionRefused",
]


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


class PositionRefused(MoveNotPossibleError):  # noqa: N818 - named like HandoffRefused
    """INV-3: a slot the ruleset lacks or a position no path may store (negative, fractional,
    past the slot's last position), refused even as a GM override. ``violation`` is the
    finding; ``str(e)`` names the rule with the finding and the rule's text."""

    def __init__(self, violation: Violation, item_name: str = "the item") -> None:
        self.violation = violation
        rule = RULE_TEXTS.get(violation.rule_id, "")
        super().__init__(
            f"moving {item_name} is refused: {violation.rule_id}: {violation.text}"
            + (f" (Rule: {rule})" if rule else "")
        )
        self.message = violation.message


class InventoryService:
    """Soldiers' kits, the armoury and item movements of a database's campaigns."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    @property
    def audit(self) -> AuditService:
        """An audit service on the same database (for the view that follows the moves)."""
        return AuditService(self._db)

    @property
    def stock(self) -> ArmouryService:
        """Stocking the armoury (items in from outside, out for good) on the same database."""
        return ArmouryService(self._db, self._campaigns)

    @property
    def kit_return(self) -> KitReturnService:
        """Returning the whole kit of the dead, the missing and the retired (ARM-5, ARM-6)."""
        return KitReturnService(self._db, self._campaigns)

    # -- reading ----------------------------------------------------------------------------

    def item(self, item_id: int) -> ItemRow:
        """One item, wherever it is; :class:`NotFoundError` if there is none."""
        with self._db.driver_transaction() as connection:
            state, _ruleset_id = _load_item(self._runner(connection), item_id)
        return item_row(self._campaigns.reading_ruleset(state.campaign_id), state)

    def armoury(self, campaign_id: int) -> list[ItemRow]:
        """The items in the campaign's armoury, by item type then id."""
        ruleset = self._campaigns.reading_ruleset(campaign_id)
        with self._db.driver_transaction() as connection:
            states = armoury_items(self._runner(connection), campaign_id)
        return [item_row(ruleset, state) for state in states]

    def soldier_kit(self, soldier_id: int, *, environment: str | None = None) -> KitView:
        """A soldier's slots (with capacities) and the items in them, each marked usable or
        "carried, unusable" (W-HAND-3 / R-4; under water W-WATER-1 / R-15 with
        ``environment="underwater"``)."""
        env = Environment(environment) if environment else None
        with self._db.driver_transaction() as connection:
            soldier, states = _load_soldiers(self._runner(connection), soldier_id)[soldier_id]
        ruleset = self._campaigns.reading_ruleset(soldier["campaign_id"])
        kit = kit_of(soldier, states)
        slots: list[KitSlot] = []
        by_slot: dict[str, list[KitItem]] = {}
        for state in states:
            item_type = ruleset.items.get(state.item_type)
            warnings: tuple[Violation, ...] = ()
            if item_type is not None and state.slot is not None:
                warnings = usability(ruleset, item_type, kit, state.slot, env)
            by_slot.setdefault(state.slot or "", []).append(
                KitItem(
                    item=item_row(ruleset, state),
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
                    ruleset.shown("slots", definition.key),
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
        :func:`~xcom_manager.services.audit.chain.default_actor`. ``expected_version`` (the item's
        version as shown) refuses a move of an item changed since with :class:`StaleEditError`.
        """
        with self._writing() as runner:
            plan = self._plan(runner, item_id, to, mission)
            if expected_version is not None and plan.item.version != expected_version:
                raise ItemChanged(plan.item.campaign_id, item_id, plan.item_name)
            return self._execute(runner, plan, actor, override_reason, app_reason=None)

    def undo_move(
        self,
        campaign_id: int,
        audit_seq: int,
        *,
        actor: str | None = None,
        override_reason: str | None = None,
        expected_version: int | None = None,
    ) -> MoveResult:
        """Move the item of audit row ``audit_seq`` back where it came from, as a new audited
        move with the reason "Undo of #N". ``expected_version``, the item's version after the
        move undone, refuses an undo after another GM's move with who moved it, where and when
        (:class:`StaleEditError`).

        Refused (:class:`UserError`) when the item has moved since that row, or when the row
        did not move it between the armoury and soldiers. With ``expected_version``, later moves
        the caller has seen (an undo stack's own undos and redos) do not refuse it: the item only
        has to be where that row put it. The way back is checked like any move
        in the armoury (INV-1, INV-2); if its old position is taken meanwhile, the first free
        position of the same slot is used.
        """
        with self._writing() as runner:
            row = _audit_row(runner, campaign_id, audit_seq)
            later = later_move(runner, campaign_id, row.item_id, audit_seq)
            found = _load_item(runner, row.item_id, missing_ok=True)
            state = found[0] if found is not None else None
            if state is not None and expected_version not in (None, state.version):
                raise ItemChanged(campaign_id, row.item_id, row.item_name)
            if (
                (later is not None and expected_version is None)
                or state is None
                or (state.location, state.soldier_id, state.slot, state.slot_index)
                != (row.to_kind, row.to_soldier_id, row.to_slot, row.to_index)
            ):
                raise UserError(moved_since(audit_seq, row.item_name, later))
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
                was = {"item_name": row.item_name, "from_kind": row.from_kind}
                raise UserError(Message.of("undo_was_elsewhere", seq=audit_seq, **was))
            plan = self._plan(runner, row.item_id, back, None)
            return self._execute(
                runner,
                plan,
                actor,
                override_reason,
                app_reason=Message.of("reason_undo_move", seq=audit_seq),
            )

    # -- internals --------------------------------------------------------------------------

    def _runner(self, connection: DBAPIConnection) -> DriverRunner:
        return DriverRunner.for_transaction(connection, self._db)

    @contextmanager
    def _writing(self) -> Iterator[DriverRunner]:
        """A move's transaction; a slot position taken meanwhile is named once it is over."""
        try:
            with write_connection(self._db) as connection:
                yield self._runner(connection)
        except SlotConflict as conflict:
            raise slot_taken_error(self._db, conflict) from conflict
        except ItemChanged as changed:
            raise item_stale_error(self._db, changed) from changed

    def _plan(
        self,
        runner: DriverRunner,
        item_id: int,
        to: Destination,
        mission: MissionContext | None,
    ) -> _Plan:
        state, ruleset_id = _load_item(runner, item_id)
        if state.location not in ("armoury", "soldier"):
            raise UserError(Message.of("item_not_movable", item_id=item_id, where=state.location))
        ruleset = self._campaigns.campaign_ruleset(state.campaign_id, ruleset_id)
        item_type = ruleset.items.get(state.item_type)
        if item_type is None:
            unknown = {"item_type": repr(state.item_type), "ruleset_name": ruleset.name}
            raise UserError(Message.of("item_type_unknown", item_id=item_id, **unknown))
        source_id = state.soldier_id if state.location == "soldier" else None
        # Both soldiers and their kits in one query.
        soldiers = _load_soldiers(runner, source_id, to.soldier_id)
        source_soldier: dict[str, Any] | None = None
        source: SoldierKit | None = None
        if source_id is not None:
            source_soldier, carried = soldiers[source_id]
            source = kit_of(source_soldier, carried)
        target_soldier: dict[str, Any] | None = None
        target: SoldierKit | None = None
        if to.soldier_id is not None:
            if source is not None and to.soldier_id == source.soldier_id:
                target_soldier, target = source_soldier, source
            else:
                target_soldier, carried = soldiers[to.soldier_id]
                if target_soldier["campaign_id"] != state.campaign_id:
                    where = {"soldier_id": to.soldier_id, "item_id": item_id}
                    raise NotFoundError(Message.of("not_in_campaign", **where))
                target = kit_of(target_soldier, carried)
        # INV-3 before the rules core, which takes only positions that can exist.
        impossible = (
            position_violation(ruleset, to.slot, to.slot_index)
            if target is not None and to.slot
            else None
        )
        if impossible is not None:
            return _Plan(
                item=state,
                item_type=item_type,
                item_name=item_type.name,
                shown_name=ruleset.shown("items", item_type.key),
                source_soldier=source_soldier,
                target_soldier=target_soldier,
                to_slot=None,
                to_index=None,
                verdict=Verdict((impossible,), ()),
                mission=mission,
                impossible=impossible,
            )
        verdict = validate_handoff(
            ruleset,
            item_type,
            source=source,
            target=target,
            target_slot=to.slot or None,
            target_index=to.slot_index,
            mission=rules_context(mission),
            item_id=item_id,
        )
        slot: str | None = None
        index: int | None = None
        if target is not None:
            slot, index = _position(ruleset, item_type, target, to, item_id)
            if slot is not None and index is None and to.slot_index is None:
                impossible = no_position_left(ruleset, slot, target.name)
                verdict = Verdict((*verdict.violations, impossible), verdict.warnings)
        return _Plan(
            item=state,
            item_type=item_type,
            item_name=item_type.name,
            shown_name=ruleset.shown("items", item_type.key),
            source_soldier=source_soldier,
            target_soldier=target_soldier,
            to_slot=slot,
            to_index=index,
            verdict=verdict,
            mission=mission,
            impossible=impossible,
        )

    def _execute(
        self,
        runner: DriverRunner,
        plan: _Plan,
        actor: str | None,
        override_reason: str | None,
        *,
        app_reason: Message | None,
    ) -> MoveResult:
        verdict = plan.verdict
        if plan.impossible is not None:  # INV-3: not even a GM override
            raise PositionRefused(plan.impossible, plan.item_name)
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
            names = {"soldier_name": to_soldier["name"], "item_name": plan.item_name}
            raise MoveNotPossibleError(Message.of("no_free_position", **names))
        state = plan.item
        target = to_soldier["id"] if to_soldier is not None else None
        try:
            moved = move_item(
                runner,
                state,
                "soldier" if to_soldier is not None else "armoury",
                target,
                plan.to_slot,
                plan.to_index,
            )
        except (IntegrityError, self._db.engine.dialect.loaded_dbapi.IntegrityError) as error:
            # Another GM filled that position a moment before (on the driver: its own error).
            name = to_soldier["name"] if to_soldier is not None else ""
            conflict = slot_conflict(error, target, name, plan.to_slot, plan.to_index or 0)
            raise error if conflict is None else conflict from error
        if not moved:
            raise ItemChanged(plan.item.campaign_id, plan.item.id, plan.item_name)
        # What the app decided (an undo) is a fact beside the GM's own words.
        full_reason = encode_reason(app_reason, reason) if app_reason is not None else reason
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
        new_state = ItemState(
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
            item=item_row_of(plan.item_type, new_state, plan.shown_name or plan.item_name),
            from_soldier_id=state.soldier_id,
            to_soldier_id=draft.to_soldier_id,
            changes=Changes.of(Change.inventory, Change.audit, campaign_id=state.campaign_id),
        )


@dataclass(frozen=True, slots=True)
class _Plan:
    item: ItemState
    item_type: ItemType
    item_name: str
    source_soldier: dict[str, Any] | None
    target_soldier: dict[str, Any] | None
    to_slot: str | None
    to_index: int | None
    verdict: Verdict
    mission: MissionContext | None
    #: INV-3: why the item can never be where the move asks (refused even as an override).
    impossible: Violation | None = None
    #: The item type's name in the display language (``item_name`` is the English one the
    #: audit row keeps).
    shown_name: str = ""


# --------------------------------------------------------------------------------------------
# Helpers (inside a session)


@overload
def _load_item(runner: DriverRunner, item_id: int) -> tuple[ItemState, str]: ...
@overload
def _load_item(
    runner: DriverRunner, item_id: int, *, missing_ok: bool
) -> tuple[ItemState, str] | None: ...
def _load_item(
    runner: DriverRunner, item_id: int, *, missing_ok: bool = False
) -> tuple[ItemState, str] | None:
    """The item and its campaign's ruleset id."""
    found = item_with_ruleset(runner, item_id)
    if found is None and not missing_ok:
        raise NotFoundError(Message.of("no_item", item_id=item_id))
    return found


def _load_soldiers(
    runner: DriverRunner, *soldier_ids: int | None
) -> dict[int, tuple[dict[str, Any], list[ItemState]]]:
    """Each soldier asked for (``None`` is skipped; at most two) with the items it carries, by
    slot and index; :class:`NotFoundError` if one does not exist."""
    wanted = [each for each in soldier_ids if each is not None]
    if not wanted:
        return {}
    found = soldiers_with_items(runner, wanted[0], wanted[-1])
    for soldier_id in wanted:
        if soldier_id not in found:
            raise NotFoundError(Message.of("no_soldier", soldier_id=soldier_id))
    return found


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
    # A forced move into a full (or missing) slot: its first free position past the capacity,
    # up to the slot's last position (INV-3).
    return to.slot, next_override_position(ruleset, to.slot, occupied)


def _audit_row(runner: DriverRunner, campaign_id: int, seq: int) -> AuditRow:
    found = fetch_entry(runner, campaign_id, seq)
    if found is None:
        raise NotFoundError(Message.of("no_audit_row", seq=seq, campaign_id=campaign_id))
    return found
