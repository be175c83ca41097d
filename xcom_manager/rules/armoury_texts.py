"""The app's rules for stocking the armoury (ARM-1 .. ARM-4: no text covers them) and the
findings of their checks, marked for translation where they are written.
:mod:`xcom_manager.rules.rule_texts` lists the rules with every other;
:mod:`xcom_manager.rules.armoury` applies them."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.texts import Text, templates, tr_noop

__all__ = ["ARMOURY_MESSAGES", "ARMOURY_RULES"]

_RULES: dict[str, Text] = {
    "ARM-1": tr_noop(
        "RuleTexts",
        "The armoury is stocked only with item types of the campaign's ruleset.",
    ),
    "ARM-2": tr_noop(
        "RuleTexts",
        "Items are added to the armoury in a count from 1 to 100 at a time.",
    ),
    "ARM-3": tr_noop(
        "RuleTexts",
        "Only an item type with charges takes charges: from 1 up to its full charges.",
    ),
    "ARM-4": tr_noop(
        "RuleTexts",
        "Only an item in the armoury leaves the campaign (lost, sold or scrapped): a carried "
        "item goes back to the armoury first.",
    ),
}

#: The app's armoury rules by ID.
ARMOURY_RULES: Mapping[str, Text] = MappingProxyType(_RULES)

#: The findings of the armoury checks by message key.
ARMOURY_MESSAGES = templates(
    {
        "stock_unknown_item_type": tr_noop(
            "RuleMessages", '"{item_type}" is not an item type of the {ruleset} ruleset.'
        ),
        "stock_no_item_type": tr_noop("RuleMessages", "Choose the item type to add."),
        "stock_count_out_of_range": tr_noop(
            "RuleMessages", "Add from 1 to {most} items at a time, not {count}."
        ),
        "stock_charges_not_taken": tr_noop(
            "RuleMessages", "{item} has no charges, so none can be given ({charges})."
        ),
        "stock_charges_out_of_range": tr_noop(
            "RuleMessages", "{item} takes from 1 to {most} charges, not {charges}."
        ),
        "remove_carried": tr_noop(
            "RuleMessages",
            "{item} #{item_id} is carried by {soldier}: return it to the armoury first.",
        ),
        "remove_gone": tr_noop(
            "RuleMessages", "{item} #{item_id} is no longer in the campaign's hands."
        ),
        "remove_nothing": tr_noop("RuleMessages", "Choose at least one item to remove."),
    }
)
