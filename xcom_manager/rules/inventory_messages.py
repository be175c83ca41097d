"""The findings of the inventory checks (INV-1, INV-2, W-HAND, W-ACT-1, W-WATER-1), marked for
translation where they are written; their words (phases, actions, causes) are the wargame's
(:mod:`xcom_manager.rules.wargame.texts`)."""

from __future__ import annotations

import xcom_manager.rules.wargame.texts  # noqa: F401 - registers the words these findings use
from xcom_manager.rules.texts import templates, tr_noop, words

__all__ = ["MESSAGES"]

# INV-2 as recorded before R-4 gave items their sizes 0..3 (findings of ``too_large_for_slot``
# in older audit rows): an item's size and a slot's size.
words(
    "size",
    {
        "small": tr_noop("RuleSizes", "small"),
        "large": tr_noop("RuleSizes", "large"),
    },
    params=("item_size", "slot_size"),
)

#: The inventory's findings by message key.
MESSAGES = templates(
    {
        "armoury_in_mission": tr_noop(
            "RuleMessages",
            "During a mission the armoury is out of reach: {item} can only pass "
            "from one character to another.",
        ),
        "no_base_contact": tr_noop(
            "RuleMessages", "{giver} and {receiver} must be in base contact to pass {item}."
        ),
        "wrong_phase": tr_noop(
            "RuleMessages",
            "Items can only be passed in a movement or shooting phase, not in the {phase} phase.",
        ),
        "phase_spent": tr_noop(
            "RuleMessages",
            "{soldier} has already {actions} in this {phase} phase, so cannot "
            "spend it passing {item}.",
        ),
        "cannot_act": tr_noop(
            "RuleMessages",
            "{soldier} cannot act until the end of this phase ({cause}), so "
            "cannot take part in passing {item}.",
        ),
        "unusable_refused": tr_noop(
            "RuleMessages",
            "{soldier} has no {slot} to use {item}, and this ruleset does not "
            "let a character carry a weapon it cannot use.",
        ),
        "carried_unusable": tr_noop(
            "RuleMessages", "{soldier} has no {slot} to use {item}: carried, unusable."
        ),
        "carried_out_of_slot": tr_noop(
            "RuleMessages",
            "{soldier} carries {item} in a {carried_in}, not in the {slot} it calls for: "
            "carried, unusable.",
        ),
        "out_of_slot_refused": tr_noop(
            "RuleMessages",
            "{item} calls for a {slot}, and this ruleset does not let {soldier} carry it in a "
            "{carried_in}, where it cannot be used.",
        ),
        "ammo_other_class": tr_noop(
            "RuleMessages",
            "{item} is ammunition and passes only between characters of the "
            "same {class_kind}: {giver} is {giver_class}, {receiver} is "
            "{receiver_class}.",
        ),
        "ground_weapon_underwater": tr_noop(
            "RuleMessages",
            "{item} is a ground weapon: under water {soldier} can carry it but not use it.",
        ),
        "no_such_slot": tr_noop("RuleMessages", "{soldier} has no {slot}."),
        "position_out_of_range": tr_noop(
            "RuleMessages", "{slot} {position} does not exist: {soldier} has {capacity} of them."
        ),
        "position_taken": tr_noop(
            "RuleMessages", "{slot} {position} of {soldier} already holds {occupant}."
        ),
        "slot_full": tr_noop(
            "RuleMessages", "Every {slot} of {soldier} is taken ({capacity} of {capacity})."
        ),
        "no_free_slot": tr_noop("RuleMessages", "{soldier} has no free slot that can hold {item}."),
        "too_large_to_carry": tr_noop(
            "RuleMessages", "{item} is of size {size}: it fits no personal slot."
        ),
        # INV-2 as older audit rows recorded it (shown as recorded).
        "too_large_for_slot": tr_noop(
            "RuleMessages",
            "{item} needs a {item_size}-size slot and does not fit in a {slot} ({slot_size}-size).",
        ),
    }
)
