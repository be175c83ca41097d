"""Where an item can be at all, whatever the path (INV-3, an app rule).

INV-1 says where an item *should* go: a slot the character has, at a free position within its
capacity. A GM override may break INV-1 (a fourth item in a full small-size slot, a backpack
for a character that has none), and an edit of a soldier's unit type may leave items in
positions the new unit type lacks. INV-3 bounds what every path may store, override or not:

* the slot is one of the ruleset's slots (``Ruleset.slot_keys``);
* the position is a whole number from 0 to the slot's *last position*: the slot's largest
  capacity among the ruleset's unit types, plus :data:`OVERRIDE_POSITIONS` positions past it
  that only a GM override fills.

The inventory service refuses a move breaking INV-3 even with an override; the campaign import
refuses a document breaking it, and accepts every other placement the app can make.
"""

from __future__ import annotations

from xcom_manager.rules.errors import RulesError, shown, text_of
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import templates, tr_noop
from xcom_manager.rules.verdict import Violation

__all__ = [
    "OVERRIDE_POSITIONS",
    "POSITION_MESSAGES",
    "last_position",
    "next_override_position",
    "no_position_left",
    "position_violation",
]

#: INV-3: how many positions past a slot's largest capacity a GM override may fill.
OVERRIDE_POSITIONS = 4

#: The findings of INV-3 by message key.
POSITION_MESSAGES = templates(
    {
        "unknown_slot": tr_noop(
            "RuleMessages",
            "“{slot}” is not a slot of the {ruleset} ruleset (its slots: {slots}).",
        ),
        "position_not_allowed": tr_noop(
            "RuleMessages",
            "A position in the {slot} is a whole number from 0 to {last}, not {position}, "
            "even with a GM override.",
        ),
        "no_position_left": tr_noop(
            "RuleMessages",
            "The {slot} of {soldier} has no position left, not even with a GM override "
            "(positions 0 to {last}).",
        ),
    }
)


def _label(ruleset: Ruleset, slot: str) -> str:
    return next((d.label for d in ruleset.slots if d.key == slot), slot)


def last_position(ruleset: Ruleset, slot: str) -> int:
    """INV-3: the last position an item may take in ``slot``: the slot's largest capacity among
    the ruleset's unit types, minus one, plus :data:`OVERRIDE_POSITIONS` (``-1`` for a slot the
    ruleset does not have)."""
    if slot not in ruleset.slot_keys:
        return -1
    largest = max((unit.slots.get(slot, 0) for unit in ruleset.unit_types.values()), default=0)
    return largest + OVERRIDE_POSITIONS - 1


def position_violation(ruleset: Ruleset, slot: object, index: object) -> Violation | None:
    """INV-3: why an item can never be at ``slot``/``index`` (``index`` ``None``: any position
    of the slot), or ``None`` when it can (INV-1 may still need an override there).

    A slot the ruleset lacks, a position that is not a whole number (a bool, a fraction), a
    negative one or one past :func:`last_position` are refused.
    """
    if not isinstance(slot, str) or slot not in ruleset.slot_keys:
        return Violation.of(
            "INV-3",
            "unknown_slot",
            slot=text_of(slot),
            ruleset=ruleset.name,
            slots=", ".join(ruleset.slot_keys),
        )
    if index is None:
        return None
    last = last_position(ruleset, slot)
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= last:
        return Violation.of(
            "INV-3",
            "position_not_allowed",
            slot=_label(ruleset, slot),
            last=last,
            position=shown(index),
        )
    return None


def next_override_position(
    ruleset: Ruleset, slot: str, taken: set[int] | frozenset[int]
) -> int | None:
    """INV-3: where a GM override puts an item into ``slot`` when no position within the
    capacity is free: the first position not ``taken``, or ``None`` past the last position.
    ``taken`` must be a set of whole numbers (a :class:`RulesError` otherwise)."""
    if not isinstance(taken, set | frozenset):
        raise RulesError(f"the positions taken must be a set, not {shown(taken)}")
    for index in range(last_position(ruleset, slot) + 1):
        if index not in taken:
            return index
    return None


def no_position_left(ruleset: Ruleset, slot: str, soldier: str) -> Violation:
    """INV-3: the finding for a slot whose every position, override ones included, is taken."""
    return Violation.of(
        "INV-3",
        "no_position_left",
        slot=_label(ruleset, slot),
        soldier=soldier,
        last=last_position(ruleset, slot),
    )
