"""What the statistics service hands out: plain, frozen read models (no ORM rows, no Qt)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from fractions import Fraction
from typing import Any

from xcom_manager.rules.luck.core import Luck
from xcom_manager.rules.luck.missions import MORE_IS_LUCKY

__all__ = ["CampaignStats", "LuckFigure", "MissionStats", "SoldierStats"]


@dataclass(frozen=True, slots=True)
class LuckFigure:
    """The dice luck of one kind of roll (a word of the ``luck`` group: ``initiative_test``,
    ``save``, ``unsaved_taken`` ..): "7 of 12, expected 6.0", and how unusual."""

    kind: str
    luck: Luck

    @property
    def trials(self) -> int:
        return self.luck.trials

    @property
    def actual(self) -> int:
        return self.luck.actual

    @property
    def expected(self) -> Fraction:
        return self.luck.expected

    @property
    def fortune(self) -> float:
        """Where the count lies for whose roll it was, 0 to 1: above 0.5 luckier than the odds
        (the percentile, turned round for what is taken: wounds, damage)."""
        percentile = float(self.luck.percentile)
        return percentile if self.kind in MORE_IS_LUCKY else 1 - percentile

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, **self.luck.to_json(), "fortune": round(self.fortune, 4)}


@dataclass(frozen=True, slots=True)
class MissionStats:
    """One mission's figures: ``result`` ``won``, ``lost`` (every soldier who went is dead or
    missing) or ``in_progress``; ``casualties`` dead and missing; ``wounded`` soldiers back
    wounded; ``wounds_taken`` the wounds X-COM's soldiers suffered in its events; ``kills``
    the debrief's; the items lost and used by type."""

    mission_id: int
    name: str
    system: str
    environment: str | None
    result: str
    started: datetime
    finished: datetime | None
    squad: int
    dead: int
    missing: int
    wounded: int
    wounds_taken: int
    kills: int
    items_lost: Mapping[str, int] = field(default_factory=dict, hash=False)
    items_used: Mapping[str, int] = field(default_factory=dict, hash=False)
    aliens: Mapping[str, int] = field(default_factory=dict, hash=False)
    aliens_killed: Mapping[str, int] = field(default_factory=dict, hash=False)
    luck: tuple[LuckFigure, ...] = ()

    @property
    def casualties(self) -> int:
        return self.dead + self.missing


@dataclass(frozen=True, slots=True)
class SoldierStats:
    """One soldier's figures beside the service record: missions and kills as the roster
    counts them, the wounds taken in the missions' events, and the luck of its own rolls."""

    soldier_id: int
    name: str
    soldier_class: str
    rank: str
    status: str
    missions: int
    kills: int
    wounds_taken: int
    luck: tuple[LuckFigure, ...] = ()


@dataclass(frozen=True, slots=True)
class CampaignStats:
    """The campaign's totals, its missions and soldiers, and the chart series' data.

    ``kills_by_soldier`` ``(soldier id, name, kills)``, most first; ``kills_by_class`` and
    ``kills_by_weapon`` (an item type, ``bare_hands``, or the board game's attack kind, where
    the events tell which attack killed); ``roster`` ``(class, status) -> soldiers``;
    ``names`` the ruleset's names of the classes, item types and species used as keys."""

    campaign_id: int
    name: str
    system: str
    missions: tuple[MissionStats, ...]
    soldiers: tuple[SoldierStats, ...]
    kills_by_soldier: tuple[tuple[int, str, int], ...]
    kills_by_class: Mapping[str, int] = field(hash=False)
    kills_by_weapon: Mapping[str, int] = field(hash=False)
    items_lost: Mapping[str, int] = field(hash=False)
    items_used: Mapping[str, int] = field(hash=False)
    aliens: Mapping[str, int] = field(hash=False)
    aliens_killed: Mapping[str, int] = field(hash=False)
    roster: Mapping[tuple[str, str], int] = field(hash=False)
    names: Mapping[str, str] = field(hash=False)
    luck: tuple[LuckFigure, ...] = ()

    def _count(self, result: str) -> int:
        return sum(1 for m in self.missions if m.result == result)

    @property
    def won(self) -> int:
        return self._count("won")

    @property
    def lost(self) -> int:
        return self._count("lost")

    @property
    def in_progress(self) -> int:
        return self._count("in_progress")

    @property
    def dead(self) -> int:
        return sum(m.dead for m in self.missions)

    @property
    def missing(self) -> int:
        return sum(m.missing for m in self.missions)

    @property
    def wounded(self) -> int:
        return sum(m.wounded for m in self.missions)

    @property
    def wounds_taken(self) -> int:
        return sum(m.wounds_taken for m in self.missions)

    @property
    def kills(self) -> int:
        return sum(m.kills for m in self.missions)
