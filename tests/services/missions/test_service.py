"""MissionService through the wargame: start, view, execute every command, odds, debrief, replay.

Real SQLite files in tmp_path. Rule IDs named here: W-HAND-1, W-HAND-2, R-2, W-ACT-1, R-8, R-9,
R-10, R-16, R-17, R-19, R-20, W-WATER-2, W-WATER-3, W-WATER-4, W-JUMP-1, M-TEST-1, MIS-7.
"""

from __future__ import annotations

import json
from fractions import Fraction
from typing import Any

import pytest
from sqlalchemy import text
from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select

from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase, Note, Undo
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.commands import (
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    MarkActed,
    Release,
    ReplaceTank,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.tracker import WargameCharacter, WargameDetail
from xcom_manager.services.audit.reasons import decode_reason, reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.inventory.dto import AuditFilter
from xcom_manager.services.missions.dto import CommandRefused, MissionView
from xcom_manager.services.missions.service import MissionService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Item, Mission, MissionEvent, Soldier

STATS = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5}


def _soldier(name: str, items: list[tuple[str, str, int]], **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "nationality": "",
        "rank": "Squaddie",
        "soldier_class": extra.get("soldier_class", "infantry"),
        "unit_type": "infantry",
        "stats": {**STATS, **extra.get("stats", {})},
        "wounds": extra.get("wounds", extra.get("stats", {}).get("W", 1)),
        "status": extra.get("status", "active"),
        "missions": 2,
        "kills": 0,
        "notes": "",
        "items": [
            {"item_type": t, "charges": 3 if t == "medkit" else None, "slot": s, "slot_index": i}
            for t, s, i in items
        ],
    }


@pytest.fixture
def campaign(campaigns: CampaignService) -> int:
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Mission tests", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            _soldier(
                "Anna Berg",
                [
                    ("gauss_rifle", "large", 0),
                    ("spare_aqualung_tank", "backpack", 0),
                    ("gauss_pistol", "small", 0),
                ],
                stats={"W": 2},
            ),
            _soldier("Boris Lind", [("gauss_rifle", "large", 0)]),
            _soldier("Chen Wei", [("medkit", "small", 0)], soldier_class="support"),
            _soldier("Dana Roth", [], status="wounded", stats={"W": 2}, wounds=1),
        ],
        "armoury": [],
        "alien_units": [],
    }
    return campaigns.import_campaign(document).id


@pytest.fixture
def missions(db: Database, campaigns: CampaignService) -> MissionService:
    return MissionService(db, campaigns)


def _ids(db: Database, campaign_id: int) -> dict[str, int]:
    with db.session() as session:
        rows = session.exec(select(Soldier).where(Soldier.campaign_id == campaign_id)).all()
        return {s.name.split()[0]: s.id for s in rows if s.id is not None}


def _start(
    missions: MissionService, db: Database, campaign: int, environment: str = "underwater"
) -> tuple[MissionView, dict[str, str]]:
    ids = _ids(db, campaign)
    view = missions.start_mission(
        campaign,
        name="Test dive",
        options={"environment": environment},
        soldier_ids=[ids["Anna"], ids["Boris"], ids["Chen"]],
        aliens=["aquatoid", "aquatoid"],
    )
    who = {name: f"s{ids[name]}" for name in ("Anna", "Boris", "Chen")}
    return view, who


def _assert_replay_matches(missions: MissionService, db: Database, view: MissionView) -> None:
    """Replay determinism: two replays byte-identical, and equal to the live view's state."""
    first = missions.replay_json(view.info.id)
    assert missions.replay_json(view.info.id) == first
    data = json.loads(first)
    assert (data["turn"], data["side"], data["phase"], data["seq"]) == (
        view.turn,
        view.side,
        view.phase,
        view.seq,
    )
    live = {
        c.id: (
            c.status,
            c.wounds,
            list(_detail(view, c.id).acted),
            _detail(view, c.id).tank_damaged,
        )
        for c in view.characters
    }
    assert {
        c["id"]: (c["status"], c["wounds"], c["acted"], c["tank_damaged"])
        for c in data["characters"]
    } == live
    with db.session() as session:
        row = session.get(Mission, view.info.id)
        assert row is not None
        events = session.exec(  # the events, not the seals (seq 0 and below)
            select(MissionEvent).where(
                MissionEvent.mission_id == view.info.id, col(MissionEvent.seq) > 0
            )
        ).all()
        system = find_system(row.system)
        mission = engine.replay(
            system,
            system.setup_from_json(row.setup),
            [Event(e.seq, e.type, e.payload) for e in sorted(events, key=lambda e: e.seq)],
        )
    state = system.state_to_json(mission.state)
    assert {k: data[k] for k in state} == state
    assert data["seq"] == mission.seq and data["system"] == "wargame"


def _detail(view: MissionView, character_id: str) -> WargameCharacter:
    """The wargame's own view of a character (its panel's data)."""
    assert isinstance(view.detail, WargameDetail)
    return view.detail.character(character_id)


def _timers(missions: MissionService, mission_id: int) -> list[dict[str, Any]]:
    timers: list[dict[str, Any]] = json.loads(missions.replay_json(mission_id))["timers"]
    return timers


def _conditions(view: MissionView, character_id: str) -> str:
    return view.character(character_id).conditions_text


# -- start and view ------------------------------------------------------------------------


def test_start_builds_the_setup_from_the_roster(
    missions: MissionService, db: Database, campaign: int
) -> None:
    view, who = _start(missions, db, campaign)
    assert (view.turn, view.side, view.phase, view.seq) == (1, "xcom", "movement", 0)
    anna = view.character(who["Anna"])
    stats = _detail(view, who["Anna"]).stats
    assert (anna.wounds, anna.max_wounds, stats["I"], stats["T"], stats["Sv"]) == (2, 2, 3, 3, 5)
    assert _detail(view, who["Anna"]).breathes_air  # X-COM soldiers breathe air
    assert {name for _, name in anna.items} == {
        "Gauss rifle",
        "Spare aqualung tank",
        "Gauss pistol",
    }
    aliens = [c for c in view.characters if c.side == "aliens"]
    assert [c.name for c in aliens] == ["Aquatoid 1", "Aquatoid 2"]
    assert not any(_detail(view, c.id).breathes_air for c in aliens)  # from the species
    assert missions.list_missions(campaign)[0].status == "in_progress"
    _assert_replay_matches(missions, db, view)


def test_start_refuses_soldiers_who_are_not_active(
    missions: MissionService, db: Database, campaign: int
) -> None:
    ids = _ids(db, campaign)
    ground = {"environment": "ground"}
    with pytest.raises(UserError, match="Dana Roth is not on active duty") as wounded:
        missions.start_mission(
            campaign, name="X", options=ground, soldier_ids=[ids["Dana"]], aliens=[]
        )
    assert wounded.value.message is not None  # a message, for the views to word
    assert wounded.value.message.key == "mission_start_refused"
    with pytest.raises(CommandRefused, match="not a species") as species:
        missions.start_mission(
            campaign, name="X", options=ground, soldier_ids=[ids["Anna"]], aliens=["elf"]
        )
    assert species.value.rule_ids == ("MIS-7",)
    with pytest.raises(CommandRefused, match="MIS-7") as environment:
        missions.start_mission(
            campaign,
            name="X",
            options={"environment": "space"},
            soldier_ids=[ids["Anna"]],
            aliens=[],
        )
    assert environment.value.verdict.violations[0].message_key == "mission_plan_environment"
    missions.start_mission(campaign, name="X", options=ground, soldier_ids=[ids["Anna"]], aliens=[])
    with pytest.raises(UserError, match="already on the mission"):
        missions.start_mission(
            campaign, name="Y", options=ground, soldier_ids=[ids["Anna"]], aliens=[]
        )


# -- commands ------------------------------------------------------------------------------


def test_swim_with_typed_and_rolled_dice(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """W-WATER-3: under water a swim; M-TEST-1 Initiative test with the typed value stored; a
    second move in the phase is refused (W-JUMP-1); "roll for me" stores the seed."""
    view, who = _start(missions, db, campaign)
    swim = DeclareMove(who["Anna"], "swim", 4.0, 1.0, 0.0)
    odds = {o.key: o.chance for o in missions.odds(view.info.id, swim)}
    assert odds["passes"] == Fraction(1, 2) and odds["tank_damaged"] == Fraction(1, 6)
    assert missions.dice_needed(view.info.id, swim) == 4  # test, bearing, distance, aqualung
    result = missions.execute(view.info.id, swim, dice=[1])
    (line,) = result.new_log
    assert line.dice == (1,) and {"M-TEST-1", "W-WATER-3"} <= set(line.rule_ids)
    with pytest.raises(CommandRefused) as refused:
        missions.execute(view.info.id, DeclareMove(who["Anna"], "swim", 2.0, 0.0, 0.0), dice=[1])
    assert "W-JUMP-1" in refused.value.rule_ids and "W-JUMP-1:" in str(refused.value)
    with pytest.raises(CommandRefused) as jump:
        missions.execute(view.info.id, DeclareMove(who["Boris"], "jump", 2.0, 0.0, 0.0))
    assert "W-WATER-3" in jump.value.rule_ids
    rolled = missions.execute(view.info.id, DeclareMove(who["Boris"], "swim", 3.0, 0.0, 0.0))
    with db.session() as session:
        events = session.exec(
            select(MissionEvent).where(MissionEvent.mission_id == view.info.id)
        ).all()
    by_seq = {e.seq: e.payload for e in events}
    assert by_seq[1]["dice"] == "typed" and by_seq[1]["rolls"][0]["value"] == 1
    assert by_seq[2]["dice"] == "rolled" and isinstance(by_seq[2]["seed"], int)
    assert len(rolled.new_log[0].dice) >= 1
    _assert_replay_matches(missions, db, rolled.view)


def test_too_few_typed_dice_is_a_clear_error(
    missions: MissionService, db: Database, campaign: int
) -> None:
    view, who = _start(missions, db, campaign)
    with pytest.raises(UserError, match="This needs 1 dice values") as none:
        missions.execute(view.info.id, Wound(who["Boris"], 1), dice=[])
    assert none.value.message == Message.of(
        "mission_dice_needed", needed=1, problem=str(none.value.__cause__)
    )
    with pytest.raises(UserError, match="This needs"):
        missions.execute(view.info.id, Wound(who["Boris"], 1), dice=[7])
    assert missions.view(view.info.id).seq == 0


def test_handoff_moves_the_item_with_a_mission_audit_row(
    missions: MissionService, db: Database, campaigns: CampaignService, campaign: int
) -> None:
    """W-HAND-1/W-HAND-2 (R-2): the Item row moves and the audit row has the mission context;
    undo moves it back (audited); a handoff without base contact is refused."""
    view, who = _start(missions, db, campaign)
    tank = next(i for i, name in view.character(who["Anna"]).items if name == "Spare aqualung tank")
    with pytest.raises(CommandRefused) as refused:
        missions.execute(view.info.id, HandOver(who["Anna"], who["Boris"], tank, False))
    assert "W-HAND-2" in refused.value.rule_ids
    result = missions.execute(
        view.info.id, HandOver(who["Anna"], who["Boris"], tank, True), actor="GM Test"
    )
    assert {"W-HAND-1", "W-HAND-2", "R-2"} <= set(result.new_log[0].rule_ids)
    assert tank in dict(result.view.character(who["Boris"]).items)
    with db.session() as session:
        item = session.get(Item, tank)
        assert item is not None and item.soldier_id == int(who["Boris"][1:])
    rows = AuditService(db).page(AuditFilter(campaign, mission_id=view.info.id), 0, 10)
    assert [(r.context, r.turn, r.phase, r.actor) for r in rows] == [
        ("mission", 1, "movement", "GM Test")
    ]
    # Both spent the phase: nothing more for Anna this phase.
    with pytest.raises(CommandRefused) as spent:
        missions.execute(view.info.id, DeclareMove(who["Anna"], "swim", 2.0, 0.0, 0.0), dice=[1])
    assert "W-HAND-2" in spent.value.rule_ids
    undone = missions.execute(view.info.id, Undo(result.new_log[0].seq))
    assert tank in dict(undone.view.character(who["Anna"]).items)
    with db.session() as session:
        item = session.get(Item, tank)
        assert item is not None and item.soldier_id == int(who["Anna"][1:])
    rows = AuditService(db).page(AuditFilter(campaign, mission_id=view.info.id), 0, 10)
    # The app's reason is a fact (a message), worded when shown.
    assert decode_reason(rows[-1].reason) == (Message.of("reason_undo_mission_step", step=1), "")
    assert reason_text(rows[-1].reason) == "Undo of mission step 1"
    assert AuditService(db).verify(campaign).ok
    _assert_replay_matches(missions, db, undone.view)


def test_release_and_mark_acted(missions: MissionService, db: Database, campaign: int) -> None:
    """W-ACT-1: a released character cannot act this phase; it can after the phase."""
    view, who = _start(missions, db, campaign)
    missions.execute(view.info.id, Release(who["Boris"], "dragged"))
    with pytest.raises(CommandRefused) as refused:
        missions.execute(view.info.id, MarkActed(who["Boris"], "moved"))
    assert "W-ACT-1" in refused.value.rule_ids and "W-ACT-1:" in str(refused.value)
    result = missions.execute(view.info.id, MarkActed(who["Anna"], "moved"))
    assert _detail(result.view, who["Anna"]).acted == ("moved",)
    assert result.view.character(who["Anna"]).activity == (
        Message.of("wg_activity", actions=("moved",)),
    )
    assert _detail(result.view, who["Boris"]).cannot_act == "dragged"
    assert "cannot act until the end of this phase: dragged by other characters" in _conditions(
        result.view, who["Boris"]
    )
    after = missions.execute(view.info.id, AdvancePhase()).view
    assert after.phase == "shooting" and _detail(after, who["Boris"]).cannot_act is None
    missions.execute(view.info.id, Note("Boris is back on his feet"))
    _assert_replay_matches(missions, db, missions.view(view.info.id))


def test_wound_tank_timer_air_and_replacement(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """W-WATER-4 / R-10: one d6 per wound; a 1-2 damages the tank, R-9 timer; R-16 air stops
    it; R-19 the spare tank goes to "used" with an audit row."""
    view, who = _start(missions, db, campaign)
    odds = {o.key: o.chance for o in missions.odds(view.info.id, Wound(who["Anna"], 1))}
    assert odds == {"tank_damaged": Fraction(1, 3), "goes_down": Fraction(0)}
    two = {o.key: o.chance for o in missions.odds(view.info.id, Wound(who["Anna"], 2))}
    assert two["goes_down"] == 1
    hit = missions.execute(view.info.id, Wound(who["Anna"], 1), dice=[2])
    assert {"W-WATER-4", "R-10", "R-9"} <= set(hit.new_log[0].rule_ids)
    anna = hit.view.character(who["Anna"])
    assert _detail(hit.view, who["Anna"]).tank_damaged and anna.wounds == 1
    assert _conditions(hit.view, who["Anna"]) == (
        "aqualung tank damaged: suffocates at the start of turn 5 (turns left: 3)"
    )
    assert any("W-WATER-4" in a for a in hit.view.alerts)
    in_air = missions.execute(view.info.id, EnterAir(who["Anna"])).view
    assert "R-16" in _conditions(in_air, who["Anna"])
    assert _timers(missions, view.info.id) == []
    out = missions.execute(view.info.id, LeaveAir(who["Anna"])).view
    (timer,) = _timers(missions, view.info.id)
    assert (timer["dies_at_turn"], timer["kind"]) == (5, "suffocation")
    assert any("(W-WATER-4, R-9)" in a for a in out.alerts)
    tank = next(i for i, name in out.character(who["Anna"]).items if name == "Spare aqualung tank")
    with pytest.raises(CommandRefused) as not_damaged:
        missions.execute(view.info.id, ReplaceTank(who["Boris"], tank))
    assert "R-19" in not_damaged.value.rule_ids
    fixed = missions.execute(view.info.id, ReplaceTank(who["Anna"], tank)).view
    assert not _detail(fixed, who["Anna"]).tank_damaged
    assert _timers(missions, view.info.id) == []
    with db.session() as session:
        item = session.get(Item, tank)
        assert item is not None and (item.location, item.soldier_id) == ("used", None)
    rows = AuditService(db).page(AuditFilter(campaign, item_id=tank), 0, 10)
    assert rows[-1].to_kind == "used" and "R-19" in rows[-1].rule_ids
    assert rows[-1].context == "mission"
    assert AuditService(db).verify(campaign).ok
    _assert_replay_matches(missions, db, fixed)


def test_down_bleed_out_stabilise_and_death(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """R-8: down with a bleed-out timer; R-20 stabilise in the shooting phase in base contact;
    under water W-WATER-2 adds 5 turns once (R-17); a timer running out kills at the start of
    the side's turn."""
    view, who = _start(missions, db, campaign)
    down = missions.execute(view.info.id, Wound(who["Boris"], 1), dice=[6]).view
    boris = down.character(who["Boris"])
    assert boris.status == "down"
    assert _conditions(down, who["Boris"]) == "bleeds out at the start of turn 5 (turns left: 3)"
    with pytest.raises(CommandRefused) as wrong_phase:
        missions.execute(view.info.id, Stabilise(who["Chen"], who["Boris"], True))
    assert "R-20" in wrong_phase.value.rule_ids
    missions.execute(view.info.id, AdvancePhase())
    with pytest.raises(CommandRefused) as no_contact:
        missions.execute(view.info.id, Stabilise(who["Chen"], who["Boris"], False))
    assert "R-20" in no_contact.value.rule_ids
    done = missions.execute(view.info.id, Stabilise(who["Chen"], who["Boris"], True))
    assert {"R-20", "W-WATER-2", "R-17"} <= set(done.new_log[0].rule_ids)
    assert _conditions(done.view, who["Boris"]).startswith("bleeds out at the start of turn 10")
    # Anna goes down too and nobody helps her: she dies at the start of X-COM's turn 5.
    missions.execute(view.info.id, Wound(who["Anna"], 2), dice=[5, 5])
    current = missions.view(view.info.id)
    while current.turn < 5:
        current = missions.execute(view.info.id, AdvancePhase()).view
        if current.turn == 4 and current.side == "aliens":
            assert current.character(who["Anna"]).urgent
    assert current.character(who["Anna"]).status == "dead"
    assert any("R-8" in line.rule_ids for line in current.log if line.type == "died")
    # Stabilising again under water adds nothing: refused.
    while current.phase != "shooting" or current.side != "xcom":
        current = missions.execute(view.info.id, AdvancePhase()).view
    with pytest.raises(CommandRefused) as again:
        missions.execute(view.info.id, Stabilise(who["Chen"], who["Boris"], True))
    assert "W-WATER-2" in again.value.rule_ids
    _assert_replay_matches(missions, db, current)


def test_stale_seq_and_duplicate_event_are_refused(
    missions: MissionService, db: Database, campaign: int
) -> None:
    view, who = _start(missions, db, campaign)
    missions.execute(view.info.id, MarkActed(who["Anna"], "moved"), expected_seq=0)
    with pytest.raises(StaleEditError):
        missions.execute(view.info.id, MarkActed(who["Boris"], "moved"), expected_seq=0)
    # (mission_id, seq) is the key: a second event 1 cannot be appended (no fork).
    with pytest.raises(IntegrityError), db.session() as session:
        session.add(MissionEvent(mission_id=view.info.id, seq=1, type="noted", payload={}))
        session.flush()
    assert missions.view(view.info.id).seq == 1


def test_a_failed_audit_append_rolls_back_the_whole_command(
    missions: MissionService, db: Database, campaign: int
) -> None:
    view, who = _start(missions, db, campaign)
    tank = next(i for i, name in view.character(who["Anna"]).items if name == "Spare aqualung tank")
    missions.execute(view.info.id, HandOver(who["Anna"], who["Boris"], tank, True))
    with db.session() as session:  # the audit log loses its head record: appends must fail
        session.execute(text("DELETE FROM audit_head"))
    missions.execute(view.info.id, AdvancePhase())
    with pytest.raises(UserError, match="head record"):
        missions.execute(view.info.id, HandOver(who["Boris"], who["Anna"], tank, True))
    after = missions.view(view.info.id)
    assert after.seq == 2  # no event was appended
    assert tank in dict(after.character(who["Boris"]).items)
    with db.session() as session:
        item = session.get(Item, tank)
        assert item is not None and item.soldier_id == int(who["Boris"][1:])


# -- debrief -------------------------------------------------------------------------------


def test_scripted_underwater_mission_start_to_debrief(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """A whole dive: swim, handoff, a wound that damages a tank, a stabilisation, a death, a
    missing soldier; the debrief writes the roster and inventory back in one transaction; the
    audit chain still verifies; replay is deterministic throughout."""
    view, who = _start(missions, db, campaign)
    mission_id = view.info.id
    missions.execute(mission_id, DeclareMove(who["Anna"], "swim", 4.0, 0.0, 0.0), dice=[2])
    pistol = next(i for i, n in view.character(who["Anna"]).items if n == "Gauss pistol")
    missions.execute(mission_id, HandOver(who["Chen"], who["Boris"], _medkit(view, who), True))
    missions.execute(mission_id, AdvancePhase())
    missions.execute(mission_id, Wound(who["Anna"], 1), dice=[1])  # tank damaged
    missions.execute(mission_id, Wound(who["Boris"], 1), dice=[4])  # down
    missions.execute(mission_id, Stabilise(who["Chen"], who["Boris"], True))
    missions.execute(mission_id, Withdraw(who["Chen"], "mia"))
    missions.execute(mission_id, Kill("a1"))
    final = missions.view(mission_id)
    _assert_replay_matches(missions, db, final)
    summary = missions.end_mission(mission_id, actor="GM Test")
    assert summary.wounded == ("Anna Berg", "Boris Lind")
    assert summary.mia == ("Chen Wei",) and summary.dead == ()
    assert summary.returned == () and summary.turn == 1
    assert summary.changes.kinds >= {"roster", "inventory", "audit", "missions"}
    with db.session() as session:
        soldiers = {s.name: s for s in session.exec(select(Soldier))}
        items = {i.id: i for i in session.exec(select(Item))}
    assert (soldiers["Anna Berg"].status, soldiers["Anna Berg"].wounds) == ("wounded", 1)
    assert (soldiers["Boris Lind"].status, soldiers["Boris Lind"].wounds) == ("wounded", 0)
    assert soldiers["Chen Wei"].status == "mia"
    assert all(soldiers[n].missions == 3 for n in ("Anna Berg", "Boris Lind", "Chen Wei"))
    assert soldiers["Dana Roth"].missions == 2
    assert items[pistol].soldier_id == int(who["Anna"][1:])
    chen_items = [i for i in items.values() if i.soldier_id == int(who["Chen"][1:])]
    assert chen_items == []
    assert AuditService(db).verify(campaign).ok
    finished = missions.view(mission_id)
    assert finished.finished and finished.info.status == "finished"
    assert finished.debrief is not None
    assert finished.debrief.soldiers == summary.soldiers
    assert finished.debrief.items_lost == summary.items_lost
    with db.session() as session:
        row = session.get(Mission, mission_id)
        assert row is not None and row.debrief is None  # facts, no stored sentence
        assert row.outcome is not None
        assert [s["status"] for s in row.outcome["soldiers"]] == ["wounded", "wounded", "mia"]
    with pytest.raises(UserError, match="debriefed already"):
        missions.end_mission(mission_id)
    with pytest.raises(UserError, match="finished"):
        missions.execute(mission_id, AdvancePhase())
    _assert_replay_matches(missions, db, finished)


def _medkit(view: MissionView, who: dict[str, str]) -> int:
    return next(i for i, n in view.character(who["Chen"]).items if n == "Medi-kit")


def test_a_soldier_killed_on_the_mission_stays_dead_with_his_kit_returnable_arm_5(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """Issue 11's "done when": a deployed soldier marked dead (through the mission, ROS-1),
    then the mission ended: he is dead, his kit still on him, returned in one step (ARM-5)."""
    from xcom_manager.services.inventory.service import InventoryService

    view, who = _start(missions, db, campaign, environment="ground")
    missions.execute(view.info.id, Kill(who["Chen"]))
    summary = missions.end_mission(view.info.id)
    assert summary.dead == ("Chen Wei",) and summary.items_lost == ()
    with db.session() as session:
        chen = session.exec(select(Soldier).where(Soldier.name == "Chen Wei")).one()
        carried = session.exec(select(Item).where(Item.soldier_id == chen.id)).all()
    assert chen.status == "dead" and [i.item_type for i in carried] == ["medkit"]
    kit = InventoryService(db, missions._campaigns).kit_return
    assert chen.id is not None
    check = kit.check(chen.id)
    assert check.verdict.allowed and check.item_ids == tuple(i.id for i in carried)
    returned = kit.return_all(chen.id, actor="GM")
    assert [item.location for item in returned.items] == ["armoury"]
    assert AuditService(db).verify(campaign).ok


def test_debrief_marks_the_dead_and_loses_their_items_when_the_gm_says_so(
    missions: MissionService, db: Database, campaign: int
) -> None:
    view, who = _start(missions, db, campaign, environment="ground")
    missions.execute(view.info.id, Kill(who["Chen"]))
    summary = missions.end_mission(view.info.id, lose_fallen_kit=True)
    assert summary.dead == ("Chen Wei",)
    assert summary.items_lost == (("Chen Wei", "Medi-kit"),)
    with db.session() as session:
        chen = session.exec(select(Soldier).where(Soldier.name == "Chen Wei")).one()
        lost = session.exec(select(Item).where(Item.location == "lost")).all()
    assert (chen.status, chen.wounds) == ("dead", 0)
    assert len(lost) == 1
    rows = AuditService(db).page(AuditFilter(campaign, mission_id=view.info.id), 0, 10)
    assert [r.to_kind for r in rows] == ["lost"]
    assert reason_text(rows[0].reason) == "Chen Wei was killed on the mission"
    assert AuditService(db).verify(campaign).ok


def test_ground_jump_odds_and_refusals(
    missions: MissionService, db: Database, campaign: int
) -> None:
    """W-JUMP-1 on the ground: odds for a jump with a fall; too long a jump is refused."""
    view, who = _start(missions, db, campaign, environment="ground")
    jump = DeclareMove(who["Anna"], "jump", 4.0, 2.0, 3.0)
    odds = {o.key: o.chance for o in missions.odds(view.info.id, jump)}
    assert odds["passes"] + odds["fails"] == 1 and "wounded_by_fall" in odds
    assert missions.odds(view.info.id, Wound(who["Anna"], 1)) == ()
    assert missions.check(view.info.id, jump).allowed
    with pytest.raises(CommandRefused) as too_far:
        missions.execute(view.info.id, DeclareMove(who["Anna"], "jump", 8.0, 0.0, 0.0), dice=[1])
    assert "W-JUMP-1" in too_far.value.rule_ids
    with pytest.raises(CommandRefused) as swim:
        missions.execute(view.info.id, DeclareMove(who["Anna"], "swim", 3.0, 0.0, 0.0), dice=[1])
    assert "W-WATER-3" in swim.value.rule_ids
    result = missions.execute(view.info.id, jump, dice=[1])
    assert _detail(result.view, who["Anna"]).jumped_this_phase
    _assert_replay_matches(missions, db, result.view)
