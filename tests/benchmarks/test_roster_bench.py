"""Roster speed on 10,000 soldiers in a real SQLite file.

Run with ``./manage.sh bench``. Budgets: the roster opens to its first paint in ≤ 30 ms; the
whole roster is then loaded in the background within 2 s, the GUI thread never stalled over
50 ms meanwhile (the longest gap between two ticks of a 5 ms timer); once loaded, a search
keystroke re-filters in ≤ 16 ms, the columns' measure of the rows it shows included.
"""

from __future__ import annotations

import itertools
import random
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from tests.benchmarks.budgets import rounds, within
from tests.ui.conftest import RosterBackend, bulk_fill_soldiers
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.roster.proxy import StatusFilter
from xcom_manager.ui.roster.view import RosterView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

SOLDIERS = 10_000


@pytest.fixture(scope="module")
def big_roster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[RosterBackend]:
    folder: Path = tmp_path_factory.mktemp("roster10k")
    db = Database.open(f"sqlite:///{folder}/c.db")
    campaigns = CampaignService(db)
    roster = RosterService(db, campaigns)
    campaign = campaigns.create_campaign("Ten thousand", "wargame")
    backend = RosterBackend(db, campaigns, roster, campaign.id)
    bulk_fill_soldiers(backend, SOLDIERS)
    yield backend
    db.close()


class _PaintSpy(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.painted = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def _open(backend: RosterBackend, stack: QUndoStack) -> RosterView:
    view = RosterView(
        backend.roster, backend.campaigns, backend.campaign_id, stack, rng=random.Random(1)
    )
    spy = _PaintSpy()
    view.table.viewport().installEventFilter(spy)
    view.resize(1280, 800)
    view.show()
    # First paint: deliver the pending layout events and paint now, synchronously. (Timers are
    # not run here: the background fetch starts after the first paint, it is not part of it.)
    QApplication.sendPostedEvents()
    view.repaint()
    app = QApplication.instance()
    assert app is not None
    while not spy.painted:  # pragma: no cover - a platform that paints only on expose
        app.processEvents()
    view.table.viewport().removeEventFilter(spy)
    return view


def test_open_10k_roster_to_first_paint(
    benchmark: Any, qapp: QApplication, big_roster: RosterBackend
) -> None:
    stack = QUndoStack()
    views: list[RosterView] = []

    def open_view() -> None:
        views.append(_open(big_roster, stack))

    def close_views() -> None:
        for view in views:
            view.close()
            view.deleteLater()
        views.clear()
        # Really delete them (with their background fetch timers) before the next round.
        QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    benchmark.pedantic(open_view, teardown=close_views, rounds=rounds(15, 5), warmup_rounds=2)
    within("roster 10k: first paint", benchmark.stats.stats.median * 1000, 30, "ms")


class _StallWatch:
    """The longest gap between two ticks of a 5 ms timer: how long the GUI thread was busy."""

    def __init__(self) -> None:
        self.longest = 0.0
        self._last = time.perf_counter()
        self._timer = QTimer()
        self._timer.setInterval(5)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.longest = max(self.longest, now - self._last)
        self._last = now

    def stop(self) -> None:
        self._tick()
        self._timer.stop()


def _close(view: RosterView) -> None:
    view.close()
    view.deleteLater()
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def test_10k_roster_loads_in_the_background_without_a_stall(
    benchmark: Any, qapp: QApplication, big_roster: RosterBackend
) -> None:
    """From the first paint until every soldier is read, the window stays responsive."""
    stack = QUndoStack()
    stalls: list[float] = []

    def load() -> None:
        view = _open(big_roster, stack)
        watch = _StallWatch()
        deadline = time.perf_counter() + 60
        while not view.fully_loaded and time.perf_counter() < deadline:
            qapp.processEvents()
        watch.stop()
        stalls.append(watch.longest * 1000)
        benchmark.extra_info.setdefault("longest_stall_ms", []).append(round(stalls[-1], 1))
        assert view.fully_loaded, "the roster was not loaded within a minute"
        assert view.model.rowCount() > 0
        _close(view)

    benchmark.pedantic(load, rounds=rounds(3, 1), warmup_rounds=0)
    within("roster 10k: loaded in the background", benchmark.stats.stats.median, 2.0, "s")
    within("roster 10k: longest GUI stall while loading", max(stalls), 50, "ms")


def test_filter_keystroke_on_10k_loaded_roster(
    benchmark: Any, qapp: QApplication, qtbot: Any, big_roster: RosterBackend
) -> None:
    stack = QUndoStack()
    view = _open(big_roster, stack)
    qtbot.addWidget(view)
    qtbot.waitUntil(lambda: view.fully_loaded, timeout=30_000)
    view.set_status_filter(StatusFilter.ALL)
    assert view.proxy.rowCount() == SOLDIERS
    qapp.processEvents()
    # What a user types and deletes: each step narrows or widens the search by one keystroke.
    texts = itertools.cycle(["a", "an", "ann", "an", "a", "", "s", "se", "s", ""])

    def keystroke() -> None:
        # The filter and the columns' measure of the rows now on screen (layoutChanged);
        # between keystrokes, untimed, the repaint and the columns' share-out.
        view.search_edit.setText(next(texts))

    benchmark.pedantic(keystroke, setup=qapp.processEvents, rounds=rounds(100, 30), warmup_rounds=5)
    within("roster 10k: keystroke re-filter", benchmark.stats.stats.median * 1000, 16, "ms")

    # For the report: the same keystroke including the repaint of the visible rows.
    timer = __import__("time").perf_counter
    with_paint = []
    for _ in range(30):
        start = timer()
        view.search_edit.setText(next(texts))
        view.table.viewport().repaint()
        with_paint.append((timer() - start) * 1000)
    benchmark.extra_info["keystroke_with_repaint_median_ms"] = statistics.median(with_paint)
    view.close()
