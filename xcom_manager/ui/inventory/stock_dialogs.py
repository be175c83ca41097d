"""The dialogs that stock the armoury: "Add to armoury…" and "Remove from armoury…".

"Add to armoury…" takes an item type of the ruleset's catalogue (chosen, or typed: a name or a
key, completed as it is typed), a count, the charges where the type has them (its full charges
at first) and the GM's reason; as the fields change it shows what the armoury rules say
(ARM-1 .. ARM-3, the service's check) and offers Add only when they allow it. "Remove from
armoury…" takes a row of the armoury, how many of it, what became of them (lost, sold,
scrapped) and the GM's reason. The dialogs decide nothing: the view calls the service.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QCompleter,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.inventory.armoury import CatalogueItem
from xcom_manager.ui.common.texts import verdict_lines
from xcom_manager.ui.inventory.models import ArmouryGroup

__all__ = [
    "AddRequest",
    "AddToArmouryDialog",
    "RemoveFromArmouryDialog",
    "RemoveRequest",
    "removal_label",
]

#: The largest count or charge a spin box takes (the rules say what is allowed; a larger
#: number typed is kept, so that the refusal can say what is wrong with it).
_SPIN_MAX = 9999


def removal_label(why: str) -> str:
    """What became of removed items, in the user's language."""
    labels = {
        "lost": QCoreApplication.translate("StockDialogs", "Lost"),
        "sold": QCoreApplication.translate("StockDialogs", "Sold"),
        "scrapped": QCoreApplication.translate("StockDialogs", "Scrapped"),
    }
    return labels.get(why, why)


@dataclass(frozen=True, slots=True)
class AddRequest:
    """What the GM asked to add."""

    item_type: str  # as typed or chosen: a key or a name
    count: int
    charges: int | None
    reason: str


@dataclass(frozen=True, slots=True)
class RemoveRequest:
    """What the GM asked to remove."""

    item_ids: tuple[int, ...]
    why: str
    reason: str


class AddToArmouryDialog(QDialog):
    """Add items of one type of the catalogue to the armoury."""

    def __init__(
        self,
        catalogue: Sequence[CatalogueItem],
        check: Callable[[str, int, int | None], Verdict],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("addToArmouryDialog")
        self.setWindowTitle(self.tr("Add to armoury"))
        self._catalogue = list(catalogue)
        self._check = check

        self.type_combo = QComboBox()
        self.type_combo.setObjectName("stockItemType")
        self.type_combo.setEditable(True)
        self.type_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for item in self._catalogue:
            self.type_combo.addItem(item.name, item.key)
        completer = self.type_combo.completer()
        if completer is not None:
            completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        line = self.type_combo.lineEdit()
        if line is not None:
            line.setPlaceholderText(self.tr("Type or choose an item of the catalogue"))
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("stockCount")
        self.count_spin.setRange(0, _SPIN_MAX)
        self.count_spin.setValue(1)
        self.charges_spin = QSpinBox()
        self.charges_spin.setObjectName("stockCharges")
        self.charges_spin.setRange(0, _SPIN_MAX)
        self.charges_spin.setSpecialValueText(self.tr("no charges"))
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("stockReason")
        self.reason_edit.setPlaceholderText(self.tr("e.g. bought after Operation Dawn (optional)"))
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("stockVerdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict_label.setMinimumWidth(380)

        form = QFormLayout()
        form.addRow(self.tr("Item &type:"), self.type_combo)
        form.addRow(self.tr("&Count:"), self.count_spin)
        form.addRow(self.tr("C&harges each:"), self.charges_spin)
        form.addRow(self.tr("&Reason:"), self.reason_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Add"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.buttons)

        self._typed_type: CatalogueItem | None = None
        self.type_combo.currentTextChanged.connect(self._type_changed)
        self.count_spin.valueChanged.connect(self._update_verdict)
        self.charges_spin.valueChanged.connect(self._update_verdict)
        self.type_combo.setCurrentIndex(-1)
        self.type_combo.setEditText("")
        self._type_changed(self.type_combo.currentText())
        self.type_combo.setFocus(Qt.FocusReason.OtherFocusReason)

    # -- what was asked -------------------------------------------------------------------

    def request(self) -> AddRequest:
        return AddRequest(
            item_type=self.type_combo.currentText().strip(),
            count=self.count_spin.value(),
            charges=self.charges_spin.value() if self.charges_spin.isEnabled() else None,
            reason=self.reason_edit.text().strip(),
        )

    def verdict(self) -> Verdict:
        request = self.request()
        return self._check(request.item_type, request.count, request.charges)

    def accept(self) -> None:
        if not self.verdict().allowed:  # Enter in a field with a refusal shown does nothing
            self._update_verdict()
            return
        super().accept()

    # -- internals ------------------------------------------------------------------------

    def _find(self, text: str) -> CatalogueItem | None:
        folded = " ".join(text.replace("_", " ").casefold().split())
        for item in self._catalogue:
            if folded in (item.name.casefold(), item.key.replace("_", " ").casefold()):
                return item
        return None

    def _type_changed(self, text: str) -> None:
        found = self._find(text)
        if found != self._typed_type:
            self._typed_type = found
            has_charges = found is not None and found.charges is not None
            self.charges_spin.setEnabled(has_charges)
            self.charges_spin.setValue((found.charges or 0) if found is not None else 0)
            if found is not None and found.charges is None:
                tip = self.tr("{item} has no charges").format(item=found.name)
                self.charges_spin.setToolTip(tip)
            else:
                self.charges_spin.setToolTip("")
        self._update_verdict()

    def _update_verdict(self) -> None:
        verdict = self.verdict()
        self.ok_button.setEnabled(verdict.allowed)
        if verdict.allowed:
            request = self.request()
            item = self._typed_type
            name = item.name if item is not None else request.item_type
            self.verdict_label.setText(
                self.tr("Adds %n × {item} to the armoury.", "", request.count).format(item=name)
            )
        else:
            self.verdict_label.setText("\n".join(verdict_lines(verdict, with_rules=False)))


class RemoveFromArmouryDialog(QDialog):
    """Take items of one armoury row out of the campaign for good."""

    def __init__(
        self,
        groups: Sequence[ArmouryGroup],
        group_text: Callable[[ArmouryGroup], str],
        *,
        initial_item: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("removeFromArmouryDialog")
        self.setWindowTitle(self.tr("Remove from armoury"))
        self._groups = list(groups)

        self.group_combo = QComboBox()
        self.group_combo.setObjectName("removeGroup")
        for group in self._groups:
            self.group_combo.addItem(group_text(group))
        self.count_spin = QSpinBox()
        self.count_spin.setObjectName("removeCount")
        self.why_combo = QComboBox()
        self.why_combo.setObjectName("removeWhy")
        for why in ("lost", "sold", "scrapped"):
            self.why_combo.addItem(removal_label(why), why)
        self.reason_edit = QLineEdit()
        self.reason_edit.setObjectName("removeReason")
        self.reason_edit.setPlaceholderText(self.tr("e.g. sold to fund the Skyranger (optional)"))
        self.summary_label = QLabel()
        self.summary_label.setObjectName("removeSummary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)
        self.summary_label.setMinimumWidth(380)

        form = QFormLayout()
        form.addRow(self.tr("&Items:"), self.group_combo)
        form.addRow(self.tr("&Count:"), self.count_spin)
        form.addRow(self.tr("&What became of them:"), self.why_combo)
        form.addRow(self.tr("&Reason:"), self.reason_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button: QPushButton = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Re&move"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary_label)
        layout.addWidget(self.buttons)

        self.group_combo.currentIndexChanged.connect(self._group_changed)
        self.count_spin.valueChanged.connect(self._update_summary)
        self.why_combo.currentIndexChanged.connect(self._update_summary)
        start = 0
        for row, group in enumerate(self._groups):
            if initial_item in group.item_ids:
                start = row
        self.group_combo.setCurrentIndex(start if self._groups else -1)
        self._group_changed()

    def group(self) -> ArmouryGroup | None:
        row = self.group_combo.currentIndex()
        return self._groups[row] if 0 <= row < len(self._groups) else None

    def request(self) -> RemoveRequest:
        group = self.group()
        count = self.count_spin.value()
        return RemoveRequest(
            item_ids=group.item_ids[:count] if group is not None else (),
            why=str(self.why_combo.currentData()),
            reason=self.reason_edit.text().strip(),
        )

    def accept(self) -> None:
        if not self.request().item_ids:
            return
        super().accept()

    def _group_changed(self) -> None:
        group = self.group()
        self.count_spin.setRange(1 if group is not None else 0, group.count if group else 0)
        self.count_spin.setValue(1 if group is not None else 0)
        self.count_spin.setEnabled(group is not None)
        self._update_summary()

    def _update_summary(self) -> None:
        group = self.group()
        self.ok_button.setEnabled(group is not None)
        if group is None:
            self.summary_label.setText(self.tr("The armoury is empty: there is nothing to remove."))
            return
        self.summary_label.setText(
            self.tr(
                "%n × {item} leave the campaign for good ({why}); Undo brings them back.",
                "",
                self.count_spin.value(),
            ).format(item=group.name, why=removal_label(str(self.why_combo.currentData())))
        )
