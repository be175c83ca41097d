"""Launch to the roster without SQLAlchemy: the stdlib peek and its preview."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

if TYPE_CHECKING:
    from xcom_manager.ui.main_window import MainWindow

from xcom_manager import paths
from xcom_manager.store.peek import peek_roster
from xcom_manager.ui.roster.preview import find_ruleset, peeked_rows

ROOT = Path(__file__).resolve().parents[2]
VERSIONS = paths.database_dir() / "versions"


@pytest.fixture(scope="module")
def demo_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.store.db import Database

    path = tmp_path_factory.mktemp("demo") / "demo.db"
    with Database.open(f"sqlite:///{path}") as db:
        DemoService(db, CampaignService(db)).open_campaign()
    return path


def test_the_peeked_roster_is_what_the_roster_service_lists(demo_db: Path) -> None:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.roster.service import RosterService
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


def test_the_model_roles_written_as_ints_are_qt_s() -> None:
    from PySide6.QtCore import Qt

    from xcom_manager.ui.roster import model

    assert Qt.ItemDataRole.UserRole + 1 == model.SORT_ROLE
    assert Qt.ItemDataRole.UserRole + 2 == model.ID_ROLE
    assert (
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ForegroundRole,
    ) == (model._DISPLAY, model._TOOLTIP, model._ALIGN, model._FOREGROUND)
    assert Qt.AlignmentFlag.AlignCenter.value == model._CENTER


def _window(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    from xcom_manager.ui.main_window import MainWindow

    monkeypatch.setenv("XCOM_LANG", "en")
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window: MainWindow) -> None:
    backend = window.detach()
    if backend is not None:
        backend.db.close()


def _stats(path: Path) -> dict[int, str]:
    with sqlite3.connect(path) as connection:
        return dict(connection.execute("SELECT id, stats FROM soldier ORDER BY id").fetchall())


def _versions(path: Path) -> list[str]:
    with sqlite3.connect(path) as connection:
        return [row[0] for row in connection.execute("SELECT version_num FROM alembic_version")]


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")  # offscreen, the dialog
def test_an_old_schema_opens_through_the_upgrade_and_an_edit_right_after_is_stored(
    qtbot: QtBot, demo_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from alembic import command
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    from xcom_manager.store.db import alembic_config
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.roster.soldier_dialog import SoldierDialog
    from xcom_manager.ui.roster.view import RosterView

    old = tmp_path / "old.db"
    old.write_bytes(demo_db.read_bytes())
    head = _versions(old)
    command.downgrade(alembic_config(f"sqlite:///{old}"), "-1")  # a file of the last release
    assert _versions(old) != head
    before = _stats(old)
    window = _window(qtbot, tmp_path, monkeypatch)
    try:
        with qtbot.waitSignal(window.opening_finished, timeout=30_000):
            open_quickly(window, f"sqlite:///{old}")
            assert window.roster_page() is window.message_page  # says why it waits
            assert "Upgrading" in window.message_page.message()
        assert _versions(old) == head
        view = window.roster_page()
        assert isinstance(view, RosterView)
        assert view.model.total_count == len(before)

        soldier_id = min(before)
        assert view.select_soldier(soldier_id)

        def set_ws(dialog: QDialog) -> bool:
            assert isinstance(dialog, SoldierDialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            spin = dialog.stat_spins["WS"]
            spin.setFocus()
            spin.selectAll()
            qtbot.keyClicks(spin, "9")
            qtbot.keyClick(dialog, Qt.Key.Key_Return)  # Enter = OK
            accepted = dialog.result() == QDialog.DialogCode.Accepted
            dialog.close()
            return accepted

        view._open_dialog = set_ws  # type: ignore[method-assign]
        view.table.setFocus()
        qtbot.keyClick(view.table, Qt.Key.Key_Return)  # Enter on a soldier = Edit…
        assert json.loads(_stats(old)[soldier_id])["WS"] == 9
        assert {k: v for k, v in _stats(old).items() if k != soldier_id} == {
            k: v for k, v in before.items() if k != soldier_id
        }
    finally:
        _close(window)


def test_the_preview_cannot_be_edited_and_keys_on_it_break_nothing(
    qtbot: QtBot, demo_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractItemView, QApplication

    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.roster.preview import RosterPreview
    from xcom_manager.ui.roster.view import RosterView

    db = tmp_path / "demo.db"
    db.write_bytes(demo_db.read_bytes())
    before = _stats(db)
    window = _window(qtbot, tmp_path, monkeypatch)
    seen: dict[str, object] = {}

    def on_preview() -> None:  # the preview is painted, the services are not loaded yet
        preview = window.roster_page()
        assert isinstance(preview, RosterPreview)
        assert window.backend is None
        table = preview.table
        assert table.editTriggers() == QAbstractItemView.EditTrigger.NoEditTriggers
        first = table.model().index(0, 0).data()
        table.setFocus()
        table.setCurrentIndex(table.model().index(0, 0))
        for key, modifiers in (
            (Qt.Key.Key_Return, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_F2, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_Delete, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_X, Qt.KeyboardModifier.NoModifier),
            (Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier),  # Recruit on the roster
            (Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier),  # Undo
        ):
            qtbot.keyClick(table, key, modifiers)
        qtbot.mouseDClick(
            table.viewport(),
            Qt.MouseButton.LeftButton,
            pos=table.visualRect(table.model().index(0, 0)).center(),
        )
        seen["editor"] = table.indexWidget(table.model().index(0, 0)) is not None or bool(
            table.state() == QAbstractItemView.State.EditingState
        )
        seen["dialog"] = QApplication.activeModalWidget()
        seen["first"] = (first, table.model().index(0, 0).data())
        seen["enabled"] = sorted(
            action.text()
            for action in window.findChildren(QAction)
            if action.isEnabled()
            and any(w in action.text() for w in ("Recruit", "Edit…", "Retire", "dead", "Undo"))
        )

    from PySide6.QtGui import QAction

    with qtbot.waitSignal(window.opening_finished, timeout=30_000):
        open_quickly(window, f"sqlite:///{db}", on_preview)
    try:
        assert seen["editor"] is False and seen["dialog"] is None
        first, after = seen["first"]  # type: ignore[misc]
        assert first == after and first
        assert seen["enabled"] == []
        assert isinstance(window.roster_page(), RosterView)  # the services came after all
        assert _stats(db) == before
    finally:
        _close(window)
