"""Live refresh on PostgreSQL: the notifications' payloads carry ids, the
watcher reports them without reading its snapshot; a payload too big says ``many`` and the
watcher diffs its snapshot; after the server restarted, the catch-up reports what was
committed while the listener was away; a lost server never raises out of a wait.
"""

from __future__ import annotations

import dataclasses
import json
import random
import time
from collections.abc import Callable, Iterator
from typing import Any

import psycopg
import pytest

from tests.helpers.postgres import PostgresServer
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.live import LiveChanges, RemoteChanges
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store import watch
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item
from xcom_manager.store.touched import MANY


@pytest.fixture
def pg(engine: str) -> None:
    if engine != "postgresql":
        pytest.skip("LISTEN/NOTIFY is PostgreSQL's (SQLite: tests/services/test_live_refresh.py)")


@pytest.fixture
def snapshot_reads(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the watchers' snapshot reads from now on (one entry per read)."""
    reads: list[int] = []
    real = watch.read_snapshot

    def counted(cursor: Any) -> watch.Snapshot:
        reads.append(1)
        return real(cursor)

    monkeypatch.setattr(watch, "read_snapshot", counted)
    return reads


@pytest.fixture
def heard(db: Database) -> Iterator[Callable[[], list[str]]]:
    """The raw payloads on the channel so far, as a plain ``LISTEN`` hears them."""
    listener = psycopg.connect(db.url, autocommit=True)
    listener.execute(f"LISTEN {watch.CHANNEL}")
    payloads: list[str] = []

    def so_far() -> list[str]:
        payloads.extend(n.payload for n in listener.notifies(timeout=0.2))
        return payloads

    yield so_far
    listener.close()


def _wait_for(live: LiveChanges, seconds: float = 1.0) -> RemoteChanges:
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        found = live.wait(timeout=left)
        if found:
            return found
    return RemoteChanges()


def _recruit(roster: RosterService, campaign_id: int, seed: int = 3) -> int:
    draft = roster.new_recruit_draft(campaign_id, soldier_class="assault", rng=random.Random(seed))
    return roster.recruit(campaign_id, draft).row.id


def _items(db: Database, campaign_id: int, count: int) -> list[int]:
    with write_session(db) as session:
        rows = [Item(campaign_id=campaign_id, item_type="laser_rifle") for _ in range(count)]
        session.add_all(rows)
        session.flush()
        return [row.id for row in rows if row.id is not None]


@pytest.mark.usefixtures("pg")
def test_payload_ids_reach_the_other_app_without_a_snapshot_read(
    db: Database,
    roster: RosterService,
    campaigns: CampaignService,
    campaign_id: int,
    snapshot_reads: list[int],
    heard: Callable[[], list[str]],
) -> None:
    soldier_id = _recruit(roster, campaign_id)
    (item_id,) = _items(db, campaign_id, 1)
    other_campaign = campaigns.create_campaign("Operation Elsewhere", "wargame").id
    live = LiveChanges(db.url)  # the first GM's watcher
    try:
        assert len(snapshot_reads) == 1  # the one at connecting
        assert len(heard()) == 3  # recruit, items, campaign: one notification per transaction
        # The second GM's app: a roster edit (ORM), an item move (the driver's hot path).
        other_db = Database.open(db.url)
        other_roster = RosterService(other_db, CampaignService(other_db))
        row = other_roster.get_soldier(soldier_id)
        draft = dataclasses.replace(
            other_roster.new_recruit_draft(
                campaign_id, soldier_class="assault", rng=random.Random(5)
            ),
            name="Zed Other",
        )
        other_roster.update_soldier(soldier_id, draft, row.version)
        found = _wait_for(live)
        assert found.soldier_ids == {soldier_id} and not found.item_ids
        assert [c.campaign_id for c in found.changes] == [campaign_id]
        assert Change.roster in found.changes[0].kinds

        inventory = InventoryService(other_db, CampaignService(other_db))
        inventory.move_item(item_id, Destination.soldier(soldier_id, "large"))
        found = _wait_for(live)
        assert found.item_ids == {item_id} and not found.soldier_ids
        assert {Change.inventory, Change.audit} <= found.changes[0].kinds
        assert found.changes[0].campaign_id == campaign_id
        assert not live.wait(timeout=0.3)  # each commit reported once
        other_db.close()
    finally:
        live.close()
    assert len(snapshot_reads) == 1  # payloads only: not one snapshot read per notification
    edit, move = (json.loads(text) for text in heard()[3:5])
    version = roster.get_soldier(soldier_id).version
    assert edit == {str(campaign_id): {"k": ["roster"], "s": [[soldier_id, version]]}}
    assert set(move) == {str(campaign_id)}  # this campaign's, not the other one's
    assert move[str(campaign_id)]["i"] == [[item_id, 2]]
    assert {"audit", "inventory"} <= set(move[str(campaign_id)]["k"])
    assert other_campaign != campaign_id


@pytest.mark.usefixtures("pg")
def test_a_payload_too_big_falls_back_to_the_snapshot(
    db: Database, campaign_id: int, snapshot_reads: list[int], heard: Callable[[], list[str]]
) -> None:
    live = LiveChanges(db.url)
    try:
        (first,) = _items(db, campaign_id, 1)  # named by its payload ...
        ids = _items(db, campaign_id, 1500)  # ... then 1,500 "[id,1]": past the 8000 bytes
        heard_ids: set[int] = set()  # mostly one burst (the first must not be lost in the
        deadline = time.monotonic() + 5.0  # diff), two waits on a loaded machine
        while heard_ids != {first, *ids} and time.monotonic() < deadline:
            heard_ids |= _wait_for(live).item_ids
        assert heard_ids == {first, *ids}
        assert len(snapshot_reads) == 2  # connecting, then the "many" fallback
        (few,) = _items(db, campaign_id, 1)
        assert _wait_for(live).item_ids == {few}
        assert len(snapshot_reads) == 2
    finally:
        live.close()
    assert heard()[1] == MANY
    assert json.loads(heard()[2]) == {str(campaign_id): {"k": ["inventory"], "i": [[few, 1]]}}


@pytest.mark.usefixtures("pg")
def test_the_catch_up_after_a_server_restart_reports_what_changed_meanwhile(
    db: Database, db_url: str, campaign_id: int, postgres_server: PostgresServer
) -> None:
    live = LiveChanges(db.url)
    watcher: Any = live._watcher
    try:
        before = watcher.backend_pid
        lost: list[RemoteChanges] = []

        def while_down() -> None:  # waits on a lost server return nothing, never raise
            started = time.monotonic()
            lost.extend(live.wait(timeout=0.2) for _ in range(3))
            assert time.monotonic() - started < 2.0
            assert not watcher.connected

        postgres_server.restart(while_down)
        assert lost == [RemoteChanges()] * 3
        writer = Database.open(db_url)  # the other GM's app, after the restart
        try:
            roster = RosterService(writer, CampaignService(writer))
            soldier_id = _recruit(roster, campaign_id)  # nobody listens: no replay of this
        finally:
            writer.close()
        found = _wait_for(live, 6.0)  # the back-off reached at most a few seconds
        assert found.soldier_ids == {soldier_id}
        assert any(Change.roster in c.kinds and c.campaign_id == campaign_id for c in found.changes)
        assert watcher.reconnects == 1 and watcher.backend_pid not in (None, before)
        assert not live.wait(timeout=0.2)
    finally:
        live.close()
