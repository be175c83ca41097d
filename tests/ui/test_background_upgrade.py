"""An old database is upgraded on a worker thread while the window lives.

The upgrade is held up by a real lock: another program's write transaction on the file (an
``sqlite3`` connection in ``BEGIN IMMEDIATE``), which the upgrade's own ``BEGIN IMMEDIATE`` waits
for (the busy timeout). Run on the GUI thread, that wait would freeze the event loop.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings, QTimer
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from xcom_manager.ui.main_window import MainWindow


@pytest.fixture(scope="module")
def old_db_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    """A demo campaign's file one schema revision behind (a file of the last release)."""
    from alembic import command

    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.store.db import Database, alembic_config

    path = tmp_path_factory.mktemp("old") / "old.db"
    with Database.open(f"sqlite:///{path}") as db:
        DemoService(db, CampaignService(db)).open_campaign()
    command.downgrade(alembic_config(f"sqlite:///{path}"), "-1")
    return path.read_bytes()


@pytest.fixture
def old_db(old_db_bytes: bytes, tmp_path: Path) -> Path:
    path = tmp_path / "campaign.db"
    path.write_bytes(old_db_bytes)
    return path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    from xcom_manager.ui.main_window import MainWindow

    monkeypatch.setenv("XCOM_LANG", "en")
    shown = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    backend = shown.detach()
    if backend is not None:
        backend.db.close()


@pytest.fixture
def ticks() -> Iterator[list[int]]:
    """Counts a 20 ms timer's ticks: they come only while the GUI event loop runs."""
    seen: list[int] = []
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: seen.append(1))
    timer.start()
    yield seen
    timer.stop()


def _revision(path: Path) -> str:
    with closing(sqlite3.connect(path)) as connection:
        return str(connection.execute("SELECT version_num FROM alembic_version").fetchone()[0])


def _dump(path: Path) -> list[str]:
    with closing(sqlite3.connect(path)) as connection:
        return list(connection.iterdump())


def _hold_write_lock(path: Path) -> sqlite3.Connection:
    """Another program's write transaction on ``path``, held until it is committed."""
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    return holder


def _head() -> str:
    from xcom_manager.store.db import head_revision

    return head_revision()


def test_the_window_lives_through_the_upgrade_and_shows_the_roster_after(
    qtbot: QtBot, window: MainWindow, old_db: Path, ticks: list[int]
) -> None:
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.roster.view import RosterView

    old = _revision(old_db)
    assert old != _head()
    holder = _hold_write_lock(old_db)
    try:
        open_quickly(window, f"sqlite:///{old_db}")  # returns at once: the upgrade is queued
        page = window.message_page
        assert window.roster_page() is page
        assert "Upgrading the database" in page.message()
        assert page.is_busy()
        seen = len(ticks)
        qtbot.waitUntil(lambda: len(ticks) >= seen + 10, timeout=4000)
        # The loop ran ten ticks while the upgrade waited for the lock; it is still waiting.
        assert window.backend is None and _revision(old_db) == old
        assert window.roster_page() is page and page.is_busy() and not page.is_error()
        window.resize(window.width() - 40, window.height() - 20)  # moved, resized, repainted
        window.repaint()
    finally:
        holder.execute("COMMIT")
        holder.close()
    with qtbot.waitSignal(window.opening_finished, timeout=20_000):
        pass
    assert _revision(old_db) == _head()
    view = window.roster_page()
    assert isinstance(view, RosterView)
    assert view.model.total_count > 0
    assert window.backend is not None and not page.is_busy()
    assert "—" in window.windowTitle()  # it names the campaign


def test_closing_during_the_upgrade_waits_for_it_and_then_closes(
    qtbot: QtBot, window: MainWindow, old_db: Path
) -> None:
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.background_open import running_openings

    holder = _hold_write_lock(old_db)
    try:
        open_quickly(window, f"sqlite:///{old_db}")
        qtbot.waitUntil(lambda: running_openings() == 1, timeout=4000)
        assert not window.close()  # refused for now: the upgrade is never cut half-way
        window.quit_action.trigger()  # File ▸ Quit, the same
        assert window.isVisible()
        assert "Closing when the upgrade is done" in window.message_page.message()
        assert _revision(old_db) != _head()
    finally:
        holder.execute("COMMIT")
        holder.close()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=20_000)
    assert running_openings() == 0
    assert _revision(old_db) == _head()  # the upgrade ran to its end
    assert window.backend is None  # closed: its services were never attached


def test_a_failed_upgrade_says_so_once_and_leaves_the_file_as_it_was(
    qtbot: QtBot,
    window: MainWindow,
    old_db: Path,
    ticks: list[int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from xcom_manager.store import db as store_db
    from xcom_manager.ui.app import open_quickly

    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 600)  # the lock outlasts the wait
    before = _dump(old_db)
    old = _revision(old_db)
    holder = _hold_write_lock(old_db)
    at_the_end: list[int] = []
    window.opening_finished.connect(lambda: at_the_end.append(len(ticks)))
    try:
        with qtbot.waitSignal(window.opening_finished, timeout=20_000):
            open_quickly(window, f"sqlite:///{old_db}")
            seen = len(ticks)
        assert at_the_end[0] >= seen + 5  # the loop ticked while the upgrade waited and failed
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    page = window.message_page
    assert window.roster_page() is page and page.is_error() and not page.is_busy()
    message = page.message()
    assert "could not be opened" in message
    assert "busy" in message and "Nothing was changed" in message
    assert "Traceback" not in message and "[SQL:" not in message
    assert window.backend is None
    assert _revision(old_db) == old
    assert _dump(old_db) == before  # every row and table as it was
    assert window.isVisible()
