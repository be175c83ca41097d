"""The debrief writes a mission's kills and Experience Points back to the roster (the board game's
M-CX-4: a Hero gains 1 Experience Point per model killed), and a mission that gave none keeps its
recorded outcome's shape (real SQLite files)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from sqlmodel import col, select

from tests.helpers.documents import soldier_entry
from xcom_manager.rules.mission import engine, registry
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.system import Debrief
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import Kill
from xcom_manager.rules.wargame.system import Wargame
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.debrief import write_back
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.missions.views import debrief_summary
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Mission as MissionRow
from xcom_manager.store.models import MissionEvent, Soldier

#: The keys of a soldier's outcome that every mission records (wargame missions no more).
OUTCOME_KEYS = {"soldier_id", "name", "status", "wounds", "cause", "rule_ids"}


class _Scoring(Wargame):
    """The wargame, but its debrief says Anna killed two models and gained two Experience
    Points, as the board game's will (M-CX-4)."""

    def debrief(self, mission: Mission, ruleset: Ruleset) -> Debrief:
        outcome = super().debrief(mission, ruleset)
        return replace(
            outcome,
            soldiers=tuple(
                replace(s, kills=2, experience=2) if s.name.startswith("Anna") else s
                for s in outcome.soldiers
            ),
        )


@pytest.fixture
def started(db: Database, campaigns: CampaignService) -> tuple[MissionService, int, dict[str, int]]:
    """A campaign of Anna (a veteran of 3 kills) and Boris, both on a ground mission against one
    sectoid: the service, the mission and the soldiers' ids by first name."""
    anna = {**soldier_entry("Anna Berg"), "missions": 4, "kills": 3}
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Experience", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [anna, soldier_entry("Boris Lind")],
    }
    campaign = campaigns.import_campaign(document).id
    with db.session() as session:
        ids = {s.name.split()[0]: s.id for s in session.exec(select(Soldier)) if s.id}
    missions = MissionService(db, campaigns)
    view = missions.start_mission(
        campaign,
        name="Farm",
        options={"environment": "ground"},
        soldier_ids=[ids["Anna"], ids["Boris"]],
        aliens=["sectoid"],
    )
    return missions, view.info.id, ids


def _soldiers(db: Database) -> dict[str, tuple[int, int, int]]:
    """Each soldier's (missions, kills, experience) by first name."""
    with db.session() as session:
        return {
            s.name.split()[0]: (s.missions, s.kills, s.experience)
            for s in session.exec(select(Soldier))
        }


def test_write_back_adds_the_kills_and_experience_the_system_gave(
    db: Database,
    campaigns: CampaignService,
    started: tuple[MissionService, int, dict[str, int]],
) -> None:
    """write_back adds a soldier's kills and Experience Points to its own, and records them in
    the outcome only for the soldier who got some; the debrief summary reads them back."""
    _, mission_id, ids = started
    system = _Scoring()
    with db.session() as session:
        row = session.get(MissionRow, mission_id)
        assert row is not None
        ruleset = campaigns.ruleset_in_session(session, row.campaign_id)
        events = tuple(
            Event(e.seq, e.type, e.payload)
            for e in session.exec(
                select(MissionEvent)
                .where(MissionEvent.mission_id == mission_id, col(MissionEvent.seq) > 0)
                .order_by(col(MissionEvent.seq))
            )
        )
        mission = engine.replay(system, system.setup_from_json(row.setup), events, ruleset)
        outcome = write_back(session, row, ruleset, mission, "GM Test")
        row.outcome = outcome
        row.status = "finished"
        session.add(row)

    by_name = {s["name"]: s for s in outcome["soldiers"]}
    assert by_name["Anna Berg"]["kills"] == 2
    assert by_name["Anna Berg"]["experience"] == 2
    assert set(by_name["Anna Berg"]) == OUTCOME_KEYS | {"kills", "experience"}
    assert set(by_name["Boris Lind"]) == OUTCOME_KEYS
    assert by_name["Anna Berg"]["soldier_id"] == ids["Anna"]
    # Anna had 3 kills and no Experience; every soldier who took part has one more mission.
    assert _soldiers(db) == {"Anna": (5, 5, 2), "Boris": (1, 0, 0)}

    with db.session() as session:
        stored = session.get(MissionRow, mission_id)
        assert stored is not None
        summary = debrief_summary(stored)
    assert summary is not None
    lines = {line.name: line for line in summary.soldiers}
    assert (lines["Anna Berg"].kills, lines["Anna Berg"].experience) == (2, 2)
    assert (lines["Boris Lind"].kills, lines["Boris Lind"].experience) == (0, 0)


def test_the_roster_reads_back_the_experience(
    db: Database,
    roster: RosterService,
    started: tuple[MissionService, int, dict[str, int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Through the service: a system whose debrief gives Experience Points ends the mission, and
    the roster's rows carry the soldier's new kills and Experience."""
    missions, mission_id, ids = started
    monkeypatch.setattr(registry, "SYSTEMS", {**registry.SYSTEMS, "wargame": _Scoring()})
    summary = missions.end_mission(mission_id, actor="GM Test")
    assert {(s.name, s.kills, s.experience) for s in summary.soldiers} == {
        ("Anna Berg", 2, 2),
        ("Boris Lind", 0, 0),
    }
    with db.session() as session:
        soldier = session.get(Soldier, ids["Anna"])
        assert soldier is not None
        campaign_id = soldier.campaign_id
    rows = {row.name: row for row in roster.list_soldiers(campaign_id)}
    assert (rows["Anna Berg"].kills, rows["Anna Berg"].experience) == (5, 2)
    assert (rows["Boris Lind"].kills, rows["Boris Lind"].experience) == (0, 0)


def test_a_wargame_debrief_gives_no_experience_and_keeps_the_outcome_shape(
    db: Database, started: tuple[MissionService, int, dict[str, int]]
) -> None:
    """The wargame gives no Experience Points, and the GM's casualty with no killer named is
    nobody's kill: a mission with such a dead alien leaves both as they were, and its recorded
    outcome has no kills or experience keys (kills of the wargame: test_debrief_kills.py)."""
    missions, mission_id, _ = started
    missions.execute(mission_id, Kill("a1"))
    summary = missions.end_mission(mission_id, actor="GM Test")
    assert all((s.kills, s.experience) == (0, 0) for s in summary.soldiers)
    assert _soldiers(db) == {"Anna": (5, 3, 0), "Boris": (1, 0, 0)}
    with db.session() as session:
        row = session.get(MissionRow, mission_id)
        assert row is not None and row.outcome is not None
        assert [set(s) for s in row.outcome["soldiers"]] == [OUTCOME_KEYS, OUTCOME_KEYS]
