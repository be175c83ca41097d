"""Attacks at the table (M-SHOOT-1, M-CC-1, M-HIT-1, M-SAVE-1, R-22, MIS-8): declared, refused
with their rule, resolved with typed dice to the wounds they leave, with exact odds."""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.wargame import (
    LASER_RIFLE,
    SYSTEM,
    XCOM_STATS,
    advance,
    alien,
    bundled_wargame,
    do,
    run,
    soldier,
    start,
    with_rulings,
)
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.system import MissionRefused
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.attacks import to_hit_score
from xcom_manager.rules.wargame.commands import Attack, EnterAir
from xcom_manager.rules.wargame.hits import Hit, Target, resolve_hits, saves_for, unsaved_chance
from xcom_manager.rules.wargame.state import CharacterStatus, EventType, Side, WargameSetup

PLASMA = 31
ROCKETS = 32


def _refused(mission: Mission, command: object) -> tuple[str, ...]:
    with pytest.raises(MissionRefused) as caught:
        run(mission, command, ScriptedDice([6] * 30))
    return caught.value.verdict.rule_ids


def shooting(environment: str = "ground") -> Mission:
    """The squad's mission in X-COM's first shooting phase."""
    return advance(start(environment))


def _duel(*characters: object, ruleset: Ruleset | None = None) -> Mission:
    setup = WargameSetup("Duel", "ground", tuple(characters))  # type: ignore[arg-type]
    return engine.start(SYSTEM, setup, ruleset or bundled_wargame())


def test_m_shoot_1_a_shot_from_declaration_to_the_wound_with_typed_dice() -> None:
    """M-SHOOT-1: the laser rifle (Rapid Fire) fires twice within half its 24" range, BS3 hits
    on 4+; M-HIT-1: S4 against T3 wounds on 3+; M-SAVE-1: the sectoid (Sv 7) has only the cover
    save the GM states (5+), which fails; R-8: at 0 wounds it is down."""
    mission = shooting()
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=10, cover_save=5)
    assert engine.check(mission, bundled_wargame(), command).allowed
    # two to hit, at most two to wound and two saves
    assert engine.dice_needed(mission, bundled_wargame(), command) == 6
    events = run(mission, command, ScriptedDice([4, 1, 3, 2]))
    assert [e.type for e in events] == [EventType.attacked, EventType.wounded]
    shot = events[0].payload
    assert (shot["shots"], shot["to_hit"], shot["hit_rolls"], shot["hits"]) == (2, 4, [4, 1], 1)
    assert (shot["to_wound"], shot["wound_rolls"], shot["wounds"]) == (3, [3], 1)
    assert shot["saves"] == [{"kind": "cover", "needed": 5, "value": 2, "saved": False}]
    assert shot["unsaved"] == 1 and shot["rule_ids"] == ["M-SHOOT-1", "M-HIT-1", "M-SAVE-1"]
    after = do(mission, command, ScriptedDice([4, 1, 3, 2]))
    assert after.state.characters["sectoid"].status is CharacterStatus.down
    assert "shot" in after.state.characters["ivanov"].acted
    texts = [m.text for entry in after.log[-2:] for m in entry.messages]
    assert texts[0].startswith("Cpl. Ivanov shoots at Sectoid with Laser rifle (Rapid Fire")
    assert "cover save 5+: rolled 2, not saved." in texts


def test_m_shoot_1_rapid_fire_beyond_half_range_and_the_gm_may_change_the_shots() -> None:
    mission = shooting()
    far = run(mission, Attack("ivanov", "sectoid", LASER_RIFLE, distance=20), ScriptedDice([1]))
    assert far[0].payload["shots"] == 1
    told = Attack("ivanov", "sectoid", LASER_RIFLE, distance=20, shots=3)
    assert run(mission, told, ScriptedDice([1, 1, 1]))[0].payload["shots"] == 3


@pytest.mark.parametrize(
    ("command", "rule_id"),
    [
        (Attack("ivanov", "sectoid", LASER_RIFLE, distance=30), "M-SHOOT-1"),  # out of range
        (Attack("ivanov", "sectoid", LASER_RIFLE), "M-SHOOT-1"),  # distance not measured
        (Attack("ivanov", "sectoid", 999, distance=5), "M-SHOOT-1"),  # not carried
        (Attack("ivanov", "petrova", LASER_RIFLE, distance=5), "MIS-8"),  # a friend
        (Attack("ivanov", "ivanov", LASER_RIFLE, distance=5), "MIS-8"),  # itself
        (Attack("sectoid", "ivanov", None, base_contact=True), "MIS-5"),  # no assault now
    ],
)
def test_a_refused_attack_names_its_rule(command: Attack, rule_id: str) -> None:
    assert rule_id in _refused(shooting(), command)


def test_mis_5_no_shooting_in_the_movement_phase_and_once_per_phase() -> None:
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=5)
    assert "MIS-5" in _refused(start("ground"), command)
    once = do(shooting(), command, ScriptedDice([1, 1]))
    assert "MIS-5" in _refused(once, command)


def test_mis_8_no_attack_on_a_character_off_the_table() -> None:
    mission = do(
        shooting(), Attack("ivanov", "sectoid", LASER_RIFLE, distance=5), ScriptedDice([1, 1])
    )
    mission = do(
        mission,
        __import__("xcom_manager.rules.wargame.commands", fromlist=["Kill"]).Kill("sectoid"),
    )
    assert "MIS-8" in _refused(mission, Attack("petrova", "sectoid", 11, distance=5))


def test_w_water_1_a_ground_weapon_does_not_fire_under_water_but_in_air_it_does() -> None:
    """W-WATER-1 / R-15: under water only underwater or mixed weapons work."""
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=5)
    assert "W-WATER-1" in _refused(shooting("underwater"), command)
    assert engine.check(
        shooting("underwater"), bundled_wargame(), Attack("petrova", "sectoid", 11, distance=5)
    ).allowed


def test_w_hand_3_a_weapon_its_carrier_has_no_slot_for_cannot_be_used() -> None:
    """W-HAND-3 / R-4: only a character with the slot the weapon calls for can use it."""
    brute = dataclasses.replace(
        soldier("brute", "Brute", items=(CarriedItem(PLASMA, "plasma_rifle", "large", 0),)),
        unit_type="monstrous_creature",
    )
    mission = advance(_duel(brute, alien("sectoid", "Sectoid")))
    assert "W-HAND-3" in _refused(mission, Attack("brute", "sectoid", PLASMA, distance=5))


def test_m_shoot_1_a_weapon_with_charges_spends_one_and_cannot_fire_empty() -> None:
    """M-SHOOT-1: a weapon that uses charges spends one per attack, none left: no shot."""
    ruleset = bundled_wargame()
    items = dict(ruleset.items)
    items["laser_rifle"] = dataclasses.replace(items["laser_rifle"], charges=1)
    charged = dataclasses.replace(ruleset, items=MappingProxyType(items))
    mission = advance(start("ground", ruleset=charged))
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=20)
    events = run(mission, command, ScriptedDice([1]), charged)
    assert events[0].payload["charges_left"] == 0
    mission = advance(do(mission, command, ScriptedDice([1]), charged), 6)
    assert mission.state.side is Side.xcom and mission.state.phase.value == "shooting"
    rifle = next(i for i in mission.state.characters["ivanov"].items if i.item_id == LASER_RIFLE)
    assert rifle.charges == 0
    with pytest.raises(MissionRefused) as caught:
        run(mission, command, ScriptedDice([1]), charged)
    assert [v.message_key for v in caught.value.verdict.violations] == ["attack_no_charges"]


def test_m_cc_1_close_combat_in_the_assault_phase_either_side_bare_hands() -> None:
    """M-CC-1: in the assault phase a model in base contact attacks with its Attacks (A1), WS3
    against WS3 hits on 4+, bare hands use its own Strength (S3 against T3: 4+); the armour save
    Sv5 fails on a 2. Both sides fight in an assault (no MIS-4)."""
    mission = advance(start("ground"), 2)
    command = Attack("sectoid", "petrova", None, base_contact=True)
    assert "M-CC-1" in _refused(mission, Attack("sectoid", "petrova", None))
    events = run(mission, command, ScriptedDice([5, 4, 2]))
    fought = events[0].payload
    assert (fought["weapon_type"], fought["strength"], fought["to_hit"], fought["shots"]) == (
        "melee",
        3,
        4,
        1,
    )
    assert fought["saves"] == [{"kind": "armour", "needed": 5, "value": 2, "saved": False}]
    assert events[1].type == EventType.wounded and events[1].payload["down"]
    after = play_all(mission, events)
    assert "assaulted" in after.state.characters["sectoid"].acted
    assert "no cover" not in after.log[-2].messages[0].text
    assert (
        after.log[-2]
        .messages[0]
        .text.startswith("Sectoid fights Sgt. Petrova in close combat with bare hands (S3)")
    )


def play_all(mission: Mission, events: list[Event]) -> Mission:
    for event in events:
        mission = engine.apply(mission, event)
    return mission


@pytest.mark.parametrize(
    ("attacker_ws", "defender_ws", "needed"),
    [(4, 3, 3), (3, 3, 4), (3, 5, 4), (3, 6, 5), (2, 5, 5)],
)
def test_m_cc_1_to_hit_by_weapon_skill(attacker_ws: int, defender_ws: int, needed: int) -> None:
    assert to_hit_score(bundled_wargame(), False, attacker_ws, defender_ws) == needed


@pytest.mark.parametrize(("bs", "needed"), [(1, 6), (2, 5), (3, 4), (4, 3), (5, 2), (9, 2)])
def test_m_shoot_1_to_hit_by_ballistic_skill(bs: int, needed: int) -> None:
    assert to_hit_score(bundled_wargame(), True, bs, 0) == needed


def test_m_hit_1_instant_death_kills_a_model_of_several_wounds_outright() -> None:
    """M-HIT-1: S7 against Ivanov's T3 (at least double) kills him outright despite 2 wounds."""
    gunner = dataclasses.replace(
        alien("muton", "Muton"), items=(CarriedItem(PLASMA, "plasma_rifle", "large", 0),)
    )
    ivanov = soldier("ivanov", "Cpl. Ivanov", wounds=2)
    mission = _duel(ivanov, gunner)
    mission = advance(mission, 4)  # the aliens' shooting phase
    command = Attack("muton", "ivanov", PLASMA, distance=20)
    odds = {o.key: o.chance for o in engine.odds(mission, bundled_wargame(), command)}
    # BS3 4+ (1/2) x S7 v T3 2+ (5/6) x Sv5 against AP2: no save
    assert odds["killed"] == Fraction(5, 12)
    events = run(mission, command, ScriptedDice([6, 2]))
    assert [e.type for e in events] == [EventType.attacked, EventType.died]
    died = {k: v for k, v in events[1].payload.items() if k != "follows"}
    assert died == {"character": "ivanov", "cause": "killed", "turn": 1, "rule_ids": ["M-HIT-1"]}


def test_r_22_a_vehicle_is_hit_on_the_armour_of_the_facing_the_gm_names() -> None:
    """R-22 / M-HIT-1: the Sectopod (a walker) takes d6 + S against its armour (13 / 12 / 11):
    S8: a 5 on the front glances, a 6 penetrates; on the rear (11) a 3 glances."""
    rocketeer = soldier(
        "ivanov", "Cpl. Ivanov", items=(CarriedItem(ROCKETS, "rocket_launcher", "large", 0),)
    )
    sectopod = dataclasses.replace(
        alien("sectopod", "Sectopod", "sectopod"), unit_type="walker", stats={**XCOM_STATS, "T": 7}
    )
    mission = advance(_duel(rocketeer, sectopod))
    front = Attack("ivanov", "sectopod", ROCKETS, distance=30)
    odds = {o.key: o.chance for o in engine.odds(mission, bundled_wargame(), front)}
    assert odds == {"penetrating_hit": Fraction(1, 12), "glancing_hit": Fraction(1, 12)}
    shot = run(mission, front, ScriptedDice([4, 5]))[0].payload
    assert (shot["armour"], shot["armour_rolls"], shot["glancing"], shot["penetrating"]) == (
        13,
        [5],
        1,
        0,
    )
    assert shot["rule_ids"] == ["M-SHOOT-1", "M-HIT-1", "R-22"]
    rear = dataclasses.replace(front, facing="rear")
    assert run(mission, rear, ScriptedDice([4, 3]))[0].payload["glancing"] == 1


def test_r_28_no_aqualung_roll_for_a_wound_inside_an_air_pocket() -> None:
    """R-28: inside an air pocket a wound does not roll for the aqualung (W-WATER-4)."""
    mission = do(start("underwater"), EnterAir("ivanov"))
    mission = advance(mission, 4)  # the aliens' shooting phase
    mission = advance(mission)  # the aliens' assault: the sectoid fights bare-handed
    events = run(
        mission, Attack("sectoid", "ivanov", None, base_contact=True), ScriptedDice([6, 6, 1])
    )
    assert events[-1].type == EventType.wounded and events[-1].payload["rolls"] == []


# --------------------------------------------------------------------------------------------
# M-SAVE-1 and the exact odds


def test_m_save_1_best_single_save_or_in_sequence() -> None:
    """M-SAVE-1: by default the best single save; under saves.mode = "sequence" cover, then
    invulnerable, then armour; never a cover save against a fall (W-JUMP-6)."""
    ruleset = bundled_wargame()
    target = Target(toughness=3, armour_save=3, invulnerable_save=5)
    shot = Hit(strength=4, ap=None, cover_save=4)
    assert saves_for(ruleset, shot, target) == (("armour", 3),)
    sequence = with_rulings(ruleset, saves__mode="sequence")
    assert saves_for(sequence, shot, target) == (("cover", 4), ("invulnerable", 5), ("armour", 3))
    piercing = Hit(strength=4, ap=3, cover_save=4)
    assert saves_for(ruleset, piercing, target) == (("cover", 4),)
    fall = Hit(strength=4, ap=None, cover_save=4, falling=True)
    assert saves_for(sequence, fall, target) == (("invulnerable", 5), ("armour", 3))


@settings(max_examples=150, deadline=None)
@given(
    strength=st.integers(1, 10),
    toughness=st.integers(1, 10),
    ap=st.one_of(st.none(), st.integers(1, 6)),
    armour=st.one_of(st.none(), st.integers(2, 6)),
    invulnerable=st.one_of(st.none(), st.integers(2, 6)),
    cover=st.one_of(st.none(), st.integers(2, 6)),
    mode=st.sampled_from(["best", "sequence"]),
)
def test_m_save_1_the_exact_chance_equals_every_die_enumerated(
    strength: int,
    toughness: int,
    ap: int | None,
    armour: int | None,
    invulnerable: int | None,
    cover: int | None,
    mode: str,
) -> None:
    """The unsaved chance of one hit is the share of all d6 outcomes (to wound, then up to three
    saves) that resolve_hits, rolling them one by one, leaves unsaved."""
    ruleset = with_rulings(bundled_wargame(), saves__mode=mode)
    hit = Hit(strength, ap, cover)
    target = Target(toughness, armour, invulnerable)
    unsaved = 0
    faces = list(itertools.product(range(1, 7), repeat=4))
    for values in faces:
        unsaved += resolve_hits(ruleset, 1, hit, target, ScriptedDice(values)).unsaved
    assert unsaved_chance(ruleset, hit, target) == Fraction(unsaved, len(faces))


def test_the_odds_of_an_attack_are_the_exact_distribution_of_unsaved_wounds() -> None:
    """Before the GM commits: the chance of 0, 1, 2 unsaved wounds sums to 1 and equals the
    enumeration of every die the engine may roll; going down is the chance of at least one."""
    mission = shooting()
    command = Attack("ivanov", "sectoid", LASER_RIFLE, distance=10, cover_save=5)
    odds = engine.odds(mission, bundled_wargame(), command)
    by_count = {o.count: o.chance for o in odds if o.key == "unsaved"}
    assert sum(by_count.values()) == 1
    counts: dict[int, int] = {}
    faces = list(itertools.product(range(1, 7), repeat=6))[::7]  # a fair sample of the grid
    per_shot = Fraction(1, 2) * Fraction(4, 6) * Fraction(4, 6)
    assert by_count[0] == (1 - per_shot) ** 2
    assert by_count[2] == per_shot**2
    for values in faces[:200]:
        events = run(mission, command, ScriptedDice(values))
        counts[events[0].payload["unsaved"]] = counts.get(events[0].payload["unsaved"], 0) + 1
    assert set(counts) <= set(by_count)
    down = next(o.chance for o in odds if o.key == "goes_down")
    assert down == 1 - by_count[0]
