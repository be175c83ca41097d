"""The Statistics tab of the window (Ctrl+5): a
:class:`~xcom_manager.ui.common.lazy_page.LazyPage` whose view
(:class:`~xcom_manager.ui.stats.view.StatisticsView`) is built the first time the tab is shown
and reads the campaign again every time it is shown (what the other pages changed meanwhile
shows at once).

The desk follows the window by its signals (a campaign opened, an opening finished) and, as
the tab is shown, by the window's open campaign, so the window only makes it. Imported before
the window's first paint: only PySide6 and the lazy page at module level; the services, the
view and matplotlib when the page first opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from xcom_manager.ui.common.lazy_page import LazyPage

if TYPE_CHECKING:
    from xcom_manager.ui.main_window import MainWindow

__all__ = ["StatsDesk"]


class StatsDesk(QObject):
    """Owns the Statistics tab: adds it to the window's tabs and builds its view on demand."""

    @staticmethod
    def title() -> str:
        """The tab's and the View menu's name."""
        return QCoreApplication.translate("StatsDesk", "&Statistics")

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.page = LazyPage(
            self.tr("No campaign is open"),
            self.tr("Open or create a campaign to see its statistics and dice luck."),
        )
        self.page.setObjectName("statisticsPage")
        self.index = window.tabs.addTab(
            self.page, self.title().replace("&", "")
        )  # Ctrl+5, no Alt letter
        self._showing: tuple[int, int] | None = None
        window.tabs.currentChanged.connect(self._shown)
        window.campaign_opened.connect(self._follow)
        window.opening_finished.connect(self._follow)

    def _follow(self) -> None:
        """Show the window's open campaign (a view of another one, or of none, is dropped)."""
        window = self._window
        backend, campaign = window.backend, window.campaign
        showing = (id(backend), campaign.id) if backend is not None and campaign else None
        if showing == self._showing:
            return
        self._showing = showing
        if backend is None or campaign is None:
            self.page.set_factory(None)
            return
        campaign_id = campaign.id

        def view() -> QWidget:
            from xcom_manager.services.stats import StatsService
            from xcom_manager.ui.stats.view import StatisticsView

            return StatisticsView(StatsService(backend.db, backend.campaigns), campaign_id)

        self.page.set_factory(view)

    def rebuild(self) -> None:
        """Build the page again when next shown (a new language: its tables' headings too),
        at once if it is on screen."""
        self._showing = None
        self._follow()
        if self._window.tabs.currentIndex() == self.index:
            self.page.ensure_built()

    def _shown(self, index: int) -> None:
        if index != self.index:
            return
        self._follow()
        built = self.page.view
        self.page.ensure_built()
        if built is not None:  # shown again: read what changed meanwhile
            from xcom_manager.ui.stats.view import StatisticsView

            if isinstance(built, StatisticsView):
                built.refresh()
