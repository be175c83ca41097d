"""The roster read before the services load.

At launch, ``ui/app.py`` reads the last campaign's first soldiers straight from a SQLite file
(:func:`xcom_manager.store.peek.peek_roster`, stdlib ``sqlite3``) and shows them here, read-only,
while SQLModel, SQLAlchemy and the services load after the paint; the window's ``attach`` then
replaces this page with the real :class:`~xcom_manager.ui.roster.view.RosterView`. Nothing here
may import ``sqlmodel``, ``sqlalchemy``, ``alembic`` or a service that does (a test checks it):
the rows are the same ``SoldierRow`` DTOs, made by ``services.soldier_rows.soldier_row``.

The roster model (:class:`RosterTableModel`) turns them into the roster's cells, and the table
shows a copy of those cells in a ``QStandardItemModel``: painting them never calls back into
Python (only the table's ``paintEvent``, once a paint), so nothing on this path touches the
``Qt`` namespace (its first use builds ~120 Python enums, 40-100 ms: see
``ui/common/placeholder.py``) before the roster is on screen. Nor does it wrap a widget Qt made
(``viewport()``, see :class:`_PreviewTable`): PySide would build every widget class first.
"""

from __future__ import annotations

from PySide6.QtCore import QTimer, Signal
from PySide6.QtGui import QPaintEvent, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QAbstractItemView, QLabel, QTableView, QVBoxLayout, QWidget

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.services.roster.rows import soldier_row
from xcom_manager.store.peek import RosterPeek
from xcom_manager.ui.roster.model import RosterTableModel

# The roles copied from the roster model: display, tooltip, alignment, foreground.
_ROLES = (0, 3, 7, 9)

__all__ = ["PREVIEW_ROWS", "RosterPreview", "find_ruleset", "peeked_rows"]

PREVIEW_ROWS = 60
"""Soldiers read for the preview: a screenful, like ``roster.view.FIRST_BATCH``."""


def find_ruleset(ruleset_id: str) -> Ruleset | None:
    """The installed ruleset ``ruleset_id`` (bundled or the user's), or ``None``; from the
    snapshot kept at the last launch when its file is unchanged (no TOML read)."""
    from xcom_manager.services.rulesets.snapshot import find_quickly

    return find_quickly(ruleset_id)


def peeked_rows(ruleset: Ruleset, peek: RosterPeek) -> list[SoldierRow]:
    """The peeked soldiers as the roster service lists them."""
    return [soldier_row(ruleset, **fields) for fields in peek.rows]


class _Peeked:
    """A ``RosterSource`` of the peeked rows only (the rest comes with the real view)."""

    def __init__(self, count: int, rows: list[SoldierRow]) -> None:
        self._count, self._rows = count, rows

    def count_soldiers(self, campaign_id: int) -> int:
        return self._count

    def list_soldiers(
        self,
        campaign_id: int,
        offset: int = 0,
        limit: int | None = None,
        *,
        after_id: int | None = None,
    ) -> list[SoldierRow]:
        return []

    def open_roster(self, campaign_id: int, limit: int) -> tuple[int, list[SoldierRow]]:
        return self._count, self._rows[:limit]


class _PreviewTable(QTableView):
    """The preview's table; ``first_painted`` is emitted (queued) after its first paint.

    Told by its ``paintEvent`` (which the view's viewport paints through), not by an event
    filter on ``viewport()``: wrapping the viewport, a ``QWidget*`` made in C++, has PySide build
    every widget class it might be (~70 enums, 50-80 ms) before the roster is on screen.
    """

    first_painted = Signal()

    def __init__(self) -> None:
        super().__init__()
        self._painted = False

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self.first_painted.emit)  # after the frame is flushed


class RosterPreview(QWidget):
    """The first soldiers of a campaign, read-only, until the roster view swaps in.

    ``painted`` is emitted (queued) once its table has been painted.
    """

    painted = Signal()

    def __init__(self, ruleset: Ruleset, peek: RosterPeek, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rosterPreview")
        self.campaign_id = peek.campaign_id
        self.rows = peeked_rows(ruleset, peek)
        self.model = RosterTableModel(
            _Peeked(peek.soldier_count, self.rows),
            peek.campaign_id,
            ruleset,
            prefetch=len(self.rows),
            parent=self,
        )
        self.cells = _copy(self.model)
        self.table = _PreviewTable()
        self.table.setObjectName("rosterTable")
        self.table.setModel(self.cells)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        shown = set(self.model.roster_columns())
        for column in range(self.model.columnCount()):
            self.table.setColumnHidden(column, column not in shown)
        self.count_label = QLabel(self.tr("Loading… %n soldier(s)", "", peek.soldier_count))
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self.table.first_painted.connect(self.painted)


def _copy(model: RosterTableModel) -> QStandardItemModel:
    """The cells of ``model``'s loaded rows in a model of C++ items, read-only."""
    rows, columns = model.rowCount(), model.columnCount()
    cells = QStandardItemModel(rows, columns, model)
    for column, (heading, tip) in enumerate(zip(*model.header_texts(), strict=True)):
        header = QStandardItem(heading)
        header.setToolTip(tip)
        cells.setHorizontalHeaderItem(column, header)
    for row in range(rows):
        for column in range(columns):
            item = QStandardItem()
            for role in _ROLES:
                value = model.cell_data(row, column, role)
                if value is not None:
                    item.setData(value, role)
            item.setEditable(False)
            cells.setItem(row, column, item)
    return cells
