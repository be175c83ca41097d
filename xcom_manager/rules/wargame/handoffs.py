"""Passing items on the battlefield (W-HAND-1..4, W-ACT-1 / R-5, R-1..R-4, W-WATER-1).

The one check of every item movement is :func:`~xcom_manager.rules.inventory.validate_handoff`;
here the mission gives it its context (the phase, what each character did in it, W-ACT-1, the
environment) and adds who may act now (MIS-1, MIS-4). The event records the verdict's warnings
as findings (keys and parameters), and whether the receiver spent its phase (R-2 as the ruleset
said at the time).
"""

from __future__ import annotations

from xcom_manager.rules.errors import RulesError, optional_whole_number, shown, text, whole_number
from xcom_manager.rules.inventory import (
    MissionPhaseContext,
    best_slot,
    free_positions,
    slot_fits,
    validate_handoff,
)
from xcom_manager.rules.mission.system import Fact, refuse_if
from xcom_manager.rules.phase_actions import ACTIONS
from xcom_manager.rules.ruleset import Environment, Ruleset
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.rules.wargame.checks import in_play, kit, their_turn
from xcom_manager.rules.wargame.state import EventType, WargameState

__all__ = ["check_hand_over", "hand_over", "handoff_places"]


def check_hand_over(
    state: WargameState,
    ruleset: Ruleset,
    giver_id: str,
    receiver_id: str,
    item_id: int,
    base_contact: bool,
    target_slot: str | None = None,
    target_index: int | None = None,
) -> Verdict:
    """W-HAND-1..4, W-ACT-1 / R-5, R-1..R-4, R-23, W-WATER-1 through
    :func:`rules.inventory.validate_handoff`, with the phase context built from the state (what
    each character did this phase, in the words of ``rules.phase_actions``: any of it spends
    the phase for a handoff, R-2); plus W-HAND-1 (not to itself, not to an enemy), MIS-1 and
    MIS-4 for both characters. Odd values (an item id that is no whole number, a position given
    as text) are a :class:`~xcom_manager.rules.errors.RulesError`."""
    whole_number("the item", item_id, minimum=-(2**63), maximum=2**63)
    if not isinstance(base_contact, bool):
        raise RulesError(f"base contact is true or false, not {shown(base_contact)}")
    if target_slot is not None:
        text("the target slot", target_slot)
    optional_whole_number("the target position", target_index, minimum=-1000, maximum=1000)
    giver = state.character(giver_id)
    receiver = state.character(receiver_id)
    found: list[Violation] = []
    if giver.id == receiver.id:
        found.append(Violation.of("W-HAND-1", "mission_handoff_self", soldier=giver.name))
    elif giver.side != receiver.side:
        # W-HAND-1: characters pass each other objects; nobody hands kit to the enemy.
        found.append(
            Violation.of(
                "W-HAND-1", "mission_handoff_enemy", soldier=giver.name, receiver=receiver.name
            )
        )
    for ch in (giver, receiver):
        found += [*in_play(ch), *their_turn(state, ch, "hand_over")]
    carried = next((i for i in giver.items if i.item_id == item_id), None)
    if carried is None:
        found.append(
            Violation.of("W-HAND-1", "mission_item_not_carried", soldier=giver.name, item=item_id)
        )
        return Verdict(tuple(found))
    item = ruleset.items.get(carried.item_type)
    if item is None:
        raise RulesError(
            f"item type {shown(carried.item_type)} is not in ruleset {shown(ruleset.id)}"
        )
    context = MissionPhaseContext(
        phase=state.phase.value,
        environment=Environment(state.setup.environment),
        base_contact=base_contact,
        # What each did this phase (a word an old event may have left that the rules no longer
        # know is dropped, not a crash: the fold is tolerant, and so is this).
        giver_actions=giver.acted & ACTIONS,
        receiver_actions=receiver.acted & ACTIONS,
        giver_cannot_act=giver.cannot_act,
        receiver_cannot_act=receiver.cannot_act,
    )
    verdict = validate_handoff(
        ruleset,
        item,
        source=kit(state, giver),
        target=kit(state, receiver),
        target_slot=target_slot,
        target_index=target_index,
        mission=context,
    )
    return Verdict((*found, *verdict.violations), verdict.warnings)


def hand_over(
    state: WargameState,
    ruleset: Ruleset,
    giver_id: str,
    receiver_id: str,
    item_id: int,
    base_contact: bool,
    target_slot: str | None = None,
    target_index: int | None = None,
) -> list[Fact]:
    """Pass an item (W-HAND-1, W-HAND-2): checked by :func:`check_hand_over`; on success the
    giver has spent the phase, the receiver too under R-2 (``handoff.both_spend_phase``), and
    the item moves to the receiver's slot (the first free position that fits when none is
    named). The payload keeps the warnings (W-HAND-3 / R-4 carried, unusable; W-WATER-1 /
    R-15) as findings."""
    verdict = check_hand_over(
        state, ruleset, giver_id, receiver_id, item_id, base_contact, target_slot, target_index
    )
    refuse_if(verdict.violations, verdict.warnings)
    giver = state.character(giver_id)
    receiver = state.character(receiver_id)
    carried = next(i for i in giver.items if i.item_id == item_id)
    item = ruleset.items[carried.item_type]
    receiver_kit = kit(state, receiver)
    if target_slot is None:
        place = best_slot(ruleset, item, receiver_kit)
        assert place is not None  # validate_handoff found a place
        slot, index = place
    else:
        slot = target_slot
        index = (
            target_index
            if target_index is not None
            else free_positions(ruleset, receiver_kit, target_slot)[0]
        )
    both = bool(ruleset.ruling("handoff.both_spend_phase"))
    rule_ids = ["W-HAND-1", "W-HAND-2"]
    if both:
        rule_ids.append("R-2")
    rule_ids += [r for r in verdict.rule_ids if r not in rule_ids]
    payload = {
        "giver": giver.id,
        "receiver": receiver.id,
        "item_id": item_id,
        "item_type": carried.item_type,
        "slot": slot,
        "slot_index": index,
        "base_contact": True,
        "receiver_spends": both,
        "warnings": [w.to_json() for w in verdict.warnings],
        "rule_ids": rule_ids,
    }
    return [(EventType.handed_over, payload)]


def handoff_places(
    state: WargameState, ruleset: Ruleset, giver_id: str, receiver_id: str, item_id: int
) -> tuple[tuple[str, int], ...]:
    """W-HAND-3, INV-1, INV-2: where the receiver could take the giver's item, as ``(slot,
    position)``: every free position of the receiver's slots that the item fits (R-4: carried
    out of the slot it calls for, it may be unusable; :func:`check_hand_over` says so), the
    place a handoff naming no slot takes first (:func:`~xcom_manager.rules.inventory.best_slot`),
    then the others in the ruleset's slot order. Empty when the giver does not carry the item
    or nothing is free; an unknown character is a :class:`RulesError`."""
    text("the giver", giver_id)
    text("the receiver", receiver_id)
    whole_number("the item", item_id, minimum=-(2**63), maximum=2**63)
    giver = state.character(giver_id)
    receiver = state.character(receiver_id)
    carried = next((i for i in giver.items if i.item_id == item_id), None)
    item = None if carried is None else ruleset.items.get(carried.item_type)
    if item is None:
        return ()
    receiver_kit = kit(state, receiver)
    places = [
        (definition.key, index)
        for definition in ruleset.slots
        if slot_fits(ruleset, item, definition.key)
        for index in free_positions(ruleset, receiver_kit, definition.key)
    ]
    first = best_slot(ruleset, item, receiver_kit)
    if first in places:
        places.remove(first)
        places.insert(0, first)
    return tuple(places)
