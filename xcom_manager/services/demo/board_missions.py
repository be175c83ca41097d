"""The board game demo's missions: one finished on the Farmhouse raid map, one in
progress at the UFO crash site, both played through
:class:`~xcom_manager.services.missions.MissionService` with typed Combat dice faces (R-12), so
every demo is identical.

* **Farmhouse raid** (finished): a MOVE whose diagonal past the tractor is refused (B-ACT-2,
  noted by the GM) and taken round it, every Blip in sight flipped by it and the decoy removed
  (M-CX-6), a weak Overwatch (B-ACT-7, MIS-10), the Overmind's Interruption (B-PHASE-2) with a
  Floater stopped by that Overwatch and shot (MIS-11), attacks from typed faces (M-CX-1..4),
  two kills with their Experience Points, a full Overwatch shot in the Overmind phase, and
  Mutation cards discarded and drawn (M-CX-5); the debrief writes Health, kills and Experience
  back to the roster.
* **UFO crash site** (in progress, round 1, the Hero Player Phase): two Heroes have taken their
  Turns, one is in full Overwatch; between them the Overmind's Interruption brought a Sectoid out
  of the UFO, where the squad's sniper, still to activate, can shoot it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from sqlmodel import select

from xcom_manager.rules.boardgame.combat import combat_faces, value_of
from xcom_manager.rules.boardgame.commands import (
    Activate,
    Attack,
    DiscardMutations,
    Interrupt,
    Move,
    Overwatch,
    OverwatchShot,
)
from xcom_manager.rules.mission.commands import AdvancePhase, Note
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.missions.dto import CommandRefused
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

__all__ = [
    "BOARD_FINISHED_NAME",
    "BOARD_IN_PROGRESS_NAME",
    "BOARD_MAPS",
    "missing_board_cast",
    "play_board_missions",
]

BOARD_FINISHED_NAME = "Farmhouse raid"
BOARD_IN_PROGRESS_NAME = "UFO crash site"

#: Who plays: the farmhouse squad (infantry, assault, heavy, sniper), then the crash site's.
_FARM_SQUAD = ("Grace Evans", "Tao Yang", "Yetunde Okonkwo", "Anna Müller")
_CRASH_SQUAD = ("Alicja Szymański", "Jun Chen", "Zofia Kowalski", "Pooja Mehta")
#: The bundled Mission Maps the missions are played on (the farmhouse's, the crash site's).
BOARD_MAPS = ("farmhouse", "ufo_crash")


def missing_board_cast(document: dict[str, Any]) -> tuple[str, ...]:
    """The names of the missions' cast who are not active soldiers of the demo ``document``."""
    active = {s["name"] for s in document["soldiers"] if s["status"] == "active"}
    return tuple(name for name in (*_FARM_SQUAD, *_CRASH_SQUAD) if name not in active)


def play_board_missions(
    db: Database,
    campaigns: CampaignService,
    campaign_id: int,
    *,
    actor: str,
    maps: MapCatalog | None = None,
) -> tuple[int, ...]:
    """Play the board game demo's missions on ``maps`` (by default the bundled ones); their
    ids (none when the roster lacks the cast or the maps are not there: the demo service
    checks both before it makes the campaign, :mod:`xcom_manager.services.demo.needs`)."""
    ruleset = campaigns.ruleset_for(campaign_id)
    with write_session(db) as session:
        ids = {
            name: soldier_id
            for soldier_id, name in session.exec(
                select(Soldier.id, Soldier.name).where(
                    Soldier.campaign_id == campaign_id, Soldier.status == "active"
                )
            ).all()
            if soldier_id is not None
        }
    missions = MissionService(db, campaigns, maps=maps)
    offered = dict(missions.planning(campaign_id).options).get("map", ())
    if not all(n in ids for n in (*_FARM_SQUAD, *_CRASH_SQUAD)) or not (
        set(BOARD_MAPS) <= set(offered)
    ):
        return ()
    faces = _faces(ruleset)
    farm = _farmhouse(missions, campaign_id, [ids[n] for n in _FARM_SQUAD], faces, actor)
    crash = _crash_site(missions, campaign_id, [ids[n] for n in _CRASH_SQUAD], actor)
    return (farm, crash)


def _faces(ruleset: Ruleset) -> Callable[..., list[int]]:
    table = combat_faces(ruleset)

    def faces(*names: str) -> list[int]:
        """The die values showing ``names`` on the ruleset's Combat die (typed faces, R-12)."""
        return [value_of(name, table) for name in names]

    return faces


def _player(missions: MissionService, mission_id: int, actor: str) -> Callable[..., None]:
    def run(command: object, dice: Sequence[int] = ()) -> None:
        missions.execute(mission_id, command, dice=list(dice), actor=actor)

    return run


def _farmhouse(
    missions: MissionService,
    campaign_id: int,
    squad: list[int],
    faces: Callable[..., list[int]],
    actor: str,
) -> int:
    view = missions.start_mission(
        campaign_id,
        name=BOARD_FINISHED_NAME,
        soldier_ids=squad,
        aliens=["sectoid", "thin_man"],
        options={"map": "farmhouse"},
    )
    mission_id = view.info.id
    run = _player(missions, mission_id, actor)
    grace, tao, yetunde, anna = (f"s{s}" for s in squad)
    floater, thin_man = "b4", "b2"  # Blips on the map: a Floater in the farmhouse, a Thin Man
    # Round 1, the Hero Player Phase. Tao Yang cuts past the tractor: B-ACT-2 refuses it.
    run(Activate(tao))
    corner = ((8, 18), (9, 17), (10, 16), (11, 15), (12, 14))
    try:
        run(Move(tao, (12, 14), path=corner))
    except CommandRefused as refused:
        rules = ", ".join(refused.rule_ids)
        run(Note(f"Diagonal past the tractor refused ({rules}): Tao Yang goes round it."))
    run(Move(tao, (12, 13), path=((8, 18), (9, 17), (10, 16), (11, 15), (11, 14), (12, 13))))
    run(Overwatch(tao))  # the second Action: weak (B-ACT-7)
    run(AdvancePhase())
    # The Overmind interrupts: the Floater walks into Tao's Overwatch and is shot (MIS-11).
    run(Interrupt(floater))
    run(Move(floater, (9, 12)))
    run(OverwatchShot(tao), faces("double_hit", "blank"))
    run(Attack(floater, tao, "shoot"), faces("hit", "blank", "shield", "blank"))
    run(AdvancePhase())
    run(Activate(anna))
    run(Attack(anna, floater, "shoot"), faces("hit", "double_hit", "blank", "blank", "shield"))
    run(Move(anna, (10, 15)))
    run(AdvancePhase())
    run(Activate(grace))
    run(Move(grace, (5, 14)))
    run(Attack(grace, thin_man, "shoot"), faces("critical_hit", "blank", "blank"))
    run(AdvancePhase())
    run(Activate(yetunde))
    run(Overwatch(yetunde))  # both Actions: full
    run(AdvancePhase())
    run(AdvancePhase())  # the Overmind phase
    run(DiscardMutations(2))
    run(Activate("a2"))
    run(Move("a2", (9, 4)))
    run(AdvancePhase())
    run(Activate(thin_man))
    run(Attack(thin_man, grace, "shoot"), faces("hit", "hit", "blank", "shield"))
    run(Move(thin_man, (4, 12)))  # into Yetunde's Overwatch
    run(OverwatchShot(yetunde), faces("double_hit", "hit", "blank", "blank"))
    run(AdvancePhase())
    run(AdvancePhase())  # round 2
    missions.end_mission(mission_id, actor=actor)
    return mission_id


def _crash_site(missions: MissionService, campaign_id: int, squad: list[int], actor: str) -> int:
    view = missions.start_mission(
        campaign_id,
        name=BOARD_IN_PROGRESS_NAME,
        soldier_ids=squad,
        aliens=["sectoid", "muton"],
        options={"map": "ufo_crash"},
    )
    mission_id = view.info.id
    run = _player(missions, mission_id, actor)
    alicja, jun = (f"s{s}" for s in squad[:2])
    run(Activate(alicja))
    run(Move(alicja, (4, 15)))
    run(AdvancePhase())
    # The Overmind interrupts: the Sectoid leaves the UFO (B-PHASE-2), into a sniper's sight.
    run(Interrupt("a1"))
    run(Move("a1", (7, 8)))
    run(AdvancePhase())
    run(Activate(jun))
    run(Overwatch(jun))
    run(AdvancePhase())
    return mission_id
