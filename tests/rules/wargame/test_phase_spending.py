"""What spends a phase in a mission, through the mission engine (W-HAND-2 / R-2, R-19, R-20,
R-23, MIS-5): a handoff, a stabilisation and a spare tank spend the whole phase, before and
after; a jump, climb or swim of the shooting phase is the character's run. The order in which
the GM enters two actions of a phase never changes whether the pair is allowed."""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.wargame import (
    GAUSS_RIFLE,
    LASER_RIFLE,
    SPARE_TANK,
    advance,
    bundled_wargame,
    do,
    run,
    start,
    with_rulings,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    HandOver,
    MarkActed,
    ReplaceTank,
    Stabilise,
    Wound,
)

PASS = (1,)  # an Initiative test of 1 always passes (M-TEST-1)


def swim(who: str) -> DeclareMove:
    return DeclareMove(who, "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)


def refused(mission: Mission, command: object, dice: tuple[int, ...] = ()) -> tuple[str, ...]:
    """The rule IDs of the refusal (its warnings left out: the laser rifle is a ground weapon
    under water, W-WATER-1)."""
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, command, ScriptedDice(list(dice)))
    return tuple(r for v in excinfo.value.verdict.violations for r in v.rule_ids)


def shooting_phase(ruleset: Ruleset | None = None) -> Mission:
    """Under water, X-COM's shooting phase of turn 1: Kowalski is down (bleeding out, his tank
    holds), Ivanov's tank is damaged."""
    mission = do(start(ruleset=ruleset), Wound("kowalski", 1), ScriptedDice([6]))
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([2]))
    return advance(mission)


# --------------------------------------------------------------------------------------------
# W-HAND-2 / R-2 and R-23: a handoff spends the whole phase of both


def test_w_hand_2_r_2_ran_then_hand_over_is_refused_like_hand_over_then_run() -> None:
    """W-HAND-2 / R-2: a character that ran in the shooting phase has spent it: it cannot pass
    an item any more, just as one that passed an item cannot run."""
    mission = shooting_phase()
    give = HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True)
    ran = do(mission, MarkActed("ivanov", "ran"))
    assert refused(ran, give) == ("W-HAND-2", "R-2")
    handed = do(mission, give)
    assert refused(handed, MarkActed("ivanov", "ran")) == ("W-HAND-2", "R-2")
    # The receiver, too (R-2: both characters spend the phase).
    petrova_ran = do(mission, MarkActed("petrova", "ran"))
    assert refused(petrova_ran, give) == ("W-HAND-2", "R-2")
    assert refused(handed, MarkActed("petrova", "ran")) == ("W-HAND-2", "R-2")


def test_w_hand_2_r_23_jumped_then_hand_over_is_refused_like_hand_over_then_jump() -> None:
    """R-23: a swim declared in the shooting phase is the character's run and spends the
    phase (W-HAND-2 / R-2): no handoff after it, none before it, for giver and receiver."""
    mission = shooting_phase()
    give = HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True)
    for who in ("ivanov", "petrova"):
        swum = do(mission, swim(who), ScriptedDice(list(PASS)))
        assert "jumped" in swum.state.characters[who].acted
        with pytest.raises(MissionRefused) as excinfo:
            run(swum, give)
        (spent,) = excinfo.value.verdict.violations
        assert (spent.rule_id, spent.rulings) == ("W-HAND-2", ("R-2", "R-23"))
        assert spent.text.startswith(
            f"{swum.state.characters[who].name} has already jumped in this shooting phase"
        )
        assert "R-2" in refused(do(mission, give), swim(who), PASS)


def test_w_hand_2_r_2_in_the_movement_phase_a_move_or_a_tank_spends_it() -> None:
    """W-HAND-2 / R-2 in the movement phase: moved, swum or changed a tank, then no handoff;
    after a handoff, none of them."""
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([2]))
    give = HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True)
    for before, dice in (
        (MarkActed("ivanov", "moved"), ()),
        (swim("ivanov"), PASS),
        (ReplaceTank("ivanov", SPARE_TANK), ()),
    ):
        assert refused(do(mission, before, ScriptedDice(list(dice))), give) == ("W-HAND-2", "R-2")
        assert refused(do(mission, give), before, dice)


# --------------------------------------------------------------------------------------------
# stabilising and a spare tank spend the whole phase


def test_r_20_jumped_then_stabilise_is_refused_like_stabilise_then_jump() -> None:
    """R-20 with R-23: the medic's swim of the shooting phase is its run, so it has no
    shooting phase left to stabilise with; after stabilising it cannot swim."""
    mission = shooting_phase()
    heal = Stabilise("petrova", "kowalski", base_contact=True)
    swum = do(mission, swim("petrova"), ScriptedDice(list(PASS)))
    with pytest.raises(MissionRefused) as excinfo:
        run(swum, heal)
    (spent,) = excinfo.value.verdict.violations
    assert (spent.rule_id, spent.message_key, spent.rulings) == (
        "R-20",
        "mission_stabilise_spent",
        ("R-23",),
    )
    assert spent.param("actions") == ("jumped",)
    assert refused(do(mission, heal), swim("petrova"), PASS) == ("R-20",)


def test_r_20_a_received_item_spends_the_medics_phase_r_2() -> None:
    """R-20 as in R-2: a medic that received an item this shooting phase has spent it."""
    mission = shooting_phase()
    received = do(mission, HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True))
    assert refused(received, Stabilise("petrova", "kowalski", base_contact=True)) == ("R-20",)


def test_r_19_a_tank_of_the_shooting_phase_not_after_a_swim_r_23(wargame: Ruleset) -> None:
    """R-19 with ``aqualung.replace_cost = "shooting_phase"``: the swim was the run (R-23), so
    no tank after it; after the tank, no swim."""
    ruleset = with_rulings(wargame, aqualung__replace_cost="shooting_phase")
    mission = shooting_phase(ruleset)
    swum = do(mission, swim("ivanov"), ScriptedDice(list(PASS)))
    with pytest.raises(MissionRefused) as excinfo:
        run(swum, ReplaceTank("ivanov", SPARE_TANK))
    (spent,) = excinfo.value.verdict.violations
    assert (spent.rule_id, spent.message_key, spent.rulings) == (
        "R-19",
        "mission_replace_spent",
        ("R-23",),
    )
    changed = do(mission, ReplaceTank("ivanov", SPARE_TANK))
    assert refused(changed, swim("ivanov"), PASS) == ("R-19",)


# --------------------------------------------------------------------------------------------
# the shooting phase's jump is the run, so no shot with it


def test_r_23_shot_then_jump_and_jump_then_shot_are_refused() -> None:
    """R-23 (W-JUMP-1's "run phase"): in the shooting phase a character that shot cannot
    jump, and one that jumped cannot shoot; a jump may go with a run (it is the run)."""
    mission = advance(start("ground"))
    leap = DeclareMove("petrova", "jump", horizontal=4.0, vertical=0.0, fall_height=2.0)
    shot = do(mission, MarkActed("petrova", "shot"))
    with pytest.raises(MissionRefused) as excinfo:
        run(shot, leap, ScriptedDice(list(PASS)))
    (clash,) = excinfo.value.verdict.violations
    assert (clash.rule_id, clash.rulings, clash.message_key) == (
        "W-JUMP-1",
        ("R-23",),
        "mission_jump_is_run",
    )
    assert clash.text == (
        "In the shooting phase a jump, climb or swim is the character's run: Sgt. Petrova has "
        "shot, so cannot jump now."
    )
    jumped = do(mission, leap, ScriptedDice(list(PASS)))
    assert refused(jumped, MarkActed("petrova", "shot")) == ("W-JUMP-1", "R-23")
    do(jumped, MarkActed("petrova", "ran"))
    do(do(mission, MarkActed("petrova", "ran")), leap, ScriptedDice(list(PASS)))
    # The movement phase's jump goes with moving, in either order.
    moving = start("ground")
    do(do(moving, MarkActed("petrova", "moved")), leap, ScriptedDice(list(PASS)))
    do(do(moving, leap, ScriptedDice(list(PASS))), MarkActed("petrova", "moved"))


def test_mis_5_a_run_and_a_shot_exclude_each_other_in_either_order() -> None:
    mission = advance(start("ground"))
    assert refused(do(mission, MarkActed("petrova", "ran")), MarkActed("petrova", "shot")) == (
        "MIS-5",
    )
    assert refused(do(mission, MarkActed("petrova", "shot")), MarkActed("petrova", "ran")) == (
        "MIS-5",
    )


# --------------------------------------------------------------------------------------------
# The order never matters (R-2: "in whatever order the GM enters them")

#: Commands of Petrova and Ivanov in a phase (Kowalski is down, Ivanov's tank damaged), with
#: the dice each needs. The items handed over differ, so no command takes away what another
#: needs except through the phase.
_COMMANDS: tuple[tuple[object, tuple[int, ...]], ...] = (
    *(
        (MarkActed(who, act), ())
        for who in ("petrova", "ivanov")
        for act in ("moved", "ran", "shot")
    ),
    (swim("petrova"), PASS),
    (swim("ivanov"), PASS),
    (HandOver("petrova", "ivanov", GAUSS_RIFLE, base_contact=True), ()),
    (HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True), ()),
    (Stabilise("petrova", "kowalski", base_contact=True), ()),
    (Stabilise("ivanov", "kowalski", base_contact=True), ()),
    (ReplaceTank("ivanov", SPARE_TANK), ()),
)


@cache
def _phase_start(shooting: bool, both_spend: bool, tank_cost: str) -> Mission:
    ruleset = with_rulings(
        bundled_wargame(),
        handoff__both_spend_phase=both_spend,
        aqualung__replace_cost=tank_cost,
    )
    mission = do(start(ruleset=ruleset), Wound("kowalski", 1), ScriptedDice([6]))
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([2]))
    return advance(mission) if shooting else mission


def _pair_allowed(mission: Mission, first: int, second: int) -> bool:
    for index in (first, second):
        command, dice = _COMMANDS[index]
        try:
            mission = do(mission, command, ScriptedDice(list(dice)))
        except MissionRefused:
            return False
    return True


@settings(max_examples=150, deadline=None)
@given(
    first=st.integers(0, len(_COMMANDS) - 1),
    second=st.integers(0, len(_COMMANDS) - 1),
    shooting=st.booleans(),
    both_spend=st.booleans(),
    tank_cost=st.sampled_from(["movement_phase", "shooting_phase", "free"]),
)
def test_r_2_the_order_the_gm_enters_two_actions_never_changes_whether_both_are_allowed(
    first: int, second: int, shooting: bool, both_spend: bool, tank_cost: str
) -> None:
    """R-2, R-19, R-20, R-23: two actions of one phase (moves, runs, shots, swims, handoffs,
    stabilisations, a spare tank; by one character or two) are allowed in one order exactly
    when they are in the other, whatever ``handoff.both_spend_phase`` and
    ``aqualung.replace_cost`` say."""
    mission = _phase_start(shooting, both_spend, tank_cost)
    assert _pair_allowed(mission, first, second) == _pair_allowed(mission, second, first)
