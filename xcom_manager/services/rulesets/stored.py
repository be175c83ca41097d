"""A stand-in for a campaign's missing ruleset, made of what the campaign has stored.

A campaign whose ruleset file is gone is read-only (:class:`~.errors.RulesetMissingError` for
every write), but it stays readable: its roster, kits, armoury and audit log are shown as they
are stored. What a ruleset would have named (classes, unit types, ranks, items, slots) is then
shown by its stored key. :func:`stored_ruleset` builds the :class:`Ruleset` the read use-cases
use for that: its names are the keys, its stats are those the soldiers have stored, its slots
and unit types are those the stored items sit in (a unit type's capacity is the positions its
soldiers fill), and it has no rules of its own (no items, ranks, classes or species: nothing
can be checked against it, and nothing is). Only reads
may use it; :func:`is_stand_in` tells it from a real ruleset.
"""

from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType
from typing import Literal

from sqlmodel import Session, col, select

from xcom_manager.rules.ruleset import Ruleset, SlotDef, StatDef, UnitType
from xcom_manager.rules.ruleset.values import SYSTEMS
from xcom_manager.store.models import Item, Mission, Soldier

__all__ = ["STAND_IN_SOURCE", "is_stand_in", "stored_ruleset"]

#: The ``source`` of a stand-in ruleset (no file: the campaign's stored keys).
STAND_IN_SOURCE = "(stored keys: the ruleset file is missing)"


def is_stand_in(ruleset: Ruleset) -> bool:
    """Whether ``ruleset`` is a stand-in made by :func:`stored_ruleset` (not a real file's)."""
    return ruleset.source == STAND_IN_SOURCE


def stored_ruleset(
    session: Session,
    campaign_id: int,
    ruleset_id: str,
    known_systems: Iterable[tuple[str, frozenset[str]]] = (),
) -> Ruleset:
    """The stand-in of campaign ``campaign_id``'s missing ruleset ``ruleset_id``.

    Its rule system is the one the campaign's missions were played by, else the system of the
    installed ruleset (``known_systems``: ``(system, stat keys)``) whose stats the soldiers'
    stored stats share most, else the wargame.
    """
    slots: dict[str, None] = {}
    capacity: dict[str, dict[str, int]] = {}
    held = session.exec(
        select(Soldier.unit_type, Item.slot, Item.slot_index)
        .join(Soldier, col(Item.soldier_id) == col(Soldier.id))
        .where(Item.campaign_id == campaign_id, Item.location == "soldier")
        .order_by(col(Item.id))
    ).all()
    for unit_type, slot, index in held:
        if slot is None:
            continue
        slots.setdefault(slot)
        unit = capacity.setdefault(unit_type, {})
        unit[slot] = max(unit.get(slot, 0), (index or 0) + 1)
    unit_types = {
        key: UnitType(key, key, False, False, False, MappingProxyType(dict(held_slots)))
        for key, held_slots in capacity.items()
    }
    return Ruleset(
        id=ruleset_id,
        name=ruleset_id,
        system=_system(session, campaign_id, known_systems),
        source=STAND_IN_SOURCE,
        stats=_stats(session, campaign_id),
        slots=tuple(SlotDef(key, key, "small") for key in slots),
        ranks=(),
        soldier_classes=MappingProxyType({}),
        unit_types=MappingProxyType(unit_types),
        items=MappingProxyType({}),
        species=MappingProxyType({}),
        rulings=MappingProxyType({}),
    )


def _stats(session: Session, campaign_id: int) -> tuple[StatDef, ...]:
    """The stat line the soldiers have stored, in the order stored (each stat's bounds: the
    values stored), so that the roster shows every stat column."""
    seen: dict[str, tuple[int, int]] = {}
    for stats in session.exec(select(Soldier.stats).where(Soldier.campaign_id == campaign_id)):
        if not isinstance(stats, dict):
            continue
        for key, value in stats.items():
            if not isinstance(key, str) or isinstance(value, bool) or not isinstance(value, int):
                continue
            low, high = seen.get(key, (value, value))
            seen[key] = (min(low, value), max(high, value))
    return tuple(StatDef(key, key, low, high) for key, (low, high) in seen.items())


def _system(
    session: Session, campaign_id: int, known_systems: Iterable[tuple[str, frozenset[str]]]
) -> Literal["wargame", "boardgame"]:
    played = session.exec(
        select(Mission.system).where(Mission.campaign_id == campaign_id).limit(1)
    ).first()
    if played == "boardgame":
        return "boardgame"
    if played == "wargame":
        return "wargame"
    stats = session.exec(
        select(Soldier.stats).where(Soldier.campaign_id == campaign_id).limit(1)
    ).first()
    keys = set(stats) if isinstance(stats, dict) else set()
    best: tuple[int, str] = (0, SYSTEMS[0])
    for system, stat_keys in known_systems:
        shared = len(keys & stat_keys)
        if shared > best[0] and system in SYSTEMS:
            best = (shared, system)
    return "boardgame" if best[1] == "boardgame" else "wargame"
