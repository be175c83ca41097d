"""File ▸ Share with the table…: the players' live page served from the window.

:class:`TableShareDesk` owns the window's :class:`~xcom_manager.table.share.TableShare` (one at a
time, for the campaign shown, in the window's language) and its :class:`TableShareDialog`: the
page's address, a QR code to scan, how many are watching, Stop / Share again. Closing the dialog
leaves the page running (the players keep watching while the GM plays); it stops with Stop, when
the window closes, or when the window's database is no longer the one shared.

The server and segno are imported when the GM first shares (nothing on the way to the first
paint); the refusals (a port taken, an address not of this machine) are shown by
:meth:`TableShareDesk._warn`, a small method that tests replace.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QGuiApplication, QHideEvent, QPixmap, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database
    from xcom_manager.table.share import TableShare

__all__ = ["TableShareDesk", "TableShareDialog"]

#: What the desk needs of the window: the open database and its campaigns, and the campaign shown.
Opened = Callable[[], "tuple[Database, CampaignService, int] | None"]

_WATCH_MS = 500  # how often the dialog counts the watchers and the desk checks the database


class TableShareDialog(QDialog):
    """The address, its QR code and the watchers of the page being shared."""

    def __init__(self, desk: TableShareDesk, parent: QWidget) -> None:
        super().__init__(parent)
        self._desk = desk
        self.setObjectName("tableShareDialog")
        self.setWindowTitle(self.tr("Share with the table"))
        self.intro = QLabel(
            self.tr(
                "Players open this address on a phone or tablet on the same network. The page "
                "is read-only and shows only what players may see."
            )
        )
        self.intro.setWordWrap(True)
        self.campaign = QLabel()
        self.address = QLabel()
        self.address.setObjectName("tableAddress")
        from PySide6.QtCore import Qt  # not before the first paint (see common/placeholder)

        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.qr = QLabel()
        self.qr.setObjectName("tableQr")
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.address.font()
        font.setBold(True)
        self.address.setFont(font)
        self.warning = QLabel()
        self.warning.setWordWrap(True)
        self.watchers = QLabel()
        self.watchers.setObjectName("tableWatchers")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.copy_button = QPushButton(self.tr("&Copy address"))
        self.copy_button.clicked.connect(self.copy_address)
        self.stop_button = QPushButton()
        self.stop_button.setObjectName("tableStop")
        self.stop_button.clicked.connect(self._toggle)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.stop_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.hide)
        layout = QVBoxLayout(self)
        for widget in (self.intro, self.campaign, self.address, self.qr, self.warning):
            layout.addWidget(widget)
        layout.addWidget(self.watchers)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(_WATCH_MS)
        self._timer.timeout.connect(self.show_state)

    def show_state(self) -> None:
        """Show the share as it is now: its address and QR code, or that it is stopped."""
        share = self._desk.share
        running = share is not None and share.running
        url = share.url if share is not None and running else ""
        if self.address.text() != url:
            self.address.setText(url)
            self.qr.setPixmap(_qr_pixmap(url) if url else QPixmap())
        self.campaign.setText(self.tr("Campaign: %1").replace("%1", self._desk.campaign_name))
        self.warning.setText(
            self.tr("Listening on every network interface.")
            if running and share is not None and share.server.every_interface
            else ""
        )
        count = share.watchers if share is not None and running else 0
        self.watchers.setText(
            self.tr("%n watching", "", count) if running else self.tr("Not shared: stopped.")
        )
        self.stop_button.setText(self.tr("&Stop sharing") if running else self.tr("&Share again"))
        self.copy_button.setEnabled(running)

    def copy_address(self) -> None:
        QGuiApplication.clipboard().setText(self.address.text())

    def _toggle(self) -> None:
        share = self._desk.share
        if share is not None and share.running:
            self._desk.stop()
        else:
            self._desk.share_shown()
        self.show_state()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self.show_state()
        self._timer.start()
        super().showEvent(event)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt's name
        self._timer.stop()
        super().hideEvent(event)


def _qr_pixmap(url: str) -> QPixmap:
    from xcom_manager.table.share import qr_png

    pixmap = QPixmap()
    pixmap.loadFromData(qr_png(url), "PNG")
    return pixmap


class TableShareDesk(QObject):
    """The window's sharing with the table (see the module)."""

    def __init__(self, window: QWidget, opened: Opened) -> None:
        super().__init__(window)
        self._window = window
        self._opened = opened
        self.share: TableShare | None = None
        #: The address to listen on (``None``: this computer's first private LAN address).
        self.host: str | None = None
        self._running: list[TableShare] = []  # the one shared: stopped if the desk is destroyed
        self.campaign_name = ""
        self._database: Database | None = None
        self.dialog: TableShareDialog | None = None
        self.action = QAction(self.tr("S&hare with the table…"), window)
        self.action.setObjectName("shareTableAction")
        self.action.setToolTip(
            self.tr("Show the mission on the players' phones: a read-only page on this network")
        )
        self.action.triggered.connect(self.open_dialog)
        self._check = QTimer(self)
        self._check.setInterval(_WATCH_MS)
        self._check.timeout.connect(self._follow_window)
        window.installEventFilter(self)
        running = self._running  # not self: the slot runs while this object is destroyed
        self.destroyed.connect(lambda *_: _stop_all(running))

    def open_dialog(self) -> None:
        """Share the campaign shown (unless it is shared already) and show the dialog."""
        if self._opened() is None:
            self._warn(self.tr("Open a campaign to share it with the table."))
            return
        if not self.share_shown():
            return
        if self.dialog is None:
            self.dialog = TableShareDialog(self, self._window)
        self.dialog.show()
        self.dialog.raise_()

    def share_shown(self) -> bool:
        """Serve the campaign shown (a new token); whether it is served."""
        opened = self._opened()
        if opened is None:
            return False
        db, campaigns, campaign_id = opened
        share = self.share
        same = share is not None and share.campaign_id == campaign_id and self._database is db
        if same and share is not None and share.running:
            return True
        self.stop()
        from xcom_manager.rules.language import display_language
        from xcom_manager.services.core.errors import UserError
        from xcom_manager.table.share import TableShare

        share = TableShare(db, campaign_id, display_language(), host=self.host)
        try:
            share.start()
        except UserError as error:
            from xcom_manager.ui.common.texts import error_text

            self._warn(error_text(error))
            return False
        self.share, self._database = share, db
        self._running[:] = [share]
        self.campaign_name = campaigns.get(campaign_id).name
        self._check.start()
        return True

    def stop(self) -> None:
        """Stop sharing: every phone is disconnected."""
        share, self.share = self.share, None
        self._running.clear()
        self._check.stop()
        if share is not None:
            share.stop()
        if self.dialog is not None and self.dialog.isVisible():
            self.dialog.show_state()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        # Hidden by the program (closed, not minimised: that hide is the window system's).
        hidden = watched is self._window and event.type() == QEvent.Type.Hide
        if hidden and not event.spontaneous():
            self.stop()
            if self.dialog is not None:
                self.dialog.hide()  # the dialog goes with its window
        return False

    def _follow_window(self) -> None:
        """Stop when the window no longer has the shared database open."""
        opened = self._opened()
        if opened is None or opened[0] is not self._database:
            self.stop()

    def _warn(self, message: str) -> None:
        QMessageBox.warning(self._window, self.tr("Share with the table"), message)


def _stop_all(shares: list[TableShare]) -> None:
    for share in shares:
        share.stop()
    shares.clear()
