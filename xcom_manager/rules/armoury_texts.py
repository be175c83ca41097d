"""The app's rules for stocking the armoury (ARM-1 .. ARM-4) and for returning a whole kit to it
(ARM-5, ARM-6): no text covers them. Here with the findings of their checks, marked for
translation where they are written.
:mod:`xcom_manager.rules.rule_texts` lists the rules with every other;
:mod:`xcom_manager.rules.armoury` applies them."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.texts import Text, templates, tr_noop, words

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
    "ARM-5": tr_noop(
        "RuleTexts",
        "A soldier's whole kit returns to the armoury in one step only when the soldier is dead, "
        "missing in action or retired; an active or wounded soldier's items move one by one.",
    ),
    "ARM-6": tr_noop(
        "RuleTexts",
        "A soldier on a mission in progress keeps the kit until the mission ends.",
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
        "kit_return_in_service": tr_noop(
            "RuleMessages",
            "{soldier} is {kit_status}: only the kit of a soldier who is dead, missing in action "
            "or retired returns to the armoury in one step.",
        ),
        "kit_return_empty": tr_noop("RuleMessages", "{soldier} carries nothing to return."),
        "kit_return_deployed": tr_noop(
            "RuleMessages",
            "{soldier} is on mission “{mission}” in progress: the kit stays with the soldier "
            "until the mission ends.",
        ),
    }
)

# The statuses of a soldier still in service (ARM-5 refuses their whole kit's return).
words(
    "kit_status",
    {
        "active": tr_noop("RuleMessages", "on active duty"),
        "wounded": tr_noop("RuleMessages", "wounded"),
        "down": tr_noop("RuleMessages", "down"),
    },
    params=("kit_status",),
)
