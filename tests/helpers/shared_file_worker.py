"""One of several processes writing to one SQLite campaign file at once (run by
``tests/store/test_many_processes.py``): audited additions to the armoury, notes in the log of
a mission in progress, and backups, interleaved. It prints what was acknowledged as JSON; a
refusal the services word (a stale note, a busy file) is counted, anything else is a traceback
on standard error and a non-zero exit.

    python -m tests.helpers.shared_file_worker DB_URL NAME ROUNDS SHELF
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from xcom_manager.rules.mission.commands import Note
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.upkeep.backups import Backups
from xcom_manager.store.db import Database

#: The demo's ground mission, still in progress: notes may be added to its log.
MISSION_ID = 2


def main(db_url: str, name: str, rounds: int, shelf: Path) -> int:
    acknowledged: dict[str, list[object]] = {"items": [], "notes": []}
    refused: list[str] = []
    with Database.open(db_url) as db:
        campaigns = CampaignService(db, backups=Backups(db_url, root=shelf))
        inventory = InventoryService(db, campaigns)
        missions = MissionService(db, campaigns)
        campaign_id = campaigns.list_campaigns()[0].id
        for turn in range(rounds):
            try:
                added = inventory.stock.add_items(campaign_id, "laser_rifle", 1, reason=name)
                acknowledged["items"].extend(item.id for item in added.items)
                text = f"{name} note {turn}"
                missions.execute(MISSION_ID, Note(text), actor=name)
                acknowledged["notes"].append(text)
                if turn % 4 == 3:
                    campaigns.backups.take("manual")
            except UserError as error:
                refused.append(type(error).__name__)
    print(json.dumps({"acknowledged": acknowledged, "refused": refused}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])))
