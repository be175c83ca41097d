"""The recorded rolls of a mission with the exact odds the rules gave them.

A mission is replayed from its events (the system's fold, undo honoured: a command undone
rolled no dice that count); each live event is read against the state just before it, and
every roll it recorded with exact odds becomes a :class:`RecordedTrial`: what kind of roll it
was (a word of the ``luck`` group, worded by the views), whose roll it was, the event, and the
:class:`~xcom_manager.rules.luck.core.Trial` (the exact chance of each count, and the count).

Where the odds come from, by kind (each from the rules themselves, never sampled):

- ``initiative_test`` (wargame ``move_declared``): M-TEST-1 / W-JUMP-2, recomputed from the
  Initiative the event recorded, with the campaign's ruleset.
- ``aqualung_test`` (a swim's test, and a wound's under water): W-WATER-4 / R-10, a d6 whose
  1 or 2 damages the tank; the count is a tank that held. From the recorded faces.
- ``to_hit``, ``to_wound`` (wargame ``attacked``): M-SHOOT-1 / M-CC-1 and M-HIT-1, recomputed
  from the score the event recorded (a 1 always misses) and each recorded face.
- ``save`` (an attack's or a fall's saves): M-SAVE-1, from the score each save recorded.
- ``unsaved_taken`` and ``unsaved_dealt``: the exact distribution of the unsaved wounds of an
  attack or a fall (M-HIT-1, M-SAVE-1, W-JUMP-6) as the rules gave it then: the shots, score,
  Strength and AP the event recorded against the target as the replayed state holds it (its
  Toughness, saves and kit at that moment). Not for a vehicle (R-22: no wounds).
- ``damage_dealt`` and ``damage_taken`` (board game ``attacked``): M-CX-1, M-CX-2, R-12, the
  exact damage distribution recomputed from the Combat Values the event recorded.
- ``kill`` (board game): M-CX-4, the chance of a kill against the target's Health in the
  replayed state before the attack (never for a decoy Blip).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from xcom_manager.rules.boardgame.combat import combat_faces
from xcom_manager.rules.boardgame.combat_odds import damage_distribution, kill_chance
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.luck.core import Trial
from xcom_manager.rules.mission.engine import NOTED
from xcom_manager.rules.mission.log import REVERTED, Event, cancelled_seqs
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.hits import Hit, unsaved_distribution
from xcom_manager.rules.wargame.odds import test_pass_chance
from xcom_manager.rules.wargame.targets import target_of

__all__ = ["KINDS", "MORE_IS_LUCKY", "RecordedTrial", "mission_trials", "replay_trials"]

#: Every kind of roll counted, in the order figures are shown.
KINDS: tuple[str, ...] = (
    "initiative_test",
    "aqualung_test",
    "to_hit",
    "to_wound",
    "save",
    "unsaved_dealt",
    "unsaved_taken",
    "damage_dealt",
    "damage_taken",
    "kill",
)

#: The kinds where a higher count is good luck for whose roll it was (the rest: taken).
MORE_IS_LUCKY: frozenset[str] = frozenset(KINDS) - {"unsaved_taken", "damage_taken"}

_D6 = 6
_BREAKS = 2  # W-WATER-4: a 1 or a 2 damages the tank


@dataclass(frozen=True, slots=True)
class RecordedTrial:
    """One recorded roll (or counted group of dice) with its exact odds: its ``kind``, whose
    roll it was (the mission's character, and the roster's soldier if one), the event that
    recorded it (``seq``) and the :class:`Trial`."""

    kind: str
    character_id: str
    soldier_id: int | None
    seq: int
    trial: Trial


def _d6_at_least(score: int) -> Fraction:
    return Fraction(max(0, min(_D6, _D6 + 1 - score)), _D6)


def _int(value: object, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _padded(distribution: Mapping[int, Fraction] | Sequence[Fraction]) -> tuple[Fraction, ...]:
    """A distribution from 0 up, the counts that cannot happen as 0."""
    if not isinstance(distribution, Mapping):
        return tuple(distribution)
    top = max(distribution, default=0)
    return tuple(distribution.get(k, Fraction(0)) for k in range(top + 1))


def _counted(distribution: tuple[Fraction, ...], actual: int) -> Trial | None:
    """A count's trial, or none when the count recorded cannot be one of the distribution (a
    log the rules no longer explain is left out, not guessed)."""
    if not 0 <= actual < len(distribution) or not distribution[actual]:
        return None
    return Trial(distribution, actual)


# --------------------------------------------------------------------------------------------
# The wargame


class _Wargame:
    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset

    def trials(self, state: Any, event: Event) -> Iterator[tuple[str, str, Trial]]:
        p = event.payload
        if event.type == "move_declared":
            yield from self._move(state, p)
        elif event.type == "slipped":
            if isinstance(p.get("fall"), Mapping):
                yield from self._fall(state, str(p.get("character")), p["fall"])
        elif event.type == "attacked":
            yield from self._attack(state, p)
        elif event.type == "wounded":
            for roll in p.get("rolls") or ():
                if isinstance(roll, Mapping) and roll.get("purpose") == "aqualung test":
                    held = _int(roll.get("value")) > _BREAKS
                    yield "aqualung_test", str(p.get("character")), _tank_test(held)

    def _move(self, state: Any, p: Mapping[str, Any]) -> Iterator[tuple[str, str, Trial]]:
        """M-TEST-1, W-JUMP-2: the Initiative test; W-WATER-4: a swim's aqualung test."""
        who = str(p.get("character"))
        if isinstance(p.get("passed"), bool) and "initiative" in p:
            chance = test_pass_chance(self.ruleset, _int(p.get("initiative")))
            yield "initiative_test", who, Trial.test(chance, p["passed"])
        if isinstance(p.get("aqualung_test"), int):
            yield "aqualung_test", who, _tank_test(p["aqualung_test"] > _BREAKS)
        if isinstance(p.get("fall"), Mapping):
            yield from self._fall(state, who, p["fall"])

    def _fall(
        self, state: Any, who: str, fall: Mapping[str, Any]
    ) -> Iterator[tuple[str, str, Trial]]:
        """M-SAVE-1 saves of a falling hit, and its unsaved wounds (W-JUMP-6: no cover)."""
        yield from _saves(who, fall)
        if fall.get("armour") is None and isinstance(fall.get("strength"), int):
            hit = Hit(_int(fall.get("strength")), fall.get("ap"), None, falling=True)
            found = self._unsaved(state, who, 1, Fraction(1), hit, _int(fall.get("unsaved")))
            if found is not None:
                yield "unsaved_taken", who, found

    def _attack(self, state: Any, p: Mapping[str, Any]) -> Iterator[tuple[str, str, Trial]]:
        """M-SHOOT-1 / M-CC-1 to hit (a 1 always misses), M-HIT-1 to wound, M-SAVE-1 saves,
        and the unsaved wounds' distribution."""
        attacker, target = str(p.get("attacker")), str(p.get("target"))
        score = max(_int(p.get("to_hit"), _D6 + 1), 2)
        p_hit = _d6_at_least(score)
        for face in p.get("hit_rolls") or ():
            yield "to_hit", attacker, Trial.test(p_hit, _int(face) != 1 and _int(face) >= score)
        wound_score = p.get("to_wound")
        if isinstance(wound_score, int):
            p_wound = _d6_at_least(wound_score)
            for face in p.get("wound_rolls") or ():
                yield "to_wound", attacker, Trial.test(p_wound, _int(face) >= wound_score)
        yield from _saves(target, p)
        if p.get("armour") is not None or not isinstance(p.get("strength"), int):
            return  # a vehicle takes no wounds
        hit = Hit(_int(p.get("strength")), p.get("ap"), p.get("cover_save"))
        shots = _int(p.get("shots"))
        found = self._unsaved(state, target, shots, p_hit, hit, _int(p.get("unsaved")))
        if found is not None:
            yield "unsaved_taken", target, found
            yield "unsaved_dealt", attacker, found

    def _unsaved(
        self, state: Any, who: str, tries: int, p_hit: Fraction, hit: Hit, actual: int
    ) -> Trial | None:
        facing = "side" if hit.falling else "front"
        defence = target_of(state, self.ruleset, state.character(who), facing=facing)
        if defence.vehicle:
            return None
        return _counted(unsaved_distribution(self.ruleset, tries, p_hit, hit, defence), actual)

    @staticmethod
    def soldier(state: Any, who: str) -> int | None:
        for character in state.setup.characters:
            if character.id == who:
                return int(character.soldier_id) if character.soldier_id is not None else None
        return None


def _tank_test(held: bool) -> Trial:
    return Trial.test(Fraction(_D6 - _BREAKS, _D6), held)


def _saves(who: str, resolution: Mapping[str, Any]) -> Iterator[tuple[str, str, Trial]]:
    for save in resolution.get("saves") or ():
        if isinstance(save, Mapping) and isinstance(save.get("saved"), bool):
            chance = _d6_at_least(_int(save.get("needed"), _D6 + 1))
            yield "save", who, Trial.test(chance, save["saved"])


# --------------------------------------------------------------------------------------------
# The board game


class _Boardgame:
    def __init__(self, ruleset: Ruleset) -> None:
        self.ruleset = ruleset
        self.faces = combat_faces(ruleset)

    def trials(self, state: Any, event: Event) -> Iterator[tuple[str, str, Trial]]:
        """M-CX-1, M-CX-2, R-12: the damage from the recorded Combat Values; M-CX-4: the
        kill against the Health before the attack."""
        if event.type != "attacked":
            return
        p = event.payload
        attack, defence = p.get("attack_value"), p.get("defence_value")
        if not isinstance(attack, int) or not isinstance(defence, int):
            return
        psychic = p.get("psychic") is True
        attacker, target = str(p.get("attacker")), str(p.get("target"))
        spread = _padded(damage_distribution(attack, defence, self.faces, psychic=psychic))
        found = _counted(spread, _int(p.get("damage")))
        if found is not None:
            yield "damage_dealt", attacker, found
            yield "damage_taken", target, found
        model = state.models.get(target)
        if model is None or state.setup.model(target).decoy or model.health < 1:
            return
        chance = kill_chance(attack, defence, model.health, self.faces, psychic=psychic)
        yield "kill", attacker, Trial.test(chance, p.get("killed") is True)

    @staticmethod
    def soldier(state: Any, who: str) -> int | None:
        for model in state.setup.models:
            if model.id == who:
                return int(model.soldier_id) if model.soldier_id is not None else None
        return None


# --------------------------------------------------------------------------------------------


def mission_trials(
    system: RuleSystem, setup: Any, events: Sequence[Event], ruleset: Ruleset
) -> tuple[RecordedTrial, ...]:
    """Every recorded roll of the mission with its exact odds, in log order (see the module's
    docstring for where each kind's odds come from). A system without dice odds gives none; an
    event the rules can no longer read is left out, not guessed."""
    return replay_trials(system, setup, events, ruleset)[0]


def replay_trials(
    system: RuleSystem, setup: Any, events: Sequence[Event], ruleset: Ruleset
) -> tuple[tuple[RecordedTrial, ...], Any]:
    """:func:`mission_trials` and the state the events fold to (undo honoured), in one pass."""
    if not isinstance(system, RuleSystem):
        raise RulesError(f"not a rule system: {shown(system)}")
    if not isinstance(ruleset, Ruleset):
        raise RulesError(f"not a ruleset: {shown(ruleset)}")
    if not isinstance(events, list | tuple) or not all(isinstance(e, Event) for e in events):
        raise RulesError(f"a mission log is a list of events, not {shown(events)}")
    reader: _Wargame | _Boardgame | None = None
    if system.name == "wargame":
        reader = _Wargame(ruleset)
    elif system.name == "boardgame":
        reader = _Boardgame(ruleset)
    cancelled = cancelled_seqs(tuple(events))
    state = system.initial_state(setup)
    found: list[RecordedTrial] = []
    for event in events:
        if event.seq in cancelled or event.type in (REVERTED, NOTED):
            continue
        read: list[RecordedTrial] = []
        if reader is not None:
            try:
                read = [
                    RecordedTrial(kind, who, reader.soldier(state, who), event.seq, trial)
                    for kind, who, trial in reader.trials(state, event)
                ]
            except (RulesError, TypeError, ValueError, KeyError):
                read = []  # a damaged or outdated fact: its odds are not the rules' any more
        found += read
        state = system.apply(state, event.type, event.payload)
    return tuple(found), state
