"""Audit log: the recorded_at index also holds seq.

Revision ID: 0004_audit_recorded_seq_index
Revises: 0003_missions
Create Date: 2026-11-30 22:55:00

Replaces ix_audit_entry_campaign_recorded (campaign_id, recorded_at) by
ix_audit_entry_campaign_recorded_seq (campaign_id, recorded_at, seq). A date-range filter of the
audit view asks for the lowest (or highest) seq of the rows in the range, to start its walk in
seq order there: with seq in the index that is an index-only scan instead of one table look-up
per row (AuditService, services/audit.py). Indexes only: no row changes.
"""

from __future__ import annotations

from collections.abc import Sequence

from alembic import op

# revision identifiers, used by Alembic.
revision: str = "0004_audit_recorded_seq_index"
down_revision: str | Sequence[str] | None = "0003_missions"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.drop_index("ix_audit_entry_campaign_recorded", table_name="audit_entry")
    op.create_index(
        "ix_audit_entry_campaign_recorded_seq",
        "audit_entry",
        ["campaign_id", "recorded_at", "seq"],
    )


def downgrade() -> None:
    op.drop_index("ix_audit_entry_campaign_recorded_seq", table_name="audit_entry")
    op.create_index(
        "ix_audit_entry_campaign_recorded", "audit_entry", ["campaign_id", "recorded_at"]
    )
