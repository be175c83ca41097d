"""The demo campaign's missions: one finished underwater mission, one ground mission in
progress, both played through :class:`~xcom_manager.services.missions.MissionService` with typed
(scripted) dice, so every demo is identical.

* **Tasoth colony raid** (underwater, finished): a swim (W-WATER-3), a handoff of a medi-kit
  (W-HAND-1, W-HAND-2, audited in the mission context), a wound whose aqualung test damages a
  tank (W-WATER-4, R-10, R-9) and an air pocket that stops its timer (R-16), a soldier down
  (R-8) stabilised under water (W-WATER-2, R-17, R-20) and then killed; the debrief writes the
  outcome back to the roster.
* **Operation Ashfall** (ground, in progress, turn 2, X-COM's movement phase): a jump, marked
  moves and shots, a W-ACT-1 release, and a soldier down with a running R-8 bleed-out timer
  for the GM to stabilise in the shooting phase.

The roster of the demo document
(:func:`~xcom_manager.services.demo.document.build_demo_document`) is the roster *after* the
raid: :func:`before_missions` turns it back into the roster before it (the raid's soldiers one
mission fewer, the wounded sergeant and the fallen corporal unhurt, the medi-kit still with the
corporal), and playing the raid brings it to the document's state again. So the demo campaign
exports exactly as the document.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import select

from xcom_manager.rules.mission.commands import AdvancePhase, Note
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    MarkActed,
    Release,
    Stabilise,
    Wound,
)
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.demo.document import build_demo_document
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

__all__ = [
    "FINISHED_MISSION_NAME",
    "IN_PROGRESS_MISSION_NAME",
    "before_missions",
    "can_play_demo_missions",
    "play_demo_missions",
]

FINISHED_MISSION_NAME = "Tasoth colony raid"
IN_PROGRESS_MISSION_NAME = "Operation Ashfall"


@dataclass(frozen=True, slots=True)
class _Cast:
    """Indexes into the document's soldiers of who plays which part."""

    swimmer: int  # an infantry soldier with underwater kit
    patient: int  # the wounded sergeant: her tank is damaged, the medi-kit reaches her
    medic: int  # a support soldier
    fallen: int  # the dead corporal: down, stabilised under water, then killed
    medkit: int  # index of the medi-kit in the patient's items
    squad: tuple[int, ...]  # the ground mission: leader, heavy (goes down), gunner, medic, sniper


def _cast(document: dict[str, Any], ruleset: Ruleset) -> _Cast | None:
    """The parts, or ``None`` when the document (a variant ruleset) lacks someone."""
    if ruleset.system != "wargame" or "tasoth" not in ruleset.species:
        return None
    soldiers: list[dict[str, Any]] = document["soldiers"]

    def first(test: Callable[[dict[str, Any]], bool], skip: Sequence[int] = ()) -> int | None:
        return next(
            (i for i, s in enumerate(soldiers) if i not in skip and test(s)),
            None,
        )

    def carries(soldier: dict[str, Any], item_type: str) -> bool:
        return any(item["item_type"] == item_type for item in soldier["items"])

    swimmer = first(lambda s: s["status"] == "active" and carries(s, "gauss_rifle"))
    patient = first(lambda s: s["status"] == "wounded" and carries(s, "medkit"))
    medic = first(lambda s: s["status"] == "active" and s["soldier_class"] == "support")
    fallen = first(lambda s: s["status"] == "dead" and not s["items"])
    if swimmer is None or patient is None or medic is None or fallen is None:
        return None
    if soldiers[fallen]["soldier_class"] != soldiers[patient]["soldier_class"]:
        return None
    items = soldiers[patient]["items"]
    medkit = next(i for i, item in enumerate(items) if item["item_type"] == "medkit")
    small = [item for item in items if item["slot"] == items[medkit]["slot"]]
    if small[-1] is not items[medkit] or any(
        soldiers[i]["missions"] < 1 for i in (swimmer, patient, medic, fallen)
    ):
        return None
    used = (swimmer, patient, medic, fallen)
    active = [i for i, s in enumerate(soldiers) if s["status"] == "active" and i not in used]
    squad: list[int] = []
    for wanted in ("infantry", "heavy", "machine_gunner", "support", "sniper"):
        found = next(
            (
                i
                for i in active
                if i not in squad
                and soldiers[i]["soldier_class"] == wanted
                and (wanted == "support" or soldiers[i]["unit_type"] == "infantry")
            ),
            None,
        )
        if found is None:
            return None
        squad.append(found)
    return _Cast(swimmer, patient, medic, fallen, medkit, tuple(squad))


def can_play_demo_missions(document: dict[str, Any], ruleset: Ruleset) -> bool:
    """Whether the demo ``document`` of ``ruleset`` (as built, after the raid) has the cast of
    the demo's missions."""
    return _cast(document, ruleset) is not None


def before_missions(document: dict[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    """The demo document as it was before the Tasoth colony raid (a copy; unchanged when the
    ruleset cannot play the demo missions)."""
    cast = _cast(document, ruleset)
    if cast is None:
        return document
    before = copy.deepcopy(document)
    soldiers = before["soldiers"]
    for index in (cast.swimmer, cast.patient, cast.medic, cast.fallen):
        soldiers[index]["missions"] -= 1
    wounds_stat = ruleset.wounds_stat
    patient, fallen = soldiers[cast.patient], soldiers[cast.fallen]
    medkit = patient["items"].pop(cast.medkit)
    for soldier in (patient, fallen):
        soldier["status"] = "active"
        soldier["wounds"] = soldier["stats"][wounds_stat]
    fallen["items"] = [{**medkit, "slot_index": 0}]
    return before


def play_demo_missions(
    db: Database, campaigns: CampaignService, campaign_id: int, *, actor: str
) -> tuple[int, ...]:
    """Play the demo's missions in the campaign made from :func:`before_missions`' document;
    the ids of the missions (none when the ruleset cannot play them)."""
    ruleset = campaigns.ruleset_for(campaign_id)
    document = build_demo_document(ruleset)
    cast = _cast(document, ruleset)
    if cast is None:
        return ()
    soldiers = document["soldiers"]
    with write_session(db) as session:
        ids = {
            name: soldier_id
            for soldier_id, name in session.exec(
                select(Soldier.id, Soldier.name).where(Soldier.campaign_id == campaign_id)
            ).all()
        }

    def sid(index: int) -> int:
        soldier_id = ids[soldiers[index]["name"]]
        assert soldier_id is not None
        return soldier_id

    missions = MissionService(db, campaigns)
    played = (
        _raid(missions, campaign_id, cast, sid, soldiers, ruleset, actor),
        _ashfall(missions, campaign_id, cast, sid, soldiers, ruleset, actor),
    )
    return played


def _raid(
    missions: MissionService,
    campaign_id: int,
    cast: _Cast,
    sid: Callable[[int], int],
    soldiers: list[dict[str, Any]],
    ruleset: Ruleset,
    actor: str,
) -> int:
    view = missions.start_mission(
        campaign_id,
        name=FINISHED_MISSION_NAME,
        options={"environment": "underwater"},
        soldier_ids=[sid(i) for i in (cast.swimmer, cast.patient, cast.medic, cast.fallen)],
        aliens=["tasoth", "tasoth", "aquatoid"],
    )
    mission_id = view.info.id
    swimmer, patient, medic, fallen = (
        f"s{sid(i)}" for i in (cast.swimmer, cast.patient, cast.medic, cast.fallen)
    )
    medkit_id = view.character(fallen).items[0][0]
    fallen_wounds = int(soldiers[cast.fallen]["stats"][ruleset.wounds_stat])

    def run(command: object, dice: Sequence[int] = ()) -> None:
        missions.execute(mission_id, command, dice=list(dice), actor=actor)

    # Turn 1, X-COM movement: a swim to the colony's airlock, a medi-kit passed on.
    run(DeclareMove(swimmer, "swim", horizontal=5.0, vertical=1.0, fall_height=0.0), [1])
    run(HandOver(fallen, patient, medkit_id, base_contact=True))
    run(AdvancePhase())  # shooting
    run(MarkActed(swimmer, "shot"))
    run(MarkActed(medic, "shot"))
    run(AdvancePhase())  # assault
    run(AdvancePhase())  # aliens: movement
    run(MarkActed("a1", "moved"))
    run(AdvancePhase())  # aliens: shooting
    run(MarkActed("a1", "shot"))
    run(Wound(patient, 1), [2])  # the aqualung test: a 2 damages the tank (W-WATER-4)
    run(MarkActed("a2", "shot"))
    run(Wound(fallen, fallen_wounds), [5] * fallen_wounds)  # down; the tank holds
    run(AdvancePhase())  # aliens: assault
    run(AdvancePhase())  # turn 2, X-COM movement
    run(EnterAir(patient))  # an air pocket in the colony: the tank timer stops
    run(AdvancePhase())  # shooting
    run(Stabilise(medic, fallen, base_contact=True))  # W-WATER-2: 5 more turns
    run(MarkActed(swimmer, "shot"))
    run(Note("The Tasoth close in on the air pocket; the squad falls back to the Triton."))
    run(AdvancePhase())  # assault
    run(AdvancePhase())  # aliens: movement
    run(AdvancePhase())  # aliens: shooting
    run(Kill(fallen))  # a sonic blast at the airlock
    missions.end_mission(mission_id, actor=actor)
    return mission_id


def _ashfall(
    missions: MissionService,
    campaign_id: int,
    cast: _Cast,
    sid: Callable[[int], int],
    soldiers: list[dict[str, Any]],
    ruleset: Ruleset,
    actor: str,
) -> int:
    view = missions.start_mission(
        campaign_id,
        name=IN_PROGRESS_MISSION_NAME,
        options={"environment": "ground"},
        soldier_ids=[sid(i) for i in cast.squad],
        aliens=["sectoid", "sectoid", "muton"],
    )
    mission_id = view.info.id
    leader, heavy, gunner, medic, sniper = (f"s{sid(i)}" for i in cast.squad)
    heavy_wounds = int(soldiers[cast.squad[1]]["stats"][ruleset.wounds_stat])

    def run(command: object, dice: Sequence[int] = ()) -> None:
        missions.execute(mission_id, command, dice=list(dice), actor=actor)

    # Turn 1, X-COM movement: over the farm wall, up to the barn.
    run(DeclareMove(leader, "jump", horizontal=4.0, vertical=2.0, fall_height=2.0), [1])
    run(MarkActed(heavy, "moved"))
    run(MarkActed(gunner, "moved"))
    run(Release(medic, "activated"))  # W-ACT-1: just arrived by the Skyranger's ramp
    run(AdvancePhase())  # shooting
    run(MarkActed(sniper, "shot"))
    run(MarkActed(gunner, "shot"))
    run(AdvancePhase())  # assault
    run(AdvancePhase())  # aliens: movement
    run(MarkActed("a1", "moved"))
    run(MarkActed("a3", "moved"))
    run(AdvancePhase())  # aliens: shooting
    run(MarkActed("a3", "shot"))
    run(Wound(heavy, heavy_wounds))  # down: saved in turns 2-4, bleeds out at turn 5
    run(AdvancePhase())  # aliens: assault
    run(AdvancePhase())  # turn 2, X-COM movement
    run(MarkActed(leader, "moved"))
    run(MarkActed(sniper, "moved"))
    return mission_id
