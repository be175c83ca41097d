"""The demo's missions: one finished under water, one in progress on the ground."""

from __future__ import annotations

from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.wargame.commands import Stabilise
from xcom_manager.rules.wargame.tracker import WargameDetail
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.demo.missions import FINISHED_MISSION_NAME, IN_PROGRESS_MISSION_NAME
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.services.missions.service import MissionService


def test_demo_missions(campaigns: CampaignService, demo_id: int) -> None:
    """One finished underwater mission played through the commands (a swim W-WATER-3, a handoff
    W-HAND-2, a wound that damages a tank W-WATER-4 / R-10, a stabilisation W-WATER-2 / R-20),
    one ground mission in progress with a downed soldier's R-8 bleed-out timer; replay is
    byte-identical; the audit chain still verifies."""
    db = campaigns.db
    missions = MissionService(db, campaigns)
    infos = {info.name: info for info in missions.list_missions(demo_id)}
    finished, ground = infos[FINISHED_MISSION_NAME], infos[IN_PROGRESS_MISSION_NAME]
    assert (finished.environment, finished.status) == ("underwater", "finished")
    assert (ground.environment, ground.status) == ("ground", "in_progress")
    raid = missions.view(finished.id)
    types = [line.type for line in raid.log]
    for wanted in ("move_declared", "handed_over", "wounded", "stabilised", "ended"):
        assert wanted in types
    rule_ids = {rule for line in raid.log for rule in line.rule_ids}
    assert {"W-WATER-3", "W-HAND-2", "W-WATER-4", "R-10", "R-9", "W-WATER-2", "R-20"} <= rule_ids
    assert raid.debrief is not None and raid.debrief.wounded
    rows = AuditService(db).page(AuditFilter(demo_id, mission_id=finished.id), 0, 100)
    assert [(row.context, row.to_kind) for row in rows] == [("mission", "soldier")]
    assert AuditService(db).verify(demo_id).ok

    view = missions.view(ground.id)
    assert (view.turn, view.side, view.phase) == (2, "xcom", "movement")
    assert any(c.activity for c in view.characters)
    downed = [c for c in view.characters if c.status == "down"]
    assert len(downed) == 1 and downed[0].conditions_text.startswith("bleeds out at the start")
    for mission_id in (finished.id, ground.id):
        assert missions.replay_json(mission_id) == missions.replay_json(mission_id)
    # The GM can play it forward: the medic stabilises the downed soldier.
    missions.execute(ground.id, AdvancePhase())
    assert isinstance(view.detail, WargameDetail)
    medic = next(c for c in view.detail.characters if c.soldier_class == "support")
    result = missions.execute(ground.id, Stabilise(medic.id, downed[0].id, True))
    assert isinstance(result.view.detail, WargameDetail)
    assert result.view.detail.character(downed[0].id).stabilised
