"""How one board game event changes the mission's state.

:func:`apply_fact` needs no ruleset and no dice: an event holds what the rules decided (the
squares walked, the faces rolled, the damage, who was killed, why a Blip was flipped), so a
replay rebuilds the same state whatever the ruleset says today. It is tolerant: a fact that no
longer fits (after an undo restored an earlier event) changes what it can and never raises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from xcom_manager.rules.boardgame.state import (
    MUTATION_HAND,
    Action,
    Activation,
    BoardState,
    EventType,
    ModelStatus,
    OverwatchToken,
    Phase,
)
from xcom_manager.rules.errors import RulesError, shown

__all__ = ["apply_fact"]


def _int(value: Any, default: int = 0) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _with(state: BoardState, model_id: Any, **changes: Any) -> BoardState:
    """``state`` with one model changed; an unknown model leaves it as it is."""
    current = state.models.get(model_id) if isinstance(model_id, str) else None
    if current is None:
        return state
    models = dict(state.models)
    models[current.id] = replace(current, **changes)
    return replace(state, models=models)


def _acted(state: BoardState, model_id: str, *actions: Action) -> BoardState:
    """The activation of ``model_id`` with ``actions`` used (nothing when it is not its Turn)."""
    activation = state.activation
    if activation is None or activation.model_id != model_id:
        return state
    return replace(state, activation=replace(activation, actions=(*activation.actions, *actions)))


def _activated(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    model_id = _str(p.get("model"))
    interruption = p.get("interruption") is True
    state = _with(state, model_id, overwatch=None)
    activation = Activation(model_id, (), interruption)
    if interruption:
        return replace(
            state,
            activation=activation,
            interruption_used=True,
            spent=state.spent | {model_id},
            mutations=max(0, state.mutations - _int(p.get("discarded"), 2)),
        )
    return replace(state, activation=activation, activated=state.activated | {model_id})


def _phase_advanced(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    phase = p.get("phase")
    if phase == Phase.overmind.value:
        return replace(state, phase=Phase.overmind, activation=None, activated=frozenset())
    return replace(
        state,
        round=_int(p.get("round"), state.round + 1),
        phase=Phase.hero,
        activation=None,
        activated=frozenset(),
        interruption_used=False,
        spent=frozenset(),
        mutations=min(MUTATION_HAND, state.mutations + _int(p.get("drawn"))),
        mutations_discarded=False,
    )


def _moved(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    model_id = _str(p.get("model"))
    path = p.get("path")
    if isinstance(path, list) and path and isinstance(path[-1], list) and len(path[-1]) == 2:
        state = _with(state, model_id, square=(_int(path[-1][0]), _int(path[-1][1])))
    action = Action.sprint if p.get("action") == Action.sprint.value else Action.move
    state = _acted(state, model_id, action)
    watcher = p.get("watcher")
    if isinstance(watcher, str) and watcher in state.models:
        state = replace(state, pending_overwatch=(watcher, model_id))
    return state


def _attacked(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    attacker, target = _str(p.get("attacker")), _str(p.get("target"))
    kind = _str(p.get("kind"))
    health = _int(p.get("health_left"))
    if p.get("killed") is True:
        state = _with(state, target, health=health, status=ModelStatus.dead, overwatch=None)
        shooter = state.models.get(attacker)
        if shooter is not None:
            state = _with(
                state,
                attacker,
                kills=shooter.kills + 1,
                xp=shooter.xp + _int(p.get("xp")),
            )
    else:
        state = _with(state, target, health=health)
    if kind == "overwatch":
        state = _with(state, attacker, overwatch=None)
        return replace(state, pending_overwatch=None)
    try:
        action = Action(kind)
    except ValueError:
        return state
    return _acted(state, attacker, action)


def _object_attacked(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    square = p.get("square")
    if p.get("destroyed") is True and isinstance(square, list) and len(square) == 2:
        state = replace(
            state, used_squares=state.used_squares | {(_int(square[0]), _int(square[1]))}
        )
    try:
        action = Action(_str(p.get("kind")))
    except ValueError:
        return state
    return _acted(state, _str(p.get("attacker")), action)


def _overwatch_readied(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    model_id = _str(p.get("model"))
    token = OverwatchToken.full if p.get("token") == "full" else OverwatchToken.weak
    state = _with(state, model_id, overwatch=token)
    uses = (
        (Action.overwatch, Action.overwatch)
        if token is OverwatchToken.full
        else (Action.overwatch,)
    )
    return _acted(state, model_id, *uses)


def _overwatch_held(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    return replace(state, pending_overwatch=None)


def _interacted(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    model_id = _str(p.get("model"))
    square = p.get("square")
    what = p.get("what")
    if what == "exit":
        state = _with(state, model_id, status=ModelStatus.exited, overwatch=None)
    elif isinstance(square, list) and len(square) == 2:
        state = replace(
            state, used_squares=state.used_squares | {(_int(square[0]), _int(square[1]))}
        )
    return _acted(state, model_id, Action.interact)


def _blip_flipped(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    model_id = _str(p.get("model"))
    if p.get("decoy") is True:
        state = _with(state, model_id, blip=False, status=ModelStatus.removed)
    else:
        state = _with(state, model_id, blip=False)
    if p.get("reason") == "action":
        state = _acted(state, model_id, Action.flip_blip)
    return state


def _mutations_discarded(state: BoardState, p: Mapping[str, Any]) -> BoardState:
    return replace(state, mutations=_int(p.get("hand"), state.mutations), mutations_discarded=True)


_APPLY: dict[str, Callable[[BoardState, Mapping[str, Any]], BoardState]] = {
    EventType.activated: _activated,
    EventType.activation_ended: lambda s, p: replace(s, activation=None),
    EventType.phase_advanced: _phase_advanced,
    EventType.moved: _moved,
    EventType.attacked: _attacked,
    EventType.object_attacked: _object_attacked,
    EventType.overwatch_readied: _overwatch_readied,
    EventType.overwatch_held: _overwatch_held,
    EventType.interacted: _interacted,
    EventType.blip_flipped: _blip_flipped,
    EventType.mutations_discarded: _mutations_discarded,
    EventType.ended: lambda s, p: replace(s, finished=True, activation=None),
}


def apply_fact(state: BoardState, event_type: str, payload: Mapping[str, Any]) -> BoardState:
    """The state after one event, applied as a fact (an unknown type: :class:`RulesError`)."""
    if not isinstance(state, BoardState):
        raise RulesError(f"not a board game mission state: {shown(state)}")
    handler = _APPLY.get(event_type) if isinstance(event_type, str) else None
    if handler is None:
        raise RulesError(f"unknown mission event type {shown(event_type)}")
    if not isinstance(payload, Mapping):
        raise RulesError(f"an event's payload is a mapping, not {shown(payload)}")
    return handler(state, payload)
