"""The main window's status bar at 1024×700, in English and in Russian: a long message (an
undo's) is elided before the campaign label with its whole text in the tooltip, never painted
under it; a page's message ("Intact: 21 rows") goes when the GM shows another page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.status_bar import ElidedLabel

pytestmark = pytest.mark.gui

SCREEN = (1024, 700)


@pytest.fixture(params=["en", "ru"])
def window(qtbot: QtBot, tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[MainWindow]:
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    url = f"sqlite:///{tmp_path / 'demo.db'}"
    db = Database.open(url)
    try:
        create_demo(CampaignService(db), "wargame")
    finally:
        db.close()
    if request.param != "en":
        i18n.install_translator(request.param)
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(*SCREEN)
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, url)
        main.resize(*SCREEN)
        QApplication.processEvents()
        yield main
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def _box(widget: QWidget, window: MainWindow) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


def test_a_long_message_is_elided_before_the_campaign_label(
    qtbot: QtBot, window: MainWindow
) -> None:
    text = (
        "Undone: Operation Ashfall: Grace Evans: Jump, Initiative test 2 against 3: passes "
        "(M-TEST-1). If it ends its move with nothing solid under it, it slips and falls on."
    )
    window.show_status(text, 8000)
    QApplication.processEvents()
    bar = window.statusBar()
    message = bar.findChild(QWidget, "statusMessage")
    campaign = bar.findChild(QWidget, "campaignStatus")
    assert message is not None and campaign is not None
    assert bar.currentMessage() == text
    assert message.isVisible() and campaign.isVisible()
    assert _box(message, window).right() < _box(campaign, window).left()  # side by side
    assert isinstance(message, ElidedLabel) and isinstance(campaign, ElidedLabel)
    assert message.width() >= window.width() // 4  # room for a message, in Russian too
    shown = message.shown_text()
    assert shown.endswith("…") and shown.removesuffix("…") in text
    assert message.fontMetrics().horizontalAdvance(shown) <= message.width()
    assert message.toolTip() == text
    for label in (campaign, bar.findChild(ElidedLabel, "locationStatus")):
        assert label is not None
        cut = label.shown_text() != label.text()
        assert label.toolTip() == (label.text() if cut else "")
        assert label.fontMetrics().horizontalAdvance(label.shown_text()) <= label.width()
    window.show_status("Saved.")
    assert message.shown_text() == "Saved." and message.toolTip() == ""


def test_a_page_message_goes_when_another_page_is_shown(qtbot: QtBot, window: MainWindow) -> None:
    window.set_page(Page.AUDIT)
    audit = window.audit_page.view
    assert audit is not None
    verify = audit.findChild(QPushButton, "auditVerify")
    assert verify is not None
    with qtbot.waitSignal(audit.verify_finished, timeout=20000):
        qtbot.mouseClick(verify, Qt.MouseButton.LeftButton)
    bar = window.statusBar()
    qtbot.waitUntil(lambda: bar.currentMessage() != "")
    verdict = bar.currentMessage()
    assert verdict == audit.result_label.text()
    tabs = window.tabs.tabBar()
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(Page.ROSTER).center())
    assert window.tabs.currentIndex() == Page.ROSTER
    assert bar.currentMessage() == ""
    message = bar.findChild(QWidget, "statusMessage")
    assert isinstance(message, ElidedLabel) and message.shown_text() == ""
