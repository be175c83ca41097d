"""Reading a ruleset file: parse the TOML, validate it in full, build the :class:`Ruleset`.

Loading checks everything: required keys, types, allowed values, unknown keys (a typo is refused
and named), and cross references (an item's slot, a class's unit type, the items an ``ammo`` item
charges, R-3). A mistake raises :class:`RulesetError` naming the file, the dotted key, the line
where it can be found and the problem in words, fit to show to the user::

    wargame.toml:212: items.laser_rifle.environment: must be one of ground, underwater, mixed,
    not 'land'

The format is documented at the top of ``resources/rulesets/wargame.toml``.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal, cast

from xcom_manager.rules.errors import shown
from xcom_manager.rules.errors import text as _text
from xcom_manager.rules.language import learn_names
from xcom_manager.rules.ruleset.checker import ITEM_KEY, Checker, describe
from xcom_manager.rules.ruleset.combat import (
    DEFAULT_ARMOUR,
    VehicleArmour,
    check_armour,
    check_invulnerable,
    check_profile,
)
from xcom_manager.rules.ruleset.errors import RulesetError, RulesetSyntaxError
from xcom_manager.rules.ruleset.names import check_names
from xcom_manager.rules.ruleset.rulings import check_rulings
from xcom_manager.rules.ruleset.values import (
    DEFAULT_ITEM_SIZES,
    DEFAULT_WOUNDS_STAT,
    SYSTEMS,
    Environment,
    ItemKind,
    ItemType,
    Ruleset,
    SlotDef,
    SoldierClass,
    Species,
    StatDef,
    UnitType,
)

__all__ = ["FORMAT_VERSION", "load_ruleset", "load_rulesets", "parse_ruleset"]

#: The only ruleset file format this version of xcom_manager reads.
FORMAT_VERSION = 1

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


def _stat_block(
    c: Checker, path: str, value: object, stats: tuple[StatDef, ...]
) -> MappingProxyType[str, int]:
    """Values for exactly the stat line, each within its bounds."""
    table = c.as_table(path, value)
    c.no_unknown(path, table, (s.key for s in stats))
    result: dict[str, int] = {}
    for stat in stats:
        if stat.key not in table:
            c.fail(path, f"missing stat {shown(stat.key)} ({stat.label})")
        result[stat.key] = c.as_int(
            f"{path}.{stat.key}", table[stat.key], stat.minimum, stat.maximum
        )
    return MappingProxyType(result)


def _check_ruleset(doc: dict[str, Any], c: Checker) -> Ruleset:
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
            "names",
        ),
    )
    if "format_version" not in doc:
        c.fail(
            "format_version",
            f"is missing; this file format needs format_version = {FORMAT_VERSION}",
        )
    version = doc["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        c.fail("format_version", f"must be a whole number, not {describe(version)}")
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
            f"{shown(ruleset_id)} is not a valid id: use lower-case letters, digits, '_' and '-', "
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
            c.fail("ruleset.ranks", f"lists the rank {shown(rank)} twice")

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

    wounds_stat = DEFAULT_WOUNDS_STAT[system]
    if "wounds_stat" in head:
        wounds_stat = c.as_choice("ruleset.wounds_stat", head["wounds_stat"], stats_table)
    elif wounds_stat not in stats_table:
        c.fail(
            "ruleset",
            f"the {system} stat line has no {shown(wounds_stat)} stat; name the stat that counts "
            "wounds with wounds_stat",
        )

    # [slots.<key>]
    slots_table = c.entries("slots", doc["slots"], ITEM_KEY)
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
    unit_table = c.entries("unit_types", doc["unit_types"], ITEM_KEY)
    if not unit_table:
        c.fail("unit_types", "must define at least one unit type")
    unit_types: dict[str, UnitType] = {}
    for key, raw in unit_table.items():
        p = f"unit_types.{key}"
        t = c.section(
            p,
            raw,
            required=("name", "can_climb", "needs_run_up", "can_fly", "slots"),
            optional=("vehicle", "armour", "invulnerable_save"),
        )
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
            **_vehicle_keys(c, p, key, t),
        )

    # [soldier_classes.<key>]
    class_table = c.entries("soldier_classes", doc["soldier_classes"], ITEM_KEY)
    if not class_table:
        c.fail("soldier_classes", "must define at least one soldier class")
    classes: dict[str, SoldierClass] = {}
    for key, raw in class_table.items():
        p = f"soldier_classes.{key}"
        t = c.section(p, raw, required=("name", "default_unit_type", "default_stats"))
        classes[key] = SoldierClass(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            default_stats=_stat_block(c, f"{p}.default_stats", t["default_stats"], stat_line),
            default_unit_type=c.as_choice(
                f"{p}.default_unit_type", t["default_unit_type"], unit_types
            ),
        )

    # [items.<key>]
    items = _check_items(c, doc.get("items", {}), {s.key: s.size for s in slots})

    # [species.<key>]
    species: dict[str, Species] = {}
    for key, raw in c.entries("species", doc.get("species", {}), ITEM_KEY).items():
        p = f"species.{key}"
        t = c.section(
            p,
            raw,
            required=("name", "unit_type", "stats", "breathes_air"),
            optional=("armour", "invulnerable_save", "abilities"),
        )
        unit_key = c.as_choice(f"{p}.unit_type", t["unit_type"], unit_types)
        armour = None
        if "armour" in t:
            if not unit_types[unit_key].vehicle:
                c.fail(
                    f"{p}.armour",
                    f"only a vehicle has armour values (R-22), and {shown(unit_key)} is not one",
                )
            armour = check_armour(c, f"{p}.armour", t["armour"])
        species[key] = Species(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            unit_type=unit_key,
            stats=_stat_block(c, f"{p}.stats", t["stats"], stat_line),
            breathes_air=c.as_bool(f"{p}.breathes_air", t["breathes_air"]),
            armour=armour,
            invulnerable_save=_invulnerable(c, p, t),
            abilities=c.as_str_list(f"{p}.abilities", t["abilities"]) if "abilities" in t else (),
        )

    rulings = check_rulings(c, doc.get("rulings", {}))

    ruleset = Ruleset(
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
    if "names" not in doc:
        return ruleset
    english = ruleset.english_names()
    names = check_names(c, doc["names"], english)
    for language, given in names.items():  # a recorded English name reads in the language
        learn_names(language, {english[key]: name for key, name in given.items() if key in english})
    return replace(ruleset, names=names)


#: R-22: the unit types that are vehicles when a file does not say.
_DEFAULT_VEHICLES = frozenset({"vehicle", "walker"})


def _invulnerable(c: Checker, path: str, table: Mapping[str, Any]) -> int | None:
    if "invulnerable_save" not in table:
        return None
    return check_invulnerable(c, f"{path}.invulnerable_save", table["invulnerable_save"])


def _vehicle_keys(c: Checker, path: str, key: str, table: Mapping[str, Any]) -> dict[str, Any]:
    """R-22: ``vehicle`` (default: the unit types Vehicle and Walker) with its ``armour``
    (default 10 on every facing); M-SAVE-1's ``invulnerable_save``."""
    vehicle = (
        c.as_bool(f"{path}.vehicle", table["vehicle"])
        if "vehicle" in table
        else key in _DEFAULT_VEHICLES
    )
    armour: VehicleArmour | None = None
    if "armour" in table:
        if not vehicle:
            c.fail(f"{path}.armour", "only a vehicle has armour values (R-22): set vehicle = true")
        armour = check_armour(c, f"{path}.armour", table["armour"])
    elif vehicle:
        armour = DEFAULT_ARMOUR
    return {
        "vehicle": vehicle,
        "armour": armour,
        "invulnerable_save": _invulnerable(c, path, table),
    }


#: R-4 / INV-2: the item sizes of the full wargame ruleset (0 small, 1 large, 2 person-sized,
#: 3 very large).
_ITEM_SIZES = (0, 3)


def _check_items(
    c: Checker, value: object, slot_sizes: Mapping[str, str]
) -> MappingProxyType[str, ItemType]:
    """``[items.<key>]``: every item's keys, its slot among ``slot_sizes`` (slot key to slot
    size), its size (R-4, INV-2: 0..3, by default 0 for a small-size slot and 1 for a large one)
    and the items an ``ammo`` item charges (R-3)."""
    slot_keys = tuple(slot_sizes)
    table = c.entries("items", value, ITEM_KEY)
    items: dict[str, ItemType] = {}
    ammo_refs: list[tuple[str, tuple[str, ...]]] = []
    for key, raw in table.items():
        p = f"items.{key}"
        t = c.section(
            p,
            raw,
            required=("name", "kind", "slot"),
            optional=(
                "environment",
                "charges",
                "ammo_for",
                "icon",
                "size",
                "profile",
                "invulnerable_save",
            ),
        )
        kind = ItemKind(c.as_choice(f"{p}.kind", t["kind"], [k.value for k in ItemKind]))
        slot = c.as_choice(f"{p}.slot", t["slot"], slot_keys)
        size = (
            c.as_int(f"{p}.size", t["size"], *_ITEM_SIZES)
            if "size" in t
            else DEFAULT_ITEM_SIZES[slot_sizes[slot]]
        )
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
                c.fail(
                    f"{p}.ammo_for", f"only items of kind 'ammo' have ammo_for, not {shown(kind)}"
                )
            ammo_for = c.as_str_list(f"{p}.ammo_for", t["ammo_for"])
            ammo_refs.append((p, ammo_for))
        if kind is ItemKind.ammo and not ammo_for:
            c.fail(p, "an item of kind 'ammo' needs ammo_for: the items it charges (R-3)")
        if "icon" in t:
            icon = c.as_str(f"{p}.icon", t["icon"])
            if not _ICON.match(icon):
                c.fail(
                    f"{p}.icon",
                    f"must be a plain .svg file name such as 'ammo.svg', not {shown(icon)}",
                )
        elif kind is ItemKind.weapon:
            icon = "weapon_small.svg" if slot == "small" else "weapon_large.svg"
        else:
            icon = _ICON_BY_KIND[kind]
        profile = None
        if "profile" in t:
            if kind is not ItemKind.weapon:
                c.fail(
                    f"{p}.profile", f"only items of kind 'weapon' have a profile, not {shown(kind)}"
                )
            profile = check_profile(c, f"{p}.profile", t["profile"])
        items[key] = ItemType(
            key=key,
            name=c.as_str(f"{p}.name", t["name"]),
            kind=kind,
            slot=slot,
            environment=environment,
            charges=charges,
            ammo_for=ammo_for,
            icon=icon,
            profile=profile,
            invulnerable_save=_invulnerable(c, p, t),
            size=size,
        )
    for p, targets in ammo_refs:
        for i, target in enumerate(targets):
            if target not in items:
                c.fail(f"{p}.ammo_for", f"names an unknown item {shown(target)} (entry {i + 1})")
            if items[target].kind is ItemKind.ammo:
                c.fail(f"{p}.ammo_for", f"names {shown(target)}, which is itself ammunition")
    return MappingProxyType(items)


# --------------------------------------------------------------------------------------------
# Entry points


def parse_ruleset(text: str, source: str) -> Ruleset:
    """Parse and validate a ruleset; ``source`` names it in errors (usually the file name).

    Raises :class:`RulesetError` (a ``ValueError``) naming the key, line and problem, for any
    text at all.
    """
    source = _text("the name of a ruleset file", source)
    if not isinstance(text, str):
        raise RulesetError(source, None, None, f"is not text ({shown(text)})")
    try:
        doc = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise RulesetSyntaxError(
            source, None, _decode_error_line(exc), f"not valid TOML: {_decode_error_message(exc)}"
        ) from exc
    except RecursionError:
        raise RulesetSyntaxError(
            source, None, None, "not valid TOML here: its arrays or tables nest too deeply"
        ) from None
    except ValueError as exc:  # Python reads no whole number of more than 4300 digits
        problem = (
            "a number is too long to read" if "digits" in str(exc) else "a value is unreadable"
        )
        raise RulesetSyntaxError(source, None, None, f"not valid TOML here: {problem}") from exc
    return _check_ruleset(doc, Checker(source, text))


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
                f"the id {shown(ruleset.id)} is already used by {seen[ruleset.id]}",
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
