"""A second GM's app, in a process of its own, editing the roster as fast as it can.

``python -m tests.helpers.writers URL START_FILE SOLDIER_ID COUNT`` waits for ``START_FILE``
to exist (so that every writer starts at once), then edits soldier ``SOLDIER_ID``'s notes
``COUNT`` times, each edit a read and a versioned write (what the soldier dialog does), and
prints one JSON line: how many edits went through, how many were refused as stale (another GM
edited the same soldier in between), and every other error by its class and text.
"""

from __future__ import annotations

import dataclasses
import json
import sys
import time
from pathlib import Path

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


def edit(url: str, start: Path, soldier_id: int, count: int) -> dict[str, object]:
    saved = stale = 0
    errors: list[str] = []
    with Database.open(url) as db:
        roster = RosterService(db, CampaignService(db))
        deadline = time.monotonic() + 60
        while not start.exists() and time.monotonic() < deadline:
            time.sleep(0.005)
        for n in range(count):
            try:
                row = roster.get_soldier(soldier_id)
                draft = dataclasses.replace(row.to_draft(), notes=f"edit {n} by {os_pid()}")
                roster.update_soldier(soldier_id, draft, row.version)
                saved += 1
            except StaleEditError:
                stale += 1
            except Exception as error:  # counted: the test wants none
                errors.append(f"{type(error).__name__}: {error}")
    return {"saved": saved, "stale": stale, "errors": errors}


def os_pid() -> int:
    import os

    return os.getpid()


if __name__ == "__main__":
    url, start_file, soldier, edits = sys.argv[1:5]
    print(json.dumps(edit(url, Path(start_file), int(soldier), int(edits))))
