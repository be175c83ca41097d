"""The exact odds of what a wargame command may do (M-TEST-1, M-HIT-1, W-WATER-4, R-10).

Every chance is a :class:`~fractions.Fraction` counted from the faces of the dice, never
sampled. An :class:`~xcom_manager.rules.mission.system.Outcome` names what the GM is about to
roll for by a key (a word of the ``outcome`` group, worded by the views).
"""

from __future__ import annotations

from fractions import Fraction

from xcom_manager.rules.dice import D6, Roll
from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.moves import (
    AQUALUNG_BREAK_MAX,
    D6_FACES,
    FallHit,
    JumpDeclaration,
    characteristic_test,
    fall_hit,
)

__all__ = [
    "armour_save_allowed",
    "instant_death",
    "jump_odds",
    "save_fail_chance",
    "tank_damage_chance",
    "test_pass_chance",
    "to_wound_target",
    "unsaved_wound_chance",
    "vehicle_hit_chances",
    "wound_chance",
]


def test_pass_chance(ruleset: Ruleset, value: int) -> Fraction:
    """M-TEST-1: the exact chance of passing a test of ``value`` on a d6."""
    passes = sum(characteristic_test(ruleset, value, Roll("test", D6, face)) for face in D6_FACES)
    return Fraction(passes, D6)


test_pass_chance.__test__ = False  # type: ignore[attr-defined]  # not a pytest test


# --------------------------------------------------------------------------------------------
# Exact odds: M-HIT-1, W-WATER-4, R-10


def to_wound_target(strength: int, toughness: int) -> int | None:
    """M-HIT-1: the d6 score needed to wound: 4+ at S = T, 3+ at T+1, 2+ at T+2 or more, 5+ at
    T-1, 6+ at T-2 or T-3; ``None`` (no effect) at T-4 or less or at Strength 0."""
    if strength <= 0:
        return None
    diff = strength - toughness
    if diff >= 2:
        return 2
    if diff <= -4:
        return None
    return {1: 3, 0: 4, -1: 5, -2: 6, -3: 6}[diff]


def instant_death(strength: int, toughness: int) -> bool:
    """M-HIT-1: a Strength of at least double the Toughness kills a model of several wounds
    outright."""
    return strength > 0 and strength >= 2 * toughness


def wound_chance(strength: int, toughness: int) -> Fraction:
    """M-HIT-1: the exact chance that a hit of ``strength`` wounds a model of ``toughness``."""
    target = to_wound_target(strength, toughness)
    if target is None:
        return Fraction(0)
    return Fraction(sum(1 for face in D6_FACES if face >= target), D6)


def armour_save_allowed(ap: int | None, save: int | None) -> bool:
    """M-HIT-1: an armour save is taken unless the hit's AP is equal to or lower than Sv (no AP
    modification, ``None``, never stops a save); ``save`` ``None`` means no save at all."""
    if save is None:
        return False
    return ap is None or ap > save


def save_fail_chance(ap: int | None, save: int | None) -> Fraction:
    """M-HIT-1: the exact chance that the armour save (d6 >= Sv) fails or is not allowed."""
    if not armour_save_allowed(ap, save):
        return Fraction(1)
    assert save is not None
    return Fraction(sum(1 for face in D6_FACES if face < save), D6)


def unsaved_wound_chance(
    strength: int, ap: int | None, toughness: int, save: int | None
) -> Fraction:
    """M-HIT-1: the exact chance that one hit wounds and the wound is not saved (no cover save
    against a fall, W-JUMP-6)."""
    return wound_chance(strength, toughness) * save_fail_chance(ap, save)


def vehicle_hit_chances(strength: int, armour: int) -> tuple[Fraction, Fraction]:
    """M-HIT-1 against a vehicle: d6 + Strength against the armour value of the facing hit (the
    side armour for a fall, W-JUMP-6). Returns the exact chances of (penetrating, glancing)."""
    if strength <= 0:
        return Fraction(0), Fraction(0)
    penetrating = sum(1 for face in D6_FACES if face + strength > armour)
    glancing = sum(1 for face in D6_FACES if face + strength == armour)
    return Fraction(penetrating, D6), Fraction(glancing, D6)


def tank_damage_chance(wounds: int) -> Fraction:
    """W-WATER-4 with R-10: one d6 per unsaved wound, 1 or 2 damages the tank; the exact chance
    that at least one of ``wounds`` dice does: 1 - (4/6)^wounds."""
    if wounds < 0:
        raise ValueError(f"the number of wounds cannot be negative ({wounds})")
    holds = Fraction(D6 - AQUALUNG_BREAK_MAX, D6)
    return 1 - holds**wounds


def _hit_odds(
    hit: FallHit | None,
    *,
    toughness: int,
    save: int | None,
    is_vehicle: bool,
    side_armour: int | None,
) -> tuple[Fraction, Fraction]:
    """(wounded / penetrated, glanced) by one falling hit."""
    if hit is None:
        return Fraction(0), Fraction(0)
    if is_vehicle:
        if side_armour is None:
            return Fraction(0), Fraction(0)
        return vehicle_hit_chances(hit.strength, side_armour)
    return unsaved_wound_chance(hit.strength, hit.ap, toughness, save), Fraction(0)


def jump_odds(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    *,
    initiative: int,
    toughness: int,
    save: int | None,
    is_vehicle: bool,
    underwater: bool,
    breathes_air: bool,
    side_armour: int | None = None,
) -> tuple[Outcome, ...]:
    """The exact chances of what the move will do, for the panel before the GM rolls.

    Always ``passes`` with p and ``fails`` with 1 - p (M-TEST-1, W-JUMP-2). On the ground, when
    a fall brings a hit: ``wounded_by_fall``, the chance of an unsaved wound (M-HIT-1, no cover
    save, W-JUMP-6), counting the hit of a failure (W-JUMP-4) and, into the void, that of a pass
    (W-JUMP-8); for a vehicle with ``side_armour`` given, ``penetrating_hit`` and
    ``glancing_hit`` instead. Under water, for an air-breather (R-10): ``tank_damaged`` with
    (1 - p) * 2/6 (W-WATER-3, W-WATER-4).
    """
    p = test_pass_chance(ruleset, initiative)
    odds = [Outcome("passes", p), Outcome("fails", 1 - p)]
    if underwater:
        if breathes_air:
            odds.append(Outcome("tank_damaged", (1 - p) * Fraction(AQUALUNG_BREAK_MAX, D6)))
        return tuple(odds)
    attempted, fall = declaration.length, declaration.fall_height
    fail_hit = fall_hit(ruleset, attempted, fall, into_void=False, is_vehicle=is_vehicle)
    pass_hit = (
        fall_hit(ruleset, attempted, fall, into_void=True, is_vehicle=is_vehicle)
        if declaration.into_void
        else None
    )
    if fail_hit is None and pass_hit is None:
        return tuple(odds)
    fail_main, fail_glance = _hit_odds(
        fail_hit, toughness=toughness, save=save, is_vehicle=is_vehicle, side_armour=side_armour
    )
    pass_main, pass_glance = _hit_odds(
        pass_hit, toughness=toughness, save=save, is_vehicle=is_vehicle, side_armour=side_armour
    )
    main = (1 - p) * fail_main + p * pass_main
    if not is_vehicle:
        odds.append(Outcome("wounded_by_fall", main))
    elif side_armour is not None:
        glance = (1 - p) * fail_glance + p * pass_glance
        odds += [Outcome("penetrating_hit", main), Outcome("glancing_hit", glance)]
    return tuple(odds)
