"""The value types of a ruleset: stats, slots, unit types, soldier classes, items, species, and
the :class:`Ruleset` that holds them with its rulings.

All are frozen, slotted dataclasses whose mappings are read-only; :func:`parse_ruleset
<xcom_manager.rules.ruleset.parse_ruleset>` builds them from a validated file. R-1 keeps the
soldier class (W-HAND-4) and the unit type (W-JUMP) apart.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Literal, cast

from xcom_manager.rules.errors import RulesError, choice, shown, text
from xcom_manager.rules.ruleset.combat import VehicleArmour, WeaponProfile
from xcom_manager.rules.ruleset.names import Names, shown_name
from xcom_manager.rules.ruleset.rulings import RULING_DEFAULTS, RulingValue

__all__ = [
    "DEFAULT_ITEM_SIZES",
    "DEFAULT_WOUNDS_STAT",
    "SYSTEMS",
    "Environment",
    "ItemKind",
    "ItemType",
    "Ruleset",
    "SlotDef",
    "SoldierClass",
    "Species",
    "StatDef",
    "UnitType",
]

#: The rule systems a ruleset may belong to.
SYSTEMS: tuple[str, ...] = ("wargame", "boardgame")

#: R-4 / INV-2: an item's size when its entry gives none, by the size of the slot it calls for
#: (0 for a small-size slot, 1 for a large-size one: "one per hand or the backpack").
DEFAULT_ITEM_SIZES: Mapping[str, int] = MappingProxyType({"small": 0, "large": 1})

#: The stat that counts a character's wounds, per rule system (M-HIT-1 ``W``; M-CX-4 Health).
DEFAULT_WOUNDS_STAT: Mapping[str, str] = MappingProxyType({"wargame": "W", "boardgame": "Health"})


class ItemKind(StrEnum):
    """What an item is. R-3: only ``ammo`` (charges) is restricted by W-HAND-4."""

    weapon = "weapon"
    ammo = "ammo"
    medkit = "medkit"
    grenade = "grenade"
    equipment = "equipment"
    aqualung_tank = "aqualung_tank"


class Environment(StrEnum):
    """R-15: the weapon types of W-WATER-1."""

    ground = "ground"
    underwater = "underwater"
    mixed = "mixed"


@dataclass(frozen=True, slots=True)
class StatDef:
    """One characteristic of the stat line (WS, BS, ... or Movement, Melee, ...) and its bounds."""

    key: str
    label: str
    minimum: int
    maximum: int

    def contains(self, value: int) -> bool:
        """Whether ``value`` is a whole number within the stat's bounds."""
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return self.minimum <= value <= self.maximum


@dataclass(frozen=True, slots=True)
class SlotDef:
    """An inventory slot (W-HAND-3): ``size`` is the item size it holds, ``small`` or ``large``."""

    key: str
    label: str
    size: str


@dataclass(frozen=True, slots=True)
class UnitType:
    """A 40k unit type (R-1), used by W-JUMP: who may climb (W-JUMP-9), who needs a run-up
    (W-JUMP-3), who flies (W-JUMP-1), and how many of each slot it has (W-HAND-3). R-22:
    ``vehicle`` unit types take hits on their ``armour`` (M-HIT-1, W-JUMP-6); M-SAVE-1: an
    ``invulnerable_save`` its models all have."""

    key: str
    name: str
    can_climb: bool
    needs_run_up: bool
    can_fly: bool
    slots: Mapping[str, int] = field(hash=False)
    vehicle: bool = False
    armour: VehicleArmour | None = None
    invulnerable_save: int | None = None


@dataclass(frozen=True, slots=True)
class SoldierClass:
    """A soldier class (R-1: the "class" of W-HAND-4) with a recruit's default stats."""

    key: str
    name: str
    default_stats: Mapping[str, int] = field(hash=False)
    default_unit_type: str


@dataclass(frozen=True, slots=True)
class ItemType:
    """An entry of the item catalogue.

    ``slot`` is the slot the item calls for to be *used* (W-HAND-3); ``environment`` says where a
    weapon works (W-WATER-1, R-15); ``ammo_for`` lists the items an ``ammo`` item charges (R-3);
    ``profile`` is a weapon's (M-SHOOT-1, M-CC-1); ``invulnerable_save`` one its carrier has
    (M-SAVE-1). ``size`` is the item size of the full wargame ruleset (R-4, INV-2): 0 for a
    small-size slot, 1 for a large-size slot (one per hand or the backpack), 2 person-sized, 3
    very large; items of size 0 or 1 may be carried in any personal slot, larger ones in none.
    A ruleset file always sets it (by default from the size of the slot the item calls for);
    ``None`` (an item made without one) means just that, see ``rules.inventory.item_size``.
    """

    key: str
    name: str
    kind: ItemKind
    slot: str
    environment: Environment
    charges: int | None
    ammo_for: tuple[str, ...]
    icon: str
    profile: WeaponProfile | None = None
    invulnerable_save: int | None = None
    size: int | None = None

    @property
    def works_underwater(self) -> bool:
        """W-WATER-1: under water only weapons of the underwater or mixed type work."""
        return self.environment is not Environment.ground


@dataclass(frozen=True, slots=True)
class Species:
    """An alien (or other) species: its unit type, stats and whether it breathes air (R-10);
    its own vehicle ``armour`` (R-22, else its unit type's) and ``invulnerable_save``
    (M-SAVE-1); its ``abilities`` by name (B-ACT-8: one with "psy" in it makes Psychic
    Attacks)."""

    key: str
    name: str
    unit_type: str
    stats: Mapping[str, int] = field(hash=False)
    breathes_air: bool
    armour: VehicleArmour | None = None
    invulnerable_save: int | None = None
    abilities: tuple[str, ...] = ()

    @property
    def psychic(self) -> bool:
        """B-ACT-8: "psychic" or "psy" in an ability's name."""
        return any("psy" in ability.casefold() for ability in self.abilities)


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A validated ruleset. Every mapping is read-only; build one with :func:`parse_ruleset`."""

    id: str
    name: str
    system: Literal["wargame", "boardgame"]
    source: str
    stats: tuple[StatDef, ...]
    slots: tuple[SlotDef, ...]
    ranks: tuple[str, ...]
    soldier_classes: Mapping[str, SoldierClass] = field(hash=False)
    unit_types: Mapping[str, UnitType] = field(hash=False)
    items: Mapping[str, ItemType] = field(hash=False)
    species: Mapping[str, Species] = field(hash=False)
    rulings: Mapping[str, RulingValue] = field(hash=False)
    wounds_stat: str = ""
    description: str = ""
    names: Names = field(default_factory=lambda: MappingProxyType({}), hash=False)

    def __post_init__(self) -> None:
        choice("a ruleset's system", self.system, SYSTEMS)
        if not self.wounds_stat:
            object.__setattr__(self, "wounds_stat", DEFAULT_WOUNDS_STAT[self.system])

    def ruling(self, key: str) -> RulingValue:
        """The value of a ruling key such as ``"handoff.same_class_key"`` (R-1).

        Every RULES.md ruling has a default, so a known key always has a value; an unknown key
        raises :class:`~xcom_manager.rules.errors.RulesError`.
        """
        if isinstance(key, str) and key in self.rulings:
            return self.rulings[key]
        if isinstance(key, str) and key in RULING_DEFAULTS:
            return RULING_DEFAULTS[key]
        raise RulesError(f"no ruling {shown(key)} in RULES.md")

    def english_names(self) -> dict[str, str]:
        """Every nameable thing by ``"<kind>.<key>"`` (``"ranks.<rank>"``, ``"ruleset"``) and
        its English name, in the file's order."""
        english = {"ruleset": self.name}
        english.update({f"ranks.{r}": r for r in self.ranks})
        english.update({f"stats.{s.key}": s.label for s in self.stats})
        english.update({f"slots.{s.key}": s.label for s in self.slots})
        english.update({f"unit_types.{k}": u.name for k, u in self.unit_types.items()})
        english.update({f"soldier_classes.{k}": v.name for k, v in self.soldier_classes.items()})
        english.update({f"items.{k}": v.name for k, v in self.items.items()})
        english.update({f"species.{k}": v.name for k, v in self.species.items()})
        return english

    def shown(self, kind: str, key: str, language: str | None = None) -> str:
        """The name of the ``kind`` (``"items"``, ``"ranks"``, ...) entry ``key`` in ``language``
        (default: the display language), English where the file gives none, the key itself for
        an entry the ruleset does not have (a value from an older ruleset)."""
        text("a name's kind", kind)
        text("a name's key", key)
        return shown_name(self.names, f"{kind}.{key}", self._english_name(kind, key), language)

    def _english_name(self, kind: str, key: str) -> str:
        """``english_names()[f"{kind}.{key}"]`` without building the table (a move names its
        item on every handoff), else ``key``."""
        entries: Mapping[str, Any] | None = {
            "unit_types": self.unit_types,
            "soldier_classes": self.soldier_classes,
            "items": self.items,
            "species": self.species,
        }.get(kind)
        if entries is not None:
            entry = entries.get(key)
            return key if entry is None else str(entry.name)
        if kind == "stats" or kind == "slots":
            defs: tuple[StatDef, ...] | tuple[SlotDef, ...] = getattr(self, kind)
            return next((d.label for d in defs if d.key == key), key)
        return key  # a rank's English name is its key; so is anything unknown

    def stat_heading(self, key: str) -> str:
        """A column heading for the stat ``key``: the key where it is an abbreviation (the
        wargame's ``WS``, ``Ld``), else its name in the display language (the board game's
        ``Movement``)."""
        text("a stat's key", key)
        return key if len(key) <= 2 else self.shown("stats", key)

    @property
    def shown_title(self) -> str:
        """The ruleset's name in the display language."""
        return shown_name(self.names, "ruleset", self.name)

    @property
    def stat_keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.stats)

    def stat(self, key: str) -> StatDef:
        """The stat ``key`` of the stat line (:class:`~xcom_manager.rules.errors.RulesError` for
        a stat the ruleset does not have)."""
        for s in self.stats:
            if s.key == key:
                return s
        raise RulesError(f"{shown(key)} is not a stat of {self.name}")

    @property
    def slot_keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.slots)

    def combat_die(self) -> tuple[str, ...]:
        """R-12 / M-CX-1: the twelve faces of the Combat die, one entry per face."""
        faces = cast(tuple[tuple[str, int], ...], self.ruling("combat.faces"))
        return tuple(name for name, count in faces for _ in range(count))
