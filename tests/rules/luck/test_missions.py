"""The recorded rolls of a mission with the odds the rules gave them: every kind named, the
count distributions equal to the panel's odds before the dice, undone commands left out."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers import boardgame as bg
from tests.helpers.wargame import (
    LASER_RIFLE,
    SYSTEM,
    advance,
    bundled_wargame,
    do,
    play_tour,
    random_command,
    start,
)
from xcom_manager.rules.boardgame.commands import Activate
from xcom_manager.rules.boardgame.commands import Attack as BoardAttack
from xcom_manager.rules.dice import ScriptedDice, SeededDice
from xcom_manager.rules.luck.core import luck
from xcom_manager.rules.luck.missions import KINDS, RecordedTrial, mission_trials
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.wargame.commands import Attack, DeclareMove
from xcom_manager.rules.wargame.odds import test_pass_chance


def trials_of(mission: Mission) -> tuple[RecordedTrial, ...]:
    assert mission.ruleset is not None
    return mission_trials(mission.system, mission.setup, mission.events, mission.ruleset)


def of_kind(found: tuple[RecordedTrial, ...], kind: str) -> list[RecordedTrial]:
    return [t for t in found if t.kind == kind]


def test_m_test_1_each_jump_is_an_initiative_test_at_the_rules_chance() -> None:
    """W-JUMP-2, M-TEST-1: Petrova (I3) jumps twice in two movement phases, one pass, one
    fail; the chance is the Initiative test's, the count whether it passed."""
    mission = start("ground")
    jump = DeclareMove("petrova", "jump", 2.0, 0.0, 0.0)
    mission = do(mission, jump, ScriptedDice([1]))
    mission = advance(mission, 6)  # to X-COM's next movement phase
    mission = do(mission, jump, ScriptedDice([6, 1]))  # fails; the fall does not wound
    jumps = of_kind(trials_of(mission), "initiative_test")
    p = test_pass_chance(bundled_wargame(), 3)
    assert [(t.character_id, t.soldier_id, t.trial.actual) for t in jumps] == [
        ("petrova", 101, 1),
        ("petrova", 101, 0),
    ]
    assert all(t.trial.distribution == (1 - p, p) for t in jumps)
    figure = luck(t.trial for t in jumps)
    assert (figure.trials, figure.actual, figure.expected) == (2, 1, 2 * p)


def test_m_shoot_1_an_attack_gives_the_odds_the_panel_gave_before_the_dice() -> None:
    """M-SHOOT-1, M-HIT-1, M-SAVE-1: two shots of the laser rifle at 4+, one wound at 3+, a
    cover save of 5+ failed; the unsaved wounds' distribution is the panel's odds then."""
    mission = advance(start("ground"))
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=10, cover_save=5)
    panel = engine.odds(mission, bundled_wargame(), command)
    after = do(mission, command, ScriptedDice([4, 1, 3, 2]))
    found = trials_of(after)
    hits = of_kind(found, "to_hit")
    assert [(t.character_id, t.trial.actual) for t in hits] == [("ivanov", 1), ("ivanov", 0)]
    assert hits[0].trial.distribution == (Fraction(1, 2), Fraction(1, 2))
    (wound,) = of_kind(found, "to_wound")
    assert wound.trial.distribution == (Fraction(1, 3), Fraction(2, 3)) and wound.trial.actual
    (save,) = of_kind(found, "save")
    assert (save.character_id, save.trial.distribution[1], save.trial.actual) == (
        "sectoid",
        Fraction(1, 3),
        0,
    )
    (taken,) = of_kind(found, "unsaved_taken")
    (dealt,) = of_kind(found, "unsaved_dealt")
    assert (taken.character_id, taken.soldier_id, dealt.soldier_id) == ("sectoid", None, 102)
    expected = tuple(o.chance for o in panel if o.key == "unsaved")
    assert taken.trial.distribution == expected == dealt.trial.distribution
    assert taken.trial.actual == 1


def test_w_water_4_every_aqualung_test_is_a_tank_that_held_or_not() -> None:
    """W-WATER-4 / R-10: the tour's wounds and failed swim under water roll aqualung tests,
    a 1 or 2 damaging the tank (4/6 that it holds)."""
    mission = play_tour(start())
    tests = of_kind(trials_of(mission), "aqualung_test")
    assert [(t.character_id, t.trial.actual) for t in tests] == [
        ("ivanov", 0),
        ("petrova", 0),
        ("kowalski", 1),
    ]
    assert {t.trial.distribution for t in tests} == {(Fraction(1, 3), Fraction(2, 3))}


def test_an_undone_command_rolled_no_dice_that_count() -> None:
    mission = start("ground")
    mission = do(mission, DeclareMove("petrova", "jump", 2.0, 0.0, 0.0), ScriptedDice([1]))
    assert len(of_kind(trials_of(mission), "initiative_test")) == 1
    undone = do(mission, Undo(1))
    assert trials_of(undone) == ()


def test_m_cx_2_a_board_game_attack_counts_damage_and_the_kill_at_the_rules_odds() -> None:
    """M-CX-1, M-CX-2, R-12: the damage distribution of the Combat Values recorded; M-CX-4:
    the kill against the target's Health before the attack; the Hero is soldier 1."""
    mission = bg.run(bg.mission_of(bg.board_setup("H A")), Activate("s1"))
    command = BoardAttack("s1", "a1", "melee")
    panel = engine.odds(mission, bg.bundled_boardgame(), command)
    after = bg.do(mission, command, bg.face_values("double_hit", "hit", "blank"))
    found = trials_of(after)
    (dealt,) = of_kind(found, "damage_dealt")
    (taken,) = of_kind(found, "damage_taken")
    (kill,) = of_kind(found, "kill")
    damage = {o.count: o.chance for o in panel if o.key == "damage"}
    assert dict(enumerate(dealt.trial.distribution)) == {
        k: damage.get(k, Fraction(0)) for k in range(max(damage) + 1)
    }
    assert (dealt.soldier_id, taken.character_id, dealt.trial.actual) == (1, "a1", 3)
    assert kill.trial.distribution[1] == next(o.chance for o in panel if o.key == "kill")
    assert kill.trial.actual == 1


@settings(max_examples=25, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=10_000), max_size=40), st.integers(0, 2**32))
def test_any_played_mission_gives_trials_of_known_kinds(picks: list[int], seed: int) -> None:
    """Whatever a mission did, its trials are of the kinds named and each count is possible."""
    mission = start("ground" if seed % 2 else "underwater")
    dice = SeededDice(seed)
    for n in picks:
        try:
            mission = do(mission, random_command(mission, n), dice)
        except (MissionRefused, ValueError):
            continue
    assert mission.system is SYSTEM
    for found in trials_of(mission):
        assert found.kind in KINDS
        assert found.trial.distribution[found.trial.actual] > 0
