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
        # Jumps, climbs and swims (rules.movement)
        "W-JUMP-1": (
            "A character that cannot or does not fly may declare one jump in the movement or "
            'shooting phase, to an end point no more than 6" horizontally and 3" vertically '
            "away; only once per phase."
        ),
        "W-JUMP-2": (
            "A jump needs a passed Initiative test; on a pass the character reaches the point and "
            "may go on moving if it has inches left."
        ),
        "W-JUMP-3": (
            'Bikes, walkers and cavalry must declare, and physically move, the full 6" '
            "horizontally to jump: they need a run-up."
        ),
        "W-JUMP-4": (
            "On a failed test the character falls vertically from halfway along the declared "
            "jump or climb and takes an automatic hit of Strength equal to the inches it tried "
            "plus the inches it fell, rounded up."
        ),
        "W-JUMP-5": (
            "Above Strength 10 the falling hit is Strength 10, and each further inch lowers the "
            'AP by 1 from AP6 (a 4" jump over a 10" drop: S10 AP3).'
        ),
        "W-JUMP-6": (
            "Cover saves do not apply against falling hits; vehicles always take them on their "
            "side armour."
        ),
        "W-JUMP-7": (
            "After a failed jump or climb the character cannot move any further this phase."
        ),
        "W-JUMP-8": (
            "A jump into the void still falls after a passed test, vertically from the declared "
            "point, may not move further, and the jump's horizontal length is not added to the "
            "hit's Strength."
        ),
        "W-JUMP-9": (
            "Infantry, Jet Pack Infantry, Jump Infantry, Monstrous Creatures, Flying Monstrous "
            'Creatures and Walkers may climb up to 6"; a failed climb falls from its highest '
            "point."
        ),
        "W-JUMP-10": (
            "A character with no solid surface under it at the end of its movement slips and "
            "falls on from where it stopped."
        ),
        "W-WATER-3": (
            "Under water jumping and climbing are replaced by swimming; a failed swim takes no "
            'hit but scatters d6" in a random direction from where it would have fallen and '
            "takes an aqualung breakage test."
        ),
        "M-TEST-1": (
            "Characteristic test: a d6 equal to or lower than the characteristic passes; a "
            "natural 6 always fails and a natural 1 always passes (test.auto_fail, "
            "test.auto_pass)."
        ),
        "M-HIT-1": (
            "A hit wounds on a d6 by the Strength-against-Toughness chart (4+ at S = T) and each "
            "wound may be saved by armour (d6 >= Sv) unless the AP is equal to or lower than Sv; "
            "against a vehicle d6 + Strength beats (penetrating) or equals (glancing) the armour."
        ),
        "M-SCATTER-1": (
            "A random direction is rolled on a scatter die or as a bearing of 0-359 degrees; "
            "distances are whole inches."
        ),
        "R-6": "A falling hit's AP never goes below AP1 (fall.min_ap), whatever the Strength.",
        "R-7": (
            "Fall Strength = ceil(declared jump or climb length + vertical fall from the fall "
            "point), or ceil(fall) alone for a jump into the void; Strength 0 means no hit."
        ),
        "R-11": (
            "W-WATER-3's random direction is a bearing of 0-359 degrees from the dice; the "
            'distance is d6".'
        ),
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
        # Missions (rules.mission)
        "W-WATER-2": (
            "Full stabilisation is impossible under water: in water stabilisation only gives 5 "
            "more turns of life; full stabilisation needs an air pocket, the shore or an X-COM "
            "transport."
        ),
        "W-WATER-4": (
            "On any wound an X-COM character under water rolls a d6: on a 1 or 2 its aqualung "
            "tank is damaged, and unless it puts on a replacement or reaches air within 3 turns "
            "it suffocates at the start of the fourth."
        ),
        "R-8": (
            "A character reduced to 0 wounds is down with a bleed-out timer "
            "(injury.bleed_out_turns, 3 turns); full stabilisation stops it, under water "
            "stabilisation adds 5 turns instead."
        ),
        "R-9": (
            "The turn the tank is damaged is turn 0; the character has the next 3 turns of its "
            "side to fix it and dies at the start of its side's 4th turn (aqualung.grace_turns)."
        ),
        "R-10": (
            "W-WATER-4's 'any wound' means one d6 per unsaved wound, for X-COM characters whose "
            "species breathes air (aqualung.roll_per)."
        ),
        "R-16": (
            "An air pocket or X-COM transport stops the aqualung timer while the character stays "
            "inside; the tank stays damaged, and leaving restarts the 3-turn grace from turn 0."
        ),
        "R-17": (
            "Stabilisation in water adds its 5 turns once each time the character goes down; a "
            "second one in open water adds nothing (injury.water_stabilise_once)."
        ),
        "R-19": (
            "Putting on a replacement tank costs the character's movement phase and one spare "
            "aqualung tank from its own inventory, which leaves play (aqualung.replace_cost)."
        ),
        "R-20": (
            "Any friendly character in base contact can stabilise a downed one by spending its "
            "shooting phase (injury.stabilise_needs_medkit: with a medkit)."
        ),
        "MIS-1": "A character that is down, dead, missing or evacuated takes no action.",
        "MIS-2": "A finished mission takes no further command; only undo and notes.",
        "MIS-3": (
            "Undo reverts a command of the log that is not undone already, by its first event."
        ),
        "MIS-4": "Only the side whose turn it is moves, shoots, passes items and stabilises.",
        "MIS-5": (
            "Moving belongs to the movement phase, shooting and running to the shooting phase, "
            "assaulting to the assault phase, each once per phase."
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
        # Jumps, climbs and swims (rules.movement)
        # W-ACT-1
        "move_cannot_act": (
            "This character cannot act until the end of this phase ({cause}), so cannot {move}."
        ),
        # W-JUMP-1
        "jump_wrong_phase": (
            "A {move} may be declared only in the movement or shooting phase, not in the {phase} "
            "phase."
        ),
        "jump_once_per_phase": "This character has already jumped in this {phase} phase.",
        "jump_too_far": (
            'The end point of a {move} is at most {limit}" away horizontally, not {horizontal}".'
        ),
        "jump_too_high": (
            'The end point of a {move} is at most {limit}" away vertically, not {vertical}".'
        ),
        # W-JUMP-3
        "run_up_declare": (
            'A {unit_type} needs a run-up: it must declare the full {limit}" horizontally to '
            'jump, not {horizontal}".'
        ),
        "run_up_move": (
            'A {unit_type} needs a run-up: it must physically move the full {limit}" '
            'horizontally to jump, not {run_up}".'
        ),
        # W-JUMP-7
        "move_after_failed_jump": (
            "After a failed jump or climb this character cannot move any further this {phase} "
            "phase."
        ),
        # W-JUMP-9
        "cannot_climb": "A {unit_type} cannot climb.",
        "climb_too_far": 'A climb is at most {limit}", not {length}".',
        # W-WATER-3
        "swim_only_underwater": "Under water there is no {move}: characters swim instead.",
        "no_swim_on_ground": "Swimming is for underwater missions: on the ground, jump or climb.",
        # Missions (rules.mission)
        # W-ACT-1
        "mission_cannot_act": (
            "{soldier} cannot act until the end of this phase ({cause}), so cannot {action}."
        ),
        # MIS-1 .. MIS-5
        "mission_not_in_play": "{soldier} is {status} and can take no action.",
        "mission_finished": "The mission has ended: only undo and notes are possible.",
        "mission_revert_unknown": "There is no event {target} to undo.",
        "mission_revert_already": "Event {target} has already been undone.",
        "mission_revert_follower": (
            "Event {target} came with event {head}'s command: undo event {head} instead."
        ),
        "mission_not_their_turn": "It is the {side} turn: {soldier} cannot {action} now.",
        "mission_action_wrong_phase": (
            "{soldier} cannot {action} in the {phase} phase: that belongs to the {needed} phase."
        ),
        "mission_already_done": "{soldier} has already {actions} in this {phase} phase.",
        # W-JUMP-7
        "mission_no_move_after_fail": (
            "{soldier} failed a jump, climb or swim this phase and cannot move any further."
        ),
        # W-HAND-2 / R-2, R-19, R-20: a spent phase
        "mission_phase_spent": (
            "{soldier} has {actions} and so spent this {phase} phase: it cannot {action} now."
        ),
        # W-HAND-1
        "mission_handoff_self": "{soldier} cannot pass an item to itself.",
        "mission_item_not_carried": "{soldier} does not carry item {item}.",
        #
        "mission_stabilise_wrong_phase": (
            "Stabilising spends the shooting phase: it cannot be done in the {phase} phase."
        ),
        "mission_stabilise_spent": (
            "{soldier} has already {actions} in this shooting phase, so cannot spend it "
            "stabilising {patient}."
        ),
        "mission_stabilise_enemy": "{soldier} cannot stabilise {patient}: not a friend.",
        "mission_stabilise_not_down": "{patient} is not down: only a downed character needs it.",
        "mission_stabilise_already": "{patient} is already fully stabilised.",
        "mission_stabilise_no_contact": (
            "{soldier} must be in base contact with {patient} to stabilise them."
        ),
        "mission_stabilise_no_medkit": (
            "{soldier} carries no medkit, and this ruleset needs one to stabilise."
        ),
        # W-WATER-2 / R-17
        "mission_water_stabilise_used": (
            "{patient} was already stabilised in the water since going down: a second "
            "stabilisation in open water adds nothing. Full stabilisation needs an air pocket, "
            "the shore or an X-COM transport."
        ),
        #
        "mission_tank_not_damaged": "The aqualung tank of {soldier} is not damaged.",
        "mission_no_spare_tank": "{soldier} does not carry that spare aqualung tank.",
        "mission_not_a_tank": "{item} is not an aqualung tank: {soldier} cannot put it on.",
        "mission_replace_wrong_phase": (
            "Putting on a spare tank costs the {needed} phase, not the {phase} phase."
        ),
        "mission_replace_spent": (
            "{soldier} has already {actions} in this {phase} phase, so cannot spend it putting "
            "on a spare tank."
        ),
        #
        "mission_not_underwater": (
            "This is a ground mission: there is no air pocket to reach or leave."
        ),
        "mission_already_in_air": "{soldier} is already in an air pocket or transport.",
        "mission_not_in_air": "{soldier} is not in an air pocket or transport.",
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
