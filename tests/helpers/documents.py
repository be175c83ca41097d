"""Campaign documents (the exchange format) for service tests: a soldier entry in a few words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

__all__ = ["RECRUIT_STATS", "soldier_entry"]

#: An infantry recruit's stat line of the bundled wargame.
RECRUIT_STATS = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5}


def soldier_entry(
    name: str, items: Sequence[tuple[str, str, int] | tuple[str, str, int, int | None]] = ()
) -> dict[str, Any]:
    """An active infantry Squaddie with ``items`` as ``(item_type, slot, index)`` or
    ``(item_type, slot, index, charges)``."""
    return {
        "name": name,
        "nationality": "",
        "rank": "Squaddie",
        "soldier_class": "infantry",
        "unit_type": "infantry",
        "stats": RECRUIT_STATS,
        "wounds": 1,
        "status": "active",
        "missions": 0,
        "kills": 0,
        "notes": "",
        "items": [
            {
                "item_type": item[0],
                "charges": item[3] if len(item) > 3 else None,
                "slot": item[1],
                "slot_index": item[2],
            }
            for item in items
        ],
    }
