"""The main window: a page per task, the menus, an undo stack per page and the status bar.

The window is a thin shell. Each page is its own module (``roster``, ``welcome``,
``common.placeholder``, ...); the work is done by the services handed in :meth:`MainWindow.attach`.
The pages never call each other: what a page's use-case changed (its ``changed`` signal, a
``Changes``) is handed to every other page the window has built (:meth:`MainWindow.broadcast`),
and each reloads if the change touches what it shows.

It is shown before the database is opened (see ``app.py``), so this module imports PySide6 and
the pre-paint ``xcom_manager.ui`` modules only; the services' types come in under
``TYPE_CHECKING`` and ``roster.view`` is imported when the first campaign opens. It also leaves
``PySide6.QtCore.Qt`` alone until then (see ``common/placeholder.py`` for why).
"""

from __future__ import annotations

from enum import IntEnum
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QKeySequence,
    QPaintEvent,
    QUndoStack,
)
from PySide6.QtWidgets import (
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QTabWidget,
    QWidget,
)

from xcom_manager.ui.audit.receipts import ReceiptDesk
from xcom_manager.ui.backups import BackupDesk
from xcom_manager.ui.campaign_pages import Backend, PageStacks, page_factories
from xcom_manager.ui.campaign_settings import CampaignSettingsDesk
from xcom_manager.ui.common.lazy_page import LazyPage
from xcom_manager.ui.common.page_focus import focus_page
from xcom_manager.ui.common.placeholder import MessagePage
from xcom_manager.ui.common.undo_group import UndoDesk
from xcom_manager.ui.databases import DatabaseDesk
from xcom_manager.ui.import_desk import ImportDesk
from xcom_manager.ui.players.desk import PlayersDesk
from xcom_manager.ui.read_only import ReadOnlyDesk
from xcom_manager.ui.settings_dialog import SettingsDesk, gm_name
from xcom_manager.ui.shell_parts import show_about
from xcom_manager.ui.stats.desk import StatsDesk
from xcom_manager.ui.status_bar import WindowStatusBar
from xcom_manager.ui.table_share import TableShareDesk
from xcom_manager.ui.window_memory import page_closed_on, remember_window, restore_window
from xcom_manager.ui.zoom import TableZoom

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.dto import CampaignInfo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.core.changes import Changes
    from xcom_manager.store.db import Database
    from xcom_manager.ui.common.page import CampaignPage
    from xcom_manager.ui.welcome import WelcomePage


class Page(IntEnum):
    """The task pages, in tab order (Ctrl+1 … Ctrl+5)."""

    ROSTER = 0
    INVENTORY = 1
    MISSIONS = 2
    AUDIT = 3
    STATISTICS = 4


class MainWindow(QMainWindow):
    """The application's window. Create it, show it, then :meth:`attach` a :class:`Backend`."""

    first_painted = Signal()
    """The window has been painted once (emitted from the event loop, after the paint)."""
    opening_finished = Signal()
    """The window left "Opening campaign…": a campaign, the welcome page or an error shows."""
    campaign_opened = Signal(int)
    """A campaign's roster is showing (its id)."""
    detached = Signal()
    """The window stopped using its database (closed, another opened, a backup restored)."""

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self._settings = settings if settings is not None else QSettings(self)
        self.layout_settings = self._settings  # read by ui.common.tables.remember_layout
        self._painted = False
        self.backend: Backend | None = None
        self.campaign: CampaignInfo | None = None
        self.undo = UndoDesk(self, Page.AUDIT + 1, self.show_status)

        # The Roster tab holds whichever of "opening…", welcome, error or roster is current.
        self.roster_host = QStackedWidget()
        self.roster_host.setObjectName("rosterHost")
        self.message_page = MessagePage()
        self.message_page.setObjectName("messagePage")
        self.roster_host.addWidget(self.message_page)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("pages")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.roster_host, self.tr("&Roster").replace("&", ""))
        no_campaign = self.tr("No campaign is open")
        self.inventory_page = LazyPage(
            no_campaign, self.tr("Open or create a campaign to equip its soldiers.")
        )
        self.audit_page = LazyPage(
            no_campaign, self.tr("Open or create a campaign to see who moved which item.")
        )
        self.missions_page = LazyPage(
            no_campaign, self.tr("Open or create a campaign to run its missions turn by turn.")
        )
        self.tabs.addTab(self.inventory_page, self.tr("&Inventory").replace("&", ""))
        self.tabs.addTab(self.missions_page, self.tr("&Missions").replace("&", ""))
        self.tabs.addTab(self.audit_page, self.tr("&Audit log").replace("&", ""))
        self.stats_desk = StatsDesk(self)  # the Statistics tab (Ctrl+5)
        self.tabs.currentChanged.connect(self._on_page_shown)
        self.tabs.currentChanged.connect(lambda i: focus_page(self.tabs.widget(i)))  # after builds
        self.read_only = ReadOnlyDesk(self)  # a campaign whose ruleset file is missing
        self.setCentralWidget(self.read_only.framed(self.tabs))

        self.status_bar = WindowStatusBar(self)  # a message elided before the campaign label
        self.setStatusBar(self.status_bar)
        self.campaign_label = self.status_bar.campaign_label
        self.location_label = self.status_bar.location_label

        self._make_actions()
        self.receipts = ReceiptDesk(self, self._opened, show_message=self.show_status)
        self.campaign_opened.connect(self.receipts.campaign_opened)
        self.backups = BackupDesk(self, self._opened, self._settings)
        self.importer = ImportDesk(self, lambda: self.backend, self.open_campaign)
        self.databases = DatabaseDesk(self, self._settings)  # File ▸ New/Open/Open recent
        self.preferences = SettingsDesk(self, self._settings, self._rulesets, self._reload_pages)
        self.campaign_settings = CampaignSettingsDesk(
            self, self._opened, self._show_campaign_name, lambda: gm_name(self._settings)
        )
        self._make_menus()
        self._update_campaign_actions()
        self.setWindowTitle(self.tr("X-COM Campaign Manager"))
        self.setMinimumSize(640, 520)  # the Missions page keeps its odds and Commit in sight
        restore_window(self, self._settings)

    # -- states of the Roster page ------------------------------------------------------------

    def show_opening(self, location: str) -> None:
        """The state before the database is open: "Opening campaign…"."""
        self.message_page.set_message(
            self.tr("Opening campaign…"), self.tr("Reading the database."), location
        )
        self.message_page.set_error(False)
        self._show_in_roster_tab(self.message_page)
        self.location_label.setText(self._location_text(location))

    def show_preview(self, page: QWidget, campaign: str, rules: str) -> None:
        """A campaign's roster read before the services load (``ui/roster/preview.py``),
        read-only until :meth:`attach` replaces it with the roster view."""
        self._show_in_roster_tab(page)
        self.campaign_label.setText(
            self.tr("Campaign: %1 · Rules: %2").replace("%1", campaign).replace("%2", rules)
        )
        self.setWindowTitle(self.tr("%1 — X-COM Campaign Manager").replace("%1", campaign))

    def show_database_error(self, location: str, message: str) -> None:
        """A database that could not be opened: say where it is and why, no traceback."""
        self.backend = self.campaign = None
        self._clear_campaign_pages()
        self.message_page.set_message(
            self.tr("The campaign database could not be opened"),
            message,
            self.tr("Database: %1").replace("%1", location),
        )
        self.message_page.set_error(True)
        self._show_in_roster_tab(self.message_page)
        self.location_label.setText(self._location_text(location))
        self.campaign_label.setText(self.tr("No campaign open"))
        self._update_campaign_actions()
        self.opening_finished.emit()

    def show_welcome(self) -> None:
        """The welcome page: make a new campaign or open the demo."""
        backend = self._require_backend()
        from xcom_manager.ui.welcome import WelcomePage

        welcome = WelcomePage(backend.campaigns, backend.demo)
        welcome.campaign_created.connect(self.open_campaign)
        self._show_in_roster_tab(welcome)
        self.campaign = None
        self._clear_campaign_pages()
        self.undo.clear()
        self.campaign_label.setText(self.tr("No campaign yet"))
        self.setWindowTitle(self.tr("X-COM Campaign Manager"))
        welcome.setFocus()

    def welcome_page(self) -> WelcomePage | None:
        """The welcome page if it is showing."""
        from xcom_manager.ui.welcome import WelcomePage

        current = self.roster_host.currentWidget()
        return current if isinstance(current, WelcomePage) else None

    # -- campaigns ------------------------------------------------------------------------------

    def attach(self, backend: Backend) -> None:
        """Use ``backend``: open the last used (or first) campaign, or welcome the user."""
        self.backend = backend
        from xcom_manager.ui.live_refresh import LiveRefresh

        self.live_refresh = LiveRefresh(self, backend.db.url)  # other GMs' commits
        self.location_label.setText(self._location_text(backend.db.location))
        campaigns = backend.campaigns.list_campaigns()
        if not campaigns:
            self.show_welcome()
        else:
            ids = [info.id for info in campaigns]
            last = self.last_campaign_id(backend.db.url)
            if last is not None and last in ids:
                self.open_campaign(last, Page(page_closed_on(self._settings, len(Page))))
            else:
                self.open_campaign(ids[0])
        self.databases.remember(backend.db.url)
        self._update_campaign_actions()
        self.opening_finished.emit()

    def detach(self) -> Backend | None:
        """Stop using the current backend (the caller closes its database); returns it."""
        backend, self.backend = self.backend, None
        if backend is not None:
            self.live_refresh.stop()
            self.undo.clear()
            self.campaign = None
            self._clear_campaign_pages()
            self.show_opening(backend.db.location)
            self._update_campaign_actions()
            self.detached.emit()
        return backend

    def open_campaign(self, campaign_id: int, page: Page = Page.ROSTER) -> None:
        """Show campaign ``campaign_id`` on ``page`` and remember it as the last used."""
        from xcom_manager.services.core.errors import UserError
        from xcom_manager.ui.roster.view import RosterView

        backend = self._require_backend()
        try:
            info = backend.campaigns.get(campaign_id)
            self.undo.clear()  # commands of another campaign's roster make no sense here
            stack = self.undo.stack(Page.ROSTER)
            view = RosterView(backend.roster, backend.campaigns, campaign_id, stack)
        except UserError as error:
            from xcom_manager.ui.common.texts import error_text

            self._show_error(self.tr("Cannot open the campaign"), error_text(error))
            return
        view.changed.connect(self._page_changed)
        self.campaign = info
        self._show_in_roster_tab(view)
        self.tabs.setCurrentIndex(Page.ROSTER)  # first: the page shown before is not rebuilt
        self._set_campaign_pages(backend, info.id)
        self.tabs.setCurrentIndex(page)  # built once, with its new view
        self._show_campaign_name(info.id, info)
        self.databases.remember(backend.db.url, info.id)
        self._update_campaign_actions()
        if page == Page.ROSTER:
            view.setFocus()
        else:
            focus_page(self.tabs.currentWidget())
        self.campaign_opened.emit(info.id)

    def _show_campaign_name(self, campaign_id: int, info: CampaignInfo | None = None) -> None:
        """The campaign's name (read again unless ``info``) in the title and the status bar."""
        if self.backend is None:
            return
        info = self.campaign = info or self.backend.campaigns.get(campaign_id)
        page = self.roster_host.currentWidget()
        if page is not None:
            self.show_preview(page, info.name, info.ruleset_name)

    def _set_campaign_pages(self, backend: Backend, campaign_id: int) -> None:
        """Give the campaign's tabs their views, each made when its tab is first shown."""
        stacks = PageStacks(
            self.undo.stack(Page.INVENTORY),
            self.undo.stack(Page.MISSIONS),
            self.undo.stack(Page.AUDIT),
        )
        made = page_factories(backend, campaign_id, self._settings, stacks, self._connect_page)
        self.inventory_page.set_factory(made.inventory)
        self.missions_page.set_factory(made.missions)
        self.audit_page.set_factory(made.audit)
        self._on_page_shown(self.tabs.currentIndex())

    def _clear_campaign_pages(self) -> None:
        for page in (self.inventory_page, self.missions_page, self.audit_page):
            page.set_factory(None)

    def _on_page_shown(self, index: int) -> None:
        """Build a campaign page the first time it is shown (a built page that missed changes
        meanwhile reloads itself as it is shown: ``CampaignPage.apply_changes``); its undo
        stack becomes the Edit menu's."""
        self.status_bar.page_shown()
        self.undo.show_page(index)
        if index == Page.INVENTORY:
            self.inventory_page.ensure_built()
        elif index == Page.MISSIONS:
            self.missions_page.ensure_built()
        elif index == Page.AUDIT:
            self.audit_page.ensure_built()

    # -- what changed ---------------------------------------------------------------------------

    def broadcast(self, changes: Changes, *, sender: QObject | None = None) -> None:
        """Hand ``changes`` to every built page but ``sender`` (the page whose use-case made
        them has shown its result already); each reloads if they touch it, now or when shown.
        A campaign made or removed (here or by another GM) updates Switch campaign."""
        from xcom_manager.services.core.changes import Change

        for page in self.campaign_pages():
            if page is not sender:
                page.apply_changes(changes)
        if Change.campaigns in changes.kinds:
            self._update_campaign_actions()

    def campaign_pages(self) -> list[CampaignPage]:
        """The pages of the open campaign that have been built, in tab order."""
        from xcom_manager.ui.common.page import CampaignPage

        built = (
            self.roster_host.currentWidget(),
            self.inventory_page.view,
            self.missions_page.view,
            self.audit_page.view,
        )
        return [page for page in built if isinstance(page, CampaignPage)]

    def show_status(self, text: str, milliseconds: int = 0) -> None:
        """A passing line in the status bar; nothing once the window is being destroyed (an
        undo or a receipt can still report then, and the status bar is gone first)."""
        if shiboken6.isValid(self):
            bar = self.statusBar()
            if shiboken6.isValid(bar):
                bar.showMessage(text, milliseconds)

    def _connect_page(self, page: CampaignPage) -> None:
        page.status_message.connect(self.status_bar.show_page_message)  # gone on a page switch
        page.changed.connect(self._page_changed)

    def _page_changed(self, changes: object) -> None:
        """A page's ``changed``: hand its ``Changes`` to the other pages."""
        from xcom_manager.services.core.changes import Changes

        if isinstance(changes, Changes):
            self.broadcast(changes, sender=self.sender())

    def roster_page(self) -> QWidget:
        """What the Roster tab currently shows (message, welcome or roster view)."""
        widget = self.roster_host.currentWidget()
        assert widget is not None
        return widget

    def new_campaign(self) -> None:
        """Campaign ▸ New campaign…"""
        if self.backend is None:
            return
        info = self._run_new_campaign_dialog()
        if info is not None:
            self.open_campaign(info.id)

    def open_demo(self, ruleset_id: str | None = None) -> None:
        """File ▸ Open demo campaign (the wargame's) or Open board game demo: open that demo
        campaign, made the first time only."""
        from xcom_manager.services.core.errors import UserError

        backend = self._require_backend()
        try:
            demo = backend.demo.open_campaign(ruleset_id)
        except UserError as error:
            from xcom_manager.ui.common.texts import error_text

            self._show_error(self.tr("Cannot create the demo campaign"), error_text(error))
            return
        if self.campaign is not None and self.campaign.id == demo.campaign.id:
            self.set_page(Page.ROSTER)  # already open: its undo history stays
            self.statusBar().showMessage(self.tr("The demo campaign is already open."), 8000)
            return
        self.open_campaign(demo.campaign.id)
        if not demo.created:
            self.statusBar().showMessage(
                self.tr("Opened the demo campaign made before (its changes are kept)."), 8000
            )

    def switch_campaign(self) -> None:
        """Campaign ▸ Switch campaign…: choose another campaign of this database."""
        backend = self._require_backend()
        choices = [
            info
            for info in backend.campaigns.list_campaigns()
            if self.campaign is None or info.id != self.campaign.id
        ]
        if not choices:
            return
        chosen = self._choose_campaign(choices)
        if chosen is not None:
            self.open_campaign(chosen)

    # -- pages ------------------------------------------------------------------------------

    @property
    def painted(self) -> bool:
        """Whether the window has been painted at least once."""
        return self._painted

    def current_page(self) -> Page:
        return Page(self.tabs.currentIndex())

    def set_page(self, page: Page) -> None:
        self.tabs.setCurrentIndex(page)
        focus_page(self.tabs.currentWidget())  # its shortcuts work at once

    @property
    def undo_stack(self) -> QUndoStack:
        """The undo stack of the page on screen (the roster's on a page without one)."""
        return self.undo.active_stack() or self.undo.stack(Page.ROSTER)

    # -- Qt events ----------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            # Queued: the frame is flushed to the screen before anyone reacts to it.
            QTimer.singleShot(0, self.first_painted.emit)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if not self.receipts.offer_on_close():  # the end of an evening; Cancel: stay
            event.ignore()
            return
        page = None if self.campaign is None else int(self.current_page())
        remember_window(self, self._settings, page)
        super().closeEvent(event)

    # -- dialogs (small methods that tests replace) ------------------------------------------

    def _run_new_campaign_dialog(self) -> CampaignInfo | None:
        from xcom_manager.ui.welcome import NewCampaignDialog

        backend = self._require_backend()
        dialog = NewCampaignDialog(backend.campaigns, self)
        dialog.exec()
        return dialog.created

    def _choose_campaign(self, choices: list[CampaignInfo]) -> int | None:
        labels = [
            self.tr("%1 (%2, %n soldier(s))", "", info.soldier_count)
            .replace("%1", info.name)
            .replace("%2", info.ruleset_name)
            for info in choices
        ]
        label, ok = QInputDialog.getItem(
            self, self.tr("Switch campaign"), self.tr("Open campaign:"), labels, 0, False
        )
        return choices[labels.index(label)].id if ok and label in labels else None

    def _show_error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    # -- building --------------------------------------------------------------------------------

    def _make_actions(self) -> None:
        # setShortcuts([...]), not setShortcut(...): the latter's overloads load the Qt namespace.
        self.new_campaign_action = QAction(self.tr("&New campaign…"), self)
        # Not Ctrl+N: the roster recruits a soldier with it.
        self.new_campaign_action.setShortcuts([QKeySequence("Ctrl+Shift+N")])
        self.new_campaign_action.triggered.connect(self.new_campaign)
        self.open_demo_action = QAction(self.tr("Open &demo campaign"), self)
        self.open_demo_action.triggered.connect(lambda: self.open_demo())
        self.open_board_demo_action = QAction(self.tr("Open board &game demo"), self)
        self.open_board_demo_action.triggered.connect(lambda: self.open_demo("boardgame"))
        self.switch_campaign_action = QAction(self.tr("&Switch campaign…"), self)
        self.switch_campaign_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Open)])
        self.switch_campaign_action.triggered.connect(self.switch_campaign)
        self.quit_action = QAction(self.tr("&Quit"), self)
        self.quit_action.setShortcuts([QKeySequence("Ctrl+Q")])
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.quit_action.triggered.connect(self.close)

        self.undo_action, self.redo_action = self.undo.undo_action, self.undo.redo_action

        self.page_actions: list[QAction] = []
        for page, name in zip(Page, self._page_titles(), strict=True):
            action = QAction(name, self)
            action.setShortcuts([QKeySequence(f"Ctrl+{page.value + 1}")])
            action.triggered.connect(lambda _checked=False, p=page: self.set_page(p))
            self.page_actions.append(action)

        self.about_action = QAction(self.tr("&About X-COM Campaign Manager"), self)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda: show_about(self))

    def _make_menus(self) -> None:
        bar = self.menuBar()
        campaign_menu = bar.addMenu(self.tr("&File"))
        campaign_menu.addActions([self.databases.new_action, self.databases.open_action])
        campaign_menu.addMenu(self.databases.recent_menu)
        campaign_menu.addSeparator()
        campaign_menu.addAction(self.new_campaign_action)
        campaign_menu.addAction(self.open_demo_action)
        campaign_menu.addAction(self.open_board_demo_action)
        campaign_menu.addAction(self.switch_campaign_action)
        campaign_menu.addAction(self.campaign_settings.action)
        campaign_menu.addAction(self.importer.import_action)
        campaign_menu.addAction(self.receipts.write_action)
        campaign_menu.addAction(self.backups.restore_action)
        campaign_menu.addAction(self.read_only.reload_action)
        campaign_menu.addAction(TableShareDesk(self, self._opened).action)
        campaign_menu.addSeparator()
        campaign_menu.addAction(self.preferences.action)
        campaign_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu(self.tr("&Edit"))
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        view_menu = bar.addMenu(self.tr("&View"))
        view_menu.addActions(self.page_actions)
        self.zoom = TableZoom(self, view_menu, self._settings)
        self.players = PlayersDesk(self, view_menu)  # View ▸ Players' display… (Ctrl+Shift+F)
        help_menu = bar.addMenu(self.tr("&Help"))
        help_menu.addAction(self.about_action)

    # -- helpers -------------------------------------------------------------------------------

    def _show_in_roster_tab(self, widget: QWidget) -> None:
        """Make ``widget`` the Roster tab's page; a replaced page (not the message) is deleted."""
        if widget is not self.message_page:
            self.message_page.set_error(False)
        self.statusBar().clearMessage()  # the old page's passing message
        old = self.roster_host.currentWidget()
        if self.roster_host.indexOf(widget) < 0:
            self.roster_host.addWidget(widget)
        self.roster_host.setCurrentWidget(widget)
        if old is not None and old is not widget and old is not self.message_page:
            self.roster_host.removeWidget(old)
            old.deleteLater()

    def _opened(self) -> tuple[Database, CampaignService, int] | None:
        backend, campaign = self.backend, self.campaign
        if backend is None or campaign is None:
            return None
        return backend.db, backend.campaigns, campaign.id

    def _update_campaign_actions(self) -> None:
        has_backend = self.backend is not None
        self.new_campaign_action.setEnabled(has_backend)
        self.open_demo_action.setEnabled(has_backend)
        self.open_board_demo_action.setEnabled(has_backend)
        several = False
        if self.backend is not None:
            several = len(self.backend.campaigns.list_campaigns()) > 1
        self.switch_campaign_action.setEnabled(several)
        self.receipts.write_action.setEnabled(self.campaign is not None)
        self.campaign_settings.action.setEnabled(self.campaign is not None)

    def _require_backend(self) -> Backend:
        if self.backend is None:
            raise RuntimeError("no database is attached to the main window")
        return self.backend

    def _location_text(self, location: str) -> str:
        return self.tr("Database: %1").replace("%1", location)

    def last_campaign_id(self, db_url: str) -> int | None:
        """The campaign last used in the database at ``db_url``, if remembered."""
        return self.databases.last_campaign(db_url)

    def _rulesets(self) -> list[tuple[str, str]]:
        return self.backend.campaigns.available_rulesets() if self.backend is not None else []

    def _page_titles(self) -> tuple[str, ...]:
        """The pages' titles in the language shown, their Alt letters marked, in tab order."""
        return (
            self.tr("&Roster"),
            self.tr("&Inventory"),
            self.tr("&Missions"),
            self.tr("&Audit log"),
            StatsDesk.title(),
        )

    def _reload_pages(self) -> None:
        """Build the campaign's pages again (a new language or GM name)."""
        for page, title in zip(Page, self._page_titles(), strict=True):
            self.tabs.setTabText(page, title.replace("&", ""))  # no Alt letters on the tabs
            self.page_actions[page].setText(title)
        self.stats_desk.rebuild()
        if self.campaign is not None:
            self.open_campaign(self.campaign.id, self.current_page())  # the GM stays where they are
        elif self.welcome_page() is not None:
            self.show_welcome()
