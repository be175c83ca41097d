"""A mission's plan from the campaign: the squad of active soldiers with what they carry, the
aliens picked, the rule system's options and its Mission Map, checked before anything is
written (the start of a mission and the squad check before it, MIS-12, share it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlmodel import Session, col, select

from xcom_manager.rules.boardgame.grid import MapError, map_from_json
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import AlienPick, MissionPlan, RuleSystem, SquadMember
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.store.models import Item, Soldier

__all__ = ["MISSION_NAME_MAX", "PlanRequest", "build_plan"]

#: The longest mission name.
MISSION_NAME_MAX = 200


@dataclass(frozen=True, slots=True)
class PlanRequest:
    """What the GM asked for: the name, the soldiers by id, one species key per alien model,
    the system's options and an edited Mission Map (``board``)."""

    campaign_id: int
    name: str
    soldier_ids: tuple[int, ...]
    aliens: tuple[str, ...]
    options: Mapping[str, str] | None = field(default=None, hash=False)
    board: Mapping[str, Any] | None = field(default=None, hash=False)


def build_plan(
    session: Session,
    ruleset: Ruleset,
    maps: MapCatalog,
    busy: Mapping[int, str],
    request: PlanRequest,
) -> MissionPlan:
    """The plan of ``request`` from the campaign's **active** soldiers not on another mission
    (``busy``: soldier id to the mission's name), or :class:`UserError` naming every problem:
    no name, a name too long, no squad, a soldier twice, unknown, not active or busy."""
    name, soldier_ids = request.name.strip(), request.soldier_ids
    problems: list[Message] = []
    if not name:
        problems.append(Message.of("mission_no_name"))
    elif len(name) > MISSION_NAME_MAX:
        problems.append(Message.of("mission_name_too_long", limit=MISSION_NAME_MAX))
    if not soldier_ids:
        problems.append(Message.of("mission_no_squad"))
    if len(set(soldier_ids)) != len(soldier_ids):
        problems.append(Message.of("mission_soldier_twice"))
    system = find_system(ruleset.system)
    soldiers = {
        s.id: s for s in session.exec(select(Soldier).where(col(Soldier.id).in_(soldier_ids)))
    }
    for soldier_id in soldier_ids:
        soldier = soldiers.get(soldier_id)
        if soldier is None or soldier.campaign_id != request.campaign_id:
            problems.append(Message.of("mission_no_such_soldier", soldier_id=soldier_id))
        elif soldier.status != "active":
            problems.append(Message.of("mission_soldier_not_active", soldier=soldier.name))
        elif soldier_id in busy:
            problems.append(
                Message.of("mission_soldier_busy", soldier=soldier.name, mission=busy[soldier_id])
            )
    if problems:
        raise UserError(
            Message.of("mission_start_refused", problems="; ".join(p.text for p in problems))
        ) from None
    options = dict(request.options or {})
    return MissionPlan(
        name=name,
        squad=_squad(session, [soldiers[s] for s in soldier_ids]),
        aliens=tuple(AlienPick(key) for key in request.aliens),
        options=options,
        board=_board(system, maps, options, request.board),
    )


def _board(
    system: RuleSystem,
    maps: MapCatalog,
    options: Mapping[str, str],
    board: Mapping[str, Any] | None = None,
) -> dict[str, Any] | None:
    """The Mission Map a plan of ``system`` is played on: ``board`` when given, else the
    option ``map`` (a ready map's id, the first one by default); ``None`` for a system without
    maps (which refuses a ``board``)."""
    if not system.uses_map:
        if board is not None:
            raise UserError(Message.of("mission_no_map", system=system.name))
        return None
    if board is not None:
        try:
            map_from_json(board)
        except MapError:
            pass  # the rule system refuses it, citing MIS-9
        except RulesError as problem:
            raise UserError(Message.of("map_malformed", detail=str(problem))) from None
        return dict(board)
    map_id = options.get("map") or next(iter(maps.ids()), None)
    return maps.get(map_id) if map_id else None


def _squad(session: Session, soldiers: Sequence[Soldier]) -> tuple[SquadMember, ...]:
    ids = [s.id for s in soldiers]
    carried: dict[int, list[tuple[int, str, str, int, int | None]]] = {}
    for item in session.exec(
        select(Item)
        .where(col(Item.soldier_id).in_(ids), Item.location == "soldier")
        .order_by(col(Item.soldier_id), col(Item.slot), col(Item.slot_index))
    ):
        assert item.id is not None and item.soldier_id is not None
        carried.setdefault(item.soldier_id, []).append(
            (item.id, item.item_type, item.slot or "", item.slot_index or 0, item.charges)
        )
    members: list[SquadMember] = []
    for soldier in soldiers:
        assert soldier.id is not None
        members.append(
            SquadMember(
                soldier_id=soldier.id,
                name=soldier.name,
                soldier_class=soldier.soldier_class,
                unit_type=soldier.unit_type,
                stats={str(k): int(v) for k, v in soldier.stats.items()},
                wounds=soldier.wounds,
                items=tuple(carried.get(soldier.id, ())),
            )
        )
    return tuple(members)
