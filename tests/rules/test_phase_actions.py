"""What spends a phase (R-2, R-19, R-20, R-23, MIS-5): the one relation behind every check of a
handoff, a stabilisation, a spare tank, a marked action and a declared jump."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.rules.phase_actions import (
    ACTIONS,
    PHASES,
    RUN_ACTIONS,
    WHOLE_PHASE_ACTIONS,
    phase_conflicts,
)


@pytest.mark.parametrize("whole", sorted(WHOLE_PHASE_ACTIONS))
@pytest.mark.parametrize("phase", ["movement", "shooting"])
def test_r_2_r_19_r_20_a_whole_phase_action_needs_an_untouched_phase(
    whole: str, phase: str
) -> None:
    """R-2 / R-20 / R-19: a handoff, a stabilisation or a spare tank spends the whole phase:
    anything done before it in the phase stands in its way, and it stands in the way of
    anything after it."""
    assert phase_conflicts(frozenset(), whole, phase) == frozenset()
    for done in sorted(ACTIONS):
        assert phase_conflicts({done}, whole, phase) == {done}
        assert phase_conflicts({whole}, done, phase) == {whole}


def test_r_23_a_jump_of_the_shooting_phase_is_the_run() -> None:
    """R-23: a jump, climb or swim declared in the shooting phase is the run (MIS-5: no shot
    with a run); in the movement phase it goes with moving."""
    assert phase_conflicts({"jumped"}, "shot", "shooting") == {"jumped"}
    assert phase_conflicts({"shot"}, "jumped", "shooting") == {"shot"}
    assert phase_conflicts({"ran", "jumped"}, "shot", "shooting") == RUN_ACTIONS
    assert phase_conflicts({"ran"}, "jumped", "shooting") == frozenset()  # the same run
    assert phase_conflicts({"jumped"}, "ran", "shooting") == frozenset()
    assert phase_conflicts({"moved"}, "jumped", "movement") == frozenset()
    assert phase_conflicts({"jumped"}, "moved", "movement") == frozenset()


@given(
    first=st.sampled_from(sorted(ACTIONS)),
    second=st.sampled_from(sorted(ACTIONS)),
    earlier=st.frozensets(st.sampled_from(sorted(ACTIONS)), max_size=3),
    phase=st.sampled_from(PHASES),
)
def test_r_2_the_order_of_two_actions_never_changes_whether_both_are_allowed(
    first: str, second: str, earlier: frozenset[str], phase: str
) -> None:
    """R-2 ("in whatever order the GM enters them"), R-20, R-19, R-23: whatever was done
    before, ``first`` then ``second`` is allowed exactly when ``second`` then ``first`` is."""

    def pair_allowed(a: str, b: str) -> bool:
        return not phase_conflicts(earlier, a, phase) and not phase_conflicts(
            earlier | {a}, b, phase
        )

    assert pair_allowed(first, second) == pair_allowed(second, first)
