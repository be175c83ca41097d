"""The snapshot feed over a real database (a SQLite file and PostgreSQL): a step made through the
services, in this process or in another connection, is published within a second; a change the
players do not see, or one in another campaign, sends nothing; a failing snapshot keeps the last.

The provider here reads the mission's log length through the services, so that what is
published follows the database the way the players' snapshot does.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import pytest

from tests.helpers.demo import create_demo
from tests.helpers.postgres import DatabaseUrls
from xcom_manager.rules.mission.commands import Note
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.table.feed import SnapshotFeed


@pytest.fixture
def db(database_urls: DatabaseUrls) -> Iterator[Database]:
    database = Database.open(database_urls.new("table.db"))
    yield database
    database.close()


class Published:
    """What the feed published, as it came (from the feed's thread)."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self._event = threading.Condition()

    def __call__(self, text: str) -> None:
        with self._event:
            self.texts.append(text)
            self._event.notify_all()

    def wait_for(self, count: int, seconds: float) -> bool:
        with self._event:
            return self._event.wait_for(lambda: len(self.texts) >= count, seconds)


def mission_provider(
    db: Database, campaign_id: int, calls: list[int]
) -> Callable[[], Mapping[str, Any]]:
    missions = MissionService(db, CampaignService(db))

    def provide() -> Mapping[str, Any]:
        calls.append(1)
        listed = missions.list_missions(campaign_id)
        return {"missions": sorted((info.id, info.seq) for info in listed)}

    return provide


def in_progress(db: Database, campaign_id: int) -> int:
    listed = MissionService(db, CampaignService(db)).list_missions(campaign_id)
    return next(info.id for info in listed if info.status == "in_progress")


def test_a_step_is_published_within_a_second(db: Database) -> None:
    campaign = create_demo(CampaignService(db)).id
    published, calls = Published(), []
    feed = SnapshotFeed(db.url, campaign, mission_provider(db, campaign, calls), published)
    feed.start()
    try:
        assert published.wait_for(1, 1)
        mission = in_progress(db, campaign)
        # Another connection to the same database: what another GM's window would write.
        other = Database.open(db.url)
        try:
            stepped = time.monotonic()
            MissionService(other, CampaignService(other)).execute(mission, Note("a step"))
            assert published.wait_for(2, 1.0), "the step was not published within a second"
            assert time.monotonic() - stepped < 1.0
        finally:
            other.close()
        assert published.texts[0] != published.texts[1]
    finally:
        feed.stop()


def test_a_change_in_another_campaign_asks_nothing(db: Database) -> None:
    campaigns = CampaignService(db)
    campaign = create_demo(campaigns).id
    elsewhere = create_demo(campaigns).id
    published, calls = Published(), []
    feed = SnapshotFeed(db.url, campaign, mission_provider(db, campaign, calls), published)
    feed.start()
    try:
        asked = len(calls)
        MissionService(db, campaigns).execute(in_progress(db, elsewhere), Note("not ours"))
        time.sleep(0.6)
        assert len(calls) == asked
        assert len(published.texts) == 1
    finally:
        feed.stop()


def test_a_failing_snapshot_keeps_the_last_and_recovers(db: Database) -> None:
    campaigns = CampaignService(db)
    campaign = create_demo(campaigns).id
    published, calls = Published(), []
    real = mission_provider(db, campaign, calls)
    failing = threading.Event()

    def provide() -> Mapping[str, Any]:
        if failing.is_set():
            raise RuntimeError("the database is busy a moment")
        return real()

    feed = SnapshotFeed(db.url, campaign, provide, published)
    feed.start()
    try:
        mission = in_progress(db, campaign)
        failing.set()
        MissionService(db, campaigns).execute(mission, Note("while busy"))
        time.sleep(0.5)
        assert len(published.texts) == 1  # the page keeps what it had
        failing.clear()
        assert published.wait_for(2, 4.0), "the feed did not try again"
    finally:
        feed.stop()


def test_a_refused_first_snapshot_is_raised_and_nothing_runs(db: Database) -> None:
    def provide() -> Mapping[str, Any]:
        raise LookupError("no such campaign")

    feed = SnapshotFeed(db.url, 999, provide, Published())
    with pytest.raises(LookupError):
        feed.start()
    feed.stop()  # nothing to stop: no thread was started
