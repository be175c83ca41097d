"""The mission tracker's item models: plain read-only tables over the services' rows.

* :class:`MissionListModel` — the campaign's missions (``MissionInfo``), in progress first;
* :class:`CharacterTableModel` — the characters of one mission (``CharacterRow``): status,
  wounds, what they did this phase and what weighs on them (W-ACT-1, timers, the aqualung
  tank: the rule system's messages); a row whose timer expires next turn is highlighted;
* :class:`EventLogModel` — the mission's log (``LogRow``) in the user's language, undone entries
  struck through.

Each model is reset from a fresh snapshot after every command (a mission has tens of
characters and hundreds of events, not millions); ``data()`` only indexes precomputed strings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from xcom_manager.ui.common.texts import message_text
from xcom_manager.ui.mission.texts import line_text, side_label, status_label

if TYPE_CHECKING:
    from xcom_manager.services.mission_dto import CharacterRow, LogRow, MissionInfo

__all__ = [
    "CHARACTER_ID_ROLE",
    "MISSION_ID_ROLE",
    "SEQ_ROLE",
    "CharacterTableModel",
    "EventLogModel",
    "MissionListModel",
]

ModelIndex = QModelIndex | QPersistentModelIndex

MISSION_ID_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role giving a mission row's id (any column)."""
CHARACTER_ID_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role giving a character row's id (any column)."""
SEQ_ROLE = Qt.ItemDataRole.UserRole + 3
"""Role giving a log row's ``seq`` (any column)."""

_DISPLAY = Qt.ItemDataRole.DisplayRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_BACKGROUND = Qt.ItemDataRole.BackgroundRole
_FOREGROUND = Qt.ItemDataRole.ForegroundRole
_FONT = Qt.ItemDataRole.FontRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

_EXPIRING_BACKGROUND = QColor(255, 214, 204)
_FINISHED_FOREGROUND = QColor(110, 110, 110)
_REVERTED_FOREGROUND = QColor(130, 130, 130)
_DEAD_FOREGROUND = QColor(130, 130, 130)


class _PlainTable(QAbstractTableModel):
    """A read-only table of precomputed display strings; subclasses fill ``_display``."""

    def __init__(self, headers: Sequence[str], parent: Any = None) -> None:
        super().__init__(parent)
        self._headers = tuple(headers)
        self._display: list[tuple[str, ...]] = []

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._display)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008, N802
        return 0 if parent.isValid() else len(self._headers)

    def headerData(  # noqa: N802
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        if (
            orientation == Qt.Orientation.Horizontal
            and role == _DISPLAY
            and 0 <= section < len(self._headers)
        ):
            return self._headers[section]
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def _valid(self, index: ModelIndex) -> bool:
        return (
            index.isValid()
            and 0 <= index.row() < len(self._display)
            and 0 <= index.column() < len(self._headers)
        )


class MissionListModel(_PlainTable):
    """The campaign's missions: name, status and where the mission stands."""

    NAME, STATUS, POSITION = range(3)

    def __init__(self, parent: Any = None) -> None:
        super().__init__((self.tr("Mission"), self.tr("Status"), self.tr("Now")), parent)
        self._missions: list[MissionInfo] = []

    def set_missions(self, missions: Sequence[MissionInfo]) -> None:
        """Show ``missions``: in progress first (newest first), then the finished ones."""
        ordered = sorted(missions, key=lambda m: (m.status != "in_progress", -m.id))
        display = [self._texts(m) for m in ordered]
        if [m.id for m in ordered] == [m.id for m in self._missions]:
            # Same missions in the same order: update in place (the selection stays).
            self._missions = ordered
            self._display = display
            if ordered:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(ordered) - 1, len(self._headers) - 1)
                )
            return
        self.beginResetModel()
        self._missions = ordered
        self._display = display
        self.endResetModel()

    def update_mission(self, mission: MissionInfo) -> None:
        """Show ``mission``'s new position (after a step) in its row, if listed."""
        row = self.row_of(mission.id)
        if row is None:
            return
        self._missions[row] = mission
        self._display[row] = self._texts(mission)
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(self._headers) - 1))

    def _texts(self, m: MissionInfo) -> tuple[str, ...]:
        return (
            m.name,
            status_label(m.status),
            message_text(m.header)
            if m.status == "in_progress"
            else self.tr("Ended in turn {turn}").format(turn=m.turn),
        )

    def mission_at(self, row: int) -> MissionInfo | None:
        return self._missions[row] if 0 <= row < len(self._missions) else None

    def row_of(self, mission_id: int) -> int | None:
        for row, mission in enumerate(self._missions):
            if mission.id == mission_id:
                return row
        return None

    def missions(self) -> tuple[MissionInfo, ...]:
        return tuple(self._missions)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        if role == _DISPLAY:
            return self._display[index.row()][index.column()]
        mission = self._missions[index.row()]
        if role == MISSION_ID_ROLE:
            return mission.id
        if role == _TOOLTIP:
            texts = self._display[index.row()]
            return f"{texts[self.NAME]}\n{texts[self.POSITION]}"
        if role == _FOREGROUND and mission.status != "in_progress":
            return QBrush(_FINISHED_FOREGROUND)
        return None


class CharacterTableModel(_PlainTable):
    """The characters of one mission (``CharacterRow``); a row whose timer expires at the next
    start of its side's turn is highlighted (R-8 bleed-out, W-WATER-4 / R-9 aqualung)."""

    NAME, SIDE, STATUS, WOUNDS, ACTIVITY, CONDITION = range(6)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(
            (
                self.tr("Name"),
                self.tr("Side"),
                self.tr("Status"),
                self.tr("Wounds"),
                self.tr("Did this phase"),
                self.tr("Condition"),
            ),
            parent,
        )
        self._rows: list[CharacterRow] = []
        self._bold = QFont()
        self._bold.setBold(True)
        self._expiring_tip = self.tr("The timer expires at the start of this side's next turn")

    def set_characters(self, rows: Sequence[CharacterRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._display = [self._texts(row) for row in self._rows]
        self.endResetModel()

    def _texts(self, row: CharacterRow) -> tuple[str, ...]:
        return (
            row.name,
            side_label(row.side),
            status_label(row.status),
            f"{row.wounds}/{row.max_wounds}",
            line_text(row.activity, "; "),
            line_text(row.conditions, "; "),
        )

    def character_at(self, row: int) -> CharacterRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, character_id: str) -> int | None:
        for row, character in enumerate(self._rows):
            if character.id == character_id:
                return row
        return None

    def characters(self) -> tuple[CharacterRow, ...]:
        return tuple(self._rows)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        if role == _DISPLAY:
            return self._display[index.row()][index.column()]
        character = self._rows[index.row()]
        if role == CHARACTER_ID_ROLE:
            return character.id
        if role == _BACKGROUND and character.urgent:
            return QBrush(_EXPIRING_BACKGROUND)
        if role == _FONT and character.urgent:
            return self._bold
        if role == _FOREGROUND and character.status in ("dead", "mia", "evacuated"):
            return QBrush(_DEAD_FOREGROUND)
        if role == _TOOLTIP:
            if character.urgent:
                return self._expiring_tip
            text = self._display[index.row()][index.column()]
            if index.column() in (self.ACTIVITY, self.CONDITION) and text:
                return text
        if role == _ALIGN and index.column() == self.WOUNDS:
            return _RIGHT
        return None


class EventLogModel(_PlainTable):
    """The mission's log: one row per event in plain words with its rule IDs; an entry an undo
    has cancelled is struck through (it stays in the log: events are never deleted)."""

    SEQ, TEXT, RULES = range(3)

    def __init__(self, parent: Any = None) -> None:
        super().__init__((self.tr("#"), self.tr("What happened"), self.tr("Rules")), parent)
        self._rows: list[LogRow] = []
        self._struck = QFont()
        self._struck.setStrikeOut(True)
        self._undone_tip = self.tr("Undone: this entry no longer counts")

    def set_log(self, rows: Sequence[LogRow]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._display = [
            (str(r.seq), line_text(r.messages), ", ".join(r.rule_ids)) for r in self._rows
        ]
        self.endResetModel()

    def entry_at(self, row: int) -> LogRow | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, seq: int) -> int | None:
        for row, entry in enumerate(self._rows):
            if entry.seq == seq:
                return row
        return None

    def entries(self) -> tuple[LogRow, ...]:
        return tuple(self._rows)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not self._valid(index):
            return None
        if role == _DISPLAY:
            return self._display[index.row()][index.column()]
        entry = self._rows[index.row()]
        if role == SEQ_ROLE:
            return entry.seq
        if entry.reverted:
            if role == _FONT:
                return self._struck
            if role == _FOREGROUND:
                return QBrush(_REVERTED_FOREGROUND)
            if role == _TOOLTIP:
                return self._undone_tip
        if role == _TOOLTIP and index.column() == self.TEXT:
            return self._display[index.row()][self.TEXT]
        if role == _ALIGN and index.column() == self.SEQ:
            return _RIGHT
        return None
