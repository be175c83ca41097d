"""A character's inventory and the rules for moving an item (W-HAND, W-ACT-1, W-WATER-1).

The inventory model: a character's unit type gives it a number of positions in each slot of the
ruleset (``UnitType.slots``: large-size slots, small-size slots, a backpack and its analogues).
A :class:`SoldierKit` is everything the rules need to know of a carrier; positions are numbered
from 0 within a slot.

Slot fit (INV-2, an app rule): every item has a size, the ``size`` of the slot it calls for
(``ItemType.slot``): in the bundled wargame ``large`` for the large-size slot and the backpack
(item size 1 of the full ruleset: "one per hand or the backpack"), ``small`` for the small-size
slot (size 0). An item fits any slot whose size is at least its own: a small item goes into a
small-size slot, a large-size slot or the backpack; a large item (a rifle, a rocket) goes into a
large-size slot or the backpack, never into a small-size slot. Where an item sits says nothing of
whether it can be used; that is :func:`usability`.

:func:`validate_handoff` is the one check for every movement of an item, used by the armoury
screens and by the mission tracker alike:

* outside a mission (``mission=None``: the armoury, between missions) only INV-1 (the slot exists
  for the receiver, the position is free) and INV-2 (fit) can refuse; usability warnings still
  come with the verdict;
* inside a mission every W-HAND rule applies: W-HAND-1 (only characters pass items: the armoury is
  out of reach), W-HAND-2 with R-2 and R-23 (base contact; a movement or shooting phase in which
  neither character has done anything yet, and nothing after it: ``rules.phase_actions``),
  W-ACT-1 with R-5 (neither may be barred from acting), W-HAND-3 with R-4 (a weapon for a slot
  the receiver lacks), W-HAND-4 with R-1 and R-3 (ammunition only between characters of the same
  class), and W-WATER-1 with R-15 (a ground weapon under water is carried, unusable).

Every finding is collected, not just the first. Nothing here raises for a move the rules forbid.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, cast

import xcom_manager.rules.inventory_messages  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.phase_actions import (
    ACTIONS,
    HANDOFF_PHASES,
    PHASES,
    phase_conflicts,
)
from xcom_manager.rules.ruleset import Environment, ItemKind, ItemType, Ruleset, SlotDef
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "ACTIONS",
    "PHASES",
    "SLOT_SIZES",
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

#: Slot sizes, smallest first (INV-2): an item fits a slot of its own size or larger.
SLOT_SIZES: tuple[str, ...] = ("small", "large")

#: W-HAND-3 / R-4: the kinds of item that only a character with the slot they call for can use.
_SLOT_BOUND_KINDS: frozenset[ItemKind] = frozenset({ItemKind.weapon})


@dataclass(frozen=True, slots=True)
class CarriedItem:
    """An item a character carries: which item, of what type, in which slot and position, and
    the charges it has left (``None``: not counted, or an item without charges)."""

    item_id: int
    item_type: str
    slot: str
    slot_index: int
    charges: int | None = None


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
        if self.phase not in PHASES:
            raise ValueError(f"phase must be one of {', '.join(PHASES)}, not {self.phase!r}")
        if self.environment not in (Environment.ground, Environment.underwater):
            raise ValueError(
                f"a mission's environment is ground or underwater, not {self.environment!r}"
            )
        unknown = (self.giver_actions | self.receiver_actions) - ACTIONS
        if unknown:
            raise ValueError(
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


def _size_rank(size: str) -> int:
    return SLOT_SIZES.index(size) if size in SLOT_SIZES else len(SLOT_SIZES)


def slot_capacity(ruleset: Ruleset, kit: SoldierKit, slot: str) -> int:
    """INV-1: how many positions of ``slot`` the kit's unit type has (0 for none, for an unknown
    slot or an unknown unit type)."""
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


def item_size(ruleset: Ruleset, item: ItemType) -> str:
    """INV-2: an item's size is the size of the slot it calls for (``small`` or ``large``)."""
    definition = _slot_def(ruleset, item.slot)
    return definition.size if definition is not None else SLOT_SIZES[-1]


def slot_fits(ruleset: Ruleset, item: ItemType, slot: str) -> bool:
    """INV-2: an item fits a slot whose size is at least its own, so a large item (one calling
    for a large-size slot or the backpack) never goes into a small-size slot."""
    definition = _slot_def(ruleset, slot)
    if definition is None:
        return False
    return _size_rank(item_size(ruleset, item)) <= _size_rank(definition.size)


def best_slot(
    ruleset: Ruleset, item: ItemType, kit: SoldierKit, *, ignoring: int | None = None
) -> tuple[str, int] | None:
    """Where ``item`` would go on ``kit`` when no slot is chosen: the first free position of
    the slot it calls for, else of the first other slot it fits (INV-1, INV-2; carried under
    R-4 when that is not the slot it calls for); ``None`` when nothing is free."""
    candidates = [item.slot, *(d.key for d in ruleset.slots if d.key != item.slot)]
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


def _lacks_called_slot(ruleset: Ruleset, item: ItemType, kit: SoldierKit) -> bool:
    """W-HAND-3: a weapon is usable only by a character that has the slot it calls for."""
    return item.kind in _SLOT_BOUND_KINDS and slot_capacity(ruleset, kit, item.slot) == 0


def usability(
    ruleset: Ruleset,
    item: ItemType,
    kit: SoldierKit,
    slot: str,
    environment: Environment | None,
) -> tuple[Violation, ...]:
    """Warnings for ``item`` carried by ``kit`` in ``slot``; ``()`` when it can be used.

    * W-HAND-3 with R-4: a weapon whose called-for slot the character does not have (capacity 0
      for its unit type) is "carried, unusable". Only weapons are bound to their slot; where the
      weapon sits (``slot``) does not matter, only whether the character has its slot at all.
    * W-WATER-1 with R-15: under water (``environment`` ``underwater``) only underwater and
      mixed items work; a ground item (weapon, grenade, flare) is carried, unusable.
      ``environment=None`` (outside a mission) and ``ground`` give no such warning.
    """
    warnings: list[Violation] = []
    if _lacks_called_slot(ruleset, item, kit):
        warnings.append(
            Violation.of(
                "W-HAND-3",
                "carried_unusable",
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
    if target_slot is None:
        found = best_slot(ruleset, item, target, ignoring=ignoring)
        if found is None:
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
    definition = _slot_def(ruleset, target_slot)
    if definition is not None and not slot_fits(ruleset, item, target_slot):
        problems.append(
            Violation.of(
                "INV-2",
                "too_large_for_slot",
                item=item.name,
                item_size=item_size(ruleset, item),
                slot=label,
                slot_size=definition.size,
            )
        )
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
    free and within capacity) and INV-2 (slot fit) can refuse; the usability warnings of
    :func:`usability` (W-HAND-3 / R-4 "carried, unusable") still come with the verdict.

    Inside a mission a handoff between two characters is also checked against W-HAND-1 (the
    armoury is out of reach), W-HAND-2 and R-2 (base contact; a movement or shooting phase not
    yet spent by either character), W-ACT-1 and R-5 (neither may be barred from acting),
    W-HAND-4 with R-1 and R-3 (ammunition only between characters of the same class), and
    W-HAND-3 with R-4 (a weapon for a slot the receiver lacks is carried, unusable, or refused
    when ``handoff.allow_unusable_carry`` is false); W-WATER-1 / R-15 warns of a ground item
    under water. A character rearranging its own inventory (source and target the same soldier)
    is no handoff: only INV-1, INV-2 and the warnings apply.

    Every finding is collected; nothing is raised for a move the rules forbid.
    """
    violations: list[Violation] = []
    warnings: list[Violation] = []

    own_kit = source is not None and target is not None and source.soldier_id == target.soldier_id
    if mission is not None and not own_kit:
        violations.extend(_mission_violations(ruleset, item, source, target, mission))

    if target is not None:
        slot, problems = _place(ruleset, item, target, target_slot, target_index, item_id)
        violations.extend(problems)
        if slot is not None:
            found = usability(ruleset, item, target, slot, mission.environment if mission else None)
            refuse_unusable = (
                mission is not None
                and not own_kit
                and not ruleset.ruling("handoff.allow_unusable_carry")
            )
            for finding in found:
                if finding.message_key == "carried_unusable" and refuse_unusable:
                    violations.append(
                        Violation(
                            finding.rule_id, "unusable_refused", finding.params, finding.rulings
                        )
                    )
                else:
                    warnings.append(finding)

    return Verdict(tuple(violations), tuple(warnings))
