"""A soldier's career between missions (the app's own rules: no text covers them).

- ROS-3: a promotion raises a soldier one rank up the ruleset's ranks (lowest first); the top
  rank has none above it, and only a soldier still serving (not dead, missing or retired) is
  promoted.
- ROS-4: a wounded soldier returns to duty with its wounds restored once the campaign has
  finished ``recovery.missions`` missions since the wound, or ``recovery.days`` days have passed
  since it (whichever comes first; a measure set to 0 is not used, both 0: at once). The
  ruleset's ``[rulings.recovery]`` sets them; the defaults are one mission and no day count.

The facts of a career (:class:`HistoryKind`) are keys with parameters; :data:`RECORD_MESSAGES`
(:mod:`xcom_manager.rules.career_texts`) words them for the service record.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from xcom_manager.rules.errors import RulesError, shown, text, text_of, whole_number
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation

__all__ = [
    "NOT_SERVING",
    "HistoryKind",
    "RecoveryRuling",
    "next_rank",
    "promotion_refusal",
    "recovery_due",
]


class HistoryKind(StrEnum):
    """The kinds of fact a soldier's history holds (``soldier_history.kind``)."""

    recruited = "recruited"
    promoted = "promoted"
    promotion_undone = "promotion_undone"
    rank_changed = "rank_changed"
    status_changed = "status_changed"
    wounded = "wounded"
    recovered = "recovered"
    recovery_undone = "recovery_undone"


#: The statuses of a soldier no longer serving: never promoted (ROS-3).
NOT_SERVING: frozenset[str] = frozenset({"dead", "mia", "retired"})


def next_rank(ranks: tuple[str, ...], rank: str) -> str | None:
    """ROS-3: the rank above ``rank`` in ``ranks`` (lowest first); ``None`` at the top."""
    if not isinstance(ranks, tuple | list) or not all(isinstance(r, str) for r in ranks):
        raise RulesError(f"the ranks are a list of names, not {shown(ranks)}")
    ranks = tuple(ranks)
    if not isinstance(rank, str) or rank not in ranks:
        raise RulesError(f"{shown(rank)} is not one of the ranks {', '.join(ranks)}")
    at = ranks.index(rank)
    return ranks[at + 1] if at + 1 < len(ranks) else None


def promotion_refusal(ruleset: Ruleset, soldier: str, rank: str, status: str) -> Violation | None:
    """ROS-3: why ``soldier`` (of ``rank`` and ``status``) cannot be promoted; ``None`` when it
    can (to :func:`next_rank`)."""
    if not isinstance(ruleset, Ruleset):
        raise RulesError(f"not a ruleset: {shown(ruleset)}")
    soldier = text("a soldier's name", soldier)
    rank, status = text_of(rank), text_of(status)
    if status in NOT_SERVING:
        return Violation.of("ROS-3", "promote_not_serving", soldier=soldier, record_status=status)
    if rank not in ruleset.ranks:
        return Violation.of("ROS-3", "promote_unknown_rank", soldier=soldier, rank=rank)
    if next_rank(ruleset.ranks, rank) is None:
        return Violation.of("ROS-3", "promote_top_rank", soldier=soldier, rank=rank)
    return None


@dataclass(frozen=True, slots=True)
class RecoveryRuling:
    """ROS-4's measures: missions finished since the wound, days since it (0: not used)."""

    missions: int = 1
    days: int = 0

    def __post_init__(self) -> None:
        whole_number("recovery.missions", self.missions, minimum=0, maximum=99)
        whole_number("recovery.days", self.days, minimum=0, maximum=3650)

    @classmethod
    def of(cls, ruleset: Ruleset) -> RecoveryRuling:
        if not isinstance(ruleset, Ruleset):
            raise RulesError(f"not a ruleset: {shown(ruleset)}")
        missions = ruleset.ruling("recovery.missions")
        days = ruleset.ruling("recovery.days")
        if not isinstance(missions, int) or not isinstance(days, int):
            raise RulesError(f"recovery rulings are whole numbers, not {shown((missions, days))}")
        return cls(missions, days)


def recovery_due(ruling: RecoveryRuling, missions_since: int, days_since: int) -> bool:
    """ROS-4: whether a soldier wounded ``missions_since`` finished missions and ``days_since``
    days ago is back on duty: either measure reached (a measure of 0 is not used; both 0:
    at once)."""
    if not isinstance(ruling, RecoveryRuling):
        raise RulesError(f"not a recovery ruling: {shown(ruling)}")
    whole_number("missions since the wound", missions_since, minimum=0, maximum=10**9)
    whole_number("days since the wound", days_since, minimum=0, maximum=10**9)
    if ruling.missions == 0 and ruling.days == 0:
        return True
    by_missions = ruling.missions > 0 and missions_since >= ruling.missions
    by_days = ruling.days > 0 and days_since >= ruling.days
    return by_missions or by_days
