"""The Inventory page at 1024×700, in English and in Russian, each soldier clicked in turn:
the "Hand over to" names flow onto rows (no sideways scroll bar, none cut), the list is as
high as its rows, and every slot card shows its item's whole name, in sight."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QListView, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.inventory.slots import SlotCell
from xcom_manager.ui.main_window import MainWindow, Page

pytestmark = pytest.mark.gui

SCREEN = (1024, 700)


@pytest.fixture(params=["en", "ru"])
def window(qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    if request.param != "en":
        i18n.install_translator(request.param)
    url = f"sqlite:///{tmp_path / 'demo.db'}"
    db = Database.open(url)
    try:
        create_demo(CampaignService(db), "wargame")
    finally:
        db.close()
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(*SCREEN)
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, url)
        main.resize(*SCREEN)
        main.set_page(Page.INVENTORY)
        _settle(qtbot)
        yield main
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(1)


def _in(widget: QWidget, area: QWidget) -> QRect:
    return QRect(widget.mapTo(area, QPoint(0, 0)), widget.size())


def _handover_problems(handover: QListView) -> list[str]:
    found = []
    if handover.horizontalScrollBar().isVisible():
        found.append("the hand-over list scrolls sideways")
    viewport = handover.viewport().rect()
    model = handover.model()
    rects = [handover.visualRect(model.index(r, 0)) for r in range(model.rowCount())]
    for row, rect in enumerate(rects):
        if not viewport.contains(rect):
            found.append(f"{model.index(row, 0).data()!r} cut: {rect} not in {viewport}")
    line = handover.fontMetrics().height() + 2 * handover.spacing() + 4
    bottom = max((r.bottom() for r in rects), default=0)
    if viewport.height() - bottom > line + handover.spacing():
        found.append(f"an empty band under the names: {viewport.height()} px for {bottom}")
    return found


def _card_problems(scroll: QScrollArea, cells: list[SlotCell]) -> list[str]:
    found = []
    for cell in cells:
        name = cell.name_label
        if name.heightForWidth(name.width()) > name.height() + 1:
            found.append(f"{cell.objectName()} {name.text()!r}: its name cut")
        if not cell.rect().contains(_in(name, cell)):
            found.append(f"{cell.objectName()} {name.text()!r}: its name outside the card")
        if not scroll.viewport().rect().contains(_in(cell, scroll.viewport())):
            found.append(f"{cell.objectName()} {name.text()!r}: the card is not all in sight")
    return found


def test_a_long_armoury_name_wraps_whole(qtbot: QtBot, window: MainWindow) -> None:
    """A row whose name is wider than the armoury column is two lines high, not elided."""
    armoury = window.tabs.currentWidget().findChild(QListView, "armouryList")
    assert armoury is not None
    model, metrics = armoury.model(), armoury.fontMetrics()
    room = armoury.viewport().width() - armoury.iconSize().width() - 12
    long_rows = [
        row
        for row in range(model.rowCount())
        if metrics.horizontalAdvance(str(model.index(row, 0).data())) > room
    ]
    assert long_rows or window.tabs.tabText(0) == "Roster"  # Russian names are longer
    for row in long_rows:
        rect = armoury.visualRect(model.index(row, 0))
        assert rect.height() >= 2 * metrics.lineSpacing(), model.index(row, 0).data()


def test_the_kit_and_the_hand_over_list_fit(qtbot: QtBot, window: MainWindow) -> None:
    page = window.tabs.currentWidget()
    soldiers = page.findChild(QListView, "inventorySoldierList")
    handover = page.findChild(QListView, "handoverList")
    scroll = page.findChild(QScrollArea, "kitScroll")
    assert soldiers is not None and handover is not None and scroll is not None
    found: list[str] = []
    for row in range(soldiers.model().rowCount()):
        index = soldiers.model().index(row, 0)
        soldiers.scrollTo(index)
        qtbot.mouseClick(
            soldiers.viewport(), Qt.MouseButton.LeftButton, pos=soldiers.visualRect(index).center()
        )
        _settle(qtbot)
        cells = scroll.widget().findChildren(SlotCell)
        assert cells, f"no kit shown for {index.data()!r}"
        found += [f"{index.data()}: {p}" for p in _handover_problems(handover)]
        found += [f"{index.data()}: {p}" for p in _card_problems(scroll, cells)]
    assert found == [], "\n".join(found)
