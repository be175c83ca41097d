"""What every command of the ``xcom-manager`` command line shares: its refusal, the services on
the database, and the check that a reading command finds a database to read.

Like :mod:`xcom_manager.cli.main`, it imports only the standard library at module level (the GUI's
launch is benchmarked); the store and the services are imported when a command runs.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from xcom_manager.cli import texts  # noqa: F401 - the refusals' templates, registered
from xcom_manager.rules.texts import Message, ParamValue

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

PROG = "xcom-manager"

__all__ = ["PROG", "CommandError", "print_error", "require_existing_database", "services"]


class CommandError(Exception):
    """A refusal found by the command line itself (no campaign to export, an unreadable file):
    ``str(e)`` is its English text, and ``message`` (when made from one, with a key of
    :mod:`xcom_manager.cli.texts`) the message to word in the language of ``XCOM_LANG``."""

    def __init__(self, message: str | Message = "", /) -> None:
        self.message: Message | None = message if isinstance(message, Message) else None
        super().__init__(message.text if isinstance(message, Message) else message)

    @classmethod
    def of(cls, key: str, /, **params: ParamValue) -> CommandError:
        """The refusal worded by the template ``key`` of :mod:`xcom_manager.cli.texts`."""
        return cls(Message.of(key, **params))


@contextmanager
def services(db_url: str) -> Iterator[tuple[Database, CampaignService]]:
    """The database at ``db_url`` (upgraded, the day's first backup taken: a damaged file is
    refused there) and its campaign service, closed afterwards."""
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.upkeep.backups import Backups
    from xcom_manager.store.db import Database
    from xcom_manager.store.folder import refuse_unreachable

    refuse_unreachable(db_url)  # a folder that cannot hold the file: said, not a traceback
    Backups(db_url).before_opening()  # a damaged file refused before anything is written
    db = Database.open(db_url)
    try:
        campaigns = CampaignService(db)
        campaigns.backups.daily()  # the first start of a day; a damaged file refused
        yield db, campaigns
    finally:
        db.close()


def require_existing_database(db_url: str) -> None:
    """Refuse to read from a SQLite file that does not exist (instead of creating an empty one)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(db_url)
    except (ArgumentError, ValueError):
        return  # Database.open explains a malformed URL
    database = parsed.database or ""
    if parsed.get_backend_name() != "sqlite" or database in ("", ":memory:"):
        return
    if database.startswith("file:"):
        return
    path = Path(database).expanduser()
    if not path.exists():
        raise CommandError.of("cli_no_database", path=str(path.resolve()), prog=PROG)


def print_error(message: str, stream: TextIO | None = None) -> None:
    """``xcom-manager: error: <message>`` on standard error (or ``stream``), its control
    characters escaped (a bad name is never printed raw)."""
    from xcom_manager.rules.safe_text import printable

    print(f"{PROG}: error: {printable(message)}", file=stream if stream is not None else sys.stderr)
