"""Attacks on the objects of the Mission Map's objective squares (M-CX-2, B-ACT-4, B-ACT-5,
R-13, R-21).

An objective square not yet used holds an object (a UFO power source, a data terminal). It is
attacked like a model: a MELEE from a neighbouring square in Line of Sight, or a SHOOT from
farther off by short or long range. An object does not defend; a CRITICAL HIT counts as a
DOUBLE HIT, and 2 damage (or 1 critical) destroy it (M-CX-2). A destroyed object's square is
used: nothing is left there to INTERACT with.
"""

from __future__ import annotations

from fractions import Fraction

from xcom_manager.rules.boardgame.combat import combat_faces, resolve_combat
from xcom_manager.rules.boardgame.combat_odds import destroy_chance
from xcom_manager.rules.boardgame.commands import AttackKind, AttackObject
from xcom_manager.rules.boardgame.grid import Square, chebyshev, square_from_json, square_label
from xcom_manager.rules.boardgame.sighting import adjacency_of, adjacent, shot_value, sight_of
from xcom_manager.rules.boardgame.state import Action, BoardState, EventType, as_state
from xcom_manager.rules.boardgame.turns import turn_findings
from xcom_manager.rules.dice import Dice
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.system import Fact, Outcome, refuse_if
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation

__all__ = ["attack_object", "object_attack_odds", "object_findings"]


def _command(command: object) -> AttackObject:
    if not isinstance(command, AttackObject):
        raise RulesError(f"not an attack on an object: {shown(command)}")
    if command.kind not in (AttackKind.melee, AttackKind.shoot):
        raise RulesError(f"an object is attacked in melee or shot at, not {shown(command.kind)}")
    return command


def _plan(
    state: BoardState, ruleset: Ruleset, command: AttackObject
) -> tuple[tuple[int, str] | None, list[Violation]]:
    """The attack's Combat Value and range, or what stands against it."""
    found = turn_findings(state, command.attacker_id, Action(command.kind))
    if found:
        return None, found
    attacker = state.model(command.attacker_id)
    setup = state.setup.model(attacker.id)
    square: Square = square_from_json("the object's square", command.square)
    names = {"model": setup.name, "square": square_label(square)}
    if square not in state.setup.board.objectives or square in state.used_squares:
        return None, [Violation.of("M-CX-2", "board_no_object", **names)]
    near = adjacent(attacker.square, square, adjacency_of(ruleset))
    sees = sight_of(state).sees(attacker.square, square)
    if command.kind == AttackKind.melee:
        if not near:
            return None, [Violation.of("B-ACT-4", "board_object_not_adjacent", **names)]
        if not sees:
            return None, [Violation.of("B-ACT-4", "board_object_wall", **names)]
        value, reach = setup.stat("Melee"), "adjacent"
    else:
        if near or attacker.square == square:
            return None, [Violation.of("B-ACT-5", "board_object_adjacent", **names)]
        if not sees:
            return None, [Violation.of("B-ACT-5", "board_object_no_sight", **names)]
        distance = chebyshev(attacker.square, square)
        shot = shot_value(setup, distance)
        if shot is None:
            return None, [
                Violation.of(
                    "B-ACT-5",
                    "board_object_out_of_range",
                    **names,
                    distance=distance,
                    range=setup.stat("RangeLong"),
                )
            ]
        reach, value = shot
    if value <= 0:
        return None, [
            Violation.of(
                "B-ACT-5",
                "board_no_combat_value",
                model=setup.name,
                target=names["square"],
                board_kind=command.kind,
            )
        ]
    return (value, reach), []


def object_findings(state: BoardState, ruleset: Ruleset, command: AttackObject) -> list[Violation]:
    """The Turn (B-PHASE-1, B-ACT-1), then the object's rules (M-CX-2, B-ACT-4, B-ACT-5)."""
    return _plan(as_state(state), ruleset, _command(command))[1]


def attack_object(
    state: BoardState, ruleset: Ruleset, command: AttackObject, dice: Dice
) -> list[Fact]:
    """M-CX-2: the attack's ``object_attacked`` event: the faces, the damage, destroyed."""
    state, command = as_state(state), _command(command)
    plan, found = _plan(state, ruleset, command)
    refuse_if(found)
    assert plan is not None
    value, reach = plan
    roll, rolls = resolve_combat(value, 0, combat_faces(ruleset), dice, against_object=True)
    square = square_from_json("the object's square", command.square)
    return [
        (
            EventType.object_attacked,
            {
                "attacker": command.attacker_id,
                "square": list(square),
                "kind": command.kind,
                "range": reach,
                "attack_value": value,
                "combat": roll.to_payload(),
                "rolls": [r.to_payload() for r in rolls],
                "damage": roll.damage,
                "destroyed": roll.destroyed,
                "rule_ids": ["M-CX-2"],
            },
        )
    ]


def object_attack_odds(
    state: BoardState, ruleset: Ruleset, command: AttackObject
) -> tuple[Outcome, ...]:
    """M-CX-2: the exact chance that the object is destroyed."""
    state, command = as_state(state), _command(command)
    plan, found = _plan(state, ruleset, command)
    if found or plan is None:
        return ()
    chance = destroy_chance(plan[0], combat_faces(ruleset))
    return (Outcome("destroyed", chance), Outcome("survives", Fraction(1) - chance))
