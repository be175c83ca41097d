"""The rules core: pure Python, no Qt, no SQL, no clock, no module-level random.

Rulesets (``ruleset``) are data loaded from TOML; ``roster`` checks soldiers against a ruleset and
makes recruit names; ``inventory`` checks every movement of an item (W-HAND, W-ACT-1,
W-WATER-1) and returns a ``verdict``. Every rule function cites its rule ID from ``RULES.md``.
"""

from xcom_manager.rules.inventory import (
    CarriedItem,
    MissionPhaseContext,
    SoldierKit,
    best_slot,
    free_positions,
    kit_slots,
    slot_capacity,
    slot_fits,
    usability,
    validate_handoff,
)
from xcom_manager.rules.roster import (
    NATIONALITIES,
    FieldProblem,
    SoldierStatus,
    check_soldier,
    random_name,
    random_nationality,
)
from xcom_manager.rules.ruleset import (
    RULING_DEFAULTS,
    RULING_RULE_IDS,
    Environment,
    ItemKind,
    ItemType,
    Ruleset,
    RulesetError,
    RulesetSyntaxError,
    SlotDef,
    SoldierClass,
    Species,
    StatDef,
    UnitType,
    load_ruleset,
    load_rulesets,
    parse_ruleset,
)
from xcom_manager.rules.verdict import RULE_TEXTS, Verdict, Violation

__all__ = [
    "NATIONALITIES",
    "RULE_TEXTS",
    "RULING_DEFAULTS",
    "RULING_RULE_IDS",
    "CarriedItem",
    "Environment",
    "FieldProblem",
    "ItemKind",
    "ItemType",
    "MissionPhaseContext",
    "Ruleset",
    "RulesetError",
    "RulesetSyntaxError",
    "SlotDef",
    "SoldierClass",
    "SoldierKit",
    "SoldierStatus",
    "Species",
    "StatDef",
    "UnitType",
    "Verdict",
    "Violation",
    "best_slot",
    "check_soldier",
    "free_positions",
    "kit_slots",
    "load_ruleset",
    "load_rulesets",
    "parse_ruleset",
    "random_name",
    "random_nationality",
    "slot_capacity",
    "slot_fits",
    "usability",
    "validate_handoff",
]
