"""A Mission Map edited for one mission goes with it: ``start_mission(...,
board=...)`` plays it instead of the ready map and stores it in the mission's setup; a map that
breaks MIS-9 is refused citing it (real SQLite files)."""

from __future__ import annotations

import random

import pytest

from xcom_manager.rules.boardgame.grid import map_from_json, map_to_json
from xcom_manager.rules.boardgame.map_edit import (
    Mark,
    new_map,
    place_blip,
    place_hero_start,
    set_mark,
)
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.dto import CommandRefused
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


def _soldier(roster: RosterService, campaigns: CampaignService, campaign_id: int) -> int:
    soldier_class = next(iter(campaigns.ruleset_for(campaign_id).soldier_classes))
    draft = roster.new_recruit_draft(campaign_id, soldier_class=soldier_class, rng=random.Random(2))
    return roster.recruit(campaign_id, draft).row.id


def _edited() -> dict[str, object]:
    board = new_map(8, 6, "Alley").board
    board = place_hero_start(board, (1, 5)).board
    board = set_mark(board, Mark.exit, (7, 0)).board
    board = place_blip(board, (4, 2)).board
    return map_to_json(board)


def test_an_edited_map_is_played_and_stored_with_the_mission(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    campaign_id = campaigns.create_campaign("Chronicle", "boardgame").id
    soldier = _soldier(roster, campaigns, campaign_id)
    missions = MissionService(db, campaigns)
    edited = _edited()
    view = missions.start_mission(
        campaign_id,
        name="Alley fight",
        soldier_ids=[soldier],
        aliens=[],
        options={"map": "farmhouse"},  # the edited map wins over the ready one
        board=edited,
    )
    detail = view.detail
    assert map_from_json(detail.board) == map_from_json(edited)
    assert {m.id: m.square for m in detail.models} == {f"s{soldier}": (1, 5), "b1": (4, 2)}
    again = missions.view(view.info.id)  # rebuilt from the stored setup
    assert map_from_json(again.detail.board) == map_from_json(edited)


def test_mis_9_an_edited_map_that_breaks_the_rule_is_refused(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    campaign_id = campaigns.create_campaign("Chronicle", "boardgame").id
    soldier = _soldier(roster, campaigns, campaign_id)
    missions = MissionService(db, campaigns)
    bad = _edited()
    bad["blocking"] = [[1, 5]]
    with pytest.raises(CommandRefused) as refused:
        missions.start_mission(campaign_id, name="X", soldier_ids=[soldier], aliens=[], board=bad)
    assert refused.value.rule_ids == ("MIS-9",)
    with pytest.raises(UserError, match="malformed"):
        missions.start_mission(
            campaign_id, name="X", soldier_ids=[soldier], aliens=[], board={"wals": []}
        )
    assert missions.list_missions(campaign_id) == []


def test_a_wargame_mission_takes_no_map(
    db: Database, campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    soldier = _soldier(roster, campaigns, campaign_id)
    missions = MissionService(db, campaigns)
    with pytest.raises(UserError, match="not played on a Mission Map"):
        missions.start_mission(
            campaign_id, name="X", soldier_ids=[soldier], aliens=[], board=_edited()
        )
