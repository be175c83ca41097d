"""Audit rows for the tests: drafts, appends, and tampering made behind the application's back
(a connection of its own, on SQLite or PostgreSQL)."""

from __future__ import annotations

from typing import Any

from xcom_manager.services.audit.chain import append_entry
from xcom_manager.services.inventory.dto import AuditDraft
from xcom_manager.store.db import Database, make_engine


def draft(n: int, **changes: object) -> AuditDraft:
    """The ``n``-th of a run of movements (items, soldiers varying with ``n``), changed."""
    values: dict[str, object] = {
        "actor": "GM Anna",
        "item_id": 1 + n % 5,
        "item_type": "laser_rifle",
        "item_name": "Laser rifle",
        "from_kind": "armoury",
        "to_kind": "soldier",
        "to_soldier_id": 1 + n % 3,
        "to_soldier_name": f"Soldier {1 + n % 3}",
        "to_slot": "large",
        "to_index": 0,
        "verdict": "allowed",
    }
    values.update(changes)
    return AuditDraft(**values)  # type: ignore[arg-type]


def append(db: Database, campaign_id: int, count: int, start: int = 0) -> None:
    """Append drafts ``start .. start+count-1``, each in its own transaction."""
    for n in range(start, start + count):
        with db.session() as session:
            append_entry(session, campaign_id, draft(n))


def append_stocked(db: Database, campaign_id: int, count: int, start: int = 0) -> None:
    """Movements of items 1..5 into the armoury, the items there (verify checks every audited
    item's place too)."""
    for item_id in range(1, 6):
        raw_sql(
            db,
            "INSERT INTO item (id, campaign_id, item_type, location, version) "
            "VALUES (?, ?, 'laser_rifle', 'armoury', 1) ON CONFLICT (id) DO NOTHING",
            item_id,
            campaign_id,
        )
    if db.engine.dialect.name == "postgresql":  # explicit ids: the sequence moves past them
        raw_sql(
            db, "SELECT setval(pg_get_serial_sequence('item', 'id'), (SELECT max(id) FROM item))"
        )
    into_armoury = {"to_kind": "armoury", "to_soldier_id": None, "to_soldier_name": None}
    for n in range(start, start + count):
        with db.session() as session:
            append_entry(
                session, campaign_id, draft(n, **into_armoury, to_slot=None, to_index=None)
            )


def file_path(db: Database) -> str:
    """The file of a SQLite database."""
    return db.url.removeprefix("sqlite:///")


def raw_rows(db: Database, sql: str, *params: object) -> list[tuple[Any, ...]]:
    """Run one statement on a connection of its own, behind the application's back, commit,
    and return the rows it gave (``?`` marks a parameter, on either engine)."""
    engine = make_engine(db.url)
    try:
        with engine.begin() as connection:
            if connection.dialect.name != "sqlite":
                sql = sql.replace("%", "%%").replace("?", "%s")
            result = connection.exec_driver_sql(sql, tuple(params))
            return [tuple(row) for row in result] if result.returns_rows else []
    finally:
        engine.dispose()


def raw_sql(db: Database, sql: str, *params: object) -> None:
    """Run one statement behind the application's back (see :func:`raw_rows`) and commit."""
    raw_rows(db, sql, *params)
