"""Live refresh in the window (issue 12 item 5): a roster row another GM edited (a second
service over the same SQLite file) shows in the open roster within a second, marked."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.roster import RosterService
from xcom_manager.store.db import Database
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
