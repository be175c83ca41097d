"""Players' snapshots shaped as ``services.players`` makes them, for the server's own tests
(the server shows whatever it is handed; the page's tests use the real snapshot)."""

from __future__ import annotations

from typing import Any

__all__ = ["boardgame_snapshot", "wargame_snapshot"]


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


def boardgame_snapshot() -> dict[str, Any]:
    """A board game mission on a 6×4 map: a Hero in Overwatch, a Blip, a revealed Sectoid."""
    figure = {
        "wounds": None,
        "actions_used": [],
        "timers": [],
        "reminders": [],
        "kit": [],
        "overwatch": False,
    }
    return {
        "schema": 1,
        "language": "en",
        "campaign": {"id": 2, "name": "Board test"},
        "labels": {"round": "Round", "health": "Health", "map": "Mission Map"},
        "mission": {
            "id": 5,
            "name": "UFO crash site",
            "system": "boardgame",
            "sequence": 4,
            "finished": False,
            "time": {"word": "Round", "number": 1, "phase": "Hero Player Phase", "side": None},
            "figures": [
                {
                    **figure,
                    "key": "h1",
                    "name": "Ana Ruiz",
                    "side": "X-COM",
                    "kind": "hero",
                    "health": 4,
                    "status": "Active",
                    "actions_used": ["MOVE"],
                    "place": {"x": 1, "y": 2},
                    "overwatch": True,
                },
                {
                    **figure,
                    "key": "b1",
                    "name": "Blip",
                    "side": "Aliens",
                    "kind": "blip",
                    "health": None,
                    "status": "",
                    "place": {"x": 4, "y": 1},
                },
                {
                    **figure,
                    "key": "a1",
                    "name": "Sectoid 1",
                    "side": "Aliens",
                    "kind": "alien",
                    "health": 2,
                    "status": "Active",
                    "place": {"x": 5, "y": 3},
                },
            ],
            "reminders": [],
            "map": {
                "width": 6,
                "height": 4,
                "walls": [[3, 0, 3, 2]],
                "squares": [{"x": 0, "y": 0, "kind": "blocking"}, {"x": 5, "y": 0, "kind": "exit"}],
            },
        },
        "squad": [],
        "notice": None,
    }
