"""Live refresh: another GM's commit is seen by the watcher within a second.

Both engines (``engine`` parametrisation); on PostgreSQL also the catch-up after the listening
connection was killed (NOTIFY has no replay).
"""

from __future__ import annotations

import dataclasses
import random
import time

import pytest

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.live import LiveChanges, RemoteChanges
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


def _wait_for(live: LiveChanges, seconds: float = 1.0) -> RemoteChanges:
    """What the watcher reports within ``seconds`` (the first non-empty answer)."""
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        found = live.wait(timeout=left)
        if found:
            return found
    return RemoteChanges()


def _recruit(roster: RosterService, campaign_id: int) -> int:
    draft = roster.new_recruit_draft(campaign_id, soldier_class="assault", rng=random.Random(3))
    return roster.recruit(campaign_id, draft).row.id


def test_another_gms_edit_is_seen_within_a_second(
    db: Database, roster: RosterService, campaign_id: int
) -> None:
    soldier_id = _recruit(roster, campaign_id)
    live = LiveChanges(db.url)
    try:
        assert not live.wait(timeout=0.2)  # nothing new since it started
        other_db = Database.open(db.url)  # a second GM's app over the same database
        other = RosterService(other_db, CampaignService(other_db))
        row = other.get_soldier(soldier_id)
        draft = other.new_recruit_draft(campaign_id, soldier_class="assault", rng=random.Random(5))
        other.update_soldier(soldier_id, dataclasses.replace(draft, name="Zed Other"), row.version)
        found = _wait_for(live)
        assert found.soldier_ids == {soldier_id}
        roster_changes = [c for c in found.changes if c.campaign_id == campaign_id]
        assert roster_changes and Change.roster in roster_changes[0].kinds
        assert not found.item_ids
        assert not live.wait(timeout=0.2)  # reported once
        other_db.close()
    finally:
        live.close()


def test_postgres_catch_up_after_the_listener_was_cut_off(
    engine: str, db: Database, roster: RosterService, campaign_id: int
) -> None:
    if engine != "postgresql":
        pytest.skip("LISTEN/NOTIFY is PostgreSQL's")
    live = LiveChanges(db.url)
    try:
        watcher = live._watcher
        pid = watcher.backend_pid  # type: ignore[attr-defined]
        with db.engine.connect() as connection:
            connection.exec_driver_sql(f"SELECT pg_terminate_backend({pid})")
        soldier_id = _recruit(roster, campaign_id)  # committed while nobody listens
        found = _wait_for(live, 2.0)
        assert soldier_id in found.soldier_ids
        assert watcher.reconnects == 1  # type: ignore[attr-defined]
        assert watcher.backend_pid != pid  # type: ignore[attr-defined]
    finally:
        live.close()


def test_polling_without_waiting_sees_a_commit(
    db: Database, roster: RosterService, campaign_id: int
) -> None:
    """The window's way: ``wait(timeout=0)`` on a timer (never blocks, still hears it)."""
    live = LiveChanges(db.url)
    try:
        assert not live.wait(timeout=0)
        soldier_id = _recruit(roster, campaign_id)
        deadline = time.monotonic() + 1.0
        found = RemoteChanges()
        while not found and time.monotonic() < deadline:
            found = live.wait(timeout=0)
            time.sleep(0.05)
        assert found.soldier_ids == {soldier_id}
    finally:
        live.close()
