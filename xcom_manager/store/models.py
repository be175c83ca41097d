"""SQLModel tables of a campaign.

The schema is created and upgraded only by the Alembic migrations in ``database/``; nothing here
calls ``create_all``. Views never see these classes: services turn them into plain rows.

Placement of items (designed for the inventory issue): every physical item is one ``Item`` row
and is in exactly one place, given by ``location`` and, when carried, ``soldier_id`` + ``slot`` +
``slot_index``. A CHECK constraint keeps the two consistent and a unique index stops two items
sharing one slot position.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, Column, Index, MetaData
from sqlmodel import Field, SQLModel

# A fixed naming convention, set before the first migration, so that constraint names are
# stable across SQLite and PostgreSQL and batch migrations can find them by name.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}
SQLModel.metadata.naming_convention = NAMING_CONVENTION
metadata: MetaData = SQLModel.metadata


def utc_now() -> datetime:
    """The current time in UTC; the one place the store reads the clock."""
    return datetime.now(UTC)


class Campaign(SQLModel, table=True):
    """One campaign: a roster, an armoury and (later) missions, under one ruleset."""

    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=200)
    ruleset_id: str = Field(max_length=64)
    created_at: datetime = Field(default_factory=utc_now)
    notes: str = Field(default="")
    version: int = Field(default=1)


class Soldier(SQLModel, table=True):
    """An X-COM operative on the campaign's roster.

    ``soldier_class`` and ``unit_type`` are keys of the campaign's ruleset (R-1 keeps them
    apart: the class governs W-HAND-4, the unit type governs W-JUMP). ``stats`` maps the
    ruleset's stat keys to values. ``wounds`` is the wounds the soldier has left.
    """

    __table_args__ = (
        CheckConstraint(
            "status IN ('active', 'wounded', 'down', 'dead', 'mia', 'retired')",
            name="status",
        ),
        Index("ix_soldier_campaign_status", "campaign_id", "status"),
        Index("ix_soldier_campaign_name", "campaign_id", "name"),
    )

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    name: str = Field(max_length=200)
    nationality: str = Field(default="", max_length=64)
    rank: str = Field(max_length=64)
    soldier_class: str = Field(max_length=64)
    unit_type: str = Field(max_length=64)
    stats: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    wounds: int = Field(default=1)
    status: str = Field(default="active", max_length=16)
    missions: int = Field(default=0)
    kills: int = Field(default=0)
    notes: str = Field(default="")
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)


class AlienUnit(SQLModel, table=True):
    """An alien unit known to the campaign (a species from the ruleset, with its own stats)."""

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE", index=True)
    name: str = Field(max_length=200)
    species: str = Field(max_length=64)
    unit_type: str = Field(max_length=64)
    stats: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    wounds: int = Field(default=1)
    status: str = Field(default="active", max_length=16)
    version: int = Field(default=1)


class Item(SQLModel, table=True):
    """One physical item of a campaign: in the armoury, carried by a soldier, lost or used up.

    ``item_type`` is a key of the ruleset's item catalogue. ``charges`` counts what is left of a
    charged item (ammunition, medkit); ``None`` for items without charges.
    """

    __table_args__ = (
        CheckConstraint(
            "location IN ('armoury', 'soldier', 'lost', 'used')",
            name="location",
        ),
        CheckConstraint(
            "(location = 'soldier' AND soldier_id IS NOT NULL AND slot IS NOT NULL"
            " AND slot_index IS NOT NULL)"
            " OR (location <> 'soldier' AND soldier_id IS NULL AND slot IS NULL"
            " AND slot_index IS NULL)",
            name="placement",
        ),
        Index("uq_item_soldier_slot", "soldier_id", "slot", "slot_index", unique=True),
        Index("ix_item_campaign_location", "campaign_id", "location"),
    )

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    item_type: str = Field(max_length=64)
    charges: int | None = Field(default=None)
    location: str = Field(default="armoury", max_length=16)
    # NO ACTION (not RESTRICT): checked at the end of the statement, so deleting a campaign
    # cascades through soldiers and their items on PostgreSQL as on SQLite.
    soldier_id: int | None = Field(default=None, foreign_key="soldier.id")
    slot: str | None = Field(default=None, max_length=32)
    slot_index: int | None = Field(default=None)
    version: int = Field(default=1)
