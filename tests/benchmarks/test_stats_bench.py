"""Statistics speed on a campaign of 100 missions and 10,000 events in a real SQLite file.

Run with ``.venv/bin/python -m pytest tests/benchmarks/test_stats_bench.py --benchmark-only``.
Requirements: the Statistics page opens, and the mission and the campaign reports
are made, in under a second each.

The missions are one played wargame mission (random commands with seeded dice: moves, attacks,
wounds, handoffs ..., 100 events) stored 100 times, 80 of them debriefed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from sqlmodel import Session

from tests.helpers.wargame import SYSTEM, do, random_command, start
from xcom_manager.rules.dice import SeededDice
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.event_chain import append_events
from xcom_manager.services.stats import StatsService
from xcom_manager.services.stats.reports import ReportService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Mission, utc_now
from xcom_manager.ui.reports.documents import campaign_document, mission_document
from xcom_manager.ui.reports.pdf import write_pdf
from xcom_manager.ui.stats.view import StatisticsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

MISSIONS = 100
EVENTS_EACH = 100


def _played() -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
    """A ground mission of the test squad played to EVENTS_EACH events."""
    mission = start("ground")
    dice = SeededDice(15)
    n = 0
    while mission.seq < EVENTS_EACH:
        n += 1
        try:
            mission = do(mission, random_command(mission, n * 7919 % 10_000), dice)
        except (MissionRefused, ValueError):
            continue
    events = [(e.type, dict(e.payload)) for e in mission.events[:EVENTS_EACH]]
    return SYSTEM.setup_to_json(mission.setup), events


@pytest.fixture(scope="module")
def big_campaign(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Database, int]]:
    folder: Path = tmp_path_factory.mktemp("stats10k")
    db = Database.open(f"sqlite:///{folder}/c.db")
    campaigns = CampaignService(db)
    soldier = {
        "nationality": "",
        "rank": "Squaddie",
        "soldier_class": "infantry",
        "unit_type": "infantry",
        "stats": {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5},
        "wounds": 1,
        "status": "active",
        "missions": 0,
        "kills": 0,
        "notes": "",
        "items": [],
    }
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "A hundred missions", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [{**soldier, "name": f"Soldier {i}"} for i in range(30)],
        "armoury": [],
        "alien_units": [],
    }
    campaign_id = campaigns.import_campaign(document).id
    setup, events = _played()
    outcome = {
        "turn": 3,
        "soldiers": [
            {"soldier_id": 1, "name": "Soldier 0", "status": "wounded", "wounds": 0, "kills": 1},
            {"soldier_id": 2, "name": "Soldier 1", "status": "dead", "wounds": 0},
        ],
        "items_lost": [{"soldier": "Soldier 1", "item": "Gauss rifle", "item_type": "gauss_rifle"}],
        "items_used": [],
    }
    with Session(db.engine) as session, session.begin():
        for number in range(MISSIONS):
            done = number < 80
            row = Mission(
                campaign_id=campaign_id,
                name=f"Mission {number + 1}",
                system="wargame",
                environment="ground",
                status="finished" if done else "in_progress",
                setup=setup,
                finished_at=utc_now() if done else None,
                outcome=outcome if done else None,
            )
            session.add(row)
            session.flush()
            assert row.id is not None
            append_events(
                session,
                campaign_id,
                row.id,
                [Event(seq, kind, payload) for seq, (kind, payload) in enumerate(events, start=1)],
            )
    yield db, campaign_id
    db.close()


def _under_a_second(benchmark: Any, what: str) -> None:
    median = benchmark.stats.stats.median
    assert median < 1.0, f"{what} took {median:.2f} s (median)"


def test_the_campaign_statistics_are_read(
    benchmark: Any, big_campaign: tuple[Database, int]
) -> None:
    db, campaign_id = big_campaign
    service = StatsService(db, CampaignService(db))
    stats = benchmark.pedantic(lambda: service.campaign(campaign_id), rounds=3, warmup_rounds=1)
    assert len(stats.missions) == MISSIONS and stats.luck
    assert sum(f.trials for f in stats.luck) >= MISSIONS
    _under_a_second(benchmark, "reading the statistics")


def test_a_first_read_replays_every_mission(
    benchmark: Any, big_campaign: tuple[Database, int]
) -> None:
    """A new service (the page's first open in a session): all 10,000 events replayed."""
    db, campaign_id = big_campaign

    def cold() -> None:
        StatsService(db, CampaignService(db)).campaign(campaign_id)

    benchmark.pedantic(cold, rounds=2, warmup_rounds=0)
    _under_a_second(benchmark, "the first read of the statistics")


def test_the_statistics_page_opens(
    benchmark: Any, qapp: QApplication, big_campaign: tuple[Database, int]
) -> None:
    db, campaign_id = big_campaign
    service = StatsService(db, CampaignService(db))
    views: list[StatisticsView] = []

    def open_page() -> None:
        view = StatisticsView(service, campaign_id)
        view.resize(1200, 800)
        view.show()
        view.repaint()
        views.append(view)

    def close() -> None:
        for view in views:
            view.close()
            view.deleteLater()
        views.clear()
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    benchmark.pedantic(open_page, teardown=close, rounds=3, warmup_rounds=1)
    _under_a_second(benchmark, "opening the Statistics page")


def test_the_reports_are_made(
    benchmark: Any, qapp: QApplication, big_campaign: tuple[Database, int], tmp_path: Path
) -> None:
    db, campaign_id = big_campaign
    reports = ReportService(db, CampaignService(db))

    def campaign_pdf() -> None:
        write_pdf(campaign_document(reports.campaign(campaign_id)), tmp_path / "c.pdf")

    benchmark.pedantic(campaign_pdf, rounds=3, warmup_rounds=1)
    _under_a_second(benchmark, "the campaign report")
    timer = __import__("time").perf_counter
    start_time = timer()
    write_pdf(mission_document(reports.mission(1)), tmp_path / "m.pdf")
    mission_seconds = timer() - start_time
    benchmark.extra_info["mission_report_s"] = mission_seconds
    assert mission_seconds < 1.0, f"the mission report took {mission_seconds:.2f} s"
