"""A soldier's read row, made from its stored fields (the roster service and the launch's preview).

Apart from ``services/roster/checks.py`` (the soldier checks) so that the roster shown at launch
(``ui/roster/preview.py``) makes its rows without importing the rules' checks and texts: this
module needs the ruleset and the DTO only.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.roster.dto import SoldierRow

__all__ = ["ordered_stats", "soldier_row", "stored_stats"]


def ordered_stats(ruleset: Ruleset, stats: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    """The stats in the ruleset's order (any stat it does not know after them, by key)."""
    known = [(stat.key, int(stats[stat.key])) for stat in ruleset.stats if stat.key in stats]
    keys = set(ruleset.stat_keys)
    extra = sorted((key, int(value)) for key, value in stats.items() if key not in keys)
    return (*known, *extra)


def stored_stats(ruleset: Ruleset, stats: Mapping[str, int]) -> dict[str, int]:
    """The stats as the store keeps them: a plain dict in the ruleset's order."""
    return dict(ordered_stats(ruleset, stats))


def soldier_row(
    ruleset: Ruleset,
    *,
    id: int,
    campaign_id: int,
    name: str,
    nationality: str,
    rank: str,
    soldier_class: str,
    unit_type: str,
    stats: Mapping[str, Any],
    wounds: int,
    status: str,
    missions: int,
    kills: int,
    experience: int,
    notes: str,
    version: int,
    status_date: date | None = None,
    status_mission_id: int | None = None,
    status_mission: str | None = None,
    status_cause: str | None = None,
) -> SoldierRow:
    """A read row for one soldier, with the class and unit type names from ``ruleset``."""
    stat_pairs = ordered_stats(ruleset, stats)
    max_wounds = dict(stat_pairs).get(ruleset.wounds_stat, wounds)
    return SoldierRow(
        id=id,
        name=name,
        nationality=nationality,
        rank=rank,
        soldier_class=soldier_class,
        soldier_class_name=ruleset.shown("soldier_classes", soldier_class),
        unit_type=unit_type,
        unit_type_name=ruleset.shown("unit_types", unit_type),
        stats=stat_pairs,
        wounds=wounds,
        max_wounds=max_wounds,
        status=status,
        missions=missions,
        kills=kills,
        notes=notes,
        version=version,
        campaign_id=campaign_id,
        experience=experience,
        status_date=status_date,
        status_mission_id=status_mission_id,
        status_mission=status_mission,
        status_cause=status_cause,
        rank_name=ruleset.shown("ranks", rank),
    )
