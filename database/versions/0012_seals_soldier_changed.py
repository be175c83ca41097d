"""A mission's setup and outcome sealed in the mission-event chain; who changed a soldier.

Revision ID: 0012_seals_soldier_changed
Revises: 0011_who_changed
Create Date: 2026-12-02 14:30:00

``mission.sealed`` (boolean, false for every mission already there): whether the mission's setup
was sealed in the campaign's mission-event chain when it started, by a link of its own (seq 0,
type ``setup_sealed``, the digest of the setup in its payload; the outcome is sealed by another
link, seq -1, when the mission is debriefed). The missions recorded before keep their chain as
it is: nothing is added to it or re-hashed here, and ``audit verify`` says their setup is not
sealed (recorded before this version). ``soldier.changed_by`` (text <= 200, ``''``: not known)
and ``soldier.changed_at`` (NULL: not known): who wrote the soldier's row last and when, so
that a stale edit's refusal names them even when the write left no history fact (the notes).
No existing value changes.
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

# revision identifiers, used by Alembic.
revision: str = "0012_seals_soldier_changed"
down_revision: str | Sequence[str] | None = "0011_who_changed"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("mission", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("sealed", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.add_column(
            sa.Column("changed_by", AutoString(length=200), nullable=False, server_default="")
        )
        batch_op.add_column(sa.Column("changed_at", UTCDateTime(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("soldier", schema=None) as batch_op:
        batch_op.drop_column("changed_at")
        batch_op.drop_column("changed_by")
    with op.batch_alter_table("mission", schema=None) as batch_op:
        batch_op.drop_column("sealed")
