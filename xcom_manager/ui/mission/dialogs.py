"""The mission tracker's dialogs: planning a mission, and the debrief after it.

Both are thin and serve every rule system. :class:`PlanMissionDialog` gathers a
:class:`MissionPlan` (name, the system's options such as the wargame's environment, the squad
from the active soldiers, alien models per species of the ruleset) and hands it to ``start`` (a
callable given by the view that calls ``MissionService.start_mission``); what the service
refuses is shown at the top of the form and the dialog stays open. :class:`DebriefDialog` shows
the ``DebriefSummary`` the service returned, in the user's language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.texts import render_param
from xcom_manager.rules.verdict import Violation
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.texts import finding_line
from xcom_manager.ui.common.wheel_guard import guard_wheel
from xcom_manager.ui.mission.boardgame.editor import MapEditorDialog
from xcom_manager.ui.mission.texts import error_text
from xcom_manager.ui.roster.texts import status_label

if TYPE_CHECKING:
    from xcom_manager.services.missions.dto import DebriefSummary, MissionPlanning, MissionView

__all__ = ["DebriefDialog", "MissionPlan", "PlanMissionDialog"]

_ERROR_STYLE = "color: #c0392b;"
_MAX_ALIENS_PER_SPECIES = 40


@dataclass(frozen=True, slots=True)
class MissionPlan:
    """What the planning form gathered: ``options`` the rule system's choices (the wargame's
    ``environment``); ``aliens`` has one species key per alien model; ``board`` the Mission
    Map edited for this mission (JSON data), ``None`` to play the ready map chosen."""

    name: str
    options: tuple[tuple[str, str], ...]
    soldier_ids: tuple[int, ...]
    aliens: tuple[str, ...]
    board: Mapping[str, Any] | None = field(default=None, hash=False)
    #: Why the GM deploys despite the plan's warnings (MIS-12; empty: there were none).
    deploy_reason: str = ""

    def request(self) -> dict[str, Any]:
        """The plan as the services take it (``MissionService.start_mission``)."""
        return {
            "name": self.name,
            "options": dict(self.options),
            "soldier_ids": self.soldier_ids,
            "aliens": self.aliens,
            "board": self.board,
        }


StartMission = Callable[[MissionPlan], "MissionView"]
#: The squad check before deployment (MIS-12): the plan's warnings.
CheckPlan = Callable[[MissionPlan], Sequence[Violation]]


class PlanMissionDialog(QDialog):
    """Plan a mission: name, the rule system's options (the wargame's ground or underwater),
    the squad (checkable list of the active soldiers) and the aliens (a count per species of
    the ruleset); "Start" starts it."""

    def __init__(
        self,
        planning: MissionPlanning,
        soldiers: Sequence[SoldierRow],
        start: StartMission,
        *,
        default_name: str = "",
        maps: MapCatalog | None = None,
        check: CheckPlan | None = None,
        deployed: Mapping[int, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``deployed``: the soldiers already on a mission in progress (its name by soldier
        id), listed but not offered (a soldier goes on one mission at a time, ROS-1)."""
        super().__init__(parent)
        self.setObjectName("planMissionDialog")
        self._check = check
        self._shown_warnings: tuple[Violation, ...] = ()
        # MIS-12: what is wrong or risky with the squad, and why the GM deploys anyway.
        self.warnings_label = QLabel()
        self.warnings_label.setObjectName("planWarnings")
        self.warnings_label.setWordWrap(True)
        self.warnings_label.setTextFormat(Qt.TextFormat.PlainText)
        self.warnings_label.setStyleSheet("background: #fff4ce; padding: 6px;")
        self.warnings_label.hide()
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("deployReasonEdit")
        self.reason_edit.setMaxLength(500)
        self.reason_edit.setPlaceholderText(self.tr("Why the squad deploys all the same"))
        self.reason_label = QLabel(self.tr("Deploy anyway &because:"))
        self.reason_label.setBuddy(self.reason_edit)
        for widget in (self.reason_edit, self.reason_label):
            widget.hide()
        self.setWindowTitle(self.tr("Plan a mission"))
        self._start = start
        self._maps = maps
        self._species = tuple(planning.species)
        self.started: MissionView | None = None
        #: The Mission Map edited for this mission (JSON data), if the GM edited one.
        self.edited_board: dict[str, Any] | None = None
        self.edit_map_button: QPushButton | None = None
        self.edited_label = QLabel()
        self.edited_label.setObjectName("editedMapLabel")
        self.edited_label.setTextFormat(Qt.TextFormat.PlainText)
        self.edited_label.hide()

        self.general_error = QLabel()
        self.general_error.setObjectName("planError")
        self.general_error.setWordWrap(True)
        self.general_error.setStyleSheet(_ERROR_STYLE)
        self.general_error.setTextFormat(Qt.TextFormat.PlainText)
        self.general_error.hide()

        self.name_edit = QLineEdit(default_name)
        self.name_edit.setObjectName("missionNameEdit")
        self.name_edit.setMaxLength(200)
        self.name_edit.setPlaceholderText(self.tr("Operation name"))
        form = QFormLayout()
        name_label = QLabel(self.tr("&Name:"))
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        self.option_combos: dict[str, QComboBox] = {}
        for key, choices in planning.options:
            combo = QComboBox()
            combo.setObjectName(f"{key}Combo")
            for choice in choices:
                combo.addItem(render_param(key, choice, QCoreApplication.translate), choice)
            label = QLabel(
                self.tr("{option}:").format(
                    option=render_param("option", key, QCoreApplication.translate)
                )
            )
            label.setBuddy(combo)
            self.option_combos[key] = combo
            if key != "map":
                form.addRow(label, combo)
                continue
            # The board game: the ready map, and an editor opened on it.
            self.edit_map_button = QPushButton(self.tr("&Edit map…"))
            self.edit_map_button.setObjectName("editMapButton")
            self.edit_map_button.setToolTip(
                self.tr("Change the chosen map for this mission, or draw a new one")
            )
            self.edit_map_button.clicked.connect(self.edit_map)
            combo.currentIndexChanged.connect(self._map_chosen)
            map_row = QHBoxLayout()
            map_row.addWidget(combo, 1)
            map_row.addWidget(self.edit_map_button)
            form.addRow(label, map_row)
            form.addRow("", self.edited_label)

        # -- squad ------------------------------------------------------------------------------
        self.squad_list = QListWidget()
        self.squad_list.setObjectName("squadList")
        for soldier in soldiers:
            self.squad_list.addItem(self._squad_item(soldier, (deployed or {}).get(soldier.id)))
        self.squad_list.setToolTip(
            self.tr("Tick the soldiers who go (Space ticks the current one)")
        )
        self.squad_list.itemChanged.connect(self._update)
        self.all_button = QPushButton(self.tr("&All"))
        self.all_button.setObjectName("squadAll")
        self.all_button.clicked.connect(lambda: self._check_all(Qt.CheckState.Checked))
        self.none_button = QPushButton(self.tr("N&one"))
        self.none_button.setObjectName("squadNone")
        self.none_button.clicked.connect(lambda: self._check_all(Qt.CheckState.Unchecked))
        squad_box = QGroupBox(self.tr("S&quad (active soldiers)"))
        squad_layout = QVBoxLayout(squad_box)
        if soldiers:
            squad_layout.addWidget(self.squad_list, 1)
            squad_buttons = QHBoxLayout()
            squad_buttons.addWidget(self.all_button)
            squad_buttons.addWidget(self.none_button)
            squad_buttons.addStretch(1)
            squad_layout.addLayout(squad_buttons)
        else:
            self.squad_list.hide()
            squad_layout.addWidget(QLabel(self.tr("No active soldier on the roster.")))

        # -- aliens -----------------------------------------------------------------------------
        self.alien_spins: dict[str, QSpinBox] = {}
        aliens_widget = QWidget()
        grid = QGridLayout(aliens_widget)
        for row, (key, species_name) in enumerate(planning.species):
            spin = QSpinBox()
            spin.setObjectName(f"alienCount_{key}")
            spin.setRange(0, _MAX_ALIENS_PER_SPECIES)
            spin.setAccessibleName(self.tr("Number of {species}").format(species=species_name))
            spin.valueChanged.connect(self._update)
            label = QLabel(species_name)
            label.setBuddy(spin)
            grid.addWidget(label, row, 0)
            grid.addWidget(spin, row, 1)
            self.alien_spins[key] = spin
        grid.setColumnStretch(0, 1)
        aliens_scroll = QScrollArea()
        aliens_scroll.setWidgetResizable(True)
        aliens_scroll.setWidget(aliens_widget)
        guard_wheel(aliens_scroll)
        aliens_box = QGroupBox(self.tr("A&liens (models per species)"))
        aliens_layout = QVBoxLayout(aliens_box)
        aliens_layout.addWidget(aliens_scroll)

        sides = QHBoxLayout()
        sides.addWidget(squad_box, 1)
        sides.addWidget(aliens_box, 1)

        self.summary_label = QLabel()
        self.summary_label.setObjectName("planSummary")

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = self.buttons.addButton(
            self.tr("&Start"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.start_button.setObjectName("startButton")
        self.start_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.name_edit.textChanged.connect(self._update)

        layout = QVBoxLayout(self)
        layout.addWidget(self.general_error)
        layout.addLayout(form)
        layout.addLayout(sides, 1)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.warnings_label)
        reason_row = QHBoxLayout()
        reason_row.addWidget(self.reason_label)
        reason_row.addWidget(self.reason_edit, 1)
        layout.addLayout(reason_row)
        layout.addWidget(self.buttons)
        self.resize(720, 520)
        self._update()

    # -- the plan ------------------------------------------------------------------------------

    def plan(self) -> MissionPlan:
        soldier_ids: list[int] = []
        for row in range(self.squad_list.count()):
            item = self.squad_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                soldier_ids.append(int(item.data(Qt.ItemDataRole.UserRole)))
        aliens: list[str] = []
        for key, spin in self.alien_spins.items():
            aliens.extend([key] * spin.value())
        return MissionPlan(
            name=self.name_edit.text().strip(),
            options=tuple((key, str(c.currentData())) for key, c in self.option_combos.items()),
            soldier_ids=tuple(soldier_ids),
            aliens=tuple(aliens),
            board=self.edited_board,
        )

    def set_checked(self, soldier_id: int, checked: bool = True) -> bool:
        """Tick (or untick) soldier ``soldier_id``; ``False`` if not listed."""
        for row in range(self.squad_list.count()):
            item = self.squad_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == soldier_id:
                item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
                return True
        return False

    def accept(self) -> None:
        """Start: the squad is checked first (MIS-12); its warnings are shown, and the GM
        deploys anyway only with a reason (shown warnings that changed are shown again)."""
        plan = self.plan()
        if not self._ready(plan):
            return
        try:
            warnings = tuple(self._check(plan)) if self._check is not None else ()
        except UserError as error:
            self._show_error(error_text(error))
            return
        reason = self.reason_edit.text().strip()
        if warnings and (not reason or warnings != self._shown_warnings):
            self._show_warnings(warnings)
            return
        plan = replace(plan, deploy_reason=reason if warnings else "")
        try:
            self.started = self._start(plan)
        except UserError as error:
            self._show_error(error_text(error))
            return
        super().accept()

    def _show_warnings(self, warnings: tuple[Violation, ...]) -> None:
        self._shown_warnings = warnings
        lines = [finding_line(w) for w in warnings]
        self.warnings_label.setText(
            "\n".join([self.tr("Before this squad deploys (MIS-12):"), *lines])
        )
        self.warnings_label.show()
        self.reason_label.show()
        self.reason_edit.show()
        self.start_button.setText(self.tr("&Deploy anyway"))
        self.reason_edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _squad_item(self, soldier: SoldierRow, mission: str | None) -> QListWidgetItem:
        """A soldier of the squad list: ticked to go; greyed with the mission's name when the
        soldier is already on a mission in progress (ROS-1)."""
        text = self.tr("{rank} {name} — {soldier_class}").format(
            rank=soldier.shown_rank, name=soldier.name, soldier_class=soldier.soldier_class_name
        )
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, soldier.id)
        if mission is not None:
            item.setText(
                self.tr("{soldier} (on “{mission}”)").format(soldier=text, mission=mission)
            )
            item.setToolTip(
                self.tr("ROS-1: {name} is on the mission “{mission}” in progress.").format(
                    name=soldier.name, mission=mission
                )
            )
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            return item
        item.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsSelectable
            | Qt.ItemFlag.ItemIsUserCheckable
        )
        item.setCheckState(Qt.CheckState.Unchecked)
        return item

    def edit_map(self) -> None:
        """Edit map…: the editor on the map edited for this mission, else on the ready map
        chosen; OK makes its map the mission's (Save also lists it with the ready maps)."""
        if self._maps is None:
            self._maps = MapCatalog()
        data: Mapping[str, Any] | None = self.edited_board
        combo = self.option_combos.get("map")
        if data is None and combo is not None and combo.currentData():
            try:
                data = self._maps.get(str(combo.currentData()))
            except UserError as error:
                self._show_error(error_text(error))
                return
        editor = MapEditorDialog(data, maps=self._maps, species=self._species, parent=self)
        editor.mapSaved.connect(self._map_saved)
        if not self._run_editor(editor):
            return
        self.edited_board = editor.map_data()
        self.edited_label.setText(
            self.tr("This mission is played on the edited map “{name}”.").format(
                name=self.edited_board.get("name") or self.tr("untitled")
            )
        )
        self.edited_label.show()

    def _run_editor(self, editor: MapEditorDialog) -> bool:
        """Run the map editor modally; ``True`` if accepted (tests replace this method)."""
        return editor.exec() == QDialog.DialogCode.Accepted

    def _map_saved(self, map_id: str) -> None:
        """A map saved in the editor joins the ready maps' list, chosen (the edit is kept)."""
        combo = self.option_combos.get("map")
        if combo is None:
            return
        index = combo.findData(map_id)
        combo.blockSignals(True)
        if index < 0:
            combo.addItem(render_param("map", map_id, QCoreApplication.translate), map_id)
            index = combo.count() - 1
        combo.setCurrentIndex(index)
        combo.blockSignals(False)

    def _map_chosen(self) -> None:
        """Another ready map chosen: the map edited before is dropped."""
        self.edited_board = None
        self.edited_label.hide()

    # -- internals -------------------------------------------------------------------------------

    def _ready(self, plan: MissionPlan) -> bool:
        return bool(plan.name) and bool(plan.soldier_ids)

    def _check_all(self, state: Qt.CheckState) -> None:
        for row in range(self.squad_list.count()):
            item = self.squad_list.item(row)
            if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:  # not one already deployed
                item.setCheckState(state)

    def _update(self) -> None:
        plan = self.plan()
        self.start_button.setEnabled(self._ready(plan))
        if not plan.name:
            hint = self.tr("Give the mission a name.")
        elif not plan.soldier_ids:
            hint = self.tr("Tick at least one soldier.")
        else:
            soldiers = self.tr("%n soldier(s)", "", len(plan.soldier_ids))
            hint = self.tr("{soldiers} against %n alien(s).", "", len(plan.aliens)).format(
                soldiers=soldiers
            )
        self.summary_label.setText(hint)

    def _show_error(self, text: str) -> None:
        self.general_error.setText(text)
        self.general_error.show()


class DebriefDialog(QDialog):
    """What the debrief wrote back to the roster and the armoury."""

    def __init__(self, summary: DebriefSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("debriefDialog")
        self.setWindowTitle(self.tr("Debrief: {mission}").format(mission=summary.name))
        self.summary = summary
        heading = QLabel(self.tr("Mission “{mission}” has ended.").format(mission=summary.name))
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        form = QFormLayout()
        self.lines: dict[str, QLabel] = {}
        for key, label, names in self._sections(summary):
            value = QLabel(", ".join(names) if names else self.tr("none"))
            value.setObjectName(f"debrief_{key}")
            value.setWordWrap(True)
            value.setTextFormat(Qt.TextFormat.PlainText)
            form.addRow(label, value)
            self.lines[key] = value
        self.text_view = QPlainTextEdit(debrief_text(summary))
        self.text_view.setObjectName("debriefText")
        self.text_view.setReadOnly(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(heading)
        layout.addLayout(form)
        layout.addWidget(self.text_view, 1)
        layout.addWidget(buttons)
        self.resize(520, 420)

    def _sections(self, summary: DebriefSummary) -> list[tuple[str, str, Sequence[str]]]:
        return debrief_sections(summary)


def _item_pairs(pairs: Sequence[tuple[str, str]]) -> list[str]:
    return [
        QCoreApplication.translate("DebriefDialog", "{soldier} ({item})").format(
            soldier=soldier, item=item
        )
        for soldier, item in pairs
    ]


def _kept_lines(summary: DebriefSummary) -> list[str]:
    """ROS-1: each soldier whose newer roster status the debrief kept, with both verdicts."""
    lines = []
    for line in summary.soldiers:
        if not line.conflict:
            continue
        roster, mission = status_label(line.roster_status or ""), status_label(line.status)
        if line.roster_actor and line.roster_changed_at:
            lines.append(
                QCoreApplication.translate(
                    "DebriefDialog",
                    "{soldier}: {actor} changed the roster at {time} to {roster}, the mission "
                    "said {mission}; the roster's is kept (ROS-1)",
                ).format(
                    soldier=line.name,
                    actor=line.roster_actor,
                    time=_clock(line.roster_changed_at),
                    roster=roster,
                    mission=mission,
                )
            )
            continue
        lines.append(
            QCoreApplication.translate(
                "DebriefDialog",
                "{soldier}: the roster says {roster}, the mission said {mission}; the roster's "
                "is kept (ROS-1)",
            ).format(soldier=line.name, roster=roster, mission=mission)
        )
    return lines


def _clock(moment: str) -> str:
    """``HH:MM`` in the machine's local time of a stored UTC time."""
    at = datetime.fromisoformat(moment)
    return (at if at.tzinfo else at.replace(tzinfo=UTC)).astimezone().strftime("%H:%M")


def debrief_sections(summary: DebriefSummary) -> list[tuple[str, str, Sequence[str]]]:
    """The debrief by heading: ``(key, label, names)``; the soldiers the roster had changed
    meanwhile (ROS-1) under their own heading, only when there are some."""
    translate = QCoreApplication.translate
    kept = _kept_lines(summary)
    extra: list[tuple[str, str, Sequence[str]]] = []
    if kept:
        extra.append(("kept", translate("DebriefDialog", "Changed on the roster meanwhile:"), kept))
    return [
        *extra,
        ("dead", translate("DebriefDialog", "Killed in action:"), summary.dead),
        ("wounded", translate("DebriefDialog", "Wounded:"), summary.wounded),
        ("mia", translate("DebriefDialog", "Missing in action:"), summary.mia),
        ("returned", translate("DebriefDialog", "Back unhurt:"), summary.returned),
        ("items_lost", translate("DebriefDialog", "Items lost:"), _item_pairs(summary.items_lost)),
        (
            "items_used",
            translate("DebriefDialog", "Items used up:"),
            _item_pairs(summary.items_used),
        ),
    ]


def debrief_text(summary: DebriefSummary) -> str:
    """The debrief as text in the user's language (an older version's stored English summary
    as it was stored)."""
    if summary.legacy_text is not None:
        return summary.legacy_text
    translate = QCoreApplication.translate
    lines = [
        translate("DebriefDialog", "Debrief of “{mission}” (turn {turn}):").format(
            mission=summary.name, turn=summary.turn
        )
    ]
    none = translate("DebriefDialog", "none")
    for _key, label, names in debrief_sections(summary):
        lines.append(f"{label} {', '.join(names) if names else none}")
    return "\n".join(lines)
