"""Falls resolved to the end in the move's own step (W-JUMP-4..10, M-HIT-1, M-SAVE-1, R-7,
R-22, R-24..R-27), each rule as RULES.md now reads."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from tests.helpers.wargame import SYSTEM, advance, alien, bundled_wargame, do, run, soldier, start
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.wargame.commands import DeclareMove, MarkActed, Slip
from xcom_manager.rules.wargame.state import CharacterStatus, EventType, WargameSetup


def _mission(unit_type: str = "infantry", environment: str = "ground") -> Mission:
    mover = dataclasses.replace(soldier("petrova", "Sgt. Petrova"), unit_type=unit_type)
    setup = WargameSetup("Cliffs", environment, (mover, alien("sectoid", "Sectoid")))
    return engine.start(SYSTEM, setup, bundled_wargame())


def test_w_jump_4_a_failed_jump_resolves_its_falling_hit_to_the_wound() -> None:
    """W-JUMP-4 / M-HIT-1: the fall's hit S7 (4" + 3", R-7) rolls to wound against T3 (2+) and
    for the armour save (Sv5, never cover, W-JUMP-6) in the same step; the unsaved wound puts
    the soldier down (R-8)."""
    mission = _mission()
    command = DeclareMove("petrova", "jump", 4.0, 0.0, 3.0)
    odds = {o.key: o.chance for o in engine.odds(mission, bundled_wargame(), command)}
    # fails 3/6 (I3: a 4, 5 or 6) x wounds 5/6 x the armour save 5+ fails 4/6
    assert odds["wounded_by_fall"] == Fraction(3, 6) * Fraction(5, 6) * Fraction(4, 6)
    events = run(mission, command, ScriptedDice([5, 3, 2]))
    assert [e.type for e in events] == [EventType.move_declared, EventType.wounded]
    fall = events[0].payload["fall"]
    assert (fall["to_wound"], fall["wound_rolls"], fall["unsaved"]) == (2, [3], 1)
    assert fall["saves"] == [{"kind": "armour", "needed": 5, "value": 2, "saved": False}]
    after = do(mission, command, ScriptedDice([5, 3, 2]))
    assert after.state.characters["petrova"].status is CharacterStatus.down


def test_r_22_a_walker_falls_on_its_side_armour_not_as_a_t7_model() -> None:
    """W-JUMP-6 / R-22: a Walker is a vehicle: its falling hit is d6 + S against the side
    armour (12 for the bundled walker); today's main rolled to wound against its T."""
    mission = _mission("walker")
    command = DeclareMove("petrova", "jump", 6.0, 0.0, 4.0)  # S10 when it fails
    events = run(mission, command, ScriptedDice([6, 2]))
    payload = events[0].payload
    assert payload["hit"]["side_armour"] is True
    assert payload["fall"]["armour"] == 12 and payload["fall"]["facing"] == "side"
    assert payload["fall"]["penetrating"] == 0 and payload["fall"]["glancing"] == 1
    odds = {o.key: o.chance for o in engine.odds(mission, bundled_wargame(), command)}
    assert set(odds) == {"passes", "fails", "penetrating_hit", "glancing_hit"}


def test_r_7_a_jump_into_the_void_falls_from_two_points() -> None:
    """R-7 / W-JUMP-8 / W-JUMP-4: into the void a pass falls from the declared point (here 8",
    S8, no length added) and a failure from halfway (2" below it: S ceil(4 + 2) = 6)."""
    mission = _mission()
    command = DeclareMove("petrova", "jump", 4.0, 0.0, 2.0, into_void=True, void_drop=8.0)
    passed = run(mission, command, ScriptedDice([1, 1]))[0].payload
    assert passed["passed"] and passed["fall_from"] == "declared_point"
    assert passed["hit"]["strength"] == 8
    failed = run(mission, command, ScriptedDice([6, 1]))[0].payload
    assert not failed["passed"] and failed["fall_from"] == "midpoint"
    assert failed["hit"]["strength"] == 6


def test_r_27_a_move_ending_over_nothing_slips_at_once() -> None:
    """W-JUMP-10 / R-27: the GM gives the drop; the slip is a hit of S ceil(drop) with no jump
    length, resolved at once, and no further movement."""
    mission = _mission()
    slip = Slip("petrova", 4.5)
    assert engine.dice_needed(mission, bundled_wargame(), slip) == 2
    events = run(mission, slip, ScriptedDice([1]))
    assert events[0].type == EventType.slipped
    assert events[0].payload["hit"]["strength"] == 5
    assert {"W-JUMP-10", "R-27"} <= set(events[0].payload["rule_ids"])
    after = do(mission, slip, ScriptedDice([1]))
    assert after.state.characters["petrova"].failed_move_this_phase
    with pytest.raises(MissionRefused) as caught:
        run(after, MarkActed("petrova", "moved"))
    assert caught.value.verdict.rule_ids == ("R-27",)  # the slip stopped her, not a failure
    assert "slipped this phase" in caught.value.verdict.violations[0].message.text
    texts = [m.text for m in after.log[-1].messages]
    assert texts[0].startswith('Sgt. Petrova stands over nothing and slips: falls 4.5"')


def test_r_26_no_slipping_and_no_falling_under_water() -> None:
    """R-26: no falling hit under water: a slip is refused; a passed swim into open water just
    ends the move (no hit, no fall)."""
    mission = _mission(environment="underwater")
    with pytest.raises(MissionRefused) as caught:
        run(mission, Slip("petrova", 3.0))
    assert caught.value.verdict.rule_ids == ("R-26",)
    swim = DeclareMove("petrova", "swim", 3.0, 0.0, 6.0, into_void=True)
    payload = run(mission, swim, ScriptedDice([1]))[0].payload
    assert payload["falls"] is False and payload["hit"] is None and not payload["may_keep_moving"]


def test_r_24_a_swim_climb_keeps_the_climbs_limits() -> None:
    """R-24: a swim-jump keeps the jump's 6"/3" limits, a swim-climb the climb's 6" path (so
    5" up a wall is a swim-climb, refused as a swim-jump)."""
    mission = _mission(environment="underwater")
    up_a_wall = DeclareMove("petrova", "swim_climb", 0.0, 5.0, 0.0)
    assert engine.check(mission, bundled_wargame(), up_a_wall).allowed
    as_jump = dataclasses.replace(up_a_wall, kind="swim")
    assert engine.check(mission, bundled_wargame(), as_jump).rule_ids == ("W-JUMP-1",)
    too_far = DeclareMove("petrova", "swim_climb", 2.0, 5.0, 0.0)
    assert engine.check(mission, bundled_wargame(), too_far).rule_ids == ("W-JUMP-9",)
    failed = run(mission, up_a_wall, ScriptedDice([6, 10, 2, 5]))[0].payload
    assert failed["fall_from"] == "highest_point" and failed["sinks"] is True


def test_r_25_a_failed_swim_sinks_then_scatters() -> None:
    """R-25: a failed swim sinks from the fall point (no hit), then scatters d6" and tests the
    aqualung."""
    mission = _mission(environment="underwater")
    payload = run(
        mission, DeclareMove("petrova", "swim", 4.0, 0.0, 5.0), ScriptedDice([6, 90, 3, 4])
    )[0].payload
    assert payload["sinks"] and payload["hit"] is None and payload["scatter"]["distance"] == 3
    assert "R-25" in payload["rule_ids"]


def test_a_shooting_phase_jump_keeps_its_fall_resolution() -> None:
    """The fall of a jump in the shooting phase resolves the same way (W-JUMP-1)."""
    mission = advance(_mission())
    events = run(mission, DeclareMove("petrova", "jump", 4.0, 0.0, 3.0), ScriptedDice([6, 1]))
    assert events[0].payload["fall"]["wound_rolls"] == [1]
    assert len(events) == 1  # the to-wound roll failed: no wound


def test_the_tour_still_replays_with_falls_and_attacks_recorded() -> None:
    mission = start("ground")
    jumped = do(mission, DeclareMove("petrova", "jump", 4.0, 0.0, 3.0), ScriptedDice([5, 3, 2]))
    replayed = engine.replay(SYSTEM, jumped.setup, jumped.events, bundled_wargame())
    assert replayed.state == jumped.state


@pytest.mark.parametrize(
    ("environment", "command", "dice", "rule", "words"),
    [
        (
            "ground",
            DeclareMove("petrova", "jump", 4.0, 0.0, 2.0, into_void=True, void_drop=8.0),
            [1, 1],
            "W-JUMP-8",
            "jumped into the void",
        ),
        (
            "underwater",
            DeclareMove("petrova", "swim", 3.0, 0.0, 6.0, into_void=True),
            [1],
            "R-26",
            "swam into open water",
        ),
        (
            "ground",
            DeclareMove("petrova", "jump", 4.0, 0.0, 2.0),
            [6, 1],
            "W-JUMP-7",
            "failed a jump",
        ),
    ],
)
def test_a_further_move_is_refused_citing_the_rule_that_stopped_it(
    environment: str, command: DeclareMove, dice: list[int], rule: str, words: str
) -> None:
    """W-JUMP-8 and R-26 (a passed jump into the void, a passed swim into open water) end all
    movement as a failure does (W-JUMP-7), and the refusal of a further move, or of a further
    jump, names the rule that ended it."""
    after = do(_mission(environment=environment), command, ScriptedDice(dice))
    assert after.state.characters["petrova"].failed_move_this_phase
    with pytest.raises(MissionRefused) as caught:
        run(after, MarkActed("petrova", "moved"))
    assert caught.value.verdict.rule_ids == (rule,)
    assert words in caught.value.verdict.violations[0].message.text
    again = DeclareMove("petrova", "swim" if environment == "underwater" else "jump", 1.0, 0.0, 1.0)
    with pytest.raises(MissionRefused) as declared:
        run(after, again)
    assert rule in declared.value.verdict.rule_ids
    assert "W-JUMP-7" not in declared.value.verdict.rule_ids or rule == "W-JUMP-7"
