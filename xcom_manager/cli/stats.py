"""The command line's statistics and printed reports::

    xcom-manager [--db URL] stats [--campaign ID]
    xcom-manager [--db URL] report mission ID --out FILE.pdf
    xcom-manager [--db URL] report campaign [--campaign ID] --out FILE.pdf

``stats`` prints the campaign's totals (missions won, lost and in progress, casualties, wounds,
kills by soldier, class and weapon, items lost and used, aliens by species, the roster by class
and status), its missions and soldiers with their figures, and the dice luck (every recorded
roll against its exact odds) as JSON with a stable key order. ``--campaign`` defaults to the
first campaign.

``report`` writes the mission report (squad and outcomes, the log turn by turn with rule IDs,
deaths and wounds, items lost and used, dice luck, the audit rows it caused) or the campaign
report (totals, roster, missions, dice luck, charts) as an A4 PDF, in the language of
``XCOM_LANG`` (else the system's); it needs no display (Qt's offscreen platform).

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the store and the services
are imported inside the commands.
"""

from __future__ import annotations

import argparse
import json
from typing import TYPE_CHECKING

from xcom_manager.cli.support import PROG, CommandError, require_existing_database, services

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService

__all__ = ["COMMANDS", "add_parsers", "run"]

#: The application object a report made (Qt wants it to outlive its documents).
_keep: list[object] = []

#: The top-level commands this module runs.
COMMANDS = frozenset({"stats", "report"})


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

    report = commands.add_parser("report", help="write a printable report as PDF")
    kinds = report.add_subparsers(dest="report_command", metavar="KIND", required=True)
    mission = kinds.add_parser("mission", help="the report of one mission")
    mission.add_argument("mission_id", metavar="ID", type=int, help="mission id ('mission list')")
    mission.add_argument("--out", metavar="FILE", required=True, help="the PDF file to write")
    campaign = kinds.add_parser("campaign", help="the report of a campaign")
    campaign.add_argument(
        "--campaign",
        metavar="ID",
        type=int,
        default=None,
        help="campaign id (default: the first campaign)",
    )
    campaign.add_argument("--out", metavar="FILE", required=True, help="the PDF file to write")


def _campaign_id(db_location: str, campaigns: CampaignService, given: int | None) -> int:
    if given is not None:
        return given
    infos = campaigns.list_campaigns()
    if not infos:
        raise CommandError.of("cli_no_campaign_new_or_demo", location=db_location, prog=PROG)
    return infos[0].id


def run(db_url: str, args: argparse.Namespace) -> int:
    """Run a command of :data:`COMMANDS`; the exit status."""
    if args.command == "report":
        return _report(db_url, args)
    from xcom_manager.services.stats import StatsService
    from xcom_manager.services.stats.document import stats_document

    require_existing_database(db_url)
    with services(db_url) as (db, campaigns):
        campaign_id = _campaign_id(db.location, campaigns, args.campaign)
        stats = StatsService(db, campaigns).campaign(campaign_id)
    print(json.dumps(stats_document(stats), sort_keys=True, indent=2, ensure_ascii=False))
    return 0


def _report(db_url: str, args: argparse.Namespace) -> int:
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # printing needs no display
    from PySide6.QtWidgets import QApplication

    from xcom_manager.services.stats.reports import ReportService
    from xcom_manager.ui import i18n
    from xcom_manager.ui.reports.documents import campaign_document, mission_document
    from xcom_manager.ui.reports.pdf import write_pdf

    if QApplication.instance() is None:  # fonts and images need one; kept for the process
        _keep.append(QApplication([PROG]))  # (a QApplication: the window may come later)
    installed = i18n.install_translator(i18n.choose_language(os.environ))
    require_existing_database(db_url)
    try:
        with services(db_url) as (db, campaigns):
            reports = ReportService(db, campaigns)
            if args.report_command == "mission":
                mission = reports.mission(args.mission_id)
                document = mission_document(mission)
                what = f'mission #{args.mission_id} "{mission.view.info.name}"'
            else:
                stats = reports.campaign(_campaign_id(db.location, campaigns, args.campaign))
                document = campaign_document(stats)
                what = f'campaign #{stats.campaign_id} "{stats.name}"'
        try:
            path = write_pdf(document, args.out)
        except OSError as error:
            detail = error.strerror or str(error)
            raise CommandError.of("cli_cannot_write", path=str(args.out), detail=detail) from None
    finally:
        if installed:
            i18n.remove_translators()
    print(f"Wrote the report of {what} to {path}")
    return 0
