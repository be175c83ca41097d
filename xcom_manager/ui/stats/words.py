"""Words the Statistics page and the reports share, in the reader's language."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

__all__ = ["result_label"]


def result_label(result: str) -> str:
    """A mission's result (``won``, ``lost``, ``in_progress``) in the reader's language."""
    labels = {
        "won": QCoreApplication.translate("StatisticsView", "Won"),
        "lost": QCoreApplication.translate("StatisticsView", "Lost"),
        "in_progress": QCoreApplication.translate("StatisticsView", "In progress"),
    }
    return labels.get(result, result)
