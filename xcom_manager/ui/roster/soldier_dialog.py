"""The form to recruit or edit one soldier.

The dialog is thin: it gathers a ``SoldierDraft``, hands it to ``submit`` (a callable given by
the roster view that calls ``RosterService``) and shows what the service refuses. Everything
wrong is said in one place under the fields, its room kept when empty, so that no field moves
when a problem appears: a ``ValidationError``'s problems (their fields marked) and a
``StaleEditError`` (or any other ``UserError``); the dialog stays open. A field's problem is
checked again as the user types (the rules' ``check_soldier``) and goes as soon as the value is
right; a number typed out of a stat's range is kept and said wrong, not cut to fewer digits.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.roster import check_soldier
from xcom_manager.services.core.errors import StaleEditError, UserError, ValidationError
from xcom_manager.services.roster.dto import SavedSoldier, SoldierDraft
from xcom_manager.ui.common.range_spin import RangeSpin
from xcom_manager.ui.common.reload_offer import ReloadOffer
from xcom_manager.ui.common.texts import error_text
from xcom_manager.ui.roster.texts import STATUS_ORDER, nationality_label, status_label

if TYPE_CHECKING:
    from xcom_manager.rules.ruleset import Ruleset

__all__ = ["SoldierDialog"]

_ERROR_STYLE = "color: #c0392b;"
_INVALID_STYLE = "border: 1px solid #c0392b;"
_INVALID_BASE = "#fde2df"  # a spin box's field, tinted: a style sheet would squash its arrows
#: The lines of problems the form keeps room for (more make it taller, below the fields).
_PROBLEM_LINES = 2

Submit = Callable[[SoldierDraft], SavedSoldier]
Redraft = Callable[[str, str], SoldierDraft]
"""``(soldier_class, nationality) -> draft`` with a fresh random name and the class defaults."""
Confirm = Callable[[SoldierDraft], bool]
"""Asked before ``submit`` (a name another soldier has): ``False`` keeps the dialog open."""


class SoldierDialog(QDialog):
    """Recruit (``redraft`` given: class and nationality re-fill name and stats) or edit."""

    def __init__(
        self,
        ruleset: Ruleset,
        draft: SoldierDraft,
        submit: Submit,
        *,
        nationalities: Sequence[str] = (),
        redraft: Redraft | None = None,
        confirm: Confirm | None = None,
        title: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("soldierDialog")
        self._ruleset = ruleset
        self._submit = submit
        self._confirm = confirm
        self._redraft = redraft
        self._generated_name = draft.name if redraft is not None else None
        self.saved: SavedSoldier | None = None
        """What ``submit`` saved, once the dialog is accepted."""
        #: The GM chose Reload after a stale edit: the page shows the current values.
        self.reload_requested = False
        self.setWindowTitle(title or self.tr("Soldier"))

        #: The one place the form says what is wrong: a refusal, then each field's problems.
        self.problems_label = QLabel()
        self.problems_label.setObjectName("soldierProblems")
        self.problems_label.setWordWrap(True)
        self.problems_label.setTextFormat(Qt.TextFormat.PlainText)
        self.problems_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.problems_label.setStyleSheet(_ERROR_STYLE)
        self._general = ""
        self._problems: dict[str, list[str]] = {}

        self.name_edit = QLineEdit(draft.name)
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(200)

        self.nationality_combo = QComboBox()
        self.nationality_combo.setObjectName("nationalityCombo")
        _fill_keyed(
            self.nationality_combo,
            {n: nationality_label(n) for n in nationalities} or {"": ""},
            draft.nationality,
        )

        self.rank_combo = QComboBox()
        self.rank_combo.setObjectName("rankCombo")
        _fill_keyed(
            self.rank_combo, {r: ruleset.shown("ranks", r) for r in ruleset.ranks}, draft.rank
        )

        self.class_combo = QComboBox()
        self.class_combo.setObjectName("classCombo")
        _fill_keyed(
            self.class_combo,
            {k: ruleset.shown("soldier_classes", k) for k in ruleset.soldier_classes},
            draft.soldier_class,
        )

        self.unit_type_combo = QComboBox()
        self.unit_type_combo.setObjectName("unitTypeCombo")
        _fill_keyed(
            self.unit_type_combo,
            {k: ruleset.shown("unit_types", k) for k in ruleset.unit_types},
            draft.unit_type,
        )

        self.stat_spins: dict[str, RangeSpin] = {}
        stats_box = QWidget()
        grid = QGridLayout(stats_box)
        grid.setContentsMargins(0, 0, 0, 0)
        for column, stat in enumerate(ruleset.stats):
            caption = QLabel(ruleset.stat_heading(stat.key))
            caption.setToolTip(ruleset.shown("stats", stat.key))
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin = RangeSpin(stat.minimum, stat.maximum)
            spin.setObjectName(f"stat_{stat.key}")
            spin.setValue(int(draft.stats.get(stat.key, stat.minimum)))
            spin.set_about(ruleset.shown("stats", stat.key))
            spin.setAccessibleName(ruleset.shown("stats", stat.key))
            caption.setBuddy(spin)
            grid.addWidget(caption, 0, column)
            grid.addWidget(spin, 1, column)
            self.stat_spins[stat.key] = spin

        self.wounds_spin = RangeSpin(0, self._wounds_limit())
        self.wounds_spin.setObjectName("woundsSpin")
        self.wounds_spin.setValue(draft.wounds)

        self.status_combo = QComboBox()
        self.status_combo.setObjectName("statusCombo")
        _fill_keyed(self.status_combo, {s: status_label(s) for s in STATUS_ORDER}, draft.status)

        self.notes_edit = QPlainTextEdit(draft.notes)
        self.notes_edit.setObjectName("notesEdit")
        self.notes_edit.setTabChangesFocus(True)
        self.notes_edit.setFixedHeight(self.fontMetrics().lineSpacing() * 4)

        self._field_widgets: dict[str, QWidget] = {
            "name": self.name_edit,
            "nationality": self.nationality_combo,
            "rank": self.rank_combo,
            "soldier_class": self.class_combo,
            "unit_type": self.unit_type_combo,
            "wounds": self.wounds_spin,
            "status": self.status_combo,
            "notes": self.notes_edit,
        }

        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        labels = {
            "name": self.tr("&Name:"),
            "nationality": self.tr("Na&tionality:"),
            "rank": self.tr("&Rank:"),
            "soldier_class": self.tr("&Class:"),
            "unit_type": self.tr("&Unit type:"),
        }
        for key, text in labels.items():
            form.addRow(text, self._field_widgets[key])
        form.addRow(self.tr("Stats:"), stats_box)
        form.addRow(self.tr("&Wounds left:"), self.wounds_spin)
        form.addRow(self.tr("&Status:"), self.status_combo)
        form.addRow(self.tr("N&otes:"), self.notes_edit)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problems_label)
        layout.addWidget(self.buttons)
        self._show_problems()  # its room kept from the start

        order: list[QWidget] = [
            self.name_edit,
            self.nationality_combo,
            self.rank_combo,
            self.class_combo,
            self.unit_type_combo,
            *self.stat_spins.values(),
            self.wounds_spin,
            self.status_combo,
            self.notes_edit,
        ]
        for first, second in itertools.pairwise(order):
            self.setTabOrder(first, second)
        self.name_edit.setFocus()
        self.name_edit.selectAll()

        if redraft is not None:
            self.class_combo.currentIndexChanged.connect(self._class_changed)
            self.nationality_combo.currentIndexChanged.connect(self._nationality_changed)
        self._watch_edits()

    # -- the draft -------------------------------------------------------------------------

    def draft(self) -> SoldierDraft:
        """What the form holds now."""
        return SoldierDraft(
            name=self.name_edit.text(),
            nationality=self._nationality(),
            rank=str(self.rank_combo.currentData() or ""),
            soldier_class=str(self.class_combo.currentData()),
            unit_type=str(self.unit_type_combo.currentData()),
            stats={key: spin.value() for key, spin in self.stat_spins.items()},
            wounds=self.wounds_spin.value(),
            status=str(self.status_combo.currentData()),
            notes=self.notes_edit.toPlainText(),
        )

    def accept(self) -> None:
        """OK: ask ``confirm`` (if given), submit the draft; on a refusal show why and stay
        open."""
        self.clear_errors()
        draft = self.draft()
        if self._confirm is not None and not self._confirm(draft):
            self.name_edit.setFocus()
            return
        try:
            self.saved = self._submit(draft)
        except ValidationError as error:
            self.show_problems(error.messages_by_field(QCoreApplication.translate))
            return
        except StaleEditError as error:  # who changed what and when; offer to reload
            if ReloadOffer(error_text(error), self).ask():
                self.reload_requested = True
                self.reject()
                return
            hint = self.tr("Cancel and open the soldier again to see the changes.")
            self._show_general(f"{error_text(error)}\n{hint}")
            return
        except UserError as error:  # a refusal naming its rule (ROS-1), in the user's language
            self._show_general(error_text(error))
            return
        super().accept()

    # -- errors ------------------------------------------------------------------------------

    def problems_of(self, field: str) -> list[str]:
        """The problems the form shows now for ``field`` (``"name"``, ``"stats.WS"``, ...)."""
        return list(self._problems.get(field, ()))

    def field_widget(self, field: str) -> QWidget | None:
        if field.startswith("stats."):
            return self.stat_spins.get(field.removeprefix("stats."))
        return self._field_widgets.get(field)

    def show_problems(self, problems: Mapping[str, Sequence[str]]) -> None:
        """Show each field's problems (its field marked); those of no field as a refusal."""
        self._problems, unplaced = {}, []
        for field, messages in problems.items():
            if self.field_widget(field) is not None:
                self._problems[field] = list(messages)
            else:
                text = "\n".join(messages)
                unplaced.append(f"{field}: {text}" if field else text)
        self._general = "\n".join(unplaced)
        self._show_problems()
        first = next(iter(self._fields_in_order(self._problems)), None)
        widget = self.field_widget(first) if first is not None else None
        if widget is not None:
            widget.setFocus()

    def clear_errors(self) -> None:
        self._general = ""
        self._problems = {}
        self._show_problems()

    def _show_general(self, text: str) -> None:
        self._general = text
        self._show_problems()

    def _show_problems(self) -> None:
        """Say what is wrong under the fields and mark each field at fault; the text's room
        (:data:`_PROBLEM_LINES`, more for a longer text) is kept when there is none."""
        lines = [self._general] if self._general else []
        lines += [
            m for field in self._fields_in_order(self._problems) for m in self._problems[field]
        ]
        label = self.problems_label
        label.setText("\n".join(lines))
        room = label.fontMetrics().lineSpacing() * _PROBLEM_LINES
        width = label.width() if label.isVisible() else self.sizeHint().width()
        label.setMinimumHeight(max(room, label.heightForWidth(width)))
        for field in self._fields_in_order():
            widget = self.field_widget(field)
            if widget is not None:
                _mark(widget, field in self._problems)

    def _fields_in_order(self, among: Iterable[str] | None = None) -> list[str]:
        """The form's fields top to bottom (of ``among`` only, if given)."""
        fields = ["name", "nationality", "rank", "soldier_class", "unit_type"]
        fields += [f"stats.{key}" for key in self.stat_spins]
        fields += ["wounds", "status", "notes"]
        return fields if among is None else [f for f in fields if f in set(among)]

    def _watch_edits(self) -> None:
        """Check the fields again on each change (a fixed value's problem goes at once)."""
        self.name_edit.textChanged.connect(self._recheck)
        for spin in [*self.stat_spins.values(), self.wounds_spin]:
            spin.valueChanged.connect(self._recheck)
        for combo in (self.rank_combo, self.class_combo, self.unit_type_combo, self.status_combo):
            combo.currentIndexChanged.connect(self._recheck)
        own = self.stat_spins.get(self._ruleset.wounds_stat)
        if own is not None:
            own.valueChanged.connect(self._wounds_stat_changed)

    def _recheck(self) -> None:
        """The rules' checks on what the form holds now: a problem shown goes once its value
        is right (or is worded anew); a number out of its range is said wrong as it is typed."""
        draft = self.draft()
        found: dict[str, list[str]] = {}
        for problem in check_soldier(
            self._ruleset,
            name=draft.name,
            rank=draft.rank,
            soldier_class=draft.soldier_class,
            unit_type=draft.unit_type,
            stats=draft.stats,
            wounds=draft.wounds,
            status=draft.status,
        ):
            found.setdefault(problem.field, []).append(problem.worded(QCoreApplication.translate))
        checked = {"name", "rank", "soldier_class", "unit_type", "wounds", "status"}
        kept = {
            f: m
            for f, m in self._problems.items()
            if f not in checked and not f.startswith("stats.")
        }
        numbers = {f: m for f, m in found.items() if f == "wounds" or f.startswith("stats.")}
        again = {f: m for f, m in found.items() if f in self._problems}
        self._problems = {**kept, **again, **numbers}
        self._show_problems()

    def _wounds_limit(self) -> int:
        """M-CX-4 / R-8: the wounds left run up to the soldier's own wounds stat as typed (its
        bounds' maximum while that is out of range)."""
        stat = self._ruleset.stat(self._ruleset.wounds_stat)
        own = self.stat_spins.get(stat.key)
        return own.value() if own is not None and own.in_range() else stat.maximum

    def _wounds_stat_changed(self) -> None:
        self.wounds_spin.set_allowed(0, self._wounds_limit())

    # -- recruit: class and nationality re-fill the draft -----------------------------------

    def _class_changed(self) -> None:
        if self._redraft is None:
            return
        fresh = self._redraft(str(self.class_combo.currentData()), self._nationality())
        for key, spin in self.stat_spins.items():
            if key in fresh.stats:
                spin.setValue(int(fresh.stats[key]))
        self.wounds_spin.setValue(fresh.wounds)
        index = self.unit_type_combo.findData(fresh.unit_type)
        if index >= 0:
            self.unit_type_combo.setCurrentIndex(index)

    def _nationality_changed(self) -> None:
        if self._redraft is None:
            return
        if self.name_edit.text() != self._generated_name:
            return  # the user typed a name: keep it
        fresh = self._redraft(str(self.class_combo.currentData()), self._nationality())
        self._generated_name = fresh.name
        self.name_edit.setText(fresh.name)

    def _nationality(self) -> str:
        return str(self.nationality_combo.currentData() or "")


def _fill_keyed(combo: QComboBox, items: Mapping[str, str], current: str) -> None:
    """Fill ``combo`` with ``items`` (key -> text); unknown ``current`` is kept as its key."""
    for key, text in items.items():
        combo.addItem(text, key)
    if current and current not in items:
        combo.addItem(current, current)
    index = combo.findData(current)
    if index >= 0:
        combo.setCurrentIndex(index)


def _mark(widget: QWidget, invalid: bool) -> None:
    """Mark ``widget`` as holding a wrong value, or not: a spin box by its tinted field (a style
    sheet would redraw its arrows squashed), another by a red frame."""
    widget.setProperty("invalid", invalid)
    if isinstance(widget, QAbstractSpinBox):
        palette = QPalette()
        if invalid:
            palette.setColor(QPalette.ColorRole.Base, QColor(_INVALID_BASE))
        widget.setPalette(palette)
    else:
        widget.setStyleSheet(_INVALID_STYLE if invalid else "")
