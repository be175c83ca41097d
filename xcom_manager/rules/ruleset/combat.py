"""The combat data of a ruleset: weapon profiles (M-SHOOT-1, M-CC-1), vehicle armour (R-22,
M-HIT-1) and invulnerable saves (M-SAVE-1), each checked like the rest of the file.

A weapon's profile is an inline table of its item::

    profile = { range = 24, strength = 4, ap = 5, type = "rapid_fire" }
    profile = { range = 36, strength = 5, ap = 4, type = "heavy", shots = 3 }
    profile = { type = "melee" }                  # close combat: the user's Strength
    profile = { type = "melee", strength = 6, ap = 2 }

* ``type``: ``rapid_fire``, ``assault``, ``heavy``, ``pistol`` (shooting, M-SHOOT-1) or
  ``melee`` (close combat, M-CC-1);
* ``range``: inches, required for shooting types, not given for ``melee``;
* ``strength``: 1..10; for ``melee`` it may be left out: the attacker's own Strength;
* ``ap``: 1..6, left out for none ("AP -");
* ``shots``: the N of Assault N and Heavy N (1..20, required for those two types, refused for
  the others: Rapid Fire and Pistol have their own counts).

A vehicle's armour (R-22) is ``armour = { front = 12, side = 11, rear = 10 }``, each 1..20; an
invulnerable save (M-SAVE-1) is ``invulnerable_save = 4`` (2..6).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType

from xcom_manager.rules.errors import choice, number
from xcom_manager.rules.ruleset.checker import Checker

__all__ = [
    "DEFAULT_ARMOUR",
    "FACINGS",
    "VehicleArmour",
    "WeaponProfile",
    "WeaponType",
    "check_armour",
    "check_invulnerable",
    "check_profile",
]

#: M-HIT-1: the facings of a vehicle a hit may strike.
FACINGS: tuple[str, ...] = ("front", "side", "rear")

_MAX_RANGE = 999
_MAX_SHOTS = 20
_MAX_ARMOUR = 20


class WeaponType(StrEnum):
    """M-SHOOT-1's shot counts (Rapid Fire, Assault N, Heavy N, Pistol) and M-CC-1's melee."""

    rapid_fire = "rapid_fire"
    assault = "assault"
    heavy = "heavy"
    pistol = "pistol"
    melee = "melee"

    @property
    def shooting(self) -> bool:
        """Fired in the shooting phase (M-SHOOT-1); ``melee`` fights in the assault (M-CC-1)."""
        return self is not WeaponType.melee


#: The types whose shots the profile gives (Assault N, Heavy N).
_COUNTED = frozenset({WeaponType.assault, WeaponType.heavy})


@dataclass(frozen=True, slots=True)
class WeaponProfile:
    """A weapon's profile: ``range`` in inches (0 for melee), ``strength`` (``None``: the
    user's, melee only), ``ap`` (``None``: no AP), ``type`` and ``shots`` (Assault N, Heavy N;
    1 for the others)."""

    type: WeaponType
    range: int
    strength: int | None
    ap: int | None
    shots: int

    def shots_at(self, distance: float) -> int:
        """M-SHOOT-1's default shots at ``distance`` inches: Rapid Fire two within half range,
        one beyond; Assault N and Heavy N their N; a Pistol one. The GM may change it."""
        distance = number(
            "the distance", distance, minimum=0, maximum=10_000, unit="a number of inches"
        )
        if self.type is WeaponType.rapid_fire:
            return 2 if distance * 2 <= self.range else 1
        return self.shots


@dataclass(frozen=True, slots=True)
class VehicleArmour:
    """R-22 / M-HIT-1: a vehicle's armour values by facing."""

    front: int
    side: int
    rear: int

    def facing(self, name: str) -> int:
        """The armour value of ``name`` (``front``, ``side`` or ``rear``)."""
        values: Mapping[str, int] = {"front": self.front, "side": self.side, "rear": self.rear}
        return values[choice("a facing", name, FACINGS)]


#: R-22: the armour of a vehicle unit type whose file gives none.
DEFAULT_ARMOUR = VehicleArmour(10, 10, 10)

_PROFILE_KEYS = ("type", "range", "strength", "ap", "shots")


def check_profile(c: Checker, path: str, value: object) -> WeaponProfile:
    """A weapon profile (see the module docstring); every mistake names its key."""
    table = c.as_table(path, value)
    c.no_unknown(path, table, _PROFILE_KEYS)
    if "type" not in table:
        c.fail(path, "a weapon profile needs a type: " + ", ".join(t.value for t in WeaponType))
    kind = WeaponType(c.as_choice(f"{path}.type", table["type"], [t.value for t in WeaponType]))
    if kind.shooting:
        if "range" not in table:
            c.fail(path, f"a {kind.value} weapon needs a range in inches (M-SHOOT-1)")
        weapon_range = c.as_int(f"{path}.range", table["range"], 1, _MAX_RANGE)
        if "strength" not in table:
            c.fail(path, f"a {kind.value} weapon needs a strength (M-SHOOT-1)")
    else:
        if "range" in table:
            c.fail(
                f"{path}.range", "a melee weapon has no range: it fights in base contact (M-CC-1)"
            )
        weapon_range = 0
    strength = (
        c.as_int(f"{path}.strength", table["strength"], 1, 10) if "strength" in table else None
    )
    ap = c.as_int(f"{path}.ap", table["ap"], 1, 6) if "ap" in table else None
    if kind in _COUNTED:
        if "shots" not in table:
            c.fail(path, f"a {kind.value} weapon needs shots: the N of {kind.value.title()} N")
        shots = c.as_int(f"{path}.shots", table["shots"], 1, _MAX_SHOTS)
    else:
        if "shots" in table:
            c.fail(
                f"{path}.shots",
                f"only assault and heavy weapons give shots; a {kind.value} weapon's are fixed",
            )
        shots = 1
    return WeaponProfile(type=kind, range=weapon_range, strength=strength, ap=ap, shots=shots)


def check_armour(c: Checker, path: str, value: object) -> VehicleArmour:
    """``{ front = .., side = .., rear = .. }``, each 1..20 (R-22)."""
    table = c.as_table(path, value)
    c.no_unknown(path, table, FACINGS)
    values: dict[str, int] = {}
    for facing in FACINGS:
        if facing not in table:
            c.fail(path, f"missing the {facing} armour value")
        values[facing] = c.as_int(f"{path}.{facing}", table[facing], 1, _MAX_ARMOUR)
    return VehicleArmour(**values)


def check_invulnerable(c: Checker, path: str, value: object) -> int:
    """An invulnerable save (M-SAVE-1): the d6 score that saves, 2..6."""
    return c.as_int(path, value, 2, 6)


#: The weapon types by value, read-only (for the views' words).
WEAPON_TYPES: Mapping[str, WeaponType] = MappingProxyType({t.value: t for t in WeaponType})
