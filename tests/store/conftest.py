"""Fixtures of the store tests: real SQLite files in a temporary folder."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from xcom_manager import paths
from xcom_manager.store.db import Database


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'data' / 'campaign.db'}"


@pytest.fixture
def db(db_url: str) -> Iterator[Database]:
    database = Database.open(db_url)
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
