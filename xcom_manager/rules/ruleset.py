"""Rulesets: the data a campaign plays by, loaded from a TOML file and validated in full.

A ruleset file (``resources/rulesets/*.toml``, or a user's own) holds the stat line of its rule
system, the ranks, the inventory slots, the soldier classes and unit types (R-1 keeps the two
apart: the class governs W-HAND-4, the unit type governs W-JUMP), the item catalogue (kind, slot,
environment for W-WATER-1 / R-15, charges), the alien species, and every ruling key of RULES.md
(R-1 .. R-20) with its value. Rulings a file leaves out take the RULES.md default, so a user's
ruleset may be short.

Loading checks everything: required keys, types, allowed values, unknown keys (a typo is refused
and named), and cross references. A mistake raises :class:`RulesetError` naming the file, the
dotted key, the line where it can be found and the problem in words, fit to show to the user::

    wargame.toml:212: items.laser_rifle.environment: must be one of ground, underwater, mixed,
    not 'land'

The format is documented at the top of ``resources/rulesets/wargame.toml``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, NoReturn, TypeAlias, cast

__all__ = [
    "COMBAT_FACE_NAMES",
    "FORMAT_VERSION",
    "RULING_DEFAULTS",
    "RULING_RULE_IDS",
    "SYSTEMS",
    "Environment",
    "ItemKind",
    "ItemType",
    "Ruleset",
    "RulesetError",
    "RulesetSyntaxError",
    "RulingValue",
    "SlotDef",
    "SoldierClass",
    "Species",
    "StatDef",
    "UnitType",
    "load_ruleset",
    "load_rulesets",
    "parse_ruleset",
]

#: The only ruleset file format this version of xcom_manager reads.
FORMAT_VERSION = 1

#: The rule systems a ruleset may belong to.
SYSTEMS: tuple[str, ...] = ("wargame", "boardgame")

#: The stat that counts a character's wounds, per rule system (M-HIT-1 ``W``; M-CX-4 Health).
_DEFAULT_WOUNDS_STAT: Mapping[str, str] = MappingProxyType({"wargame": "W", "boardgame": "Health"})

#: M-CX-1: the faces a Combat die may show.
COMBAT_FACE_NAMES: tuple[str, ...] = (
    "blank",
    "hit",
    "double_hit",
    "critical_hit",
    "shield",
    "double_shield",
)

#: M-CX-1: a Combat die has twelve faces.
COMBAT_DIE_SIDES = 12

RulingValue: TypeAlias = bool | int | str | tuple[tuple[str, int], ...]


# --------------------------------------------------------------------------------------------
# Errors


class RulesetError(ValueError):
    """A ruleset file the user can fix: where (file, line, dotted key) and what is wrong."""

    source: str
    key: str | None
    line: int | None
    problem: str

    def __init__(self, source: str, key: str | None, line: int | None, problem: str) -> None:
        self.source = source
        self.key = key
        self.line = line
        self.problem = problem
        super().__init__(self._text())

    def _text(self) -> str:
        where = self.source if self.line is None else f"{self.source}:{self.line}"
        parts = [where]
        if self.key is not None:
            parts.append(self.key)
        parts.append(self.problem)
        return ": ".join(parts)

    def __str__(self) -> str:
        return self._text()

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.source, self.key, self.line, self.problem))


class RulesetSyntaxError(RulesetError):
    """The file is not valid TOML at all (the line and column come from the TOML parser)."""


# --------------------------------------------------------------------------------------------
# Value types


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
    (W-JUMP-3), who flies (W-JUMP-1), and how many of each slot it has (W-HAND-3)."""

    key: str
    name: str
    can_climb: bool
    needs_run_up: bool
    can_fly: bool
    slots: Mapping[str, int] = field(hash=False)


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
    weapon works (W-WATER-1, R-15); ``ammo_for`` lists the items an ``ammo`` item charges (R-3).
    """

    key: str
    name: str
    kind: ItemKind
    slot: str
    environment: Environment
    charges: int | None
    ammo_for: tuple[str, ...]
    icon: str

    @property
    def works_underwater(self) -> bool:
        """W-WATER-1: under water only weapons of the underwater or mixed type work."""
        return self.environment is not Environment.ground


@dataclass(frozen=True, slots=True)
class Species:
    """An alien (or other) species: its unit type, stats and whether it breathes air (R-10)."""

    key: str
    name: str
    unit_type: str
    stats: Mapping[str, int] = field(hash=False)
    breathes_air: bool


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

    def __post_init__(self) -> None:
        if not self.wounds_stat:
            object.__setattr__(self, "wounds_stat", _DEFAULT_WOUNDS_STAT[self.system])

    def ruling(self, key: str) -> RulingValue:
        """The value of a ruling key such as ``"handoff.same_class_key"`` (R-1).

        Every RULES.md ruling has a default, so a known key always has a value; an unknown key is
        a programming error and raises ``KeyError``.
        """
        if key in self.rulings:
            return self.rulings[key]
        return RULING_DEFAULTS[key]

    @property
    def stat_keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.stats)

    def stat(self, key: str) -> StatDef:
        for s in self.stats:
            if s.key == key:
                return s
        raise KeyError(key)

    @property
    def slot_keys(self) -> tuple[str, ...]:
        return tuple(s.key for s in self.slots)

    def combat_die(self) -> tuple[str, ...]:
        """R-12 / M-CX-1: the twelve faces of the Combat die, one entry per face."""
        faces = cast(tuple[tuple[str, int], ...], self.ruling("combat.faces"))
        return tuple(name for name, count in faces for _ in range(count))


# --------------------------------------------------------------------------------------------
# Rulings: every key of RULES.md, its default and what values it accepts


@dataclass(frozen=True, slots=True)
class _RulingSpec:
    rule_id: str
    default: RulingValue
    check: Callable[[_Checker, str, object], RulingValue]


def _bool_ruling(c: _Checker, path: str, value: object) -> RulingValue:
    return c.as_bool(path, value)


def _int_ruling(minimum: int, maximum: int) -> Callable[[_Checker, str, object], RulingValue]:
    def check(c: _Checker, path: str, value: object) -> RulingValue:
        return c.as_int(path, value, minimum, maximum)

    return check


def _enum_ruling(*allowed: str) -> Callable[[_Checker, str, object], RulingValue]:
    def check(c: _Checker, path: str, value: object) -> RulingValue:
        return c.as_choice(path, value, allowed)

    return check


def _die_value(c: _Checker, path: str, value: object) -> RulingValue:
    """``test.auto_fail`` / ``test.auto_pass``: a d6 face, or 0 for "no automatic result"."""
    return c.as_int(path, value, 0, 6)


def _adjacency_ruling(c: _Checker, path: str, value: object) -> RulingValue:
    number = c.as_int(path, value, 4, 8)
    if number not in (4, 8):
        c.fail(path, f"must be 4 (orthogonal) or 8 (orthogonal and diagonal), not {number}")
    return number


def _faces_ruling(c: _Checker, path: str, value: object) -> RulingValue:
    """R-12 / M-CX-1: ``{ blank = 4, hit = 3, ... }``, counts summing to 12."""
    table = c.as_table(path, value)
    c.no_unknown(path, table, COMBAT_FACE_NAMES)
    faces: list[tuple[str, int]] = []
    for name in COMBAT_FACE_NAMES:
        if name in table:
            faces.append((name, c.as_int(f"{path}.{name}", table[name], 0, COMBAT_DIE_SIDES)))
    total = sum(count for _, count in faces)
    if total != COMBAT_DIE_SIDES:
        c.fail(
            path,
            f"the face counts must add up to {COMBAT_DIE_SIDES} (M-CX-1: the Combat die has "
            f"{COMBAT_DIE_SIDES} faces), not {total}",
        )
    return tuple(faces)


_RULINGS: Mapping[str, _RulingSpec] = MappingProxyType(
    {
        "test.auto_fail": _RulingSpec("M-TEST-1", 6, _die_value),
        "test.auto_pass": _RulingSpec("M-TEST-1", 1, _die_value),
        "handoff.same_class_key": _RulingSpec(
            "R-1", "soldier_class", _enum_ruling("soldier_class", "unit_type")
        ),
        "handoff.both_spend_phase": _RulingSpec("R-2", True, _bool_ruling),
        "handoff.allow_unusable_carry": _RulingSpec("R-4", True, _bool_ruling),
        "fall.min_ap": _RulingSpec("R-6", 1, _int_ruling(1, 6)),
        "injury.bleed_out_turns": _RulingSpec("R-8", 3, _int_ruling(1, 99)),
        "aqualung.grace_turns": _RulingSpec("R-9", 3, _int_ruling(0, 99)),
        "aqualung.roll_per": _RulingSpec("R-10", "wound", _enum_ruling("wound", "attack")),
        "combat.faces": _RulingSpec(
            "R-12",
            (
                ("blank", 4),
                ("hit", 3),
                ("double_hit", 1),
                ("critical_hit", 1),
                ("shield", 2),
                ("double_shield", 1),
            ),
            _faces_ruling,
        ),
        "grid.adjacency": _RulingSpec("R-13", 8, _adjacency_ruling),
        "injury.water_stabilise_once": _RulingSpec("R-17", True, _bool_ruling),
        "board.sprint_rounding": _RulingSpec("R-18", "down", _enum_ruling("down", "up")),
        "aqualung.replace_cost": _RulingSpec(
            "R-19",
            "movement_phase",
            _enum_ruling("movement_phase", "shooting_phase", "free"),
        ),
        "injury.stabilise_needs_medkit": _RulingSpec("R-20", False, _bool_ruling),
    }
)

#: Every ruling key of RULES.md with its default value.
RULING_DEFAULTS: Mapping[str, RulingValue] = MappingProxyType(
    {key: spec.default for key, spec in _RULINGS.items()}
)

#: The rule ID (R-n or M-...) that each ruling key answers.
RULING_RULE_IDS: Mapping[str, str] = MappingProxyType(
    {key: spec.rule_id for key, spec in _RULINGS.items()}
)


# --------------------------------------------------------------------------------------------
# Locating a dotted key in the raw text (best effort, for error messages)

_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY_LINE = re.compile(r"^\s*([A-Za-z0-9_\-.\"' ]+?)\s*=")


def _split_key(raw: str) -> tuple[str, ...]:
    return tuple(part.strip().strip("\"'") for part in raw.split("."))


class _Locator:
    """Finds the line of a dotted key: the ``[table]`` header, then the ``key =`` line in it."""

    def __init__(self, text: str) -> None:
        # Each region: (header path, header line or None for the root, [(key path, line)]).
        self._regions: list[tuple[tuple[str, ...], int | None, list[tuple[tuple[str, ...], int]]]]
        self._regions = [((), None, [])]
        in_multiline = False
        for number, line in enumerate(text.splitlines(), start=1):
            if line.count('"""') % 2 == 1 or line.count("'''") % 2 == 1:
                in_multiline = not in_multiline
                continue
            if in_multiline:
                continue
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            header = _HEADER.match(line)
            if header and "=" not in header.group(1):
                self._regions.append((_split_key(header.group(1)), number, []))
                continue
            key = _KEY_LINE.match(line)
            if key:
                self._regions[-1][2].append((_split_key(key.group(1)), number))

    def line_of(self, dotted: str) -> int | None:
        parts = tuple(dotted.split("."))
        best: tuple[int, int | None] | None = None  # (matched length, line)
        for header, header_line, keys in self._regions:
            if parts[: len(header)] != header:
                continue
            rest = parts[len(header) :]
            found: int | None = header_line
            matched = len(header)
            for end in range(len(rest), 0, -1):
                hit = next((n for k, n in keys if k == rest[:end]), None)
                if hit is not None:
                    found, matched = hit, len(header) + end
                    break
            if found is not None and (best is None or matched > best[0]):
                best = (matched, found)
        if best is not None:
            return best[1]
        # A key that only prefixes headers (an unknown top-level table written as [weapons.x]).
        for header, header_line, _ in self._regions:
            if header[: len(parts)] == parts:
                return header_line
        return None


# --------------------------------------------------------------------------------------------
# Checking the parsed document

_ITEM_KEY = re.compile(r"^[a-z][a-z0-9_]*$")
_STAT_KEY = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")
_RULESET_ID = re.compile(r"^[a-z][a-z0-9_\-]{0,63}$")
_ICON = re.compile(r"^[A-Za-z0-9_\-]+\.svg$")
_SLOT_SIZES = ("small", "large")

_ICON_BY_KIND: Mapping[ItemKind, str] = MappingProxyType(
    {
        ItemKind.ammo: "ammo.svg",
        ItemKind.medkit: "medkit.svg",
        ItemKind.grenade: "grenade.svg",
        ItemKind.equipment: "equipment.svg",
        ItemKind.aqualung_tank: "aqualung.svg",
    }
)


def _describe(value: object) -> str:
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int):
        return f"an integer ({value})"
    if isinstance(value, float):
        return f"a number with a fraction ({value})"
    if isinstance(value, str):
        return f"a string ({value!r})"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    return f"a date or time ({value})"


def _one_of(allowed: Iterable[str]) -> str:
    names = list(allowed)
    return ", ".join(names) if names else "(none defined)"


class _Checker:
    """Reads the TOML document and raises a located :class:`RulesetError` at the first fault."""

    def __init__(self, source: str, text: str) -> None:
        self.source = source
        self._locator = _Locator(text)

    def fail(self, path: str | None, problem: str) -> NoReturn:
        line = None if path is None else self._locator.line_of(path)
        raise RulesetError(self.source, path, line, problem)

    # -- shapes --------------------------------------------------------------------------

    def as_table(self, path: str, value: object) -> dict[str, Any]:
        if not isinstance(value, dict):
            self.fail(path, f"must be a table, not {_describe(value)}")
        return cast(dict[str, Any], value)

    def no_unknown(self, path: str, table: Mapping[str, Any], known: Iterable[str]) -> None:
        allowed = list(known)
        for key in table:
            if key not in allowed:
                where = f"{path}.{key}" if path else key
                self.fail(where, f"unknown key {key!r}; expected one of {_one_of(allowed)}")

    def section(
        self,
        path: str,
        value: object,
        *,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> dict[str, Any]:
        """A table with exactly these keys: every required one, no unknown one."""
        table = self.as_table(path, value)
        required = tuple(required)
        self.no_unknown(path, table, (*required, *optional))
        for key in required:
            if key not in table:
                self.fail(path, f"missing required key {key!r}")
        return table

    def entries(self, path: str, value: object, pattern: re.Pattern[str]) -> dict[str, Any]:
        """A table of named entries (``[items.<key>]``): every key a valid name."""
        table = self.as_table(path, value)
        for key in table:
            if not pattern.match(key):
                self.fail(
                    f"{path}.{key}",
                    "is not a valid name: use letters, digits and underscores, "
                    "starting with a letter" + (" (lower case)" if pattern is _ITEM_KEY else ""),
                )
        return table

    # -- scalars -------------------------------------------------------------------------

    def as_bool(self, path: str, value: object) -> bool:
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false, not {_describe(value)}")
        return value

    def as_int(self, path: str, value: object, minimum: int, maximum: int) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"must be a whole number, not {_describe(value)}")
        if not minimum <= value <= maximum:
            self.fail(path, f"must be between {minimum} and {maximum}, not {value}")
        return value

    def as_str(self, path: str, value: object, *, max_length: int = 200) -> str:
        if not isinstance(value, str):
            self.fail(path, f"must be a string, not {_describe(value)}")
        if not value.strip():
            self.fail(path, "must not be empty")
        if len(value) > max_length:
            self.fail(path, f"must be at most {max_length} characters long, not {len(value)}")
        return value

    def as_choice(self, path: str, value: object, allowed: Iterable[str]) -> str:
        names = tuple(allowed)
        if not isinstance(value, str):
            self.fail(path, f"must be one of {_one_of(names)}, not {_describe(value)}")
        if value not in names:
            self.fail(path, f"must be one of {_one_of(names)}, not {value!r}")
        return value

    def as_str_list(self, path: str, value: object) -> tuple[str, ...]:
        if not isinstance(value, list):
            self.fail(path, f"must be an array of strings, not {_describe(value)}")
        return tuple(self.as_str(f"{path}[{i}]", v) for i, v in enumerate(value))

    def stat_block(
        self, path: str, value: object, stats: tuple[StatDef, ...]
    ) -> MappingProxyType[str, int]:
        """Values for exactly the stat line, each within its bounds."""
        table = self.as_table(path, value)
        self.no_unknown(path, table, (s.key for s in stats))
        result: dict[str, int] = {}
        for stat in stats:
            if stat.key not in table:
                self.fail(path, f"missing stat {stat.key!r} ({stat.label})")
            result[stat.key] = self.as_int(
                f"{path}.{stat.key}", table[stat.key], stat.minimum, stat.maximum
            )
        return MappingProxyType(result)


def _check_ruleset(doc: dict[str, Any], c: _Checker) -> Ruleset:
    c.no_unknown(
        "",
        doc,
        (
            "format_version",
            "ruleset",
            "stats",
            "slots",
            "unit_types",
            "soldier_classes",
            "items",
            "species",
            "rulings",
        ),
    )
    if "format_version" not in doc:
        c.fail(
            "format_version",
            f"is missing; this file format needs format_version = {FORMAT_VERSION}",
        )
    version = doc["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        c.fail("format_version", f"must be a whole number, not {_describe(version)}")
    if version != FORMAT_VERSION:
        c.fail(
            "format_version",
            f"this version of xcom_manager reads format_version {FORMAT_VERSION}, not {version}",
        )
    for table in ("ruleset", "stats", "slots", "unit_types", "soldier_classes"):
        if table not in doc:
            c.fail(table, f"the required table [{table}] is missing")

    # [ruleset]
    head = c.section(
        "ruleset",
        doc["ruleset"],
        required=("id", "name", "system", "ranks"),
        optional=("wounds_stat", "description"),
    )
    ruleset_id = c.as_str("ruleset.id", head["id"], max_length=64)
    if not _RULESET_ID.match(ruleset_id):
        c.fail(
            "ruleset.id",
            f"{ruleset_id!r} is not a valid id: use lower-case letters, digits, '_' and '-', "
            "starting with a letter",
        )
    name = c.as_str("ruleset.name", head["name"])
    system = cast(
        Literal["wargame", "boardgame"], c.as_choice("ruleset.system", head["system"], SYSTEMS)
    )
    description = ""
    if "description" in head:
        description = c.as_str("ruleset.description", head["description"], max_length=4000)
    ranks = c.as_str_list("ruleset.ranks", head["ranks"])
    if not ranks:
        c.fail("ruleset.ranks", "must list at least one rank")
    for i, rank in enumerate(ranks):
        if rank in ranks[:i]:
            c.fail("ruleset.ranks", f"lists the rank {rank!r} twice")

    # [stats.<KEY>]
    stats_table = c.entries("stats", doc["stats"], _STAT_KEY)
    if not stats_table:
        c.fail("stats", "must define at least one stat")
    stats: list[StatDef] = []
    for key, raw in stats_table.items():
        p = f"stats.{key}"
        t = c.section(p, raw, required=("label", "min", "max"))
        minimum = c.as_int(f"{p}.min", t["min"], -1000, 1000)
        maximum = c.as_int(f"{p}.max", t["max"], -1000, 1000)
        if maximum < minimum:
            c.fail(f"{p}.max", f"must not be below min ({minimum}), not {maximum}")
        stats.append(StatDef(key, c.as_str(f"{p}.label", t["label"]), minimum, maximum))
    stat_line = tuple(stats)

    wounds_stat = _DEFAULT_WOUNDS_STAT[system]
    if "wounds_stat" in head:
        wounds_stat = c.as_choice("ruleset.wounds_stat", head["wounds_stat"], stats_table)
    elif wounds_stat not in stats_table:
        c.fail(
            "ruleset",
            f"the {system} stat line has no {wounds_stat!r} stat; name the stat that counts "
            "wounds with wounds_stat",
        )

    # [slots.<key>]
    slots_table = c.entries("slots", doc["slots"], _ITEM_KEY)
    if not slots_table:
        c.fail("slots", "must define at least one slot")
    slots: list[SlotDef] = []
    for key, raw in slots_table.items():
        p = f"slots.{key}"
        t = c.section(p, raw, required=("label", "size"))
        slots.append(
            SlotDef(
                key,
                c.as_str(f"{p}.label", t["label"]),
                c.as_choice(f"{p}.size", t["size"], _SLOT_SIZES),
            )
        )
    slot_keys = tuple(s.key for s in slots)

    # [unit_types.<key>]
    unit_table = c.entries("unit_types", doc["unit_types"], _ITEM_KEY)
    if not unit_table:
        c.fail("unit_types", "must define at least one unit type")
    unit_types: dict[str, UnitType] = {}
    for key, raw in unit_table.items():
        p = f"unit_types.{key}"
        t = c.section(p, raw, required=("name", "can_climb", "needs_run_up", "can_fly", "slots"))
        capacity_table = c.as_table(f"{p}.slots", t["slots"])
        c.no_unknown(f"{p}.slots", capacity_table, slot_keys)
        capacity = {
            slot: c.as_int(f"{p}.slots.{slot}", capacity_table[slot], 0, 99)
            if slot in capacity_table
            else 0
            for slot in slot_keys
        }
        unit_types[key] = UnitType(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            can_climb=c.as_bool(f"{p}.can_climb", t["can_climb"]),
            needs_run_up=c.as_bool(f"{p}.needs_run_up", t["needs_run_up"]),
            can_fly=c.as_bool(f"{p}.can_fly", t["can_fly"]),
            slots=MappingProxyType(capacity),
        )

    # [soldier_classes.<key>]
    class_table = c.entries("soldier_classes", doc["soldier_classes"], _ITEM_KEY)
    if not class_table:
        c.fail("soldier_classes", "must define at least one soldier class")
    classes: dict[str, SoldierClass] = {}
    for key, raw in class_table.items():
        p = f"soldier_classes.{key}"
        t = c.section(p, raw, required=("name", "default_unit_type", "default_stats"))
        classes[key] = SoldierClass(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            default_stats=c.stat_block(f"{p}.default_stats", t["default_stats"], stat_line),
            default_unit_type=c.as_choice(
                f"{p}.default_unit_type", t["default_unit_type"], unit_types
            ),
        )

    # [items.<key>]
    items = _check_items(c, doc.get("items", {}), slot_keys)

    # [species.<key>]
    species: dict[str, Species] = {}
    for key, raw in c.entries("species", doc.get("species", {}), _ITEM_KEY).items():
        p = f"species.{key}"
        t = c.section(p, raw, required=("name", "unit_type", "stats", "breathes_air"))
        species[key] = Species(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            unit_type=c.as_choice(f"{p}.unit_type", t["unit_type"], unit_types),
            stats=c.stat_block(f"{p}.stats", t["stats"], stat_line),
            breathes_air=c.as_bool(f"{p}.breathes_air", t["breathes_air"]),
        )

    rulings = _check_rulings(c, doc.get("rulings", {}))

    return Ruleset(
        id=ruleset_id,
        name=name,
        system=system,
        source=c.source,
        stats=stat_line,
        slots=tuple(slots),
        ranks=ranks,
        soldier_classes=MappingProxyType(classes),
        unit_types=MappingProxyType(unit_types),
        items=items,
        species=MappingProxyType(species),
        rulings=rulings,
        wounds_stat=wounds_stat,
        description=description,
    )


def _check_items(
    c: _Checker, value: object, slot_keys: tuple[str, ...]
) -> MappingProxyType[str, ItemType]:
    table = c.entries("items", value, _ITEM_KEY)
    items: dict[str, ItemType] = {}
    ammo_refs: list[tuple[str, tuple[str, ...]]] = []
    for key, raw in table.items():
        p = f"items.{key}"
        t = c.section(
            p,
            raw,
            required=("name", "kind", "slot"),
            optional=("environment", "charges", "ammo_for", "icon"),
        )
        kind = ItemKind(c.as_choice(f"{p}.kind", t["kind"], [k.value for k in ItemKind]))
        slot = c.as_choice(f"{p}.slot", t["slot"], slot_keys)
        # a weapon must say where it works; other items default to "mixed".
        if "environment" in t:
            environment = Environment(
                c.as_choice(f"{p}.environment", t["environment"], [e.value for e in Environment])
            )
        elif kind is ItemKind.weapon:
            c.fail(p, "a weapon needs an environment (ground, underwater or mixed; R-15)")
        else:
            environment = Environment.mixed
        charges = c.as_int(f"{p}.charges", t["charges"], 1, 999) if "charges" in t else None
        ammo_for: tuple[str, ...] = ()
        if "ammo_for" in t:
            if kind is not ItemKind.ammo:
                c.fail(f"{p}.ammo_for", f"only items of kind 'ammo' have ammo_for, not {kind!r}")
            ammo_for = c.as_str_list(f"{p}.ammo_for", t["ammo_for"])
            ammo_refs.append((p, ammo_for))
        if kind is ItemKind.ammo and not ammo_for:
            c.fail(p, "an item of kind 'ammo' needs ammo_for: the items it charges (R-3)")
        if "icon" in t:
            icon = c.as_str(f"{p}.icon", t["icon"])
            if not _ICON.match(icon):
                c.fail(
                    f"{p}.icon", f"must be a plain .svg file name such as 'ammo.svg', not {icon!r}"
                )
        elif kind is ItemKind.weapon:
            icon = "weapon_small.svg" if slot == "small" else "weapon_large.svg"
        else:
            icon = _ICON_BY_KIND[kind]
        items[key] = ItemType(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            kind=kind,
            slot=slot,
            environment=environment,
            charges=charges,
            ammo_for=ammo_for,
            icon=icon,
        )
    for p, targets in ammo_refs:
        for i, target in enumerate(targets):
            if target not in items:
                c.fail(f"{p}.ammo_for", f"names an unknown item {target!r} (entry {i + 1})")
            if items[target].kind is ItemKind.ammo:
                c.fail(f"{p}.ammo_for", f"names {target!r}, which is itself ammunition")
    return MappingProxyType(items)


def _check_rulings(c: _Checker, value: object) -> MappingProxyType[str, RulingValue]:
    """Each ruling given is checked; each one left out takes its RULES.md default."""
    groups = c.as_table("rulings", value)
    known_groups: dict[str, list[str]] = {}
    for dotted in _RULINGS:
        group, name = dotted.split(".", 1)
        known_groups.setdefault(group, []).append(name)
    c.no_unknown("rulings", groups, known_groups)
    result: dict[str, RulingValue] = dict(RULING_DEFAULTS)
    for group, raw in groups.items():
        table = c.as_table(f"rulings.{group}", raw)
        c.no_unknown(f"rulings.{group}", table, known_groups[group])
        for name, ruling_value in table.items():
            dotted = f"{group}.{name}"
            result[dotted] = _RULINGS[dotted].check(c, f"rulings.{dotted}", ruling_value)
    auto_fail, auto_pass = result["test.auto_fail"], result["test.auto_pass"]
    if auto_fail and auto_fail == auto_pass:
        c.fail(
            "rulings.test.auto_pass",
            f"must differ from test.auto_fail ({auto_fail}); use 0 for no automatic pass",
        )
    return MappingProxyType(result)


# --------------------------------------------------------------------------------------------
# Entry points


def parse_ruleset(text: str, source: str) -> Ruleset:
    """Parse and validate a ruleset; ``source`` names it in errors (usually the file name).

    Raises :class:`RulesetError` (a ``ValueError``) naming the key, line and problem.
    """
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetSyntaxError(
            source, None, _decode_error_line(exc), f"not valid TOML: {_decode_error_message(exc)}"
        ) from exc
    return _check_ruleset(doc, _Checker(source, text))


def load_ruleset(path: Path) -> Ruleset:
    """Read, parse and validate the ruleset file at ``path`` (errors name the file)."""
    source = path.name
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RulesetError(source, None, None, f"is not UTF-8 text ({exc.reason})") from exc
    except OSError as exc:
        raise RulesetError(source, None, None, f"cannot be read: {exc.strerror or exc}") from exc
    return parse_ruleset(text, source)


def load_rulesets(directory: Path) -> tuple[Ruleset, ...]:
    """Every ``*.toml`` ruleset in ``directory``, sorted by file name; ids must be unique."""
    rulesets: list[Ruleset] = []
    seen: dict[str, str] = {}
    for path in sorted(directory.glob("*.toml")):
        ruleset = load_ruleset(path)
        if ruleset.id in seen:
            raise RulesetError(
                ruleset.source,
                "ruleset.id",
                None,
                f"the id {ruleset.id!r} is already used by {seen[ruleset.id]}",
            )
        seen[ruleset.id] = ruleset.source
        rulesets.append(ruleset)
    return tuple(rulesets)


_DECODE_POSITION = re.compile(r"\s*\(at line (\d+), column \d+\)\s*$|\s*\(at end of document\)\s*$")


def _decode_error_line(exc: tomllib.TOMLDecodeError) -> int | None:
    line = getattr(exc, "lineno", None)  # Python 3.14+
    if isinstance(line, int):
        return line
    match = re.search(r"at line (\d+)", str(exc))
    return int(match.group(1)) if match else None


def _decode_error_message(exc: tomllib.TOMLDecodeError) -> str:
    message = getattr(exc, "msg", None)
    if isinstance(message, str):
        return message
    return _DECODE_POSITION.sub("", str(exc))
