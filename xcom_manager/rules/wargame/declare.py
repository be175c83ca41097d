"""Declaring a jump, climb or swim in a mission (W-JUMP-1..10, W-WATER-3, M-TEST-1).

The mechanics are in :mod:`.moves` (what may be declared, how it resolves, with the dice); here
they meet the mission: whose turn it is, what the character already did this phase, whether it
is in the water, and the R-9 deadline when a failed swim breaks its tank.
"""

from __future__ import annotations

from typing import Any

from xcom_manager.rules.dice import Dice, rolls_to_payload
from xcom_manager.rules.mission.system import Fact, refuse_if
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Verdict
from xcom_manager.rules.wargame.checks import (
    grace_deadline,
    in_play,
    phase_spent,
    rolls_aqualung,
    their_turn,
)
from xcom_manager.rules.wargame.falls import hit_payload, resolve_fall
from xcom_manager.rules.wargame.moves import JumpDeclaration, check_declaration, resolve_jump
from xcom_manager.rules.wargame.state import CharacterState, EventType, WargameState
from xcom_manager.rules.wargame.targets import is_vehicle

__all__ = ["check_declare_move", "declare_move", "move_environment"]


def move_environment(state: WargameState, ch: CharacterState) -> str:
    """Under water the move is a swim (W-WATER-3), but not inside an air pocket or transport."""
    return "underwater" if state.setup.underwater and not ch.in_air else "ground"


def check_declare_move(
    state: WargameState, ruleset: Ruleset, character_id: str, declaration: JumpDeclaration
) -> Verdict:
    """May the character declare this jump, climb or swim now? W-JUMP-1 (phase, distance, once
    per phase), W-JUMP-3, W-JUMP-7, W-JUMP-9, W-WATER-3, W-ACT-1 via
    :func:`~.moves.check_declaration`; MIS-1, MIS-4; an action that spent the phase
    (:func:`~.checks.phase_spent`: W-HAND-2 / R-2, R-20, R-19), and R-23: in the shooting phase
    the move is the character's run, so not after a shot."""
    ch = state.character(character_id)
    setup = state.setup.character(ch.id)
    move = declaration.kind.value
    found = [*in_play(ch), *their_turn(state, ch, move)]
    found += phase_spent(ch, state.phase, move)
    verdict = check_declaration(
        ruleset,
        unit_type=setup.unit_type,
        declaration=declaration,
        phase=state.phase.value,
        environment=move_environment(state, ch),
        jumped_this_phase=ch.jumped_this_phase,
        failed_jump_this_phase=ch.failed_move_this_phase,
        stopped_by=ch.stopped_by or "W-JUMP-7",
        cannot_act=ch.cannot_act,
    )
    return Verdict((*found, *verdict.violations), verdict.warnings)


def declare_move(
    state: WargameState,
    ruleset: Ruleset,
    character_id: str,
    declaration: JumpDeclaration,
    dice: Dice,
) -> list[Fact]:
    """Declare and resolve a jump, climb or swim (checked by :func:`check_declare_move`).

    The Initiative test and, on a failed swim, the scatter and the aqualung test are rolled with
    ``dice`` and recorded. The character has jumped this phase (W-JUMP-1); after a failure, or
    a fall into the void, it cannot move further this phase (W-JUMP-7, W-JUMP-8). A falling hit
    is resolved at once (M-HIT-1, W-JUMP-6, R-22: :func:`~.falls.resolve_fall`) and its wounds
    follow as their own event. A tank damaged by the swim's aqualung test (W-WATER-4) starts
    the R-9 timer.
    """
    verdict = check_declare_move(state, ruleset, character_id, declaration)
    refuse_if(verdict.violations, verdict.warnings)
    ch = state.character(character_id)
    setup = state.setup.character(ch.id)
    outcome = resolve_jump(
        ruleset,
        declaration,
        initiative=int(setup.stats.get("I", 0)),
        is_vehicle=is_vehicle(state, ruleset, ch),
        underwater=move_environment(state, ch) == "underwater",
        # W-WATER-4 / R-10: the breakage test is for a sound tank of an X-COM air-breather.
        breathes_air=rolls_aqualung(state, ch),
        dice=dice,
    )
    damaged = outcome.tank_damaged and not ch.tank_damaged
    rule_ids = list(outcome.rule_ids)
    if damaged:
        rule_ids.append("R-9")
    hit = outcome.hit
    payload: dict[str, Any] = {
        "character": ch.id,
        "declaration": declaration.to_payload(),
        "initiative": outcome.initiative,
        "rolls": rolls_to_payload(outcome.rolls),
        "passed": outcome.passed,
        "falls": outcome.falls,
        "fall_from": outcome.fall_from,
        "hit": hit_payload(hit),
        "sinks": outcome.sinks,
        "scatter": None
        if outcome.scatter is None
        else {"bearing": outcome.scatter.bearing, "distance": outcome.scatter.distance},
        "aqualung_test": None if outcome.aqualung_test is None else outcome.aqualung_test.value,
        "tank_damaged": damaged,
        "suffocates_at": grace_deadline(state, ruleset, ch.side) if damaged else None,
        "may_keep_moving": outcome.may_keep_moving,
        "slip_check": outcome.slip_check,
        "rule_ids": rule_ids,
    }
    follows: list[Fact] = []
    if hit is not None:
        # Deliverable of M-HIT-1 with W-JUMP-6: the falling hit is resolved in the same step.
        payload["fall"], follows = resolve_fall(state, ruleset, ch, hit, dice)
    return [(EventType.move_declared, payload), *follows]
