"""Dialogs of the Inventory page: "Move to…" (the keyboard and menu way to move an item) and
the GM override's reason.

"Move to…" lets the GM pick the armoury or a soldier, then a slot and a position, and shows the
rules' verdict for the choice as it changes (the same check as a drop); the move itself, with its
refusal and override path, is the view's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.inventory.dto import Destination, KitView
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.texts import verdict_lines

__all__ = ["MoveToDialog", "OverrideDialog"]


class MoveToDialog(QDialog):
    """Pick where an item goes: the armoury, or a soldier (first free slot, or slot+position)."""

    def __init__(
        self,
        item_name: str,
        soldiers: Sequence[SoldierRow],
        kit_of: Callable[[int], KitView],
        check: Callable[[Destination], Verdict],
        *,
        include_armoury: bool = True,
        initial_soldier: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("moveToDialog")
        self.setWindowTitle(self.tr("Move {item} to…").format(item=item_name))
        self._kit_of = kit_of
        self._check = check
        self._kit: KitView | None = None

        self.target_combo = QComboBox()
        self.target_combo.setObjectName("moveTarget")
        if include_armoury:
            self.target_combo.addItem(self.tr("Armoury"), None)
        for soldier in soldiers:
            self.target_combo.addItem(
                self.tr("{name} ({cls}, {unit})").format(
                    name=soldier.name, cls=soldier.soldier_class_name, unit=soldier.unit_type_name
                ),
                soldier.id,
            )
        self.slot_combo = QComboBox()
        self.slot_combo.setObjectName("moveSlot")
        self.position_combo = QComboBox()
        self.position_combo.setObjectName("movePosition")
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("moveVerdict")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setTextFormat(Qt.TextFormat.PlainText)
        self.verdict_label.setMinimumWidth(380)

        form = QFormLayout()
        form.addRow(self.tr("&To:"), self.target_combo)
        form.addRow(self.tr("&Slot:"), self.slot_combo)
        form.addRow(self.tr("&Position:"), self.position_combo)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Move"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.verdict_label)
        layout.addWidget(self.buttons)

        self.target_combo.currentIndexChanged.connect(self._target_changed)
        self.slot_combo.currentIndexChanged.connect(self._slot_changed)
        self.position_combo.currentIndexChanged.connect(self._update_verdict)
        if initial_soldier is not None:
            found = self.target_combo.findData(initial_soldier)
            if found >= 0:
                self.target_combo.setCurrentIndex(found)
        self._target_changed()

    # -- choosing -------------------------------------------------------------------------

    def select_target(self, soldier_id: int | None) -> bool:
        """Choose the armoury (``None``) or a soldier; ``False`` if not offered."""
        found = self.target_combo.findData(soldier_id)
        if found < 0:
            return False
        self.target_combo.setCurrentIndex(found)
        return True

    def select_slot(self, slot: str | None, position: int | None = None) -> bool:
        """Choose a slot (``None``: first free) and a position (``None``: first free)."""
        found = self.slot_combo.findData(slot)
        if found < 0:
            return False
        self.slot_combo.setCurrentIndex(found)
        found = self.position_combo.findData(position)
        if found < 0:
            return False
        self.position_combo.setCurrentIndex(found)
        return True

    def destination(self) -> Destination:
        soldier_id = self.target_combo.currentData()
        if soldier_id is None:
            return Destination.armoury()
        slot = self.slot_combo.currentData()
        position = self.position_combo.currentData()
        return Destination(int(soldier_id), slot, position if slot is not None else None)

    # -- internals ------------------------------------------------------------------------

    def _target_changed(self) -> None:
        soldier_id = self.target_combo.currentData()
        self.slot_combo.blockSignals(True)
        self.slot_combo.clear()
        self._kit = None
        if soldier_id is not None:
            self._kit = self._kit_of(int(soldier_id))
            self.slot_combo.addItem(self.tr("First free slot"), None)
            for slot in self._kit.slots:
                self.slot_combo.addItem(
                    self.tr("{slot} ({used} of {capacity})").format(
                        slot=slot.label, used=len(slot.items), capacity=slot.capacity
                    ),
                    slot.key,
                )
        self.slot_combo.setEnabled(soldier_id is not None)
        self.slot_combo.blockSignals(False)
        self._slot_changed()

    def _slot_changed(self) -> None:
        self.position_combo.blockSignals(True)
        self.position_combo.clear()
        self.position_combo.addItem(self.tr("First free position"), None)
        slot_key = self.slot_combo.currentData()
        if self._kit is not None and slot_key is not None:
            for slot in self._kit.slots:
                if slot.key != slot_key:
                    continue
                for index in range(slot.capacity):
                    held = slot.at(index)
                    text = (
                        self.tr("{position} — {item}").format(
                            position=index + 1, item=held.item.name
                        )
                        if held is not None
                        else self.tr("{position} — empty").format(position=index + 1)
                    )
                    self.position_combo.addItem(text, index)
        self.position_combo.setEnabled(slot_key is not None)
        self.position_combo.blockSignals(False)
        self._update_verdict()

    def _update_verdict(self) -> None:
        verdict = self._check(self.destination())
        if verdict.allowed and not verdict.warnings:
            self.verdict_label.setText(self.tr("Allowed."))
        elif verdict.allowed:
            self.verdict_label.setText(
                self.tr("Allowed, with warnings:")
                + "\n"
                + "\n".join(verdict_lines(verdict, with_rules=False))
            )
        else:
            self.verdict_label.setText(
                self.tr("Refused (the GM can force it):")
                + "\n"
                + "\n".join(verdict_lines(verdict, with_rules=False))
            )


class OverrideDialog(QDialog):
    """A GM override: shows what the rules refuse and asks for the reason (required)."""

    def __init__(self, item_name: str, verdict: Verdict, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("overrideDialog")
        self.setWindowTitle(self.tr("Force the move (GM override)"))
        intro = QLabel(
            self.tr(
                "The rules refuse to move {item}. A GM override moves it anyway and records "
                "your reason in the audit log."
            ).format(item=item_name)
        )
        intro.setWordWrap(True)
        self.findings_label = QLabel("\n".join(verdict_lines(verdict)))
        self.findings_label.setObjectName("overrideFindings")
        self.findings_label.setWordWrap(True)
        self.findings_label.setTextFormat(Qt.TextFormat.PlainText)
        self.reason_edit = QPlainTextEdit()
        self.reason_edit.setObjectName("overrideReason")
        self.reason_edit.setPlaceholderText(self.tr("Why the rules do not apply here (required)"))
        self.reason_edit.setTabChangesFocus(True)
        reason_label = QLabel(self.tr("&Reason:"))
        reason_label.setBuddy(self.reason_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Force move"))
        self.ok_button.setEnabled(False)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.reason_edit.textChanged.connect(self._reason_changed)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.findings_label)
        layout.addWidget(reason_label)
        layout.addWidget(self.reason_edit)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(440)

    def reason(self) -> str:
        return self.reason_edit.toPlainText().strip()

    def accept(self) -> None:
        if not self.reason():  # a reason is required (the audit log records it)
            return
        super().accept()

    def _reason_changed(self) -> None:
        self.ok_button.setEnabled(bool(self.reason()))
