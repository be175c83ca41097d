"""A character's inventory and the rules for moving an item (W-HAND, W-ACT-1, W-WATER-1).

The inventory model: a character's unit type gives it a number of positions in each slot of the
ruleset (``UnitType.slots``: large-size slots, small-size slots, a backpack and its analogues).
A :class:`SoldierKit` is everything the rules need to know of a carrier; positions are numbered
from 0 within a slot.

Slot fit (R-4 and INV-2, an app rule): every item has a size of the full wargame ruleset
(``ItemType.size``: 0 for a small-size slot, 1 for a large-size slot, "one per hand or the
backpack", 2 person-sized, 3 very large; by default the size of the slot it calls for). Items of
size 0 or 1 may be carried in any personal slot, large-size or small-size (W-HAND-3: "most
weapons can be carried in either"); items of size 2 or more fit none. Where an item sits decides
whether it can be used (:func:`usability`): a weapon only in the slot it calls for, on a
character whose unit type has that slot; anywhere else it is carried, unusable (R-4: a warning,
never a refusal, unless ``handoff.allow_unusable_carry`` is false in a mission).

:func:`validate_handoff` is the one check for every movement of an item, used by the armoury
screens and by the mission tracker alike:

* outside a mission (``mission=None``: the armoury, between missions) only INV-1 (the slot exists
  for the receiver, the position is free) and INV-2 (fit) can refuse; usability warnings still
  come with the verdict;
* inside a mission every W-HAND rule applies: W-HAND-1 (only characters pass items: the armoury is
  out of reach), W-HAND-2 with R-2 and R-23 (base contact; a movement or shooting phase in which
  neither character has done anything yet, and nothing after it: ``rules.phase_actions``),
  W-ACT-1 with R-5 (neither may be barred from acting), W-HAND-3 with R-4 (a weapon that ends up
  carried, unusable), W-HAND-4 with R-1 and R-3 (ammunition only between characters of the same
  class), and W-WATER-1 with R-15 (a ground weapon under water is carried, unusable).

Every finding is collected, not just the first. Nothing here raises for a move the rules forbid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, cast

import xcom_manager.rules.inventory_messages  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.errors import (
    RulesError,
    choice,
    optional_whole_number,
    shown,
    text,
    whole_number,
)
from xcom_manager.rules.phase_actions import (
    ACTIONS,
    HANDOFF_PHASES,
    PHASES,
    phase_conflicts,
)
from xcom_manager.rules.ruleset import Environment, ItemKind, ItemType, Ruleset, SlotDef
from xcom_manager.rules.ruleset.values import DEFAULT_ITEM_SIZES
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "ACTIONS",
    "PERSONAL_SLOT_MAX_SIZE",
    "PHASES",
    "CarriedItem",
    "MissionPhase",
    "MissionPhaseContext",
    "SoldierKit",
    "best_slot",
    "class_of",
    "free_positions",
    "item_size",
    "kit_slots",
    "slot_capacity",
    "slot_fits",
    "usability",
    "validate_handoff",
]

MissionPhase = Literal["movement", "shooting", "assault"]

#: R-4 / INV-2: the largest item size a personal slot (large-size or small-size) can carry.
PERSONAL_SLOT_MAX_SIZE = 1

#: W-HAND-3 / R-4: the kinds of item usable only in the slot they call for.
_SLOT_BOUND_KINDS: frozenset[ItemKind] = frozenset({ItemKind.weapon})

#: The bounds of an id (a database row's), of a position in a slot and of an item's charges.
_MAX_ID = 2**63 - 1
_MAX_POSITION = 999


def _optional_text(name: str, value: object) -> str | None:
    return None if value is None else text(name, value)


def _actions(name: str, value: object) -> frozenset[str]:
    """What a character did this phase: a set of action words."""
    if not isinstance(value, frozenset | set) or not all(isinstance(a, str) for a in value):
        raise RulesError(f"{name} must be a set of action words, not {shown(value)}")
    return frozenset(value)


#: R-4 with ``handoff.allow_unusable_carry = false``: a handoff leaving a weapon carried,
#: unusable is refused, each warning with its refusal.
_REFUSED_UNUSABLE: dict[str, str] = {
    "carried_unusable": "unusable_refused",
    "carried_out_of_slot": "out_of_slot_refused",
}


@dataclass(frozen=True, slots=True)
class CarriedItem:
    """An item a character carries: which item, of what type, in which slot and position, and
    the charges it has left (``None``: not counted, or an item without charges)."""

    item_id: int
    item_type: str
    slot: str
    slot_index: int
    charges: int | None = None

    def __post_init__(self) -> None:
        whole_number("an item's id", self.item_id, minimum=-_MAX_ID, maximum=_MAX_ID)
        text("an item's type", self.item_type)
        text("an item's slot", self.slot)
        whole_number("an item's position", self.slot_index, minimum=0, maximum=_MAX_POSITION)
        optional_whole_number("an item's charges", self.charges, minimum=0, maximum=_MAX_POSITION)


@dataclass(frozen=True, slots=True)
class SoldierKit:
    """A carrier as the rules see it: who, of which class (R-1), unit type (slot capacities),
    what it carries, and for an alien its species (R-1: aliens use their species as class)."""

    soldier_id: int
    name: str
    soldier_class: str
    unit_type: str
    items: tuple[CarriedItem, ...] = ()
    species: str | None = None

    def __post_init__(self) -> None:
        whole_number("a soldier's id", self.soldier_id, minimum=-_MAX_ID, maximum=_MAX_ID)
        text("a soldier's name", self.name)
        text("a soldier's class", self.soldier_class)
        text("a soldier's unit type", self.unit_type)
        _optional_text("a species", self.species)
        if not isinstance(self.items, tuple | list) or not all(
            isinstance(item, CarriedItem) for item in self.items
        ):
            raise RulesError(f"what a soldier carries is a list of items, not {shown(self.items)}")
        object.__setattr__(self, "items", tuple(self.items))


@dataclass(frozen=True, slots=True)
class MissionPhaseContext:
    """Where a handoff happens in a mission (W-HAND-2, W-ACT-1, W-WATER-1).

    ``giver_actions`` / ``receiver_actions`` are what each character already did this phase
    (:data:`ACTIONS`); ``giver_cannot_act`` / ``receiver_cannot_act`` name the W-ACT-1 cause
    (a ``ReleaseCause`` key: ``freed_from_net``, ...) when the character may not act until the
    end of the phase.
    ``environment`` is ``ground`` or ``underwater``.
    """

    phase: MissionPhase
    environment: Environment
    base_contact: bool
    giver_actions: frozenset[str] = field(default_factory=frozenset)
    receiver_actions: frozenset[str] = field(default_factory=frozenset)
    giver_cannot_act: str | None = None
    receiver_cannot_act: str | None = None

    def __post_init__(self) -> None:
        choice("phase", self.phase, PHASES)
        if self.environment not in (Environment.ground, Environment.underwater):
            raise RulesError(
                f"a mission's environment is ground or underwater, not {shown(self.environment)}"
            )
        object.__setattr__(self, "environment", Environment(self.environment))
        if not isinstance(self.base_contact, bool):
            raise RulesError(f"base contact is true or false, not {shown(self.base_contact)}")
        giver = _actions("what the giver did", self.giver_actions)
        receiver = _actions("what the receiver did", self.receiver_actions)
        object.__setattr__(self, "giver_actions", giver)
        object.__setattr__(self, "receiver_actions", receiver)
        _optional_text("why the giver cannot act", self.giver_cannot_act)
        _optional_text("why the receiver cannot act", self.receiver_cannot_act)
        unknown = (giver | receiver) - ACTIONS
        if unknown:
            raise RulesError(
                f"unknown action(s) {', '.join(sorted(unknown))}; "
                f"known: {', '.join(sorted(ACTIONS))}"
            )


# --------------------------------------------------------------------------------------------
# The inventory model


def _slot_def(ruleset: Ruleset, slot: str) -> SlotDef | None:
    for definition in ruleset.slots:
        if definition.key == slot:
            return definition
    return None


def _slot_label(ruleset: Ruleset, slot: str) -> str:
    definition = _slot_def(ruleset, slot)
    return definition.label if definition is not None else slot


def slot_capacity(ruleset: Ruleset, kit: SoldierKit, slot: str) -> int:
    """INV-1: how many positions of ``slot`` the kit's unit type has (0 for none, for an unknown
    slot or an unknown unit type)."""
    text("slot", slot)
    unit = ruleset.unit_types.get(kit.unit_type)
    if unit is None:
        return 0
    return unit.slots.get(slot, 0)


def free_positions(
    ruleset: Ruleset, kit: SoldierKit, slot: str, *, ignoring: int | None = None
) -> tuple[int, ...]:
    """INV-1: the free positions of ``slot``, ascending, within the slot's capacity.

    ``ignoring`` is an item id whose position counts as free (the item being moved).
    """
    optional_whole_number("the item moved", ignoring, minimum=-_MAX_ID, maximum=_MAX_ID)
    taken = {
        carried.slot_index
        for carried in kit.items
        if carried.slot == slot and carried.item_id != ignoring
    }
    return tuple(i for i in range(slot_capacity(ruleset, kit, slot)) if i not in taken)


def kit_slots(ruleset: Ruleset, kit: SoldierKit) -> tuple[tuple[SlotDef, int], ...]:
    """The kit's inventory: each slot of the ruleset that its unit type has, with its capacity,
    in the ruleset's order (INV-1)."""
    return tuple(
        (definition, capacity)
        for definition in ruleset.slots
        if (capacity := slot_capacity(ruleset, kit, definition.key)) > 0
    )


def item_size(ruleset: Ruleset, item: ItemType) -> int:
    """R-4 / INV-2: the item's size (0..3): ``ItemType.size``, or for an item made without one
    the size of the slot it calls for (0 for a small-size slot, 1 for a large-size one)."""
    if item.size is not None:
        return item.size
    definition = _slot_def(ruleset, item.slot)
    return DEFAULT_ITEM_SIZES.get(definition.size, 1) if definition is not None else 1


def slot_fits(ruleset: Ruleset, item: ItemType, slot: str) -> bool:
    """R-4 / INV-2: an item of size 0 or 1 may be carried in any personal slot of the ruleset,
    large-size or small-size, whatever slot it calls for; one of size 2 or more in none."""
    return _slot_def(ruleset, slot) is not None and (
        item_size(ruleset, item) <= PERSONAL_SLOT_MAX_SIZE
    )


def best_slot(
    ruleset: Ruleset, item: ItemType, kit: SoldierKit, *, ignoring: int | None = None
) -> tuple[str, int] | None:
    """Where ``item`` would go on ``kit`` when no slot is chosen: the first free position of
    the slot it calls for, else of another slot of the same size (a rifle to the backpack),
    else of any other slot it fits (INV-1, INV-2; carried, unusable under R-4 when that is not
    the slot it calls for); ``None`` when nothing is free or nothing fits."""
    called = _slot_def(ruleset, item.slot)
    same_size = [d.key for d in ruleset.slots if called is not None and d.size == called.size]
    others = [d.key for d in ruleset.slots]
    candidates = dict.fromkeys([item.slot, *same_size, *others])
    for slot in candidates:
        if not slot_fits(ruleset, item, slot):
            continue
        free = free_positions(ruleset, kit, slot, ignoring=ignoring)
        if free:
            return slot, free[0]
    return None


def class_of(ruleset: Ruleset, kit: SoldierKit) -> tuple[str, str]:
    """R-1: the "class" of W-HAND-4 as ``(key, display name)``.

    Under ``handoff.same_class_key = "soldier_class"`` (the default) it is the soldier class, or
    the species for an alien; under ``"unit_type"`` it is the 40k unit type for everyone.
    """
    if ruleset.ruling("handoff.same_class_key") == "unit_type":
        unit = ruleset.unit_types.get(kit.unit_type)
        return f"unit_type:{kit.unit_type}", unit.name if unit is not None else kit.unit_type
    if kit.species is not None:
        species = ruleset.species.get(kit.species)
        return f"species:{kit.species}", species.name if species is not None else kit.species
    soldier_class = ruleset.soldier_classes.get(kit.soldier_class)
    name = soldier_class.name if soldier_class is not None else kit.soldier_class
    return f"soldier_class:{kit.soldier_class}", name


# --------------------------------------------------------------------------------------------
# Usability


def usability(
    ruleset: Ruleset,
    item: ItemType,
    kit: SoldierKit,
    slot: str,
    environment: Environment | None,
) -> tuple[Violation, ...]:
    """Warnings for ``item`` carried by ``kit`` in ``slot``; ``()`` when it can be used.

    * W-HAND-3 with R-4: a weapon is usable only while it sits in the slot it calls for, on a
      character whose unit type has that slot. Without that slot at all (capacity 0) it is
      "carried, unusable" (``carried_unusable``); with the slot, but carried in another one
      (a rifle on the belt or in the backpack) likewise (``carried_out_of_slot``). Only
      weapons are bound to their slot.
    * W-WATER-1 with R-15: under water (``environment`` ``underwater``) only underwater and
      mixed items work; a ground item (weapon, grenade, flare) is carried, unusable.
      ``environment=None`` (outside a mission) and ``ground`` give no such warning.
    """
    warnings: list[Violation] = []
    text("slot", slot)
    if item.kind in _SLOT_BOUND_KINDS:
        lacks = slot_capacity(ruleset, kit, item.slot) == 0
        if lacks or slot != item.slot:
            warnings.append(
                Violation.of(
                    "W-HAND-3",
                    "carried_unusable" if lacks else "carried_out_of_slot",
                    ("R-4",),
                    item=item.name,
                    soldier=kit.name,
                    slot=_slot_label(ruleset, item.slot),
                    carried_in=_slot_label(ruleset, slot),
                )
            )
    if environment is Environment.underwater and item.environment is Environment.ground:
        warnings.append(
            Violation.of(
                "W-WATER-1",
                "ground_weapon_underwater",
                ("R-15",),
                item=item.name,
                soldier=kit.name,
            )
        )
    return tuple(warnings)


# --------------------------------------------------------------------------------------------
# The handoff check


def _place(
    ruleset: Ruleset,
    item: ItemType,
    target: SoldierKit,
    target_slot: str | None,
    target_index: int | None,
    ignoring: int | None,
) -> tuple[str | None, list[Violation]]:
    """INV-1 and INV-2 for putting ``item`` on ``target``: the slot it lands in and problems."""
    size = item_size(ruleset, item)
    too_large = Violation.of("INV-2", "too_large_to_carry", item=item.name, size=size)
    if target_slot is None:
        found = best_slot(ruleset, item, target, ignoring=ignoring)
        if found is None:
            if size > PERSONAL_SLOT_MAX_SIZE:
                return None, [too_large]
            return None, [
                Violation.of("INV-1", "no_free_slot", item=item.name, soldier=target.name)
            ]
        return found[0], []

    problems: list[Violation] = []
    label = _slot_label(ruleset, target_slot)
    capacity = slot_capacity(ruleset, target, target_slot)
    if capacity == 0:
        problems.append(
            Violation.of("INV-1", "no_such_slot", soldier=target.name, slot=label, item=item.name)
        )
    if _slot_def(ruleset, target_slot) is not None and not slot_fits(ruleset, item, target_slot):
        problems.append(too_large)
    if capacity > 0:
        free = free_positions(ruleset, target, target_slot, ignoring=ignoring)
        if target_index is None:
            if not free:
                problems.append(
                    Violation.of(
                        "INV-1", "slot_full", soldier=target.name, slot=label, capacity=capacity
                    )
                )
        elif not 0 <= target_index < capacity:
            problems.append(
                Violation.of(
                    "INV-1",
                    "position_out_of_range",
                    soldier=target.name,
                    slot=label,
                    position=target_index + 1,
                    capacity=capacity,
                )
            )
        elif target_index not in free:
            occupant = next(
                (
                    c.item_type
                    for c in target.items
                    if c.slot == target_slot and c.slot_index == target_index
                ),
                "",
            )
            occupant_type = ruleset.items.get(occupant)
            problems.append(
                Violation.of(
                    "INV-1",
                    "position_taken",
                    soldier=target.name,
                    slot=label,
                    position=target_index + 1,
                    occupant=occupant_type.name if occupant_type is not None else occupant,
                )
            )
    return target_slot, problems


def _mission_violations(
    ruleset: Ruleset,
    item: ItemType,
    source: SoldierKit | None,
    target: SoldierKit | None,
    mission: MissionPhaseContext,
) -> list[Violation]:
    """W-HAND-1, W-HAND-2 (R-2), W-ACT-1 (R-5) and W-HAND-4 (R-1, R-3) for a handoff in a
    mission. W-HAND-3 (R-4) is decided with the target slot in :func:`validate_handoff`."""
    found: list[Violation] = []

    # W-HAND-1: during a battle only characters pass items; the armoury is out of reach.
    if source is None or target is None:
        found.append(
            Violation.of(
                "W-HAND-1",
                "armoury_in_mission",
                item=item.name,
                direction="from" if source is None else "to",
            )
        )

    # W-HAND-2: base contact, and a movement or shooting phase.
    if source is not None and target is not None and not mission.base_contact:
        found.append(
            Violation.of(
                "W-HAND-2",
                "no_base_contact",
                item=item.name,
                giver=source.name,
                receiver=target.name,
            )
        )
    in_phase = mission.phase in HANDOFF_PHASES
    if not in_phase:
        found.append(Violation.of("W-HAND-2", "wrong_phase", item=item.name, phase=mission.phase))

    # the handoff spends the whole phase of both characters (of the giver alone when the
    # ruling is off), so neither may have done anything in it yet; R-23: a jump, climb or swim
    # of the shooting phase is a run, and spends it too.
    both = bool(ruleset.ruling("handoff.both_spend_phase"))
    sides: list[tuple[SoldierKit | None, frozenset[str], str | None]] = [
        (source, mission.giver_actions, mission.giver_cannot_act),
        (target, mission.receiver_actions, mission.receiver_cannot_act),
    ]
    if in_phase:
        for position, (kit, actions, _) in enumerate(sides):
            if kit is None or (position == 1 and not both):
                continue
            spent = phase_conflicts(actions, "handed_over", mission.phase)
            if spent:
                ran = mission.phase == "shooting" and "jumped" in spent
                found.append(
                    Violation.of(
                        "W-HAND-2",
                        "phase_spent",
                        ("R-2", "R-23") if ran else ("R-2",),
                        item=item.name,
                        soldier=kit.name,
                        actions=tuple(sorted(spent)),
                        phase=mission.phase,
                    )
                )

    # W-ACT-1 / R-5: a handoff is an action of both characters.
    for kit, _, cause in sides:
        if kit is not None and cause is not None:
            found.append(
                Violation.of(
                    "W-ACT-1",
                    "cannot_act",
                    ("R-5",),
                    item=item.name,
                    soldier=kit.name,
                    cause=cause,
                )
            )

    # W-HAND-4 / R-1 / R-3: ammunition passes only between characters of the same class.
    if item.kind is ItemKind.ammo and source is not None and target is not None:
        giver_key, giver_class = class_of(ruleset, source)
        receiver_key, receiver_class = class_of(ruleset, target)
        if giver_key != receiver_key:
            key = cast(str, ruleset.ruling("handoff.same_class_key"))
            found.append(
                Violation.of(
                    "W-HAND-4",
                    "ammo_other_class",
                    ("R-1", "R-3"),
                    item=item.name,
                    giver=source.name,
                    giver_class=giver_class,
                    receiver=target.name,
                    receiver_class=receiver_class,
                    class_kind="unit_type" if key == "unit_type" else "soldier_class",
                )
            )
    return found


def validate_handoff(
    ruleset: Ruleset,
    item: ItemType,
    *,
    source: SoldierKit | None,
    target: SoldierKit | None,
    target_slot: str | None,
    target_index: int | None = None,
    mission: MissionPhaseContext | None = None,
    item_id: int | None = None,
) -> Verdict:
    """Check moving ``item`` from ``source`` to ``target`` (``None`` is the armoury).

    ``target_slot`` / ``target_index`` name the position on ``target``; ``None`` picks the first
    free position (:func:`best_slot` when the slot itself is ``None``). ``item_id`` is the moving
    item, whose own position counts as free (a move within one character's inventory).

    Outside a mission (``mission=None``) only INV-1 (the target has the slot, the position is
    free and within capacity) and INV-2 (an item of size 2 or more fits no personal slot) can
    refuse; the usability warnings of :func:`usability` (W-HAND-3 / R-4 "carried, unusable")
    still come with the verdict.

    Inside a mission a handoff between two characters is also checked against W-HAND-1 (the
    armoury is out of reach), W-HAND-2 with R-2 and R-23 (base contact; a movement or shooting
    phase in which neither character did anything yet), W-ACT-1 and R-5 (neither may be barred
    from acting), W-HAND-4 with R-1 and R-3 (ammunition only between characters of the same
    class), and W-HAND-3 with R-4 (a weapon that lands outside the slot it calls for, or with a
    receiver lacking that slot, is carried, unusable, or refused when
    ``handoff.allow_unusable_carry`` is false); W-WATER-1 / R-15 warns of a ground item under
    water. A character rearranging its own inventory (source and target the same soldier)
    is no handoff: only INV-1, INV-2 and the warnings apply.

    Every finding is collected; nothing is raised for a move the rules forbid.
    """
    violations: list[Violation] = []
    warnings: list[Violation] = []
    _optional_text("the target slot", target_slot)
    optional_whole_number("the target position", target_index, minimum=-1000, maximum=1000)
    optional_whole_number("the item moved", item_id, minimum=-_MAX_ID, maximum=_MAX_ID)

    own_kit = source is not None and target is not None and source.soldier_id == target.soldier_id
    if mission is not None and not own_kit:
        violations.extend(_mission_violations(ruleset, item, source, target, mission))

    if target is not None:
        slot, problems = _place(ruleset, item, target, target_slot, target_index, item_id)
        violations.extend(problems)
        if slot is not None and slot_fits(ruleset, item, slot):  # (INV-2: it cannot go there)
            found = usability(ruleset, item, target, slot, mission.environment if mission else None)
            refuse_unusable = (
                mission is not None
                and not own_kit
                and not ruleset.ruling("handoff.allow_unusable_carry")
            )
            for finding in found:
                refused_as = _REFUSED_UNUSABLE.get(finding.message_key)
                if refused_as is not None and refuse_unusable:
                    violations.append(
                        Violation(finding.rule_id, refused_as, finding.params, finding.rulings)
                    )
                else:
                    warnings.append(finding)

    return Verdict(tuple(violations), tuple(warnings))
