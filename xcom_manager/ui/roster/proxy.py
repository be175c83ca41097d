"""The roster's proxy: the search text, the status filter and the sort, as the table asks.

The proxy keeps the filter *state* and the usual proxy API for the view, and hands the work to
its :class:`~xcom_manager.ui.roster.model.RosterTableModel`, which filters and sorts in one
Python pass over precomputed values (see :mod:`xcom_manager.ui.roster.model` for the
measurements): it never calls back into Python per row.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QSortFilterProxyModel, Qt

from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.roster.model import SORT_ROLE, ModelIndex, RosterTableModel, RowFilter

__all__ = ["RosterFilterProxy", "StatusFilter", "soldiers_of"]

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_CELL_FLAGS = (
    Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren
)
_NO_FLAGS = Qt.ItemFlag.NoItemFlags


class StatusFilter(Enum):
    """The status filter of the roster; ``statuses`` is ``None`` for "all"."""

    ACTIVE_DUTY = ("active", "wounded", "down")
    ALL = None
    MEMORIAL = ("dead", "mia")
    RETIRED = ("retired",)

    @property
    def statuses(self) -> frozenset[str] | None:
        value: tuple[str, ...] | None = self.value
        return None if value is None else frozenset(value)

    def label(self) -> str:
        """The translated text shown in the filter combo box."""
        return {
            StatusFilter.ACTIVE_DUTY: QCoreApplication.translate("RosterFilter", "Active duty"),
            StatusFilter.ALL: QCoreApplication.translate("RosterFilter", "All"),
            StatusFilter.MEMORIAL: QCoreApplication.translate("RosterFilter", "Memorial"),
            StatusFilter.RETIRED: QCoreApplication.translate("RosterFilter", "Retired"),
        }[self]


class RosterFilterProxy(QSortFilterProxyModel):
    """The roster as the table shows it: search text, status filter and sort.

    It keeps the filter state and the proxy API the view expects, and passes the work to its
    ``RosterTableModel`` (see the model's module docstring for the measurements): the proxy itself
    neither filters nor sorts row by row, so no per-row Python call happens in C++.
    """

    _roster: RosterTableModel  # the source (set by setSourceModel)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._text = ""
        self._status_filter = StatusFilter.ACTIVE_DUTY
        self._fetch_paused = False
        self.setSortRole(SORT_ROLE)
        self.setDynamicSortFilter(False)

    def set_fetch_paused(self, paused: bool) -> None:
        """While paused, views are told there is nothing more to fetch (``canFetchMore``).

        The roster view pauses them until its first paint: a view that is not laid out yet
        asks for batch after batch, which would delay that paint for rows nobody sees.
        """
        self._fetch_paused = paused

    def canFetchMore(self, parent: ModelIndex) -> bool:  # noqa: N802
        return not self._fetch_paused and super().canFetchMore(parent)

    # -- row-for-row mapping -------------------------------------------------------------------
    # The proxy never filters nor sorts by itself (the source does), so proxy row r is source
    # row r. Answering here saves the two Python calls (rowCount, columnCount) that C++ makes
    # through QAbstractTableModel::index() for every mapToSource (see the module docstring).

    def mapToSource(self, proxy_index: ModelIndex) -> QModelIndex:  # noqa: N802
        if not proxy_index.isValid():
            return QModelIndex()
        return self._roster.cell_index(proxy_index.row(), proxy_index.column())

    def mapFromSource(self, source_index: ModelIndex) -> QModelIndex:  # noqa: N802
        if not source_index.isValid():
            return QModelIndex()
        return self.index(source_index.row(), source_index.column())

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        row = index.row()  # -1 for an invalid index
        if row < 0:
            return None
        return self._roster.cell_data(row, index.column(), role)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _CELL_FLAGS if index.isValid() else _NO_FLAGS

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> Any:
        # Same sections as the source (C++ would map each call through mapToSource).
        return self._roster.headerData(section, orientation, role)

    def roster(self) -> RosterTableModel:
        source = self.sourceModel()
        if not isinstance(source, RosterTableModel):
            raise TypeError("RosterFilterProxy needs a RosterTableModel as its source")
        return source

    def setSourceModel(self, source_model: Any) -> None:  # noqa: N802
        if not isinstance(source_model, RosterTableModel):
            raise TypeError("RosterFilterProxy needs a RosterTableModel as its source")
        self._roster = source_model
        super().setSourceModel(source_model)
        self._apply()

    # -- filter ------------------------------------------------------------------------------

    def search_text(self) -> str:
        return self._text

    def set_search_text(self, text: str) -> None:
        """Show only soldiers whose name, rank, class, unit type or nationality match."""
        self._text = text
        self._apply()

    def status_filter(self) -> StatusFilter:
        return self._status_filter

    def set_status_filter(self, status_filter: StatusFilter) -> None:
        self._status_filter = status_filter
        self._apply()

    def _apply(self) -> None:
        if self.sourceModel() is not None:
            self.roster().set_row_filter(RowFilter(self._text, self._status_filter.statuses))

    # -- sort --------------------------------------------------------------------------------

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the source (one Python sort on precomputed keys); the proxy stays in order."""
        self.roster().sort(column, order)

    def soldier_at(self, row: int) -> SoldierRow:
        """The soldier shown in proxy row ``row``."""
        return self.roster().soldier_at(self.mapToSource(self.index(row, 0)).row())

    def row_of(self, soldier_id: int) -> int | None:
        source_row = self.roster().row_of(soldier_id)
        if source_row is None:
            return None
        mapped = self.mapFromSource(self.roster().index(source_row, 0))
        return mapped.row() if mapped.isValid() else None


def soldiers_of(model: RosterTableModel | RosterFilterProxy) -> Sequence[SoldierRow]:
    """The soldiers a model shows, in order (for tests and exports)."""
    return [model.soldier_at(r) for r in range(model.rowCount())]
