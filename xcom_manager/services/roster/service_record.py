"""A soldier's service record: its missions with their outcome, kills, wounds, promotions and
status changes with their dates, and the items it carries.

Read in one transaction from three sources, so that a database older than the history table
still shows what it can: the missions come from the missions' outcomes (``Mission.outcome``:
each soldier's result and kills, whatever the rule system) and the setups of those in progress;
the career facts from ``soldier_history``; a status reached before the history began (a death
recorded by 0008's columns) from the soldier's ``status_*`` columns. Everything is handed out as
facts: each line of the record is a :class:`~xcom_manager.rules.texts.Message` the views word.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any

from sqlmodel import Session, col, select

from xcom_manager.rules.career import HistoryKind
from xcom_manager.rules.mission.registry import stored_system
from xcom_manager.rules.name_search import fold, same_name
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, english
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.roster.deployed import deployments
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item, Soldier, SoldierHistory
from xcom_manager.store.models import Mission as MissionRow

__all__ = [
    "AmbiguousSoldierError",
    "CarriedItem",
    "RecordEntry",
    "RecordMission",
    "ServiceRecord",
    "ServiceRecordService",
]


@dataclass(frozen=True, slots=True)
class RecordMission:
    """One mission the soldier went on: its result (``active`` back unhurt, ``wounded``,
    ``dead``, ``mia``; ``in_progress`` while it runs; ``unknown`` for a mission an older
    version finished, which kept no per-soldier outcome), the wounds left, the wounds lost when the
    record knows them, the kills and Experience Points it gave, and the cause of a death."""

    mission_id: int
    name: str
    on: date | None
    result: str
    wounds_left: int | None = None
    wounds_lost: int | None = None
    kills: int = 0
    experience: int = 0
    cause: str | None = None


@dataclass(frozen=True, slots=True)
class RecordEntry:
    """One fact of the career: when, what (``kind`` and its ``message``), on which mission, who
    recorded it; ``derived`` for a fact read from the soldier's columns (before the history)."""

    on: date | None
    kind: str
    message: Message
    mission: str | None = None
    actor: str = ""
    derived: bool = False


@dataclass(frozen=True, slots=True)
class CarriedItem:
    """An item the soldier carries now, in which slot and position."""

    item_id: int
    item_type: str
    name: str
    slot: str
    slot_label: str
    slot_index: int
    charges: int | None


@dataclass(frozen=True, slots=True)
class ServiceRecord:
    """Everything the record shows of one soldier."""

    soldier: SoldierRow
    missions: tuple[RecordMission, ...]
    entries: tuple[RecordEntry, ...]
    items: tuple[CarriedItem, ...]

    @property
    def kills(self) -> int:
        """The soldier's kills (the roster's count: the missions' and any the GM entered)."""
        return self.soldier.kills

    @property
    def wounds_taken(self) -> int:
        """The wounds lost on the missions the record knows them for."""
        return sum(m.wounds_lost or 0 for m in self.missions)

    @property
    def promotions(self) -> int:
        promoted = sum(1 for e in self.entries if e.kind == HistoryKind.promoted)
        return promoted - sum(1 for e in self.entries if e.kind == HistoryKind.promotion_undone)

    def to_json(self) -> dict[str, Any]:
        """JSON-ready, stable key order; each entry with its message as key and parameters and
        its English text."""
        s = self.soldier
        return {
            "soldier": {
                "id": s.id,
                "name": s.name,
                "rank": s.rank,
                "soldier_class": s.soldier_class,
                "unit_type": s.unit_type,
                "status": s.status,
                "wounds": s.wounds,
                "max_wounds": s.max_wounds,
                "missions": s.missions,
                "kills": s.kills,
                "experience": s.experience,
            },
            "missions": [
                {
                    "mission_id": m.mission_id,
                    "name": m.name,
                    "date": m.on.isoformat() if m.on else None,
                    "result": m.result,
                    "wounds_left": m.wounds_left,
                    "wounds_lost": m.wounds_lost,
                    "kills": m.kills,
                    "experience": m.experience,
                    "cause": m.cause,
                }
                for m in self.missions
            ],
            "history": [
                {
                    "date": e.on.isoformat() if e.on else None,
                    "kind": e.kind,
                    "message": e.message.to_json(),
                    "text": english(e.message),
                    "mission": e.mission,
                    "actor": e.actor,
                    "derived": e.derived,
                }
                for e in self.entries
            ],
            "items": [
                {
                    "item_id": i.item_id,
                    "item_type": i.item_type,
                    "name": i.name,
                    "slot": i.slot,
                    "slot_index": i.slot_index,
                    "charges": i.charges,
                }
                for i in self.items
            ],
            "totals": {
                "missions": len(self.missions),
                "kills": self.kills,
                "wounds_taken": self.wounds_taken,
                "promotions": self.promotions,
            },
        }


class AmbiguousSoldierError(UserError):
    """A name that several soldiers match; ``soldiers`` lists them (id, rank, name, status)."""

    def __init__(self, name: str, soldiers: Iterable[SoldierRow]) -> None:
        self.soldiers = tuple(soldiers)
        listed = "; ".join(f"#{s.id} {s.rank} {s.name} ({s.status})" for s in self.soldiers)
        count = len(self.soldiers)
        super().__init__(Message.of("name_ambiguous", wanted=name, count=count, listed=listed))


class ServiceRecordService:
    """The service records of one database's soldiers."""

    def __init__(self, db: Database, campaigns: CampaignService, roster: RosterService) -> None:
        self._db = db
        self._campaigns = campaigns
        self._roster = roster

    def find_soldier(self, campaign_id: int, name_or_id: str) -> SoldierRow:
        """The soldier named (accents, case and blanks aside) or numbered ``name_or_id``:
        ``#12`` or ``12`` an id, else the one soldier whose name is it, else the one whose name
        contains it. :class:`AmbiguousSoldierError` lists several; :class:`NotFoundError`."""
        wanted = name_or_id.strip()
        digits = wanted.removeprefix("#")
        if digits.isdigit():
            row = self._roster.get_soldier(int(digits))
            if row.campaign_id != campaign_id:
                raise NotFoundError(Message.of("no_soldier_here", soldier_id=int(digits)))
            return row
        with self._db.session() as session:
            names = session.exec(
                select(Soldier.id, Soldier.name)
                .where(Soldier.campaign_id == campaign_id)
                .order_by(col(Soldier.id))
            ).all()
        exact = [i for i, name in names if same_name(name, wanted)]
        found = exact or [i for i, name in names if fold(wanted) in fold(name)]
        if not found:
            raise NotFoundError(Message.of("no_soldier_called", wanted=wanted))
        rows = [self._roster.get_soldier(int(i)) for i in found if i is not None]
        if len(rows) > 1:
            raise AmbiguousSoldierError(wanted, rows)
        return rows[0]

    def find_soldier_by_id(self, soldier_id: int) -> SoldierRow:
        """Soldier ``soldier_id`` of any campaign (:class:`NotFoundError` if none)."""
        return self._roster.get_soldier(soldier_id)

    def record(self, soldier_id: int) -> ServiceRecord:
        """The service record of soldier ``soldier_id`` (:class:`NotFoundError` if none)."""
        soldier = self._roster.get_soldier(soldier_id)
        with self._db.session() as session:
            ruleset = self._campaigns.reading_ruleset_in_session(session, soldier.campaign_id)
            facts = session.exec(
                select(SoldierHistory)
                .where(SoldierHistory.soldier_id == soldier_id)
                .order_by(col(SoldierHistory.id))
            ).all()
            wounds_lost = {
                f.mission_id: int(f.params.get("wounds_before", 0))
                - int(f.params.get("wounds_left", 0))
                for f in facts
                if f.kind == HistoryKind.wounded and f.mission_id is not None
            }
            missions = _missions(session, soldier, wounds_lost)
            # What predates the history first, then the facts in the order they were recorded
            # (the GM's game dates need not follow one another).
            entries = _derived_status(soldier, facts) + [_entry(f) for f in facts]
            items = _items(session, ruleset, soldier_id)
        return ServiceRecord(soldier, tuple(missions), tuple(entries), tuple(items))


def _missions(
    session: Session, soldier: SoldierRow, wounds_lost: dict[int, int]
) -> list[RecordMission]:
    rows = session.exec(
        select(MissionRow)
        .where(MissionRow.campaign_id == soldier.campaign_id)
        .order_by(col(MissionRow.id))
    ).all()
    found: list[RecordMission] = []
    for row in rows:
        assert row.id is not None
        if row.status != "finished":
            continue
        result = _result_of(row.outcome, soldier.id)
        if result is None and row.outcome is None and _took_part(row, soldier.id):
            # Finished by an older version, which kept no outcome as facts: the soldier went.
            found.append(RecordMission(row.id, row.name, _day(row.finished_at), "unknown"))
        if result is not None:
            found.append(
                RecordMission(
                    mission_id=row.id,
                    name=row.name,
                    on=_day(row.finished_at),
                    result=str(result.get("status", "")),
                    wounds_left=_int_or_none(result.get("wounds")),
                    wounds_lost=wounds_lost.get(row.id),
                    kills=_int_or_none(result.get("kills")) or 0,
                    experience=_int_or_none(result.get("experience")) or 0,
                    cause=result.get("cause") if isinstance(result.get("cause"), str) else None,
                )
            )
    deployment = deployments(session, soldier.campaign_id).get(soldier.id)
    if deployment is not None:
        started = session.get(MissionRow, deployment.mission_id)
        on = _day(started.created_at) if started is not None else None
        found.append(RecordMission(deployment.mission_id, deployment.mission, on, "in_progress"))
    return found


def _took_part(row: MissionRow, soldier_id: int) -> bool:
    """Whether the mission's setup took the soldier along (a damaged setup: no)."""
    try:
        system = stored_system(row.system)
        return soldier_id in system.soldier_ids(system.setup_from_json(row.setup))
    except ValueError:
        return False


def _result_of(outcome: Any, soldier_id: int) -> dict[str, Any] | None:
    if not isinstance(outcome, dict):
        return None
    for result in outcome.get("soldiers", ()) or ():
        if isinstance(result, dict) and result.get("soldier_id") == soldier_id:
            return result
    return None


def _entry(fact: SoldierHistory) -> RecordEntry:
    params = {k: v for k, v in fact.params.items() if isinstance(v, str | int)}
    key = f"record_{fact.kind}"
    if fact.kind == HistoryKind.status_changed and params.get("status_cause"):
        key = "record_status_changed_cause"
    return RecordEntry(
        on=fact.happened_on,
        kind=fact.kind,
        message=Message.of(key, **params),
        mission=fact.mission,
        actor=fact.actor,
    )


def _derived_status(soldier: SoldierRow, facts: Iterable[SoldierHistory]) -> list[RecordEntry]:
    """A death, a disappearance or a retirement from before the history began (the soldier's
    ``status_*`` columns), when no fact of the history says how it was reached (a wound shows
    in the missions' outcomes)."""
    if soldier.status not in ("dead", "mia", "retired") or any(
        f.kind == HistoryKind.status_changed and f.params.get("to_status") == soldier.status
        for f in facts
    ):
        return []
    params: dict[str, str] = {"to_status": soldier.status}
    key = "record_status_known"
    if soldier.status_cause:
        params["status_cause"] = soldier.status_cause
        key = "record_status_known_cause"
    return [
        RecordEntry(
            on=soldier.status_date,
            kind=HistoryKind.status_changed.value,
            message=Message.of(key, **params),
            mission=soldier.status_mission,
            derived=True,
        )
    ]


def _items(session: Session, ruleset: Ruleset, soldier_id: int) -> list[CarriedItem]:
    rows = session.exec(
        select(Item)
        .where(Item.soldier_id == soldier_id, Item.location == "soldier")
        .order_by(col(Item.slot), col(Item.slot_index))
    ).all()
    carried: list[CarriedItem] = []
    for item in rows:
        assert item.id is not None
        carried.append(
            CarriedItem(
                item_id=item.id,
                item_type=item.item_type,
                name=ruleset.shown("items", item.item_type),
                slot=item.slot or "",
                slot_label=ruleset.shown("slots", item.slot) if item.slot else "",
                slot_index=item.slot_index or 0,
                charges=item.charges,
            )
        )
    return carried


def _day(moment: datetime | None) -> date | None:
    return moment.date() if moment is not None else None


def _int_or_none(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None
