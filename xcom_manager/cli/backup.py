"""The command line's health and backup commands::

    xcom-manager [--db URL] check
    xcom-manager [--db URL] backup list
    xcom-manager [--db URL] backup now
    xcom-manager [--db URL] backup restore BACKUP [--yes]

``check`` runs SQLite's integrity checks on the file and verifies the history of every campaign
(the audit chains); it writes nothing and exits 0 when all is well, 1 naming each problem.
``backup list`` prints the backups of the database (newest first: file, time, why, size,
campaigns); ``backup restore`` puts one back (a file of the list or its number there, 1 the
newest), keeping the current file as a backup first. Both work when the database file is gone
(``restore`` makes it again); only this application's whole backups of a schema it knows are
put back. Backups are kept ``$XCOM_BACKUP_DAYS`` days
(default 14). A PostgreSQL database is not backed up by xcom-manager: these commands say so.

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the services are imported
inside the commands.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from xcom_manager.cli.support import PROG, CommandError, print_error, require_existing_database

if TYPE_CHECKING:
    from xcom_manager.services.upkeep.backups import BackupRow, Backups

__all__ = ["COMMANDS", "add_parsers", "run"]

COMMANDS = frozenset({"check", "backup"})


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``check`` and ``backup`` to the command line's sub-commands."""
    commands.add_parser(
        "check",
        help="check the database file (SQLite integrity, foreign keys) and every campaign's "
        "history (audit chain); writes nothing",
    )
    backup = commands.add_parser("backup", help="list, take or restore backups of the database")
    actions = backup.add_subparsers(dest="backup_command", metavar="ACTION", required=True)
    actions.add_parser("list", help="the backups, newest first")
    actions.add_parser("now", help="take a backup now")
    restore = actions.add_parser(
        "restore", help="put a backup in place of the database (the current one is kept first)"
    )
    restore.add_argument(
        "backup", metavar="BACKUP", help="a backup's file, or its number in 'backup list'"
    )


def run(db_url: str, args: argparse.Namespace) -> int:
    """Run a command of :data:`COMMANDS`; the exit status."""
    if args.command == "check" or args.backup_command == "now":
        require_existing_database(db_url)
    if args.command == "check":
        return _check(db_url)
    from xcom_manager.services.upkeep.backups import Backups, sqlite_file

    backups = Backups(db_url)
    path = sqlite_file(db_url)
    gone = path is not None and not path.exists()
    rows = backups.list()
    if gone and not rows:
        require_existing_database(db_url)  # a mistyped path: said so, and nothing is made
    if args.backup_command == "list":
        return _list(backups, rows, gone=gone)
    if args.backup_command == "now":
        row = backups.take("manual")
        print(f"Backed up to {row.path} ({_size(row.size)})")
        return 0
    return _restore(backups, rows, args.backup)


def _check(db_url: str) -> int:
    from xcom_manager.services.upkeep.health import check_database

    report = check_database(db_url)
    for problem in report.file_problems:
        print_error(f"damaged: {problem}")
    for each in report.history:
        what = f'campaign #{each.campaign_id} "{each.campaign}": {each.what}'
        if each.problem is None:
            print(f"{what}: intact ({each.rows} rows)")
        else:
            print_error(f"{what}: {each.problem}")
    if report.ok:
        print(f"{report.location}: the file is sound and every history verifies")
        return 0
    print_error(
        f"{report.location} has problems: restore a backup ('{PROG} backup list', "
        f"'{PROG} backup restore N') or keep this file aside"
    )
    return 1


def _size(size: int) -> str:
    return f"{size / 1024:.0f} KiB" if size < 1024 * 1024 else f"{size / 1024 / 1024:.1f} MiB"


def _list(backups: Backups, rows: list[BackupRow], *, gone: bool) -> int:
    if not rows:
        print("No backups yet")
        return 0
    for number, row in enumerate(rows, start=1):
        names = "?" if row.campaigns is None else ", ".join(row.campaigns) or "no campaigns"
        print(
            f"{number}\t{row.taken:%Y-%m-%d %H:%M:%S}\t{row.reason}\t{_size(row.size)}\t"
            f"{names}\t{row.path}"
        )
    print(f"(kept {backups.keep_days} days; newest first)", file=sys.stderr)
    if gone:
        print(
            f"(the database file is missing: '{PROG} backup restore N' puts one back)",
            file=sys.stderr,
        )
    return 0


def _restore(backups: Backups, rows: list[BackupRow], chosen: str) -> int:
    if chosen.isdigit() and not Path(chosen).exists():
        number = int(chosen)
        if not 1 <= number <= len(rows):
            raise CommandError.of("cli_no_backup_number", number=number, prog=PROG)
        path = rows[number - 1].path
    else:
        path = Path(chosen)
    kept = backups.restore(path)
    if kept is None:
        print(f"Restored {path}; there was no database file to keep first")
    else:
        print(f"Restored {path}; the database as it was is kept as {kept.path}")
    return 0
