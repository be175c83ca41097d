"""RosterTableModel and RosterFilterProxy over a real campaign file."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QModelIndex, Qt

from tests.ui.conftest import RosterBackend, bulk_fill_soldiers
from xcom_manager.ui.roster.model import ID_ROLE, SORT_ROLE, RosterTableModel
from xcom_manager.ui.roster.proxy import RosterFilterProxy, StatusFilter, soldiers_of

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
        "Missions",
        "Kills",
        "Date",
        "Mission",
        "Cause",
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


def test_lazy_loading_pages_by_id_and_gets_every_row(
    roster_backend: RosterBackend,
    recruit_soldiers: Callable[[int], list[int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    ids = recruit_soldiers(47)
    model = _model(roster_backend, batch_size=10)
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    proxy.set_status_filter(StatusFilter.ALL)
    calls: list[dict[str, object]] = []
    source = roster_backend.roster
    real = source.list_soldiers

    def spy(
        campaign_id: int, offset: int = 0, limit: int | None = None, *, after_id: int | None = None
    ) -> object:
        calls.append({"offset": offset, "limit": limit, "after_id": after_id})
        return real(campaign_id, offset, limit, after_id=after_id)

    monkeypatch.setattr(source, "list_soldiers", spy)
    model.fetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    # Meanwhile another GM dismisses a soldier not loaded yet and recruits a new one.
    source.dismiss(ids[30])
    (late,) = recruit_soldiers(1)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    expected = [i for i in ids if i != ids[30]] + [late]
    assert [s.id for s in soldiers_of(proxy)] == expected
    assert [s.id for s in soldiers_of(model)] == expected
    assert model.fully_loaded and model.total_count == model.loaded_count == len(expected)
    assert calls[0] == {"offset": 0, "limit": 10, "after_id": 0}
    assert calls[1]["after_id"] == ids[9]  # keyset paging: never an offset
    assert all(c["offset"] == 0 for c in calls)
    # reload() reads the count and the first page again, in one call.
    model.reload(prefetch=10)
    assert [s.id for s in soldiers_of(model)] == expected[:10]
    assert model.total_count == len(expected)


def test_prefetch_reads_the_first_batch_with_the_count(
    roster_backend: RosterBackend,
) -> None:
    bulk_fill_soldiers(roster_backend, 95)
    ruleset = roster_backend.campaigns.ruleset_for(roster_backend.campaign_id)
    model = RosterTableModel(
        roster_backend.roster, roster_backend.campaign_id, ruleset, batch_size=20, prefetch=30
    )
    assert model.loaded_count == 30 and model.total_count == 95
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    ids = [s.id for s in soldiers_of(model)]
    assert len(ids) == 95 and ids == sorted(set(ids))
    assert ids == [s.id for s in roster_backend.roster.list_soldiers(model.campaign_id)]


def test_proxy_passes_rows_through_unchanged(roster_backend: RosterBackend) -> None:
    # The proxy answers data(), flags() and the index mapping itself, row for row.
    bulk_fill_soldiers(roster_backend, 80)
    model = _model(roster_backend, batch_size=30)
    proxy = RosterFilterProxy()
    proxy.setSourceModel(model)
    roles = [
        Qt.ItemDataRole.DisplayRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.TextAlignmentRole,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.FontRole,
        SORT_ROLE,
        ID_ROLE,
    ]

    def assert_same() -> None:
        assert proxy.rowCount() == model.rowCount()
        assert proxy.columnCount() == model.columnCount()
        for row in range(model.rowCount()):
            for column in range(model.columnCount()):
                p = proxy.index(row, column)
                s = model.index(row, column)
                assert proxy.mapToSource(p) == s
                assert proxy.mapFromSource(s) == p
                assert proxy.flags(p) == model.flags(s)
                for role in roles:
                    assert proxy.data(p, role) == model.data(s, role)
        for column in range(model.columnCount()):
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                assert proxy.headerData(column, Qt.Orientation.Horizontal, role) == (
                    model.headerData(column, Qt.Orientation.Horizontal, role)
                )
        assert proxy.data(QModelIndex()) is None
        assert not proxy.mapToSource(QModelIndex()).isValid()
        assert not proxy.mapFromSource(QModelIndex()).isValid()

    assert_same()
    model.fetchMore(QModelIndex())
    assert_same()
    proxy.set_status_filter(StatusFilter.ALL)
    proxy.sort(model.RANK, Qt.SortOrder.DescendingOrder)
    assert_same()
    proxy.set_search_text("e")
    model.remove(model.soldier_at(0).id)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert_same()
    proxy.sort(-1)
    proxy.set_search_text("")
    assert_same()
    assert [s.id for s in soldiers_of(proxy)] == [s.id for s in soldiers_of(model)]


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
