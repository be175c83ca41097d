"""The questions a status change asks before it is made: Mark dead (date, mission, cause) and
Retire (a confirmation with a date).

Thin dialogs: they gather :class:`~xcom_manager.services.roster.dto.StatusFacts` and the roster view
hands them to ``RosterService.set_status``; a refusal is shown by the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from PySide6.QtCore import QDate
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.roster import MAX_CAUSE_LENGTH
from xcom_manager.services.roster.dto import StatusFacts

__all__ = ["MarkDeadDialog", "RetireDialog"]


def _date_edit(today: date) -> QDateEdit:
    edit = QDateEdit(QDate(today.year, today.month, today.day))
    edit.setCalendarPopup(True)
    edit.setDisplayFormat("yyyy-MM-dd")
    edit.setMaximumDate(QDate(today.year, today.month, today.day))
    return edit


def _picked(edit: QDateEdit) -> date:
    value = edit.date()
    return date(value.year(), value.month(), value.day())


class _StatusDialog(QDialog):
    """A question with a date and an OK button that says what it will do."""

    def __init__(
        self, title: str, question: str, action: str, today: date, parent: QWidget | None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.question = QLabel(question)
        self.question.setWordWrap(True)
        self.date_edit = _date_edit(today)
        self.date_edit.setObjectName("statusDate")
        self.form = QFormLayout()
        self.form.addRow(self.tr("&Date:"), self.date_edit)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button: QPushButton = self.buttons.addButton(
            action, QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.question)
        layout.addLayout(self.form)
        layout.addWidget(self.buttons)

    def facts(self) -> StatusFacts:
        """What the dialog holds now."""
        return StatusFacts(date=_picked(self.date_edit))


class MarkDeadDialog(_StatusDialog):
    """Mark dead: the date (today unless told), the mission (one of the campaign's, or none)
    and the cause in the GM's words."""

    def __init__(
        self,
        soldier: str,
        missions: Sequence[tuple[int, str]],
        today: date,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(
            self.tr("Mark dead"),
            self.tr("Mark {soldier} killed in action? They stay in the Memorial.").format(
                soldier=soldier
            ),
            self.tr("&Mark dead"),
            today,
            parent,
        )
        self.setObjectName("markDeadDialog")
        self.mission_combo = QComboBox()
        self.mission_combo.setObjectName("statusMission")
        self.mission_combo.addItem(self.tr("(none)"), None)
        for mission_id, name in missions:
            self.mission_combo.addItem(name, mission_id)
        self.mission_combo.setToolTip(self.tr("The mission the soldier died on, if any"))
        self.cause_edit = QLineEdit()
        self.cause_edit.setObjectName("statusCause")
        self.cause_edit.setMaxLength(MAX_CAUSE_LENGTH)
        self.cause_edit.setPlaceholderText(self.tr("e.g. shot by a sectoid at the farmhouse"))
        self.form.addRow(self.tr("M&ission:"), self.mission_combo)
        self.form.addRow(self.tr("Ca&use:"), self.cause_edit)
        self.setTabOrder(self.date_edit, self.mission_combo)
        self.setTabOrder(self.mission_combo, self.cause_edit)
        self.cause_edit.setFocus()

    def facts(self) -> StatusFacts:
        mission = self.mission_combo.currentData()
        return StatusFacts(
            date=_picked(self.date_edit),
            mission_id=mission if isinstance(mission, int) else None,
            cause=self.cause_edit.text().strip() or None,
        )


class RetireDialog(_StatusDialog):
    """Retire: confirm, with the date the soldier leaves the service."""

    def __init__(self, soldier: str, today: date, parent: QWidget | None = None) -> None:
        super().__init__(
            self.tr("Retire"),
            self.tr("Retire {soldier} from service? They leave active duty for good.").format(
                soldier=soldier
            ),
            self.tr("&Retire"),
            today,
            parent,
        )
        self.setObjectName("retireDialog")
        self.date_edit.setFocus()
