"""Two GMs filling one slot position at the same moment: the second is told the
slot was just taken and by whom, never shown the ``uq_item_soldier_slot`` constraint, and
nothing of the second move is written. On PostgreSQL both moves plan the free position at once
and the index refuses the second; on SQLite the second waits for the write lock and then plans
with the slot already filled: a refusal either way."""

from __future__ import annotations

import threading

import pytest

from tests.services.test_inventory import _item, _placement, _soldier
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import SlotTakenError, UserError
from xcom_manager.services.inventory import service as inventory_module
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database


def test_the_second_gm_into_a_slot_is_told_it_was_just_taken(
    db: Database,
    db_url: str,
    engine: str,
    roster: RosterService,
    campaign_id: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    soldier = _soldier(roster, campaign_id, name="Ana Souza")
    first = _item(db, campaign_id, "laser_rifle")
    second = _item(db, campaign_id, "laser_rifle")
    anna = InventoryService(db, CampaignService(db))
    with Database.open(db_url) as other_db:
        boris = InventoryService(other_db, CampaignService(other_db))
        # Anna's move stops just before its commit until Boris's move has planned and written.
        holding = threading.Event()
        release = threading.Event()
        real_append = inventory_module.append_entry

        def append_then_hold(*args: object, **kwargs: object) -> object:
            entry = real_append(*args, **kwargs)  # type: ignore[arg-type]
            if threading.current_thread().name == "anna":
                holding.set()
                release.wait(10)
            return entry

        monkeypatch.setattr(inventory_module, "append_entry", append_then_hold)
        failures: list[BaseException] = []

        def anna_moves() -> None:
            try:
                anna.move_item(first, Destination.soldier(soldier, "large", 0), actor="GM Anna")
            except BaseException as error:  # reported below
                failures.append(error)

        thread = threading.Thread(target=anna_moves, name="anna")
        thread.start()
        assert holding.wait(10)
        threading.Timer(0.5, release.set).start()
        with pytest.raises(UserError) as caught:
            boris.move_item(second, Destination.soldier(soldier, "large", 0), actor="GM Boris")
        thread.join(10)
    assert failures == []
    assert "uq_item_soldier_slot" not in str(caught.value)
    if engine == "postgresql":
        assert isinstance(caught.value, SlotTakenError)
        assert "just taken by Laser rifle, moved there by GM Anna" in str(caught.value)
        assert "Ana Souza's large slot, position 1" in str(caught.value)
    assert _placement(db, first)[:4] == ("soldier", soldier, "large", 0)
    assert _placement(db, second)[:4] == ("armoury", None, None, None)
    report = AuditService(db).verify(campaign_id)
    assert report.ok and report.rows_checked == 1
