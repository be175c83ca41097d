"""The Actions with their checks (issue 8, deliverables 4, 6, 7): MELEE only adjacent (B-ACT-4,
R-13), SHOOT only non-adjacent with Line of Sight by range (B-ACT-5, R-21), PSYCHIC without
sight or defence (B-ACT-8), OVERWATCH full or weak (B-ACT-7, MIS-10) stopping a move (MIS-11,
R-14), INTERACT (B-ACT-6), FLIP BLIP (B-ACT-9), Blips flipped by sight or damage and decoys
removed (M-CX-6), kills and Experience (M-CX-4), and the exact odds (M-CX-1..4, R-12)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tests.helpers.boardgame import (
    board_setup,
    bundled_boardgame,
    do,
    face_values,
    mission_of,
    run,
    state_of,
    with_rulings,
)
from xcom_manager.rules.boardgame.commands import (
    Activate,
    Attack,
    FlipBlip,
    Interact,
    Interrupt,
    Move,
    Overwatch,
    OverwatchShot,
)
from xcom_manager.rules.boardgame.state import ModelStatus, OverwatchToken
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import MissionRefused


def refused(mission: Mission, command: object) -> MissionRefused:
    with pytest.raises(MissionRefused) as caught:
        do(mission, command, face_values(*["blank"] * 10))
    return caught.value


ROW = board_setup("H A . . . . . . . . . A")


def test_b_act_4_melee_only_against_an_adjacent_target() -> None:
    mission = run(mission_of(ROW), Activate("s1"))
    assert refused(mission, Attack("s1", "a2", "melee")).rule_ids == ("B-ACT-4",)
    hit = do(mission, Attack("s1", "a1", "melee"), face_values("double_hit", "hit", "blank"))
    assert state_of(hit).model("a1").status is ModelStatus.dead  # 3 damage, Health 2


def test_b_act_4_r_13_no_melee_through_a_wall_between_neighbours() -> None:
    """R-13 as sharpened: MELEE needs the target adjacent and in Line of Sight, so a wall
    between two neighbours stops it; the neighbour is still adjacent, so no shot either."""
    setup = board_setup("H A", walls=[((0, 0), (1, 0))])
    mission = run(mission_of(setup), Activate("s1"))
    assert refused(mission, Attack("s1", "a1", "melee")).rule_ids == ("B-ACT-4",)
    assert refused(mission, Attack("s1", "a1", "shoot")).rule_ids == ("B-ACT-5",)


def test_b_act_5_no_shot_at_an_adjacent_target() -> None:
    mission = run(mission_of(ROW), Activate("s1"))
    assert refused(mission, Attack("s1", "a1", "shoot")).rule_ids == ("B-ACT-5",)


def test_b_act_5_short_range_long_range_and_beyond() -> None:
    setup = board_setup(
        """
        H . . . A . . . . .
        . . . . . . . . A .
        . . . . . . . . . A
        """
    )  # the Hero's ranges are 4 and 8 (R-13: squares)
    mission = run(mission_of(setup), Activate("s1"))
    short = engine.odds(mission, bundled_boardgame(), Attack("s1", "a1", "shoot"))
    long_ = engine.odds(mission, bundled_boardgame(), Attack("s1", "a2", "shoot"))
    assert short and long_ and short != long_
    shot = do(mission, Attack("s1", "a2", "shoot"), face_values("hit", "hit", "shield"))
    event = shot.events[-1].payload
    assert (event["range"], event["attack_value"]) == ("long", 2)  # ShootLong
    beyond = refused(mission, Attack("s1", "a3", "shoot"))
    assert beyond.rule_ids == ("B-ACT-5",) and "out of Hero 1's long range" in str(beyond)


def test_b_act_5_r_21_no_shot_without_line_of_sight() -> None:
    setup = board_setup(
        """
        H . # . A
        . . # . .
        """
    )
    setup_walls = board_setup("H . . . A", walls=[((2, 0), (3, 0))])
    for each in (setup, setup_walls):
        mission = run(mission_of(each), Activate("s1"))
        found = refused(mission, Attack("s1", "a1", "shoot"))
        assert found.rule_ids == ("B-ACT-5",)
        assert "no Line of Sight" in str(found)


def test_b_act_5_another_model_blocks_the_line() -> None:
    setup = board_setup(
        """
        # # # # #
        H . A . A
        # # # # #
        """
    )
    mission = run(mission_of(setup), Activate("s1"))
    assert refused(mission, Attack("s1", "a2", "shoot")).rule_ids == ("B-ACT-5",)


def test_mis_8_only_an_enemy_on_the_map() -> None:
    setup = board_setup("H H . A")
    mission = run(mission_of(setup), Activate("s1"))
    assert refused(mission, Attack("s1", "s2", "melee")).rule_ids == ("MIS-8",)


def test_b_act_8_psychic_without_sight_and_undefended() -> None:
    setup = board_setup(
        """
        A . # . H
        . . # . .
        """,
        psychic=["a1"],
    )
    mission = run(mission_of(setup), AdvancePhase(), Activate("a1"))
    command = Attack("a1", "s1", "psychic")
    odds = engine.odds(mission, bundled_boardgame(), command)
    assert sum(o.chance for o in odds if o.key == "damage") == 1
    attacked = do(mission, command, face_values("critical_hit", "blank"))  # ShootShort 2
    payload = attacked.events[-1].payload
    assert payload["psychic"] is True and payload["defence_value"] == 0
    assert payload["combat"]["defence_faces"] == []
    # A unit without a psychic ability makes no Psychic Attack.
    plain = run(mission_of(board_setup("A . . H")), AdvancePhase(), Activate("a1"))
    assert refused(plain, Attack("a1", "s1", "psychic")).rule_ids == ("B-ACT-8",)


def test_m_cx_4_a_kill_removes_the_model_and_gives_the_hero_one_experience_point() -> None:
    mission = run(mission_of(ROW), Activate("s1"))
    killed = do(mission, Attack("s1", "a1", "melee"), face_values("double_hit", "blank", "blank"))
    state = state_of(killed)
    assert state.model("a1").status is ModelStatus.dead
    assert (state.model("s1").xp, state.model("s1").kills) == (1, 1)
    assert killed.events[-1].payload["rule_ids"] == ["M-CX-2", "M-CX-4"]


def test_m_cx_2_shields_cancel_hits_and_damage_comes_off_health() -> None:
    mission = run(mission_of(ROW), Activate("s1"))
    # Melee 2 against Defence 1: HIT + HIT against one SHIELD: 1 damage.
    hit = do(mission, Attack("s1", "a1", "melee"), face_values("hit", "hit", "shield"))
    assert state_of(hit).model("a1").health == 1
    assert hit.events[-1].payload["combat"]["defence_faces"] == ["shield"]


def test_b_act_7_full_overwatch_uses_both_actions_weak_is_the_second() -> None:
    mission = run(mission_of(ROW), Activate("s1"), Overwatch("s1"))
    assert state_of(mission).model("s1").overwatch is OverwatchToken.full
    assert refused(mission, Attack("s1", "a1", "melee")).rule_ids == ("B-ACT-1",)
    second = run(mission_of(board_setup("H . . . A")), Activate("s1"), Move("s1", (1, 0)))
    second = do(second, Overwatch("s1"))
    assert state_of(second).model("s1").overwatch is OverwatchToken.weak


WATCH = board_setup(
    """
    H . . . . . .
    . . . . . . .
    . . . . . . .
    . . . . . . A
    """
)


def _watching(token_first: bool = True) -> Mission:
    """The Hero in Overwatch (full), then the alien's Turn."""
    mission = run(mission_of(WATCH), Activate("s1"))
    if not token_first:
        mission = do(mission, Move("s1", (1, 0)))
    return run(mission, Overwatch("s1"), AdvancePhase(), AdvancePhase(), Activate("a1"))


def test_mis_11_an_enemy_moving_into_the_overwatch_stops_and_the_shot_waits() -> None:
    mission = _watching()
    moved = do(mission, Move("a1", (3, 3)))
    payload = moved.events[-1].payload
    assert payload["stopped"] == "overwatch" and payload["watcher"] == "s1"
    assert payload["path"][-1] == [5, 3]  # the first square the Hero can shoot at (range 8)
    assert state_of(moved).pending_overwatch == ("s1", "a1")
    assert refused(moved, AdvancePhase()).rule_ids == ("MIS-11",)
    odds = engine.odds(moved, bundled_boardgame(), OverwatchShot("s1"))
    assert sum(o.chance for o in odds if o.key == "damage") == 1
    shot = do(moved, OverwatchShot("s1"), face_values("hit", "blank", "shield"))
    state = state_of(shot)
    assert state.pending_overwatch is None
    assert state.model("s1").overwatch is None  # spent by its one shot
    assert shot.events[-1].payload["kind"] == "overwatch"
    assert state.activation is not None and state.activation.model_id == "a1"  # not its Turn


def test_mis_11_a_held_overwatch_keeps_the_token() -> None:
    moved = do(_watching(), Move("a1", (3, 3)))
    held = do(moved, OverwatchShot("s1", fire=False))
    state = state_of(held)
    assert state.pending_overwatch is None and state.model("s1").overwatch is not None
    assert state.model("a1").square == (5, 3)


def test_mis_10_a_weak_overwatch_shot_rolls_one_die_fewer_never_below_one() -> None:
    moved = do(_watching(token_first=False), Move("a1", (3, 3)))
    assert state_of(moved).model("s1").overwatch is OverwatchToken.weak
    assert state_of(moved).model("a1").square == (5, 3)  # 4 squares off: short range
    shot = do(moved, OverwatchShot("s1"), face_values("hit", "blank", "shield"))
    assert shot.events[-1].payload["attack_value"] == 2  # ShootShort 3 - 1 (MIS-10)
    ruleset = with_rulings(board__weak_overwatch_modifier=-5)
    floor = do(moved, OverwatchShot("s1"), face_values("hit", "shield"), ruleset=ruleset)
    assert floor.events[-1].payload["attack_value"] == 1  # M-CX-3: never below 1


def test_mis_11_no_overwatch_shot_waiting_is_refused() -> None:
    assert refused(mission_of(WATCH), OverwatchShot("s1")).rule_ids == ("MIS-11",)


def test_b_act_6_interact_only_where_the_map_offers_it() -> None:
    setup = board_setup("H I . O E .\n. . . . . H")
    mission = run(mission_of(setup), Activate("s1"))
    assert refused(mission, Interact("s1", (2, 0))).rule_ids == ("B-ACT-6",)
    assert refused(mission, Interact("s1", (3, 0))).rule_ids == ("B-ACT-6",)  # too far
    picked = do(mission, Interact("s1", (1, 0)))
    assert (1, 0) in state_of(picked).used_squares
    mission = run(picked, AdvancePhase(), Activate("s2"), Move("s2", (4, 0)))
    gone = do(mission, Interact("s2", (4, 0)))
    assert state_of(gone).model("s2").status is ModelStatus.exited


def test_b_act_9_flip_blip_only_for_a_blip_and_m_cx_6_a_decoy_is_removed() -> None:
    setup = board_setup(
        """
        B . D . A
        # # # # #
        H . . . .
        """
    )
    mission = run(mission_of(setup), AdvancePhase(), Activate("a1"))
    assert refused(mission, FlipBlip("a1")).rule_ids == ("B-ACT-9",)
    mission = run(mission, AdvancePhase(), Activate("b1"))
    assert refused(mission, Attack("b1", "s1", "shoot")).rule_ids == ("B-ACT-9",)
    flipped = do(mission, FlipBlip("b1"))
    assert not state_of(flipped).model("b1").blip
    reminders = [line[0].key for line in flipped.system.reminders(flipped)]
    assert "bg_remind_behaviour" in reminders
    decoy = run(flipped, AdvancePhase(), Activate("b2"), FlipBlip("b2"))
    assert state_of(decoy).model("b2").status is ModelStatus.removed


def test_m_cx_6_a_blip_entering_a_heros_sight_is_flipped_and_stops() -> None:
    setup = board_setup(
        """
        . . . . . . B
        # # # . # # #
        . . . H . . .
        """
    )
    mission = run(mission_of(setup), AdvancePhase(), Activate("b1"))
    moved = do(mission, Move("b1", (1, 0)))
    types = [e.type for e in moved.events[-2:]]
    assert types == ["moved", "blip_flipped"]
    assert moved.events[-2].payload["stopped"] == "revealed"
    stop = tuple(moved.events[-2].payload["path"][-1])
    assert stop != (1, 0) and state_of(moved).model("b1").square == stop
    assert moved.events[-1].payload == {
        "model": "b1",
        "reason": "seen",
        "by": "s1",
        "decoy": False,
        "follows": moved.events[-2].seq,
    }
    assert not state_of(moved).model("b1").blip


def test_m_cx_6_a_hero_moving_into_sight_flips_the_blip() -> None:
    setup = board_setup(
        """
        . . B . . .
        # # . # # #
        H . . . . .
        """
    )
    mission = run(mission_of(setup), Activate("s1"))
    moved = do(mission, Move("s1", (2, 2)))
    assert moved.events[-1].type == "blip_flipped"
    assert moved.events[-1].payload["by"] == "s1"


def test_m_cx_6_a_damaged_blip_is_flipped() -> None:
    setup = board_setup("H B")
    mission = run(mission_of(setup), Activate("s1"))
    hit = do(mission, Attack("s1", "b1", "melee"), face_values("hit", "blank", "blank"))
    assert [e.type for e in hit.events[-2:]] == ["attacked", "blip_flipped"]
    assert hit.events[-1].payload["reason"] == "damaged"


def test_the_odds_of_an_attack_sum_to_one_and_give_a_kill_chance() -> None:
    mission = run(mission_of(ROW), Activate("s1"))
    odds = engine.odds(mission, bundled_boardgame(), Attack("s1", "a1", "melee"))
    damage = [o for o in odds if o.key == "damage"]
    (kill,) = [o for o in odds if o.key == "kill"]
    assert sum(o.chance for o in damage) == 1
    assert kill.chance == sum((o.chance for o in damage if (o.count or 0) >= 2), Fraction(0))


def test_an_interruption_is_an_alien_turn_in_the_hero_phase() -> None:
    setup = board_setup("H . . A")
    mission = run(mission_of(setup), Interrupt("a1"))
    attacked = do(
        mission, Attack("a1", "s1", "shoot"), face_values("hit", "blank", "shield", "blank")
    )
    assert attacked.events[-1].payload["attacker"] == "a1"


def test_r_21_the_enemies_a_model_sees_are_its_shot_targets_before_range() -> None:
    setup = board_setup(
        """
        H . . # . A
        . . . # . .
        . . . . . A
        """
    )
    from xcom_manager.rules.boardgame.sighting import enemies_in_sight

    assert enemies_in_sight(state_of(mission_of(setup)), "s1") == ("a2",)


def test_m_cx_2_an_object_is_destroyed_by_a_critical_or_two_damage_and_does_not_defend() -> None:
    from xcom_manager.rules.boardgame.commands import AttackObject

    setup = board_setup("H O . . . O")
    mission = run(mission_of(setup), Activate("s1"))
    odds = engine.odds(mission, bundled_boardgame(), AttackObject("s1", (1, 0), "melee"))
    assert [o.key for o in odds] == ["destroyed", "survives"]
    assert sum(o.chance for o in odds) == 1
    smashed = do(mission, AttackObject("s1", (1, 0), "melee"), face_values("critical_hit", "blank"))
    payload = smashed.events[-1].payload
    assert (payload["damage"], payload["destroyed"]) == (2, True)
    assert payload["combat"]["defence_faces"] == []
    assert (1, 0) in state_of(smashed).used_squares
    # Not again, and the far one is shot at, not hit in melee.
    again = refused(smashed, AttackObject("s1", (1, 0), "shoot"))
    assert again.rule_ids in (("B-ACT-1",), ("M-CX-2",))
    far = refused(mission, AttackObject("s1", (5, 0), "melee"))
    assert far.rule_ids == ("B-ACT-4",)
    shot = do(mission, AttackObject("s1", (5, 0), "shoot"), face_values("hit", "blank"))
    assert shot.events[-1].payload["destroyed"] is False
    assert refused(mission, AttackObject("s1", (3, 0), "shoot")).rule_ids == ("M-CX-2",)


def test_r_20_m_cx_4_an_interact_on_a_friend_finds_nobody_down_to_stabilise() -> None:
    mission = run(mission_of(board_setup("H H . A")), Activate("s1"))
    found = refused(mission, Interact("s1", (1, 0)))
    assert found.rule_ids == ("R-20",)
    assert "Health 0 is killed (M-CX-4)" in str(found)
