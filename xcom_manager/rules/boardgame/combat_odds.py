"""The exact odds of a board game attack (M-CX-1, M-CX-2, M-CX-4, R-12; B-ACT-4, -5, -8).

Every chance is a :class:`~fractions.Fraction` counted from the ruleset's face table (R-12),
never sampled: the attack dice are convolved one die at a time into the chance of each
(non-critical hits, CRITICAL HITs, BLANKs) they may roll, the defence dice into the chance of
each number of shields, and each pair is resolved as :func:`.combat.combat_damage` resolves
it, with the BLANKs that a Combat Value above five turns into HITs (M-CX-1).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from functools import lru_cache

from xcom_manager.rules.boardgame.combat import (
    MAX_HEALTH,
    OBJECT_DESTROYING_DAMAGE,
    CombatFace,
    FaceTable,
    blank_bonus,
    check_face_table,
    combat_damage,
    combat_dice,
)
from xcom_manager.rules.errors import RulesError, shown, whole_number
from xcom_manager.rules.ruleset.rulings import COMBAT_DIE_SIDES

__all__ = ["damage_distribution", "destroy_chance", "kill_chance"]

_Table = tuple[tuple[CombatFace, int], ...]


def _convolve(
    table: _Table, dice: int, score: Mapping[CombatFace, tuple[int, ...]]
) -> Counter[tuple[int, ...]]:
    """How many of the ``12 ** dice`` ways to roll ``dice`` dice give each total of ``score``
    (a tuple per face, added up face by face)."""
    ways: Counter[tuple[int, ...]] = Counter({(0,) * len(score[CombatFace.blank]): 1})
    for _ in range(dice):
        following: Counter[tuple[int, ...]] = Counter()
        for total, count in ways.items():
            for face, sides in table:
                if sides:
                    key = tuple(a + b for a, b in zip(total, score[face], strict=True))
                    following[key] += count * sides
        ways = following
    return ways


#: M-CX-2: what each face scores for the attacker (non-critical hits, criticals, blanks) and
#: for the defender (shields); the attacker's shields and the defender's hits count for nothing.
_ATTACK = {
    face: (face.hits, int(face is CombatFace.critical_hit), int(face is CombatFace.blank))
    for face in CombatFace
}
_DEFENCE = {face: (face.shields,) for face in CombatFace}


@lru_cache(maxsize=1024)
def _distribution(
    table: _Table, attack_dice: int, bonus: int, defence_dice: int, against_object: bool
) -> tuple[tuple[int, Fraction], ...]:
    attack = _convolve(table, attack_dice, _ATTACK)
    defence = _convolve(table, defence_dice, _DEFENCE)
    ways: Counter[int] = Counter()
    for (hits, criticals, blanks), attack_ways in attack.items():
        for (shields,), defence_ways in defence.items():
            damage = combat_damage(
                hits + min(bonus, blanks), shields, criticals, against_object=against_object
            )
            ways[damage] += attack_ways * defence_ways
    every = COMBAT_DIE_SIDES ** (attack_dice + defence_dice)
    return tuple((damage, Fraction(ways[damage], every)) for damage in sorted(ways))


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise RulesError(f"whether {name} is true or false, not {shown(value)}")
    return value


def damage_distribution(
    attack_value: int,
    defence_value: int,
    faces: FaceTable,
    *,
    psychic: bool = False,
    against_object: bool = False,
) -> dict[int, Fraction]:
    """M-CX-1, M-CX-2 (B-ACT-4, -5, -8): the exact chance of each damage total an attack of
    ``attack_value`` does against a defence of ``defence_value``, with the face table
    ``faces`` (R-12). Only the totals that can happen are given, from the lowest; the chances
    add up to exactly 1.

    No defence dice for a psychic attack (B-ACT-8) or one against an object; against an object
    a CRITICAL HIT counts as a DOUBLE HIT (M-CX-2)."""
    attack_dice, bonus = combat_dice(attack_value), blank_bonus(attack_value)
    defence_dice = combat_dice(defence_value)
    table = check_face_table(faces)
    undefended = _flag("the attack is psychic", psychic)
    undefended = _flag("the attack is against an object", against_object) or undefended
    return dict(
        _distribution(table, attack_dice, bonus, 0 if undefended else defence_dice, against_object)
    )


def kill_chance(
    attack_value: int,
    defence_value: int,
    health: int,
    faces: FaceTable,
    *,
    psychic: bool = False,
) -> Fraction:
    """M-CX-2, M-CX-4: the exact chance that the attack kills a model of ``health`` Health left
    (at least 1): that it does at least ``health`` damage, taking the model to Health 0 or
    less (B-ACT-8: a psychic attack is not defended)."""
    health = whole_number("the Health of a living model", health, minimum=1, maximum=MAX_HEALTH)
    distribution = damage_distribution(attack_value, defence_value, faces, psychic=psychic)
    return sum((p for damage, p in distribution.items() if damage >= health), Fraction(0))


def destroy_chance(attack_value: int, faces: FaceTable) -> Fraction:
    """M-CX-2: the exact chance that an attack of ``attack_value`` destroys an object: 2 normal
    damage or 1 CRITICAL HIT (which counts as a DOUBLE HIT), with no defence."""
    distribution = damage_distribution(attack_value, 0, faces, against_object=True)
    return sum(
        (p for damage, p in distribution.items() if damage >= OBJECT_DESTROYING_DAMAGE),
        Fraction(0),
    )
