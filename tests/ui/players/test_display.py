"""The players' display (View ▸ Players' display…, Ctrl+Shift+F): a second top-level window
that follows the mission step by step and its undo, zooms and closes with the keyboard, shows
no Blip's identity, and is Russian in a Russian window (real SQLite files, real widgets)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from tests.helpers.players import face_down_blips
from tests.helpers.screen_text import english_words, personal_names
from tests.helpers.two_screens import TV, two_screen_server
from xcom_manager import paths
from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.players.words import LABELS, TIMERS
from xcom_manager.store.db import Database
from xcom_manager.translations import Catalogue
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow
from xcom_manager.ui.players.window import BASE_POINTS, PlayersWindow

ROOT = Path(__file__).resolve().parents[3]
pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def _open(qtbot: QtBot, main: MainWindow) -> PlayersWindow:
    """Ctrl+Shift+F typed on the main window; the display shown and holding the keyboard."""
    if QApplication.activeWindow() is not main:
        main.activateWindow()
        qtbot.waitUntil(lambda: QApplication.focusWindow() is main.windowHandle())
    target: QWidget = QApplication.focusWidget() or main
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(target, Qt.Key.Key_F, both)
    display = main.players.display
    assert display is not None
    qtbot.waitExposed(display)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is display)  # its own keys work
    return display


def _text(display: PlayersWindow) -> str:
    parts = (display.title.text(), display.time.text(), display.reminders.text())
    return "\n".join((*parts, display.figures.toPlainText()))


def _people(display: PlayersWindow) -> frozenset[str]:
    """The names of the squad's soldiers on the display (the GM's own words)."""
    snapshot = display.snapshot
    assert snapshot is not None
    names = {entry.name for entry in snapshot.squad}
    if snapshot.mission is not None:
        names |= {f.name for f in snapshot.mission.figures if f.kind in ("soldier", "hero")}
        names.add(snapshot.mission.name)
    return frozenset(names | {snapshot.campaign_name})


def _waiting_translation() -> frozenset[str]:
    """The display's own words the shipped catalogue does not translate yet (new texts wait
    for the next catalogue)."""
    catalogue = Catalogue.read("ru", paths.translations_dir() / "xcom_manager_ru.qm")
    texts = [*LABELS.values(), *TIMERS.values()]
    return frozenset(
        t.source for t in texts if catalogue.translate(t.context, t.source) == t.source
    )


def _showing(display: PlayersWindow) -> tuple[int, str] | None:
    snapshot = display.snapshot
    return None if snapshot is None else (snapshot.campaign_id, snapshot.language)


def _wait_showing(qtbot: QtBot, display: PlayersWindow, shown: tuple[int, str]) -> None:
    qtbot.waitUntil(lambda: _showing(display) == shown, timeout=3000)


def _mission_id(main: MainWindow) -> int:
    assert main.backend is not None and main.campaign is not None
    missions = main.backend.missions.list_missions(main.campaign.id)
    return next(m.id for m in missions if m.status == "in_progress")


def test_the_display_follows_each_step_and_its_undo(qtbot: QtBot, demo_window: MainWindow) -> None:
    display = _open(qtbot, demo_window)
    assert display.isWindow() and display.window() is display  # a top-level window of its own
    assert "Movement phase" in display.time.text()
    assert display.snapshot is not None and display.snapshot.mission is not None
    assert display.figures.toPlainText().count("Wounds:") == len(display.snapshot.mission.figures)
    backend = demo_window.backend
    assert backend is not None
    step = backend.missions.execute(_mission_id(demo_window), AdvancePhase())
    qtbot.waitUntil(lambda: "Shooting phase" in display.time.text(), timeout=3000)
    backend.missions.execute(_mission_id(demo_window), Undo(step.new_log[0].seq))
    qtbot.waitUntil(lambda: "Movement phase" in display.time.text(), timeout=3000)


def test_the_display_zooms_and_escape_closes_it(qtbot: QtBot, demo_window: MainWindow) -> None:
    display = _open(qtbot, demo_window)
    assert display.font_size() == pytest.approx(BASE_POINTS)
    for label in (display.title, display.time, display.reminders):  # read from three metres
        assert label.fontInfo().pointSizeF() >= BASE_POINTS - 0.5, label.objectName()
    ctrl = Qt.KeyboardModifier.ControlModifier
    qtbot.keyClick(display, Qt.Key.Key_Equal, ctrl)
    qtbot.keyClick(display, Qt.Key.Key_Equal, ctrl)
    assert display.font_size() == pytest.approx(BASE_POINTS * 1.2)
    qtbot.keyClick(display, Qt.Key.Key_Minus, ctrl)
    assert display.font_size() == pytest.approx(BASE_POINTS * 1.1)
    assert display.time.fontInfo().pointSizeF() == pytest.approx(BASE_POINTS * 1.1, abs=0.5)
    qtbot.keyClick(display, Qt.Key.Key_0, ctrl)
    assert display.font_size() == pytest.approx(BASE_POINTS)
    feed = demo_window.players.feed
    assert feed is not None and feed.running
    with qtbot.waitSignal(display.closed):
        qtbot.keyClick(display, Qt.Key.Key_Escape)
    assert demo_window.players.display is None and not feed.running


def test_a_board_game_display_shows_blips_as_blips(qtbot: QtBot, demo_window: MainWindow) -> None:
    with qtbot.waitSignal(demo_window.campaign_opened):
        demo_window.open_board_demo_action.trigger()
    display = _open(qtbot, demo_window)
    backend = demo_window.backend
    assert backend is not None and display.board.isVisibleTo(display)
    face_down = face_down_blips(backend.db, backend.campaigns, _mission_id(demo_window))
    assert face_down.squares, "the demo's mission has a Blip still face down"
    shown = _text(display)
    assert [name for name in face_down.hidden_names if name in shown] == []
    tokens = {square: (kind, text) for kind, text, square in display.board.tokens()}
    for square in face_down.squares:
        kind, text = tokens[square]
        assert kind == "blip" and text.isdigit()


def test_the_display_follows_another_campaign_opened(qtbot: QtBot, demo_window: MainWindow) -> None:
    display = _open(qtbot, demo_window)
    with qtbot.waitSignal(demo_window.campaign_opened):
        demo_window.open_board_demo_action.trigger()
    qtbot.waitUntil(lambda: "Round" in display.time.text(), timeout=3000)
    assert demo_window.players.display is display


def test_the_display_lets_go_of_a_database_the_window_closed(
    qtbot: QtBot, demo_window: MainWindow, tmp_path: Path
) -> None:
    """The window closes its file: the players' screen keeps nothing of it and says it waits;
    the file opened again, the same display shows its campaign again, live."""
    display = _open(qtbot, demo_window)
    assert demo_window.campaign is not None
    name = demo_window.campaign.name
    backend = demo_window.detach()
    assert backend is not None
    backend.db.close()
    assert display.snapshot is None and name not in _text(display)
    assert display.time.text() == "Waiting for the GM to open a campaign…"
    assert demo_window.players.feed is None
    open_database(demo_window, f"sqlite:///{tmp_path / 'campaign.db'}")
    qtbot.waitUntil(lambda: display.snapshot is not None, timeout=5000)
    assert demo_window.players.display is display and name in _text(display)
    reopened = demo_window.backend
    assert reopened is not None
    reopened.missions.execute(_mission_id(demo_window), AdvancePhase())
    qtbot.waitUntil(lambda: "Shooting phase" in display.time.text(), timeout=3000)


def test_the_display_follows_the_apps_language(qtbot: QtBot, demo_window: MainWindow) -> None:
    """The GM switches to Russian (the window's pages are rebuilt): the display speaks it."""
    display = _open(qtbot, demo_window)
    assert demo_window.campaign is not None
    campaign_id = demo_window.campaign.id
    assert _showing(display) == (campaign_id, "en")
    i18n.install_translator("ru")
    try:
        with qtbot.waitSignal(demo_window.campaign_opened):
            demo_window.open_campaign(campaign_id)  # as the preferences' language change does
        qtbot.waitUntil(lambda: _showing(display) == (campaign_id, "ru"), timeout=3000)
        assert display.time.text().startswith("Ход ")
    finally:
        i18n.remove_translators()


def test_a_russian_display_has_no_english(qtbot: QtBot, tmp_path: Path, migrated_db: Path) -> None:
    path = tmp_path / "campaign.db"
    shutil.copyfile(migrated_db, path)
    i18n.install_translator("ru")
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.show()
        qtbot.waitExposed(main)
        open_database(main, f"sqlite:///{path}")
        found: list[str] = []
        for action in (main.open_demo_action, main.open_board_demo_action):
            with qtbot.waitSignal(main.campaign_opened):
                action.trigger()
            display = main.players.display or _open(qtbot, main)
            assert main.campaign is not None
            shown = (main.campaign.id, "ru")
            _wait_showing(qtbot, display, shown)
            names = personal_names(main) | _people(display) | _waiting_translation()
            found += [line for line in _text(display).splitlines() if english_words(line, names)]
        assert found == []
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


@pytest.mark.slow
def test_the_gm_puts_the_display_on_the_tv(tmp_path: Path, migrated_db: Path) -> None:
    """A real X server with two screens (an Xvfb: the laptop's and the TV's): the chooser
    offers both, the display goes full screen on the TV and follows a wargame step there, then
    the board game demo opened in the window and its step, never naming a face-down Blip."""
    assert shutil.which("Xvfb"), "Xvfb is missing: ./manage.sh test installs it (as root)"
    shutil.copyfile(migrated_db, tmp_path / "campaign.db")
    with two_screen_server() as display:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=display, PYTHONPATH=str(ROOT))
        env.pop("XAUTHORITY", None)
        done = subprocess.run(
            [sys.executable, "-m", "tests.helpers.two_screens", str(tmp_path)],
            env=env,
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["screens"] == 2 and report["same_display"]
    for system in ("wargame", "board"):
        shown = report[system]
        assert (shown["screen"], shown["full_screen"], shown["inside"]) == ([*TV], True, True)
        assert shown["followed"], f"the display did not follow the {system}'s step"
    board = report["board"]
    assert board["blips"] and all(text.isdigit() for text in board["blips"])
    db = Database.open(f"sqlite:///{tmp_path / 'campaign.db'}")
    try:
        campaigns = CampaignService(db)
        board_demo = next(c for c in campaigns.list_campaigns() if c.ruleset_id == "boardgame")
        mission = next(
            m.id
            for m in MissionService(db, campaigns).list_missions(board_demo.id)
            if m.status == "in_progress"
        )
        hidden = face_down_blips(db, campaigns, mission).hidden_names
    finally:
        db.close()
    assert [name for name in hidden if name in board["text"]] == []
