"""A database file that cannot be written opens in the window read-only: one banner saying why
and what to do, every write action greyed with that reason, a write reached anyway refused with
the one message; once the file may be written, File ▸ Reload (F5) makes it writable. The file
is made immutable for real (``chattr +i``: root obeys it too); as another user, for whom the
file's mode decides: ``tests/test_read_only_as_user.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.helpers.as_nobody import unwritable
from tests.helpers.damage import digest
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ReadOnlyDatabaseError
from xcom_manager.store.db import Database
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow
from xcom_manager.ui.roster.view import RosterView


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    main_window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main_window)
    main_window.show()
    qtbot.waitExposed(main_window)
    yield main_window
    backend = main_window.detach()
    if backend is not None:
        backend.db.close()


@pytest.fixture
def made(tmp_path: Path) -> Path:
    path = tmp_path / "campaign.db"
    with Database.open(f"sqlite:///{path}") as db:
        CampaignService(db).create_campaign("Deep Blue", "wargame")
    return path


def _window_writes(window: MainWindow) -> list[QAction]:
    return [
        window.new_campaign_action,
        window.open_demo_action,
        window.importer.import_action,
        window.campaign_settings.action,
        window.backups.restore_action,
    ]


def test_a_read_only_file_opens_with_a_banner_and_its_writes_greyed(
    qtbot: QtBot, window: MainWindow, made: Path
) -> None:
    url = f"sqlite:///{made}"
    tooltips = {action: action.toolTip() for action in _window_writes(window)}
    with unwritable(made):
        before = digest(made)
        assert open_database(window, url)
        reason = (
            f"This file is read-only ({made}): you can look, not change. Copy it somewhere "
            "you can write, or ask for write access."
        )
        banner = window.read_only.banner
        assert banner is not None and banner.isVisible()
        assert banner.title_label.text() == "Read-only: this database file cannot be written"
        assert reason in banner.text and "No daily backup is taken" in banner.text
        assert "File ▸ Reload (F5)" in banner.text
        roster = window.roster_page()
        assert isinstance(roster, RosterView)  # the campaign is shown, as stored
        recruit = roster.findChild(QAction, "recruitAction")
        assert recruit is not None
        for action in (*_window_writes(window), recruit):
            assert not action.isEnabled() and action.toolTip() == reason, action.text()
        window._update_campaign_actions()  # the window enabling its actions again: overruled
        assert not window.new_campaign_action.isEnabled()
        backend = window.backend
        assert backend is not None
        with pytest.raises(ReadOnlyDatabaseError, match="you can look, not change"):
            backend.campaigns.create_campaign("Never made", "wargame")
        assert digest(made) == before
        assert window.backups.keep_days and not window.backups.restore_action.isEnabled()
    # The file may be written again: F5 opens it again, writable, every action as it was.
    roster = window.roster_page()
    roster.setFocus()
    qtbot.keyClick(roster, Qt.Key.Key_F5)
    backend = window.backend
    assert backend is not None and backend.db.read_only is None
    assert window.read_only.database is None and not banner.isVisible()
    for action in _window_writes(window):
        assert action.isEnabled() and action.toolTip() == tooltips[action], action.text()
    backend.campaigns.create_campaign("Made now", "wargame")


def test_an_older_read_only_file_says_at_once_it_cannot_be_upgraded(
    window: MainWindow, tmp_path: Path
) -> None:
    from xcom_manager.store.db import upgrade
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.background_open import running_openings

    path = tmp_path / "old.db"
    upgrade(f"sqlite:///{path}", "0010_mission_event_chain")
    with unwritable(path):
        before = digest(path)
        open_quickly(window, f"sqlite:///{path}")
        assert running_openings() == 0  # no upgrade begun on a worker thread
        assert window.backend is None
        page = window.message_page
        shown = " ".join(label.text() for label in page.findChildren(QLabel))
        assert "cannot be upgraded while read-only" in shown and "Upgrading" not in shown
        assert digest(path) == before
