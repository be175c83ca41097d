"""The turn structure of a board game mission (B-PHASE-1, B-PHASE-2, B-ACT-1, M-CX-5, R-14).

A round is the Hero Player Phase, then the Overmind phase. In each, the side's models are
activated one at a time, each once (B-PHASE-1); ``AdvancePhase`` ends the Turn of the model
being activated, or, with none, the phase. Activating a model discards its unused Overwatch
token (M-CX-5, R-14). Once per Hero Player Phase, between two Turns, the Overmind may discard
two Mutation cards to activate one Alien Unit (B-PHASE-2); that uses up the unit's next Overmind
activation (M-CX-5). In its own phase the Overmind may discard up to two Mutation cards, and it
draws back up to five (M-CX-5), at the latest when its phase ends.

App rules: ``MIS-1`` (a model off the map takes no action), ``MIS-11`` (an Overwatch shot a
move stopped for is answered before anything else).
"""

from __future__ import annotations

from xcom_manager.rules.boardgame.fold import apply_fact
from xcom_manager.rules.boardgame.state import (
    MUTATION_HAND,
    Action,
    BoardState,
    EventType,
    Phase,
    Side,
    as_state,
)
from xcom_manager.rules.errors import RulesError, shown, whole_number
from xcom_manager.rules.mission.system import Fact, refuse_if
from xcom_manager.rules.verdict import Violation

__all__ = [
    "ACTIONS_PER_TURN",
    "activate",
    "activate_findings",
    "activated_first",
    "advance_phase",
    "discard_findings",
    "discard_mutations",
    "interrupt",
    "interrupt_findings",
    "pending_findings",
    "turn_findings",
]

#: B-ACT-1: the Actions of one Turn.
ACTIONS_PER_TURN = 2

#: B-PHASE-2: the Mutation cards an Interruption discards; M-CX-5: the most the Overmind
#: discards in its own phase.
_INTERRUPTION_CARDS = 2
_MOST_DISCARDED = 2


def pending_findings(state: BoardState) -> list[Violation]:
    """MIS-11: an Overwatch shot waits for an answer."""
    state = as_state(state)
    if state.pending_overwatch is None:
        return []
    watcher, mover = state.pending_overwatch
    return [
        Violation.of(
            "MIS-11",
            "board_overwatch_waiting",
            watcher=state.setup.model(watcher).name,
            model=state.setup.model(mover).name,
        )
    ]


def _name(state: BoardState, model_id: str) -> str:
    return state.setup.model(model_id).name


def _phase_side(state: BoardState) -> Side:
    return Side.heroes if state.phase is Phase.hero else Side.aliens


def activate_findings(state: BoardState, model_id: str) -> list[Violation]:
    """What stands against activating ``model_id`` now (B-PHASE-1, M-CX-5, MIS-1, MIS-11)."""
    state = as_state(state)
    model = state.model(model_id)
    setup = state.setup.model(model.id)
    found = pending_findings(state)
    if found:
        return found
    if state.activation is not None:
        return [
            Violation.of(
                "B-PHASE-1",
                "board_turn_in_progress",
                model=_name(state, state.activation.model_id),
            )
        ]
    if not model.on_map:
        return [Violation.of("MIS-1", "board_model_off_map", model=setup.name)]
    if setup.side is not _phase_side(state):
        return [
            Violation.of(
                "B-PHASE-1", "board_wrong_phase", model=setup.name, board_phase=state.phase.value
            )
        ]
    if model.id in state.activated:
        return [Violation.of("B-PHASE-1", "board_already_activated", model=setup.name)]
    if model.id in state.spent:
        return [Violation.of("M-CX-5", "board_activation_spent", model=setup.name)]
    return []


def activate(state: BoardState, model_id: str) -> list[Fact]:
    """B-PHASE-1: the model's Turn begins; its unused Overwatch token goes (M-CX-5, R-14)."""
    state = as_state(state)
    refuse_if(activate_findings(state, model_id))
    model = state.model(model_id)
    token = model.overwatch.value if model.overwatch else None
    return [
        (
            EventType.activated,
            {"model": model.id, "interruption": False, "discarded": 0, "token_discarded": token},
        )
    ]


def activated_first(state: BoardState, model_id: str | None) -> tuple[BoardState, list[Fact]]:
    """B-PHASE-1: an Action chosen for a model that may be activated now (nobody's Turn is
    being played, it is of the phase's side and not activated yet) activates it first, in the
    same step: the state its Action is taken in and the activation's facts. Anything else
    leaves ``state`` as it is, with no facts (the Action is then checked as it stands)."""
    state = as_state(state)
    if model_id is not None and not isinstance(model_id, str):
        raise RulesError(f"a model is named by its id, not {shown(model_id)}")
    if (
        model_id is None
        or state.activation is not None
        or model_id not in state.models
        or activate_findings(state, model_id)
    ):
        return state, []
    facts = activate(state, model_id)
    after = state
    for event_type, payload in facts:
        after = apply_fact(after, event_type, payload)
    return after, facts


def interrupt_findings(state: BoardState, model_id: str) -> list[Violation]:
    """What stands against an Interruption by ``model_id`` now (B-PHASE-2, MIS-1, MIS-11)."""
    state = as_state(state)
    model = state.model(model_id)
    setup = state.setup.model(model.id)
    found = pending_findings(state)
    if found:
        return found
    if state.phase is not Phase.hero:
        return [Violation.of("B-PHASE-2", "board_interrupt_phase")]
    if state.activation is not None:
        return [
            Violation.of(
                "B-PHASE-2",
                "board_interrupt_mid_turn",
                model=_name(state, state.activation.model_id),
            )
        ]
    if state.interruption_used:
        return [Violation.of("B-PHASE-2", "board_interrupt_used")]
    if state.mutations < _INTERRUPTION_CARDS:
        return [Violation.of("B-PHASE-2", "board_interrupt_cards", cards=state.mutations)]
    if setup.side is not Side.aliens:
        return [Violation.of("B-PHASE-2", "board_interrupt_not_alien", model=setup.name)]
    if not model.on_map:
        return [Violation.of("MIS-1", "board_model_off_map", model=setup.name)]
    return []


def interrupt(state: BoardState, model_id: str) -> list[Fact]:
    """B-PHASE-2: two Mutation cards go, the Alien Unit's Turn begins now and uses up its next
    Overmind activation (M-CX-5)."""
    state = as_state(state)
    refuse_if(interrupt_findings(state, model_id))
    model = state.model(model_id)
    token = model.overwatch.value if model.overwatch else None
    return [
        (
            EventType.activated,
            {
                "model": model.id,
                "interruption": True,
                "discarded": _INTERRUPTION_CARDS,
                "token_discarded": token,
            },
        )
    ]


def advance_phase(state: BoardState) -> list[Fact]:
    """End the Turn being played, or with none the phase: the Hero Player Phase gives way to
    the Overmind's, whose end draws the Overmind back up to five Mutation cards (M-CX-5) and
    starts the next round."""
    state = as_state(state)
    refuse_if(pending_findings(state))
    if state.activation is not None:
        return [(EventType.activation_ended, {"model": state.activation.model_id})]
    if state.phase is Phase.hero:
        return [(EventType.phase_advanced, {"round": state.round, "phase": Phase.overmind.value})]
    drawn = 0 if state.mutations_discarded else max(0, MUTATION_HAND - state.mutations)
    return [
        (
            EventType.phase_advanced,
            {"round": state.round + 1, "phase": Phase.hero.value, "drawn": drawn},
        )
    ]


def discard_findings(state: BoardState) -> list[Violation]:
    """M-CX-5, MIS-11: what stands against the Overmind discarding Mutation cards now (not its
    phase, done already this phase, an Overwatch shot waiting)."""
    state = as_state(state)
    found = pending_findings(state)
    if not found and state.phase is not Phase.overmind:
        found = [Violation.of("M-CX-5", "board_mutations_phase")]
    if not found and state.mutations_discarded:
        found = [Violation.of("M-CX-5", "board_mutations_again")]
    return found


def discard_mutations(state: BoardState, count: int) -> list[Fact]:
    """M-CX-5: in the Overmind phase, once, discard up to two Mutation cards and draw back up
    to five."""
    state = as_state(state)
    count = whole_number("the Mutation cards to discard", count, minimum=-1000, maximum=1000)
    found = discard_findings(state)
    if not found and not 0 <= count <= min(_MOST_DISCARDED, state.mutations):
        found = [
            Violation.of(
                "M-CX-5",
                "board_mutations_count",
                count=count,
                most=min(_MOST_DISCARDED, state.mutations),
            )
        ]
    refuse_if(found)
    kept = state.mutations - count
    return [
        (
            EventType.mutations_discarded,
            {"discarded": count, "drawn": MUTATION_HAND - kept, "hand": MUTATION_HAND},
        )
    ]


def turn_findings(state: BoardState, model_id: str, action: Action) -> list[Violation]:
    """What stands against ``model_id`` taking ``action`` now: an Overwatch shot waiting
    (MIS-11), not its Turn (B-PHASE-1), off the map (MIS-1), the Action already taken or both
    taken (B-ACT-1), or a face-down Blip doing more than move or flip (B-ACT-9, M-CX-6)."""
    state = as_state(state)
    model = state.model(model_id)
    setup = state.setup.model(model.id)
    try:
        action = Action(action)
    except ValueError:
        raise RulesError(f"not an Action: {shown(action)}") from None
    found = pending_findings(state)
    if found:
        return found
    if not model.on_map:
        return [Violation.of("MIS-1", "board_model_off_map", model=setup.name)]
    activation = state.activation
    if activation is None or activation.model_id != model.id:
        return [Violation.of("B-PHASE-1", "board_not_its_turn", model=setup.name)]
    if len(activation.actions) >= ACTIONS_PER_TURN:
        return [Violation.of("B-ACT-1", "board_actions_used", model=setup.name)]
    if action in activation.actions:
        return [
            Violation.of(
                "B-ACT-1", "board_action_twice", model=setup.name, board_action=action.value
            )
        ]
    if model.blip and action not in (Action.move, Action.sprint, Action.flip_blip):
        return [
            Violation.of(
                "B-ACT-9", "board_blip_face_down", model=setup.name, board_action=action.value
            )
        ]
    if action is Action.flip_blip and not model.blip:
        return [Violation.of("B-ACT-9", "board_not_a_blip", model=setup.name)]
    return []
