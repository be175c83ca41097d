"""The statistics service on a campaign scripted through the services (missions started,
commands with typed dice, debriefs): every total equals the one counted by hand."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest
from sqlmodel import select

from xcom_manager.rules.mission.commands import AdvancePhase, Undo
from xcom_manager.rules.wargame.commands import DeclareMove, Kill, Withdraw, Wound
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError
from xcom_manager.services.demo.service import DemoService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.stats import CampaignStats, StatsService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

STATS = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5}


def _soldier(name: str, items: list[tuple[str, str]], **extra: Any) -> dict[str, Any]:
    return {
        "name": name,
        "nationality": "",
        "rank": "Squaddie",
        "soldier_class": extra.get("soldier_class", "infantry"),
        "unit_type": "infantry",
        "stats": {**STATS, "W": extra.get("wounds", 1)},
        "wounds": extra.get("wounds", 1),
        "status": "active",
        "missions": 0,
        "kills": 0,
        "notes": "",
        "items": [
            {"item_type": t, "charges": 3 if t == "medkit" else None, "slot": s, "slot_index": 0}
            for t, s in items
        ],
    }


@pytest.fixture
def campaign(campaigns: CampaignService) -> int:
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Stats tests", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            _soldier("Anna Berg", [("gauss_rifle", "large")], wounds=2),
            _soldier("Boris Lind", [("gauss_rifle", "large")], wounds=2),
            _soldier("Chen Wei", [("medkit", "small")], soldier_class="support"),
            _soldier("Erik Sand", [("gauss_rifle", "large")], soldier_class="heavy"),
            _soldier("Fay Moss", []),
        ],
        "armoury": [],
        "alien_units": [],
    }
    return campaigns.import_campaign(document).id


def _ids(db: Database, campaign: int) -> dict[str, int]:
    with db.session() as session:
        rows = session.exec(select(Soldier).where(Soldier.campaign_id == campaign)).all()
        return {s.name.split()[0]: s.id for s in rows if s.id is not None}


def _play(db: Database, campaigns: CampaignService, campaign: int) -> None:
    """Three missions: a dive won with two wounded and one missing, a raid lost (its only
    soldier killed), and a patrol in progress whose one jump was undone."""
    missions = MissionService(db, campaigns)
    ids = _ids(db, campaign)
    dive = missions.start_mission(
        campaign,
        name="Dive",
        options={"environment": "underwater"},
        soldier_ids=[ids["Anna"], ids["Boris"], ids["Chen"]],
        aliens=["aquatoid", "aquatoid"],
    ).info.id
    anna, boris, chen = (f"s{ids[n]}" for n in ("Anna", "Boris", "Chen"))
    missions.execute(dive, DeclareMove(anna, "swim", 4.0, 0.0, 0.0), dice=[2])  # passes
    missions.execute(dive, AdvancePhase())
    missions.execute(dive, Wound(anna, 1), dice=[1])  # the tank breaks (W-WATER-4)
    missions.execute(dive, Wound(boris, 1), dice=[4])  # the tank holds
    missions.execute(dive, Withdraw(chen, "mia"))  # his medi-kit is lost with him
    missions.execute(dive, Kill("a1"))
    missions.end_mission(dive, lose_fallen_kit=True)  # the GM rules the fallen's kit lost
    raid = missions.start_mission(
        campaign,
        name="Raid",
        options={"environment": "ground"},
        soldier_ids=[ids["Erik"]],
        aliens=["sectoid"],
    ).info.id
    missions.execute(raid, Kill(f"s{ids['Erik']}"))
    missions.end_mission(raid, lose_fallen_kit=True)
    patrol = missions.start_mission(
        campaign,
        name="Patrol",
        options={"environment": "ground"},
        soldier_ids=[ids["Fay"]],
        aliens=["sectoid", "muton"],
    ).info.id
    missions.execute(patrol, DeclareMove(f"s{ids['Fay']}", "jump", 2.0, 0.0, 0.0), dice=[1])
    missions.execute(patrol, Undo(1))


@pytest.fixture
def stats(db: Database, campaigns: CampaignService, campaign: int) -> CampaignStats:
    _play(db, campaigns, campaign)
    return StatsService(db, campaigns).campaign(campaign)


def test_the_totals_are_those_counted_by_hand(stats: CampaignStats) -> None:
    assert [(m.name, m.result) for m in stats.missions] == [
        ("Dive", "won"),
        ("Raid", "lost"),
        ("Patrol", "in_progress"),
    ]
    assert (stats.won, stats.lost, stats.in_progress) == (1, 1, 1)
    assert (stats.dead, stats.missing, stats.wounded, stats.wounds_taken) == (1, 1, 2, 2)
    assert stats.kills == 0 and stats.kills_by_soldier == ()  # Kill names no killer
    assert stats.items_lost == {"gauss_rifle": 1, "medkit": 1}
    assert stats.aliens == {"aquatoid": 2, "sectoid": 2, "muton": 1}
    assert stats.aliens_killed == {"aquatoid": 1}
    assert stats.roster == {
        ("infantry", "wounded"): 2,
        ("support", "mia"): 1,
        ("heavy", "dead"): 1,
        ("infantry", "active"): 1,
    }
    assert [(m.squad, m.casualties, m.wounds_taken) for m in stats.missions] == [
        (3, 1, 2),
        (1, 1, 0),
        (1, 0, 0),
    ]
    assert stats.names["gauss_rifle"] == "Gauss rifle"


def test_the_dice_luck_counts_the_rolls_that_stand(stats: CampaignStats) -> None:
    """M-TEST-1: the dive's swim (the patrol's jump was undone); W-WATER-4: two aqualung
    tests, one tank held (4/6 each)."""
    luck = {f.kind: f for f in stats.luck}
    assert set(luck) == {"initiative_test", "aqualung_test"}
    swim = luck["initiative_test"]
    assert (swim.trials, swim.actual, swim.expected) == (1, 1, Fraction(1, 2))
    tanks = luck["aqualung_test"]
    assert (tanks.trials, tanks.actual, tanks.expected) == (2, 1, Fraction(4, 3))
    assert tanks.luck.at_most == 1 - Fraction(4, 9)  # not both held
    (dive, raid, patrol) = stats.missions
    assert {f.kind for f in dive.luck} == {"initiative_test", "aqualung_test"}
    assert raid.luck == () and patrol.luck == ()


def test_each_soldier_has_its_own_figures(stats: CampaignStats) -> None:
    by_name = {s.name: s for s in stats.soldiers}
    anna, boris = by_name["Anna Berg"], by_name["Boris Lind"]
    assert (anna.status, anna.missions, anna.wounds_taken) == ("wounded", 1, 1)
    assert {f.kind: f.actual for f in anna.luck} == {"initiative_test": 1, "aqualung_test": 0}
    assert {f.kind: f.actual for f in boris.luck} == {"aqualung_test": 1}
    assert by_name["Fay Moss"].luck == ()
    assert [f.fortune for f in boris.luck] == [pytest.approx(1 - 1 / 3)]


def test_the_demo_campaigns_read_whatever_the_system(
    db: Database, campaigns: CampaignService
) -> None:
    """The board game records its kills in the debrief; its dice luck is damage and kills."""
    demo = DemoService(db, campaigns)
    board = StatsService(db, campaigns).campaign(demo.create_campaign("boardgame").id)
    assert board.kills == sum(k for _, _, k in board.kills_by_soldier) > 0
    assert sum(board.kills_by_weapon.values()) == board.kills
    assert {f.kind for f in board.luck} <= {"damage_dealt", "damage_taken", "kill"}
    wargame = StatsService(db, campaigns).campaign(demo.create_campaign("wargame").id)
    assert wargame.won == 1 and wargame.in_progress == 1


def test_an_unknown_campaign_is_named(db: Database, campaigns: CampaignService) -> None:
    with pytest.raises(NotFoundError, match="#999"):
        StatsService(db, campaigns).campaign(999)


def test_a_second_look_reads_the_same_figures(
    db: Database, campaigns: CampaignService, campaign: int
) -> None:
    """The service keeps each mission's facts by its count of events: the same log, the same
    figures; a new event is read afresh."""
    _play(db, campaigns, campaign)
    service = StatsService(db, campaigns)
    first = service.campaign(campaign)
    assert service.campaign(campaign) == first
    patrol = first.missions[-1].mission_id
    fay = next(s.soldier_id for s in first.soldiers if s.name == "Fay Moss")
    MissionService(db, campaigns).execute(patrol, Wound(f"s{fay}", 1), dice=[])
    assert service.campaign(campaign).wounds_taken == first.wounds_taken + 1


@pytest.mark.parametrize("system", ["wargame", "boardgame"])
def test_a_mission_whose_event_was_edited_into_nonsense_is_one_message(
    db: Database, campaigns: CampaignService, system: str
) -> None:
    """Statistics of a campaign (or of the mission) with a damaged log: one message naming the
    mission, not a traceback."""
    from tests.helpers.audit import raw_sql
    from xcom_manager.services.missions.damage import MissionLogDamagedError

    campaign_id = DemoService(db, campaigns).create_campaign(system).id
    mission_id = MissionService(db, campaigns).list_missions(campaign_id)[-1].id
    raw_sql(
        db,
        "UPDATE mission_event SET payload = '[1, 2]' WHERE mission_id = ? AND seq = 1",
        mission_id,
    )
    with pytest.raises(MissionLogDamagedError, match=f"(?i)mission #{mission_id}.* damaged"):
        StatsService(db, campaigns).campaign(campaign_id)
    with pytest.raises(MissionLogDamagedError, match=f"(?i)mission #{mission_id}.* damaged"):
        StatsService(db, campaigns).mission(mission_id)


def test_a_mission_whose_event_was_edited_and_re_hashed_is_one_message(
    db: Database, campaigns: CampaignService
) -> None:
    """Only the chain's link breaks (the event's own hash fits its new content): statistics
    name the mission's damaged event, as the mission list does."""
    import json

    from tests.helpers.audit import raw_rows, raw_sql
    from xcom_manager.services.missions.damage import MissionLogDamagedError
    from xcom_manager.services.missions.event_chain import stored_content
    from xcom_manager.store.chain import link_hash

    campaign_id = DemoService(db, campaigns).create_campaign("wargame").id
    mission_id = MissionService(db, campaigns).list_missions(campaign_id)[-1].id
    row = raw_rows(
        db,
        "SELECT campaign_id, chain_seq, mission_id, seq, type, CAST(recorded_at AS TEXT), "
        "CAST(payload AS TEXT), prev_hash FROM mission_event WHERE mission_id = ? AND seq = 1",
        mission_id,
    )[0]
    payload = json.dumps({**json.loads(row[6]), "text": "edited"})
    raw_sql(
        db,
        "UPDATE mission_event SET payload = ?, hash = ? WHERE mission_id = ? AND seq = 1",
        payload,
        link_hash(stored_content((*row[:6], payload, row[7]))),
        mission_id,
    )
    with pytest.raises(MissionLogDamagedError, match="damaged at event 1"):
        StatsService(db, campaigns).campaign(campaign_id)
    with pytest.raises(MissionLogDamagedError, match="damaged at event 1"):
        StatsService(db, campaigns).mission(mission_id)
