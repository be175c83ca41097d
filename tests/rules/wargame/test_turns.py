"""The wargame's turn structure and a character's part in it, through the mission engine:
game turns and phases, what a character did this phase (MIS-5, MIS-4), W-ACT-1 releases, kills
and withdrawals (MIS-1), deaths at the start of a side's turn (R-8, W-WATER-4 / R-9)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.wargame import (
    SPARE_TANK,
    advance,
    advance_to,
    bundled_wargame,
    do,
    run,
    start,
    state_of,
    with_rulings,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    Kill,
    MarkActed,
    Release,
    ReplaceTank,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.fold import next_side_turn_start, timers
from xcom_manager.rules.wargame.state import CharacterStatus, Phase, ReleaseCause, Side
from xcom_manager.rules.wargame.turns import MARKABLE_ACTIONS, next_position

SWIM = DeclareMove("petrova", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


def findings(excinfo: pytest.ExceptionInfo[MissionRefused]) -> list[tuple[str, dict]]:
    return [(v.message_key, dict(v.params)) for v in excinfo.value.verdict.violations]


# --------------------------------------------------------------------------------------------
# Turn structure


def test_turns_start_at_one_with_the_first_side_in_the_movement_phase() -> None:
    mission = start()
    state = state_of(mission)
    assert (state.turn, state.side, state.phase) == (1, Side.xcom, Phase.movement)
    assert mission.seq == 0 and not mission.finished
    assert all(c.status is CharacterStatus.active for c in state.characters.values())
    position = mission.position
    assert (position.turn, position.side, position.phase, position.last_phase) == (
        1,
        "xcom",
        "movement",
        False,
    )
    assert position.header.key == "wg_header"
    assert position.header.text == "Turn 1 · X-COM · Movement phase"


def test_phases_then_the_other_side_then_a_new_game_turn() -> None:
    mission = start()
    seen = []
    for _ in range(7):
        mission = advance(mission)
        seen.append((mission.state.turn, mission.state.side.value, mission.state.phase.value))
    assert seen == [
        (1, "xcom", "shooting"),
        (1, "xcom", "assault"),
        (1, "aliens", "movement"),
        (1, "aliens", "shooting"),
        (1, "aliens", "assault"),
        (2, "xcom", "movement"),
        (2, "xcom", "shooting"),
    ]


def test_the_assault_phase_is_the_last_of_a_sides_turn() -> None:
    mission = advance(start(), 2)
    assert mission.position.last_phase
    events = run(mission, AdvancePhase())
    assert [e.type for e in events] == ["phase_advanced"]
    assert events[0].payload == {
        "turn": 1,
        "side": "aliens",
        "phase": "movement",
        "new_side_turn": True,
    }
    assert next_position(mission.state) == (1, Side.aliens, Phase.movement, True)
    assert next_position(advance(mission).state) == (1, Side.aliens, Phase.shooting, False)


def test_the_setup_may_let_the_aliens_start() -> None:
    mission = start(first_side=Side.aliens)
    assert mission.state.side is Side.aliens
    mission = advance(mission, 3)
    assert (mission.state.turn, mission.state.side) == (1, Side.xcom)
    mission = advance(mission, 3)
    assert (mission.state.turn, mission.state.side) == (2, Side.aliens)


def test_next_side_turn_start_seen_from_each_side() -> None:
    mission = start()
    assert next_side_turn_start(mission.state, Side.xcom) == 2
    assert next_side_turn_start(mission.state, Side.aliens) == 1
    aliens_turn = advance_to(mission, 1, Side.aliens, "movement")
    assert next_side_turn_start(aliens_turn.state, Side.xcom) == 2
    assert next_side_turn_start(aliens_turn.state, Side.aliens) == 2


def test_short_position_for_the_command_line() -> None:
    message = find_system("wargame").short_position(advance(start()).state)
    assert message.key == "wg_position"
    assert dict(message.params) == {"turn": 1, "side_key": "xcom", "phase_key": "shooting"}


# --------------------------------------------------------------------------------------------
# What a character did this phase: MIS-5, MIS-4


def test_acted_clears_at_the_end_of_the_phase() -> None:
    mission = do(start(), MarkActed("petrova", "moved"))
    assert mission.state.characters["petrova"].acted == {"moved"}
    mission = advance(mission)
    assert mission.state.characters["petrova"].acted == frozenset()


def test_mark_acted_belongs_to_its_phase_and_its_side_mis_5_mis_4() -> None:
    mission = start()
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "shot"))
    assert refused(excinfo) == ("MIS-5",)
    assert findings(excinfo) == [
        (
            "mission_action_wrong_phase",
            {
                "soldier": "Sgt. Petrova",
                "action": "shoot",
                "phase": "movement",
                "needed": "shooting",
            },
        )
    ]
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("sectoid", "moved"))
    assert refused(excinfo) == ("MIS-4",)
    assert findings(excinfo)[0][1]["turn_of"] == "xcom"
    mission = do(mission, MarkActed("petrova", "moved"))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert refused(excinfo) == ("MIS-5",)
    assert findings(excinfo) == [
        (
            "mission_already_done",
            {"soldier": "Sgt. Petrova", "actions": ("moved",), "phase": "movement"},
        )
    ]
    assert "already moved" in str(excinfo.value)
    mission = advance(mission)
    mission = do(mission, MarkActed("petrova", "ran"))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "shot"))  # running replaces shooting
    assert findings(excinfo)[0] == (
        "mission_already_done",
        {"soldier": "Sgt. Petrova", "actions": ("ran",), "phase": "shooting"},
    )


def test_mis_4_is_no_bar_to_an_assault_both_sides_fight_in_it() -> None:
    mission = advance(start(), 2)
    mission = do(mission, MarkActed("sectoid", "assaulted"))
    assert mission.state.characters["sectoid"].acted == {"assaulted"}
    assert MARKABLE_ACTIONS["assaulted"] is Phase.assault


def test_unknown_action_or_character_is_a_programming_error() -> None:
    mission = start()
    with pytest.raises(ValueError, match="unknown action"):
        run(mission, MarkActed("petrova", "danced"))
    with pytest.raises(ValueError, match="no character"):
        run(mission, MarkActed("nobody", "moved"))
    with pytest.raises(ValueError, match="not a command of the wargame"):
        run(mission, object())


# --------------------------------------------------------------------------------------------
# W-ACT-1


@pytest.mark.parametrize("cause", [c.value for c in ReleaseCause])
def test_w_act_1_a_released_character_cannot_act_until_the_phase_ends(cause: str) -> None:
    mission = do(start(), Release("petrova", cause))
    assert mission.state.characters["petrova"].cannot_act == cause
    assert mission.log[-1].rule_ids == ("W-ACT-1",)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert refused(excinfo) == ("W-ACT-1",)
    assert findings(excinfo) == [
        ("mission_cannot_act", {"soldier": "Sgt. Petrova", "action": "move", "cause": cause})
    ]
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, SWIM, ScriptedDice([1]))
    assert "W-ACT-1" in refused(excinfo)
    mission = advance(mission)
    assert mission.state.characters["petrova"].cannot_act is None
    do(mission, MarkActed("petrova", "shot"))


def test_w_act_1_an_unknown_cause_is_a_programming_error() -> None:
    with pytest.raises(ValueError):
        run(start(), Release("petrova", "bored"))


def test_w_act_1_refuses_stabilising_and_changing_a_tank(wargame: Ruleset) -> None:
    mission = do(start(), Wound("petrova", 1), ScriptedDice([2]))
    mission = do(mission, Release("petrova", "freed_from_net"))
    # Petrova is down: she cannot change the tank anyway (MIS-1).
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, ReplaceTank("petrova", SPARE_TANK))
    assert "MIS-1" in refused(excinfo)
    mission = advance(mission)  # shooting
    mission = do(mission, Release("kowalski", "mind_control_ended"))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("kowalski", "petrova", base_contact=True))
    assert refused(excinfo) == ("W-ACT-1",)
    assert findings(excinfo) == [
        (
            "mission_cannot_act",
            {"soldier": "Pte. Kowalski", "action": "stabilise", "cause": "mind_control_ended"},
        )
    ]
    assert "released from mind control" in str(excinfo.value)


# --------------------------------------------------------------------------------------------
# Kills and withdrawals: MIS-1


def test_down_and_dead_characters_take_no_action_mis_1() -> None:
    mission = do(start(), Kill("petrova"))
    petrova = mission.state.characters["petrova"]
    assert (petrova.status, petrova.died_cause, petrova.died_turn) == ("dead", "killed", 1)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert refused(excinfo) == ("MIS-1",)
    assert findings(excinfo) == [
        ("mission_not_in_play", {"soldier": "Sgt. Petrova", "status": "dead"})
    ]
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Wound("petrova", 1))
    assert refused(excinfo) == ("MIS-1",)
    with pytest.raises(MissionRefused):
        run(mission, Kill("petrova"))
    mission = do(mission, Withdraw("ivanov", "evacuated"))
    assert mission.state.characters["ivanov"].status is CharacterStatus.evacuated
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Withdraw("ivanov", "mia"))
    assert refused(excinfo) == ("MIS-1",)
    mission = do(mission, Withdraw("kowalski"))
    assert mission.state.characters["kowalski"].status is CharacterStatus.mia


def test_a_downed_character_may_be_killed_or_carried_off_but_takes_no_action() -> None:
    mission = do(start("ground"), Wound("petrova", 1))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert findings(excinfo) == [
        ("mission_not_in_play", {"soldier": "Sgt. Petrova", "status": "down"})
    ]
    do(mission, Withdraw("petrova", "evacuated"))
    do(mission, Kill("petrova"))


def test_a_withdrawal_is_evacuated_or_mia() -> None:
    with pytest.raises(ValueError, match="evacuated or mia"):
        run(start(), Withdraw("petrova", "dead"))  # type: ignore[arg-type]


# --------------------------------------------------------------------------------------------
# Deaths at the start of a side's turn: R-8, W-WATER-4 / R-9


def test_r_8_bleed_out_deadline_boundaries() -> None:
    """R-8, counted like R-9: down in turn 1 (turn 0) with bleed_out_turns 3, it may be
    stabilised during its side's turns 2, 3 and 4, and dies at the start of its side's 4th
    turn after the wound, turn 5."""
    mission = do(start("ground"), Wound("petrova", 1))
    assert mission.state.characters["petrova"].bleed_out_dies_at == 5
    mission = advance_to(mission, 4, Side.xcom, "movement")
    assert mission.state.characters["petrova"].status is CharacterStatus.down
    (view,) = timers(mission.state)
    assert view.turns_left == 0 and view.expires_next_turn  # turn 4 is its last
    mission = advance_to(mission, 4, Side.aliens, "assault")
    assert mission.state.characters["petrova"].status is CharacterStatus.down
    events = run(mission, AdvancePhase())
    assert [e.type for e in events] == ["phase_advanced", "died"]
    assert events[1].payload["cause"] == "bled_out"
    assert events[1].payload["rule_ids"] == ["R-8"]
    assert events[1].payload["follows"] == events[0].seq
    assert events[1].follows == events[0].seq
    mission = engine.apply(engine.apply(mission, events[0]), events[1])
    petrova = mission.state.characters["petrova"]
    assert (petrova.status, petrova.died_cause, petrova.died_turn) == ("dead", "bled_out", 5)
    (line,) = find_system("wargame").reminders(mission)
    (died,) = line
    assert died.key == "wg_reminder_died"
    assert dict(died.params) == {
        "character": "Sgt. Petrova",
        "turn": 5,
        "death": "bled_out",
        "rules": "R-8",
    }
    assert died.text == "Sgt. Petrova died at the start of turn 5: bled out (R-8)"
    assert timers(mission.state) == ()


def test_the_death_reminder_lasts_for_the_side_turn_it_began() -> None:
    mission = do(start("ground"), Wound("petrova", 1))
    mission = advance_to(mission, 5, Side.xcom, "movement")
    system = find_system("wargame")
    assert [m.key for line in system.reminders(mission) for m in line] == ["wg_reminder_died"]
    mission = advance(mission, 2)  # still X-COM's turn 5
    assert [m.key for line in system.reminders(mission) for m in line] == ["wg_reminder_died"]
    mission = advance(mission)  # the aliens' turn begins
    assert system.reminders(mission) == ()


def test_bleed_out_of_an_alien_is_checked_at_the_start_of_its_own_turn() -> None:
    mission = do(start("ground"), Wound("sectoid", 1))
    mission = advance_to(mission, 4, Side.xcom, "assault")
    assert mission.state.characters["sectoid"].status is CharacterStatus.down
    mission = advance(mission)  # aliens' turn 4 begins
    assert mission.state.characters["sectoid"].status is CharacterStatus.dead


def test_the_earlier_deadline_decides_the_cause_of_death(wargame: Ruleset) -> None:
    """R-8 and R-9 count alike: downed with its tank damaged by the same wound, both run out
    at turn 5 and the bleed-out is named; a tank damaged a turn before going down suffocates
    first; a shorter bleed-out (injury.bleed_out_turns = 2) bleeds out first."""
    mission = do(start(), Wound("petrova", 1), ScriptedDice([1]))
    petrova = mission.state.characters["petrova"]
    assert (petrova.bleed_out_dies_at, petrova.suffocates_at) == (5, 5)
    mission = advance_to(mission, 5, Side.xcom, "movement")
    died = mission.events[-1]
    assert died.type == "died"
    assert died.payload["cause"] == "bled_out" and died.payload["rule_ids"] == ["R-8"]

    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))  # tank: dies at 5
    mission = advance_to(mission, 2, Side.aliens, "shooting")
    mission = do(mission, Wound("ivanov", 1))  # down in turn 2: bleeds out at 6
    ivanov = mission.state.characters["ivanov"]
    assert (ivanov.bleed_out_dies_at, ivanov.suffocates_at) == (6, 5)
    mission = advance_to(mission, 5, Side.xcom, "movement")
    assert mission.events[-1].payload["cause"] == "suffocated"

    short = with_rulings(wargame, injury__bleed_out_turns=2)
    mission = do(start(ruleset=short), Wound("petrova", 1), ScriptedDice([1]))
    petrova = mission.state.characters["petrova"]
    assert (petrova.bleed_out_dies_at, petrova.suffocates_at) == (4, 5)
    mission = advance_to(mission, 4, Side.xcom, "movement")
    died = mission.events[-1]
    assert died.type == "died"
    assert died.payload["cause"] == "bled_out" and died.payload["rule_ids"] == ["R-8"]


@settings(max_examples=40, deadline=None)
@given(
    bleed_out_turns=st.integers(1, 5),
    phases_before=st.integers(0, 11),
    who=st.sampled_from(["petrova", "sectoid"]),
)
def test_r_8_every_timer_shows_the_turns_of_its_side_left_to_act(
    bleed_out_turns: int, phases_before: int, who: str
) -> None:
    """R-8 (counted like R-9): the turn a character goes down is turn 0; it may be stabilised
    during the next ``injury.bleed_out_turns`` turns of its side and dies at the start of the
    one after. Its timer always shows how many turns of its side still begin before it dies:
    ``bleed_out_turns`` right after the wound, whichever side it is on and whoever's turn it
    is (sharpened 2026-12-02: its turns count from the first that begins after the wound)."""
    ruleset = with_rulings(bundled_wargame(), injury__bleed_out_turns=bleed_out_turns)
    mission = advance(start("ground", ruleset=ruleset), phases_before)
    mission = do(mission, Wound(who, 1))
    side = mission.state.characters[who].side
    seen: list[int] = []
    turns_begun = 0
    while mission.state.characters[who].status is CharacterStatus.down:
        (view,) = timers(mission.state)
        seen.append(view.turns_left)
        assert view.expires_next_turn == (view.turns_left == 0)
        mission = advance(mission)
        if mission.state.side is side and mission.state.phase is Phase.movement:
            turns_begun += 1  # a turn of its side began (it died at the start of the last)
    assert seen[0] == bleed_out_turns
    assert turns_begun - 1 == bleed_out_turns
    died = mission.state.characters[who]
    assert (died.died_cause, mission.state.side, mission.state.phase) == (
        "bled_out",
        side,
        Phase.movement,
    )
    # Each view said how many turns of its side were still to begin before the death.
    assert seen == sorted(seen, reverse=True) and seen[-1] == 0


def test_r_8_r_9_three_turns_left_right_after_the_wound_not_four() -> None:
    """R-8 and R-9: right after a wound that downs a soldier and breaks its tank, both timers
    say 3 turns of its side are left (turns 2, 3 and 4), and both run out at the start of
    turn 5."""
    mission = do(start(), Wound("petrova", 1), ScriptedDice([2]))
    views = {view.kind.value: view for view in timers(mission.state)}
    assert {k: (v.dies_at_turn, v.turns_left) for k, v in views.items()} == {
        "bleed_out": (5, 3),
        "suffocation": (5, 3),
    }
    messages = find_system("wargame").characters(mission, bundled_wargame())[0].conditions
    assert [m.text for m in messages] == [
        "bleeds out at the start of turn 5 (turns left: 3)",
        "aqualung tank damaged: suffocates at the start of turn 5 (turns left: 3)",
    ]


def test_doomed_on_advance_names_who_the_next_phase_kills_and_why() -> None:
    """Issue 14: the pure forecast the page asks before ending a phase agrees with the deaths
    :func:`advance_phase` records (R-8 bleed-out; W-WATER-4 / R-9 suffocation)."""
    from xcom_manager.rules.mission.system import Doom
    from xcom_manager.rules.wargame.turns import doomed_on_advance

    mission = do(start("ground"), Wound("petrova", 1))
    mission = advance_to(mission, 4, Side.aliens, "shooting")
    assert doomed_on_advance(mission.state) == ()  # not a side's turn start
    mission = advance(mission)
    doomed = doomed_on_advance(mission.state)
    assert doomed == (Doom("petrova", "Sgt. Petrova", "bled_out", ("R-8",)),)
    assert find_system("wargame").doomed_on_advance(mission.state) == doomed
    events = run(mission, AdvancePhase())
    assert [(e.payload["character"], e.payload["cause"]) for e in events[1:]] == [
        ("petrova", "bled_out")
    ]

    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))  # tank damaged: dies at 5
    mission = advance_to(mission, 2, Side.aliens, "shooting")
    mission = do(mission, Wound("ivanov", 1))  # down in turn 2: bleeds out at 6
    mission = advance_to(mission, 4, Side.aliens, "assault")
    (doom,) = doomed_on_advance(mission.state)
    assert (doom.character_id, doom.cause, doom.rule_ids) == (
        "ivanov",
        "suffocated",
        ("W-WATER-4", "R-9"),
    )
