"""Jumps, climbs and swims (W-JUMP-1..10, W-WATER-3), tests (M-TEST-1), falling hits (M-HIT-1,
R-6, R-7), scatter (M-SCATTER-1, R-11) and their exact odds, on the bundled wargame ruleset.

The odds are checked by exhaustive enumeration: every d6 the resolution can roll, times every
to-wound and save d6 resolved by an independent transcription of the M-HIT-1 chart below.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from collections.abc import Iterator
from fractions import Fraction
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from xcom_manager.rules import (
    RULE_TEXTS,
    DeclarationError,
    DiceExhausted,
    FallHit,
    JumpDeclaration,
    JumpOutcome,
    MoveKind,
    RecordingDice,
    Roll,
    Ruleset,
    Scatter,
    ScriptedDice,
    SeededDice,
    Verdict,
    characteristic_test,
    check_declaration,
    fall_hit,
    jump_odds,
    resolve_jump,
    slip_fall,
    tank_damage_chance,
    unsaved_wound_chance,
    wound_chance,
)
from xcom_manager.rules import test_pass_chance as pass_chance
from xcom_manager.rules.movement import (
    fall_strength,
    instant_death,
    to_wound_target,
    vehicle_hit_chances,
)
from xcom_manager.rules.ruleset import RulingValue
from xcom_manager.rules.texts import template

D6 = range(1, 7)

# --------------------------------------------------------------------------------------------
# Helpers


def with_rulings(ruleset: Ruleset, **changes: RulingValue) -> Ruleset:
    """The ruleset with some rulings changed (``test__auto_fail`` for ``test.auto_fail``)."""
    rulings = dict(ruleset.rulings)
    for key, value in changes.items():
        rulings[key.replace("__", ".")] = value
    return dataclasses.replace(ruleset, rulings=MappingProxyType(rulings))


def jump(
    horizontal: float = 4,
    vertical: float = 0,
    fall: float = 10,
    *,
    kind: MoveKind = MoveKind.jump,
    into_void: bool = False,
    run_up: float = 0.0,
) -> JumpDeclaration:
    return JumpDeclaration(kind, horizontal, vertical, fall, into_void=into_void, run_up=run_up)


def check(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    *,
    unit_type: str = "infantry",
    phase: str = "movement",
    environment: str = "ground",
    jumped: bool = False,
    failed: bool = False,
    cannot_act: str | None = None,
) -> Verdict:
    return check_declaration(
        ruleset,
        unit_type=unit_type,
        declaration=declaration,
        phase=phase,
        environment=environment,
        jumped_this_phase=jumped,
        failed_jump_this_phase=failed,
        cannot_act=cannot_act,
    )


def resolve(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    dice: list[int],
    *,
    initiative: int = 3,
    is_vehicle: bool = False,
    breathes_air: bool = True,
) -> JumpOutcome:
    scripted = ScriptedDice(dice)
    outcome = resolve_jump(
        ruleset,
        declaration,
        initiative=initiative,
        is_vehicle=is_vehicle,
        underwater=declaration.kind is MoveKind.swim,
        breathes_air=breathes_air,
        dice=scripted,
    )
    assert scripted.remaining == 0, "every value given was used"
    return outcome


def swim(horizontal: float = 4, vertical: float = 0, fall: float = 3) -> JumpDeclaration:
    return jump(horizontal, vertical, fall, kind=MoveKind.swim)


# Independent transcription of M-HIT-1 (Warhammer 40,000 5th edition) for the oracles.
_CHART = {2: 2, 1: 3, 0: 4, -1: 5, -2: 6, -3: 6}


def oracle_wounds(
    strength: int, ap: int | None, toughness: int, save: int | None, to_wound: int, save_roll: int
) -> bool:
    diff = strength - toughness
    if strength <= 0 or diff <= -4:
        return False
    if to_wound < _CHART[min(diff, 2)]:
        return False
    saved = save is not None and (ap is None or ap > save) and save_roll >= save
    return not saved


def keys_of(verdict: Verdict) -> list[str]:
    return [violation.message_key for violation in verdict.violations]


# --------------------------------------------------------------------------------------------
# M-TEST-1


@pytest.mark.parametrize("value", range(0, 11))
@pytest.mark.parametrize("face", D6)
def test_m_test_1_pass_on_roll_at_or_under_the_characteristic(
    wargame: Ruleset, value: int, face: int
) -> None:
    """M-TEST-1: pass on a d6 <= the characteristic; a natural 6 fails, a natural 1 passes."""
    expected = face <= value
    if face == 6:
        expected = False
    if face == 1:
        expected = True
    assert characteristic_test(wargame, value, Roll("t", 6, face)) is expected


def test_m_test_1_auto_rulings_zero_means_none(wargame: Ruleset) -> None:
    """M-TEST-1 with test.auto_fail = test.auto_pass = 0: the plain comparison decides."""
    plain = with_rulings(wargame, test__auto_fail=0, test__auto_pass=0)
    assert characteristic_test(plain, 6, Roll("t", 6, 6)) is True
    assert characteristic_test(plain, 0, Roll("t", 6, 1)) is False
    assert pass_chance(plain, 0) == 0
    assert pass_chance(plain, 6) == 1


def test_m_test_1_other_auto_faces(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, test__auto_fail=5, test__auto_pass=2)
    assert characteristic_test(ruleset, 9, Roll("t", 6, 5)) is False
    assert characteristic_test(ruleset, 0, Roll("t", 6, 2)) is True
    assert characteristic_test(ruleset, 9, Roll("t", 6, 6)) is True


@pytest.mark.parametrize("value", range(-1, 12))
@pytest.mark.parametrize("rulings", [(6, 1), (0, 0), (5, 2), (0, 1), (6, 0)])
def test_m_test_1_pass_chance_by_enumeration(
    wargame: Ruleset, value: int, rulings: tuple[int, int]
) -> None:
    """M-TEST-1: the exact pass chance equals the share of the six faces that pass."""
    ruleset = with_rulings(wargame, test__auto_fail=rulings[0], test__auto_pass=rulings[1])
    passes = sum(characteristic_test(ruleset, value, Roll("t", 6, face)) for face in D6)
    assert pass_chance(ruleset, value) == Fraction(passes, 6)


def test_m_test_1_pass_chance_examples(wargame: Ruleset) -> None:
    assert pass_chance(wargame, 3) == Fraction(1, 2)
    assert pass_chance(wargame, 0) == Fraction(1, 6)  # a natural 1 passes
    assert pass_chance(wargame, 10) == Fraction(5, 6)  # a natural 6 fails


# --------------------------------------------------------------------------------------------
# R-7, W-JUMP-5, R-6: the falling hit


def test_w_jump_5_worked_example_4in_jump_over_10in_drop_is_s10_ap3(wargame: Ruleset) -> None:
    """W-JUMP-5 worked example: a 4" jump over a rift above a 10" drop: 14 -> S10 AP3."""
    declaration = jump(4, 0, 10)
    assert declaration.length == 4
    assert fall_strength(4, 10, into_void=False) == 14
    hit = fall_hit(wargame, declaration.length, 10, into_void=False, is_vehicle=False)
    assert hit == FallHit(strength=10, ap=3, cover_save=False, side_armour=False)
    assert hit.label == "S10 AP3"
    outcome = resolve(wargame, declaration, [5])  # fails the Initiative test of 3
    assert outcome.hit == hit
    assert {"W-JUMP-4", "W-JUMP-5", "R-7"} <= set(outcome.rule_ids)


@pytest.mark.parametrize(
    ("raw", "ap"),
    [
        (10, None),
        (11, 6),
        (12, 5),
        (13, 4),
        (14, 3),
        (15, 2),
        (16, 1),
        (17, 1),
        (18, 1),
        (19, 1),
        (20, 1),
    ],
)
def test_w_jump_5_r_6_strength_to_ap_table(wargame: Ruleset, raw: int, ap: int | None) -> None:
    """W-JUMP-5: above S10 each inch lowers AP by one from AP6; R-6: never below AP1."""
    hit = fall_hit(wargame, 0, raw, into_void=False, is_vehicle=False)
    assert hit == FallHit(10, ap, cover_save=False, side_armour=False)


def test_r_6_min_ap_ruling(wargame: Ruleset) -> None:
    """R-6: fall.min_ap is the floor of the falling hit's AP."""
    floor3 = with_rulings(wargame, fall__min_ap=3)
    aps = [fall_hit(floor3, 0, raw, into_void=False, is_vehicle=False) for raw in range(11, 18)]
    assert [hit.ap for hit in aps if hit] == [6, 5, 4, 3, 3, 3, 3]


def test_r_6_cited_when_the_floor_holds(wargame: Ruleset) -> None:
    """R-6 is cited for a hit at the AP floor (S 16 and beyond), W-JUMP-5 above S10."""
    deep = resolve(wargame, jump(6, 0, 14), [6])  # 20 -> S10 AP1
    assert deep.hit == FallHit(10, 1, cover_save=False, side_armour=False)
    assert {"W-JUMP-5", "R-6"} <= set(deep.rule_ids)
    shallow = resolve(wargame, jump(4, 0, 8), [6])  # 12 -> S10 AP5
    assert "W-JUMP-5" in shallow.rule_ids
    assert "R-6" not in shallow.rule_ids


@pytest.mark.parametrize(
    ("attempted", "fall", "strength"),
    [(4, 10, 14), (2.2, 0.8, 3), (0.5, 0, 1), (3.1, 2, 6), (0.1, 0.2, 1), (1.5, 1.5, 3)],
)
def test_r_7_strength_is_ceil_of_attempted_plus_fall(
    attempted: float, fall: float, strength: int
) -> None:
    """R-7: Strength = ceil(attempted + fall), inches as typed (2.2 + 0.8 is 3, not 4)."""
    assert fall_strength(attempted, fall, into_void=False) == strength


def test_r_7_strength_zero_means_no_hit(wargame: Ruleset) -> None:
    """R-7: Strength 0 means no hit."""
    assert fall_hit(wargame, 0, 0, into_void=False, is_vehicle=False) is None
    assert fall_hit(wargame, 5, 0, into_void=True, is_vehicle=False) is None
    outcome = resolve(wargame, jump(0, 0, 0), [6])
    assert outcome.falls
    assert outcome.hit is None
    assert "R-7" in outcome.rule_ids
    assert "M-HIT-1" not in outcome.rule_ids


def test_r_7_under_w_jump_8_fall_alone() -> None:
    """R-7 with W-JUMP-8: ceil(fall) alone, the jump's length not added."""
    assert fall_strength(6, 2.5, into_void=True) == 3


def test_negative_fall_inches_refused() -> None:
    with pytest.raises(DeclarationError):
        fall_strength(-1, 2, into_void=False)


# --------------------------------------------------------------------------------------------
# The declaration itself


def test_declaration_values_are_checked() -> None:
    with pytest.raises(DeclarationError, match="horizontal"):
        jump(-1)
    with pytest.raises(DeclarationError, match="fall_height"):
        jump(4, 0, float("nan"))
    with pytest.raises(DeclarationError, match="run_up"):
        jump(run_up=-2)
    with pytest.raises(ValueError, match="hop"):
        JumpDeclaration("hop", 1, 1, 1)  # type: ignore[arg-type]
    assert jump(4, -2).vertical == -2  # an end point below is fine


def test_r_7_attempted_length_of_jump_and_climb() -> None:
    """R-7: attempted inches = the declared length: straight line for a jump, the path up the
    wall and over the edge for a climb (W-JUMP-9)."""
    assert jump(3, 0).length == 3
    assert jump(3, 4).length == 5
    assert jump(3, -4).length == 5
    assert jump(1, 4, kind=MoveKind.climb).length == 5
    assert jump(0, -3.5, kind=MoveKind.climb).length == 3.5


def test_declaration_payload_round_trip() -> None:
    declaration = jump(5.5, -1, 7.25, kind=MoveKind.climb, into_void=True, run_up=6)
    payload = declaration.to_payload()
    assert payload["kind"] == "climb"
    assert JumpDeclaration.from_payload(payload) == declaration
    with pytest.raises(DeclarationError):
        JumpDeclaration.from_payload({"kind": "jump"})


# --------------------------------------------------------------------------------------------
# check_declaration: W-JUMP-1/3/7/9, W-WATER-3, W-ACT-1


def test_w_jump_1_a_plain_jump_is_allowed(wargame: Ruleset) -> None:
    """W-JUMP-1: within 6" horizontally and 3" vertically, in the movement or shooting phase."""
    assert check(wargame, jump(6, 3)).allowed
    assert check(wargame, jump(6, -3), phase="shooting").allowed


def test_w_jump_1_too_far_and_too_high(wargame: Ruleset) -> None:
    """W-JUMP-1: the end point no more than 6" horizontally and 3" vertically."""
    verdict = check(wargame, jump(6.5, -3.5))
    assert keys_of(verdict) == ["jump_too_far", "jump_too_high"]
    assert verdict.rule_ids == ("W-JUMP-1",)
    assert verdict.texts[0] == 'The end point of a jump is at most 6" away horizontally, not 6.5".'


def test_w_jump_1_only_in_the_movement_or_shooting_phase(wargame: Ruleset) -> None:
    """W-JUMP-1: movement or shooting phase only."""
    verdict = check(wargame, jump(), phase="assault")
    assert keys_of(verdict) == ["jump_wrong_phase"]
    assert "assault" in verdict.texts[0]


def test_w_jump_1_once_per_phase(wargame: Ruleset) -> None:
    """W-JUMP-1: one jump per movement or run phase."""
    verdict = check(wargame, jump(), jumped=True)
    assert keys_of(verdict) == ["jump_once_per_phase"]
    assert verdict.rule_ids == ("W-JUMP-1",)


def test_w_jump_7_no_move_after_a_failed_jump(wargame: Ruleset) -> None:
    """W-JUMP-7: after a failed jump or climb the character cannot move further this phase."""
    verdict = check(wargame, jump(), jumped=True, failed=True)
    assert keys_of(verdict) == ["move_after_failed_jump"]
    assert verdict.rule_ids == ("W-JUMP-7",)
    assert resolve(wargame, jump(), [6]).may_keep_moving is False


def test_w_act_1_cannot_act_cannot_jump(wargame: Ruleset) -> None:
    """W-ACT-1: a character released this phase may not act, so may not jump."""
    verdict = check(wargame, jump(), cannot_act="freed from a net")
    assert verdict.rule_ids == ("W-ACT-1",)
    assert verdict.texts == (
        "This character cannot act until the end of this phase (freed from a net), so cannot jump.",
    )


def test_w_jump_3_run_up_unit_types_in_the_ruleset(wargame: Ruleset) -> None:
    """W-JUMP-3: bikes, walkers and cavalry need a run-up, and only they."""
    needs = {key for key, unit in wargame.unit_types.items() if unit.needs_run_up}
    assert needs == {"bike", "walker", "cavalry"}


@pytest.mark.parametrize("unit_type", ["bike", "walker", "cavalry"])
def test_w_jump_3_run_up_must_declare_the_full_6in(wargame: Ruleset, unit_type: str) -> None:
    """W-JUMP-3: bikes, walkers and cavalry must declare the full 6" horizontally."""
    verdict = check(wargame, jump(5), unit_type=unit_type)
    assert keys_of(verdict) == ["run_up_declare"]
    assert verdict.rule_ids == ("W-JUMP-3",)
    name = wargame.unit_types[unit_type].name
    assert verdict.texts[0].startswith(f"A {name} needs a run-up")
    assert check(wargame, jump(6), unit_type=unit_type).allowed


@pytest.mark.parametrize("unit_type", ["bike", "walker", "cavalry"])
def test_w_jump_3_run_up_must_physically_move_6in(wargame: Ruleset, unit_type: str) -> None:
    """W-JUMP-3: ... and physically move it (run_up measured short of 6" is refused)."""
    assert keys_of(check(wargame, jump(6, run_up=4), unit_type=unit_type)) == ["run_up_move"]
    assert check(wargame, jump(6, run_up=6), unit_type=unit_type).allowed


@pytest.mark.parametrize(
    "unit_type", ["infantry", "jump_infantry", "monstrous_creature", "vehicle"]
)
def test_w_jump_3_other_units_need_no_run_up(wargame: Ruleset, unit_type: str) -> None:
    """W-JUMP-3 binds bikes, walkers and cavalry only."""
    assert check(wargame, jump(2), unit_type=unit_type).allowed


def test_w_jump_9_climbing_unit_types_in_the_ruleset(wargame: Ruleset) -> None:
    """W-JUMP-9: Infantry, Jet Pack Infantry, Jump Infantry, Monstrous Creature, Flying
    Monstrous Creature and Walker may climb."""
    climbers = {key for key, unit in wargame.unit_types.items() if unit.can_climb}
    assert climbers == {
        "infantry",
        "jet_pack_infantry",
        "jump_infantry",
        "monstrous_creature",
        "flying_monstrous_creature",
        "walker",
    }


@pytest.mark.parametrize("unit_type", ["infantry", "walker", "flying_monstrous_creature"])
def test_w_jump_9_climbers_may_climb_6in(wargame: Ruleset, unit_type: str) -> None:
    """W-JUMP-9: a climb of up to 6", sheer walls included (no 3" vertical limit)."""
    assert check(wargame, jump(1, 5, kind=MoveKind.climb), unit_type=unit_type).allowed


@pytest.mark.parametrize("unit_type", ["bike", "cavalry", "vehicle"])
def test_w_jump_9_others_cannot_climb(wargame: Ruleset, unit_type: str) -> None:
    """W-JUMP-9: other unit types may not climb."""
    verdict = check(wargame, jump(0, 2, kind=MoveKind.climb), unit_type=unit_type)
    assert keys_of(verdict) == ["cannot_climb"]
    assert verdict.rule_ids == ("W-JUMP-9",)


def test_w_jump_9_climb_at_most_6in(wargame: Ruleset) -> None:
    """W-JUMP-9: no more than 6"."""
    verdict = check(wargame, jump(1.5, 5, kind=MoveKind.climb))
    assert keys_of(verdict) == ["climb_too_far"]
    assert verdict.texts == ('A climb is at most 6", not 6.5".',)


def test_w_water_3_under_water_only_swimming(wargame: Ruleset) -> None:
    """W-WATER-3: under water jumping and climbing are replaced by swimming."""
    for kind in (MoveKind.jump, MoveKind.climb):
        verdict = check(wargame, jump(2, kind=kind), environment="underwater")
        assert keys_of(verdict) == ["swim_only_underwater"]
        assert verdict.rule_ids == ("W-WATER-3",)
    assert check(wargame, swim(), environment="underwater").allowed


def test_w_water_3_no_swimming_on_the_ground(wargame: Ruleset) -> None:
    """W-WATER-3: swimming belongs to underwater missions."""
    assert keys_of(check(wargame, swim())) == ["no_swim_on_ground"]


def test_w_water_3_swims_keep_the_w_jump_limits(wargame: Ruleset) -> None:
    """W-WATER-3: all the W-JUMP rules apply to a swim (W-JUMP-1 limits, once per phase)."""
    verdict = check(wargame, swim(7, 4), environment="underwater", jumped=True)
    assert keys_of(verdict) == ["jump_once_per_phase", "jump_too_far", "jump_too_high"]


def test_check_collects_every_finding(wargame: Ruleset) -> None:
    verdict = check(
        wargame, jump(7, kind=MoveKind.jump), phase="assault", cannot_act="activated", failed=True
    )
    assert verdict.rule_ids == ("W-ACT-1", "W-JUMP-1", "W-JUMP-7")
    assert verdict.status == "refused"


def test_check_unknown_unit_type_or_environment_is_a_bug(wargame: Ruleset) -> None:
    with pytest.raises(DeclarationError, match="unit type"):
        check(wargame, jump(), unit_type="tank")
    with pytest.raises(DeclarationError, match="environment"):
        check(wargame, jump(), environment="space")


# --------------------------------------------------------------------------------------------
# resolve_jump: W-JUMP-2/4/6/8/9/10, W-WATER-3


def test_w_jump_2_a_pass_reaches_the_point_and_moves_on(wargame: Ruleset) -> None:
    """W-JUMP-2: on a passed Initiative test the character reaches the point and may go on."""
    outcome = resolve(wargame, jump(4, 0, 10), [3])
    assert outcome.passed
    assert not outcome.falls
    assert outcome.fall_from is None
    assert outcome.hit is None
    assert outcome.may_keep_moving
    assert outcome.rolls == (Roll("initiative test", 6, 3),)
    assert outcome.test == outcome.rolls[0]
    assert outcome.initiative == 3
    assert outcome.rule_ids[:2] == ("M-TEST-1", "W-JUMP-2")


def test_w_jump_4_a_failure_falls_from_the_midpoint(wargame: Ruleset) -> None:
    """W-JUMP-4: on a failure, a fall from halfway along the jump and an automatic hit of
    ceil(attempted + fall); W-JUMP-7: no further move."""
    outcome = resolve(wargame, jump(3, 1, 2.5), [4])
    assert not outcome.passed
    assert outcome.falls
    assert outcome.fall_from == "midpoint"
    assert outcome.hit == FallHit(math.ceil(math.hypot(3, 1) + 2.5), None, False, False)
    assert not outcome.may_keep_moving
    assert {"W-JUMP-4", "W-JUMP-7", "R-7", "M-HIT-1", "W-JUMP-6"} <= set(outcome.rule_ids)
    assert outcome.summary.startswith("Jump: Initiative test 4 against 3, fails (M-TEST-1).")


def test_m_test_1_natural_6_fails_a_jump_even_at_initiative_10(wargame: Ruleset) -> None:
    """M-TEST-1 in a jump: a natural 6 always fails, a natural 1 always passes."""
    assert not resolve(wargame, jump(), [6], initiative=10).passed
    assert resolve(wargame, jump(), [1], initiative=0).passed


def test_w_jump_6_no_cover_save_and_vehicles_on_side_armour(wargame: Ruleset) -> None:
    """W-JUMP-6: cover saves never apply to falling hits; vehicles take them on side armour."""
    trooper = resolve(wargame, jump(2, 0, 3), [6])
    assert trooper.hit == FallHit(5, None, cover_save=False, side_armour=False)
    tank = resolve(wargame, jump(6, 0, 3), [6], is_vehicle=True)
    assert tank.hit == FallHit(9, None, cover_save=False, side_armour=True)
    assert "W-JUMP-6" in tank.rule_ids
    assert "on the side armour" in tank.summary


def test_w_jump_8_into_the_void_a_pass_still_falls(wargame: Ruleset) -> None:
    """W-JUMP-8: into the void, a pass still falls from the declared point, may not move on, and
    the horizontal length is not added (S = ceil(fall), R-7)."""
    outcome = resolve(wargame, jump(5, 0, 7.5, into_void=True), [2])
    assert outcome.passed
    assert outcome.falls
    assert outcome.fall_from == "declared_point"
    assert outcome.hit == FallHit(8, None, False, False)
    assert not outcome.may_keep_moving
    assert not outcome.slip_check
    assert {"W-JUMP-8", "R-7"} <= set(outcome.rule_ids)
    assert "W-JUMP-7" not in outcome.rule_ids


def test_w_jump_8_into_the_void_a_failure_falls_from_the_midpoint(wargame: Ruleset) -> None:
    """W-JUMP-8 covers a pass only: a failed jump into the void is W-JUMP-4 (length added)."""
    outcome = resolve(wargame, jump(5, 0, 7.5, into_void=True), [5])
    assert outcome.fall_from == "midpoint"
    assert fall_strength(5, 7.5, into_void=False) == 13
    assert outcome.hit == FallHit(10, 4, False, False)  # ceil(5 + 7.5) = 13 -> S10 AP4
    assert "W-JUMP-8" not in outcome.rule_ids


def test_w_jump_9_a_failed_climb_falls_from_the_highest_point(wargame: Ruleset) -> None:
    """W-JUMP-9: a failed climb falls from the highest point of the climb."""
    outcome = resolve(wargame, jump(1, 5, 5, kind=MoveKind.climb), [6])
    assert outcome.fall_from == "highest_point"
    assert outcome.hit == FallHit(10, 6, False, False)  # 1 + 5 + 5 = 11 -> S10 AP6
    assert "W-JUMP-9" in outcome.rule_ids
    assert "W-JUMP-4" not in outcome.rule_ids


def test_w_jump_10_slip_after_moving_on(wargame: Ruleset) -> None:
    """W-JUMP-10: after a pass the character moves on; if it ends with no solid surface under
    it, it slips and falls on from where it stopped (the fall inches alone)."""
    outcome = resolve(wargame, jump(), [2])
    assert outcome.slip_check
    assert "W-JUMP-10" in outcome.rule_ids
    assert slip_fall(wargame, 4.2, is_vehicle=False) == FallHit(5, None, False, False)
    assert slip_fall(wargame, 14, is_vehicle=True) == FallHit(10, 3, False, True)
    assert slip_fall(wargame, 0, is_vehicle=False) is None
    assert not resolve(wargame, jump(), [6]).slip_check


def test_w_water_3_a_failed_swim_scatters_and_tests_the_aqualung(wargame: Ruleset) -> None:
    """W-WATER-3: a failed swim takes no hit, scatters d6" on a bearing (R-11, M-SCATTER-1)
    from where it would have fallen, then the W-WATER-4 aqualung test: 1-2 damages the tank."""
    outcome = resolve(wargame, swim(4, 0, 9), [5, 137, 4, 2])
    assert not outcome.passed
    assert outcome.hit is None
    assert not outcome.falls
    assert outcome.fall_from == "midpoint"
    assert outcome.scatter == Scatter(bearing=137, distance=4)
    assert outcome.aqualung_test == Roll("aqualung test", 6, 2)
    assert outcome.tank_damaged
    assert not outcome.may_keep_moving
    assert outcome.rolls == (
        Roll("initiative test", 6, 5),
        Roll("scatter bearing", 360, 137),
        Roll("scatter distance", 6, 4),
        Roll("aqualung test", 6, 2),
    )
    assert {"W-WATER-3", "M-SCATTER-1", "R-11", "W-WATER-4", "W-JUMP-7"} <= set(outcome.rule_ids)
    assert "M-HIT-1" not in outcome.rule_ids
    assert 'Scatters 4" on a bearing of 137°' in outcome.summary


@pytest.mark.parametrize(("face", "damaged"), [(1, True), (2, True), (3, False), (6, False)])
def test_w_water_3_aqualung_test_faces(wargame: Ruleset, face: int, damaged: bool) -> None:
    """W-WATER-3 / W-WATER-4: the tank is damaged on a 1 or 2."""
    assert resolve(wargame, swim(), [6, 0, 1, face]).tank_damaged is damaged


def test_w_water_3_no_aqualung_test_for_water_breathers(wargame: Ruleset) -> None:
    """W-WATER-3 / R-10: only X-COM air-breathers take the aqualung test."""
    outcome = resolve(wargame, swim(), [6, 359, 6], breathes_air=False)
    assert outcome.aqualung_test is None
    assert not outcome.tank_damaged
    assert outcome.scatter == Scatter(359, 6)


def test_w_water_3_a_passed_swim_moves_on(wargame: Ruleset) -> None:
    outcome = resolve(wargame, swim(), [1])
    assert outcome.passed
    assert outcome.may_keep_moving
    assert outcome.scatter is None
    assert outcome.rolls == (Roll("initiative test", 6, 1),)
    assert "W-JUMP-10" not in outcome.rule_ids


def test_w_water_3_swim_into_the_void_sinks_without_a_hit(wargame: Ruleset) -> None:
    """W-JUMP-8 with W-WATER-3: a swimmer takes no falling hit."""
    outcome = resolve(wargame, jump(3, 0, 6, kind=MoveKind.swim, into_void=True), [2])
    assert outcome.fall_from == "declared_point"
    assert outcome.hit is None
    assert not outcome.may_keep_moving


def test_resolve_refuses_a_move_the_environment_forbids(wargame: Ruleset) -> None:
    with pytest.raises(DeclarationError, match="W-WATER-3"):
        resolve_jump(
            wargame,
            jump(),
            initiative=3,
            is_vehicle=False,
            underwater=True,
            breathes_air=True,
            dice=ScriptedDice([1]),
        )


def test_scripted_dice_refuse_a_bad_bearing_in_a_swim(wargame: Ruleset) -> None:
    """R-11: the bearing typed in must be 0..359."""
    with pytest.raises(ValueError, match="bearing"):
        resolve(wargame, swim(), [6, 360, 3, 3])
    with pytest.raises(DiceExhausted):
        resolve(wargame, swim(), [6, 10])


# --------------------------------------------------------------------------------------------
# Replay: the recorded rolls rebuild the same outcome


declarations = st.builds(
    JumpDeclaration,
    kind=st.sampled_from(list(MoveKind)),
    horizontal=st.floats(0, 8, allow_nan=False).map(lambda x: round(x, 2)),
    vertical=st.floats(-4, 6, allow_nan=False).map(lambda x: round(x, 2)),
    fall_height=st.floats(0, 25, allow_nan=False).map(lambda x: round(x, 2)),
    into_void=st.booleans(),
    run_up=st.sampled_from([0.0, 4.0, 6.0]),
)


@settings(max_examples=300, deadline=None)
@given(
    declaration=declarations,
    initiative=st.integers(0, 10),
    is_vehicle=st.booleans(),
    breathes_air=st.booleans(),
    seed=st.integers(),
)
def test_replaying_the_recorded_rolls_gives_the_same_outcome(
    wargame: Ruleset,
    declaration: JumpDeclaration,
    initiative: int,
    is_vehicle: bool,
    breathes_air: bool,
    seed: int,
) -> None:
    """Every roll used is in the outcome; the same declaration with those values, typed in as
    physical dice or replayed from the record, gives an identical outcome."""
    underwater = declaration.kind is MoveKind.swim
    recorder = RecordingDice(SeededDice(seed))
    kwargs = {
        "initiative": initiative,
        "is_vehicle": is_vehicle,
        "underwater": underwater,
        "breathes_air": breathes_air,
    }
    outcome = resolve_jump(wargame, declaration, dice=recorder, **kwargs)  # type: ignore[arg-type]
    assert outcome.rolls == recorder.rolls
    typed_in = ScriptedDice(roll.value for roll in outcome.rolls)
    assert resolve_jump(wargame, declaration, dice=typed_in, **kwargs) == outcome  # type: ignore[arg-type]
    assert typed_in.remaining == 0
    replay = ScriptedDice.replaying(outcome.rolls)
    assert resolve_jump(wargame, declaration, dice=replay, **kwargs) == outcome  # type: ignore[arg-type]
    # Invariants of every outcome.
    assert outcome.passed == characteristic_test(wargame, initiative, outcome.test)
    assert outcome.may_keep_moving == (outcome.passed and not declaration.into_void)
    assert (outcome.scatter is not None) == (underwater and not outcome.passed)
    if underwater:
        assert outcome.hit is None
    for rule_id in outcome.rule_ids:
        assert rule_id in RULE_TEXTS, rule_id


# --------------------------------------------------------------------------------------------
# M-HIT-1: exact chances by enumeration


@pytest.mark.parametrize(
    ("strength", "toughness", "target"),
    [
        (4, 4, 4),
        (5, 4, 3),
        (6, 4, 2),
        (10, 3, 2),
        (3, 4, 5),
        (2, 4, 6),
        (1, 4, 6),
        (1, 5, None),
        (0, 1, None),
    ],
)
def test_m_hit_1_to_wound_chart(strength: int, toughness: int, target: int | None) -> None:
    """M-HIT-1: 4+ at S = T, 3+ at T+1, 2+ at T+2, 5+ at T-1, 6+ at T-2/T-3, none at T-4."""
    assert to_wound_target(strength, toughness) == target


def test_m_hit_1_instant_death() -> None:
    """M-HIT-1: Strength at least double the Toughness kills outright."""
    assert instant_death(8, 4)
    assert instant_death(10, 5)
    assert not instant_death(7, 4)
    assert not instant_death(0, 0)


@pytest.mark.parametrize("strength", range(0, 11))
@pytest.mark.parametrize("toughness", range(1, 11))
def test_m_hit_1_wound_chance_by_enumeration(strength: int, toughness: int) -> None:
    """M-HIT-1: the exact to-wound chance is the share of d6 faces that wound."""
    wounds = sum(oracle_wounds(strength, None, toughness, None, face, 1) for face in D6)
    assert wound_chance(strength, toughness) == Fraction(wounds, 6)


@pytest.mark.parametrize("strength", [1, 3, 4, 5, 7, 10])
@pytest.mark.parametrize("ap", [None, 1, 2, 3, 4, 5, 6])
@pytest.mark.parametrize("toughness", [3, 4, 6])
@pytest.mark.parametrize("save", [None, 2, 3, 4, 5, 6])
def test_m_hit_1_unsaved_wound_chance_by_enumeration(
    strength: int, ap: int | None, toughness: int, save: int | None
) -> None:
    """M-HIT-1: every to-wound d6 x every save d6: the share of unsaved wounds."""
    outcomes = [
        oracle_wounds(strength, ap, toughness, save, w, s) for w, s in itertools.product(D6, D6)
    ]
    assert unsaved_wound_chance(strength, ap, toughness, save) == Fraction(sum(outcomes), 36)


@pytest.mark.parametrize("strength", [0, 3, 6, 9, 10])
@pytest.mark.parametrize("armour", [10, 11, 12, 14])
def test_m_hit_1_vehicle_penetration_by_enumeration(strength: int, armour: int) -> None:
    """M-HIT-1 against a vehicle: d6 + S above the armour penetrates, equal glances."""
    pen = sum(1 for face in D6 if strength > 0 and face + strength > armour)
    glance = sum(1 for face in D6 if strength > 0 and face + strength == armour)
    assert vehicle_hit_chances(strength, armour) == (Fraction(pen, 6), Fraction(glance, 6))


@pytest.mark.parametrize("wounds", range(0, 5))
def test_tank_damage_chance_by_enumeration(wounds: int) -> None:
    """W-WATER-4 / R-10: one d6 per wound, any 1 or 2 damages the tank: 1 - (4/6)^n."""
    faces = list(itertools.product(D6, repeat=wounds))
    damaged = sum(1 for roll in faces if any(face <= 2 for face in roll))
    assert tank_damage_chance(wounds) == Fraction(damaged, len(faces))
    assert tank_damage_chance(wounds) == 1 - Fraction(4, 6) ** wounds


def test_tank_damage_chance_refuses_negative_wounds() -> None:
    with pytest.raises(ValueError):
        tank_damage_chance(-1)


# --------------------------------------------------------------------------------------------
# jump_odds: exhaustive enumeration through resolve_jump


def _enumerate_ground(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    initiative: int,
    toughness: int,
    save: int | None,
) -> Iterator[tuple[bool, bool]]:
    """(passed, wounded) for every test d6 x to-wound d6 x save d6, equally likely."""
    for test, to_wound, save_roll in itertools.product(D6, D6, D6):
        outcome = resolve(ruleset, declaration, [test], initiative=initiative)
        hit = outcome.hit
        wounded = hit is not None and oracle_wounds(
            hit.strength, hit.ap, toughness, save, to_wound, save_roll
        )
        yield outcome.passed, wounded


@pytest.mark.parametrize(
    "declaration",
    [
        jump(4, 0, 10),  # the worked example: S10 AP3
        jump(2, 1, 1),
        jump(6, 3, 0.5),
        jump(5, 0, 2, into_void=True),  # a pass falls too (W-JUMP-8)
        jump(1, 5, 12, kind=MoveKind.climb),
        jump(0, 0, 0),  # no hit
    ],
)
@pytest.mark.parametrize(("initiative", "toughness", "save"), [(3, 3, 4), (5, 4, 2), (1, 6, None)])
def test_jump_odds_by_exhaustive_enumeration(
    wargame: Ruleset,
    declaration: JumpDeclaration,
    initiative: int,
    toughness: int,
    save: int | None,
) -> None:
    """jump_odds equals the share of all (test, to-wound, save) d6 outcomes, resolved one by one
    (M-TEST-1, W-JUMP-4, W-JUMP-8, M-HIT-1)."""
    results = list(_enumerate_ground(wargame, declaration, initiative, toughness, save))
    total = len(results)
    odds = dict(
        jump_odds(
            wargame,
            declaration,
            initiative=initiative,
            toughness=toughness,
            save=save,
            is_vehicle=False,
            underwater=False,
            breathes_air=True,
        )
    )
    assert odds["passes"] == Fraction(sum(p for p, _ in results), total)
    assert odds["fails"] == Fraction(sum(not p for p, _ in results), total)
    assert odds["passes"] + odds["fails"] == 1
    wounded = Fraction(sum(w for _, w in results), total)
    assert odds.get("wounded by the fall", Fraction(0)) == wounded


def test_jump_odds_worked_example_values(wargame: Ruleset) -> None:
    """Initiative 3: passes 1/2; S10 AP3 on T3 Sv4: wounds 5/6, no save: 1/2 * 5/6 = 5/12."""
    odds = jump_odds(
        wargame,
        jump(4, 0, 10),
        initiative=3,
        toughness=3,
        save=4,
        is_vehicle=False,
        underwater=False,
        breathes_air=True,
    )
    assert odds == (
        ("passes", Fraction(1, 2)),
        ("fails", Fraction(1, 2)),
        ("wounded by the fall", Fraction(5, 12)),
    )


@pytest.mark.parametrize(
    ("initiative", "breathes_air", "bearing_step"),
    [(2, True, 1), (0, True, 30), (4, True, 30), (6, True, 30), (3, False, 30)],
)
def test_jump_odds_swim_by_exhaustive_enumeration(
    wargame: Ruleset, initiative: int, breathes_air: bool, bearing_step: int
) -> None:
    """W-WATER-3: every test d6 x bearing (0..359; every ``bearing_step``-th in the quicker
    cases, each standing for ``bearing_step`` bearings) x distance d6 x aqualung d6 resolved: the
    share of damaged tanks equals jump_odds' "tank damaged"."""
    declaration = swim(5, 1, 4)
    total = passes = damaged = 0
    for test in D6:
        if characteristic_test(wargame, initiative, Roll("t", 6, test)):
            # A pass rolls nothing else: it stands for 360 * 6 * 6 equally likely futures.
            outcome = resolve(wargame, declaration, [test], initiative=initiative)
            assert outcome.passed
            weight = 360 * 6 * 6
            total += weight
            passes += weight
            continue
        bearings = range(0, 360, bearing_step)
        for bearing, distance, aqualung in itertools.product(bearings, D6, D6):
            values = [test, bearing, distance] + ([aqualung] if breathes_air else [])
            outcome = resolve(
                wargame, declaration, values, initiative=initiative, breathes_air=breathes_air
            )
            assert outcome.scatter == Scatter(bearing, distance)
            total += bearing_step
            damaged += bearing_step * outcome.tank_damaged
    odds = dict(
        jump_odds(
            wargame,
            declaration,
            initiative=initiative,
            toughness=3,
            save=4,
            is_vehicle=False,
            underwater=True,
            breathes_air=breathes_air,
        )
    )
    assert odds["passes"] == Fraction(passes, total)
    assert odds.get("tank damaged", Fraction(0)) == Fraction(damaged, total)
    if breathes_air:
        assert odds["tank damaged"] == odds["fails"] * Fraction(1, 3)
    else:
        assert "tank damaged" not in odds


def test_jump_odds_vehicle_side_armour(wargame: Ruleset) -> None:
    """W-JUMP-6: a vehicle's fall goes on the side armour; with it given, the exact chances of a
    penetrating and a glancing hit, enumerated over the test d6 and the penetration d6."""
    declaration = jump(6, 0, 4)  # S10
    pen = glance = 0
    for test, face in itertools.product(D6, D6):
        outcome = resolve(wargame, declaration, [test], initiative=4, is_vehicle=True)
        if outcome.hit is not None:
            assert outcome.hit.side_armour
            pen += face + outcome.hit.strength > 12
            glance += face + outcome.hit.strength == 12
    odds = dict(
        jump_odds(
            wargame,
            declaration,
            initiative=4,
            toughness=0,
            save=None,
            is_vehicle=True,
            underwater=False,
            breathes_air=False,
            side_armour=12,
        )
    )
    assert odds["penetrating hit"] == Fraction(pen, 36)
    assert odds["glancing hit"] == Fraction(glance, 36)
    assert "wounded by the fall" not in odds


# --------------------------------------------------------------------------------------------
# Rule texts and message templates


def test_every_cited_rule_has_a_text() -> None:
    """Each rule ID this module cites has an English statement in RULE_TEXTS."""
    for rule_id in (
        *(f"W-JUMP-{n}" for n in range(1, 11)),
        "W-WATER-3",
        "M-TEST-1",
        "M-HIT-1",
        "M-SCATTER-1",
        "R-6",
        "R-7",
        "R-11",
        "W-ACT-1",
    ):
        assert rule_id in RULE_TEXTS, rule_id


def test_every_message_key_has_a_template() -> None:
    for key in (
        "move_cannot_act",
        "jump_wrong_phase",
        "jump_once_per_phase",
        "jump_too_far",
        "jump_too_high",
        "run_up_declare",
        "run_up_move",
        "move_after_failed_jump",
        "cannot_climb",
        "climb_too_far",
        "swim_only_underwater",
        "no_swim_on_ground",
    ):
        assert template(key) is not None, key
