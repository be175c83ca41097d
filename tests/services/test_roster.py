"""RosterService: recruit, edit, validation, optimistic locking, status, dismiss, paging."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.helpers.demo import create_demo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import (
    NotFoundError,
    StaleEditError,
    UserError,
    ValidationError,
)
from xcom_manager.services.roster.dto import SavedSoldier, SoldierDraft, SoldierRow
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Soldier

from .conftest import OpenDatabase


def _draft(
    roster: RosterService, campaign_id: int, seed: int = 7, **changes: object
) -> SoldierDraft:
    draft = roster.new_recruit_draft(
        campaign_id, soldier_class="assault", nationality=None, rng=random.Random(seed)
    )
    return dataclasses.replace(draft, **changes)  # type: ignore[arg-type]


def test_new_recruit_draft_uses_class_defaults(roster: RosterService, campaign_id: int) -> None:
    draft = roster.new_recruit_draft(
        campaign_id, soldier_class="sniper", nationality="German", rng=random.Random(3)
    )
    assert draft.soldier_class == "sniper"
    assert draft.unit_type == "infantry"
    assert draft.nationality == "German"
    assert draft.rank == "Rookie"
    assert draft.status == "active"
    assert dict(draft.stats)["BS"] == 4
    assert draft.wounds == dict(draft.stats)["W"]
    again = roster.new_recruit_draft(
        campaign_id, soldier_class="sniper", nationality="German", rng=random.Random(3)
    )
    assert again == draft  # the injected rng decides the name


def test_new_recruit_draft_refuses_unknown_class(roster: RosterService, campaign_id: int) -> None:
    with pytest.raises(ValidationError) as caught:
        roster.new_recruit_draft(
            campaign_id, soldier_class="wizard", nationality=None, rng=random.Random(1)
        )
    assert caught.value.problems[0].field == "soldier_class"


def test_recruit_returns_a_plain_row(roster: RosterService, campaign_id: int) -> None:
    draft = _draft(roster, campaign_id, name="  Ada Reyes  ", notes="Joined at dawn")
    row = roster.recruit(campaign_id, draft).row
    assert isinstance(row, SoldierRow)
    assert row.name == "Ada Reyes"
    assert row.soldier_class == "assault"
    assert row.soldier_class_name == "Assault"
    assert row.unit_type_name == "Infantry"
    assert [key for key, _ in row.stats] == ["WS", "BS", "S", "T", "W", "I", "A", "Ld", "Sv"]
    assert row.stat("WS") == 4
    assert row.max_wounds == 1
    assert (row.missions, row.kills, row.experience, row.version) == (0, 0, 0, 1)
    assert row.notes == "Joined at dawn"
    assert row.campaign_id == campaign_id
    assert roster.get_soldier(row.id) == row
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.name = "x"  # type: ignore[misc]


def test_every_write_says_it_changed_the_roster_of_its_campaign(
    roster: RosterService, campaign_id: int
) -> None:
    changed = Changes.of(Change.roster, campaign_id=campaign_id)
    saved = roster.recruit(campaign_id, _draft(roster, campaign_id))
    assert isinstance(saved, SavedSoldier) and saved.changes == changed
    row = saved.row
    edited = roster.update_soldier(row.id, row.to_draft(), expected_version=row.version)
    assert edited.changes == changed
    retired = roster.set_status(row.id, "retired", expected_version=edited.row.version)
    assert retired.changes == changed
    assert roster.dismiss(row.id) == changed
    assert roster.restore(retired.row).changes == changed


def test_recruit_refuses_a_bad_soldier_and_writes_nothing(
    roster: RosterService, campaign_id: int
) -> None:
    draft = _draft(roster, campaign_id, name="", rank="Admiral")
    draft = dataclasses.replace(draft, stats={**draft.stats, "WS": 12})
    with pytest.raises(ValidationError) as caught:
        roster.recruit(campaign_id, draft)
    fields = {problem.field for problem in caught.value.problems}
    assert fields == {"name", "rank", "stats.WS"}
    assert "between 1 and 10, not 12" in caught.value.messages_by_field()["stats.WS"][0]
    assert "stats.WS" in str(caught.value)
    assert roster.count_soldiers(campaign_id) == 0


def test_recruit_into_unknown_campaign(roster: RosterService, campaign_id: int) -> None:
    with pytest.raises(NotFoundError):
        roster.recruit(campaign_id + 1, _draft(roster, campaign_id))


def test_update_soldier_bumps_the_version(roster: RosterService, campaign_id: int) -> None:
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    draft = dataclasses.replace(
        row.to_draft(), name="Renamed", rank="Corporal", stats={**dict(row.stats), "W": 2}
    )
    updated = roster.update_soldier(row.id, draft, expected_version=row.version).row
    assert updated.version == row.version + 1
    assert (updated.name, updated.rank, updated.max_wounds) == ("Renamed", "Corporal", 2)
    assert roster.get_soldier(row.id) == updated


def test_update_soldier_validates(roster: RosterService, campaign_id: int) -> None:
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    bad = dataclasses.replace(row.to_draft(), unit_type="spaceship", wounds=5)
    with pytest.raises(ValidationError) as caught:
        roster.update_soldier(row.id, bad, expected_version=row.version)
    assert {p.field for p in caught.value.problems} == {"unit_type", "wounds"}
    assert roster.get_soldier(row.id) == row


def test_stale_edit_is_refused_with_the_soldiers_name(
    roster: RosterService, campaign_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal names the soldier and who wrote it last (an edit of the notes leaves no
    history fact: the row's writer says it)."""
    monkeypatch.setenv("XCOM_GM_NAME", "Nadia")
    row = roster.recruit(campaign_id, _draft(roster, campaign_id, name="Kim Park")).row
    first = roster.update_soldier(
        row.id, dataclasses.replace(row.to_draft(), notes="first GM"), row.version
    ).row
    with pytest.raises(StaleEditError, match=r"Kim Park was changed by Nadia at \d\d:\d\d"):
        roster.update_soldier(
            row.id, dataclasses.replace(row.to_draft(), notes="second GM"), row.version
        )
    assert roster.get_soldier(row.id) == first


def test_two_gms_on_one_database(
    db: Database, roster: RosterService, campaign_id: int, db_url: str
) -> None:
    """Two application instances (two engines) editing the same soldier: one wins."""
    row = roster.recruit(campaign_id, _draft(roster, campaign_id, name="Shared Soldier")).row
    with Database.open(db_url) as other_db:
        other = RosterService(other_db, CampaignService(other_db))
        other.set_status(row.id, "retired", expected_version=row.version)
    with pytest.raises(StaleEditError):
        roster.set_status(row.id, "dead", expected_version=row.version)
    assert roster.get_soldier(row.id).status == "retired"


def test_set_status(roster: RosterService, campaign_id: int) -> None:
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    retired = roster.set_status(row.id, "retired", expected_version=row.version).row
    assert (retired.status, retired.version) == ("retired", 2)
    with pytest.raises(ValidationError) as caught:
        roster.set_status(row.id, "on holiday", expected_version=retired.version)
    assert caught.value.problems[0].field == "status"
    with pytest.raises(StaleEditError):
        roster.set_status(row.id, "dead", expected_version=row.version)
    with pytest.raises(NotFoundError):
        roster.set_status(row.id + 100, "dead", expected_version=1)


def test_dismiss_and_restore(roster: RosterService, campaign_id: int) -> None:
    keep = roster.recruit(campaign_id, _draft(roster, campaign_id, seed=1)).row
    row = roster.recruit(campaign_id, _draft(roster, campaign_id, seed=2)).row
    roster.dismiss(row.id)
    with pytest.raises(NotFoundError):
        roster.get_soldier(row.id)
    assert [r.id for r in roster.list_soldiers(campaign_id)] == [keep.id]
    restored = roster.restore(row).row
    assert restored == row
    assert [r.id for r in roster.list_soldiers(campaign_id)] == [keep.id, row.id]
    with pytest.raises(UserError, match="exists"):
        roster.restore(row)


def test_a_restored_soldier_keeps_its_kills_and_experience(
    db: Database, roster: RosterService, campaign_id: int
) -> None:
    """The kills and Experience Points (M-CX-4) the debriefs wrote are read back, and an undone
    dismissal brings them back with the soldier."""
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    with db.session() as session:
        soldier = session.get(Soldier, row.id)
        assert soldier is not None
        soldier.kills, soldier.experience = 4, 3
        session.add(soldier)
    read = roster.get_soldier(row.id)
    assert (read.kills, read.experience) == (4, 3)
    roster.dismiss(read.id)
    restored = roster.restore(read).row
    assert restored == read
    assert (roster.get_soldier(row.id).kills, roster.get_soldier(row.id).experience) == (4, 3)


def test_dismiss_refuses_stale_or_missing(roster: RosterService, campaign_id: int) -> None:
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    roster.set_status(row.id, "retired", row.version)
    with pytest.raises(StaleEditError):
        roster.dismiss(row.id, expected_version=row.version)
    roster.dismiss(row.id, expected_version=row.version + 1)
    with pytest.raises(NotFoundError):
        roster.dismiss(row.id)


def test_dismiss_refuses_a_soldier_with_items(
    campaigns: CampaignService, roster: RosterService
) -> None:
    demo = create_demo(campaigns)
    armed = next(r for r in roster.list_soldiers(demo.id) if r.status == "active")
    with pytest.raises(UserError, match="still carries"):
        roster.dismiss(armed.id)
    assert roster.get_soldier(armed.id) == armed


def test_list_paging_and_count(roster: RosterService, campaign_id: int) -> None:
    made = [roster.recruit(campaign_id, _draft(roster, campaign_id, seed=i)).row for i in range(25)]
    assert roster.count_soldiers(campaign_id) == 25
    assert roster.list_soldiers(campaign_id) == made
    assert roster.list_soldiers(campaign_id, offset=10, limit=5) == made[10:15]
    assert roster.list_soldiers(campaign_id, offset=20, limit=100) == made[20:]
    assert roster.list_soldiers(campaign_id, offset=25, limit=10) == []
    with pytest.raises(ValueError):
        roster.list_soldiers(campaign_id, offset=-1)


def test_keyset_paging_returns_every_soldier_once_in_id_order(
    campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    other = campaigns.create_campaign("Other", "wargame").id
    made = []
    for i in range(23):  # interleave another campaign's soldiers between ours
        made.append(roster.recruit(campaign_id, _draft(roster, campaign_id, seed=i)).row)
        if i % 3 == 0:
            roster.recruit(other, _draft(roster, other, seed=100 + i))
    paged: list[SoldierRow] = []
    after = 0
    while page := roster.list_soldiers(campaign_id, limit=5, after_id=after):
        assert len(page) <= 5
        paged.extend(page)
        after = page[-1].id
    assert paged == made
    assert [r.id for r in paged] == sorted({r.id for r in paged})
    assert roster.list_soldiers(campaign_id, after_id=made[10].id) == made[11:]
    assert roster.list_soldiers(campaign_id, limit=3, after_id=made[-1].id) == []
    # A soldier dismissed ahead of the mark is simply not met; nothing is skipped or repeated.
    roster.dismiss(made[13].id)
    assert roster.list_soldiers(campaign_id, limit=3, after_id=made[11].id) == [
        made[12],
        made[14],
        made[15],
    ]


def test_open_roster_counts_and_reads_the_first_page(
    campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    made = [roster.recruit(campaign_id, _draft(roster, campaign_id, seed=i)).row for i in range(8)]
    assert roster.open_roster(campaign_id, 5) == (8, made[:5])
    assert roster.open_roster(campaign_id, 50) == (8, made)
    empty = campaigns.create_campaign("Empty", "wargame").id
    assert roster.open_roster(empty, 5) == (0, [])
    with pytest.raises(NotFoundError):
        roster.open_roster(99, 5)


@pytest.mark.sqlite_only  # EXPLAIN QUERY PLAN is SQLite's
def test_keyset_page_reads_the_campaign_id_index_in_order(
    db: Database, roster: RosterService, campaign_id: int
) -> None:
    from sqlalchemy import text

    with db.session() as session:
        plan = session.execute(
            text(
                "EXPLAIN QUERY PLAN SELECT id, name FROM soldier"
                " WHERE campaign_id = :c AND id > :a ORDER BY id LIMIT 100"
            ),
            {"c": campaign_id, "a": 0},
        ).all()
    details = " | ".join(str(row[-1]) for row in plan)
    assert "ix_soldier_campaign_id (campaign_id=? AND id>?)" in details, details
    assert "TEMP B-TREE" not in details, details


def test_rosters_are_per_campaign(
    campaigns: CampaignService, roster: RosterService, campaign_id: int
) -> None:
    other = campaigns.create_campaign("Other", "wargame").id
    roster.recruit(campaign_id, _draft(roster, campaign_id))
    assert roster.count_soldiers(other) == 0
    assert roster.list_soldiers(other) == []
    assert campaigns.get(campaign_id).soldier_count == 1


def test_unknown_campaign_in_listing(roster: RosterService) -> None:
    with pytest.raises(NotFoundError):
        roster.count_soldiers(99)
    with pytest.raises(NotFoundError):
        roster.list_soldiers(99)


def test_board_game_soldiers_use_health(campaigns: CampaignService, roster: RosterService) -> None:
    board = campaigns.create_campaign("Board", "boardgame").id
    ruleset = campaigns.ruleset_for(board)
    soldier_class = next(iter(ruleset.soldier_classes))
    draft = roster.new_recruit_draft(
        board, soldier_class=soldier_class, nationality=None, rng=random.Random(5)
    )
    row = roster.recruit(board, draft).row
    assert row.max_wounds == row.stat("Health")


def test_restore_into_another_database(
    roster: RosterService, campaign_id: int, open_database: OpenDatabase
) -> None:
    """Restore needs the campaign to exist; in a database without it, it is not found."""
    row = roster.recruit(campaign_id, _draft(roster, campaign_id)).row
    other_db = open_database("other.db")
    other = RosterService(other_db, CampaignService(other_db))
    with pytest.raises(NotFoundError):
        other.restore(row)
