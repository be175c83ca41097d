"""Roster use-cases: list, recruit, edit, retire and dismiss soldiers.

A soldier on a mission in progress changes status and wounds only through that mission (ROS-1):
a roster change of either is refused with :class:`RosterRefused` naming the mission. A status
change records its facts (date, mission, cause: :class:`StatusFacts`); a retirement is refused
for the dead and the missing (ROS-2).

Each public method is one use-case in one ``Database.session()`` transaction and returns plain
:class:`~xcom_manager.services.roster.dto.SoldierRow` snapshots; a write returns the soldier as
saved with the :class:`~xcom_manager.services.core.changes.Changes` it made
(:class:`~xcom_manager.services.roster.dto.SavedSoldier`). Soldiers are checked by
:func:`xcom_manager.rules.roster.check_soldier`; an edit names the ``version`` it started from
and is refused with :class:`StaleEditError` when someone else has changed the soldier since
(optimistic locking: the update itself is conditional on the version, so two GMs sharing a
PostgreSQL database cannot both win).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from sqlalchemy import delete, func, update
from sqlmodel import Session, col, select

from xcom_manager.rules.name_search import same_name
from xcom_manager.rules.roster import (
    MAX_CAUSE_LENGTH,
    NATIONALITIES,
    FieldProblem,
    SoldierStatus,
    deployed_change,
    random_name,
    retire_refusal,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import (
    NotFoundError,
    RosterRefused,
    UserError,
    ValidationError,
)
from xcom_manager.services.core.stale import EDITABLE_FIELDS, soldier_stale_error
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.roster.checks import (
    clean_draft,
    draft_problems,
    soldier_row,
    stored_stats,
)
from xcom_manager.services.roster.deployed import deployments
from xcom_manager.services.roster.dto import SavedSoldier, SoldierDraft, SoldierRow, StatusFacts
from xcom_manager.services.roster.history import record_edit, record_recruit, written_by
from xcom_manager.store.db import Database
from xcom_manager.store.ids import storable_id
from xcom_manager.store.models import Campaign, Item, Mission, Soldier
from xcom_manager.store.peek import ROW_FIELDS

__all__ = ["RosterService"]

_ROW_COLUMNS: tuple[Any, ...] = (
    Soldier.id,
    Soldier.campaign_id,
    Soldier.name,
    Soldier.nationality,
    Soldier.rank,
    Soldier.soldier_class,
    Soldier.unit_type,
    Soldier.stats,
    Soldier.wounds,
    Soldier.status,
    Soldier.missions,
    Soldier.kills,
    Soldier.experience,
    Soldier.notes,
    Soldier.status_date,
    Soldier.status_mission_id,
    Soldier.status_mission,
    Soldier.status_cause,
    Soldier.version,  # last: ``current[-1]`` is the version
)
_ROW_FIELDS = ROW_FIELDS  # one list: the launch's stdlib read (store/peek.py) shares it
CAUSE_MAX = MAX_CAUSE_LENGTH


def _select_rows() -> Any:
    """``SELECT`` of the columns of a :class:`SoldierRow` (plain tuples: no ORM objects)."""
    return select(*_ROW_COLUMNS)


class RosterService:
    """The soldiers of the campaigns of one database."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    @property
    def db(self) -> Database:
        """The database these soldiers are in (for the services built beside this one)."""
        return self._db

    # -- reading ----------------------------------------------------------------------------

    def count_soldiers(self, campaign_id: int) -> int:
        """How many soldiers the campaign has (any status)."""
        with self._db.session() as session:
            return self._count(session, campaign_id)

    def list_soldiers(
        self,
        campaign_id: int,
        offset: int = 0,
        limit: int | None = None,
        *,
        after_id: int | None = None,
    ) -> list[SoldierRow]:
        """The campaign's soldiers ordered by id, ``limit`` of them (lazy views).

        Page with ``after_id`` (keyset paging: the soldiers with a greater id, read straight from
        the ``(campaign_id, id)`` index, as fast at the end of the roster as at its start);
        ``offset`` skips that many rows first and costs a scan of the skipped ones.
        """
        if offset < 0 or (limit is not None and limit < 0):
            raise ValueError("offset and limit must not be negative")
        with self._db.session() as session:
            return self._list(session, campaign_id, offset, limit, after_id)

    def open_roster(self, campaign_id: int, limit: int) -> tuple[int, list[SoldierRow]]:
        """The soldier count and the first ``limit`` soldiers by id, in one transaction.

        What a roster view needs before its first paint; consistent with each other.
        """
        if limit < 0:
            raise ValueError("limit must not be negative")
        with self._db.session() as session:
            count = self._count(session, campaign_id)
            rows = self._list(session, campaign_id, 0, limit, None) if count and limit else []
            return count, rows

    def get_soldier(self, soldier_id: int) -> SoldierRow:
        """One soldier; :class:`NotFoundError` if there is none with this id."""
        with self._db.session() as session:
            values = self._fetch(session, soldier_id)
            ruleset = self._campaigns.reading_ruleset_in_session(session, values[1])
            return _row(ruleset, values)

    def namesakes(
        self, campaign_id: int, name: str, *, exclude_id: int | None = None
    ) -> list[SoldierRow]:
        """The campaign's other soldiers who have the same name as ``name`` for a GM (case,
        accents and blanks between words aside: :func:`~xcom_manager.rules.name_search.same_name`),
        so that a recruit or a renaming to a name already taken can be asked about."""
        with self._db.session() as session:
            ruleset = self._campaigns.reading_ruleset_in_session(session, campaign_id)
            ids = [
                soldier_id
                for soldier_id, other in session.exec(
                    select(Soldier.id, Soldier.name).where(Soldier.campaign_id == campaign_id)
                ).all()
                if soldier_id != exclude_id and same_name(other, name)
            ]
            if not ids:
                return []
            query = _select_rows().where(col(Soldier.id).in_(ids)).order_by(col(Soldier.id))
            return [_row(ruleset, values) for values in session.exec(query).all()]

    def mission_choices(self, campaign_id: int) -> list[tuple[int, str]]:
        """The campaign's missions as ``(id, name)``, newest first (what a status change may
        name as the mission it happened on)."""
        with self._db.session() as session:
            self._require_campaign(session, campaign_id)
            rows = session.exec(
                select(Mission.id, Mission.name)
                .where(Mission.campaign_id == campaign_id)
                .order_by(col(Mission.id).desc())
            ).all()
            return [(int(mission_id), name) for mission_id, name in rows if mission_id is not None]

    def deployed_on(self, soldier_id: int) -> str | None:
        """The name of the mission in progress the soldier is on (ROS-1), ``None`` if none."""
        with self._db.session() as session:
            current = self._fetch(session, soldier_id)
            deployment = deployments(session, current[1]).get(soldier_id)
            return None if deployment is None else deployment.mission

    def deployed(self, campaign_id: int) -> dict[int, str]:
        """Every soldier of the campaign on a mission in progress (ROS-1): the mission's name
        by soldier id."""
        with self._db.session() as session:
            self._require_campaign(session, campaign_id)
            return {
                soldier_id: deployment.mission
                for soldier_id, deployment in deployments(session, campaign_id).items()
            }

    # -- recruiting -------------------------------------------------------------------------

    def new_recruit_draft(
        self,
        campaign_id: int,
        *,
        soldier_class: str,
        nationality: str | None = None,
        rng: random.Random,
    ) -> SoldierDraft:
        """A fresh recruit of ``soldier_class``: a random name, the class's default stats and
        unit type, the lowest rank, unhurt and active. Nothing is written."""
        ruleset = self._campaigns.ruleset_for(campaign_id)
        class_def = ruleset.soldier_classes.get(soldier_class)
        if class_def is None:
            known = ", ".join(ruleset.soldier_classes)
            raise ValidationError(
                [
                    FieldProblem.of(
                        "soldier_class", "field_one_of", known=known, given=repr(soldier_class)
                    )
                ],
                "the recruit",
            )
        if nationality is None:
            nationality = rng.choice(NATIONALITIES)
        stats = stored_stats(ruleset, class_def.default_stats)
        return SoldierDraft(
            name=random_name(nationality, rng),
            nationality=nationality,
            rank=ruleset.ranks[0],
            soldier_class=class_def.key,
            unit_type=class_def.default_unit_type,
            stats=stats,
            wounds=stats.get(ruleset.wounds_stat, 1),
            status=SoldierStatus.active.value,
            notes="",
        )

    def recruit(self, campaign_id: int, draft: SoldierDraft) -> SavedSoldier:
        """Add a soldier to the roster; :class:`ValidationError` names each bad field."""
        draft = clean_draft(draft)
        with write_session(self._db) as session:
            ruleset = self._campaigns.ruleset_in_session(session, campaign_id)
            _check(ruleset, draft)
            soldier = Soldier(
                campaign_id=campaign_id,
                name=draft.name,
                nationality=draft.nationality,
                rank=draft.rank,
                soldier_class=draft.soldier_class,
                unit_type=draft.unit_type,
                stats=stored_stats(ruleset, draft.stats),
                wounds=draft.wounds,
                status=draft.status,
                notes=draft.notes,
                **written_by(),
            )
            session.add(soldier)
            session.flush()
            assert soldier.id is not None
            record_recruit(session, soldier.campaign_id, soldier.id, soldier.rank)
            return _saved(ruleset, _values_of(soldier))

    # -- editing ----------------------------------------------------------------------------

    def update_soldier(
        self,
        soldier_id: int,
        draft: SoldierDraft,
        expected_version: int,
        *,
        facts: StatusFacts | None = None,
        shown: SoldierDraft | None = None,
    ) -> SavedSoldier:
        """Replace a soldier's editable fields; ``shown``, the fields the window showed, lets
        a stale edit's refusal say what the other GM changed.

        :class:`ValidationError` for a bad draft; :class:`StaleEditError` if the soldier is no
        longer at ``expected_version``; :class:`NotFoundError` if it is gone;
        :class:`RosterRefused` (ROS-1) for a change of status or wounds while the soldier is on
        a mission in progress. A new status forgets the facts of the old one unless ``facts``
        are given (an undo gives them back); ``facts`` given are written whatever the status.
        """
        draft = clean_draft(draft)
        with write_session(self._db) as session:
            current = self._fetch(session, soldier_id)
            values = dict(zip(_ROW_FIELDS, current, strict=True))
            ruleset = self._campaigns.ruleset_in_session(session, current[1])
            _check(ruleset, draft)
            if draft.status != values["status"] or draft.wounds != values["wounds"]:
                self._refuse_if_deployed(session, values)
            fact_columns: dict[str, Any] = {}
            if facts is not None:
                fact_columns = self._fact_columns(session, values, facts)
            elif draft.status != values["status"]:
                fact_columns = self._fact_columns(session, values, StatusFacts())
            self._write(
                session,
                soldier_id,
                expected_version,
                current,
                seen=None if shown is None else self._shown(session, values, shown),
                name=draft.name,
                nationality=draft.nationality,
                rank=draft.rank,
                soldier_class=draft.soldier_class,
                unit_type=draft.unit_type,
                stats=stored_stats(ruleset, draft.stats),
                wounds=draft.wounds,
                status=draft.status,
                notes=draft.notes,
                **fact_columns,
            )
            record_edit(session, values, {"rank": draft.rank, "status": draft.status}, fact_columns)
            return _saved(ruleset, self._fetch(session, soldier_id))

    def set_status(
        self,
        soldier_id: int,
        status: str,
        expected_version: int,
        facts: StatusFacts | None = None,
    ) -> SavedSoldier:
        """Change only the status (retire, dead for the memorial, back to active, ...) and
        record its ``facts`` (none given: none known; the old status's facts are forgotten).

        :class:`RosterRefused` when the soldier is on a mission in progress (ROS-1) or, to
        retire, is dead or missing (ROS-2); :class:`ValidationError` for a mission that is not
        the campaign's or a cause too long; :class:`StaleEditError` as for an edit.
        """
        with write_session(self._db) as session:
            current = self._fetch(session, soldier_id)
            ruleset = self._campaigns.ruleset_in_session(session, current[1])
            values = dict(zip(_ROW_FIELDS, current, strict=True))
            if status != values["status"]:
                self._refuse_if_deployed(session, values)
            if status == SoldierStatus.retired and values["status"] != status:
                refusal = retire_refusal(values["name"], values["status"])
                if refusal is not None:
                    raise RosterRefused(refusal)
            problems = [
                problem
                for problem in draft_problems(
                    ruleset,
                    SoldierDraft(
                        name=values["name"],
                        nationality=values["nationality"],
                        rank=values["rank"],
                        soldier_class=values["soldier_class"],
                        unit_type=values["unit_type"],
                        stats=values["stats"],
                        wounds=values["wounds"],
                        status=status,
                        notes=values["notes"],
                    ),
                )
                if problem.field == "status"
            ]
            if problems:
                raise ValidationError(problems, values["name"])
            columns = self._fact_columns(session, values, facts or StatusFacts())
            self._write(session, soldier_id, expected_version, current, status=status, **columns)
            record_edit(session, values, {"status": status}, columns)
            return _saved(ruleset, self._fetch(session, soldier_id))

    def dismiss(
        self,
        soldier_id: int,
        expected_version: int | None = None,
        *,
        shown: SoldierDraft | None = None,
    ) -> Changes:
        """Delete a soldier who carries nothing (the undo of a recruit).

        A soldier with items must hand them back to the armoury first; ``expected_version``, if
        given, refuses a stale dismissal like an edit, and so does ``shown`` (the fields the
        window showed: the recruit, for its undo) when another GM has changed any of them; the
        refusal says who changed what and when.
        """
        with write_session(self._db) as session:
            current = self._fetch(session, soldier_id)
            name, version = current[2], current[-1]
            values = dict(zip(_ROW_FIELDS, current, strict=True))
            seen = None if shown is None else self._shown(session, values, shown)
            changed = seen is not None and any(
                seen[f] != values[f] for f in EDITABLE_FIELDS if f in seen
            )
            if changed or (expected_version is not None and version != expected_version):
                raise soldier_stale_error(session, soldier_id, name, values, seen, "dismissal")
            carried = session.exec(
                select(func.count(col(Item.id))).where(Item.soldier_id == soldier_id)
            ).one()
            if carried:
                raise UserError(
                    Message.of("dismiss_carrying_one", name=name)
                    if carried == 1
                    else Message.of("dismiss_carrying", name=name, count=carried)
                )
            self._refuse_if_deployed(session, dict(zip(_ROW_FIELDS, current, strict=True)))
            session.exec(delete(Soldier).where(col(Soldier.id) == soldier_id))
            return _roster_changed(current[1])

    def restore(self, row: SoldierRow) -> SavedSoldier:
        """Re-create a dismissed soldier with its old id and fields (the redo of a recruit).

        Uses ``row.campaign_id``; refused if the id is taken again or the row breaks the rules.
        """
        with write_session(self._db) as session:
            ruleset = self._campaigns.ruleset_in_session(session, row.campaign_id)
            draft = row.to_draft()
            _check(ruleset, draft)
            if session.get(Soldier, row.id) is not None:
                raise UserError(Message.of("restore_exists", name=row.name, soldier_id=row.id or 0))
            soldier = Soldier(
                id=row.id,
                campaign_id=row.campaign_id,
                name=draft.name,
                nationality=draft.nationality,
                rank=draft.rank,
                soldier_class=draft.soldier_class,
                unit_type=draft.unit_type,
                stats=stored_stats(ruleset, draft.stats),
                wounds=draft.wounds,
                status=draft.status,
                missions=row.missions,
                kills=row.kills,
                experience=row.experience,
                notes=draft.notes,
                version=row.version,
                status_date=row.status_date,
                status_mission_id=row.status_mission_id,
                status_mission=row.status_mission,
                status_cause=row.status_cause,
                **written_by(),
            )
            session.add(soldier)
            session.flush()
            record_recruit(session, row.campaign_id, row.id, draft.rank)
            return _saved(ruleset, _values_of(soldier))

    # -- helpers ----------------------------------------------------------------------------

    def _count(self, session: Session, campaign_id: int) -> int:
        count = session.exec(
            select(func.count(col(Soldier.id))).where(Soldier.campaign_id == campaign_id)
        ).one()
        if count == 0:
            self._require_campaign(session, campaign_id)
        return count

    def _list(
        self,
        session: Session,
        campaign_id: int,
        offset: int,
        limit: int | None,
        after_id: int | None,
    ) -> list[SoldierRow]:
        ruleset = self._campaigns.reading_ruleset_in_session(session, campaign_id)
        query = _select_rows().where(Soldier.campaign_id == campaign_id)
        if after_id is not None:
            query = query.where(col(Soldier.id) > after_id)
        query = query.order_by(col(Soldier.id))
        if offset:
            query = query.offset(offset)
        if limit is not None:
            query = query.limit(limit)
        return [_row(ruleset, values) for values in session.exec(query).all()]

    @staticmethod
    def _refuse_if_deployed(session: Session, values: dict[str, Any]) -> None:
        """ROS-1: refuse a change of status or wounds of a soldier on a mission in progress."""
        deployment = deployments(session, values["campaign_id"]).get(values["id"])
        if deployment is not None:
            raise RosterRefused(deployed_change(values["name"], deployment.mission))

    @staticmethod
    def _fact_columns(
        session: Session, values: dict[str, Any], facts: StatusFacts
    ) -> dict[str, Any]:
        """The ``status_*`` columns for ``facts``: the mission checked to be the soldier's
        campaign's (its name kept as it is now), the cause trimmed (empty: none)."""
        problems: list[FieldProblem] = []
        mission_name: str | None = None
        if facts.mission_id is not None:
            mission = session.get(Mission, facts.mission_id)
            if mission is None or mission.campaign_id != values["campaign_id"]:
                problems.append(
                    FieldProblem(
                        "status_mission",
                        f"there is no mission #{facts.mission_id} in this campaign",
                    )
                )
            else:
                mission_name = mission.name
        elif isinstance(facts.mission, str) and facts.mission.strip():
            mission_name = facts.mission.strip()[:200]
        cause = facts.cause.strip() if isinstance(facts.cause, str) else None
        if cause is not None and len(cause) > CAUSE_MAX:
            problems.append(
                FieldProblem("status_cause", f"must be at most {CAUSE_MAX} characters long")
            )
        if problems:
            raise ValidationError(problems, values["name"])
        return {
            "status_date": facts.date,
            "status_mission_id": facts.mission_id,
            "status_mission": mission_name,
            "status_cause": cause or None,
        }

    @staticmethod
    def _require_campaign(session: Session, campaign_id: int) -> None:
        if session.get(Campaign, campaign_id) is None:
            raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))

    @staticmethod
    def _fetch(session: Session, soldier_id: int) -> tuple[Any, ...]:
        values = None
        if storable_id(soldier_id):
            values = session.exec(_select_rows().where(Soldier.id == soldier_id)).first()
        if values is None:
            raise NotFoundError(Message.of("no_soldier_gone", soldier_id=soldier_id))
        return tuple(values)

    @staticmethod
    def _write(
        session: Session,
        soldier_id: int,
        expected_version: int,
        current: tuple[Any, ...],
        seen: dict[str, Any] | None = None,
        **changes: Any,
    ) -> None:
        """Apply ``changes`` only if the soldier is still at ``expected_version``, with who
        wrote it and when (:func:`~xcom_manager.services.roster.history.written_by`); else the
        refusal says who changed what and when (``seen``: what the GM's window showed)."""
        name = current[2]
        if current[-1] != expected_version:
            values = dict(zip(_ROW_FIELDS, current, strict=True))
            raise soldier_stale_error(session, soldier_id, name, values, seen)
        result = session.exec(
            update(Soldier)
            .where(col(Soldier.id) == soldier_id)
            .where(col(Soldier.version) == expected_version)
            .values(**changes, **written_by(), version=expected_version + 1)
        )
        if getattr(result, "rowcount", 1) != 1:
            # Another GM's edit committed between our read and our write (PostgreSQL's read
            # committed; SQLite's write lock forbids it): say whose and what, as it is now.
            now = RosterService._fetch(session, soldier_id)
            values = dict(zip(_ROW_FIELDS, now, strict=True))
            raise soldier_stale_error(session, soldier_id, name, values, seen)

    def _shown(
        self, session: Session, values: dict[str, Any], shown: SoldierDraft
    ) -> dict[str, Any]:
        """The fields a window showed, as the soldier's columns hold them (its stats stored)."""
        ruleset = self._campaigns.ruleset_in_session(session, values["campaign_id"])
        return {**dataclasses.asdict(shown), "stats": stored_stats(ruleset, shown.stats)}


def _check(ruleset: Ruleset, draft: SoldierDraft) -> None:
    problems = draft_problems(ruleset, draft)
    if problems:
        raise ValidationError(problems, draft.name.strip() or "the soldier")


def _values_of(soldier: Soldier) -> tuple[Any, ...]:
    return tuple(getattr(soldier, field) for field in _ROW_FIELDS)


def _row(ruleset: Ruleset, values: Any) -> SoldierRow:
    fields = dict(zip(_ROW_FIELDS, values, strict=True))
    return soldier_row(ruleset, **fields)


def _saved(ruleset: Ruleset, values: Any) -> SavedSoldier:
    row = _row(ruleset, values)
    return SavedSoldier(row, _roster_changed(row.campaign_id))


def _roster_changed(campaign_id: int) -> Changes:
    return Changes.of(Change.roster, campaign_id=campaign_id)
