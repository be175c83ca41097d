"""The players' snapshot as plain frozen values, and its JSON form (``schema`` 1).

Every text here is already worded in the snapshot's language; numbers stay numbers. Nothing
here is anything only the GM may know: :mod:`.snapshot` decides what goes in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "SCHEMA",
    "Figure",
    "KitItem",
    "MapView",
    "MissionSnapshot",
    "PlayersSnapshot",
    "SquadEntry",
    "TimeView",
    "Timer",
]

#: The version of :meth:`PlayersSnapshot.to_json`'s shape (fields are only ever added).
SCHEMA = 1


@dataclass(frozen=True, slots=True)
class KitItem:
    """An item carried: the slot's and the item's names, the charges left (``None``: not
    counted)."""

    slot: str
    item: str
    charges: int | None = None

    def to_json(self) -> dict[str, object]:
        return {"slot": self.slot, "item": self.item, "charges": self.charges}


@dataclass(frozen=True, slots=True)
class Timer:
    """A running timer (R-8 bleed-out, W-WATER-4 / R-9 aqualung): what it counts down to, the
    turns of the character's side left, the turn it runs out at the start of."""

    what: str
    left: int
    turn: int
    expires_next_turn: bool = False

    def to_json(self) -> dict[str, object]:
        return {
            "what": self.what,
            "left": self.left,
            "turn": self.turn,
            "expires_next_turn": self.expires_next_turn,
        }


@dataclass(frozen=True, slots=True)
class Figure:
    """A character, a Hero, an alien or a face-down Blip on the table. ``key`` is stable over
    the mission; ``squad_key`` the :class:`SquadEntry` it is (``None``: no soldier)."""

    key: str
    name: str
    side: str
    kind: str
    status: str
    wounds: int | None = None
    max_wounds: int | None = None
    health: int | None = None
    max_health: int | None = None
    actions_used: tuple[str, ...] = ()
    timers: tuple[Timer, ...] = ()
    reminders: tuple[str, ...] = ()
    kit: tuple[KitItem, ...] = ()
    place: tuple[int, int] | None = None
    overwatch: bool = False
    overwatch_token: str | None = None
    on_turn: bool = False
    out_of_play: bool = False
    squad_key: str | None = None

    def to_json(self) -> dict[str, object]:
        place = None if self.place is None else {"x": self.place[0], "y": self.place[1]}
        return {
            "key": self.key,
            "name": self.name,
            "side": self.side,
            "kind": self.kind,
            "wounds": self.wounds,
            "max_wounds": self.max_wounds,
            "health": self.health,
            "max_health": self.max_health,
            "status": self.status,
            "actions_used": list(self.actions_used),
            "timers": [t.to_json() for t in self.timers],
            "reminders": list(self.reminders),
            "kit": [k.to_json() for k in self.kit],
            "place": place,
            "overwatch": self.overwatch,
            "overwatch_token": self.overwatch_token,
            "on_turn": self.on_turn,
            "out_of_play": self.out_of_play,
            "squad_key": self.squad_key,
        }


@dataclass(frozen=True, slots=True)
class TimeView:
    """Where the mission stands: "Turn"/"Round" and its number, the phase and whose side's
    it is, the name of the figure whose Turn it is (the board game)."""

    word: str
    number: int
    phase: str | None = None
    side: str | None = None
    whose_turn: str | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "word": self.word,
            "number": self.number,
            "phase": self.phase,
            "side": self.side,
            "whose_turn": self.whose_turn,
        }


@dataclass(frozen=True, slots=True)
class MapView:
    """The Mission Map as players see it on the table: its size, walls (``(x1, y1, x2, y2)``)
    and the squares printed on it (``(x, y, kind)``: ``blocking``, ``objective``, ``item``,
    ``exit``)."""

    width: int
    height: int
    walls: tuple[tuple[int, int, int, int], ...] = ()
    squares: tuple[tuple[int, int, str], ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "width": self.width,
            "height": self.height,
            "walls": [list(w) for w in self.walls],
            "squares": [{"x": x, "y": y, "kind": kind} for x, y, kind in self.squares],
        }


@dataclass(frozen=True, slots=True)
class MissionSnapshot:
    """The mission players see: its name, rule system, the last event's number (``sequence``:
    a client tells a new step by it), where it stands, the figures, the reminders, the map."""

    id: int
    name: str
    system: str
    sequence: int
    finished: bool
    time: TimeView
    figures: tuple[Figure, ...] = ()
    reminders: tuple[str, ...] = ()
    map: MapView | None = None

    def to_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "name": self.name,
            "system": self.system,
            "sequence": self.sequence,
            "finished": self.finished,
            "time": self.time.to_json(),
            "figures": [f.to_json() for f in self.figures],
            "reminders": list(self.reminders),
            "map": None if self.map is None else self.map.to_json(),
        }


@dataclass(frozen=True, slots=True)
class SquadEntry:
    """A soldier of the squad: on the mission shown, else on the roster's active duty."""

    key: str
    name: str
    rank: str
    status: str
    kit: tuple[KitItem, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "key": self.key,
            "name": self.name,
            "rank": self.rank,
            "status": self.status,
            "kit": [k.to_json() for k in self.kit],
        }


@dataclass(frozen=True, slots=True)
class PlayersSnapshot:
    """Everything players may see of a campaign now (see :mod:`.snapshot`)."""

    language: str
    campaign_id: int
    campaign_name: str
    labels: dict[str, str] = field(hash=False)
    mission: MissionSnapshot | None = None
    squad: tuple[SquadEntry, ...] = ()
    notice: str | None = None

    def to_json(self) -> dict[str, object]:
        data: dict[str, Any] = {
            "schema": SCHEMA,
            "language": self.language,
            "campaign": {"id": self.campaign_id, "name": self.campaign_name},
            "labels": dict(self.labels),
            "mission": None if self.mission is None else self.mission.to_json(),
            "squad": [s.to_json() for s in self.squad],
            "notice": self.notice,
        }
        return data
