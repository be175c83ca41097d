"""A mission's setup and outcome are sealed in the mission-event chain: the seal of the setup is
written when the mission starts, the seal of the outcome by the debrief, and an edit of either
behind the application's back (on a connection of its own: :mod:`tests.helpers.audit`) is the
one damaged-mission message in the list, the tracker, the replay, the statistics and
``audit verify``, while the campaign's other missions still list and replay. On SQLite and
PostgreSQL."""

from __future__ import annotations

import json

import pytest

from tests.helpers.audit import raw_rows, raw_sql
from tests.helpers.demo import create_demo
from xcom_manager.services.audit.history import verify_history
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.event_chain import stored_content
from xcom_manager.services.missions.seals import setup_digest
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.stats.service import StatsService
from xcom_manager.store.chain import link_hash
from xcom_manager.store.db import Database

_CHAIN_COLUMNS = (
    "campaign_id, chain_seq, mission_id, seq, type, CAST(recorded_at AS TEXT), "
    "CAST(payload AS TEXT), prev_hash, hash"
)


@pytest.fixture
def demo(db: Database, campaigns: CampaignService) -> tuple[MissionService, int, Database]:
    info = create_demo(campaigns)
    return MissionService(db, campaigns), info.id, db


def _mission(missions: MissionService, campaign_id: int, status: str) -> int:
    return next(m.id for m in missions.list_missions(campaign_id) if m.status == status)


def _json(db: Database, column: str, mission_id: int) -> object:
    text = raw_rows(db, f"SELECT CAST({column} AS TEXT) FROM mission WHERE id = ?", mission_id)
    return json.loads(str(text[0][0]))


def _edit_setup(db: Database, mission_id: int) -> None:
    """One more wound for the squad's first soldier: a setup that still reads and replays."""
    setup = _json(db, "setup", mission_id)
    assert isinstance(setup, dict)
    setup["characters"][0]["wounds"] += 1
    raw_sql(db, "UPDATE mission SET setup = ? WHERE id = ?", json.dumps(setup), mission_id)


def _edit_outcome(db: Database, mission_id: int) -> None:
    """The debrief's first soldier one kill more: an outcome that still reads."""
    outcome = _json(db, "outcome", mission_id)
    assert isinstance(outcome, dict)
    outcome["soldiers"][0]["kills"] = outcome["soldiers"][0].get("kills", 0) + 1
    raw_sql(db, "UPDATE mission SET outcome = ? WHERE id = ?", json.dumps(outcome), mission_id)


def test_a_new_mission_seals_its_setup_and_its_debrief_its_outcome(
    demo: tuple[MissionService, int, Database],
) -> None:
    missions, campaign_id, db = demo
    running = _mission(missions, campaign_id, "in_progress")
    finished = _mission(missions, campaign_id, "finished")
    seals = raw_rows(
        db,
        "SELECT mission_id, seq, type FROM mission_event WHERE seq <= 0 ORDER BY chain_seq",
    )
    assert (finished, 0, "setup_sealed") in seals and (finished, -1, "outcome_sealed") in seals
    assert (running, 0, "setup_sealed") in seals and (running, -1, "outcome_sealed") not in seals
    first = raw_rows(
        db, "SELECT seq FROM mission_event WHERE mission_id = ? ORDER BY chain_seq", running
    )
    assert first[0] == (0,)  # before the mission's first event
    payload = raw_rows(
        db,
        "SELECT CAST(payload AS TEXT) FROM mission_event WHERE mission_id = ? AND seq = 0",
        running,
    )[0][0]
    environment = raw_rows(db, "SELECT system, environment FROM mission WHERE id = ?", running)
    system, env = environment[0]
    wanted = setup_digest(system, env, _json(db, "setup", running))
    assert json.loads(str(payload)) == {"setup": wanted}
    report = verify_history(db, campaign_id)
    assert report.ok, report.findings
    assert report.events.unsealed == ()
    assert "not sealed" not in report.summary()
    # The seals are not events: the tracker, the replay and the statistics see the events alone.
    assert missions.view(running).info.seq == int(
        raw_rows(db, "SELECT max(seq) FROM mission_event WHERE mission_id = ?", running)[0][0]
    )
    assert json.loads(missions.replay_json(running))["log"][0]["seq"] == 1


@pytest.mark.parametrize(
    ("edit", "what"),
    [
        ("setup", "its setup was changed after it was recorded"),
        ("outcome", "its outcome was changed after it was recorded"),
        ("status", "its outcome was changed after it was recorded"),
    ],
)
def test_an_edited_setup_or_outcome_is_one_damaged_mission_message_everywhere(
    demo: tuple[MissionService, int, Database], campaigns: CampaignService, edit: str, what: str
) -> None:
    missions, campaign_id, db = demo
    damaged = _mission(missions, campaign_id, "finished")
    healthy = _mission(missions, campaign_id, "in_progress")
    if edit == "setup":
        _edit_setup(db, damaged)
    elif edit == "outcome":
        _edit_outcome(db, damaged)
    else:  # a debriefed mission set running again, as if its debrief had not happened
        raw_sql(db, "UPDATE mission SET status = 'in_progress' WHERE id = ?", damaged)
    said = f"The log of mission #{damaged} is damaged: {what}"
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    damage = listed[damaged].damage
    assert damage is not None and damage.key == "mission_log_damaged"
    assert damage.text.startswith(said) and "audit verify" in damage.text
    assert listed[healthy].damage is None
    with pytest.raises(UserError, match=said):
        missions.view(damaged)
    with pytest.raises(UserError, match=said):
        missions.replay_json(damaged)
    stats = StatsService(db, campaigns)
    with pytest.raises(UserError, match=said):
        stats.mission(damaged)
    with pytest.raises(UserError, match=said):
        StatsService(db, campaigns).campaign(campaign_id)
    assert stats.mission(healthy).mission_id == healthy
    findings = verify_history(db, campaign_id).findings
    assert len(findings) == 1 and findings[0].mission_id == damaged
    assert findings[0].message == (
        f"mission #{damaged}'s log is damaged: {what} (it does not match its seal in the "
        "mission-event chain)"
    )


def test_a_setup_edited_with_its_seal_re_hashed_is_found_by_the_chain(
    demo: tuple[MissionService, int, Database], campaigns: CampaignService
) -> None:
    """The setup edited, its seal's digest and the seal's own hash recomputed with the
    project's own code: only the chain's link after the seal breaks, and that is damage."""
    missions, campaign_id, db = demo
    mission_id = _mission(missions, campaign_id, "in_progress")
    _edit_setup(db, mission_id)
    system, env = raw_rows(db, "SELECT system, environment FROM mission WHERE id = ?", mission_id)[
        0
    ]
    payload = json.dumps({"setup": setup_digest(system, env, _json(db, "setup", mission_id))})
    row = raw_rows(
        db,
        f"SELECT {_CHAIN_COLUMNS} FROM mission_event WHERE mission_id = ? AND seq = 0",
        mission_id,
    )[0]
    raw_sql(
        db,
        "UPDATE mission_event SET payload = ?, hash = ? WHERE mission_id = ? AND seq = 0",
        payload,
        link_hash(stored_content((*row[:6], payload, row[7]))),
        mission_id,
    )
    said = f"The log of mission #{mission_id} is damaged: the seal of its setup was changed"
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    damage = listed[mission_id].damage
    assert damage is not None and damage.text.startswith(said)
    with pytest.raises(UserError, match=said):
        missions.replay_json(mission_id)
    with pytest.raises(UserError, match=said):
        StatsService(db, campaigns).mission(mission_id)
    messages = [f.message for f in verify_history(db, campaign_id).findings]
    assert len(messages) == 1
    assert messages[0].startswith(f"mission #{mission_id}'s log is damaged at event 1: ")
    assert "does not follow the event before it" in messages[0]


def test_a_sealed_mission_whose_seal_is_gone_is_damaged(
    demo: tuple[MissionService, int, Database],
) -> None:
    """The seal deleted: the chain shows the link missing, and the mission, sealed when it
    started, lacks its seal (not a mission "recorded before")."""
    missions, campaign_id, db = demo
    mission_id = _mission(missions, campaign_id, "finished")
    raw_sql(db, "DELETE FROM mission_event WHERE mission_id = ? AND seq = -1", mission_id)
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    assert "the seal of its outcome is missing" in str(listed[mission_id].damage)
    report = verify_history(db, campaign_id)
    messages = [f.message for f in report.findings]
    assert any("of the chain is missing" in m for m in messages), messages
    assert (
        f"mission #{mission_id}'s log is damaged: the seal of its outcome is missing"
        in " ".join(messages)
    )
    assert report.events.unsealed == ()
