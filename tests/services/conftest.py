"""Fixtures of the service tests: real databases (SQLite files in a temporary folder and, for
each test again, PostgreSQL: ``tests/helpers/postgres.py``), bundled rulesets."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from tests.helpers.postgres import DatabaseUrls
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


@pytest.fixture
def db_url(database_urls: DatabaseUrls) -> str:
    return database_urls.new("campaign.db")


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
def open_database(database_urls: DatabaseUrls) -> Iterator[OpenDatabase]:
    """Open further databases on the test's engine (``name``: a file name, on SQLite)."""
    opened: list[Database] = []

    def open_(name: str) -> Database:
        database = Database.open(database_urls.new(name))
        opened.append(database)
        return database

    yield open_
    for database in opened:
        database.close()
