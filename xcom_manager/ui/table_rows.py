"""Moved to :mod:`xcom_manager.ui.common.tables`; kept while ``mission_view`` imports it here."""

from __future__ import annotations

from xcom_manager.ui.common.tables import select_row

__all__ = ["select_row"]
