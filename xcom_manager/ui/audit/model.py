"""The audit log as a Qt table: a lazy model over plain ``AuditRow`` snapshots.

The log may hold a million rows and must open to its first paint in < 150 ms, so:

* The model never holds more than what was fetched: ``rowCount`` is the rows loaded so far and
  grows by pages (``canFetchMore``/``fetchMore``) as the view scrolls. Pages are read with
  ``AuditService.page_after`` (keyset paging: "the next 500 rows after #seq"), whose cost does not
  grow with the depth of the page, unlike ``page(offset, limit)`` whose ``OFFSET`` walks every
  row before it.
* Filtering is done by the service, in SQL, on indexed columns: a new filter is one count and
  one page, whatever the size of the log. No proxy model filters rows in Python.
* There is no sort proxy either: sorting would only reorder the pages loaded so far, which on a
  large log is a misleading, partial order. The log is shown in its own order, by ``#seq``,
  newest first or oldest first (``newest_first``; the service orders in SQL).
* Each row is turned once, when its page arrives, into an ``_Entry`` of precomputed display
  strings, tooltips and a verdict colour; ``data()`` only indexes them.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor

from xcom_manager.services.inventory.dto import AuditFilter, AuditRow
from xcom_manager.ui.common.texts import reason_display

__all__ = [
    "FIRST_PAGE_SIZE",
    "PAGE_SIZE",
    "SEQ_ROLE",
    "VERDICTS",
    "AuditSource",
    "AuditTableModel",
    "verdict_label",
]

ModelIndex = QModelIndex | QPersistentModelIndex

PAGE_SIZE = 500
"""Rows read per page as the view scrolls (one ``AuditService.page_after`` call)."""
FIRST_PAGE_SIZE = 150
"""Rows read before the first paint of a filter's rows: several screenfuls, and a third of the
cost of a full page (reading and precomputing a row costs ~60 µs)."""

SEQ_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role giving the row's ``seq`` (any column)."""

VERDICTS: tuple[str, ...] = ("allowed", "allowed_with_warnings", "overridden")
"""The verdicts an audit row can carry, in the order the filter offers them."""

_CACHE_LIMIT = 20_000
"""Most places and mission contexts kept ready-made (they repeat from row to row)."""

_VERDICT_COLOURS: dict[str, str] = {
    "allowed": "#1e8449",
    "allowed_with_warnings": "#b9770e",
    "overridden": "#c0392b",
}

_DISPLAY = Qt.ItemDataRole.DisplayRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_SEQ = SEQ_ROLE
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def verdict_label(verdict: str) -> str:
    """The translated text of an audit verdict."""
    labels = {
        "allowed": QCoreApplication.translate("AuditVerdict", "Allowed"),
        "allowed_with_warnings": QCoreApplication.translate(
            "AuditVerdict", "Allowed with warnings"
        ),
        "overridden": QCoreApplication.translate("AuditVerdict", "Overridden"),
    }
    return labels.get(verdict, verdict)


class AuditSource(Protocol):
    """What the model needs of ``AuditService`` (the service satisfies it)."""

    def count(self, audit_filter: AuditFilter, /) -> int: ...

    def page_after(
        self,
        audit_filter: AuditFilter,
        after_seq: int | None,
        limit: int,
        /,
        *,
        newest_first: bool = False,
    ) -> list[AuditRow]: ...


class _Entry:
    """One audit row with everything the table shows precomputed."""

    __slots__ = ("display", "fg", "row", "seq", "tips")

    def __init__(
        self,
        row: AuditRow,
        display: tuple[str, ...],
        tips: tuple[str | None, ...],
        fg: QColor | None,
    ) -> None:
        self.row = row
        self.seq = row.seq
        self.display = display
        self.tips = tips
        self.fg = fg


class AuditTableModel(QAbstractTableModel):
    """The rows of one campaign's audit log that ``audit_filter`` selects, fetched lazily.

    Columns: #, Time (local), Actor, Item, From, To, Context, Verdict (coloured), Rules,
    Reason. ``slot_labels`` maps the ruleset's slot keys to the names shown (keys as they are
    otherwise), ``item_names`` its item types' keys (the name the row recorded otherwise).
    """

    SEQ, TIME, ACTOR, ITEM, FROM, TO, CONTEXT, VERDICT, RULES, REASON = range(10)
    COLUMN_COUNT = 10

    def __init__(
        self,
        source: AuditSource,
        audit_filter: AuditFilter,
        *,
        newest_first: bool = True,
        page_size: int = PAGE_SIZE,
        first_page_size: int = FIRST_PAGE_SIZE,
        slot_labels: Mapping[str, str] | None = None,
        item_names: Mapping[str, str] | None = None,
        rule_texts: Mapping[str, str] | None = None,
        count: bool = True,
        parent: Any = None,
    ) -> None:
        super().__init__(parent)
        self._source = source
        self._filter = audit_filter
        self._newest_first = newest_first
        self.page_size = max(1, page_size)
        self.first_page_size = max(1, min(first_page_size, self.page_size))
        self._slot_labels = dict(slot_labels or {})
        self._item_names = dict(item_names or {})
        self._rule_texts = dict(rule_texts or {})
        self._headers: tuple[str, ...] = (
            self.tr("#"),
            self.tr("Time"),
            self.tr("Actor"),
            self.tr("Item"),
            self.tr("From"),
            self.tr("To"),
            self.tr("Context"),
            self.tr("Verdict"),
            self.tr("Rules"),
            self.tr("Reason"),
        )
        self._header_tips: tuple[str, ...] = (
            self.tr("Sequence number of the movement in the campaign's log"),
            self.tr("When the movement was recorded (local time)"),
            self.tr("Who moved the item"),
            self.tr("The item moved"),
            self.tr("Where the item came from"),
            self.tr("Where the item went"),
            self.tr("Armoury, or mission, turn and phase"),
            self.tr("What the rules said of the movement"),
            self.tr("The rule IDs the verdict cites"),
            self.tr("The GM's reason for an override, or the undo it made"),
        )
        self._verdict_text = {v: verdict_label(v) for v in VERDICTS}
        self._colours = {v: QColor(c) for v, c in _VERDICT_COLOURS.items()}
        self._place_text = {
            "armoury": self.tr("Armoury"),
            "lost": self.tr("Lost"),
            "used": self.tr("Used up"),
            # Stocking the armoury (ARM-1 .. ARM-4): in from outside, out for good.
            "outside": self.tr("Outside the campaign"),
            "sold": self.tr("Sold"),
            "scrapped": self.tr("Scrapped"),
        }
        self._phase_text = {
            "movement": self.tr("movement phase"),
            "shooting": self.tr("shooting phase"),
            "assault": self.tr("assault phase"),
        }
        self._armoury_text = self.tr("Armoury")
        self._place_template = self.tr("{soldier}, {slot} {position}")
        self._mission_template = self.tr("Mission {mission}, turn {turn}, {phase}")
        self._utc_template = self.tr("{time} UTC")
        self._item_template = self.tr("{type}, item #{id}")
        self._rule_tip_cache: dict[tuple[str, ...], str | None] = {}
        self._place_cache: dict[tuple[str, str | None, str | None, int | None], str] = {}
        self._context_cache: dict[tuple[int | None, int | None, str | None], str] = {}
        self._entries: list[_Entry] = []
        self._rows_by_seq: dict[int, _Entry] = {}
        self._exhausted = False  # the last page came back short: nothing more to read
        self._changing = False  # inside a reset or an insertion: no fetching from its signals
        self._total: int | None = None
        if count:
            self._total = self._source.count(self._filter)

    # -- shape -----------------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else self.COLUMN_COUNT

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        if not index.isValid():  # row -1 would index the last entry
            return None
        if role == _DISPLAY:
            return self._entries[index.row()].display[index.column()]
        if role == _FOREGROUND:
            if index.column() == self.VERDICT:
                return self._entries[index.row()].fg
            return None
        if role == _TOOLTIP:
            return self._entries[index.row()].tips[index.column()]
        if role == _ALIGN:
            return _RIGHT if index.column() == self.SEQ else None
        if role == _SEQ:
            return self._entries[index.row()].seq
        return None

    def headerData(  # noqa: N802
        self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.COLUMN_COUNT:
            return None
        if role == _DISPLAY:
            return self._headers[section]
        if role == _TOOLTIP:
            return self._header_tips[section]
        return None

    # -- lazy fetching ---------------------------------------------------------------------

    @property
    def audit_filter(self) -> AuditFilter:
        return self._filter

    @property
    def newest_first(self) -> bool:
        return self._newest_first

    @property
    def total_count(self) -> int | None:
        """Rows the filter selects in the database, or ``None`` while not counted yet.

        Paging does not need the count (a short page ends the rows), so a view may count on
        another thread and hand the result in with :meth:`set_total`.
        """
        return len(self._entries) if self._exhausted else self._total

    def set_total(self, audit_filter: AuditFilter, total: int) -> bool:
        """Take ``total`` as the count of ``audit_filter``'s rows, if it is still the filter."""
        if audit_filter != self._filter:
            return False
        self._total = max(total, len(self._entries))
        return True

    @property
    def loaded_count(self) -> int:
        return len(self._entries)

    @property
    def fully_loaded(self) -> bool:
        return self._exhausted

    def canFetchMore(self, parent: ModelIndex) -> bool:  # noqa: N802
        return not parent.isValid() and not self._changing and not self._exhausted

    def fetchMore(self, parent: ModelIndex) -> None:  # noqa: N802
        if not parent.isValid():
            self.fetch_page()

    def fetch_page(self, limit: int | None = None) -> int:
        """Read the next page (``limit`` rows, default ``page_size``); returns how many came."""
        if self._exhausted or self._changing:
            return 0
        limit = limit or self.page_size
        after = self._entries[-1].seq if self._entries else None
        rows = self._source.page_after(self._filter, after, limit, newest_first=self._newest_first)
        if len(rows) < limit:
            self._exhausted = True
        fresh = [self._make_entry(r) for r in rows if r.seq not in self._rows_by_seq]
        self._insert(len(self._entries), fresh)
        return len(fresh)

    def set_filter(
        self,
        audit_filter: AuditFilter,
        *,
        newest_first: bool | None = None,
        count: bool = True,
    ) -> None:
        """Show the rows ``audit_filter`` selects: read their first page (and count them).

        The queries run before the model changes (an error leaves it as it was); then one
        model reset shows the first page. Views and testers that react to the reset by fetching
        are told there is nothing to fetch until the reset is over (likewise for insertions).
        With ``count=False`` the total stays unknown until :meth:`set_total` (or the last page).
        """
        newest = self._newest_first if newest_first is None else newest_first
        total = self._source.count(audit_filter) if count else None
        rows = self._source.page_after(
            audit_filter, None, self.first_page_size, newest_first=newest
        )
        entries = [self._make_entry(r) for r in rows]
        self._changing = True
        try:
            self.beginResetModel()
            self._filter = audit_filter
            self._newest_first = newest
            self._entries = entries
            self._rows_by_seq = {e.seq: e for e in entries}
            self._exhausted = len(rows) < self.first_page_size
            self._total = None if total is None else max(total, len(entries))
            self.endResetModel()
        finally:
            self._changing = False

    def reload(self) -> None:
        """Read the loaded rows again from the store (same filter, same order, same count).

        After Verify: a row edited behind the app's back shows its stored value, not the value
        read before. The total stays as counted; an error leaves the model as it was.
        """
        limit = max(self.first_page_size, len(self._entries))
        rows = self._source.page_after(self._filter, None, limit, newest_first=self._newest_first)
        self._rule_tip_cache.clear()
        self._place_cache.clear()
        self._context_cache.clear()
        entries = [self._make_entry(r) for r in rows]
        self._changing = True
        try:
            self.beginResetModel()
            self._entries = entries
            self._rows_by_seq = {e.seq: e for e in entries}
            self._exhausted = len(rows) < limit
            self.endResetModel()
        finally:
            self._changing = False

    def refresh(self) -> int:
        """Show rows recorded since the rows were read (the log only grows at its newest end).

        Newest first, they are read at once and inserted at the top, unless there are more
        than a page of them (then the model starts over from the newest). Oldest first, they
        are appended if every older row is loaded, else the paging will meet them. Loaded rows
        keep their place, so the view keeps its scroll position and selection. The total is
        grown by the rows found; recount for an exact one. Returns how many rows were added.
        """
        if not self._entries:
            self.set_filter(self._filter, count=self._total is not None)
            return len(self._entries)
        if not self._newest_first:
            if not self._exhausted:
                return 0
            self._exhausted = False
            before = len(self._entries)
            self.fetch_page()
            if self._total is not None:
                self._total += len(self._entries) - before
            return len(self._entries) - before
        newer = self._source.page_after(
            self._filter, self._entries[0].seq, self.page_size, newest_first=False
        )
        if len(newer) >= self.page_size:
            self.set_filter(self._filter, count=self._total is not None)
            return len(newer)
        fresh = [self._make_entry(r) for r in reversed(newer) if r.seq not in self._rows_by_seq]
        if self._total is not None:
            self._total += len(fresh)
        self._insert(0, fresh)
        return len(fresh)

    def _insert(self, position: int, fresh: list[_Entry]) -> None:
        if not fresh:
            return
        self._changing = True
        try:
            self.beginInsertRows(QModelIndex(), position, position + len(fresh) - 1)
            self._entries[position:position] = fresh
            for entry in fresh:
                self._rows_by_seq[entry.seq] = entry
            if self._total is not None:
                self._total = max(self._total, len(self._entries))
            self.endInsertRows()
        finally:
            self._changing = False

    # -- rows --------------------------------------------------------------------------------

    def row_at(self, row: int) -> AuditRow:
        """The audit row shown in ``row``."""
        return self._entries[row].row

    def row_of_seq(self, seq: int) -> int | None:
        """The table row showing ``#seq``, if it is loaded."""
        entry = self._rows_by_seq.get(seq)
        if entry is None:
            return None
        # Pages arrive in seq order (one way or the other): bisect instead of a scan.
        entries = self._entries
        lo, hi = 0, len(entries)
        if self._newest_first:
            while lo < hi:
                mid = (lo + hi) // 2
                if entries[mid].seq > seq:
                    lo = mid + 1
                else:
                    hi = mid
        else:
            while lo < hi:
                mid = (lo + hi) // 2
                if entries[mid].seq < seq:
                    lo = mid + 1
                else:
                    hi = mid
        return lo if lo < len(entries) and entries[lo].seq == seq else None

    def loaded_rows(self) -> list[AuditRow]:
        """The rows loaded so far, in the order shown (for tests and the window)."""
        return [e.row for e in self._entries]

    # -- precomputation ------------------------------------------------------------------------

    def _make_entry(self, row: AuditRow) -> _Entry:
        # Hot path (a page of 500 before the first paint): translated templates were fetched
        # once in __init__, and places and contexts repeat, so they are cached.
        place = self._place
        source = place(row.from_kind, row.from_soldier_name, row.from_slot, row.from_index)
        target = place(row.to_kind, row.to_soldier_name, row.to_slot, row.to_index)
        context = self._context(row)
        reason = reason_display(row.reason)
        display = (
            str(row.seq),
            _local_time(row.recorded_at),
            row.actor,
            self._item_names.get(row.item_type, row.item_name),
            source,
            target,
            context,
            self._verdict_text.get(row.verdict, row.verdict),
            ", ".join(row.rule_ids),
            reason,
        )
        tips = (
            None,
            self._utc_template.format(time=row.recorded_at),
            None,
            self._item_template.format(type=row.item_type, id=row.item_id),
            source,  # the full text, for a narrow column
            target,
            context,
            self._verdict_text.get(row.verdict, row.verdict),  # an elided verdict, whole
            self._rule_tip(row.rule_ids),
            reason or None,
        )
        return _Entry(row, display, tips, self._colours.get(row.verdict))

    def _place(self, kind: str, soldier: str | None, slot: str | None, index: int | None) -> str:
        key = (kind, soldier, slot, index)
        try:
            return self._place_cache[key]
        except KeyError:
            pass
        if kind != "soldier":
            text = self._place_text.get(kind, kind)
        else:
            text = self._place_template.format(
                soldier=soldier or "?",
                slot=self._slot_labels.get(slot or "", slot or ""),
                position=(index or 0) + 1,
            )
        if len(self._place_cache) < _CACHE_LIMIT:
            self._place_cache[key] = text
        return text

    def _context(self, row: AuditRow) -> str:
        if row.context != "mission":
            return self._armoury_text
        key = (row.mission_id, row.turn, row.phase)
        try:
            return self._context_cache[key]
        except KeyError:
            pass
        text = self._mission_template.format(
            mission="?" if row.mission_id is None else row.mission_id,
            turn="?" if row.turn is None else row.turn,
            phase=self._phase_text.get(row.phase or "", row.phase or "?"),
        )
        if len(self._context_cache) < _CACHE_LIMIT:
            self._context_cache[key] = text
        return text

    def _rule_tip(self, rule_ids: tuple[str, ...]) -> str | None:
        try:
            return self._rule_tip_cache[rule_ids]
        except KeyError:
            pass
        lines = [f"{r}: {self._rule_texts[r]}" if r in self._rule_texts else r for r in rule_ids]
        tip = "\n".join(lines) or None
        self._rule_tip_cache[rule_ids] = tip
        return tip


def _local_time(recorded_at: str) -> str:
    """``recorded_at`` (UTC ISO text) as local time to the second; the text as is if bad."""
    try:
        moment = datetime.fromisoformat(recorded_at)
    except ValueError:
        return recorded_at
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().isoformat(" ", "seconds")[:19]  # (strftime is 3x slower)
