"""Live refresh in the window: a roster row another GM edited (a second
service over the same SQLite file, or the same PostgreSQL database) shows in the open roster
within a second, marked; on PostgreSQL also after the listener lost its connection."""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from tests.helpers.postgres import PostgresServer
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Changes
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.watch import LISTENER_NAME
from xcom_manager.ui.app import open_database
from xcom_manager.ui.live_refresh import RowMarks
from xcom_manager.ui.main_window import MainWindow
from xcom_manager.ui.roster.model import ID_ROLE
from xcom_manager.ui.roster.view import RosterView


@pytest.fixture
def url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'campaign.db'}"


@pytest.fixture
def other_gm(url: str) -> Iterator[RosterService]:
    """The second GM's app: its own services over the same file."""
    db = Database.open(url)
    campaigns = CampaignService(db)
    campaign = campaigns.create_campaign("Operation Club", "wargame")
    roster = RosterService(db, campaigns)
    draft = roster.new_recruit_draft(campaign.id, soldier_class="assault", rng=random.Random(1))
    roster.recruit(campaign.id, draft)
    yield roster
    db.close()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, url: str, other_gm: RosterService) -> Iterator[MainWindow]:
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    assert open_database(main, url)
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


def test_another_gms_roster_edit_appears_marked(
    qtbot: QtBot, window: MainWindow, other_gm: RosterService
) -> None:
    view = window.roster_page()
    assert isinstance(view, RosterView)
    qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=1000)
    soldier = view.model.soldier_at(0)
    renamed = dataclasses.replace(
        other_gm.new_recruit_draft(
            soldier.campaign_id, soldier_class="assault", rng=random.Random(1)
        ),
        name="Renamed By Other",
    )
    other_gm.update_soldier(soldier.id, renamed, soldier.version)

    qtbot.waitUntil(lambda: view.model.soldier_at(0).name == "Renamed By Other", timeout=1000)
    delegate = view.table.itemDelegate()
    assert isinstance(delegate, RowMarks)
    assert delegate.is_marked(soldier.id)
    assert view.proxy.index(0, 0).data(ID_ROLE) == soldier.id
    qtbot.waitUntil(lambda: not delegate.is_marked(soldier.id), timeout=4000)  # it fades


def test_a_campaign_another_gm_makes_can_be_switched_to_at_once(
    qtbot: QtBot, window: MainWindow, url: str
) -> None:
    """One campaign: Switch campaign is greyed; another program adds one: within a second
    Switch campaign (Ctrl+O) can be used, without a restart."""
    assert not window.switch_campaign_action.isEnabled()
    other = Database.open(url)
    try:
        CampaignService(other).create_campaign("Second front", "wargame")
    finally:
        other.close()
    qtbot.waitUntil(window.switch_campaign_action.isEnabled, timeout=1500)


@pytest.fixture
def pg_url(postgres_server: PostgresServer) -> Iterator[str]:
    """A migrated database on the test session's PostgreSQL server (skipped without one)."""
    url = postgres_server.new_database()
    yield url
    postgres_server.give_back(url)


def _club_window(qtbot: QtBot, tmp_path: Path, url: str) -> MainWindow:
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    assert open_database(main, url)
    return main


def _listener_pid(url: str) -> int | None:
    import psycopg

    with psycopg.connect(url, autocommit=True) as connection:
        found = connection.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() "
            "AND application_name = %s",
            (LISTENER_NAME,),
        ).fetchone()
    return None if found is None else int(found[0])


def test_another_gms_edit_on_postgresql_is_marked_within_a_second(
    qtbot: QtBot, tmp_path: Path, pg_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two services on one PostgreSQL database: the window hears the other's commit by its
    notification, on the GUI thread; a listener cut off (its server process killed) comes
    back on its own and the catch-up shows the edit made while it was away."""
    other_db = Database.open(pg_url)
    try:
        campaigns = CampaignService(other_db)
        campaign = campaigns.create_campaign("Operation Club", "wargame")
        other = RosterService(other_db, campaigns)
        draft = other.new_recruit_draft(campaign.id, soldier_class="assault", rng=random.Random(1))
        soldier_id = other.recruit(campaign.id, draft).row.id
        window = _club_window(qtbot, tmp_path, pg_url)
        threads: list[bool] = []
        broadcast = window.broadcast

        def on_which_thread(changes: Changes) -> None:
            threads.append(threading.current_thread() is threading.main_thread())
            broadcast(changes)

        monkeypatch.setattr(window, "broadcast", on_which_thread)
        view = window.roster_page()
        assert isinstance(view, RosterView)
        qtbot.waitUntil(lambda: view.model.rowCount() == 1, timeout=1000)
        pid = _listener_pid(pg_url)
        assert pid is not None and window.live_refresh.running

        def marked(name: str) -> bool:
            delegate = view.table.itemDelegate()
            return (
                view.model.soldier_at(0).name == name
                and isinstance(delegate, RowMarks)
                and delegate.is_marked(soldier_id)
            )

        row = other.get_soldier(soldier_id)
        other.update_soldier(soldier_id, dataclasses.replace(draft, name="Zed Club"), row.version)
        qtbot.waitUntil(lambda: marked("Zed Club"), timeout=1000)
        assert threads and all(threads)  # reported on the GUI thread, not the watcher's

        with other_db.engine.connect() as connection:  # the listener is cut off ...
            connection.exec_driver_sql(f"SELECT pg_terminate_backend({pid})")
        row = other.get_soldier(soldier_id)
        other.update_soldier(soldier_id, dataclasses.replace(draft, name="Yan Club"), row.version)
        qtbot.waitUntil(lambda: marked("Yan Club"), timeout=3000)  # ... and catches up
        assert _listener_pid(pg_url) not in (None, pid)
        backend = window.detach()
        assert not window.live_refresh.running
        if backend is not None:
            backend.db.close()
    finally:
        other_db.close()


def test_the_watching_thread_ends_with_the_window(
    qtbot: QtBot, tmp_path: Path, url: str, other_gm: RosterService
) -> None:
    """A window deleted without detaching (closed at the end of a session) leaves no thread
    behind watching its database."""
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    assert open_database(main, url)
    watching = [t for t in threading.enumerate() if t.name == "xcom-live-refresh"]
    assert main.live_refresh.running and watching
    main.deleteLater()
    qtbot.waitUntil(lambda: not any(t.is_alive() for t in watching), timeout=2000)
