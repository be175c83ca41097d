"""Issue 13, item 8: a campaign whose ruleset file is missing opens read-only in the window.

The campaign is the demo campaign played by a user's ruleset (a copy of the wargame's, id
``house``) added with ``xcom-manager rulesets add`` into a temporary data directory, and that
file is then deleted. The window must open it, show every page as stored, say on a banner which
file is missing, where and how to bring it back, hold every write action greyed (or refuse it
with the one message) and write nothing; the file put back, File ▸ Reload makes it writable.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMenu, QTableView
from pytestqt.qtbot import QtBot

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.cli.main import main
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.read_only import WRITE_ACTIONS, WRITE_BUTTONS

MISSING_MESSAGE = (
    "campaign #1 plays by the ruleset 'house', whose file is missing: the campaign is "
    "read-only until the ruleset is back (xcom-manager rulesets add FILE)"
)


def _house_file(folder: Path) -> Path:
    text = WARGAME_PATH.read_text(encoding="utf-8")
    text = text.replace('\nid = "wargame"', '\nid = "house"', 1)
    text = text.replace('\nname = "X-COM Wargame"', '\nname = "House rules"', 1)
    path = folder / "house.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def _template(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder with the ``house`` ruleset added the real way and a database holding
    the demo campaign played by it."""
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.store.db import Database

    root = tmp_path_factory.mktemp("read-only")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_DATA_HOME", str(root / "data"))
        patch.setenv("XDG_CACHE_HOME", str(root / "cache"))
        assert main(["rulesets", "add", str(_house_file(root))]) == 0
        db = Database.open(f"sqlite:///{root / 'c.db'}")
        try:
            campaigns = CampaignService(db)
            info = DemoService(db, campaigns).create_campaign("house")
            assert (info.id, info.ruleset_id) == (1, "house")
        finally:
            db.close()
    return root


@pytest.fixture
def gone(_template: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """This test's copy of the template, the launch's snapshot of the ``house`` ruleset taken
    (as a launch while it was there did) and then its file deleted; returns the database file."""
    shutil.copytree(_template / "data", tmp_path / "data")
    shutil.copyfile(_template / "c.db", tmp_path / "c.db")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    from xcom_manager.paths import user_rulesets_dir
    from xcom_manager.services.rulesets.snapshot import find_quickly, snapshot_path

    assert find_quickly("house") is not None and snapshot_path("house").is_file()
    (user_rulesets_dir() / "house.toml").unlink()
    return tmp_path / "c.db"


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


def _stored(db_file: Path) -> tuple[int, list[str]]:
    """The audit rows' count and every row of the file, read with the standard library."""
    with sqlite3.connect(f"file:{db_file}?mode=ro", uri=True) as connection:
        count = connection.execute("SELECT count(*) FROM audit_entry").fetchone()[0]
        dump = list(connection.iterdump())
    connection.close()
    return count, dump


def _write_parts(window: MainWindow) -> tuple[list[QAction], list[QAbstractButton]]:
    actions: list[QAction] = []
    buttons: list[QAbstractButton] = []
    for page in window.campaign_pages():
        actions += [a for a in page.findChildren(QAction) if a.objectName() in WRITE_ACTIONS]
        buttons += [
            b for b in page.findChildren(QAbstractButton) if b.objectName() in WRITE_BUTTONS
        ]
    return actions, buttons


def _open(window: MainWindow, db_file: Path) -> None:
    from xcom_manager.ui.app import load_backend

    window._show_error = lambda title, message: pytest.fail(f"{title}: {message}")  # type: ignore[method-assign]
    window.attach(load_backend(f"sqlite:///{db_file}"))


def test_the_campaign_opens_read_only_shows_every_page_and_writes_nothing(
    qtbot: QtBot, window: MainWindow, gone: Path
) -> None:
    before = _stored(gone)
    _open(window, gone)
    from xcom_manager.ui.inventory.view import InventoryView
    from xcom_manager.ui.roster.view import RosterView

    # One banner above the tabs: which file, where it was expected, how to bring it back.
    banner = window.read_only.banner
    assert banner is not None and banner.isVisible()
    expected = gone.parent / "data" / "xcom_manager" / "rulesets" / "house.toml"
    assert "the ruleset 'house', whose file is missing" in banner.text
    assert f"It was expected at {expected}." in banner.text
    assert "xcom-manager rulesets add FILE" in banner.text
    assert "File ▸ Reload (F5)" in banner.text
    assert not banner.close_button.isVisible()

    # Every page, by its keys, shows what is stored (names by their keys).
    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    qtbot.waitUntil(lambda: roster.model.fully_loaded)
    assert roster.model.total_count == 14 and roster.model.rowCount() > 0
    first = roster.model.soldier_at(0)
    assert first is not None and first.soldier_class_name == first.soldier_class == "infantry"
    assert {"WS", "BS", "Ld"} <= set(roster.model.header_texts()[0])  # the stats as stored
    for page, key in zip(Page, "12345", strict=True):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.ControlModifier)
        assert window.current_page() is page
        assert banner.isVisible()  # on every page
    inventory = window.inventory_page.view
    assert isinstance(inventory, InventoryView)
    assert inventory.armoury.list.model().rowCount() > 0
    missions = window.missions_page.view
    mission_list = missions.findChild(QTableView, "missionList") if missions else None
    assert mission_list is not None and mission_list.model().rowCount() == 2
    tip = mission_list.model().index(0, 0).data(Qt.ItemDataRole.ToolTipRole) or ""
    status = " ".join(
        str(mission_list.model().index(0, c).data() or "")
        for c in range(mission_list.model().columnCount())
    )
    assert "not replayed" in tip + status
    audit = window.audit_page.view
    assert audit is not None and audit.model.rowCount() == before[0] > 0
    stats = window.stats_desk.page.view
    assert stats is not None and stats.isVisible()

    # Every write action and button is greyed, with the reason as its tooltip, also after a
    # selection that would enable it.
    qtbot.keyClick(window, "1", Qt.KeyboardModifier.ControlModifier)
    roster.table.setFocus()
    qtbot.keyClick(roster.table, Qt.Key.Key_Down)
    assert roster.selected_soldier() is not None
    actions, buttons = _write_parts(window)
    names = {a.objectName() for a in actions}
    assert {"recruitAction", "editAction", "moveToAction", "planMissionAction"} <= names
    reason = window.read_only.refusal_text("house")
    for part in (*actions, *buttons):
        assert not part.isEnabled(), part.objectName()
        assert part.toolTip() == reason, part.objectName()
    assert "xcom-manager rulesets add FILE" in reason
    # Enter on the chosen soldier (the edit form's key) says why instead of opening a form.
    said: list[str] = []
    roster._show_error = said.append  # type: ignore[method-assign]
    roster._open_dialog = lambda dialog: pytest.fail("a form opened")  # type: ignore[method-assign]
    qtbot.keyClick(roster.table, Qt.Key.Key_Return)
    qtbot.keyClick(roster, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Recruit
    assert said == [reason]

    # A move reached anyway (the item's context menu) is refused with the one message.
    qtbot.keyClick(window, "2", Qt.KeyboardModifier.ControlModifier)
    refused: list[str] = []
    inventory._show_error = refused.append  # type: ignore[method-assign]

    def choose_return(menu: QMenu, _pos: QPoint) -> None:
        (back,) = [a for a in menu.actions() if a.text() == "&Return to armoury"]
        back.trigger()

    inventory._exec_menu = choose_return  # type: ignore[method-assign]
    carried = inventory.selected_item_id()
    if carried is None or inventory.armoury.has_item(carried):
        kit = inventory._inventory.soldier_kit(first.id)
        carried = next(i.item.id for slot in kit.slots for i in slot.items)
    inventory.item_context_menu(carried, inventory, QPoint(0, 0))
    assert refused == [MISSING_MESSAGE]

    # Nothing was written: the audit log and every row are as they were.
    window.detach().db.close()  # type: ignore[union-attr]
    assert _stored(gone) == before


def test_the_ruleset_put_back_and_reload_make_it_writable(
    qtbot: QtBot, window: MainWindow, gone: Path, tmp_path: Path
) -> None:
    _open(window, gone)
    banner = window.read_only.banner
    assert banner is not None and banner.isVisible()
    # Reloaded while the file is still gone: still read-only, the new pages locked too.
    window.read_only.reload_action.trigger()
    assert window.read_only.missing == "house" and banner.isVisible()
    assert all(not a.isEnabled() for a in _write_parts(window)[0])
    assert main(["rulesets", "add", str(_house_file(tmp_path))]) == 0
    # F5 on the roster page: the rulesets read again, the campaign reopened, writable.
    roster = window.roster_page()
    roster.setFocus()
    qtbot.keyClick(roster, Qt.Key.Key_F5)
    assert window.read_only.missing is None
    assert not banner.isVisible()
    for page in "2345":  # built again, unlocked
        qtbot.keyClick(window, page, Qt.KeyboardModifier.ControlModifier)
    from xcom_manager.ui.roster.view import RosterView

    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    qtbot.waitUntil(lambda: roster.model.fully_loaded)
    first = roster.model.soldier_at(0)
    assert first is not None and first.soldier_class_name == "Infantry"  # the ruleset's name
    actions, _buttons = _write_parts(window)
    recruit = next(a for a in actions if a.objectName() == "recruitAction")
    assert recruit.isEnabled() and recruit.toolTip() == "Enlist a new soldier"
    # And a write goes through: the first soldier's notes.
    backend = window.backend
    assert backend is not None
    draft = replace(first.to_draft(), notes="back")
    saved = backend.roster.update_soldier(first.id, draft, expected_version=first.version)
    assert saved.row.notes == "back"


def test_the_launch_preview_of_such_a_campaign_does_not_crash(
    qtbot: QtBot, window: MainWindow, gone: Path
) -> None:
    """The launch's quick roster (stdlib peek, the ruleset's snapshot) skips a campaign whose
    ruleset file is gone and opens it read-only the full way."""
    from xcom_manager.store.peek import peek_roster
    from xcom_manager.ui.app import open_quickly
    from xcom_manager.ui.roster.preview import find_ruleset

    url = f"sqlite:///{gone}"
    from xcom_manager import paths

    peeked = peek_roster(url, None, 60, versions_dir=paths.database_dir() / "versions")
    assert peeked.roster is not None and peeked.roster.ruleset_id == "house"
    assert find_ruleset("house") is None  # the snapshot of a deleted file is not used
    window._show_error = lambda title, message: pytest.fail(f"{title}: {message}")  # type: ignore[method-assign]
    open_quickly(window, url)
    qtbot.waitUntil(lambda: window.read_only.missing == "house")
    assert window.read_only.banner is not None and window.read_only.banner.isVisible()
