"""One truth for a deployed soldier (ROS-1), status changes with their facts (ROS-2), duplicate
names: the roster and the debrief on real SQLite files."""

from __future__ import annotations

from datetime import date

import pytest
from sqlalchemy import update
from sqlmodel import col, select

from tests.helpers.audit import raw_sql
from tests.helpers.documents import soldier_entry
from xcom_manager.rules.wargame.commands import Kill
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import RosterRefused, ValidationError
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.dto import SoldierRow, StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item, Soldier, utc_now


@pytest.fixture
def campaign(campaigns: CampaignService) -> int:
    """Anna (a rifle), Boris (a rifle) and Chen Kozłowski, all active."""
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Deployed", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            soldier_entry("Anna Berg", [("laser_rifle", "large", 0)]),
            soldier_entry("Boris Lind", [("laser_rifle", "large", 0)]),
            soldier_entry("Chen Kozłowski"),
        ],
    }
    return campaigns.import_campaign(document).id


@pytest.fixture
def missions(db: Database, campaigns: CampaignService) -> MissionService:
    return MissionService(db, campaigns)


def _by_name(roster: RosterService, campaign: int) -> dict[str, SoldierRow]:
    return {row.name.split()[0]: row for row in roster.list_soldiers(campaign)}


def _deploy(missions: MissionService, campaign: int, *soldiers: SoldierRow) -> int:
    view = missions.start_mission(
        campaign,
        name="Night drop",
        options={"environment": "ground"},
        soldier_ids=[s.id for s in soldiers],
        aliens=["sectoid"],
    )
    return view.info.id


def test_marking_a_deployed_soldier_dead_is_refused_naming_the_mission(
    roster: RosterService, missions: MissionService, campaign: int
) -> None:
    """ROS-1: while Anna is on "Night drop", Mark dead, Retire and an edit of her status or
    wounds are refused with the mission's name; a change of her notes or name is not."""
    anna = _by_name(roster, campaign)["Anna"]
    _deploy(missions, campaign, anna)
    assert roster.deployed_on(anna.id) == "Night drop"
    with pytest.raises(RosterRefused) as refused:
        roster.set_status(anna.id, "dead", anna.version, StatusFacts(cause="fell"))
    assert refused.value.violation.rule_id == "ROS-1"
    assert str(refused.value) == (
        "ROS-1: Anna Berg is on mission “Night drop” in progress: record it in the mission, "
        "or end the mission first."
    )
    with pytest.raises(RosterRefused, match="ROS-1"):
        roster.set_status(anna.id, "retired", anna.version)
    draft = anna.to_draft()
    for changed in (
        type(draft)(**{**_fields(draft), "status": "wounded"}),
        type(draft)(**{**_fields(draft), "wounds": 0}),
    ):
        with pytest.raises(RosterRefused, match="Night drop"):
            roster.update_soldier(anna.id, changed, anna.version)
    renamed = roster.update_soldier(
        anna.id, type(draft)(**{**_fields(draft), "notes": "steady"}), anna.version
    )
    assert renamed.row.notes == "steady"
    assert roster.get_soldier(anna.id).status == "active"


def _fields(draft: object) -> dict[str, object]:
    return {name: getattr(draft, name) for name in draft.__slots__}  # type: ignore[attr-defined]


def test_mark_dead_records_date_mission_and_cause_and_undo_restores(
    roster: RosterService, missions: MissionService, campaign: int
) -> None:
    """Mark dead keeps its facts; the mission is named as it was then; writing back the
    status and facts before (the undo) forgets them."""
    who = _by_name(roster, campaign)
    mission_id = _deploy(missions, campaign, who["Boris"])
    missions.end_mission(mission_id)
    anna = roster.get_soldier(who["Anna"].id)
    assert roster.mission_choices(campaign) == [(mission_id, "Night drop")]
    dead = roster.set_status(
        anna.id,
        "dead",
        anna.version,
        StatusFacts(date(2026, 12, 3), mission_id, "  shot down over the farm "),
    ).row
    assert (dead.status, dead.status_date, dead.status_mission_id, dead.status_mission) == (
        "dead",
        date(2026, 12, 3),
        mission_id,
        "Night drop",
    )
    assert dead.status_cause == "shot down over the farm"
    back = roster.set_status(anna.id, anna.status, dead.version, anna.facts).row
    assert (back.status, back.status_date, back.status_mission, back.status_cause) == (
        "active",
        None,
        None,
        None,
    )


def test_a_mission_of_another_campaign_is_refused(
    roster: RosterService, campaigns: CampaignService, missions: MissionService, campaign: int
) -> None:
    other = campaigns.import_campaign(
        {
            "format": FORMAT_NAME,
            "format_version": FORMAT_VERSION,
            "campaign": {"name": "Other", "ruleset_id": "wargame", "notes": ""},
            "soldiers": [soldier_entry("Olga Sand")],
        }
    ).id
    olga = roster.list_soldiers(other)[0]
    elsewhere = _deploy(missions, other, olga)
    anna = _by_name(roster, campaign)["Anna"]
    with pytest.raises(ValidationError, match="no mission"):
        roster.set_status(anna.id, "dead", anna.version, StatusFacts(mission_id=elsewhere))
    assert roster.get_soldier(anna.id).status == "active"


@pytest.mark.parametrize("status", ["dead", "mia"])
def test_the_dead_and_the_missing_do_not_retire(
    roster: RosterService, campaign: int, status: str
) -> None:
    """ROS-2: a KIA or MIA soldier stays in the Memorial."""
    anna = _by_name(roster, campaign)["Anna"]
    gone = roster.set_status(anna.id, status, anna.version).row
    with pytest.raises(RosterRefused) as refused:
        roster.set_status(anna.id, "retired", gone.version, StatusFacts(date(2026, 12, 4)))
    assert refused.value.violation.rule_id == "ROS-2"
    assert "only a soldier who is alive and present can retire" in str(refused.value)
    assert roster.get_soldier(anna.id).status == status


def test_retire_records_its_date(roster: RosterService, campaign: int) -> None:
    boris = _by_name(roster, campaign)["Boris"]
    retired = roster.set_status(
        boris.id, "retired", boris.version, StatusFacts(date(2026, 12, 5))
    ).row
    assert (retired.status, retired.status_date, retired.status_cause) == (
        "retired",
        date(2026, 12, 5),
        None,
    )


def test_debrief_keeps_a_status_changed_behind_the_missions_back(
    db: Database, db_url: str, roster: RosterService, missions: MissionService, campaign: int
) -> None:
    """Another GM writes Boris dead straight into the database while the mission runs: the
    debrief keeps him dead (and his rifle on him), says so in its summary, and still counts
    the mission; Anna, untouched, is written back as the mission decided."""
    who = _by_name(roster, campaign)
    mission_id = _deploy(missions, campaign, who["Anna"], who["Boris"])
    raw_sql(
        db,
        "UPDATE soldier SET status = 'dead', wounds = 0, version = version + 1 WHERE id = ?",
        who["Boris"].id,
    )

    summary = missions.end_mission(mission_id)

    boris = roster.get_soldier(who["Boris"].id)
    assert (boris.status, boris.wounds, boris.missions) == ("dead", 0, 1)
    anna = roster.get_soldier(who["Anna"].id)
    assert (anna.status, anna.missions) == ("active", 1)
    lines = {line.name: line for line in summary.soldiers}
    assert lines["Boris Lind"].status == "active"  # what the mission decided, kept
    assert lines["Boris Lind"].roster_status == "dead"
    assert lines["Boris Lind"].conflict
    assert not lines["Anna Berg"].conflict
    assert summary.kept_from_roster == ("Boris Lind",)
    assert "Boris Lind" not in summary.returned
    with db.session() as session:
        rifle = session.exec(select(Item).where(Item.soldier_id == boris.id)).one()
        assert rifle.location == "soldier"
    stored = missions.view(mission_id).debrief
    assert stored is not None and stored.kept_from_roster == ("Boris Lind",)


def test_a_death_on_the_mission_records_its_facts(
    roster: RosterService, missions: MissionService, campaign: int
) -> None:
    """Anna killed at the table: the debrief writes her dead with the day, the mission and the
    cause (the rule system's key, worded when shown)."""
    anna = _by_name(roster, campaign)["Anna"]
    mission_id = _deploy(missions, campaign, anna)
    character = next(c for c in missions.view(mission_id).characters if c.name == "Anna Berg")
    missions.execute(mission_id, Kill(character.id))
    missions.end_mission(mission_id)
    dead = roster.get_soldier(anna.id)
    assert (dead.status, dead.status_mission_id, dead.status_mission, dead.status_cause) == (
        "dead",
        mission_id,
        "Night drop",
        "killed",
    )
    assert dead.status_date == utc_now().date()


def test_namesakes_ignore_case_and_accents(roster: RosterService, campaign: int) -> None:
    chen = _by_name(roster, campaign)["Chen"]
    assert [r.id for r in roster.namesakes(campaign, "chen  kozlowski")] == [chen.id]
    assert roster.namesakes(campaign, "Chen Kozłowski", exclude_id=chen.id) == []
    assert roster.namesakes(campaign, "Chen Kowalski") == []


def test_old_soldiers_have_no_facts(db: Database, roster: RosterService, campaign: int) -> None:
    with db.session() as session:
        assert {s.status_date for s in session.exec(select(Soldier))} == {None}
    assert _by_name(roster, campaign)["Anna"].facts == StatusFacts()


def test_the_debrief_names_who_changed_a_soldier_meanwhile_and_when(
    db: Database, db_url: str, roster: RosterService, missions: MissionService, campaign: int
) -> None:
    """Another GM's app (an older version, not held by ROS-1) writes Boris dead and records
    the fact as "chen": the debrief keeps him dead and its line names Chen and the time."""
    from xcom_manager.rules.career import HistoryKind
    from xcom_manager.services.roster.history import record

    who = _by_name(roster, campaign)
    mission_id = _deploy(missions, campaign, who["Anna"], who["Boris"])
    boris = who["Boris"]
    with Database.open(db_url) as chen_db, chen_db.session() as session:
        session.exec(  # type: ignore[call-overload]
            update(Soldier)
            .where(col(Soldier.id) == boris.id)
            .values(status="dead", wounds=0, version=Soldier.version + 1)
        )
        record(
            session,
            campaign_id=campaign,
            soldier_id=boris.id,
            kind=HistoryKind.status_changed,
            params={"from_status": "active", "to_status": "dead"},
            actor="chen",
        )
        session.commit()

    summary = missions.end_mission(mission_id)

    lines = {line.name: line for line in summary.soldiers}
    kept = lines["Boris Lind"]
    assert (kept.roster_status, kept.roster_actor) == ("dead", "chen")
    assert kept.roster_changed_at is not None
    assert lines["Anna Berg"].roster_actor is None
