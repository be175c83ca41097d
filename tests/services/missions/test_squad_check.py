"""The squad check before deployment (issue 11, deliverable 7; MIS-12) through the service:
``plan_warnings`` lists what will not work and writes nothing; ``start_mission`` with the GM's
``deploy_reason`` records the reason and the warnings as found then, as the log's first entry
(keys and parameters, never sentences); a plan that cannot start is refused as before."""

from __future__ import annotations

import json
import random

import pytest

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import MissionEvent


def _recruit(roster: RosterService, campaign_id: int) -> int:
    draft = roster.new_recruit_draft(campaign_id, soldier_class="infantry", rng=random.Random(4))
    return roster.recruit(campaign_id, draft).row.id


def test_mis_12_warnings_before_deployment_and_the_reason_recorded(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    campaign_id = campaigns.create_campaign("Deep", "wargame").id
    soldier = _recruit(roster, campaign_id)
    missions = MissionService(db, campaigns)
    plan = {
        "name": "Recce",
        "soldier_ids": [soldier],
        "aliens": ["aquatoid"],
        "options": {"environment": "underwater"},
    }
    found = missions.plan_warnings(campaign_id, **plan)  # type: ignore[arg-type]
    assert [w.rule_id for w in found] == ["W-HAND-3", "R-9"]  # unarmed, no spare tank
    assert missions.list_missions(campaign_id) == []  # nothing written
    view = missions.start_mission(campaign_id, **plan, deploy_reason="  the armoury is empty  ")  # type: ignore[arg-type]
    first = view.log[0]
    assert first.type == "noted" and first.rule_ids == ("MIS-12", "W-HAND-3", "R-9")
    assert [m.key for m in first.messages] == [
        "mission_deployed_anyway",
        "deploy_no_working_weapon",
        "deploy_no_spare_tank",
    ]
    with db.session() as session:
        stored = session.get(MissionEvent, (view.info.id, 1))
        assert stored is not None
        payload = stored.payload if isinstance(stored.payload, dict) else json.loads(stored.payload)
    assert payload["text"] == "the armoury is empty"
    assert payload["warnings"][0]["key"] == "deploy_no_working_weapon"


def test_mis_12_no_reason_no_note_and_an_impossible_plan_is_refused(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    campaign_id = campaigns.create_campaign("Deep", "wargame").id
    soldier = _recruit(roster, campaign_id)
    missions = MissionService(db, campaigns)
    view = missions.start_mission(campaign_id, name="Quiet", soldier_ids=[soldier], aliens=[])
    assert view.log == ()
    with pytest.raises(UserError, match="already on the mission"):
        missions.plan_warnings(campaign_id, name="Again", soldier_ids=[soldier], aliens=[])
