"""The one hash chain the audit log and the mission events are both made of.

A chain is per campaign: its links are numbered 1, 2, 3, ...; each link's ``hash`` is the hex
SHA-256 of its :func:`canonical_bytes`, the compact, ASCII-only JSON array of its content, object
keys sorted, the last element of which is ``prev_hash``, the previous link's hash (64 zeros,
:data:`GENESIS_HASH`, for link #1). A head record keeps each campaign's last number and hash,
written in the same transaction as the links: it shows links cut off the end.

What a link's content is belongs to its log (:mod:`xcom_manager.services.audit.chain` for the
audit log, :mod:`xcom_manager.services.missions.event_chain` for the mission events); the bytes,
the hash, the time stamp's form and taking the head before an append are here, once. These
bytes are what every stored hash was computed from: they never change. (The audit log's content
holds no JSON object, so sorting keys leaves its bytes as they always were.)

Pure: no SQL, no clock; the caller's statements are passed in.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

__all__ = [
    "GENESIS_HASH",
    "canonical_bytes",
    "canonical_json",
    "chain_start",
    "document_hash",
    "format_timestamp",
    "link_hash",
]

#: The ``prev_hash`` of a chain's first link.
GENESIS_HASH = "0" * 64

#: The canonical JSON text of a link's content (ASCII, so its bytes are ``.encode("ascii")``).
#: One encoder, built once: compact, ASCII-only (so the bytes do not depend on an encoder's
#: choice of escapes for non-ASCII text), object keys sorted (a JSON column may give the keys
#: back in another order), no spaces.
canonical_json: Callable[[Any], str] = json.JSONEncoder(
    ensure_ascii=True, separators=(",", ":"), sort_keys=True, check_circular=False
).encode


def canonical_bytes(content: Sequence[Any]) -> bytes:
    """The bytes a link's hash covers: its content as canonical JSON."""
    return canonical_json(list(content)).encode("ascii")


def link_hash(content: Sequence[Any]) -> str:
    """The hex SHA-256 of :func:`canonical_bytes`."""
    return hashlib.sha256(canonical_json(list(content)).encode("ascii")).hexdigest()


def document_hash(document: Any) -> str:
    """The hex SHA-256 of a JSON document's canonical bytes (a mission's setup or outcome as
    its JSON column gives it back), for a link that vouches for it."""
    return hashlib.sha256(canonical_json(document).encode("ascii")).hexdigest()


def format_timestamp(moment: datetime) -> str:
    """UTC ISO 8601 text with microseconds, the one form a link's time takes (sorts as text).

    A naive datetime is taken as UTC.
    """
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def chain_start(
    read_head: Callable[[], tuple[int, str] | None],
    lock_campaign: Callable[[], object],
    last_number: Callable[[], int | None],
    head_lost: Callable[[], Exception],
) -> tuple[tuple[int, str] | None, int, str]:
    """Where the next link of a campaign's chain goes, in the caller's transaction: its head
    record (``None``: none yet, the caller inserts one), the last link's number and hash.

    Without a head record, the campaign's row is locked (``lock_campaign``) and the head read
    again, so a racing first append waits for the first; links without a head record raise
    ``head_lost()`` (the head was removed: appending would fork the chain).
    """
    head = read_head()
    if head is None:
        lock_campaign()
        head = read_head()
    if head is None:
        if last_number() is not None:
            raise head_lost()
        return None, 0, GENESIS_HASH
    return head, head[0], head[1]
