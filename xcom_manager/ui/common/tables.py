"""Table building blocks of the views: a read-only model over plain rows, ``select_row`` and
``tip_elided_cells`` (a cell cut short by its column shows its whole text as a tooltip),
``remember_layout`` (column widths, sort orders and splitter positions kept in QSettings).

:class:`PlainTableModel` is the model of a short table or list whose rows the page holds whole
(the armoury, the soldier picker, the missions): a list of plain, read-only rows (the frozen
dataclasses the services return), one per line, under column headers. The roster and the audit
log, fetched lazily by the thousand, have models of their own.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Hashable, Sequence
from typing import Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QSettings,
    Qt,
)
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QAbstractItemView, QSplitter, QTableView, QToolTip, QWidget

from xcom_manager.ui.common.columns import ColumnFitter, header_dragged, watch_header

__all__ = [
    "ElidedCellTips",
    "LayoutMemory",
    "PlainTableModel",
    "remember_layout",
    "remember_layouts",
    "select_row",
    "tip_elided_cells",
]

RowT = TypeVar("RowT")
ModelIndex = QModelIndex | QPersistentModelIndex

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FLAGS = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


class PlainTableModel(QAbstractTableModel, Generic[RowT]):
    """A read-only table over a list of plain rows, with column headers.

    A subclass says what a row shows in each column (:meth:`texts`, computed once per row when
    it arrives, so that painting only indexes strings), may answer other roles
    (:meth:`role_data`: tooltips, colours, ids) and may name what identifies a row
    (:meth:`row_key`, e.g. its id) so that new data for the same rows updates them in place.
    """

    def __init__(
        self,
        headers: Sequence[str],
        parent: QObject | None = None,
        *,
        header_tips: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._header_tips = tuple(header_tips)
        self._rows: list[RowT] = []
        self._texts: list[tuple[str, ...]] = []
        self._keys: dict[Hashable, int] = {}

    # -- what subclasses write ------------------------------------------------------------------

    @abstractmethod
    def texts(self, row: RowT) -> Sequence[str]:
        """The display text of ``row`` in each column, in column order (every subclass says)."""

    def role_data(self, row: RowT, column: int, role: int) -> Any:
        """``data()`` of a role other than the display text (``None``: nothing)."""
        return None

    def row_key(self, row: RowT) -> Hashable:
        """What identifies ``row`` (by default the row itself; rows with an id return it)."""
        return row  # plain rows are frozen dataclasses: hashable

    # -- rows -----------------------------------------------------------------------------------

    @property
    def headers(self) -> tuple[str, ...]:
        return self._headers

    def set_rows(self, rows: Sequence[RowT]) -> None:
        """Show ``rows``. The same rows (by :meth:`row_key`) in the same order are updated in
        place, so that the views keep their selection; other rows reset the model."""
        rows = list(rows)
        texts = [self._texts_of(row) for row in rows]
        keys = [self.row_key(row) for row in rows]
        if rows and keys == [self.row_key(row) for row in self._rows]:
            self._rows, self._texts = rows, texts
            self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self._last_column))
            return
        self.beginResetModel()
        self._rows, self._texts = rows, texts
        self._keys = {key: number for number, key in enumerate(keys)}
        self.endResetModel()

    def update_row(self, row: RowT) -> bool:
        """Show ``row`` in place of the row with its key; ``False`` if there is none."""
        number = self.row_of(self.row_key(row))
        if number is None:
            return False
        self._rows[number] = row
        self._texts[number] = self._texts_of(row)
        self.dataChanged.emit(self.index(number, 0), self.index(number, self._last_column))
        return True

    def row_at(self, number: int) -> RowT | None:
        """The row shown in line ``number`` (``None`` out of range)."""
        return self._rows[number] if 0 <= number < len(self._rows) else None

    def row_of(self, key: Hashable) -> int | None:
        """The line showing the row whose :meth:`row_key` is ``key``."""
        return self._keys.get(key)

    def rows(self) -> tuple[RowT, ...]:
        return tuple(self._rows)

    # -- QAbstractTableModel --------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._headers)

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        number, column = index.row(), index.column()
        if not (
            index.isValid() and 0 <= number < len(self._rows) and 0 <= column < len(self._headers)
        ):
            return None
        if role == _DISPLAY:
            return self._texts[number][column]
        return self.role_data(self._rows[number], column, role)

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._headers):
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == _TOOLTIP and section < len(self._header_tips):
            return self._header_tips[section]
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        return _FLAGS if index.isValid() else Qt.ItemFlag.NoItemFlags

    # -- internals ------------------------------------------------------------------------------

    @property
    def _last_column(self) -> int:
        return len(self._headers) - 1

    def _texts_of(self, row: RowT) -> tuple[str, ...]:
        texts = tuple(self.texts(row))
        if len(texts) != len(self._headers):
            raise ValueError(
                f"{type(self).__name__}.texts() gave {len(texts)} texts for "
                f"{len(self._headers)} columns"
            )
        return texts


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


def cell_cut(table: QTableView, index: QModelIndex, text: str, margin: int) -> bool:
    """Whether ``table`` cuts ``text`` short in cell ``index`` (a table that wraps its cells
    cuts what its row is too low for, or a word wider than the column)."""
    metrics = table.fontMetrics()
    room = table.columnWidth(index.column()) - margin
    if not table.wordWrap():
        return metrics.horizontalAdvance(text) > room
    flags = int(Qt.TextFlag.TextWordWrap)
    shown = metrics.boundingRect(QRect(0, 0, max(room, 1), 1 << 20), flags, text)
    return shown.width() > room or shown.height() > table.rowHeight(index.row())


class ElidedCellTips(QObject):
    """Shows a cell's whole text as its tooltip when the column is too narrow for it (the
    table elides it), above the model's own tooltip if it has one; likewise a column's title
    cut short by its header section."""

    #: Room a cell's text leaves for the item's margins (Qt's default style: 3 px each side).
    MARGIN = 8

    def __init__(self, table: QTableView) -> None:
        super().__init__(table)
        self._table = table
        table.viewport().installEventFilter(self)
        table.horizontalHeader().viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        header = self._table.horizontalHeader()
        if watched is header.viewport():
            text = self.header_tip(header.logicalIndexAt(event.pos().x()))
            if not text:
                return False
            QToolTip.showText(event.globalPos(), text, header.viewport())
            return True
        index = self._table.indexAt(event.pos())
        text = self.cell_tip(index) if index.isValid() else ""
        if not text:
            return False
        QToolTip.showText(event.globalPos(), text, self._table.viewport())
        return True

    def cell_tip(self, index: QModelIndex) -> str:
        """The tooltip of cell ``index``: its whole text if its column cuts it short, above the
        model's own tooltip if it has one (what the cell says, then what it means)."""
        own = index.data(_TOOLTIP)
        whole = self.elided_text(index)
        if own and whole and whole not in str(own):
            return f"{whole}\n\n{own}"
        return str(own) if own else whole

    def elided_text(self, index: QModelIndex) -> str:
        """The text of ``index`` if its column cuts it short, else ``""``."""
        text = index.data(_DISPLAY)
        if text is None:
            return ""
        text = str(text)
        return text if cell_cut(self._table, index, text, self.MARGIN) else ""

    def header_tip(self, section: int) -> str:
        """The tooltip of column ``section``'s title: the model's own, else the whole title
        if its section cuts it short, else ``""``."""
        model, header = self._table.model(), self._table.horizontalHeader()
        if model is None or not 0 <= section < header.count():
            return ""
        horizontal = Qt.Orientation.Horizontal
        own = model.headerData(section, horizontal, Qt.ItemDataRole.ToolTipRole)
        if own:
            return str(own)
        text = model.headerData(section, horizontal, Qt.ItemDataRole.DisplayRole)
        if not text:
            return ""
        needed = header.fontMetrics().horizontalAdvance(str(text)) + self.MARGIN
        return str(text) if needed > header.sectionSize(section) else ""


def tip_elided_cells(table: QTableView) -> ElidedCellTips:
    """Make ``table`` elide long texts (and column titles) at their right end and show a cut
    cell's or title's whole text as a tooltip (:class:`ElidedCellTips`)."""
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideRight)
    return ElidedCellTips(table)


#: The QSettings group of the remembered column widths, sort orders and splitter positions.
LAYOUT_GROUP = "layout"


class LayoutMemory(QObject):
    """Remembers a table's columns (widths, order, sort order) or a splitter's positions in
    QSettings under ``layout/<objectName>``, restored when the widget is first shown (a corrupt
    value is ignored); it saves what the user changes (dragging a column's edge or a splitter's
    handle, clicking a header to sort)."""

    def __init__(self, widget: QTableView | QSplitter, settings: QSettings | None = None) -> None:
        super().__init__(widget)
        self._widget = widget
        self._settings = settings
        self.restored = False
        widget.installEventFilter(self)
        if isinstance(widget, QSplitter):
            widget.splitterMoved.connect(self.save)
        else:
            header = widget.horizontalHeader()
            header.sortIndicatorChanged.connect(self.save)
            header.sectionMoved.connect(self.save)
            header.sectionResized.connect(self._resized)
            watch_header(widget)

    @property
    def key(self) -> str:
        """Where it is kept: by the widget's objectName (none, nothing is kept)."""
        name = self._widget.objectName()
        return f"{LAYOUT_GROUP}/{name}" if name else ""

    def settings(self) -> QSettings | None:
        """The settings given, else the main window's (its ``layout_settings``)."""
        if not self.key:
            return None
        if self._settings is not None:
            return self._settings
        found = getattr(self._widget.window(), "layout_settings", None)
        return found if isinstance(found, QSettings) else None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # The event's type first: while the widget is being destroyed, Qt still sends events
        # to this filter, whose Python attributes may be gone already.
        if event.type() != QEvent.Type.Show or self.__dict__.get("restored", True):
            return False
        if watched is self.__dict__.get("_widget"):
            self.restore()
        return False

    def restore(self) -> bool:
        """Put back what was saved; ``False`` if nothing (or nothing usable) was."""
        self.restored = True
        settings = self.settings()
        value = settings.value(self.key) if settings is not None else None
        if not isinstance(value, (QByteArray, bytes)) or not value:
            return False
        state = QByteArray(value)
        widget = self._widget
        if isinstance(widget, QSplitter):
            return bool(widget.restoreState(state))
        header = widget.horizontalHeader()
        hidden = [header.isSectionHidden(c) for c in range(header.count())]
        if not header.restoreState(state) or header.count() != len(hidden):
            return False
        for column, is_hidden in enumerate(hidden):  # which columns show is the view's choice
            header.setSectionHidden(column, is_hidden)
        fitter = widget.findChild(ColumnFitter)
        if fitter is not None:
            fitter.user_sized = True  # the user's widths, not the fit's
        section = header.sortIndicatorSection()
        if widget.isSortingEnabled() and 0 <= section < header.count():
            widget.sortByColumn(section, header.sortIndicatorOrder())
        return True

    def save(self) -> None:
        settings = self.settings()
        if settings is None or not self.restored:
            return
        widget = self._widget
        state = (
            widget.saveState()
            if isinstance(widget, QSplitter)
            else widget.horizontalHeader().saveState()
        )
        settings.setValue(self.key, state)

    def _resized(self, _index: int, _old: int, _new: int) -> None:
        if isinstance(self._widget, QTableView) and header_dragged(self._widget):
            self.save()


def remember_layout(
    widget: QTableView | QSplitter, settings: QSettings | None = None
) -> LayoutMemory:
    """Remember ``widget``'s column widths and sort order, or its splitter positions, across
    starts (:class:`LayoutMemory`)."""
    return LayoutMemory(widget, settings)


def remember_layouts(page: QWidget) -> list[LayoutMemory]:
    """Remember every named splitter and table on ``page`` that is not remembered yet (a page
    calls :func:`remember_layout` itself for a widget that needs settings of its own)."""
    made = []
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    widgets: list[QTableView | QSplitter] = [
        *page.findChildren(QSplitter),
        *page.findChildren(QTableView),
    ]
    for widget in widgets:
        if widget.objectName() and widget.findChild(LayoutMemory, "", direct) is None:
            made.append(LayoutMemory(widget))
    return made
