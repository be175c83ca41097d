"""Audit receipts in the window: **Write audit receipt…** on demand, the offer of one at
the end of an evening of play (the window closing with rows the last receipt has not seen), and
the check, when a campaign is opened, of its audit log against the last receipt kept (a log cut,
wiped or rewritten since is reported at once, with what is wrong).

The check runs just after the roster is on screen, and the services are imported when first
used: nothing is loaded on the way to the first paint or the first roster. The dialogs are
small methods that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from xcom_manager.services.audit.receipts import ReceiptKeeper
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

__all__ = ["ReceiptDesk"]

#: What the desk needs of the window: the open database and its campaigns, and the campaign shown.
Opened = Callable[[], "tuple[Database, CampaignService, int] | None"]


class ReceiptDesk(QObject):
    """The window's receipts of the audit log."""

    def __init__(
        self,
        window: QWidget,
        opened: Opened,
        keeper: ReceiptKeeper | None = None,
        *,
        show_message: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._opened = opened
        self._keeper = keeper
        self._show_message = show_message or (lambda _text: None)
        self.write_action = QAction(self.tr("Write audit &receipt…"), window)
        self.write_action.setObjectName("writeReceiptAction")
        self.write_action.setToolTip(
            self.tr(
                "A signed receipt of the audit log as it is now, kept outside the database: "
                "check the database against it later (audit verify --receipt)"
            )
        )
        self.write_action.triggered.connect(self.write_receipt)
        #: The last check's problems (for the tests and the status bar).
        self.problems: tuple[str, ...] = ()
        #: The campaign's history when it was opened (campaign id, audit rows, mission events):
        #: closing offers a receipt only when this evening added to it.
        self._at_open: tuple[int, int, int] | None = None

    @property
    def keeper(self) -> ReceiptKeeper:
        if self._keeper is None:
            from xcom_manager.services.audit.receipts import ReceiptKeeper

            self._keeper = ReceiptKeeper()
        return self._keeper

    # -- the window tells it ---------------------------------------------------------------

    def campaign_opened(self, _campaign_id: int = 0) -> None:
        """Check the campaign against its last receipt once the roster is painted."""
        QTimer.singleShot(150, self.check_opened)

    def check_opened(self) -> tuple[str, ...]:
        """The campaign shown against its last receipt; a log that no longer extends it is
        reported (:meth:`_warn`)."""
        opened = self._opened()
        self.problems = ()
        if opened is None:
            return ()
        from xcom_manager.services.core.errors import UserError

        db, _campaigns, campaign_id = opened
        try:
            self._at_open = (campaign_id, *self.keeper.extent(db, campaign_id))
            report = self.keeper.check(db, campaign_id)
        except UserError as error:
            from xcom_manager.ui.common.texts import error_text

            report, self.problems = None, (error_text(error),)
        if report is not None and not report.ok:
            self.problems = report.problems
        if self.problems:
            self._warn(
                self.tr("The audit log does not match its last receipt"),
                "\n".join(
                    [
                        *self.problems,
                        "",
                        self.tr(
                            "Someone or something changed this database's history since the "
                            "receipt was written. Restore a backup, or keep this one aside."
                        ),
                    ]
                ),
            )
        return self.problems

    def offer_on_close(self) -> bool:
        """The end of an evening of play: offer a receipt when this evening added to the
        history (audit rows or mission events since the campaign was opened) and the last
        receipt has not seen it all. ``False`` when the GM chose to stay (Cancel or Esc): the
        window stays open."""
        opened = self._opened()
        if opened is None:  # no campaign open: nothing loaded on the way out either
            return True
        from xcom_manager.services.core.errors import UserError

        db, _campaigns, campaign_id = opened
        try:
            if self._at_open == (campaign_id, *self.keeper.extent(db, campaign_id)):
                return True  # nothing happened this evening: nothing to sign
            grown = self.keeper.grown_since(db, campaign_id)
        except UserError:
            return True
        if not grown:
            return True
        answer = self._ask(
            self.tr("Audit receipt"),
            self.tr(
                "Write a receipt of this evening's audit log before closing? It lets you "
                "check later that nobody rewrote the history."
            ),
            stay=True,
        )
        if answer is None:
            return False
        if answer:
            self.write_receipt()
        return True

    # -- doing -----------------------------------------------------------------------------

    def write_receipt(self) -> str | None:
        """Write a receipt of the campaign shown: kept as the last one seen, and saved to a
        file the GM picks (nothing when cancelled); its text, or ``None``."""
        from datetime import UTC, datetime

        from xcom_manager.services.core.errors import UserError

        opened = self._opened()
        if opened is None:
            return None
        db, campaigns, campaign_id = opened
        try:
            info = campaigns.get(campaign_id)
            receipt = self.keeper.write(db, campaign_id, info.name, datetime.now(UTC))
        except UserError as error:
            from xcom_manager.ui.common.texts import error_text

            self._warn(self.tr("Audit receipt"), error_text(error))
            return None
        text = receipt.to_text()
        path = self._ask_path(f"audit-receipt-{campaign_id}-{receipt.time[:10]}.txt")
        if path:
            try:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
            except OSError as error:
                self._warn(self.tr("Audit receipt"), f"{path}: {error.strerror}")
                return text
        done = (
            self.tr("Receipt written (audit rows: %1).")
            if path
            else self.tr("Receipt kept, no file written (audit rows: %1).")
        )
        self._show_message(done.replace("%1", str(receipt.rows)))
        return text

    # -- dialogs (tests replace these) -----------------------------------------------------

    def _ask_path(self, suggested: str) -> str:
        from PySide6.QtWidgets import QFileDialog

        from xcom_manager.ui.common.file_places import remember_folder, suggested_path

        path, _filter = QFileDialog.getSaveFileName(
            self._window,
            self.tr("Save the audit receipt"),
            suggested_path("receipt", suggested),
            self.tr("Text (*.txt)"),
        )
        remember_folder("receipt", path)
        return path

    def _ask(self, title: str, question: str, *, stay: bool = False) -> bool | None:
        """Yes or No; with ``stay``, also Cancel (and Esc), answered ``None``."""
        from PySide6.QtWidgets import QMessageBox

        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        if stay:
            buttons |= QMessageBox.StandardButton.Cancel
        answer = QMessageBox.question(
            self._window, title, question, buttons, QMessageBox.StandardButton.Yes
        )
        if answer == QMessageBox.StandardButton.Yes:
            return True
        return None if stay and answer != QMessageBox.StandardButton.No else False

    def _warn(self, title: str, message: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self._window, title, message)
