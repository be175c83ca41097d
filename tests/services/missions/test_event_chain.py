"""The mission-event chain as the mission service writes it, and damaged mission logs (issue 13,
items 3 and 9): every event chained in the command's transaction, undo and redo appending facts
that verify like any other, and a damaged log named ("mission N's log is damaged at event K")
while the campaign's other missions still list and replay. On SQLite and PostgreSQL; tampering
on a connection of its own (:mod:`tests.helpers.audit`)."""

from __future__ import annotations

import json

import pytest

from tests.helpers.audit import raw_rows, raw_sql
from tests.helpers.demo import create_demo
from xcom_manager.rules.mission.commands import Note, Undo
from xcom_manager.services.audit.history import verify_history
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.event_chain import (
    event_hash,
    stored_content,
    verify_event_chains,
)
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database

#: An event's chain columns, ``recorded_at`` and ``payload`` as text on either engine (as
#: :func:`xcom_manager.store.queries.event_chain.chain_rows` reads them).
_CHAIN_COLUMNS = (
    "campaign_id, chain_seq, mission_id, seq, type, CAST(recorded_at AS TEXT), "
    "CAST(payload AS TEXT), prev_hash, hash"
)


@pytest.fixture
def demo(db: Database, campaigns: CampaignService) -> tuple[MissionService, int, Database]:
    info = create_demo(campaigns)
    return MissionService(db, campaigns), info.id, db


def _scalar(db: Database, sql: str, *params: object) -> object:
    return raw_rows(db, sql, *params)[0][0]


def _in_progress(missions: MissionService, campaign_id: int) -> int:
    return next(m.id for m in missions.list_missions(campaign_id) if m.status == "in_progress")


def test_each_command_chains_its_events_and_moves_the_head(
    db: Database, demo: tuple[MissionService, int, Database]
) -> None:
    missions, campaign_id, _db = demo
    mission_id = _in_progress(missions, campaign_id)
    before = int(_scalar(db, "SELECT last_seq FROM mission_event_head"))  # type: ignore[call-overload]
    missions.execute(mission_id, Note("the lift is out"))
    rows = raw_rows(db, f"SELECT {_CHAIN_COLUMNS} FROM mission_event ORDER BY chain_seq")
    (head,) = raw_rows(db, "SELECT last_seq, last_hash FROM mission_event_head")
    assert [r[1] for r in rows] == list(range(1, before + 2))
    assert head == (before + 1, rows[-1][8])
    previous = "0" * 64
    for row in rows:  # each link: the previous hash, its own content hashed as documented
        assert row[7] == previous and event_hash(stored_content(row)) == row[8]
        previous = row[8]
    assert json.loads(rows[-1][6])["text"] == "the lift is out"


def test_undo_and_redo_append_facts_and_never_read_as_tampering(
    db: Database, demo: tuple[MissionService, int, Database]
) -> None:
    """A legitimate undo is a new ``reverted`` event, chained like any other: the chain
    verifies after an undo and after the undo of the undo, and nothing was deleted."""
    missions, campaign_id, _db = demo
    mission_id = _in_progress(missions, campaign_id)
    noted = missions.execute(mission_id, Note("wrong note")).view.seq
    undone = missions.execute(mission_id, Undo(noted)).view.seq
    missions.execute(mission_id, Undo(undone))  # redo
    assert verify_history(db).ok
    types = [
        r[0]
        for r in raw_rows(
            db, "SELECT type FROM mission_event WHERE mission_id = ? ORDER BY seq", mission_id
        )
    ][-3:]
    assert types == ["noted", "reverted", "reverted"]


def test_an_event_chain_without_its_head_refuses_to_grow(
    db: Database, demo: tuple[MissionService, int, Database]
) -> None:
    missions, campaign_id, _db = demo
    mission_id = _in_progress(missions, campaign_id)
    count = _scalar(db, "SELECT count(*) FROM mission_event")
    raw_sql(db, "DELETE FROM mission_event_head")
    with pytest.raises(UserError, match="lost their head record"):
        missions.execute(mission_id, Note("more"))
    assert _scalar(db, "SELECT count(*) FROM mission_event") == count  # rolled back


def test_a_new_campaign_starts_its_own_chain(
    db: Database, campaigns: CampaignService, demo: tuple[MissionService, int, Database]
) -> None:
    _missions, campaign_id, _db = demo
    other = create_demo(campaigns)
    report = verify_event_chains(db)
    assert report.ok and set(report.heads) == {campaign_id, other.id}
    first = _scalar(db, "SELECT min(chain_seq) FROM mission_event WHERE campaign_id = ?", other.id)
    assert first == 1


# -- damaged logs ---------------------------------------------------------------------------


def _finished(missions: MissionService, campaign_id: int) -> int:
    return next(m.id for m in missions.list_missions(campaign_id) if m.status == "finished")


@pytest.mark.parametrize(
    ("statement", "where"),
    [
        ("UPDATE mission_event SET payload = '[1, 2]' WHERE mission_id = ? AND seq = 6", 6),
        ("UPDATE mission_event SET payload = 'not json' WHERE mission_id = ? AND seq = 6", 6),
        ("UPDATE mission_event SET seq = 60 WHERE mission_id = ? AND seq = 6", 6),
        ("UPDATE mission_event SET type = '' WHERE mission_id = ? AND seq = 6", 6),
        ("DELETE FROM mission_event WHERE mission_id = ? AND seq = 4", 4),
        ("edit payload", 9),
    ],
    ids=["not-a-table", "not-json", "renumbered", "no-type", "deleted", "edited"],
)
def test_a_damaged_log_is_named_and_the_other_missions_still_list_and_replay(
    demo: tuple[MissionService, int, Database], statement: str, where: int
) -> None:
    missions, campaign_id, db = demo
    damaged = _finished(missions, campaign_id)
    healthy = _in_progress(missions, campaign_id)
    if statement == "edit payload":  # a key added to the payload, its hash left as it was
        where_event = "WHERE mission_id = ? AND seq = 9"
        text = _scalar(
            db, f"SELECT CAST(payload AS TEXT) FROM mission_event {where_event}", damaged
        )
        payload = {**json.loads(str(text)), "tampered": 1}
        raw_sql(
            db, f"UPDATE mission_event SET payload = ? {where_event}", json.dumps(payload), damaged
        )
    elif "'not json'" in statement and db.engine.dialect.name != "sqlite":
        pytest.skip("a PostgreSQL json column refuses text that is not JSON")
    else:
        raw_sql(db, statement, damaged)
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    assert listed[healthy].damage is None and listed[healthy].seq > 0
    damage = listed[damaged].damage
    assert damage is not None and damage.key == "mission_log_damaged_at"
    assert damage.text.startswith(f"Mission #{damaged}'s log is damaged at event {where}: ")
    with pytest.raises(UserError, match=f"Mission #{damaged}'s log is damaged at event {where}"):
        missions.view(damaged)
    with pytest.raises(UserError, match=f"damaged at event {where}"):
        missions.replay_json(damaged)
    assert missions.view(healthy).info.id == healthy
    assert json.loads(missions.replay_json(healthy))["seq"] == listed[healthy].seq


def test_a_damaged_setup_is_named(demo: tuple[MissionService, int, Database]) -> None:
    missions, campaign_id, db = demo
    damaged = _finished(missions, campaign_id)
    raw_sql(db, "UPDATE mission SET setup = '[]' WHERE id = ?", damaged)
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    damage = listed[damaged].damage
    assert damage is not None
    assert damage.text.startswith(f"The log of mission #{damaged} is damaged: ")


def test_an_event_edited_and_re_hashed_is_damage_in_the_list_the_view_and_the_replay(
    demo: tuple[MissionService, int, Database],
) -> None:
    """Only the chain's link breaks (the event's own hash matches its new content), as
    ``audit verify`` finds: the mission lists as damaged and neither views nor replays."""
    from xcom_manager.store.chain import link_hash

    missions, campaign_id, db = demo
    mission_id = _in_progress(missions, campaign_id)
    row = raw_rows(
        db,
        f"SELECT {_CHAIN_COLUMNS} FROM mission_event WHERE mission_id = ? AND seq = 1",
        mission_id,
    )[0]
    payload = {**json.loads(row[6]), "text": "edited behind the GM's back"}
    content = stored_content((*row[:6], json.dumps(payload), row[7]))
    raw_sql(
        db,
        "UPDATE mission_event SET payload = ?, hash = ? WHERE mission_id = ? AND seq = 1",
        json.dumps(payload),
        link_hash(content),
        mission_id,
    )
    assert not verify_history(db, campaign_id).ok
    listed = {m.id: m for m in missions.list_missions(campaign_id)}
    assert listed[mission_id].damage is not None
    assert "chain does not follow it" in str(listed[mission_id].damage)
    assert all(m.damage is None for i, m in listed.items() if i != mission_id)
    with pytest.raises(UserError, match="damaged at event 1"):
        missions.view(mission_id)
    with pytest.raises(UserError, match="damaged at event 1"):
        missions.replay_json(mission_id)
