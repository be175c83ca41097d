"""Automatic backups of the campaign database and their restore.

A rolling backup (SQLite's online backup API, :mod:`xcom_manager.store.backup`) is taken at the
first start of each day (:meth:`Backups.daily`) and before every import, upgrade and debrief
(:meth:`Backups.before`); backups older than the days to keep are deleted as new ones are taken
(the newest always stays, and so does the newest holding a campaign). They live in the user's
data directory, one folder per database file. A file this user cannot write is not backed up
automatically (it is opened read-only: nothing here changes it).

A restore puts back only a whole backup of this database, made by this application at a schema
it knows (:func:`refuse_unrestorable`), and works when the database file is gone.

How many days to keep: the window's setting (``backups/keepDays`` in its QSettings, handed in
as ``keep_days``), else the environment variable ``XCOM_BACKUP_DAYS`` (the command line), else
14 days.

A PostgreSQL database is not backed up here (its server keeps it: ``pg_dump``): the automatic
backups are skipped, and listing or restoring says so.
"""

from __future__ import annotations

import os
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import UserError
from xcom_manager.store.backup import BackupFile, BackupShelf
from xcom_manager.store.db import known_revisions
from xcom_manager.store.errors import StoreError
from xcom_manager.store.folder import sqlite_file as store_sqlite_file
from xcom_manager.store.integrity import (
    DamagedDatabaseError,
    ForeignDatabaseError,
    check_file,
    damaged,
    read_only_uri,
    refuse_unusable,
)
from xcom_manager.store.sharing import UNKNOWN, others_holding
from xcom_manager.store.writable import write_refusal

__all__ = [
    "DEFAULT_KEEP_DAYS",
    "KEEP_DAYS_ENV",
    "MESSAGES",
    "BackupError",
    "BackupRow",
    "Backups",
    "keep_days_setting",
    "sqlite_file",
]

KEEP_DAYS_ENV = "XCOM_BACKUP_DAYS"
DEFAULT_KEEP_DAYS = 14
MAX_KEEP_DAYS = 3650

#: Why a backup is not restored (:func:`refuse_unrestorable`); ``{path}`` is the backup's file.
MESSAGES = templates(
    {
        "backup_damaged": tr_noop(
            "ServiceErrors",
            "The backup {path} cannot be restored: it is damaged or no SQLite database "
            "({detail}). Nothing was changed; pick another backup.",
        ),
        "backup_empty": tr_noop(
            "ServiceErrors",
            "The backup {path} cannot be restored: it holds no database (no tables). Nothing "
            "was changed; pick another backup.",
        ),
        "backup_foreign": tr_noop(
            "ServiceErrors",
            "The backup {path} cannot be restored: it is not an xcom_manager database (another "
            "program's, with no schema revision of ours). Nothing was changed; pick another "
            "backup.",
        ),
        "backup_newer": tr_noop(
            "ServiceErrors",
            "The backup {path} cannot be restored: its schema revision {revision} is newer than "
            "this xcom_manager knows (or not one of its own). Nothing was changed; restore it "
            "with the version that made it.",
        ),
    }
)


class BackupError(UserError):
    """A backup that could not be taken or restored, or a database that cannot have one."""


@dataclass(frozen=True, slots=True)
class BackupRow:
    """A backup as the views list it: file, time taken, why, size, and its campaigns' names
    (empty when it holds none; ``None`` when they cannot be read)."""

    path: Path
    taken: datetime
    reason: str
    size: int
    campaigns: tuple[str, ...] | None


def keep_days_setting(value: object = None) -> int:
    """The days to keep backups: ``value`` (a setting) if it is a whole number from 1 to 3650,
    else ``$XCOM_BACKUP_DAYS`` if it is one, else :data:`DEFAULT_KEEP_DAYS`."""
    for candidate in (value, os.environ.get(KEEP_DAYS_ENV)):
        try:
            days = int(str(candidate).strip()) if candidate is not None else 0
        except ValueError:
            continue
        if 1 <= days <= MAX_KEEP_DAYS:
            return days
    return DEFAULT_KEEP_DAYS


def sqlite_file(url: str) -> Path | None:
    """The file of a SQLite URL, resolved (the store's :func:`store_sqlite_file`); ``None``
    for an in-memory database or another backend."""
    found = store_sqlite_file(url)
    return None if found is None else found.resolve()


def _campaign_names(path: Path) -> tuple[str, ...] | None:
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
            rows = connection.execute("SELECT name FROM campaign ORDER BY id").fetchall()
    except sqlite3.Error:
        return None
    return tuple(str(row[0]) for row in rows)


def _schema(path: Path) -> tuple[bool, str | None]:
    """Whether the SQLite file ``path`` has tables, and its schema revision (read-only)."""
    with closing(sqlite3.connect(read_only_uri(path), uri=True, timeout=5)) as connection:
        names = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        if "alembic_version" not in names:
            return bool(names), None
        found = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    return True, (str(found[0]) if found else None)


def refuse_unrestorable(backup: Path) -> None:
    """Refuse (:class:`BackupError`, naming what is wrong) a file that is not a whole backup of
    this application at a schema it knows: no SQLite database, a cut or damaged one (SQLite's
    whole check, read-only), another program's (no schema revision), or one of a revision this
    xcom_manager does not know (a newer version's). Only read: nothing is written anywhere."""
    where = str(backup)
    try:
        refuse_unusable(backup, where)
        has_tables, revision = _schema(backup)
        found = check_file(backup)
    except DamagedDatabaseError as error:
        detail = error.message.param("detail") if error.message is not None else None
        raise BackupError(Message.of("backup_damaged", path=where, detail=str(detail))) from error
    except ForeignDatabaseError as error:
        raise BackupError(Message.of("backup_foreign", path=where)) from error
    except StoreError as error:  # busy, or cannot be read
        raise BackupError(error.message or str(error)) from error
    except sqlite3.DatabaseError as error:
        raise BackupError(Message.of("backup_damaged", path=where, detail=str(error))) from error
    if not has_tables:
        raise BackupError(Message.of("backup_empty", path=where))
    if revision is None:
        raise BackupError(Message.of("backup_foreign", path=where))
    if revision not in known_revisions():
        raise BackupError(Message.of("backup_newer", path=where, revision=repr(revision)))
    if not found.ok:
        detail = "; ".join(found.problems[:3])
        raise BackupError(Message.of("backup_damaged", path=where, detail=detail))


def _last_with_campaigns(shelf: BackupShelf) -> Path | None:
    """The newest backup holding a campaign: it never ages out, so that a new, empty file made
    where a deleted one was (and backed up day after day) does not push the last backup worth
    restoring off the shelf."""
    for backup in shelf.files():
        if _campaign_names(backup.path):
            return backup.path
    return None


def _row(backup: BackupFile) -> BackupRow:
    return BackupRow(
        backup.path, backup.taken, backup.reason, backup.size, _campaign_names(backup.path)
    )


class Backups:
    """The backups of the database at ``url`` (see the module's docstring)."""

    def __init__(self, url: str, *, keep_days: int | None = None, root: Path | None = None) -> None:
        self.url = url
        self.keep_days = keep_days if keep_days is not None else keep_days_setting()
        self._file = sqlite_file(url)
        self._root = root
        self._paused = False

    @classmethod
    def paused(cls, url: str) -> Backups:
        """Backups that take nothing before an import or a debrief, nor a daily one: for the
        use-cases run as parts of one transaction (the demo), whose own work is not committed
        yet, so a backup taken between them would hold none of it (the caller backs up once
        before the whole)."""
        backups = cls(url, keep_days=0)
        backups._paused = True
        return backups

    @property
    def supported(self) -> bool:
        """Whether this database is a SQLite file (the only kind backed up here)."""
        return self._file is not None

    def _shelf(self) -> BackupShelf:
        if self._file is None:
            raise BackupError(Message.of("backup_not_sqlite"))
        return BackupShelf(self._file, self._root)

    def list(self) -> list[BackupRow]:
        """The backups, newest first, with the campaigns each holds."""
        return [_row(each) for each in self._shelf().files()]

    def take(self, reason: str = "manual", now: datetime | None = None) -> BackupRow:
        """Take a backup now and delete those past the days to keep."""
        shelf = self._shelf()
        try:
            backup = shelf.take(reason, now)
        except StoreError as error:
            raise BackupError(error.message or str(error)) from error
        shelf.prune(self.keep_days, now, keep=_last_with_campaigns(shelf))
        return _row(backup)

    def before(self, reason: str, now: datetime | None = None) -> BackupRow | None:
        """The backup before an import or a debrief (``reason``); ``None`` for a database not
        backed up here. A damaged file or a failed copy refuses the work (:class:`BackupError`)."""
        if not self._writable_file():
            return None
        return self.take(reason, now)

    def _writable_file(self) -> bool:
        """Whether there is a file to back up that may change: a file this user cannot write
        is opened read-only (``Database.open``), nothing here changes it, and it is not backed
        up (the window says so)."""
        if self._paused or self._file is None or not self._file.is_file():
            return False
        return write_refusal(self._file) is None

    def _due_today(self, moment: datetime) -> bool:
        newest = self._shelf().newest()
        return newest is None or newest.taken.date() != moment.date()

    def before_opening(self, now: datetime | None = None) -> None:
        """What a start does before it opens the database: the leftovers of a backup killed
        half way are removed, and on the day's first start (a daily backup due) the file is
        checked read-only, so that a damaged one is refused (:class:`BackupError`) before
        anything is written to it (opening switches the file to WAL)."""
        if self._paused or self._file is None or not self._file.is_file():
            return
        shelf = self._shelf()
        shelf.sweep()
        if not self._due_today(now or datetime.now()):
            return
        try:
            found = check_file(self._file, quick_only=True)
        except StoreError as error:
            raise BackupError(error.message or str(error)) from error
        if not found.ok:
            raise BackupError(damaged(str(self._file), "; ".join(found.problems[:3])))

    def daily(self, now: datetime | None = None) -> BackupRow | None:
        """The first start of a day takes a backup (checked first: a damaged file is refused
        with :class:`BackupError` and no backup replaces the good ones); ``None`` when today's
        is already there or the database is not backed up here."""
        if not self._writable_file():
            return None
        moment = now or datetime.now()
        return self.take("daily", moment) if self._due_today(moment) else None

    def check_restorable(self, backup: Path) -> None:
        """Refuse (:class:`BackupError`) what :meth:`restore` would not put back: a file that
        is not one of this database's backups, or not a whole one of a schema this application
        knows (:func:`refuse_unrestorable`). Reads only."""
        known = {each.path.resolve() for each in self._shelf().files()}
        if backup.resolve() not in known:
            raise BackupError(Message.of("not_a_backup", path=str(backup)))
        refuse_unrestorable(backup)

    def restore(self, backup: Path, now: datetime | None = None) -> BackupRow | None:
        """Put ``backup`` in place of the database, whose every connection must be closed.

        Only a whole backup of this database, made by this application at a schema it knows,
        is put back (:func:`refuse_unrestorable`); a refusal changes nothing. The current file
        is kept first: as a backup (reason ``restore``) when it is sound, byte for byte (reason
        ``damaged``) when it is not. Returns that kept copy; ``None`` when there was no file
        (it was deleted: the restore makes it again, without the leftovers of the old one).
        """
        shelf = self._shelf()
        self.check_restorable(backup)
        refusal = write_refusal(shelf.database)
        if refusal is not None:  # a file this user cannot write is not replaced either
            raise BackupError(refusal)
        holding = others_holding(shelf.database)
        if holding == UNKNOWN:
            raise BackupError(Message.of("restore_while_open_unknown"))
        if holding:
            raise BackupError(Message.of("restore_while_open", count=holding))
        try:
            kept: BackupFile | None = None
            if shelf.database.is_file():
                sound = check_file(shelf.database, quick_only=True).ok
                kept = shelf.take("restore", now) if sound else shelf.keep_damaged(now)
            shelf.restore(backup)
        except StoreError as error:
            raise BackupError(error.message or str(error)) from error
        return None if kept is None else _row(kept)
