"""Falling hits resolved to the end (W-JUMP-4..6, W-JUMP-8, W-JUMP-10, M-HIT-1, M-SAVE-1, R-22,
R-26, R-27): the to-wound roll and the saves (never cover), or a vehicle's side armour, and the
wounds that follow, in the same step as the move.

:func:`resolve_fall` turns a :class:`~.moves.FallHit` into the facts of its resolution and the
events that follow it (``wounded``, or ``died`` for an instant death); :func:`slip` is W-JUMP-10
as R-27 rules it: the GM gives the drop, the slip resolves at once, no further movement.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from xcom_manager.rules.dice import Dice, rolls_to_payload
from xcom_manager.rules.errors import RulesError, number
from xcom_manager.rules.mission.system import Fact, Outcome, refuse_if
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame.checks import in_play, in_water, their_turn
from xcom_manager.rules.wargame.hits import (
    Hit,
    HitsResult,
    resolve_hits,
)
from xcom_manager.rules.wargame.injuries import wound
from xcom_manager.rules.wargame.moves import MAX_INCHES, FallHit, slip_fall
from xcom_manager.rules.wargame.odds import fall_hit_odds
from xcom_manager.rules.wargame.state import CharacterState, DeathCause, EventType, WargameState
from xcom_manager.rules.wargame.targets import is_vehicle, target_of

__all__ = [
    "check_slip",
    "fall_odds",
    "hit_payload",
    "resolve_fall",
    "slip",
    "slip_odds",
    "wounds_that_follow",
]

#: W-JUMP-6: vehicles always take falling hits on their side armour.
FALL_FACING = "side"


def hit_payload(hit: FallHit | None) -> dict[str, Any] | None:
    """A falling hit as event data."""
    if hit is None:
        return None
    return {
        "strength": hit.strength,
        "ap": hit.ap,
        "cover_save": hit.cover_save,
        "side_armour": hit.side_armour,
    }


def resolve_fall(
    state: WargameState, ruleset: Ruleset, ch: CharacterState, hit: FallHit, dice: Dice
) -> tuple[dict[str, Any], list[Fact]]:
    """Roll the falling hit on ``ch`` (M-HIT-1; no cover save, W-JUMP-6; a vehicle on its side
    armour, R-22): the resolution's facts, and the ``wounded`` or ``died`` event that follows."""
    target = target_of(state, ruleset, ch, facing=FALL_FACING)
    result = resolve_hits(ruleset, 1, Hit(hit.strength, hit.ap, None, falling=True), target, dice)
    resolution: dict[str, Any] = {
        "strength": hit.strength,
        "ap": hit.ap,
        "hits": 1,
        "toughness": target.toughness,
        "facing": FALL_FACING if target.vehicle else None,
        "armour": target.armour,
        **result.to_payload(),
        "rolls": rolls_to_payload(result.rolls),
    }
    follows = wounds_that_follow(state, ruleset, ch.id, result, dice)
    return resolution, follows


def wounds_that_follow(
    state: WargameState, ruleset: Ruleset, target_id: str, result: HitsResult, dice: Dice
) -> list[Fact]:
    """What a resolution's unsaved wounds do, as events: a ``died`` event when they kill
    outright (M-HIT-1), else a ``wounded`` event (R-8; W-WATER-4 / R-10 aqualung dice, none in
    air, R-28); nothing when every wound was saved."""
    if result.instant_death:
        died = {
            "character": target_id,
            "cause": DeathCause.killed,
            "turn": state.turn,
            "rule_ids": ["M-HIT-1"],
        }
        return [(EventType.died, died)]
    if result.unsaved > 0:
        return wound(state, ruleset, target_id, result.unsaved, dice)
    return []


def fall_odds(
    state: WargameState, ruleset: Ruleset, ch: CharacterState, hit: FallHit | None
) -> tuple[Fraction, Fraction, Fraction]:
    """The exact chances that ``hit`` (a) wounds unsaved, or penetrates a vehicle, (b) glances
    a vehicle, (c) kills outright (M-HIT-1, W-JUMP-6, R-22)."""
    return fall_hit_odds(ruleset, hit, target_of(state, ruleset, ch, facing=FALL_FACING))


def check_slip(state: WargameState, ruleset: Ruleset, character_id: str, drop: float) -> Verdict:
    """W-JUMP-10 / R-27: a character of the side whose turn it is (MIS-1, MIS-4) that ends its
    move over nothing; never under water (R-26)."""
    inches = number("the drop", drop, minimum=0, maximum=MAX_INCHES, unit="a number of inches")
    if inches == 0:
        raise RulesError('the drop must be more than 0"')
    ch = state.character(character_id)
    found = [*in_play(ch), *their_turn(state, ch, "move")]
    if in_water(state, ch):
        found.append(Violation.of("R-26", "mission_no_slip_underwater", soldier=ch.name))
    return Verdict(tuple(found))


def slip(
    state: WargameState, ruleset: Ruleset, character_id: str, drop: float, dice: Dice
) -> list[Fact]:
    """W-JUMP-10 as R-27 rules it: the character slips and falls ``drop`` inches on from where
    it stopped: a hit of Strength ceil(drop) (no jump length, W-JUMP-5 / R-6 above 10) resolved
    at once (:func:`resolve_fall`), and no further movement this phase."""
    refuse_if(check_slip(state, ruleset, character_id, drop).violations)
    ch = state.character(character_id)
    hit = slip_fall(ruleset, drop, is_vehicle=is_vehicle(state, ruleset, ch))
    payload: dict[str, Any] = {
        "character": ch.id,
        "drop": float(drop),
        "hit": hit_payload(hit),
        "rule_ids": ["W-JUMP-10", "R-27", "R-7", "W-JUMP-6"],
    }
    follows: list[Fact] = []
    if hit is not None:
        payload["fall"], follows = resolve_fall(state, ruleset, ch, hit, dice)
    return [(EventType.slipped, payload), *follows]


def slip_odds(
    state: WargameState, ruleset: Ruleset, character_id: str, drop: float
) -> tuple[Outcome, ...]:
    """The exact chance the slip's hit wounds (or penetrates / glances a vehicle)."""
    if check_slip(state, ruleset, character_id, drop).violations:
        return ()
    ch = state.character(character_id)
    hit = slip_fall(ruleset, drop, is_vehicle=is_vehicle(state, ruleset, ch))
    main, glance, killed = fall_odds(state, ruleset, ch, hit)
    if is_vehicle(state, ruleset, ch):
        return (Outcome("penetrating_hit", main), Outcome("glancing_hit", glance))
    odds = [Outcome("wounded_by_fall", main)]
    if killed:
        odds.append(Outcome("killed", killed))
    return tuple(odds)
