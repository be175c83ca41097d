"""The board game's Combat dice (M-CX-1..4, R-12; B-ACT-4, -5, -8):
:mod:`xcom_manager.rules.boardgame.combat` and its exact odds,
:mod:`xcom_manager.rules.boardgame.combat_odds`.

Hand examples for each rule first; then the odds against a brute-force count of every face
combination, resolved by an independent transcription of M-CX-1 and M-CX-2 (:func:`oracle`).
"""

from __future__ import annotations

import itertools
import json
import math
from collections import Counter
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.rulesets import BOARDGAME_PATH
from xcom_manager.rules.boardgame.combat import (
    ATTACK_DIE,
    DEFENCE_DIE,
    CombatFace,
    CombatRoll,
    FaceTable,
    blank_bonus,
    check_face_table,
    combat_damage,
    combat_dice,
    combat_faces,
    combat_from_faces,
    combat_value,
    face_of,
    health_after,
    is_killed,
    resolve_combat,
    value_of,
)
from xcom_manager.rules.boardgame.combat_odds import (
    damage_distribution,
    destroy_chance,
    kill_chance,
)
from xcom_manager.rules.dice import Dice, RecordingDice, ScriptedDice, SeededDice
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.ruleset import Ruleset, parse_ruleset
from xcom_manager.rules.ruleset.rulings import COMBAT_FACE_NAMES

DEFAULT: FaceTable = (
    ("blank", 4),
    ("hit", 3),
    ("double_hit", 1),
    ("critical_hit", 1),
    ("shield", 2),
    ("double_shield", 1),
)

BLANK, HIT, DOUBLE_HIT, CRITICAL = "blank", "hit", "double_hit", "critical_hit"
SHIELD, DOUBLE_SHIELD = "shield", "double_shield"


def oracle(
    attack: tuple[str, ...], defence: tuple[str, ...], attack_value: int, against_object: bool
) -> int:
    """M-CX-1, M-CX-2 transcribed from RULES.md: the damage of these faces."""
    count = Counter(attack)
    hits = count[HIT] + 2 * count[DOUBLE_HIT]
    hits += min(max(0, attack_value - 5), count[BLANK])  # true blanks only
    if against_object:  # a critical counts as a double hit
        return hits + 2 * count[CRITICAL]
    shields = Counter(defence)[SHIELD] + 2 * Counter(defence)[DOUBLE_SHIELD]
    return max(0, hits - shields) + count[CRITICAL]


def roll_of(attack: list[str], defence: list[str], attack_value: int, **flags: Any) -> CombatRoll:
    return combat_from_faces(tuple(attack), tuple(defence), attack_value, **flags)


# --------------------------------------------------------------------------------------------
# R-12 / M-CX-1: the face table


def test_r_12_the_bundled_table_numbers_the_faces_of_the_die(boardgame: Ruleset) -> None:
    """R-12, M-CX-1: 1-4 BLANK, 5-7 HIT, 8 DOUBLE HIT, 9 CRITICAL HIT, 10-11 SHIELD, 12 DOUBLE
    SHIELD; the reverse gives the first value of each face."""
    assert combat_faces(boardgame) == DEFAULT
    expected = [BLANK] * 4 + [HIT] * 3 + [DOUBLE_HIT, CRITICAL, SHIELD, SHIELD, DOUBLE_SHIELD]
    assert [face_of(value, DEFAULT) for value in range(1, 13)] == expected
    assert [value_of(name, DEFAULT) for name in COMBAT_FACE_NAMES] == [1, 5, 8, 9, 10, 12]
    assert all(face_of(value_of(f, DEFAULT), DEFAULT) == f for f in COMBAT_FACE_NAMES)
    assert tuple(CombatFace) == COMBAT_FACE_NAMES
    assert value_of(CombatFace.shield, DEFAULT) == 10


def test_r_12_a_corrected_face_table_renumbers_the_die() -> None:
    """R-12: the GM corrects the counts to match their dice in the ruleset file; a face the
    table leaves out (or counts 0) has no value, and typing it in is refused."""
    text = BOARDGAME_PATH.read_text("utf-8")
    line = next(x for x in text.splitlines() if x.startswith("faces = "))
    corrected = text.replace(line, "faces = { blank = 5, hit = 4, critical_hit = 1, shield = 2 }")
    faces = combat_faces(parse_ruleset(corrected, "corrected.toml"))
    assert faces == (("blank", 5), ("hit", 4), ("critical_hit", 1), ("shield", 2))
    assert [face_of(v, faces) for v in (5, 6, 9, 10, 11, 12)] == [
        BLANK,
        HIT,
        HIT,
        CRITICAL,
        SHIELD,
        SHIELD,
    ]
    assert value_of(SHIELD, faces) == 11
    with pytest.raises(RulesError, match="double_shield"):
        value_of(DOUBLE_SHIELD, faces)
    with pytest.raises(RulesError, match="double_hit"):
        value_of(DOUBLE_HIT, (*faces, ("double_hit", 0)))
    assert destroy_chance(1, faces) == Fraction(1, 12)  # only the critical destroys with 1 die


@pytest.mark.parametrize(
    "faces",
    [
        DEFAULT[:-1],  # 11 faces
        (*DEFAULT, ("double_shield", 0)),  # a face twice
        (("blank", 12), ("shout", 0)),
        (("blank", 13), ("hit", -1)),
        (("blank", True), ("hit", 11)),
        (("blank", 12.0),),
        (("blank", 10**400),),
        (("blank",),),
        ("blank", 12),
        "blank=12",
        {"blank": 12},
        None,
        (("blank", math.nan),),
    ],
)
def test_r_12_a_face_table_not_of_12_named_faces_is_refused(faces: Any) -> None:
    """R-12, M-CX-1: twelve faces, each a face of the Combat die, each named once."""
    with pytest.raises(RulesError):
        check_face_table(faces)
    with pytest.raises(RulesError):
        face_of(1, faces)
    with pytest.raises(RulesError):
        damage_distribution(1, 1, faces)
    with pytest.raises(RulesError):
        resolve_combat(1, 1, faces, ScriptedDice([1, 1]))


@pytest.mark.parametrize("value", [0, 13, -1, True, 1.0, "1", None, math.nan, 10**400])
def test_r_12_a_die_value_outside_1_to_12_is_refused(value: Any) -> None:
    with pytest.raises(RulesError):
        face_of(value, DEFAULT)


@pytest.mark.parametrize("name", ["BLANK", "miss", "", None, 1, ("hit",)])
def test_r_12_an_unknown_face_is_refused(name: Any) -> None:
    with pytest.raises(RulesError):
        value_of(name, DEFAULT)
    with pytest.raises(RulesError):
        combat_from_faces((name,), (), 1)


# --------------------------------------------------------------------------------------------
# M-CX-1: five dice at most, blanks turned into hits


def test_m_cx_1_no_more_than_five_dice_are_rolled_by_either_side() -> None:
    """M-CX-1: a Combat Value of 8 against 7 rolls five attack dice and five defence dice."""
    dice = ScriptedDice([5] * 5 + [10] * 5 + [1])
    combat, rolls = resolve_combat(8, 7, DEFAULT, dice)
    assert dice.remaining == 1
    assert [(r.purpose, r.sides) for r in rolls] == [(ATTACK_DIE, 12)] * 5 + [(DEFENCE_DIE, 12)] * 5
    assert combat.attack_faces == (CombatFace.hit,) * 5
    assert combat.defence_faces == (CombatFace.shield,) * 5
    assert (combat.blanks_turned, combat.hits, combat.shields, combat.damage) == (0, 5, 5, 0)
    assert [combat_dice(v) for v in (0, 1, 4, 5, 6, 99)] == [0, 1, 4, 5, 5, 5]
    with pytest.raises(RulesError, match="5 dice"):
        roll_of([HIT] * 6, [], 6)
    with pytest.raises(RulesError, match="5 dice"):
        roll_of([HIT] * 4, [], 9)


def test_m_cx_1_each_point_above_five_turns_one_blank_into_a_hit() -> None:
    """M-CX-1: Combat Value 7 turns two BLANKs of three into HITs."""
    combat = roll_of([BLANK, BLANK, BLANK, HIT, SHIELD], [], 7)
    assert (combat.blanks_turned, combat.hits, combat.damage) == (2, 3, 3)
    assert [blank_bonus(v) for v in (0, 5, 6, 9)] == [0, 0, 1, 4]


def test_m_cx_1_only_true_blanks_are_turned_never_shields() -> None:
    """M-CX-1: at Combat Value 9 (four points above five) one BLANK is turned; the SHIELD and
    DOUBLE SHIELD the attacker rolled stay worth nothing."""
    combat = roll_of([BLANK, SHIELD, SHIELD, DOUBLE_SHIELD, HIT], [], 9)
    assert (combat.blanks_turned, combat.hits, combat.shields, combat.damage) == (1, 2, 0, 2)


def test_m_cx_2_the_defence_has_no_bonus_above_five() -> None:
    """M-CX-2: a defence of 9 rolls five dice and turns nothing."""
    combat = roll_of([HIT, HIT, HIT], [BLANK] * 5, 3, defence_value=9)
    assert (combat.shields, combat.damage) == (0, 3)
    with pytest.raises(RulesError, match="at most 5"):
        roll_of([HIT], [SHIELD] * 6, 1)
    with pytest.raises(RulesError, match="rolls 2 dice"):
        roll_of([HIT], [SHIELD], 1, defence_value=2)


# --------------------------------------------------------------------------------------------
# M-CX-2: shields, criticals; B-ACT-8: psychic; objects


def test_m_cx_2_shields_cancel_non_critical_hits_only() -> None:
    """M-CX-2: a DOUBLE HIT is two hits, a DOUBLE SHIELD two shields; the CRITICAL HIT is not
    cancelled: 3 hits - 3 shields + 1 critical = 1 damage."""
    combat = roll_of([HIT, DOUBLE_HIT, CRITICAL], [SHIELD, DOUBLE_SHIELD], 3)
    assert (combat.hits, combat.shields, combat.criticals, combat.damage) == (3, 3, 1, 1)
    assert roll_of([DOUBLE_HIT, HIT], [SHIELD], 2).damage == 2


def test_m_cx_2_spare_shields_do_not_cancel_a_critical() -> None:
    """M-CX-2: criticals always do 1 damage each, however many shields are left over."""
    combat = roll_of([CRITICAL, CRITICAL, BLANK], [DOUBLE_SHIELD] * 3, 3)
    assert (combat.hits, combat.shields, combat.criticals, combat.damage) == (0, 6, 2, 2)
    assert combat_damage(1, 4, 0) == 0
    assert combat_damage(5, 2, 1) == 4


def test_m_cx_2_the_attackers_shields_and_the_defenders_hits_count_for_nothing() -> None:
    combat = roll_of([SHIELD, DOUBLE_SHIELD, HIT], [HIT, DOUBLE_HIT, CRITICAL], 3)
    assert (combat.hits, combat.shields, combat.criticals, combat.damage) == (1, 0, 0, 1)


def test_b_act_8_a_psychic_attack_rolls_no_defence() -> None:
    """B-ACT-8, M-CX-2: psychic attacks cannot be defended: not one defence die is rolled."""
    dice = RecordingDice(ScriptedDice([5, 8, 9]))
    combat, rolls = resolve_combat(3, 5, DEFAULT, dice, psychic=True)
    assert [r.purpose for r in rolls] == [ATTACK_DIE] * 3 == [r.purpose for r in dice.rolls]
    assert combat.psychic and combat.defence_faces == ()
    assert combat.damage == 4
    with pytest.raises(RulesError, match="B-ACT-8"):
        roll_of([HIT], [SHIELD], 1, psychic=True)
    d = damage_distribution(2, 5, DEFAULT, psychic=True)
    assert d == damage_distribution(2, 0, DEFAULT)
    assert kill_chance(1, 5, 1, DEFAULT, psychic=True) == Fraction(5, 12)


def test_m_cx_2_against_an_object_a_critical_counts_as_a_double_hit() -> None:
    """M-CX-2: no defence; a CRITICAL HIT is a DOUBLE HIT, and 2 normal damage or 1 critical
    destroys the object."""
    critical = roll_of([CRITICAL], [], 1, against_object=True)
    assert (critical.criticals, critical.damage, critical.destroyed) == (1, 2, True)
    one = roll_of([HIT, SHIELD], [], 2, against_object=True)
    assert (one.damage, one.destroyed) == (1, False)
    assert roll_of([HIT, HIT], [], 2, against_object=True).destroyed
    assert roll_of([DOUBLE_HIT], [], 1, against_object=True).destroyed
    assert not roll_of([CRITICAL], [], 1).destroyed  # not an object: 1 damage to a model
    assert destroy_chance(1, DEFAULT) == Fraction(2, 12)  # the DOUBLE HIT or the CRITICAL
    # Two dice: a double hit or critical on either, or a HIT (3/12) on both.
    assert destroy_chance(2, DEFAULT) == 1 - Fraction(10, 12) ** 2 + Fraction(3, 12) ** 2
    dice = ScriptedDice([9])
    combat, rolls = resolve_combat(1, 4, DEFAULT, dice, against_object=True)
    assert combat.destroyed and len(rolls) == 1 and dice.remaining == 0


# --------------------------------------------------------------------------------------------
# M-CX-3, M-CX-4


@pytest.mark.parametrize(
    ("base", "modifier", "value"),
    [(3, -5, 1), (1, -1, 1), (0, -2, 0), (0, 2, 2), (4, 2, 6), (2, 0, 2), (0, 0, 0)],
)
def test_m_cx_3_modifiers_never_take_a_combat_value_below_1_unless_it_was_0(
    base: int, modifier: int, value: int
) -> None:
    assert combat_value(base, modifier) == value


def test_m_cx_4_damage_comes_off_health_and_kills_at_0() -> None:
    """M-CX-4: Health 3 - 3 damage is 0: killed; 3 - 2 is 1: alive; below 0 is killed too."""
    assert health_after(3, 3) == 0 and is_killed(0)
    assert health_after(3, 2) == 1 and not is_killed(1)
    assert health_after(2, 5) == -3 and is_killed(-3)
    assert kill_chance(1, 0, 1, DEFAULT) == Fraction(5, 12)  # HIT, DOUBLE HIT or CRITICAL
    assert kill_chance(1, 0, 2, DEFAULT) == Fraction(1, 12)  # the DOUBLE HIT only
    assert kill_chance(0, 3, 1, DEFAULT) == 0
    with pytest.raises(RulesError, match="living"):
        health_after(0, 1)
    with pytest.raises(RulesError, match="living"):
        kill_chance(3, 3, 0, DEFAULT)


@pytest.mark.parametrize("odd", [True, -1, 10**400, math.nan, 1.0, "3", None])
def test_odd_combat_values_are_refused_with_the_rules_error(odd: Any) -> None:
    """M-CX-1..3 take whole Combat Values (0..99), never a flag, a float or text."""
    dice = ScriptedDice([1] * 10)
    calls = [
        lambda: resolve_combat(odd, 1, DEFAULT, dice),
        lambda: resolve_combat(1, odd, DEFAULT, dice),
        lambda: combat_from_faces((HIT,), (), odd),
        lambda: combat_from_faces((HIT,), (), 1, defence_value=odd if odd is not None else -1),
        lambda: damage_distribution(odd, 1, DEFAULT),
        lambda: damage_distribution(1, odd, DEFAULT),
        lambda: kill_chance(1, 1, odd, DEFAULT),
        lambda: destroy_chance(odd, DEFAULT),
        lambda: combat_value(odd, 0),
        lambda: combat_value(1, odd if odd != -1 else 100),
        lambda: combat_dice(odd),
        lambda: health_after(odd, 1),
        lambda: health_after(3, odd),
        lambda: combat_damage(odd, 0, 0),
    ]
    for call in calls:
        with pytest.raises(RulesError):
            call()
    assert dice.used == 0  # refused before any die is rolled
    with pytest.raises(RulesError, match="at most 99"):
        resolve_combat(100, 1, DEFAULT, dice)
    for flag in ("psychic", "against_object"):
        with pytest.raises(RulesError):
            resolve_combat(1, 1, DEFAULT, dice, **{flag: 1})  # type: ignore[arg-type]
        with pytest.raises(RulesError):
            damage_distribution(1, 1, DEFAULT, **{flag: None})  # type: ignore[arg-type]


def test_a_dice_source_giving_the_wrong_die_is_refused() -> None:
    """M-CX-1: a Combat die is a d12; a value it cannot show, or too few, is the rules' error."""
    with pytest.raises(RulesError):
        resolve_combat(1, 1, DEFAULT, ScriptedDice([13]))
    with pytest.raises(RulesError):
        resolve_combat(1, 1, DEFAULT, ScriptedDice([1]))  # exhausted before the defence
    with pytest.raises(RulesError):
        resolve_combat(1, 1, DEFAULT, "dice")  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# The odds against every face combination


@st.composite
def face_tables(draw: st.DrawFn, most_faces: int = 6) -> FaceTable:
    """A face table of 1..``most_faces`` faces in any order, counts summing to 12."""
    names = draw(st.permutations(COMBAT_FACE_NAMES))[: draw(st.integers(1, most_faces))]
    sides = Counter(draw(st.lists(st.sampled_from(names), min_size=12, max_size=12)))
    return tuple((name, sides[name]) for name in names)


def brute_force(
    attack_value: int, defence_value: int, faces: FaceTable, undefended: bool, obj: bool
) -> dict[int, Fraction]:
    """Every one of the 12 ** n ways to roll the dice, each face read off the table."""
    die = [name for name, count in faces for _ in range(count)]
    attack_dice, defence_dice = min(attack_value, 5), 0 if undefended else min(defence_value, 5)
    ways: Counter[int] = Counter()
    for values in itertools.product(range(12), repeat=attack_dice + defence_dice):
        faces_rolled = tuple(die[v] for v in values)
        attack, defence = faces_rolled[:attack_dice], faces_rolled[attack_dice:]
        ways[oracle(attack, defence, attack_value, obj)] += 1
    total = 12 ** (attack_dice + defence_dice)
    return {damage: Fraction(n, total) for damage, n in sorted(ways.items())}


def weighted_brute_force(
    attack_value: int, defence_value: int, faces: FaceTable, undefended: bool, obj: bool
) -> dict[int, Fraction]:
    """Every combination of the faces the table has, each weighted by its count of sides."""
    present = [(name, count) for name, count in faces if count]
    attack_dice, defence_dice = min(attack_value, 5), 0 if undefended else min(defence_value, 5)
    ways: Counter[int] = Counter()
    for combo in itertools.product(present, repeat=attack_dice + defence_dice):
        names = tuple(name for name, _ in combo)
        weight = math.prod(count for _, count in combo)
        ways[oracle(names[:attack_dice], names[attack_dice:], attack_value, obj)] += weight
    total = 12 ** (attack_dice + defence_dice)
    return {damage: Fraction(n, total) for damage, n in sorted(ways.items())}


@settings(max_examples=60, deadline=None)
@given(
    faces=face_tables(),
    dice=st.integers(0, 3).flatmap(lambda n: st.tuples(st.integers(0, n), st.just(n))),
    psychic=st.booleans(),
    obj=st.booleans(),
)
def test_m_cx_2_the_odds_count_every_one_of_the_12_to_the_n_rolls(
    faces: FaceTable, dice: tuple[int, int], psychic: bool, obj: bool
) -> None:
    """M-CX-1, M-CX-2, B-ACT-8, R-12: the distribution is the brute-force count of every die
    value, up to three dice in all."""
    attack, total = dice
    defence = total - attack
    distribution = damage_distribution(attack, defence, faces, psychic=psychic, against_object=obj)
    assert distribution == brute_force(attack, defence, faces, psychic or obj, obj)
    assert sum(distribution.values()) == 1
    assert all(p > 0 for p in distribution.values())


@settings(max_examples=40, deadline=None)
@given(
    faces=face_tables(most_faces=3),
    attack=st.integers(4, 9),
    defence=st.integers(0, 2),
    psychic=st.booleans(),
    obj=st.booleans(),
)
def test_m_cx_1_the_odds_of_five_dice_and_the_blanks_turned_are_exact(
    faces: FaceTable, attack: int, defence: int, psychic: bool, obj: bool
) -> None:
    """M-CX-1, M-CX-2: with five attack dice and a bonus above five, against every weighted
    face combination of a table of up to three faces."""
    distribution = damage_distribution(attack, defence, faces, psychic=psychic, against_object=obj)
    assert distribution == weighted_brute_force(attack, defence, faces, psychic or obj, obj)
    assert sum(distribution.values()) == 1


@pytest.mark.parametrize(("attack", "defence"), [(4, 0), (2, 2), (5, 0), (3, 2), (7, 0)])
def test_m_cx_2_the_bundled_die_against_every_weighted_combination(
    attack: int, defence: int
) -> None:
    """M-CX-1, M-CX-2 on the bundled table (R-12), up to five dice in all."""
    for psychic, obj in ((False, False), (True, False), (False, True)):
        expected = weighted_brute_force(attack, defence, DEFAULT, psychic or obj, obj)
        assert (
            damage_distribution(attack, defence, DEFAULT, psychic=psychic, against_object=obj)
            == expected
        )
    assert damage_distribution(4, 0, DEFAULT) == brute_force(4, 0, DEFAULT, False, False)


@settings(max_examples=60, deadline=None)
@given(
    faces=face_tables(),
    attack=st.integers(0, 12),
    defence=st.integers(0, 12),
    health=st.integers(1, 12),
    psychic=st.booleans(),
)
def test_m_cx_4_the_kill_chance_is_the_chance_of_health_or_more_damage(
    faces: FaceTable, attack: int, defence: int, health: int, psychic: bool
) -> None:
    distribution = damage_distribution(attack, defence, faces, psychic=psychic)
    assert sum(distribution.values()) == 1
    assert kill_chance(attack, defence, health, faces, psychic=psychic) == sum(
        (p for damage, p in distribution.items() if damage >= health), Fraction(0)
    )
    obj = damage_distribution(attack, defence, faces, against_object=True)
    assert destroy_chance(attack, faces) == sum(
        (p for damage, p in obj.items() if damage >= 2), Fraction(0)
    )


def test_m_cx_2_the_odds_of_the_largest_attack_are_quick_and_exact() -> None:
    """Ten dice in all: counted by convolution, not by 12 ** 10 rolls."""
    distribution = damage_distribution(10, 5, DEFAULT)
    assert sum(distribution.values()) == 1
    assert max(distribution) == 10  # five DOUBLE HITs against no shield
    assert distribution[10] == Fraction(1, 12**5) * Fraction(9, 12) ** 5


# --------------------------------------------------------------------------------------------
# Rolling with dice agrees with typing in the faces; payloads


@st.composite
def rolled_attacks(draw: st.DrawFn) -> tuple[int, int, FaceTable, bool, bool, list[int]]:
    faces = draw(face_tables())
    attack, defence = draw(st.integers(0, 9)), draw(st.integers(0, 9))
    psychic, obj = draw(st.booleans()), draw(st.booleans())
    count = min(attack, 5) + (0 if psychic or obj else min(defence, 5))
    values = draw(st.lists(st.integers(1, 12), min_size=count, max_size=count))
    return attack, defence, faces, psychic, obj, values


@given(rolled_attacks())
def test_r_12_rolling_agrees_with_typing_in_the_faces_rolled(
    drawn: tuple[int, int, FaceTable, bool, bool, list[int]],
) -> None:
    """R-12: the GM may type in the faces of physical dice: the same faces, the same roll."""
    attack, defence, faces, psychic, obj, values = drawn
    dice = ScriptedDice(values)
    combat, rolls = resolve_combat(
        attack, defence, faces, dice, psychic=psychic, against_object=obj
    )
    assert dice.remaining == 0
    assert [r.value for r in rolls] == values and all(r.sides == 12 for r in rolls)
    attack_dice = min(attack, 5)
    assert [r.purpose for r in rolls] == [ATTACK_DIE] * attack_dice + [DEFENCE_DIE] * (
        len(values) - attack_dice
    )
    typed = [face_of(v, faces) for v in values]
    assert combat == combat_from_faces(
        tuple(typed[:attack_dice]),
        tuple(typed[attack_dice:]),
        attack,
        defence_value=defence,
        psychic=psychic,
        against_object=obj,
    )
    assert combat.damage == oracle(
        tuple(typed[:attack_dice]), tuple(typed[attack_dice:]), attack, obj
    )
    again, _ = resolve_combat(
        attack, defence, faces, ScriptedDice.replaying(rolls), psychic=psychic, against_object=obj
    )
    assert again == combat


@given(rolled_attacks())
def test_a_combat_roll_round_trips_through_its_payload(
    drawn: tuple[int, int, FaceTable, bool, bool, list[int]],
) -> None:
    """M-CX-1, M-CX-2: the payload holds the facts the rules decided (faces by name, blanks
    turned, counts, damage) as JSON, and reads back to the same roll."""
    attack, defence, faces, psychic, obj, values = drawn
    combat, _ = resolve_combat(
        attack, defence, faces, ScriptedDice(values), psychic=psychic, against_object=obj
    )
    payload = json.loads(json.dumps(combat.to_payload()))
    assert payload["attack_faces"] == [str(f) for f in combat.attack_faces]
    assert set(payload["attack_faces"] + payload["defence_faces"]) <= set(COMBAT_FACE_NAMES)
    assert CombatRoll.from_payload(payload) == combat
    facts_only = {k: payload[k] for k in ("attack_faces", "defence_faces", "blanks_turned")}
    assert (
        CombatRoll.from_payload({**facts_only, "psychic": psychic, "against_object": obj}) == combat
    )


def test_a_payload_that_disagrees_with_its_faces_is_refused() -> None:
    """M-CX-2: a payload's counts must be what its faces make."""
    combat = roll_of([BLANK, HIT, DOUBLE_HIT, CRITICAL, SHIELD], [SHIELD], 6)
    payload = combat.to_payload()
    assert payload == {
        "attack_faces": [BLANK, HIT, DOUBLE_HIT, CRITICAL, SHIELD],
        "defence_faces": [SHIELD],
        "blanks_turned": 1,
        "hits": 4,
        "shields": 1,
        "criticals": 1,
        "damage": 4,
        "psychic": False,
        "against_object": False,
        "destroyed": False,
    }
    for key, odd in [
        ("damage", 5),
        ("damage", "4"),
        ("hits", True),
        ("blanks_turned", 2),
        ("blanks_turned", -1),
        ("attack_faces", "hit"),
        ("attack_faces", [HIT, "miss"]),
        ("defence_faces", None),
        ("psychic", "no"),
        ("psychic", True),  # a psychic attack has no defence faces
        ("destroyed", True),
    ]:
        with pytest.raises(RulesError):
            CombatRoll.from_payload({**payload, key: odd})
    del payload["attack_faces"]
    with pytest.raises(RulesError):
        CombatRoll.from_payload(payload)
    with pytest.raises(RulesError):
        CombatRoll.from_payload([])  # type: ignore[arg-type]


def test_a_combat_roll_checks_its_fields() -> None:
    """The constructor refuses what M-CX-1 / M-CX-2 could not have made of the faces."""
    hit = CombatFace.hit
    assert CombatRoll((hit,), (), 0, 1, 0, 0, 1).damage == 1
    odd: list[tuple[Any, ...]] = [
        ((hit,), (), 0, 1, 0, 0, 2),  # wrong damage
        (("hit",), (), 0, 1, 0, 0, 1),  # a name, not a face
        ((CombatFace.blank,), (), 1, 1, 0, 0, 1),  # a blank turned with one die
        ((hit,) * 6, (), 0, 6, 0, 0, 6),  # six dice
        ([hit], (), 0, 1, 0, 0, 1),  # a list
    ]
    for args in odd:
        with pytest.raises(RulesError):
            CombatRoll(*args)
    with pytest.raises(RulesError):
        CombatRoll((hit,), (CombatFace.shield,), 0, 1, 1, 0, 0, psychic=True)


@pytest.mark.parametrize("seed", range(5))
def test_seeded_dice_roll_and_replay_the_same_combat(seed: int) -> None:
    """M-CX-1, R-12: "roll for me" records nine d12 rolls that replay to the same combat."""
    dice: Dice = SeededDice(seed)
    combat, rolls = resolve_combat(7, 4, DEFAULT, dice)
    assert len(rolls) == 9
    assert resolve_combat(7, 4, DEFAULT, ScriptedDice.replaying(rolls))[0] == combat
