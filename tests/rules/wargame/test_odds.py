"""The exact odds of wargame commands (M-TEST-1, M-HIT-1, W-JUMP-4/6/8, W-WATER-3, W-WATER-4,
R-10) on the bundled wargame ruleset: :mod:`xcom_manager.rules.wargame.odds`, then the odds the
mission engine gives for a move and a wound.

The odds are checked by exhaustive enumeration: every d6 the resolution can roll, times every
to-wound and save d6 resolved by an independent transcription of the M-HIT-1 chart below.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from fractions import Fraction

import pytest

from tests.helpers.wargame import (
    advance_to,
    do,
    jump,
    play,
    resolve,
    run,
    start,
    swim,
    with_rulings,
)
from xcom_manager.rules.dice import Roll, ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase, Note, Undo
from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import DeclareMove, EnterAir, Wound
from xcom_manager.rules.wargame.moves import JumpDeclaration, MoveKind, Scatter, characteristic_test
from xcom_manager.rules.wargame.odds import (
    armour_save_allowed,
    instant_death,
    jump_odds,
    save_fail_chance,
    tank_damage_chance,
    to_wound_target,
    unsaved_wound_chance,
    vehicle_hit_chances,
    wound_chance,
)
from xcom_manager.rules.wargame.odds import test_pass_chance as pass_chance
from xcom_manager.rules.wargame.state import Side

D6 = range(1, 7)

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


def chances(outcomes: tuple[Outcome, ...]) -> dict[str, Fraction]:
    return {outcome.key: outcome.chance for outcome in outcomes}


# --------------------------------------------------------------------------------------------
# M-TEST-1


def test_m_test_1_auto_rulings_zero_means_none(wargame: Ruleset) -> None:
    """M-TEST-1 with test.auto_fail = test.auto_pass = 0: the plain comparison decides."""
    plain = with_rulings(wargame, test__auto_fail=0, test__auto_pass=0)
    assert pass_chance(plain, 0) == 0
    assert pass_chance(plain, 6) == 1


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
    odds = chances(
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
    assert odds.get("wounded_by_fall", Fraction(0)) == wounded


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
        Outcome("passes", Fraction(1, 2)),
        Outcome("fails", Fraction(1, 2)),
        Outcome("wounded_by_fall", Fraction(5, 12)),
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
    share of damaged tanks equals jump_odds' ``tank_damaged``."""
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
    odds = chances(
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
    assert odds.get("tank_damaged", Fraction(0)) == Fraction(damaged, total)
    if breathes_air:
        assert odds["tank_damaged"] == odds["fails"] * Fraction(1, 3)
    else:
        assert "tank_damaged" not in odds


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
    odds = chances(
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
    assert odds["penetrating_hit"] == Fraction(pen, 36)
    assert odds["glancing_hit"] == Fraction(glance, 36)
    assert "wounded_by_fall" not in odds


def test_m_hit_1_armour_saves() -> None:
    """M-HIT-1: a save is taken unless AP <= Sv (no AP never stops it); no save at all fails."""
    assert armour_save_allowed(None, 4)
    assert armour_save_allowed(5, 4)
    assert not armour_save_allowed(4, 4)
    assert not armour_save_allowed(3, 4)
    assert not armour_save_allowed(None, None)
    assert save_fail_chance(None, 4) == Fraction(1, 2)
    assert save_fail_chance(3, 4) == 1
    assert save_fail_chance(None, None) == 1
    assert save_fail_chance(None, 2) == Fraction(1, 6)


# --------------------------------------------------------------------------------------------
# The odds the mission engine gives before the GM rolls


def test_engine_odds_of_a_jump_m_test_1_m_hit_1(wargame: Ruleset) -> None:
    """Petrova (I3, T3, Sv5) jumps 4" over a 3" drop: passes 1/2; a failure falls with S7
    (R-7): wounds T3 on 2+ (5/6), her 5+ save fails 4/6: 1/2 * 5/6 * 4/6 = 5/18."""
    command = DeclareMove("petrova", "jump", horizontal=4.0, vertical=0.0, fall_height=3.0)
    assert engine.odds(start("ground"), wargame, command) == (
        Outcome("passes", Fraction(1, 2)),
        Outcome("fails", Fraction(1, 2)),
        Outcome("wounded_by_fall", Fraction(5, 18)),
    )


def test_engine_odds_of_a_swim_w_water_3_w_water_4_r_10(wargame: Ruleset) -> None:
    """Under water a failed swim of an X-COM air-breather damages the tank on a 1 or 2:
    (1 - p) * 2/6; an alien takes no aqualung test; in an air pocket the move is a jump."""
    swim_petrova = DeclareMove("petrova", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    ivanov = DeclareMove("ivanov", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    mission = start()
    assert chances(engine.odds(mission, wargame, swim_petrova)) == {
        "passes": Fraction(1, 2),
        "fails": Fraction(1, 2),
        "tank_damaged": Fraction(1, 6),
    }
    assert chances(engine.odds(mission, wargame, ivanov)) == {  # I4: passes 4/6
        "passes": Fraction(2, 3),
        "fails": Fraction(1, 3),
        "tank_damaged": Fraction(1, 9),
    }
    aliens = advance_to(mission, 1, Side.aliens, "movement")
    sectoid = DeclareMove("sectoid", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    assert set(chances(engine.odds(aliens, wargame, sectoid))) == {"passes", "fails"}
    in_air = do(mission, EnterAir("petrova"))
    jump_petrova = DeclareMove("petrova", "jump", horizontal=4.0, vertical=0.0, fall_height=3.0)
    assert chances(engine.odds(in_air, wargame, jump_petrova))["wounded_by_fall"] == Fraction(5, 18)


def test_w_water_4_swim_odds_show_no_tank_damage_for_a_tank_already_damaged(
    wargame: Ruleset,
) -> None:
    """W-WATER-4: a tank already damaged cannot be damaged again, so the swim's odds show no
    "tank damaged" (the issue's difference 10), and the swim rolls no aqualung test."""
    damaged = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    assert damaged.state.characters["ivanov"].tank_damaged
    swim_ivanov = DeclareMove("ivanov", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)
    assert set(chances(engine.odds(damaged, wargame, swim_ivanov))) == {"passes", "fails"}
    failed = run(damaged, swim_ivanov, ScriptedDice([6, 90, 2]))[0].payload
    assert failed["aqualung_test"] is None and failed["tank_damaged"] is False


def test_engine_odds_of_a_wound_under_water_r_10_r_8(wargame: Ruleset) -> None:
    """A wound of an X-COM air-breather outside air: 1 - (4/6)^n for the tank (one d6 per
    unsaved wound, R-10; one per attack under ``aqualung.roll_per = "attack"``), and going down
    (R-8) certain or impossible."""
    mission = start()
    assert engine.odds(mission, wargame, Wound("ivanov", 1)) == (
        Outcome("tank_damaged", Fraction(1, 3)),
        Outcome("goes_down", Fraction(0)),
    )
    assert engine.odds(mission, wargame, Wound("ivanov", 2)) == (
        Outcome("tank_damaged", Fraction(5, 9)),
        Outcome("goes_down", Fraction(1)),
    )
    per_attack = with_rulings(wargame, aqualung__roll_per="attack")
    assert chances(engine.odds(mission, per_attack, Wound("ivanov", 2)))["tank_damaged"] == (
        Fraction(1, 3)
    )


def test_engine_odds_where_no_dice_decide(wargame: Ruleset) -> None:
    """No odds: a wound on the ground, of an alien, of a damaged tank or in air; the engine's
    own commands; anything once the mission has ended."""
    ground, water = start("ground"), start()
    assert engine.odds(ground, wargame, Wound("ivanov", 1)) == ()
    assert engine.odds(water, wargame, Wound("sectoid", 1)) == ()
    damaged = do(water, Wound("ivanov", 1), ScriptedDice([1]))
    assert engine.odds(damaged, wargame, Wound("ivanov", 1)) == ()
    assert engine.odds(do(water, EnterAir("petrova")), wargame, Wound("petrova", 1)) == ()
    assert engine.odds(water, wargame, AdvancePhase()) == ()
    assert engine.odds(water, wargame, Note("x")) == ()
    assert engine.odds(damaged, wargame, Undo(1)) == ()
    ended = play(water, engine.end(water))
    assert ended.finished
    assert engine.odds(ended, wargame, Wound("ivanov", 1)) == ()


def test_engine_dice_needed_of_a_wound(wargame: Ruleset) -> None:
    water = start()
    assert engine.dice_needed(water, wargame, Wound("ivanov", 2)) == 2
    assert engine.dice_needed(start("ground"), wargame, Wound("ivanov", 2)) == 0
    assert engine.dice_needed(water, wargame, AdvancePhase()) == 0
    assert engine.dice_needed(water, wargame, Note("x")) == 0
