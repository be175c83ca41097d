"""The board game's findings, log lines, reminders and words, marked for translation where they
are written (the views translate them when they show them; events keep keys and numbers)."""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop, words

__all__ = ["MESSAGES"]

words(
    "board_phase",
    {
        "hero": tr_noop("BoardWords", "Hero Player Phase"),
        "overmind": tr_noop("BoardWords", "Overmind phase"),
    },
    params=("board_phase",),
)
words(
    "board_action",
    {
        "move": tr_noop("BoardWords", "MOVE"),
        "sprint": tr_noop("BoardWords", "SPRINT"),
        "melee": tr_noop("BoardWords", "MELEE ATTACK"),
        "shoot": tr_noop("BoardWords", "SHOOT ATTACK"),
        "psychic": tr_noop("BoardWords", "PSYCHIC ATTACK"),
        "interact": tr_noop("BoardWords", "INTERACT"),
        "overwatch": tr_noop("BoardWords", "OVERWATCH"),
        "flip_blip": tr_noop("BoardWords", "FLIP BLIP TOKEN"),
    },
    params=("board_action", "board_kind"),
)
words(
    "board_attack_kind",
    {"overwatch": tr_noop("BoardWords", "Overwatch shot")},
    params=("board_shot",),
)
words(
    "board_range",
    {
        "adjacent": tr_noop("BoardWords", "adjacent"),
        "short": tr_noop("BoardWords", "short range"),
        "long": tr_noop("BoardWords", "long range"),
    },
    params=("board_range",),
)
words(
    "board_token",
    {
        "full": tr_noop("BoardWords", "full (red)"),
        "weak": tr_noop("BoardWords", "weak (blue)"),
    },
    params=("board_token",),
)
words(
    "board_what",
    {
        "item": tr_noop("BoardWords", "the item"),
        "objective": tr_noop("BoardWords", "the objective"),
        "exit": tr_noop("BoardWords", "the exit"),
    },
    params=("board_what",),
)
words(
    "board_reason",
    {
        "seen": tr_noop("BoardWords", "seen by a Hero"),
        "damaged": tr_noop("BoardWords", "damaged"),
        "action": tr_noop("BoardWords", "its FLIP BLIP action"),
    },
    params=("board_reason",),
)
words(
    "board_side",
    {
        "heroes": tr_noop("BoardWords", "Heroes"),
        "aliens": tr_noop("BoardWords", "Alien Units"),
    },
    params=("board_side",),
)
words(
    "board_face",
    {
        "blank": tr_noop("BoardWords", "BLANK"),
        "hit": tr_noop("BoardWords", "HIT"),
        "double_hit": tr_noop("BoardWords", "DOUBLE HIT"),
        "critical_hit": tr_noop("BoardWords", "CRITICAL HIT"),
        "shield": tr_noop("BoardWords", "SHIELD"),
        "double_shield": tr_noop("BoardWords", "DOUBLE SHIELD"),
    },
    params=("attack_faces", "defence_faces"),
)
words("plan_option", {"map": tr_noop("MissionTexts", "Mission Map")}, params=("option",))
#: The bundled ready maps by file name (a user's own map shows its file name).
words(
    "board_map",
    {
        "farmhouse": tr_noop("BoardMaps", "Farmhouse raid"),
        "ufo_crash": tr_noop("BoardMaps", "UFO crash site"),
    },
    params=("map",),
)
words(
    "outcome",
    {
        "damage": tr_noop("MissionOdds", "damage"),
        "kill": tr_noop("MissionOdds", "killed"),
        "destroyed": tr_noop("MissionOdds", "destroyed"),
        "survives": tr_noop("MissionOdds", "stands"),
    },
    params=("outcome",),
)

#: The board game's message templates, by key.
MESSAGES = templates(
    {
        # -- the Mission Map (MIS-9) and the plan --------------------------------------------
        "board_map_wall_off": tr_noop(
            "RuleMessages", "The wall {wall} lies off the {width} × {height} map."
        ),
        "board_map_off": tr_noop(
            "RuleMessages", "The square {square} lies off the {width} × {height} map."
        ),
        "board_map_on_blocking": tr_noop(
            "RuleMessages", "A model or token stands on the blocking square {square}."
        ),
        "board_map_twice": tr_noop("RuleMessages", "Two models or tokens stand on {square}."),
        "board_map_size": tr_noop(
            "RuleMessages",
            "A map is 1 to {most} squares a side, not {width} × {height}.",
        ),
        "board_map_wall_not_edge": tr_noop(
            "RuleMessages", "{start} and {end} share no edge: a wall stands between neighbours."
        ),
        "board_map_name_long": tr_noop(
            "RuleMessages", "A map's name is at most {most} characters long."
        ),
        "board_map_no_start": tr_noop(
            "RuleMessages",
            "Start squares for the {board_side} on the map: {starts}; models to place: {count}.",
        ),
        "board_plan_species": tr_noop(
            "RuleMessages", "The ruleset {ruleset} has no species {species}."
        ),
        # -- moving (B-ACT-2, B-ACT-3) ---------------------------------------------------------
        "board_step_not_adjacent": tr_noop(
            "RuleMessages", "{end} is not a square next to {start}: a step goes one square."
        ),
        "board_step_blocked": tr_noop(
            "RuleMessages", "{end} is blocked or off the map: no step from {start} into it."
        ),
        "board_step_occupied": tr_noop(
            "RuleMessages", "{end} holds another model or a Blip: no step from {start} into it."
        ),
        "board_step_wall": tr_noop("RuleMessages", "A wall stands between {start} and {end}."),
        "board_step_diagonal": tr_noop(
            "RuleMessages",
            "No diagonal step from {start} to {end}: {side}, which it passes by, is closed by "
            "a wall or an obstacle; move orthogonally.",
        ),
        "board_path_too_long": tr_noop(
            "RuleMessages", "The path has too many steps: {steps}; this move allows {allowed}."
        ),
        "board_path_loops": tr_noop("RuleMessages", "The path crosses a square twice."),
        "board_unreachable": tr_noop("RuleMessages", "No path leads to {square}."),
        "board_goal_off_map": tr_noop(
            "RuleMessages",
            "{square} is not on the Mission Map: its squares run from A1 to {last}.",
        ),
        "board_move_nowhere": tr_noop("RuleMessages", "The model is already on that square."),
        # -- turns (B-PHASE, B-ACT-1, M-CX-5, MIS-1, MIS-11) ---------------------------------
        "board_overwatch_waiting": tr_noop(
            "RuleMessages",
            "{watcher}'s Overwatch shot at {model} waits: take it or hold it first.",
        ),
        "board_no_overwatch_waiting": tr_noop(
            "RuleMessages", "No Overwatch shot of {watcher} is waiting."
        ),
        "board_turn_in_progress": tr_noop(
            "RuleMessages", "{model}'s Turn is being played: end it first."
        ),
        "board_model_off_map": tr_noop("RuleMessages", "{model} is no longer on the map."),
        "board_wrong_phase": tr_noop(
            "RuleMessages", "{model} is not activated in the {board_phase}."
        ),
        "board_already_activated": tr_noop(
            "RuleMessages", "{model} has already been activated in this phase."
        ),
        "board_activation_spent": tr_noop(
            "RuleMessages",
            "{model}'s activation of this Overmind phase was used up by the Interruption.",
        ),
        "board_interrupt_phase": tr_noop(
            "RuleMessages", "An Interruption happens only in the Hero Player Phase."
        ),
        "board_interrupt_mid_turn": tr_noop(
            "RuleMessages", "An Interruption comes between two Turns: {model}'s is not over."
        ),
        "board_interrupt_used": tr_noop(
            "RuleMessages", "The Overmind has already interrupted in this Hero Player Phase."
        ),
        "board_interrupt_cards": tr_noop(
            "RuleMessages",
            "An Interruption discards two Mutation cards; the Overmind's hand: {cards}.",
        ),
        "board_interrupt_not_alien": tr_noop(
            "RuleMessages", "Only an Alien Unit interrupts, not {model}."
        ),
        "board_mutations_phase": tr_noop(
            "RuleMessages", "Mutation cards are discarded and drawn in the Overmind phase."
        ),
        "board_mutations_again": tr_noop(
            "RuleMessages", "The Overmind has already discarded and drawn in this phase."
        ),
        "board_mutations_count": tr_noop(
            "RuleMessages", "The Overmind may discard 0 to {most} Mutation cards, not {count}."
        ),
        "board_not_its_turn": tr_noop(
            "RuleMessages", "It is not {model}'s Turn: activate it first."
        ),
        "board_actions_used": tr_noop("RuleMessages", "{model} has used both Actions of its Turn."),
        "board_action_twice": tr_noop(
            "RuleMessages", "{model} has already chosen {board_action} in this Turn."
        ),
        "board_blip_face_down": tr_noop(
            "RuleMessages",
            "{model} is still a Blip: it may MOVE, SPRINT or flip itself, not {board_action}.",
        ),
        "board_not_a_blip": tr_noop("RuleMessages", "{model} is not a Blip token."),
        # -- attacks (B-ACT-4, -5, -8, MIS-8) --------------------------------------------------
        "board_attack_target": tr_noop(
            "RuleMessages", "{model} can attack only an enemy on the map, not {target}."
        ),
        "board_melee_not_adjacent": tr_noop(
            "RuleMessages", "{target} is not adjacent to {model}: no melee attack."
        ),
        "board_melee_wall": tr_noop(
            "RuleMessages", "A wall stands between {model} and {target}: no melee attack."
        ),
        "board_not_psychic": tr_noop(
            "RuleMessages", "{model} has no psychic ability: no Psychic Attack."
        ),
        "board_out_of_range": tr_noop(
            "RuleMessages",
            "{target} is out of {model}'s long range: distance {distance}, long range {range}.",
        ),
        "board_shoot_adjacent": tr_noop(
            "RuleMessages", "{target} is adjacent to {model}: shoot only at a target farther off."
        ),
        "board_no_sight": tr_noop(
            "RuleMessages",
            "{model} has no Line of Sight to {target} (the line between them crosses walls: "
            "{walls}; occupied or blocking squares: {squares}).",
        ),
        "board_no_combat_value": tr_noop(
            "RuleMessages", "{model} has no Combat Value for {board_kind}."
        ),
        "board_no_object": tr_noop(
            "RuleMessages", "No object stands on {square} (an objective square not used yet)."
        ),
        "board_object_not_adjacent": tr_noop(
            "RuleMessages", "The object on {square} is not adjacent to {model}: no melee attack."
        ),
        "board_object_wall": tr_noop(
            "RuleMessages", "A wall stands between {model} and the object on {square}."
        ),
        "board_object_adjacent": tr_noop(
            "RuleMessages",
            "The object on {square} is adjacent to {model}: shoot only at one farther off.",
        ),
        "board_object_no_sight": tr_noop(
            "RuleMessages", "{model} has no Line of Sight to the object on {square}."
        ),
        "board_object_out_of_range": tr_noop(
            "RuleMessages",
            "The object on {square} is out of {model}'s long range: distance {distance}, long "
            "range {range}.",
        ),
        # -- interact (B-ACT-6) ---------------------------------------------------------------
        "board_interact_far": tr_noop(
            "RuleMessages", "{square} is neither {model}'s square nor next to it."
        ),
        "board_interact_nothing": tr_noop(
            "RuleMessages", "Nothing on {square} offers an INTERACT (or it was used)."
        ),
        "board_nobody_down": tr_noop(
            "RuleMessages",
            "{model} is not down: in the board game a model at Health 0 is killed (M-CX-4), so "
            "there is nobody to stabilise.",
        ),
        "board_interact_exit": tr_noop(
            "RuleMessages", "Only a Hero standing on the exit {square} leaves by it, not {model}."
        ),
        # -- the header and the log -----------------------------------------------------------
        "bg_header": tr_noop("MissionLog", "Round {round} · {board_phase}"),
        "bg_header_turn": tr_noop("MissionLog", "Round {round} · {board_phase} · {model}'s Turn"),
        "bg_position": tr_noop("MissionLog", "round {round}, {board_phase}"),
        "bg_activated": tr_noop("MissionLog", "{model} is activated."),
        "bg_interrupted": tr_noop(
            "MissionLog",
            "Interruption (Mutation cards discarded: {discarded}): the Overmind activates "
            "{model}; its next activation is used up.",
        ),
        "bg_token_discarded": tr_noop(
            "MissionLog", "{model}'s unused {board_token} Overwatch token is discarded."
        ),
        "bg_turn_ended": tr_noop("MissionLog", "{model}'s Turn ends."),
        "bg_phase_begins": tr_noop("MissionLog", "Round {round}: the {board_phase} begins."),
        "bg_drawn": tr_noop("MissionLog", "Mutation cards drawn by the Overmind: {drawn}."),
        "bg_moved": tr_noop(
            "MissionLog", "{model}: {board_action} from {start} to {square} (steps: {steps})."
        ),
        "bg_stopped_overwatch": tr_noop(
            "MissionLog", "{model} stops on {square}: {watcher} is in Overwatch."
        ),
        "bg_stopped_revealed": tr_noop(
            "MissionLog", "{model} stops on {square}, where a Hero sees it."
        ),
        "bg_attacked": tr_noop(
            "MissionLog",
            "{model} attacks {target}: {board_kind} at {board_range}; Combat dice: "
            "{attack_value} against {defence_value}.",
        ),
        "bg_overwatch_shot": tr_noop(
            "MissionLog",
            "{model} takes the Overwatch shot at {target} ({board_range}); Combat dice: "
            "{attack_value} against {defence_value}.",
        ),
        "bg_faces": tr_noop("MissionLog", "Attack: {attack_faces}. Defence: {defence_faces}."),
        "bg_faces_undefended": tr_noop(
            "MissionLog", "Attack: {attack_faces}. No defence (psychic)."
        ),
        "bg_damage": tr_noop(
            "MissionLog",
            "Hits: {hits}, critical hits: {criticals}, shields: {shields}; damage: {damage}, "
            "Health left: {health}.",
        ),
        "bg_object_attacked": tr_noop(
            "MissionLog",
            "{model} attacks the object on {square}: {board_kind} at {board_range}; Combat "
            "dice: {attack_value}. Attack: {attack_faces}.",
        ),
        "bg_object_destroyed": tr_noop(
            "MissionLog",
            "Damage: {damage} (a critical hit counts double): the object is destroyed.",
        ),
        "bg_object_stands": tr_noop(
            "MissionLog", "Damage: {damage} (a critical hit counts double): the object stands."
        ),
        "bg_killed": tr_noop("MissionLog", "{target} is killed and removed."),
        "bg_xp": tr_noop("MissionLog", "{model} gains 1 Experience Point."),
        "bg_overwatch_readied": tr_noop(
            "MissionLog", "{model} goes into Overwatch: {board_token} token."
        ),
        "bg_overwatch_held": tr_noop(
            "MissionLog", "{watcher} holds its Overwatch; {model} stays where it stopped."
        ),
        "bg_interacted": tr_noop("MissionLog", "{model} interacts with {board_what} on {square}."),
        "bg_exited": tr_noop("MissionLog", "{model} leaves the map by the exit on {square}."),
        "bg_flipped": tr_noop("MissionLog", "{model} is flipped ({board_reason}): a {species}."),
        "bg_flipped_by": tr_noop("MissionLog", "{model} is flipped, seen by {by}: a {species}."),
        "bg_decoy": tr_noop("MissionLog", "{model} is flipped ({board_reason}): a decoy, removed."),
        "bg_mutations": tr_noop(
            "MissionLog",
            "Mutation cards: the Overmind discards {discarded} and draws {drawn}; in hand: {hand}.",
        ),
        "bg_ended": tr_noop("MissionLog", "The mission ends in round {round}."),
        # -- the table ----------------------------------------------------------------------
        "bg_activity": tr_noop("MissionLog", "{board_action}"),
        "bg_activity_turn": tr_noop("MissionLog", "its Turn"),
        "bg_activity_done": tr_noop("MissionLog", "activated"),
        "bg_condition_overwatch": tr_noop("MissionLog", "Overwatch: {board_token}"),
        "bg_condition_blip": tr_noop("MissionLog", "Blip (face down)"),
        "bg_condition_spent": tr_noop("MissionLog", "next activation used up (Interruption)"),
        # -- reminders ------------------------------------------------------------------------
        "bg_remind_overwatch": tr_noop(
            "MissionLog", "{watcher} may shoot {model} from Overwatch: take or hold the shot."
        ),
        "bg_remind_to_activate": tr_noop("MissionLog", "Still to activate: {names}."),
        "bg_remind_behaviour": tr_noop(
            "MissionLog", "{model} may now perform its Alien Behaviour Action."
        ),
        "bg_remind_interruption": tr_noop(
            "MissionLog", "The Overmind may still interrupt (Mutation cards in hand: {cards})."
        ),
    }
)
