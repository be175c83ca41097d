"""Import: writing a checked exchange document as a new campaign, in the caller's transaction.

The rows are inserted in batches of plain parameters (the soldiers' ids read back after each
batch), not as ORM objects: a campaign of 100,000 soldiers is written in seconds and
in memory proportional to one batch, and ``progress`` hears after each batch how far it got.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import islice
from typing import Any, TypeVar

from sqlalchemy import bindparam, insert, select
from sqlmodel import Session

from xcom_manager.services.exchange.document import CampaignIn, HistoryIn, ItemIn, SoldierIn
from xcom_manager.services.roster.checks import stored_stats
from xcom_manager.store.models import (
    AlienUnit,
    Campaign,
    Item,
    Soldier,
    SoldierHistory,
    utc_now,
)

__all__ = ["BATCH_ROWS", "write_campaign"]

#: Rows inserted per statement batch.
BATCH_ROWS = 2000

_T = TypeVar("_T")


def _batches(rows: Sequence[_T]) -> Iterator[Sequence[_T]]:
    iterator = iter(rows)
    while batch := tuple(islice(iterator, BATCH_ROWS)):
        yield batch


def write_campaign(
    session: Session,
    campaign: CampaignIn,
    progress: Callable[[int, int], None] | None = None,
) -> int:
    """Add a checked campaign in ``session`` (the caller's one transaction); returns its id.

    ``progress(done, total)`` is called after each batch of rows (soldiers, their items and
    history facts, the armoury, the alien units, counted together).
    """
    ruleset = campaign.ruleset
    row = Campaign(name=campaign.name, ruleset_id=ruleset.id, notes=campaign.notes)
    session.add(row)
    session.flush()
    assert row.id is not None
    campaign_id = row.id
    now = utc_now()
    total = (
        len(campaign.soldiers)
        + sum(len(soldier.items) + len(soldier.history) for soldier in campaign.soldiers)
        + len(campaign.armoury)
        + len(campaign.alien_units)
    )
    done = 0

    def advance(count: int) -> None:
        nonlocal done
        done += count
        if progress is not None:
            progress(done, total)

    def soldier_row(soldier: SoldierIn) -> dict[str, Any]:
        draft = soldier.draft
        return {
            "campaign_id": campaign_id,
            "name": draft.name,
            "nationality": draft.nationality,
            "rank": draft.rank,
            "soldier_class": draft.soldier_class,
            "unit_type": draft.unit_type,
            "stats": stored_stats(ruleset, draft.stats),
            "wounds": draft.wounds,
            "status": draft.status,
            "missions": soldier.missions,
            "kills": soldier.kills,
            "experience": soldier.experience,
            "notes": draft.notes,
            "created_at": now,
            "version": 1,
            "status_date": soldier.status_date,
            "status_mission_id": None,
            "status_mission": soldier.status_mission,
            "status_cause": soldier.status_cause,
        }

    def item_row(item: ItemIn, soldier_id: int | None) -> dict[str, Any]:
        return {
            "campaign_id": campaign_id,
            "item_type": item.item_type,
            "charges": item.charges,
            "location": "armoury" if soldier_id is None else "soldier",
            "soldier_id": soldier_id,
            "slot": item.slot,
            "slot_index": item.slot_index,
            "version": 1,
        }

    def history_row(fact: HistoryIn, soldier_id: int) -> dict[str, Any]:
        return {
            "campaign_id": campaign_id,
            "soldier_id": soldier_id,
            "kind": fact.kind,
            "params": dict(fact.params),
            "mission_id": None,
            "mission": fact.mission,
            "happened_on": fact.happened_on,
            "recorded_at": fact.recorded_at,
            "actor": fact.actor,
        }

    soldier_table = Soldier.__table__  # type: ignore[attr-defined]
    item_table = Item.__table__  # type: ignore[attr-defined]
    add_items = insert(item_table)
    add_history = insert(SoldierHistory.__table__)  # type: ignore[attr-defined]
    add_soldiers = insert(soldier_table)
    soldier_ids = select(soldier_table.c.id).where(
        soldier_table.c.campaign_id == campaign_id, soldier_table.c.id > bindparam("after")
    )
    last_id = 0
    for batch in _batches(campaign.soldiers):
        session.execute(add_soldiers, [soldier_row(soldier) for soldier in batch])
        # The campaign is new and written in this one transaction: its soldiers are the rows
        # just inserted, numbered in the order given (so a later export lists them the same).
        ids = (
            session.execute(soldier_ids.order_by(soldier_table.c.id), {"after": last_id})
            .scalars()
            .all()
        )
        last_id = ids[-1]
        carried = [
            item_row(item, soldier_id)
            for soldier, soldier_id in zip(batch, ids, strict=True)
            for item in soldier.items
        ]
        for rows in _batches(carried):
            session.execute(add_items, list(rows))
        # The facts in the order given, so that their ids (a later export's order) keep it.
        facts = [
            history_row(fact, soldier_id)
            for soldier, soldier_id in zip(batch, ids, strict=True)
            for fact in soldier.history
        ]
        for rows in _batches(facts):
            session.execute(add_history, list(rows))
        advance(len(batch) + len(carried) + len(facts))
    for items in _batches(campaign.armoury):
        session.execute(insert(item_table), [item_row(item, None) for item in items])
        advance(len(items))
    alien_table = AlienUnit.__table__  # type: ignore[attr-defined]
    for aliens in _batches(campaign.alien_units):
        session.execute(
            insert(alien_table),
            [
                {
                    "campaign_id": campaign_id,
                    "name": alien.name,
                    "species": alien.species,
                    "unit_type": alien.unit_type,
                    "stats": dict(alien.stats),
                    "wounds": alien.wounds,
                    "status": alien.status,
                    "version": 1,
                }
                for alien in aliens
            ],
        )
        advance(len(aliens))
    if progress is not None and total == 0:
        progress(0, 0)
    return campaign_id
