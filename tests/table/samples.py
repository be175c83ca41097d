"""Players' snapshots shaped as ``services.players`` makes them, for the server's own tests
(the server shows whatever it is handed; the page's tests use the real snapshot)."""

from __future__ import annotations

from typing import Any

__all__ = ["wargame_snapshot"]


def wargame_snapshot(sequence: int = 7, *, name: str = "Anna Berg") -> dict[str, Any]:
    """A wargame mission in progress: two soldiers (one down, bleeding out) and an alien."""
    return {
        "schema": 1,
        "language": "en",
        "campaign": {"id": 1, "name": "Operation Test"},
        "labels": {"turn": "Turn", "wounds": "Wounds", "status": "Status", "kit": "Kit"},
        "mission": {
            "id": 3,
            "name": "Operation Ashfall",
            "system": "wargame",
            "sequence": sequence,
            "time": {"word": "Turn", "number": 2, "phase": "Movement", "side": "X-COM"},
            "figures": [
                {
                    "key": "s1",
                    "name": name,
                    "side": "X-COM",
                    "kind": "soldier",
                    "wounds": 1,
                    "health": None,
                    "status": "active",
                    "actions_used": [],
                    "timers": [],
                    "reminders": [],
                    "kit": [{"slot": "large", "item": "Laser rifle", "charges": None}],
                    "place": None,
                    "overwatch": False,
                },
                {
                    "key": "s2",
                    "name": "Boris Lind",
                    "side": "X-COM",
                    "kind": "soldier",
                    "wounds": 0,
                    "health": None,
                    "status": "down",
                    "actions_used": [],
                    "timers": [{"what": "bleeding out", "left": 2}],
                    "reminders": ["stabilise in the shooting phase"],
                    "kit": [],
                    "place": None,
                    "overwatch": False,
                },
            ],
            "reminders": [],
            "map": None,
        },
        "squad": [{"key": "1", "name": name, "rank": "Squaddie", "status": "active", "kit": []}],
    }
