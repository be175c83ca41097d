"""The mission service's own messages (a plan it cannot start, dice it cannot use), marked for
translation where they are written."""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop

__all__ = ["MESSAGES"]

#: The mission service's messages, by key.
MESSAGES = templates(
    {
        "mission_start_refused": tr_noop("MissionErrors", "Cannot start the mission: {problems}"),
        "mission_no_name": tr_noop("MissionErrors", "the mission needs a name"),
        "mission_name_too_long": tr_noop(
            "MissionErrors", "the name must be at most {limit} characters long"
        ),
        "mission_no_squad": tr_noop("MissionErrors", "pick at least one soldier for the squad"),
        "mission_soldier_twice": tr_noop("MissionErrors", "a soldier is picked twice"),
        "mission_no_such_soldier": tr_noop(
            "MissionErrors", "there is no soldier #{soldier_id} in this campaign"
        ),
        "mission_soldier_not_active": tr_noop(
            "MissionErrors", "{soldier} is not on active duty: only active soldiers go on a mission"
        ),
        "mission_soldier_busy": tr_noop(
            "MissionErrors", "{soldier} is already on the mission {mission}"
        ),
        "mission_finished_only_notes": tr_noop(
            "MissionErrors",
            "The mission {mission} is finished and debriefed; only notes can be added.",
        ),
        "mission_debriefed_already": tr_noop(
            "MissionErrors", "The mission {mission} has been debriefed already."
        ),
        "mission_stale": tr_noop(
            "MissionErrors",
            "The mission {mission} was changed by someone else since you opened it; look again "
            "before you go on.",
        ),
        "mission_raced": tr_noop(
            "MissionErrors",
            "Another GM recorded a step of the mission {mission} at the same time; nothing was "
            "changed, look again and retry.",
        ),
        "mission_no_map": tr_noop(
            "MissionErrors", "A mission of the {system} rules is not played on a Mission Map."
        ),
        "mission_dice_needed": tr_noop(
            "MissionErrors", "This needs {needed} dice values (at most): {problem}"
        ),
        "mission_dice_not_numbers": tr_noop(
            "MissionErrors", "Typed dice values must be whole numbers."
        ),
        "mission_bad_command": tr_noop("MissionErrors", "The command cannot be given: {problem}"),
        "mission_log_damaged": tr_noop(
            "MissionErrors", "The log of mission #{mission_id} is damaged: {problem}"
        ),
        "mission_log_damaged_at": tr_noop(
            "MissionErrors", "Mission #{mission_id}'s log is damaged at event {seq}: {problem}"
        ),
        "mission_ruleset_missing": tr_noop(
            "MissionErrors", "not replayed: the file of its ruleset '{ruleset_id}' is missing"
        ),
        "mission_item_gone": tr_noop(
            "MissionErrors", "Item #{item_id} of the mission no longer exists."
        ),
        "mission_debrief_raced": tr_noop(
            "MissionErrors",
            "{soldier} was changed on the roster while the debrief was written; nothing was "
            "changed, end the mission again.",
        ),
        "mission_item_moved_outside": tr_noop(
            "MissionErrors",
            "{item} (item #{item_id}) was moved outside the mission since it started; put it "
            "back or undo that move first.",
        ),
    }
)
