"""A quick look at a SQLite campaign file before SQLAlchemy is loaded.

:func:`peek_roster` opens the file read-only with the standard library's ``sqlite3`` (a ``mode=ro``
URI: a missing file is never created), checks that its schema is the newest one this
xcom_manager knows (the Alembic version table against the heads of ``database/versions``, read
as text: Alembic is not imported) and reads what the roster page shows first: the campaign and
its first soldiers. Anything else (a PostgreSQL URL, a missing file, an old, newer or odd
schema, any SQLite error) gives an answer saying so, and the caller takes the full path
(``Database.open``: migrations, backups, services). Stdlib only, by design.
"""

from __future__ import annotations

import json
import re
import sqlite3
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import quote

__all__ = ["PeekResult", "RosterPeek", "head_revisions", "peek_roster", "sqlite_path"]

#: The columns of a roster row, in the order ``RosterService`` reads them (it uses this list).
ROW_FIELDS = (
    "id",
    "campaign_id",
    "name",
    "nationality",
    "rank",
    "soldier_class",
    "unit_type",
    "stats",
    "wounds",
    "status",
    "missions",
    "kills",
    "experience",
    "notes",
    "status_date",
    "status_mission_id",
    "status_mission",
    "status_cause",
    "version",
)

_REVISION = re.compile(r"^revision\s*(?::[^=]*)?=\s*['\"]([^'\"]+)['\"]", re.MULTILINE)
_DOWN = re.compile(r"^down_revision\s*(?::[^=]*)?=\s*(.+)$", re.MULTILINE)
_QUOTED = re.compile(r"['\"]([^'\"]+)['\"]")


class RosterPeek(NamedTuple):
    """What the roster page shows first: the campaign, its soldier count, its first soldiers
    (each a dict of :data:`ROW_FIELDS`, values as ``RosterService`` reads them)."""

    campaign_id: int
    campaign_name: str
    ruleset_id: str
    soldier_count: int
    rows: list[dict[str, Any]]


class PeekResult(NamedTuple):
    """``roster`` when the file is at the newest schema and has a campaign; else ``None`` and
    ``outdated`` true when the file is at an older revision (an upgrade is due)."""

    roster: RosterPeek | None
    outdated: bool = False


def sqlite_path(db_url: str) -> Path | None:
    """The file of a ``sqlite:///`` URL of a file on disk; ``None`` for any other URL."""
    scheme, sep, rest = db_url.strip().partition("://")
    if not sep or scheme.lower() not in ("sqlite", "sqlite+pysqlite"):
        return None
    if not rest.startswith("/") or "?" in rest:
        return None  # sqlite:// (memory) or URL options: the full path knows them
    path = rest[1:]
    return Path(path) if path and path != ":memory:" else None


def head_revisions(versions_dir: Path) -> set[str]:
    """The head revisions of the migrations in ``versions_dir``, read as text."""
    revisions: set[str] = set()
    downs: set[str] = set()
    for script in versions_dir.glob("*.py"):
        text = script.read_text(encoding="utf-8")
        found = _REVISION.search(text)
        if found is None:
            continue
        revisions.add(found.group(1))
        down = _DOWN.search(text)
        if down is not None:
            downs.update(_QUOTED.findall(down.group(1)))
    return revisions - downs


def peek_roster(
    db_url: str, campaign_id: int | None, limit: int, *, versions_dir: Path
) -> PeekResult:
    """The roster of campaign ``campaign_id`` (or of the first campaign when it is ``None`` or
    not there) of the SQLite file ``db_url`` names, at most ``limit`` soldiers by id."""
    path = sqlite_path(db_url)
    if path is None or not path.is_file():
        return PeekResult(None)
    try:
        heads = head_revisions(versions_dir)
        uri = f"file:{quote(str(path.resolve()))}?mode=ro"
        connection = sqlite3.connect(uri, uri=True, timeout=1.0)
    except (OSError, sqlite3.Error):
        return PeekResult(None)
    try:
        return _read(connection, heads, campaign_id, limit)
    except (sqlite3.Error, ValueError, TypeError):
        return PeekResult(None)
    finally:
        connection.close()


def _read(
    connection: sqlite3.Connection, heads: set[str], campaign_id: int | None, limit: int
) -> PeekResult:
    versions = {row[0] for row in connection.execute("SELECT version_num FROM alembic_version")}
    if len(heads) != 1 or versions != heads:
        known_old = bool(versions) and not (versions & heads) and len(heads) == 1
        return PeekResult(None, outdated=known_old and _older(versions, heads))
    connection.execute("BEGIN")  # the count and the rows from one snapshot
    campaigns = connection.execute(
        "SELECT id, name, ruleset_id FROM campaign ORDER BY id"
    ).fetchall()
    if not campaigns:
        return PeekResult(None)
    chosen = next((c for c in campaigns if c[0] == campaign_id), campaigns[0])
    count = connection.execute(
        "SELECT count(id) FROM soldier WHERE campaign_id = ?", (chosen[0],)
    ).fetchone()[0]
    columns = ", ".join(ROW_FIELDS)
    rows = [
        _row(values)
        for values in connection.execute(
            f"SELECT {columns} FROM soldier WHERE campaign_id = ? ORDER BY id LIMIT ?",
            (chosen[0], limit),
        )
    ]
    return PeekResult(RosterPeek(int(chosen[0]), str(chosen[1]), str(chosen[2]), int(count), rows))


def _older(versions: set[str], heads: set[str]) -> bool:
    """Whether ``versions`` look like older revisions of ours (numbered files below the head's);
    a revision we do not know (a newer xcom_manager's) is left to the full path to explain."""
    try:
        newest = max(int(head.split("_")[0]) for head in heads)
        return all(int(version.split("_")[0]) < newest for version in versions)
    except ValueError:
        return False


def _row(values: tuple[Any, ...]) -> dict[str, Any]:
    row = dict(zip(ROW_FIELDS, values, strict=True))
    stats = row["stats"]
    row["stats"] = json.loads(stats) if isinstance(stats, str) else stats
    when = row["status_date"]
    row["status_date"] = date.fromisoformat(when) if isinstance(when, str) else when
    return row
