"""The roster's plain read and write models handed between the services and their callers.

Views and the command line get these frozen dataclasses, never ORM rows or sessions: a row here is
a snapshot, safe to keep after its transaction has ended and to pass between threads.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from xcom_manager.services.core.changes import Changes

__all__ = [
    "SavedSoldier",
    "SoldierDraft",
    "SoldierRow",
    "StatusFacts",
]


@dataclass(frozen=True, slots=True)
class SoldierRow:
    """One soldier of a roster, read-only.

    ``stats`` keeps the ruleset's stat order; ``max_wounds`` is the soldier's wounds stat (``W``
    in the wargame, ``Health`` in the board game) and ``wounds`` what is left of it. ``version``
    is handed back on an edit for optimistic locking. ``campaign_id`` (an addition to the
    contract, last so that positional construction still works) lets a redo re-create the row.
    ``experience`` is the soldier's Experience Points (the board game's M-CX-4), written by the
    debrief like ``kills`` (after ``campaign_id`` for the same reason). The facts of the last
    status change that has them (a death, a retirement: :class:`StatusFacts`) follow: the date,
    the mission (its id and its name then) and the cause (the GM's words, or a rule system's
    cause key such as ``bled_out``, worded when shown); ``None`` when not recorded.
    """

    id: int
    name: str
    nationality: str
    rank: str
    soldier_class: str
    soldier_class_name: str
    unit_type: str
    unit_type_name: str
    stats: tuple[tuple[str, int], ...]
    wounds: int
    max_wounds: int
    status: str
    missions: int
    kills: int
    notes: str
    version: int
    campaign_id: int = 0
    experience: int = 0
    status_date: date | None = None
    status_mission_id: int | None = None
    status_mission: str | None = None
    status_cause: str | None = None
    #: The rank in the display language (``rank`` is the ruleset's English rank, the value kept).
    rank_name: str = ""

    @property
    def shown_rank(self) -> str:
        """The rank as shown: :attr:`rank_name`, else :attr:`rank`."""
        return self.rank_name or self.rank

    @property
    def facts(self) -> StatusFacts:
        """The facts of the last status change, as a :meth:`RosterService.set_status` takes
        them (what an undo writes back)."""
        return StatusFacts(
            self.status_date, self.status_mission_id, self.status_cause, self.status_mission
        )

    def stat(self, key: str) -> int:
        """The value of stat ``key`` (``KeyError`` if the ruleset has no such stat)."""
        for stat_key, value in self.stats:
            if stat_key == key:
                return value
        raise KeyError(key)

    def to_draft(self) -> SoldierDraft:
        """A draft holding this soldier's editable fields, to start an edit from."""
        return SoldierDraft(
            name=self.name,
            nationality=self.nationality,
            rank=self.rank,
            soldier_class=self.soldier_class,
            unit_type=self.unit_type,
            stats=dict(self.stats),
            wounds=self.wounds,
            status=self.status,
            notes=self.notes,
        )


@dataclass(frozen=True, slots=True)
class SoldierDraft:
    """The editable fields of a soldier, as a form fills them in (not yet validated)."""

    name: str
    nationality: str
    rank: str
    soldier_class: str
    unit_type: str
    stats: Mapping[str, int] = field(default_factory=dict)
    wounds: int = 1
    status: str = "active"
    notes: str = ""


@dataclass(frozen=True, slots=True)
class StatusFacts:
    """What a status change records with it: the date it happened, the mission it happened on
    (a mission of the soldier's campaign, by id, or ``None``) and its cause (free text, or a
    rule system's cause key). Every field may be unknown (``None``). ``mission`` is a mission
    named without an id (an imported soldier's), kept as given when ``mission_id`` is ``None``;
    with an id, the mission's name is read from the campaign."""

    date: date | None = None
    mission_id: int | None = None
    cause: str | None = None
    mission: str | None = None


@dataclass(frozen=True, slots=True)
class SavedSoldier:
    """What a roster write did: the soldier as it is now saved, and what changed."""

    row: SoldierRow
    changes: Changes
