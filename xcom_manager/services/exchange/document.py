"""The exchange format's name and version, its canonical text, and a checked document.

See :mod:`xcom_manager.services.exchange` for the format.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.roster.dto import SoldierDraft

__all__ = [
    "CAMPAIGN_NAME_MAX",
    "COUNT_MAX",
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SUPPORTED_FORMAT_VERSIONS",
    "AlienIn",
    "CampaignIn",
    "HistoryIn",
    "ItemIn",
    "SoldierIn",
    "dump_campaign_json",
]

FORMAT_NAME = "xcom_manager.campaign"
#: 2 adds a soldier's ``experience``; 3 the facts of its status (``status_date``,
#: ``status_mission``, ``status_cause``); 4 a soldier's ``history`` (its service record's
#: facts); older documents read as they always did.
FORMAT_VERSION = 4
SUPPORTED_FORMAT_VERSIONS: tuple[int, ...] = (1, 2, 3, 4)

CAMPAIGN_NAME_MAX = 200
#: The largest number of missions, kills or Experience Points a soldier may have (the store's
#: integers are 64-bit).
COUNT_MAX = 1_000_000


def dump_campaign_json(document: Mapping[str, Any]) -> str:
    """The canonical text of a document: sorted keys, two-space indent, UTF-8, final newline."""
    return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


@dataclass(frozen=True, slots=True)
class ItemIn:
    """An item of a checked document; ``slot``/``slot_index`` are ``None`` in the armoury."""

    item_type: str
    charges: int | None
    slot: str | None = None
    slot_index: int | None = None


@dataclass(frozen=True, slots=True)
class HistoryIn:
    """One fact of a soldier's service record (format 4); ``recorded_at`` is in UTC."""

    kind: str
    params: Mapping[str, str | int | float | bool | None]
    mission: str | None
    happened_on: date
    recorded_at: datetime
    actor: str


@dataclass(frozen=True, slots=True)
class SoldierIn:
    draft: SoldierDraft
    missions: int
    kills: int
    experience: int
    items: tuple[ItemIn, ...]
    status_date: date | None = None
    status_mission: str | None = None
    status_cause: str | None = None
    history: tuple[HistoryIn, ...] = ()


@dataclass(frozen=True, slots=True)
class AlienIn:
    name: str
    species: str
    unit_type: str
    stats: Mapping[str, int]
    wounds: int
    status: str


@dataclass(frozen=True, slots=True)
class CampaignIn:
    """A whole document that passed :func:`validate_document`."""

    name: str
    notes: str
    ruleset: Ruleset
    soldiers: tuple[SoldierIn, ...]
    armoury: tuple[ItemIn, ...]
    alien_units: tuple[AlienIn, ...]
