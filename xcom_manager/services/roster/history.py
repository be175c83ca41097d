"""Writing the facts of a soldier's career (``soldier_history``), in the caller's transaction.

Every roster path that changes what a service record shows calls :func:`record`: a recruit, a
status change (with its date, mission and cause), a change of rank through the form, the
debrief (a wound on a mission), a promotion (ROS-3) and a return to duty (ROS-4). A fact is
keys and parameters (:class:`~xcom_manager.rules.career.HistoryKind`), never a sentence; it is
never updated: an undo records a new fact. :func:`write_soldier` is the version-checked update
the career use-cases share with the roster's edits (optimistic locking).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

from sqlalchemy import update
from sqlmodel import Session, col

from xcom_manager.rules.career import HistoryKind
from xcom_manager.rules.mission.system import SoldierOutcome
from xcom_manager.services.audit.chain import default_actor
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.store.models import Mission, Soldier, SoldierHistory, utc_now

__all__ = [
    "record",
    "record_debrief",
    "record_edit",
    "record_recruit",
    "stale",
    "write_soldier",
    "written_by",
]


def record(
    session: Session,
    *,
    campaign_id: int,
    soldier_id: int,
    kind: HistoryKind,
    params: Mapping[str, Any] | None = None,
    on: date | None = None,
    mission_id: int | None = None,
    mission: str | None = None,
    actor: str | None = None,
) -> SoldierHistory:
    """Append one fact of ``kind`` for the soldier; ``on`` is the game date (default today)."""
    fact = SoldierHistory(
        campaign_id=campaign_id,
        soldier_id=soldier_id,
        kind=kind.value,
        params={k: v for k, v in (params or {}).items() if v is not None},
        mission_id=mission_id,
        mission=mission,
        happened_on=on or utc_now().date(),
        actor=((actor or "").strip() or default_actor())[:200],
    )
    session.add(fact)
    session.flush()
    return fact


def record_recruit(session: Session, campaign_id: int, soldier_id: int, rank: str) -> None:
    """The first fact of a soldier's record: recruited, at ``rank``."""
    record(
        session,
        campaign_id=campaign_id,
        soldier_id=soldier_id,
        kind=HistoryKind.recruited,
        params={"rank": rank},
    )


def record_edit(
    session: Session,
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    facts: Mapping[str, Any],
) -> None:
    """The facts of a roster edit from ``before`` (the soldier's columns) to ``after``
    (``rank`` and ``status``), with the new status's ``status_*`` columns ``facts`` (date,
    mission, cause): a rank changed by hand, a status changed; nothing for an edit that
    changes neither."""
    ids = {"campaign_id": before["campaign_id"], "soldier_id": before["id"]}
    if after.get("rank", before["rank"]) != before["rank"]:
        record(
            session,
            **ids,
            kind=HistoryKind.rank_changed,
            params={"from_rank": before["rank"], "to_rank": after["rank"]},
        )
    if after.get("status", before["status"]) != before["status"]:
        record(
            session,
            **ids,
            kind=HistoryKind.status_changed,
            params={
                "from_status": before["status"],
                "to_status": after["status"],
                "status_cause": facts.get("status_cause"),
            },
            on=facts.get("status_date"),
            mission_id=facts.get("status_mission_id"),
            mission=facts.get("status_mission"),
        )


def record_debrief(
    session: Session,
    mission: Mission,
    result: SoldierOutcome,
    wounds_before: int,
    on: date,
    actor: str,
) -> None:
    """The facts a debrief adds to a soldier's record beside the mission's outcome (which holds
    its result and kills): the wounds it lost, and a death or a disappearance with its cause."""
    assert mission.id is not None
    where: dict[str, Any] = {
        "campaign_id": mission.campaign_id,
        "soldier_id": result.soldier_id,
        "on": on,
        "mission_id": mission.id,
        "mission": mission.name,
        "actor": actor,
    }
    if result.wounds < wounds_before:
        record(
            session,
            **where,
            kind=HistoryKind.wounded,
            params={"wounds_before": wounds_before, "wounds_left": result.wounds},
        )
    if result.status in ("dead", "mia"):
        record(
            session,
            **where,
            kind=HistoryKind.status_changed,
            params={
                "from_status": "active",
                "to_status": result.status,
                "status_cause": result.cause,
            },
        )


def stale(name: str) -> StaleEditError:
    """The refusal of a write based on an old version of the soldier."""
    return StaleEditError(
        f"{name} was changed by someone else since you opened it; "
        "your change was not saved. Reload the soldier and try again."
    )


def written_by(actor: str | None = None) -> dict[str, Any]:
    """The columns that say who wrote a soldier's row and when (``actor``, else the default
    GM's name), for every write of a soldier: a stale edit's refusal names them."""
    return {
        "changed_by": ((actor or "").strip() or default_actor())[:200],
        "changed_at": utc_now(),
    }


def write_soldier(
    session: Session,
    soldier_id: int,
    name: str,
    expected_version: int,
    *,
    actor: str | None = None,
    **changes: Any,
) -> None:
    """Apply ``changes`` to the soldier only if it is still at ``expected_version``, written
    by ``actor`` (:func:`written_by`)."""
    result = session.exec(
        update(Soldier)
        .where(col(Soldier.id) == soldier_id)
        .where(col(Soldier.version) == expected_version)
        .values(**changes, **written_by(actor), version=expected_version + 1)
    )
    if getattr(result, "rowcount", 1) != 1:
        raise stale(name)
