"""Backups of a SQLite campaign file: SQLite's online backup API into a file of the
user's data directory, written under a temporary name and renamed only once whole and synced,
so that a failed backup (a full disk, a damaged source) leaves no file at all.

Each database file has its own folder, ``<user data>/backups/<file name>-<hash of its path>/``,
holding ``<YYYYMMDD-HHMMSS>-<reason>.db`` files (local time; the reason is ``daily``, ``import``,
``upgrade``, ``debrief``, ``restore`` or ``manual``). :class:`BackupShelf` lists, makes, prunes
and restores them; it knows nothing of campaigns (the services read those from a backup).

The database is read only through SQLite while this process may hold a connection to it (a
descriptor of the file opened and closed any other way drops the process's POSIX locks on it):
a backup reads it with a read-only connection, and the byte-for-byte copy of a damaged file is
made by a child process. A backup killed half way leaves a ``.part`` file in the shelf's folder;
:meth:`BackupShelf.sweep` removes those left long enough ago to be nobody's work in progress.
"""

from __future__ import annotations

import glob
import hashlib
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from xcom_manager import paths
from xcom_manager.store.errors import StoreError
from xcom_manager.store.integrity import check_file, damaged, read_only_uri

__all__ = ["REASONS", "BackupFile", "BackupShelf", "copy_database"]

#: Why a backup was taken.
REASONS = ("daily", "import", "upgrade", "debrief", "restore", "manual", "damaged")
_NAME = re.compile(r"^(\d{8}-\d{6})(?:-(\d+))?-([a-z]+)\.db$")
_STAMP = "%Y%m%d-%H%M%S"
#: A ``.part`` file untouched this long is a killed backup's, not one being written.
_LEFTOVER_SECONDS = 15 * 60
_COPY_BYTES = "import shutil, sys\nshutil.copyfile(sys.argv[1], sys.argv[2])\n"


@dataclass(frozen=True, slots=True)
class BackupFile:
    """One backup on the shelf: its file, when it was taken (local time), why and its size."""

    path: Path
    taken: datetime
    reason: str
    size: int


def _fsync_dir(folder: Path) -> None:
    try:
        handle = os.open(folder, os.O_RDONLY)
    except OSError:  # pragma: no cover - not every system opens folders
        return
    try:
        os.fsync(handle)
    except OSError:  # pragma: no cover
        pass
    finally:
        os.close(handle)


@contextmanager
def _temporary_beside(target: Path) -> Iterator[Path]:
    """A temporary file name in ``target``'s folder, removed unless it was renamed away."""
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    os.close(handle)
    temporary = Path(name)
    try:
        yield temporary
    finally:
        temporary.unlink(missing_ok=True)


def copy_database(source: Path, target: Path) -> None:
    """Copy the SQLite database ``source`` (its WAL content included) to ``target`` whole.

    SQLite's online backup API writes a temporary file beside ``target``, which is synced and
    renamed over ``target``: ``target`` is either the whole copy or untouched. Raises
    :class:`StoreError` (nothing left behind) when the copy fails.
    """
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with _temporary_beside(target) as temporary:
            with (
                closing(sqlite3.connect(read_only_uri(source), uri=True, timeout=5)) as reading,
                closing(sqlite3.connect(temporary)) as writing,
            ):
                reading.backup(writing)
                writing.execute("PRAGMA journal_mode = DELETE")  # one self-contained file
            with temporary.open("rb+") as handle:
                os.fsync(handle.fileno())
            os.replace(temporary, target)
        _fsync_dir(target.parent)
    except (sqlite3.Error, OSError) as error:
        detail = getattr(error, "strerror", None) or str(error)
        raise StoreError(
            f"Cannot copy the database {source} to {target}: {detail}. Nothing was changed."
        ) from error


def _copy_bytes(source: Path, target: Path) -> None:
    """Copy ``source`` byte for byte in a child process (see the module's docstring)."""
    done = subprocess.run(
        [sys.executable, "-I", "-S", "-c", _COPY_BYTES, str(source), str(target)],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines()
        raise OSError(lines[-1] if lines else f"copy of {source} failed")


class BackupShelf:
    """The backups of one SQLite database file, in ``root`` (default: the user's data dir)."""

    def __init__(self, database: Path, root: Path | None = None) -> None:
        self.database = database.expanduser().resolve()
        base = root if root is not None else paths.user_data_dir() / "backups"
        digest = hashlib.sha256(str(self.database).encode("utf-8")).hexdigest()[:12]
        self.folder = base / f"{self.database.name}-{digest}"

    def files(self) -> list[BackupFile]:
        """The backups, newest first."""
        if not self.folder.is_dir():
            return []
        found: list[BackupFile] = []
        for path in self.folder.iterdir():
            match = _NAME.match(path.name)
            if match is None or not path.is_file():
                continue
            taken = datetime.strptime(match.group(1), _STAMP)
            found.append(BackupFile(path, taken, match.group(3), path.stat().st_size))
        return sorted(found, key=lambda each: (each.taken, each.path.name), reverse=True)

    def newest(self) -> BackupFile | None:
        backups = self.files()
        return backups[0] if backups else None

    def _target(self, reason: str, now: datetime) -> Path:
        stamp = now.strftime(_STAMP)
        target = self.folder / f"{stamp}-{reason}.db"
        serial = 1
        while target.exists():
            serial += 1
            target = self.folder / f"{stamp}-{serial}-{reason}.db"
        return target

    def take(self, reason: str, now: datetime | None = None) -> BackupFile:
        """Back the database up now; refused (nothing written) for a damaged file.

        ``quick_check`` runs first: a damaged file is never shelved as a backup (it would take
        the place of good ones as they age out), and the refusal says what to do.
        """
        if reason not in REASONS:
            raise ValueError(f"unknown backup reason {reason!r}")
        if not self.database.is_file():
            raise StoreError(f"There is no database at {self.database} to back up.")
        found = check_file(self.database, quick_only=True)
        if not found.ok:
            raise StoreError(damaged(str(self.database), "; ".join(found.problems[:3])))
        moment = now or datetime.now()
        target = self._target(reason, moment)
        copy_database(self.database, target)
        return BackupFile(target, moment.replace(microsecond=0), reason, target.stat().st_size)

    def keep_damaged(self, now: datetime | None = None) -> BackupFile:
        """Put the damaged file (and its WAL) on the shelf byte for byte, before a restore."""
        target = self._target("damaged", now or datetime.now())
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            with _temporary_beside(target) as temporary:
                _copy_bytes(self.database, temporary)
                os.replace(temporary, target)
            wal = self.database.with_name(self.database.name + "-wal")
            if wal.is_file():
                _copy_bytes(wal, target.with_name(target.name + "-wal"))
        except (OSError, subprocess.SubprocessError) as error:
            detail = getattr(error, "strerror", None) or str(error)
            raise StoreError(
                f"Cannot keep the damaged database {self.database} aside: {detail}. "
                "Nothing was changed."
            ) from error
        return BackupFile(target, datetime.now().replace(microsecond=0), "damaged", 0)

    def sweep(self, now: float | None = None) -> list[Path]:
        """Remove the ``.part`` files of backups killed half way (in the shelf's folder) and a
        restore's staged copy beside the database, once untouched for a quarter of an hour."""
        limit = (time.time() if now is None else now) - _LEFTOVER_SECONDS
        found = list(self.folder.glob(".*.part")) if self.folder.is_dir() else []
        name = glob.escape(self.database.name)
        for pattern in (f".{name}.*.part", f"..{name}.restoring.*.part"):
            found += self.database.parent.glob(pattern)
        found.append(self.database.with_name(f".{self.database.name}.restoring"))
        removed = []
        for path in found:
            try:
                if path.is_file() and path.stat().st_mtime < limit:
                    path.unlink()
                    removed.append(path)
            except OSError:  # another process's sweep was first, or no right to: left alone
                continue
        return removed

    def prune(
        self, keep_days: int, now: datetime | None = None, *, keep: Path | None = None
    ) -> list[Path]:
        """Delete backups older than ``keep_days`` days; the newest one always stays, and so
        does ``keep`` (the caller's choice: the last one worth restoring)."""
        limit = (now or datetime.now()) - timedelta(days=keep_days)
        backups = self.files()
        removed = []
        for backup in backups[1:]:
            if backup.taken < limit and backup.path != keep:
                backup.path.unlink(missing_ok=True)
                backup.path.with_name(backup.path.name + "-wal").unlink(missing_ok=True)
                removed.append(backup.path)
        return removed

    def restore(self, backup: Path) -> None:
        """Put the backup ``backup`` in place of the database (all its connections closed).

        The caller has kept the current file first (:meth:`take` or :meth:`keep_damaged`). The
        backup is copied whole beside the database and renamed over it; the old file's WAL and
        shared-memory files are removed with it (they belong to the file replaced).
        """
        found = check_file(backup, quick_only=True)
        if not found.ok:
            raise StoreError(damaged(str(backup), "; ".join(found.problems[:3])))
        self.database.parent.mkdir(parents=True, exist_ok=True)
        staged = self.database.with_name(f".{self.database.name}.restoring")
        copy_database(backup, staged)
        try:
            mode = self.database.stat().st_mode & 0o777 if self.database.exists() else 0o644
            os.chmod(staged, mode)  # the file keeps who may read it

            for suffix in ("-wal", "-shm", "-journal"):
                self.database.with_name(self.database.name + suffix).unlink(missing_ok=True)
            os.replace(staged, self.database)
            _fsync_dir(self.database.parent)
        except OSError as error:
            raise StoreError(
                f"Cannot put the backup {backup} in place of {self.database}: {error.strerror}"
            ) from error
        finally:
            staged.unlink(missing_ok=True)
