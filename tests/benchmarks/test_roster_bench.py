"""Roster speed on 10,000 soldiers in a real SQLite file.

Run with ``.venv/bin/python -m pytest tests/benchmarks --benchmark-only``. Requirements: the
roster opens to its first paint in < 100 ms, and a search keystroke re-filters in < 16 ms.
"""

from __future__ import annotations

import itertools
import random
import statistics
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import RosterBackend, bulk_fill_soldiers
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.roster import RosterService
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

    benchmark.pedantic(open_view, teardown=close_views, rounds=15, warmup_rounds=2)
    median_ms = benchmark.stats.stats.median * 1000
    assert median_ms < 100, f"first paint took {median_ms:.1f} ms (median)"


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
        view.search_edit.setText(next(texts))

    benchmark.pedantic(keystroke, rounds=100, warmup_rounds=5)
    median_ms = benchmark.stats.stats.median * 1000
    assert median_ms < 16, f"a keystroke re-filtered in {median_ms:.1f} ms (median)"

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
