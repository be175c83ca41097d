"""Issue 14 item 3: the splitters and table columns of the campaign's pages (the Inventory's,
the Missions') are remembered: moved and widened in one window, they are found as left in
the next one over the same settings."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QSplitter, QTableView, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page


@pytest.fixture
def demo_url(tmp_path: Path) -> str:
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    url = f"sqlite:///{tmp_path / 'demo.db'}"
    db = Database.open(url)
    try:
        create_demo(CampaignService(db), "wargame")
    finally:
        db.close()
    return url


def _open(qtbot: QtBot, settings_file: Path, url: str) -> MainWindow:
    main = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.resize(1024, 700)
    main.show()
    qtbot.waitExposed(main)
    assert open_database(main, url)
    return main


def _show(qtbot: QtBot, main: MainWindow, page: Page) -> QWidget:
    main.set_page(page)
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(1)
    content = main.tabs.currentWidget()
    assert content is not None
    return content


def _drag(qtbot: QtBot, widget: QWidget, start: QPoint, end: QPoint) -> None:
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(widget, end)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)


def _move_splitter(qtbot: QtBot, splitter: QSplitter, by: int) -> list[int]:
    before = splitter.sizes()
    _drag(qtbot, splitter.handle(1), QPoint(2, 10), QPoint(2 + by, 10))
    assert splitter.sizes() != before, "the drag did not move the splitter"
    return splitter.sizes()


def _widen_first_column(qtbot: QtBot, table: QTableView, by: int) -> int:
    header = table.horizontalHeader()
    first = header.logicalIndex(0)
    before = header.sectionSize(first)
    edge = header.sectionViewportPosition(first) + before - 1
    _drag(qtbot, header.viewport(), QPoint(edge, 5), QPoint(edge + by, 5))
    assert header.sectionSize(first) != before, "the drag did not widen the column"
    return header.sectionSize(first)


@pytest.mark.gui
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_page_splitters_and_columns_come_back(qtbot: QtBot, tmp_path: Path, demo_url: str) -> None:
    settings_file = tmp_path / "settings.ini"
    first = _open(qtbot, settings_file, demo_url)
    inventory = _show(qtbot, first, Page.INVENTORY)
    inventory_sizes = _move_splitter(qtbot, inventory.findChild(QSplitter, "inventorySplitter"), 60)
    missions = _show(qtbot, first, Page.MISSIONS)
    missions_sizes = _move_splitter(qtbot, missions.findChild(QSplitter, "missionsSplitter"), -40)
    characters_width = _widen_first_column(
        qtbot, missions.findChild(QTableView, "characterTable"), 25
    )
    first.close()
    backend = first.detach()
    if backend is not None:
        backend.db.close()

    second = _open(qtbot, settings_file, demo_url)
    try:
        inventory = _show(qtbot, second, Page.INVENTORY)
        assert inventory.findChild(QSplitter, "inventorySplitter").sizes() == inventory_sizes
        missions = _show(qtbot, second, Page.MISSIONS)
        assert missions.findChild(QSplitter, "missionsSplitter").sizes() == missions_sizes
        characters = missions.findChild(QTableView, "characterTable").horizontalHeader()
        assert characters.sectionSize(characters.logicalIndex(0)) == characters_width
    finally:
        backend = second.detach()
        if backend is not None:
            backend.db.close()
