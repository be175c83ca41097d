"""The command line's statistics (issue 15)::

    xcom-manager [--db URL] stats [--campaign ID]

``stats`` prints the campaign's totals (missions won, lost and in progress, casualties, wounds,
kills by soldier, class and weapon, items lost and used, aliens by species, the roster by class
and status), its missions and soldiers with their figures, and the dice luck (every recorded
roll against its exact odds) as JSON with a stable key order. ``--campaign`` defaults to the
first campaign.

Imported by :mod:`xcom_manager.cli` before the GUI's first paint: the store and the services are
imported inside the commands.
"""

from __future__ import annotations

import argparse
import json

from xcom_manager.cli_support import PROG, CommandError, require_existing_database, services

__all__ = ["COMMANDS", "add_parsers", "run"]

#: The top-level commands this module runs.
COMMANDS = frozenset({"stats"})


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``stats`` to the command line's sub-commands."""
    stats = commands.add_parser(
        "stats", help="the campaign's totals and dice luck as JSON (stable key order)"
    )
    stats.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )


def run(db_url: str, args: argparse.Namespace) -> int:
    """Run a command of :data:`COMMANDS`; the exit status."""
    from xcom_manager.services.stats import StatsService
    from xcom_manager.services.stats.document import stats_document

    require_existing_database(db_url)
    with services(db_url) as (db, campaigns):
        campaign_id = args.campaign
        if campaign_id is None:
            infos = campaigns.list_campaigns()
            if not infos:
                raise CommandError(
                    f"there is no campaign in {db.location} "
                    f"(create one with '{PROG} campaign new NAME' or '{PROG} demo')"
                )
            campaign_id = infos[0].id
        stats = StatsService(db, campaigns).campaign(campaign_id)
    print(json.dumps(stats_document(stats), sort_keys=True, indent=2, ensure_ascii=False))
    return 0
