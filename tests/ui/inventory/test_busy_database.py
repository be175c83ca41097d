"""A move on the Inventory page while another program holds the database's write lock, in
Russian: the refusal is the services' message worded in the user's language,
not the English text of the error; nothing is moved."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from tests.ui.inventory.test_view import (
    DemoInventory,
    MakeView,
    cell_of,
    demo,
    drag_and_drop,
    make_view,
)
from xcom_manager.store import db as store_db
from xcom_manager.ui import i18n

__all__ = ["demo", "make_view"]  # the fixtures, shared with the Inventory view's tests

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert i18n.install_translator("ru")
    try:
        yield
    finally:
        i18n.remove_translators()


def test_a_move_while_the_database_stays_busy_is_refused_in_russian(
    russian: None, make_view: MakeView, demo: DemoInventory, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(store_db, "BUSY_TIMEOUT_MS", 200)
    demo.db.engine.dispose()  # new connections wait 200 ms, not 5 s
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = next(
        r
        for r in range(view.armoury.model.rowCount())
        if view.armoury.model.row_at(r).item_type == "medkit"  # type: ignore[union-attr]
    )
    mime = view.armoury.model.mimeData([view.armoury.model.index(medkit, 0)])
    before = len(demo.audit_rows())
    blocker = sqlite3.connect(Path(str(demo.db.engine.url.database)), isolation_level=None)
    try:
        blocker.execute("BEGIN IMMEDIATE")  # another GM's app is writing
        drag_and_drop(cell_of(view, "small", 2), mime, QPoint(10, 10))
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    assert len(errors) == 1
    assert errors[0].startswith("Другой ведущий занимал базу данных"), errors
    assert "ничего не изменено" in errors[0]
    assert demo.carried(sarah, "small", 2) is None
    assert len(demo.audit_rows()) == before
