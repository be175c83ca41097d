"""Soldier: the Experience Points the missions gave it.

Revision ID: 0007_soldier_experience
Revises: 0006_mission_system
Create Date: 2026-12-01 12:10:00

The board game gives a Hero 1 Experience Point per model killed (RULES.md M-CX-4); the
debrief writes them back to the roster beside the kills. The new column ``experience``
(integer, not null) is 0 for every existing soldier: no mission before this one counted it.
No existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0007_soldier_experience"
down_revision: str | Sequence[str] | None = "0006_mission_system"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("experience", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.drop_column("experience")
