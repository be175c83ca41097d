"""Mission events: a hash chain per campaign, and its head record (issue 13).

Revision ID: 0010_mission_event_chain
Revises: 0009_soldier_history
Create Date: 2026-12-01 18:00:00

Four columns on ``mission_event``: ``campaign_id`` (the mission's campaign), ``chain_seq``
(1, 2, 3, ... over the campaign's events), ``prev_hash`` and ``hash`` (64 hex digits), with a
unique index on ``(campaign_id, chain_seq)``; and the table ``mission_event_head`` (each
campaign's last chain_seq and hash). The events already recorded are chained here, in the same
transaction: campaign by campaign, mission by mission (by id), each mission's events in seq
order; so an old database opens and verifies. No existing value changes.

The hashing below is a frozen copy of
:func:`xcom_manager.services.missions.event_chain.event_hash` (a migration never imports the
code it predates): ``sha256`` of the compact, ASCII-only, key-sorted JSON array
``[campaign_id, chain_seq, mission_id, seq, type, recorded_at, payload, prev_hash]``,
``recorded_at`` as UTC ISO 8601 text with microseconds. The migration tests check that both
give the same hashes.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from alembic import op
from sqlmodel.sql.sqltypes import AutoString, UTCDateTime

# revision identifiers, used by Alembic.
revision: str = "0010_mission_event_chain"
down_revision: str | Sequence[str] | None = "0009_soldier_history"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_GENESIS = "0" * 64
_encode = json.JSONEncoder(
    ensure_ascii=True, separators=(",", ":"), sort_keys=True, check_circular=False
).encode

_events = sa.table(
    "mission_event",
    sa.column("mission_id", sa.Integer()),
    sa.column("seq", sa.Integer()),
    sa.column("type", AutoString()),
    sa.column("payload", sa.JSON()),
    sa.column("recorded_at", UTCDateTime()),
    sa.column("campaign_id", sa.Integer()),
    sa.column("chain_seq", sa.Integer()),
    sa.column("prev_hash", AutoString()),
    sa.column("hash", AutoString()),
)
_missions = sa.table("mission", sa.column("id", sa.Integer()), sa.column("campaign_id", sa.Integer()))
_heads = sa.table(
    "mission_event_head",
    sa.column("campaign_id", sa.Integer()),
    sa.column("last_seq", sa.Integer()),
    sa.column("last_hash", AutoString()),
)


def _moment(value: datetime) -> str:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.astimezone(UTC).isoformat(timespec="microseconds")


def _hash(content: list[Any]) -> str:
    return hashlib.sha256(_encode(content).encode("ascii")).hexdigest()


def upgrade() -> None:
    op.create_table(
        "mission_event_head",
        sa.Column("campaign_id", sa.Integer(), nullable=False),
        sa.Column("last_seq", sa.Integer(), nullable=False),
        sa.Column("last_hash", AutoString(length=64), nullable=False),
        sa.ForeignKeyConstraint(
            ["campaign_id"],
            ["campaign.id"],
            name=op.f("fk_mission_event_head_campaign_id_campaign"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("campaign_id", name=op.f("pk_mission_event_head")),
    )
    with op.batch_alter_table("mission_event", schema=None) as batch_op:
        batch_op.add_column(sa.Column("campaign_id", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("chain_seq", sa.Integer(), nullable=True))
        batch_op.add_column(sa.Column("prev_hash", AutoString(length=64), nullable=True))
        batch_op.add_column(sa.Column("hash", AutoString(length=64), nullable=True))

    bind = op.get_bind()
    rows = bind.execute(
        sa.select(
            _missions.c.campaign_id,
            _events.c.mission_id,
            _events.c.seq,
            _events.c.type,
            _events.c.recorded_at,
            _events.c.payload,
        )
        .select_from(_events.join(_missions, _missions.c.id == _events.c.mission_id))
        .order_by(_missions.c.campaign_id, _events.c.mission_id, _events.c.seq)
    ).all()
    heads: dict[int, tuple[int, str]] = {}
    for campaign_id, mission_id, seq, kind, recorded_at, payload in rows:
        chain_seq, prev = heads.get(campaign_id, (0, _GENESIS))
        chain_seq += 1
        content = [
            campaign_id,
            chain_seq,
            mission_id,
            seq,
            kind,
            _moment(recorded_at),
            payload,
            prev,
        ]
        digest = _hash(content)
        bind.execute(
            _events.update()
            .where(_events.c.mission_id == mission_id, _events.c.seq == seq)
            .values(campaign_id=campaign_id, chain_seq=chain_seq, prev_hash=prev, hash=digest)
        )
        heads[campaign_id] = (chain_seq, digest)
    if heads:
        bind.execute(
            _heads.insert(),
            [
                {"campaign_id": c, "last_seq": s, "last_hash": h}
                for c, (s, h) in sorted(heads.items())
            ],
        )

    with op.batch_alter_table("mission_event", schema=None) as batch_op:
        batch_op.alter_column("campaign_id", existing_type=sa.Integer(), nullable=False)
        batch_op.alter_column("chain_seq", existing_type=sa.Integer(), nullable=False)
        batch_op.alter_column("prev_hash", existing_type=AutoString(length=64), nullable=False)
        batch_op.alter_column("hash", existing_type=AutoString(length=64), nullable=False)
        batch_op.create_index(
            "uq_mission_event_campaign_chain", ["campaign_id", "chain_seq"], unique=True
        )


def downgrade() -> None:
    with op.batch_alter_table("mission_event", schema=None) as batch_op:
        batch_op.drop_index("uq_mission_event_campaign_chain")
        batch_op.drop_column("hash")
        batch_op.drop_column("prev_hash")
        batch_op.drop_column("chain_seq")
        batch_op.drop_column("campaign_id")
    op.drop_table("mission_event_head")
