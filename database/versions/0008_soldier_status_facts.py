"""Soldier: the facts of a status change (date, mission, cause).

Revision ID: 0008_soldier_status_facts
Revises: 0007_soldier_experience
Create Date: 2026-12-08 10:00:00

Mark dead asks for the date, the mission and the cause, Retire for the date, and the debrief
records the date, the mission and the rule system's cause of a death on a mission; the Memorial
shows them. Four nullable columns on ``soldier``: ``status_date`` (date), ``status_mission_id``
(integer, no foreign key: the fact outlives the mission, like the audit log's ids),
``status_mission`` (the mission's name then, text <= 200) and ``status_cause`` (text). Every
existing soldier gets NULLs: no fact was recorded before. No existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
import sqlmodel
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0008_soldier_status_facts"
down_revision: str | Sequence[str] | None = "0007_soldier_experience"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.add_column(sa.Column("status_date", sa.Date(), nullable=True))
        batch_op.add_column(sa.Column("status_mission_id", sa.Integer(), nullable=True))
        batch_op.add_column(
            sa.Column(
                "status_mission", sqlmodel.sql.sqltypes.AutoString(length=200), nullable=True
            )
        )
        batch_op.add_column(
            sa.Column("status_cause", sqlmodel.sql.sqltypes.AutoString(), nullable=True)
        )


def downgrade() -> None:
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.drop_column("status_cause")
        batch_op.drop_column("status_mission")
        batch_op.drop_column("status_mission_id")
        batch_op.drop_column("status_date")
