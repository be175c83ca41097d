"""How the wargame's mission log, timers and reminders are worded, marked for translation.

The events hold facts; :mod:`.describe` turns each into messages of these templates. Every
parameter that is a word (a side, a phase, a cause) is a key rendered in the reader's language.
"""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop, words

__all__ = ["LOG_MESSAGES"]

words(
    "side_label",
    {"xcom": tr_noop("MissionTexts", "X-COM"), "aliens": tr_noop("MissionTexts", "Aliens")},
    params=("side_name",),
)
words(
    "phase_label",
    {
        "movement": tr_noop("MissionTexts", "Movement phase"),
        "shooting": tr_noop("MissionTexts", "Shooting phase"),
        "assault": tr_noop("MissionTexts", "Assault phase"),
    },
    params=("phase_name",),
)
# The side and the phase in a mission's position ("turn 2, xcom movement phase"): the keys
# themselves in English, words in the reader's language.
words(
    "side_key",
    {"xcom": tr_noop("MissionPosition", "xcom"), "aliens": tr_noop("MissionPosition", "aliens")},
    params=("side_key",),
)
words(
    "phase_key",
    {
        "movement": tr_noop("MissionPosition", "movement"),
        "shooting": tr_noop("MissionPosition", "shooting"),
        "assault": tr_noop("MissionPosition", "assault"),
    },
    params=("phase_key",),
)
# What a character does, as the log says it ("Jonas Klein moves.").
words(
    "act",
    {
        "moved": tr_noop("MissionLog", "moves"),
        "ran": tr_noop("MissionLog", "runs"),
        "shot": tr_noop("MissionLog", "shoots"),
        "assaulted": tr_noop("MissionLog", "assaults"),
    },
    params=("act",),
)
words(
    "move_name",
    {
        "jump": tr_noop("MissionLog", "Jump"),
        "climb": tr_noop("MissionLog", "Climb"),
        "swim": tr_noop("MissionLog", "Swim"),
    },
    params=("move_name",),
)
words(
    "test_result",
    {"passes": tr_noop("MissionOdds", "passes"), "fails": tr_noop("MissionOdds", "fails")},
    params=("result",),
)
words(
    "fall_point",
    {
        "midpoint": tr_noop("MissionLog", "halfway along the move"),
        "highest_point": tr_noop("MissionLog", "the highest point of the climb"),
        "declared_point": tr_noop("MissionLog", "the declared point"),
        "stopped_point": tr_noop("MissionLog", "where it stopped"),
    },
    params=("fall_point",),
)
words(
    "tank_state",
    {
        "damaged": tr_noop("MissionLog", "is damaged"),
        "holds": tr_noop("MissionLog", "holds"),
    },
    params=("tank",),
)
words(
    "death",
    {
        "bled_out": tr_noop("MissionLog", "bled out"),
        "suffocated": tr_noop("MissionLog", "suffocated: the aqualung tank was damaged"),
        "killed": tr_noop("MissionLog", "killed"),
    },
    params=("death",),
)
words(
    "withdrawal",
    {
        "evacuated": tr_noop("MissionLog", "evacuated"),
        "mia": tr_noop("MissionLog", "missing in action"),
    },
    params=("withdrawal",),
)
# The wargame's plan options (rules.wargame.system.Wargame.options) and their choices.
words(
    "plan_option",
    {"environment": tr_noop("MissionTexts", "Environment")},
    params=("option",),
)
words(
    "environment",
    {
        "ground": tr_noop("MissionTexts", "Ground"),
        "underwater": tr_noop("MissionTexts", "Underwater"),
    },
    params=("environment",),
)
# What the GM is about to roll for (rules.mission.system.Outcome keys).
words(
    "outcome",
    {
        "passes": tr_noop("MissionOdds", "passes"),
        "fails": tr_noop("MissionOdds", "fails"),
        "wounded_by_fall": tr_noop("MissionOdds", "wounded by the fall"),
        "penetrating_hit": tr_noop("MissionOdds", "penetrating hit"),
        "glancing_hit": tr_noop("MissionOdds", "glancing hit"),
        "tank_damaged": tr_noop("MissionOdds", "tank damaged"),
        "tank_holds": tr_noop("MissionOdds", "tank holds"),
        "goes_down": tr_noop("MissionOdds", "goes down"),
    },
    params=("outcome",),
)

#: The log lines, timers and reminders of a wargame mission, by message key.
LOG_MESSAGES = templates(
    {
        "wg_header": tr_noop("MissionTexts", "Turn {turn} · {side_name} · {phase_name}"),
        "wg_position": tr_noop("MissionTexts", "turn {turn}, {side_key} {phase_key} phase"),
        "wg_phase_advanced": tr_noop("MissionLog", "Turn {turn}, {side_name}: {phase_name}."),
        "wg_died": tr_noop("MissionLog", "{character} dies at the start of turn {turn}: {death}."),
        "wg_killed": tr_noop("MissionLog", "{character} is killed (turn {turn})."),
        "wg_killed_by": tr_noop("MissionLog", "{character} is killed by {killer} (turn {turn})."),
        "wg_released": tr_noop(
            "MissionLog", "{character} was {cause}: cannot act until the end of this phase."
        ),
        "wg_released_other": tr_noop(
            "MissionLog",
            "{character} had no chance to act at the start of the phase: cannot act until the "
            "end of this phase.",
        ),
        "wg_acted": tr_noop("MissionLog", "{character} {act}."),
        "wg_move_test": tr_noop(
            "MissionLog",
            "{character}: {move_name}, Initiative test {roll} against {initiative}: "
            "{result} (M-TEST-1).",
        ),
        "wg_fall_hit": tr_noop(
            "MissionLog", 'Falls {inches}" from {fall_point}: hit {hit}, no cover save.'
        ),
        "wg_fall_hit_vehicle": tr_noop(
            "MissionLog",
            'Falls {inches}" from {fall_point}: hit {hit} on the side armour, no cover save.',
        ),
        "wg_fall_no_hit": tr_noop("MissionLog", 'Falls {inches}" from {fall_point}: no hit.'),
        "wg_scatter": tr_noop(
            "MissionLog", 'Scatters {distance}" on a bearing of {bearing}° (W-WATER-3).'
        ),
        "wg_aqualung_test": tr_noop("MissionLog", "Aqualung test {roll}: the tank {tank}."),
        "wg_no_further_move": tr_noop("MissionLog", "It cannot move any further this phase."),
        "wg_slip_check": tr_noop(
            "MissionLog",
            "If it ends its move with nothing solid under it, it slips and falls on (W-JUMP-10).",
        ),
        "wg_handed_over": tr_noop(
            "MissionLog", "{giver} passes {item} to {receiver} ({slot} {position})."
        ),
        "wg_wounded": tr_noop(
            "MissionLog", "{character} takes unsaved wounds: {wounds}; wounds left: {left}."
        ),
        "wg_down": tr_noop(
            "MissionLog", "Down: bleeds out at the start of turn {turn} unless stabilised."
        ),
        "wg_suffocates": tr_noop(
            "MissionLog", "Suffocates at the start of turn {turn} unless the tank is fixed."
        ),
        "wg_stabilised": tr_noop("MissionLog", "{medic} stabilises {patient}: the bleeding stops."),
        "wg_stabilised_water": tr_noop(
            "MissionLog",
            "{medic} stabilises {patient} under water: 5 more turns, bleeds out at the start "
            "of turn {turn}.",
        ),
        "wg_tank_replaced": tr_noop("MissionLog", "{character} puts on a spare aqualung tank."),
        "wg_entered_air": tr_noop(
            "MissionLog", "{character} reaches air: the aqualung timer stops."
        ),
        "wg_left_air": tr_noop("MissionLog", "{character} leaves the air."),
        "wg_left_air_timer": tr_noop(
            "MissionLog", "Damaged tank: suffocates at the start of turn {turn}."
        ),
        "wg_withdrawn": tr_noop("MissionLog", "{character} is {withdrawal}."),
        "wg_ended": tr_noop("MissionLog", "The mission ends."),
        "wg_old_text": tr_noop("MissionLog", "{text}"),
        # Timers and reminders (R-8, W-WATER-4 / R-9, R-16, W-WATER-2 / R-17)
        "wg_timer_bleed_out": tr_noop(
            "MissionTimers",
            "{character}: down and bleeding out: dies at the start of turn {turn} unless "
            "stabilised (R-8)",
        ),
        "wg_timer_water_stabilised": tr_noop(
            "MissionTimers", "stabilised under water once already (W-WATER-2, R-17)"
        ),
        "wg_timer_suffocation": tr_noop(
            "MissionTimers",
            "{character}: aqualung tank damaged: dies at the start of turn {turn} unless the "
            "tank is changed or the character reaches air (W-WATER-4, R-9)",
        ),
        "wg_timer_expires": tr_noop("MissionTimers", "expires next turn"),
        "wg_reminder_died": tr_noop(
            "MissionTimers", "{character} died at the start of turn {turn}: {death} ({rules})"
        ),
        "wg_condition_bleed_out": tr_noop(
            "MissionTimers", "bleeds out at the start of turn {turn} (turns left: {left})"
        ),
        "wg_condition_suffocation": tr_noop(
            "MissionTimers",
            "aqualung tank damaged: suffocates at the start of turn {turn} (turns left: {left})",
        ),
        "wg_condition_cannot_act": tr_noop(
            "MissionTimers", "cannot act until the end of this phase: {cause} (W-ACT-1)"
        ),
        "wg_activity": tr_noop("MissionTimers", "{actions}"),
        "wg_condition_in_air": tr_noop(
            "MissionTimers", "aqualung tank damaged: timer stopped in air (R-16)"
        ),
    }
)
