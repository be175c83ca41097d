"""One mission path for every rule system: the registry picks the campaign's system; the board
game plans on a ready Mission Map and never runs the wargame's phases; a mission finished by an
older version keeps its stored debrief (real SQLite files)."""

from __future__ import annotations

import json
import random
import shutil
from pathlib import Path

import pytest

from xcom_manager.rules.boardgame.commands import Activate, Move
from xcom_manager.rules.mission.commands import AdvancePhase, Note
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import MarkActed
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.dto import CommandRefused
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database

LEGACY = Path(__file__).resolve().parents[2] / "data" / "legacy" / "main-0d233d6.db"


def _recruit(roster: RosterService, campaigns: CampaignService, campaign_id: int) -> int:
    soldier_class = next(iter(campaigns.ruleset_for(campaign_id).soldier_classes))
    draft = roster.new_recruit_draft(campaign_id, soldier_class=soldier_class, rng=random.Random(4))
    return roster.recruit(campaign_id, draft).row.id


def test_a_board_game_campaign_plans_on_a_ready_map_and_plays_its_rules(
    db: Database, campaigns: CampaignService, roster: RosterService
) -> None:
    """The board game plans with the ready maps as its option, places the squad on the map's
    start squares, refuses a move beyond the Movement Value naming B-ACT-2, replays, and ends
    writing the outcome back."""
    campaign_id = campaigns.create_campaign("Chronicle", "boardgame").id
    missions = MissionService(db, campaigns)
    planning = missions.planning(campaign_id)
    assert (planning.system, planning.playable, planning.refusal) == ("boardgame", True, None)
    assert planning.options == (("map", ("farmhouse", "ufo_crash")),)
    soldiers = [_recruit(roster, campaigns, campaign_id) for _ in range(2)]
    view = missions.start_mission(
        campaign_id,
        name="Raid",
        soldier_ids=soldiers,
        aliens=["sectoid"],
        options={"map": "farmhouse"},
    )
    mission_id = view.info.id
    assert view.system == "boardgame"
    assert view.info.position.text == "round 1, Hero Player Phase"
    assert view.info.header == Message.of("bg_header", round=1, board_phase="hero")
    hero = f"s{soldiers[0]}"
    missions.execute(mission_id, Activate(hero), actor="GM")
    with pytest.raises(CommandRefused) as refused:  # six squares up: Movement is 5
        missions.execute(mission_id, Move(hero, (7, 12)), actor="GM")
    assert refused.value.rule_ids == ("B-ACT-2",)
    missions.execute(mission_id, Move(hero, (7, 13)), actor="GM")
    replay = json.loads(missions.replay_json(mission_id))
    assert replay["system"] == "boardgame" and replay["phase"] == "hero"
    with pytest.raises(UserError, match="is already on the mission Raid"):  # busy on the map
        missions.start_mission(campaign_id, name="Again", soldier_ids=soldiers[:1], aliens=[])
    summary = missions.end_mission(mission_id, actor="GM")
    assert {line.status for line in summary.soldiers} == {"active"}


def test_a_wargame_campaign_plans_with_the_wargame_options(
    db: Database, campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    missions = MissionService(db, campaigns)
    planning = missions.planning(campaign_id)
    assert planning.playable and planning.refusal is None
    assert planning.options == (("environment", ("ground", "underwater")),)
    assert ("sectoid", "Sectoid") in planning.species
    soldier = _recruit(roster, campaigns, campaign_id)
    view = missions.start_mission(
        campaign_id,
        name="Farm",
        soldier_ids=[soldier],
        aliens=["sectoid"],
        options={"environment": "ground"},
    )
    assert (view.system, view.info.position.text) == ("wargame", "turn 1, xcom movement phase")
    assert view.info.header == Message.of(
        "wg_header", turn=1, side_name="xcom", phase_name="movement"
    )


def test_commands_say_what_they_changed(
    db: Database, campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    """Every command returns its Changes: the missions always, items and the audit log when
    it moved an item (so the Inventory and Audit pages reload only then)."""
    missions = MissionService(db, campaigns)
    soldier = _recruit(roster, campaigns, campaign_id)
    view = missions.start_mission(
        campaign_id, name="Farm", soldier_ids=[soldier], aliens=[], options={}
    )
    moved = missions.execute(view.info.id, MarkActed(f"s{soldier}", "moved"))
    assert moved.changes.kinds == {Change.missions}
    assert moved.changes.campaign_id == campaign_id
    noted = missions.execute(view.info.id, Note("A farmhouse in Kent"))
    assert noted.new_log[0].messages == (Message.of("mission_noted", text="A farmhouse in Kent"),)
    phase = missions.execute(view.info.id, AdvancePhase())
    assert phase.view.phase == "shooting"


def test_a_mission_debriefed_by_an_older_version_shows_its_stored_summary(
    tmp_path: Path,
) -> None:
    """History is facts: the old English debrief is shown as it was stored, never rewritten."""
    copy = tmp_path / "legacy.db"
    shutil.copyfile(LEGACY, copy)
    db = Database.open(f"sqlite:///{copy}")
    try:
        missions = MissionService(db, CampaignService(db))
        view = missions.view(1)
        assert view.finished and view.debrief is not None
        assert view.debrief.legacy_text is not None
        assert view.debrief.legacy_text.startswith("Debrief of 'Tasoth colony raid'")
        assert view.system == "wargame"
        old = missions.view(3)
        # The old handoff of a spare tank is described from its facts.
        assert old.log[0].text == (
            "Jonas Klein passes Spare aqualung tank to Luana Souza (Large-size slot 2)."
        )
    finally:
        db.close()
