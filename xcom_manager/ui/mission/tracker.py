"""The tracker of one mission, as every rule system shows it: a header (where the mission
stands, "Next phase"), the reminders banner, the characters beside the system's action panel,
and the event log; a board game mission also shows its Mission Map (played by clicking, see
:mod:`.boardgame.play`), in a tab beside the characters. It only lays the widgets out;
the Missions page fills them and reacts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.texts import render_param
from xcom_manager.services.missions.dto import MissionView
from xcom_manager.ui.common.banner import Banner
from xcom_manager.ui.common.columns import fit_columns
from xcom_manager.ui.common.tables import remember_layout, tip_elided_cells
from xcom_manager.ui.common.texts import message_text
from xcom_manager.ui.common.wheel_guard import guard_wheel
from xcom_manager.ui.mission.boardgame.map_play import PlayableMapView
from xcom_manager.ui.mission.dialogs import debrief_text
from xcom_manager.ui.mission.models import CharacterTableModel, EventLogModel
from xcom_manager.ui.mission.panel import ActionForms, ActionPanel
from xcom_manager.ui.mission.texts import line_text, side_label

__all__ = ["TrackerPane", "plain_table"]

#: What the characters' condition column keeps at least when room is short (px).
_CONDITION_RESERVE = 90


def plain_table(table: QTableView) -> None:
    """A read-only table of whole rows, one selected at a time, Tab leaving it."""
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.verticalHeader().hide()
    table.horizontalHeader().setHighlightSections(False)
    table.setTabKeyNavigation(False)


class TrackerPane(QWidget):
    """The widgets of the tracker; ``forms`` are the rule system's action forms."""

    def __init__(
        self, forms: ActionForms, parent: QWidget | None = None, *, system: str = ""
    ) -> None:
        super().__init__(parent)
        self.setObjectName("trackerPane")
        # -- tracker: header and alerts --------------------------------------------------------
        self.position_label = QLabel()
        self.position_label.setObjectName("positionLabel")
        font = self.position_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.position_label.setFont(font)
        self.position_label.setTextFormat(Qt.TextFormat.PlainText)
        # Wraps rather than being cut when the tracker is narrow (the window's minimum size, a
        # longer translation).
        self.position_label.setWordWrap(True)
        self.mission_label = QLabel()
        self.mission_label.setObjectName("missionLabel")
        self.mission_label.setTextFormat(Qt.TextFormat.PlainText)
        self.mission_label.setWordWrap(True)
        self.next_phase_button = QPushButton()
        self.next_phase_button.setObjectName("nextPhaseButton")
        header = QGridLayout()
        header.addWidget(self.position_label, 0, 0)
        header.addWidget(self.next_phase_button, 0, 1, 2, 1, Qt.AlignmentFlag.AlignTop)
        header.addWidget(self.mission_label, 1, 0)
        header.setColumnStretch(0, 1)

        self.alerts_banner = Banner.alert(self)
        self.alerts_banner.setObjectName("alertsBanner")

        # -- tracker: characters, action panel, log --------------------------------------------
        self.character_model = CharacterTableModel(self)
        self.character_table = QTableView()
        self.character_table.setObjectName("characterTable")
        self.character_table.setModel(self.character_model)
        plain_table(self.character_table)
        self.character_table.setWordWrap(False)
        # Names whole: the GM finds a character by name; the condition (elided, its whole text
        # in a tooltip) yields room first (at 1024 × 700 in Russian the names were cut).
        whole = (CharacterTableModel.NAME, CharacterTableModel.WOUNDS)
        fit_columns(self.character_table, whole=whole, last_reserve=_CONDITION_RESERVE)
        remember_layout(self.character_table)
        tip_elided_cells(self.character_table)

        self.panel = ActionPanel(forms, self)

        self.log_model = EventLogModel(self)
        self.log_table = QTableView()
        self.log_table.setObjectName("eventLog")
        self.log_table.setModel(self.log_model)
        plain_table(self.log_table)
        self.log_table.setWordWrap(True)
        self.log_table.horizontalHeader().setSectionResizeMode(
            EventLogModel.TEXT, QHeaderView.ResizeMode.Stretch
        )
        for column in (EventLogModel.SEQ, EventLogModel.RULES):
            self.log_table.horizontalHeader().setSectionResizeMode(
                column, QHeaderView.ResizeMode.ResizeToContents
            )
        log_label = QLabel(self.tr("Event &log"))
        log_label.setBuddy(self.log_table)
        log_box = QWidget()
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(log_label)
        log_layout.addWidget(self.log_table, 1)

        characters_label = QLabel(self.tr("Charac&ters"))
        characters_label.setBuddy(self.character_table)
        characters_box = QWidget()
        characters_layout = QVBoxLayout(characters_box)
        characters_layout.setContentsMargins(0, 0, 0, 0)
        characters_layout.addWidget(characters_label)
        characters_layout.addWidget(self.character_table, 1)

        # A board game mission is played on its map: a tab beside the characters.
        self.map_view: PlayableMapView | None = None
        self.map_tabs: QTabWidget | None = None
        self.map_info: QLabel | None = None
        left: QWidget = characters_box
        if system == "boardgame":
            self.map_view = PlayableMapView()
            # What the square under the pointer means (Line of Sight, path, odds).
            self.map_info = QLabel()
            self.map_info.setObjectName("mapInfo")
            self.map_info.setWordWrap(True)
            self.map_info.setTextFormat(Qt.TextFormat.PlainText)
            # As high as three lines, always: a longer text would shrink the map under the
            # pointer as it moves.
            self.map_info.setFixedHeight(self.map_info.fontMetrics().lineSpacing() * 3 + 4)
            self.map_info.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            map_box = QWidget()
            map_layout = QVBoxLayout(map_box)
            map_layout.setContentsMargins(0, 0, 0, 0)
            map_layout.addWidget(self.map_view, 1)
            map_layout.addWidget(self.map_info)
            self.map_tabs = QTabWidget()
            self.map_tabs.setObjectName("mapTabs")
            self.map_tabs.addTab(map_box, self.tr("Mission &Map"))
            self.map_tabs.addTab(characters_box, self.tr("Models"))
            left = self.map_tabs

        middle = QSplitter(Qt.Orientation.Horizontal)
        middle.setObjectName("trackerSplitter")
        middle.addWidget(left)
        # The panel scrolls when the window is too low for its form, odds and refusal.
        panel_scroll = QScrollArea()
        panel_scroll.setObjectName("actionPanelScroll")
        panel_scroll.setWidget(self.panel)
        panel_scroll.setWidgetResizable(True)
        panel_scroll.setFrameShape(QFrame.Shape.NoFrame)
        guard_wheel(panel_scroll)  # the wheel scrolls the form, not a field under the pointer
        # Commit below the scrolling form, in sight however low the window (1024 × 700).
        panel_box = QWidget()
        panel_box_layout = QVBoxLayout(panel_box)
        panel_box_layout.setContentsMargins(0, 0, 0, 0)
        panel_box_layout.addWidget(panel_scroll, 1)
        panel_box_layout.addWidget(self.panel.commit_bar)
        body = QSplitter(Qt.Orientation.Vertical)
        body.setObjectName("trackerBody")
        remember_layout(middle)
        remember_layout(body)
        if self.map_view is None:
            middle.addWidget(panel_box)
            middle.setStretchFactor(0, 3)
            middle.setStretchFactor(1, 2)
            middle.setSizes([600, 400])
            body.addWidget(middle)
            body.addWidget(log_box)
            body.setStretchFactor(0, 4)
            body.setStretchFactor(1, 1)
            body.setSizes([420, 100])  # the panel's odds and Commit in sight at 1024 × 700
        else:
            # A board game is played on its map: the map takes the whole height on the left,
            # the panel and the log share the right.
            right = QSplitter(Qt.Orientation.Vertical)
            right.setObjectName("trackerRight")
            right.addWidget(panel_box)
            right.addWidget(log_box)
            right.setStretchFactor(0, 3)
            right.setStretchFactor(1, 1)
            right.setSizes([380, 130])  # the panel's odds and Commit in sight at 1024 × 700
            middle.addWidget(right)
            middle.setStretchFactor(0, 3)
            middle.setStretchFactor(1, 2)
            middle.setSizes([620, 380])
            body.addWidget(middle)
            remember_layout(right)

        tracker_layout = QVBoxLayout(self)
        tracker_layout.setContentsMargins(0, 0, 0, 0)
        tracker_layout.addLayout(header)
        tracker_layout.addWidget(self.alerts_banner)
        tracker_layout.addWidget(body, 1)

    def show_map(self, view: MissionView) -> None:
        """The board game's map of ``view`` and, beside its name, the Overmind's Mutation
        cards and whether its Interruption is still to come (B-PHASE-2, M-CX-5)."""
        detail = view.detail
        if self.map_view is None or not isinstance(detail, BoardDetail):
            return
        self.map_view.show_board(detail)
        interruption = (
            self.tr("Interruption used")
            if detail.interruption_used
            else self.tr("Interruption still possible")
        )
        self.mission_label.setText(
            self.tr("{mission} — Mutation cards: {cards}; {interruption}").format(
                mission=view.info.name, cards=detail.mutations, interruption=interruption
            )
        )

    def show_header(self, view: MissionView) -> None:
        """Where the mission stands (or when it ended), its name and environment; a board
        game mission's map."""
        if view.finished:
            ended = (
                self.tr("Finished in round {turn}")
                if view.system == "boardgame"
                else self.tr("Finished in turn {turn}")
            )
            self.position_label.setText(ended.format(turn=view.turn))
        else:
            self.position_label.setText(message_text(view.info.header))
        if view.environment:
            where = render_param("environment", view.environment, QCoreApplication.translate)
            self.mission_label.setText(
                self.tr("{mission} — {environment}").format(
                    mission=view.info.name, environment=where
                )
            )
        else:
            self.mission_label.setText(view.info.name)
        self.show_map(view)

    def show_reminders(self, view: MissionView, *, dismissed: bool) -> None:
        """The reminders of the current turn (hidden once the GM dismissed them), or what the
        debrief of a finished mission wrote back."""
        if view.finished:
            if view.debrief is not None:
                self.alerts_banner.show_lines(
                    self.tr("Debrief"), debrief_text(view.debrief).splitlines()
                )
            else:
                self.alerts_banner.hide()
            return
        if not view.reminders or dismissed:
            self.alerts_banner.hide()
            return
        title = (
            self.tr("Round {turn}, {side}: reminders")
            if view.system == "boardgame"
            else self.tr("Turn {turn}, {side}: reminders")
        )
        self.alerts_banner.show_lines(
            title.format(turn=view.turn, side=side_label(view.side)),
            [line_text(line, "; ") for line in view.reminders],
        )

    def show_phase_button(self, view: MissionView | None) -> None:
        """ "Next phase ▸", or "Next turn ▸" when this phase ends the side's turn."""
        if view is not None and not view.finished and view.info.last_phase:
            text = self.tr("Next &turn ▸")
            tip = self.tr("End the {side} turn: the other side's turn begins (Ctrl+Right)")
        else:
            text = self.tr("&Next phase ▸")
            tip = self.tr("End this phase (Ctrl+Right)")
        self.next_phase_button.setText(text)
        self.next_phase_button.setToolTip(
            tip.format(side=side_label(view.side) if view is not None else "")
        )
