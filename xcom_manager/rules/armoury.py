"""Stocking the armoury between missions: what may come in and what may leave (ARM-1 .. ARM-4).

An item *appears* in the armoury from outside the campaign (bought, found, issued) and *leaves*
it for good as lost, sold or scrapped. Neither is a handoff (W-HAND, INV-1, INV-2 are about
places inside the campaign); these app rules say what makes sense:

* ARM-1: only item types of the campaign's ruleset are stocked;
* ARM-2: from 1 to :data:`MAX_STOCK` items at a time;
* ARM-3: charges only for a type with charges, from 1 up to its full charges (none given: full);
* ARM-4: only an item in the armoury leaves the campaign;
* ARM-5: a soldier's whole kit returns to the armoury in one step only when the soldier is dead,
  missing in action or retired (the kit of one still in service moves item by item);
* ARM-6: a soldier on a mission in progress keeps the kit until the mission ends.

Pure functions over the ruleset and plain values: the checks return a
:class:`~xcom_manager.rules.verdict.Verdict`, never raise for bad input.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

import xcom_manager.rules.armoury_texts  # noqa: F401 - registers the findings' templates
from xcom_manager.rules.errors import (
    RulesError,
    optional_whole_number,
    shown,
    text,
    whole_number,
)
from xcom_manager.rules.ruleset import ItemType, Ruleset
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "KIT_RETURN_STATUSES",
    "MAX_STOCK",
    "OUTSIDE",
    "HeldItem",
    "RemovalKind",
    "StockPlan",
    "check_kit_return",
    "check_removal",
    "check_stock",
    "find_item_type",
]

#: ARM-2: the most items added at once (a typo of 1000 should not flood the armoury).
MAX_STOCK = 100

#: A number shown in a finding as it is (a larger one by its size: 10**400 cannot be printed).
_SHOWN_WHOLE = 10**15
#: The largest item id (a database's 64-bit key).
_MAX_ID = 2**63 - 1

#: The audit log's place of an item outside the campaign: where a stocked item comes from (and
#: goes back to when its stocking is undone).
OUTSIDE = "outside"


class RemovalKind(StrEnum):
    """Why an item leaves the campaign (ARM-4); the audit row's ``to_kind``."""

    lost = "lost"
    sold = "sold"
    scrapped = "scrapped"


@dataclass(frozen=True, slots=True)
class StockPlan:
    """What a stocking check decided: the verdict and, when allowed, the item type and the
    charges each new item gets (``None`` for a type without charges)."""

    verdict: Verdict
    item_type: ItemType | None = None
    charges: int | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.verdict, Verdict):
            raise RulesError(f"a stocking plan's verdict is a verdict, not {shown(self.verdict)}")
        if self.item_type is not None and not isinstance(self.item_type, ItemType):
            raise RulesError(f"a stocking plan's item is an item type, not {shown(self.item_type)}")
        optional_whole_number("a stocking plan's charges", self.charges, minimum=1)


def _ruleset(value: object) -> Ruleset:
    if not isinstance(value, Ruleset):
        raise RulesError(f"the armoury is stocked from a ruleset, not {shown(value)}")
    return value


def _number(value: int) -> int | str:
    """A number for a finding: itself, or its size when it is too long to show."""
    return value if -_SHOWN_WHOLE < value < _SHOWN_WHOLE else shown(value)


def find_item_type(ruleset: Ruleset, name: str) -> ItemType | None:
    """ARM-1: the ruleset's item type named by ``name``: its key, or its name in any case
    (spaces around ignored, ``-``/``_``/spaces alike); ``None`` when none is."""
    ruleset = _ruleset(ruleset)
    wanted = text("an item type", name).strip()
    if not wanted:
        return None
    found = ruleset.items.get(wanted)
    if found is not None:
        return found
    folded = _fold(wanted)
    for item in ruleset.items.values():
        if _fold(item.key) == folded or _fold(item.name) == folded:
            return item
    return None


def _fold(text: str) -> str:
    return " ".join(text.replace("_", " ").replace("-", " ").casefold().split())


def check_stock(ruleset: Ruleset, item_type: str, count: int, charges: int | None) -> StockPlan:
    """ARM-1, ARM-2, ARM-3: may ``count`` items of ``item_type`` (a key or a name) with
    ``charges`` (``None``: the type's full charges) be added to the armoury?"""
    whole_number("a count of items", count)
    optional_whole_number("the charges of an item", charges)
    violations: list[Violation] = []
    found = find_item_type(ruleset, item_type)
    if found is None:
        if item_type.strip():
            violations.append(
                Violation.of(
                    "ARM-1",
                    "stock_unknown_item_type",
                    item_type=item_type.strip(),
                    ruleset=_ruleset(ruleset).name,
                )
            )
        else:
            violations.append(Violation.of("ARM-1", "stock_no_item_type"))
    if not 1 <= count <= MAX_STOCK:
        violations.append(
            Violation.of("ARM-2", "stock_count_out_of_range", count=_number(count), most=MAX_STOCK)
        )
    given = charges
    if found is not None:
        if found.charges is None:
            if charges is not None:
                violations.append(
                    Violation.of(
                        "ARM-3",
                        "stock_charges_not_taken",
                        item=found.name,
                        charges=_number(charges),
                    )
                )
        elif charges is None:
            given = found.charges
        elif not 1 <= charges <= found.charges:
            violations.append(
                Violation.of(
                    "ARM-3",
                    "stock_charges_out_of_range",
                    item=found.name,
                    charges=_number(charges),
                    most=found.charges,
                )
            )
    verdict = Verdict(tuple(violations))
    if not verdict.allowed:
        return StockPlan(verdict)
    return StockPlan(verdict, found, given)


@dataclass(frozen=True, slots=True)
class HeldItem:
    """What ARM-4 needs of an item: its id, its type's name, where it is (``armoury``,
    ``soldier``, ``lost``, ``used``) and, when carried, by whom."""

    item_id: int
    name: str
    location: str
    soldier_name: str | None = None

    def __post_init__(self) -> None:
        whole_number("an item's id", self.item_id, minimum=0, maximum=_MAX_ID)
        text("an item's name", self.name)
        text("an item's place", self.location)
        if self.soldier_name is not None:
            text("a soldier's name", self.soldier_name)


def check_removal(items: Sequence[HeldItem]) -> Verdict:
    """ARM-4: may these items leave the campaign? Each must be in the armoury."""
    if not isinstance(items, tuple | list) or not all(isinstance(i, HeldItem) for i in items):
        raise RulesError(f"the items to remove are held items, not {shown(items)}")
    violations: list[Violation] = []
    listed = list(items)
    if not listed:
        violations.append(Violation.of("ARM-4", "remove_nothing"))
    for item in listed:
        if item.location == "armoury":
            continue
        if item.location == "soldier":
            violations.append(
                Violation.of(
                    "ARM-4",
                    "remove_carried",
                    item=item.name,
                    item_id=item.item_id,
                    soldier=item.soldier_name or "?",
                )
            )
        else:
            violations.append(
                Violation.of("ARM-4", "remove_gone", item=item.name, item_id=item.item_id)
            )
    return Verdict(tuple(violations))


#: ARM-5: the statuses whose whole kit returns to the armoury in one step.
KIT_RETURN_STATUSES: frozenset[str] = frozenset({"dead", "mia", "retired"})


def check_kit_return(
    soldier: str, status: str, item_count: int, deployed_on: str | None = None
) -> Verdict:
    """ARM-5, ARM-6: may the whole kit of ``soldier`` (of ``status``, carrying ``item_count``
    items, on the mission in progress named ``deployed_on`` if any) return to the armoury?

    ARM-5: only a dead, missing or retired soldier's (a soldier still in service keeps the kit
    and gives it up item by item), and only a kit with something in it; ARM-6: not while the
    soldier is on a mission in progress."""
    text("a soldier's name", soldier)
    text("a soldier's status", status)
    whole_number("a count of items", item_count, minimum=0)
    if deployed_on is not None:
        text("a mission's name", deployed_on)
    violations: list[Violation] = []
    if deployed_on is not None:
        violations.append(
            Violation.of("ARM-6", "kit_return_deployed", soldier=soldier, mission=deployed_on)
        )
    if status not in KIT_RETURN_STATUSES:
        violations.append(
            Violation.of("ARM-5", "kit_return_in_service", soldier=soldier, kit_status=status)
        )
    elif item_count == 0:
        violations.append(Violation.of("ARM-5", "kit_return_empty", soldier=soldier))
    return Verdict(tuple(violations))
