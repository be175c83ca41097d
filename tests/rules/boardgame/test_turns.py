"""The board game's turn structure (issue 8, deliverable 3): the Hero Player Phase with its
Heroes activated one by one, each once (B-PHASE-1); two different Actions a Turn (B-ACT-1); the
Overmind's one Interruption (B-PHASE-2) using up the unit's next activation (M-CX-5); the
Overmind phase with its Mutation cards (M-CX-5); the round counter; Overwatch tokens
discarded on the next activation (R-14, M-CX-5)."""

from __future__ import annotations

import pytest

from tests.helpers.boardgame import board_setup, do, mission_of, run, state_of
from xcom_manager.rules.boardgame.commands import (
    Activate,
    DiscardMutations,
    Interrupt,
    Move,
    Overwatch,
)
from xcom_manager.rules.boardgame.state import Phase
from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import MissionRefused

SETUP = board_setup(
    """
    A . . . . . . A
    . . . . . . . .
    . . # # # # . .
    . . . . . . . .
    H . . . . . . H
    """
)


def refused(mission: Mission, command: object) -> MissionRefused:
    with pytest.raises(MissionRefused) as caught:
        do(mission, command)
    return caught.value


def test_b_phase_1_heroes_one_by_one_in_any_order_each_once() -> None:
    mission = run(mission_of(SETUP), Activate("s2"))
    assert refused(mission, Activate("s1")).rule_ids == ("B-PHASE-1",)  # s2's Turn first
    mission = run(mission, AdvancePhase(), Activate("s1"), AdvancePhase())
    state = state_of(mission)
    assert state.activated == {"s1", "s2"} and state.activation is None
    assert refused(mission, Activate("s1")).rule_ids == ("B-PHASE-1",)  # once a phase
    assert "already been activated" in str(refused(mission, Activate("s1")))


def test_b_phase_1_aliens_are_not_activated_in_the_hero_player_phase() -> None:
    found = refused(mission_of(SETUP), Activate("a1"))
    assert found.rule_ids == ("B-PHASE-1",)


def test_b_phase_1_no_action_outside_the_models_turn() -> None:
    mission = run(mission_of(SETUP), Activate("s2"))
    assert refused(mission, Move("s1", (1, 4))).rule_ids == ("B-PHASE-1",)  # s2's Turn
    mission = run(mission, AdvancePhase(), AdvancePhase())  # the Overmind phase now
    assert refused(mission, Move("s1", (1, 4))).rule_ids == ("B-PHASE-1",)


def test_b_phase_1_an_action_activates_the_model_first_in_one_step() -> None:
    mission = mission_of(SETUP)
    after = do(mission, Move("s1", (1, 4)))
    added = after.events[mission.seq :]
    assert [e.type for e in added] == ["activated", "moved"]
    assert added[1].follows == added[0].seq  # one command: one undo takes both
    state = state_of(after)
    assert state.activation is not None and state.activation.model_id == "s1"
    assert state.models["s1"].square == (1, 4)
    undone = do(after, Undo(added[0].seq))
    assert state_of(undone).activation is None and state_of(undone).models["s1"].square == (0, 4)
    # once activated and ended, its Actions are refused again: once a phase (B-PHASE-1)
    ended = do(after, AdvancePhase())
    assert refused(ended, Move("s1", (2, 4))).rule_ids == ("B-PHASE-1",)


def test_b_act_1_two_actions_which_must_be_different() -> None:
    mission = run(mission_of(SETUP), Activate("s1"), Move("s1", (1, 4)))
    assert refused(mission, Move("s1", (2, 4))).rule_ids == ("B-ACT-1",)
    mission = do(mission, Overwatch("s1"))  # the second Action: weak Overwatch
    assert refused(mission, Move("s1", (2, 4), sprint=True)).rule_ids == ("B-ACT-1",)
    assert "used both Actions" in str(refused(mission, Move("s1", (2, 4), sprint=True)))


def test_the_round_counter_and_the_overmind_phase() -> None:
    mission = run(mission_of(SETUP), AdvancePhase())
    state = state_of(mission)
    assert (state.round, state.phase) == (1, Phase.overmind)
    assert refused(mission, Activate("s1")).rule_ids == ("B-PHASE-1",)
    mission = run(mission, Activate("a1"), AdvancePhase(), AdvancePhase())
    state = state_of(mission)
    assert (state.round, state.phase, state.activated) == (2, Phase.hero, frozenset())


def test_b_phase_2_one_interruption_for_two_mutation_cards_between_turns() -> None:
    mission = run(mission_of(SETUP), Activate("s1"))
    assert refused(mission, Interrupt("a1")).rule_ids == ("B-PHASE-2",)  # mid-Turn
    mission = run(mission, AdvancePhase(), Interrupt("a1"))
    state = state_of(mission)
    assert state.activation is not None and state.activation.interruption
    assert state.mutations == 3 and state.interruption_used
    mission = run(mission, Move("a1", (1, 0)), AdvancePhase())
    second = refused(mission, Interrupt("a2"))
    assert second.rule_ids == ("B-PHASE-2",)
    assert "already interrupted" in str(second)


def test_b_phase_2_only_in_the_hero_player_phase_and_only_an_alien() -> None:
    assert refused(mission_of(SETUP), Interrupt("s1")).rule_ids == ("B-PHASE-2",)
    overmind = run(mission_of(SETUP), AdvancePhase())
    assert refused(overmind, Interrupt("a1")).rule_ids == ("B-PHASE-2",)


def test_m_cx_5_an_interruption_uses_up_the_units_next_activation() -> None:
    mission = run(mission_of(SETUP), Interrupt("a1"), AdvancePhase(), AdvancePhase())
    assert state_of(mission).phase is Phase.overmind
    found = refused(mission, Activate("a1"))
    assert found.rule_ids == ("M-CX-5",)
    # The next round it activates again.
    mission = run(mission, Activate("a2"), AdvancePhase(), AdvancePhase(), AdvancePhase())
    assert state_of(mission).round == 2 and state_of(mission).phase is Phase.overmind
    assert state_of(do(mission, Activate("a1"))).activation is not None


def test_m_cx_5_the_overmind_discards_up_to_two_then_draws_back_up_to_five() -> None:
    mission = run(mission_of(SETUP), Interrupt("a1"), AdvancePhase(), AdvancePhase())
    assert state_of(mission).mutations == 3
    assert refused(mission, DiscardMutations(3)).rule_ids == ("M-CX-5",)
    mission = do(mission, DiscardMutations(2))
    assert state_of(mission).mutations == 5
    assert refused(mission, DiscardMutations(0)).rule_ids == ("M-CX-5",)  # once a phase
    assert refused(mission_of(SETUP), DiscardMutations(1)).rule_ids == ("M-CX-5",)


def test_m_cx_5_the_overmind_draws_back_up_to_five_when_its_phase_ends() -> None:
    mission = run(mission_of(SETUP), Interrupt("a1"), AdvancePhase(), AdvancePhase())
    mission = do(mission, AdvancePhase())  # the Overmind phase ends: draws 2
    assert state_of(mission).mutations == 5
    assert mission.log[-1].messages[-1].key == "bg_drawn"


def test_r_14_m_cx_5_an_unused_overwatch_token_goes_when_its_model_activates_again() -> None:
    mission = run(mission_of(SETUP), Activate("s1"), Overwatch("s1"), AdvancePhase())
    assert state_of(mission).model("s1").overwatch is not None
    mission = run(mission, AdvancePhase(), AdvancePhase())  # the Overmind phase passes
    assert state_of(mission).model("s1").overwatch is not None  # kept across turns
    mission = do(mission, Activate("s1"))
    assert state_of(mission).model("s1").overwatch is None
    assert mission.log[-1].messages[-1].key == "bg_token_discarded"
