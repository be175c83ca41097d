"""Watching the database for other GMs' commits (no Qt): a cheap "did anything change?" and then
what changed: ``(campaign, kind, soldier or item ids)``.

SQLite: ``PRAGMA data_version`` on a dedicated connection changes when another connection
commits; only then is the :class:`Snapshot` of the campaigns' counters and of each soldier's
and item's version read, and compared with the one before.

PostgreSQL: a dedicated psycopg connection LISTENs on :data:`CHANNEL`; every write transaction
sends :func:`notify_sql` with its payload (``store.touched``: campaigns, kinds, soldier and item
ids with their new versions; delivered on commit). The watcher reports what the payloads say and
reads nothing per notification; it keeps its snapshot's rows up to date from the versions they
carry. The snapshot is read only when the listener (re)connects (NOTIFY has no replay: the
catch-up diff reports whatever was committed while it was away) and for a payload that says
``many`` (a transaction too big to name its rows) or that it cannot read (an older app's). A
lost server never raises out of :meth:`Watcher.wait`: the watcher reconnects with a back-off
(:data:`RETRY_SECONDS` doubling up to :data:`RETRY_MAX_SECONDS`), TCP keepalives notice a
server that went away silently.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any, Protocol

from sqlalchemy.engine import make_url

__all__ = [
    "CHANNEL",
    "LISTENER_NAME",
    "RETRY_MAX_SECONDS",
    "RETRY_SECONDS",
    "Found",
    "Snapshot",
    "Watcher",
    "notify_sql",
    "open_watcher",
    "read_payload",
    "read_snapshot",
]

#: What changed: (campaign or ``None`` for any, kind, the soldier or item ids of the kind).
Found = list[tuple[int | None, str, frozenset[int]]]

#: The first wait before reconnecting to a lost server; doubled after each failed attempt.
RETRY_SECONDS = 0.25
RETRY_MAX_SECONDS = 4.0

#: How the listener connects: give up a connection attempt after a few seconds; TCP
#: keepalives notice a server gone silently (a cable pulled) within about half a minute; the
#: server's ``pg_stat_activity`` names it.
LISTENER_NAME = "xcom-manager live refresh"
_CONNECT_OPTIONS = {
    "application_name": LISTENER_NAME,
    "autocommit": True,
    "connect_timeout": 3,
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 5,
    "keepalives_count": 3,
}

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

    def diff(self, newer: Snapshot) -> Found:
        """What changed from this snapshot to ``newer``: (campaign, kind, soldier/item ids)."""
        found: Found = []
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


def notify_sql(payload: str) -> tuple[str, tuple[str, str]]:
    """The statement (and its parameters) a PostgreSQL write sends inside its transaction:
    ``payload`` is :meth:`Touched.payload <xcom_manager.store.touched.Touched.payload>`'s."""
    return "SELECT pg_notify(%s, %s)", (CHANNEL, payload)


_Rows = dict[int, tuple[int | None, int | None]]  # id → (campaign, version; None: gone)


def read_payload(text: str) -> tuple[Found, _Rows, _Rows] | None:
    """What a notification's payload says (what changed, the soldiers' and items' new
    versions), or ``None`` when it says ``many`` or cannot be read: diff the snapshot then."""
    try:
        data = json.loads(text)
        if not isinstance(data, dict) or "many" in data:
            return None
        found: Found = []
        soldiers: _Rows = {}
        items: _Rows = {}
        for key, entry in data.items():
            campaign = None if key == "*" else int(key)
            found.extend((campaign, str(kind), frozenset()) for kind in entry.get("k", ()))
            for short, kind, rows in (("s", "soldiers", soldiers), ("i", "items", items)):
                pairs = [(int(row_id), version) for row_id, version in entry.get(short, ())]
                if pairs:
                    found.append((campaign, kind, frozenset(row_id for row_id, _ in pairs)))
                rows.update(
                    (row_id, (campaign, None if version is None else int(version)))
                    for row_id, version in pairs
                )
    except (ValueError, TypeError, AttributeError):
        return None
    return found, soldiers, items


class Watcher(Protocol):
    """One engine's watcher: :meth:`wait` for others' commits, then what changed."""

    def wait(self, timeout: float) -> Found:
        """Block up to ``timeout`` seconds; what changed since the last call (maybe nothing).
        Never raises for a lost server (PostgreSQL): it reconnects and catches up."""
        ...

    def close(self) -> None: ...


class _SqliteWatcher:
    def __init__(self, path: str) -> None:
        self._connection = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._version = self._data_version()
        self._snapshot = read_snapshot(self._connection.cursor())

    def _data_version(self) -> int:
        return int(self._connection.execute("PRAGMA data_version").fetchone()[0])

    def wait(self, timeout: float) -> Found:
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
    """LISTEN on a dedicated connection (see the module); :attr:`reconnects` counts the times
    it came back after losing the server."""

    def __init__(self, conninfo: str) -> None:
        self._conninfo = conninfo
        self._connection: Any = None
        self._snapshot = Snapshot()
        self._retry_at = 0.0
        self._delay = RETRY_SECONDS
        self.reconnects = 0
        self._connect()  # the first one raises: the caller learns the server is not there

    def _connect(self) -> Found:
        """Connect, LISTEN, then read the snapshot (after LISTEN: nothing falls between) and
        say what changed since the last one (nothing the first time)."""
        import psycopg

        connection = psycopg.connect(self._conninfo, **_CONNECT_OPTIONS)  # type: ignore[arg-type]
        try:
            connection.execute(f"LISTEN {CHANNEL}")
            newer = read_snapshot(connection.cursor())
        except BaseException:
            connection.close()
            raise
        first = not self._snapshot.counters  # nothing to compare with yet
        self._connection = connection
        self._delay = RETRY_SECONDS
        found, self._snapshot = self._snapshot.diff(newer), newer
        return [] if first else found

    @property
    def backend_pid(self) -> int | None:
        """The listening connection's server process (``None`` while the server is lost)."""
        return None if self._connection is None else int(self._connection.info.backend_pid)

    @property
    def connected(self) -> bool:
        return self._connection is not None

    def wait(self, timeout: float) -> Found:
        import psycopg

        if self._connection is None:
            return self._reconnect(timeout)
        try:
            payloads = [n.payload for n in self._connection.notifies(timeout=timeout, stop_after=1)]
            if not payloads:
                return []
            payloads += [n.payload for n in self._connection.notifies(timeout=0)]  # a burst
        except psycopg.Error:
            self._lose()
            return self._reconnect(0)
        return self._heard(payloads)

    def _heard(self, payloads: list[str]) -> Found:
        found: Found = []
        for payload in payloads:
            said = read_payload(payload)
            if said is None:  # "many" or unreadable: the snapshot says what changed (the
                return found + self._catch_up()  # rest of the burst too: committed before it)
            heard, soldiers, items = said
            found.extend(heard)
            for rows, news in ((self._snapshot.soldiers, soldiers), (self._snapshot.items, items)):
                for row_id, (campaign, version) in news.items():
                    if version is None or campaign is None:
                        rows.pop(row_id, None)
                    else:
                        rows[row_id] = (campaign, version)
        return found

    def _catch_up(self) -> Found:
        import psycopg

        try:
            newer = read_snapshot(self._connection.cursor())
        except psycopg.Error:
            self._lose()
            return self._reconnect(0)
        found, self._snapshot = self._snapshot.diff(newer), newer
        return found

    def _lose(self) -> None:
        connection, self._connection = self._connection, None
        with contextlib.suppress(Exception):
            connection.close()
        self._retry_at = time.monotonic()

    def _reconnect(self, timeout: float) -> Found:
        """Try to come back if the back-off allows it by ``timeout``; the catch-up if so."""
        import psycopg

        wait = self._retry_at - time.monotonic()
        if wait > timeout:
            time.sleep(max(0.0, timeout))
            return []
        time.sleep(max(0.0, wait))
        try:
            found = self._connect()
        except psycopg.Error:
            self._retry_at = time.monotonic() + self._delay
            self._delay = min(self._delay * 2, RETRY_MAX_SECONDS)
            return []
        self.reconnects += 1
        return found

    def close(self) -> None:
        if self._connection is not None:
            with contextlib.suppress(Exception):
                self._connection.close()
            self._connection = None


def open_watcher(url: str) -> Watcher:
    """A watcher over the database at ``url`` (a SQLAlchemy URL of either engine)."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "sqlite":
        return _SqliteWatcher(parsed.database or "")
    conninfo = parsed.set(drivername="postgresql").render_as_string(hide_password=False)
    return _PostgresWatcher(conninfo)
