"""The pinned Qt binding keeps Python's ``None`` alive.

PySide6-Essentials 6.12.0 on CPython 3.11 took one reference from ``None`` on every call of a
method that returns nothing (``QRectF.setWidth``, ``QGraphicsItem.setPos``, ``QPainter``'s
drawing calls) and never gave it back: after some ten thousand such calls (a long session on
the Mission Map) CPython aborted with "none_dealloc: deallocating None". 6.11.3 is pinned
instead; this test fails on a binding with that bug (CPython 3.12 and later make ``None``
immortal, so it cannot happen there).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem


def test_calls_returning_nothing_leave_nones_reference_count_alone() -> None:
    before = sys.getrefcount(None)
    item = QGraphicsRectItem()
    for step in range(2_000):
        QRectF().setWidth(3)
        item.setPos(step, step)
    after = sys.getrefcount(None)
    assert after - before > -100, f"None lost {before - after} references"
