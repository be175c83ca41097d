"""Small helpers shared by the table views (roster, missions, audit): ``select_row``."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QAbstractItemView, QTableView


def select_row(table: QTableView, row: int, *, center: bool = False) -> None:
    """Make ``row`` of ``table`` the current, only selected row and scroll it into view."""
    index = table.model().index(row, 0)
    table.selectionModel().setCurrentIndex(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    hint = (
        QAbstractItemView.ScrollHint.PositionAtCenter
        if center
        else QAbstractItemView.ScrollHint.EnsureVisible
    )
    table.scrollTo(index, hint)
