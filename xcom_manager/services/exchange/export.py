"""Export: a campaign as an exchange document (see :mod:`xcom_manager.services.exchange`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from typing import Any

from sqlmodel import Session, col, select

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import NotFoundError
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier, SoldierHistory

__all__ = ["export_document"]


def _slot_order(ruleset: Ruleset | None) -> Callable[[str], tuple[int, str]]:
    order = {key: i for i, key in enumerate(ruleset.slot_keys)} if ruleset is not None else {}

    def key(slot: str) -> tuple[int, str]:
        return (order.get(slot, len(order)), slot)

    return key


def _charges_key(charges: int | None) -> int:
    return -1 if charges is None else charges


def export_document(session: Session, campaign_id: int, ruleset: Ruleset | None) -> dict[str, Any]:
    """The exchange document of a campaign (see the module docstring), read in ``session``.

    ``ruleset`` only orders the slots; a campaign whose ruleset is not installed still exports.
    """
    campaign = session.get(Campaign, campaign_id)
    if campaign is None:
        raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
    slot_key = _slot_order(ruleset)

    carried: dict[int, list[Item]] = {}
    armoury: list[Item] = []
    items = session.exec(
        select(Item)
        .where(Item.campaign_id == campaign_id)
        .where(col(Item.location).in_(("armoury", "soldier")))
    ).all()
    for item in items:
        if item.location == "soldier" and item.soldier_id is not None:
            carried.setdefault(item.soldier_id, []).append(item)
        else:
            armoury.append(item)

    history: dict[int, list[dict[str, Any]]] = {}
    for fact in session.exec(
        select(SoldierHistory)
        .where(SoldierHistory.campaign_id == campaign_id)
        .order_by(col(SoldierHistory.id))
    ).all():
        history.setdefault(fact.soldier_id, []).append(_history_fact(fact))

    soldiers: list[dict[str, Any]] = []
    for soldier in session.exec(
        select(Soldier).where(Soldier.campaign_id == campaign_id).order_by(col(Soldier.id))
    ).all():
        assert soldier.id is not None
        own = sorted(
            carried.get(soldier.id, ()),
            key=lambda it: (slot_key(it.slot or ""), it.slot_index or 0),
        )
        soldiers.append(
            {
                "name": soldier.name,
                "nationality": soldier.nationality,
                "rank": soldier.rank,
                "soldier_class": soldier.soldier_class,
                "unit_type": soldier.unit_type,
                "stats": _plain_stats(soldier.stats),
                "wounds": soldier.wounds,
                "status": soldier.status,
                "missions": soldier.missions,
                "kills": soldier.kills,
                "experience": soldier.experience,
                "notes": soldier.notes,
                "items": [
                    {
                        "item_type": item.item_type,
                        "charges": item.charges,
                        "slot": item.slot,
                        "slot_index": item.slot_index,
                    }
                    for item in own
                ],
                "history": history.get(soldier.id, []),
                **_status_facts(soldier),
            }
        )

    aliens = [
        {
            "name": alien.name,
            "species": alien.species,
            "unit_type": alien.unit_type,
            "stats": _plain_stats(alien.stats),
            "wounds": alien.wounds,
            "status": alien.status,
        }
        for alien in session.exec(
            select(AlienUnit)
            .where(AlienUnit.campaign_id == campaign_id)
            .order_by(col(AlienUnit.id))
        ).all()
    ]

    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {
            "name": campaign.name,
            "ruleset_id": campaign.ruleset_id,
            "notes": campaign.notes,
        },
        "soldiers": soldiers,
        "armoury": [
            {"item_type": item.item_type, "charges": item.charges}
            for item in sorted(armoury, key=lambda it: (it.item_type, _charges_key(it.charges)))
        ],
        "alien_units": aliens,
    }


def _status_facts(soldier: Soldier) -> dict[str, str]:
    """The facts of the soldier's status that are recorded (format 3): the date as
    ``YYYY-MM-DD``, the mission by name (missions are not part of the format), the cause."""
    facts = {
        "status_date": None if soldier.status_date is None else soldier.status_date.isoformat(),
        "status_mission": soldier.status_mission,
        "status_cause": soldier.status_cause,
    }
    return {key: value for key, value in facts.items() if value is not None}


def utc_text(moment: datetime) -> str:
    """``moment`` as UTC ISO 8601 text with microseconds and ``Z`` (a naive time is UTC)."""
    if moment.tzinfo is not None:
        moment = moment.astimezone(UTC)
    return moment.replace(tzinfo=None).isoformat(timespec="microseconds") + "Z"


def _history_fact(fact: SoldierHistory) -> dict[str, Any]:
    """A fact of the service record (format 4): its mission by name only (missions are not part
    of the format, so neither is the mission id)."""
    out: dict[str, Any] = {
        "kind": fact.kind,
        "params": dict(fact.params or {}),
        "happened_on": fact.happened_on.isoformat(),
        "recorded_at": utc_text(fact.recorded_at),
        "actor": fact.actor,
    }
    if fact.mission is not None:
        out["mission"] = fact.mission
    return out


def _plain_stats(stats: Mapping[str, Any]) -> dict[str, int]:
    return {str(key): int(value) for key, value in sorted(stats.items())}
