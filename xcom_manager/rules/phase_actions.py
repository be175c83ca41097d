"""What a character does in a phase, and what spends the phase (R-2, R-19, R-20, R-23, MIS-5).

One notion shared by every check that asks "has this character spent its phase?": a handoff
(:func:`xcom_manager.rules.inventory.validate_handoff`), a stabilisation, putting on a spare tank,
marking a move, a run or a shot, and declaring a jump, climb or swim (``rules.wargame``). The
words are those of ``CharacterState.acted``, rendered through the wargame's ``action_done``
words.
"""

from __future__ import annotations

from collections.abc import Iterable

from xcom_manager.rules.errors import RulesError, shown, text

__all__ = [
    "ACTIONS",
    "HANDOFF_PHASES",
    "PHASES",
    "RUN_ACTIONS",
    "WHOLE_PHASE_ACTIONS",
    "phase_conflicts",
]

#: The wargame phases a mission context may be in.
PHASES: tuple[str, ...] = ("movement", "shooting", "assault")

#: What a character may already have done in the current phase (``CharacterState.acted``):
#: ``jumped`` stands for any jump, climb or swim (W-JUMP-1, W-JUMP-9, W-WATER-3).
ACTIONS: frozenset[str] = frozenset(
    {
        "moved",
        "ran",
        "jumped",
        "shot",
        "handed_over",
        "stabilised",
        "replaced_tank",
        "assaulted",
    }
)

#: W-HAND-2: the phases in which items may be passed.
HANDOFF_PHASES: tuple[str, ...] = ("movement", "shooting")

#: R-2, R-20, R-19: the actions that spend a character's whole phase (a handoff, a stabilisation,
#: putting on a spare tank): nothing else in that phase before them, nothing after them.
WHOLE_PHASE_ACTIONS: frozenset[str] = frozenset({"handed_over", "stabilised", "replaced_tank"})

#: R-23: in the shooting phase a jump, climb or swim (``jumped``) is the character's run.
RUN_ACTIONS: frozenset[str] = frozenset({"ran", "jumped"})


def phase_conflicts(done: Iterable[str], action: str, phase: str) -> frozenset[str]:
    """What of ``done`` (a character's :data:`ACTIONS` so far this phase) keeps it from doing
    ``action`` (an :data:`ACTIONS` word) now in ``phase``; empty when nothing does.

    * R-2, R-20, R-19: a handoff, a stabilisation and putting on a spare tank spend the whole
      phase (:data:`WHOLE_PHASE_ACTIONS`): such an action needs the phase untouched (nothing
      moved, run, jumped, climbed, swum, shot, stabilised, put on or passed in it before), and
      nothing else may follow it.
    * R-23 with MIS-5: in the shooting phase a jump, climb or swim is the character's run, and
      a character that runs does not shoot.

    The relation is symmetric: ``b`` conflicts with an earlier ``a`` exactly when ``a`` would
    conflict with an earlier ``b``, so the order in which the GM enters two actions of a phase
    never changes whether both are allowed. Doing the same thing twice (MIS-5's once per phase,
    W-JUMP-1's one jump) is for the caller.
    """
    listed = tuple(done) if isinstance(done, Iterable) and not isinstance(done, str) else None
    if listed is None or not all(isinstance(a, str) for a in listed):
        raise RulesError(f"what a character did is a set of actions, not {shown(done)}")
    before = frozenset(listed)
    text("the action", action)
    text("the phase", phase)
    if action in WHOLE_PHASE_ACTIONS:
        return before
    found = before & WHOLE_PHASE_ACTIONS
    if phase == "shooting":
        if action == "shot":
            found |= before & RUN_ACTIONS
        elif action in RUN_ACTIONS:
            found |= before & {"shot"}
    return found
