"""The rules core: pure Python, no Qt, no SQL, no clock, no module-level random.

Rulesets (``ruleset``) are data loaded from TOML; ``roster`` checks soldiers against a ruleset and
makes recruit names. Every rule function cites its rule ID from ``RULES.md``.
"""

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

__all__ = [
    "NATIONALITIES",
    "RULING_DEFAULTS",
    "RULING_RULE_IDS",
    "Environment",
    "FieldProblem",
    "ItemKind",
    "ItemType",
    "Ruleset",
    "RulesetError",
    "RulesetSyntaxError",
    "SlotDef",
    "SoldierClass",
    "SoldierStatus",
    "Species",
    "StatDef",
    "UnitType",
    "check_soldier",
    "load_ruleset",
    "load_rulesets",
    "parse_ruleset",
    "random_name",
    "random_nationality",
]
