"""The words of attacks: the findings that refuse one (M-SHOOT-1, M-CC-1, MIS-8), the log lines
that describe one (M-HIT-1, M-SAVE-1, R-22), and the outcomes of their odds."""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop, words

__all__ = ["ATTACK_MESSAGES"]

# the swim that replaces a climb, in the words of moves, actions and the log.
words("move", {"swim_climb": tr_noop("RuleMoves", "swim-climb")}, params=("move",))
words("action", {"swim_climb": tr_noop("RuleActions", "swim-climb")}, params=("action",))
words("move_name", {"swim_climb": tr_noop("MissionLog", "Swim-climb")}, params=("move_name",))
words(
    "weapon_type",
    {
        "rapid_fire": tr_noop("RuleWeapons", "Rapid Fire"),
        "assault": tr_noop("RuleWeapons", "Assault"),
        "heavy": tr_noop("RuleWeapons", "Heavy"),
        "pistol": tr_noop("RuleWeapons", "Pistol"),
        "melee": tr_noop("RuleWeapons", "Melee"),
    },
    params=("weapon_type",),
)
words(
    "save_kind",
    {
        "cover": tr_noop("RuleSaves", "cover"),
        "invulnerable": tr_noop("RuleSaves", "invulnerable"),
        "armour": tr_noop("RuleSaves", "armour"),
    },
    params=("save_kind",),
)
words(
    "save_verdict",
    {
        "saved": tr_noop("RuleSaves", "saved"),
        "not_saved": tr_noop("RuleSaves", "not saved"),
    },
    params=("verdict",),
)
words(
    "facing",
    {
        "front": tr_noop("RuleFacings", "front"),
        "side": tr_noop("RuleFacings", "side"),
        "rear": tr_noop("RuleFacings", "rear"),
    },
    params=("facing",),
)

#: The findings and log lines of attacks, by message key.
ATTACK_MESSAGES = templates(
    {
        # Findings (refusals)
        "attack_not_carried": tr_noop("RuleMessages", "{soldier} does not carry item {item}."),
        "attack_not_a_weapon": tr_noop("RuleMessages", "{item} is not a weapon."),
        "attack_no_profile": tr_noop(
            "RuleMessages",
            "{item} has no weapon profile in the ruleset ({key}.profile), so it cannot attack.",
        ),
        "attack_no_charges": tr_noop(
            "RuleMessages", "{soldier}'s {item} has no charges left and cannot fire."
        ),
        "attack_self": tr_noop("RuleMessages", "{soldier} cannot attack itself."),
        "attack_friend": tr_noop(
            "RuleMessages", "{soldier} cannot attack {target}: they are on the same side."
        ),
        "attack_target_gone": tr_noop(
            "RuleMessages", "{target} is {status} and no longer on the table."
        ),
        "attack_no_distance": tr_noop(
            "RuleMessages", "Measure the distance to {target} in inches before shooting."
        ),
        "attack_out_of_range": tr_noop(
            "RuleMessages", '{target} is {distance}" away, beyond the weapon\'s range of {range}".'
        ),
        "mission_stabilise_medkit_empty": tr_noop(
            "RuleMessages", "{soldier}'s medkit has no charges left, and this ruleset needs one."
        ),
        "mission_no_slip_underwater": tr_noop(
            "RuleMessages", "{soldier} is under water: there is no falling, so no slipping."
        ),
        "attack_no_contact": tr_noop(
            "RuleMessages",
            "{soldier} and {target} must be in base contact to fight in close combat.",
        ),
        # Log lines (the facts of an ``attacked`` event)
        "wg_attack_shot": tr_noop(
            "MissionLog",
            "{attacker} shoots at {target} with {weapon} ({weapon_type}, {hit}): {shots} "
            "shot(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).",
        ),
        "wg_attack_fought": tr_noop(
            "MissionLog",
            "{attacker} fights {target} in close combat with {weapon} ({hit}): {shots} "
            "attack(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).",
        ),
        "wg_attack_bare_hands": tr_noop(
            "MissionLog",
            "{attacker} fights {target} in close combat with bare hands ({hit}): {shots} "
            "attack(s), {to_hit}+ to hit, rolled {rolls}: {hits} hit(s).",
        ),
        "wg_attack_wounds": tr_noop(
            "MissionLog", "To wound {to_wound}+, rolled {rolls}: {wounds} wound(s)."
        ),
        "wg_attack_no_effect": tr_noop(
            "MissionLog", "Strength {strength} against Toughness {toughness}: no effect."
        ),
        "wg_attack_save": tr_noop(
            "MissionLog", "{save_kind} save {needed}+: rolled {value}, {verdict}."
        ),
        "wg_attack_no_save": tr_noop("MissionLog", "No save against these wounds."),
        "wg_attack_unsaved": tr_noop("MissionLog", "Unsaved wounds: {unsaved}."),
        "wg_attack_instant_death": tr_noop(
            "MissionLog",
            "Strength {strength} is at least double the Toughness: {target} is killed outright "
            "(M-HIT-1).",
        ),
        "wg_attack_vehicle": tr_noop(
            "MissionLog",
            "Against the {facing} armour {armour}: d6 + {strength} rolled {rolls}: "
            "{penetrating} penetrating, {glancing} glancing hit(s); the GM applies them.",
        ),
        "wg_attack_charges": tr_noop("MissionLog", "{weapon}: {charges} charge(s) left."),
        "wg_sinks": tr_noop(
            "MissionLog",
            'Sinks {inches}" from {fall_point} to the bottom: no hit under water (R-25, R-26).',
        ),
        "wg_open_water": tr_noop(
            "MissionLog",
            "Ends the move at the declared point in open water: no fall, no hit, no further "
            "movement (R-26).",
        ),
        "wg_slip": tr_noop(
            "MissionLog",
            '{character} stands over nothing and slips: falls {fall}" on from where it '
            "stopped (W-JUMP-10, R-27).",
        ),
    }
)

# What the GM is about to roll for (rules.mission.system.Outcome keys).
words(
    "outcome",
    {
        "unsaved": tr_noop("MissionOdds", "unsaved wounds"),
        "killed": tr_noop("MissionOdds", "killed outright"),
        "sinks": tr_noop("MissionOdds", "sinks"),
    },
    params=("outcome",),
)
