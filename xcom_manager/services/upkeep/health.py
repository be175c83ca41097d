"""``xcom-manager check``: the whole database examined, and nothing written.

:func:`check_database` runs SQLite's own checks of a SQLite file (``quick_check``,
``integrity_check``, ``foreign_key_check``; :func:`xcom_manager.store.integrity.check_file`),
then, when the file is sound enough to open, the checks of the history of every campaign
(:func:`check_history`: the audit chain, the mission events' chain and the item places of
each campaign; the one place where further history checks are added).
"""

from __future__ import annotations

from dataclasses import dataclass

from xcom_manager.rules.errors import PATH_SHOWN_MAX, clipped, shown
from xcom_manager.rules.texts import Message
from xcom_manager.services.upkeep.backups import sqlite_file
from xcom_manager.store.db import Database
from xcom_manager.store.errors import StoreError
from xcom_manager.store.integrity import check_file, refuse_unusable, trouble, trouble_message

__all__ = [
    "CheckReport",
    "HistoryCheck",
    "check_database",
    "check_history",
    "failure_message",
    "failure_text",
]


@dataclass(frozen=True, slots=True)
class HistoryCheck:
    """One check of one campaign's history: what (``"audit chain"``), how many rows it read,
    and its problem (``None`` when it passed)."""

    campaign_id: int
    campaign: str
    what: str
    rows: int
    problem: str | None


@dataclass(frozen=True, slots=True)
class CheckReport:
    """What ``check`` found: the file's problems, the history checks, and whether the history
    could be read at all (``opened``)."""

    location: str
    file_problems: tuple[str, ...]
    history: tuple[HistoryCheck, ...]
    opened: bool

    @property
    def ok(self) -> bool:
        return (
            self.opened
            and not self.file_problems
            and all(each.problem is None for each in self.history)
        )


def failure_message(error: Exception, location: str = "") -> Message | None:
    """The message of a database failure the user can act on (a damaged file, a full disk, a
    locked or read-only database), for a view to word in the user's language, or ``None`` for
    anything else (a bug)."""
    return trouble(error, location)


def failure_text(error: Exception, location: str = "") -> str | None:
    """:func:`failure_message` in English."""
    return trouble_message(error, location)


def check_history(db: Database) -> list[HistoryCheck]:
    """Every history check of every campaign of ``db`` (read only): the audit log's hash chain,
    the mission events' chain and the item places the audit log gave
    (:func:`~xcom_manager.services.audit.history.verify_history`), one :class:`HistoryCheck`
    each, its problem the first finding of that kind (and how many more)."""
    from sqlmodel import select

    from xcom_manager.services.audit.history import verify_history
    from xcom_manager.store.models import Campaign

    with db.session() as session:
        campaigns = [(row.id, row.name) for row in session.exec(select(Campaign)).all()]
    found = []
    for campaign_id, name in sorted((cid, n) for cid, n in campaigns if cid is not None):
        report = verify_history(db, campaign_id)
        counts = {
            "audit_chain": ("audit chain", report.audit.rows_checked),
            "mission_events": ("mission events", report.events.events_checked),
            "placement": ("item places", report.items_checked),
        }
        for kind, (what, rows) in counts.items():
            problems = [f.message for f in report.findings if f.kind == kind]
            problem = None
            if problems:
                more = len(problems) - 1
                problem = problems[0] + (f" (and {more} more)" if more else "")
            found.append(HistoryCheck(campaign_id, name, what, rows, problem))
    return found


def check_database(url: str) -> CheckReport:
    """Examine the database at ``url``; its schema is not upgraded and nothing is written (a
    SQLite file is opened read-only, its journal mode left as it is).

    Raises :class:`StoreError` when there is nothing to check (no such file, a URL that cannot be
    opened, a database of an older or newer schema that would need an upgrade).
    """
    from xcom_manager.store.db import current_revision, describe_url, head_revision

    location = describe_url(url)
    path = sqlite_file(url)
    problems: tuple[str, ...] = ()
    if path is not None:
        if not path.is_file():
            raise StoreError(f"there is no database at {clipped(path, PATH_SHOWN_MAX)}")
        problems = check_file(path).problems
        try:
            refuse_unusable(path, location)
        except StoreError as error:
            return CheckReport(location, problems or (str(error),), (), False)
    db: Database | None = None
    try:
        db = Database.open_read_only(url) if path is not None else None  # a file: as it is
        revision = db.revision() if db is not None else current_revision(url)
    except StoreError as error:
        if db is not None:
            db.close()
        return CheckReport(location, problems or (str(error),), (), False)
    if revision != head_revision():
        if db is not None:
            db.close()
        raise StoreError(
            f"the database at {clipped(location, PATH_SHOWN_MAX)} has schema revision "
            f"{shown(revision)}, not this version's "
            f"{head_revision()!r}: open it once with this version (which upgrades it, after a "
            "backup) and check again"
        )
    return _check_opened(db if db is not None else Database.open(url), location, problems)


def _check_opened(db: Database, location: str, problems: tuple[str, ...]) -> CheckReport:
    """The history checks of the opened ``db`` (closed after them), after the file's."""
    try:
        history = tuple(check_history(db))
    except StoreError as error:
        return CheckReport(location, (*problems, str(error)), (), False)
    except Exception as error:
        text = trouble_message(error, location)
        if text is None:
            raise
        return CheckReport(location, (*problems, text), (), False)
    finally:
        db.close()
    return CheckReport(location, problems, history, True)
