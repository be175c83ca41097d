"""View ▸ Players' display… (Ctrl+Shift+F): the open campaign's players' snapshot in a second
top-level window, full screen on the screen the GM picks (a TV, a projector; a small chooser
when there are several), maximised on the only one.

It follows the campaign live (:class:`~xcom_manager.ui.players.feed.SnapshotFeed`: every
step, undo and change from this window, another one or the command line), another campaign
opened in the window, and the app's language (read again when the window's pages are rebuilt
for a new language). When the window lets its database go (closed, another opened, a backup
restored) the display stops showing the old picture and says it waits for the GM, until a
campaign opens again. It closes with the window.

Imported before the first paint: Qt widgets only; the display is built when first asked for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

if TYPE_CHECKING:
    from PySide6.QtGui import QScreen

    from xcom_manager.ui.main_window import MainWindow
    from xcom_manager.ui.players.feed import SnapshotFeed
    from xcom_manager.ui.players.window import PlayersWindow

__all__ = ["PlayersDesk"]


class PlayersDesk(QObject):
    """The window's Players' display… action, and the display while it is open."""

    def __init__(self, window: MainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self.display: PlayersWindow | None = None
        self.feed: SnapshotFeed | None = None
        self._backend: object = None
        self.action = QAction(self.tr("&Players' display…"), window)
        self.action.setObjectName("playersDisplayAction")
        self.action.setShortcuts([QKeySequence("Ctrl+Shift+F")])
        self.action.setToolTip(self.tr("What the players may see, on a second screen"))
        self.action.triggered.connect(self.open)
        menu.addSeparator()
        menu.addAction(self.action)
        window.campaign_opened.connect(self._campaign_opened)
        window.detached.connect(self._detached)

    def open(self) -> PlayersWindow | None:
        """Show the display (raised if open already) for the open campaign."""
        window = self._window
        backend, campaign = window.backend, window.campaign
        if backend is None or campaign is None:
            window.show_status(self.tr("Open a campaign to show it to the players."), 8000)
            return None
        if self.display is not None:
            self.display.raise_()
            self.display.activateWindow()
            return self.display
        screen = self.choose_screen()
        if screen is None:
            return None
        from xcom_manager.ui.players.window import PlayersWindow

        display = PlayersWindow(window)
        display.closed.connect(self._closed)
        self.display = display
        self._follow(campaign.id)
        _place(display, screen, several=len(_screens()) > 1)
        return display

    def _follow(self, campaign_id: int) -> None:
        """Show campaign ``campaign_id`` of the window's database on the display, live."""
        from xcom_manager.ui.players.feed import SnapshotFeed

        backend, display = self._window.backend, self.display
        assert backend is not None and display is not None
        feed = SnapshotFeed(backend.db, backend.campaigns, campaign_id, _language(), display)
        feed.arrived.connect(display.show_snapshot)
        display.show_snapshot(feed.read_now())
        self.feed, self._backend = feed, backend
        feed.start()

    def close(self) -> None:
        if self.display is not None:
            self.display.close()

    def choose_screen(self) -> QScreen | None:
        """The screen to show the display on: the only one, or the one the GM picks (``None``:
        the GM cancelled)."""
        screens = _screens()
        if len(screens) <= 1:
            return screens[0] if screens else None
        from xcom_manager.ui.players.screens import ScreenChooser

        chooser = ScreenChooser(screens, self._window.screen(), self._window)
        return chooser.chosen() if chooser.exec() else None

    def _campaign_opened(self, campaign_id: int) -> None:
        """Another campaign, or the same one rebuilt (a new language): read it again."""
        if self.display is None:
            return
        if self.feed is None or self._window.backend is not self._backend:
            self._stop_feed()  # another database: follow it on the same screen
            self._follow(campaign_id)
            return
        self.feed.request(campaign_id, _language())

    def _detached(self) -> None:
        """The window's database went: nothing old stays on the players' screen."""
        if self.display is None:
            return
        self._stop_feed()
        self.display.show_waiting(self.tr("Waiting for the GM to open a campaign…"))

    def _stop_feed(self) -> None:
        feed, self.feed, self._backend = self.feed, None, None
        if feed is not None:
            feed.stop()
            feed.deleteLater()

    def _closed(self) -> None:
        self.display = None
        self._stop_feed()


def _language() -> str:
    from xcom_manager.rules.language import display_language

    return display_language()


def _screens() -> list[QScreen]:
    from PySide6.QtGui import QGuiApplication

    return list(QGuiApplication.screens())


def _place(display: PlayersWindow, screen: QScreen, *, several: bool) -> None:
    """Full screen on ``screen`` when there are several; maximised on the only one."""
    display.setScreen(screen)
    display.setGeometry(screen.availableGeometry())
    if several:
        display.showFullScreen()
    else:
        display.showMaximized()
    display.activateWindow()
