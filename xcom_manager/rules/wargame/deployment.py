"""What is wrong or risky with a squad before it deploys (MIS-12), like a list builder's
validation: warnings the GM reads, and may deploy anyway with a reason.

For each soldier of the plan, on the mission's environment:

* W-WATER-1 with R-15: a ground item carried under water will not work;
* W-HAND-3 with R-4: a soldier with no weapon that works on the mission (none carried, or every
  one carried out of its slot, or a ground weapon under water);
* R-9, R-19: under water, a soldier without a spare aqualung tank has no remedy when the tank is
  damaged but an air pocket.

The plan's aliens are the mission engine's (``RuleSystem.plan_warnings``).
"""

from __future__ import annotations

from xcom_manager.rules.inventory import CarriedItem, SoldierKit, usability
from xcom_manager.rules.mission.system import MissionPlan, SquadMember
from xcom_manager.rules.ruleset import Environment, ItemKind, Ruleset
from xcom_manager.rules.texts import templates, tr_noop
from xcom_manager.rules.verdict import Violation

__all__ = ["MESSAGES", "squad_warnings"]

MESSAGES = templates(
    {
        "deploy_no_working_weapon": tr_noop(
            "RuleMessages",
            "{soldier} carries no weapon that works on this mission (in its own slot, and "
            "under water an underwater or mixed one).",
        ),
        "deploy_no_spare_tank": tr_noop(
            "RuleMessages",
            "{soldier} goes under water without a spare aqualung tank: a damaged tank can "
            "then only be saved in an air pocket.",
        ),
    }
)


def _kit(member: SquadMember) -> SoldierKit:
    items = tuple(
        CarriedItem(item[0], item[1], item[2], item[3], item[4] if len(item) > 4 else None)
        for item in member.items
    )
    return SoldierKit(member.soldier_id, member.name, member.soldier_class, member.unit_type, items)


def squad_warnings(ruleset: Ruleset, plan: MissionPlan) -> tuple[Violation, ...]:
    """MIS-12: the warnings of each soldier of ``plan`` (see the module's description), in
    squad order."""
    environment = Environment(plan.options.get("environment", Environment.ground.value))
    found: list[Violation] = []
    for member in plan.squad:
        kit = _kit(member)
        working_weapon = False
        tanks = 0
        for carried in kit.items:
            item = ruleset.items.get(carried.item_type)
            if item is None:
                continue
            problems = usability(ruleset, item, kit, carried.slot, environment)
            found.extend(p for p in problems if p.rule_id == "W-WATER-1")
            if item.kind is ItemKind.weapon and not problems:
                working_weapon = True
            if item.kind is ItemKind.aqualung_tank:
                tanks += 1
        if not working_weapon:
            found.append(
                Violation.of("W-HAND-3", "deploy_no_working_weapon", ("R-4",), soldier=kit.name)
            )
        if environment is Environment.underwater and tanks == 0:
            found.append(Violation.of("R-9", "deploy_no_spare_tank", ("R-19",), soldier=kit.name))
    return tuple(found)
