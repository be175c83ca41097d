"""PlainTableModel: a read-only table over plain rows, under column headers."""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QTableView
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from xcom_manager.ui.common.tables import PlainTableModel, select_row, tip_elided_cells

pytestmark = pytest.mark.gui


@dataclass(frozen=True, slots=True)
class _Trooper:
    id: int
    name: str
    rank: str


class _Troopers(PlainTableModel[_Trooper]):
    def __init__(self) -> None:
        super().__init__(("Name", "Rank"), header_tips=("Name", "Rank on the roster"))

    def texts(self, row: _Trooper) -> tuple[str, str]:
        return row.name, row.rank

    def role_data(self, row: _Trooper, column: int, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"#{row.id}"
        return None

    def row_key(self, row: _Trooper) -> Hashable:
        return row.id


SQUAD = [_Trooper(1, "Ivanova", "Sgt."), _Trooper(2, "Smith", "Pte."), _Trooper(3, "Kim", "Cpl.")]


def test_the_model_passes_the_model_tester(qtmodeltester: ModelTester) -> None:
    model = _Troopers()
    qtmodeltester.check(model)
    model.set_rows(SQUAD)
    qtmodeltester.check(model)
    model.set_rows([SQUAD[2], SQUAD[0]])  # other rows: a reset
    model.update_row(_Trooper(3, "Kim", "Sgt."))
    model.set_rows([])
    qtmodeltester.check(model)


def test_rows_headers_and_roles() -> None:
    model = _Troopers()
    model.set_rows(SQUAD)
    assert (model.rowCount(), model.columnCount()) == (3, 2)
    assert model.data(model.index(1, 0)) == "Smith"
    assert model.data(model.index(1, 1)) == "Pte."
    assert model.data(model.index(2, 0), Qt.ItemDataRole.ToolTipRole) == "#3"
    assert model.data(model.index(2, 0), Qt.ItemDataRole.DecorationRole) is None
    assert model.data(QModelIndex()) is None
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Rank"
    tip = model.headerData(1, Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)
    assert tip == "Rank on the roster"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    assert model.row_at(0) == SQUAD[0] and model.row_at(3) is None
    assert model.row_of(2) == 1 and model.row_of(99) is None
    assert model.rows() == tuple(SQUAD)
    flags = model.flags(model.index(0, 0))
    assert flags & Qt.ItemFlag.ItemIsSelectable and not flags & Qt.ItemFlag.ItemIsEditable


def test_texts_must_fill_every_column() -> None:
    class _Short(_Troopers):
        def texts(self, row: _Trooper) -> tuple[str, str]:
            return (row.name,)  # type: ignore[return-value]

    with pytest.raises(ValueError, match="1 texts for 2 columns"):
        _Short().set_rows(SQUAD)


def test_new_data_for_the_same_rows_keeps_the_selection(qtbot: QtBot) -> None:
    model = _Troopers()
    model.set_rows(SQUAD)
    table = QTableView()
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    qtbot.addWidget(table)
    table.resize(400, 300)
    table.show()
    qtbot.waitExposed(table)
    cell = table.visualRect(model.index(1, 0)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=cell)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [1]

    promoted = [SQUAD[0], _Trooper(2, "Smith", "Cpl."), SQUAD[2]]
    with qtbot.waitSignal(model.dataChanged):
        model.set_rows(promoted)
    assert model.data(model.index(1, 1)) == "Cpl."
    assert [i.row() for i in table.selectionModel().selectedRows()] == [1]

    assert model.update_row(_Trooper(2, "Smith", "Sgt."))
    assert not model.update_row(_Trooper(9, "Nobody", "Pte."))
    assert model.data(model.index(1, 1)) == "Sgt."

    with qtbot.waitSignal(model.modelReset):
        model.set_rows(SQUAD[::-1])  # other rows in another order: a reset
    assert table.selectionModel().selectedRows() == []
    select_row(table, 2)
    assert [i.row() for i in table.selectionModel().selectedRows()] == [2]
    assert model.row_at(2) == SQUAD[0]


def test_an_elided_cell_tips_its_whole_text(qtbot: QtBot) -> None:
    """A cell cut short by its column offers its whole text as a tooltip; a cell that fits
    offers none."""
    model = QStandardItemModel(1, 2)
    long_text = "Handed over in base contact during the Aqualung phase of turn seven"
    model.setItem(0, 0, QStandardItem("Ok"))
    model.setItem(0, 1, QStandardItem(long_text))
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    tips = tip_elided_cells(table)
    table.setColumnWidth(0, 200)
    table.setColumnWidth(1, 60)
    assert table.textElideMode() == Qt.TextElideMode.ElideRight
    assert tips.elided_text(model.index(0, 0)) == ""
    assert tips.elided_text(model.index(0, 1)) == long_text
    table.setColumnWidth(1, table.fontMetrics().horizontalAdvance(long_text) + 40)
    assert tips.elided_text(model.index(0, 1)) == ""


def test_a_cut_cell_with_a_tooltip_of_its_own_tips_both(qtbot: QtBot) -> None:
    """A cut cell whose model gives a tooltip (what the figure means) shows its whole text
    above it; a table that wraps its cells cuts only what its row is too low for."""
    model = QStandardItemModel(1, 1)
    sentence = "Initiative tests passed (jumps, climbs, swims): 2 of 2, expected 1.0"
    item = QStandardItem(sentence)
    item.setToolTip("Luckier than 88% of the ways the dice could have fallen")
    model.setItem(0, 0, item)
    table = QTableView()
    qtbot.addWidget(table)
    table.setModel(model)
    tips = tip_elided_cells(table)
    table.setColumnWidth(0, 120)
    tip = tips.cell_tip(model.index(0, 0))
    assert tip.startswith(sentence) and tip.endswith("could have fallen")
    table.setWordWrap(True)
    table.resizeRowsToContents()
    assert tips.cell_tip(model.index(0, 0)) == item.toolTip()  # wrapped whole: its own only
