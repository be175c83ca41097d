"""The Statistics page's charts, drawn by matplotlib's Qt backend (QtCharts is deprecated since
Qt 6.10): casualties and kills per mission, the roster by class and status, wounds over time.

This module imports matplotlib; it is imported only when the Statistics page first opens, so
the window's start stays fast. Every word on a chart goes through ``tr`` (DejaVu Sans, the
default font, has Cyrillic).
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator
from PySide6.QtWidgets import QGridLayout, QSizePolicy, QWidget

from xcom_manager.services.stats import CampaignStats
from xcom_manager.ui.roster.texts import STATUS_ORDER, status_label

__all__ = ["ChartsPanel"]

#: The bars' colours: casualties, wounded, kills (the roster's status colours where they fit).
_CASUALTIES, _WOUNDED, _KILLS = "#7f8c8d", "#b9770e", "#2e86c1"
_STATUS_COLOURS = {
    "active": "#27ae60",
    "wounded": "#b9770e",
    "down": "#c0392b",
    "mia": "#95a5a6",
    "dead": "#34495e",
    "retired": "#2e86c1",
}


def _short(name: str, limit: int = 14) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


class _Chart(FigureCanvasQTAgg):
    def __init__(self) -> None:
        self.figure = Figure(figsize=(5, 3.2), layout="constrained")
        super().__init__(self.figure)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(280, 200)


class ChartsPanel(QWidget):
    """Three charts of the campaign, drawn again by :meth:`show_stats`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsCharts")
        self.per_mission = _Chart()
        self.roster = _Chart()
        self.wounds = _Chart()
        layout = QGridLayout(self)
        layout.addWidget(self.per_mission, 0, 0)
        layout.addWidget(self.roster, 0, 1)
        layout.addWidget(self.wounds, 1, 0, 1, 2)

    def titles(self) -> list[str]:
        """The charts' titles as drawn (for the tests and the reports)."""
        return [
            axes.get_title()
            for chart in (self.per_mission, self.roster, self.wounds)
            for axes in chart.figure.axes
        ]

    def show_stats(self, stats: CampaignStats) -> None:
        self._per_mission(stats)
        self._roster(stats)
        self._wounds(stats)
        for chart in (self.per_mission, self.roster, self.wounds):
            chart.draw_idle()

    def _empty(self, chart: _Chart, title: str) -> None:
        axes = chart.figure.subplots()
        axes.set_title(title)
        axes.text(0.5, 0.5, self.tr("No missions yet"), ha="center", va="center")
        axes.set_axis_off()

    def _per_mission(self, stats: CampaignStats) -> None:
        chart = self.per_mission
        chart.figure.clear()
        title = self.tr("Casualties and kills per mission")
        if not stats.missions:
            self._empty(chart, title)
            return
        axes = chart.figure.subplots()
        names = [_short(m.name) for m in stats.missions]
        spots = list(range(len(names)))
        width = 0.27
        series: Sequence[tuple[str, list[int], str]] = (
            (self.tr("Killed or missing"), [m.casualties for m in stats.missions], _CASUALTIES),
            (self.tr("Wounded"), [m.wounded for m in stats.missions], _WOUNDED),
            (self.tr("Kills"), [m.kills for m in stats.missions], _KILLS),
        )
        for offset, (label, values, colour) in enumerate(series):
            axes.bar(
                [x + (offset - 1) * width for x in spots], values, width, label=label, color=colour
            )
        axes.set_title(title)
        axes.set_xticks(spots, names, rotation=30 if len(names) > 4 else 0, ha="right")
        axes.set_ylabel(self.tr("Soldiers or aliens"))
        axes.yaxis.set_major_locator(MaxNLocator(integer=True))
        axes.legend(fontsize="small")

    def _roster(self, stats: CampaignStats) -> None:
        chart = self.roster
        chart.figure.clear()
        axes = chart.figure.subplots()
        title = self.tr("The roster by class and status")
        axes.set_title(title)
        classes = sorted({c for c, _ in stats.roster}, key=lambda c: stats.names.get(c, c))
        if not classes:
            axes.text(0.5, 0.5, self.tr("No soldiers yet"), ha="center", va="center")
            axes.set_axis_off()
            return
        spots = list(range(len(classes)))
        bottom = [0] * len(classes)
        statuses = [s for s in STATUS_ORDER if any(k[1] == s for k in stats.roster)]
        statuses += sorted({k[1] for k in stats.roster} - set(statuses))
        for status in statuses:
            values = [stats.roster.get((c, status), 0) for c in classes]
            axes.barh(
                spots,
                values,
                left=bottom,
                label=status_label(status),
                color=_STATUS_COLOURS.get(status, "#bdc3c7"),
            )
            bottom = [b + v for b, v in zip(bottom, values, strict=True)]
        axes.set_yticks(spots, [_short(stats.names.get(c, c), 18) for c in classes])
        axes.set_xlabel(self.tr("Soldiers"))
        axes.xaxis.set_major_locator(MaxNLocator(integer=True))
        axes.legend(fontsize="small")

    def _wounds(self, stats: CampaignStats) -> None:
        chart = self.wounds
        chart.figure.clear()
        title = self.tr("Wounds over time")
        if not stats.missions:
            self._empty(chart, title)
            return
        axes = chart.figure.subplots()
        spots = list(range(1, len(stats.missions) + 1))
        each = [m.wounds_taken for m in stats.missions]
        running = [sum(each[:i]) for i in spots]
        axes.bar(spots, each, color=_WOUNDED, label=self.tr("Wounds taken on the mission"))
        axes.plot(spots, running, color="#c0392b", marker="o", label=self.tr("Wounds so far"))
        axes.set_title(title)
        axes.set_xlabel(self.tr("Mission, in the order they were started"))
        axes.set_ylabel(self.tr("Wounds"))
        axes.set_xticks(spots, [str(i) for i in spots])
        axes.yaxis.set_major_locator(MaxNLocator(integer=True))
        axes.legend(fontsize="small")
