"""The wargame's events, timers and reminders in words (R-8, R-9, R-16, R-17, W-WATER-2,
W-WATER-4, W-ACT-1): messages with keys and parameters, never sentences stored in the events; an
event an older version stored is still described from its facts."""

from __future__ import annotations

from collections import Counter

from tests.helpers.wargame import (
    SYSTEM,
    TOUR,
    advance,
    advance_to,
    do,
    play_tour,
    squad_setup,
    start,
)
from tests.rules.mission.sentences import looks_like_a_sentence, sentences
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission.engine import NOTED
from xcom_manager.rules.mission.log import REVERTED, Event
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    EnterAir,
    Release,
    Stabilise,
    Wound,
)
from xcom_manager.rules.wargame.describe import condition_messages, describe, hit_label
from xcom_manager.rules.wargame.state import EventType, Side


def keys(messages: tuple[Message, ...]) -> list[str]:
    return [m.key for m in messages]


# --------------------------------------------------------------------------------------------
# No sentences in the events


def test_the_tour_makes_every_wargame_event_type() -> None:
    mission = play_tour(start())
    # One event a step, and Petrova's death at the start of turn 5 after its phase advance.
    assert mission.seq == len(TOUR) + 1
    made = Counter(e.type for e in mission.events)
    # The tour is under water: attacks and slips (W-JUMP-10) are the ground tour's
    # (tests/rules/wargame/test_attacks.py).
    assert set(made) == {*EventType, NOTED} - {EventType.attacked, EventType.slipped}
    assert mission.finished


def test_events_hold_no_sentences_only_the_note_is_the_gms_own_words() -> None:
    """Every string of every payload of a played mission is a key, a name or a number's
    words, never a sentence of the templates; a GM's note is kept as typed."""
    mission = play_tour(start())
    assert sentences(mission.events) == []
    noted = [e for e in mission.events if e.type == NOTED]
    assert [e.payload["text"] for e in noted] == ["Sonar contact to the north."]
    assert looks_like_a_sentence("Sonar contact to the north.", [])
    handed = next(e for e in mission.events if e.type == EventType.handed_over)
    assert handed.payload["warnings"][0]["key"] == "ground_weapon_underwater"
    assert "summary" not in next(e for e in mission.events if e.type == "move_declared").payload
    assert "alerts" not in next(e for e in mission.events if e.type == "phase_advanced").payload


def test_the_sentence_finder_finds_the_words_of_a_template() -> None:
    """The check above would see an English sentence, full stop or not."""
    stored = [
        Event(1, EventType.move_declared, {"summary": "Swim: Initiative test 5 against 3."}),
        Event(
            2,
            EventType.phase_advanced,
            {
                "alerts": [
                    "Sgt. Petrova: down and bleeding out: dies at the start of turn 4 unless "
                    "stabilised (R-8)"
                ]
            },
        ),
        Event(3, NOTED, {"text": "A note. Kept as typed."}),
    ]
    assert [(seq, path) for seq, path, _ in sentences(stored)] == [
        (1, "move_declared.summary"),
        (2, "phase_advanced.alerts[0]"),
    ]


# --------------------------------------------------------------------------------------------
# Events in words


def test_every_event_of_the_tour_in_words(wargame: Ruleset) -> None:
    mission = play_tour(start())
    by_seq = {entry.seq: entry for entry in mission.log}
    assert keys(by_seq[1].messages) == ["wg_wounded", "wg_aqualung_test", "wg_suffocates"]
    assert keys(by_seq[2].messages) == ["wg_tank_replaced"]
    assert keys(by_seq[3].messages) == [
        "wg_move_test",
        "wg_sinks",  # it sinks first
        "wg_scatter",
        "wg_aqualung_test",
        "wg_no_further_move",
    ]
    assert by_seq[3].messages[0].text == (
        "Sgt. Petrova: Swim, Initiative test 5 against 3: fails (M-TEST-1)."
    )
    assert by_seq[4].messages[0].text == (
        "Pte. Kowalski was dragged by other characters: cannot act until the end of this phase."
    )
    assert by_seq[5].messages[0].text == "Note: Sonar contact to the north."
    assert by_seq[6].messages[0].text == "Turn 1, X-COM: Shooting phase."
    assert keys(by_seq[7].messages) == ["wg_handed_over", "ground_weapon_underwater"]
    assert by_seq[8].messages[0].text == "Sgt. Petrova shoots."
    assert by_seq[13].messages[-1].text == (  # down in turn 1, its side's 4th turn is 5
        "Down: bleeds out at the start of turn 5 unless stabilised."
    )
    assert by_seq[14].messages[0].text == "Cpl. Ivanov reaches air: the aqualung timer stops."
    assert keys(by_seq[15].messages) == ["wg_left_air"]
    assert by_seq[19].messages[0].text == (
        "Cpl. Ivanov stabilises Pte. Kowalski under water: 5 more turns, bleeds out at the "
        "start of turn 10."
    )
    assert by_seq[20].messages[0].text == "Sectoid is killed (turn 2)."
    assert by_seq[21].messages[0].text == "Cpl. Ivanov is evacuated."
    died = next(e for e in mission.log if e.type == EventType.died and e.seq > 21)
    assert died.messages[0].text == (
        "Sgt. Petrova dies at the start of turn 5: suffocated: the aqualung tank was damaged."
    )
    assert died.rule_ids == ("W-WATER-4", "R-9")
    assert mission.log[-1].messages[0].text == "The mission ends."


def test_a_release_with_no_named_cause() -> None:
    mission = do(start(), Release("petrova", "other"))
    (message,) = mission.log[-1].messages
    assert message == Message.of("wg_released_other", character="Sgt. Petrova")


def test_a_passed_jump_on_the_ground_reminds_of_w_jump_10() -> None:
    mission = do(start("ground"), DeclareMove("petrova", "jump", 4.0, 0.0, 3.0), ScriptedDice([2]))
    assert keys(mission.log[-1].messages) == ["wg_move_test", "wg_slip_check"]
    assert "W-JUMP-10" in mission.log[-1].messages[1].text
    into_void = DeclareMove("ivanov", "jump", 4.0, 0.0, 0.0, into_void=True)
    mission = do(mission, into_void, ScriptedDice([2]))
    assert keys(mission.log[-1].messages) == [
        "wg_move_test",
        "wg_fall_no_hit",
        "wg_no_further_move",
    ]
    assert mission.log[-1].messages[1].text == 'Falls 0" from the declared point: no hit.'


def test_an_event_an_older_version_stored_is_described_from_its_facts(wargame: Ruleset) -> None:
    """Its English ``summary``, ``alerts`` and ``item_name`` are not needed; its warnings,
    stored as English sentences, are shown as stored."""
    setup = squad_setup()
    old_handoff = {
        "giver": "ivanov",
        "receiver": "petrova",
        "item_id": 15,
        "item_type": "laser_rifle",
        "item_name": "Laser rifle",
        "slot": "large",
        "slot_index": 1,
        "warnings": ["Laser rifle is a ground weapon: under water it cannot be used."],
    }
    messages = describe(setup, EventType.handed_over, old_handoff, wargame)
    assert keys(messages) == ["wg_handed_over", "wg_old_text"]
    assert messages[0].text == "Cpl. Ivanov passes Laser rifle to Sgt. Petrova (Large-size slot 2)."
    assert messages[1].text == "Laser rifle is a ground weapon: under water it cannot be used."
    # Without the ruleset, the stored item name and the slot key.
    assert describe(setup, EventType.handed_over, old_handoff, None)[0].text == (
        "Cpl. Ivanov passes Laser rifle to Sgt. Petrova (large 2)."
    )
    old_move = {
        "character": "petrova",
        "declaration": {"kind": "jump", "fall_height": 3.0},
        "summary": "Jump: Initiative test 6 against 3, fails (M-TEST-1).",
        "initiative": 3,
        "rolls": [{"purpose": "initiative test", "sides": 6, "value": 6}],
        "passed": False,
        "falls": True,
        "fall_from": "midpoint",
        "hit": {"strength": 7, "ap": None, "cover_save": False, "side_armour": False},
        "may_keep_moving": False,
    }
    assert [m.text for m in describe(setup, EventType.move_declared, old_move, wargame)] == [
        "Sgt. Petrova: Jump, Initiative test 6 against 3: fails (M-TEST-1).",
        'Falls 3" from halfway along the move: hit S7, no cover save.',
        "It cannot move any further this phase.",
    ]
    old_phase = {"turn": 2, "side": "aliens", "phase": "movement", "alerts": ["Old alert."]}
    assert [m.text for m in describe(setup, EventType.phase_advanced, old_phase, wargame)] == [
        "Turn 2, Aliens: Movement phase."
    ]


def test_an_unknown_event_type_is_named_as_it_is(wargame: Ruleset) -> None:
    (message,) = describe(squad_setup(), "teleported", {}, wargame)
    assert message == Message.of("mission_event", type="teleported")
    assert message.text == "Event of type teleported."
    assert describe(squad_setup(), REVERTED, {}, wargame)[0].key == "mission_event"


def test_hit_labels() -> None:
    assert hit_label({"strength": 10, "ap": 3}) == "S10 AP3"
    assert hit_label({"strength": 4, "ap": None}) == "S4"


# --------------------------------------------------------------------------------------------
# Timers and reminders


def test_reminders_name_every_running_timer_with_its_rules() -> None:
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([2]))  # suffocates at 5
    mission = advance_to(mission, 1, Side.aliens, "shooting")
    mission = do(mission, Wound("petrova", 1), ScriptedDice([4]))  # bleeds out at 5
    mission = advance_to(mission, 2, Side.xcom, "movement")
    lines = SYSTEM.reminders(mission)
    assert [keys(line) for line in lines] == [["wg_timer_bleed_out"], ["wg_timer_suffocation"]]
    assert [line[0].text for line in lines] == [
        "Sgt. Petrova: down and bleeding out: dies at the start of turn 5 unless stabilised (R-8)",
        "Cpl. Ivanov: aqualung tank damaged: dies at the start of turn 5 unless the tank is "
        "changed or the character reaches air (W-WATER-4, R-9)",
    ]


def test_conditions_for_the_tracker_table(wargame: Ruleset) -> None:
    """W-ACT-1 (cannot act this phase), the running timers with the turns of the character's
    side left before it dies (R-9: 3 right after the tank breaks), and a damaged tank whose
    timer air stopped (R-16)."""
    mission = do(start(), Wound("ivanov", 1), ScriptedDice([1]))
    mission = do(mission, Release("ivanov", "freed_from_cocoon"))
    ivanov = mission.state.characters["ivanov"]
    assert condition_messages(mission.state, ivanov) == (
        Message.of("wg_condition_cannot_act", cause="freed_from_cocoon"),
        Message.of("wg_condition_suffocation", turn=5, left=3),
    )
    assert condition_messages(mission.state, ivanov)[0].text == (
        "cannot act until the end of this phase: freed from a cocoon (W-ACT-1)"
    )
    mission = do(advance(mission), EnterAir("ivanov"))
    assert condition_messages(mission.state, mission.state.characters["ivanov"]) == (
        Message.of("wg_condition_in_air"),
    )
    mission = do(mission, Wound("petrova", 1), ScriptedDice([6]))
    mission = do(mission, Stabilise("kowalski", "petrova", True))
    assert condition_messages(mission.state, mission.state.characters["petrova"]) == (
        Message.of("wg_condition_bleed_out", turn=10, left=8),
    )
