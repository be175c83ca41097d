"""The form to recruit or edit one soldier.

The dialog is thin: it gathers a ``SoldierDraft``, hands it to ``submit`` (a callable given by
the roster view that calls ``RosterService``) and shows what the service refuses. A
``ValidationError`` is shown field by field, beside the field at fault, and the dialog stays
open; a ``StaleEditError`` (or any other ``UserError``) is shown at the top of the form.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.services.dto import SavedSoldier, SoldierDraft
from xcom_manager.services.errors import StaleEditError, UserError, ValidationError
from xcom_manager.ui.common.reload_offer import ReloadOffer
from xcom_manager.ui.common.texts import error_text
from xcom_manager.ui.roster.texts import STATUS_ORDER, nationality_label, status_label

if TYPE_CHECKING:
    from xcom_manager.rules.ruleset import Ruleset

__all__ = ["SoldierDialog"]

_ERROR_STYLE = "color: #c0392b;"
_INVALID_STYLE = "border: 1px solid #c0392b;"

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

        self.general_error = QLabel()
        self.general_error.setObjectName("generalError")
        self.general_error.setWordWrap(True)
        self.general_error.setStyleSheet(_ERROR_STYLE)
        self.general_error.hide()

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

        self.stat_spins: dict[str, QSpinBox] = {}
        self._stat_errors: dict[str, QLabel] = {}
        stats_box = QWidget()
        grid = QGridLayout(stats_box)
        grid.setContentsMargins(0, 0, 0, 0)
        for column, stat in enumerate(ruleset.stats):
            caption = QLabel(ruleset.stat_heading(stat.key))
            caption.setToolTip(ruleset.shown("stats", stat.key))
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            spin = QSpinBox()
            spin.setObjectName(f"stat_{stat.key}")
            spin.setRange(stat.minimum, stat.maximum)
            spin.setValue(int(draft.stats.get(stat.key, stat.minimum)))
            spin.setToolTip(ruleset.shown("stats", stat.key))
            spin.setAccessibleName(ruleset.shown("stats", stat.key))
            caption.setBuddy(spin)
            error = _error_label(f"error_stats.{stat.key}")
            grid.addWidget(caption, 0, column)
            grid.addWidget(spin, 1, column)
            grid.addWidget(error, 2, column)
            self.stat_spins[stat.key] = spin
            self._stat_errors[stat.key] = error

        self.wounds_spin = QSpinBox()
        self.wounds_spin.setObjectName("woundsSpin")
        wounds_def = next((s for s in ruleset.stats if s.key == ruleset.wounds_stat), None)
        self.wounds_spin.setRange(0, wounds_def.maximum if wounds_def is not None else 99)
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
        self._field_errors: dict[str, QLabel] = {}

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
            form.addRow(text, self._with_error(key))
        form.addRow(self.tr("Stats:"), stats_box)
        form.addRow(self.tr("&Wounds left:"), self._with_error("wounds"))
        form.addRow(self.tr("&Status:"), self._with_error("status"))
        form.addRow(self.tr("N&otes:"), self._with_error("notes"))

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.general_error)
        layout.addLayout(form)
        layout.addWidget(self.buttons)

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

    def error_label(self, field: str) -> QLabel | None:
        """The label showing problems of ``field`` (``"name"``, ``"stats.WS"``, ...)."""
        if field.startswith("stats."):
            return self._stat_errors.get(field.removeprefix("stats."))
        return self._field_errors.get(field)

    def field_widget(self, field: str) -> QWidget | None:
        if field.startswith("stats."):
            return self.stat_spins.get(field.removeprefix("stats."))
        return self._field_widgets.get(field)

    def show_problems(self, problems: Mapping[str, Sequence[str]]) -> None:
        """Show each field's problems beside it; the rest at the top of the form."""
        unplaced: list[str] = []
        first: QWidget | None = None
        for field, messages in problems.items():
            label = self.error_label(field)
            widget = self.field_widget(field)
            text = "\n".join(messages)
            if label is None or widget is None:
                unplaced.append(f"{field}: {text}" if field else text)
                continue
            label.setText(text)
            label.show()
            widget.setStyleSheet(_INVALID_STYLE)
            widget.setProperty("invalid", True)
            first = first or widget
        if unplaced:
            self._show_general("\n".join(unplaced))
        if first is not None:
            first.setFocus()

    def clear_errors(self) -> None:
        self.general_error.clear()
        self.general_error.hide()
        for label in [*self._field_errors.values(), *self._stat_errors.values()]:
            label.clear()
            label.hide()
        for widget in [*self._field_widgets.values(), *self.stat_spins.values()]:
            widget.setStyleSheet("")
            widget.setProperty("invalid", False)

    def _show_general(self, text: str) -> None:
        self.general_error.setText(text)
        self.general_error.show()

    def _with_error(self, field: str) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(self._field_widgets[field])
        error = _error_label(f"error_{field}")
        column.addWidget(error)
        self._field_errors[field] = error
        return box

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


def _error_label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(_ERROR_STYLE)
    label.hide()
    return label
