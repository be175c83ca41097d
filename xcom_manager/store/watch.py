"""Watching the database for other GMs' commits (no Qt): a cheap "did anything change?" and then
what changed, as a :class:`Snapshot` of the campaigns' counters compared with the one before.

SQLite: ``PRAGMA data_version`` on a dedicated connection changes when another connection
commits; only then is the snapshot read. PostgreSQL: a dedicated psycopg connection LISTENs on
:data:`CHANNEL`; every write transaction sends :func:`notify_sql` (delivered on commit, payload:
ids only). NOTIFY has no replay, so after a reconnect the snapshot is read again: the catch-up
reports whatever was committed while the listener was away.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field
from typing import Any, Protocol

from sqlalchemy.engine import make_url

__all__ = ["CHANNEL", "Snapshot", "Watcher", "notify_sql", "open_watcher", "read_snapshot"]

#: The PostgreSQL channel of the store's notifications (one per database: channels are).
CHANNEL = "xcom_changes"

#: Per campaign, counters that move whenever a kind of data changes (all cheap aggregates).
_COUNTERS = {
    "roster": "SELECT campaign_id, COUNT(*), COALESCE(SUM(version), 0) FROM soldier"
    " GROUP BY campaign_id",
    "history": "SELECT campaign_id, COUNT(*), COALESCE(MAX(id), 0) FROM soldier_history"
    " GROUP BY campaign_id",
    "inventory": "SELECT campaign_id, COUNT(*), COALESCE(SUM(version), 0) FROM item"
    " GROUP BY campaign_id",
    "audit": "SELECT campaign_id, COUNT(*), COALESCE(MAX(seq), 0) FROM audit_entry"
    " GROUP BY campaign_id",
    "missions": "SELECT campaign_id, COUNT(*), COALESCE(SUM(version), 0) FROM mission"
    " GROUP BY campaign_id",
    "events": "SELECT campaign_id, COUNT(*), COALESCE(MAX(chain_seq), 0) FROM mission_event"
    " GROUP BY campaign_id",
    "campaigns": "SELECT id, 1, version FROM campaign",
}
_ROWS = {
    "soldiers": "SELECT id, campaign_id, version FROM soldier",
    "items": "SELECT id, campaign_id, version FROM item",
}


@dataclass(frozen=True)
class Snapshot:
    """The counters (kind → campaign → values) and each soldier's and item's version."""

    counters: dict[str, dict[int, tuple[int, ...]]] = field(default_factory=dict)
    soldiers: dict[int, tuple[int, int]] = field(default_factory=dict)  # id → (campaign, ver)
    items: dict[int, tuple[int, int]] = field(default_factory=dict)

    def diff(self, newer: Snapshot) -> list[tuple[int | None, str, frozenset[int]]]:
        """What changed from this snapshot to ``newer``: (campaign, kind, soldier/item ids)."""
        found: list[tuple[int | None, str, frozenset[int]]] = []
        for kind, per_campaign in newer.counters.items():
            old = self.counters.get(kind, {})
            for campaign in set(old) | set(per_campaign):
                if old.get(campaign) != per_campaign.get(campaign):
                    found.append((campaign, kind, frozenset()))
        for kind, old_rows, new_rows in (
            ("soldiers", self.soldiers, newer.soldiers),
            ("items", self.items, newer.items),
        ):
            for row_id, (campaign, version) in new_rows.items():
                if old_rows.get(row_id) != (campaign, version):
                    found.append((campaign, kind, frozenset({row_id})))
        return found


def read_snapshot(cursor: Any) -> Snapshot:
    """The snapshot, read through a DB-API ``cursor`` (either engine)."""
    counters: dict[str, dict[int, tuple[int, ...]]] = {}
    for kind, sql in _COUNTERS.items():
        cursor.execute(sql)
        counters[kind] = {int(row[0]): tuple(int(v) for v in row[1:]) for row in cursor.fetchall()}
    rows: dict[str, dict[int, tuple[int, int]]] = {}
    for kind, sql in _ROWS.items():
        cursor.execute(sql)
        rows[kind] = {int(r[0]): (int(r[1]), int(r[2])) for r in cursor.fetchall()}
    return Snapshot(counters, rows["soldiers"], rows["items"])


def notify_sql() -> tuple[str, tuple[str, str]]:
    """The statement (and its parameters) a PostgreSQL write sends inside its transaction."""
    return "SELECT pg_notify(%s, %s)", (CHANNEL, json.dumps({"kind": "commit"}))


class Watcher(Protocol):
    """One engine's watcher: :meth:`wait` for others' commits, then what changed."""

    def wait(self, timeout: float) -> list[tuple[int | None, str, frozenset[int]]]:
        """Block up to ``timeout`` seconds; what changed since the last call (maybe nothing)."""
        ...

    def close(self) -> None: ...


class _SqliteWatcher:
    def __init__(self, path: str) -> None:
        self._connection = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._version = self._data_version()
        self._snapshot = read_snapshot(self._connection.cursor())

    def _data_version(self) -> int:
        return int(self._connection.execute("PRAGMA data_version").fetchone()[0])

    def wait(self, timeout: float) -> list[tuple[int | None, str, frozenset[int]]]:
        import time

        deadline = time.monotonic() + timeout
        while True:
            version = self._data_version()
            if version != self._version:
                self._version = version
                newer = read_snapshot(self._connection.cursor())
                found, self._snapshot = self._snapshot.diff(newer), newer
                return found
            if time.monotonic() >= deadline:
                return []
            time.sleep(min(0.1, max(0.0, deadline - time.monotonic())))

    def close(self) -> None:
        self._connection.close()


class _PostgresWatcher:
    def __init__(self, conninfo: str) -> None:
        self._conninfo = conninfo
        self._connection: Any = None
        self._snapshot = Snapshot()
        self._connect()
        self.reconnects = 0

    def _connect(self) -> list[tuple[int | None, str, frozenset[int]]]:
        import psycopg

        self._connection = psycopg.connect(self._conninfo, autocommit=True)
        self._connection.execute(f"LISTEN {CHANNEL}")
        newer = read_snapshot(self._connection.cursor())  # after LISTEN: nothing falls between
        found, self._snapshot = self._snapshot.diff(newer), newer
        return found

    @property
    def backend_pid(self) -> int:
        return int(self._connection.info.backend_pid)

    def wait(self, timeout: float) -> list[tuple[int | None, str, frozenset[int]]]:
        import psycopg

        try:
            got = False
            for _notify in self._connection.notifies(timeout=timeout, stop_after=1):
                got = True
            if not got:
                return []
            while any(True for _ in self._connection.notifies(timeout=0.05, stop_after=1)):
                pass  # a burst of commits: one snapshot for all of them
            newer = read_snapshot(self._connection.cursor())
            found, self._snapshot = self._snapshot.diff(newer), newer
            return found
        except psycopg.OperationalError:
            self.reconnects += 1
            self._connection.close()
            try:
                return self._connect()  # the catch-up: NOTIFY has no replay
            except psycopg.OperationalError:
                return []

    def close(self) -> None:
        self._connection.close()


def open_watcher(url: str) -> Watcher:
    """A watcher over the database at ``url`` (a SQLAlchemy URL of either engine)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _SqliteWatcher(parsed.database or "")
    conninfo = parsed.set(drivername="postgresql").render_as_string(hide_password=False)
    return _PostgresWatcher(conninfo)
