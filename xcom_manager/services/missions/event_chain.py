"""The mission-event chain: what an event's hash covers, appending events, verifying the chain.

Every campaign has one chain over the events of all its missions, in the order they were
recorded: each event's ``chain_seq`` counts 1, 2, 3, ... within the campaign, its
``prev_hash`` is the previous event's ``hash`` (64 zeros for #1) and its ``hash`` is
``sha256(canonical_bytes(content))`` in hex, where the content is the JSON array::

    [campaign_id, chain_seq, mission_id, seq, type, recorded_at, payload, prev_hash]

``recorded_at`` as UTC ISO 8601 text with microseconds
(:func:`~xcom_manager.store.chain.format_timestamp`), ``payload`` the event's JSON object, the
whole serialised as every link of the one chain is (:mod:`xcom_manager.store.chain`: compact,
ASCII-only, object keys sorted). ``mission_event_head`` keeps each campaign's last chain_seq and
hash, written in the same transaction as the events. These bytes never change: migration
``0010_mission_event_chain`` computed the chain of older databases the same way.

One chain per campaign (rather than one per mission) so that a receipt
(:mod:`xcom_manager.services.audit.checkpoint`) fixes all of a campaign's mission history with
one count and one hash, as it does the audit log.

A mission's setup and outcome are vouched for by two more links of the chain, its seals (seq 0
and -1, :mod:`xcom_manager.services.missions.seals`): hashed and chained as the events are, and
checked by verify against the mission's row.

Undo never reads as tampering: a mission's undo is a new ``reverted`` event (the engine's
fold drops the undone command), appended and chained like any other; no event is ever edited or
deleted, so the chain of a campaign whose GM undid and redid steps verifies like any other.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import Connection
from sqlmodel import Session

from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.seals import (
    SETUP_SEAL_SEQ,
    SealedMission,
    is_seal,
    seal_problems,
)
from xcom_manager.store.chain import GENESIS_HASH, canonical_bytes, chain_start, format_timestamp
from xcom_manager.store.chain import link_hash as event_hash
from xcom_manager.store.db import Database
from xcom_manager.store.models import MissionEvent, utc_now
from xcom_manager.store.queries import event_chain as queries

__all__ = [
    "EventChainBreak",
    "EventChainError",
    "EventChainReport",
    "append_events",
    "append_links",
    "content_changed",
    "event_bytes",
    "event_hash",
    "parse_payload",
    "stored_content",
    "verify_event_chains",
]


class EventChainError(UserError):
    """A campaign's mission-event chain cannot be appended to (its head record is missing or
    was changed)."""


def event_bytes(content: Sequence[Any]) -> bytes:
    """The bytes an event's hash covers (see the module's docstring)."""
    return canonical_bytes(content)


def append_events(
    session: Session,
    campaign_id: int,
    mission_id: int,
    events: Sequence[Event],
    *,
    actor: str = "",
) -> None:
    """Add ``events`` of mission ``mission_id`` to the session, chained on the campaign's
    mission-event chain, and move its head on, in the caller's transaction (the caller flushes
    and commits them with the rest of the command). ``actor``: the GM who recorded them (kept
    beside each event, outside its hash).

    :class:`EventChainError` when the head record is missing while events exist, or was moved
    by someone else meanwhile (nothing forks: the caller's transaction rolls back).
    """
    links = [(event.seq, event.type, event.payload) for event in events]
    append_links(session, campaign_id, mission_id, links, actor=actor)


def append_links(
    session: Session,
    campaign_id: int,
    mission_id: int,
    links: Sequence[tuple[int, str, Mapping[str, Any]]],
    *,
    actor: str = "",
) -> None:
    """:func:`append_events` of ``(seq, type, payload)`` links: the mission's events (seq 1,
    2, 3, ...) or its seals (:mod:`~xcom_manager.services.missions.seals`)."""
    if not links:
        return
    head, seen, prev = chain_start(
        lambda: queries.head(session, campaign_id),
        lambda: queries.lock_campaign(session, campaign_id),
        lambda: queries.last_chain_seq(session, campaign_id),
        lambda: EventChainError(Message.of("events_head_lost", campaign_id=campaign_id)),
    )
    chain_seq = seen
    for seq, kind, raw in links:
        chain_seq += 1
        moment = utc_now()
        # The payload as the JSON column gives it back: what verify will hash.
        payload = json.loads(json.dumps(dict(raw)))
        content = (
            campaign_id,
            chain_seq,
            mission_id,
            seq,
            kind,
            format_timestamp(moment),
            payload,
            prev,
        )
        digest = event_hash(content)
        session.add(
            MissionEvent(
                mission_id=mission_id,
                seq=seq,
                type=kind,
                payload=payload,
                recorded_at=moment,
                campaign_id=campaign_id,
                chain_seq=chain_seq,
                prev_hash=prev,
                hash=digest,
                actor=actor,
            )
        )
        prev = digest
    session.flush()
    if head is None:
        queries.insert_head(session, campaign_id, chain_seq, prev)
    elif not queries.advance_head(session, campaign_id, seen, chain_seq, prev):
        raise EventChainError(Message.of("events_changed", campaign_id=campaign_id))


# --------------------------------------------------------------------------------------------
# Verifying


@dataclass(frozen=True, slots=True)
class EventChainBreak:
    """Where a campaign's mission-event chain breaks: the mission and its event (when the link
    is an event that is there), the chain position, and what is wrong, in English."""

    campaign_id: int
    chain_seq: int | None
    mission_id: int | None
    seq: int | None
    what: str

    @property
    def message(self) -> str:
        mission, seq = self.mission_id, self.seq
        if mission is None:
            return f"the mission events of campaign #{self.campaign_id}: {self.what}"
        if seq is None:  # its setup or outcome against its seal
            return f"mission #{mission}'s log is damaged: {self.what}"
        if is_seal(seq):
            what = "setup" if seq == SETUP_SEAL_SEQ else "outcome"
            return f"mission #{mission}'s log is damaged at the seal of its {what}: {self.what}"
        return f"mission #{mission}'s log is damaged at event {seq}: {self.what}"


@dataclass(frozen=True, slots=True)
class EventChainReport:
    """The mission-event chains checked: how many events (their seals not counted), the first
    break of each campaign and each mission whose setup or outcome does not match its seal
    (``()``: all intact), each campaign's ``(events, last hash)`` as checked, and the missions
    recorded before seals (their setup is not sealed:
    :data:`~xcom_manager.services.missions.seals.UNSEALED`)."""

    events_checked: int
    breaks: tuple[EventChainBreak, ...]
    heads: dict[int, tuple[int, str]]
    unsealed: tuple[int, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.breaks


def _moment(text: Any) -> Any:
    """``recorded_at`` as it was hashed, from the stored text (either engine's form); a value
    that is not a time is kept as it is (it then fails its hash)."""
    if isinstance(text, datetime):
        return format_timestamp(text)
    try:
        return format_timestamp(datetime.fromisoformat(str(text)))
    except ValueError:
        return text


def parse_payload(text: Any) -> Any:
    """The stored payload text parsed (a value that is not JSON is kept as text)."""
    if not isinstance(text, str):
        return text
    try:
        return json.loads(text)
    except ValueError:
        return text


def stored_content(row: Sequence[Any], prev: str | None = None) -> tuple[Any, ...]:
    """The content an event's hash covers, from a row as
    :func:`~xcom_manager.store.queries.event_chain.chain_rows` gives it (with ``prev`` in
    place of its own ``prev_hash`` when given)."""
    owner, chain_seq, mission_id, seq, kind, recorded, payload, prev_hash = row[:8]
    return (
        owner,
        chain_seq,
        mission_id,
        seq,
        kind,
        _moment(recorded),
        parse_payload(payload),
        prev_hash if prev is None else prev,
    )


def content_changed(row: Sequence[Any]) -> bool:
    """Whether a stored event's own hash no longer matches its content."""
    try:
        return event_hash(stored_content(row)) != row[8]
    except (TypeError, ValueError):  # pragma: no cover - a value JSON cannot write
        return True


def verify_event_chains(db: Database, campaign_id: int | None = None) -> EventChainReport:
    """Check the mission-event chain of one campaign (``None``: of every campaign): each
    event's hash recomputed in chain order, its ``prev_hash`` the previous event's hash, its
    chain_seq the previous + 1, each mission's events numbered 1, 2, 3, ... in that order and
    belonging to the mission's campaign, and the last link matching the head record. Reports
    the first break of each campaign. Uses its own connection (safe in a worker thread)."""
    breaks: list[EventChainBreak] = []
    checked = 0
    seen_heads: dict[int, tuple[int, str]] = {}
    with db.engine.connect() as connection:
        stored_heads = queries.read_heads(connection, campaign_id)
        owners = queries.mission_campaigns(connection, campaign_id)
        campaign: int | None = None
        broken = False
        expected, prev = 1, GENESIS_HASH
        mission_seq: dict[int, int] = {}
        seal_links: dict[int, dict[int, tuple[Any, Any, Any]]] = {}

        def close(current: int) -> None:
            if not broken:
                problem = _head_problem(current, expected - 1, prev, stored_heads)
                if problem is not None:
                    breaks.append(problem)
            seen_heads[current] = (expected - 1, prev)

        for row in queries.chain_rows(connection, campaign_id):
            owner, chain_seq, mission_id, seq = row[:4]
            if owner != campaign:
                if campaign is not None:
                    close(campaign)
                campaign, broken = owner, False
                expected, prev = 1, GENESIS_HASH
                mission_seq = {}
            if is_seal(seq):
                seal_links.setdefault(mission_id, {})[seq] = (row[4], row[6], chain_seq)
            if broken:
                continue
            checked += 0 if is_seal(seq) else 1
            problem = _link_problem(row, expected, prev, owners, mission_seq)
            if problem is not None:
                breaks.append(EventChainBreak(owner, chain_seq, mission_id, seq, problem))
                broken = True
                continue
            if not is_seal(seq):
                mission_seq[mission_id] = seq
            prev = row[8]
            expected += 1
        if campaign is not None:
            close(campaign)
        for other in sorted(set(stored_heads) - set(seen_heads)):
            expected, prev, broken = 1, GENESIS_HASH, False
            close(other)
        unsealed = _check_seals(connection, campaign_id, seal_links, breaks)
    return EventChainReport(checked, tuple(breaks), seen_heads, unsealed)


def _check_seals(
    connection: Connection,
    campaign_id: int | None,
    seal_links: Mapping[int, Mapping[int, tuple[Any, Any, Any]]],
    breaks: list[EventChainBreak],
) -> tuple[int, ...]:
    """Each mission's setup and outcome against its seals (``seal_links``: by mission, by
    seq, the seal's type, payload text and chain_seq): the first problem of each mission
    added to ``breaks``; the ids of the missions recorded before seals returned."""
    unsealed: list[int] = []
    for values in queries.mission_seal_facts(connection, campaign_id):
        mission_id, owner, sealed = values[0], values[1], bool(values[2])
        mission = SealedMission(
            sealed,
            values[3],
            values[4],
            parse_payload(values[5]),
            values[6],
            parse_payload(values[7]),
        )
        links = seal_links.get(mission_id, {})
        problems = seal_problems(mission, {seq: link[:2] for seq, link in links.items()})
        if problems:
            seq, what = problems[0]
            at = links[seq][2] if seq is not None else None
            breaks.append(EventChainBreak(owner, at, mission_id, None, what))
        if not sealed:
            unsealed.append(mission_id)
    return tuple(unsealed)


def _link_problem(
    row: Sequence[Any],
    expected: int,
    prev: str,
    owners: dict[int, int],
    mission_seq: dict[int, int],
) -> str | None:
    """What is wrong with the event ``row`` as the link ``expected`` after ``prev``."""
    owner, chain_seq, mission_id, seq = row[:4]
    prev_hash = row[7]
    if not all(isinstance(v, int) for v in (chain_seq, mission_id, seq)):
        return "content changed (its numbers are not numbers)"
    if chain_seq != expected:
        if chain_seq > expected:
            return f"event #{expected} of the chain is missing (the next one is #{chain_seq})"
        return f"out of order (found after #{expected - 1} of the chain)"
    if owners.get(mission_id, owner) != owner:
        return f"its mission belongs to campaign #{owners[mission_id]}"
    before = mission_seq.get(mission_id, 0)
    if seq == SETUP_SEAL_SEQ and mission_id in mission_seq:
        return f"out of order (the mission's event {before} came before its setup's seal)"
    if not is_seal(seq) and seq != before + 1:
        return f"out of order (the mission's event {before} came before it)"
    if content_changed(row):
        return "content changed"
    if prev_hash != prev:
        return "it does not follow the event before it (that one was changed or replaced)"
    return None


def _head_problem(
    campaign: int, last_seq: int, last_hash: str, heads: dict[int, tuple[int, str]]
) -> EventChainBreak | None:
    head = heads.get(campaign)

    def broken(what: str, at: int | None) -> EventChainBreak:
        return EventChainBreak(campaign, at, None, None, what)

    if head is None:
        if last_seq == 0:
            return None
        return broken("the chain has no head record (it was removed or replaced)", last_seq)
    head_seq, head_hash = head
    if last_seq < head_seq:
        return broken(
            f"events #{last_seq + 1} to #{head_seq} of the chain are missing (it ends at "
            f"#{last_seq} but {head_seq} were recorded)",
            last_seq + 1,
        )
    if last_seq > head_seq:
        return broken(
            f"event #{head_seq + 1} of the chain was not recorded by xcom_manager (the head "
            f"record ends at #{head_seq})",
            head_seq + 1,
        )
    if last_hash != head_hash:
        return broken(f"event #{last_seq} of the chain does not match the head record", last_seq)
    return None
