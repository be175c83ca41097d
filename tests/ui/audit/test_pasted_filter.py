"""A page of text pasted into the Audit log's item filter is named cut in the message under it,
on one line, not the whole page of it."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.audit.test_view import _open
from tests.ui.conftest import AuditBackend

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support")]


def test_a_pasted_page_is_named_cut_under_the_filter(
    qtbot: QtBot, audit_backend: AuditBackend
) -> None:
    view = _open(qtbot, audit_backend)
    view.show()
    filters = view.filters
    pasted = "rifle\n" + "x" * 10_000 + "\nthe end"
    filters.item_edit.setText(pasted)
    filters.flush()
    text = filters.problem_label.text()
    assert filters.problem_label.isVisibleTo(view)
    assert text.startswith("No item number: “rifle") and "\u2026" in text
    assert len(text) < 200 and "\n" not in text
