"""Issue 14 item 3: column widths, sort orders and splitter positions are remembered in
QSettings (``layout/<objectName>``) and restored in the next window; a corrupt value is
ignored."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QSplitter, QTableView, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.tables import remember_layout


class _Window(QWidget):
    """A window like the main one: its ``layout_settings`` serve the remembered widgets."""

    def __init__(self, settings: QSettings) -> None:
        super().__init__()
        self.layout_settings = settings
        model = QStandardItemModel(4, 3, self)
        for row in range(4):
            for column in range(3):
                model.setItem(row, column, QStandardItem(f"{'abcd'[row]}{column}"))
        self.table = QTableView()
        self.table.setObjectName("testTable")
        self.table.setModel(model)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)
        self.fitter = fit_columns(self.table)
        remember_layout(self.table)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setObjectName("testSplitter")
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(QWidget())
        remember_layout(self.splitter)
        QVBoxLayout(self).addWidget(self.splitter)
        self.resize(600, 300)


def _show(qtbot: QtBot, settings: QSettings) -> _Window:
    window = _Window(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _drag(qtbot: QtBot, widget: QWidget, start: QPoint, end: QPoint) -> None:
    qtbot.mousePress(widget, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(widget, end)
    qtbot.mouseRelease(widget, Qt.MouseButton.LeftButton, pos=end)


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform's own note
def test_widths_sort_and_splitter_come_back(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = _show(qtbot, settings)
    header = first.table.horizontalHeader()
    # The user sorts by the second column, descending (two clicks on its header)...
    middle = QPoint(header.sectionViewportPosition(1) + header.sectionSize(1) // 2, 5)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton, pos=middle)
    assert header.sortIndicatorSection() == 1
    order = header.sortIndicatorOrder()
    # ... widens the first column by dragging its edge ...
    edge = header.sectionViewportPosition(0) + header.sectionSize(0) - 1
    _drag(qtbot, header.viewport(), QPoint(edge, 5), QPoint(edge + 90, 5))
    width = header.sectionSize(0)
    assert first.fitter.user_sized
    # ... and moves the splitter's handle.
    handle = first.splitter.handle(1)
    _drag(qtbot, handle, QPoint(2, 10), QPoint(-120, 10))
    sizes = first.splitter.sizes()
    first.close()
    settings.sync()

    second = _show(qtbot, QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.wait(10)
    header = second.table.horizontalHeader()
    assert header.sectionSize(0) == width
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (1, order)
    expected = "d1" if order == Qt.SortOrder.DescendingOrder else "a1"
    assert second.table.model().index(0, 1).data() == expected  # sorted again
    assert second.splitter.sizes() == sizes
    assert second.fitter.user_sized  # the user's widths, not refitted


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_a_corrupt_value_is_ignored(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("layout/testTable", b"not a header state")
    settings.setValue("layout/testSplitter", "nonsense")
    window = _show(qtbot, settings)
    qtbot.wait(10)
    assert not window.fitter.user_sized  # fitted as if nothing was saved
    assert all(size > 0 for size in window.splitter.sizes())
