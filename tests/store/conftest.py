"""Fixtures of the store tests: real databases (SQLite files in a temporary folder and, for each
test again, PostgreSQL: ``tests/helpers/postgres.py``)."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.helpers.postgres import DatabaseUrls
from xcom_manager import paths
from xcom_manager.store.db import Database


@pytest.fixture
def db_url(database_urls: DatabaseUrls) -> str:
    """An empty database (on SQLite a file not made yet, in a folder not made yet)."""
    return database_urls.new("data/campaign.db", empty=True)


@pytest.fixture
def db(request: pytest.FixtureRequest, database_urls: DatabaseUrls) -> Iterator[Database]:
    """The database of ``db_url`` when the test asks for that too, else a new migrated one."""
    if "db_url" in request.fixturenames:
        url = str(request.getfixturevalue("db_url"))
    else:
        url = database_urls.new("data/campaign.db")
    database = Database.open(url)
    yield database
    database.close()


@pytest.fixture
def scripts(tmp_path: Path) -> Path:
    """A copy of the bundled migration environment, to which a test may add migrations."""
    target = tmp_path / "database"
    shutil.copytree(
        paths.database_dir(), target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
    )
    return target


AddMigration = Callable[[str, str, str], None]


@pytest.fixture
def add_migration(scripts: Path) -> AddMigration:
    """Write ``versions/<revision>.py`` with the given ``upgrade()`` body into the copy."""

    def add(revision: str, down_revision: str, body: str) -> None:
        source = (
            "import sqlalchemy as sa\n"
            "from alembic import op\n\n"
            f"revision = {revision!r}\n"
            f"down_revision = {down_revision!r}\n"
            "branch_labels = None\n"
            "depends_on = None\n\n\n"
            "def upgrade() -> None:\n"
            + textwrap.indent(textwrap.dedent(body).strip() + "\n", "    ")
            + "\n\ndef downgrade() -> None:\n    pass\n"
        )
        (scripts / "versions" / f"{revision}.py").write_text(source, encoding="utf-8")

    return add
