"""The board game's Combat dice: the face table, an attack and its defence, the Combat Value
floor and Health (M-CX-1..4, R-12), for MELEE (B-ACT-4), SHOOT (B-ACT-5) and PSYCHIC (B-ACT-8)
attacks.

A Combat die has twelve faces (M-CX-1). The ruleset's ``combat.faces`` (R-12) counts them in
the order it lists them, ``(("blank", 4), ("hit", 3), ...)``, and that order numbers the
faces: with the bundled counts a die value of 1..4 is a BLANK, 5..7 a HIT, 8 a DOUBLE HIT,
9 a CRITICAL HIT, 10..11 a SHIELD and 12 a DOUBLE SHIELD (:func:`face_of`, :func:`value_of`).

:func:`resolve_combat` rolls the dice through an injected source ("attack die" and "defence
die", 12 sides) and returns every roll with the :class:`CombatRoll`; :func:`combat_from_faces`
resolves the faces the GM typed in from physical dice (R-12) the same way. The exact odds are
in :mod:`.combat_odds`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import TypeAlias, cast

from xcom_manager.rules.dice import Dice, Roll
from xcom_manager.rules.errors import RulesError, shown, whole_number
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.ruleset.rulings import COMBAT_DIE_SIDES, COMBAT_FACE_NAMES

__all__ = [
    "ATTACK_DIE",
    "DEFENCE_DIE",
    "MAX_COMBAT_DICE",
    "MAX_COMBAT_VALUE",
    "MAX_HEALTH",
    "OBJECT_DESTROYING_DAMAGE",
    "CombatFace",
    "CombatRoll",
    "FaceTable",
    "blank_bonus",
    "check_face_table",
    "combat_damage",
    "combat_dice",
    "combat_faces",
    "combat_from_faces",
    "combat_value",
    "face_of",
    "health_after",
    "is_killed",
    "resolve_combat",
    "value_of",
]

#: M-CX-1: no more than five Combat dice are ever rolled.
MAX_COMBAT_DICE = 5

#: The highest Combat Value taken (a larger one is a typing mistake, not a card's value).
MAX_COMBAT_VALUE = 99

#: The highest Health taken (M-CX-4: a Hero's Health dial shows 8 as a rule).
MAX_HEALTH = 99

#: The most damage taken at once (five dice do at most 10; a larger number is a typing mistake).
_MAX_DAMAGE = 1000

#: M-CX-2: an object is destroyed by 2 normal damage (or 1 critical, which counts as 2).
OBJECT_DESTROYING_DAMAGE = 2

#: The purposes of the rolls :func:`resolve_combat` asks the dice for.
ATTACK_DIE = "attack die"
DEFENCE_DIE = "defence die"

#: R-12: the ruleset's ``combat.faces``: ``(face name, count)`` in the die's order, summing to 12.
FaceTable: TypeAlias = tuple[tuple[str, int], ...]


class CombatFace(StrEnum):
    """M-CX-1: the faces a Combat die may show; each value is the ruleset's name (R-12)."""

    blank = "blank"
    hit = "hit"
    double_hit = "double_hit"
    critical_hit = "critical_hit"
    shield = "shield"
    double_shield = "double_shield"

    @property
    def hits(self) -> int:
        """M-CX-2: the non-critical hits the face scores for the attacker (a DOUBLE HIT two)."""
        return {CombatFace.hit: 1, CombatFace.double_hit: 2}.get(self, 0)

    @property
    def shields(self) -> int:
        """M-CX-2: the hits the face cancels for the defender (a DOUBLE SHIELD two)."""
        return {CombatFace.shield: 1, CombatFace.double_shield: 2}.get(self, 0)


def _face(name: str, value: object) -> CombatFace:
    if not isinstance(value, str) or value not in COMBAT_FACE_NAMES:
        raise RulesError(
            f"{name} must be a face of the Combat die ({', '.join(COMBAT_FACE_NAMES)}), "
            f"not {shown(value)}"
        )
    return CombatFace(value)


def _listed(name: str, values: object) -> tuple[object, ...]:
    """``values`` as a tuple: a list of them, never text or a table."""
    if isinstance(values, str | bytes | Mapping) or not isinstance(values, Iterable):
        raise RulesError(f"{name} must be a list, not {shown(values)}")
    return tuple(values)


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise RulesError(f"whether {name} is true or false, not {shown(value)}")
    return value


def _undefended(psychic: object, against_object: object) -> bool:
    """M-CX-2, B-ACT-8: a psychic attack, or one against an object, is not defended."""
    psychic = _flag("the attack is psychic", psychic)
    return _flag("the attack is against an object", against_object) or psychic


def _combat_value(name: str, value: object) -> int:
    return whole_number(name, value, minimum=0, maximum=MAX_COMBAT_VALUE)


# --------------------------------------------------------------------------------------------
# The face table: M-CX-1, R-12


def check_face_table(faces: FaceTable) -> tuple[tuple[CombatFace, int], ...]:
    """R-12 / M-CX-1: ``faces`` checked: ``(face name, count)`` pairs in the die's order, each
    face at most once, counts summing to 12; a face left out shows on no side of the die."""
    entries: list[tuple[CombatFace, int]] = []
    for entry in _listed("the face table of the Combat die", faces):
        if not isinstance(entry, tuple | list) or len(entry) != 2:
            raise RulesError(
                f"an entry of the Combat die's face table is a (face, count) pair, not "
                f"{shown(entry)}"
            )
        face = _face("an entry of the face table", entry[0])
        if any(face is seen for seen, _ in entries):
            raise RulesError(f"the face table of the Combat die gives {face} twice")
        entries.append(
            (face, whole_number(f"the count of {face}", entry[1], minimum=0, maximum=12))
        )
    total = sum(count for _, count in entries)
    if total != COMBAT_DIE_SIDES:
        raise RulesError(
            f"the face counts of the Combat die must add up to {COMBAT_DIE_SIDES} (M-CX-1), "
            f"not {total}"
        )
    return tuple(entries)


@lru_cache(maxsize=1024)
def _die(table: tuple[tuple[CombatFace, int], ...]) -> tuple[CombatFace, ...]:
    return tuple(face for face, count in table for _ in range(count))


def combat_faces(ruleset: Ruleset) -> FaceTable:
    """R-12: the face table of a ruleset's Combat die (its ``combat.faces`` ruling)."""
    if not isinstance(ruleset, Ruleset):
        raise RulesError(f"not a ruleset: {shown(ruleset)}")
    faces = cast(FaceTable, ruleset.ruling("combat.faces"))
    check_face_table(faces)
    return faces


def face_of(value: int, faces: FaceTable) -> CombatFace:
    """M-CX-1, R-12: the face a Combat die of value ``value`` (1..12) shows."""
    die = _die(check_face_table(faces))
    return die[whole_number("a Combat die", value, minimum=1, maximum=COMBAT_DIE_SIDES) - 1]


def value_of(face_name: str, faces: FaceTable) -> int:
    """R-12: the first die value (1..12) that shows ``face_name``: a face the GM typed in from a
    physical die, as a value that :func:`face_of` maps back. A face the table gives no side
    raises :class:`RulesError`."""
    die = _die(check_face_table(faces))
    face = _face("a face rolled", face_name)
    if face not in die:
        raise RulesError(f"no side of this Combat die shows {face} (R-12: see combat.faces)")
    return die.index(face) + 1


# --------------------------------------------------------------------------------------------
# Combat Values, damage and Health: M-CX-1..4


def combat_dice(value: int) -> int:
    """M-CX-1, M-CX-2: the dice a Combat Value rolls: the value, never more than five."""
    return min(_combat_value("a Combat Value", value), MAX_COMBAT_DICE)


def blank_bonus(attack_value: int) -> int:
    """M-CX-1: the BLANKs an attack may turn into HITs: one per point of Combat Value above
    five (the defence has no such bonus, M-CX-2)."""
    return max(0, _combat_value("the attack Combat Value", attack_value) - MAX_COMBAT_DICE)


def combat_value(base: int, modifier: int) -> int:
    """M-CX-3: a Combat Value after ``modifier``: never below 1, unless the unmodified value is
    0 (then never below 0)."""
    base = _combat_value("an unmodified Combat Value", base)
    modifier = whole_number(
        "a Combat Value modifier", modifier, minimum=-MAX_COMBAT_VALUE, maximum=MAX_COMBAT_VALUE
    )
    floor = 1 if base >= 1 else 0
    return _combat_value("a modified Combat Value", max(floor, base + modifier))


def combat_damage(hits: int, shields: int, criticals: int, *, against_object: bool = False) -> int:
    """M-CX-2: the damage of ``hits`` non-critical hits against ``shields`` shields, with
    ``criticals`` CRITICAL HITs: each shield cancels one non-critical hit, each critical does 1
    damage that no shield cancels. Against an object (no defence) a critical counts as a DOUBLE
    HIT: ``hits + 2 * criticals``."""
    hits = whole_number("the hits", hits, minimum=0, maximum=_MAX_DAMAGE)
    shields = whole_number("the shields", shields, minimum=0, maximum=_MAX_DAMAGE)
    criticals = whole_number("the critical hits", criticals, minimum=0, maximum=_MAX_DAMAGE)
    if _flag("the attack is against an object", against_object):
        return hits + 2 * criticals
    return max(0, hits - shields) + criticals


def health_after(health: int, damage: int) -> int:
    """M-CX-4: the Health a model has left after ``damage`` (it may go to 0 or below: killed)."""
    health = whole_number("the Health of a living model", health, minimum=1, maximum=MAX_HEALTH)
    return health - whole_number("the damage", damage, minimum=0, maximum=_MAX_DAMAGE)


def is_killed(health: int) -> bool:
    """M-CX-4: a model at Health 0 or less is killed and removed."""
    return whole_number("the Health", health, minimum=-_MAX_DAMAGE, maximum=MAX_HEALTH) <= 0


# --------------------------------------------------------------------------------------------
# Resolving an attack: M-CX-1, M-CX-2, B-ACT-4/5/8


def _faces(name: str, values: object) -> tuple[CombatFace, ...]:
    return tuple(_face(f"each of {name}", value) for value in _listed(name, values))


def _tally(
    attack: tuple[CombatFace, ...],
    defence: tuple[CombatFace, ...],
    blanks_turned: int,
    against_object: bool,
) -> tuple[int, int, int, int]:
    """M-CX-2: (hits, shields, criticals, damage) of the faces; the attacker's shields and the
    defender's hits count for nothing."""
    hits = sum(face.hits for face in attack) + blanks_turned
    shields = sum(face.shields for face in defence)
    criticals = attack.count(CombatFace.critical_hit)
    return (
        hits,
        shields,
        criticals,
        combat_damage(hits, shields, criticals, against_object=against_object),
    )


@dataclass(frozen=True, slots=True)
class CombatRoll:
    """What an attack's Combat dice did (M-CX-1, M-CX-2; B-ACT-4, -5, -8).

    ``attack_faces`` and ``defence_faces`` are the faces rolled (no defence faces for a
    ``psychic`` attack, B-ACT-8, or one ``against_object``); ``blanks_turned`` the BLANKs the
    Combat Value above five turned into HITs (M-CX-1). ``hits`` are the non-critical hits
    (turned blanks included), ``shields`` the defender's shields (a DOUBLE SHIELD two),
    ``criticals`` the CRITICAL HITs and ``damage`` :func:`combat_damage` of them. The counts
    must be what M-CX-2 makes of the faces."""

    attack_faces: tuple[CombatFace, ...]
    defence_faces: tuple[CombatFace, ...]
    blanks_turned: int
    hits: int
    shields: int
    criticals: int
    damage: int
    psychic: bool = False
    against_object: bool = False

    def __post_init__(self) -> None:
        for name in ("attack_faces", "defence_faces"):
            faces = getattr(self, name)
            if not isinstance(faces, tuple) or not all(isinstance(f, CombatFace) for f in faces):
                raise RulesError(f"a combat roll's {name} are Combat die faces, not {shown(faces)}")
            if len(faces) > MAX_COMBAT_DICE:
                raise RulesError(
                    f"a combat roll has at most {MAX_COMBAT_DICE} {name} (M-CX-1), not {len(faces)}"
                )
        undefended = _undefended(self.psychic, self.against_object)
        if undefended and self.defence_faces:
            raise RulesError(
                "a psychic attack (B-ACT-8) or one against an object is not defended: "
                "it has no defence faces"
            )
        turned = whole_number(
            "the blanks turned into hits", self.blanks_turned, minimum=0, maximum=MAX_COMBAT_DICE
        )
        if turned > self.attack_faces.count(CombatFace.blank) or (
            turned and len(self.attack_faces) < MAX_COMBAT_DICE
        ):
            raise RulesError(
                f"{turned} blanks cannot be turned into hits: M-CX-1 turns only BLANKs rolled "
                f"by five dice"
            )
        expected = _tally(self.attack_faces, self.defence_faces, turned, self.against_object)
        for name, count in zip(("hits", "shields", "criticals", "damage"), expected, strict=True):
            given = whole_number(f"a combat roll's {name}", getattr(self, name), minimum=0)
            if given != count:
                raise RulesError(f"these faces make {count} {name} (M-CX-2), not {given}")

    @property
    def destroyed(self) -> bool:
        """M-CX-2: against an object, whether it is destroyed (2 normal damage, or 1 critical)."""
        return self.against_object and self.damage >= OBJECT_DESTROYING_DAMAGE

    def to_payload(self) -> dict[str, object]:
        """The facts of the roll as JSON-ready event data, faces by name (the dice themselves
        are recorded with the event's own rolls)."""
        return {
            "attack_faces": [str(face) for face in self.attack_faces],
            "defence_faces": [str(face) for face in self.defence_faces],
            "blanks_turned": self.blanks_turned,
            "hits": self.hits,
            "shields": self.shields,
            "criticals": self.criticals,
            "damage": self.damage,
            "psychic": self.psychic,
            "against_object": self.against_object,
            "destroyed": self.destroyed,
        }

    @classmethod
    def from_payload(cls, data: Mapping[str, object]) -> CombatRoll:
        """A roll back from :meth:`to_payload` data: the faces (lists of names), the blanks
        turned and the flags (false when left out); a count given must be what M-CX-2 makes of
        the faces, a count left out is worked out. :class:`RulesError` when malformed."""
        if not isinstance(data, Mapping):
            raise RulesError(f"not a combat roll: {shown(data)}")
        roll = _rolled(
            _faces("the attack faces", data.get("attack_faces")),
            _faces("the defence faces", data.get("defence_faces", [])),
            data.get("blanks_turned", 0),
            psychic=data.get("psychic", False),
            against_object=data.get("against_object", False),
        )
        for name in ("hits", "shields", "criticals", "damage"):
            if name in data:
                given = whole_number(f"a combat roll's {name}", data[name], minimum=0)
                if given != getattr(roll, name):
                    raise RulesError(
                        f"these faces make {getattr(roll, name)} {name} (M-CX-2), not {given}"
                    )
        if "destroyed" in data and data["destroyed"] is not roll.destroyed:
            raise RulesError(
                f"these faces make destroyed {roll.destroyed} (M-CX-2), "
                f"not {shown(data['destroyed'])}"
            )
        return roll


def _rolled(
    attack: tuple[CombatFace, ...],
    defence: tuple[CombatFace, ...],
    blanks_turned: object,
    *,
    psychic: object,
    against_object: object,
) -> CombatRoll:
    """The roll of these faces, its counts worked out (M-CX-2); the constructor checks the
    rest."""
    turned = whole_number(
        "the blanks turned into hits", blanks_turned, minimum=0, maximum=MAX_COMBAT_DICE
    )
    object_ = _flag("the attack is against an object", against_object)
    hits, shields, criticals, damage = _tally(attack, defence, turned, object_)
    return CombatRoll(
        attack,
        defence,
        turned,
        hits,
        shields,
        criticals,
        damage,
        psychic=_flag("the attack is psychic", psychic),
        against_object=object_,
    )


def combat_from_faces(
    attack_faces: tuple[str, ...],
    defence_faces: tuple[str, ...],
    attack_value: int,
    *,
    defence_value: int | None = None,
    psychic: bool = False,
    against_object: bool = False,
) -> CombatRoll:
    """M-CX-1, M-CX-2 (B-ACT-4, -5, -8): the roll of the faces the GM typed in (R-12).

    The attack needs exactly :func:`combat_dice` of ``attack_value`` faces; the defence as many
    as ``defence_value`` rolls (at most five, any number up to five when not given), and none
    for a psychic attack (B-ACT-8) or one against an object. Each point of attack above five
    turns one BLANK rolled into a HIT (M-CX-1)."""
    dice = combat_dice(attack_value)
    undefended = _undefended(psychic, against_object)
    attack = _faces("the attack faces", attack_faces)
    defence = _faces("the defence faces", defence_faces)
    if len(attack) != dice:
        raise RulesError(
            f"an attack of Combat Value {attack_value} rolls {dice} dice (M-CX-1), "
            f"not {len(attack)}"
        )
    defended = None if defence_value is None else combat_dice(defence_value)
    wanted = 0 if undefended else defended
    if wanted is not None and len(defence) != wanted:
        why = "an undefended attack (B-ACT-8, M-CX-2)" if undefended else "the defence (M-CX-2)"
        raise RulesError(f"{why} rolls {wanted} dice, not {len(defence)}")
    turned = min(blank_bonus(attack_value), attack.count(CombatFace.blank))
    return _rolled(attack, defence, turned, psychic=psychic, against_object=against_object)


def _roll(dice: Dice, purpose: str, die: tuple[CombatFace, ...]) -> tuple[Roll, CombatFace]:
    roll = dice.roll(purpose, COMBAT_DIE_SIDES)
    if not isinstance(roll, Roll) or roll.sides != COMBAT_DIE_SIDES:
        raise RulesError(f"the {purpose} must be a d{COMBAT_DIE_SIDES} roll, not {shown(roll)}")
    return roll, die[roll.value - 1]


def resolve_combat(
    attack_value: int,
    defence_value: int,
    faces: FaceTable,
    dice: Dice,
    *,
    psychic: bool = False,
    against_object: bool = False,
) -> tuple[CombatRoll, tuple[Roll, ...]]:
    """Roll an attack (B-ACT-4 MELEE, B-ACT-5 SHOOT, B-ACT-8 PSYCHIC) and its defence: M-CX-1,
    M-CX-2 with the face table ``faces`` (R-12).

    :func:`combat_dice` of ``attack_value`` rolls of an ``"attack die"`` (12 sides), then of
    ``defence_value`` rolls of a ``"defence die"``: none for a psychic attack, which cannot be
    defended (B-ACT-8), or one against an object. Returns the roll and every die rolled, in
    order, to be recorded with the event."""
    attack_dice = combat_dice(attack_value)
    defence_dice = combat_dice(defence_value)
    die = _die(check_face_table(faces))
    undefended = _undefended(psychic, against_object)
    if not isinstance(dice, Dice):
        raise RulesError(f"not a source of dice: {shown(dice)}")
    rolled = [_roll(dice, ATTACK_DIE, die) for _ in range(attack_dice)]
    attack = tuple(face for _, face in rolled)
    if not undefended:
        rolled += [_roll(dice, DEFENCE_DIE, die) for _ in range(defence_dice)]
    defence = tuple(face for _, face in rolled[attack_dice:])
    combat = combat_from_faces(
        attack,
        defence,
        attack_value,
        defence_value=defence_value,
        psychic=psychic,
        against_object=against_object,
    )
    return combat, tuple(roll for roll, _ in rolled)
