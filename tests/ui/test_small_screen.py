"""Issue 14 items 3 and 8: every page of the demo campaigns (the wargame's and the board
game's), in English and in Russian, is usable in a 1024×700 window: no visible button is
clipped (its text needs more width than it has or it is narrower than its size hint, or it
lies partly outside its parent), no toolbar hides actions behind its "››" extension, no table
or scroll area of a page needs a sideways scroll bar, no label's text is cut (inside a scroll
area too) or elided without a tooltip, no column title is cut without one
(:mod:`tests.helpers.clipping`); the Statistics' tabs and every action of the mission tracker
are looked at too. One window per language and campaign keeps it fast."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QTableView,
    QTabWidget,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.helpers.clipping import clipped_widgets
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common.tables import select_row
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.roster.proxy import StatusFilter

SCREEN = (1024, 700)


@pytest.fixture
def demo_urls(tmp_path: Path) -> dict[str, str]:
    """A file of each demo campaign: the wargame's and the board game's."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    urls: dict[str, str] = {}
    for ruleset_id in ("wargame", "boardgame"):
        url = f"sqlite:///{tmp_path / f'{ruleset_id}.db'}"
        db = Database.open(url)
        try:
            create_demo(CampaignService(db), ruleset_id)
        finally:
            db.close()
        urls[ruleset_id] = url
    return urls


def _settle(qtbot: QtBot) -> None:
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(1)


def _page_states(content: QWidget) -> Iterator[str]:
    """Put ``content`` in its other states worth a look, naming each: the roster's Memorial,
    each tab of a page's own tabs (the Statistics'), the mission tracker with its first
    character selected on each of its action's form pages."""
    status = content.findChild(QComboBox, "rosterStatusFilter")
    if status is not None:
        memorial = status.findData(StatusFilter.MEMORIAL)
        if memorial >= 0:
            status.setCurrentIndex(memorial)
            yield "Memorial"
            status.setCurrentIndex(0)
    for tabs in content.findChildren(QTabWidget):
        for index in range(1, tabs.count()):
            tabs.setCurrentIndex(index)
            yield f"tab {tabs.tabText(index)!r}"
        tabs.setCurrentIndex(0)
    characters = content.findChild(QTableView, "characterTable")
    if characters is not None and characters.model().rowCount() > 0:
        select_row(characters, 0)
        yield "first character selected"
        actions = content.findChild(QComboBox, "actionCombo")
        if actions is not None:
            for index in range(1, actions.count()):
                actions.setCurrentIndex(index)
                yield f"first character, action {actions.itemText(index)!r}"
            actions.setCurrentIndex(0)


@pytest.mark.gui
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("ruleset_id", ["wargame", "boardgame"])
def test_every_page_fits_a_small_screen(
    qtbot: QtBot, tmp_path: Path, demo_urls: dict[str, str], ruleset_id: str, language: str
) -> None:
    if language != "en":
        i18n.install_translator(language)
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(*SCREEN)
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, demo_urls[ruleset_id])
        main.resize(*SCREEN)
        found: list[str] = []
        for page in Page:
            main.set_page(page)
            _settle(qtbot)
            assert main.width() <= SCREEN[0] and main.height() <= SCREEN[1], (
                f"{page.name}: the window grew to {main.width()}×{main.height()}"
            )
            content = main.tabs.currentWidget()
            found.extend(f"{page.name}: {line}" for line in clipped_widgets(content))
            for state in _page_states(content):
                _settle(qtbot)
                found.extend(f"{page.name} ({state}): {line}" for line in clipped_widgets(content))
        assert found == [], "\n".join(found)
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def test_the_check_sees_a_clipped_button(qtbot: QtBot) -> None:
    """The measure fails a button narrower than its text, and passes it at its size hint."""
    from PySide6.QtWidgets import QPushButton

    parent = QWidget()
    qtbot.addWidget(parent)
    button = QPushButton("Commit the whole turn", parent)
    parent.resize(400, 100)
    parent.show()
    button.resize(button.sizeHint())
    assert clipped_widgets(parent) == []
    button.resize(40, button.height())
    assert clipped_widgets(parent) != []


def test_the_check_sees_a_button_narrower_than_its_size_hint(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QCheckBox

    parent = QWidget()
    qtbot.addWidget(parent)
    box = QCheckBox("", parent)  # no text to measure: only its size hint tells
    parent.resize(200, 100)
    parent.show()
    box.resize(box.sizeHint())
    assert clipped_widgets(parent) == []
    box.resize(4, box.height())
    assert any("size hint" in line for line in clipped_widgets(parent))


def test_the_check_sees_a_label_cut_inside_a_scroll_area(qtbot: QtBot) -> None:
    """A label that does not wrap, wider than the scroll area it is in, is cut; wrapped, or
    elided with its whole text as a tooltip, it is not."""
    from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout

    area = QScrollArea()
    qtbot.addWidget(area)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    inner = QWidget()
    label = QLabel("Then the Overmind draws back up to five Mutation cards (M-CX-5).")
    QVBoxLayout(inner).addWidget(label)
    area.setWidget(inner)
    area.resize(160, 120)
    area.show()
    qtbot.waitExposed(area)
    assert any("in sight" in line for line in clipped_widgets(area))
    label.setWordWrap(True)
    inner.resize(area.viewport().width(), inner.heightForWidth(area.viewport().width()))
    assert clipped_widgets(area) == []
    label.setWordWrap(False)
    label.setText("Then the Overmind…")
    assert any("elided without a tooltip" in line for line in clipped_widgets(area))
    label.setToolTip("Then the Overmind draws back up to five Mutation cards (M-CX-5).")
    assert clipped_widgets(area) == []


def test_the_check_sees_a_header_cut_without_a_tooltip(qtbot: QtBot) -> None:
    from PySide6.QtGui import QStandardItemModel

    from xcom_manager.ui.common.tables import tip_elided_cells

    model = QStandardItemModel(1, 2)
    model.setHorizontalHeaderLabels(["#", "Did this phase"])
    parent = QWidget()
    qtbot.addWidget(parent)
    table = QTableView(parent)
    table.setModel(model)
    table.horizontalHeader().setStretchLastSection(False)
    table.resize(300, 120)
    parent.resize(320, 140)
    parent.show()
    qtbot.waitExposed(parent)
    table.setColumnWidth(1, 200)
    assert clipped_widgets(parent) == []
    table.setColumnWidth(1, 30)
    assert any("header 'Did this phase'" in line for line in clipped_widgets(parent))
    tips = tip_elided_cells(table)  # the header's tooltip shows the whole title
    assert tips.header_tip(1) == "Did this phase"
    assert clipped_widgets(parent) == []


def test_the_check_sees_a_cell_cut_with_no_tooltip_holding_it(qtbot: QtBot) -> None:
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from xcom_manager.ui.common.tables import tip_elided_cells

    model = QStandardItemModel(1, 1)
    item = QStandardItem("Aqualung tanks that held: 1 of 2, expected 1.3")
    item.setToolTip("33%")  # a tooltip, but not the cut text
    model.setItem(0, 0, item)
    parent = QWidget()
    qtbot.addWidget(parent)
    table = QTableView(parent)
    table.setModel(model)
    table.horizontalHeader().setStretchLastSection(False)
    table.setColumnWidth(0, 60)
    table.resize(300, 120)
    parent.resize(320, 140)
    parent.show()
    qtbot.waitExposed(parent)
    assert any("cut, no tooltip holds it" in line for line in clipped_widgets(parent))
    tip_elided_cells(table)  # the whole text above the model's tooltip
    assert clipped_widgets(parent) == []


def test_shared_widths_narrow_the_widest_first() -> None:
    from xcom_manager.ui.common.columns import shared_widths

    assert shared_widths([50, 80], 200) == [50, 80]
    widths = shared_widths([40, 300, 200, 60], 400)
    assert sum(widths) <= 400
    assert widths[0] == 40 and widths[3] == 60  # the narrow ones keep what they want
    assert widths[1] == widths[2]  # the wide ones share one limit
    assert shared_widths([300, 300], 10, floor=36) == [36, 36]  # never below the floor


def test_titles_are_cut_before_cells() -> None:
    """A column wider for its title than for its cells gives that extra up first: the names
    stay whole while the stat titles are cut (the board game's Russian roster)."""
    from xcom_manager.ui.common.columns import titles_first

    wanted = [130, 90, 90, 90]  # a name, then three stats with long titles
    cells = [130, 20, 20, 20]
    widths = titles_first(wanted, cells, 300)
    assert sum(widths) <= 300
    assert widths[0] == 130  # the name whole
    assert widths[1] == widths[2] == widths[3] >= 36
    assert titles_first(wanted, cells, 500) == wanted  # room enough: nothing cut
    narrow = titles_first(wanted, cells, 150)  # cells must be cut too
    assert sum(narrow) <= 150 and narrow[0] < 130


def test_fitted_columns_stay_in_sight_with_the_last_stretched(qtbot: QtBot) -> None:
    """A table narrower than its cells want keeps every column in sight (no sideways scroll
    bar), the short columns whole, and its last column takes the rest."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from xcom_manager.ui.common.columns import fit_columns

    model = QStandardItemModel(3, 4)
    for row in range(3):
        for column, text in enumerate(("#7", "Sectoid Commander " * 3, "OK", "x " * 200)):
            model.setItem(row, column, QStandardItem(text))
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    fitter = fit_columns(table)
    table.resize(400, 200)
    table.show()
    qtbot.waitExposed(table)
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible())
    assert table.columnWidth(0) >= table.fontMetrics().horizontalAdvance("#7")
    assert table.columnWidth(1) < table.fontMetrics().horizontalAdvance("Sectoid Commander " * 3)
    assert sum(table.columnWidth(c) for c in range(4)) <= table.viewport().width()
    assert not fitter.user_sized


def test_a_whole_column_is_never_cut(qtbot: QtBot) -> None:
    """A column named ``whole`` (the audit's time and verdict) keeps its content's width while
    the others are narrowed."""
    from PySide6.QtGui import QStandardItem, QStandardItemModel

    from xcom_manager.ui.common.columns import fit_columns

    model = QStandardItemModel(2, 4)
    texts = ("Grace Evans, Sniper " * 2, "2026-12-01 23:59:59", "Overridden by the GM", "x " * 80)
    for row in range(2):
        for column, text in enumerate(texts):
            model.setItem(row, column, QStandardItem(text))
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    fit_columns(table, whole=(1, 2))
    table.resize(560, 200)
    table.show()
    qtbot.waitExposed(table)
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible())
    metrics = table.fontMetrics()
    assert table.columnWidth(1) >= metrics.horizontalAdvance(texts[1])
    assert table.columnWidth(2) >= metrics.horizontalAdvance(texts[2])
    assert table.columnWidth(0) < metrics.horizontalAdvance(texts[0])
