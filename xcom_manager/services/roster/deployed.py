"""Which soldiers are deployed: on a mission of their campaign that is still in progress.

One answer for the mission service (a soldier goes on one mission at a time) and the roster
(ROS-1: a deployed soldier's status and wounds change only through the mission), read in the
caller's transaction from the missions' setups (``RuleSystem.soldier_ids``).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlmodel import Session, select

from xcom_manager.rules.mission.registry import stored_system
from xcom_manager.store.models import Mission

__all__ = ["Deployment", "deployments"]


@dataclass(frozen=True, slots=True)
class Deployment:
    """The mission in progress a soldier is on."""

    mission_id: int
    mission: str


def deployments(session: Session, campaign_id: int) -> dict[int, Deployment]:
    """Every soldier on a mission in progress of the campaign, by soldier id.

    A mission whose setup cannot be read (damaged) holds nobody back."""
    busy: dict[int, Deployment] = {}
    for row in session.exec(
        select(Mission).where(Mission.campaign_id == campaign_id, Mission.status == "in_progress")
    ):
        assert row.id is not None
        try:
            system = stored_system(row.system)
            soldier_ids = system.soldier_ids(system.setup_from_json(row.setup))
        except ValueError:
            continue
        for soldier_id in soldier_ids:
            busy[soldier_id] = Deployment(row.id, row.name)
    return busy
