"""OVERWATCH, INTERACT and FLIP BLIP TOKEN, and the Actions the panel offers a model now
(B-ACT-1, B-ACT-6, B-ACT-7, B-ACT-9, M-CX-5, M-CX-6, R-13, R-14).

* OVERWATCH (B-ACT-7): as the first Action it uses both and gives the full token (red, with a
  plus); as the second, the weak token (blue). The token stays until the model's next
  activation or its one shot (R-14, M-CX-5).
* INTERACT (B-ACT-6): only where the map offers it: an item or objective square not used yet,
  or an exit square (a Hero leaves the map), on the model's own square or a neighbouring one
  (R-13). R-20 lets a friend in contact stabilise a downed model with an INTERACT, but in the
  board game nobody is down: at Health 0 a model is killed (M-CX-4); an INTERACT on a friend
  says so.
* FLIP BLIP TOKEN (B-ACT-9): an Alien Unit still a Blip reveals itself; a decoy is removed
  (M-CX-6). It may then perform its Alien Behaviour Action (the GM's, not an Action).
"""

from __future__ import annotations

from xcom_manager.rules.boardgame.commands import Interact
from xcom_manager.rules.boardgame.grid import Square, square_from_json, square_label
from xcom_manager.rules.boardgame.moving import flip_facts
from xcom_manager.rules.boardgame.sighting import adjacent
from xcom_manager.rules.boardgame.state import Action, BoardState, EventType, Side, as_state
from xcom_manager.rules.boardgame.turns import (
    activate_findings,
    activated_first,
    discard_findings,
    interrupt_findings,
    pending_findings,
    turn_findings,
)
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.system import ActionOption, Fact, refuse_if
from xcom_manager.rules.verdict import Violation

__all__ = [
    "action_options",
    "flip_blip",
    "interact",
    "interact_findings",
    "interaction_at",
    "ready_overwatch",
]


def ready_overwatch(state: BoardState, model_id: str) -> list[Fact]:
    """B-ACT-7: the full token as the first Action (both used), the weak one as the second."""
    state = as_state(state)
    refuse_if(turn_findings(state, model_id, Action.overwatch))
    assert state.activation is not None
    token = "weak" if state.activation.actions else "full"
    return [(EventType.overwatch_readied, {"model": model_id, "token": token})]


def interaction_at(state: BoardState, square: Square) -> str | None:
    """B-ACT-6: what an INTERACT does on ``square``: ``item``, ``objective``, ``exit``, or
    ``None`` (nothing offered, or already used)."""
    state = as_state(state)
    square = square_from_json("the square", square)
    board = state.setup.board
    if square in board.exits:
        return "exit"
    if square in state.used_squares:
        return None
    if square in board.objectives:
        return "objective"
    if square in board.items:
        return "item"
    return None


def interact_findings(state: BoardState, command: Interact) -> list[Violation]:
    """The Turn (B-ACT-1), then B-ACT-6: something to interact with, on the model's own square
    or a neighbouring one (R-13); only a Hero leaves by an exit."""
    state = as_state(state)
    if not isinstance(command, Interact):
        raise RulesError(f"not an INTERACT: {shown(command)}")
    found = turn_findings(state, command.model_id, Action.interact)
    if found:
        return found
    model = state.model(command.model_id)
    setup = state.setup.model(model.id)
    square = square_from_json("the square", command.square)
    label = square_label(square)
    if square != model.square and not adjacent(model.square, square):
        return [Violation.of("B-ACT-6", "board_interact_far", model=setup.name, square=label)]
    friend = next(
        (
            m
            for m in state.setup.models
            if m.id != model.id
            and m.side is setup.side
            and state.models[m.id].on_map
            and state.models[m.id].square == square
        ),
        None,
    )
    if friend is not None:
        # R-20's stabilising INTERACT: nobody is ever down in the board game (M-CX-4).
        return [Violation.of("R-20", "board_nobody_down", model=friend.name)]
    what = interaction_at(state, square)
    if what is None:
        return [Violation.of("B-ACT-6", "board_interact_nothing", square=label)]
    if what == "exit" and (setup.side is not Side.heroes or square != model.square):
        return [Violation.of("B-ACT-6", "board_interact_exit", model=setup.name, square=label)]
    return []


def interact(state: BoardState, command: Interact) -> list[Fact]:
    """B-ACT-6: the item picked up, the objective worked, or the Hero gone by the exit."""
    state = as_state(state)
    refuse_if(interact_findings(state, command))
    square = square_from_json("the square", command.square)
    what = interaction_at(state, square)
    return [
        (
            EventType.interacted,
            {"model": command.model_id, "square": list(square), "what": what},
        )
    ]


def flip_blip(state: BoardState, model_id: str) -> list[Fact]:
    """B-ACT-9: the Blip is revealed (a decoy removed, M-CX-6)."""
    state = as_state(state)
    refuse_if(turn_findings(state, model_id, Action.flip_blip))
    setup = state.setup.model(model_id)
    if setup.side is not Side.aliens:  # only Alien Units are Blips; kept for a damaged setup
        refuse_if([Violation.of("B-ACT-9", "board_not_a_blip", model=setup.name)])
    return flip_facts(state, [(model_id, model_id)], "action")


def _option(key: str, found: list[Violation]) -> ActionOption:
    return ActionOption(key, not found, tuple(found))


def action_options(state: BoardState, model_id: str) -> tuple[ActionOption, ...]:
    """What the panel offers ``model_id`` now, each legal or greyed with its reasons: activate
    or interrupt between Turns (B-PHASE-1, B-PHASE-2), the Overmind's Mutation cards (M-CX-5),
    and the Actions of its Turn (B-ACT-1 .. B-ACT-9), also of the Turn an Action would begin
    (B-PHASE-1)."""
    state = as_state(state)
    model = state.model(model_id)
    setup = state.setup.model(model.id)
    options = [
        _option("activate", activate_findings(state, model.id)),
        _option("interrupt", interrupt_findings(state, model.id)),
        _option("discard_mutations", discard_findings(state)),
    ]
    turn, _ = activated_first(state, model.id)  # an Action activates it first (B-PHASE-1)
    for action in Action:
        found = turn_findings(turn, model.id, action)
        if not found and action is Action.psychic and not setup.psychic:
            found = [Violation.of("B-ACT-8", "board_not_psychic", model=setup.name, target="")]
        if not found and action is Action.flip_blip and setup.side is not Side.aliens:
            found = [Violation.of("B-ACT-9", "board_not_a_blip", model=setup.name)]
        options.append(_option(action.value, found))
    options.append(_option("overwatch_shot", _pending_mine(state, model.id)))
    return tuple(options)


def _pending_mine(state: BoardState, model_id: str) -> list[Violation]:
    pending = state.pending_overwatch
    if pending is not None and pending[0] == model_id:
        return []
    if pending is not None:
        return pending_findings(state)
    name = state.setup.model(model_id).name
    return [Violation.of("MIS-11", "board_no_overwatch_waiting", watcher=name)]
