"""The command line's soldier commands::

    xcom-manager [--db URL] soldier record NAME|ID [--json] [--campaign ID]
    xcom-manager [--db URL] soldier promote NAME|ID [--date YYYY-MM-DD] [--campaign ID]

``record`` prints a soldier's service record: its line, the missions with their result, kills and
wounds, the career (promotions, wounds, returns to duty, status changes with their dates) and
the items it carries; ``--json`` the same as JSON (stable key order: each fact as a message key
with its parameters and its English text). ``promote`` raises the soldier one rank (ROS-3), by
the GM named ``$XCOM_GM_NAME`` (else the login name); refused at the top rank, with its rule.
A soldier is named by id (``12`` or ``#12``) or by name, accents and case aside; a name several
soldiers match is refused, listing them. ``--campaign`` defaults to the first campaign (an id
finds its soldier in any campaign).

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the store and the services
are imported inside the commands.
"""

from __future__ import annotations

import argparse
import json
from datetime import date
from typing import TYPE_CHECKING

from xcom_manager.cli.support import (
    PROG,
    CommandError,
    require_existing_database,
    services,
)

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.roster.dto import SoldierRow
    from xcom_manager.services.roster.service_record import ServiceRecord, ServiceRecordService

__all__ = ["COMMANDS", "add_parsers", "format_record", "run"]

#: The top-level commands this module runs.
COMMANDS = frozenset({"soldier"})


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``soldier`` to the command line's sub-commands."""
    soldier = commands.add_parser("soldier", help="a soldier's service record, promotion")
    actions = soldier.add_subparsers(dest="soldier_command", metavar="ACTION", required=True)
    record = actions.add_parser("record", help="print a soldier's service record")
    record.add_argument("soldier", metavar="NAME|ID", help="the soldier's name or id")
    record.add_argument("--json", action="store_true", help="as JSON (stable key order)")
    _campaign_option(record)
    promote = actions.add_parser("promote", help="raise a soldier one rank (ROS-3)")
    promote.add_argument("soldier", metavar="NAME|ID", help="the soldier's name or id")
    promote.add_argument(
        "--date",
        metavar="YYYY-MM-DD",
        type=date.fromisoformat,
        default=None,
        help="the game date of the promotion (default: today)",
    )
    _campaign_option(promote)


def _campaign_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )


def run(db_url: str, args: argparse.Namespace) -> int:
    """Run a command of :data:`COMMANDS`; the exit status."""
    from xcom_manager.services.roster.career import CareerService
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.services.roster.service_record import ServiceRecordService

    require_existing_database(db_url)
    with services(db_url) as (db, campaigns):
        roster = RosterService(db, campaigns)
        records = ServiceRecordService(db, campaigns, roster)
        soldier = _find(records, campaigns, args.soldier, args.campaign, db.location)
        if args.soldier_command == "record":
            record = records.record(soldier.id)
            if args.json:
                print(json.dumps(record.to_json(), ensure_ascii=False, indent=2))
            else:
                print(format_record(record))
            return 0
        promoted = CareerService(db, campaigns, roster).promote(
            soldier.id, soldier.version, on=args.date
        )
        from xcom_manager.cli import words
        from xcom_manager.rules.texts import tr_noop

        promoted_text = tr_noop("CommandLine", "Promoted {name} (#{id}) from {old} to {new}")
        print(
            words.say(
                promoted_text,
                name=soldier.name,
                id=soldier.id,
                old=soldier.shown_rank,
                new=promoted.row.shown_rank,
            )
        )
    return 0


def _find(
    records: ServiceRecordService,
    campaigns: CampaignService,
    wanted: str,
    campaign_id: int | None,
    location: str,
) -> SoldierRow:
    digits = wanted.strip().removeprefix("#")
    if campaign_id is None:
        if digits.isdigit():
            return records.find_soldier_by_id(int(digits))
        infos = campaigns.list_campaigns()
        if not infos:
            raise CommandError.of("cli_no_campaign_new", location=location, prog=PROG)
        campaign_id = infos[0].id
    campaigns.get(campaign_id)  # NotFoundError for an unknown id
    return records.find_soldier(campaign_id, wanted)


def format_record(record: ServiceRecord) -> str:
    """The record as text, one fact a line, in the language of ``XCOM_LANG`` (English else)."""
    from xcom_manager.cli import words
    from xcom_manager.rules.texts import render_param, tr_noop

    def word(name: str, value: str) -> str:
        return render_param(name, value, words.translate)

    s = record.soldier
    status = words.say(
        tr_noop(
            "CommandLine",
            "Status: {status}; wounds {wounds}/{max}; missions {missions}; kills {kills}",
        ),
        status=word("record_status", s.status),
        wounds=s.wounds,
        max=s.max_wounds,
        missions=s.missions,
        kills=s.kills,
    )
    if s.experience:
        status += words.say(tr_noop("CommandLine", "; experience {n}"), n=s.experience)
    lines = [
        f"#{s.id} {s.shown_rank} {s.name} — {s.soldier_class_name}, {s.unit_type_name}",
        status,
        "",
        words.say(tr_noop("CommandLine", "Missions:")),
    ]
    for m in record.missions:
        parts = [word("mission_result", m.result)]
        if m.wounds_lost:
            lost = tr_noop("CommandLine", "lost {n} wound(s)")
            parts.append(words.counted(m.wounds_lost, lost, "lost {n} wound", "lost {n} wounds"))
        if m.kills:
            kills = tr_noop("CommandLine", "{n} kill(s)")
            parts.append(words.counted(m.kills, kills, "{n} kill", "{n} kills"))
        if m.cause:
            parts.append(word("status_cause", m.cause))
        when = m.on.isoformat() if m.on else "          "
        lines.append(f"  {when}  #{m.mission_id} {m.name}: {', '.join(parts)}")
    if not record.missions:
        lines.append("  " + words.say(tr_noop("CommandLine", "none yet")))
    lines += ["", words.say(tr_noop("CommandLine", "Career:"))]
    for e in record.entries:
        when = e.on.isoformat() if e.on else "          "
        where = (
            words.say(tr_noop("CommandLine", " (mission “{mission}”)"), mission=e.mission)
            if e.mission
            else ""
        )
        who = f" [{e.actor}]" if e.actor else ""
        lines.append(f"  {when}  {words.worded(e.message)}{where}{who}")
    if not record.entries:
        lines.append("  " + words.say(tr_noop("CommandLine", "nothing recorded")))
    lines += ["", words.say(tr_noop("CommandLine", "Carries:"))]
    for i in record.items:
        charges = ""
        if i.charges is not None:
            charges = (
                " (" + words.counted(i.charges, words.CHARGES, "{n} charge", "{n} charges") + ")"
            )
        lines.append(f"  {i.slot_label} {i.slot_index + 1}: {i.name}{charges} #{i.item_id}")
    if not record.items:
        lines.append("  " + words.say(tr_noop("CommandLine", "nothing")))
    return "\n".join(lines)
