"""The mission engine's own messages (MIS-2, MIS-3, MIS-6, MIS-12; notes and undo in the log),
marked for translation where they are written."""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop

__all__ = ["MESSAGES"]

#: The engine's findings and log lines, by message key.
MESSAGES = templates(
    {
        "mission_finished": tr_noop(
            "RuleMessages", "The mission has ended: only undo and notes are possible."
        ),
        "mission_revert_unknown": tr_noop("RuleMessages", "There is no event {target} to undo."),
        "mission_revert_already": tr_noop(
            "RuleMessages", "Event {target} has already been undone."
        ),
        "mission_revert_follower": tr_noop(
            "RuleMessages",
            "Event {target} came with event {head}'s command: undo event {head} instead.",
        ),
        "mission_system_not_playable": tr_noop(
            "RuleMessages",
            "Missions of {system} cannot be played in this version yet: its campaigns keep "
            "their roster, armoury and audit log; plan missions in a wargame campaign.",
        ),
        "deploy_no_aliens": tr_noop(
            "RuleMessages", "No alien is planned: the mission has nobody to fight."
        ),
        "mission_deployed_anyway": tr_noop(
            "MissionLog", "Deployed despite the warnings before the mission ({count}): {reason}"
        ),
        "mission_event": tr_noop("MissionLog", "Event of type {type}."),
        "mission_noted": tr_noop("MissionLog", "Note: {text}"),
        "mission_undo": tr_noop("MissionLog", "Undo of step {target}."),
        "mission_redo": tr_noop(
            "MissionLog", "Redo of step {target} (its undo, step {undo}, is undone)."
        ),
    }
)
