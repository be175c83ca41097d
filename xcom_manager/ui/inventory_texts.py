"""How the Inventory page words the rules' findings, and the item icons it draws.

A finding (:class:`~xcom_manager.rules.verdict.Violation`) is shown as "RULE-ID: sentence", the
sentence translated by its ``message_key`` template (the rules core keeps the English templates)
and the rule's own statement from ``RULE_TEXTS`` beside it. Nothing here decides anything: the
verdicts come from the services.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QPointF,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from xcom_manager import paths
from xcom_manager.rules.verdict import MESSAGE_TEMPLATES, RULE_TEXTS, Verdict, Violation
from xcom_manager.ui.i18n import QT_TRANSLATE_NOOP

__all__ = [
    "ITEM_MIME_TYPE",
    "finding_line",
    "item_icon",
    "item_id_from_mime",
    "item_mime",
    "item_pixmap",
    "rule_text",
    "rule_texts",
    "verdict_lines",
]

ITEM_MIME_TYPE = "application/x-xcom-manager-item"
"""The drag payload of one item: ``"<campaign id>:<item id>"`` in ASCII."""

# The rules core's English message templates (``MESSAGE_TEMPLATES``) and rule statements
# (``RULE_TEXTS``), written out for lupdate; tests/ui/test_translations.py checks they match.
_MESSAGE_TEMPLATES: dict[str, str] = {
    "armoury_in_mission": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "During a mission the armoury is out of reach: {item} can only pass from one "
        "character to another.",
    ),
    "no_base_contact": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{giver} and {receiver} must be in base contact to pass {item}.",
    ),
    "wrong_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Items can only be passed in a movement or shooting phase, not in the {phase} phase.",
    ),
    "phase_spent": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has already {actions} in this {phase} phase, so cannot spend it passing {item}.",
    ),
    "cannot_act": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} cannot act until the end of this phase ({cause}), so cannot take part "
        "in passing {item}.",
    ),
    "unusable_refused": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has no {slot} to use {item}, and this ruleset does not let a character"
        " carry a weapon it cannot use.",
    ),
    "carried_unusable": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has no {slot} to use {item}: carried, unusable.",
    ),
    "ammo_other_class": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{item} is ammunition and passes only between characters of the same "
        "{class_kind}: {giver} is {giver_class}, {receiver} is {receiver_class}.",
    ),
    "ground_weapon_underwater": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{item} is a ground weapon: under water {soldier} can carry it but not use it.",
    ),
    "no_such_slot": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has no {slot}.",
    ),
    "position_out_of_range": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{slot} {position} does not exist: {soldier} has {capacity} of them.",
    ),
    "position_taken": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{slot} {position} of {soldier} already holds {occupant}.",
    ),
    "slot_full": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Every {slot} of {soldier} is taken ({capacity} of {capacity}).",
    ),
    "no_free_slot": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has no free slot that can hold {item}.",
    ),
    "too_large_for_slot": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{item} needs a {item_size}-size slot and does not fit in a {slot} ({slot_size}-size).",
    ),
    "move_cannot_act": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "This character cannot act until the end of this phase ({cause}), so cannot {move}.",
    ),
    "jump_wrong_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "A {move} may be declared only in the movement or shooting phase, not in the "
        "{phase} phase.",
    ),
    "jump_once_per_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "This character has already jumped in this {phase} phase.",
    ),
    "jump_too_far": QT_TRANSLATE_NOOP(
        "RuleMessages",
        'The end point of a {move} is at most {limit}" away horizontally, not {horizontal}".',
    ),
    "jump_too_high": QT_TRANSLATE_NOOP(
        "RuleMessages",
        'The end point of a {move} is at most {limit}" away vertically, not {vertical}".',
    ),
    "run_up_declare": QT_TRANSLATE_NOOP(
        "RuleMessages",
        'A {unit_type} needs a run-up: it must declare the full {limit}" horizontally to '
        'jump, not {horizontal}".',
    ),
    "run_up_move": QT_TRANSLATE_NOOP(
        "RuleMessages",
        'A {unit_type} needs a run-up: it must physically move the full {limit}" '
        'horizontally to jump, not {run_up}".',
    ),
    "move_after_failed_jump": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "After a failed jump or climb this character cannot move any further this {phase} phase.",
    ),
    "cannot_climb": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "A {unit_type} cannot climb.",
    ),
    "climb_too_far": QT_TRANSLATE_NOOP(
        "RuleMessages",
        'A climb is at most {limit}", not {length}".',
    ),
    "swim_only_underwater": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Under water there is no {move}: characters swim instead.",
    ),
    "no_swim_on_ground": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Swimming is for underwater missions: on the ground, jump or climb.",
    ),
    "mission_cannot_act": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} cannot act until the end of this phase ({cause}), so cannot {action}.",
    ),
    "mission_not_in_play": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} is {status} and can take no action.",
    ),
    "mission_finished": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "The mission has ended: only undo and notes are possible.",
    ),
    "mission_revert_unknown": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "There is no event {target} to undo.",
    ),
    "mission_revert_already": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Event {target} has already been undone.",
    ),
    "mission_revert_follower": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Event {target} came with event {head}'s command: undo event {head} instead.",
    ),
    "mission_not_their_turn": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "It is the {side} turn: {soldier} cannot {action} now.",
    ),
    "mission_action_wrong_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} cannot {action} in the {phase} phase: that belongs to the {needed} phase.",
    ),
    "mission_already_done": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has already {actions} in this {phase} phase.",
    ),
    "mission_no_move_after_fail": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} failed a jump, climb or swim this phase and cannot move any further.",
    ),
    "mission_phase_spent": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has {actions} and so spent this {phase} phase: it cannot {action} now.",
    ),
    "mission_handoff_self": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} cannot pass an item to itself.",
    ),
    "mission_item_not_carried": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} does not carry item {item}.",
    ),
    "mission_stabilise_wrong_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Stabilising spends the shooting phase: it cannot be done in the {phase} phase.",
    ),
    "mission_stabilise_spent": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has already {actions} in this shooting phase, so cannot spend it "
        "stabilising {patient}.",
    ),
    "mission_stabilise_enemy": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} cannot stabilise {patient}: not a friend.",
    ),
    "mission_stabilise_not_down": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{patient} is not down: only a downed character needs it.",
    ),
    "mission_stabilise_already": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{patient} is already fully stabilised.",
    ),
    "mission_stabilise_no_contact": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} must be in base contact with {patient} to stabilise them.",
    ),
    "mission_stabilise_no_medkit": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} carries no medkit, and this ruleset needs one to stabilise.",
    ),
    "mission_water_stabilise_used": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{patient} was already stabilised in the water since going down: a second "
        "stabilisation in open water adds nothing. Full stabilisation needs an air "
        "pocket, the shore or an X-COM transport.",
    ),
    "mission_tank_not_damaged": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "The aqualung tank of {soldier} is not damaged.",
    ),
    "mission_no_spare_tank": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} does not carry that spare aqualung tank.",
    ),
    "mission_not_a_tank": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{item} is not an aqualung tank: {soldier} cannot put it on.",
    ),
    "mission_replace_wrong_phase": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "Putting on a spare tank costs the {needed} phase, not the {phase} phase.",
    ),
    "mission_replace_spent": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} has already {actions} in this {phase} phase, so cannot spend it "
        "putting on a spare tank.",
    ),
    "mission_not_underwater": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "This is a ground mission: there is no air pocket to reach or leave.",
    ),
    "mission_already_in_air": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} is already in an air pocket or transport.",
    ),
    "mission_not_in_air": QT_TRANSLATE_NOOP(
        "RuleMessages",
        "{soldier} is not in an air pocket or transport.",
    ),
}

_RULE_TEXTS: dict[str, str] = {
    "W-ACT-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character that was just activated, dragged, freed, pulled from a medbay "
        "capsule or released from mind control this phase may perform no actions until "
        "the end of the phase.",
    ),
    "W-HAND-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "During a battle, characters may pass each other objects from their inventory or "
        "carried in their hands.",
    ),
    "W-HAND-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Both characters must be in base contact and spend a full movement or shooting phase.",
    ),
    "W-HAND-3": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Most weapons can be carried in a large-size or a small-size slot, but only "
        "characters that have the slot the weapon calls for can use it.",
    ),
    "W-HAND-4": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Charges (ammunition) for weapons and equipment may be passed only between "
        "characters of the same class.",
    ),
    "W-WATER-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Under water only weapons of the underwater or mixed type work.",
    ),
    "W-JUMP-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character that cannot or does not fly may declare one jump in the movement or "
        'shooting phase, to an end point no more than 6" horizontally and 3" vertically '
        "away; only once per phase.",
    ),
    "W-JUMP-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A jump needs a passed Initiative test; on a pass the character reaches the point"
        " and may go on moving if it has inches left.",
    ),
    "W-JUMP-3": QT_TRANSLATE_NOOP(
        "RuleTexts",
        'Bikes, walkers and cavalry must declare, and physically move, the full 6" '
        "horizontally to jump: they need a run-up.",
    ),
    "W-JUMP-4": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "On a failed test the character falls vertically from halfway along the declared "
        "jump or climb and takes an automatic hit of Strength equal to the inches it "
        "tried plus the inches it fell, rounded up.",
    ),
    "W-JUMP-5": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Above Strength 10 the falling hit is Strength 10, and each further inch lowers "
        'the AP by 1 from AP6 (a 4" jump over a 10" drop: S10 AP3).',
    ),
    "W-JUMP-6": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Cover saves do not apply against falling hits; vehicles always take them on "
        "their side armour.",
    ),
    "W-JUMP-7": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "After a failed jump or climb the character cannot move any further this phase.",
    ),
    "W-JUMP-8": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A jump into the void still falls after a passed test, vertically from the "
        "declared point, may not move further, and the jump's horizontal length is not "
        "added to the hit's Strength.",
    ),
    "W-JUMP-9": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Infantry, Jet Pack Infantry, Jump Infantry, Monstrous Creatures, Flying "
        'Monstrous Creatures and Walkers may climb up to 6"; a failed climb falls from '
        "its highest point.",
    ),
    "W-JUMP-10": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character with no solid surface under it at the end of its movement slips and "
        "falls on from where it stopped.",
    ),
    "W-WATER-3": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Under water jumping and climbing are replaced by swimming; a failed swim takes "
        'no hit but scatters d6" in a random direction from where it would have fallen '
        "and takes an aqualung breakage test.",
    ),
    "M-TEST-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Characteristic test: a d6 equal to or lower than the characteristic passes; a "
        "natural 6 always fails and a natural 1 always passes (test.auto_fail, "
        "test.auto_pass).",
    ),
    "M-HIT-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A hit wounds on a d6 by the Strength-against-Toughness chart (4+ at S = T) and "
        "each wound may be saved by armour (d6 >= Sv) unless the AP is equal to or lower "
        "than Sv; against a vehicle d6 + Strength beats (penetrating) or equals "
        "(glancing) the armour.",
    ),
    "M-SCATTER-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A random direction is rolled on a scatter die or as a bearing of 0-359 degrees; "
        "distances are whole inches.",
    ),
    "R-6": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A falling hit's AP never goes below AP1 (fall.min_ap), whatever the Strength.",
    ),
    "R-7": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Fall Strength = ceil(declared jump or climb length + vertical fall from the fall"
        " point), or ceil(fall) alone for a jump into the void; Strength 0 means no hit.",
    ),
    "R-11": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "W-WATER-3's random direction is a bearing of 0-359 degrees from the dice; the "
        'distance is d6".',
    ),
    "R-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "The 'class' of W-HAND-4 is the soldier class (aliens use their species), or the "
        "unit type if the ruleset says so (handoff.same_class_key).",
    ),
    "R-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Both characters spend the phase of a handoff: neither may already have moved "
        "(movement phase) or shot (shooting phase) in it (handoff.both_spend_phase).",
    ),
    "R-3": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "W-HAND-4 restricts items of kind ammo (charges for a weapon or equipment); "
        "weapons and equipment themselves pass between any classes.",
    ),
    "R-4": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A weapon may go to a character lacking the slot it calls for, if a free slot can"
        " carry it; it is then carried but unusable (handoff.allow_unusable_carry).",
    ),
    "R-5": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character under W-ACT-1 may not take part in a handoff: a handoff is an action"
        " of both characters.",
    ),
    "R-15": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Weapons are of the ground, underwater or mixed type; ground weapons can be "
        "carried under water but not used.",
    ),
    "W-WATER-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Full stabilisation is impossible under water: in water stabilisation only gives "
        "5 more turns of life; full stabilisation needs an air pocket, the shore or an "
        "X-COM transport.",
    ),
    "W-WATER-4": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "On any wound an X-COM character under water rolls a d6: on a 1 or 2 its aqualung"
        " tank is damaged, and unless it puts on a replacement or reaches air within 3 "
        "turns it suffocates at the start of the fourth.",
    ),
    "R-8": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character reduced to 0 wounds is down with a bleed-out timer "
        "(injury.bleed_out_turns, 3 turns); full stabilisation stops it, under water "
        "stabilisation adds 5 turns instead.",
    ),
    "R-9": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "The turn the tank is damaged is turn 0; the character has the next 3 turns of "
        "its side to fix it and dies at the start of its side's 4th turn "
        "(aqualung.grace_turns).",
    ),
    "R-10": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "W-WATER-4's 'any wound' means one d6 per unsaved wound, for X-COM characters "
        "whose species breathes air (aqualung.roll_per).",
    ),
    "R-16": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "An air pocket or X-COM transport stops the aqualung timer while the character "
        "stays inside; the tank stays damaged, and leaving restarts the 3-turn grace from"
        " turn 0.",
    ),
    "R-17": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Stabilisation in water adds its 5 turns once each time the character goes down; "
        "a second one in open water adds nothing (injury.water_stabilise_once).",
    ),
    "R-19": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Putting on a replacement tank costs the character's movement phase and one spare"
        " aqualung tank from its own inventory, which leaves play "
        "(aqualung.replace_cost).",
    ),
    "R-20": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Any friendly character in base contact can stabilise a downed one by spending "
        "its shooting phase (injury.stabilise_needs_medkit: with a medkit).",
    ),
    "MIS-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A character that is down, dead, missing or evacuated takes no action.",
    ),
    "MIS-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "A finished mission takes no further command; only undo and notes.",
    ),
    "MIS-3": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Undo reverts a command of the log that is not undone already, by its first event.",
    ),
    "MIS-4": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Only the side whose turn it is moves, shoots, passes items and stabilises.",
    ),
    "MIS-5": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "Moving belongs to the movement phase, shooting and running to the shooting "
        "phase, assaulting to the assault phase, each once per phase.",
    ),
    "INV-1": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "An item goes into a slot the character has, at a free position within the slot's"
        " capacity.",
    ),
    "INV-2": QT_TRANSLATE_NOOP(
        "RuleTexts",
        "An item fits a slot whose size is at least its own: an item that calls for a "
        "large-size slot (or a large-size backpack) does not fit a small-size slot.",
    ),
}


# The words the rules core puts into a finding's params (phase names, actions, causes, ...), by
# param name: translated one by one so the sentence reads in one language. A value not listed
# here (a soldier's or an item's name, a number) is shown as it is.
_PHASE_WORDS = {
    "movement": QT_TRANSLATE_NOOP("RulePhases", "movement"),
    "shooting": QT_TRANSLATE_NOOP("RulePhases", "shooting"),
    "assault": QT_TRANSLATE_NOOP("RulePhases", "assault"),
}
_PARAM_WORDS: dict[str, tuple[str, dict[str, str]]] = {
    "phase": ("RulePhases", _PHASE_WORDS),
    "needed": ("RulePhases", _PHASE_WORDS),
    "move": (
        "RuleMoves",
        {
            "jump": QT_TRANSLATE_NOOP("RuleMoves", "jump"),
            "climb": QT_TRANSLATE_NOOP("RuleMoves", "climb"),
            "swim": QT_TRANSLATE_NOOP("RuleMoves", "swim"),
        },
    ),
    "actions": (
        "RuleActionsDone",
        {
            "moved": QT_TRANSLATE_NOOP("RuleActionsDone", "moved"),
            "run": QT_TRANSLATE_NOOP("RuleActionsDone", "run"),
            "jumped": QT_TRANSLATE_NOOP("RuleActionsDone", "jumped"),
            "shot": QT_TRANSLATE_NOOP("RuleActionsDone", "shot"),
            "assaulted": QT_TRANSLATE_NOOP("RuleActionsDone", "assaulted"),
            "passed an item": QT_TRANSLATE_NOOP("RuleActionsDone", "passed an item"),
            "stabilised a wounded comrade": QT_TRANSLATE_NOOP(
                "RuleActionsDone", "stabilised a wounded comrade"
            ),
            "put on a spare tank": QT_TRANSLATE_NOOP("RuleActionsDone", "put on a spare tank"),
        },
    ),
    "action": (
        "RuleActions",
        {
            "move": QT_TRANSLATE_NOOP("RuleActions", "move"),
            "run": QT_TRANSLATE_NOOP("RuleActions", "run"),
            "shoot": QT_TRANSLATE_NOOP("RuleActions", "shoot"),
            "assault": QT_TRANSLATE_NOOP("RuleActions", "assault"),
            "jump": QT_TRANSLATE_NOOP("RuleActions", "jump"),
            "climb": QT_TRANSLATE_NOOP("RuleActions", "climb"),
            "swim": QT_TRANSLATE_NOOP("RuleActions", "swim"),
            "pass an item": QT_TRANSLATE_NOOP("RuleActions", "pass an item"),
            "stabilise": QT_TRANSLATE_NOOP("RuleActions", "stabilise"),
            "change its tank": QT_TRANSLATE_NOOP("RuleActions", "change its tank"),
        },
    ),
    "cause": (
        "RuleCauses",
        {
            "just activated": QT_TRANSLATE_NOOP("RuleCauses", "just activated"),
            "dragged by other characters": QT_TRANSLATE_NOOP(
                "RuleCauses", "dragged by other characters"
            ),
            "freed from a cocoon": QT_TRANSLATE_NOOP("RuleCauses", "freed from a cocoon"),
            "freed from a net": QT_TRANSLATE_NOOP("RuleCauses", "freed from a net"),
            "pulled out of a medbay capsule": QT_TRANSLATE_NOOP(
                "RuleCauses", "pulled out of a medbay capsule"
            ),
            "released from mind control": QT_TRANSLATE_NOOP(
                "RuleCauses", "released from mind control"
            ),
            "had no chance to act at the start of the phase": QT_TRANSLATE_NOOP(
                "RuleCauses", "had no chance to act at the start of the phase"
            ),
        },
    ),
    "status": (
        "RuleStatuses",
        {
            "active": QT_TRANSLATE_NOOP("RuleStatuses", "active"),
            "down": QT_TRANSLATE_NOOP("RuleStatuses", "down"),
            "dead": QT_TRANSLATE_NOOP("RuleStatuses", "dead"),
            "mia": QT_TRANSLATE_NOOP("RuleStatuses", "mia"),
            "evacuated": QT_TRANSLATE_NOOP("RuleStatuses", "evacuated"),
        },
    ),
    "side": (
        "RuleSides",
        {
            "X-COM": QT_TRANSLATE_NOOP("RuleSides", "X-COM"),
            "aliens'": QT_TRANSLATE_NOOP("RuleSides", "aliens'"),
        },
    ),
    "class_kind": (
        "RuleClassKinds",
        {
            "class": QT_TRANSLATE_NOOP("RuleClassKinds", "class"),
            "unit type": QT_TRANSLATE_NOOP("RuleClassKinds", "unit type"),
        },
    ),
}
_PARAM_WORDS["item_size"] = _PARAM_WORDS["slot_size"] = (
    "RuleSizes",
    {
        "small": QT_TRANSLATE_NOOP("RuleSizes", "small"),
        "large": QT_TRANSLATE_NOOP("RuleSizes", "large"),
    },
)


def _param_text(name: str, value: str | int) -> str | int:
    """A param of a finding in the user's language, when it is one of the rules' own words."""
    known = _PARAM_WORDS.get(name)
    if known is None or isinstance(value, int):
        return value
    context, words = known
    parts = str(value).split(", ") if name == "actions" else [str(value)]
    if not all(part in words for part in parts):
        return value
    return ", ".join(QCoreApplication.translate(context, words[part]) for part in parts)


class _Missing(dict[str, str | int]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def finding_text(finding: Violation) -> str:
    """The finding's sentence in the user's language (English when not translated)."""
    template = MESSAGE_TEMPLATES.get(finding.message_key)
    if template is None:
        return finding.text
    if _MESSAGE_TEMPLATES.get(finding.message_key) != template:
        return template.format_map(_Missing(finding.params))  # not known here: English
    params = {name: _param_text(name, value) for name, value in finding.params}
    return QCoreApplication.translate("RuleMessages", template).format_map(_Missing(params))


def rule_text(rule_id: str) -> str:
    """The rule's own statement (``RULE_TEXTS``), translated; ``""`` for an unknown ID."""
    text = RULE_TEXTS.get(rule_id)
    if not text:
        return ""
    if _RULE_TEXTS.get(rule_id) == text:
        return QCoreApplication.translate("RuleTexts", text)
    return text


def rule_texts() -> dict[str, str]:
    """Every rule's statement in the user's language, by rule ID."""
    return {rule_id: rule_text(rule_id) for rule_id in RULE_TEXTS}


def finding_line(finding: Violation) -> str:
    """``"INV-2: Laser rifle needs a large-size slot …"``: the rule ID, then the finding."""
    return f"{finding.rule_id}: {finding_text(finding)}"


def verdict_lines(verdict: Verdict, *, with_rules: bool = True) -> list[str]:
    """Every violation (then warning) as a line, followed by the statement of each rule cited."""
    lines = [finding_line(v) for v in (*verdict.violations, *verdict.warnings)]
    if with_rules:
        for rule_id in verdict.rule_ids:
            text = rule_text(rule_id)
            if text:
                lines.append(
                    QCoreApplication.translate("Inventory", "Rule {rule}: {text}").format(
                        rule=rule_id, text=text
                    )
                )
    return lines


# -- drag payload ---------------------------------------------------------------------------


def item_mime(campaign_id: int, item_id: int) -> QMimeData:
    """The ``QMimeData`` a drag of item ``item_id`` carries (and a test builds to drop one)."""
    mime = QMimeData()
    mime.setData(ITEM_MIME_TYPE, f"{campaign_id}:{item_id}".encode("ascii"))
    return mime


def item_id_from_mime(mime: QMimeData | None, campaign_id: int) -> int | None:
    """The item a drag carries, if it is an item of campaign ``campaign_id``."""
    if mime is None or not mime.hasFormat(ITEM_MIME_TYPE):
        return None
    raw = bytes(mime.data(ITEM_MIME_TYPE).data()).decode("ascii", "replace")
    campaign, _, item = raw.partition(":")
    if not (campaign.isdigit() and item.isdigit()) or int(campaign) != campaign_id:
        return None
    return int(item)


# -- icons ----------------------------------------------------------------------------------


@cache
def item_icon(icon: str) -> QIcon:
    """The SVG icon ``icon`` (an ``ItemType.icon`` file name) from the icons folder."""
    name = icon or "equipment.svg"
    path = paths.icons_dir() / name
    if not path.is_file():
        path = paths.icons_dir() / "equipment.svg"
    return QIcon(str(path))


def item_pixmap(icon: str, size: int, *, unusable: bool = False) -> QPixmap:
    """The item's icon at ``size`` pixels; "carried, unusable" items greyed and struck through
    with a red bar and a warning sign (W-HAND-3 / R-4, W-WATER-1)."""
    base = item_icon(icon)
    mode = QIcon.Mode.Disabled if unusable else QIcon.Mode.Normal
    pixmap = base.pixmap(QSize(size, size), mode)
    if not unusable:
        return pixmap
    marked = QPixmap(pixmap)
    painter = QPainter(marked)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    width = marked.width() / max(marked.devicePixelRatio(), 1.0)
    height = marked.height() / max(marked.devicePixelRatio(), 1.0)
    pen = QPen(QColor(200, 30, 30), max(2.0, width / 12))
    painter.setPen(pen)
    painter.drawLine(QPointF(width * 0.1, height * 0.9), QPointF(width * 0.9, height * 0.1))
    badge = QRectF(width * 0.55, height * 0.55, width * 0.45, height * 0.45)
    painter.setBrush(QColor(230, 160, 0))
    painter.setPen(QPen(QColor(60, 40, 0), 1))
    painter.drawEllipse(badge)
    painter.setPen(QColor(0, 0, 0))
    font = painter.font()
    font.setBold(True)
    font.setPixelSize(max(6, int(badge.height() * 0.8)))
    painter.setFont(font)
    painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, "!")
    painter.end()
    return marked
