"""Career use-cases between missions: promote a soldier (ROS-3) and return the recovered
wounded to duty (ROS-4), each undoable, each one transaction that writes the soldier (version
checked, like every roster edit) and its history fact together.

An undo is a new fact (``promotion_undone``, ``recovery_undone``): the history is never edited.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from sqlalchemy import func
from sqlmodel import Session, col, select

from xcom_manager.rules.career import (
    HistoryKind,
    RecoveryRuling,
    next_rank,
    promotion_refusal,
    recovery_due,
)
from xcom_manager.rules.roster import deployed_change
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Violation
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import NotFoundError, RosterRefused
from xcom_manager.services.core.stale import soldier_stale_error
from xcom_manager.services.roster.deployed import deployments
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.services.roster.history import record, write_soldier
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Mission, Soldier, SoldierHistory, utc_now

__all__ = ["CareerService", "Promotion", "Recovery", "RecoveryDue"]


@dataclass(frozen=True, slots=True)
class Promotion:
    """A promotion done (or undone): the soldier as saved, the ranks, what changed."""

    row: SoldierRow
    from_rank: str
    to_rank: str
    changes: Changes


@dataclass(frozen=True, slots=True)
class RecoveryDue:
    """A wounded soldier and how long since the wound (ROS-4); ``due`` when back on duty."""

    soldier: SoldierRow
    wounded_on: date | None
    missions_since: int
    days_since: int
    due: bool


@dataclass(frozen=True, slots=True)
class Recovery:
    """Soldiers returned to duty (or back to wounded, for an undo): ``before`` as they were,
    ``after`` as saved."""

    before: tuple[SoldierRow, ...]
    after: tuple[SoldierRow, ...]
    changes: Changes


class CareerService:
    """Promotions and returns to duty of one database's soldiers."""

    def __init__(self, db: Database, campaigns: CampaignService, roster: RosterService) -> None:
        self._db = db
        self._campaigns = campaigns
        self._roster = roster

    # -- promotion (ROS-3) ----------------------------------------------------------------

    def promotion_refusal(self, soldier: SoldierRow) -> Violation | None:
        """ROS-3: why the soldier cannot be promoted, ``None`` when it can."""
        ruleset = self._campaigns.reading_ruleset(soldier.campaign_id)  # greys Promote
        return promotion_refusal(ruleset, soldier.name, soldier.rank, soldier.status)

    def promote(
        self,
        soldier_id: int,
        expected_version: int,
        *,
        on: date | None = None,
        actor: str | None = None,
    ) -> Promotion:
        """Raise the soldier one rank (ROS-3), recorded as a ``promoted`` fact with who, when,
        from and to. :class:`RosterRefused` at the top rank or for a soldier not serving;
        :class:`StaleEditError` when the soldier changed since ``expected_version``."""
        with self._db.session() as session:
            soldier = self._soldier(session, soldier_id)
            ruleset = self._campaigns.ruleset_in_session(session, soldier.campaign_id)
            refusal = promotion_refusal(ruleset, soldier.name, soldier.rank, soldier.status)
            if refusal is not None:
                raise RosterRefused(refusal)
            to_rank = next_rank(ruleset.ranks, soldier.rank)
            assert to_rank is not None
            from_rank = soldier.rank
            self._write(session, soldier, expected_version, actor=actor, rank=to_rank)
            record(
                session,
                campaign_id=soldier.campaign_id,
                soldier_id=soldier_id,
                kind=HistoryKind.promoted,
                params={"from_rank": from_rank, "to_rank": to_rank},
                on=on,
                actor=actor,
            )
        row = self._roster.get_soldier(soldier_id)
        return Promotion(row, from_rank, to_rank, _changed(row.campaign_id))

    def undo_promotion(
        self, soldier_id: int, expected_version: int, *, rank: str, actor: str | None = None
    ) -> Promotion:
        """Put the soldier back to ``rank`` (the undo of a promotion), recorded as a
        ``promotion_undone`` fact; version checked."""
        with self._db.session() as session:
            soldier = self._soldier(session, soldier_id)
            from_rank = soldier.rank
            self._write(session, soldier, expected_version, actor=actor, rank=rank)
            record(
                session,
                campaign_id=soldier.campaign_id,
                soldier_id=soldier_id,
                kind=HistoryKind.promotion_undone,
                params={"from_rank": from_rank, "to_rank": rank},
                actor=actor,
            )
        row = self._roster.get_soldier(soldier_id)
        return Promotion(row, from_rank, rank, _changed(row.campaign_id))

    # -- recovery (ROS-4) -----------------------------------------------------------------

    def recovery_list(self, campaign_id: int, on: date) -> list[RecoveryDue]:
        """The campaign's wounded soldiers, each with the missions and days since its wound
        and whether ROS-4 has it back on duty ``on`` that day."""
        with self._db.session() as session:
            ruleset = self._campaigns.ruleset_in_session(session, campaign_id)
            ruling = RecoveryRuling.of(ruleset)
            ids = session.exec(
                select(Soldier.id)
                .where(Soldier.campaign_id == campaign_id, Soldier.status == "wounded")
                .order_by(col(Soldier.id))
            ).all()
            found: list[RecoveryDue] = []
            for soldier_id in ids:
                assert soldier_id is not None
                found.append(self._due(session, ruling, soldier_id, on))
            return found

    def recovery_of(self, soldier_id: int, on: date) -> RecoveryDue | None:
        """ROS-4 for one soldier: how long since its wound and whether it is due back ``on``
        that day; ``None`` for a soldier who is not wounded (nothing to return from)."""
        with self._db.session() as session:
            soldier = self._soldier(session, soldier_id)
            if soldier.status != "wounded":
                return None
            ruleset = self._campaigns.ruleset_in_session(session, soldier.campaign_id)
            return self._due(session, RecoveryRuling.of(ruleset), soldier_id, on)

    def return_to_duty(
        self,
        campaign_id: int,
        soldiers: Sequence[tuple[int, int]],
        *,
        on: date,
        actor: str | None = None,
    ) -> Recovery:
        """Return each of ``soldiers`` (``(id, version)``) to duty with its wounds restored,
        each with a ``recovered`` fact, all or none: :class:`RosterRefused` (ROS-4) for one
        not due back ``on`` that day, (ROS-1) for one on a mission in progress;
        :class:`StaleEditError` for one changed meanwhile."""
        before = [self._roster.get_soldier(soldier_id) for soldier_id, _ in soldiers]
        with self._db.session() as session:
            ruleset = self._campaigns.ruleset_in_session(session, campaign_id)
            ruling = RecoveryRuling.of(ruleset)
            busy = deployments(session, campaign_id)
            for (soldier_id, version), row in zip(soldiers, before, strict=True):
                if row.campaign_id != campaign_id:
                    raise NotFoundError(Message.of("no_soldier_here", soldier_id=soldier_id))
                if soldier_id in busy:
                    raise RosterRefused(deployed_change(row.name, busy[soldier_id].mission))
                if not self._due(session, ruling, soldier_id, on).due:
                    raise RosterRefused(Violation.of("ROS-4", "recovery_not_due", soldier=row.name))
                soldier = self._soldier(session, soldier_id)
                self._write(
                    session, soldier, version, actor=actor, status="active", wounds=row.max_wounds
                )
                record(
                    session,
                    campaign_id=campaign_id,
                    soldier_id=soldier_id,
                    kind=HistoryKind.recovered,
                    params={"wounds": row.max_wounds, "wounds_before": row.wounds},
                    on=on,
                    actor=actor,
                )
        after = tuple(self._roster.get_soldier(soldier_id) for soldier_id, _ in soldiers)
        return Recovery(tuple(before), after, _changed(campaign_id))

    def undo_return(self, recovery: Recovery, *, actor: str | None = None) -> Recovery:
        """Put the soldiers of ``recovery`` back to wounded with their old wounds (its undo),
        each with a ``recovery_undone`` fact; version checked against ``recovery.after``."""
        with self._db.session() as session:
            for old, now in zip(recovery.before, recovery.after, strict=True):
                soldier = self._soldier(session, now.id)
                self._write(
                    session, soldier, now.version, actor=actor, status="wounded", wounds=old.wounds
                )
                record(
                    session,
                    campaign_id=old.campaign_id,
                    soldier_id=old.id,
                    kind=HistoryKind.recovery_undone,
                    params={"wounds": old.wounds},
                    actor=actor,
                )
        campaign_id = recovery.before[0].campaign_id if recovery.before else 0
        after = tuple(self._roster.get_soldier(row.id) for row in recovery.before)
        return Recovery(recovery.after, after, _changed(campaign_id))

    # -- helpers --------------------------------------------------------------------------

    @staticmethod
    def _soldier(session: Session, soldier_id: int) -> Soldier:
        soldier = session.get(Soldier, soldier_id)
        if soldier is None:
            raise NotFoundError(Message.of("no_soldier_gone", soldier_id=soldier_id))
        session.refresh(soldier)
        return soldier

    @staticmethod
    def _write(
        session: Session,
        soldier: Soldier,
        expected_version: int,
        *,
        actor: str | None,
        **changes: object,
    ) -> None:
        assert soldier.id is not None
        if soldier.version != expected_version:  # who changed what and when
            current = {"rank": soldier.rank, "status": soldier.status}
            raise soldier_stale_error(session, soldier.id, soldier.name, current, None)
        write_soldier(session, soldier.id, soldier.name, expected_version, actor=actor, **changes)

    def _due(
        self, session: Session, ruling: RecoveryRuling, soldier_id: int, on: date
    ) -> RecoveryDue:
        """ROS-4 for one wounded soldier: the wound is the newest fact that left it wounded
        (a wound on a mission, a status set to wounded, an undone return), else the newest
        finished mission whose outcome has it wounded, else its recruitment."""
        row = self._roster.get_soldier(soldier_id)
        wounded_at, wounded_on, mission_id = _wound(session, row)
        missions_since = session.exec(
            select(func.count(col(Mission.id))).where(
                Mission.campaign_id == row.campaign_id,
                Mission.status == "finished",
                col(Mission.finished_at) > wounded_at,
                col(Mission.id) != (mission_id or -1),
            )
        ).one()
        days_since = max(0, (on - wounded_on).days) if wounded_on is not None else 0
        due = recovery_due(ruling, int(missions_since), days_since)
        return RecoveryDue(row, wounded_on, int(missions_since), days_since, due)


def _wound(session: Session, row: SoldierRow) -> tuple[datetime, date | None, int | None]:
    """When the soldier was wounded: the moment (for the missions since), the game date and the
    mission it happened on."""
    facts = session.exec(
        select(SoldierHistory)
        .where(SoldierHistory.soldier_id == row.id)
        .order_by(col(SoldierHistory.id).desc())
    ).all()
    undone = 0  # returns to duty undone since: the wound before them still counts
    for fact in facts:
        if fact.kind == HistoryKind.recovery_undone:
            undone += 1
        elif fact.kind == HistoryKind.recovered:
            if not undone:
                break
            undone -= 1
        elif fact.kind == HistoryKind.wounded or (
            fact.kind == HistoryKind.status_changed and fact.params.get("to_status") == "wounded"
        ):
            return fact.recorded_at, fact.happened_on, fact.mission_id
    missions = session.exec(
        select(Mission)
        .where(Mission.campaign_id == row.campaign_id, Mission.status == "finished")
        .order_by(col(Mission.id).desc())
    ).all()
    for mission in missions:
        outcome = mission.outcome if isinstance(mission.outcome, dict) else {}
        for result in outcome.get("soldiers", ()) or ():
            if (
                isinstance(result, dict)
                and result.get("soldier_id") == row.id
                and result.get("status") == "wounded"
                and mission.finished_at is not None
            ):
                return mission.finished_at, mission.finished_at.date(), mission.id
    soldier = session.get(Soldier, row.id)
    created = soldier.created_at if soldier is not None else utc_now()
    return created, created.date(), None


def _changed(campaign_id: int) -> Changes:
    return Changes.of(Change.roster, campaign_id=campaign_id)
