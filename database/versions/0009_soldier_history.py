"""Soldier history: the facts of each soldier's career (the service record).

Revision ID: 0009_soldier_history
Revises: 0008_soldier_status_facts
Create Date: 2026-12-09 10:00:00

A new append-only table ``soldier_history``: one row per fact of a soldier's career (recruited,
promoted, wounded, recovered, status changed, ...) with its kind (a key), its parameters (JSON:
keys and values, never sentences), the mission it happened on (id and a snapshot of its name,
no foreign key), the game date, when it was recorded and by whom. It belongs to its campaign
and its soldier (both ``ON DELETE CASCADE``). Old databases get an empty table: their service
records derive what they can from the missions' outcomes and the soldiers' status facts. No
existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from sqlmodel.sql.sqltypes import UTCDateTime
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0009_soldier_history"
down_revision: str | Sequence[str] | None = "0008_soldier_status_facts"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "soldier_history",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("soldier_id", sa.Integer(), nullable=False),
        sa.Column("kind", sqlmodel.sql.sqltypes.AutoString(length=32), nullable=False),
        sa.Column("params", sa.JSON(), nullable=False),
        sa.Column("mission_id", sa.Integer(), nullable=True),
        sa.Column("mission", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=True),
        sa.Column("happened_on", sa.Date(), nullable=False),
        sa.Column("recorded_at", UTCDateTime(), nullable=False),
        sa.Column("actor", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaign.id"],
            name=op.f("fk_soldier_history_campaign_id_campaign"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["soldier_id"],
            ["soldier.id"],
            name=op.f("fk_soldier_history_soldier_id_soldier"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_soldier_history")),
    )
    op.create_index(
        "ix_soldier_history_soldier_id", "soldier_history", ["soldier_id", "id"], unique=False
    )
    op.create_index(
        "ix_soldier_history_campaign_kind",
        "soldier_history",
        ["campaign_id", "kind"],
        unique=False,
    )


def downgrade() -> None:
    op.drop_index("ix_soldier_history_campaign_kind", table_name="soldier_history")
    op.drop_index("ix_soldier_history_soldier_id", table_name="soldier_history")
    op.drop_table("soldier_history")
