"""Columns sized to their content: :func:`fit_columns` gives each column of a
table the width its header and shown cells need, the last shown column (the long free text:
a reason, a condition, a cause) the rest, and, when the table is narrower than its columns want,
narrows the widest ones first so that every column stays in sight (their cut cells elided,
their whole text in a tooltip: :func:`~xcom_manager.ui.common.tables.tip_elided_cells`).

A column's content is measured from what is cheap: its header, the rows on screen and a bounded
sample of the others (:data:`SAMPLE_ROWS`), never every row of a 10,000-row model. It is
measured again when the model is reset; rows sorted, filtered, inserted or changed only widen
a column, and only from those of them on screen or in the sample (a batch fetched below the
screen costs nothing). A resize shares the measured widths out again without measuring.

The fit is made again when the table is resized or its rows change, until the user drags a
column's edge: from then on the widths are the user's.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QTimer
from PySide6.QtWidgets import QHeaderView, QTableView

from xcom_manager.ui.common.short_titles import short_title, short_title_width

ModelIndex = QModelIndex | QPersistentModelIndex

__all__ = ["ColumnFitter", "fit_columns", "shared_widths", "titles_first"]

#: No column is made wider than this by the fit (a long text elides, with a tooltip).
MAX_WIDTH = 320
#: Nor narrower than this when the fit must narrow columns to keep them all in sight.
MIN_WIDTH = 36
#: What the stretched last column keeps at most from the others when room is short.
LAST_RESERVE = 160
#: Rows measured besides those on screen: an even sample over the whole model.
SAMPLE_ROWS = 24
#: Of a column's measured rows, how many of the longest texts the delegate sizes.
CANDIDATES = 3
#: The rows a table not yet shown is taken to have on screen (from the top).
SCREEN_ROWS = 50


def shared_widths(wanted: list[int], room: int, floor: int = MIN_WIDTH) -> list[int]:
    """``wanted`` widths cut to fit ``room``: the widest are narrowed first, to one common
    limit, never below ``floor`` (nor below what a column wants if that is less)."""
    if sum(wanted) <= room or not wanted:
        return list(wanted)
    low, high = floor, max(wanted)
    while low < high:  # the largest limit whose widths still fit
        limit = (low + high + 1) // 2
        if sum(min(w, limit) for w in wanted) <= room:
            low = limit
        else:
            high = limit - 1
    return [min(w, low) for w in wanted]


def titles_first(wanted: list[int], cells: list[int], room: int) -> list[int]:
    """``wanted`` widths (a column's title or its cells, whichever is wider) cut to fit
    ``room``, the titles first: a column wider for its title than for its cells ("Movement"
    over a "5") gives up that extra before any column's cells are cut (a cut title shows
    whole in its tooltip), the widest extras first; only then are the cells cut
    (:func:`shared_widths`)."""
    if sum(wanted) <= room:
        return list(wanted)
    floors = [min(w, max(c, MIN_WIDTH)) for w, c in zip(wanted, cells, strict=True)]
    spare = room - sum(floors)
    if spare < 0:
        return shared_widths(floors, room)
    extras = shared_widths([w - f for w, f in zip(wanted, floors, strict=True)], spare, 0)
    return [f + e for f, e in zip(floors, extras, strict=True)]


class ColumnFitter(QObject):
    """Keeps the columns of a table fitted to their content and to the table's width."""

    def __init__(
        self,
        table: QTableView,
        *,
        max_width: int = MAX_WIDTH,
        stretch: int | None = None,
        whole: tuple[int, ...] = (),
        last_reserve: int = LAST_RESERVE,
    ) -> None:
        super().__init__(table)
        self._last_reserve = last_reserve
        self._whole = frozenset(whole)
        self._table = table
        self._max_width = max_width
        self._stretch = stretch
        self._fitting = False
        self.user_sized = False
        #: Each measured column's content width (its cells, not its header).
        self._cells: dict[int, int] = {}
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(stretch is None)
        if stretch is not None:
            header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
        header.sectionResized.connect(self._section_resized)
        watch_header(table)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        table.installEventFilter(self)
        table.viewport().installEventFilter(self)  # a vertical scroll bar narrows it
        model = table.model()
        model.modelReset.connect(self._remeasure)
        header.sectionCountChanged.connect(self._remeasure)
        model.layoutChanged.connect(self._widen_on_screen)
        model.rowsInserted.connect(self._rows_inserted)
        model.dataChanged.connect(self._data_changed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.FontChange:
            self._remeasure()
        elif kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self._timer.start()  # the measured widths shared out again, nothing measured
        return False

    # -- measuring -------------------------------------------------------------------------------

    def _remeasure(self) -> None:
        """Forget every measured width (a new model, new columns, a new font) and fit again."""
        self._cells.clear()
        self._timer.start()

    def _widen_on_screen(self) -> None:
        """Rows sorted or filtered: the rows now on screen may widen a column, never narrow it
        (the columns stay put while the user types a search)."""
        self._widen(self._screen_rows())

    def _rows_inserted(self, parent: ModelIndex, first: int, last: int) -> None:
        if parent.isValid():
            return
        self._widen(self._bounded(range(first, last + 1)))

    def _data_changed(
        self, top_left: ModelIndex, bottom_right: ModelIndex, *_roles: object
    ) -> None:
        self._widen(self._bounded(range(top_left.row(), bottom_right.row() + 1)))

    def _widen(self, rows: list[int]) -> None:
        if rows:
            for column, width in self._cells.items():
                self._cells[column] = max(width, self._measure(column, rows))
        self._timer.start()

    def _bounded(self, rows: range) -> list[int]:
        """Of ``rows``, those on screen and a sample of at most :data:`SAMPLE_ROWS` others."""
        screen = self._screen_rows()
        shown = [r for r in screen if r in rows]
        step = max(1, len(rows) // SAMPLE_ROWS)
        return sorted({*shown, *rows[::step]})

    def _screen_rows(self) -> list[int]:
        """The model rows on screen (the first :data:`SCREEN_ROWS` of a table not shown)."""
        table = self._table
        count = table.model().rowCount(table.rootIndex())
        if count == 0:
            return []
        top = max(0, table.rowAt(0))
        bottom = table.rowAt(table.viewport().height() - 1)
        if not table.isVisible() or bottom < 0:
            bottom = min(count, top + SCREEN_ROWS) - 1
        vertical = table.verticalHeader()
        rows = (vertical.logicalIndex(visual) for visual in range(top, bottom + 1))
        return [row for row in rows if not table.isRowHidden(row)]

    def _sample_rows(self) -> list[int]:
        """The rows a column is measured from: those on screen and an even sample of all."""
        table = self._table
        count = table.model().rowCount(table.rootIndex())
        step = max(1, count // SAMPLE_ROWS)
        sample = (r for r in range(0, count, step) if not table.isRowHidden(r))
        return sorted({*self._screen_rows(), *sample})

    def _measure_missing(self, columns: Iterable[int]) -> None:
        missing = [c for c in columns if c not in self._cells]
        if missing:
            rows = self._sample_rows()
            for column in missing:
                self._cells[column] = self._measure(column, rows)

    def _measure(self, column: int, rows: list[int]) -> int:
        """The widest of ``column``'s cells in ``rows``, as the view's delegate sizes them: only
        the :data:`CANDIDATES` longest texts are sized (one ``data()`` call for each of the
        others), since a cell's width grows with its text."""
        table = self._table
        model, root = table.model(), table.rootIndex()
        cells = [model.index(row, column, root) for row in rows]
        lengths = [len(str(model.data(cell) or "")) for cell in cells]
        longest = heapq.nlargest(CANDIDATES, range(len(cells)), key=lengths.__getitem__)
        width = max((table.sizeHintForIndex(cells[i]).width() for i in longest), default=0)
        return width + 1 if width and table.showGrid() else width

    def fit(self) -> None:
        """Size the shown columns to their content within the table's width."""
        if self.user_sized:
            return
        table, header = self._table, self._table.horizontalHeader()
        shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        if not shown:
            return
        self._measure_missing(shown)
        stretched = self._stretch if self._stretch in shown else shown[-1]
        others = [c for c in shown if c != stretched]
        # A column with a short title ("Mv") keeps room for it whole (ui.common.short_titles).
        content = [
            min(self._max_width, max(self._cells[c], _short_width(header, c))) for c in others
        ]
        wanted = [
            min(self._max_width, max(header.sectionSizeHint(c), self._cells[c]))
            for c in (*others, stretched)
        ]
        # The stretched column keeps at least its least size (and some of its text).
        least = max(header.minimumSectionSize(), header.defaultSectionSize())
        last = max(least, min(wanted[-1], self._last_reserve))
        room = table.viewport().width()
        # Columns never cut (a time, a verdict) keep what they want; the others share the rest.
        keep = sum(w for c, w in zip(others, wanted, strict=False) if c in self._whole)
        cut = [w for c, w in zip(others, wanted, strict=False) if c not in self._whole]
        cells = [w for c, w in zip(others, content, strict=True) if c not in self._whole]
        shared = titles_first(cut, cells, room - keep - last)
        if sum(shared) + keep + last > room:  # not even that fits: it keeps only its least
            shared = titles_first(cut, cells, room - keep - least)
        rest = iter(shared)
        widths = [
            w if c in self._whole else next(rest) for c, w in zip(others, wanted[:-1], strict=True)
        ]
        self._fitting = True
        try:
            for column, width in zip(others, widths, strict=True):
                header.resizeSection(column, width)
        finally:
            self._fitting = False

    def _section_resized(self, _index: int, _old: int, _new: int) -> None:
        if self._fitting:
            return
        if self._table.isVisible() and header_dragged(self._table):
            self.user_sized = True
        else:  # a column hidden or shown: fit the others again
            self._timer.start()


def _short_width(header: QHeaderView, column: int) -> int:
    """The width column ``column``'s short title needs, 0 for a column without one."""
    return short_title_width(header, column) if short_title(header, column) else 0


class _PressWatch(QObject):
    """Notes on the header (a dynamic property) while a mouse button is held on it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        header = self.parent()
        if isinstance(header, QHeaderView):
            if event.type() == QEvent.Type.MouseButtonPress:
                header.setProperty(_PRESSED, True)
            elif event.type() == QEvent.Type.MouseButtonRelease:
                header.setProperty(_PRESSED, False)
        return False


_PRESSED = "xcomMousePressed"


def watch_header(table: QTableView) -> None:
    """Let :func:`header_dragged` see when the user holds a mouse button on ``table``'s header."""
    header = table.horizontalHeader()
    if header.findChild(_PressWatch) is None:
        header.viewport().installEventFilter(_PressWatch(header))


def header_dragged(table: QTableView) -> bool:
    """Whether the user is dragging a section edge of ``table``'s header now (a mouse button
    held on it, :func:`watch_header`), as opposed to a resize made by the program or the
    stretched last section."""
    return bool(table.horizontalHeader().property(_PRESSED))


def fit_columns(
    table: QTableView,
    *,
    max_width: int = MAX_WIDTH,
    stretch: int | None = None,
    whole: tuple[int, ...] = (),
    last_reserve: int = LAST_RESERVE,
) -> ColumnFitter:
    """Keep ``table``'s columns sized to their content, column ``stretch`` (by default the
    last shown one: the long free text) taking the rest (:class:`ColumnFitter`), and at least
    ``last_reserve`` of it when room is short; its model must be set first; the columns
    ``whole`` are never narrowed below their content."""
    fitter = ColumnFitter(
        table, max_width=max_width, stretch=stretch, whole=whole, last_reserve=last_reserve
    )
    fitter.fit()
    return fitter
