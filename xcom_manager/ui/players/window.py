"""The players' display: a second top-level window for a TV or a projector at the table,
showing the players' snapshot only (:mod:`xcom_manager.services.players.snapshot`): whose
turn and phase it is, the Mission Map with its tokens (the board game), every figure's wounds
or Health, status, Actions used, timers and reminders, and the squad's kit.

Large type and high contrast, for reading from across the room; Ctrl+= / Ctrl+- / Ctrl+0 zoom
it, Escape closes it. Every text comes worded in the app's language with the snapshot.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QFont, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QTextBrowser, QVBoxLayout, QWidget

from xcom_manager.rules.boardgame.grid import square_label
from xcom_manager.services.players.model import Figure, KitItem, PlayersSnapshot
from xcom_manager.ui.players.board import BoardMap

__all__ = ["BASE_POINTS", "PlayersWindow"]

#: The display's normal type size in points (read from three metres), and its zoom steps.
BASE_POINTS = 22.0
STEP = 0.1
MIN_STEP, MAX_STEP = -5, 15

_STYLE = """
#playersDisplay, #playersDisplay QTextBrowser { background: #000000; color: #ffffff; }
#playersDisplay QLabel { color: #ffffff; }
#playersTime { color: #ffe600; }
#playersReminders { color: #ff9900; }
#playersDisplay QTextBrowser { border: none; }
"""


def _kit_text(kit: tuple[KitItem, ...]) -> str:
    parts = []
    for item in kit:
        charges = "" if item.charges is None else f" ({item.charges})"
        parts.append(f"{escape(item.slot)}: <b>{escape(item.item)}</b>{charges}")
    return "; ".join(parts)


class PlayersWindow(QWidget):
    """Shows one :class:`PlayersSnapshot` at a time (:meth:`show_snapshot`)."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("playersDisplay")
        self.setStyleSheet(_STYLE)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # its keys work once it is shown
        self.snapshot: PlayersSnapshot | None = None
        self.step = 0
        self.title, self.time, self.reminders = QLabel(), QLabel(), QLabel()
        for label, name in (
            (self.title, "playersTitle"),
            (self.time, "playersTime"),
            (self.reminders, "playersReminders"),
        ):
            label.setObjectName(name)
            label.setWordWrap(True)
        self.board = BoardMap(self)
        self.figures = QTextBrowser()
        self.figures.setObjectName("playersFigures")
        self.figures.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.time)
        middle = QHBoxLayout()
        middle.addWidget(self.board, 3)
        middle.addWidget(self.figures, 4)
        layout.addLayout(middle, 1)
        layout.addWidget(self.reminders)
        self._keys()
        self.set_step(0)

    def _keys(self) -> None:
        for keys, step in (("Ctrl+=", 1), ("Ctrl++", 1), ("Ctrl+-", -1)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.activated.connect(lambda s=step: self.set_step(self.step + s))
        QShortcut(QKeySequence("Ctrl+0"), self).activated.connect(lambda: self.set_step(0))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self).activated.connect(self.close)

    def set_step(self, step: int) -> None:
        """Zoom to ``step`` tenths above (or below) the display's normal type size."""
        self.step = max(MIN_STEP, min(MAX_STEP, step))
        font = QFont(self.font())
        font.setPointSizeF(BASE_POINTS * (1 + STEP * self.step))
        self.setFont(font)
        title = QFont(font)
        title.setPointSizeF(font.pointSizeF() * 1.3)
        title.setBold(True)
        self.title.setFont(title)
        # Set on each label: a style sheet rule that matches a widget stops the window's font
        # reaching it (the time and the reminders would show at the desktop's small size).
        time = QFont(font)
        time.setBold(True)
        self.time.setFont(time)
        self.reminders.setFont(font)
        self.figures.document().setDefaultFont(font)

    def font_size(self) -> float:
        return self.font().pointSizeF()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self.setFocus()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """Activated, it takes the keyboard (its zoom and Escape) from the window it came from."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.setFocus()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        super().closeEvent(event)
        self.closed.emit()

    # -- showing a snapshot -------------------------------------------------------------------

    def show_snapshot(self, snapshot: object) -> None:
        """Show ``snapshot`` (anything else is ignored)."""
        if not isinstance(snapshot, PlayersSnapshot):
            return
        self.snapshot = snapshot
        labels = snapshot.labels
        self.setWindowTitle(f"{labels.get('title', '')} · {snapshot.campaign_name}")
        mission = snapshot.mission
        if mission is None:
            self.title.setText(snapshot.campaign_name)
            self.time.setText(snapshot.notice or labels.get("no_mission", ""))
            self.reminders.setText("")
            self.board.show_board(None, ())
            self.figures.setHtml(self._squad_html(snapshot))
            return
        self.title.setText(f"{snapshot.campaign_name} · {mission.name}")
        time = mission.time
        parts = [f"{time.word} {time.number}", time.phase, time.side]
        if time.whose_turn:
            parts.append(f"{labels.get('whose_turn', '')}: {time.whose_turn}")
        self.time.setText(" · ".join(p for p in parts if p))
        self.reminders.setText("\n".join(mission.reminders))
        self.board.show_board(mission.map, mission.figures)
        self.figures.setHtml(self._figures_html(snapshot) + self._squad_html(snapshot))

    def show_waiting(self, notice: str) -> None:
        """Show nothing of a campaign, only ``notice`` (the GM's window has none open)."""
        self.snapshot = None
        self.title.setText("")
        self.time.setText(notice)
        self.reminders.setText("")
        self.board.show_board(None, ())
        self.figures.setHtml("")

    def _figures_html(self, snapshot: PlayersSnapshot) -> str:
        assert snapshot.mission is not None
        labels = snapshot.labels
        rows = [self._figure_html(f, labels) for f in snapshot.mission.figures]
        return f"<h2>{escape(labels.get('figures', ''))}</h2>" + "".join(rows)

    @staticmethod
    def _figure_html(figure: Figure, labels: dict[str, str]) -> str:
        colour = "#888888" if figure.out_of_play else "#ffffff"
        marker = "▶ " if figure.on_turn else ""
        head = f"{marker}<b>{escape(figure.name)}</b>"
        if figure.place is not None:
            head += f" [{square_label(figure.place)}]"
        facts = [escape(figure.side), escape(figure.status)]
        if figure.wounds is not None:
            facts.append(f"{escape(labels.get('wounds', ''))}: {figure.wounds}/{figure.max_wounds}")
        if figure.health is not None:
            facts.append(f"{escape(labels.get('health', ''))}: {figure.health}/{figure.max_health}")
        if figure.overwatch_token:
            facts.append(f"{escape(labels.get('overwatch', ''))}: {escape(figure.overwatch_token)}")
        if figure.actions_used:
            facts.append(
                f"{escape(labels.get('actions', ''))}: "
                + ", ".join(escape(a) for a in figure.actions_used)
            )
        lines = [f"<p style='color:{colour}'>{head} · {' · '.join(facts)}"]
        for timer in figure.timers:
            urgent = "#ff3b3b" if timer.expires_next_turn else "#ff9900"
            lines.append(
                f"<br><span style='color:{urgent}'>⏱ {escape(timer.what)}: "
                f"{escape(labels.get('turns_left', ''))} {timer.left}</span>"
            )
        lines.extend(f"<br><i>{escape(line)}</i>" for line in figure.reminders)
        if figure.kit:
            lines.append(f"<br>{escape(labels.get('kit', ''))}: {_kit_text(figure.kit)}")
        return "".join(lines) + "</p>"

    @staticmethod
    def _squad_html(snapshot: PlayersSnapshot) -> str:
        """The squad and its kit, when no mission shows them on its figures."""
        labels = snapshot.labels
        if snapshot.mission is not None or not snapshot.squad:
            return ""
        rows = []
        for entry in snapshot.squad:
            kit = _kit_text(entry.kit)
            rows.append(
                f"<p><b>{escape(entry.name)}</b> · {escape(entry.rank)} · {escape(entry.status)}"
                + (f"<br>{escape(labels.get('kit', ''))}: {kit}" if kit else "")
                + "</p>"
            )
        return f"<h2>{escape(labels.get('squad', ''))}</h2>" + "".join(rows)
