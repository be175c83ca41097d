"""The Audit log page on a real campaign file: rows, lazy pages, filters, export and verify."""

from __future__ import annotations

import csv
import sqlite3
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, QModelIndex, Qt
from pytestqt.qtbot import QtBot

from tests.ui.conftest import AuditBackend, make_audited_moves
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow
from xcom_manager.ui.audit import workers
from xcom_manager.ui.audit.model import SEQ_ROLE, AuditTableModel
from xcom_manager.ui.audit.view import AuditView

pytestmark = [
    pytest.mark.gui,
    # The offscreen platform: a dialog's size hints, the filters' completion popup.
    pytest.mark.qt_log_ignore("does not support"),
]

VERIFY_TIMEOUT_MS = 10_000


def _open(qtbot: QtBot, backend: AuditBackend, **options: Any) -> AuditView:
    view = AuditView(backend.audit, backend.roster, backend.campaign_id, **options)
    qtbot.addWidget(view)
    view.resize(1200, 600)
    return view


def _shown(view: AuditView) -> list[AuditRow]:
    return view.model.loaded_rows()


def _db_path(backend: AuditBackend) -> str:
    return backend.db.url.removeprefix("sqlite:///")


def _tamper(backend: AuditBackend, seq: int, **values: object) -> None:
    """Change one audit row behind the application's back, as a cheat would with sqlite3."""
    assignments = ", ".join(f"{column} = ?" for column in values)
    with sqlite3.connect(_db_path(backend)) as connection:
        changed = connection.execute(
            f"UPDATE audit_entry SET {assignments} WHERE campaign_id = ? AND seq = ?",
            (*values.values(), backend.campaign_id, seq),
        ).rowcount
    assert changed == 1


class _CountingAudit:
    """The real AuditService, counting the pages asked of it (no database mock)."""

    def __init__(self, audit: Any) -> None:
        self._audit = audit
        self.pages: list[tuple[int | None, int]] = []
        self.counts = 0

    def count(self, audit_filter: AuditFilter) -> int:
        self.counts += 1
        return int(self._audit.count(audit_filter))

    def page_after(
        self,
        audit_filter: AuditFilter,
        after_seq: int | None,
        limit: int,
        *,
        newest_first: bool = False,
    ) -> list[AuditRow]:
        self.pages.append((after_seq, limit))
        rows: list[AuditRow] = self._audit.page_after(
            audit_filter, after_seq, limit, newest_first=newest_first
        )
        return rows


# -- the table ----------------------------------------------------------------------------------


def test_table_shows_every_movement_newest_first(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    total = audit_backend.audit.count(AuditFilter(audit_backend.campaign_id))
    assert total == len(audit_backend.moves) >= 12
    assert view.model.rowCount() == total
    seqs = [row.seq for row in _shown(view)]
    assert seqs == list(range(total, 0, -1))
    assert view.count_label.text() == "12 rows"

    model = view.model
    override_row = model.row_of_seq(audit_backend.override_seq)
    assert override_row is not None

    def cell(row: int, column: int, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        return model.data(model.index(row, column), role)

    assert cell(override_row, AuditTableModel.VERDICT) == "Overridden"
    assert cell(override_row, AuditTableModel.RULES).startswith("INV-1")
    assert cell(override_row, AuditTableModel.REASON) == "Table ruling: strap it on"
    assert "INV-1: " in cell(override_row, AuditTableModel.RULES, Qt.ItemDataRole.ToolTipRole)
    assert cell(override_row, AuditTableModel.ACTOR) == "GM Tester"
    assert cell(override_row, AuditTableModel.CONTEXT) == "Armoury"
    assert cell(override_row, AuditTableModel.FROM) == "Armoury"
    assert cell(override_row, 0, SEQ_ROLE) == audit_backend.override_seq
    overridden_colour = cell(override_row, AuditTableModel.VERDICT, Qt.ItemDataRole.ForegroundRole)
    allowed_row = model.row_of_seq(1)
    assert allowed_row is not None
    assert cell(allowed_row, AuditTableModel.VERDICT) == "Allowed"
    allowed_colour = cell(allowed_row, AuditTableModel.VERDICT, Qt.ItemDataRole.ForegroundRole)
    assert overridden_colour != allowed_colour
    first = audit_backend.moves[0]
    assert cell(allowed_row, AuditTableModel.ITEM) == first.item.name
    assert cell(allowed_row, AuditTableModel.TO).endswith(f"{first.item.slot} 1") or cell(
        allowed_row, AuditTableModel.TO
    ).endswith(f"{first.item.slot} {(first.item.slot_index or 0) + 1}")
    # The undo of #1 is the newest row, back to the armoury, with its reason.
    assert cell(0, AuditTableModel.TO) == "Armoury"
    assert cell(0, AuditTableModel.REASON) == "Undo of #1"
    # Local time to the second, UTC in the tooltip.
    assert len(cell(0, AuditTableModel.TIME)) == len("2026-11-30 21:40:55")
    assert cell(0, AuditTableModel.TIME, Qt.ItemDataRole.ToolTipRole).endswith("UTC")


def test_a_verdict_and_an_item_in_russian_whole_in_the_tooltip(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    """Issue 14 item 4: a verdict cut by a narrow column ("С предупре…") is whole in its
    tooltip; the item's name is the ruleset's Russian one (the row keeps the English)."""
    from xcom_manager.ui import i18n

    i18n.install_translator("ru")
    try:
        ruleset = audit_backend.campaigns.ruleset_for(audit_backend.campaign_id)
        view = _open(
            qtbot,
            audit_backend,
            item_names={key: ruleset.shown("items", key) for key in ruleset.items},
        )
        model = view.model
        row = model.row_of_seq(audit_backend.override_seq)
        assert row is not None
        index = model.index(row, AuditTableModel.VERDICT)
        shown = model.data(index, Qt.ItemDataRole.DisplayRole)
        assert shown and not shown.isascii()  # worded in Russian
        assert model.data(index, Qt.ItemDataRole.ToolTipRole) == shown
        item = model.data(model.index(row, AuditTableModel.ITEM), Qt.ItemDataRole.DisplayRole)
        assert item and not any(c.isascii() and c.isalpha() for c in item)
    finally:
        i18n.remove_translators()


def test_oldest_first_order(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    view.filters.newest_first_check.setChecked(False)
    assert [row.seq for row in _shown(view)][:3] == [1, 2, 3]


def test_model_passes_the_model_tester(
    qtbot: QtBot, qtmodeltester: Any, audit_backend: AuditBackend
) -> None:
    campaign_id = audit_backend.campaign_id
    model = AuditTableModel(audit_backend.audit, AuditFilter(campaign_id), page_size=5)
    model.fetch_page()
    qtmodeltester.check(model)  # it fetches every page while it checks
    assert model.rowCount() == 12


@pytest.mark.parametrize("newest_first", [True, False])
def test_model_passes_the_model_tester_through_filter_changes(
    qtbot: QtBot, qtmodeltester: Any, audit_backend: AuditBackend, newest_first: bool
) -> None:
    campaign_id = audit_backend.campaign_id
    model = AuditTableModel(audit_backend.audit, AuditFilter(campaign_id), page_size=5)
    # One tester per model: testers that fetch from inside their signal handlers would
    # otherwise see each other's fetches in the middle of a change.
    qtmodeltester.check(model, force_py=False)
    model.set_filter(AuditFilter(campaign_id, verdict="allowed"), newest_first=newest_first)
    assert (model.rowCount(), model.total_count) == (5, 11)  # the first page came with the reset
    model.fetch_page()
    assert model.rowCount() == 10
    model.set_filter(AuditFilter(campaign_id, verdict="overridden"))
    assert model.rowCount() == 1 and model.fully_loaded
    model.set_filter(AuditFilter(campaign_id))
    make_audited_moves(audit_backend, 1)
    # Newest first the new row goes to the top at once; oldest first the paging meets it.
    assert model.refresh() == (1 if newest_first else 0)
    while model.canFetchMore(QModelIndex()):
        model.fetchMore(QModelIndex())
    assert model.rowCount() == 13


def test_rows_are_fetched_lazily_in_pages(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    counting = _CountingAudit(audit_backend.audit)
    model = AuditTableModel(counting, AuditFilter(audit_backend.campaign_id), page_size=5)
    assert model.rowCount() == 0 and model.total_count == 12
    assert model.canFetchMore(QModelIndex())
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 5
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 10
    model.fetchMore(QModelIndex())
    assert model.rowCount() == 12
    assert not model.canFetchMore(QModelIndex())
    # Keyset pages: each one starts after the last seq shown (newest first: 12..8, 7..3, 2..1).
    assert counting.pages == [(None, 5), (8, 5), (3, 5)]
    assert [row.seq for row in model.loaded_rows()] == list(range(12, 0, -1))


def test_the_view_fetches_more_when_scrolled(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend, page_size=4)
    assert view.model.rowCount() == 4
    assert view.count_label.text() == "4 of 12 rows loaded (scroll for more)"
    view.show()
    qtbot.waitExposed(view)
    view.table.scrollToBottom()
    qtbot.waitUntil(lambda: view.model.rowCount() > 4)


def test_refresh_shows_new_movements_at_the_top(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    view.select_seq(5)
    made = make_audited_moves(audit_backend, 2)
    assert made
    view.refresh()
    newest = made[-1].audit_seq
    assert _shown(view)[0].seq == newest
    assert view.model.rowCount() == 12 + len(made)
    selected = view.table.selectionModel().selectedRows()
    assert [view.model.row_at(i.row()).seq for i in selected] == [5]


def test_refresh_oldest_first_makes_new_rows_fetchable(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    view.filters.newest_first_check.setChecked(False)
    made = make_audited_moves(audit_backend, 1)
    view.refresh()
    assert _shown(view)[-1].seq == made[0].audit_seq


# -- filters ------------------------------------------------------------------------------------


def test_filter_by_soldier(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    soldier_id = audit_backend.moves[1].to_soldier_id
    assert soldier_id is not None
    assert view.filters.set_soldier(soldier_id)
    rows = _shown(view)
    assert rows
    assert all(soldier_id in (row.from_soldier_id, row.to_soldier_id) for row in rows)
    assert len(rows) < 12
    assert len(rows) == audit_backend.audit.count(
        AuditFilter(audit_backend.campaign_id, soldier_id=soldier_id)
    )
    assert (
        view.filters.soldier_combo.currentText()
        == audit_backend.roster.get_soldier(soldier_id).name
    )
    assert view.count_label.text() == f"{len(rows)} rows"
    view.filters.set_soldier(None)
    assert view.model.rowCount() == 12


def test_filter_by_verdict(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    assert view.filters.set_verdict("overridden")
    rows = _shown(view)
    assert [row.seq for row in rows] == [audit_backend.override_seq]
    assert view.filters.set_verdict("allowed")
    assert len(_shown(view)) == 11
    assert all(row.verdict == "allowed" for row in _shown(view))
    view.filters.clear()
    assert view.model.rowCount() == 12
    assert view.model.audit_filter.is_unfiltered


def test_filter_by_item_and_mission(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    item_id = audit_backend.moves[0].item.id
    qtbot.keyClicks(view.filters.item_edit, f"#{item_id}")
    qtbot.keyClick(view.filters.item_edit, Qt.Key.Key_Return)
    assert [row.seq for row in _shown(view)] == [12, 1]  # the move and its undo
    view.filters.item_edit.setText("rifle")  # not a number: ignored, marked
    qtbot.waitUntil(lambda: view.model.rowCount() == 12)
    assert "c0392b" in view.filters.item_edit.styleSheet()
    view.filters.item_edit.clear()
    view.filters.mission_edit.setText("3")
    qtbot.waitUntil(lambda: view.model.audit_filter.mission_id == 3)
    assert view.model.rowCount() == 0
    assert view.empty_hint.isVisibleTo(view)
    assert view.empty_hint.text() == "No movement matches the filters."


def test_filter_by_date_range(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    today = QDate.currentDate()
    view.filters.since_date.setDate(today)
    view.filters.until_date.setDate(today)
    view.filters.since_check.setChecked(True)
    view.filters.until_check.setChecked(True)
    assert view.filters.since_date.isEnabled()
    assert view.model.rowCount() == 12  # every move was made today (local time)
    audit_filter = view.model.audit_filter
    assert audit_filter.since is not None and audit_filter.until is not None
    assert audit_filter.until - audit_filter.since >= timedelta(hours=23)
    view.filters.since_date.setDate(today.addDays(1))
    assert view.model.rowCount() == 0
    view.filters.since_check.setChecked(False)
    view.filters.until_date.setDate(today.addDays(-1))
    assert view.model.rowCount() == 0
    assert view.model.audit_filter.since is None
    assert view.model.audit_filter.until is not None
    assert view.model.audit_filter.until.date() <= date.today()


# -- export -------------------------------------------------------------------------------------


def test_export_csv_writes_the_filtered_rows(
    qtbot: QtBot, audit_backend: AuditBackend, tmp_path: Path
) -> None:
    view = _open(qtbot, audit_backend)
    target = tmp_path / "out" / "audit.csv"
    target.parent.mkdir()
    view._ask_export_path = lambda: target  # type: ignore[method-assign]
    view.filters.set_verdict("allowed")
    with qtbot.waitSignal(view.export_finished, timeout=VERIFY_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(view.export_button, Qt.MouseButton.LeftButton)
        assert not view.export_button.isEnabled()
    assert blocker.args == [11, str(target)]
    with target.open(encoding="utf-8", newline="") as stream:
        rows = list(csv.DictReader(stream))
    assert len(rows) == 11
    assert {row["verdict"] for row in rows} == {"allowed"}
    assert "Exported 11 rows" in view.result_label.text()
    qtbot.waitUntil(lambda: view.export_button.isEnabled() and not view.busy)


def test_export_cancelled_writes_nothing(
    qtbot: QtBot, audit_backend: AuditBackend, tmp_path: Path
) -> None:
    view = _open(qtbot, audit_backend)
    view._ask_export_path = lambda: None  # type: ignore[method-assign]
    view.export_csv()
    assert not view.busy
    assert list(tmp_path.glob("*.csv")) == []


def test_export_failure_is_shown(qtbot: QtBot, audit_backend: AuditBackend, tmp_path: Path) -> None:
    view = _open(qtbot, audit_backend)
    view._ask_export_path = lambda: tmp_path / "missing-folder" / "a.csv"  # type: ignore[method-assign]
    with qtbot.waitSignal(view.task_failed, timeout=VERIFY_TIMEOUT_MS) as blocker:
        view.export_csv()
    assert "cannot write" in blocker.args[0]
    assert view.result_label.text() == blocker.args[0]
    qtbot.waitUntil(lambda: not view.busy)


# -- verify -------------------------------------------------------------------------------------


def test_verify_reports_an_intact_log(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    view = _open(qtbot, audit_backend)
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS) as blocker:
        qtbot.mouseClick(view.verify_button, Qt.MouseButton.LeftButton)
        assert not view.verify_button.isEnabled()
        assert view.progress.isVisibleTo(view)
    assert blocker.args[0].ok
    assert view.result_label.text() == "Intact: 12 rows"
    qtbot.waitUntil(lambda: view.verify_button.isEnabled() and not view.busy)
    assert not view.progress.isVisibleTo(view)


def test_verify_reports_progress(
    qtbot: QtBot, audit_backend: AuditBackend, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workers, "PROGRESS_EVERY", 5)
    view = _open(qtbot, audit_backend)
    reports: list[tuple[int, int]] = []
    view.progress.valueChanged.connect(
        lambda value: reports.append((value, view.progress.maximum()))
    )
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS):
        view.verify()
    assert (5, 12) in reports and (10, 12) in reports


@pytest.mark.parametrize(
    ("column", "value"),
    [("reason", "nothing to see here"), ("actor", "Someone Else"), ("verdict", "allowed")],
)
def test_verify_names_a_tampered_row_and_selects_it(
    qtbot: QtBot, audit_backend: AuditBackend, column: str, value: str
) -> None:
    bad = audit_backend.override_seq
    _tamper(audit_backend, bad, **{column: value})
    view = _open(qtbot, audit_backend)
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS) as blocker:
        view.verify()
    report = blocker.args[0]
    assert not report.ok and report.first_bad_seq == bad
    assert view.result_label.text().startswith(f"Broken at #{bad}: ")
    assert view.result_label.toolTip() == report.message
    selected = view.table.selectionModel().selectedRows()
    assert [view.model.row_at(index.row()).seq for index in selected] == [bad]


def test_verify_of_a_row_not_loaded_says_so(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    _tamper(audit_backend, 2, item_name="Plasma cannon")
    view = _open(qtbot, audit_backend, page_size=3)  # rows 12..10 loaded
    # ...and no more while it verifies (the table fetches further pages as it goes).
    view.model.canFetchMore = lambda _parent: False  # type: ignore[method-assign]
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS):
        view.verify()
    assert len(view.model.loaded_rows()) == 3
    assert view.result_label.text() == (
        "Broken at #2: content changed (row not loaded in the table)"
    )


def test_verify_does_not_block_the_window(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    """The job runs on another thread: the GUI thread returns from the click at once."""
    view = _open(qtbot, audit_backend)
    seen_threads: list[object] = []
    original = audit_backend.audit.verify

    def verify(*args: Any, **kwargs: Any) -> Any:
        import threading

        seen_threads.append(threading.current_thread())
        return original(*args, **kwargs)

    audit_backend.audit.verify = verify
    with qtbot.waitSignal(view.verify_finished, timeout=VERIFY_TIMEOUT_MS):
        view.verify()
        view.verify()  # a second click while running is ignored
    import threading

    assert len(seen_threads) == 1 and seen_threads[0] is not threading.main_thread()
    qtbot.waitUntil(lambda: not view.busy)


def test_a_filter_is_counted_on_a_worker_thread(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    """The first page shows at once; the count of a large selection arrives when ready."""
    view = _open(qtbot, audit_backend, page_size=4)
    view.filters.set_verdict("allowed")
    assert view.model.rowCount() == 4
    assert view.count_label.text() == "4 rows loaded, counting…"
    qtbot.waitUntil(lambda: view.model.total_count == 11)
    assert "11 rows" in view.count_label.text()
    # A count that comes back for a filter changed since is dropped.
    assert not view.model.set_total(AuditFilter(audit_backend.campaign_id), 99)
    assert view.model.total_count == 11


def test_a_roster_change_refills_the_soldier_filter_once_shown(
    qtbot: QtBot, audit_backend: AuditBackend, recruit_soldiers: Any
) -> None:
    view = _open(qtbot, audit_backend)  # not shown yet
    before = view.filters.soldier_combo.count()
    draft = audit_backend.roster.new_recruit_draft(
        audit_backend.campaign_id,
        soldier_class=audit_backend.roster.list_soldiers(audit_backend.campaign_id)[
            0
        ].soldier_class,
        nationality=None,
        rng=__import__("random").Random(3),
    )
    saved = audit_backend.roster.recruit(audit_backend.campaign_id, draft)
    view.apply_changes(saved.changes)
    assert view.filters.soldier_combo.count() == before  # deferred until the page is shown
    view.show()
    qtbot.waitExposed(view)
    assert view.filters.soldier_combo.count() == before + 1
    assert view.filters.soldier_combo.findData(saved.row.id) > 0


def test_a_move_made_elsewhere_shows_at_once_on_a_shown_page(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    view.show()
    qtbot.waitExposed(view)
    (made,) = make_audited_moves(audit_backend, 1)
    view.apply_changes(Changes.of(Change.roster, campaign_id=audit_backend.campaign_id + 1))
    assert _shown(view)[0].seq != made.audit_seq  # another campaign's change: nothing to do
    view.apply_changes(made.changes)
    assert _shown(view)[0].seq == made.audit_seq
    qtbot.waitUntil(lambda: view.count_label.text() == "13 rows")


def test_filter_changes_while_counting_are_counted_once(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    """Clicking through filters starts no pile of counts: the newest one is counted after."""
    counting = _CountingAudit(audit_backend.audit)
    view = AuditView(counting, audit_backend.roster, audit_backend.campaign_id)  # type: ignore[arg-type]
    qtbot.addWidget(view)
    assert counting.counts == 1  # the unfiltered log: its last seq, read before the first paint
    view.filters.set_verdict("allowed")
    view.filters.set_verdict("overridden")
    view.filters.set_verdict("allowed_with_warnings")
    view.filters.set_verdict(None)
    qtbot.waitUntil(lambda: not view.counting)
    assert counting.counts == 3  # "allowed" (already running), then only the newest filter
    assert view.model.total_count == 12
    assert view.count_label.text() == "12 rows"


def test_closing_the_view_stops_a_running_verification(
    qtbot: QtBot, audit_backend: AuditBackend, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(workers, "PROGRESS_EVERY", 1)  # a chance to stop after every row
    view = _open(qtbot, audit_backend)
    view.verify()
    task = view._task
    assert task is not None and task in workers.running_tasks()
    view.close()  # cancels and waits: no thread outlives the view's window
    assert task.qthread.isFinished()
    qtbot.waitUntil(lambda: task not in workers.running_tasks())


def test_a_cancelled_verification_says_so(qtbot: QtBot, audit_backend: AuditBackend) -> None:
    from xcom_manager.services.inventory.dto import VerifyReport

    view = _open(qtbot, audit_backend)
    with qtbot.waitSignal(view.verify_finished):
        view._verify_succeeded(VerifyReport(False, 3, message="cancelled", cancelled=True))
    assert view.result_label.text() == "Verification cancelled."
