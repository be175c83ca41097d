"""The audit filters' SQL: which columns a query leaves off the indexes."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import col

from xcom_manager.store.models import AuditEntry
from xcom_manager.store.queries.audit_filters import EntryFilter, _conditions


def test_unindexed_column_compiles_to_unary_plus_on_sqlite_only() -> None:
    f = EntryFilter(1, item_id=3, since="2026-01-01T00:00:00.000000+00:00", verdict="overridden")
    query = select(col(AuditEntry.seq)).where(*_conditions(f, "item"))
    on_sqlite = str(query.compile(dialect=sqlite.dialect()))
    on_postgresql = str(query.compile(dialect=postgresql.dialect()))
    assert "+audit_entry.recorded_at >=" in on_sqlite
    assert "+audit_entry.verdict =" in on_sqlite
    assert "audit_entry.item_id =" in on_sqlite
    assert "+audit_entry.item_id" not in on_sqlite
    assert "+" not in on_postgresql
