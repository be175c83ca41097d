"""File ▸ Campaign settings…: the open campaign's name and notes.

The dialog shows the settings as they are and saves them through
:class:`~xcom_manager.services.campaigns.settings.CampaignSettingsService`, passing the version
it showed: another GM's change in between refuses the save, and the refusal (who changed what
and when) offers Reload, which shows the window's title with the current name and opens the
dialog again with the current settings. The services are imported when first used (not before
the first paint).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.campaigns.settings import CampaignSettings
    from xcom_manager.services.core.errors import UserError
    from xcom_manager.store.db import Database

__all__ = ["CampaignSettingsDesk", "CampaignSettingsDialog"]

# What the desk needs of the window: the open database and its campaigns, and the campaign shown.
Opened = Callable[[], "tuple[Database, CampaignService, int] | None"]


class CampaignSettingsDialog(QDialog):
    """The campaign's name and notes, as shown when it opened. Save stays greyed while the
    name is blank; a value the services refuse is named inside the dialog, which stays open
    with everything typed (:meth:`refuse`)."""

    def __init__(self, shown: CampaignSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("campaignSettingsDialog")
        self.setWindowTitle(self.tr("Campaign settings"))
        self.shown = shown
        self.name_edit = QLineEdit(shown.name)
        self.name_edit.setObjectName("campaignNameEdit")
        self.notes_edit = QPlainTextEdit(shown.notes)
        self.notes_edit.setObjectName("campaignNotesEdit")
        self.notes_edit.setTabChangesFocus(True)
        form = QFormLayout()
        name_label = QLabel(self.tr("&Name:"))
        name_label.setBuddy(self.name_edit)
        notes_label = QLabel(self.tr("N&otes:"))
        notes_label.setBuddy(self.notes_edit)
        form.addRow(name_label, self.name_edit)
        form.addRow(notes_label, self.notes_edit)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.problem_label = QLabel()
        self.problem_label.setObjectName("campaignSettingsProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        self.problem_label.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._name_changed)
        self._name_changed(self.name_edit.text())
        self.resize(480, 320)

    def refuse(self, text: str) -> None:
        """Say why the values were not saved; the dialog stays open, the name field focused."""
        self.problem_label.setText(text)
        self.problem_label.show()
        self.name_edit.setFocus()

    def _name_changed(self, name: str) -> None:
        save = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        blank = not name.strip()
        save.setEnabled(not blank)
        save.setToolTip(self.tr("The campaign needs a name.") if blank else "")
        self.problem_label.hide()

    @property
    def name(self) -> str:
        return self.name_edit.text()

    @property
    def notes(self) -> str:
        return self.notes_edit.toPlainText()


class CampaignSettingsDesk(QObject):
    """The window's Campaign settings… action and what it does."""

    def __init__(
        self,
        window: QWidget,
        opened: Opened,
        renamed: Callable[[int], None],
        actor: Callable[[], str | None] = lambda: None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._opened = opened
        self._renamed = renamed
        self._actor = actor
        self.action = QAction(self.tr("Ca&mpaign settings…"), window)
        self.action.setObjectName("campaignSettingsAction")
        self.action.setToolTip(self.tr("The open campaign's name and notes"))
        self.action.triggered.connect(self.edit)

    def edit(self) -> bool:
        """Show the settings; Save saves them (``True`` when saved)."""
        opened = self._opened()
        if opened is None:
            return False
        from xcom_manager.services.campaigns.settings import CampaignSettingsService
        from xcom_manager.services.core.errors import UserError, ValidationError

        db, _campaigns, campaign_id = opened
        service = CampaignSettingsService(db)
        try:
            shown = service.settings(campaign_id)
        except UserError as error:
            self._show_error(error)
            return False
        dialog = CampaignSettingsDialog(shown, self._window)
        while self._open_dialog(dialog):
            try:
                service.change(
                    campaign_id,
                    name=dialog.name,
                    notes=dialog.notes,
                    expected_version=shown.version,
                    shown=shown,
                    actor=self._actor(),
                )
            except ValidationError as error:  # a value to correct: the dialog again, as typed
                worded = error.messages_by_field(QCoreApplication.translate)
                dialog.refuse("\n".join(text for texts in worded.values() for text in texts))
                continue
            except UserError as error:
                from xcom_manager.ui.common.reload_offer import show_refusal

                # A stale save says who changed what and when, and offers Reload.
                show_refusal(
                    error, self._window, lambda: self._reload(campaign_id), self._warn_text
                )
                return False
            self._renamed(campaign_id)
            return True
        return False

    # -- replaceable in tests ------------------------------------------------------------------

    def _open_dialog(self, dialog: QDialog) -> bool:
        """Run ``dialog`` modally; ``True`` if accepted (tests replace this method)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _warn_text(self, text: str) -> None:
        """Show a refusal that offers nothing (tests replace this method)."""
        QMessageBox.warning(self._window, self.tr("Campaign settings"), text)

    # -- internals -------------------------------------------------------------------------------

    def _show_error(self, error: UserError) -> None:
        from xcom_manager.ui.common.texts import error_text

        self._warn_text(error_text(error))

    def _reload(self, campaign_id: int) -> None:
        """The window shows the current name; the dialog opens again with the current values."""
        self._renamed(campaign_id)
        self.edit()
