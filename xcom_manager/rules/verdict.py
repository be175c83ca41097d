"""Verdicts of the rules core: what a rule check found, as data.

A check never raises for a move the rules forbid; it returns a :class:`Verdict` holding every
:class:`Violation` found (a refusal) and every warning (the move is allowed, but the table should
know: a weapon carried but unusable, W-HAND-3 / R-4). Each finding names its rule ID from
``RULES.md``, the rulings (``R-``) that decided it, a stable ``message_key`` the UI translates,
and the parameters of the message (item name, soldier names, slot, cause ...). The English
templates live here, so that the core, the command line and the audit log can show a finding
without the UI.

Modelled on python-chess: small immutable values, no behaviour beyond what the values imply.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

__all__ = [
    "MESSAGE_TEMPLATES",
    "RULE_TEXTS",
    "Verdict",
    "VerdictStatus",
    "Violation",
]

VerdictStatus = Literal["allowed", "allowed_with_warnings", "refused"]

#: The rules that the inventory checks cite, each with a short English statement.
#: ``INV-1`` and ``INV-2`` are app rules (no RULES.md ID covers slot capacity and slot fit).
RULE_TEXTS: Mapping[str, str] = MappingProxyType(
    {
        "W-ACT-1": (
            "A character that was just activated, dragged, freed, pulled from a medbay capsule "
            "or released from mind control this phase may perform no actions until the end of "
            "the phase."
        ),
        "W-HAND-1": (
            "During a battle, characters may pass each other objects from their inventory or "
            "carried in their hands."
        ),
        "W-HAND-2": (
            "Both characters must be in base contact and spend a full movement or shooting phase."
        ),
        "W-HAND-3": (
            "Most weapons can be carried in a large-size or a small-size slot, but only "
            "characters that have the slot the weapon calls for can use it."
        ),
        "W-HAND-4": (
            "Charges (ammunition) for weapons and equipment may be passed only between "
            "characters of the same class."
        ),
        "W-WATER-1": "Under water only weapons of the underwater or mixed type work.",
        "R-1": (
            "The 'class' of W-HAND-4 is the soldier class (aliens use their species), or the "
            "unit type if the ruleset says so (handoff.same_class_key)."
        ),
        "R-2": (
            "Both characters spend the phase of a handoff: neither may already have moved "
            "(movement phase) or shot (shooting phase) in it (handoff.both_spend_phase)."
        ),
        "R-3": (
            "W-HAND-4 restricts items of kind ammo (charges for a weapon or equipment); weapons "
            "and equipment themselves pass between any classes."
        ),
        "R-4": (
            "A weapon may go to a character lacking the slot it calls for, if a free slot can "
            "carry it; it is then carried but unusable (handoff.allow_unusable_carry)."
        ),
        "R-5": (
            "A character under W-ACT-1 may not take part in a handoff: a handoff is an action "
            "of both characters."
        ),
        "R-15": (
            "Weapons are of the ground, underwater or mixed type; ground weapons can be carried "
            "under water but not used."
        ),
        "INV-1": (
            "An item goes into a slot the character has, at a free position within the slot's "
            "capacity."
        ),
        "INV-2": (
            "An item fits a slot whose size is at least its own: an item that calls for a "
            "large-size slot (or a large-size backpack) does not fit a small-size slot."
        ),
    }
)

#: English templates by message key; ``{name}`` fields come from :attr:`Violation.params`.
MESSAGE_TEMPLATES: Mapping[str, str] = MappingProxyType(
    {
        # W-HAND-1
        "armoury_in_mission": (
            "During a mission the armoury is out of reach: {item} can only pass from one "
            "character to another."
        ),
        # W-HAND-2
        "no_base_contact": "{giver} and {receiver} must be in base contact to pass {item}.",
        "wrong_phase": (
            "Items can only be passed in a movement or shooting phase, not in the {phase} phase."
        ),
        # W-HAND-2 with R-2
        "phase_spent": (
            "{soldier} has already {actions} in this {phase} phase, so cannot spend it passing "
            "{item}."
        ),
        # W-ACT-1 with R-5
        "cannot_act": (
            "{soldier} cannot act until the end of this phase ({cause}), so cannot take part "
            "in passing {item}."
        ),
        # W-HAND-3 with R-4
        "unusable_refused": (
            "{soldier} has no {slot} to use {item}, and this ruleset does not let a character "
            "carry a weapon it cannot use."
        ),
        "carried_unusable": "{soldier} has no {slot} to use {item}: carried, unusable.",
        # W-HAND-4 with
        "ammo_other_class": (
            "{item} is ammunition and passes only between characters of the same {class_kind}: "
            "{giver} is {giver_class}, {receiver} is {receiver_class}."
        ),
        # W-WATER-1 with R-15
        "ground_weapon_underwater": (
            "{item} is a ground weapon: under water {soldier} can carry it but not use it."
        ),
        # INV-1
        "no_such_slot": "{soldier} has no {slot}.",
        "position_out_of_range": (
            "{slot} {position} does not exist: {soldier} has {capacity} of them."
        ),
        "position_taken": "{slot} {position} of {soldier} already holds {occupant}.",
        "slot_full": "Every {slot} of {soldier} is taken ({capacity} of {capacity}).",
        "no_free_slot": "{soldier} has no free slot that can hold {item}.",
        # INV-2
        "too_large_for_slot": (
            "{item} needs a {item_size}-size slot and does not fit in a {slot} ({slot_size}-size)."
        ),
    }
)


class _Missing(dict[str, str | int]):
    """Format mapping that leaves an unknown ``{field}`` as it is instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


@dataclass(frozen=True, slots=True)
class Violation:
    """One finding of a rule check: a reason to refuse, or (in ``Verdict.warnings``) a warning.

    ``rule_id`` is the rule broken (``"W-HAND-2"``); ``rulings`` the ``R-`` rulings that decided
    it (``("R-2",)``); ``message_key`` selects the message template; ``params`` fill it.
    """

    rule_id: str
    message_key: str
    params: tuple[tuple[str, str | int], ...] = ()
    rulings: tuple[str, ...] = ()

    @classmethod
    def of(
        cls,
        rule_id: str,
        message_key: str,
        rulings: tuple[str, ...] = (),
        /,
        **params: str | int,
    ) -> Violation:
        """Build a violation with keyword parameters, in the order given."""
        return cls(rule_id, message_key, tuple(params.items()), rulings)

    def param(self, name: str) -> str | int | None:
        """The value of parameter ``name``, or ``None``."""
        for key, value in self.params:
            if key == name:
                return value
        return None

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """The rule ID followed by the rulings that decided it."""
        return (self.rule_id, *self.rulings)

    @property
    def text(self) -> str:
        """The finding as an English sentence (the UI translates by ``message_key``)."""
        template = MESSAGE_TEMPLATES.get(self.message_key)
        if template is None:
            return RULE_TEXTS.get(self.rule_id, self.message_key)
        return template.format_map(_Missing(self.params))


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of a check: allowed when there are no violations; warnings never refuse."""

    violations: tuple[Violation, ...] = ()
    warnings: tuple[Violation, ...] = ()

    @property
    def allowed(self) -> bool:
        return not self.violations

    @property
    def rule_ids(self) -> tuple[str, ...]:
        """Every rule ID cited (each finding's rule, then its rulings): violations first, then
        warnings, each ID once, in order of first mention."""
        seen: dict[str, None] = {}
        for finding in (*self.violations, *self.warnings):
            for rule_id in finding.rule_ids:
                seen.setdefault(rule_id, None)
        return tuple(seen)

    @property
    def status(self) -> VerdictStatus:
        if self.violations:
            return "refused"
        if self.warnings:
            return "allowed_with_warnings"
        return "allowed"

    @property
    def texts(self) -> tuple[str, ...]:
        """The English sentence of every violation, then of every warning."""
        return tuple(finding.text for finding in (*self.violations, *self.warnings))
