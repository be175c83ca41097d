"""Issue 14 items 4 and 8: in Russian, nothing English on any page of the demo campaigns (the
wargame's and the board game's). Every visible text is collected (labels, buttons, table cells
and headers, combo items, tab titles, group boxes); a Latin word of three letters or more fails
unless it is a soldier's or a map's own name, a rule ID or an allow-listed technical token."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from xcom_manager.services.demo.document import DEMO_GM
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{2,}")
_RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z]+)*-\d+[a-z]?\b")
_HTML = re.compile(r"<[^>]+>|&\w+;")

#: Technical tokens and words that are the same in Russian text.
ALLOWED = frozenset({"SQLite", "PostgreSQL", "PDF", "CSV", "JSON", "HTML", "UTC", "X-COM", "COM"})


def _visible_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(widget, text) for every text a user sees on ``root``."""
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield name, widget.tabText(i)
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield name, widget.itemText(i)
        elif isinstance(widget, QHeaderView):
            continue  # its table's headers are read with the table
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _model_texts(name, widget.model())


def _model_texts(name: str, model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    display = Qt.ItemDataRole.DisplayRole
    for column in range(model.columnCount()):
        yield f"{name} header", str(model.headerData(column, Qt.Orientation.Horizontal, display))
    for row in range(min(model.rowCount(), 200)):
        for column in range(model.columnCount()):
            value = model.data(model.index(row, column, QModelIndex()), display)
            if isinstance(value, str):
                yield f"{name} row {row}", value


def _english_words(text: str, names: frozenset[str]) -> list[str]:
    text = _RULE_ID.sub(" ", _HTML.sub(" ", text))
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return [w for w in _WORD.findall(text) if w.strip("'’-") not in ALLOWED]


def _personal_names(main: MainWindow) -> frozenset[str]:
    """The soldiers' and maps' own names of the open campaign (they stay as they are)."""
    backend = main.backend
    assert backend is not None and main.campaign is not None
    names: set[str] = set()
    for soldier in backend.roster.list_soldiers(main.campaign.id):
        names.add(soldier.name)
        names.update(soldier.name.split())
    for mission in backend.missions.list_missions(main.campaign.id):
        names.add(mission.name)
    names.add(main.campaign.name)
    names.add(DEMO_GM)  # the demo's game master: a person's name, as an audit row's actor
    return frozenset(n for n in names if n)


@pytest.fixture
def demo_urls(qapp: QApplication, tmp_path: Path) -> dict[str, str]:
    """A file of each demo campaign, made in Russian as a Russian window makes it: the
    wargame's and the board game's."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns import CampaignService
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
        names = _personal_names(main)
        found: list[str] = []
        for page in Page:
            main.set_page(page)
            for _ in range(3):
                QApplication.processEvents()
                qtbot.wait(1)
            content = main.tabs.currentWidget()
            for widget, text in _visible_texts(content):
                words = _english_words(text, names)
                if words:
                    found.append(f"{page.name}: {widget}: {text!r} ({', '.join(words)})")
        for i in range(main.tabs.count()):
            if words := _english_words(main.tabs.tabText(i), names):
                found.append(f"tab {i}: {main.tabs.tabText(i)!r}")
        assert found == []
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()
