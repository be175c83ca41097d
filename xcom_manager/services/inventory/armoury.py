"""Stocking the armoury between missions: items come into the campaign and leave it, audited.

An added item comes from outside the campaign (the audit row's ``from_kind`` is ``outside``)
into the armoury; a removed one goes from the armoury to ``lost``, ``sold`` or ``scrapped`` (the
row's ``to_kind``, :class:`~xcom_manager.rules.armoury.RemovalKind`). The GM's own words are
the row's reason, as typed. The rules of what may come in and leave are the app's ARM-1 ..
ARM-4 (:mod:`xcom_manager.rules.armoury`).

An item row is never deleted (the audit log names items by id, and a deleted id could be given
to a new item): an item that left the campaign, or whose stocking was undone, keeps its row with
``location = 'lost'`` (the item table's word for "no longer in the campaign's hands"); its
audit rows say how it went. The export carries only the armoury and the soldiers' kits, so a
removed item is not exported.

Undo is a new audited movement back (:meth:`ArmouryService.revert`): an undone add goes back
``outside`` and an undone removal comes back into the armoury, each with the reason "Undo of
#N"; a redo reverts the undo ("Redo of #N"). Each use-case is one transaction: the items, their
audit rows and the chain's head commit together or not at all.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from sqlalchemy import func, update
from sqlmodel import Session, col, select

from xcom_manager.rules.armoury import (
    OUTSIDE,
    HeldItem,
    RemovalKind,
    check_removal,
    check_stock,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.audit.chain import append_entry, default_actor, fetch_entry
from xcom_manager.services.audit.reasons import encode_reason
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.core.stale import ItemChanged, item_write_session, undo_stale_error
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.inventory.dto import AuditDraft, AuditRow, ItemRow
from xcom_manager.services.inventory.rows import item_row
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Campaign, Item, Soldier
from xcom_manager.store.queries.inventory import ItemState

__all__ = [
    "ArmouryService",
    "CatalogueItem",
    "StockRefused",
    "StockResult",
]

#: Where an item that left the campaign (or was never really stocked) is kept.
_GONE = "lost"
#: The places outside the campaign a stocking row moves an item from or to.
_OUTSIDE_KINDS = frozenset({OUTSIDE, *(kind.value for kind in RemovalKind)})


class StockRefused(UserError):  # noqa: N818 - a refusal, like HandoffRefused
    """The armoury rules (ARM-1 .. ARM-4) refuse the change; ``verdict`` holds every finding.
    ``str(e)`` names each rule ID with its finding, on one line."""

    def __init__(self, verdict: Verdict, what: str) -> None:
        self.verdict = verdict
        parts = [f"{v.rule_id}: {v.text}" for v in verdict.violations]
        super().__init__(f"{what} is refused: " + " ".join(parts))


@dataclass(frozen=True, slots=True)
class CatalogueItem:
    """An item type the campaign's ruleset offers, for the "Add to armoury" choice."""

    key: str
    name: str
    kind: str
    icon: str
    charges: int | None  # full charges, ``None`` for a type without


@dataclass(frozen=True, slots=True)
class StockResult:
    """What a stocking use-case did: its audit rows (in order), the items as they now are, and
    what changed (the inventory and the audit log)."""

    audit_seqs: tuple[int, ...]
    items: tuple[ItemRow, ...]
    changes: Changes


class ArmouryService:
    """Adds items to a campaign's armoury and removes them, each an audited movement."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    # -- reading ----------------------------------------------------------------------------

    def catalogue(self, campaign_id: int) -> list[CatalogueItem]:
        """The item types of the campaign's ruleset, by their names in the display language."""
        ruleset = self._campaigns.ruleset_for(campaign_id)
        return sorted(
            (
                CatalogueItem(
                    item.key,
                    ruleset.shown("items", item.key),
                    item.kind.value,
                    item.icon,
                    item.charges,
                )
                for item in ruleset.items.values()
            ),
            key=lambda item: (item.name.casefold(), item.key),
        )

    def check_add(
        self, campaign_id: int, item_type: str, count: int, charges: int | None = None
    ) -> Verdict:
        """What ARM-1 .. ARM-3 say of adding the items (nothing is changed)."""
        ruleset = self._campaigns.ruleset_for(campaign_id)
        return check_stock(ruleset, item_type, count, charges).verdict

    # -- changing ---------------------------------------------------------------------------

    def add_items(
        self,
        campaign_id: int,
        item_type: str,
        count: int,
        *,
        charges: int | None = None,
        reason: str = "",
        actor: str | None = None,
    ) -> StockResult:
        """Add ``count`` items of ``item_type`` (a key or a name of the ruleset's catalogue) to
        the armoury, each with ``charges`` (``None``: the type's full charges), and one audit
        row per item from ``outside`` into the armoury with ``reason`` (the GM's words).

        :class:`StockRefused` when ARM-1, ARM-2 or ARM-3 refuses (nothing changes).
        """
        ruleset = self._campaigns.ruleset_for(campaign_id)
        plan = check_stock(ruleset, item_type, count, charges)
        if plan.item_type is None:
            raise StockRefused(plan.verdict, "adding to the armoury")
        kind = plan.item_type
        who = _actor(actor)
        seqs: list[int] = []
        rows: list[ItemRow] = []
        with write_session(self._db) as session:
            _campaign(session, campaign_id)
            for _ in range(count):
                item = Item(campaign_id=campaign_id, item_type=kind.key, charges=plan.charges)
                session.add(item)
                session.flush()
                assert item.id is not None
                entry = append_entry(
                    session,
                    campaign_id,
                    _draft(who, item.id, kind.key, kind.name, OUTSIDE, "armoury", reason.strip()),
                )
                seqs.append(entry.seq)
                rows.append(item_row(ruleset, _state(item)))
        return StockResult(tuple(seqs), tuple(rows), _changes(campaign_id))

    def remove_items(
        self,
        campaign_id: int,
        item_ids: Iterable[int],
        why: RemovalKind | str,
        *,
        reason: str = "",
        actor: str | None = None,
        expected_versions: Mapping[int, int] | None = None,
    ) -> StockResult:
        """Take items out of the armoury for good: ``why`` is ``lost``, ``sold`` or
        ``scrapped``; one audit row per item from the armoury to ``why``, with ``reason``.

        :class:`StockRefused` when one of them is not in the armoury (ARM-4), a
        :class:`UserError` for an unknown ``why``, :class:`NotFoundError` for an item not in
        the campaign; all or nothing. ``expected_versions`` (item id → the version the GM's
        window showed): an item another GM has moved since refuses the removal with a
        :class:`StaleEditError` saying who moved it, where and when.
        """
        try:
            kind = RemovalKind(why)
        except ValueError:
            choices = ", ".join(k.value for k in RemovalKind)
            raise UserError(
                Message.of("leave_armoury_as", choices=choices, why=repr(why))
            ) from None
        ids = list(dict.fromkeys(item_ids))
        ruleset = self._campaigns.ruleset_for(campaign_id)
        who = _actor(actor)
        with item_write_session(self._db) as session:
            items = _items(session, campaign_id, ids)
            for item in items:
                seen = (expected_versions or {}).get(item.id or 0)
                if seen is not None and seen != item.version:
                    raise ItemChanged(campaign_id, item.id or 0, _name(ruleset, item.item_type))
            carriers = _carrier_names(session, items)
            verdict = check_removal(
                [
                    HeldItem(
                        item.id or 0,
                        _name(ruleset, item.item_type),
                        item.location,
                        carriers.get(item.soldier_id or 0),
                    )
                    for item in items
                ]
            )
            if not verdict.allowed:
                raise StockRefused(verdict, "removing from the armoury")
            seqs: list[int] = []
            rows: list[ItemRow] = []
            for item in items:
                state = _move(session, item, _GONE, _name(ruleset, item.item_type))
                entry = append_entry(
                    session,
                    campaign_id,
                    _draft(
                        who,
                        state.id,
                        item.item_type,
                        _name(ruleset, item.item_type),
                        "armoury",
                        kind.value,
                        reason.strip(),
                    ),
                )
                seqs.append(entry.seq)
                rows.append(item_row(ruleset, state))
        return StockResult(tuple(seqs), tuple(rows), _changes(campaign_id))

    def revert(
        self,
        campaign_id: int,
        audit_seqs: Sequence[int],
        *,
        actor: str | None = None,
        redo_of: int | None = None,
    ) -> StockResult:
        """Move the items of stocking rows ``audit_seqs`` back where they came from, as new
        audited movements: an added item goes back ``outside``, a removed one comes back into
        the armoury. The reason is "Undo of #N" (N each row's seq), or "Redo of #``redo_of``"
        when this reverts an undo.

        A :class:`UserError` (nothing changes) when a row is not a stocking row or its item is no
        longer where the row left it: out of the armoury since (an added item handed to a
        soldier, used or lost on a mission), or back in it (a removed item).
        """
        ruleset = self._campaigns.ruleset_for(campaign_id)
        who = _actor(actor)
        seqs: list[int] = []
        rows: list[ItemRow] = []
        with item_write_session(self._db) as session:
            for seq in audit_seqs:
                row = fetch_entry(session, campaign_id, seq)
                if row is None:
                    raise NotFoundError(
                        Message.of("no_audit_row", seq=seq, campaign_id=campaign_id)
                    )
                back_to, now = _way_back(row)
                item = session.get(Item, row.item_id)
                latest = _latest_row(session, campaign_id, row.item_id)
                if item is None or not _still_there(item, now, latest):
                    # Who moved it since, where and when (a StaleEditError: Reload is offered).
                    raise undo_stale_error(session, campaign_id, seq, row.item_id, row.item_name)
                back = "armoury" if back_to == "armoury" else _GONE
                state = _move(session, item, back, row.item_name)
                message = (
                    Message.of("reason_undo_move", seq=seq)
                    if redo_of is None
                    else Message.of("reason_redo_move", seq=redo_of)
                )
                entry = append_entry(
                    session,
                    campaign_id,
                    _draft(
                        who,
                        state.id,
                        row.item_type,
                        row.item_name,
                        row.to_kind,
                        back_to,
                        encode_reason(message),
                    ),
                )
                seqs.append(entry.seq)
                rows.append(item_row(ruleset, state))
        return StockResult(tuple(seqs), tuple(rows), _changes(campaign_id))


# --------------------------------------------------------------------------------------------
# Helpers (inside a session)


def _actor(actor: str | None) -> str:
    return (actor or "").strip() or default_actor()


def _changes(campaign_id: int) -> Changes:
    return Changes.of(Change.inventory, Change.audit, campaign_id=campaign_id)


def _name(ruleset: Ruleset, item_type: str) -> str:
    known = ruleset.items.get(item_type)
    return known.name if known is not None else item_type


def _campaign(session: Session, campaign_id: int) -> Campaign:
    found = session.get(Campaign, campaign_id)
    if found is None:
        raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
    return found


def _items(session: Session, campaign_id: int, ids: Sequence[int]) -> list[Item]:
    """The items ``ids`` in that order; :class:`NotFoundError` for one not in the campaign."""
    found = {
        item.id: item
        for item in session.exec(
            select(Item).where(col(Item.id).in_(ids), Item.campaign_id == campaign_id)
        ).all()
    }
    missing = [item_id for item_id in ids if item_id not in found]
    if missing:
        first, others = missing[0], ", ".join(f"#{m}" for m in missing[1:])
        raise NotFoundError(
            Message.of("no_items_here", item_id=first, campaign_id=campaign_id, others=others)
            if others
            else Message.of("no_item_here", item_id=first, campaign_id=campaign_id)
        )
    return [found[item_id] for item_id in ids]


def _carrier_names(session: Session, items: Sequence[Item]) -> dict[int, str]:
    soldier_ids = {item.soldier_id for item in items if item.soldier_id is not None}
    if not soldier_ids:
        return {}
    return {
        soldier_id: name
        for soldier_id, name in session.exec(
            select(Soldier.id, Soldier.name).where(col(Soldier.id).in_(soldier_ids))
        ).all()
        if soldier_id is not None
    }


def _way_back(row: AuditRow) -> tuple[str, str]:
    """Where the item of stocking row ``row`` goes back to, and the item table's location it
    must be at now; a :class:`UserError` for a row that did not stock nor remove an item."""
    if row.context == "armoury" and row.to_kind == "armoury" and row.from_kind in _OUTSIDE_KINDS:
        return row.from_kind, "armoury"
    if row.context == "armoury" and row.from_kind == "armoury" and row.to_kind in _OUTSIDE_KINDS:
        return "armoury", _GONE
    raise UserError(Message.of("undo_not_stock", seq=row.seq, item_name=row.item_name))


def _latest_row(session: Session, campaign_id: int, item_id: int) -> AuditRow | None:
    """The newest audit row of the item."""
    newest = session.exec(
        select(func.max(col(AuditEntry.seq))).where(
            AuditEntry.campaign_id == campaign_id, AuditEntry.item_id == item_id
        )
    ).first()
    return fetch_entry(session, campaign_id, newest) if newest is not None else None


def _still_there(item: Item, now: str, latest: AuditRow | None) -> bool:
    """Whether the item is where the row being reverted left it: in the armoury (it may have
    been carried and brought back meanwhile), or out of the campaign by a stocking row (not
    lost on a mission since)."""
    if item.location != now:
        return False
    if now == "armoury":
        return True
    return (
        latest is not None
        and latest.context == "armoury"
        and latest.from_kind == "armoury"
        and latest.to_kind in _OUTSIDE_KINDS
    )


def _move(session: Session, item: Item, location: str, name: str) -> ItemState:
    """Put ``item`` (not carried) at ``location``, one version on, if nobody changed it
    (else :class:`ItemChanged`: the transaction rolls back, the refusal names who did)."""
    assert item.id is not None
    moved = session.execute(
        update(Item)
        .where(col(Item.id) == item.id, col(Item.version) == item.version)
        .values(location=location, version=item.version + 1)
        .execution_options(synchronize_session=False)
    )
    if getattr(moved, "rowcount", 0) != 1:
        raise ItemChanged(item.campaign_id, item.id, name)
    state = ItemState(
        item.id,
        item.campaign_id,
        item.item_type,
        item.charges,
        location,
        None,
        None,
        None,
        item.version + 1,
    )
    session.expire(item)
    return state


def _state(item: Item) -> ItemState:
    assert item.id is not None
    return ItemState(
        item.id,
        item.campaign_id,
        item.item_type,
        item.charges,
        item.location,
        item.soldier_id,
        item.slot,
        item.slot_index,
        item.version,
    )


def _draft(
    actor: str,
    item_id: int,
    item_type: str,
    item_name: str,
    from_kind: str,
    to_kind: str,
    reason: str,
) -> AuditDraft:
    return AuditDraft(
        actor=actor,
        item_id=item_id,
        item_type=item_type,
        item_name=item_name,
        from_kind=from_kind,
        to_kind=to_kind,
        verdict="allowed",
        context="armoury",
        reason=reason,
    )
