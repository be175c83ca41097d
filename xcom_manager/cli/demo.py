"""``xcom-manager demo [--ruleset ID] [--new]``: the demo campaign, made once, and what it
holds, in the language of ``XCOM_LANG`` (:mod:`xcom_manager.cli.words`). The parser is
:mod:`xcom_manager.cli.main`'s; this module is imported when the command runs.
"""

from __future__ import annotations

from xcom_manager.cli import words as lang
from xcom_manager.cli.support import PROG, services
from xcom_manager.rules.texts import tr_noop

__all__ = ["run_demo"]


def run_demo(db_url: str, ruleset_id: str | None = None, *, new: bool = False) -> int:
    """Make the demo campaign (or find the one there) and say what it holds."""
    from xcom_manager.rules.safe_text import printable
    from xcom_manager.services.demo.service import DemoService, check_demo
    from xcom_manager.services.rulesets.service import RulesetCatalog
    from xcom_manager.store.folder import sqlite_file

    new_file = sqlite_file(db_url)
    if new_file is not None and not new_file.exists():  # a refused demo leaves no file
        check_demo(RulesetCatalog(), ruleset_id)
    with services(db_url) as (db, campaigns):
        demo = DemoService(db, campaigns).open_campaign(ruleset_id, new=new)
        info = demo.campaign
        summary = campaigns.summary(info.id)
        statuses = ", ".join(
            f"{count} {lang.param('record_status', status)}"
            for status, count in summary.soldiers_by_status
        )
        made = {"id": info.id, "name": printable(info.name), "ruleset": info.ruleset_name}
        if demo.created:
            print(
                lang.say(
                    tr_noop(
                        "CommandLine", 'Created demo campaign #{id} "{name}" ({ruleset} ruleset):'
                    ),
                    **made,
                )
            )
        else:
            print(
                lang.say(
                    tr_noop(
                        "CommandLine",
                        'The database already has demo campaign #{id} "{name}" '
                        "({ruleset} ruleset):",
                    ),
                    **made,
                )
            )
        soldiers = lang.counted(info.soldier_count, lang.SOLDIERS, "{n} soldier", "{n} soldiers")
        print(f"  {soldiers} ({statuses})")
        items = tr_noop("CommandLine", "  {carried} items carried, {armoury} in the armoury")
        print(lang.say(items, carried=summary.carried_items, armoury=summary.armoury_items))
        print(lang.say(tr_noop("CommandLine", "  {count} alien units"), count=summary.alien_units))
        print(lang.say(tr_noop("CommandLine", "Database: {location}"), location=db.location))
        if not demo.created:
            print(
                lang.say(
                    tr_noop("CommandLine", "('{prog} demo --new' makes another one)"), prog=PROG
                )
            )
    return 0
