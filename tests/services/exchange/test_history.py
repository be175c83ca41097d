"""Format 4 carries each soldier's service-record history (promotions, recoveries, status
changes): export -> import -> export is byte-identical, a bad fact is refused naming its JSON
path and writes nothing, and older documents import with no history (real SQLite files)."""

from __future__ import annotations

import copy
from datetime import date
from typing import Any

import pytest
from sqlmodel import func, select

from tests.helpers.documents import soldier_entry
from tests.services.conftest import OpenDatabase
from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.document import (
    FORMAT_NAME,
    FORMAT_VERSION,
    dump_campaign_json,
)
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.career import CareerService
from xcom_manager.services.roster.dto import StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.services.roster.service_record import ServiceRecordService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, SoldierHistory


def _document(version: int = FORMAT_VERSION, **anna: Any) -> dict[str, Any]:
    return {
        "format": FORMAT_NAME,
        "format_version": version,
        "campaign": {"name": "Careers", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [{**soldier_entry("Anna Berg"), **anna}, soldier_entry("Boris Lind")],
    }


def _fact(**changes: Any) -> dict[str, Any]:
    return {
        "kind": "promoted",
        "params": {"from_rank": "Squaddie", "to_rank": "Corporal"},
        "happened_on": "2031-05-01",
        "recorded_at": "2026-12-01T19:30:00.123456Z",
        "actor": "Col. Bradford",
        **changes,
    }


def _mission(missions: MissionService, campaign: int, name: str, squad: list[int]) -> int:
    view = missions.start_mission(
        campaign, name=name, options={"environment": "ground"}, soldier_ids=squad,
        aliens=["sectoid"],
    )  # fmt: skip
    return view.info.id


def test_a_career_exports_imports_and_exports_again_byte_identical(
    db: Database,
    campaigns: CampaignService,
    roster: RosterService,
    open_database: OpenDatabase,
) -> None:
    """Promotions (ROS-3), a wound on a mission and the return to duty (ROS-4), a status
    change with its facts: all in the export, all in the copy, the copy's export the same."""
    campaign = campaigns.import_campaign(_document()).id
    anna, boris = roster.list_soldiers(campaign)
    career = CareerService(db, campaigns, roster)
    missions = MissionService(db, campaigns)
    farm = _mission(missions, campaign, "Farm", [anna.id, boris.id])
    missions.execute(farm, Wound(f"s{anna.id}", 1))
    missions.end_mission(farm, actor="GM Test")
    missions.end_mission(_mission(missions, campaign, "Patrol", [boris.id]), actor="GM Test")
    anna = roster.get_soldier(anna.id)
    career.return_to_duty(campaign, [(anna.id, anna.version)], on=date(2031, 5, 3), actor="Doc")
    boris = roster.get_soldier(boris.id)
    promoted = career.promote(boris.id, boris.version, on=date(2031, 5, 4), actor="Bradford")
    promoted = career.promote(boris.id, promoted.row.version, on=date(2031, 5, 5))
    roster.set_status(
        boris.id, "retired", promoted.row.version, StatusFacts(date(2031, 6, 1), None, "old wounds")
    )

    document = campaigns.export_campaign(campaign)
    assert document["format_version"] == 4
    kinds = [[fact["kind"] for fact in s["history"]] for s in document["soldiers"]]
    assert kinds == [["wounded", "recovered"], ["promoted", "promoted", "status_changed"]]
    wounded, recovered = document["soldiers"][0]["history"]
    assert wounded["mission"] == "Farm" and "mission_id" not in wounded
    assert (recovered["happened_on"], recovered["actor"]) == ("2031-05-03", "Doc")
    first, _, retired = document["soldiers"][1]["history"]
    assert first["params"] == {"from_rank": "Squaddie", "to_rank": "Corporal"}
    assert first["recorded_at"].endswith("Z")
    assert retired["params"] == {
        "from_status": "active",
        "to_status": "retired",
        "status_cause": "old wounds",
    }
    assert retired["happened_on"] == "2031-06-01"

    target_db = open_database("target.db")
    target = CampaignService(target_db)
    copied = target.import_campaign(copy.deepcopy(document)).id
    again = target.export_campaign(copied)
    assert dump_campaign_json(again) == dump_campaign_json(document)
    # The copy's service record reads the facts with the new soldier ids.
    copy_roster = RosterService(target_db, target)
    new_boris = copy_roster.list_soldiers(copied)[1]
    record = ServiceRecordService(target_db, target, copy_roster).record(new_boris.id)
    assert [e.kind for e in record.entries] == ["promoted", "promoted", "status_changed"]
    assert record.promotions == 2


BAD_FACTS: dict[str, tuple[Any, str]] = {
    "unknown kind": (
        _fact(kind="knighted"),
        "soldiers[0].history[1].kind: must be one of recruited, promoted,",
    ),
    "params a list": (_fact(params=["Corporal"]), "soldiers[0].history[1].params: must be an obj"),
    "nested param": (
        _fact(params={"to_rank": {"name": "Corporal"}}),
        "soldiers[0].history[1].params.to_rank: must be a text, a number, true, false or null",
    ),
    "control character in a param": (
        _fact(params={"to_rank": "Corp\x1b[31moral"}),
        "soldiers[0].history[1].params.to_rank: must not contain control characters",
    ),
    "bad date": (
        _fact(happened_on="2031-02-30"),
        "soldiers[0].history[1].happened_on: must be a date YYYY-MM-DD",
    ),
    "bad time": (
        _fact(recorded_at="yesterday"),
        "soldiers[0].history[1].recorded_at: must be a time",
    ),
    "actor too long": (
        _fact(actor="x" * 201),
        "soldiers[0].history[1].actor: must be at most 200 characters long, not 201",
    ),
    "newline in mission": (
        _fact(mission="Farm\nraid"),
        "soldiers[0].history[1].mission: must not contain control characters",
    ),
    "unknown key": (
        _fact(mission_id=3),
        "soldiers[0].history[1].mission_id: is not a known key",
    ),
    "missing key": (
        {k: v for k, v in _fact().items() if k != "actor"},
        "soldiers[0].history[1].actor: is missing",
    ),
    "not an object": ("promoted", "soldiers[0].history[1]: must be an object, not the text"),
}


@pytest.mark.parametrize("case", sorted(BAD_FACTS))
def test_a_bad_fact_is_refused_naming_its_path_and_nothing_is_written(
    db: Database, campaigns: CampaignService, case: str
) -> None:
    bad, message = BAD_FACTS[case]
    with pytest.raises(ImportFormatError) as refused:
        campaigns.import_campaign(_document(history=[_fact(), bad]))
    assert message in str(refused.value)
    with db.session() as session:
        assert session.exec(select(func.count()).select_from(Campaign)).one() == 0
        assert session.exec(select(func.count()).select_from(SoldierHistory)).one() == 0


def test_history_not_a_list_is_refused(campaigns: CampaignService) -> None:
    with pytest.raises(ImportFormatError) as refused:
        campaigns.import_campaign(_document(history={"kind": "promoted"}))
    assert "soldiers[0].history: must be a list, not an object" in str(refused.value)


@pytest.mark.parametrize("version", [1, 2, 3])
def test_older_formats_import_with_no_history(campaigns: CampaignService, version: int) -> None:
    document = campaigns.export_campaign(campaigns.import_campaign(_document(version)).id)
    assert [s["history"] for s in document["soldiers"]] == [[], []]


def test_the_facts_are_written_with_the_new_soldier_ids(
    db: Database, campaigns: CampaignService
) -> None:
    campaigns.import_campaign(_document())  # a first campaign: the second's ids differ
    campaign = campaigns.import_campaign(_document(history=[_fact(), _fact(kind="recovered")]))
    with db.session() as session:
        facts = session.exec(select(SoldierHistory).order_by(SoldierHistory.id)).all()  # type: ignore[arg-type]
    assert [(f.campaign_id, f.kind, f.mission_id) for f in facts] == [
        (campaign.id, "promoted", None),
        (campaign.id, "recovered", None),
    ]
    assert facts[0].happened_on == date(2031, 5, 1)
