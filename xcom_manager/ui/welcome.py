"""The welcome page shown on a database without campaigns, and the "New campaign" dialog.

Both gather a name and a ruleset and call ``CampaignService``; they report the campaign they
made through a signal and leave opening it to the main window.

Imported before the first paint: PySide6 only (the services come in as constructor arguments,
their types under ``TYPE_CHECKING``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.ui.settings_dialog import DEFAULT_RULESET, default_ruleset

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.dto import CampaignInfo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService

_T = TypeVar("_T")

NAME_MAX_LENGTH = 200  # the ``campaign.name`` column's length


class NewCampaignForm(QWidget):
    """The fields of a new campaign: its name and its ruleset, and a line for errors."""

    changed = Signal()

    def __init__(self, rulesets: list[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("campaignNameEdit")
        self.name_edit.setMaxLength(NAME_MAX_LENGTH)
        self.name_edit.setPlaceholderText(self.tr("e.g. Operation Deep Blue"))
        self.name_edit.setClearButtonEnabled(True)
        self.ruleset_combo = QComboBox()
        self.ruleset_combo.setObjectName("rulesetCombo")
        for ruleset_id, ruleset_name in rulesets:
            self.ruleset_combo.addItem(ruleset_name, ruleset_id)
        # The wargame is the default: the mission tracker plays it.
        preferred = default_ruleset(QSettings(), DEFAULT_RULESET)  # the Settings' choice
        self.ruleset_combo.setCurrentIndex(max(0, self.ruleset_combo.findData(preferred)))
        self.error_label = QLabel()
        self.error_label.setObjectName("errorText")
        self.error_label.setWordWrap(True)
        self.error_label.setTextFormat(Qt.TextFormat.PlainText)
        self.error_label.hide()

        name_label = QLabel(self.tr("Campaign &name:"))
        name_label.setBuddy(self.name_edit)
        ruleset_label = QLabel(self.tr("&Rules:"))
        ruleset_label.setBuddy(self.ruleset_combo)
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
        layout.addRow(name_label, self.name_edit)
        layout.addRow(ruleset_label, self.ruleset_combo)
        layout.addRow(self.error_label)

        self.name_edit.textChanged.connect(self._on_changed)
        self.ruleset_combo.currentIndexChanged.connect(self._on_changed)

    def campaign_name(self) -> str:
        return self.name_edit.text().strip()

    def ruleset_id(self) -> str:
        data = self.ruleset_combo.currentData()
        return str(data) if data is not None else ""

    def is_complete(self) -> bool:
        return bool(self.campaign_name()) and bool(self.ruleset_id())

    def show_error(self, message: str) -> None:
        self.error_label.setText(message)
        self.error_label.setVisible(bool(message))

    def _on_changed(self) -> None:
        self.show_error("")
        self.changed.emit()


def _call_service(action: Callable[[], _T], form: NewCampaignForm) -> _T | None:
    """Run one service call with a busy cursor; a ``UserError`` is shown on ``form``."""
    from xcom_manager.services.core.errors import UserError

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        return action()
    except UserError as error:
        from xcom_manager.ui.common.texts import error_text

        form.show_error(error_text(error))
        return None
    finally:
        QGuiApplication.restoreOverrideCursor()


class WelcomePage(QWidget):
    """First start: make a new campaign or open the demo one."""

    campaign_created = Signal(int)  # the new campaign's id

    def __init__(
        self, campaigns: CampaignService, demo: DemoService, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self._campaigns = campaigns
        self._demo = demo

        heading = QLabel(self.tr("Welcome to X-COM Campaign Manager"))
        heading.setObjectName("pageHeading")
        heading.setWordWrap(True)
        intro = QLabel(
            self.tr(
                "Keep your squad's roster and armoury, run missions at the table and audit "
                "every item that changed hands. Start a new campaign, or look around in a "
                "ready-made demo."
            )
        )
        intro.setObjectName("pageText")
        intro.setWordWrap(True)

        new_box = QFrame()
        new_box.setObjectName("welcomeCard")
        new_title = QLabel(self.tr("Start a new campaign"))
        new_title.setObjectName("cardHeading")
        self.form = NewCampaignForm(campaigns.available_rulesets())
        self.create_button = QPushButton(self.tr("&Create campaign"))
        self.create_button.setObjectName("createCampaignButton")
        self.create_button.setEnabled(False)
        create_row = QHBoxLayout()
        create_row.addStretch(1)
        create_row.addWidget(self.create_button)
        new_layout = QVBoxLayout(new_box)
        new_layout.addWidget(new_title)
        new_layout.addWidget(self.form)
        new_layout.addLayout(create_row)

        demo_box = QFrame()
        demo_box.setObjectName("welcomeCard")
        demo_title = QLabel(self.tr("Just looking?"))
        demo_title.setObjectName("cardHeading")
        demo_text = QLabel(
            self.tr("The demo campaign comes with a squad of soldiers to try things out on.")
        )
        demo_text.setWordWrap(True)
        self.demo_button = QPushButton(self.tr("Open &demo campaign"))
        self.demo_button.setObjectName("openDemoButton")
        demo_row = QHBoxLayout()
        demo_row.addStretch(1)
        demo_row.addWidget(self.demo_button)
        demo_layout = QVBoxLayout(demo_box)
        demo_layout.addWidget(demo_title)
        demo_layout.addWidget(demo_text)
        demo_layout.addLayout(demo_row)

        column = QWidget()
        column.setMaximumWidth(640)
        column_layout = QVBoxLayout(column)
        column_layout.setContentsMargins(0, 0, 0, 0)
        column_layout.setSpacing(16)
        column_layout.addWidget(heading)
        column_layout.addWidget(intro)
        column_layout.addWidget(new_box)
        column_layout.addWidget(demo_box)

        # In a scroll area: a small window (or a long translation) scrolls instead of clipping.
        self.content = QWidget()
        self.content.setObjectName("welcomeContent")
        centring = QVBoxLayout(self.content)
        centring.setContentsMargins(24, 24, 24, 24)
        centring.addStretch(1)
        row = QHBoxLayout()  # the column takes the width up to its maximum, centred
        row.addStretch(1)
        row.addWidget(column, 100)
        row.addStretch(1)
        centring.addLayout(row)
        centring.addStretch(2)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("welcomeScroll")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setWidget(self.content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)

        self.setTabOrder(self.form.name_edit, self.form.ruleset_combo)
        self.setTabOrder(self.form.ruleset_combo, self.create_button)
        self.setTabOrder(self.create_button, self.demo_button)
        self.setFocusProxy(self.form.name_edit)

        self.form.changed.connect(self._update_buttons)
        self.form.name_edit.returnPressed.connect(self.create_campaign)
        self.create_button.clicked.connect(self.create_campaign)
        self.demo_button.clicked.connect(self.open_demo)

    def create_campaign(self) -> None:
        """Create the campaign the form describes; on success emit ``campaign_created``."""
        if not self.form.is_complete():
            self.form.show_error(self.tr("Give the campaign a name first."))
            return
        name, ruleset_id = self.form.campaign_name(), self.form.ruleset_id()
        info = _call_service(lambda: self._campaigns.create_campaign(name, ruleset_id), self.form)
        if info is not None:
            self.campaign_created.emit(info.id)

    def open_demo(self) -> None:
        """Open the demo campaign (made the first time only) and emit ``campaign_created``."""
        demo = _call_service(self._demo.open_campaign, self.form)
        if demo is not None:
            self.campaign_created.emit(demo.campaign.id)

    def _update_buttons(self) -> None:
        self.create_button.setEnabled(self.form.is_complete())


class NewCampaignDialog(QDialog):
    """Campaign ▸ New campaign…: the same form as the welcome page, in a dialog."""

    def __init__(self, campaigns: CampaignService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New campaign"))
        self._campaigns = campaigns
        self.created: CampaignInfo | None = None
        self.form = NewCampaignForm(campaigns.available_rulesets())
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("&Create campaign"))
        ok.setEnabled(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(self.buttons)
        self.form.changed.connect(lambda: ok.setEnabled(self.form.is_complete()))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.name_edit.setFocus()

    def accept(self) -> None:
        if not self.form.is_complete():
            return
        name, ruleset_id = self.form.campaign_name(), self.form.ruleset_id()
        info = _call_service(lambda: self._campaigns.create_campaign(name, ruleset_id), self.form)
        if info is not None:
            self.created = info
            super().accept()
