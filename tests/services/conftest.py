"""Fixtures of the service tests: real SQLite files in a temporary folder, bundled rulesets."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.roster import RosterService
from xcom_manager.store.db import Database


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'campaign.db'}"


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = Database.open(db_url)
    yield database
    database.close()


@pytest.fixture
def campaigns(db: Database) -> CampaignService:
    return CampaignService(db)


@pytest.fixture
def roster(db: Database, campaigns: CampaignService) -> RosterService:
    return RosterService(db, campaigns)


@pytest.fixture
def campaign_id(campaigns: CampaignService) -> int:
    return campaigns.create_campaign("Operation Test", "wargame").id


OpenDatabase = Callable[[str], Database]


@pytest.fixture
def open_database(tmp_path: Path) -> Iterator[OpenDatabase]:
    """Open further databases (``name`` is a file name in the temporary folder)."""
    opened: list[Database] = []

    def open_(name: str) -> Database:
        database = Database.open(f"sqlite:///{tmp_path / name}")
        opened.append(database)
        return database

    yield open_
    for database in opened:
        database.close()
