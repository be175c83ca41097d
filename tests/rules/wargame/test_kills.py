"""Kills in a wargame mission, read off its events (the wargame's texts are silent on kills; the
board game's M-CX-4 is its own): a shot (M-SHOOT-1) or a close combat (M-CC-1) that kills
outright (M-HIT-1) is the attacker's kill, a character an attack took down that bleeds out
(R-8) the kill of the attacker who took it down; a wound that does not kill, a fall and the
GM's casualty with no killer named are nobody's; a friend's death is no kill (MIS-8). A log
replays to the same kills, an old one written before kills were counted included."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from tests.helpers.wargame import (
    SYSTEM,
    XCOM_STATS,
    advance,
    advance_to,
    alien,
    bundled_wargame,
    do,
    soldier,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import events_from_json, events_to_json
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.wargame.commands import Attack, Kill, Wound
from xcom_manager.rules.wargame.kills import downed_by, killers, kills
from xcom_manager.rules.wargame.state import (
    CharacterSetup,
    CharacterStatus,
    EventType,
    Side,
    WargameSetup,
    WargameState,
)

PLASMA = 41
LASER = 42


def _muton() -> CharacterSetup:
    """An alien of 2 wounds (T3, no armour save): a hit of Strength 6 or more kills it outright
    (M-HIT-1), a laser (S4) only wounds it."""
    muton = alien("muton", "Muton", "muton")
    return replace(muton, stats={**XCOM_STATS, "W": 2, "S": 4, "Sv": 7}, wounds=2)


def _mission() -> Mission:
    """Anna (plasma rifle, S7; Strength 6 in close combat), Boris (laser rifle), against a
    muton of 2 wounds and a sectoid of 1, on the ground, X-COM first."""
    anna = soldier("anna", "Anna", items=(CarriedItem(PLASMA, "plasma_rifle", "large", 0),))
    anna = replace(anna, soldier_id=201, stats={**anna.stats, "S": 6, "WS": 4})
    boris = soldier("boris", "Boris", items=(CarriedItem(LASER, "laser_rifle", "large", 0),))
    boris = replace(boris, soldier_id=202)
    setup = WargameSetup("Farm", "ground", (anna, boris, _muton(), alien("sectoid", "Sectoid")))
    return engine.start(SYSTEM, setup, bundled_wargame())


def _state(mission: Mission) -> WargameState:
    assert isinstance(mission.state, WargameState)
    return mission.state


def _kills(mission: Mission) -> dict[str, int]:
    """The kills the debrief gives each soldier, by character id."""
    return {s.character_id: s.kills for s in SYSTEM.debrief(mission, bundled_wargame()).soldiers}


def _shot_kills_muton() -> Mission:
    """Anna shoots the muton at 10": two shots, a 6 hits; S7 wounds T3 on 2+ and no save stops
    it; S7 >= 2 x T3 kills the 2-wound muton outright."""
    mission = advance(_mission())  # X-COM shooting
    return do(mission, Attack("anna", "muton", PLASMA, distance=10), ScriptedDice([6, 1, 6]))


def test_m_shoot_1_m_hit_1_a_shot_that_kills_outright_is_the_shooters_kill() -> None:
    mission = _shot_kills_muton()
    assert [e.type for e in mission.events[-2:]] == [EventType.attacked, EventType.died]
    assert _state(mission).characters["muton"].status is CharacterStatus.dead
    assert killers(_state(mission), mission.live_events()) == {"muton": "anna"}
    assert _kills(mission) == {"anna": 1, "boris": 0}


def test_m_cc_1_a_close_combat_kill_is_the_attackers_kill() -> None:
    """M-CC-1: in the assault phase, Anna (WS4 against WS3) hits on 3+ with bare hands at her
    Strength 6; it wounds on 2+, unsaved, and kills the muton outright (M-HIT-1)."""
    mission = advance(_mission(), 2)  # X-COM assault
    mission = do(mission, Attack("anna", "muton", None, base_contact=True), ScriptedDice([5, 4]))
    assert mission.events[-2].payload["rule_ids"] == ["M-CC-1", "M-HIT-1"]
    assert mission.events[-1].type == EventType.died
    assert _kills(mission) == {"anna": 1, "boris": 0}


def test_a_wound_that_does_not_kill_credits_nothing_m_save_1() -> None:
    """Boris's laser (S4) wounds the muton once: one wound left, no kill; the GM's own wound
    that takes the sectoid down is nobody's either (R-8)."""
    mission = advance(_mission())
    mission = do(mission, Attack("boris", "muton", LASER, distance=20), ScriptedDice([6, 6]))
    assert _state(mission).characters["muton"].wounds == 1
    mission = do(mission, Wound("sectoid", 1))
    assert _state(mission).characters["sectoid"].status is CharacterStatus.down
    assert _kills(mission) == {"anna": 0, "boris": 0}
    assert downed_by(_state(mission), mission.live_events()) == {}


def _sectoid_downed_by_boris() -> Mission:
    """Boris shoots the sectoid (1 wound) down in X-COM's turn 1 (R-8 as sharpened: it may be
    saved in the aliens' turns 1-3 and bleeds out at the start of the aliens' turn 4)."""
    mission = advance(_mission())
    mission = do(mission, Attack("boris", "sectoid", LASER, distance=20), ScriptedDice([6, 6]))
    assert _state(mission).characters["sectoid"].status is CharacterStatus.down
    return mission


def test_r_8_taken_down_by_an_attack_is_no_kill_until_it_bleeds_out() -> None:
    mission = _sectoid_downed_by_boris()
    assert downed_by(_state(mission), mission.live_events()) == {"sectoid": "boris"}
    assert SYSTEM.detail(mission, bundled_wargame()).character("sectoid").downed_by == "boris"
    assert _kills(mission) == {"anna": 0, "boris": 0}
    bled = advance_to(mission, 4, Side.aliens, "movement")
    assert bled.events[-1].type == EventType.died
    assert bled.events[-1].payload["cause"] == "bled_out"
    assert _kills(bled) == {"anna": 0, "boris": 1}


def test_r_8_down_with_its_deadline_reached_at_the_end_is_the_attackers_kill() -> None:
    """Like a soldier in the debrief: the mission ends in X-COM's turn of game turn 4, before
    the aliens' turn begins, with the sectoid down and its deadline reached."""
    mission = advance_to(_sectoid_downed_by_boris(), 4, Side.xcom, "movement")
    assert _state(mission).characters["sectoid"].status is CharacterStatus.down
    ended = engine.replay(SYSTEM, mission.setup, (*mission.events, *engine.end(mission)))
    assert _kills(ended) == {"anna": 0, "boris": 1}
    early = engine.replay(SYSTEM, mission.setup, (*_sectoid_downed_by_boris().events,))
    assert _kills(early) == {"anna": 0, "boris": 0}


def test_a_manual_kill_credits_nobody_unless_the_gm_names_the_killer() -> None:
    mission = do(_mission(), Kill("muton"))
    assert killers(_state(mission), mission.live_events()) == {"muton": None}
    assert _kills(mission) == {"anna": 0, "boris": 0}
    # The sectoid Boris took down, removed by the GM without naming him: nobody's.
    downed = do(_sectoid_downed_by_boris(), Kill("sectoid"))
    assert _kills(downed) == {"anna": 0, "boris": 0}
    named = do(_sectoid_downed_by_boris(), Kill("sectoid", "boris"))
    assert named.events[-1].payload["killer"] == "boris"
    assert _kills(named) == {"anna": 0, "boris": 1}
    texts = [m.text for m in named.log[-1].messages]
    assert texts == ["Sectoid is killed by Boris (turn 1)."]


def test_mis_8_a_friend_named_as_the_killer_is_friendly_fire_and_no_kill() -> None:
    mission = do(_mission(), Kill("boris", "anna"))
    assert killers(_state(mission), mission.live_events()) == {"boris": "anna"}
    assert _kills(mission) == {"anna": 0, "boris": 0}
    # An alien's kill of a soldier is counted for the alien, carried to no roster.
    eaten = do(_mission(), Kill("anna", "muton"))
    assert kills(_state(eaten), eaten.live_events())["muton"] == 1
    assert {
        s.character_id: (s.status, s.kills)
        for s in SYSTEM.debrief(eaten, bundled_wargame()).soldiers
    } == {
        "anna": ("dead", 0),
        "boris": ("active", 0),
    }


def test_a_killer_must_be_another_character_of_the_mission() -> None:
    mission = _mission()
    for killer in ("anna", "nobody", 7):
        with pytest.raises(RulesError):
            engine.execute(mission, bundled_wargame(), Kill("anna", killer), ScriptedDice([]))  # type: ignore[arg-type]
    gone = do(mission, Kill("muton"))
    with pytest.raises(MissionRefused):  # MIS-8's "not on the table" for the dead
        engine.execute(gone, bundled_wargame(), Kill("muton", "anna"), ScriptedDice([]))


def test_an_undone_kill_is_no_kill_mis_3() -> None:
    mission = _shot_kills_muton()
    head = mission.events[-2].seq
    undone = do(mission, Undo(head))
    assert _kills(undone) == {"anna": 0, "boris": 0}
    redone = do(undone, Undo(undone.seq))
    assert _kills(redone) == {"anna": 1, "boris": 0}


def test_a_log_replays_to_the_same_kills() -> None:
    """The JSON round trip of a mission's events replays to the same kills, twice alike."""
    mission = _shot_kills_muton()
    mission = advance(mission, 1)
    mission = do(mission, Attack("anna", "sectoid", None, base_contact=True), ScriptedDice([5, 2]))
    mission = do(mission, Kill("sectoid", "anna"))
    data = json.loads(json.dumps(events_to_json(mission.events)))
    replayed = engine.replay(SYSTEM, mission.setup, events_from_json(data), bundled_wargame())
    assert _kills(replayed) == _kills(mission) == {"anna": 2, "boris": 0}
    again = engine.replay(SYSTEM, mission.setup, events_from_json(data), bundled_wargame())
    assert SYSTEM.debrief(again, bundled_wargame()) == SYSTEM.debrief(replayed, bundled_wargame())


#: A log as an older version recorded it, before kills were counted: the attack's own facts
#: (attacker, target) and the death that followed it, with no field added since.
OLD_LOG = [
    {
        "seq": 1,
        "type": "phase_advanced",
        "payload": {"turn": 1, "side": "xcom", "phase": "shooting", "new_side_turn": False},
    },
    {
        "seq": 2,
        "type": "attacked",
        "payload": {
            "attacker": "anna",
            "target": "muton",
            "item_id": PLASMA,
            "item_type": "plasma_rifle",
            "weapon_type": "rapid_fire",
            "hits": 1,
            "unsaved": 1,
            "instant_death": True,
            "rule_ids": ["M-SHOOT-1", "M-HIT-1"],
        },
    },
    {
        "seq": 3,
        "type": "died",
        "payload": {
            "character": "muton",
            "cause": "killed",
            "turn": 1,
            "rule_ids": ["M-HIT-1"],
            "follows": 2,
        },
    },
    {
        "seq": 4,
        "type": "died",
        "payload": {"character": "sectoid", "cause": "killed", "turn": 1, "rule_ids": []},
    },
    {"seq": 5, "type": "ended", "payload": {"turn": 1}},
]


def test_an_old_log_without_the_new_facts_replays_to_its_kills() -> None:
    mission = engine.replay(SYSTEM, _mission().setup, events_from_json(OLD_LOG), bundled_wargame())
    assert _kills(mission) == {"anna": 1, "boris": 0}
    assert killers(_state(mission), mission.live_events()) == {"muton": "anna", "sectoid": None}


def test_kills_read_nothing_but_a_wargame_state_and_events() -> None:
    with pytest.raises(RulesError):
        kills("a state", ())  # type: ignore[arg-type]
    with pytest.raises(RulesError):
        kills(_state(_mission()), 5)  # type: ignore[arg-type]
