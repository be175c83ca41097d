"""The exact odds of what a wargame command may do (M-TEST-1, M-HIT-1, W-WATER-4, R-10).

Every chance is a :class:`~fractions.Fraction` counted from the faces of the dice, never
sampled. An :class:`~xcom_manager.rules.mission.system.Outcome` names what the GM is about to
roll for by a key (a word of the ``outcome`` group, worded by the views).
"""

from __future__ import annotations

from fractions import Fraction

from xcom_manager.rules.dice import D6, MAX_DICE, Roll
from xcom_manager.rules.errors import whole_number
from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.hits import (
    Hit,
    Target,
    armour_save_allowed,
    instant_death,
    to_wound_target,
    unsaved_chance,
    vehicle_hit_chances,
    wound_chance,
)
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
    "fall_hit_odds",
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


def tank_damage_chance(wounds: int) -> Fraction:
    """W-WATER-4 with R-10: one d6 per unsaved wound, 1 or 2 damages the tank; the exact chance
    that at least one of ``wounds`` dice does: 1 - (4/6)^wounds."""
    wounds = whole_number("the number of wounds", wounds, minimum=0, maximum=MAX_DICE)
    holds = Fraction(D6 - AQUALUNG_BREAK_MAX, D6)
    return 1 - holds**wounds


def fall_hit_odds(
    ruleset: Ruleset, hit: FallHit | None, target: Target
) -> tuple[Fraction, Fraction, Fraction]:
    """(wounded unsaved / penetrated, glanced, killed outright) by one falling hit: no cover
    save (W-JUMP-6), a vehicle on its side armour (R-22), M-HIT-1's instant death."""
    if hit is None:
        return Fraction(0), Fraction(0), Fraction(0)
    if target.armour is not None:
        penetrating, glancing = vehicle_hit_chances(hit.strength, target.armour)
        return penetrating, glancing, Fraction(0)
    unsaved = unsaved_chance(ruleset, Hit(hit.strength, hit.ap, None, falling=True), target)
    killing = target.several_wounds and instant_death(hit.strength, target.toughness)
    return unsaved, Fraction(0), unsaved if killing else Fraction(0)


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
    invulnerable_save: int | None = None,
    several_wounds: bool = False,
) -> tuple[Outcome, ...]:
    """The exact chances of what the move will do, for the panel before the GM rolls.

    Always ``passes`` with p and ``fails`` with 1 - p (M-TEST-1, W-JUMP-2). On the ground, when
    a fall brings a hit: ``wounded_by_fall``, the chance of an unsaved wound (M-HIT-1, M-SAVE-1
    without cover, W-JUMP-6), counting the hit of a failure (W-JUMP-4) and, into the void, that
    of a pass from the declared point (W-JUMP-8, R-7); ``killed`` when it may kill outright;
    for a vehicle (R-22) ``penetrating_hit`` and ``glancing_hit`` on its ``side_armour``
    instead (10 when not given). Under water, for an air-breather (R-10): ``tank_damaged`` with
    (1 - p) * 2/6 (W-WATER-3, W-WATER-4); a failed swim ``sinks`` (R-25).
    """
    p = test_pass_chance(ruleset, initiative)
    odds = [Outcome("passes", p), Outcome("fails", 1 - p)]
    if underwater:
        if breathes_air:
            odds.append(Outcome("tank_damaged", (1 - p) * Fraction(AQUALUNG_BREAK_MAX, D6)))
        return tuple(odds)
    attempted = declaration.length
    fail_hit = fall_hit(
        ruleset, attempted, declaration.fall_height, into_void=False, is_vehicle=is_vehicle
    )
    pass_hit = (
        fall_hit(ruleset, attempted, declaration.pass_drop, into_void=True, is_vehicle=is_vehicle)
        if declaration.into_void
        else None
    )
    if fail_hit is None and pass_hit is None:
        return tuple(odds)
    target = Target(
        toughness=toughness,
        armour_save=save,
        invulnerable_save=invulnerable_save,
        several_wounds=several_wounds,
        armour=(side_armour if side_armour is not None else 10) if is_vehicle else None,
    )
    fail = fall_hit_odds(ruleset, fail_hit, target)
    passed = fall_hit_odds(ruleset, pass_hit, target)
    main, glance, killed = ((1 - p) * f + p * q for f, q in zip(fail, passed, strict=True))
    if not is_vehicle:
        odds.append(Outcome("wounded_by_fall", main))
        if killed:
            odds.append(Outcome("killed", killed))
    else:
        odds += [Outcome("penetrating_hit", main), Outcome("glancing_hit", glance)]
    return tuple(odds)
