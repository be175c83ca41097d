"""R-8 and R-9 as sharpened on 2026-12-02: a downed character's bleed-out and a damaged tank's
grace are counted from the first turn of the character's side that *begins after* the wound or
the damage, whichever side plays first; the timer shows 3 right after it. A mission recorded
before the sharpening keeps the deadlines its events recorded."""

from __future__ import annotations

import pytest

from tests.helpers.wargame import advance, advance_to, do, start
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import events_from_json, events_to_json
from xcom_manager.rules.wargame.commands import EnterAir, LeaveAir, Wound
from xcom_manager.rules.wargame.fold import timers
from xcom_manager.rules.wargame.state import CharacterStatus, Side


def _turns_left(mission: Mission, who: str) -> int:
    (view,) = (v for v in timers(mission.state) if v.character_id == who)
    return view.turns_left


def _dies_at(mission: Mission, who: str) -> tuple[int, Side]:
    """Ends phases until ``who`` dies: the game turn and the side whose turn then began."""
    while mission.state.characters[who].status is not CharacterStatus.dead:
        mission = advance(mission)
        assert mission.state.turn < 20, "never died"
    return mission.state.turn, mission.state.side


def test_r_8_the_example_a_sectoid_downed_in_x_coms_turn_1_dies_at_the_aliens_turn_4() -> None:
    """R-8's example: X-COM plays first; a Sectoid goes down in X-COM's turn 1; it may be
    stabilised in the aliens' turns 1, 2 and 3, dies at the start of the aliens' turn 4, and its
    timer shows 3 from the wound until the aliens' turn 1 begins, then 2, then 1."""
    mission = do(start("ground"), Wound("sectoid", 1))
    assert mission.state.characters["sectoid"].bleed_out_dies_at == 4
    assert _turns_left(mission, "sectoid") == 3
    shown = advance_to(mission, 1, Side.xcom, "assault")
    assert _turns_left(shown, "sectoid") == 3
    assert _turns_left(advance(shown), "sectoid") == 2  # the aliens' turn 1 began
    assert _turns_left(advance_to(shown, 2, Side.aliens, "movement"), "sectoid") == 1
    assert _turns_left(advance_to(shown, 3, Side.aliens, "movement"), "sectoid") == 0
    assert _dies_at(mission, "sectoid") == (4, Side.aliens)


def test_r_8_an_x_com_soldier_downed_in_the_aliens_turn_1_dies_at_x_coms_turn_5() -> None:
    """R-8: X-COM first; downed in the aliens' turn 1, saved in X-COM's turns 2, 3 and 4."""
    mission = advance_to(start("ground"), 1, Side.aliens, "shooting")
    mission = do(mission, Wound("petrova", 1))
    assert mission.state.characters["petrova"].bleed_out_dies_at == 5
    assert _turns_left(mission, "petrova") == 3
    assert _dies_at(mission, "petrova") == (5, Side.xcom)


@pytest.mark.parametrize(
    ("side", "who", "deadline"),
    [
        (Side.aliens, "petrova", 4),  # X-COM's turns 1-3 still to begin in this game turn
        (Side.aliens, "sectoid", 5),  # downed in its own turn: the aliens' turns 2-4
        (Side.xcom, "petrova", 5),  # downed in its own turn: X-COM's turns 2-4
        (Side.xcom, "sectoid", 5),  # the aliens already had turn 1: their turns 2-4
    ],
)
def test_r_8_with_the_aliens_first_every_side_gets_exactly_three_turns(
    side: Side, who: str, deadline: int
) -> None:
    """R-8 with the aliens playing first: whoever goes down in game turn 1, in either side's
    turn, has exactly 3 turns of its side, counted from the first that begins after the wound."""
    mission = advance_to(start("ground", first_side=Side.aliens), 1, side, "shooting")
    mission = do(mission, Wound(who, 1))
    character = mission.state.characters[who]
    assert character.bleed_out_dies_at == deadline
    assert _turns_left(mission, who) == 3
    assert _dies_at(mission, who) == (deadline, character.side)


@pytest.mark.parametrize(
    ("first", "side", "deadline"),
    [
        (Side.xcom, Side.xcom, 5),
        (Side.xcom, Side.aliens, 5),
        (Side.aliens, Side.aliens, 4),
        (Side.aliens, Side.xcom, 5),
    ],
)
def test_r_9_a_tank_damaged_in_turn_1_gives_three_turns_of_its_side(
    first: Side, side: Side, deadline: int
) -> None:
    """R-9, counted as in R-8: the damage turn is turn 0, the grace counts from the first turn
    of the character's side that begins after the damage, and the timer shows 3 right after."""
    mission = advance_to(start("underwater", first_side=first), 1, side, "shooting")
    mission = do(mission, Wound("ivanov", 1), ScriptedDice([1]))
    assert mission.state.characters["ivanov"].suffocates_at == deadline
    assert _turns_left(mission, "ivanov") == 3
    assert _dies_at(mission, "ivanov") == (deadline, Side.xcom)


def test_r_9_leaving_air_restarts_the_grace_counted_the_same_way() -> None:
    """R-16 with R-9: leaving air in the aliens' turn (X-COM first) is turn 0 again; X-COM's
    next three turns are the grace."""
    mission = do(start("underwater"), Wound("ivanov", 1), ScriptedDice([1]))
    mission = do(mission, EnterAir("ivanov"))
    mission = advance_to(mission, 2, Side.aliens, "movement")
    mission = do(mission, LeaveAir("ivanov"))
    assert mission.state.characters["ivanov"].suffocates_at == 6
    assert _turns_left(mission, "ivanov") == 3


def _old_style_log() -> list[dict[str, object]]:
    """A mission recorded before the sharpening: the Sectoid went down in X-COM's turn 1 and
    its deadline was recorded as the aliens' turn 5 (the old count)."""
    wounded = {
        "seq": 1,
        "type": "wounded",
        "payload": {
            "character": "sectoid",
            "wounds": 1,
            "wounds_left": 0,
            "down": True,
            "bleed_out_dies_at": 5,
            "rolls": [],
            "tank_damaged": False,
            "suffocates_at": None,
            "rule_ids": ["R-8"],
        },
    }
    mission = engine.replay(
        start("ground").system, start("ground").setup, events_from_json([wounded])
    )
    while mission.state.characters["sectoid"].status is not CharacterStatus.dead:
        mission = advance(mission)
    return events_to_json(mission.events)


def test_r_8_an_old_recorded_mission_replays_with_its_recorded_deadline() -> None:
    """A rules fix never rewrites a recorded mission: the old log's Sectoid still shows 4
    turns after the wound and dies at the start of the aliens' turn 5, replay after replay."""
    base = start("ground")
    log = events_from_json(_old_style_log())
    replayed = engine.replay(base.system, base.setup, log, base.ruleset)
    assert (replayed.state.turn, replayed.state.side) == (5, Side.aliens)
    died = replayed.events[-1]
    assert (died.type, died.payload["cause"], died.payload["turn"]) == ("died", "bled_out", 5)
    after_wound = engine.replay(base.system, base.setup, log[:1], base.ruleset)
    assert _turns_left(after_wound, "sectoid") == 4
    again = engine.replay(base.system, base.setup, events_from_json(events_to_json(log)))
    assert again.state == engine.replay(base.system, base.setup, log).state
