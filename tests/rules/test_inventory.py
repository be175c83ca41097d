"""The inventory rules core: slots, fit, capacity and every handoff rule (W-HAND-1..4, W-ACT-1,
W-WATER-1, R-1..R-5, R-15, INV-1, INV-2), on the bundled wargame ruleset."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.rules.inventory import (
    ACTIONS,
    CarriedItem,
    MissionPhaseContext,
    SoldierKit,
    best_slot,
    class_of,
    free_positions,
    item_size,
    kit_slots,
    slot_capacity,
    slot_fits,
    usability,
    validate_handoff,
)
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.ruleset import (
    Environment,
    Ruleset,
    RulingValue,
    load_ruleset,
    parse_ruleset,
)
from xcom_manager.rules.verdict import Verdict, Violation

# --------------------------------------------------------------------------------------------
# Helpers


def kit(
    soldier_id: int = 1,
    name: str = "Alice",
    soldier_class: str = "infantry",
    unit_type: str = "infantry",
    items: tuple[CarriedItem, ...] = (),
    species: str | None = None,
) -> SoldierKit:
    return SoldierKit(soldier_id, name, soldier_class, unit_type, items, species)


ALICE = kit(1, "Alice", "sniper")
BOB = kit(2, "Bob", "heavy")


def mission(
    phase: str = "movement",
    *,
    environment: Environment = Environment.ground,
    base_contact: bool = True,
    giver_actions: frozenset[str] = frozenset(),
    receiver_actions: frozenset[str] = frozenset(),
    giver_cannot_act: str | None = None,
    receiver_cannot_act: str | None = None,
) -> MissionPhaseContext:
    return MissionPhaseContext(
        phase,  # type: ignore[arg-type]
        environment,
        base_contact,
        giver_actions,
        receiver_actions,
        giver_cannot_act,
        receiver_cannot_act,
    )


def with_rulings(ruleset: Ruleset, **changes: RulingValue) -> Ruleset:
    """The ruleset with some rulings changed; keys use ``__`` for the dot."""
    rulings = dict(ruleset.rulings)
    for key, value in changes.items():
        rulings[key.replace("__", ".")] = value
    return dataclasses.replace(ruleset, rulings=MappingProxyType(rulings))


def only(verdict: Verdict, rule_id: str) -> list[Violation]:
    return [v for v in (*verdict.violations, *verdict.warnings) if v.rule_id == rule_id]


# --------------------------------------------------------------------------------------------
# The inventory model (INV-1, INV-2)


def test_inv_1_slot_capacity_comes_from_the_unit_type(wargame: Ruleset) -> None:
    """INV-1: infantry has 2 large, 4 small and a backpack; a bike has no backpack."""
    assert slot_capacity(wargame, kit(), "large") == 2
    assert slot_capacity(wargame, kit(), "small") == 4
    assert slot_capacity(wargame, kit(), "backpack") == 1
    assert slot_capacity(wargame, kit(unit_type="bike"), "backpack") == 0
    assert slot_capacity(wargame, kit(unit_type="no_such_type"), "large") == 0
    assert slot_capacity(wargame, kit(), "no_such_slot") == 0
    assert [(d.key, n) for d, n in kit_slots(wargame, kit(unit_type="walker"))] == [("large", 2)]


def test_inv_1_free_positions_skip_taken_ones_and_the_moving_item(wargame: Ruleset) -> None:
    """INV-1: positions are free within capacity; the moving item's own position counts free."""
    carrier = kit(items=(CarriedItem(7, "laser_pistol", "small", 1),))
    assert free_positions(wargame, carrier, "small") == (0, 2, 3)
    assert free_positions(wargame, carrier, "small", ignoring=7) == (0, 1, 2, 3)
    assert free_positions(wargame, carrier, "backpack") == (0,)
    assert free_positions(wargame, kit(unit_type="bike"), "backpack") == ()


def test_inv_2_r_4_sizes_0_and_1_fit_every_personal_slot_2_and_more_none(wargame: Ruleset) -> None:
    """R-4 / INV-2: an item's size defaults to the size of the slot it calls for (0 small, 1
    large); sizes 0 and 1 fit a large-size or a small-size slot (and the backpack), whatever
    slot they call for; size 2 or more fits no personal slot."""
    pistol, rifle, rocket = (wargame.items[k] for k in ("laser_pistol", "laser_rifle", "rocket"))
    assert (item_size(wargame, pistol), item_size(wargame, rifle)) == (0, 1)
    assert item_size(wargame, rocket) == 1  # calls for the backpack
    for item in (pistol, rifle, rocket):
        assert all(slot_fits(wargame, item, s) for s in ("small", "large", "backpack"))
        assert not slot_fits(wargame, item, "no_such_slot")
    person_sized = dataclasses.replace(rifle, size=2)
    assert not any(slot_fits(wargame, person_sized, s) for s in ("small", "large", "backpack"))
    # An item made without a size has the size of the slot it calls for.
    assert item_size(wargame, dataclasses.replace(pistol, size=None)) == 0
    assert item_size(wargame, dataclasses.replace(rifle, size=None)) == 1


def test_w_hand_3_r_4_a_rifle_in_a_small_slot_is_carried_unusable(wargame: Ruleset) -> None:
    """W-HAND-3 / R-4: a laser rifle calls for a large-size slot but may be carried in a
    small-size one; there it is carried, unusable (a warning, never a refusal)."""
    verdict = validate_handoff(
        wargame, wargame.items["laser_rifle"], source=None, target=ALICE, target_slot="small"
    )
    assert verdict.status == "allowed_with_warnings"
    assert verdict.rule_ids == ("W-HAND-3", "R-4")
    (warning,) = verdict.warnings
    assert warning.message_key == "carried_out_of_slot"
    assert warning.text == (
        "Alice carries Laser rifle in a Small-size slot, not in the Large-size slot it calls "
        "for: carried, unusable."
    )
    # In the slot it calls for it is usable, in the backpack it is not.
    assert usability(wargame, wargame.items["laser_rifle"], ALICE, "large", None) == ()
    (packed,) = usability(wargame, wargame.items["laser_rifle"], ALICE, "backpack", None)
    assert packed.message_key == "carried_out_of_slot"


def test_inv_2_an_item_of_size_2_fits_no_personal_slot(wargame: Ruleset) -> None:
    """INV-2: an item of size 2 or more (person-sized) is refused in any slot, named or not."""
    cannon = dataclasses.replace(wargame.items["heavy_plasma"], size=2)
    for slot in ("large", "small", "backpack", None):
        verdict = validate_handoff(wargame, cannon, source=None, target=ALICE, target_slot=slot)
        assert verdict.rule_ids == ("INV-2",), slot
        (violation,) = verdict.violations
        assert violation.message_key == "too_large_to_carry"
        assert violation.text == "Heavy plasma is of size 2: it fits no personal slot."


def test_r_4_handoff_into_the_only_free_slot_a_small_one(wargame: Ruleset) -> None:
    """W-HAND-3 / R-4 in a mission: a rifle handed to a soldier whose only free slot is a
    small-size one goes there, carried, unusable; with ``handoff.allow_unusable_carry =
    false`` the handoff is refused instead."""
    rifle = wargame.items["laser_rifle"]
    full = kit(
        2,
        "Bob",
        "heavy",
        items=(
            CarriedItem(1, "laser_rifle", "large", 0),
            CarriedItem(2, "heavy_laser", "large", 1),
            CarriedItem(3, "rocket", "backpack", 0),
        ),
    )
    assert best_slot(wargame, rifle, full) == ("small", 0)
    for slot in (None, "small"):
        verdict = validate_handoff(
            wargame, rifle, source=ALICE, target=full, target_slot=slot, mission=mission()
        )
        assert verdict.status == "allowed_with_warnings", slot
        assert verdict.rule_ids == ("W-HAND-3", "R-4")
    strict = with_rulings(wargame, handoff__allow_unusable_carry=False)
    refused = validate_handoff(
        strict, rifle, source=ALICE, target=full, target_slot=None, mission=mission()
    )
    assert refused.rule_ids == ("W-HAND-3", "R-4")
    (violation,) = refused.violations
    assert violation.message_key == "out_of_slot_refused"
    assert violation.text == (
        "Laser rifle calls for a Large-size slot, and this ruleset does not let Bob carry it "
        "in a Small-size slot, where it cannot be used."
    )
    # In the armoury R-4's key does not apply: a warning still.
    assert validate_handoff(strict, rifle, source=None, target=full, target_slot="small").allowed


def test_inv_1_position_taken_out_of_range_and_full(wargame: Ruleset) -> None:
    """INV-1: a taken position, a position beyond capacity and a full slot are all refused."""
    pistol = wargame.items["laser_pistol"]
    carrier = kit(
        items=(
            CarriedItem(1, "laser_rifle", "large", 0),
            CarriedItem(2, "heavy_laser", "large", 1),
            CarriedItem(3, "rocket", "backpack", 0),
        )
    )
    taken = validate_handoff(
        wargame, pistol, source=None, target=carrier, target_slot="large", target_index=0
    )
    assert [v.rule_id for v in taken.violations] == ["INV-1"]
    assert taken.violations[0].message_key == "position_taken"
    assert taken.violations[0].param("occupant") == "Laser rifle"

    beyond = validate_handoff(
        wargame, pistol, source=None, target=carrier, target_slot="small", target_index=4
    )
    assert beyond.rule_ids == ("INV-1",)
    assert beyond.violations[0].message_key == "position_out_of_range"

    full = validate_handoff(wargame, pistol, source=None, target=carrier, target_slot="backpack")
    assert [v.rule_id for v in full.violations] == ["INV-1"]
    assert full.violations[0].message_key == "slot_full"


def test_inv_1_slot_the_unit_type_lacks_is_refused(wargame: Ruleset) -> None:
    """INV-1: a bike has no backpack (capacity 0), so nothing goes there."""
    verdict = validate_handoff(
        wargame,
        wargame.items["medkit"],
        source=None,
        target=kit(unit_type="bike"),
        target_slot="backpack",
    )
    assert verdict.rule_ids == ("INV-1",)
    assert verdict.violations[0].message_key == "no_such_slot"


def test_inv_1_no_slot_chosen_picks_the_called_for_slot_then_any_fitting_one(
    wargame: Ruleset,
) -> None:
    """INV-1 / INV-2 / R-4: with no slot given, the item goes to the slot it calls for, else to
    another of the same size (the backpack for a rifle), else to any slot it fits (a small
    one); refused when none is free."""
    rifle = wargame.items["laser_rifle"]
    assert best_slot(wargame, rifle, kit()) == ("large", 0)
    both_hands = kit(
        items=(CarriedItem(1, "laser_rifle", "large", 0), CarriedItem(2, "rocket", "large", 1))
    )
    assert best_slot(wargame, rifle, both_hands) == ("backpack", 0)
    assert validate_handoff(
        wargame, rifle, source=None, target=both_hands, target_slot=None
    ).allowed
    packed = dataclasses.replace(
        both_hands, items=(*both_hands.items, CarriedItem(3, "rocket", "backpack", 0))
    )
    assert best_slot(wargame, rifle, packed) == ("small", 0)
    belts = tuple(CarriedItem(10 + i, "laser_pistol", "small", i) for i in range(4))
    stuffed = dataclasses.replace(packed, items=(*packed.items, *belts))
    assert best_slot(wargame, rifle, stuffed) is None
    verdict = validate_handoff(wargame, rifle, source=None, target=stuffed, target_slot=None)
    assert verdict.rule_ids == ("INV-1",)
    assert verdict.violations[0].message_key == "no_free_slot"
    # A pistol prefers its small-size slot.
    assert best_slot(wargame, wargame.items["laser_pistol"], kit()) == ("small", 0)


def test_inv_1_moving_within_own_inventory_frees_the_old_position(wargame: Ruleset) -> None:
    """INV-1: an item may move to another position of its carrier, even in a full slot."""
    carrier = kit(items=(CarriedItem(9, "rocket", "backpack", 0),))
    rocket = wargame.items["rocket"]
    blocked = validate_handoff(
        wargame, rocket, source=carrier, target=carrier, target_slot="backpack"
    )
    assert blocked.rule_ids == ("INV-1",)
    assert validate_handoff(
        wargame, rocket, source=carrier, target=carrier, target_slot="backpack", item_id=9
    ).allowed


# --------------------------------------------------------------------------------------------
# Armoury (outside a mission) versus a mission


def test_armoury_moves_check_only_fit_and_capacity(wargame: Ruleset) -> None:
    """Outside a mission no W-HAND rule applies: ammo goes between classes, no contact needed."""
    clip = wargame.items["plasma_clip"]
    for source, target in ((None, ALICE), (ALICE, None), (ALICE, BOB)):
        verdict = validate_handoff(wargame, clip, source=source, target=target, target_slot="small")
        assert verdict.status == "allowed", (source, target, verdict)
        assert verdict.rule_ids == ()


def test_w_hand_1_armoury_is_out_of_reach_during_a_mission(wargame: Ruleset) -> None:
    """W-HAND-1: in a battle only characters pass items; from or to the armoury is refused."""
    rifle = wargame.items["laser_rifle"]
    for source, target in ((None, ALICE), (ALICE, None)):
        verdict = validate_handoff(
            wargame, rifle, source=source, target=target, target_slot="large", mission=mission()
        )
        assert not verdict.allowed
        assert "W-HAND-1" in verdict.rule_ids
        assert verdict.status == "refused"
    # Between two characters in base contact the same rifle passes.
    verdict = validate_handoff(
        wargame, rifle, source=ALICE, target=BOB, target_slot="large", mission=mission()
    )
    assert verdict.status == "allowed"


def test_w_hand_2_requires_base_contact(wargame: Ruleset) -> None:
    """W-HAND-2: the two characters must be in base contact."""
    verdict = validate_handoff(
        wargame,
        wargame.items["medkit"],
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(base_contact=False),
    )
    assert verdict.rule_ids == ("W-HAND-2",)
    (violation,) = verdict.violations
    assert violation.message_key == "no_base_contact"
    assert violation.text == "Alice and Bob must be in base contact to pass Medi-kit."


@pytest.mark.parametrize(("phase", "allowed"), [("movement", True), ("shooting", True)])
def test_w_hand_2_movement_or_shooting_phase(wargame: Ruleset, phase: str, allowed: bool) -> None:
    """W-HAND-2: a handoff takes a movement or a shooting phase."""
    verdict = validate_handoff(
        wargame,
        wargame.items["medkit"],
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(phase),
    )
    assert verdict.allowed is allowed


def test_w_hand_2_not_in_the_assault_phase(wargame: Ruleset) -> None:
    """W-HAND-2: the assault phase is neither a movement nor a shooting phase."""
    verdict = validate_handoff(
        wargame,
        wargame.items["medkit"],
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission("assault"),
    )
    assert verdict.rule_ids == ("W-HAND-2",)
    assert verdict.violations[0].param("phase") == "assault"


def test_r_2_both_characters_spend_the_phase(wargame: Ruleset) -> None:
    """W-HAND-2 / R-2: neither may have done anything in the phase before (moved, run, jumped,
    climbed, swum, shot, stabilised, put on a tank, passed an item)."""
    medkit = wargame.items["medkit"]
    moved = validate_handoff(
        wargame,
        medkit,
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission("movement", receiver_actions=frozenset({"ran"})),
    )
    assert moved.rule_ids == ("W-HAND-2", "R-2")
    assert moved.violations[0].param("soldier") == "Bob"
    assert "already run" in moved.violations[0].text

    both = validate_handoff(
        wargame,
        medkit,
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(
            "shooting",
            giver_actions=frozenset({"shot"}),
            receiver_actions=frozenset({"handed_over"}),
        ),
    )
    assert [v.param("soldier") for v in both.violations] == ["Alice", "Bob"]

    # the whole phase: anything done in it before spends it (R-23: a jump, climb or swim
    # of the shooting phase is the run, and names R-23 too).
    for phase, actions, rulings in (
        ("movement", {"jumped"}, ("W-HAND-2", "R-2")),
        ("movement", {"replaced_tank"}, ("W-HAND-2", "R-2")),
        ("shooting", {"ran"}, ("W-HAND-2", "R-2")),
        ("shooting", {"stabilised"}, ("W-HAND-2", "R-2")),
        ("shooting", {"jumped"}, ("W-HAND-2", "R-2", "R-23")),
    ):
        verdict = validate_handoff(
            wargame,
            medkit,
            source=ALICE,
            target=BOB,
            target_slot="small",
            mission=mission(phase, receiver_actions=frozenset(actions)),
        )
        assert verdict.rule_ids == rulings, (phase, actions)
        assert verdict.violations[0].param("actions") == tuple(actions)
    # A phase in which neither has done anything yet is free.
    assert validate_handoff(
        wargame,
        medkit,
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission("shooting"),
    ).allowed


def test_r_2_ruling_off_only_the_giver_spends_the_phase(wargame: Ruleset) -> None:
    """R-2 with handoff.both_spend_phase = false: the receiver's moves no longer matter."""
    ruleset = with_rulings(wargame, handoff__both_spend_phase=False)
    medkit = wargame.items["medkit"]
    assert validate_handoff(
        ruleset,
        medkit,
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(receiver_actions=frozenset({"moved"})),
    ).allowed
    verdict = validate_handoff(
        ruleset,
        medkit,
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(giver_actions=frozenset({"moved"})),
    )
    assert verdict.rule_ids == ("W-HAND-2", "R-2")


def test_w_act_1_r_5_a_character_that_cannot_act_takes_no_part(wargame: Ruleset) -> None:
    """W-ACT-1 / R-5: a handoff is an action of both; the violation names the cause."""
    verdict = validate_handoff(
        wargame,
        wargame.items["medkit"],
        source=ALICE,
        target=BOB,
        target_slot="small",
        mission=mission(
            giver_cannot_act="freed from a net", receiver_cannot_act="released from mind control"
        ),
    )
    assert verdict.rule_ids == ("W-ACT-1", "R-5")
    assert [(v.param("soldier"), v.param("cause")) for v in verdict.violations] == [
        ("Alice", "freed from a net"),
        ("Bob", "released from mind control"),
    ]
    assert "(freed from a net)" in verdict.violations[0].text


def test_w_hand_3_r_4_weapon_without_its_slot_is_carried_unusable(wargame: Ruleset) -> None:
    """W-HAND-3 / R-4: a walker has no small-size slot, so a laser pistol it receives in a
    large-size slot is allowed with the warning "carried, unusable"."""
    walker = kit(3, "Vic", "heavy", "walker")
    pistol = wargame.items["laser_pistol"]
    for context in (None, mission()):
        source = None if context is None else BOB
        verdict = validate_handoff(
            wargame, pistol, source=source, target=walker, target_slot="large", mission=context
        )
        assert verdict.allowed
        assert verdict.status == "allowed_with_warnings"
        assert verdict.rule_ids == ("W-HAND-3", "R-4")
        assert verdict.warnings[0].text.endswith("carried, unusable.")
    # The same walker uses a large weapon: no warning.
    assert (
        validate_handoff(
            wargame,
            wargame.items["laser_rifle"],
            source=BOB,
            target=walker,
            target_slot="large",
            mission=mission(),
        ).status
        == "allowed"
    )
    # Only weapons are bound to their slot (a medkit is not).
    assert usability(wargame, wargame.items["medkit"], walker, "large", None) == ()


def test_w_hand_3_r_4_ruling_off_refuses_an_unusable_weapon(wargame: Ruleset) -> None:
    """W-HAND-3 / R-4 with handoff.allow_unusable_carry = false: the handoff is refused in a
    mission; in the armoury it stays a warning (R-4 rules on W-HAND handoffs)."""
    ruleset = with_rulings(wargame, handoff__allow_unusable_carry=False)
    walker = kit(3, "Vic", "heavy", "walker")
    pistol = wargame.items["laser_pistol"]
    refused = validate_handoff(
        ruleset, pistol, source=BOB, target=walker, target_slot="large", mission=mission()
    )
    assert not refused.allowed
    assert refused.rule_ids == ("W-HAND-3", "R-4")
    assert refused.violations[0].message_key == "unusable_refused"
    assert refused.warnings == ()
    armoury = validate_handoff(ruleset, pistol, source=None, target=walker, target_slot="large")
    assert armoury.status == "allowed_with_warnings"


def test_w_hand_3_r_4_ruling_off_in_a_parsed_ruleset() -> None:
    """R-4 set to false in a ruleset file (not just patched) refuses the same handoff."""
    text = WARGAME_PATH.read_text(encoding="utf-8").replace(
        "allow_unusable_carry = true", "allow_unusable_carry = false"
    )
    ruleset = parse_ruleset(text, "strict.toml")
    assert ruleset.ruling("handoff.allow_unusable_carry") is False
    verdict = validate_handoff(
        ruleset,
        ruleset.items["laser_pistol"],
        source=BOB,
        target=kit(3, "Vic", "heavy", "walker"),
        target_slot="large",
        mission=mission(),
    )
    assert verdict.status == "refused"
    assert "R-4" in verdict.rule_ids


def test_w_hand_4_r_3_ammo_only_between_the_same_class(wargame: Ruleset) -> None:
    """W-HAND-4 / R-3: ammunition passes only between characters of the same class."""
    clip = wargame.items["plasma_clip"]
    verdict = validate_handoff(
        wargame, clip, source=ALICE, target=BOB, target_slot="small", mission=mission()
    )
    assert verdict.rule_ids == ("W-HAND-4", "R-1", "R-3")
    (violation,) = verdict.violations
    assert violation.text == (
        "Plasma clip is ammunition and passes only between characters of the same class: "
        "Alice is Sniper, Bob is Heavy."
    )
    same = validate_handoff(
        wargame,
        clip,
        source=ALICE,
        target=kit(4, "Carol", "sniper"),
        target_slot="small",
        mission=mission(),
    )
    assert same.allowed


@pytest.mark.parametrize("item_key", ["plasma_rifle", "medkit", "frag_grenade", "motion_scanner"])
def test_r_3_weapons_and_equipment_pass_between_any_classes(
    wargame: Ruleset, item_key: str
) -> None:
    """R-3: W-HAND-4 restricts charges only; weapons, medkits, grenades pass freely."""
    item = wargame.items[item_key]
    slot = "large" if item_size(wargame, item) == "large" else "small"
    verdict = validate_handoff(
        wargame, item, source=ALICE, target=BOB, target_slot=slot, mission=mission()
    )
    assert verdict.allowed, verdict


def test_r_1_unit_type_as_the_class_changes_the_outcome(wargame: Ruleset) -> None:
    """R-1: with handoff.same_class_key = "unit_type", a sniper and a heavy (both infantry)
    share a class, and two snipers of different unit types do not."""
    clip = wargame.items["plasma_clip"]
    by_unit_type = with_rulings(wargame, handoff__same_class_key="unit_type")
    args = {"target_slot": "small", "mission": mission()}
    assert not validate_handoff(wargame, clip, source=ALICE, target=BOB, **args).allowed
    assert validate_handoff(by_unit_type, clip, source=ALICE, target=BOB, **args).allowed

    biker = kit(5, "Dan", "sniper", "bike")
    assert validate_handoff(wargame, clip, source=ALICE, target=biker, **args).allowed
    verdict = validate_handoff(by_unit_type, clip, source=ALICE, target=biker, **args)
    assert verdict.rule_ids == ("W-HAND-4", "R-1", "R-3")
    assert verdict.violations[0].param("receiver_class") == "Bike"
    assert "same unit type" in verdict.violations[0].text


def test_r_1_aliens_use_their_species_as_class(wargame: Ruleset) -> None:
    """R-1: an alien's class for W-HAND-4 is its species."""
    sectoid_a = kit(10, "Sectoid 1", "", "infantry", species="sectoid")
    sectoid_b = kit(11, "Sectoid 2", "", "infantry", species="sectoid")
    muton = kit(12, "Muton 1", "", "infantry", species="muton")
    assert class_of(wargame, sectoid_a) == ("species:sectoid", "Sectoid")
    clip = wargame.items["plasma_clip"]
    args = {"target_slot": "small", "mission": mission()}
    assert validate_handoff(wargame, clip, source=sectoid_a, target=sectoid_b, **args).allowed
    verdict = validate_handoff(wargame, clip, source=sectoid_a, target=muton, **args)
    assert verdict.rule_ids == ("W-HAND-4", "R-1", "R-3")


def test_w_water_1_r_15_ground_weapon_under_water_is_carried_unusable(
    wargame: Ruleset,
) -> None:
    """W-WATER-1 / R-15: under water a ground weapon may be carried but is marked unusable."""
    underwater = mission(environment=Environment.underwater)
    rifle = wargame.items["laser_rifle"]
    verdict = validate_handoff(
        wargame, rifle, source=ALICE, target=BOB, target_slot="large", mission=underwater
    )
    assert verdict.status == "allowed_with_warnings"
    assert verdict.rule_ids == ("W-WATER-1", "R-15")
    for key in ("gauss_rifle", "gas_cannon"):  # underwater and mixed weapons work
        assert (
            validate_handoff(
                wargame,
                wargame.items[key],
                source=ALICE,
                target=BOB,
                target_slot="large",
                mission=underwater,
            ).status
            == "allowed"
        )
    assert usability(wargame, rifle, BOB, "large", Environment.ground) == ()
    assert usability(wargame, rifle, BOB, "large", None) == ()


def test_every_finding_is_collected(wargame: Ruleset) -> None:
    """All violations are reported, not just the first, violations before warnings."""
    verdict = validate_handoff(
        wargame,
        wargame.items["rocket"],
        source=ALICE,
        target=kit(6, "Eve", "heavy", "bike"),
        target_slot="backpack",
        mission=mission(
            "shooting",
            base_contact=False,
            giver_actions=frozenset({"shot"}),
            receiver_cannot_act="dragged by others",
        ),
    )
    assert verdict.rule_ids == (
        "W-HAND-2",
        "R-2",
        "W-ACT-1",
        "R-5",
        "W-HAND-4",
        "R-1",
        "R-3",
        "INV-1",
    )
    assert len(verdict.texts) == 5


def test_own_inventory_in_a_mission_is_no_handoff(wargame: Ruleset) -> None:
    """W-HAND-2 governs passing between two characters; rearranging one's own kit is not."""
    carrier = kit(items=(CarriedItem(1, "laser_pistol", "small", 0),))
    verdict = validate_handoff(
        wargame,
        wargame.items["laser_pistol"],
        source=carrier,
        target=carrier,
        target_slot="large",
        mission=mission("assault", base_contact=False),
        item_id=1,
    )
    assert verdict.allowed


def test_mission_context_refuses_unknown_values() -> None:
    with pytest.raises(ValueError, match="phase"):
        mission("psychic")
    with pytest.raises(ValueError, match="environment"):
        mission(environment=Environment.mixed)
    with pytest.raises(ValueError, match="action"):
        mission(giver_actions=frozenset({"danced"}))


# --------------------------------------------------------------------------------------------
# Verdict and texts


def test_verdict_status_and_rule_ids_are_unique_in_order() -> None:
    a = Violation.of("W-HAND-2", "no_base_contact", giver="A", receiver="B", item="X")
    b = Violation.of("W-HAND-2", "phase_spent", ("R-2",), soldier="A")
    w = Violation.of("W-HAND-3", "carried_unusable", ("R-4",), soldier="A", slot="s", item="X")
    assert Verdict().status == "allowed" and Verdict().allowed
    assert Verdict(warnings=(w,)).status == "allowed_with_warnings"
    refused = Verdict((a, b), (w,))
    assert refused.status == "refused" and not refused.allowed
    assert refused.rule_ids == ("W-HAND-2", "R-2", "W-HAND-3", "R-4")


def test_violation_text_survives_missing_params_and_unknown_keys() -> None:
    assert Violation.of("INV-1", "no_such_slot", soldier="A").text == "A has no {slot}."
    assert Violation("W-HAND-1", "no_such_message").text == RULE_TEXTS["W-HAND-1"]


def test_rule_texts_cover_every_cited_rule() -> None:
    """RULE_TEXTS states W-HAND-1..4, W-ACT-1, W-WATER-1, R-1..R-5, R-15, INV-1 and INV-2."""
    expected = {
        "W-HAND-1",
        "W-HAND-2",
        "W-HAND-3",
        "W-HAND-4",
        "W-ACT-1",
        "W-WATER-1",
        "R-1",
        "R-2",
        "R-3",
        "R-4",
        "R-5",
        "R-15",
        "INV-1",
        "INV-2",
    }
    assert expected <= set(RULE_TEXTS)  # other rule modules add their own IDs
    assert RULE_TEXTS["W-HAND-2"] == (
        "Both characters must be in base contact and spend a full movement or shooting phase."
    )


# --------------------------------------------------------------------------------------------
# Properties

WARGAME = load_ruleset(WARGAME_PATH)
ITEM_KEYS = sorted(WARGAME.items)
SLOT_KEYS = [*WARGAME.slot_keys, "no_such_slot"]


@st.composite
def kits(draw: st.DrawFn, soldier_id: int) -> SoldierKit:
    carried = draw(
        st.lists(
            st.tuples(st.sampled_from(ITEM_KEYS), st.sampled_from(SLOT_KEYS), st.integers(0, 4)),
            max_size=4,
        )
    )
    return SoldierKit(
        soldier_id=soldier_id,
        name=f"Soldier {soldier_id}",
        soldier_class=draw(st.sampled_from([*WARGAME.soldier_classes, "", "ghost"])),
        unit_type=draw(st.sampled_from([*WARGAME.unit_types, "ghost"])),
        items=tuple(
            CarriedItem(100 * soldier_id + i, item, slot, index)
            for i, (item, slot, index) in enumerate(carried)
        ),
        species=draw(st.none() | st.sampled_from([*WARGAME.species, "ghost"])),
    )


contexts = st.none() | st.builds(
    MissionPhaseContext,
    phase=st.sampled_from(["movement", "shooting", "assault"]),
    environment=st.sampled_from([Environment.ground, Environment.underwater]),
    base_contact=st.booleans(),
    giver_actions=st.frozensets(st.sampled_from(sorted(ACTIONS))),
    receiver_actions=st.frozensets(st.sampled_from(sorted(ACTIONS))),
    giver_cannot_act=st.none() | st.just("freed from a cocoon"),
    receiver_cannot_act=st.none() | st.just("just activated"),
)

rulesets = st.builds(
    lambda key, both, carry: with_rulings(
        WARGAME,
        handoff__same_class_key=key,
        handoff__both_spend_phase=both,
        handoff__allow_unusable_carry=carry,
    ),
    st.sampled_from(["soldier_class", "unit_type"]),
    st.booleans(),
    st.booleans(),
)


@settings(max_examples=120, deadline=None)
@given(
    ruleset=rulesets,
    item_key=st.sampled_from(ITEM_KEYS),
    source=st.none() | kits(1),
    target=st.none() | kits(2) | kits(1),
    target_slot=st.none() | st.sampled_from(SLOT_KEYS),
    target_index=st.none() | st.integers(-2, 5),
    context=contexts,
)
def test_validate_handoff_never_raises_and_violations_refuse(
    ruleset: Ruleset,
    item_key: str,
    source: SoldierKit | None,
    target: SoldierKit | None,
    target_slot: str | None,
    target_index: int | None,
    context: MissionPhaseContext | None,
) -> None:
    """Any bundled item, unit type, slot and context: a verdict, never an exception; a verdict
    with violations is refused; every cited rule is stated in RULE_TEXTS; outside a mission no
    W-HAND refusal is given (only INV-1 / INV-2)."""
    verdict = validate_handoff(
        ruleset,
        ruleset.items[item_key],
        source=source,
        target=target,
        target_slot=target_slot,
        target_index=target_index,
        mission=context,
    )
    assert verdict.allowed == (not verdict.violations)
    if verdict.violations:
        assert verdict.status == "refused"
    assert set(verdict.rule_ids) <= set(RULE_TEXTS)
    for finding in (*verdict.violations, *verdict.warnings):
        assert "{" not in finding.text, finding
    if context is None:
        assert {v.rule_id for v in verdict.violations} <= {"INV-1", "INV-2"}
