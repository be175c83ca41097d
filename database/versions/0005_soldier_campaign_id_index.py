"""Soldier: an index on (campaign_id, id) for the roster's keyset paging.

Revision ID: 0005_soldier_campaign_id_index
Revises: 0004_audit_recorded_seq_index
Create Date: 2026-11-30 23:00:00

Adds ix_soldier_campaign_id (campaign_id, id). The roster view reads a campaign's soldiers in
id order, a page at a time after the last id it has (RosterService.list_soldiers(after_id=...),
services/roster/service.py). Without this index SQLite reads every soldier of the campaign through
ix_soldier_campaign_status and sorts them in a temporary B-tree for each page (8–12 ms on
10,000 soldiers); with it, a page is a range scan already in id order (~0.5 ms). Indexes only:
no row changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0005_soldier_campaign_id_index"
down_revision: str | Sequence[str] | None = "0004_audit_recorded_seq_index"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_index("ix_soldier_campaign_id", "soldier", ["campaign_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_soldier_campaign_id", table_name="soldier")
