"""The service record after a scripted mission, recovery (ROS-4) and promotion (ROS-3), on real
SQLite files: the record equals hand-written expectations."""

from __future__ import annotations

from dataclasses import replace
from datetime import date

import pytest
from sqlmodel import select

from tests.helpers.documents import soldier_entry
from xcom_manager.rules.mission import registry
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.system import Debrief
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message, english
from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.rules.wargame.system import Wargame
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import RosterRefused, StaleEditError
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.career import CareerService
from xcom_manager.services.roster.dto import SoldierDraft, StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.roster.service_record import (
    AmbiguousSoldierError,
    CarriedItem,
    RecordEntry,
    RecordMission,
    ServiceRecordService,
)
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier, SoldierHistory, utc_now

TODAY = utc_now().date()


class _OneKill(Wargame):
    """The wargame, its debrief giving Anna one kill (what the tracker's kill attribution
    records: read from the debrief's results whatever the system)."""

    def debrief(self, mission: Mission, ruleset: Ruleset) -> Debrief:
        outcome = super().debrief(mission, ruleset)
        return replace(
            outcome,
            soldiers=tuple(
                replace(s, kills=1) if s.name.startswith("Anna") else s for s in outcome.soldiers
            ),
        )


@pytest.fixture
def world(db: Database, campaigns: CampaignService, roster: RosterService) -> dict[str, int]:
    """Anna Berg (a laser rifle in her large slot) and Boris Lind, Squaddies of a wargame
    campaign; their ids by first name and the campaign's under ``campaign``."""
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Records", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            soldier_entry("Anna Berg", [("laser_rifle", "large", 0)]),
            soldier_entry("Boris Lind"),
        ],
    }
    campaign = campaigns.import_campaign(document).id
    with db.session() as session:
        ids = {s.name.split()[0]: int(s.id) for s in session.exec(select(Soldier)) if s.id}
    return {**ids, "campaign": campaign}


def _mission(
    db: Database, campaigns: CampaignService, world: dict[str, int], name: str, squad: list[str]
) -> tuple[MissionService, int]:
    missions = MissionService(db, campaigns)
    view = missions.start_mission(
        world["campaign"],
        name=name,
        options={"environment": "ground"},
        soldier_ids=[world[n] for n in squad],
        aliens=["sectoid"],
    )
    return missions, view.info.id


def test_the_record_after_a_mission_with_a_wound_and_a_kill(
    db: Database,
    campaigns: CampaignService,
    roster: RosterService,
    world: dict[str, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(registry, "SYSTEMS", {**registry.SYSTEMS, "wargame": _OneKill()})
    missions, mission_id = _mission(db, campaigns, world, "Farm", ["Anna", "Boris"])
    records = ServiceRecordService(db, campaigns, roster)
    during = records.record(world["Anna"])
    assert during.missions == (RecordMission(mission_id, "Farm", TODAY, "in_progress"),)

    missions.execute(mission_id, Wound(f"s{world['Anna']}", 1))
    missions.end_mission(mission_id, actor="GM Test")

    record = records.record(world["Anna"])
    assert record.soldier.status == "wounded"
    assert record.missions == (
        RecordMission(mission_id, "Farm", TODAY, "wounded", wounds_left=0, wounds_lost=1, kills=1),
    )
    assert record.entries == (
        RecordEntry(
            TODAY,
            "wounded",
            Message.of("record_wounded", wounds_before=1, wounds_left=0),
            mission="Farm",
            actor="GM Test",
        ),
    )
    assert english(record.entries[0].message) == "Wounded: wounds 1 → 0"
    rifle = record.items[0]
    assert record.items == (
        CarriedItem(
            rifle.item_id, "laser_rifle", "Laser rifle", "large", rifle.slot_label, 0, None
        ),
    )
    assert (record.kills, record.wounds_taken, record.promotions) == (1, 1, 0)
    data = record.to_json()
    assert data["totals"] == {"missions": 1, "kills": 1, "wounds_taken": 1, "promotions": 0}
    assert data["history"][0]["message"] == {
        "key": "record_wounded",
        "params": {"wounds_before": 1, "wounds_left": 0},
    }
    boris = records.record(world["Boris"])
    assert boris.missions[0].result == "active" and boris.entries == ()


def test_ros_4_the_wounded_return_to_duty_after_the_ruleset_s_missions(
    db: Database, campaigns: CampaignService, roster: RosterService, world: dict[str, int]
) -> None:
    """ROS-4 (default recovery.missions = 1): Anna, wounded on the Farm, is back after one more
    mission of the campaign, with her wounds restored and a ``recovered`` fact; the undo puts
    her back, recorded too."""
    career = CareerService(db, campaigns, roster)
    missions, farm = _mission(db, campaigns, world, "Farm", ["Anna", "Boris"])
    missions.execute(farm, Wound(f"s{world['Anna']}", 1))
    missions.end_mission(farm, actor="GM Test")
    [due] = career.recovery_list(world["campaign"], TODAY)
    assert (due.soldier.name, due.missions_since, due.due) == ("Anna Berg", 0, False)
    assert career.recovery_of(world["Anna"], TODAY) == due  # one soldier's, for the Roster
    assert career.recovery_of(world["Boris"], TODAY) is None  # not wounded: nothing to return
    anna = roster.get_soldier(world["Anna"])
    with pytest.raises(RosterRefused) as refused:
        career.return_to_duty(world["campaign"], [(anna.id, anna.version)], on=TODAY)
    assert refused.value.violation.rule_id == "ROS-4"

    missions, patrol = _mission(db, campaigns, world, "Patrol", ["Boris"])
    missions.end_mission(patrol, actor="GM Test")
    [due] = career.recovery_list(world["campaign"], TODAY)
    assert (due.missions_since, due.due) == (1, True)
    assert career.recovery_of(world["Anna"], TODAY) == due
    done = career.return_to_duty(
        world["campaign"], [(anna.id, anna.version)], on=TODAY, actor="GM Test"
    )
    assert [(r.status, r.wounds) for r in done.after] == [("active", 1)]
    assert career.recovery_list(world["campaign"], TODAY) == []
    with pytest.raises(StaleEditError):
        career.return_to_duty(world["campaign"], [(anna.id, anna.version)], on=TODAY)

    undone = career.undo_return(done)
    assert [(r.status, r.wounds) for r in undone.after] == [("wounded", 0)]
    kinds = [e.kind for e in ServiceRecordService(db, campaigns, roster).record(anna.id).entries]
    assert kinds == ["wounded", "recovered", "recovery_undone"]


def test_ros_4_by_days(db: Database, campaigns: CampaignService, roster: RosterService) -> None:
    """With recovery.days the game date decides: a soldier set wounded on a day is back that
    many days later (a status set by the form counts as the wound)."""
    from xcom_manager.rules.career import RecoveryRuling, recovery_due

    assert recovery_due(RecoveryRuling(missions=0, days=7), 0, 6) is False
    assert recovery_due(RecoveryRuling(missions=0, days=7), 0, 7) is True
    assert recovery_due(RecoveryRuling(missions=2, days=7), 2, 0) is True
    assert recovery_due(RecoveryRuling(missions=0, days=0), 0, 0) is True


def test_ros_3_promotion_is_recorded_undone_and_refused_at_the_top(
    db: Database, campaigns: CampaignService, roster: RosterService, world: dict[str, int]
) -> None:
    career = CareerService(db, campaigns, roster)
    anna = roster.get_soldier(world["Anna"])
    promoted = career.promote(anna.id, anna.version, on=date(2031, 5, 1), actor="Col. Bradford")
    assert (promoted.from_rank, promoted.to_rank, promoted.row.rank) == (
        "Squaddie",
        "Corporal",
        "Corporal",
    )
    with pytest.raises(StaleEditError):
        career.promote(anna.id, anna.version)
    back = career.undo_promotion(anna.id, promoted.row.version, rank="Squaddie")
    assert back.row.rank == "Squaddie"
    entries = ServiceRecordService(db, campaigns, roster).record(anna.id).entries
    assert [(e.on, e.kind, e.actor) for e in entries[:1]] == [
        (date(2031, 5, 1), "promoted", "Col. Bradford")
    ]
    assert [english(e.message) for e in entries] == [
        "Promoted from Squaddie to Corporal",
        "Promotion undone: back from Corporal to Squaddie",
    ]

    top = back.row.to_draft()
    colonel = roster.update_soldier(
        anna.id, SoldierDraft(**{**_fields(top), "rank": "Colonel"}), back.row.version
    ).row
    with pytest.raises(RosterRefused) as refused:
        career.promote(anna.id, colonel.version)
    assert refused.value.violation.rule_id == "ROS-3"
    assert "top rank" in str(refused.value)
    dead = roster.set_status(world["Boris"], "dead", roster.get_soldier(world["Boris"]).version)
    with pytest.raises(RosterRefused, match="ROS-3"):
        career.promote(dead.row.id, dead.row.version)
    kinds = [e.kind for e in ServiceRecordService(db, campaigns, roster).record(anna.id).entries]
    assert kinds[-1] == "rank_changed"


def _fields(draft: SoldierDraft) -> dict[str, object]:
    return {name: getattr(draft, name) for name in SoldierDraft.__dataclass_fields__}


def test_status_changes_are_facts_with_their_date_mission_and_cause(
    db: Database, campaigns: CampaignService, roster: RosterService, world: dict[str, int]
) -> None:
    boris = roster.get_soldier(world["Boris"])
    day = date(2031, 6, 2)
    roster.set_status(boris.id, "dead", boris.version, StatusFacts(day, None, "ambushed"))
    [entry] = ServiceRecordService(db, campaigns, roster).record(boris.id).entries
    assert (entry.on, entry.kind) == (day, "status_changed")
    assert english(entry.message) == "Status changed from active duty to dead: ambushed"


def test_an_old_database_derives_the_status_from_the_soldier_s_columns(
    db: Database, campaigns: CampaignService, roster: RosterService, world: dict[str, int]
) -> None:
    """A soldier dead before the history began (its facts in the status_* columns only)."""
    boris = roster.get_soldier(world["Boris"])
    roster.set_status(
        boris.id, "dead", boris.version, StatusFacts(date(2030, 1, 2), None, "killed")
    )
    with db.session() as session:
        for fact in session.exec(select(SoldierHistory)).all():
            session.delete(fact)
    [entry] = ServiceRecordService(db, campaigns, roster).record(boris.id).entries
    assert entry.derived and entry.on == date(2030, 1, 2)
    assert english(entry.message) == "Status: dead: killed in action"


def test_a_recruit_s_record_starts_with_the_recruitment(
    db: Database, campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    import random

    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(1))
    saved = roster.recruit(campaign_id, draft)
    [entry] = ServiceRecordService(db, campaigns, roster).record(saved.row.id).entries
    assert english(entry.message) == f"Recruited as {draft.rank}"


def test_find_soldier_by_id_name_accents_and_ambiguity(
    db: Database, campaigns: CampaignService, roster: RosterService, world: dict[str, int]
) -> None:
    records = ServiceRecordService(db, campaigns, roster)
    campaign = world["campaign"]
    assert records.find_soldier(campaign, str(world["Anna"])).name == "Anna Berg"
    assert records.find_soldier(campaign, f"#{world['Boris']}").name == "Boris Lind"
    assert records.find_soldier(campaign, "anna berg").name == "Anna Berg"
    assert records.find_soldier(campaign, "lind").name == "Boris Lind"
    with pytest.raises(AmbiguousSoldierError) as ambiguous:
        records.find_soldier(campaign, "n")  # in both names
    assert {s.name for s in ambiguous.value.soldiers} == {"Anna Berg", "Boris Lind"}
    assert "give an id" in str(ambiguous.value)
