"""The mission-event chain's statements: its head record, reading the chain back, and where the
audit log last put each item (the placement check).

What an event's hash covers is the services' business
(:mod:`xcom_manager.services.missions.event_chain`). Every statement is SQLAlchemy Core, so it
runs the same on SQLite and PostgreSQL; an event's ``payload`` and ``recorded_at`` are read as
text, so that a damaged value is reported by the caller instead of failing the read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from sqlalchemy import Connection, Text, and_, cast, func, insert, select, update
from sqlalchemy.orm import aliased
from sqlmodel import Session, col

from xcom_manager.store.models import (
    AuditEntry,
    Campaign,
    Item,
    Mission,
    MissionEvent,
    MissionEventHead,
)

__all__ = [
    "advance_head",
    "chain_rows",
    "event_hash_at",
    "head",
    "insert_head",
    "last_audited_places",
    "last_chain_seq",
    "lock_campaign",
    "mission_campaigns",
    "mission_rows",
    "mission_seal_facts",
    "next_links",
    "read_heads",
]


def head(session: Session, campaign_id: int) -> tuple[int, str] | None:
    """The campaign's head record, ``(last_seq, last_hash)``, or ``None``; locked until the
    transaction ends where the database locks rows (``SELECT ... FOR UPDATE``)."""
    found = session.execute(
        select(col(MissionEventHead.last_seq), col(MissionEventHead.last_hash))
        .where(col(MissionEventHead.campaign_id) == campaign_id)
        .with_for_update()
    ).first()
    return None if found is None else (int(found[0]), str(found[1]))


def lock_campaign(session: Session, campaign_id: int) -> None:
    """Lock the campaign's row until the transaction ends (where the database locks rows): the
    first append of a campaign has no head record to lock, so a racing first append waits."""
    session.execute(
        select(col(Campaign.id)).where(col(Campaign.id) == campaign_id).with_for_update()
    )


def last_chain_seq(session: Session, campaign_id: int) -> int | None:
    """The highest chain_seq of the campaign's events, or ``None`` when it has none."""
    found = session.execute(
        select(func.max(col(MissionEvent.chain_seq))).where(
            col(MissionEvent.campaign_id) == campaign_id
        )
    ).scalar()
    return None if found is None else int(found)


def insert_head(session: Session, campaign_id: int, last_seq: int, last_hash: str) -> None:
    session.execute(
        insert(MissionEventHead).values(
            campaign_id=campaign_id, last_seq=last_seq, last_hash=last_hash
        )
    )


def advance_head(
    session: Session, campaign_id: int, seen: int, last_seq: int, last_hash: str
) -> bool:
    """Move the head on if it is still at ``seen``; whether it was."""
    moved = session.execute(
        update(MissionEventHead)
        .where(
            col(MissionEventHead.campaign_id) == campaign_id,
            col(MissionEventHead.last_seq) == seen,
        )
        .values(last_seq=last_seq, last_hash=last_hash)
    )
    return bool(getattr(moved, "rowcount", 0) == 1)


def read_heads(connection: Connection, campaign_id: int | None) -> dict[int, tuple[int, str]]:
    """``{campaign_id: (last_seq, last_hash)}`` of one campaign (``None``: of every one)."""
    query = select(
        col(MissionEventHead.campaign_id),
        col(MissionEventHead.last_seq),
        col(MissionEventHead.last_hash),
    )
    if campaign_id is not None:
        query = query.where(col(MissionEventHead.campaign_id) == campaign_id)
    return {int(c): (int(s), str(h)) for c, s, h in connection.execute(query)}


def mission_campaigns(connection: Connection, campaign_id: int | None) -> dict[int, int]:
    """``{mission_id: campaign_id}`` of the missions (of one campaign, or of all)."""
    query = select(col(Mission.id), col(Mission.campaign_id))
    if campaign_id is not None:
        query = query.where(col(Mission.campaign_id) == campaign_id)
    return {int(m): int(c) for m, c in connection.execute(query) if m is not None}


def mission_seal_facts(
    connection: Connection, campaign_id: int | None
) -> Iterator[tuple[Any, ...]]:
    """What the seals of the missions (of one campaign, or of all) vouch for, by mission id:
    tuples of id, campaign_id, sealed, system, environment, setup (text), status, outcome
    (text; ``None`` when there is none). The JSON columns are read as text, so that a damaged
    value is reported by the caller instead of failing the read."""
    table = Mission.__table__  # type: ignore[attr-defined]
    query = select(
        col(Mission.id),
        col(Mission.campaign_id),
        col(Mission.sealed),
        col(Mission.system),
        col(Mission.environment),
        cast(table.c.setup, Text),
        col(Mission.status),
        cast(table.c.outcome, Text),
    ).order_by(col(Mission.id))
    if campaign_id is not None:
        query = query.where(col(Mission.campaign_id) == campaign_id)
    for row in connection.execute(query):
        yield tuple(row)


def _stored_columns() -> tuple[Any, ...]:
    """An event's chain columns as stored; ``recorded_at`` and ``payload`` as text (a damaged
    value must not stop the read: the caller parses them)."""
    table = MissionEvent.__table__  # type: ignore[attr-defined]
    return (
        col(MissionEvent.campaign_id),
        col(MissionEvent.chain_seq),
        col(MissionEvent.mission_id),
        col(MissionEvent.seq),
        col(MissionEvent.type),
        cast(table.c.recorded_at, Text),
        cast(table.c.payload, Text),
        col(MissionEvent.prev_hash),
        col(MissionEvent.hash),
    )


def chain_rows(connection: Connection, campaign_id: int | None) -> Iterator[tuple[Any, ...]]:
    """The events in chain order, ``(campaign_id, chain_seq)``: tuples of campaign_id,
    chain_seq, mission_id, seq, type, recorded_at (text), payload (text), prev_hash, hash."""
    query = select(*_stored_columns()).order_by(
        col(MissionEvent.campaign_id), col(MissionEvent.chain_seq)
    )
    if campaign_id is not None:
        query = query.where(col(MissionEvent.campaign_id) == campaign_id)
    for row in connection.execute(query):
        yield tuple(row)


def mission_rows(session: Session, mission_id: int) -> list[tuple[Any, ...]]:
    """One mission's events in seq order, as :func:`chain_rows` gives them."""
    query = (
        select(*_stored_columns())
        .where(col(MissionEvent.mission_id) == mission_id)
        .order_by(col(MissionEvent.seq))
    )
    return [tuple(row) for row in session.execute(query)]


def next_links(session: Session, mission_id: int) -> dict[int, str | None]:
    """``{seq: prev_hash}`` of the chain link after each of the mission's events (whichever
    mission it is of); ``None`` where no link follows the event."""
    after = aliased(MissionEvent)
    query = (
        select(col(MissionEvent.seq), col(after.prev_hash))
        .outerjoin(
            after,
            and_(
                col(after.campaign_id) == col(MissionEvent.campaign_id),
                col(after.chain_seq) == col(MissionEvent.chain_seq) + 1,
            ),
        )
        .where(col(MissionEvent.mission_id) == mission_id)
    )
    return {int(seq): (None if prev is None else str(prev)) for seq, prev in session.execute(query)}


def event_hash_at(connection: Connection, campaign_id: int, chain_seq: int) -> str | None:
    """The hash of the campaign's event at ``chain_seq``, or ``None`` without it."""
    found = connection.execute(
        select(col(MissionEvent.hash)).where(
            col(MissionEvent.campaign_id) == campaign_id,
            col(MissionEvent.chain_seq) == chain_seq,
        )
    ).first()
    return None if found is None else str(found[0])


def last_audited_places(
    connection: Connection, campaign_id: int | None
) -> Iterator[tuple[Any, ...]]:
    """For every item the audit log names (of one campaign, or of all): campaign_id, item_id,
    the seq of its last audit row, that row's to_kind, to_soldier_id, to_slot, to_index and
    item_name, then the item's row as it is: campaign_id, location, soldier_id, slot,
    slot_index (all ``None`` when the item row is gone)."""
    wanted = [] if campaign_id is None else [col(AuditEntry.campaign_id) == campaign_id]
    latest = (
        select(
            col(AuditEntry.campaign_id).label("campaign_id"),
            col(AuditEntry.item_id).label("item_id"),
            func.max(col(AuditEntry.seq)).label("seq"),
        )
        .where(*wanted)
        .group_by(col(AuditEntry.campaign_id), col(AuditEntry.item_id))
        .subquery("latest")
    )
    query = (
        select(
            latest.c.campaign_id,
            latest.c.item_id,
            latest.c.seq,
            col(AuditEntry.to_kind),
            col(AuditEntry.to_soldier_id),
            col(AuditEntry.to_slot),
            col(AuditEntry.to_index),
            col(AuditEntry.item_name),
            col(Item.campaign_id),
            col(Item.location),
            col(Item.soldier_id),
            col(Item.slot),
            col(Item.slot_index),
        )
        .select_from(latest)
        .join(
            AuditEntry,
            and_(
                col(AuditEntry.campaign_id) == latest.c.campaign_id,
                col(AuditEntry.seq) == latest.c.seq,
            ),
        )
        .outerjoin(Item, col(Item.id) == latest.c.item_id)
        .order_by(latest.c.campaign_id, latest.c.item_id)
    )
    for row in connection.execute(query):
        yield tuple(row)
