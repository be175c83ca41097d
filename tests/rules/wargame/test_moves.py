"""Jumps, climbs and swims (W-JUMP-1..10, W-WATER-3), tests (M-TEST-1), falling hits (M-HIT-1,
R-6, R-7) and scatter (M-SCATTER-1, R-11) on the bundled wargame ruleset: the rules of
:mod:`xcom_manager.rules.wargame.moves`, then the same moves declared in a mission
(:mod:`xcom_manager.rules.wargame.declare`, MIS-4) through the mission engine. Their exact odds
are in ``test_odds``.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.wargame import (
    SYSTEM,
    advance,
    bundled_wargame,
    do,
    jump,
    play,
    resolve,
    run,
    soldier,
    start,
    swim,
    with_rulings,
)
from xcom_manager.rules.dice import DiceExhausted, RecordingDice, Roll, ScriptedDice, SeededDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, template
from xcom_manager.rules.verdict import Verdict
from xcom_manager.rules.wargame.commands import DeclareMove, EnterAir, MarkActed, Wound
from xcom_manager.rules.wargame.moves import (
    DeclarationError,
    FallHit,
    JumpDeclaration,
    MoveKind,
    Scatter,
    characteristic_test,
    check_declaration,
    fall_hit,
    fall_strength,
    resolve_jump,
    slip_fall,
)
from xcom_manager.rules.wargame.state import EventType, WargameSetup

D6 = range(1, 7)

# --------------------------------------------------------------------------------------------
# Helpers


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


def keys_of(verdict: Verdict) -> list[str]:
    return [violation.message_key for violation in verdict.violations]


def logged(
    declaration: JumpDeclaration,
    dice: list[int],
    *,
    unit_type: str = "infantry",
    environment: str = "ground",
) -> tuple[Message, ...]:
    """The log's messages for the move declared by one soldier (I3) in a mission of its own."""
    setup = WargameSetup(
        name="Drop",
        environment=environment,
        characters=(soldier("mover", "Sgt. Mover", unit_type=unit_type),),
    )
    mission = engine.start(SYSTEM, setup, bundled_wargame())
    command = DeclareMove(
        "mover",
        declaration.kind.value,
        declaration.horizontal,
        declaration.vertical,
        declaration.fall_height,
        declaration.into_void,
        declaration.run_up,
    )
    mission = do(mission, command, ScriptedDice(dice))
    return next(e for e in mission.log if e.type == EventType.move_declared).messages


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


def test_m_test_1_other_auto_faces(wargame: Ruleset) -> None:
    ruleset = with_rulings(wargame, test__auto_fail=5, test__auto_pass=2)
    assert characteristic_test(ruleset, 9, Roll("t", 6, 5)) is False
    assert characteristic_test(ruleset, 0, Roll("t", 6, 2)) is True
    assert characteristic_test(ruleset, 9, Roll("t", 6, 6)) is True


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
    """R-7: attempted inches = the horizontal length of a jump or swim (W-JUMP-8 names it so),
    the whole climbed path, up the wall and over the edge, for a climb (W-JUMP-9) or a
    swim-climb (R-24). Today's main took the straight line (5" for 3" across and 4" up)."""
    assert jump(3, 0).length == 3
    assert jump(3, 4).length == 3
    assert jump(3, -4).length == 3
    assert jump(3, 2, kind=MoveKind.swim).length == 3
    assert jump(1, 4, kind=MoveKind.climb).length == 5
    assert jump(1, 4, kind=MoveKind.swim_climb).length == 5
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
    verdict = check(wargame, jump(), cannot_act="freed_from_net")
    assert verdict.rule_ids == ("W-ACT-1",)
    (finding,) = verdict.violations
    assert (finding.message_key, dict(finding.params)) == (
        "move_cannot_act",
        {"move": "jump", "cause": "freed_from_net"},
    )
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
    assert outcome.hit == FallHit(math.ceil(3 + 2.5), None, False, False)  # horizontal
    assert not outcome.may_keep_moving
    assert {"W-JUMP-4", "W-JUMP-7", "R-7", "M-HIT-1", "W-JUMP-6"} <= set(outcome.rule_ids)
    assert (outcome.test.value, outcome.initiative) == (4, 3)
    # The falling hit S6 is resolved in the same step: to wound 6 against T3 (2+), then the
    # armour save 5+ (a 1: not saved), and the wound follows as its own event.
    messages = logged(jump(3, 1, 2.5), [4, 6, 1])
    assert [m.key for m in messages] == [
        "wg_move_test",
        "wg_fall_hit",
        "wg_attack_wounds",
        "wg_attack_save",
        "wg_attack_unsaved",
        "wg_no_further_move",
    ]
    assert dict(messages[0].params) == {
        "character": "Sgt. Mover",
        "move_name": "jump",
        "roll": 4,
        "initiative": 3,
        "result": "fails",
    }
    assert messages[0].text == "Sgt. Mover: Jump, Initiative test 4 against 3: fails (M-TEST-1)."
    assert dict(messages[1].params) == {"inches": "2.5", "fall_point": "midpoint", "hit": "S6"}
    assert messages[1].text == 'Falls 2.5" from halfway along the move: hit S6, no cover save.'


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
    messages = logged(jump(6, 0, 3), [6, 4], unit_type="vehicle")
    assert messages[1].key == "wg_fall_hit_vehicle"
    assert "on the side armour" in messages[1].text
    # d6 + S9 = 13 against the Vehicle's side armour 11: penetrating.
    assert messages[2].key == "wg_attack_vehicle"
    assert dict(messages[2].params)["penetrating"] == 1
    assert logged(jump(2, 0, 3), [6, 1])[1].key == "wg_fall_hit"


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
    """W-WATER-3, R-25: a failed swim sinks from the fall point with no hit, scatters d6" on a
    bearing (R-11, M-SCATTER-1) from where it settled, then the W-WATER-4 aqualung test: 1-2
    damages the tank. Today's main scattered from the midpoint without sinking first."""
    outcome = resolve(wargame, swim(4, 0, 9), [5, 137, 4, 2])
    assert not outcome.passed
    assert outcome.hit is None
    assert not outcome.falls
    assert outcome.sinks
    assert outcome.fall_from == "midpoint"
    assert "R-25" in outcome.rule_ids
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
    messages = logged(swim(4, 0, 9), [5, 137, 4, 2], environment="underwater")
    assert [m.key for m in messages] == [
        "wg_move_test",
        "wg_sinks",
        "wg_scatter",
        "wg_aqualung_test",
        "wg_no_further_move",
    ]
    assert messages[1].text.startswith('Sinks 9" from halfway along the move')
    assert dict(messages[2].params) == {"distance": 4, "bearing": 137}
    assert 'Scatters 4" on a bearing of 137°' in messages[2].text
    assert messages[3].text == "Aqualung test 2: the tank is damaged."


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


def test_r_26_a_passed_swim_into_open_water_just_ends_the_move(wargame: Ruleset) -> None:
    """R-26: no falling under water: a passed swim into open water ends the move at the
    declared point, no hit, no further movement; nothing "falls" (today's main logged
    'Falls 6" ... no hit')."""
    outcome = resolve(wargame, jump(3, 0, 6, kind=MoveKind.swim, into_void=True), [2])
    assert not outcome.falls and not outcome.sinks
    assert outcome.fall_from is None
    assert outcome.hit is None
    assert not outcome.may_keep_moving
    assert {"R-26", "W-JUMP-8"} <= set(outcome.rule_ids)
    messages = logged(
        jump(3, 0, 6, kind=MoveKind.swim, into_void=True), [2], environment="underwater"
    )
    assert [m.key for m in messages] == ["wg_move_test", "wg_open_water", "wg_no_further_move"]


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
    underwater = declaration.kind.swimming
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


# --------------------------------------------------------------------------------------------
# Moves declared in a mission: W-JUMP-1, W-JUMP-7, W-WATER-3, MIS-4


def move(kind: str, character: str = "petrova", fall: float = 3.0) -> DeclareMove:
    if kind == "swim":
        return DeclareMove(character, "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    return DeclareMove(character, kind, horizontal=4.0, vertical=0.0, fall_height=fall)  # type: ignore[arg-type]


JUMP = move("jump")
SWIM = move("swim")


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


def test_w_jump_1_once_per_phase_in_a_mission() -> None:
    mission = start("ground")
    events = run(mission, JUMP, ScriptedDice([2]))
    payload = events[0].payload
    assert payload["passed"] is True
    assert payload["rolls"] == [{"purpose": "initiative test", "sides": 6, "value": 2}]
    assert payload["declaration"] == {
        "kind": "jump",
        "horizontal": 4.0,
        "vertical": 0.0,
        "fall_height": 3.0,
        "into_void": False,
        "run_up": 0.0,
    }
    assert payload["initiative"] == 3 and payload["slip_check"] is True
    mission = play(mission, events)
    assert mission.state.characters["petrova"].jumped_this_phase
    assert "jumped" in mission.state.characters["petrova"].acted
    do(mission, MarkActed("petrova", "moved"))  # W-JUMP-2: may keep moving
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, JUMP, ScriptedDice([2]))
    assert refused(excinfo) == ("W-JUMP-1",)
    mission = advance(mission)
    do(mission, JUMP, ScriptedDice([2]))


def test_w_jump_1_no_jump_in_the_assault_phase_of_a_mission() -> None:
    mission = advance(start("ground"), 2)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, JUMP, ScriptedDice([2]))
    assert refused(excinfo) == ("W-JUMP-1",)
    assert [v.message_key for v in excinfo.value.verdict.violations] == ["jump_wrong_phase"]


def test_w_jump_7_no_further_move_after_a_failed_jump_in_a_mission() -> None:
    mission = start("ground")
    events = run(mission, JUMP, ScriptedDice([6, 1]))  # fails; the fall's to-wound roll: 1
    payload = events[0].payload
    assert payload["passed"] is False and payload["may_keep_moving"] is False
    assert payload["falls"] is True and payload["fall_from"] == "midpoint"
    assert payload["hit"] == {"strength": 7, "ap": None, "cover_save": False, "side_armour": False}
    mission = play(mission, events)
    assert mission.state.characters["petrova"].failed_move_this_phase
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert refused(excinfo) == ("W-JUMP-7",)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, JUMP, ScriptedDice([1]))
    assert "W-JUMP-7" in refused(excinfo)
    mission = advance(mission)
    assert not mission.state.characters["petrova"].failed_move_this_phase


def test_w_water_3_a_failed_swim_scatters_and_may_damage_the_tank_in_a_mission() -> None:
    mission = start()
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, JUMP, ScriptedDice([1]))
    assert "W-WATER-3" in refused(excinfo)
    events = run(mission, SWIM, ScriptedDice([5, 90, 3, 2]))
    payload = events[0].payload
    assert payload["scatter"] == {"bearing": 90, "distance": 3}
    assert payload["aqualung_test"] == 2
    assert payload["tank_damaged"] is True and payload["suffocates_at"] == 5
    assert "R-9" in payload["rule_ids"]
    assert [r["purpose"] for r in payload["rolls"]] == [
        "initiative test",
        "scatter bearing",
        "scatter distance",
        "aqualung test",
    ]
    mission = play(mission, events)
    assert mission.state.characters["petrova"].tank_damaged
    assert mission.state.characters["petrova"].suffocates_at == 5


def test_w_water_3_a_swim_on_the_ground_is_refused_in_a_mission() -> None:
    with pytest.raises(MissionRefused) as excinfo:
        run(start("ground"), SWIM, ScriptedDice([1]))
    assert refused(excinfo) == ("W-WATER-3",)


def test_in_an_air_pocket_the_move_is_a_jump_not_a_swim() -> None:
    mission = do(start(), EnterAir("petrova"))
    do(mission, JUMP, ScriptedDice([1]))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, SWIM, ScriptedDice([1]))
    assert "W-WATER-3" in refused(excinfo)


def test_only_the_side_whose_turn_it_is_moves_mis_4() -> None:
    with pytest.raises(MissionRefused) as excinfo:
        run(start(), move("swim", "sectoid"), ScriptedDice([1]))
    assert "MIS-4" in refused(excinfo)
    (finding, *_) = excinfo.value.verdict.violations
    assert dict(finding.params) == {"soldier": "Sectoid", "action": "swim", "turn_of": "xcom"}


def test_impossible_inches_are_a_declaration_error_not_a_refusal() -> None:
    bad = DeclareMove("petrova", "jump", horizontal=-1.0, vertical=0.0, fall_height=1.0)
    with pytest.raises(DeclarationError):
        run(start("ground"), bad, ScriptedDice([1]))


def test_engine_check_and_dice_needed_of_a_move(wargame: Ruleset) -> None:
    """The engine asks the system's own check (no dice rolled) and counts the dice a move may
    need: one for a jump that passes, three when it fails and its falling hit rolls to wound
    and for the armour save (M-HIT-1, M-SAVE-1); four for a swim of an air-breather (test,
    bearing, distance, aqualung); none for a refused move."""
    ground, water = start("ground"), start()
    assert engine.check(ground, wargame, JUMP).allowed
    assert engine.check(ground, wargame, SWIM).rule_ids == ("W-WATER-3",)
    assert engine.dice_needed(ground, wargame, JUMP) == 3
    assert engine.dice_needed(water, wargame, SWIM) == 4
    assert engine.dice_needed(water, wargame, move("swim", "sectoid")) == 0
    assert engine.dice_needed(ground, wargame, SWIM) == 0
    assert ground.seq == 0 and water.seq == 0


def test_w_water_4_a_failed_swim_with_a_damaged_tank_never_says_the_tank_holds() -> None:
    """W-WATER-4 / R-10: the breakage test is for a sound tank; with a tank damaged already a
    failed swim rolls no aqualung test (so the log never says that it holds), the odds name no
    tank damage and the dice needed are the test and the scatter only."""
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))  # the tank is damaged
    assert mission.state.characters["ivanov"].tank_damaged
    swim_ivanov = DeclareMove("ivanov", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    assert engine.dice_needed(mission, bundled_wargame(), swim_ivanov) == 3
    assert "tank_damaged" not in {
        o.key for o in engine.odds(mission, bundled_wargame(), swim_ivanov)
    }
    mission = do(mission, swim_ivanov, ScriptedDice([6, 90, 3]))
    assert mission.state.characters["ivanov"].suffocates_at == 5  # the R-9 timer runs on
    tests = [m for m in mission.log[-1].messages if m.key == "wg_aqualung_test"]
    assert tests == [], [m.text for m in tests]
