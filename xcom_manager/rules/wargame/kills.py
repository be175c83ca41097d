"""Who killed whom in a wargame mission, read off its recorded events (M-SHOOT-1, M-CC-1,
M-HIT-1, R-8, MIS-8).

The wargame's texts say nothing of kills or experience (the board game's M-CX-4 is the board
game's alone, and the wargame gives no Experience Points). The app credits a kill from the facts
the events have always recorded, so a mission recorded before kills were counted replays to
the same kills as one recorded after:

* an attack (M-SHOOT-1 shooting, M-CC-1 close combat) whose unsaved wounds kill its target
  outright (M-HIT-1: the ``died`` event that follows the ``attacked`` event in the same command)
  is the attacker's kill;
* a character an attack took down (R-8: the ``wounded`` event that follows the ``attacked``
  event and takes the target to 0 wounds) that bleeds out is the kill of the attacker who took
  it down: the R-8 ``died`` event at the start of its side's turn, or, at the mission's end,
  down and unstabilised with its deadline reached (the test the debrief applies to a soldier);
* the GM's casualty (``Kill``) is the kill of the character the GM names as the killer (the
  event's ``killer``), and nobody's when none is named;
* a fall (W-JUMP-4..10), a wound the GM enters, a suffocation (W-WATER-4 / R-9) is nobody's.

Only a kill of an enemy counts (MIS-8: an attack targets an enemy; a friend the GM names as the
killer is friendly fire, recorded but no kill). Every character's kills are counted; the
debrief carries an X-COM soldier's to the roster. The reading is tolerant: an event that does
not fit (a payload damaged or of an older shape) credits nobody and never raises.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.wargame.state import (
    CharacterState,
    CharacterStatus,
    DeathCause,
    EventType,
    WargameState,
)

__all__ = ["bled_out_at_end", "downed_by", "killers", "kills"]


def _id(value: Any) -> str | None:
    return value if isinstance(value, str) else None


def _checked(state: object, events: object) -> tuple[WargameState, tuple[Event, ...]]:
    if not isinstance(state, WargameState):
        raise RulesError(f"not a wargame mission's state: {shown(state)}")
    listed = tuple(events) if isinstance(events, Iterable) else None
    if listed is None or not all(isinstance(e, Event) for e in listed):
        raise RulesError(f"a mission's events are a list of events, not {shown(events)}")
    return state, listed


def bled_out_at_end(state: WargameState, ch: CharacterState) -> bool:
    """R-8: down at the mission's end, not stabilised, and its bleed-out deadline reached: dead,
    as the debrief counts it."""
    if not isinstance(state, WargameState) or not isinstance(ch, CharacterState):
        raise RulesError(f"not a wargame mission's character: {shown(ch)}")
    return (
        ch.status is CharacterStatus.down
        and not ch.stabilised
        and ch.bleed_out_dies_at is not None
        and ch.bleed_out_dies_at <= state.turn
    )


def _strike(attacks: Mapping[int, tuple[str, str]], event: Event, victim: str) -> str | None:
    """The attacker of the attack ``event`` follows, when that attack's target is ``victim``."""
    head = event.follows
    attack = attacks.get(head) if head is not None else None
    return attack[0] if attack is not None and attack[1] == victim else None


def _read(events: Iterable[Event]) -> tuple[dict[str, str | None], dict[str, str]]:
    """The killer of each character that died (``None``: nobody's kill), and the attacker that
    took each downed character down (R-8)."""
    attacks: dict[int, tuple[str, str]] = {}
    downed: dict[str, str] = {}
    dead: dict[str, str | None] = {}
    for event in events:
        p = event.payload
        if event.type == EventType.attacked:
            attacker, target = _id(p.get("attacker")), _id(p.get("target"))
            if attacker is not None and target is not None:
                attacks[event.seq] = (attacker, target)
        elif event.type == EventType.wounded:
            victim = _id(p.get("character"))
            by = _strike(attacks, event, victim) if victim is not None else None
            if victim is not None and by is not None and p.get("down") is True:
                downed[victim] = by
        elif event.type == EventType.died:
            victim = _id(p.get("character"))
            if victim is None or victim in dead:
                continue
            cause = p.get("cause", DeathCause.killed)
            killer = _strike(attacks, event, victim)
            if killer is None and cause == DeathCause.killed:
                killer = _id(p.get("killer"))
            elif killer is None and cause == DeathCause.bled_out:
                killer = downed.get(victim)
            dead[victim] = killer
    return dead, downed


def downed_by(state: WargameState, events: Iterable[Event]) -> dict[str, str]:
    """R-8: each character down now, and the attacker whose attack took it down (those a fall
    or a wound the GM entered took down are left out)."""
    state, listed = _checked(state, events)
    _, downed = _read(listed)
    return {
        victim: by
        for victim, by in downed.items()
        if victim in state.characters and state.characters[victim].status is CharacterStatus.down
    }


def killers(state: WargameState, events: Iterable[Event]) -> dict[str, str | None]:
    """Each character dead in ``state`` (the mission's fold of ``events``, its live events),
    or bled out at its end (:func:`bled_out_at_end`), with the character whose kill it is;
    ``None`` when it is nobody's (see the module's text)."""
    state, listed = _checked(state, events)
    dead, downed = _read(listed)
    found: dict[str, str | None] = {}
    for ch in state.characters.values():
        if ch.status is CharacterStatus.dead:
            found[ch.id] = dead.get(ch.id)
        elif bled_out_at_end(state, ch):
            found[ch.id] = downed.get(ch.id)
    return found


def kills(state: WargameState, events: Iterable[Event]) -> dict[str, int]:
    """How many enemies each character killed (MIS-8: a friend's death is no kill); every
    character of the setup, 0 when it killed none."""
    found = killers(state, events)
    counts = dict.fromkeys(state.characters, 0)
    for victim, killer in found.items():
        if killer is None or killer not in state.characters or victim not in state.characters:
            continue
        if state.characters[killer].side != state.characters[victim].side:
            counts[killer] += 1
    return counts
