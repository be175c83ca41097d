"""The roster's column titles at 1024×700, the board game's and the wargame's, in English and
in Russian: a title that does not fit shows its short form whole (its full one in the tooltip),
and no two visible titles read the same."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QHeaderView, QTableView
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common.short_titles import SHORT_TITLE_ROLE, ShortTitleHeader, title_width
from xcom_manager.ui.main_window import MainWindow, Page

pytestmark = pytest.mark.gui

SCREEN = (1024, 700)


@pytest.fixture
def demo_url(tmp_path: Path, request: pytest.FixtureRequest) -> str:
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    url = f"sqlite:///{tmp_path / 'demo.db'}"
    db = Database.open(url)
    try:
        create_demo(CampaignService(db), request.param)
    finally:
        db.close()
    return url


@pytest.fixture
def roster_window(
    qtbot: QtBot, tmp_path: Path, demo_url: str, language: str
) -> Iterator[MainWindow]:
    if language != "en":
        i18n.install_translator(language)
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(*SCREEN)
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, demo_url)
        main.resize(*SCREEN)
        main.set_page(Page.ROSTER)
        for _ in range(3):
            QApplication.processEvents()
            qtbot.wait(1)
        yield main
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def _painted_titles(table: QTableView) -> dict[int, str]:
    """What each visible section of the header shows, as a user reads it: the short title
    where the header paints it, else the full title as Qt elides it to the section."""
    header = table.horizontalHeader()
    assert isinstance(header, ShortTitleHeader)
    shown: dict[int, str] = {}
    for column in range(header.count()):
        if header.isSectionHidden(column):
            continue
        text = header.shown_title(column)
        room = header.sectionSize(column) - (title_width(header, column, text) - 2)
        room += header.fontMetrics().horizontalAdvance(text)
        shown[column] = header.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room)
    return shown


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("demo_url", ["boardgame", "wargame"], indirect=True)
def test_the_roster_titles_are_whole_and_tell_the_columns_apart(
    roster_window: MainWindow, language: str
) -> None:
    table = roster_window.tabs.currentWidget().findChild(QTableView, "rosterTable")
    assert table is not None and table.isVisible()
    header: QHeaderView = table.horizontalHeader()
    model = table.model()
    painted = _painted_titles(table)
    texts = list(painted.values())
    assert len(set(texts)) == len(texts), f"two columns read the same: {texts}"
    for column, text in painted.items():
        short = model.headerData(column, Qt.Orientation.Horizontal, SHORT_TITLE_ROLE)
        if short:  # a column with a short form is never cut
            assert "…" not in text, (
                f"column {column} shows {text!r} ({header.sectionSize(column)} px)"
            )
        full = model.headerData(column, Qt.Orientation.Horizontal)
        tip = model.headerData(column, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
        if text != full:  # shortened or cut: the header's tooltip tells the whole title
            assert tip, f"column {column} shows {text!r} for {full!r} without a tooltip"
    assert sum(header.sectionSize(c) for c in painted) <= table.viewport().width() + 1
