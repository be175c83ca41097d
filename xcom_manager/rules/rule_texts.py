"""Every rule the app cites, by ID, with a short English statement marked for translation.

RULES.md's IDs (``W-``, ``B-``, ``M-``, ``R-``) and the app's own rules for what no text covers
(``MIS-`` for the mission tracker, ``INV-`` for slot capacity, fit and positions, ``ROS-`` for
the roster's status changes, ``ARM-`` for stocking the armoury). A finding cites the rule it
applies (:class:`~xcom_manager.rules.verdict.Violation`); the views show the statement beside it
in the reader's language (``QCoreApplication.translate("RuleTexts", ...)``), the command line in
English (:data:`RULE_TEXTS`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.armoury_texts import ARMOURY_RULES
from xcom_manager.rules.boardgame.rule_texts import BOARD_RULES
from xcom_manager.rules.career_texts import CAREER_RULES
from xcom_manager.rules.texts import Text, tr_noop

__all__ = ["RULE_STATEMENTS", "RULE_TEXTS", "rule_statement"]

_RULES: dict[str, Text] = {
    "W-ACT-1": tr_noop(
        "RuleTexts",
        "A character that was just activated, dragged, freed, pulled from a "
        "medbay capsule or released from mind control this phase may "
        "perform no actions until the end of the phase.",
    ),
    "W-HAND-1": tr_noop(
        "RuleTexts",
        "During a battle, characters may pass each other objects from their "
        "inventory or carried in their hands.",
    ),
    "W-HAND-2": tr_noop(
        "RuleTexts",
        "Both characters must be in base contact and spend a full movement or shooting phase.",
    ),
    "W-HAND-3": tr_noop(
        "RuleTexts",
        "Most weapons can be carried in a large-size or a small-size slot, "
        "but only characters that have the slot the weapon calls for can "
        "use it.",
    ),
    "W-HAND-4": tr_noop(
        "RuleTexts",
        "Charges (ammunition) for weapons and equipment may be passed only "
        "between characters of the same class.",
    ),
    "W-WATER-1": tr_noop(
        "RuleTexts", "Under water only weapons of the underwater or mixed type work."
    ),
    "W-JUMP-1": tr_noop(
        "RuleTexts",
        "A character that cannot or does not fly may declare one jump in "
        'the movement or shooting phase, to an end point no more than 6" '
        'horizontally and 3" vertically away; only once per phase.',
    ),
    "W-JUMP-2": tr_noop(
        "RuleTexts",
        "A jump needs a passed Initiative test; on a pass the character "
        "reaches the point and may go on moving if it has inches left.",
    ),
    "W-JUMP-3": tr_noop(
        "RuleTexts",
        "Bikes, walkers and cavalry must declare, and physically move, the "
        'full 6" horizontally to jump: they need a run-up.',
    ),
    "W-JUMP-4": tr_noop(
        "RuleTexts",
        "On a failed test the character falls vertically from halfway along "
        "the declared jump or climb and takes an automatic hit of Strength "
        "equal to the inches it tried plus the inches it fell, rounded up.",
    ),
    "W-JUMP-5": tr_noop(
        "RuleTexts",
        "Above Strength 10 the falling hit is Strength 10, and each further "
        'inch lowers the AP by 1 from AP6 (a 4" jump over a 10" drop: S10 '
        "AP3).",
    ),
    "W-JUMP-6": tr_noop(
        "RuleTexts",
        "Cover saves do not apply against falling hits; vehicles always "
        "take them on their side armour.",
    ),
    "W-JUMP-7": tr_noop(
        "RuleTexts",
        "After a failed jump or climb the character cannot move any further this phase.",
    ),
    "W-JUMP-8": tr_noop(
        "RuleTexts",
        "A jump into the void still falls after a passed test, vertically "
        "from the declared point, may not move further, and the jump's "
        "horizontal length is not added to the hit's Strength.",
    ),
    "W-JUMP-9": tr_noop(
        "RuleTexts",
        "Infantry, Jet Pack Infantry, Jump Infantry, Monstrous Creatures, "
        'Flying Monstrous Creatures and Walkers may climb up to 6"; a '
        "failed climb falls from its highest point.",
    ),
    "W-JUMP-10": tr_noop(
        "RuleTexts",
        "A character with no solid surface under it at the end of its "
        "movement slips and falls on from where it stopped.",
    ),
    "W-WATER-3": tr_noop(
        "RuleTexts",
        "Under water jumping and climbing are replaced by swimming; a "
        'failed swim takes no hit but scatters d6" in a random direction '
        "from where it would have fallen and takes an aqualung breakage "
        "test.",
    ),
    "M-TEST-1": tr_noop(
        "RuleTexts",
        "Characteristic test: a d6 equal to or lower than the "
        "characteristic passes; a natural 6 always fails and a natural 1 "
        "always passes.",
    ),
    "M-HIT-1": tr_noop(
        "RuleTexts",
        "A hit wounds on a d6 by the Strength-against-Toughness chart (4+ "
        "at S = T) and each wound may be saved by armour (d6 >= Sv) unless "
        "the AP is equal to or lower than Sv; against a vehicle d6 + "
        "Strength beats (penetrating) or equals (glancing) the armour.",
    ),
    "M-SCATTER-1": tr_noop(
        "RuleTexts",
        "A random direction is rolled on a scatter die or as a bearing of "
        "0-359 degrees; distances are whole inches.",
    ),
    "R-6": tr_noop("RuleTexts", "A falling hit's AP never goes below AP1, whatever the Strength."),
    "R-7": tr_noop(
        "RuleTexts",
        "Fall Strength = ceil(the jump's horizontal length, or a climb's whole climbed path, + "
        "the drop from the fall point), or ceil(drop) alone for a jump into the void or a slip; "
        "a jump into the void falls from the declared point on a pass and from halfway on a "
        "failure; Strength 0 means no hit.",
    ),
    "M-SHOOT-1": tr_noop(
        "RuleTexts",
        "Each shot hits on a d6 by Ballistic Skill (BS1 6+, BS2 5+, BS3 4+, BS4 3+, BS5 or more "
        "2+; a 1 always misses), with a weapon the shooter can use, within its range; a weapon "
        "with charges spends one per attack and cannot fire with none left.",
    ),
    "M-CC-1": tr_noop(
        "RuleTexts",
        "In the assault phase models in base contact attack with their Attacks: 3+ to hit "
        "against a lower Weapon Skill, 4+ against an equal or higher one up to double, 5+ "
        "beyond; the hits use the attacker's Strength or a close combat weapon's profile.",
    ),
    "M-SAVE-1": tr_noop(
        "RuleTexts",
        "Each wound allows one save: armour (d6 >= Sv) unless the AP is Sv or lower, the cover "
        "the GM states (never against a fall), an invulnerable save; by default the best "
        "single one, unsaved wounds reduce the Wounds.",
    ),
    "R-22": tr_noop(
        "RuleTexts",
        "Unit types flagged vehicle (by default Vehicle and Walker) take hits on their armour: "
        "d6 + Strength against the facing's armour, falling hits on the side armour.",
    ),
    "R-24": tr_noop(
        "RuleTexts",
        "A swim replaces both moves: a swim-jump keeps the jump's limits "
        '(6" across, 3" up or down), a swim-climb the climb\'s (6", climbing unit types, '
        "fall from the highest point).",
    ),
    "R-25": tr_noop(
        "RuleTexts",
        "A failed swim sinks from the fall point with no hit, then scatters "
        'd6" from where it settled and takes the aqualung breakage test.',
    ),
    "R-26": tr_noop(
        "RuleTexts",
        "No falling hit under water, ever: a passed swim into open water ends the move at the "
        "declared point; no slipping.",
    ),
    "R-27": tr_noop(
        "RuleTexts",
        "A move that ends over nothing slips at once: a hit of Strength ceil(drop), no further "
        "movement.",
    ),
    "R-28": tr_noop(
        "RuleTexts",
        "Inside an air pocket or X-COM transport a wound does not roll for the aqualung.",
    ),
    "R-11": tr_noop(
        "RuleTexts",
        "W-WATER-3's random direction is a bearing of 0-359 degrees from "
        'the dice; the distance is d6".',
    ),
    "R-1": tr_noop(
        "RuleTexts",
        "The 'class' of W-HAND-4 is the soldier class (aliens use their "
        "species), or the unit type if the ruleset says so.",
    ),
    "R-2": tr_noop(
        "RuleTexts",
        "A handoff spends the whole phase of both characters: neither may have done anything "
        "else in it before, nor do anything in it after, in whichever order the GM enters "
        "them (unless the ruleset says only the giver spends it).",
    ),
    "R-3": tr_noop(
        "RuleTexts",
        "W-HAND-4 restricts items of kind ammo (charges for a weapon or "
        "equipment); weapons and equipment themselves pass between any "
        "classes.",
    ),
    "R-4": tr_noop(
        "RuleTexts",
        "Items of size 0 or 1 may be carried in a large- or a small-size slot, but a weapon "
        "is usable only in the slot it calls for, by a character that has that slot; "
        "anywhere else it is carried, unusable (a warning; a refused handoff when the "
        "ruleset forbids carrying what cannot be used).",
    ),
    "R-5": tr_noop(
        "RuleTexts",
        "A character under W-ACT-1 may not take part in a handoff: a "
        "handoff is an action of both characters.",
    ),
    "R-15": tr_noop(
        "RuleTexts",
        "Weapons are of the ground, underwater or mixed type; ground "
        "weapons can be carried under water but not used.",
    ),
    "W-WATER-2": tr_noop(
        "RuleTexts",
        "Full stabilisation is impossible under water: in water "
        "stabilisation only gives 5 more turns of life; full stabilisation "
        "needs an air pocket, the shore or an X-COM transport.",
    ),
    "W-WATER-4": tr_noop(
        "RuleTexts",
        "On any wound an X-COM character under water rolls a d6: on a 1 or "
        "2 its aqualung tank is damaged, and unless it puts on a "
        "replacement or reaches air within 3 turns it suffocates at the "
        "start of the fourth.",
    ),
    "R-8": tr_noop(
        "RuleTexts",
        "A character reduced to 0 wounds is down: it may be stabilised during the next 3 "
        "turns of its side, counted from the first one that begins after the wound, and dies "
        "at the start of the 4th; full stabilisation stops the timer, under water "
        "stabilisation adds 5 turns instead.",
    ),
    "R-9": tr_noop(
        "RuleTexts",
        "A character whose tank is damaged has the next 3 turns of its side to fix it, "
        "counted from the first one that begins after the damage, and dies at the start of "
        "the 4th.",
    ),
    "R-10": tr_noop(
        "RuleTexts",
        "W-WATER-4's 'any wound' means one d6 per unsaved wound, for X-COM "
        "characters whose species breathes air.",
    ),
    "R-16": tr_noop(
        "RuleTexts",
        "An air pocket or X-COM transport stops the aqualung timer while "
        "the character stays inside; the tank stays damaged, and leaving "
        "restarts the 3-turn grace from turn 0.",
    ),
    "R-17": tr_noop(
        "RuleTexts",
        "Stabilisation in water adds its 5 turns once each time the "
        "character goes down; a second one in open water adds nothing.",
    ),
    "R-19": tr_noop(
        "RuleTexts",
        "Putting on a replacement tank costs the character's movement phase "
        "and one spare aqualung tank from its own inventory, which leaves "
        "play.",
    ),
    "R-20": tr_noop(
        "RuleTexts",
        "Any friendly character in base contact can stabilise a downed one by spending its "
        "whole shooting phase, as in R-2; when the ruleset needs a medkit, each "
        "stabilisation uses up one charge of the "
        "medic's own kit.",
    ),
    "R-23": tr_noop(
        "RuleTexts",
        "A jump, climb or swim declared in the shooting phase is the character's run: it "
        "spends that phase, so no shooting, handoff or stabilising in it, before or after.",
    ),
    "MIS-1": tr_noop(
        "RuleTexts", "A character that is down, dead, missing or evacuated takes no action."
    ),
    "MIS-2": tr_noop(
        "RuleTexts", "A finished mission takes no further command; only undo and notes."
    ),
    "MIS-3": tr_noop(
        "RuleTexts",
        "Undo reverts a command of the log that is not undone already, by its first event.",
    ),
    "MIS-4": tr_noop(
        "RuleTexts", "Only the side whose turn it is moves, shoots, passes items and stabilises."
    ),
    "MIS-5": tr_noop(
        "RuleTexts",
        "Moving belongs to the movement phase, shooting and running to the "
        "shooting phase, assaulting to the assault phase, each once per "
        "phase.",
    ),
    "MIS-6": tr_noop(
        "RuleTexts",
        "A mission is played by the rule system of its campaign's ruleset, once that system's "
        "missions can be played.",
    ),
    "MIS-7": tr_noop(
        "RuleTexts",
        "A mission's plan names only what its ruleset knows: an environment of the rule "
        "system and the ruleset's species.",
    ),
    "MIS-8": tr_noop(
        "RuleTexts", "An attack targets another character, an enemy still on the table."
    ),
    "MIS-12": tr_noop(
        "RuleTexts",
        "Before a squad deploys, the app lists what will not work on the mission (a weapon "
        "that does not work in its environment, a soldier without a working weapon, no "
        "spare tank under water, no aliens); the GM may deploy anyway, giving a reason.",
    ),
    "ROS-1": tr_noop(
        "RuleTexts",
        "A soldier on a mission in progress changes status and wounds only through that "
        "mission; its debrief writes them back and never overwrites a newer change made "
        "meanwhile.",
    ),
    "ROS-2": tr_noop(
        "RuleTexts",
        "Only a soldier who is alive and present can retire: the dead and the missing stay in "
        "the Memorial.",
    ),
    "INV-1": tr_noop(
        "RuleTexts",
        "An item goes into a slot the character has, at a free position "
        "within the slot's capacity.",
    ),
    "INV-2": tr_noop(
        "RuleTexts",
        "An item of size 2 or more (person-sized or larger) fits no personal slot; items of "
        "size 0 or 1 fit any of them.",
    ),
    "INV-3": tr_noop(
        "RuleTexts",
        "Whatever the path, even a GM override, an item is in a slot of the ruleset, at a "
        "whole-number position from 0 to the slot's last position (its largest capacity plus "
        "4 positions only an override fills).",
    ),
}


_RULES.update(BOARD_RULES)
_RULES.update(ARMOURY_RULES)
_RULES.update(CAREER_RULES)

#: Every rule's statement, by rule ID, for translation.
RULE_STATEMENTS: Mapping[str, Text] = MappingProxyType(_RULES)

#: Every rule's statement in English, by rule ID.
RULE_TEXTS: Mapping[str, str] = MappingProxyType({key: text.source for key, text in _RULES.items()})


def rule_statement(rule_id: str) -> Text | None:
    """The statement of ``rule_id``, ``None`` for an ID the app does not know."""
    return _RULES.get(rule_id) if isinstance(rule_id, str) else None
