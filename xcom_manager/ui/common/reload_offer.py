"""The offer to reload after a stale write: the refusal says who changed what
and when; "Reload" shows the page's current values (the page's own reload call)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.ui.common.texts import error_text


class ReloadOffer(QMessageBox):
    """A warning with the refusal's text and the buttons Reload and Cancel."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(
            QMessageBox.Icon.Warning, self.tr("Changed by another GM"), text, parent=parent
        )
        self.setObjectName("reload_offer")
        self.reload_button = self.addButton(self.tr("Reload"), QMessageBox.ButtonRole.AcceptRole)
        self.addButton(QMessageBox.StandardButton.Cancel)
        self.setDefaultButton(self.reload_button)

    def ask(self) -> bool:
        """Show it modally; ``True`` when the GM chose Reload."""
        self.exec()
        return self.clickedButton() is self.reload_button


def show_refusal(
    error: UserError, parent: QWidget, reload: Callable[[], None], report: Callable[[str], None]
) -> None:
    """A refused write: a stale one (another GM changed it meanwhile) says who changed what
    and when and offers to reload (``reload`` on Reload); any other is ``report``-ed."""
    if isinstance(error, StaleEditError) and ReloadOffer(error_text(error), parent).ask():
        reload()
        return
    report(error_text(error))
