"""How a mission reads as plain rows for the tracker, whatever its rule system."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import mission_labels, relabel
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.missions.dto import (
    CarriedItemRow,
    CharacterRow,
    DebriefLine,
    DebriefSummary,
    LogRow,
    MissionInfo,
    MissionView,
    WeaponRow,
)
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["carried_item", "debrief_summary", "item_name", "mission_info", "mission_view"]


def item_name(ruleset: Ruleset, item_type: str) -> str:
    item = ruleset.items.get(item_type)
    return item.name if item is not None else item_type


def carried_item(ruleset: Ruleset, item_id: int, item_type: str) -> CarriedItemRow:
    """A carried item as the panel shows it: name, kind and weapon profile (M-SHOOT-1, M-CC-1);
    an item the ruleset does not know is shown by its key, of no kind."""
    item = ruleset.items.get(item_type)
    if item is None:
        return CarriedItemRow(item_id, item_type, item_type, "")
    profile = item.profile
    weapon = (
        None
        if profile is None
        else WeaponRow(
            type=profile.type.value,
            range=profile.range,
            strength=profile.strength,
            ap=profile.ap,
            shots=profile.shots,
        )
    )
    return CarriedItemRow(
        item_id, item_type, ruleset.shown("items", item_type), item.kind.value, weapon
    )


def _unit_types(detail: object) -> dict[str, str]:
    """The unit type of each character where the system's own view names one (the wargame's
    detail lists its characters with their ``unit_type``); none for a system without."""
    rows = getattr(detail, "characters", ())
    found: dict[str, str] = {}
    for row in rows if isinstance(rows, tuple) else ():
        unit_type = getattr(row, "unit_type", None)
        if isinstance(unit_type, str):
            found[str(getattr(row, "id", ""))] = unit_type
    return found


def _is_vehicle(ruleset: Ruleset, unit_type: str | None) -> bool:
    """R-22: the unit type is flagged ``vehicle`` in the ruleset."""
    unit = ruleset.unit_types.get(unit_type) if unit_type is not None else None
    return unit is not None and unit.vehicle


def mission_info(row: MissionRow, mission: Mission) -> MissionInfo:
    assert row.id is not None
    position = mission.position
    return MissionInfo(
        id=row.id,
        name=row.name,
        system=mission.system.name,
        environment=row.environment,
        status=row.status,
        turn=position.turn,
        side=position.side,
        phase=position.phase,
        position=mission.system.short_position(mission.state),
        header=position.header,
        last_phase=position.last_phase,
        campaign_id=row.campaign_id,
        seq=mission.seq,
    )


def _dice(payload: Mapping[str, Any]) -> tuple[int, ...]:
    rolls = payload.get("rolls", ())
    return tuple(int(r.get("value", 0)) for r in rolls if isinstance(r, Mapping))


def mission_view(row: MissionRow, ruleset: Ruleset, mission: Mission) -> MissionView:
    """Everything the tracker shows of the mission."""
    finished = mission.finished or row.status == "finished"
    cancelled = mission.cancelled
    # The aliens' and Blips' labels in the display language (the state keeps the English).
    labels = mission_labels(ruleset, getattr(mission.state, "setup", None))
    log = tuple(
        LogRow(
            seq=entry.seq,
            messages=tuple(relabel(m, labels) for m in entry.messages),
            rule_ids=entry.rule_ids,
            reverted=entry.reverted,
            turn=entry.position.turn,
            side=entry.position.side,
            phase=entry.position.phase,
            type=entry.type,
            dice=_dice(mission.events[entry.seq - 1].payload),
            undoable=row.status != "finished"
            and entry.seq not in cancelled
            and entry.follows is None,
        )
        for entry in mission.log
    )
    detail = mission.system.detail(mission, ruleset)
    unit_types = _unit_types(detail)
    characters = tuple(
        CharacterRow(
            id=c.id,
            name=c.name,
            side=c.side,
            status=c.status,
            wounds=c.wounds,
            max_wounds=c.max_wounds,
            items=tuple((item_id, item_name(ruleset, t)) for item_id, t in c.items),
            activity=c.activity,
            conditions=tuple(relabel(m, labels) for m in c.conditions),
            urgent=c.urgent and not finished,
            soldier_id=c.soldier_id,
            carried=tuple(carried_item(ruleset, item_id, t) for item_id, t in c.items),
            unit_type=unit_types.get(c.id),
            vehicle=_is_vehicle(ruleset, unit_types.get(c.id)),
        )
        for c in mission.system.characters(mission, ruleset)
    )
    return MissionView(
        info=mission_info(row, mission),
        characters=characters,
        reminders=()
        if finished
        else tuple(
            tuple(relabel(m, labels) for m in line) for line in mission.system.reminders(mission)
        ),
        log=log,
        ruleset_id=ruleset.id,
        finished=finished,
        debrief=debrief_summary(row) if row.status == "finished" else None,
        detail=detail,
    )


def debrief_summary(row: MissionRow) -> DebriefSummary | None:
    """The debrief stored with a finished mission: its facts, or the English summary an older
    version wrote instead."""
    assert row.id is not None
    outcome = row.outcome
    if not isinstance(outcome, Mapping):
        return (
            DebriefSummary(row.id, row.name, 0, (), legacy_text=row.debrief)
            if row.debrief
            else None
        )
    soldiers = tuple(
        DebriefLine(
            name=str(s.get("name", "")),
            status=str(s.get("status", "active")),
            wounds=int(s.get("wounds", 0)),
            cause=None if s.get("cause") is None else str(s["cause"]),
            kills=int(s.get("kills", 0)),
            experience=int(s.get("experience", 0)),
            roster_status=None if s.get("roster_status") is None else str(s["roster_status"]),
            roster_wounds=None if s.get("roster_wounds") is None else int(s["roster_wounds"]),
            roster_actor=None if s.get("roster_actor") is None else str(s["roster_actor"]),
            roster_changed_at=(
                None if s.get("roster_changed_at") is None else str(s["roster_changed_at"])
            ),
        )
        for s in outcome.get("soldiers", ())
        if isinstance(s, Mapping)
    )

    def pairs(key: str) -> tuple[tuple[str, str], ...]:
        return tuple(
            (str(i.get("soldier", "")), str(i.get("item", "")))
            for i in outcome.get(key, ())
            if isinstance(i, Mapping)
        )

    return DebriefSummary(
        mission_id=row.id,
        name=row.name,
        turn=int(outcome.get("turn", 0)),
        soldiers=soldiers,
        items_lost=pairs("items_lost"),
        items_used=pairs("items_used"),
    )
