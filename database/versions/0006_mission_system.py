"""Missions: the rule system that plays them, and the debrief as facts.

Revision ID: 0006_mission_system
Revises: 0005_soldier_campaign_id_index
Create Date: 2026-12-01 09:00:00

One mission engine plays every rule system (xcom_manager.rules.mission); a mission names its
system in the new column ``system`` (``wargame`` for every existing row, the only system that
could play one). ``environment`` is the wargame's (W-WATER: ground or underwater) and means
nothing to the board game: the column becomes optional and its CHECK goes (the system checks
the plan). The new ``outcome`` column holds the debrief as facts (soldiers, statuses, wounds,
items used and lost, as keys and ids); ``debrief``, the English summary older versions wrote,
stays as it was for the missions they finished. No existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString

# revision identifiers, used by Alembic.
revision: str = "0006_mission_system"
down_revision: str | Sequence[str] | None = "0005_soldier_campaign_id_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("mission", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column(
                "system", AutoString(length=32), nullable=False, server_default="wargame"
            )
        )
        batch_op.add_column(sa.Column("outcome", sa.JSON(), nullable=True))
        batch_op.drop_constraint(op.f("ck_mission_environment"), type_="check")
        batch_op.alter_column(
            "environment", existing_type=AutoString(length=16), nullable=True
        )


def downgrade() -> None:
    with op.batch_alter_table("mission", schema=None) as batch_op:
        batch_op.alter_column(
            "environment", existing_type=AutoString(length=16), nullable=False
        )
        batch_op.create_check_constraint(
            op.f("ck_mission_environment"), "environment IN ('ground', 'underwater')"
        )
        batch_op.drop_column("outcome")
        batch_op.drop_column("system")
