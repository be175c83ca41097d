"""The checks every wargame command shares: who may act now, and what a spent phase forbids.

App rules cited besides RULES.md (no rule of the texts covers them):

* ``MIS-1``: a character that is down, dead, missing or evacuated takes no action;
* ``MIS-4``: only the side whose turn it is moves, shoots, passes items and stabilises;
* ``MIS-5``: moving belongs to the movement phase, shooting and running to the shooting phase,
  assaulting to the assault phase, each once per phase.

What spends a phase is :func:`xcom_manager.rules.phase_actions.phase_conflicts` (R-2, R-19, R-20,
R-23), shared with the handoff check; :func:`phase_spent` words it for the other commands.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from xcom_manager.rules.errors import RulesError, choice, shown, whole_number
from xcom_manager.rules.inventory import SoldierKit
from xcom_manager.rules.phase_actions import WHOLE_PHASE_ACTIONS, phase_conflicts
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation
from xcom_manager.rules.wargame.state import (
    CharacterState,
    CharacterStatus,
    Phase,
    Side,
    WargameState,
    next_side_turn_start,
)

__all__ = [
    "actor",
    "bleed_out_deadline",
    "can_act",
    "done_words",
    "grace_deadline",
    "in_play",
    "in_water",
    "kit",
    "phase_spent",
    "rolls_aqualung",
    "ruling_int",
    "their_turn",
    "timer_deadline",
]

_PHASES: tuple[str, ...] = tuple(phase.value for phase in Phase)

#: The rule of each action that spends the whole phase (W-HAND-2 / R-2, R-20, R-19), cited when
#: something comes after it.
_WHOLE_PHASE_RULES: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "handed_over": ("W-HAND-2", ("R-2",)),
    "stabilised": ("R-20", ()),
    "replaced_tank": ("R-19", ()),
}

#: What each action key of :func:`phase_spent` is among the things done (``CharacterState.acted``;
#: a jump, climb or swim is ``jumped``).
_DONE_AS: Mapping[str, str] = {
    "move": "moved",
    "run": "ran",
    "shoot": "shot",
    "assault": "assaulted",
    "jump": "jumped",
    "climb": "jumped",
    "swim": "jumped",
    "swim_climb": "jumped",
}


def done_words(actions: Iterable[str]) -> tuple[str, ...]:
    """What a character did, as ``action_done`` keys in a stable order."""
    if isinstance(actions, str) or not isinstance(actions, Iterable):
        raise RulesError(f"what a character did is a set of actions, not {shown(actions)}")
    done = tuple(actions)
    if not all(isinstance(a, str) for a in done):
        raise RulesError(f"what a character did is a set of actions, not {shown(actions)}")
    return tuple(sorted(done))


def in_play(ch: CharacterState, *, down_ok: bool = False) -> list[Violation]:
    """MIS-1: only an active character acts (a downed one may still be wounded or carried)."""
    allowed = (
        (CharacterStatus.active, CharacterStatus.down) if down_ok else (CharacterStatus.active,)
    )
    if ch.status in allowed:
        return []
    return [Violation.of("MIS-1", "mission_not_in_play", soldier=ch.name, status=ch.status.value)]


def their_turn(state: WargameState, ch: CharacterState, action: str) -> list[Violation]:
    """MIS-4: only the side whose turn it is moves, shoots, passes items and stabilises."""
    if ch.side == state.side:
        return []
    return [
        Violation.of(
            "MIS-4",
            "mission_not_their_turn",
            soldier=ch.name,
            action=action,
            turn_of=state.side.value,
        )
    ]


def can_act(ch: CharacterState, action: str) -> list[Violation]:
    """W-ACT-1: a character released this phase performs no action until the phase ends."""
    if ch.cannot_act is None:
        return []
    return [
        Violation.of(
            "W-ACT-1", "mission_cannot_act", soldier=ch.name, action=action, cause=ch.cannot_act
        )
    ]


def actor(state: WargameState, ch: CharacterState, action: str) -> list[Violation]:
    """MIS-1, MIS-4 and W-ACT-1 for a character about to do ``action`` (an ``action`` key)."""
    return [*in_play(ch), *their_turn(state, ch, action), *can_act(ch, action)]


def phase_spent(ch: CharacterState, phase: Phase, action: str) -> list[Violation]:
    """What ``ch`` did this phase that forbids ``action`` now (``move``, ``run``, ``shoot``,
    ``assault``, ``jump``, ``climb``, ``swim``; :func:`~.phase_actions.phase_conflicts`):

    * W-HAND-2 / R-2, R-20, R-19: after a handoff (the receiver's too under R-2), a
      stabilisation or a spare tank put on, nothing else in the phase;
    * in the shooting phase a run and a shot exclude each other (MIS-5), and a jump, climb or
      swim is a run (W-JUMP-1's "run phase", R-23).
    """
    done_as = _DONE_AS[choice("the action", action, _DONE_AS)]
    phase = Phase(choice("the phase", phase, _PHASES))
    clash = phase_conflicts(ch.acted, done_as, phase.value)
    found = [
        Violation.of(
            rule_id,
            "mission_phase_spent",
            rulings,
            soldier=ch.name,
            actions=(spent,),
            phase=phase.value,
            action=action,
        )
        for spent, (rule_id, rulings) in _WHOLE_PHASE_RULES.items()
        if spent in clash
    ]
    run_or_shot = clash - WHOLE_PHASE_ACTIONS
    if run_or_shot and "jumped" in run_or_shot | {done_as}:
        found.append(
            Violation.of(
                "W-JUMP-1",
                "mission_jump_is_run",
                ("R-23",),
                soldier=ch.name,
                actions=done_words(run_or_shot),
                action=action,
            )
        )
    elif run_or_shot:
        found.append(
            Violation.of(
                "MIS-5",
                "mission_already_done",
                soldier=ch.name,
                actions=done_words(run_or_shot),
                phase=phase.value,
            )
        )
    return found


def kit(state: WargameState, ch: CharacterState) -> SoldierKit:
    """The character as the inventory rules see it (its number in the setup as its id)."""
    setup = state.setup.character(ch.id)
    number = next(i for i, c in enumerate(state.setup.characters, start=1) if c.id == ch.id)
    return SoldierKit(
        soldier_id=number,
        name=ch.name,
        soldier_class=setup.soldier_class,
        unit_type=setup.unit_type,
        items=ch.items,
        species=setup.species,
    )


def ruling_int(ruleset: Ruleset, key: str) -> int:
    """The value of a ruling that is a whole number (R-8, R-9)."""
    value = ruleset.ruling(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise RulesError(f"the ruling {key} must be a whole number, not {shown(value)}")
    return value


def timer_deadline(state: WargameState, side: Side, turns: int) -> int:
    """R-8, R-9 (sharpened 2026-12-02): the game turn at whose start (of ``side``'s turn) a
    timer of ``turns`` started now runs out. The turn it starts in is turn 0; its side's turns
    are counted from the first one that **begins after** now, whichever side plays first, so
    the character has exactly ``turns`` turns of its side and dies at the start of the next
    (its side's 4th for 3). A Sectoid downed in X-COM's turn 1, X-COM first, may be saved in
    the aliens' turns 1-3 and dies at the start of the aliens' turn 4."""
    if not isinstance(state, WargameState):
        raise RulesError(f"not a wargame mission state: {shown(state)}")
    turns = whole_number("a timer's turns", turns, minimum=0, maximum=999)
    return next_side_turn_start(state, side) + turns


def grace_deadline(state: WargameState, ruleset: Ruleset, side: Side) -> int:
    """R-9: the damage (or leave-air, R-16) turn is turn 0; death at the start of the side's
    turn ``aqualung.grace_turns`` turns of its side after the first that begins after it."""
    return timer_deadline(state, side, ruling_int(ruleset, "aqualung.grace_turns"))


def bleed_out_deadline(state: WargameState, ruleset: Ruleset, side: Side) -> int:
    """R-8, counted like R-9: the turn the character goes down is turn 0; it may be stabilised
    during the next ``injury.bleed_out_turns`` turns of its side (from the first that begins
    after the wound), and dies at the start of the one after (its side's 4th by default)."""
    return timer_deadline(state, side, ruling_int(ruleset, "injury.bleed_out_turns"))


def rolls_aqualung(state: WargameState, ch: CharacterState) -> bool:
    """W-WATER-4 / R-10: X-COM characters whose species breathes air, in the water, with a
    tank not already damaged."""
    setup = state.setup.character(ch.id)
    return (
        state.setup.underwater
        and ch.side is Side.xcom
        and setup.breathes_air
        and not ch.in_air
        and not ch.tank_damaged
    )


def in_water(state: WargameState, ch: CharacterState) -> bool:
    """Under water and not inside an air pocket or transport."""
    return state.setup.underwater and not ch.in_air
