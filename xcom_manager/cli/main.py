"""The ``xcom-manager`` command line.

::

    xcom-manager [--db URL]                   start the GUI
    xcom-manager [--db URL] demo [--ruleset ID] [--new]   the demo campaign (made once)
    xcom-manager [--db URL] campaigns         list the campaigns
    xcom-manager [--db URL] export [--out FILE] [--campaign ID]
    xcom-manager [--db URL] import FILE       (FILE may be "-" for standard input)
    xcom-manager [--db URL] audit verify [--campaign ID] [--receipt FILE]
    xcom-manager [--db URL] audit checkpoint [--campaign ID] [--out FILE]
    xcom-manager [--db URL] audit export --csv FILE [--campaign ID]
    xcom-manager [--db URL] mission list [--campaign ID]
    xcom-manager [--db URL] mission replay ID
    xcom-manager [--db URL] campaign new NAME [--ruleset ID]     (:mod:`xcom_manager.cli.armoury`)
    xcom-manager [--db URL] armoury list|add|remove ...
    xcom-manager [--db URL] check | backup list|now|restore ...   (:mod:`xcom_manager.cli.backup`)
    xcom-manager rulesets list|check FILE|add FILE        (:mod:`xcom_manager.cli.rulesets`)
    xcom-manager [--db URL] stats [--campaign ID]      (:mod:`xcom_manager.cli.stats`)
    xcom-manager [--db URL] table serve [--host ADDR] [--port N] [--campaign ID]
                                              (:mod:`xcom_manager.cli.table`)

``--db`` defaults to ``XCOM_DB_URL``, else the SQLite file in the user's data directory
(:func:`xcom_manager.paths.default_db_url`).

Exit status: 0 on success; 1 when the work was refused (a bad campaign file, an unknown
campaign id, a database that cannot be opened), with ``xcom-manager: error: <why>`` on standard
error and nothing written; 2 for a usage error (argparse's convention).

This module is imported before the GUI's first paint, whose time is benchmarked, so it imports
only the standard library at module level: the store, the services and Qt are imported inside
the commands that need them.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn, TextIO

from xcom_manager.cli import armoury as cli_armoury
from xcom_manager.cli import backup as cli_backup
from xcom_manager.cli import desktop as cli_desktop
from xcom_manager.cli import rulesets as cli_rulesets
from xcom_manager.cli import soldier as cli_soldier
from xcom_manager.cli import stats as cli_stats
from xcom_manager.cli import table as cli_table
from xcom_manager.cli import words as lang
from xcom_manager.cli.support import PROG, CommandError, print_error
from xcom_manager.cli.support import require_existing_database as _require_existing_database
from xcom_manager.cli.support import services as _services
from xcom_manager.rules.errors import PATH_SHOWN_MAX, SHOWN_MAX, clipped
from xcom_manager.rules.texts import tr_noop
from xcom_manager.startup.window_start import run_window, window_only

__all__ = ["PROG", "CommandError", "build_parser", "main"]

#: The command groups kept in modules of their own: each has ``add_parsers(commands)``, the
#: ``COMMANDS`` it answers and ``run(db_url, args)``.
_COMMAND_MODULES = (
    cli_armoury,
    cli_backup,
    cli_desktop,
    cli_rulesets,
    cli_soldier,
    cli_stats,
    cli_table,
)


class _Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage errors show the word at fault cut short: argparse quotes
    a bad word whole (``invalid int value: 'AAAA...'``), and a word of 10,000 characters or
    many lines must not flood the terminal. Its sub-commands' parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        self.exit(2, f"{self.prog}: error: {clipped(message, _USAGE_ERROR_MAX)}\n")


#: The longest a usage error is shown: its words around the bad word, cut to ~200 characters.
_USAGE_ERROR_MAX = 3 * SHOWN_MAX


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (exposed for the ``--help`` text in the README)."""
    parser = _Parser(
        prog=PROG,
        description=(
            "Campaign manager for X-COM tabletop games. Without a command, starts the window."
        ),
    )
    parser.add_argument(
        "--db",
        metavar="URL|FILE",
        default=None,
        help=(
            "database URL or SQLite file, e.g. campaign.db, sqlite:///campaign.db or "
            "postgresql://host/xcom "
            "(default: $XCOM_DB_URL, else a SQLite file in your user data directory)"
        ),
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    demo = commands.add_parser(
        "demo", help="create the demo campaign in the database (or report the one already there)"
    )
    demo.add_argument(
        "--ruleset",
        metavar="ID",
        help="the ruleset to build it for (default: the wargame; 'boardgame' for the board game)",
    )
    demo.add_argument(
        "--new",
        action="store_true",
        help="make another demo campaign even when the ruleset's demo is already there",
    )
    commands.add_parser("campaigns", help="list the campaigns in the database")

    export = commands.add_parser("export", help="write a campaign as JSON")
    export.add_argument(
        "--out", metavar="FILE", default=None, help="file to write (default: standard output)"
    )
    export.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )

    imp = commands.add_parser("import", help="add a campaign from a JSON file")
    imp.add_argument("file", metavar="FILE", help='campaign JSON file ("-" for standard input)')

    audit = commands.add_parser("audit", help="check or export the audit log of item movements")
    audit_commands = audit.add_subparsers(dest="audit_command", metavar="ACTION", required=True)
    verify = audit_commands.add_parser(
        "verify", help="check the hash chain; exit 1 naming the first bad row if it is broken"
    )
    verify.add_argument(
        "--campaign", metavar="ID", type=int, default=None, help="one campaign (default: all)"
    )
    verify.add_argument(
        "--receipt",
        metavar="FILE",
        default=None,
        help="also check the log against a receipt of `audit checkpoint` (a cut, wiped or "
        "rewritten log fails)",
    )
    checkpoint = audit_commands.add_parser(
        "checkpoint", help="write a signed receipt of the audit log as it is now"
    )
    checkpoint.add_argument(
        "--campaign", metavar="ID", type=int, default=None, help="campaign id (default: the first)"
    )
    checkpoint.add_argument(
        "--out", metavar="FILE", default=None, help="file to write (default: standard output)"
    )
    audit_export = audit_commands.add_parser("export", help="write the audit log as CSV")
    audit_export.add_argument("--csv", metavar="FILE", required=True, help="CSV file to write")
    audit_export.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )

    mission = commands.add_parser("mission", help="list missions or replay one's event log")
    mission_commands = mission.add_subparsers(
        dest="mission_command", metavar="ACTION", required=True
    )
    mission_list = mission_commands.add_parser("list", help="list the missions")
    mission_list.add_argument(
        "--campaign", metavar="ID", type=int, default=None, help="one campaign (default: all)"
    )
    mission_replay = mission_commands.add_parser(
        "replay",
        help="rebuild a mission's state from its events and print it as JSON (stable key order)",
    )
    mission_replay.add_argument("mission_id", metavar="ID", type=int, help="mission id")
    for module in _COMMAND_MODULES:
        module.add_parsers(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    words = list(argv) if argv is not None else sys.argv[1:]
    window_db = window_only(words)
    if window_db is not None:  # the GUI's launch is timed: no parser of every command for it
        return run_window(window_db)
    parser = build_parser()
    try:
        args = parser.parse_args(list(argv) if argv is not None else None)
    except SystemExit as exit_:  # --help, or a usage error already printed by argparse
        return _exit_code(exit_.code)

    from xcom_manager.paths import database_url, default_db_url

    db_url: str = database_url(args.db) if args.db else default_db_url()

    if args.command is None:
        # Imported only here: the GUI shows its window before it loads the store.
        from xcom_manager.ui.app import run_gui

        return run_gui(db_url)

    if not _prints_json(args):  # JSON holds keys and the English names, whatever XCOM_LANG
        lang.install()  # the language of XCOM_LANG (English reads nothing)
    try:
        if args.command == "demo":
            from xcom_manager.cli.demo import run_demo

            return run_demo(db_url, args.ruleset, new=args.new)
        if args.command == "campaigns":
            return _cmd_campaigns(db_url)
        if args.command == "export":
            return _cmd_export(db_url, out=args.out, campaign_id=args.campaign)
        if args.command == "import":
            return _cmd_import(db_url, args.file)
        if args.command == "audit":
            return _cmd_audit(db_url, args)
        if args.command == "mission":
            return _cmd_mission(db_url, args)
        for module in _COMMAND_MODULES:
            if args.command in module.COMMANDS:
                return module.run(db_url, args)
    except Exception as error:
        message = _user_message(error)
        if message is None:
            raise
        _print_error(message)
        return 1
    finally:
        lang.uninstall()  # an in-process caller (a test) goes on in English
    parser.error(f"unknown command {args.command!r}")  # pragma: no cover - argparse checks


def _prints_json(args: argparse.Namespace) -> bool:
    json_out = (
        args.command in ("stats", "export") or getattr(args, "mission_command", "") == "replay"
    )
    return json_out or bool(getattr(args, "json", False))


# -- commands -------------------------------------------------------------------------------


def _cmd_campaigns(db_url: str) -> int:
    from xcom_manager.rules.safe_text import printable

    _require_existing_database(db_url)
    with _services(db_url) as (db, campaigns):
        infos = campaigns.list_campaigns()
        if not infos:
            print(
                lang.say(tr_noop("CommandLine", "No campaigns in {location}"), location=db.location)
            )
        for info in infos:
            count = lang.counted(info.soldier_count, lang.SOLDIERS, "{n} soldier", "{n} soldiers")
            print(f"{info.id}\t{printable(info.name)}\t{printable(info.ruleset_name)}\t{count}")
    return 0


def _cmd_export(db_url: str, *, out: str | None, campaign_id: int | None) -> int:
    from xcom_manager.rules.safe_text import printable
    from xcom_manager.services.exchange.document import dump_campaign_json

    _require_existing_database(db_url)
    with _services(db_url) as (db, campaigns):
        if campaign_id is None:
            infos = campaigns.list_campaigns()
            if not infos:
                raise CommandError.of("cli_no_campaign_to_export", location=db.location, prog=PROG)
            campaign_id = infos[0].id
        document = campaigns.export_campaign(campaign_id)
    text = dump_campaign_json(document)
    if out is None or out == "-":
        _write_stdout(text)
    else:
        _write_file_atomically(Path(out), text)
        print(
            f'Exported campaign #{campaign_id} "{printable(document["campaign"]["name"])}" '
            f"({len(document['soldiers'])} soldiers) to {clipped(out, PATH_SHOWN_MAX)}",
            file=sys.stderr,
        )
    return 0


def _cmd_import(db_url: str, file: str) -> int:
    from xcom_manager.rules.safe_text import printable
    from xcom_manager.services.exchange.reading import read_campaign_file
    from xcom_manager.services.exchange.validate import validate_document
    from xcom_manager.services.rulesets.service import RulesetCatalog

    # Read and check the whole document before the database is even opened (or created): a
    # refused file leaves no trace. The parsed JSON is dropped once checked (memory).
    source = None if file == "-" else Path(file)
    checked = validate_document(read_campaign_file(source), RulesetCatalog().find)
    with _services(db_url) as (db, campaigns):
        info = campaigns.write_checked(checked)
        print(
            f'Imported campaign #{info.id} "{printable(info.name)}" ({info.ruleset_name} '
            f"ruleset, {info.soldier_count} soldier{'s' if info.soldier_count != 1 else ''}) "
            f"into {db.location}"
        )
    return 0


def _cmd_audit(db_url: str, args: argparse.Namespace) -> int:
    """``audit verify`` (exit 0 intact, 1 naming the first bad row) and ``audit export``."""
    from xcom_manager.services.audit.service import AuditService
    from xcom_manager.services.inventory.dto import AuditFilter

    _require_existing_database(db_url)
    with _services(db_url) as (db, campaigns):
        audit = AuditService(db)
        if args.audit_command == "verify" and args.receipt is not None:
            return _verify_receipt(db, Path(args.receipt))
        if args.audit_command == "verify":
            return _verify(db, args.campaign)
        if args.audit_command == "checkpoint":
            return _checkpoint(db, campaigns, args.campaign, args.out)
        campaign_id = args.campaign
        if campaign_id is None:
            infos = campaigns.list_campaigns()
            if not infos:
                raise CommandError.of("cli_no_campaign", location=db.location)
            campaign_id = infos[0].id
        else:
            campaigns.get(campaign_id)  # NotFoundError for an unknown id
        count = audit.export_csv(AuditFilter(campaign_id), Path(args.csv))
        print(
            f"Exported {count} audit row{'s' if count != 1 else ''} of campaign #{campaign_id} "
            f"to {clipped(args.csv, PATH_SHOWN_MAX)}",
            file=sys.stderr,
        )
    return 0


def _verify(db: Any, campaign_id: int | None) -> int:
    """``audit verify``: the audit chain, the mission-event chain and the item placements
    (exit 0 when all hold, 1 with one line per finding)."""
    from xcom_manager.services.audit.history import verify_history

    report = verify_history(db, campaign_id)
    if report.ok:
        print(report.summary())
        return 0
    for finding in report.findings:
        what = "audit log broken" if finding.kind == "audit_chain" else "history damaged"
        _print_error(f"{what}: {finding.message}")
    return 1


def _checkpoint(db: Any, campaigns: Any, campaign_id: int | None, out: str | None) -> int:
    """``audit checkpoint``: the signed receipt of a campaign's audit log."""
    from datetime import UTC, datetime

    from xcom_manager.services.audit.checkpoint import SigningKey, make_checkpoint

    infos = campaigns.list_campaigns()
    if campaign_id is None:
        if not infos:
            raise CommandError.of("cli_no_campaign", location=db.location)
        campaign_id = infos[0].id
    info = campaigns.get(campaign_id)  # NotFoundError for an unknown id
    receipt = make_checkpoint(db, campaign_id, info.name, SigningKey.default(), datetime.now(UTC))
    text = receipt.to_text()
    if out is None:
        _write_stdout(text)
        return 0
    try:
        Path(out).write_text(text, encoding="utf-8")
    except OSError as error:
        raise CommandError.of(
            "cli_receipt_not_written", path=out, detail=_os_error_text(error)
        ) from None
    print(
        f"Receipt of campaign #{campaign_id} ({receipt.rows} rows) written to "
        f"{clipped(out, PATH_SHOWN_MAX)}",
        file=sys.stderr,
    )
    return 0


def _verify_receipt(db: Any, path: Path) -> int:
    """``audit verify --receipt FILE``: exit 0 when the log extends the receipt, 1 naming
    what is wrong."""
    from xcom_manager.services.audit.checkpoint import (
        SigningKey,
        parse_checkpoint,
        verify_receipt,
    )

    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        detail = _os_error_text(error)
        raise CommandError.of("cli_receipt_unreadable", path=str(path), detail=detail) from None
    receipt = parse_checkpoint(text)
    report = verify_receipt(db, receipt, SigningKey.default().public_text())
    if report.ok:
        print(
            f"audit log of campaign #{receipt.campaign_id} extends the receipt of "
            f"{receipt.time}: {report.rows_now} rows, {receipt.rows} seen then"
        )
        return 0
    for problem in report.problems:
        _print_error(f"audit log does not match the receipt: {problem}")
    return 1


def _cmd_mission(db_url: str, args: argparse.Namespace) -> int:
    """``mission list`` (one line per mission) and ``mission replay ID`` (the state rebuilt from
    the events as JSON: byte-identical for two replays of the same events)."""
    from xcom_manager.rules.safe_text import printable
    from xcom_manager.services.core.errors import RulesetMissingError
    from xcom_manager.services.missions.service import MissionService

    _require_existing_database(db_url)
    with _services(db_url) as (db, campaigns):
        missions = MissionService(db, campaigns)
        if args.mission_command == "replay":
            _write_stdout(missions.replay_json(args.mission_id) + "\n")
            return 0
        if args.campaign is not None:
            campaign_ids = [campaigns.get(args.campaign).id]
        else:
            campaign_ids = [info.id for info in campaigns.list_campaigns()]
        lines = []
        damaged = []
        for campaign_id in campaign_ids:
            try:
                listed = missions.list_missions(campaign_id)
            except RulesetMissingError as missing:  # the other campaigns still list
                _print_error(lang.error_words(missing))
                continue
            for info in sorted(listed, key=lambda i: i.id):
                if info.damage is not None:
                    damaged.append(lang.worded(info.damage))
                where = (
                    lang.say(tr_noop("CommandLine", "log damaged"))
                    if info.damage is not None
                    else lang.say(tr_noop("CommandLine", "finished"))
                    if info.status == "finished"
                    else lang.worded(info.position)
                )
                environment = lang.param("environment", info.environment or info.system)
                lines.append(
                    f"{info.id}\t{printable(info.name)}\t{environment}\t{where}\t"
                    + lang.say(tr_noop("CommandLine", "campaign #{id}"), id=campaign_id)
                )
        if not lines:
            print(
                lang.say(tr_noop("CommandLine", "No missions in {location}"), location=db.location)
            )
        for line in lines:
            print(line)
        for message in damaged:  # each damaged log named, the others listed
            _print_error(message)
    return 1 if damaged else 0


# -- helpers --------------------------------------------------------------------------------


def _user_message(error: BaseException) -> str | None:
    """The text to show for a refusal, or ``None`` for a bug (shown as a traceback)."""
    from xcom_manager.services.core.errors import UserError
    from xcom_manager.store.errors import StoreError

    if isinstance(error, CommandError | UserError | StoreError):
        return lang.error_words(error)  # in the language of XCOM_LANG when it has a message
    # A ruleset file with a bad key (RulesetError is a ValueError with a text fit to show).
    rules_error = _ruleset_error_class()
    if rules_error is not None and isinstance(error, rules_error):
        return str(error)
    # The database went away or stayed locked in the middle of the work; the transaction was
    # rolled back, so nothing was half written.
    from xcom_manager.store.integrity import trouble  # damaged, full, locked

    found = trouble(error)
    if found is not None:
        return lang.worded(found)
    sqlalchemy_exc = sys.modules.get("sqlalchemy.exc")
    operational = getattr(sqlalchemy_exc, "OperationalError", None)
    if isinstance(operational, type) and isinstance(error, operational):
        cause = getattr(error, "orig", None) or error
        return f"the database failed and nothing was changed: {clipped(str(cause), 3 * SHOWN_MAX)}"
    return None


def _ruleset_error_class() -> type[BaseException] | None:
    module = sys.modules.get("xcom_manager.rules.ruleset")
    found = getattr(module, "RulesetError", None) if module is not None else None
    return found if isinstance(found, type) and issubclass(found, BaseException) else None


def _print_error(message: str, stream: TextIO | None = None) -> None:
    print_error(message, stream)


def _exit_code(code: object) -> int:
    if code is None:
        return 0
    if isinstance(code, int):
        return code
    print(code, file=sys.stderr)
    return 1


def _os_error_text(error: BaseException) -> str:
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error)


def _write_stdout(text: str) -> None:
    """Write ``text`` as UTF-8 whatever the console's encoding (the JSON keeps non-ASCII)."""
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    sys.stdout.flush()
    buffer.write(text.encode("utf-8"))
    buffer.flush()


def _current_umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _write_file_atomically(path: Path, text: str) -> None:
    """Write ``path`` whole or not at all: a temporary file beside it, then a rename."""
    directory = path.parent if str(path.parent) else Path(".")
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", dir=directory)
    except OSError as error:
        raise CommandError.of(
            "cli_cannot_write", path=str(path), detail=_os_error_text(error)
        ) from error
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
        os.chmod(temp_name, 0o666 & ~_current_umask())
        os.replace(temp_name, path)
    except OSError as error:
        Path(temp_name).unlink(missing_ok=True)
        raise CommandError.of(
            "cli_cannot_write", path=str(path), detail=_os_error_text(error)
        ) from error
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
