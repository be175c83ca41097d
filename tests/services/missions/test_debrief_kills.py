"""The debrief of a wargame mission adds each soldier's kills to its own (real SQLite files): a
shot that kills outright is the shooter's (M-SHOOT-1, M-HIT-1, M-SAVE-1), the GM's casualty the
kill of the killer the GM names (and nobody's when none is named); the mission's recorded
outcome and its debrief summary show them, and a replay of its events gives the same."""

from __future__ import annotations

import pytest
from sqlmodel import col, select

from tests.helpers.documents import soldier_entry
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.wargame.commands import Attack, Kill
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.missions.views import debrief_summary
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item, MissionEvent, Soldier
from xcom_manager.store.models import Mission as MissionRow


@pytest.fixture
def raid(db: Database, campaigns: CampaignService) -> tuple[MissionService, int, dict[str, int]]:
    """Anna (plasma rifle, a veteran of 3 kills), Boris and Chen on a ground mission against an
    ethereal (T3, 2 wounds, an invulnerable 4+ save) and two sectoids: the service, the
    mission, and the soldiers' ids by first name."""
    anna = {**soldier_entry("Anna Berg", [("plasma_rifle", "large", 0)]), "kills": 3}
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Kills", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [anna, soldier_entry("Boris Lind"), soldier_entry("Chen Wu")],
    }
    campaign = campaigns.import_campaign(document).id
    with db.session() as session:
        ids = {s.name.split()[0]: s.id for s in session.exec(select(Soldier)) if s.id}
    missions = MissionService(db, campaigns)
    view = missions.start_mission(
        campaign,
        name="Temple",
        options={"environment": "ground"},
        soldier_ids=[ids["Anna"], ids["Boris"], ids["Chen"]],
        aliens=["ethereal", "sectoid", "sectoid"],
    )
    return missions, view.info.id, ids


def _plasma(db: Database, soldier_id: int) -> int:
    with db.session() as session:
        item = session.exec(select(Item).where(Item.soldier_id == soldier_id)).one()
        assert item.id is not None and item.item_type == "plasma_rifle"
        return item.id


def test_the_debrief_adds_a_wargame_missions_kills_to_the_soldiers(
    db: Database,
    campaigns: CampaignService,
    roster: RosterService,
    raid: tuple[MissionService, int, dict[str, int]],
) -> None:
    missions, mission_id, ids = raid
    view = missions.view(mission_id)
    aliens = [c.id for c in view.characters if c.side == "aliens"]
    ethereal, sectoid, other = aliens
    anna, boris = f"s{ids['Anna']}", f"s{ids['Boris']}"
    missions.execute(mission_id, AdvancePhase())  # X-COM shooting
    # M-SHOOT-1: two shots at 10", a 6 hits; M-HIT-1: S7 wounds T3 on 2+; M-SAVE-1: the
    # ethereal's invulnerable 4+ save fails on a 1; S7 >= 2 x T3 kills it outright.
    shot = Attack(anna, ethereal, _plasma(db, ids["Anna"]), distance=10)
    missions.execute(mission_id, shot, dice=[6, 1, 6, 1])
    missions.execute(mission_id, Kill(sectoid, boris))  # the GM names Boris the killer
    missions.execute(mission_id, Kill(other))  # nobody named: nobody's kill
    summary = missions.end_mission(mission_id, actor="GM Test")

    assert {(s.name, s.kills) for s in summary.soldiers} == {
        ("Anna Berg", 1),
        ("Boris Lind", 1),
        ("Chen Wu", 0),
    }
    with db.session() as session:
        campaign_id = session.get(Soldier, ids["Anna"]).campaign_id  # type: ignore[union-attr]
        row = session.get(MissionRow, mission_id)
        assert row is not None and row.outcome is not None
        recorded = {s["name"]: s.get("kills") for s in row.outcome["soldiers"]}
        stored = debrief_summary(row)
        events = tuple(
            Event(e.seq, e.type, e.payload)
            for e in session.exec(
                select(MissionEvent)
                .where(MissionEvent.mission_id == mission_id, col(MissionEvent.seq) > 0)
                .order_by(col(MissionEvent.seq))
            )
        )
        system = find_system(row.system)
        ruleset = campaigns.ruleset_in_session(session, row.campaign_id)
        replayed = engine.replay(system, system.setup_from_json(row.setup), events, ruleset)
        debrief = {s.name: s.kills for s in system.debrief(replayed, ruleset).soldiers}
    assert recorded == {"Anna Berg": 1, "Boris Lind": 1, "Chen Wu": None}
    assert stored is not None
    assert {line.name: line.kills for line in stored.soldiers} == {
        "Anna Berg": 1,
        "Boris Lind": 1,
        "Chen Wu": 0,
    }
    rows = {r.name: (r.missions, r.kills) for r in roster.list_soldiers(campaign_id)}
    assert rows == {"Anna Berg": (1, 4), "Boris Lind": (1, 1), "Chen Wu": (1, 0)}
    assert debrief == {"Anna Berg": 1, "Boris Lind": 1, "Chen Wu": 0}
