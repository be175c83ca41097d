"""The inventory's statements: items with their ruleset, the armoury, soldiers' kits, a move."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.helpers.audit import draft
from xcom_manager.services.audit.chain import append_entry
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, Item, Soldier
from xcom_manager.store.queries.driver import DriverRunner
from xcom_manager.store.queries.inventory import (
    armoury_items,
    item_with_ruleset,
    later_move,
    move_item,
    soldiers_with_items,
)


def _add(db: Database, row: Campaign | Soldier | Item) -> int:
    with db.session() as session:
        session.add(row)
        session.flush()
        assert row.id is not None
        return row.id


@pytest.fixture
def campaign_id(db: Database) -> int:
    return _add(db, Campaign(name="Deep Blue", ruleset_id="wargame"))


def _soldier(db: Database, campaign_id: int, name: str) -> int:
    return _add(
        db,
        Soldier(
            campaign_id=campaign_id,
            name=name,
            rank="Rookie",
            soldier_class="infantry",
            unit_type="infantry",
        ),
    )


@pytest.fixture
def runner(db: Database) -> Iterator[DriverRunner]:
    with db.driver_transaction() as connection:
        yield DriverRunner.for_transaction(connection, db)


def test_an_item_with_its_ruleset_and_the_armoury_in_type_order(
    db: Database, campaign_id: int, runner: DriverRunner
) -> None:
    rifle = _add(db, Item(campaign_id=campaign_id, item_type="laser_rifle"))
    clip = _add(db, Item(campaign_id=campaign_id, item_type="gauss_clip", charges=12))
    found = item_with_ruleset(runner, clip)
    assert found is not None
    state, ruleset_id = found
    assert (state.id, state.item_type, state.charges, state.location) == (
        clip,
        "gauss_clip",
        12,
        "armoury",
    )
    assert ruleset_id == "wargame"
    assert item_with_ruleset(runner, clip + 100) is None
    assert [item.id for item in armoury_items(runner, campaign_id)] == [clip, rifle]


def test_soldiers_with_their_kits_in_one_query(
    db: Database, campaign_id: int, runner: DriverRunner
) -> None:
    anna, ivan = _soldier(db, campaign_id, "Anna"), _soldier(db, campaign_id, "Ivan")
    for index, item_type in ((1, "laser_pistol"), (0, "medkit")):
        _add(
            db,
            Item(
                campaign_id=campaign_id,
                item_type=item_type,
                location="soldier",
                soldier_id=anna,
                slot="small",
                slot_index=index,
            ),
        )
    both = soldiers_with_items(runner, anna, ivan)
    soldier, carried = both[anna]
    assert (soldier["name"], soldier["campaign_id"]) == ("Anna", campaign_id)
    assert [(item.item_type, item.slot_index) for item in carried] == [
        ("medkit", 0),
        ("laser_pistol", 1),
    ]
    assert both[ivan][1] == []  # carries nothing: still found
    assert list(soldiers_with_items(runner, ivan, ivan)) == [ivan]
    assert list(soldiers_with_items(runner, anna, ivan + 100)) == [anna]


def test_a_move_names_the_version_it_read(
    db: Database, campaign_id: int, runner: DriverRunner
) -> None:
    anna = _soldier(db, campaign_id, "Anna")
    rifle = _add(db, Item(campaign_id=campaign_id, item_type="laser_rifle"))
    found = item_with_ruleset(runner, rifle)
    assert found is not None
    read = found[0]
    assert move_item(runner, read, "soldier", anna, "large", 0)
    assert not move_item(runner, read, "armoury", None, None, None)  # version 1 is gone
    moved = item_with_ruleset(runner, rifle)
    assert moved is not None
    assert (moved[0].location, moved[0].soldier_id, moved[0].version) == ("soldier", anna, 2)


def test_the_next_move_of_an_item_in_the_audit_log(db: Database, campaign_id: int) -> None:
    for n, item_id in enumerate((1, 2, 1, 2)):
        with db.session() as session:
            append_entry(session, campaign_id, draft(n, item_id=item_id))
    with db.driver_transaction() as connection:
        runner = DriverRunner.for_transaction(connection, db)
        assert later_move(runner, campaign_id, 1, 1) == 3
        assert later_move(runner, campaign_id, 2, 2) == 4
        assert later_move(runner, campaign_id, 1, 3) is None
