"""File ▸ Share with the table…: the players' live page served from the window.

:class:`TableShareDesk` owns the window's :class:`~xcom_manager.table.share.TableShare` (one at a
time) and its :class:`TableShareDialog`: the page's address, a QR code to scan, how many are
watching, Stop / Share again. The page shows the campaign the window shows, in the window's
language: another campaign opened or a new language is followed on the same address. Closing
the dialog leaves the page running (the players keep watching while the GM plays); it stops
with Stop, when the window closes, or when the window's database is no longer the one shared.

The server and segno are loaded, and the share started, on a thread of its own
(:mod:`xcom_manager.ui.table_start`) when the GM first shares: the dialog says "Starting the
page…" meanwhile, and the GUI thread never waits for it. The refusals (a port taken, an
address not of this machine) are shown by :meth:`TableShareDesk._warn`.
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

from xcom_manager.ui.table_start import Running, ShareStarter, Started

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
        """Show the share as it is now: its address and QR code, starting, or stopped."""
        desk = self._desk
        share = desk.share
        running = share is not None and share.running
        url = share.url if share is not None and running else ""
        if self.address.text() != url:
            self.address.setText(url)
            self.qr.setPixmap(_pixmap(desk.qr_png) if url else QPixmap())
        self.campaign.setText(self.tr("Campaign: %1").replace("%1", desk.campaign_name))
        self.warning.setText(
            self.tr("Listening on every network interface.")
            if running and share is not None and share.server.every_interface
            else ""
        )
        count = share.watchers if share is not None and running else 0
        if desk.starting:
            self.watchers.setText(self.tr("Starting the page…"))
        elif running:
            self.watchers.setText(self.tr("%n watching", "", count))
        else:
            self.watchers.setText(self.tr("Not shared: stopped."))
        on = running or desk.starting
        self.stop_button.setText(self.tr("&Stop sharing") if on else self.tr("&Share again"))
        self.copy_button.setEnabled(running)

    def copy_address(self) -> None:
        QGuiApplication.clipboard().setText(self.address.text())

    def _toggle(self) -> None:
        share = self._desk.share
        if self._desk.starting or (share is not None and share.running):
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


def _pixmap(png: bytes) -> QPixmap:
    pixmap = QPixmap()
    pixmap.loadFromData(png, "PNG")
    return pixmap


class TableShareDesk(QObject):
    """The window's sharing with the table (see the module)."""

    def __init__(self, window: QWidget, opened: Opened) -> None:
        super().__init__(window)
        self._window = window
        self._opened = opened
        self.share: TableShare | None = None
        # The shared address as a QR code (PNG bytes, drawn with the start).
        self.qr_png = b""
        #: The address to listen on (``None``: this computer's first private LAN address).
        self.host: str | None = None
        running = self._running = Running()  # stopped when the desk is destroyed
        self._starter = ShareStarter(running, self)
        self._starter.started.connect(self._started)
        self._starter.refused.connect(self._refused)
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
        self.destroyed.connect(lambda *_: running.close())  # not self: it is being destroyed

    @property
    def starting(self) -> bool:
        """Whether a share is being started (its server loading on its own thread)."""
        return self._starter.starting

    def open_dialog(self) -> None:
        """Share the campaign shown (unless it is shared already) and show the dialog."""
        if self._opened() is None:
            self._warn(self.tr("Open a campaign to share it with the table."))
            return
        self.share_shown()
        if self.dialog is None:
            self.dialog = TableShareDialog(self, self._window)
        self.dialog.show()
        self.dialog.raise_()

    def share_shown(self) -> None:
        """Serve the campaign shown with a new token, unless it is served or being started."""
        opened = self._opened()
        if opened is None:
            return
        db, campaigns, campaign_id = opened
        if db is self._database and (self.starting or self._serving()):
            self._follow_window()
            return
        self.stop()
        from xcom_manager.rules.language import display_language

        self._database = db
        self.campaign_name = campaigns.get(campaign_id).name
        self._starter.start(db, campaign_id, display_language(), self.host)
        self._check.start()

    def stop(self) -> None:
        """Stop sharing (every phone is disconnected), or starting to."""
        share, self.share = self.share, None
        self._starter.forget()
        self._check.stop()
        if share is not None:
            self._running.stop(share)
        self._show_state()

    def _serving(self) -> bool:
        return self.share is not None and self.share.running

    def _started(self, started: Started) -> None:
        if not self._starter.is_wanted(started.start):
            self._running.stop(started.share)  # Stop was pressed meanwhile
            return
        self._starter.forget()
        self.share, self.qr_png = started.share, started.qr_png
        self._follow_window()
        self._show_state()

    def _refused(self, start: int, error: BaseException) -> None:
        if not self._starter.is_wanted(start):
            return
        self.stop()
        from xcom_manager.services.core.errors import UserError

        if not isinstance(error, UserError):
            raise error  # not the GM's to act on: the crash dialog says it
        from xcom_manager.ui.common.texts import error_text

        if self.dialog is not None:
            self.dialog.hide()
        self._warn(error_text(error))

    def _show_state(self) -> None:
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
        """Stop when the window no longer has the shared database open; show the campaign it
        shows, in its language, on the same address."""
        opened = self._opened()
        if opened is None or opened[0] is not self._database:
            self.stop()
            return
        db, campaigns, campaign_id = opened
        share = self.share
        from xcom_manager.rules.language import display_language

        language = display_language()
        if share is None or (share.campaign_id, share.language) == (campaign_id, language):
            return
        share.follow(db, campaign_id, language)
        self.campaign_name = campaigns.get(campaign_id).name
        self._show_state()

    def _warn(self, message: str) -> None:
        QMessageBox.warning(self._window, self.tr("Share with the table"), message)
