"""Issue 14 items 3 and 8: every page of the demo campaigns (the wargame's and the board
game's), in English and in Russian, is usable in a 1024×700 window: no visible button is
clipped (its text needs more width than it has, or it lies partly outside its parent), no
toolbar hides actions behind its "››" extension, and no table of a page needs a sideways
scroll bar to show its columns. One window per language and campaign keeps it fast."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QCheckBox,
    QComboBox,
    QRadioButton,
    QStyle,
    QTableView,
    QToolBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common.tables import select_row
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.roster.proxy import StatusFilter

SCREEN = (1024, 700)

#: Room a push or tool button leaves around its text (the styles' frame and padding).
_BUTTON_PADDING = 8


def _plain(text: str) -> str:
    """``text`` as shown: mnemonic ampersands dropped, "&&" kept as one "&"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def text_width_needed(button: QAbstractButton) -> int:
    """The width ``button`` needs to show its whole text (and icon) in its style."""
    metrics = button.fontMetrics()
    needed = max(metrics.horizontalAdvance(line) for line in _plain(button.text()).split("\n"))
    if not button.icon().isNull() and button.text():
        needed += button.iconSize().width() + 4
    style = button.style()
    if isinstance(button, QCheckBox):
        needed += style.pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth, None, button)
        needed += style.pixelMetric(QStyle.PixelMetric.PM_CheckBoxLabelSpacing, None, button)
    elif isinstance(button, QRadioButton):
        needed += style.pixelMetric(QStyle.PixelMetric.PM_ExclusiveIndicatorWidth, None, button)
        needed += style.pixelMetric(QStyle.PixelMetric.PM_RadioButtonLabelSpacing, None, button)
    else:
        needed += _BUTTON_PADDING
    return needed


def _name(widget: QWidget) -> str:
    return f"{type(widget).__name__} {widget.objectName()!r}"


def clipped_widgets(root: QWidget) -> list[str]:
    """What is cut short on ``root`` as shown now (each named by widget and text)."""
    found: list[str] = []
    for button in root.findChildren(QAbstractButton):
        if not button.isVisible() or button.objectName() == "qt_toolbar_ext_button":
            continue
        text = _plain(button.text())
        if text and button.width() < text_width_needed(button):
            found.append(
                f"{_name(button)} {text!r}: {button.width()} px wide, needs "
                f"{text_width_needed(button)}"
            )
        parent = button.parentWidget()
        if (
            parent is not None
            and not isinstance(parent.parentWidget(), QAbstractScrollArea)
            and not parent.rect().contains(button.geometry())
        ):
            found.append(f"{_name(button)} {text!r}: partly outside {_name(parent)}")
    for toolbar in root.findChildren(QToolBar):
        extension = toolbar.findChild(QAbstractButton, "qt_toolbar_ext_button")
        if toolbar.isVisible() and extension is not None and extension.isVisible():
            found.append(f"{_name(toolbar)}: actions hidden behind its extension button")
    for table in root.findChildren(QTableView):
        if table.isVisible() and table.horizontalScrollBar().isVisible():
            model = table.model()
            widths = [
                (model.headerData(c, Qt.Orientation.Horizontal), table.columnWidth(c))
                for c in range(model.columnCount())
                if not table.isColumnHidden(c)
            ]
            found.append(
                f"{_name(table)}: its columns scroll out of sight "
                f"({table.viewport().width()} px for {widths})"
            )
    return found


@pytest.fixture
def demo_urls(tmp_path: Path) -> dict[str, str]:
    """A file of each demo campaign: the wargame's and the board game's."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns import CampaignService
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
    the mission tracker with its first character selected (the action panel shown)."""
    status = content.findChild(QComboBox, "rosterStatusFilter")
    if status is not None:
        memorial = status.findData(StatusFilter.MEMORIAL)
        if memorial >= 0:
            status.setCurrentIndex(memorial)
            yield "Memorial"
            status.setCurrentIndex(0)
    characters = content.findChild(QTableView, "characterTable")
    if characters is not None and characters.model().rowCount() > 0:
        select_row(characters, 0)
        yield "first character selected"


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


def test_shared_widths_narrow_the_widest_first() -> None:
    from xcom_manager.ui.common.columns import shared_widths

    assert shared_widths([50, 80], 200) == [50, 80]
    widths = shared_widths([40, 300, 200, 60], 400)
    assert sum(widths) <= 400
    assert widths[0] == 40 and widths[3] == 60  # the narrow ones keep what they want
    assert widths[1] == widths[2]  # the wide ones share one limit
    assert shared_widths([300, 300], 10, floor=36) == [36, 36]  # never below the floor


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
