"""The mission tracker's item models: plain read-only tables over the services' rows.

* :class:`MissionListModel` — the campaign's missions (``MissionInfo``), in progress first;
* :class:`CharacterTableModel` — the characters of one mission (``CharacterRow``): status,
  wounds, what they did this phase and what weighs on them (W-ACT-1, timers, the aqualung
  tank: the rule system's messages); a row whose timer expires next turn is highlighted;
* :class:`EventLogModel` — the mission's log (``LogRow``) in the user's language, undone entries
  struck through.

Each is a :class:`~xcom_manager.ui.common.tables.PlainTableModel` set from a fresh snapshot
after every command (a mission has tens of characters and hundreds of events, not millions):
``data()`` only indexes strings worded when the rows arrived.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from xcom_manager.ui.common.tables import PlainTableModel
from xcom_manager.ui.common.texts import message_text
from xcom_manager.ui.mission.texts import line_text, side_label, status_label

if TYPE_CHECKING:
    from xcom_manager.services.missions.dto import CharacterRow, LogRow, MissionInfo

__all__ = [
    "CHARACTER_ID_ROLE",
    "MISSION_ID_ROLE",
    "SEQ_ROLE",
    "CharacterTableModel",
    "EventLogModel",
    "MissionListModel",
]

MISSION_ID_ROLE = Qt.ItemDataRole.UserRole + 1
"""Role giving a mission row's id (any column)."""
CHARACTER_ID_ROLE = Qt.ItemDataRole.UserRole + 2
"""Role giving a character row's id (any column)."""
SEQ_ROLE = Qt.ItemDataRole.UserRole + 3
"""Role giving a log row's ``seq`` (any column)."""

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


class MissionListModel(PlainTableModel["MissionInfo"]):
    """The campaign's missions: name, status and where the mission stands."""

    NAME, STATUS, POSITION = range(3)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__((self.tr("Mission"), self.tr("Status"), self.tr("Now")), parent)

    def set_missions(self, missions: Sequence[MissionInfo]) -> None:
        """Show ``missions``: in progress first (newest first), then the finished ones."""
        self.set_rows(sorted(missions, key=lambda m: (m.status != "in_progress", -m.id)))

    def row_key(self, row: MissionInfo) -> Hashable:
        return row.id

    def texts(self, row: MissionInfo) -> Sequence[str]:
        return (
            row.name,
            status_label(row.status) if row.damage is None else self.tr("Log damaged"),
            message_text(row.header)
            if row.status == "in_progress" or row.damage is not None
            else (
                self.tr("Ended in round {turn}")
                if row.system == "boardgame"
                else self.tr("Ended in turn {turn}")
            ).format(turn=row.turn),
        )

    def role_data(self, row: MissionInfo, column: int, role: int) -> Any:
        if role == MISSION_ID_ROLE:
            return row.id
        if role == _TOOLTIP:
            texts = self.texts(row)
            return f"{texts[self.NAME]}\n{texts[self.POSITION]}"
        if role == _FOREGROUND and row.status != "in_progress":
            return QBrush(_FINISHED_FOREGROUND)
        return None


class CharacterTableModel(PlainTableModel["CharacterRow"]):
    """The characters of one mission (``CharacterRow``); a row whose timer expires at the next
    start of its side's turn is highlighted (R-8 bleed-out, W-WATER-4 / R-9 aqualung)."""

    NAME, SIDE, STATUS, WOUNDS, ACTIVITY, CONDITION = range(6)

    def __init__(self, parent: QObject | None = None) -> None:
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
        self._bold = QFont()
        self._bold.setBold(True)
        self._expiring_tip = self.tr("The timer expires at the start of this side's next turn")

    def row_key(self, row: CharacterRow) -> Hashable:
        return row.id

    def texts(self, row: CharacterRow) -> Sequence[str]:
        return (
            row.name,
            side_label(row.side),
            status_label(row.status),
            f"{row.wounds}/{row.max_wounds}" if row.max_wounds else "—",
            line_text(row.activity, "; "),
            line_text(row.conditions, "; "),
        )

    def role_data(self, row: CharacterRow, column: int, role: int) -> Any:
        if role == CHARACTER_ID_ROLE:
            return row.id
        if role == _BACKGROUND and row.urgent:
            return QBrush(_EXPIRING_BACKGROUND)
        if role == _FONT and row.urgent:
            return self._bold
        if role == _FOREGROUND and row.status in ("dead", "mia", "evacuated"):
            return QBrush(_DEAD_FOREGROUND)
        if role == _TOOLTIP:
            if row.urgent:
                return self._expiring_tip
            if column in (self.ACTIVITY, self.CONDITION):
                return self.texts(row)[column] or None
        if role == _ALIGN and column == self.WOUNDS:
            return _RIGHT
        return None


class EventLogModel(PlainTableModel["LogRow"]):
    """The mission's log: one row per event with its rule IDs; an entry an undo has cancelled
    is struck through (it stays in the log: events are never deleted)."""

    SEQ, TEXT, RULES = range(3)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__((self.tr("#"), self.tr("What happened"), self.tr("Rules")), parent)
        self._struck = QFont()
        self._struck.setStrikeOut(True)
        self._undone_tip = self.tr("Undone: this entry no longer counts")

    def row_key(self, row: LogRow) -> Hashable:
        return row.seq

    def texts(self, row: LogRow) -> Sequence[str]:
        return (str(row.seq), line_text(row.messages), ", ".join(row.rule_ids))

    def role_data(self, row: LogRow, column: int, role: int) -> Any:
        if role == SEQ_ROLE:
            return row.seq
        if row.reverted:
            if role == _FONT:
                return self._struck
            if role == _FOREGROUND:
                return QBrush(_REVERTED_FOREGROUND)
            if role == _TOOLTIP:
                return self._undone_tip
        if role == _TOOLTIP and column == self.TEXT:
            return line_text(row.messages)
        if role == _ALIGN and column == self.SEQ:
            return _RIGHT
        return None
