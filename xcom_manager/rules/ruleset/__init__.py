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

The package, by topic (each module imports only those above it):

- ``errors``: :class:`RulesetError` and :class:`RulesetSyntaxError`;
- ``checker``: the shape and scalar checks of the parsed TOML, and the line of a dotted key;
- ``rulings``: every ruling key with its default, its rule ID and the values it accepts;
- ``combat``: weapon profiles, vehicle armour and invulnerable saves (M-SHOOT-1, M-CC-1, R-22,
  M-SAVE-1);
- ``names``: the names per language (``[names.ru]``), their checks and the English fallback;
- ``values``: the value types (:class:`StatDef`, :class:`SlotDef`, :class:`UnitType`,
  :class:`SoldierClass`, :class:`ItemType`, :class:`Species`, :class:`Ruleset`, ...);
- ``reader``: validation of a whole file and the entry points :func:`parse_ruleset`,
  :func:`load_ruleset` and :func:`load_rulesets`.

Import the public names from here; the modules' other names are the package's own.
"""

from typing import TYPE_CHECKING, Any

from xcom_manager.rules.ruleset.combat import (
    DEFAULT_ARMOUR,
    FACINGS,
    VehicleArmour,
    WeaponProfile,
    WeaponType,
)
from xcom_manager.rules.ruleset.errors import RulesetError, RulesetSyntaxError
from xcom_manager.rules.ruleset.rulings import (
    COMBAT_DIE_SIDES,
    COMBAT_FACE_NAMES,
    RULING_DEFAULTS,
    RULING_RULE_IDS,
    RulingValue,
)
from xcom_manager.rules.ruleset.values import (
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

if TYPE_CHECKING:
    from xcom_manager.rules.ruleset.reader import (
        FORMAT_VERSION,
        load_ruleset,
        load_rulesets,
        parse_ruleset,
    )

_READER = frozenset({"FORMAT_VERSION", "load_ruleset", "load_rulesets", "parse_ruleset"})


def __getattr__(name: str) -> Any:
    """The reader's names, imported on first use: the launch's roster preview takes a ruleset
    from its snapshot (``services/rulesets/snapshot.py``) and never reads TOML, so it need not
    import ``tomllib`` and compile the reader's checks (~30-80 ms)."""
    if name in _READER:
        from xcom_manager.rules.ruleset import reader

        return getattr(reader, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "COMBAT_DIE_SIDES",
    "COMBAT_FACE_NAMES",
    "DEFAULT_ARMOUR",
    "FACINGS",
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
    "VehicleArmour",
    "WeaponProfile",
    "WeaponType",
    "load_ruleset",
    "load_rulesets",
    "parse_ruleset",
]
