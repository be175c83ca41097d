"""One mission's figures, read from its row, its outcome (the debrief's facts) and its events.

The events are folded once (:func:`~xcom_manager.rules.luck.missions.replay_trials`): the dice
rolled with their exact odds, and the state they end in (which aliens were killed). The facts
read straight from the live events (undone ones left out):

- the wounds X-COM's soldiers took: a wargame ``wounded`` event's unsaved wounds (R-8), a board
  game attack's damage to a Hero (M-CX-2);
- the kills by weapon, where the events tell which attack killed: a wargame attack by a
  soldier followed, in the same command, by the target's death (M-HIT-1) or its going down
  (R-8); a board game attack by a Hero that ``killed`` (M-CX-4), by the attack's kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.luck.missions import RecordedTrial, replay_trials
from xcom_manager.rules.mission.log import REVERTED, Event, cancelled_seqs
from xcom_manager.rules.mission.registry import find_system, system_name
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["MissionFacts", "read_mission"]

#: What a soldier's outcome says of one who did not come back.
LOST_STATUSES = frozenset({"dead", "mia"})


@dataclass(frozen=True, slots=True)
class MissionFacts:
    """What :func:`read_mission` found: the trials of every roll, the soldiers who went, the
    wounds each soldier took,
    the kills by weapon, and the aliens by species (planned, and killed)."""

    trials: tuple[RecordedTrial, ...]
    squad: int
    wounds: Mapping[int, int]
    kills_by_weapon: Mapping[str, int]
    aliens: Mapping[str, int]
    aliens_killed: Mapping[str, int]


def _characters(system: str, setup: Any) -> Iterable[tuple[str, int | None, str | None]]:
    """``(id, soldier id, species)`` of each character or model."""
    found = setup.characters if system == "wargame" else setup.models
    return ((c.id, c.soldier_id, c.species) for c in found)


def _killed(system: str, state: Any) -> Iterable[str]:
    if system == "wargame":
        return (c.id for c in state.characters.values() if c.status.value == "dead")
    return (m.id for m in state.models.values() if m.status.value == "dead")


def read_mission(row: MissionRow, events: Sequence[Event], ruleset: Ruleset) -> MissionFacts:
    """The mission's facts; a mission whose setup or events the rules can no longer read gives
    none (its outcome still counts)."""
    name = system_name(row.system)
    try:
        system = find_system(name)
        setup = system.setup_from_json(row.setup)
        trials, state = replay_trials(system, setup, events, ruleset)
    except (RulesError, ValueError, TypeError, KeyError):
        return MissionFacts((), 0, {}, {}, {}, {})
    characters = {cid: (soldier, species) for cid, soldier, species in _characters(name, setup)}
    aliens = Counter(species for _, species in characters.values() if species is not None)
    killed: Counter[str] = Counter()
    for cid in _killed(name, state):
        species = characters.get(cid, (None, None))[1]
        if species is not None:
            killed[species] += 1
    wounds: Counter[int] = Counter()
    weapons: Counter[str] = Counter()
    cancelled = cancelled_seqs(tuple(events))
    live = [e for e in events if e.seq not in cancelled and e.type != REVERTED]
    followers: dict[int, list[Event]] = {}
    for event in live:
        if event.follows is not None:
            followers.setdefault(event.follows, []).append(event)
    for event in live:
        p = event.payload
        if name == "wargame" and event.type == "wounded":
            soldier = characters.get(str(p.get("character")), (None, None))[0]
            if soldier is not None and isinstance(p.get("wounds"), int):
                wounds[soldier] += p["wounds"]
        elif event.type == "attacked":
            attacker = characters.get(str(p.get("attacker")), (None, None))[0]
            target = characters.get(str(p.get("target")), (None, None))[0]
            damage = p.get("damage")
            if name == "boardgame" and target is not None and isinstance(damage, int):
                wounds[target] += damage
            if attacker is not None and _kills(name, event, followers.get(event.seq, ())):
                weapons[_weapon(name, p)] += 1
    squad = sum(1 for soldier, _ in characters.values() if soldier is not None)
    return MissionFacts(trials, squad, dict(wounds), dict(weapons), dict(aliens), dict(killed))


def _kills(system: str, attack: Event, following: Sequence[Event]) -> bool:
    p = attack.payload
    if system == "boardgame":
        return p.get("killed") is True
    target = p.get("target")
    return any(
        e.payload.get("character") == target
        and (e.type == "died" or (e.type == "wounded" and e.payload.get("down") is True))
        for e in following
    )


def _weapon(system: str, p: Mapping[str, Any]) -> str:
    if system == "boardgame":
        return str(p.get("kind") or "attack")
    item = p.get("item_type")
    return str(item) if isinstance(item, str) and item else "bare_hands"
