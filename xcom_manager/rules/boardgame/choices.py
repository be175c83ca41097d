"""What a selected model may do now, as the Mission Map shows it before the GM clicks.

:func:`model_choices` gathers, for one model, in the Turn it plays or the Turn an Action would
begin (B-PHASE-1): the squares a MOVE (B-ACT-2) and a SPRINT (B-ACT-3) reach, with the path
to each; the squares where an enemy's Overwatch could shoot it (B-ACT-7, MIS-11); every enemy
with each attack it may make on it (B-ACT-4, B-ACT-5, B-ACT-8), allowed or not and why, and
the exact odds of each damage total and of a kill (M-CX-1..4, R-12); the squares an INTERACT
works (B-ACT-6); and its Line of Sight (R-21), asked square by square as the pointer moves.
Everything is decided by the same functions that check the commands, so the map never offers
what the rules would refuse.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from xcom_manager.rules.boardgame.actions import interact_findings, interaction_at
from xcom_manager.rules.boardgame.attacks import attack_findings, attack_odds
from xcom_manager.rules.boardgame.commands import Attack, AttackKind, Interact
from xcom_manager.rules.boardgame.grid import Square, Wall, square_from_json
from xcom_manager.rules.boardgame.movement import STEPS, path_in, reach_tree
from xcom_manager.rules.boardgame.moving import move_steps, watchers_of
from xcom_manager.rules.boardgame.sight import Point, Sight
from xcom_manager.rules.boardgame.sighting import adjacency_of, sight_of
from xcom_manager.rules.boardgame.state import Action, BoardState, as_state
from xcom_manager.rules.boardgame.turns import activated_first, turn_findings
from xcom_manager.rules.errors import RulesError, shown, text
from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import Violation

__all__ = ["ModelChoices", "SightLine", "TargetChoice", "model_choices"]

#: The attacks, in the order the map offers them on a target.
_ATTACKS = (AttackKind.melee, AttackKind.shoot, AttackKind.psychic)


@dataclass(frozen=True, slots=True)
class TargetChoice:
    """One attack ``kind`` of the selected model on the enemy ``target_id`` on ``square``:
    allowed or not (``reasons``), and its exact odds when allowed (M-CX-1..4)."""

    target_id: str
    kind: str
    square: Square
    allowed: bool
    reasons: tuple[Violation, ...] = ()
    odds: tuple[Outcome, ...] = ()

    def __post_init__(self) -> None:
        text("the target", self.target_id)
        text("the kind of attack", self.kind)
        square_from_json("the target's square", self.square)
        _all_of("the reasons", self.reasons, Violation)
        _all_of("the odds", self.odds, Outcome)


@dataclass(frozen=True, slots=True)
class SightLine:
    """R-21 from the selected model's square to ``square``: ``seen`` with the segment that
    proves it, or the centre-to-centre segment and the walls and blocked squares it runs
    into. Points are in squares (a square's centre is ``x + 1/2, y + 1/2``)."""

    square: Square
    seen: bool
    start: Point
    end: Point
    walls: tuple[Wall, ...] = ()
    squares: tuple[Square, ...] = ()


@dataclass(frozen=True, slots=True)
class ModelChoices:
    """What ``model_id`` may do now. ``activates``: an Action activates it first (B-PHASE-1).
    ``moves`` and ``sprints`` are reach trees (each square reached and the square it is
    reached from; empty when the Action is not allowed now); ``watched`` the squares where an
    Overwatch could shoot it."""

    model_id: str
    square: Square
    activates: bool
    moves: Mapping[Square, Square | None]
    sprints: Mapping[Square, Square | None]
    watched: frozenset[Square]
    targets: tuple[TargetChoice, ...]
    interactions: tuple[tuple[Square, str], ...]
    sight: Sight

    def __post_init__(self) -> None:
        text("the model", self.model_id)
        square_from_json("the model's square", self.square)
        for name, tree in (("the MOVE's reach", self.moves), ("the SPRINT's reach", self.sprints)):
            if not isinstance(tree, Mapping):
                raise RulesError(f"{name} maps squares to squares, not {shown(tree)}")
        if not isinstance(self.watched, frozenset):
            raise RulesError(f"the watched squares are a set, not {shown(self.watched)}")
        _all_of("the targets", self.targets, TargetChoice)
        if not isinstance(self.interactions, tuple):
            raise RulesError(f"the INTERACT squares are a list, not {shown(self.interactions)}")
        if not isinstance(self.sight, Sight):
            raise RulesError(f"not a Line of Sight: {shown(self.sight)}")

    def reach(self, *, sprint: bool = False) -> frozenset[Square]:
        """The squares the MOVE (or SPRINT) ends on, its own square left out."""
        if not isinstance(sprint, bool):
            raise RulesError(f"sprint is true or false, not {shown(sprint)}")
        tree = self.sprints if sprint else self.moves
        return frozenset(tree) - {self.square}

    def path(self, square: Square, *, sprint: bool = False) -> tuple[Square, ...] | None:
        """The path a MOVE (or SPRINT) to ``square`` walks, its own square first (``None``:
        not reached)."""
        if not isinstance(sprint, bool):
            raise RulesError(f"sprint is true or false, not {shown(sprint)}")
        return path_in(self.sprints if sprint else self.moves, square)

    def targets_of(self, kind: str) -> tuple[TargetChoice, ...]:
        """The enemies of attack ``kind`` (``melee``, ``shoot``, ``psychic``)."""
        kind = text("the kind of attack", kind)
        return tuple(t for t in self.targets if t.kind == kind)

    def target(self, target_id: str, kind: str) -> TargetChoice | None:
        """Attack ``kind`` on ``target_id`` (``None``: not an enemy on the map)."""
        target_id, kind = text("the target", target_id), text("the kind of attack", kind)
        return next((t for t in self.targets if t.target_id == target_id and t.kind == kind), None)

    def sight_line(self, square: Square) -> SightLine:
        """R-21: whether the model sees ``square``, and the line that shows why."""
        square = square_from_json("the square looked at", square)
        a = self.square
        centre = (Fraction(2 * a[0] + 1, 2), Fraction(2 * a[1] + 1, 2))
        end = (Fraction(2 * square[0] + 1, 2), Fraction(2 * square[1] + 1, 2))
        witness = self.sight.witness(a, square)
        if witness is not None:
            return SightLine(square, True, witness[0], witness[1])
        walls, squares = self.sight.blocking(a, square)
        return SightLine(square, False, centre, end, walls, squares)


def _all_of(name: str, values: object, kind: type) -> None:
    if not isinstance(values, tuple) or not all(isinstance(v, kind) for v in values):
        raise RulesError(f"{name} must be a list of {kind.__name__}, not {shown(values)}")


def _tree(
    state: BoardState, ruleset: Ruleset, model_id: str, action: Action
) -> dict[Square, Square | None]:
    if turn_findings(state, model_id, action):
        return {}
    model = state.model(model_id)
    steps = move_steps(state, ruleset, model_id, action is Action.sprint)
    return reach_tree(
        state.setup.board, model.square, steps, state.occupied(model_id), adjacency_of(ruleset)
    )


def _targets(state: BoardState, ruleset: Ruleset, model_id: str) -> list[TargetChoice]:
    """B-ACT-4, B-ACT-5, B-ACT-8 on every enemy on the map, for each attack the Turn allows."""
    side = state.side_of(model_id)
    kinds = [k for k in _ATTACKS if not turn_findings(state, model_id, Action(k.value))]
    if not state.setup.model(model_id).psychic and AttackKind.psychic in kinds:
        kinds.remove(AttackKind.psychic)
    found: list[TargetChoice] = []
    sight = sight_of(state)
    for enemy in state.setup.models:
        placed = state.models[enemy.id]
        if enemy.side is side or not placed.on_map:
            continue
        for kind in kinds:
            command = Attack(model_id, enemy.id, kind.value)
            reasons = attack_findings(state, ruleset, command, sight)
            odds = () if reasons else attack_odds(state, ruleset, command, sight)
            found.append(
                TargetChoice(enemy.id, kind.value, placed.square, not reasons, tuple(reasons), odds)
            )
    return found


def _interactions(state: BoardState, model_id: str) -> tuple[tuple[Square, str], ...]:
    """B-ACT-6: the squares (its own and the neighbouring ones) an INTERACT works, and what."""
    if turn_findings(state, model_id, Action.interact):
        return ()
    x, y = state.model(model_id).square
    board = state.setup.board
    found = []
    for dx, dy in ((0, 0), *STEPS):
        square = (x + dx, y + dy)
        if not board.on_map(square) or interact_findings(state, Interact(model_id, square)):
            continue
        what = interaction_at(state, square)
        if what is not None:
            found.append((square, what))
    return tuple(found)


def model_choices(state: BoardState, ruleset: Ruleset, model_id: str) -> ModelChoices:
    """Everything the map highlights for ``model_id`` now (see the module's description)."""
    state = as_state(state)
    model = state.model(model_id)
    turn, first = activated_first(state, model.id)
    moves = _tree(turn, ruleset, model.id, Action.move)
    sprints = _tree(turn, ruleset, model.id, Action.sprint)
    watched: set[Square] = set()
    side = turn.side_of(model.id)
    if any(
        m.overwatch is not None and m.on_map and turn.side_of(m.id) is not side
        for m in turn.models.values()
    ):
        sight = sight_of(turn, model.id)
        for square in (moves.keys() | sprints.keys()) - {model.square}:
            if watchers_of(turn, model.id, square, sight):
                watched.add(square)
    return ModelChoices(
        model_id=model.id,
        square=model.square,
        activates=bool(first),
        moves=moves,
        sprints=sprints,
        watched=frozenset(watched),
        targets=tuple(_targets(turn, ruleset, model.id)),
        interactions=_interactions(turn, model.id),
        sight=sight_of(state),
    )
