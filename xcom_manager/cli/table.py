"""The players' live page from the command line::

    xcom-manager [--db URL] table serve [--host ADDR] [--port N] [--campaign ID]

Serves the campaign's players' snapshot (:mod:`xcom_manager.table`) read-only on the local
network, prints the page's address (with its new token) and a QR code for the phones, and runs
until Ctrl+C, which stops it with one line. ``--host`` defaults to the first private LAN
address (else 127.0.0.1); every interface (``0.0.0.0``) only when named. ``--campaign``
defaults to the first campaign; the page speaks the language of ``XCOM_LANG``.

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the server and the services
are imported inside the command.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import TYPE_CHECKING

from xcom_manager.cli import words as lang
from xcom_manager.cli.support import PROG, CommandError, require_existing_database, services
from xcom_manager.rules.texts import tr_noop

if TYPE_CHECKING:
    from xcom_manager.table.server import TableServer

__all__ = ["COMMANDS", "add_parsers", "run"]

#: The top-level commands this module runs.
COMMANDS = frozenset({"table"})


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``table serve`` to the command line's sub-commands."""
    table = commands.add_parser("table", help="share a campaign with the players' phones")
    actions = table.add_subparsers(dest="table_command", metavar="ACTION", required=True)
    serve = actions.add_parser(
        "serve",
        help="serve the players' live page on the local network (read-only) until Ctrl+C",
    )
    serve.add_argument(
        "--host",
        metavar="ADDR",
        default=None,
        help="the address to listen on (default: this computer's first private LAN address, "
        "else 127.0.0.1; 0.0.0.0 listens on every interface)",
    )
    serve.add_argument(
        "--port",
        metavar="N",
        type=int,
        default=None,
        help="the port (default: 8765, another free one if it is taken)",
    )
    serve.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )


def run(db_url: str, args: argparse.Namespace) -> int:
    """Run ``table serve``; the exit status (0 after Ctrl+C)."""
    if args.port is not None and not 0 <= args.port <= 65535:
        raise CommandError(f"--port must be between 0 and 65535, not {args.port}")
    require_existing_database(db_url)
    with _until_stopped() as stopping:  # Ctrl+C from here on stops it with one line
        _serve(db_url, args, stopping)
    print(lang.say(tr_noop("CommandLine", "Stopped sharing the table.")))
    return 0


def _serve(db_url: str, args: argparse.Namespace, stopping: threading.Event) -> None:
    from xcom_manager.table.share import TableShare, qr_text

    with services(db_url) as (db, campaigns):
        campaign_id = args.campaign
        if campaign_id is None:
            infos = campaigns.list_campaigns()
            if not infos:
                raise CommandError(
                    f"there is no campaign in {db.location} (create one with '{PROG} demo')"
                )
            campaign_id = infos[0].id
        name = campaigns.get(campaign_id).name  # NotFoundError for an unknown id
        share = TableShare(db, campaign_id, lang.language(), host=args.host, port=args.port)
        url = share.start()
        try:
            _announce(share.server.every_interface, campaign_id, name, url, qr_text(url))
            _wait(share.server, stopping)
        finally:
            share.stop()


def _announce(every_interface: bool, campaign_id: int, name: str, url: str, qr: str) -> None:
    from xcom_manager.rules.safe_text import printable

    print(
        lang.say(
            tr_noop("CommandLine", 'The players\' page of campaign #{id} "{name}":'),
            id=campaign_id,
            name=printable(name),
        )
    )
    print(f"  {url}")
    sys.stdout.write(qr)
    if every_interface:
        print(
            lang.say(
                tr_noop(
                    "CommandLine",
                    "Listening on every network interface: anyone on these networks with the "
                    "address can watch.",
                )
            )
        )
    print(lang.say(tr_noop("CommandLine", "Read-only; Ctrl+C stops it.")), flush=True)


@contextmanager
def _until_stopped() -> Iterator[threading.Event]:
    """An event set by Ctrl+C (SIGINT) or SIGTERM while inside (the handlers are put back)."""
    stopping = threading.Event()

    def stop(_signum: int, _frame: FrameType | None) -> None:
        stopping.set()

    previous = {sig: signal.signal(sig, stop) for sig in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield stopping
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _wait(server: TableServer, stopping: threading.Event) -> None:
    """Serve until ``stopping``, saying how many watch whenever that changes."""
    shown = 0
    while not stopping.wait(0.5):
        watchers = server.watchers
        if watchers != shown:
            shown = watchers
            print(lang.say(tr_noop("CommandLine", "{n} watching"), n=watchers), flush=True)
