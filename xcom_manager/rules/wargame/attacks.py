"""Attacks in a wargame mission: shooting (M-SHOOT-1) and close combat (M-CC-1), resolved to the
wounds they leave (M-HIT-1, M-SAVE-1, R-8, W-WATER-4, R-10, R-28), with their exact odds.

The GM declares an :class:`~.commands.Attack` (attacker, weapon from its kit, target, the
inches measured or base contact, the shots or attacks when they differ from the profile, the
cover the GM states, the facing of a vehicle). :func:`check_attack` says whether it may be made
now; :func:`attack` rolls to hit, to wound and the saves through the dice source, records every
die and what the rules decided in an ``attacked`` event, and adds what follows: the ``wounded``
event of the unsaved wounds (down and bleed-out, aqualung tests) or the ``died`` event of an
instant death. :func:`attack_odds` gives the exact chance of 0, 1, 2 .. unsaved wounds, of going
down and of a kill before the GM commits.

App rule ``MIS-8``: an attack targets another character, an enemy still on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, cast

import xcom_manager.rules.wargame.attack_texts  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.dice import D6, Dice, rolls_to_payload
from xcom_manager.rules.errors import (
    RulesError,
    choice,
    number,
    optional_whole_number,
    shown,
    text,
    whole_number,
)
from xcom_manager.rules.inventory import usability
from xcom_manager.rules.mission.system import Fact, Outcome, refuse_if
from xcom_manager.rules.ruleset import (
    FACINGS,
    Environment,
    ItemKind,
    Ruleset,
    WeaponProfile,
    WeaponType,
)
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame.checks import in_water, kit, rolls_aqualung
from xcom_manager.rules.wargame.commands import Attack
from xcom_manager.rules.wargame.falls import wounds_that_follow
from xcom_manager.rules.wargame.hits import (
    Hit,
    resolve_hits,
    unsaved_distribution,
    vehicle_hit_chances,
)
from xcom_manager.rules.wargame.moves import MAX_INCHES
from xcom_manager.rules.wargame.odds import tank_damage_chance
from xcom_manager.rules.wargame.state import (
    CharacterState,
    CharacterStatus,
    EventType,
    WargameState,
)
from xcom_manager.rules.wargame.targets import target_of
from xcom_manager.rules.wargame.turns import check_mark_acted

__all__ = [
    "BARE_HANDS",
    "MAX_ATTACKS",
    "Weapon",
    "attack",
    "attack_odds",
    "check_attack",
    "to_hit_score",
    "weapon_of",
]

#: The most shots or attacks one declaration may roll.
MAX_ATTACKS = 20

#: The bounds of an item's id (a database row's) and of a profile's numbers.
_MAX_ID = 2**63 - 1
_MAX_VALUE = 1000


#: M-CC-1: close combat without a weapon: one attack per Attacks, the user's Strength, no AP.
BARE_HANDS = WeaponProfile(WeaponType.melee, 0, None, None, 1)


@dataclass(frozen=True, slots=True)
class Weapon:
    """What an attack uses: the item (``None``: bare hands in close combat) and its profile,
    the Strength of its hits (the user's where the profile gives none), and its charges left
    (``None``: none counted)."""

    item_id: int | None
    item_type: str | None
    profile: WeaponProfile
    strength: int
    charges_left: int | None

    def __post_init__(self) -> None:
        optional_whole_number("the weapon", self.item_id, minimum=-_MAX_ID, maximum=_MAX_ID)
        if not isinstance(self.profile, WeaponProfile):
            raise RulesError(f"not a weapon profile: {shown(self.profile)}")
        whole_number("a weapon's Strength", self.strength, minimum=-_MAX_VALUE, maximum=_MAX_VALUE)
        optional_whole_number(
            "a weapon's charges", self.charges_left, minimum=-1, maximum=_MAX_VALUE
        )

    @property
    def type(self) -> WeaponType:
        return self.profile.type

    @property
    def range(self) -> int:
        return self.profile.range

    @property
    def ap(self) -> int | None:
        return self.profile.ap

    @property
    def shooting(self) -> bool:
        return self.type.shooting


def _stat(state: WargameState, ch: CharacterState, key: str) -> int:
    return int(state.setup.character(ch.id).stats.get(key, 0))


def weapon_of(
    state: WargameState, ruleset: Ruleset, ch: CharacterState, item_id: int | None
) -> tuple[Weapon | None, list[Violation]]:
    """The weapon ``ch`` attacks with, or why it cannot (M-SHOOT-1, M-CC-1, W-HAND-3 / R-4,
    W-WATER-1 / R-15; out of charges)."""
    optional_whole_number("the weapon", item_id, minimum=-_MAX_ID, maximum=_MAX_ID)
    if item_id is None:
        # M-CC-1: without a close combat weapon the hits use the attacker's Strength.
        return Weapon(None, None, BARE_HANDS, _stat(state, ch, "S"), None), []
    carried = next((i for i in ch.items if i.item_id == item_id), None)
    if carried is None:
        return None, [
            Violation.of("M-SHOOT-1", "attack_not_carried", soldier=ch.name, item=item_id)
        ]
    item = ruleset.items.get(carried.item_type)
    name = item.name if item is not None else carried.item_type
    if item is None or item.kind is not ItemKind.weapon:
        return None, [Violation.of("M-SHOOT-1", "attack_not_a_weapon", item=name)]
    profile = item.profile
    if profile is None:
        return None, [
            Violation.of("M-SHOOT-1", "attack_no_profile", item=name, key=f"items.{item.key}")
        ]
    environment = Environment.underwater if in_water(state, ch) else Environment.ground
    found = list(usability(ruleset, item, kit(state, ch), carried.slot, environment))
    charges = carried.charges if carried.charges is not None else item.charges
    if charges is not None and charges <= 0:
        found.append(Violation.of("M-SHOOT-1", "attack_no_charges", soldier=ch.name, item=name))
    strength = profile.strength if profile.strength is not None else _stat(state, ch, "S")
    return Weapon(item_id, item.key, profile, strength, charges), found


def _shots(command: Attack, weapon: Weapon, attacks: int) -> int:
    """The shots or attacks: the GM's number, else M-SHOOT-1's of the profile at the distance
    (:meth:`~xcom_manager.rules.ruleset.WeaponProfile.shots_at`), else M-CC-1's Attacks."""
    if command.shots is not None:
        return command.shots
    if weapon.shooting:
        return weapon.profile.shots_at(_distance(command.distance or 0.0))
    return attacks


def _distance(distance: object) -> float:
    unit = "a number of inches"
    return number("the distance", distance, minimum=0, maximum=MAX_INCHES, unit=unit)


def _check_command(command: Attack) -> None:
    """Odd values are the command's mistake, not a refusal of the rules: a
    :class:`~xcom_manager.rules.errors.RulesError` naming the value (M-SHOOT-1, M-SAVE-1, R-22)."""
    if not isinstance(command, Attack):
        raise RulesError(f"not an attack: {shown(command)}")
    text("the attacker", command.attacker_id)
    text("the target", command.target_id)
    optional_whole_number("the weapon", command.item_id, minimum=-_MAX_ID, maximum=_MAX_ID)
    if command.distance is not None:
        _distance(command.distance)
    optional_whole_number("shots or attacks", command.shots, minimum=1, maximum=MAX_ATTACKS)
    optional_whole_number("a cover save", command.cover_save, minimum=2, maximum=6)
    if not isinstance(command.base_contact, bool):
        raise RulesError(f"base contact is true or false, not {shown(command.base_contact)}")
    choice("a facing", command.facing, FACINGS)


def check_attack(state: WargameState, ruleset: Ruleset, command: Attack) -> Verdict:
    """May this attack be made now? Every finding is collected.

    The attacker: MIS-1, MIS-4 (shooting only: both sides fight in an assault), W-ACT-1, MIS-5
    (shooting in the shooting phase, close combat in the assault phase, once) and a spent phase
    (R-2, R-20, R-23). The weapon: carried, a weapon with a profile, usable where it sits and
    by this unit type (W-HAND-3 / R-4), under water an underwater or mixed one (W-WATER-1),
    with a charge left (M-SHOOT-1). The target: another character, an enemy on the table
    (MIS-8), within range (M-SHOOT-1) or in base contact (M-CC-1).
    """
    _check_command(command)
    attacker = state.character(command.attacker_id)
    target = state.character(command.target_id)
    weapon, found = weapon_of(state, ruleset, attacker, command.item_id)
    shooting = weapon.shooting if weapon is not None else True
    found = [*check_mark_acted(state, attacker.id, "shot" if shooting else "assaulted"), *found]
    if target.id == attacker.id:
        found.append(Violation.of("MIS-8", "attack_self", soldier=attacker.name))
    elif target.side == attacker.side:
        found.append(
            Violation.of("MIS-8", "attack_friend", soldier=attacker.name, target=target.name)
        )
    if not target.in_play:
        found.append(
            Violation.of("MIS-8", "attack_target_gone", target=target.name, status=target.status)
        )
    if weapon is not None and weapon.shooting:
        if command.distance is None:
            found.append(Violation.of("M-SHOOT-1", "attack_no_distance", target=target.name))
        elif command.distance > weapon.range:
            found.append(
                Violation.of(
                    "M-SHOOT-1",
                    "attack_out_of_range",
                    target=target.name,
                    distance=f"{command.distance:g}",
                    range=weapon.range,
                )
            )
    elif weapon is not None and not command.base_contact:
        found.append(
            Violation.of("M-CC-1", "attack_no_contact", soldier=attacker.name, target=target.name)
        )
    return Verdict(tuple(found))


def to_hit_score(ruleset: Ruleset, shooting: bool, attacker_ws_or_bs: int, defender_ws: int) -> int:
    """M-SHOOT-1: the d6 score by Ballistic Skill (the ``shooting.to_hit_by_bs`` table, BS5 for
    5 or more; a 1 always misses). M-CC-1: by the Weapon Skills (``close_combat.to_hit_by_ws``):
    higher than the defender's, equal or lower but more than half, half or less."""
    attacker_ws_or_bs = whole_number(
        "the attacker's skill", attacker_ws_or_bs, minimum=-_MAX_VALUE, maximum=_MAX_VALUE
    )
    defender_ws = whole_number(
        "the defender's Weapon Skill", defender_ws, minimum=-_MAX_VALUE, maximum=_MAX_VALUE
    )
    if shooting:
        table = dict(cast(tuple[tuple[str, int], ...], ruleset.ruling("shooting.to_hit_by_bs")))
        skill = min(max(attacker_ws_or_bs, 1), 5)
        return max(table[f"bs{skill}"], 2)
    table = dict(cast(tuple[tuple[str, int], ...], ruleset.ruling("close_combat.to_hit_by_ws")))
    if attacker_ws_or_bs > defender_ws:
        return table["higher"]
    if attacker_ws_or_bs * 2 > defender_ws:
        return table["equal"]
    return table["half_or_less"]


def _hit_chance(score: int) -> Fraction:
    return Fraction(sum(1 for face in range(2, D6 + 1) if face >= score), D6)


def _profile(
    state: WargameState, ruleset: Ruleset, command: Attack
) -> tuple[CharacterState, CharacterState, Weapon, int, int, Hit]:
    attacker = state.character(command.attacker_id)
    target = state.character(command.target_id)
    weapon, _ = weapon_of(state, ruleset, attacker, command.item_id)
    assert weapon is not None
    skill = _stat(state, attacker, "BS" if weapon.shooting else "WS")
    score = to_hit_score(ruleset, weapon.shooting, skill, _stat(state, target, "WS"))
    tries = _shots(command, weapon, _stat(state, attacker, "A"))
    hit = Hit(weapon.strength, weapon.ap, command.cover_save if weapon.shooting else None)
    return attacker, target, weapon, score, tries, hit


def attack(state: WargameState, ruleset: Ruleset, command: Attack, dice: Dice) -> list[Fact]:
    """Make the attack (checked by :func:`check_attack`) in one step: a d6 per shot or attack
    to hit (M-SHOOT-1: a 1 always misses; M-CC-1), then M-HIT-1 and M-SAVE-1 for the hits
    (:func:`~.hits.resolve_hits`); a weapon with charges spends one (M-SHOOT-1). The unsaved
    wounds follow as a ``wounded`` event (R-8; W-WATER-4 / R-10 aqualung dice, none in air,
    R-28), or a ``died`` event when they kill outright (M-HIT-1)."""
    refuse_if(check_attack(state, ruleset, command).violations)
    attacker, target, weapon, score, tries, hit = _profile(state, ruleset, command)
    to_hit = [dice.roll("to hit", D6) for _ in range(tries)]
    hits = sum(1 for roll in to_hit if roll.value != 1 and roll.value >= score)
    defence = target_of(state, ruleset, target, facing=command.facing)
    result = resolve_hits(ruleset, hits, hit, defence, dice)
    rule_ids = ["M-SHOOT-1" if weapon.shooting else "M-CC-1", "M-HIT-1"]
    if result.saves:
        rule_ids.append("M-SAVE-1")
    if defence.vehicle:
        rule_ids.append("R-22")
    charges_left = None if weapon.charges_left is None else weapon.charges_left - 1
    payload: dict[str, Any] = {
        "attacker": attacker.id,
        "target": target.id,
        "item_id": weapon.item_id,
        "item_type": weapon.item_type,
        "weapon_type": weapon.type.value,
        "strength": weapon.strength,
        "ap": weapon.ap,
        "distance": command.distance,
        "cover_save": hit.cover_save,
        "facing": command.facing if defence.vehicle else None,
        "armour": defence.armour,
        "toughness": defence.toughness,
        "shots": tries,
        "to_hit": score,
        "hit_rolls": [roll.value for roll in to_hit],
        "hits": hits,
        **result.to_payload(),
        "charges_left": charges_left,
        "rolls": rolls_to_payload([*to_hit, *result.rolls]),
        "rule_ids": rule_ids,
    }
    facts: list[Fact] = [(EventType.attacked, payload)]
    facts += wounds_that_follow(state, ruleset, target.id, result, dice)
    return facts


def attack_odds(state: WargameState, ruleset: Ruleset, command: Attack) -> tuple[Outcome, ...]:
    """The exact odds before the dice (only for an attack the rules allow): ``hits`` per
    count is left out; for a character the chance of each number of unsaved wounds (``unsaved``
    with its count), of going down (R-8) or of being killed outright (M-HIT-1), and under water
    of the tank being damaged (W-WATER-4, R-10); for a vehicle (R-22) the chance of at least
    one penetrating and of at least one glancing hit."""
    if check_attack(state, ruleset, command).violations:
        return ()
    _, target, _, score, tries, hit = _profile(state, ruleset, command)
    defence = target_of(state, ruleset, target, facing=command.facing)
    p_hit = _hit_chance(score)
    if defence.armour is not None:
        penetrating, glancing = vehicle_hit_chances(hit.strength, defence.armour)
        return (
            Outcome("penetrating_hit", 1 - (1 - p_hit * penetrating) ** tries),
            Outcome("glancing_hit", 1 - (1 - p_hit * glancing) ** tries),
        )
    distribution = unsaved_distribution(ruleset, tries, p_hit, hit, defence)
    odds = [Outcome("unsaved", chance, count) for count, chance in enumerate(distribution)]
    some = 1 - distribution[0]
    killing = defence.several_wounds and hit.strength >= 2 * defence.toughness
    if killing:
        odds.append(Outcome("killed", some))
    elif target.status is CharacterStatus.active:
        odds.append(Outcome("goes_down", sum(distribution[target.wounds :], Fraction(0))))
    if not killing and rolls_aqualung(state, target):
        per_wound = ruleset.ruling("aqualung.roll_per") == "wound"
        damaged = sum(
            (
                chance * tank_damage_chance(count if per_wound else 1)
                for count, chance in enumerate(distribution)
                if count > 0
            ),
            Fraction(0),
        )
        odds.append(Outcome("tank_damaged", damaged))
    return tuple(odds)
