"""Who changed a mission or a campaign, for the refusal of a stale write (issue 12, item 3).

Revision ID: 0011_who_changed
Revises: 0010_mission_event_chain
Create Date: 2026-12-02 01:30:00

A command refused because another GM recorded a step of the mission meanwhile, or a campaign
setting refused because another GM changed it, says who did it and when. Three columns:
``mission_event.actor`` (the GM who recorded the event, text <= 200, ``''`` for the events
recorded before; not part of the event's hash, whose bytes are fixed since 0010),
``campaign.changed_by`` (text <= 200, ``''``: never changed) and ``campaign.changed_at`` (the
time of the last change of a setting, NULL: never changed). No existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

# revision identifiers, used by Alembic.
revision: str = "0011_who_changed"
down_revision: str | Sequence[str] | None = "0010_mission_event_chain"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("mission_event", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("actor", AutoString(length=200), nullable=False, server_default="")
        )
    with op.batch_alter_table("campaign", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("changed_by", AutoString(length=200), nullable=False, server_default="")
        )
        batch_op.add_column(sa.Column("changed_at", UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("campaign", schema=None) as batch_op:
        batch_op.drop_column("changed_at")
        batch_op.drop_column("changed_by")
    with op.batch_alter_table("mission_event", schema=None) as batch_op:
        batch_op.drop_column("actor")
