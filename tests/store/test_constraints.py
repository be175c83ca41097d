"""Rules the database itself keeps: item placement, slot uniqueness, foreign keys, versions."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import func, update
from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select

from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, Item, Soldier

# What each engine says when a constraint refuses a row (SQLite first, then PostgreSQL).
_CHECK = "CHECK constraint failed|violates check constraint"
_UNIQUE = "UNIQUE constraint failed|duplicate key value violates unique constraint"
_FOREIGN_KEY = "FOREIGN KEY|violates foreign key constraint"


@pytest.fixture
def ids(db: Database) -> tuple[int, int, int]:
    """A campaign with two soldiers: (campaign_id, soldier_id, other_soldier_id)."""
    with db.session() as session:
        campaign = Campaign(name="Operation Cobra", ruleset_id="wargame")
        session.add(campaign)
        session.flush()
        assert campaign.id is not None
        first = Soldier(
            campaign_id=campaign.id,
            name="Ana Souza",
            rank="Sergeant",
            soldier_class="assault",
            unit_type="infantry",
            stats={"WS": 4},
        )
        second = Soldier(
            campaign_id=campaign.id,
            name="Ivan Petrov",
            rank="Rookie",
            soldier_class="heavy",
            unit_type="infantry",
        )
        session.add_all([first, second])
        session.flush()
        assert first.id is not None and second.id is not None
        return campaign.id, first.id, second.id


def _add(db: Database, **fields: Any) -> Item:
    with db.session() as session:
        item = Item(item_type="laser_rifle", **fields)
        session.add(item)
    return item


def test_items_in_the_armoury_and_on_soldiers_are_accepted(
    db: Database, ids: tuple[int, int, int]
) -> None:
    campaign, soldier, other = ids
    _add(db, campaign_id=campaign)
    _add(db, campaign_id=campaign)  # two armoury items: NULL slots never collide
    _add(
        db, campaign_id=campaign, location="soldier", soldier_id=soldier, slot="large", slot_index=0
    )
    _add(
        db, campaign_id=campaign, location="soldier", soldier_id=soldier, slot="large", slot_index=1
    )
    _add(db, campaign_id=campaign, location="soldier", soldier_id=other, slot="large", slot_index=0)
    _add(db, campaign_id=campaign, location="lost")


@pytest.mark.parametrize(
    "fields",
    [
        # in the armoury and on a soldier at once
        {"location": "armoury", "soldier_id": "S", "slot": "large", "slot_index": 0},
        {"location": "armoury", "soldier_id": "S"},
        {"location": "used", "slot": "small", "slot_index": 0},
        # on a soldier but nowhere on him
        {"location": "soldier", "soldier_id": "S"},
        {"location": "soldier", "soldier_id": "S", "slot": "large"},
        {"location": "soldier", "slot": "large", "slot_index": 0},
        # nowhere at all
        {"location": "in_orbit"},
    ],
)
def test_item_placement_check_is_enforced(
    db: Database, ids: tuple[int, int, int], fields: dict[str, object]
) -> None:
    campaign, soldier, _other = ids
    values = {key: soldier if value == "S" else value for key, value in fields.items()}
    with pytest.raises(IntegrityError, match=_CHECK):
        _add(db, campaign_id=campaign, **values)


def test_two_items_cannot_share_a_slot_position(db: Database, ids: tuple[int, int, int]) -> None:
    campaign, soldier, _other = ids
    placed = {"location": "soldier", "soldier_id": soldier, "slot": "small", "slot_index": 2}
    _add(db, campaign_id=campaign, **placed)
    with pytest.raises(IntegrityError, match=_UNIQUE):
        _add(db, campaign_id=campaign, **placed)


def test_soldier_status_check_is_enforced(db: Database, ids: tuple[int, int, int]) -> None:
    _campaign, soldier, _other = ids
    with pytest.raises(IntegrityError, match=_CHECK), db.session() as session:
        session.execute(update(Soldier).where(col(Soldier.id) == soldier).values(status="zombie"))


def test_foreign_keys_are_enforced(db: Database, ids: tuple[int, int, int]) -> None:
    campaign, soldier, _other = ids
    with pytest.raises(IntegrityError, match=_FOREIGN_KEY):
        _add(db, campaign_id=999)
    with pytest.raises(IntegrityError, match=_FOREIGN_KEY):
        _add(
            db, campaign_id=campaign, location="soldier", soldier_id=999, slot="large", slot_index=0
        )
    # A soldier who still carries an item cannot be deleted (the foreign key, NO ACTION).
    _add(
        db, campaign_id=campaign, location="soldier", soldier_id=soldier, slot="large", slot_index=0
    )
    with pytest.raises(IntegrityError, match=_FOREIGN_KEY), db.session() as session:
        session.delete(session.get(Soldier, soldier))


def test_deleting_a_campaign_deletes_its_soldiers_and_items(
    db: Database, ids: tuple[int, int, int]
) -> None:
    campaign, soldier, _other = ids
    _add(
        db, campaign_id=campaign, location="soldier", soldier_id=soldier, slot="large", slot_index=0
    )
    _add(db, campaign_id=campaign)
    with db.session() as session:
        session.delete(session.get(Campaign, campaign))
    with db.session() as session:
        assert session.get(Soldier, soldier) is None
        assert session.exec(select(func.count()).select_from(Item)).one() == 0


def test_optimistic_version_column_detects_a_stale_write(
    db: Database, ids: tuple[int, int, int]
) -> None:
    _campaign, soldier, _other = ids

    def save(name: str, expected_version: int) -> int:
        with db.session() as session:
            result = session.execute(
                update(Soldier)
                .where(col(Soldier.id) == soldier, col(Soldier.version) == expected_version)
                .values(name=name, version=Soldier.version + 1)
            )
            return result.rowcount  # type: ignore[attr-defined]

    assert save("Ana 'Cobra' Souza", expected_version=1) == 1
    assert save("Lost edit", expected_version=1) == 0  # someone else saved first
    with db.session() as session:
        row = session.get(Soldier, soldier)
        assert row is not None
        assert (row.name, row.version) == ("Ana 'Cobra' Souza", 2)
