"""SQLModel tables of a campaign.

The schema is created and upgraded only by the Alembic migrations in ``database/``; nothing here
calls ``create_all``. Views never see these classes: services turn them into plain rows.

Placement of items (designed for the inventory issue): every physical item is one ``Item`` row
and is in exactly one place, given by ``location`` and, when carried, ``soldier_id`` + ``slot`` +
``slot_index``. A CHECK constraint keeps the two consistent and a unique index stops two items
sharing one slot position.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Any

from sqlalchemy import JSON, CheckConstraint, Column, Index, MetaData, false
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
    # Who changed a setting (name, notes) last and when (a stale setting's refusal
    # names them); '' and None: never changed since it was made (migration 0011).
    changed_by: str = Field(default="", max_length=200, sa_column_kwargs={"server_default": ""})
    changed_at: datetime | None = Field(default=None)


class Soldier(SQLModel, table=True):
    """An X-COM operative on the campaign's roster.

    ``soldier_class`` and ``unit_type`` are keys of the campaign's ruleset (R-1 keeps them
    apart: the class governs W-HAND-4, the unit type governs W-JUMP). ``stats`` maps the
    ruleset's stat keys to values. ``wounds`` is the wounds the soldier has left.

    The facts of the soldier's last status change that has them (migration 0008): the date
    (``status_date``), the mission it happened on (``status_mission_id`` and a snapshot of its
    name in ``status_mission``, without a foreign key, like the audit log: the fact outlives the
    mission and an import keeps the name) and the cause (``status_cause``: the GM's words, or a
    rule system's cause key such as ``bled_out``, translated when shown). ``None`` when not
    known (a soldier dead before 0008, a status without facts).
    """

    __table_args__ = (
        CheckConstraint(
            "status IN ('active', 'wounded', 'down', 'dead', 'mia', 'retired')",
            name="status",
        ),
        Index("ix_soldier_campaign_status", "campaign_id", "status"),
        Index("ix_soldier_campaign_name", "campaign_id", "name"),
        # The roster's keyset paging: a campaign's soldiers in id order (migration 0005).
        Index("ix_soldier_campaign_id", "campaign_id", "id"),
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
    #: Experience Points (the board game's M-CX-4: a Hero gains one per model killed).
    experience: int = Field(default=0)
    notes: str = Field(default="")
    created_at: datetime = Field(default_factory=utc_now)
    version: int = Field(default=1)
    status_date: date | None = Field(default=None)
    status_mission_id: int | None = Field(default=None)
    status_mission: str | None = Field(default=None, max_length=200)
    status_cause: str | None = Field(default=None)
    # Who wrote the row last and when (migration 0012; '' and None: not known): a stale edit's
    # refusal names them when the write left no history fact (an edit of the notes).
    changed_by: str = Field(default="", max_length=200, sa_column_kwargs={"server_default": ""})
    changed_at: datetime | None = Field(default=None)


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


# --------------------------------------------------------------------------------------------
# Audit log of item movements. Append-only; see database/README.md for the hash chain.


class AuditEntry(SQLModel, table=True):
    """One item movement, as recorded for the audit log; never updated nor deleted.

    The chain is per campaign: ``seq`` counts 1, 2, 3, ... within the campaign, ``prev_hash`` is
    the ``hash`` of the campaign's previous row (64 zeros for #1), and ``hash`` is the SHA-256 of
    the canonical serialisation of every content column and ``prev_hash``
    (:func:`xcom_manager.services.audit.chain.canonical_bytes`). Items and soldiers are named by
    id *and* by a snapshot of their name, without foreign keys: the log outlives them. Every
    column is covered by the hash.
    """

    __tablename__ = "audit_entry"
    __table_args__ = (
        CheckConstraint(
            "verdict IN ('allowed', 'allowed_with_warnings', 'overridden')", name="verdict"
        ),
        CheckConstraint("context IN ('armoury', 'mission')", name="context"),
        Index("ix_audit_entry_campaign_item", "campaign_id", "item_id", "seq"),
        Index("ix_audit_entry_campaign_from_soldier", "campaign_id", "from_soldier_id", "seq"),
        Index("ix_audit_entry_campaign_to_soldier", "campaign_id", "to_soldier_id", "seq"),
        Index("ix_audit_entry_campaign_mission", "campaign_id", "mission_id", "seq"),
        Index("ix_audit_entry_campaign_recorded_seq", "campaign_id", "recorded_at", "seq"),
        Index("ix_audit_entry_campaign_verdict", "campaign_id", "verdict", "seq"),
    )

    # (campaign_id, seq) is the key: the chain cannot fork (a second append of the same seq fails
    # loudly), and there is no surrogate id outside the hash: every column is hashed content.
    campaign_id: int = Field(primary_key=True, foreign_key="campaign.id", ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    recorded_at: str = Field(max_length=40)  # UTC ISO 8601 text, hashed as stored
    actor: str = Field(max_length=200)
    item_id: int
    item_type: str = Field(max_length=64)
    item_name: str = Field(max_length=200)
    from_kind: str = Field(max_length=16)
    from_soldier_id: int | None = Field(default=None)
    from_soldier_name: str | None = Field(default=None, max_length=200)
    from_slot: str | None = Field(default=None, max_length=32)
    from_index: int | None = Field(default=None)
    to_kind: str = Field(max_length=16)
    to_soldier_id: int | None = Field(default=None)
    to_soldier_name: str | None = Field(default=None, max_length=200)
    to_slot: str | None = Field(default=None, max_length=32)
    to_index: int | None = Field(default=None)
    context: str = Field(default="armoury", max_length=16)
    mission_id: int | None = Field(default=None)
    turn: int | None = Field(default=None)
    phase: str | None = Field(default=None, max_length=32)
    verdict: str = Field(max_length=32)
    rule_ids: str = Field(default="", max_length=400)
    reason: str = Field(default="")
    prev_hash: str = Field(max_length=64)
    hash: str = Field(max_length=64)


class AuditHead(SQLModel, table=True):
    """The newest row of a campaign's audit chain, updated in the same transaction as each append.

    It lets *verify* notice rows cut off the end of the chain (which the chain alone cannot show)
    and serialises appenders on every backend (``UPDATE ... WHERE last_seq = :seen``).
    """

    __tablename__ = "audit_head"

    campaign_id: int = Field(primary_key=True, foreign_key="campaign.id", ondelete="CASCADE")
    last_seq: int
    last_hash: str = Field(max_length=64)


# --------------------------------------------------------------------------------------------
# Missions: a mission is its setup plus an append-only log of events; the state is the fold of
# the events (xcom_manager.rules.mission.engine.replay). See database/README.md.


class Mission(SQLModel, table=True):
    """A mission of a campaign, played by the rule system ``system`` (a ruleset's ``system``):
    its setup (the system's ``setup_to_json``) and, in ``mission_event``, the events it is the
    fold of. ``status`` is ``in_progress`` until the debrief writes the outcome back
    (``finished``): ``outcome`` holds the debrief as facts; ``debrief`` the English summary of
    a mission finished by an older version. ``environment`` is the wargame's (ground or
    underwater), ``None`` for a system without one.

    ``sealed`` (migration 0012): the setup was sealed in the campaign's mission-event chain when
    the mission started, and the outcome is when it is debriefed
    (:mod:`xcom_manager.services.missions.seals`); ``False`` for a mission recorded before."""

    __table_args__ = (
        CheckConstraint("status IN ('in_progress', 'finished')", name="status"),
        Index("ix_mission_campaign_status", "campaign_id", "status"),
    )

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    name: str = Field(max_length=200)
    system: str = Field(
        default="wargame", max_length=32, sa_column_kwargs={"server_default": "wargame"}
    )
    environment: str | None = Field(default=None, max_length=16)
    status: str = Field(default="in_progress", max_length=16)
    setup: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_at: datetime = Field(default_factory=utc_now)
    finished_at: datetime | None = Field(default=None)
    debrief: str | None = Field(default=None)
    outcome: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    version: int = Field(default=1)
    sealed: bool = Field(default=False, sa_column_kwargs={"server_default": false()})


class MissionEvent(SQLModel, table=True):
    """One event of a mission's log; append-only (an undo is a new ``reverted`` event).

    ``(mission_id, seq)`` is the key: seq counts 1, 2, 3, ... within the mission, so two GMs
    appending the same seq cannot fork the log (the second insert fails). ``payload`` is the
    event's JSON-ready payload, the dice rolls included.

    Every event of a campaign's missions is also a link of the campaign's **mission-event
    chain**: ``chain_seq`` counts 1, 2, 3, ... over the campaign's events in the
    order they were recorded, ``prev_hash`` is the hash of the campaign's previous event (64
    zeros for #1) and ``hash`` the SHA-256 of the event's canonical bytes
    (:func:`xcom_manager.services.missions.event_chain.event_hash`);
    ``mission_event_head`` keeps the last link.
    """

    __tablename__ = "mission_event"
    __table_args__ = (
        Index("uq_mission_event_campaign_chain", "campaign_id", "chain_seq", unique=True),
    )

    mission_id: int = Field(primary_key=True, foreign_key="mission.id", ondelete="CASCADE")
    seq: int = Field(primary_key=True)
    type: str = Field(max_length=32)
    payload: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    recorded_at: datetime = Field(default_factory=utc_now)
    # The chain (no foreign key on campaign_id: the mission's cascades already; it is hashed).
    campaign_id: int
    chain_seq: int
    prev_hash: str = Field(max_length=64)
    hash: str = Field(max_length=64)
    # The GM who recorded it (migration 0011; '' before): a stale command's refusal names them.
    # Not hashed: the chain's bytes are fixed since 0010.
    actor: str = Field(default="", max_length=200, sa_column_kwargs={"server_default": ""})


class MissionEventHead(SQLModel, table=True):
    """The newest link of a campaign's mission-event chain, moved on in the same transaction as
    each append (as ``audit_head`` is for the audit log): it shows events cut off the end."""

    __tablename__ = "mission_event_head"

    campaign_id: int = Field(primary_key=True, foreign_key="campaign.id", ondelete="CASCADE")
    last_seq: int
    last_hash: str = Field(max_length=64)


# --------------------------------------------------------------------------------------------
# A soldier's service record: facts of its career, append-only (migration 0009).


class SoldierHistory(SQLModel, table=True):
    """One fact of a soldier's career: recruited, promoted, wounded on a mission, recovered, a
    status changed, ... (``kind``, a key) with its ``params`` (keys and values such as
    ``from_rank``/``to_rank``, ``status``, ``cause``: facts, never sentences; the views word
    them), the mission it happened on (its id and a snapshot of its name, no foreign key: the
    fact outlives the mission), the game date the GM gave (``happened_on``, else the day it was
    recorded), when it was recorded and by whom. Never updated: an undo is a new fact."""

    __tablename__ = "soldier_history"
    __table_args__ = (
        Index("ix_soldier_history_soldier_id", "soldier_id", "id"),
        Index("ix_soldier_history_campaign_kind", "campaign_id", "kind"),
    )

    id: int | None = Field(default=None, primary_key=True)
    campaign_id: int = Field(foreign_key="campaign.id", ondelete="CASCADE")
    soldier_id: int = Field(foreign_key="soldier.id", ondelete="CASCADE")
    kind: str = Field(max_length=32)
    params: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    mission_id: int | None = Field(default=None)
    mission: str | None = Field(default=None, max_length=200)
    happened_on: date = Field()
    recorded_at: datetime = Field(default_factory=utc_now)
    actor: str = Field(default="", max_length=200)
