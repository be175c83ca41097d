"""The Statistics page's charts on matplotlib's Qt backend (QtCharts is deprecated since
Qt 6.10), drawn by :mod:`.figures`.

This module imports matplotlib; it is imported only when the Statistics page first opens, so
the window's start stays fast.
"""

from __future__ import annotations

import shiboken6
from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from xcom_manager.rules.language import display_language
from xcom_manager.services.stats import CampaignStats
from xcom_manager.ui.stats.figures import draw_per_mission, draw_roster, draw_wounds

__all__ = ["ChartsPanel"]


class _Chart(FigureCanvasQTAgg):
    def __init__(self) -> None:
        self.figure = Figure(figsize=(5, 3.2), layout="constrained")
        super().__init__(self.figure)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 200)

    def _draw_idle(self) -> None:
        """matplotlib's deferred draw, skipped once Qt has deleted the widget (a page closed
        before its timer fired would raise from the event loop), and while the chart is not
        on screen (the Statistics page opens on its Overview): the draw stays pending, and the
        chart's first paint does it (``FigureCanvasQTAgg.paintEvent``)."""
        if shiboken6.isValid(self) and self.isVisible():
            super()._draw_idle()


class ChartsPanel(QWidget):
    """Three charts of the campaign, drawn again by :meth:`show_stats`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsCharts")
        self.per_mission = _Chart()
        self.roster = _Chart()
        self.wounds = _Chart()
        self._shown: tuple[CampaignStats | None, str] | None = None
        self._pending: CampaignStats | None = None  # the figures to draw once on screen
        layout = QGridLayout(self)
        layout.addWidget(self.per_mission, 0, 0)
        layout.addWidget(self.roster, 0, 1)
        layout.addWidget(self.wounds, 1, 0, 1, 2)

    def titles(self) -> list[str]:
        """The charts' titles as drawn (for the tests; what waits for the section is drawn
        first)."""
        self._draw(self._pending)
        return [
            axes.get_title()
            for chart in (self.per_mission, self.roster, self.wounds)
            for axes in chart.figure.axes
        ]

    def show_stats(self, stats: CampaignStats) -> None:
        """Show the charts of ``stats``: drawn now if the Charts section is on screen, else
        when it is shown (building the three figures takes the GUI thread some 0.3 s, and the
        page opens on its Overview); not again for the same figures in the same language (the
        page reads them every time it is shown)."""
        self._pending = stats
        if self.isVisible():
            self._draw(stats)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._draw(self._pending)

    def _draw(self, stats: CampaignStats | None) -> None:
        shown = (stats, display_language())
        if stats is None or shown == self._shown:
            return
        self._shown = shown
        draw_per_mission(self.per_mission.figure, stats)
        draw_roster(self.roster.figure, stats)
        draw_wounds(self.wounds.figure, stats)
        for chart in (self.per_mission, self.roster, self.wounds):
            chart.draw_idle()
