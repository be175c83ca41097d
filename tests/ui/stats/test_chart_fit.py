"""Issue 14 item 3: the charts fit a small window. The missions under the casualties chart
are named whole (wrapped onto two lines), and the roster chart's legend lies below the bars,
not over them, at the size the Statistics page gives a chart in a 1024×700 window, in Russian
too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure
from matplotlib.patches import Rectangle
from PySide6.QtWidgets import QApplication

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.stats import CampaignStats, StatsService
from xcom_manager.store.db import Database
from xcom_manager.ui import i18n
from xcom_manager.ui.stats.figures import draw_per_mission, draw_roster

pytestmark = pytest.mark.gui

#: About the size of a chart on the page in a 1024×700 window (inches at 100 dpi).
_SMALL = (4.9, 2.6)


@pytest.fixture(scope="module")
def demo_url(tmp_path_factory: pytest.TempPathFactory) -> str:
    url = f"sqlite:///{tmp_path_factory.mktemp('charts') / 'demo.db'}"
    with Database.open(url) as db:
        DemoService(db, CampaignService(db)).create_campaign("wargame")
    return url


def _stats(url: str) -> CampaignStats:
    """The demo's figures, its classes named in the language installed now."""
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        return StatsService(db, campaigns).campaign(campaigns.list_campaigns()[0].id)


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param != "en":
        i18n.install_translator(request.param)
    yield str(request.param)
    i18n.remove_translators()


def _drawn(stats: CampaignStats, draw: object) -> Figure:
    figure = Figure(figsize=_SMALL, dpi=100, layout="constrained")
    FigureCanvasAgg(figure)
    draw(figure, stats)  # type: ignore[operator]
    figure.canvas.draw()
    return figure


def test_the_missions_are_named_whole(demo_url: str) -> None:
    stats = _stats(demo_url)
    assert any(len(m.name) > 14 for m in stats.missions)  # names the old cut shortened
    figure = _drawn(stats, draw_per_mission)
    shown = [label.get_text() for label in figure.axes[0].get_xticklabels()]
    assert [" ".join(text.split("\n")) for text in shown] == [m.name for m in stats.missions]


def test_the_roster_legend_covers_no_bar(demo_url: str, language: str) -> None:
    stats = _stats(demo_url)
    figure = _drawn(stats, draw_roster)
    renderer = figure.canvas.get_renderer()  # type: ignore[attr-defined]
    legends = [*figure.legends, *(a.get_legend() for a in figure.axes if a.get_legend())]
    assert legends, "the roster chart has a legend"
    bars = [p for p in figure.axes[0].patches if isinstance(p, Rectangle) and p.get_width()]
    assert bars
    for legend in legends:
        box = legend.get_window_extent(renderer)
        assert box.x0 >= 0 and box.x1 <= figure.bbox.width, "the legend is cut by the figure"
        covered = [bar for bar in bars if box.overlaps(bar.get_window_extent(renderer))]
        assert covered == [], f"the legend covers {len(covered)} bar(s) ({language})"
