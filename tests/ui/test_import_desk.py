"""Campaign ▸ Import campaign…: the file is read, checked and written off the GUI
thread with a progress dialog; a refused file is one message and writes nothing."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.helpers.big_documents import write_big_campaign
from xcom_manager.ui.app import open_database
from xcom_manager.ui.import_desk import ImportDesk
from xcom_manager.ui.main_window import MainWindow


@pytest.fixture(scope="module")
def migrated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from xcom_manager.store.db import Database

    path = tmp_path_factory.mktemp("template") / "empty.db"
    Database.open(f"sqlite:///{path}").close()
    return path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, migrated_db: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    path = tmp_path / "campaign.db"
    shutil.copyfile(migrated_db, path)
    assert open_database(main, f"sqlite:///{path}")
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


def _desk(window: MainWindow, monkeypatch: pytest.MonkeyPatch, path: Path) -> list[str]:
    """The window's import desk, its file dialog answering ``path``; the messages shown."""
    desk = window.importer
    shown: list[str] = []
    monkeypatch.setattr(desk, "_choose_file", lambda: str(path))
    monkeypatch.setattr(desk, "_report", shown.append)
    return shown


def _campaign_menu_texts(window: MainWindow) -> list[str]:
    menu = window.menuBar().actions()[0].menu()
    assert menu is not None
    return [action.text() for action in menu.actions()]


def test_import_from_the_campaign_menu_opens_the_new_campaign(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert "&Import campaign…" in _campaign_menu_texts(window)
    source = tmp_path / "big.json"
    soldiers = write_big_campaign(source, 0.5)
    shown = _desk(window, monkeypatch, source)
    desk: ImportDesk = window.importer
    seen: list[int] = []
    with qtbot.waitSignal(desk.finished, timeout=60_000):
        window.importer.import_action.trigger()
        assert desk.progress is not None and desk.progress.isVisible()
        assert not desk.import_action.isEnabled()
        seen.append(desk.progress.maximum())  # busy (0) while reading
    assert shown == []
    assert desk.progress is None and desk.import_action.isEnabled()
    assert window.campaign is not None and window.campaign.name == "Big"
    assert window.campaign.soldier_count == soldiers


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[" * 50_000, "nests lists and objects 50,000 deep"),
        ('{"format": 1, "format": 2}', 'the key "format" is given twice'),
    ],
)
def test_a_refused_file_is_one_message_and_writes_nothing(
    text: str,
    expected: str,
    window: MainWindow,
    qtbot: QtBot,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    source = tmp_path / "bad.json"
    source.write_text(text, encoding="utf-8")
    shown = _desk(window, monkeypatch, source)
    backend = window.backend
    assert backend is not None
    with qtbot.waitSignal(window.importer.finished, timeout=60_000) as blocker:
        window.importer.import_action.trigger()
    assert blocker.args is not None and expected in blocker.args[0]
    assert len(shown) == 1 and expected in shown[0]
    assert backend.campaigns.list_campaigns() == []


def test_cancel_during_the_write_writes_nothing(
    window: MainWindow, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "big.json"
    write_big_campaign(source, 0.5)
    shown = _desk(window, monkeypatch, source)
    desk = window.importer
    backend = window.backend
    assert backend is not None

    with qtbot.waitSignal(desk.finished, timeout=60_000):
        desk.import_action.trigger()
        assert desk.progress is not None
        (button,) = desk.progress.findChildren(QPushButton)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # Cancel
    assert shown == ["the import was cancelled: nothing was written"]
    assert backend.campaigns.list_campaigns() == []


def test_a_campaign_whose_ruleset_file_is_gone_names_it_when_opened(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 13, item 8: no traceback and no error box: the campaign opens read-only, its
    banner naming the missing ruleset; the other campaigns still open (and writable)."""
    backend = window.backend
    assert backend is not None
    kept = backend.campaigns.create_campaign("Kept", "wargame")
    with backend.db.session() as session:
        from xcom_manager.store.models import Campaign

        lost = Campaign(name="Lost rules", ruleset_id="house")
        session.add(lost)
        session.flush()
        lost_id = lost.id
    assert lost_id is not None
    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(window, "_show_error", lambda title, text: errors.append((title, text)))
    window.open_campaign(lost_id)
    assert errors == []
    assert window.campaign is not None and window.campaign.name == "Lost rules"
    banner = window.read_only.banner
    assert banner is not None and "the ruleset 'house', whose file is missing" in banner.text
    window.open_campaign(kept.id)
    assert window.campaign is not None and window.campaign.name == "Kept"
