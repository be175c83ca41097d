"""The wargame's words and findings, marked for translation where they are written.

The words are what the wargame's findings put into their parameters, as keys: the phase
(``movement``), what a character did this phase (``handed_over``), the W-ACT-1 cause
(``freed_from_net``), the action refused (``hand_over``) ... The views render them in the
reader's language (:func:`xcom_manager.rules.texts.render`).
"""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop, words

__all__ = ["MESSAGES"]

words(
    "phase",
    {
        "movement": tr_noop("RulePhases", "movement"),
        "shooting": tr_noop("RulePhases", "shooting"),
        "assault": tr_noop("RulePhases", "assault"),
    },
    params=("phase", "needed"),
)
words(
    "move",
    {
        "jump": tr_noop("RuleMoves", "jump"),
        "climb": tr_noop("RuleMoves", "climb"),
        "swim": tr_noop("RuleMoves", "swim"),
    },
    params=("move",),
)
# What a character has done this phase (CharacterState.acted).
words(
    "action_done",
    {
        "moved": tr_noop("RuleActionsDone", "moved"),
        "ran": tr_noop("RuleActionsDone", "run"),
        "jumped": tr_noop("RuleActionsDone", "jumped"),
        "shot": tr_noop("RuleActionsDone", "shot"),
        "assaulted": tr_noop("RuleActionsDone", "assaulted"),
        "handed_over": tr_noop("RuleActionsDone", "passed an item"),
        "stabilised": tr_noop("RuleActionsDone", "stabilised a wounded comrade"),
        "replaced_tank": tr_noop("RuleActionsDone", "put on a spare tank"),
    },
    params=("actions",),
)
# What a character is refused to do.
words(
    "action",
    {
        "move": tr_noop("RuleActions", "move"),
        "run": tr_noop("RuleActions", "run"),
        "shoot": tr_noop("RuleActions", "shoot"),
        "assault": tr_noop("RuleActions", "assault"),
        "jump": tr_noop("RuleActions", "jump"),
        "climb": tr_noop("RuleActions", "climb"),
        "swim": tr_noop("RuleActions", "swim"),
        "hand_over": tr_noop("RuleActions", "pass an item"),
        "stabilise": tr_noop("RuleActions", "stabilise"),
        "replace_tank": tr_noop("RuleActions", "change its tank"),
    },
    params=("action",),
)
# W-ACT-1: why a character had no chance to act at the start of this phase (ReleaseCause).
words(
    "cause",
    {
        "activated": tr_noop("RuleCauses", "just activated"),
        "dragged": tr_noop("RuleCauses", "dragged by other characters"),
        "freed_from_cocoon": tr_noop("RuleCauses", "freed from a cocoon"),
        "freed_from_net": tr_noop("RuleCauses", "freed from a net"),
        "out_of_medbay_capsule": tr_noop("RuleCauses", "pulled out of a medbay capsule"),
        "mind_control_ended": tr_noop("RuleCauses", "released from mind control"),
        "other": tr_noop("RuleCauses", "had no chance to act at the start of the phase"),
    },
    params=("cause",),
)
words(
    "status",
    {
        "active": tr_noop("RuleStatuses", "active"),
        "down": tr_noop("RuleStatuses", "down"),
        "dead": tr_noop("RuleStatuses", "dead"),
        "mia": tr_noop("RuleStatuses", "mia"),
        "evacuated": tr_noop("RuleStatuses", "evacuated"),
    },
    params=("status",),
)
# MIS-4: whose turn it is ("It is the aliens' turn").
words(
    "turn_of",
    {
        "xcom": tr_noop("RuleSides", "X-COM"),
        "aliens": tr_noop("RuleSides", "aliens'"),
    },
    params=("turn_of",),
)
# what the "class" of W-HAND-4 is (handoff.same_class_key).
words(
    "class_kind",
    {
        "soldier_class": tr_noop("RuleClassKinds", "class"),
        "unit_type": tr_noop("RuleClassKinds", "unit type"),
    },
    params=("class_kind",),
)

#: The wargame's findings (jumps, climbs and swims; mission commands) by message key.
MESSAGES = templates(
    {
        # Jumps, climbs and swims (movement)
        "move_cannot_act": tr_noop(
            "RuleMessages",
            "This character cannot act until the end of this phase ({cause}), so cannot {move}.",
        ),
        "jump_wrong_phase": tr_noop(
            "RuleMessages",
            "A {move} may be declared only in the movement or shooting phase, "
            "not in the {phase} phase.",
        ),
        "jump_once_per_phase": tr_noop(
            "RuleMessages", "This character has already jumped in this {phase} phase."
        ),
        "jump_too_far": tr_noop(
            "RuleMessages",
            'The end point of a {move} is at most {limit}" away horizontally, not {horizontal}".',
        ),
        "jump_too_high": tr_noop(
            "RuleMessages",
            'The end point of a {move} is at most {limit}" away vertically, not {vertical}".',
        ),
        "run_up_declare": tr_noop(
            "RuleMessages",
            'A {unit_type} needs a run-up: it must declare the full {limit}" '
            'horizontally to jump, not {horizontal}".',
        ),
        "run_up_move": tr_noop(
            "RuleMessages",
            "A {unit_type} needs a run-up: it must physically move the full "
            '{limit}" horizontally to jump, not {run_up}".',
        ),
        "move_after_failed_jump": tr_noop(
            "RuleMessages",
            "After a failed jump or climb this character cannot move any "
            "further this {phase} phase.",
        ),
        "move_after_void_jump": tr_noop(
            "RuleMessages",
            "After a jump into the void this character cannot move any further this {phase} phase.",
        ),
        "move_after_open_water": tr_noop(
            "RuleMessages",
            "After a swim into open water this character cannot move any further this {phase} "
            "phase.",
        ),
        "move_after_slip": tr_noop(
            "RuleMessages",
            "After slipping this character cannot move any further this {phase} phase.",
        ),
        "cannot_climb": tr_noop("RuleMessages", "A {unit_type} cannot climb."),
        "climb_too_far": tr_noop("RuleMessages", 'A climb is at most {limit}", not {length}".'),
        "swim_only_underwater": tr_noop(
            "RuleMessages", "Under water there is no {move}: characters swim instead."
        ),
        "no_swim_on_ground": tr_noop(
            "RuleMessages", "Swimming is for underwater missions: on the ground, jump or climb."
        ),
        # Planning (MIS-7)
        "mission_plan_environment": tr_noop(
            "RuleMessages",
            "A wargame mission is fought on the ground or under water, not {environment!r}.",
        ),
        "mission_plan_species": tr_noop(
            "RuleMessages", "{species}: not a species of the ruleset {ruleset}."
        ),
        # Mission commands
        "mission_cannot_act": tr_noop(
            "RuleMessages",
            "{soldier} cannot act until the end of this phase ({cause}), so cannot {action}.",
        ),
        "mission_not_in_play": tr_noop(
            "RuleMessages", "{soldier} is {status} and can take no action."
        ),
        "mission_not_their_turn": tr_noop(
            "RuleMessages", "It is the {turn_of} turn: {soldier} cannot {action} now."
        ),
        "mission_action_wrong_phase": tr_noop(
            "RuleMessages",
            "{soldier} cannot {action} in the {phase} phase: that belongs to the {needed} phase.",
        ),
        "mission_already_done": tr_noop(
            "RuleMessages", "{soldier} has already {actions} in this {phase} phase."
        ),
        "mission_no_move_after_fail": tr_noop(
            "RuleMessages",
            "{soldier} failed a jump, climb or swim this phase and cannot move any further.",
        ),
        "mission_no_move_after_void_jump": tr_noop(
            "RuleMessages",
            "{soldier} jumped into the void this phase and cannot move any further.",
        ),
        "mission_no_move_after_open_water": tr_noop(
            "RuleMessages",
            "{soldier} swam into open water this phase and cannot move any further.",
        ),
        "mission_no_move_after_slip": tr_noop(
            "RuleMessages",
            "{soldier} slipped this phase and cannot move any further.",
        ),
        "mission_phase_spent": tr_noop(
            "RuleMessages",
            "{soldier} has {actions} and so spent this {phase} phase: it cannot {action} now.",
        ),
        "mission_jump_is_run": tr_noop(
            "RuleMessages",
            "In the shooting phase a jump, climb or swim is the character's run: {soldier} "
            "has {actions}, so cannot {action} now.",
        ),
        "mission_handoff_self": tr_noop("RuleMessages", "{soldier} cannot pass an item to itself."),
        "mission_handoff_enemy": tr_noop(
            "RuleMessages", "{soldier} cannot pass an item to {receiver}: not a friend."
        ),
        "mission_item_not_carried": tr_noop(
            "RuleMessages", "{soldier} does not carry item {item}."
        ),
        "mission_stabilise_wrong_phase": tr_noop(
            "RuleMessages",
            "Stabilising spends the shooting phase: it cannot be done in the {phase} phase.",
        ),
        "mission_stabilise_spent": tr_noop(
            "RuleMessages",
            "{soldier} has already {actions} in this shooting phase, so cannot "
            "spend it stabilising {patient}.",
        ),
        "mission_stabilise_enemy": tr_noop(
            "RuleMessages", "{soldier} cannot stabilise {patient}: not a friend."
        ),
        "mission_stabilise_not_down": tr_noop(
            "RuleMessages", "{patient} is not down: only a downed character needs it."
        ),
        "mission_stabilise_already": tr_noop(
            "RuleMessages", "{patient} is already fully stabilised."
        ),
        "mission_stabilise_no_contact": tr_noop(
            "RuleMessages", "{soldier} must be in base contact with {patient} to stabilise them."
        ),
        "mission_stabilise_no_medkit": tr_noop(
            "RuleMessages", "{soldier} carries no medkit, and this ruleset needs one to stabilise."
        ),
        "mission_water_stabilise_used": tr_noop(
            "RuleMessages",
            "{patient} was already stabilised in the water since going down: a "
            "second stabilisation in open water adds nothing. Full "
            "stabilisation needs an air pocket, the shore or an X-COM "
            "transport.",
        ),
        "mission_tank_not_damaged": tr_noop(
            "RuleMessages", "The aqualung tank of {soldier} is not damaged."
        ),
        "mission_no_spare_tank": tr_noop(
            "RuleMessages", "{soldier} does not carry that spare aqualung tank."
        ),
        "mission_not_a_tank": tr_noop(
            "RuleMessages", "{item} is not an aqualung tank: {soldier} cannot put it on."
        ),
        "mission_replace_wrong_phase": tr_noop(
            "RuleMessages",
            "Putting on a spare tank costs the {needed} phase, not the {phase} phase.",
        ),
        "mission_replace_spent": tr_noop(
            "RuleMessages",
            "{soldier} has already {actions} in this {phase} phase, so cannot "
            "spend it putting on a spare tank.",
        ),
        "mission_not_underwater": tr_noop(
            "RuleMessages", "This is a ground mission: there is no air pocket to reach or leave."
        ),
        "mission_already_in_air": tr_noop(
            "RuleMessages", "{soldier} is already in an air pocket or transport."
        ),
        "mission_not_in_air": tr_noop(
            "RuleMessages", "{soldier} is not in an air pocket or transport."
        ),
    }
)
