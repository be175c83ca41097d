"""The command line's campaign and armoury commands::

    xcom-manager [--db URL] campaign new NAME [--ruleset ID]
    xcom-manager [--db URL] armoury list [--campaign ID]
    xcom-manager [--db URL] armoury add ITEM_TYPE COUNT [--charges N] [--reason TEXT]
                                        [--campaign ID]
    xcom-manager [--db URL] armoury remove ITEM_ID... --why lost|sold|scrapped [--reason TEXT]
                                           [--campaign ID]
    xcom-manager [--db URL] armoury return SOLDIER [--campaign ID]

``campaign new`` prints the new campaign's id alone on standard output (for a script:
``id=$(xcom-manager campaign new "Operation Dawn")``) and what it made on standard error.
``armoury add`` and ``armoury remove`` are audited movements like the window's, by the GM named
``$XCOM_GM_NAME`` (else the login name); a refusal names its rule (ARM-1 .. ARM-4) on one line
and exits 1 with nothing written. ``armoury return`` returns the whole kit of a soldier who is
dead, missing in action or retired (named by id or by name) to the armoury, one audited movement
per item (ARM-5, ARM-6). ``--campaign`` defaults to the first campaign.

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the store and the services
are imported inside the commands.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from xcom_manager.cli.support import (
    PROG,
    CommandError,
    require_existing_database,
    services,
)

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

__all__ = ["COMMANDS", "REMOVAL_KINDS", "add_parsers", "run"]

#: The top-level commands this module runs.
COMMANDS = frozenset({"campaign", "armoury"})

#: ``--why`` of ``armoury remove`` (the rules core's ``RemovalKind``, kept here as text so that
#: building the parser imports nothing).
REMOVAL_KINDS = ("lost", "sold", "scrapped")


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``campaign`` and ``armoury`` to the command line's sub-commands."""
    campaign = commands.add_parser("campaign", help="create a campaign")
    campaign_commands = campaign.add_subparsers(
        dest="campaign_command", metavar="ACTION", required=True
    )
    new = campaign_commands.add_parser(
        "new", help="create an empty campaign and print its id on standard output"
    )
    new.add_argument("name", metavar="NAME", help="the campaign's name")
    new.add_argument(
        "--ruleset",
        metavar="ID",
        default="wargame",
        help="its ruleset: 'wargame' (default) or 'boardgame', or a ruleset of your own",
    )

    armoury = commands.add_parser("armoury", help="list, stock or thin the armoury")
    armoury_commands = armoury.add_subparsers(
        dest="armoury_command", metavar="ACTION", required=True
    )
    listing = armoury_commands.add_parser("list", help="the items in the armoury, one a line")
    _campaign_option(listing)
    add = armoury_commands.add_parser(
        "add", help="add items of a type of the ruleset's catalogue (an audited movement)"
    )
    add.add_argument(
        "item_type", metavar="ITEM_TYPE", help="the item type's key or name, e.g. laser_rifle"
    )
    add.add_argument("count", metavar="COUNT", type=int, help="how many (1 to 100)")
    add.add_argument(
        "--charges",
        metavar="N",
        type=int,
        default=None,
        help="charges of each item, for a type with charges (default: full)",
    )
    add.add_argument("--reason", metavar="TEXT", default="", help="why, for the audit log")
    _campaign_option(add)
    remove = armoury_commands.add_parser(
        "remove", help="take items out of the campaign for good (an audited movement)"
    )
    remove.add_argument(
        "item_ids", metavar="ITEM_ID", type=int, nargs="+", help="item ids ('armoury list')"
    )
    remove.add_argument("--why", choices=REMOVAL_KINDS, required=True, help="what became of them")
    remove.add_argument("--reason", metavar="TEXT", default="", help="more, for the audit log")
    _campaign_option(remove)
    back = armoury_commands.add_parser(
        "return",
        help="return the whole kit of a dead, missing or retired soldier (audited movements)",
    )
    back.add_argument(
        "soldier", metavar="SOLDIER", help="the soldier's id or name, e.g. 'Chen Kozlowski'"
    )
    _campaign_option(back)


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
    if args.command == "campaign":
        return _campaign_new(db_url, args.name, args.ruleset)
    return _armoury(db_url, args)


def _campaign_new(db_url: str, name: str, ruleset_id: str) -> int:
    with services(db_url) as (db, campaigns):
        info = campaigns.create_campaign(name, ruleset_id)
    print(info.id)
    print(
        f'Created campaign #{info.id} "{info.name}" ({info.ruleset_name} ruleset) in {db.location}',
        file=sys.stderr,
    )
    return 0


def _armoury(db_url: str, args: argparse.Namespace) -> int:
    from xcom_manager.services.inventory.service import InventoryService

    require_existing_database(db_url)
    with services(db_url) as (db, campaigns):
        campaign_id = args.campaign
        if campaign_id is None:
            infos = campaigns.list_campaigns()
            if not infos:
                raise CommandError.of("cli_no_campaign_new", location=db.location, prog=PROG)
            campaign_id = infos[0].id
        info = campaigns.get(campaign_id)  # NotFoundError for an unknown id
        inventory = InventoryService(db, campaigns)
        where = f'the armoury of campaign #{info.id} "{info.name}"'
        if args.armoury_command == "list":
            items = inventory.armoury(campaign_id)
            if not items:
                print(f"{where} is empty")
            for item in items:
                charges = "" if item.charges is None else f"\t{item.charges} charges"
                print(f"{item.id}\t{item.name}\t{item.item_type}{charges}")
            return 0
        if args.armoury_command == "add":
            result = inventory.stock.add_items(
                campaign_id, args.item_type, args.count, charges=args.charges, reason=args.reason
            )
            first = result.items[0]
            charges = "" if first.charges is None else f" ({first.charges} charges each)"
            print(
                f"Added {len(result.items)} × {first.name}{charges} to {where}: "
                + ", ".join(f"#{item.id}" for item in result.items)
            )
            return 0
        if args.armoury_command == "return":
            soldier_id = _soldier_id(db, campaigns, campaign_id, args.soldier)
            returned = inventory.kit_return.return_all(soldier_id)
            print(
                f"Returned {len(returned.items)} items of {returned.soldier} to {where}: "
                + ", ".join(f"#{item.id} {item.name}" for item in returned.items)
            )
            return 0
        result = inventory.stock.remove_items(
            campaign_id, args.item_ids, args.why, reason=args.reason
        )
        print(
            f"Removed from {where} ({args.why}): "
            + ", ".join(f"#{item.id} {item.name}" for item in result.items)
        )
    return 0


def _soldier_id(db: Database, campaigns: CampaignService, campaign_id: int, given: str) -> int:
    """The campaign's soldier named by ``given``: an id, or a name (case and accents aside)."""
    from xcom_manager.rules.name_search import same_name
    from xcom_manager.services.roster.service import RosterService

    soldiers = RosterService(db, campaigns).list_soldiers(campaign_id)
    wanted = given.strip()
    if wanted.isdigit():
        for soldier in soldiers:
            if soldier.id == int(wanted):
                return soldier.id
    found = [soldier for soldier in soldiers if same_name(soldier.name, wanted)]
    if len(found) == 1:
        return found[0].id
    if found:
        ids = tuple(f"#{soldier.id} ({soldier.status})" for soldier in found)
        raise CommandError.of("cli_soldiers_called", count=len(found), wanted=wanted, ids=ids)
    raise CommandError.of("cli_no_soldier_called", wanted=wanted, campaign_id=campaign_id)
