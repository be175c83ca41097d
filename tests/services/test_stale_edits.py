"""Two GMs on one campaign: a write based on what a GM's window showed, after
another GM changed it, is refused, and the refusal says who changed what and when (the soldier's
history, the item's audit row); nothing of the stale write is saved. Two services over the same
database, each with its own connection pool, are the two GMs' apps; on both engines."""

from __future__ import annotations

import dataclasses
import itertools
import re

import pytest

from tests.services.test_inventory import _item, _placement, _soldier
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.common.texts import error_text

_CLOCK = re.compile(r" at \d\d:\d\d ")


def test_a_stale_roster_edit_names_who_changed_what_and_when(
    db: Database,
    db_url: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    soldier = _soldier(roster, campaign_id, name="Ivanova")
    shown = roster.get_soldier(soldier)  # what Boris's window shows
    with Database.open(db_url) as anna_db:
        anna = RosterService(anna_db, CampaignService(anna_db))
        monkeypatch.setenv("XCOM_GM_NAME", "anna")
        row = anna.get_soldier(soldier)
        anna.update_soldier(
            soldier, dataclasses.replace(row.to_draft(), status="retired"), row.version
        )
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    edit = dataclasses.replace(shown.to_draft(), notes="Boris's note")
    with pytest.raises(StaleEditError) as refused:
        roster.update_soldier(soldier, edit, shown.version, shown=shown.to_draft())
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ")
    assert _CLOCK.search(text)
    assert "(status: active → retired)" in text
    assert "your edit was not saved" in text
    after = roster.get_soldier(soldier)
    assert (after.status, after.notes, after.version) == ("retired", shown.notes, 2)


def test_a_stale_notes_edit_names_who_changed_the_notes_and_when(
    db: Database,
    db_url: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An edit that leaves no history fact (the notes) is named by the soldier's last writer
    (``soldier.changed_by``/``changed_at``), newer than the soldier's latest fact."""
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    soldier = _soldier(roster, campaign_id, name="Ivanova")  # recruited by Boris: a fact
    shown = roster.get_soldier(soldier)
    with Database.open(db_url) as anna_db:
        anna = RosterService(anna_db, CampaignService(anna_db))
        monkeypatch.setenv("XCOM_GM_NAME", "anna")
        anna.update_soldier(soldier, dataclasses.replace(shown.to_draft(), notes="x"), 1)
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    edit = dataclasses.replace(shown.to_draft(), name="Ivanova-Petrova")
    with pytest.raises(StaleEditError) as refused:
        roster.update_soldier(soldier, edit, 1, shown=shown.to_draft())
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ") and _CLOCK.search(text)
    assert "(notes); your edit was not saved" in text
    after = roster.get_soldier(soldier)
    assert (after.name, after.notes, after.version) == ("Ivanova", "x", 2)


def test_a_stale_promotion_after_a_notes_edit_names_the_notes_writer(
    db: Database,
    db_url: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A promotion knows only the version its window showed: the other GM's notes edit,
    newer than the soldier's facts, is who and when; the older fact does not stand in."""
    from xcom_manager.services.roster.career import CareerService

    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    soldier = _soldier(roster, campaign_id, name="Ivanova")
    career = CareerService(db, CampaignService(db), roster)
    promoted = career.promote(soldier, 1, actor="boris").row  # a fact, by Boris
    with Database.open(db_url) as anna_db:
        anna = RosterService(anna_db, CampaignService(anna_db))
        monkeypatch.setenv("XCOM_GM_NAME", "anna")
        draft = dataclasses.replace(promoted.to_draft(), notes="wounded knee, keep back")
        anna.update_soldier(soldier, draft, promoted.version)
    with pytest.raises(StaleEditError) as refused:
        career.promote(soldier, promoted.version, actor="boris")
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ") and _CLOCK.search(text)
    assert roster.get_soldier(soldier).rank == promoted.rank


def test_every_soldier_write_records_who_wrote_it(
    db: Database, roster: RosterService, campaign_id: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Recruit, edit, status, promotion and its undo each leave their GM's name on the
    row (``changed_by``), and a newer time (``changed_at``) than the write before."""
    from xcom_manager.services.roster.career import CareerService
    from xcom_manager.store.models import Soldier

    def writer() -> tuple[str, object]:
        with db.session() as session:
            row = session.get(Soldier, soldier)
            assert row is not None
            return row.changed_by, row.changed_at

    monkeypatch.setenv("XCOM_GM_NAME", "anna")
    soldier = _soldier(roster, campaign_id, name="Ivanova")
    seen = [writer()]
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    row = roster.get_soldier(soldier)
    roster.update_soldier(soldier, dataclasses.replace(row.to_draft(), notes="n"), row.version)
    seen.append(writer())
    roster.set_status(soldier, "wounded", roster.get_soldier(soldier).version)
    seen.append(writer())
    career = CareerService(db, CampaignService(db), roster)
    career.promote(soldier, roster.get_soldier(soldier).version, actor="carla")
    seen.append(writer())
    now = roster.get_soldier(soldier)
    career.undo_promotion(soldier, now.version, rank=row.rank, actor="dmitri")
    seen.append(writer())
    assert [who for who, _ in seen] == ["anna", "boris", "boris", "carla", "dmitri"]
    times = [moment for _, moment in seen]
    assert all(a is not None and b is not None and a < b for a, b in itertools.pairwise(times))


def test_a_stale_item_move_names_who_moved_it_where_and_when(
    db: Database, db_url: str, roster: RosterService, campaign_id: int
) -> None:
    ana = _soldier(roster, campaign_id, name="Ana Souza")
    ivan = _soldier(roster, campaign_id, name="Ivan Petrov")
    rifle = _item(db, campaign_id, "laser_rifle")
    boris = InventoryService(db, CampaignService(db))
    shown = boris.item(rifle)  # Boris's window shows the rifle in the armoury
    with Database.open(db_url) as anna_db:
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(rifle, Destination.soldier(ana, "large"), actor="anna")
    with pytest.raises(StaleEditError) as refused:
        boris.move_item(
            rifle,
            Destination.soldier(ivan, "large"),
            actor="boris",
            expected_version=shown.version,
        )
    text = error_text(refused.value)
    assert text.startswith("Laser rifle was moved by anna at ")
    assert "(armoury → Ana Souza (large))" in text
    assert _placement(db, rifle)[:2] == ("soldier", ana)


def test_a_stale_mission_command_says_what_was_recorded_and_when(db_url: str) -> None:
    from tests.helpers.demo import create_demo
    from xcom_manager.rules.mission.commands import Note
    from xcom_manager.services.missions.service import MissionService

    with Database.open(db_url) as boris_db, Database.open(db_url) as anna_db:
        campaigns = CampaignService(boris_db)
        campaign_id = create_demo(campaigns).id
        boris = MissionService(boris_db, campaigns)
        mission = next(m for m in boris.list_missions(campaign_id) if m.status != "finished")
        seen = boris.view(mission.id).seq  # what Boris's window shows
        anna = MissionService(anna_db, CampaignService(anna_db))
        anna.execute(mission.id, Note("Anna was here"), expected_seq=seen)
        with pytest.raises(StaleEditError) as refused:
            boris.execute(mission.id, Note("Boris was here"), expected_seq=seen)
        text = error_text(refused.value)
        assert " was changed by " in text and "(new steps: noted)" in text
        assert boris.view(mission.id).seq == seen + 1  # Boris's note was not recorded


def test_a_stale_status_change_or_promotion_names_who_changed_what_and_when(
    db: Database,
    db_url: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Retire, Mark dead, Promote know only the version the window showed: the refusal names
    the other GM's latest change of the soldier (its history fact)."""
    from xcom_manager.services.roster.career import CareerService

    soldier = _soldier(roster, campaign_id, name="Ivanova")
    shown = roster.get_soldier(soldier)
    with Database.open(db_url) as anna_db:
        anna_campaigns = CampaignService(anna_db)
        anna_roster = RosterService(anna_db, anna_campaigns)
        monkeypatch.setenv("XCOM_GM_NAME", "anna")
        CareerService(anna_db, anna_campaigns, anna_roster).promote(soldier, shown.version)
    monkeypatch.setenv("XCOM_GM_NAME", "boris")
    promoted = roster.get_soldier(soldier).rank
    with pytest.raises(StaleEditError) as refused:
        roster.set_status(soldier, "retired", expected_version=shown.version)
    text = error_text(refused.value)
    assert text.startswith("Ivanova was changed by anna at ") and _CLOCK.search(text)
    assert f"(rank: {shown.rank} → {promoted})" in text
    career = CareerService(db, CampaignService(db), roster)
    with pytest.raises(StaleEditError) as again:
        career.promote(soldier, shown.version)
    assert error_text(again.value) == text
    after = roster.get_soldier(soldier)
    assert (after.status, after.rank, after.version) == ("active", promoted, 2)


def test_an_undo_after_another_gms_move_names_who_moved_it(
    db: Database, db_url: str, roster: RosterService, campaign_id: int
) -> None:
    """Issue 12, item 3: the undo of Boris's move expects the version his move left; Anna's
    move in between refuses it with who moved the item, where and when; nothing moves."""
    ana = _soldier(roster, campaign_id, name="Ana Souza")
    ivan = _soldier(roster, campaign_id, name="Ivan Petrov")
    rifle = _item(db, campaign_id, "laser_rifle")
    boris = InventoryService(db, CampaignService(db))
    moved = boris.move_item(rifle, Destination.soldier(ana, "large"), actor="boris")
    with Database.open(db_url) as anna_db:
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(rifle, Destination.soldier(ivan, "large"), actor="anna")
    with pytest.raises(StaleEditError) as refused:
        boris.undo_move(
            campaign_id, moved.audit_seq, actor="boris", expected_version=moved.item.version
        )
    text = error_text(refused.value)
    assert text.startswith("Laser rifle was moved by anna at ")
    assert "(Ana Souza (large) → Ivan Petrov (large))" in text
    assert _placement(db, rifle)[:2] == ("soldier", ivan)
