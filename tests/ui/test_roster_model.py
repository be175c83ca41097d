"""RosterTableModel and RosterFilterProxy over a real campaign file."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QModelIndex, Qt

from tests.ui.conftest import RosterBackend, bulk_fill_soldiers
from xcom_manager.ui.roster_model import (
    ID_ROLE,
    SORT_ROLE,
    RosterFilterProxy,
    RosterTableModel,
    StatusFilter,
    soldiers_of,
)

pytestmark = pytest.mark.gui


def _model(backend: RosterBackend, batch_size: int = 50) -> RosterTableModel:
    ruleset = backend.campaigns.ruleset_for(backend.campaign_id)
    return RosterTableModel(backend.roster, backend.campaign_id, ruleset, batch_size=batch_size)


def test_columns_follow_the_ruleset_stat_line(roster_backend: RosterBackend) -> None:
    model = _model(roster_backend)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [
        "Name",
        "Rank",
        "Class",
        "Unit type",
        "WS",
        "BS",
        "S",
        "T",
        "W",
        "I",
        "A",
        "Ld",
        "Sv",
        "Wounds",
        "Status",
    ]


@pytest.mark.parametrize("through_proxy", [False, True])
def test_model_passes_the_model_tester(
    qtmodeltester: object, roster_backend: RosterBackend, through_proxy: bool
) -> None:
    # One tester per model: the tester keeps one "change in flight", and the proxy's layout
    # change nests inside its source's.
    bulk_fill_soldiers(roster_backend, 120)
    model = _model(roster_backend)
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    check = qtmodeltester.check  # type: ignore[attr-defined]
    check(proxy if through_proxy else model, force_py=True)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    proxy.set_search_text("a")
    proxy.set_status_filter(StatusFilter.ALL)
    proxy.sort(model.STATS_START, Qt.SortOrder.DescendingOrder)
    model.upsert(model.soldier_at(0))
    check(proxy if through_proxy else model, force_py=True)


def test_fetches_lazily_in_batches(roster_backend: RosterBackend) -> None:
    bulk_fill_soldiers(roster_backend, 130)
    model = _model(roster_backend, batch_size=50)
    model.sort(-1)
    proxy = RosterFilterProxy()
    proxy.set_status_filter(StatusFilter.ALL)
    proxy.setSourceModel(model)
    proxy.set_status_filter(StatusFilter.ALL)
    assert model.rowCount() == 0
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.loaded_count == 50
    model.fetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.loaded_count == 130
    assert not model.canFetchMore(QModelIndex())
    assert model.rowCount() == 130


def test_display_and_sort_roles_are_precomputed(
    roster_backend: RosterBackend, recruit_soldiers: Callable[[int], list[int]]
) -> None:
    (soldier_id,) = recruit_soldiers(1)
    model = _model(roster_backend)
    model.fetchMore(QModelIndex())
    row = roster_backend.roster.get_soldier(soldier_id)
    assert model.data(model.index(0, model.NAME)) == row.name
    assert model.data(model.index(0, model.WOUNDS)) == f"{row.wounds}/{row.max_wounds}"
    assert model.data(model.index(0, model.STATUS)) == "Active"
    assert model.data(model.index(0, model.STATS_START), SORT_ROLE) == row.stat("WS")
    assert model.data(model.index(0, model.RANK), SORT_ROLE) == 0  # Rookie, the lowest rank
    assert model.data(model.index(0, 3), ID_ROLE) == soldier_id


def test_status_filter_and_search(roster_backend: RosterBackend) -> None:
    bulk_fill_soldiers(roster_backend, 100)  # statuses cycle through 10 values (see conftest)
    model = _model(roster_backend, batch_size=1000)
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    model.fetchMore(QModelIndex())
    assert proxy.rowCount() == 70  # active, wounded
    proxy.set_status_filter(StatusFilter.MEMORIAL)
    assert {s.status for s in soldiers_of(proxy)} == {"dead", "mia"}
    assert proxy.rowCount() == 20
    proxy.set_status_filter(StatusFilter.RETIRED)
    assert proxy.rowCount() == 10
    proxy.set_status_filter(StatusFilter.ALL)
    first = model.soldier_at(0)
    proxy.set_search_text(first.name.upper())
    assert first in soldiers_of(proxy)
    assert all(first.name.casefold() in s.name.casefold() for s in soldiers_of(proxy))
    proxy.set_search_text("no such soldier")
    assert proxy.rowCount() == 0


def test_sort_by_rank_follows_rank_order(roster_backend: RosterBackend) -> None:
    bulk_fill_soldiers(roster_backend, 60)
    model = _model(roster_backend, batch_size=1000)
    model.fetchMore(QModelIndex())
    ranks = roster_backend.campaigns.ruleset_for(roster_backend.campaign_id).ranks
    model.sort(model.RANK, Qt.SortOrder.AscendingOrder)
    shown = [ranks.index(s.rank) for s in soldiers_of(model)]
    assert shown == sorted(shown)
    model.sort(model.STATS_START + 1, Qt.SortOrder.DescendingOrder)
    bs = [s.stat("BS") for s in soldiers_of(model)]
    assert bs == sorted(bs, reverse=True)
