"""The campaign's charts drawn on matplotlib figures (for the Statistics page's canvases and
the printed campaign report): casualties and kills per mission, the roster by class and
status, wounds over time. Every word goes through Qt's translation (context ``ChartsPanel``);
DejaVu Sans, matplotlib's default font, has Cyrillic.

Imports matplotlib: imported only when the Statistics page opens or a report is printed.
"""

from __future__ import annotations

import textwrap
from collections.abc import Callable

from matplotlib.axes import Axes
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QImage

from xcom_manager.services.stats import CampaignStats
from xcom_manager.ui.roster.texts import STATUS_ORDER, status_label

__all__ = ["draw_per_mission", "draw_roster", "draw_wounds", "image_of"]

#: The bars' colours: casualties, wounded, kills.
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


def _tick_name(name: str, width: int = 16, lines: int = 2) -> str:
    """A mission's name under its bars: wrapped onto ``lines`` lines of about ``width``
    characters (whole, as most names are), the last cut short only past that."""
    wrapped = textwrap.wrap(name, width) or [""]
    if len(wrapped) > lines:
        wrapped = [*wrapped[: lines - 1], _short(" ".join(wrapped[lines - 1 :]), width)]
    return "\n".join(_short(line, width + 4) for line in wrapped)


#: Above this many missions the charts draw lines, not a bar per mission (fast, readable).
_MANY_MISSIONS = 24


def _number_ticks(axes: Axes, count: int, *, start: int) -> None:
    """At most a dozen ticks, each a mission's number (from 1)."""
    step = max(1, -(-count // 12))
    spots = list(range(start, start + count, step))
    axes.set_xticks(spots, [str(x - start + 1) for x in spots])


def _nothing(figure: Figure, title: str, what: str) -> None:
    axes = figure.subplots()
    axes.set_title(title)
    axes.text(0.5, 0.5, what, ha="center", va="center")
    axes.set_axis_off()


def draw_per_mission(figure: Figure, stats: CampaignStats) -> None:
    """Killed or missing, wounded and kills, a group of bars per mission."""
    figure.clear()
    title = QCoreApplication.translate("ChartsPanel", "Casualties and kills per mission")
    if not stats.missions:
        _nothing(figure, title, QCoreApplication.translate("ChartsPanel", "No missions yet"))
        return
    axes = figure.subplots()
    names = [_tick_name(m.name) for m in stats.missions]
    spots = list(range(len(names)))
    series = (
        (
            QCoreApplication.translate("ChartsPanel", "Killed or missing"),
            [m.casualties for m in stats.missions],
            _CASUALTIES,
        ),
        (
            QCoreApplication.translate("ChartsPanel", "Wounded"),
            [m.wounded for m in stats.missions],
            _WOUNDED,
        ),
        (
            QCoreApplication.translate("ChartsPanel", "Kills"),
            [m.kills for m in stats.missions],
            _KILLS,
        ),
    )
    if len(names) <= _MANY_MISSIONS:
        width = 0.27
        for offset, (label, values, colour) in enumerate(series):
            spread = [x + (offset - 1) * width for x in spots]
            axes.bar(spread, values, width, label=label, color=colour)
        many = len(names) > 4
        axes.set_xticks(spots, names, rotation=30 if many else 0, ha="right" if many else "center")
    else:  # a long campaign: lines, and every n-th mission's number on the axis
        for label, values, colour in series:
            axes.plot(spots, values, label=label, color=colour, linewidth=1.2)
        _number_ticks(axes, len(names), start=0)
        axes.set_xlabel(
            QCoreApplication.translate("ChartsPanel", "Mission, in the order they were started")
        )
    axes.set_title(title)
    axes.set_ylabel(QCoreApplication.translate("ChartsPanel", "Soldiers or aliens"))
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.legend(fontsize="small")


def draw_roster(figure: Figure, stats: CampaignStats) -> None:
    """A bar per class, its soldiers stacked by status."""
    figure.clear()
    title = QCoreApplication.translate("ChartsPanel", "The roster by class and status")
    classes = sorted({c for c, _ in stats.roster}, key=lambda c: stats.names.get(c, c))
    if not classes:
        _nothing(figure, title, QCoreApplication.translate("ChartsPanel", "No soldiers yet"))
        return
    axes = figure.subplots()
    axes.set_title(title)
    spots = list(range(len(classes)))
    left = [0] * len(classes)
    statuses = [s for s in STATUS_ORDER if any(k[1] == s for k in stats.roster)]
    statuses += sorted({k[1] for k in stats.roster} - set(statuses))
    for status in statuses:
        values = [stats.roster.get((c, status), 0) for c in classes]
        colour = _STATUS_COLOURS.get(status, "#bdc3c7")
        axes.barh(spots, values, left=left, label=status_label(status), color=colour)
        left = [b + v for b, v in zip(left, values, strict=True)]
    axes.set_yticks(spots, [_short(stats.names.get(c, c), 18) for c in classes])
    axes.set_xlabel(QCoreApplication.translate("ChartsPanel", "Soldiers"))
    axes.xaxis.set_major_locator(MaxNLocator(integer=True))
    # Below the chart, not over it: the bars fill the axes' width (the widest class reaches
    # the right edge), so a legend inside covers some (it did in Russian at 1024 × 700).
    figure.legend(
        loc="outside lower center", ncols=min(len(statuses), 4), fontsize="small", frameon=False
    )


def draw_wounds(figure: Figure, stats: CampaignStats) -> None:
    """The wounds X-COM took on each mission, and so far."""
    figure.clear()
    title = QCoreApplication.translate("ChartsPanel", "Wounds over time")
    if not stats.missions:
        _nothing(figure, title, QCoreApplication.translate("ChartsPanel", "No missions yet"))
        return
    axes = figure.subplots()
    spots = list(range(1, len(stats.missions) + 1))
    each = [m.wounds_taken for m in stats.missions]
    running = [sum(each[:i]) for i in spots]
    each_label = QCoreApplication.translate("ChartsPanel", "Wounds taken on the mission")
    if len(spots) <= _MANY_MISSIONS:
        axes.bar(spots, each, 0.6, color=_WOUNDED, label=each_label)
    else:
        axes.plot(spots, each, color=_WOUNDED, linewidth=1.2, label=each_label)
    axes.plot(
        spots,
        running,
        color="#c0392b",
        marker="o" if len(spots) <= _MANY_MISSIONS else None,
        label=QCoreApplication.translate("ChartsPanel", "Wounds so far"),
    )
    axes.set_title(title)
    axes.set_xlabel(
        QCoreApplication.translate("ChartsPanel", "Mission, in the order they were started")
    )
    axes.set_ylabel(QCoreApplication.translate("ChartsPanel", "Wounds"))
    _number_ticks(axes, len(spots), start=1)
    axes.yaxis.set_major_locator(MaxNLocator(integer=True))
    axes.legend(fontsize="small")


def image_of(
    stats: CampaignStats,
    draw: Callable[[Figure, CampaignStats], None],
    *,
    width: float = 6.5,
    height: float = 3.2,
    dpi: int = 150,
) -> QImage:
    """One chart as an image (150 dpi, for print), drawn once by matplotlib's Agg renderer and
    copied from its pixels (a PNG written and read back cost as much again).

    The charts over the missions (numbers along both axes: their margins are known) get fixed
    margins; the roster's, whose left margin is its class names, a constrained layout (which
    costs a third of a chart's drawing)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fixed = draw in _FIXED_MARGINS
    figure = Figure(figsize=(width, height), dpi=dpi, layout=None if fixed else "constrained")
    canvas = FigureCanvasAgg(figure)
    draw(figure, stats)
    if fixed:
        figure.subplots_adjust(left=0.11, right=0.98, bottom=0.16, top=0.9)
    canvas.draw()
    pixels = canvas.buffer_rgba()
    columns, rows = canvas.get_width_height()
    image = QImage(bytes(pixels), columns, rows, columns * 4, QImage.Format.Format_RGBA8888)
    # Opaque, with its own pixels (the bytes above go when this returns): a PDF embeds an
    # image with an alpha channel as two.
    return image.convertToFormat(QImage.Format.Format_RGB32)


#: The charts :func:`image_of` draws with fixed margins.
_FIXED_MARGINS: tuple[Callable[[Figure, CampaignStats], None], ...] = (
    draw_per_mission,
    draw_wounds,
)
