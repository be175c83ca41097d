"""The board game as a rule system of the mission engine: its hooks, wired to its rules.

A plan places the squad on the Mission Map's Hero start squares and the aliens picked on its
alien start squares, and lays the map's Blip tokens (decoys among them); a map without start
squares puts the Heroes along its bottom row and the aliens along its top row. Commands
(:mod:`.commands`) go to the turn structure (:mod:`.turns`), moves (:mod:`.moving`), attacks
(:mod:`.attacks`) and the other Actions (:mod:`.actions`). App rules: ``MIS-7`` (a plan names
the ruleset's species), ``MIS-9`` (the map holds every model, one per square).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, ClassVar, NoReturn

import xcom_manager.rules.boardgame.texts  # noqa: F401 - registers the templates
from xcom_manager.rules.boardgame import tracker
from xcom_manager.rules.boardgame.actions import (
    action_options,
    flip_blip,
    interact,
    interact_findings,
    ready_overwatch,
)
from xcom_manager.rules.boardgame.attacks import (
    attack,
    attack_findings,
    attack_odds,
    overwatch_shot,
)
from xcom_manager.rules.boardgame.choices import ModelChoices, model_choices
from xcom_manager.rules.boardgame.commands import (
    Activate,
    Attack,
    AttackObject,
    DiscardMutations,
    FlipBlip,
    Interact,
    Interrupt,
    Move,
    Overwatch,
    OverwatchShot,
    acting_model,
)
from xcom_manager.rules.boardgame.describe import describe
from xcom_manager.rules.boardgame.fold import apply_fact
from xcom_manager.rules.boardgame.grid import MapError, MissionMap, Square, map_from_json
from xcom_manager.rules.boardgame.moving import check_move, move
from xcom_manager.rules.boardgame.objects import (
    attack_object,
    object_attack_odds,
    object_findings,
)
from xcom_manager.rules.boardgame.state import (
    BoardSetup,
    BoardState,
    EventType,
    ModelSetup,
    Side,
    as_state,
    header,
    initial_state,
    model_json,
    setup_from_json,
    setup_to_json,
)
from xcom_manager.rules.boardgame.tracker import BoardDetail
from xcom_manager.rules.boardgame.turns import (
    activate,
    activated_first,
    advance_phase,
    discard_mutations,
    interrupt,
)
from xcom_manager.rules.dice import Dice
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import (
    ActionOption,
    CharacterView,
    Debrief,
    Fact,
    ItemPlace,
    MissionPlan,
    Outcome,
    Position,
    RuleSystem,
    refuse_if,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = ["BoardGame"]

#: What a decoy Blip is made of: it only moves (M-CX-6).
_DECOY_STATS = {"Movement": 5, "Health": 1}


def _setup(setup: Any) -> BoardSetup:
    if not isinstance(setup, BoardSetup):
        raise RulesError(f"not a board game mission setup: {shown(setup)}")
    return setup


def _free_row(board: MissionMap, row: int, taken: set[Square]) -> list[Square]:
    """The open squares of a row, then of the rows next to it inwards (automatic placement)."""
    rows = range(row, -1, -1) if row else range(0, board.height)
    return [
        (x, y)
        for y in rows
        for x in range(board.width)
        if (x, y) not in board.blocking and (x, y) not in taken
    ]


class BoardGame(RuleSystem):
    """The Chronicle X-style X-COM board game (RULES.md ``B-``, ``M-CX``)."""

    name: ClassVar[str] = "boardgame"
    playable: ClassVar[bool] = True
    uses_map: ClassVar[bool] = True

    # -- setup ------------------------------------------------------------------------------

    def plan(self, ruleset: Ruleset, plan: MissionPlan) -> BoardSetup:
        """The Heroes on the Hero start squares with their stats and Health, the aliens
        picked ("Sectoid 1", "Sectoid 2") on the alien start squares, the map's Blips as
        "Blip 1", "Blip 2" (M-CX-6). MIS-7: every species is the ruleset's; MIS-9: the map is
        valid and has a start square for every model."""
        try:
            board = map_from_json(plan.board) if plan.board is not None else MissionMap()
        except MapError as problem:
            _refuse([Violation("MIS-9", problem.message.key, problem.message.params)])
        wanted = {a.species for a in plan.aliens} | {
            b.species for b in board.blips if b.species is not None
        }
        unknown = sorted(s for s in wanted if s not in ruleset.species)
        if unknown:
            _refuse(
                [
                    Violation.of(
                        "MIS-7",
                        "board_plan_species",
                        species=", ".join(unknown),
                        ruleset=ruleset.name,
                    )
                ]
            )
        picks = [a.species for a in plan.aliens for _ in range(a.count)]
        taken = {b.square for b in board.blips}
        hero_squares = list(board.hero_starts) or _free_row(board, board.height - 1, taken)
        alien_squares = list(board.alien_starts) or _free_row(
            board, 0, taken | set(hero_squares[: len(plan.squad)])
        )
        for side, count, squares in (
            (Side.heroes, len(plan.squad), hero_squares),
            (Side.aliens, len(picks), alien_squares),
        ):
            if count > len(squares):
                _refuse(
                    [
                        Violation.of(
                            "MIS-9",
                            "board_map_no_start",
                            board_side=side.value,
                            count=count,
                            starts=len(squares),
                        )
                    ]
                )
        models = [
            ModelSetup(
                id=f"s{member.soldier_id}",
                name=member.name,
                side=Side.heroes,
                square=hero_squares[index],
                stats=dict(member.stats),
                health=member.wounds,
                soldier_id=member.soldier_id,
                soldier_class=member.soldier_class,
                unit_type=member.unit_type,
                items=tuple(CarriedItem(*item) for item in member.items),
            )
            for index, member in enumerate(plan.squad)
        ]
        counts = {key: picks.count(key) for key in picks}
        numbers: dict[str, int] = {}
        for index, key in enumerate(picks):
            species = ruleset.species[key]
            numbers[key] = numbers.get(key, 0) + 1
            label = species.name if counts[key] == 1 else f"{species.name} {numbers[key]}"
            models.append(self._alien(ruleset, f"a{index + 1}", label, key, alien_squares[index]))
        for index, blip in enumerate(board.blips, start=1):
            label = f"Blip {index}"
            if blip.species is None:
                models.append(
                    ModelSetup(
                        id=f"b{index}",
                        name=label,
                        side=Side.aliens,
                        square=blip.square,
                        stats=dict(_DECOY_STATS),
                        health=1,
                        blip=True,
                    )
                )
            else:
                model = self._alien(ruleset, f"b{index}", label, blip.species, blip.square)
                models.append(replace(model, blip=True))  # the same unit, face down
        try:
            return BoardSetup(name=plan.name, board=board, models=tuple(models))
        except MapError as problem:
            _refuse([Violation("MIS-9", problem.message.key, problem.message.params)])

    @staticmethod
    def _alien(ruleset: Ruleset, model_id: str, label: str, key: str, square: Square) -> ModelSetup:
        species = ruleset.species[key]
        stats = {str(k): int(v) for k, v in species.stats.items()}
        return ModelSetup(
            id=model_id,
            name=label,
            side=Side.aliens,
            square=square,
            stats=stats,
            health=stats.get(ruleset.wounds_stat or "Health", 1),
            soldier_class=key,
            unit_type=species.unit_type,
            species=key,
            psychic=species.psychic,
        )

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        return setup_to_json(_setup(setup))

    def setup_from_json(self, data: Mapping[str, Any]) -> BoardSetup:
        return setup_from_json(data)

    def soldier_ids(self, setup: Any) -> tuple[int, ...]:
        return tuple(m.soldier_id for m in _setup(setup).models if m.soldier_id is not None)

    # -- state ------------------------------------------------------------------------------

    def initial_state(self, setup: Any) -> BoardState:
        return initial_state(_setup(setup))

    def apply(self, state: Any, event_type: str, payload: Mapping[str, Any]) -> BoardState:
        return apply_fact(as_state(state), event_type, payload)

    def position(self, state: Any) -> Position:
        s = as_state(state)
        side = Side.heroes if s.phase.value == "hero" else Side.aliens
        if s.activation is not None and s.activation.interruption:
            side = Side.aliens
        return Position(s.round, side.value, s.phase.value, header(s), s.phase.value == "overmind")

    def short_position(self, state: Any) -> Message:
        s = as_state(state)
        return Message.of("bg_position", round=s.round, board_phase=s.phase.value)

    def state_to_json(self, state: Any) -> dict[str, Any]:
        s = as_state(state)
        return {
            "name": s.setup.name,
            "round": s.round,
            "phase": s.phase.value,
            "active": s.activation.model_id if s.activation else None,
            "actions": [a.value for a in s.activation.actions] if s.activation else [],
            "activated": sorted(s.activated),
            "interruption_used": s.interruption_used,
            "spent": sorted(s.spent),
            "mutations": s.mutations,
            "pending_overwatch": list(s.pending_overwatch) if s.pending_overwatch else None,
            "used_squares": [list(q) for q in sorted(s.used_squares)],
            "finished": s.finished,
            "models": [model_json(m, s.models[m.id]) for m in s.setup.models],
        }

    # -- commands ---------------------------------------------------------------------------

    def execute(self, state: Any, ruleset: Ruleset, command: object, dice: Dice) -> list[Fact]:
        """The facts of ``command``; an Action of a model that may be activated now activates
        it first, in the same step (B-PHASE-1: one undo takes both)."""
        s, first = activated_first(as_state(state), acting_model(command))
        handlers: dict[type, Callable[[Any], list[Fact]]] = {
            AdvancePhase: lambda c: advance_phase(s),
            Activate: lambda c: activate(s, c.model_id),
            Interrupt: lambda c: interrupt(s, c.model_id),
            Move: lambda c: move(s, ruleset, c),
            Attack: lambda c: attack(s, ruleset, c, dice),
            AttackObject: lambda c: attack_object(s, ruleset, c, dice),
            OverwatchShot: lambda c: overwatch_shot(s, ruleset, c, dice),
            Overwatch: lambda c: ready_overwatch(s, c.model_id),
            Interact: lambda c: interact(s, c),
            FlipBlip: lambda c: flip_blip(s, c.model_id),
            DiscardMutations: lambda c: discard_mutations(s, c.count),
        }
        handler = handlers.get(type(command))
        if handler is None:
            raise RulesError(f"not a command of the board game: {shown(command)}")
        return [*first, *handler(command)]

    def check(self, state: Any, ruleset: Ruleset, command: object) -> Verdict | None:
        """Moves, attacks and INTERACT are checked without rolling (in the Turn they would
        begin, B-PHASE-1)."""
        s, _ = activated_first(as_state(state), acting_model(command))
        if isinstance(command, Move):
            return Verdict(tuple(check_move(s, ruleset, command)))
        if isinstance(command, Attack):
            return Verdict(tuple(attack_findings(s, ruleset, command)))
        if isinstance(command, AttackObject):
            return Verdict(tuple(object_findings(s, ruleset, command)))
        if isinstance(command, Interact):
            return Verdict(tuple(interact_findings(s, command)))
        return None

    def ends(self, state: Any) -> list[Fact]:
        return [(EventType.ended, {"round": as_state(state).round})]

    def actions(self, state: Any, ruleset: Ruleset, character_id: str) -> tuple[ActionOption, ...]:
        return action_options(as_state(state), character_id)

    def odds(self, state: Any, ruleset: Ruleset, command: object) -> tuple[Outcome, ...]:
        """An attack or an Overwatch shot: the exact chance of each damage total and of a kill
        (M-CX-1..4, R-12), in the Turn the attack would begin (B-PHASE-1)."""
        s, _ = activated_first(as_state(state), acting_model(command))
        if isinstance(command, Attack | OverwatchShot):
            return attack_odds(s, ruleset, command)
        if isinstance(command, AttackObject):
            return object_attack_odds(s, ruleset, command)
        return ()

    # -- words, tracker and campaign --------------------------------------------------------

    def describe(
        self, setup: Any, event_type: str, payload: Mapping[str, Any], ruleset: Ruleset | None
    ) -> tuple[Message, ...]:
        return describe(_setup(setup), event_type, payload, ruleset)

    def reminders(self, mission: Mission) -> tuple[tuple[Message, ...], ...]:
        return tracker.reminders(mission)

    def characters(self, mission: Mission, ruleset: Ruleset) -> tuple[CharacterView, ...]:
        return tracker.characters(mission, ruleset)

    def detail(self, mission: Mission, ruleset: Ruleset) -> BoardDetail:
        return tracker.detail(mission, ruleset)

    def choices(self, mission: Mission, ruleset: Ruleset, character_id: str) -> ModelChoices:
        return model_choices(as_state(mission.state), ruleset, character_id)

    def item_places(self, mission: Mission) -> Mapping[int, ItemPlace]:
        return tracker.item_places(mission)

    def debrief(self, mission: Mission, ruleset: Ruleset) -> Debrief:
        return tracker.debrief(mission, ruleset)


def _refuse(found: list[Violation]) -> NoReturn:
    """Refuse a plan with ``found``."""
    refuse_if(found)
    raise RulesError("refused")  # refuse_if raised already: unreachable
