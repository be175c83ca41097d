"""Resolving hits: to wound, saves, vehicles (M-HIT-1, M-SAVE-1, W-JUMP-6, R-22), with the dice
and with the exact distribution of what they may do.

A :class:`Hit` is what strikes (Strength, AP, the cover save the GM states, a fall or not); a
:class:`Target` is what it strikes (Toughness, saves, wounds left, a vehicle's armour on the
facing hit). :func:`resolve_hits` rolls, through an injected dice source, one d6 to wound per
hit, then the saves of each wound; against a vehicle one d6 per hit added to the Strength
against the armour. :func:`unsaved_distribution` gives the exact chance of each number of
unsaved wounds before any die, as fractions counted from the faces.

Rolls are named by purpose; a die for a save is named ``"... save"``: a failed save is the path
that rolls most, so the engine's dice count probes those with a 1.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from math import comb

from xcom_manager.rules.dice import D6, MAX_DICE, Dice, Roll
from xcom_manager.rules.errors import RulesError, optional_whole_number, shown, whole_number
from xcom_manager.rules.ruleset import Ruleset

__all__ = [
    "SAVE_KINDS",
    "Hit",
    "HitsResult",
    "SaveRoll",
    "Target",
    "armour_save_allowed",
    "binomial",
    "instant_death",
    "resolve_hits",
    "save_fail_chance",
    "saves_for",
    "to_wound_target",
    "unsaved_chance",
    "unsaved_distribution",
    "vehicle_hit_chances",
    "wound_chance",
]

#: M-SAVE-1: the saves, in the order ``saves.mode = "sequence"`` rolls them.
SAVE_KINDS: tuple[str, ...] = ("cover", "invulnerable", "armour")

_FACES = range(1, D6 + 1)

#: The bounds of a characteristic, a score or an armour value (a ruleset's stats lie within).
_LOWEST, _HIGHEST = -1000, 1000


def _value(name: str, value: object) -> int:
    return whole_number(name, value, minimum=_LOWEST, maximum=_HIGHEST)


def _optional(name: str, value: object) -> int | None:
    return optional_whole_number(name, value, minimum=_LOWEST, maximum=_HIGHEST)


@dataclass(frozen=True, slots=True)
class Hit:
    """What strikes: ``strength``, ``ap`` (``None``: no AP), the ``cover_save`` the GM states
    (never for a fall, W-JUMP-6), and whether it is a ``falling`` hit."""

    strength: int
    ap: int | None = None
    cover_save: int | None = None
    falling: bool = False

    def __post_init__(self) -> None:
        _value("the Strength of a hit", self.strength)
        _optional("the AP of a hit", self.ap)
        _optional("a cover save", self.cover_save)
        if not isinstance(self.falling, bool):
            raise RulesError(f"whether a hit is a fall is true or false, not {shown(self.falling)}")


@dataclass(frozen=True, slots=True)
class Target:
    """What is struck: ``toughness``, the ``armour_save`` (Sv; ``None`` for none, Sv 7), an
    ``invulnerable_save``, its ``wounds`` left and whether it is a model of ``several_wounds``
    (instant death, M-HIT-1); for a vehicle (R-22) the ``armour`` value of the facing hit."""

    toughness: int
    armour_save: int | None = None
    invulnerable_save: int | None = None
    wounds: int = 1
    several_wounds: bool = False
    armour: int | None = None

    def __post_init__(self) -> None:
        _value("the Toughness of a target", self.toughness)
        _optional("an armour save", self.armour_save)
        _optional("an invulnerable save", self.invulnerable_save)
        _value("the wounds of a target", self.wounds)
        _optional("the armour of a vehicle", self.armour)
        if not isinstance(self.several_wounds, bool):
            raise RulesError(
                f"whether a target has several wounds is true or false, not "
                f"{shown(self.several_wounds)}"
            )

    @property
    def vehicle(self) -> bool:
        return self.armour is not None


@dataclass(frozen=True, slots=True)
class SaveRoll:
    """One save rolled for one wound: which (``cover``, ``invulnerable``, ``armour``), the score
    it needed, the die, and whether it saved."""

    kind: str
    needed: int
    value: int
    saved: bool


@dataclass(frozen=True, slots=True)
class HitsResult:
    """What ``hits`` hits did: the to-wound score (``None``: no effect) and dice, the wounds,
    the saves rolled, the unsaved wounds and whether they kill outright (M-HIT-1); against a
    vehicle the armour dice and the penetrating and glancing hits instead."""

    hits: int
    to_wound: int | None
    wound_rolls: tuple[int, ...]
    wounds: int
    saves: tuple[SaveRoll, ...]
    unsaved: int
    instant_death: bool
    armour_rolls: tuple[int, ...] = ()
    penetrating: int = 0
    glancing: int = 0
    rolls: tuple[Roll, ...] = ()

    def __post_init__(self) -> None:
        for name in ("hits", "wounds", "unsaved", "penetrating", "glancing"):
            whole_number(f"a resolution's {name}", getattr(self, name), minimum=0)
        optional_whole_number("a to-wound score", self.to_wound)
        for name in ("wound_rolls", "armour_rolls"):
            values = getattr(self, name)
            if not isinstance(values, tuple) or not all(
                isinstance(v, int) and not isinstance(v, bool) for v in values
            ):
                raise RulesError(f"a resolution's {name} are die faces, not {shown(values)}")
        if not isinstance(self.saves, tuple) or not all(
            isinstance(save, SaveRoll) for save in self.saves
        ):
            raise RulesError(f"a resolution's saves are saves rolled, not {shown(self.saves)}")
        if not isinstance(self.instant_death, bool):
            raise RulesError(f"instant death is true or false, not {shown(self.instant_death)}")

    def to_payload(self) -> dict[str, object]:
        """The facts of the resolution as event data (the dice are recorded with the event's
        own ``rolls``)."""
        return {
            "to_wound": self.to_wound,
            "wound_rolls": list(self.wound_rolls),
            "wounds": self.wounds,
            "saves": [
                {"kind": s.kind, "needed": s.needed, "value": s.value, "saved": s.saved}
                for s in self.saves
            ],
            "unsaved": self.unsaved,
            "instant_death": self.instant_death,
            "armour_rolls": list(self.armour_rolls),
            "penetrating": self.penetrating,
            "glancing": self.glancing,
        }


# --------------------------------------------------------------------------------------------
# The chart: M-HIT-1


def to_wound_target(strength: int, toughness: int) -> int | None:
    """M-HIT-1: the d6 score needed to wound: 4+ at S = T, 3+ at T+1, 2+ at T+2 or more, 5+ at
    T-1, 6+ at T-2 or T-3; ``None`` (no effect) at T-4 or less or at Strength 0."""
    strength, toughness = _value("the Strength", strength), _value("the Toughness", toughness)
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
    strength, toughness = _value("the Strength", strength), _value("the Toughness", toughness)
    return strength > 0 and strength >= 2 * toughness


def wound_chance(strength: int, toughness: int) -> Fraction:
    """M-HIT-1: the exact chance that a hit of ``strength`` wounds a model of ``toughness``."""
    target = to_wound_target(strength, toughness)
    if target is None:
        return Fraction(0)
    return Fraction(sum(1 for face in _FACES if face >= target), D6)


def armour_save_allowed(ap: int | None, save: int | None) -> bool:
    """M-HIT-1, M-SAVE-1: an armour save is taken unless the hit's AP is equal to or lower than
    Sv (no AP, ``None``, never stops a save); ``save`` ``None`` means no armour save at all."""
    ap, save = _optional("the AP", ap), _optional("an armour save", save)
    if save is None:
        return False
    return ap is None or ap > save


def saves_for(ruleset: Ruleset, hit: Hit, target: Target) -> tuple[tuple[str, int], ...]:
    """M-SAVE-1: the saves a wound allows, as ``(kind, score)``: under ``saves.mode = "best"``
    the best single one (the lowest score; cover, then invulnerable, then armour on a tie),
    under ``"sequence"`` each available one in the order cover, invulnerable, armour. Never a
    cover save against a falling hit (W-JUMP-6); the armour save only when the AP allows it."""
    available: list[tuple[str, int]] = []
    if hit.cover_save is not None and not hit.falling:
        available.append(("cover", hit.cover_save))
    if target.invulnerable_save is not None:
        available.append(("invulnerable", target.invulnerable_save))
    if target.armour_save is not None and armour_save_allowed(hit.ap, target.armour_save):
        available.append(("armour", target.armour_save))
    if not available or ruleset.ruling("saves.mode") == "sequence":
        return tuple(available)
    return (min(available, key=lambda save: save[1]),)


def _fails(score: int) -> Fraction:
    return Fraction(sum(1 for face in _FACES if face < score), D6)


def save_fail_chance(ruleset: Ruleset, hit: Hit, target: Target) -> Fraction:
    """M-SAVE-1: the exact chance that a wound goes unsaved (every save it allows fails)."""
    chance = Fraction(1)
    for _, score in saves_for(ruleset, hit, target):
        chance *= _fails(score)
    return chance


def unsaved_chance(ruleset: Ruleset, hit: Hit, target: Target) -> Fraction:
    """M-HIT-1, M-SAVE-1: the exact chance that one hit wounds and the wound is not saved."""
    return wound_chance(hit.strength, target.toughness) * save_fail_chance(ruleset, hit, target)


def vehicle_hit_chances(strength: int, armour: int) -> tuple[Fraction, Fraction]:
    """M-HIT-1 against a vehicle: d6 + Strength against the armour value of the facing hit (the
    side armour for a fall, W-JUMP-6, R-22). The exact chances of (penetrating, glancing)."""
    strength, armour = _value("the Strength", strength), _value("the armour value", armour)
    if strength <= 0:
        return Fraction(0), Fraction(0)
    penetrating = sum(1 for face in _FACES if face + strength > armour)
    glancing = sum(1 for face in _FACES if face + strength == armour)
    return Fraction(penetrating, D6), Fraction(glancing, D6)


def binomial(count: int, chance: Fraction) -> tuple[Fraction, ...]:
    """The exact chance of 0, 1, .. ``count`` successes of ``count`` independent tries."""
    count = whole_number("the number of dice", count, minimum=0, maximum=MAX_DICE)
    chance = _chance(chance)
    return tuple(comb(count, k) * chance**k * (1 - chance) ** (count - k) for k in range(count + 1))


def _chance(chance: object) -> Fraction:
    if isinstance(chance, bool) or not isinstance(chance, Fraction | int) or not 0 <= chance <= 1:
        raise RulesError(f"a chance is an exact fraction from 0 to 1, not {shown(chance)}")
    return Fraction(chance)


def unsaved_distribution(
    ruleset: Ruleset, tries: int, hit_chance: Fraction, hit: Hit, target: Target
) -> tuple[Fraction, ...]:
    """The exact chance of 0, 1, .. ``tries`` unsaved wounds from ``tries`` shots or attacks
    that each hit with ``hit_chance`` (1 for hits already made, a fall): each one is
    independent, so the count is binomial (M-SHOOT-1 / M-CC-1, M-HIT-1, M-SAVE-1)."""
    tries = whole_number("the number of shots or attacks", tries, minimum=0, maximum=MAX_DICE)
    return binomial(tries, _chance(hit_chance) * unsaved_chance(ruleset, hit, target))


# --------------------------------------------------------------------------------------------
# Rolling: M-HIT-1, M-SAVE-1


def resolve_hits(ruleset: Ruleset, hits: int, hit: Hit, target: Target, dice: Dice) -> HitsResult:
    """Roll what ``hits`` hits do (M-HIT-1, M-SAVE-1; W-JUMP-6 for a fall).

    Against a vehicle (R-22): one d6 per hit, d6 + Strength above the armour is a penetrating
    hit, equal a glancing one. Otherwise one d6 to wound per hit (none when the Strength has no
    effect), then for each wound the saves of :func:`saves_for`, each rolled until one saves.
    Unsaved wounds with a Strength of double the Toughness kill a model of several wounds
    outright (``instant_death``)."""
    hits = whole_number("the number of hits", hits, minimum=0, maximum=MAX_DICE)
    rolls: list[Roll] = []
    if target.armour is not None:
        armour_rolls = []
        for _ in range(hits if hit.strength > 0 else 0):
            roll = dice.roll("armour penetration", D6)
            rolls.append(roll)
            armour_rolls.append(roll.value)
        return HitsResult(
            hits=hits,
            to_wound=None,
            wound_rolls=(),
            wounds=0,
            saves=(),
            unsaved=0,
            instant_death=False,
            armour_rolls=tuple(armour_rolls),
            penetrating=sum(1 for v in armour_rolls if v + hit.strength > target.armour),
            glancing=sum(1 for v in armour_rolls if v + hit.strength == target.armour),
            rolls=tuple(rolls),
        )
    needed = to_wound_target(hit.strength, target.toughness)
    wound_rolls: list[int] = []
    if needed is not None:
        for _ in range(hits):
            roll = dice.roll("to wound", D6)
            rolls.append(roll)
            wound_rolls.append(roll.value)
    wounds = sum(1 for value in wound_rolls if needed is not None and value >= needed)
    available = saves_for(ruleset, hit, target)
    saves: list[SaveRoll] = []
    unsaved = 0
    for _ in range(wounds):
        saved = False
        for kind, score in available:
            roll = dice.roll(f"{kind} save", D6)
            rolls.append(roll)
            saved = roll.value >= score
            saves.append(SaveRoll(kind, score, roll.value, saved))
            if saved:
                break
        unsaved += 0 if saved else 1
    return HitsResult(
        hits=hits,
        to_wound=needed,
        wound_rolls=tuple(wound_rolls),
        wounds=wounds,
        saves=tuple(saves),
        unsaved=unsaved,
        instant_death=unsaved > 0
        and target.several_wounds
        and instant_death(hit.strength, target.toughness),
        rolls=tuple(rolls),
    )
