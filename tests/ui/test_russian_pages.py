"""Issue 14 items 4 and 8: in Russian, nothing English on any page of the demo campaigns (the
wargame's and the board game's). Every visible text is collected (labels, buttons, table cells
and headers, combo items, tab titles, group boxes); a Latin word of three letters or more fails
unless it is a soldier's or a map's own name, a rule ID or an allow-listed technical token."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.helpers.screen_text import english_words, personal_names, visible_texts
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page


@pytest.fixture
def demo_urls(qapp: QApplication, tmp_path: Path) -> dict[str, str]:
    """A file of each demo campaign, made in Russian as a Russian window makes it: the
    wargame's and the board game's."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    urls: dict[str, str] = {}
    i18n.install_translator("ru")
    for ruleset_id in ("wargame", "boardgame"):
        url = f"sqlite:///{tmp_path / f'{ruleset_id}.db'}"
        db = Database.open(url)
        try:
            create_demo(CampaignService(db), ruleset_id)
        finally:
            db.close()
        urls[ruleset_id] = url
    i18n.remove_translators()
    return urls


@pytest.mark.gui
@pytest.mark.parametrize("ruleset_id", ["wargame", "boardgame"])
def test_no_english_on_the_russian_pages(
    qtbot: QtBot, tmp_path: Path, demo_urls: dict[str, str], ruleset_id: str
) -> None:
    i18n.install_translator("ru")
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, demo_urls[ruleset_id])
        names = personal_names(main)
        found: list[str] = []
        for page in Page:
            main.set_page(page)
            for _ in range(3):
                QApplication.processEvents()
                qtbot.wait(1)
            content = main.tabs.currentWidget()
            for widget, text in visible_texts(content):
                words = english_words(text, names)
                if words:
                    found.append(f"{page.name}: {widget}: {text!r} ({', '.join(words)})")
        for i in range(main.tabs.count()):
            if words := english_words(main.tabs.tabText(i), names):
                found.append(f"tab {i}: {main.tabs.tabText(i)!r}")
        assert found == []
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()
