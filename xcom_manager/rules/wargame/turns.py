"""The wargame's turn structure and the commands about a character's part in it.

Game turns count from 1; in each game turn the first side of the setup plays its turn, then the
other side; each side's turn has the phases movement, shooting, assault (W- texts' phases). At
the start of a side's turn its characters whose R-8 or R-9 timer has run out die: the deadline
and the cause are recorded in ``died`` events, so a later change of the rulings never changes
who died when.
"""

from __future__ import annotations

from collections.abc import Mapping

from xcom_manager.rules.errors import RulesError, choice, shown, text
from xcom_manager.rules.mission.system import Doom, Fact, refuse_if
from xcom_manager.rules.verdict import Violation
from xcom_manager.rules.wargame.checks import (
    can_act,
    done_words,
    in_play,
    phase_spent,
    their_turn,
)
from xcom_manager.rules.wargame.state import (
    PHASE_ORDER,
    STOPPED_MOVES,
    CharacterStatus,
    DeathCause,
    EventType,
    Phase,
    ReleaseCause,
    Side,
    WargameState,
)

__all__ = [
    "MARKABLE_ACTIONS",
    "advance_phase",
    "check_mark_acted",
    "doomed_on_advance",
    "kill",
    "mark_acted",
    "next_position",
    "release",
    "withdraw",
]

#: The actions :func:`mark_acted` records, with the phase each belongs to (MIS-5).
MARKABLE_ACTIONS: Mapping[str, Phase] = {
    "moved": Phase.movement,
    "ran": Phase.shooting,
    "shot": Phase.shooting,
    "assaulted": Phase.assault,
}

#: W-ACT-1's causes, and how a character may leave the table.
_CAUSES: tuple[str, ...] = tuple(cause.value for cause in ReleaseCause)
_WITHDRAWALS: tuple[str, ...] = (CharacterStatus.evacuated.value, CharacterStatus.mia.value)

#: What each marked action is refused as (``action`` words of rules.wargame.texts).
_INFINITIVES: Mapping[str, str] = {
    "moved": "move",
    "ran": "run",
    "shot": "shoot",
    "assaulted": "assault",
}


def next_position(state: WargameState) -> tuple[int, Side, Phase, bool]:
    """The turn, side and phase after this phase, and whether a side's turn begins."""
    index = PHASE_ORDER.index(state.phase)
    if index + 1 < len(PHASE_ORDER):
        return state.turn, state.side, PHASE_ORDER[index + 1], False
    side = state.side.other
    turn = state.turn + 1 if side == state.setup.first_side else state.turn
    return turn, side, Phase.movement, True


def _deaths_at_turn_start(state: WargameState, turn: int, side: Side) -> list[Fact]:
    """R-8 bleed-out and W-WATER-4 / R-9 suffocation: who of ``side`` dies as its turn starts
    in game turn ``turn`` (the earlier deadline decides the cause)."""
    deaths: list[Fact] = []
    for c in state.setup.characters:
        ch = state.characters[c.id]
        if not ch.in_play or ch.side != side:
            continue
        due: list[tuple[int, DeathCause, list[str]]] = []
        if (
            ch.status is CharacterStatus.down
            and ch.bleed_out_dies_at is not None
            and ch.bleed_out_dies_at <= turn
        ):
            due.append((ch.bleed_out_dies_at, DeathCause.bled_out, ["R-8"]))
        if ch.suffocates_at is not None and ch.suffocates_at <= turn:
            due.append((ch.suffocates_at, DeathCause.suffocated, ["W-WATER-4", "R-9"]))
        if due:
            _, cause, rule_ids = min(due, key=lambda d: d[0])
            deaths.append(
                (
                    EventType.died,
                    {"character": ch.id, "cause": cause, "turn": turn, "rule_ids": rule_ids},
                )
            )
    return deaths


def advance_phase(state: WargameState) -> list[Fact]:
    """End the phase: the next phase, after the assault phase the other side's turn, after the
    second side's turn a new game turn. ``acted``, W-ACT-1's ``cannot_act`` and the jump flags
    clear. When a side's turn begins, its characters whose timer expires now die (R-8, or
    W-WATER-4 / R-9 "at the start of the fourth turn"): each death is a ``died`` event following
    the ``phase_advanced`` event."""
    turn, side, phase, new_side_turn = next_position(state)
    deaths = _deaths_at_turn_start(state, turn, side) if new_side_turn else []
    advanced: Fact = (
        EventType.phase_advanced,
        {"turn": turn, "side": side, "phase": phase, "new_side_turn": new_side_turn},
    )
    return [advanced, *deaths]


def doomed_on_advance(state: WargameState) -> tuple[Doom, ...]:
    """Who dies if the phase ends now: when the next phase begins a side's turn, that side's
    characters whose R-8 bleed-out or W-WATER-4 / R-9 aqualung timer runs out (the very deaths
    :func:`advance_phase` would record, the earlier deadline naming the cause)."""
    turn, side, _phase, new_side_turn = next_position(state)
    if not new_side_turn:
        return ()
    return tuple(
        Doom(
            character_id=str(payload["character"]),
            name=state.characters[str(payload["character"])].name,
            cause=str(payload["cause"]),
            rule_ids=tuple(payload["rule_ids"]),
        )
        for _type, payload in _deaths_at_turn_start(state, turn, side)
    )


def release(state: WargameState, character_id: str, cause: str) -> list[Fact]:
    """W-ACT-1: the character was just activated, dragged, freed from a cocoon or a net, pulled
    out of a medbay capsule, released from mind control, or otherwise had no chance to act at
    the start of this phase: it performs no action until the end of the phase. ``cause`` is a
    :class:`ReleaseCause` value (a :class:`~xcom_manager.rules.errors.RulesError` otherwise)."""
    reason = ReleaseCause(choice("the cause", cause, _CAUSES))
    ch = state.character(character_id)
    refuse_if(in_play(ch, down_ok=True))
    return [(EventType.released, {"character": ch.id, "cause": reason, "rule_ids": ["W-ACT-1"]})]


def check_mark_acted(state: WargameState, character_id: str, action: str) -> list[Violation]:
    """MIS-1, MIS-4 (not for an assault: both sides fight in it), W-ACT-1, MIS-5 (the action's
    phase, once; a run or a shot), W-JUMP-7 (no move after a failed jump) and a spent phase
    (:func:`~.checks.phase_spent`: W-HAND-2 / R-2, R-20, R-19; R-23, a jump of the shooting
    phase is the run, so no shot after it)."""
    if not isinstance(action, str) or action not in MARKABLE_ACTIONS:
        raise RulesError(f"unknown action {shown(action)}; one of {', '.join(MARKABLE_ACTIONS)}")
    ch = state.character(character_id)
    verb = _INFINITIVES[action]
    found = [*in_play(ch)]
    if action != "assaulted":
        found += their_turn(state, ch, verb)
    found += can_act(ch, verb)
    needed = MARKABLE_ACTIONS[action]
    if state.phase is not needed:
        found.append(
            Violation.of(
                "MIS-5",
                "mission_action_wrong_phase",
                soldier=ch.name,
                action=verb,
                phase=state.phase.value,
                needed=needed.value,
            )
        )
        return found
    # MIS-5: each once per phase (a run or a shot excluding the other is phase_spent's).
    done = ch.acted & {action}
    if done:
        found.append(
            Violation.of(
                "MIS-5",
                "mission_already_done",
                soldier=ch.name,
                actions=done_words(done),
                phase=state.phase.value,
            )
        )
    if action in ("moved", "ran") and ch.failed_move_this_phase:
        rule, _declared, key = STOPPED_MOVES.get(ch.stopped_by, STOPPED_MOVES["W-JUMP-7"])
        found.append(Violation.of(rule, key, soldier=ch.name))
    return [*found, *phase_spent(ch, state.phase, verb)]


def mark_acted(state: WargameState, character_id: str, action: str) -> list[Fact]:
    """Record what a character did this phase: ``moved`` (movement phase), ``ran`` or ``shot``
    (shooting phase), ``assaulted`` (assault phase, either side); checked by
    :func:`check_mark_acted`."""
    refuse_if(check_mark_acted(state, character_id, action))
    return [(EventType.acted, {"character": character_id, "action": action})]


def kill(state: WargameState, character_id: str, killer_id: str | None = None) -> list[Fact]:
    """The GM removes a character as a casualty (a kill at the table, instant death M-HIT-1).
    The GM may name its killer (``killer_id``, another character of the mission, recorded as
    the event's ``killer``): the kill is that character's when it is an enemy (MIS-8; see
    :mod:`.kills`), nobody's when none is named."""
    ch = state.character(character_id)
    payload: dict[str, object] = {
        "character": ch.id,
        "cause": DeathCause.killed,
        "turn": state.turn,
        "rule_ids": [],
    }
    if killer_id is not None:
        killer = state.character(text("the killer", killer_id))
        if killer.id == ch.id:
            raise RulesError(f"{ch.name} cannot be named as its own killer")
        payload["killer"] = killer.id
    refuse_if(in_play(ch, down_ok=True))
    return [(EventType.died, payload)]


def withdraw(state: WargameState, character_id: str, status: str) -> list[Fact]:
    """A character leaves the table: ``evacuated`` or ``mia`` (missing in action)."""
    if not isinstance(status, str) or status not in _WITHDRAWALS:
        raise RulesError(f"a character withdraws as evacuated or mia, not {shown(status)}")
    final = CharacterStatus(status)
    ch = state.character(character_id)
    refuse_if(in_play(ch, down_ok=True))
    return [(EventType.withdrawn, {"character": ch.id, "status": final})]
