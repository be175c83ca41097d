"""Passing items in a mission (W-HAND-1, W-HAND-2, R-2, W-ACT-1 / R-5, W-WATER-1 / R-15, MIS-4),
through the mission engine: the item moves, both characters spend the phase, and the event
keeps the warnings as findings (keys and parameters)."""

from __future__ import annotations

import dataclasses

import pytest

from tests.helpers.rulesets import WARGAME_PATH
from tests.helpers.wargame import (
    GAUSS_RIFLE,
    LASER_RIFLE,
    MEDKIT,
    SPARE_TANK,
    SYSTEM,
    advance,
    advance_to,
    bundled_wargame,
    do,
    play,
    run,
    start,
    with_rulings,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import Ruleset, parse_ruleset
from xcom_manager.rules.verdict import Violation
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    HandOver,
    MarkActed,
    Release,
    ReplaceTank,
    Stabilise,
    Wound,
)
from xcom_manager.rules.wargame.state import Side

SWIM = DeclareMove("ivanov", "swim", horizontal=4.0, vertical=1.0, fall_height=2.0)


def refused(excinfo: pytest.ExceptionInfo[MissionRefused]) -> tuple[str, ...]:
    return excinfo.value.verdict.rule_ids


def keys(excinfo: pytest.ExceptionInfo[MissionRefused]) -> list[str]:
    return [v.message_key for v in excinfo.value.verdict.violations]


def test_w_hand_2_handoff_moves_the_item_and_spends_both_phases_r_2() -> None:
    mission = start()
    events = run(mission, HandOver("ivanov", "petrova", SPARE_TANK, base_contact=True))
    assert [e.type for e in events] == ["handed_over"]
    payload = events[0].payload
    assert (payload["slot"], payload["slot_index"], payload["item_type"]) == (
        "backpack",
        0,
        "spare_aqualung_tank",
    )
    assert payload["receiver_spends"] is True and payload["warnings"] == []
    assert payload["rule_ids"] == ["W-HAND-1", "W-HAND-2", "R-2"]
    mission = play(mission, events)
    petrova, ivanov = mission.state.characters["petrova"], mission.state.characters["ivanov"]
    assert SPARE_TANK in {i.item_id for i in petrova.items}
    assert SPARE_TANK not in {i.item_id for i in ivanov.items}
    assert "handed_over" in petrova.acted and "handed_over" in ivanov.acted
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, MarkActed("petrova", "moved"))
    assert refused(excinfo) == ("W-HAND-2", "R-2")
    (spent,) = excinfo.value.verdict.violations
    assert (spent.message_key, dict(spent.params)) == (
        "mission_phase_spent",
        {
            "soldier": "Sgt. Petrova",
            "actions": ("handed_over",),
            "phase": "movement",
            "action": "move",
        },
    )
    assert spent.text == (
        "Sgt. Petrova has passed an item and so spent this movement phase: it cannot move now."
    )
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, SWIM, ScriptedDice([1]))
    assert "R-2" in refused(excinfo)


def test_r_2_off_only_the_giver_spends_the_phase(wargame: Ruleset) -> None:
    lenient = with_rulings(wargame, handoff__both_spend_phase=False)
    mission = start(ruleset=lenient)
    events = run(mission, HandOver("ivanov", "petrova", SPARE_TANK, base_contact=True))
    assert events[0].payload["receiver_spends"] is False
    assert "R-2" not in events[0].payload["rule_ids"]
    mission = play(mission, events)
    assert "handed_over" not in mission.state.characters["petrova"].acted
    assert "handed_over" in mission.state.characters["ivanov"].acted
    do(mission, MarkActed("petrova", "moved"))


def _lenient_file() -> Ruleset:
    """The bundled wargame with ``handoff.both_spend_phase = false`` written in the file."""
    text = WARGAME_PATH.read_text(encoding="utf-8")
    assert "both_spend_phase = true" in text
    return parse_ruleset(text.replace("both_spend_phase = true", "both_spend_phase = false"), "x")


def test_r_2_off_the_receiver_is_free_for_the_whole_phase_before_and_after() -> None:
    """R-2 with ``handoff.both_spend_phase = false`` (in the ruleset file): only the giver
    spends the phase. The receiver may have done anything before, and may do anything after:
    run, swim, shoot, stabilise, pass an item on, change its tank; the giver may do nothing
    more."""
    lenient = _lenient_file()
    mission = do(start(ruleset=lenient), Wound("kowalski", 1), ScriptedDice([6]))
    mission = advance(mission)  # X-COM shooting, Kowalski down
    give = HandOver("petrova", "ivanov", GAUSS_RIFLE, base_contact=True)
    events = run(mission, give)
    assert events[0].payload["receiver_spends"] is False
    given_ = play(mission, events)
    assert given_.state.characters["ivanov"].acted == frozenset()
    for command, dice in (
        (MarkActed("ivanov", "ran"), ()),
        (MarkActed("ivanov", "shot"), ()),
        (SWIM, (1,)),
        (Stabilise("ivanov", "kowalski", base_contact=True), ()),
    ):
        do(given_, command, ScriptedDice(list(dice)))  # allowed after the handoff ...
        do(do(mission, command, ScriptedDice(list(dice))), give)  # ... and before it
    # ... and the receiver may pass an item on (to the giver, whose receiving is free too).
    do(given_, HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True))
    # The giver has spent its phase, the ruling off or not.
    for command, rule_ids in (
        (MarkActed("petrova", "shot"), ("W-HAND-2", "R-2")),
        (Stabilise("petrova", "kowalski", True), ("R-20",)),
    ):
        with pytest.raises(MissionRefused) as excinfo:
            run(given_, command)
        assert refused(excinfo) == rule_ids
    # In the movement phase the receiver may still change its tank or move.
    moving = do(start(ruleset=lenient), Wound("ivanov", 1), ScriptedDice([2]))
    moving = do(moving, HandOver("petrova", "ivanov", GAUSS_RIFLE, base_contact=True))
    do(moving, ReplaceTank("ivanov", SPARE_TANK))
    do(moving, MarkActed("ivanov", "moved"))


def test_r_2_the_receivers_spent_phase_is_a_recorded_fact() -> None:
    """R-2 as the ruleset said when the handoff was made: a mission recorded with the ruling
    on replays with the receiver's phase spent under a ruleset that has it off, and the other
    way round (a rules change never rewrites a recorded mission)."""
    strict, lenient = bundled_wargame(), _lenient_file()
    give = HandOver("petrova", "ivanov", GAUSS_RIFLE, base_contact=True)
    for recorded_with, replayed_with, spent in ((strict, lenient, True), (lenient, strict, False)):
        mission = do(start(ruleset=recorded_with), give)
        again = engine.replay(SYSTEM, mission.state.setup, mission.events, replayed_with)
        assert ("handed_over" in again.state.characters["ivanov"].acted) is spent
        moved = engine.check(again, replayed_with, MarkActed("ivanov", "moved"))
        assert moved.allowed is not spent


def test_a_named_slot_and_position(wargame: Ruleset) -> None:
    mission = start()
    events = run(mission, HandOver("petrova", "kowalski", GAUSS_RIFLE, True, "large", 1))
    assert (events[0].payload["slot"], events[0].payload["slot_index"]) == ("large", 1)
    mission = play(mission, events)
    (rifle,) = [i for i in mission.state.characters["kowalski"].items if i.item_id == GAUSS_RIFLE]
    assert (rifle.slot, rifle.slot_index) == ("large", 1)
    assert mission.log[-1].messages[0].text == (
        "Sgt. Petrova passes Gauss rifle to Pte. Kowalski (Large-size slot 2)."
    )


def test_w_hand_2_needs_base_contact_and_an_unspent_phase_r_2() -> None:
    mission = start()
    give = HandOver("ivanov", "petrova", SPARE_TANK, base_contact=True)
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, HandOver("ivanov", "petrova", SPARE_TANK, base_contact=False))
    assert refused(excinfo) == ("W-HAND-2",)
    mission = do(mission, MarkActed("petrova", "moved"))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, give)
    assert refused(excinfo) == ("W-HAND-2", "R-2")
    mission = advance(mission, 2)  # assault phase
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, give)
    assert "W-HAND-2" in refused(excinfo)


def test_w_hand_1_something_not_carried_or_to_oneself_is_refused() -> None:
    mission = start()
    with pytest.raises(MissionRefused, match="does not carry") as excinfo:
        run(mission, HandOver("petrova", "ivanov", SPARE_TANK, base_contact=True))
    assert refused(excinfo) == ("W-HAND-1",)
    assert keys(excinfo) == ["mission_item_not_carried"]
    with pytest.raises(MissionRefused, match="itself") as excinfo:
        run(mission, HandOver("petrova", "petrova", GAUSS_RIFLE, base_contact=True))
    assert "W-HAND-1" in refused(excinfo)
    assert keys(excinfo)[0] == "mission_handoff_self"


def test_r_5_a_w_act_1_character_takes_no_part_in_a_handoff() -> None:
    mission = do(start(), Release("petrova", "dragged"))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, HandOver("ivanov", "petrova", SPARE_TANK, base_contact=True))
    assert "W-ACT-1" in refused(excinfo) and "R-5" in refused(excinfo)
    (finding,) = excinfo.value.verdict.violations
    assert finding.param("cause") == "dragged"
    assert "dragged by other characters" in str(excinfo.value)


def test_mis_4_only_the_side_whose_turn_it_is_passes_items() -> None:
    mission = start()
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, HandOver("ivanov", "sectoid", SPARE_TANK, base_contact=True))
    assert "MIS-4" in refused(excinfo)
    (not_theirs,) = [v for v in excinfo.value.verdict.violations if v.rule_id == "MIS-4"]
    assert dict(not_theirs.params) == {
        "soldier": "Sectoid",
        "action": "hand_over",
        "turn_of": "xcom",
    }
    assert not_theirs.text == "It is the X-COM turn: Sectoid cannot pass an item now."
    aliens = advance_to(mission, 1, Side.aliens, "movement")
    with pytest.raises(MissionRefused) as excinfo:
        run(aliens, HandOver("ivanov", "petrova", SPARE_TANK, base_contact=True))
    (first, *_) = excinfo.value.verdict.violations
    assert (first.rule_id, first.param("turn_of")) == ("MIS-4", "aliens")
    assert first.text == "It is the aliens' turn: Cpl. Ivanov cannot pass an item now."


def test_stabilising_spends_the_shooting_phase_for_a_handoff_too() -> None:
    mission = do(start(), Wound("petrova", 1), ScriptedDice([6]))
    mission = advance(mission)
    mission = do(mission, Stabilise("kowalski", "petrova", base_contact=True))
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, HandOver("kowalski", "ivanov", MEDKIT, base_contact=True))
    assert "R-2" in refused(excinfo)


def test_w_water_1_a_ground_weapon_passed_under_water_is_a_warning_kept_as_a_finding(
    wargame: Ruleset,
) -> None:
    """W-WATER-1 / R-15: the handoff is allowed; the event keeps the warning as a finding
    (rule, rulings, key, parameters), and the log words it."""
    mission = start()
    command = HandOver("ivanov", "petrova", LASER_RIFLE, base_contact=True)
    verdict = engine.check(mission, wargame, command)
    assert verdict.status == "allowed_with_warnings"
    assert verdict.rule_ids == ("W-WATER-1", "R-15")
    events = run(mission, command)
    (warning,) = events[0].payload["warnings"]
    assert warning == {
        "rule_id": "W-WATER-1",
        "rulings": ["R-15"],
        "key": "ground_weapon_underwater",
        "params": {"item": "Laser rifle", "soldier": "Sgt. Petrova"},
    }
    assert Violation.from_json(warning) == verdict.warnings[0]
    assert {"W-WATER-1", "R-15"} <= set(events[0].payload["rule_ids"])
    mission = play(mission, events)
    assert [m.key for m in mission.log[-1].messages] == [
        "wg_handed_over",
        "ground_weapon_underwater",
    ]
    assert mission.log[-1].messages[1].text == (
        "Laser rifle is a ground weapon: under water Sgt. Petrova can carry it but not use it."
    )


def test_check_of_a_refused_handoff_gives_its_findings_without_an_event(wargame: Ruleset) -> None:
    mission = start()
    verdict = engine.check(mission, wargame, HandOver("ivanov", "petrova", SPARE_TANK, False))
    assert verdict.rule_ids == ("W-HAND-2",)
    assert mission.seq == 0


def test_w_hand_1_no_item_passes_to_an_enemy() -> None:
    """W-HAND-1: characters pass each other objects, friends to friends: handing kit to an
    alien is refused as such (not as a matter of whose turn it is)."""
    from xcom_manager.rules.wargame.handoffs import check_hand_over

    mission = start("ground")
    verdict = check_hand_over(
        mission.state, bundled_wargame(), "petrova", "sectoid", GAUSS_RIFLE, True
    )
    enemy = [v for v in verdict.violations if v.message_key == "mission_handoff_enemy"]
    assert [v.rule_id for v in enemy] == ["W-HAND-1"]
    assert enemy[0].text == "Sgt. Petrova cannot pass an item to Sectoid: not a friend."


@pytest.mark.parametrize("charges", [0, 2])
def test_w_hand_1_a_handed_over_item_keeps_its_charges(charges: int) -> None:
    """W-HAND-1 with R-20: the item that changes hands is the same item, charges and all: an
    empty medkit handed over stays empty (it came back full), one with 2 uses keeps 2."""
    mission = start("ground")
    kit = tuple(
        dataclasses.replace(item, charges=charges) if item.item_id == MEDKIT else item
        for item in mission.setup.character("kowalski").items
    )
    kowalski = dataclasses.replace(mission.setup.character("kowalski"), items=kit)
    setup = dataclasses.replace(
        mission.setup,
        characters=tuple(kowalski if c.id == "kowalski" else c for c in mission.setup.characters),
    )
    mission = engine.start(SYSTEM, setup, bundled_wargame())
    mission = do(mission, HandOver("kowalski", "petrova", MEDKIT, base_contact=True))
    (medkit,) = (i for i in mission.state.characters["petrova"].items if i.item_id == MEDKIT)
    assert medkit.charges == charges
    replayed = engine.replay(SYSTEM, setup, mission.events, bundled_wargame())
    assert replayed.state == mission.state


def test_r_20_an_empty_medkit_handed_over_cannot_stabilise() -> None:
    """R-20: a medkit emptied by Kowalski and handed to Ivanov has no charge for him either."""
    ruleset = with_rulings(bundled_wargame(), injury__stabilise_needs_medkit=True)
    mission = start("ground", ruleset=ruleset)
    kit = tuple(
        dataclasses.replace(item, charges=0) if item.item_id == MEDKIT else item
        for item in mission.setup.character("kowalski").items
    )
    kowalski = dataclasses.replace(mission.setup.character("kowalski"), items=kit)
    setup = dataclasses.replace(
        mission.setup,
        characters=tuple(kowalski if c.id == "kowalski" else c for c in mission.setup.characters),
    )
    mission = engine.start(SYSTEM, setup, ruleset)
    mission = do(mission, HandOver("kowalski", "ivanov", MEDKIT, base_contact=True), None, ruleset)
    mission = do(mission, Wound("petrova", 1), None, ruleset)
    mission = advance_to(mission, 2, Side.xcom, "shooting")
    with pytest.raises(MissionRefused) as excinfo:
        run(mission, Stabilise("ivanov", "petrova", base_contact=True), None, ruleset)
    assert keys(excinfo) == ["mission_stabilise_medkit_empty"]
