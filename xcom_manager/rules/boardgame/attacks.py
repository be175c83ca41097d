"""Attacks on the Mission Map: MELEE, SHOOT, PSYCHIC and the Overwatch shot (B-ACT-4, B-ACT-5,
B-ACT-7, B-ACT-8, R-13, R-21, M-CX-1..6, MIS-10).

* MELEE (B-ACT-4): only an adjacent target in Line of Sight (R-13 as sharpened on 2026-12-02:
  a wall between two neighbours stops it, and the neighbour is still adjacent, so it cannot be
  shot either), rolling the Melee value; the app reads
  "adjacent" through walls as R-21 does: a wall between two neighbours (no Line of Sight) keeps
  them apart.
* SHOOT (B-ACT-5): only a non-adjacent target in Line of Sight (R-21); the short-range Combat
  Value within short range, the long-range one within long range, none beyond (R-13: squares).
* PSYCHIC (B-ACT-8): an Alien Unit with a "psy" ability, without Line of Sight and undefended;
  otherwise as a melee attack (adjacent) or a shot (by range).
* The Overwatch shot (B-ACT-7, MIS-11) is a shot taken when a move stopped for it; a weak token
  adds ``board.weak_overwatch_modifier`` (MIS-10) to the Combat Value, never below 1 (M-CX-3).
  It is not an activation (M-CX-5) and spends the token (R-14).

The defender rolls its Defence (M-CX-2); the damage comes off its Health; at 0 or less it is
killed and removed, and a Hero that killed it gains 1 Experience Point (M-CX-4). A face-down
Blip that takes damage is flipped, and a decoy removed (M-CX-6). The odds are exact (from the
ruleset's face table, R-12).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from xcom_manager.rules.boardgame.combat import combat_faces, combat_value, resolve_combat
from xcom_manager.rules.boardgame.combat_odds import damage_distribution, kill_chance
from xcom_manager.rules.boardgame.commands import Attack, AttackKind, OverwatchShot
from xcom_manager.rules.boardgame.grid import chebyshev
from xcom_manager.rules.boardgame.moving import flip_facts
from xcom_manager.rules.boardgame.sight import Sight
from xcom_manager.rules.boardgame.sighting import (
    adjacency_of,
    adjacent,
    blips_seen,
    shot_value,
    sight_of,
)
from xcom_manager.rules.boardgame.state import (
    Action,
    BoardState,
    EventType,
    ModelStatus,
    OverwatchToken,
    Side,
    as_state,
)
from xcom_manager.rules.boardgame.turns import pending_findings, turn_findings
from xcom_manager.rules.dice import Dice
from xcom_manager.rules.errors import RulesError, shown, text
from xcom_manager.rules.mission.system import Fact, Outcome, refuse_if
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation

__all__ = [
    "AttackPlan",
    "attack",
    "attack_findings",
    "attack_odds",
    "overwatch_shot",
    "plan_attack",
]


@dataclass(frozen=True, slots=True)
class AttackPlan:
    """What an attack rolls: the attack and defence Combat Values, the range (``adjacent``,
    ``short``, ``long``), undefended (psychic), and the target's Health."""

    kind: str
    attack_value: int
    defence_value: int
    range: str
    psychic: bool
    health: int


def _target_defence(state: BoardState, target_id: str) -> int:
    """M-CX-2: the Defence the target rolls (a face-down Blip its hidden unit's; a decoy 0)."""
    setup = state.setup.model(target_id)
    return 0 if setup.decoy else max(0, setup.stat("Defence"))


def plan_attack(
    state: BoardState,
    ruleset: Ruleset,
    attacker_id: str,
    target_id: str,
    kind: str,
    sight: Sight | None = None,
) -> tuple[AttackPlan | None, list[Violation]]:
    """The dice of an attack ``kind`` (melee, shoot, psychic or overwatch) of ``attacker_id``
    on ``target_id``, or what stands against it (B-ACT-4, B-ACT-5, B-ACT-8, MIS-8); ``sight``
    the state's Line of Sight when the caller has it already (R-21)."""
    state = as_state(state)
    kind = text("the kind of attack", kind)
    attacker, target = state.model(attacker_id), state.model(target_id)
    a_setup, t_setup = state.setup.model(attacker.id), state.setup.model(target.id)
    names = {"model": a_setup.name, "target": t_setup.name}
    if target.id == attacker.id or t_setup.side is a_setup.side or not target.on_map:
        return None, [Violation.of("MIS-8", "board_attack_target", **names)]
    distance = chebyshev(attacker.square, target.square)
    near = adjacent(attacker.square, target.square, adjacency_of(ruleset))
    sight = sight if sight is not None else sight_of(state)
    if kind == AttackKind.melee:
        if not near:
            return None, [Violation.of("B-ACT-4", "board_melee_not_adjacent", **names)]
        if not sight.sees(attacker.square, target.square):
            return None, [Violation.of("B-ACT-4", "board_melee_wall", **names)]
        value, reach, psychic = a_setup.stat("Melee"), "adjacent", False
    elif kind == AttackKind.psychic:
        if not a_setup.psychic:
            return None, [Violation.of("B-ACT-8", "board_not_psychic", **names)]
        shot = ("adjacent", a_setup.stat("Melee")) if near else shot_value(a_setup, distance)
        if shot is None:
            return None, [_out_of_range(names, distance, a_setup.stat("RangeLong"))]
        (reach, value), psychic = shot, True
    elif kind in (AttackKind.shoot, "overwatch"):
        if near or distance == 0:
            return None, [Violation.of("B-ACT-5", "board_shoot_adjacent", **names)]
        if not sight.sees(attacker.square, target.square):
            blocked = sight.blocking(attacker.square, target.square)
            return None, [
                Violation.of(
                    "B-ACT-5",
                    "board_no_sight",
                    **names,
                    walls=len(blocked[0]),
                    squares=len(blocked[1]),
                )
            ]
        shot = shot_value(a_setup, distance)
        if shot is None:
            return None, [_out_of_range(names, distance, a_setup.stat("RangeLong"))]
        (reach, value), psychic = shot, False
        if kind == "overwatch" and attacker.overwatch is OverwatchToken.weak:
            modifier = ruleset.ruling("board.weak_overwatch_modifier")
            value = combat_value(value, modifier if isinstance(modifier, int) else -1)
    else:
        raise RulesError(f"not a kind of attack: {shown(kind)}")
    if value <= 0:
        return None, [Violation.of("B-ACT-5", "board_no_combat_value", **names, board_kind=kind)]
    defence = 0 if psychic else _target_defence(state, target.id)
    plan = AttackPlan(kind, value, defence, reach, psychic, max(0, target.health))
    return plan, []


def _out_of_range(names: dict[str, str], distance: int, long_range: int) -> Violation:
    """B-ACT-5: beyond long range the attack is not possible."""
    return Violation.of(
        "B-ACT-5", "board_out_of_range", **names, distance=distance, range=long_range
    )


def _command(command: object) -> Attack:
    if not isinstance(command, Attack):
        raise RulesError(f"not an attack: {shown(command)}")
    try:
        AttackKind(command.kind)
    except ValueError:
        raise RulesError(f"not a kind of attack: {shown(command.kind)}") from None
    return command


def attack_findings(
    state: BoardState, ruleset: Ruleset, command: Attack, sight: Sight | None = None
) -> list[Violation]:
    """The Turn (B-PHASE-1, B-ACT-1, B-ACT-9) and then the attack's own rules."""
    state, command = as_state(state), _command(command)
    found = turn_findings(state, command.attacker_id, Action(command.kind))
    if found:
        return found
    return plan_attack(state, ruleset, command.attacker_id, command.target_id, command.kind, sight)[
        1
    ]


def _resolve(
    state: BoardState,
    ruleset: Ruleset,
    attacker_id: str,
    target_id: str,
    plan: AttackPlan,
    dice: Dice,
) -> list[Fact]:
    roll, rolls = resolve_combat(
        plan.attack_value, plan.defence_value, combat_faces(ruleset), dice, psychic=plan.psychic
    )
    target = state.model(target_id)
    t_setup = state.setup.model(target.id)
    a_setup = state.setup.model(attacker_id)
    decoy = t_setup.decoy
    health = target.health if decoy else target.health - roll.damage
    killed = not decoy and health <= 0
    facts: list[Fact] = [
        (
            EventType.attacked,
            {
                "attacker": attacker_id,
                "target": target.id,
                "kind": plan.kind,
                "range": plan.range,
                "attack_value": plan.attack_value,
                "defence_value": plan.defence_value,
                "psychic": plan.psychic,
                "combat": roll.to_payload(),
                "rolls": [r.to_payload() for r in rolls],
                "damage": roll.damage,
                "health_left": max(0, health),
                "killed": killed,
                "xp": 1 if killed and a_setup.side is Side.heroes else 0,
                "rule_ids": ["M-CX-2", "M-CX-4"] if killed else ["M-CX-2"],
            },
        )
    ]
    if target.blip and roll.damage > 0:
        facts += flip_facts(state, [(target.id, attacker_id)], "damaged")
    if killed or (decoy and roll.damage > 0):
        gone = replace(
            state,
            models={
                **state.models,
                target.id: replace(target, status=ModelStatus.dead, blip=False),
            },
        )
        flipped = {f[1]["model"] for f in facts if f[0] == EventType.blip_flipped}
        facts += flip_facts(
            state, [(b, h) for b, h in blips_seen(gone) if b not in flipped], "seen"
        )
    return facts


def attack(state: BoardState, ruleset: Ruleset, command: Attack, dice: Dice) -> list[Fact]:
    """The attack's events: ``attacked`` (faces, damage, Health left, killed, XP), then the
    Blips it flipped (M-CX-6)."""
    state, command = as_state(state), _command(command)
    refuse_if(attack_findings(state, ruleset, command))
    plan, _ = plan_attack(state, ruleset, command.attacker_id, command.target_id, command.kind)
    assert plan is not None
    return _resolve(state, ruleset, command.attacker_id, command.target_id, plan, dice)


def _overwatch_findings(
    state: BoardState, ruleset: Ruleset, command: OverwatchShot
) -> tuple[AttackPlan | None, list[Violation]]:
    if not isinstance(command, OverwatchShot) or not isinstance(command.fire, bool):
        raise RulesError(f"not an Overwatch shot: {shown(command)}")
    pending = state.pending_overwatch
    watcher = state.model(command.watcher_id)
    if pending is None or pending[0] != watcher.id:
        name = state.setup.model(watcher.id).name
        return None, [Violation.of("MIS-11", "board_no_overwatch_waiting", watcher=name)]
    if not command.fire:
        return None, []
    return plan_attack(state, ruleset, watcher.id, pending[1], "overwatch")


def overwatch_shot(
    state: BoardState, ruleset: Ruleset, command: OverwatchShot, dice: Dice
) -> list[Fact]:
    """MIS-11, B-ACT-7, R-14: take the waiting Overwatch shot (the token is spent), or hold
    it (the token stays and the move stays where it stopped)."""
    state = as_state(state)
    plan, found = _overwatch_findings(state, ruleset, command)
    refuse_if(found)
    assert state.pending_overwatch is not None
    watcher, mover = state.pending_overwatch
    if plan is None:
        return [(EventType.overwatch_held, {"watcher": watcher, "model": mover})]
    return _resolve(state, ruleset, watcher, mover, plan, dice)


def attack_odds(
    state: BoardState, ruleset: Ruleset, command: object, sight: Sight | None = None
) -> tuple[Outcome, ...]:
    """M-CX-1..4, R-12: the exact chance of each damage total and of a kill."""
    state = as_state(state)
    if isinstance(command, Attack):
        command = _command(command)
        if turn_findings(state, command.attacker_id, Action(command.kind)):
            return ()
        plan, found = plan_attack(
            state, ruleset, command.attacker_id, command.target_id, command.kind, sight
        )
        if found:
            return ()
    elif isinstance(command, OverwatchShot):
        if pending_findings(state) and state.pending_overwatch is None:
            return ()
        plan, found = _overwatch_findings(state, ruleset, command)
        if found:
            return ()
    else:
        raise RulesError(f"not an attack: {shown(command)}")
    if plan is None:
        return ()
    faces = combat_faces(ruleset)
    spread = damage_distribution(plan.attack_value, plan.defence_value, faces, psychic=plan.psychic)
    outcomes = [
        Outcome("damage", chance, count=damage) for damage, chance in sorted(spread.items())
    ]
    target_id = command.target_id if isinstance(command, Attack) else state.pending_overwatch[1]  # type: ignore[index]
    if not state.setup.model(target_id).decoy:
        outcomes.append(
            Outcome(
                "kill",
                kill_chance(
                    plan.attack_value, plan.defence_value, plan.health, faces, psychic=plan.psychic
                ),
            )
        )
    return tuple(outcomes)
