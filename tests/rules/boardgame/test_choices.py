"""What the Mission Map offers a selected model (issue 9, play by clicking): the reach of a MOVE
and a SPRINT with their paths (B-ACT-2, B-ACT-3), the squares an Overwatch watches (MIS-11),
the targets of each attack with their exact odds (B-ACT-4, B-ACT-5, M-CX-1..4), the INTERACT
squares (B-ACT-6) and the Line of Sight square by square (R-21), all for the Turn an Action
would begin (B-PHASE-1)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.boardgame import (
    board_setup,
    bundled_boardgame,
    do,
    mission_of,
    run,
    state_of,
)
from xcom_manager.rules.boardgame.actions import action_options
from xcom_manager.rules.boardgame.attacks import attack_odds
from xcom_manager.rules.boardgame.choices import model_choices
from xcom_manager.rules.boardgame.commands import Activate, Attack, Move, Overwatch
from xcom_manager.rules.boardgame.moving import check_move, reach
from xcom_manager.rules.boardgame.state import BoardState
from xcom_manager.rules.mission.commands import AdvancePhase

RULESET = bundled_boardgame()

SETUP = board_setup(
    """
    . . . . . . . . A .
    . . . . . . . . . .
    . . # # # . . . . .
    . . . . . . . . . .
    . . . I . . . . . .
    . . H H . . . . . .
    """,
    walls=[((5, 4), (6, 4)), ((5, 5), (6, 5))],
)


def choices_of(state: BoardState, model_id: str = "s1"):  # type: ignore[no-untyped-def]
    return model_choices(state, RULESET, model_id)


def test_b_phase_1_a_model_not_yet_activated_is_offered_the_turn_it_would_begin() -> None:
    found = choices_of(state_of(mission_of(SETUP)))
    assert found.activates
    assert found.reach() and found.targets


def test_b_act_2_b_act_3_reach_is_the_rules_reach_and_every_path_is_a_legal_move() -> None:
    mission = do(mission_of(SETUP), Activate("s1"))
    state = state_of(mission)
    found = choices_of(state)
    assert not found.activates
    for sprint in (False, True):
        assert found.reach(sprint=sprint) == set(reach(state, RULESET, "s1", sprint)) - {(2, 5)}
        for square in found.reach(sprint=sprint):
            path = found.path(square, sprint=sprint)
            assert path is not None and path[0] == (2, 5) and path[-1] == square
            command = Move("s1", square, path, sprint=sprint)
            assert check_move(state, RULESET, command) == []
    assert found.path((9, 0)) is None  # out of a MOVE's reach


def test_b_act_1_a_used_move_offers_no_reach_but_the_sprint() -> None:
    mission = run(mission_of(SETUP), Activate("s1"), Move("s1", (1, 5)))
    found = choices_of(state_of(mission))
    assert found.reach() == frozenset()
    assert found.reach(sprint=True)


def test_b_act_5_targets_carry_the_exact_odds_of_the_attack() -> None:
    state = state_of(do(mission_of(SETUP), Activate("s1")))
    found = choices_of(state)
    shot = found.target("a1", "shoot")
    assert shot is not None and shot.allowed and shot.square == (8, 0)
    assert shot.odds == attack_odds(state, RULESET, Attack("s1", "a1", "shoot"))
    assert sum(o.chance for o in shot.odds if o.key == "damage") == 1
    assert any(o.key == "kill" for o in shot.odds)
    melee = found.target("a1", "melee")
    assert melee is not None and not melee.allowed and melee.odds == ()
    assert melee.reasons[0].rule_id == "B-ACT-4"  # not adjacent
    assert found.target("a1", "psychic") is None  # a Hero who is not psychic


def test_b_act_6_interact_squares_are_the_neighbouring_item() -> None:
    found = choices_of(state_of(mission_of(SETUP)))
    assert found.interactions == (((3, 4), "item"),)


def test_mis_11_squares_an_overwatch_covers_are_marked() -> None:
    mission = run(mission_of(SETUP), AdvancePhase(), Activate("a1"), Overwatch("a1"))
    mission = run(mission, AdvancePhase(), AdvancePhase())  # round 2, the Hero Player Phase
    found = choices_of(state_of(mission))
    assert found.watched and found.watched <= found.reach() | found.reach(sprint=True)


def test_r_21_sight_line_names_the_obstacle_in_the_way() -> None:
    found = choices_of(state_of(mission_of(SETUP)), "s2")  # s2 on (3, 5)
    blocked = found.sight_line((3, 0))  # straight up through the row of obstacles
    assert not blocked.seen and (3, 2) in blocked.squares
    assert blocked.start == (Fraction(7, 2), Fraction(11, 2))
    seen = found.sight_line((8, 0))
    assert seen.seen and seen.walls == () and seen.squares == ()


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 9), st.integers(0, 5))
def test_r_21_sight_line_agrees_with_the_attack_check(x: int, y: int) -> None:
    """Wherever the pointer is, a line drawn "seen" is exactly where a SHOOT is not refused
    for want of sight (B-ACT-5, R-21)."""
    state = state_of(do(mission_of(SETUP), Activate("s1")))
    found = choices_of(state)
    assert found.sight_line((x, y)).seen == found.sight.sees((2, 5), (x, y))


def test_b_phase_2_m_cx_5_the_overmind_steps_are_offered_greyed_with_their_rule() -> None:
    """A Hero is offered no Interruption (B-PHASE-2) and, in the Hero Player Phase, nobody may
    discard Mutation cards (M-CX-5); an Action for a Hero still to activate is allowed
    (B-PHASE-1: it activates the Hero)."""
    options = {o.key: o for o in action_options(state_of(mission_of(SETUP)), "s1")}
    assert not options["interrupt"].allowed
    assert options["interrupt"].reasons[0].rule_id == "B-PHASE-2"
    assert not options["discard_mutations"].allowed
    assert options["discard_mutations"].reasons[0].rule_id == "M-CX-5"
    assert options["move"].allowed and options["activate"].allowed
    alien = {o.key: o for o in action_options(state_of(mission_of(SETUP)), "a1")}
    assert alien["interrupt"].allowed and not alien["move"].allowed
