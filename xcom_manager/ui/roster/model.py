"""The roster as a Qt table: a lazy model over plain ``SoldierRow`` snapshots, filtered and sorted
in Python (its proxy is in :mod:`xcom_manager.ui.roster.proxy`).

Speed is the design constraint here (10,000 soldiers: first paint < 100 ms, a search keystroke
< 16 ms). Every call from C++ into Python costs a few microseconds, so:

* Each row is turned once, when it arrives, into an ``_Entry`` of precomputed display strings,
  sort keys, a lowercase search string and a status colour. ``data()`` only indexes them.
* Filtering and sorting are done in Python, in one pass over those precomputed values, and the
  model exposes the result (its *projection*) with a single layout change. Measured on 10,000
  rows, ``QSortFilterProxyModel.filterAcceptsRow`` overridden in Python costs 15–20 ms per
  keystroke (one Python call per row) and C++ sorting calls ``data()`` twice per comparison
  (~0.4 s); the projection costs ~2 ms. ``RosterFilterProxy`` therefore keeps the filter *state*
  and the usual proxy API for the view, and hands the work to the source model; it never calls
  back into Python per row.
* Rows are fetched lazily in batches (``canFetchMore``/``fetchMore`` over
  ``RosterService.list_soldiers(after_id=..., limit=...)``: keyset paging, as fast at the end
  of 10,000 soldiers as at the start); the view keeps fetching in the background. The count
  and the first batch come from one call (``RosterService.open_roster``).
* The proxy passes rows through unchanged, so it answers ``data()``, ``flags()`` and
  ``mapToSource``/``mapFromSource`` itself, row for row, from the source's projection. Left to
  C++, each ``data()`` of the proxy maps the index through ``QAbstractTableModel::index()``,
  which calls ``rowCount()`` and ``columnCount()`` back into Python: three Python calls per
  cell and role instead of one (~20 ms of a 10,000-soldier roster's first paint).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex
from PySide6.QtGui import QColor

from xcom_manager.rules.name_search import fold
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.short_titles import SHORT_TITLE_ROLE
from xcom_manager.ui.roster.texts import (
    STATUS_COLOURS,
    STATUS_ORDER,
    cause_text,
    nationality_label,
    short_titles,
    status_label,
)

if TYPE_CHECKING:  # Qt: importing the name builds its enums (see SORT_ROLE): in the methods
    from PySide6.QtCore import Qt

    from xcom_manager.rules.ruleset import Ruleset

__all__ = [
    "ID_ROLE",
    "SORT_ROLE",
    "STATUS_ORDER",
    "RosterSource",
    "RosterTableModel",
    "RowFilter",
    "status_label",
]

ModelIndex = QModelIndex | QPersistentModelIndex

# Qt's values as ints: data() compares them thousands of times per paint, and the launch's
# preview imports this before the Qt namespace's first use (40-100 ms, see ui/common/placeholder).
SORT_ROLE = 257  # Qt.ItemDataRole.UserRole + 1 (tests/ui/test_quick_roster.py checks these)
"""Role giving a column's sort key: numbers as ``int``, rank as its place in the ranks."""
ID_ROLE = 258  # Qt.ItemDataRole.UserRole + 2
"""Role giving the soldier's id (any column)."""

_DISPLAY, _TOOLTIP, _ALIGN, _FOREGROUND = 0, 3, 7, 9  # Qt.ItemDataRole's Display, ToolTip,
_SORT, _ID = SORT_ROLE, ID_ROLE  # TextAlignment and Foreground roles
_CENTER = 0x84  # Qt.AlignmentFlag.AlignCenter


@dataclass(frozen=True, slots=True)
class RowFilter:
    """Which soldiers to show: every word of ``text`` (case- and accent-insensitive:
    :func:`~xcom_manager.rules.name_search.fold`) and a status set."""

    text: str = ""
    statuses: frozenset[str] | None = None

    @property
    def words(self) -> tuple[str, ...]:
        return tuple(fold(self.text).split())

    def select(self, entries: Iterable[_Entry]) -> list[_Entry]:
        """The entries this filter accepts, in the given order (one Python pass)."""
        words = self.words
        statuses = self.statuses
        if not words:
            if statuses is None:
                return list(entries)
            return [e for e in entries if e.status in statuses]
        if len(words) == 1:
            word = words[0]
            if statuses is None:
                return [e for e in entries if word in e.search]
            return [e for e in entries if e.status in statuses and word in e.search]
        return [
            e
            for e in entries
            if (statuses is None or e.status in statuses) and all(w in e.search for w in words)
        ]

    def accepts(self, entry: _Entry) -> bool:
        return bool(self.select((entry,)))


class RosterSource(Protocol):
    """What the model needs of ``RosterService`` (the service satisfies it)."""

    def count_soldiers(self, campaign_id: int) -> int: ...

    def list_soldiers(
        self,
        campaign_id: int,
        offset: int = 0,
        limit: int | None = None,
        *,
        after_id: int | None = None,
    ) -> list[SoldierRow]: ...

    def open_roster(self, campaign_id: int, limit: int) -> tuple[int, list[SoldierRow]]: ...


class _Entry:
    """One soldier with everything the table shows precomputed."""

    __slots__ = ("display", "fg", "id", "row", "search", "sort_keys", "status")

    def __init__(
        self,
        row: SoldierRow,
        display: tuple[str, ...],
        sort_keys: tuple[Any, ...],
        search: str,
        fg: QColor | None,
    ) -> None:
        self.row = row
        self.id = row.id
        self.status = row.status
        self.display = display
        self.sort_keys = sort_keys
        self.search = search
        self.fg = fg


class RosterTableModel(QAbstractTableModel):
    """The roster of one campaign, fetched lazily, filtered and sorted in Python.

    Columns: Name, Rank, Class, Unit type, one per ruleset stat (in the ruleset's order),
    Wounds ("left/max"), Status, then Missions, Kills and the facts of the status (Date,
    Mission, Cause: what the Memorial shows, :meth:`memorial_columns`). The model shows its
    *projection*: the loaded soldiers that pass ``row_filter``, in the current sort order
    (``sort()``), or by id when unsorted.
    """

    NAME, RANK, CLASS, UNIT_TYPE = range(4)

    def __init__(
        self,
        source: RosterSource,
        campaign_id: int,
        ruleset: Ruleset,
        *,
        batch_size: int = 200,
        prefetch: int = 0,
        parent: Any = None,
    ) -> None:
        """``prefetch`` soldiers are read with the count, in the same call (the first batch)."""
        super().__init__(parent)
        self._source = source
        self._campaign_id = campaign_id
        self.batch_size = max(1, batch_size)
        self._stat_keys: tuple[str, ...] = tuple(s.key for s in ruleset.stats)
        self._stat_labels: tuple[str, ...] = tuple(
            ruleset.shown("stats", k) for k in self._stat_keys
        )
        self._stat_headings = tuple(ruleset.stat_heading(k) for k in self._stat_keys)
        self._rank_order = {rank: i for i, rank in enumerate(ruleset.ranks)}
        self._status_order = {status: i for i, status in enumerate(STATUS_ORDER)}
        self.STATS_START = 4
        self.WOUNDS = self.STATS_START + len(self._stat_keys)
        self.STATUS = self.WOUNDS + 1
        self.MISSIONS, self.KILLS, self.DATE, self.MISSION, self.CAUSE = range(
            self.STATUS + 1, self.STATUS + 6
        )
        self._column_count = self.CAUSE + 1
        self._headers: tuple[str, ...] = (
            self.tr("Name"),
            self.tr("Rank"),
            self.tr("Class"),
            self.tr("Unit type"),
            *self._stat_headings,
            self.tr("Wounds"),
            self.tr("Status"),
            self.tr("Missions"),
            self.tr("Kills"),
            self.tr("Date"),
            self.tr("Mission"),
            self.tr("Cause"),
        )
        self._header_tips: tuple[str, ...] = (
            self.tr("Name"),
            self.tr("Rank"),
            self.tr("Soldier class"),
            self.tr("Unit type"),
            *self._stat_labels,
            self.tr("Wounds left / wounds"),
            self.tr("Status"),
            self.tr("Missions served"),
            self.tr("Kills"),
            self.tr("When the status changed (killed, missing, retired)"),
            self.tr("The mission it happened on"),
            self.tr("Cause"),
        )
        self._header_shorts = short_titles(self._headers, self._stat_keys)
        numbers = (*range(self.STATS_START, self.STATUS), self.MISSIONS, self.KILLS, self.DATE)
        self._numeric = frozenset(numbers)
        self._status_text = {s: status_label(s) for s in STATUS_ORDER}
        self._colours = {s: QColor(c) for s, c in STATUS_COLOURS.items()}
        self._entries: list[_Entry] = []  # every loaded soldier, by id
        self._by_id: dict[int, _Entry] = {}
        self._sorted: list[_Entry] | None = None  # _entries in sort order (cache)
        self._visible: list[_Entry] = []  # the projection the model shows
        self._filter = RowFilter()
        self._sort_column = -1
        self._descending = False  # the sort order, kept without Qt's enum (see _CENTER)
        self._total = 0  # soldiers in the database
        self._fetched = 0  # soldiers paged in so far (ids up to _last_fetched_id)
        self._last_fetched_id = 0  # the paging mark: the next batch starts after it
        self._quiet = True  # no row signals while being built or reset
        self._open(prefetch)
        self._quiet = False

    # -- shape -----------------------------------------------------------------------------

    @property
    def stat_keys(self) -> tuple[str, ...]:
        return self._stat_keys

    @property
    def campaign_id(self) -> int:
        return self._campaign_id

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._visible)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else self._column_count

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        return self.cell_data(index.row(), index.column(), role)

    def cell_data(self, row: int, column: int, role: int) -> Any:
        """``data()`` of a valid cell by row and column (the proxy calls it directly)."""
        if role == _DISPLAY:
            return self._visible[row].display[column]
        if role == _FOREGROUND:
            return self._visible[row].fg if column == self.STATUS else None
        if role == _ALIGN:
            return _CENTER if column in self._numeric else None
        if role == _SORT:
            return self._visible[row].sort_keys[column]
        if role == _ID:
            return self._visible[row].id
        if role == _TOOLTIP and column in (self.NAME, self.CAUSE):
            entry = self._visible[row]
            return (entry.row.notes if column == self.NAME else entry.display[column]) or None
        return None

    def memorial_columns(self) -> tuple[int, ...]:
        """The columns the Memorial shows: name, rank, status, missions, kills, date, mission
        and cause."""
        shown = (self.NAME, self.RANK, self.STATUS, self.MISSIONS, self.KILLS, self.DATE)
        return (*shown, self.MISSION, self.CAUSE)

    def roster_columns(self) -> tuple[int, ...]:
        """The columns every other status filter shows (no facts of a status)."""
        return tuple(range(self.KILLS + 1))

    def cell_index(self, row: int, column: int) -> QModelIndex:
        """The index of a valid cell without ``index()``'s range checks (no Python calls)."""
        return self.createIndex(row, column)

    def header_texts(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The column headings and their tooltips (what ``headerData`` answers)."""
        return self._headers, self._header_tips

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> Any:
        from PySide6.QtCore import Qt

        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self._column_count:
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == _TOOLTIP:
            return self._header_tips[section]
        return self._header_shorts[section] if role == SHORT_TITLE_ROLE else None

    # -- lazy fetching ---------------------------------------------------------------------

    @property
    def total_count(self) -> int:
        """Soldiers of the campaign in the database (as last counted)."""
        return self._total

    @property
    def loaded_count(self) -> int:
        """Soldiers loaded so far (shown or filtered out)."""
        return len(self._entries)

    @property
    def fully_loaded(self) -> bool:
        return self._fetched >= self._total

    def canFetchMore(self, parent: ModelIndex) -> bool:  # noqa: N802
        return not parent.isValid() and self._fetched < self._total

    def fetchMore(self, parent: ModelIndex) -> None:  # noqa: N802
        if parent.isValid():
            return
        self.fetch_batch()

    def fetch_batch(self, limit: int | None = None) -> int:
        """Read the next ``limit`` (default ``batch_size``) soldiers; returns how many came."""
        if self._fetched >= self._total:
            return 0
        limit = limit or self.batch_size
        rows = self._source.list_soldiers(
            self._campaign_id, limit=limit, after_id=self._last_fetched_id
        )
        self._take(rows, limit)
        return len(rows)

    def _take(self, rows: list[SoldierRow], limit: int) -> None:
        """Add a page of ``list_soldiers`` (ids after the paging mark, in id order)."""
        self._fetched += len(rows)
        if rows:
            self._last_fetched_id = max(self._last_fetched_id, rows[-1].id)
        if len(rows) < limit:
            # The end of the roster: the count may be off if another GM dismissed or added
            # soldiers since it was taken; what the paging met is the truth now.
            self._total = self._fetched
        elif self._fetched > self._total:
            self._total = self._fetched
        fresh = [self._make_entry(r) for r in rows if r.id not in self._by_id]
        self._add_entries(fresh)

    def _open(self, prefetch: int) -> None:
        """Count the soldiers and read the first ``prefetch`` of them (one service call)."""
        if prefetch <= 0:
            self._total = self._source.count_soldiers(self._campaign_id)
            return
        self._total, rows = self._source.open_roster(self._campaign_id, prefetch)
        if self._total:
            self._take(rows, prefetch)

    def reload(self, prefetch: int = 0) -> None:
        """Forget every loaded row and count again (the next fetch starts from the top).

        ``prefetch`` soldiers are read again with the count, inside the same model reset.
        """
        self.beginResetModel()
        self._entries = []
        self._by_id = {}
        self._sorted = None
        self._visible = []
        self._fetched = 0
        self._last_fetched_id = 0
        self._quiet = True
        try:
            self._open(prefetch)
        finally:
            self._quiet = False
            self.endResetModel()

    # -- rows --------------------------------------------------------------------------------

    def soldier_at(self, row: int) -> SoldierRow:
        """The soldier shown in ``row``."""
        return self._visible[row].row

    def soldier(self, soldier_id: int) -> SoldierRow | None:
        """The loaded soldier with id ``soldier_id`` (shown or not), if loaded."""
        entry = self._by_id.get(soldier_id)
        return None if entry is None else entry.row

    def row_of(self, soldier_id: int) -> int | None:
        """The row showing soldier ``soldier_id``, or ``None`` if not shown."""
        entry = self._by_id.get(soldier_id)
        if entry is None:
            return None
        try:
            return self._visible.index(entry)
        except ValueError:
            return None

    def upsert(self, row: SoldierRow) -> None:
        """Show a new or changed soldier (after an edit): one row, no reload."""
        old = self._by_id.get(row.id)
        entry = self._make_entry(row)
        if old is None:
            if row.id > self._last_fetched_id:
                if self.fully_loaded:  # nothing left to page through: it counts as fetched
                    self._fetched += 1
                    self._last_fetched_id = row.id
                self._total += 1  # else the paging will meet it again and skip it
            else:  # re-created below the paging mark (redo of a recruit)
                self._fetched += 1
                self._total += 1
            self._add_entries([entry])
            return
        index = self._entries.index(old)
        self._entries[index] = entry
        self._by_id[row.id] = entry
        if self._sorted is not None:
            self._sorted[self._sorted.index(old)] = entry
        if old in self._visible:
            position = self._visible.index(old)
            keep = self._filter.accepts(entry) and (
                self._sort_column < 0
                or old.sort_keys[self._sort_column] == entry.sort_keys[self._sort_column]
            )
            if keep:
                self._visible[position] = entry
                self.dataChanged.emit(
                    self.index(position, 0), self.index(position, self._column_count - 1)
                )
                return
        if self._sort_column >= 0:
            self._sorted = None
        self._project()

    def remove(self, soldier_id: int) -> None:
        """Drop a soldier that no longer exists (undo of a recruit)."""
        entry = self._by_id.pop(soldier_id, None)
        if entry is None:
            return
        self._entries.remove(entry)
        if self._sorted is not None:
            self._sorted.remove(entry)
        if soldier_id <= self._last_fetched_id:
            self._fetched -= 1
        self._total = max(0, self._total - 1)
        if entry in self._visible:
            position = self._visible.index(entry)
            self.beginRemoveRows(QModelIndex(), position, position)
            del self._visible[position]
            self.endRemoveRows()

    # -- filter and sort -----------------------------------------------------------------------

    @property
    def row_filter(self) -> RowFilter:
        return self._filter

    def set_row_filter(self, row_filter: RowFilter) -> None:
        """Show only the soldiers ``row_filter`` accepts (one pass, one layout change)."""
        if row_filter == self._filter:
            return
        self._filter = row_filter
        self._project()

    @property
    def sort_column(self) -> int:
        return self._sort_column

    @property
    def sort_order(self) -> Qt.SortOrder:
        from PySide6.QtCore import Qt

        return Qt.SortOrder.DescendingOrder if self._descending else Qt.SortOrder.AscendingOrder

    def sort(self, column: int, order: Qt.SortOrder | None = None) -> None:
        """Sort by ``column``'s sort key (ties by id; ascending by default); ``-1``: by id."""
        if column >= self._column_count:
            return
        from PySide6.QtCore import Qt

        descending = order == Qt.SortOrder.DescendingOrder if order is not None else False
        if column == self._sort_column and descending == self._descending:
            return
        self._sort_column = column
        self._descending = descending
        self._sorted = None
        self._project()

    def _ordered(self) -> list[_Entry]:
        if self._sort_column < 0:
            return self._entries
        if self._sorted is None:
            column = self._sort_column
            self._sorted = sorted(
                self._entries,
                key=lambda e: e.sort_keys[column],
                reverse=self._descending,
            )
        return self._sorted

    def _project(self) -> None:
        """Recompute the projection and tell the views with one layout change."""
        self.layoutAboutToBeChanged.emit()
        persistent = self.persistentIndexList()
        held = [(p, self._visible[p.row()], p.column()) for p in persistent if p.isValid()]
        self._visible = self._filter.select(self._ordered())
        if held:
            position = {id(e): i for i, e in enumerate(self._visible)}
            old_list = [p for p, _, _ in held]
            new_list = []
            for _, entry, column in held:
                row = position.get(id(entry))
                new_list.append(QModelIndex() if row is None else self.index(row, column))
            self.changePersistentIndexList(old_list, new_list)
        self.layoutChanged.emit()

    def _add_entries(self, fresh: list[_Entry]) -> None:
        if not fresh:
            return
        for entry in fresh:
            self._by_id[entry.id] = entry
        if fresh[0].id > (self._entries[-1].id if self._entries else 0):
            self._entries.extend(fresh)
        else:
            self._entries.extend(fresh)
            self._entries.sort(key=lambda e: e.id)
        if self._quiet:  # no view to tell (construction, inside a model reset)
            self._sorted = None
            self._visible = self._filter.select(self._ordered())
            return
        if self._sort_column >= 0:
            self._sorted = None
            self._project()
            return
        shown = self._filter.select(fresh)
        if not shown:
            return
        if self._visible and shown[0].id < self._visible[-1].id:
            self._project()  # a soldier re-created among older ones
            return
        first = len(self._visible)
        self.beginInsertRows(QModelIndex(), first, first + len(shown) - 1)
        self._visible.extend(shown)
        self.endInsertRows()

    def _make_entry(self, row: SoldierRow) -> _Entry:
        stats = dict(row.stats)
        stat_values = [stats.get(key) for key in self._stat_keys]
        display = (
            row.name,
            row.shown_rank,
            row.soldier_class_name,
            row.unit_type_name,
            *("" if v is None else str(v) for v in stat_values),
            f"{row.wounds}/{row.max_wounds}",
            self._status_text.get(row.status, row.status),
            str(row.missions),
            str(row.kills),
            "" if row.status_date is None else row.status_date.isoformat(),
            row.status_mission or "",
            cause_text(row.status_cause),
        )
        sort_keys = (
            fold(row.name),
            self._rank_order.get(row.rank, len(self._rank_order)),
            row.soldier_class_name.casefold(),
            row.unit_type_name.casefold(),
            *(-1 if v is None else v for v in stat_values),
            row.wounds,
            self._status_order.get(row.status, len(self._status_order)),
            row.missions,
            row.kills,
            -1 if row.status_date is None else row.status_date.toordinal(),
            (row.status_mission or "").casefold(),
            display[-1].casefold(),
        )
        search = fold(
            "\t".join(
                (
                    row.name,
                    row.shown_rank,
                    row.soldier_class_name,
                    row.unit_type_name,
                    row.nationality,
                    nationality_label(row.nationality),
                )
            )
        )
        return _Entry(row, display, sort_keys, search, self._colours.get(row.status))
