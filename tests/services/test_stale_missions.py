"""Two GMs on one mission, and the stale writes the other tests leave: a
mission command or a debrief based on the log a GM's window showed, after another GM recorded
more, is refused and names who recorded what and when; a soldier changed behind the debrief's
write, a stale dismissal, a roster edit raced between its read and its write say who changed
what and when too. Two services over the same database are the two GMs' apps; on both engines.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import update
from sqlmodel import Session, col, select

from tests.helpers.demo import create_demo
from tests.services.test_inventory import _soldier
from xcom_manager.rules.mission.commands import Note
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.history import HistoryKind, record
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Mission, MissionEvent, Soldier
from xcom_manager.ui.common.texts import error_text

_CLOCK = re.compile(r" at \d\d:\d\d ")


@dataclass
class TwoGMs:
    """Boris's and Anna's apps on one demo campaign, and a mission of it in progress."""

    boris: MissionService
    anna: MissionService
    boris_db: Database
    campaign_id: int
    mission_id: int


@pytest.fixture
def two_gms(db_url: str) -> Iterator[TwoGMs]:
    with Database.open(db_url) as boris_db, Database.open(db_url) as anna_db:
        campaigns = CampaignService(boris_db)
        campaign_id = create_demo(campaigns).id
        boris = MissionService(boris_db, campaigns)
        mission = next(m for m in boris.list_missions(campaign_id) if m.status != "finished")
        anna = MissionService(anna_db, CampaignService(anna_db))
        yield TwoGMs(boris, anna, boris_db, campaign_id, mission.id)


def _roster(db: Database) -> list[tuple[Any, ...]]:
    with db.session() as session:
        return [
            tuple(row)
            for row in session.exec(
                select(Soldier.id, Soldier.status, Soldier.wounds, Soldier.version).order_by(
                    col(Soldier.id)
                )
            ).all()
        ]


def test_a_stale_command_names_the_gm_who_recorded_the_steps_and_when(two_gms: TwoGMs) -> None:
    seen = two_gms.boris.view(two_gms.mission_id).seq  # what Boris's window shows
    two_gms.anna.execute(two_gms.mission_id, Note("Smoke"), actor="anna", expected_seq=seen)
    with pytest.raises(StaleEditError) as refused:
        two_gms.boris.execute(
            two_gms.mission_id, Note("Boris was here"), actor="boris", expected_seq=seen
        )
    text = error_text(refused.value)
    assert " was changed by anna at " in text and _CLOCK.search(text)
    assert "(new steps: noted)" in text and "Reload" in text
    assert two_gms.boris.view(two_gms.mission_id).seq == seen + 1  # Boris's note not recorded
    with two_gms.boris_db.session() as session:
        actors = session.exec(
            select(MissionEvent.actor).where(MissionEvent.mission_id == two_gms.mission_id)
        ).all()
    assert actors[-1] == "anna"


def test_a_debrief_of_a_mission_another_gm_moved_on_is_refused_and_writes_nothing(
    two_gms: TwoGMs,
) -> None:
    seen = two_gms.boris.view(two_gms.mission_id).seq
    two_gms.anna.execute(two_gms.mission_id, Note("One more"), actor="anna", expected_seq=seen)
    before = _roster(two_gms.boris_db)
    with pytest.raises(StaleEditError) as refused:
        two_gms.boris.end_mission(two_gms.mission_id, actor="boris", expected_seq=seen)
    assert " was changed by anna at " in error_text(refused.value)
    assert two_gms.boris.view(two_gms.mission_id).info.status == "in_progress"
    assert _roster(two_gms.boris_db) == before  # nothing of the debrief written
    # Reloaded (the log as it is now), the debrief goes through.
    now = two_gms.boris.view(two_gms.mission_id).seq
    two_gms.boris.end_mission(two_gms.mission_id, actor="boris", expected_seq=now)


def test_a_command_on_a_mission_another_gm_debriefed_names_them(two_gms: TwoGMs) -> None:
    seen = two_gms.boris.view(two_gms.mission_id).seq
    two_gms.anna.end_mission(two_gms.mission_id, actor="anna", expected_seq=seen)
    with pytest.raises(StaleEditError) as refused:
        two_gms.boris.execute(two_gms.mission_id, Note("late"), expected_seq=seen)
    assert "by anna at " in error_text(refused.value)
    with pytest.raises(StaleEditError) as again:
        two_gms.boris.end_mission(two_gms.mission_id, actor="boris", expected_seq=seen)
    assert "by anna at " in error_text(again.value)
    # A window that showed every event but not the debrief (a mission over by its events):
    # the debrief's own facts name Anna.
    now = two_gms.boris.view(two_gms.mission_id).seq
    with pytest.raises(StaleEditError) as debriefed:
        two_gms.boris.end_mission(two_gms.mission_id, actor="boris", expected_seq=now)
    assert " was ended and debriefed by anna at " in error_text(debriefed.value)


def test_a_debrief_leaves_its_gm_on_the_squad_and_on_the_outcome_seal(two_gms: TwoGMs) -> None:
    """The debrief writes each soldier of the squad as Anna's write (a later stale roster
    edit can name her) and seals the outcome in her name."""
    with two_gms.boris_db.session() as session:
        row = session.get(Mission, two_gms.mission_id)
        assert row is not None
        squad = {c["soldier_id"] for c in row.setup["characters"] if c.get("soldier_id")}
    two_gms.anna.end_mission(two_gms.mission_id, actor="anna")
    with two_gms.boris_db.session() as session:
        writers = session.exec(
            select(Soldier.changed_by, Soldier.changed_at).where(col(Soldier.id).in_(squad))
        ).all()
        seal = session.exec(
            select(MissionEvent.type, MissionEvent.actor).where(
                MissionEvent.mission_id == two_gms.mission_id, MissionEvent.seq == -1
            )
        ).one()
    assert squad and {who for who, _ in writers} == {"anna"}
    assert all(moment is not None for _, moment in writers)
    assert tuple(seal) == ("outcome_sealed", "anna")


def test_a_soldier_changed_between_the_debriefs_read_and_write_is_named(
    two_gms: TwoGMs, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The debrief's write is conditional on the version it read: a roster edit committed in
    between (PostgreSQL's read committed lets one in; played here in the debrief's own
    transaction) refuses the whole debrief, naming the soldier, who, what and when."""
    from xcom_manager.services.missions import debrief

    editable = debrief._editable
    raced: list[str] = []

    def race(soldier: Soldier) -> dict[str, Any]:
        values = editable(soldier)
        if not raced:  # Anna retires the first soldier right after the debrief read it
            session = Session.object_session(soldier)
            assert session is not None and soldier.id is not None
            session.execute(
                update(Soldier)
                .where(col(Soldier.id) == soldier.id)
                .values(status="retired", version=col(Soldier.version) + 1)
            )
            record(
                session,
                campaign_id=soldier.campaign_id,
                soldier_id=soldier.id,
                kind=HistoryKind.status_changed,
                params={"from_status": "active", "to_status": "retired"},
                actor="anna",
            )
            raced.append(soldier.name)
        return values

    monkeypatch.setattr(debrief, "_editable", race)
    before = _roster(two_gms.boris_db)
    with pytest.raises(StaleEditError) as refused:
        two_gms.boris.end_mission(two_gms.mission_id, actor="boris")
    text = error_text(refused.value)
    assert text.startswith(f"{raced[0]} was changed on the roster by anna at ")
    assert "(status: active → retired)" in text and "end the mission again" in text
    assert _roster(two_gms.boris_db) == before  # rolled back: nothing half-written
    with two_gms.boris_db.session() as session:
        mission = session.get(Mission, two_gms.mission_id)
        assert mission is not None and mission.status == "in_progress"


def test_a_stale_dismissal_names_who_changed_the_recruit(
    db_url: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The undo of a recruit dismisses the soldier as recruited only: Anna's retirement of
    the recruit meanwhile refuses it with who, what and when; the soldier stays."""
    soldier = _soldier(roster, campaign_id, name="Ivanova")
    recruited = roster.get_soldier(soldier)
    with Database.open(db_url) as anna_db:
        anna = RosterService(anna_db, CampaignService(anna_db))
        monkeypatch.setenv("XCOM_GM_NAME", "anna")
        anna.set_status(soldier, "retired", expected_version=recruited.version)
    with pytest.raises(StaleEditError) as refused:
        roster.dismiss(soldier, shown=recruited.to_draft())
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ") and _CLOCK.search(text)
    assert "(status: active → retired); the soldier was not dismissed" in text
    assert roster.get_soldier(soldier).status == "retired"
    with pytest.raises(StaleEditError) as by_version:  # the version alone says as much
        roster.dismiss(soldier, expected_version=recruited.version)
    assert error_text(by_version.value) == text


def test_a_roster_edit_raced_between_its_read_and_write_says_who_and_what(
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``RosterService._write``'s conditional update finds the version moved on after its own
    read (another GM's commit under PostgreSQL's read committed; played in the edit's own
    transaction): the refusal is worded like any stale edit, not a generic one."""
    soldier = _soldier(roster, campaign_id, name="Ivanova")
    shown = roster.get_soldier(soldier)
    campaigns = roster._campaigns
    real = campaigns.ruleset_in_session

    def race(session: Session, cid: int) -> Any:
        ruleset = real(session, cid)
        if not getattr(race, "done", False):
            race.done = True  # type: ignore[attr-defined]
            session.execute(
                update(Soldier)
                .where(col(Soldier.id) == soldier)
                .values(rank="Sergeant", version=col(Soldier.version) + 1)
            )
            record(
                session,
                campaign_id=campaign_id,
                soldier_id=soldier,
                kind=HistoryKind.rank_changed,
                params={"from_rank": shown.rank, "to_rank": "Sergeant"},
                actor="anna",
            )
        return ruleset

    monkeypatch.setattr(campaigns, "ruleset_in_session", race)
    edit = dataclasses.replace(shown.to_draft(), notes="Boris's note")
    with pytest.raises(StaleEditError) as refused:
        roster.update_soldier(soldier, edit, shown.version, shown=shown.to_draft())
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ")
    assert f"(rank: {shown.rank} → Sergeant)" in text
    monkeypatch.undo()
    after = roster.get_soldier(soldier)
    assert (after.rank, after.notes, after.version) == (shown.rank, shown.notes, 1)
