"""A campaign file of a given size for the import's size and memory tests."""

from __future__ import annotations

import json
from pathlib import Path

from tests.helpers.documents import soldier_entry

__all__ = ["write_big_campaign"]


def write_big_campaign(path: Path, megabytes: float) -> int:
    """Write a valid wargame campaign file of about ``megabytes`` MB at ``path`` (soldiers
    with two rifles each, and a full armoury); returns the number of soldiers."""
    head = {
        "format": "xcom_manager.campaign",
        "format_version": 3,
        "campaign": {"name": "Big", "ruleset_id": "wargame", "notes": ""},
    }
    soldier = soldier_entry("Soldier", [("laser_rifle", "large", 0), ("laser_pistol", "small", 0)])
    armoury = json.dumps({"item_type": "laser_rifle"}, indent=2)
    target = int(megabytes * 1024 * 1024)
    count = 0
    with path.open("w", encoding="utf-8") as stream:
        text = json.dumps(head, indent=2)[:-2]
        stream.write(text + ',\n  "soldiers": [\n')
        written = len(text)
        while written < target * 0.9:
            soldier["name"] = f"Soldier {count}"
            entry = json.dumps(soldier, indent=2)
            stream.write(("," if count else "") + entry)
            written += len(entry) + 1
            count += 1
        stream.write('],\n  "armoury": [\n')
        first = True
        while written < target:
            stream.write(("" if first else ",") + armoury)
            written += len(armoury) + 1
            first = False
        stream.write("]\n}\n")
    return count
