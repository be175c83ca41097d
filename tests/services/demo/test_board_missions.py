"""The board game demo (issue 8, deliverable 8): a board game campaign with one mission played
through the board game's commands (a diagonal refused, an attack from typed faces, an
Overwatch shot, an Interruption, a Blip flipped by sight) and one in progress; replayed
byte-identically; the debrief wrote Health, kills and Experience back (real SQLite file)."""

from __future__ import annotations

import json

from sqlmodel import select

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.board_missions import (
    BOARD_FINISHED_NAME,
    BOARD_IN_PROGRESS_NAME,
)
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.models import Soldier


def test_the_board_game_demo_plays_its_missions(campaigns: CampaignService) -> None:
    db = campaigns.db
    info = DemoService(db, campaigns).create_campaign("boardgame")
    assert campaigns.ruleset_for(info.id).system == "boardgame"
    missions = MissionService(db, campaigns)
    listed = missions.list_missions(info.id)
    assert {(m.name, m.status) for m in listed} == {
        (BOARD_FINISHED_NAME, "finished"),
        (BOARD_IN_PROGRESS_NAME, "in_progress"),
    }
    finished = next(m for m in listed if m.name == BOARD_FINISHED_NAME)
    replay = json.loads(missions.replay_json(finished.id))
    log = replay["log"]
    types = [entry["type"] for entry in log]
    assert {"activated", "moved", "attacked", "blip_flipped", "overwatch_readied"} <= set(types)
    assert any("B-ACT-2" in entry["text"] for entry in log if entry["type"] == "noted")
    keys = {m["key"] for entry in log for m in entry["messages"]}
    assert {"bg_interrupted", "bg_overwatch_shot", "bg_flipped_by", "bg_decoy", "bg_xp"} <= keys
    assert all(entry["phase"] in ("hero", "overmind") for entry in log)
    # Replaying twice gives the same bytes.
    for mission in listed:
        assert missions.replay_json(mission.id) == missions.replay_json(mission.id)
    with db.session() as session:
        rows = {
            s.name: s
            for s in session.exec(select(Soldier).where(Soldier.campaign_id == info.id)).all()
        }
    assert (rows["Anna Müller"].experience, rows["Yetunde Okonkwo"].experience) == (1, 1)
    assert rows["Anna Müller"].kills >= 1
    assert (rows["Grace Evans"].status, rows["Grace Evans"].wounds) == ("wounded", 7)
    in_progress = next(m for m in listed if m.name == BOARD_IN_PROGRESS_NAME)
    state = json.loads(missions.replay_json(in_progress.id))
    assert (state["round"], state["phase"], len(state["activated"])) == (1, "hero", 2)


def test_two_board_game_demos_are_identical(campaigns: CampaignService) -> None:
    db = campaigns.db
    demos = DemoService(db, campaigns)
    first, second = demos.create_campaign("boardgame"), demos.create_campaign("boardgame")
    missions = MissionService(db, campaigns)

    def replays(campaign_id: int) -> list[object]:
        """What each mission shows, its soldiers' ids (which differ) left out."""
        shown = []
        for mission in missions.list_missions(campaign_id):
            data = json.loads(missions.replay_json(mission.id))
            shown.append(
                (
                    [entry["text"] for entry in data["log"]],
                    [(m["name"], m["square"], m["health"], m["status"]) for m in data["models"]],
                )
            )
        return shown

    assert replays(first.id) == replays(second.id)
