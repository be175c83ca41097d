"""The event log every rule system's missions share: events, their JSON forms, and undo.

A mission is a fold over append-only events (ARCHITECTURE.md, "Missions are a fold over
events"). An :class:`Event` is a fact: its sequence number (from 1), its type and a JSON-ready
payload holding what the rules decided at the time (dice rolls, deadlines, deaths, hits) as
keys and numbers, never sentences, so that a later rules fix never rewrites a recorded mission.

A command may yield several events; every event after the first names the first in
``follows``, and an undo takes them all. Undo is an event too: a ``reverted`` event cancels its
target; a ``reverted`` event that is itself reverted restores its target. :func:`cancelled_seqs`
reads the log from its end, so "undo of an undo" nests to any depth.

App rule ``MIS-3`` (no rule of the texts covers it): undo reverts a command of the log that is
not undone already, by its first event.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import xcom_manager.rules.mission.texts  # noqa: F401 - registers MIS-3's messages
from xcom_manager.rules.errors import RulesError, mapping, shown, text, text_of, whole_number
from xcom_manager.rules.verdict import Violation

__all__ = [
    "REVERTED",
    "Event",
    "cancelled_seqs",
    "event_from_json",
    "event_to_json",
    "events_from_json",
    "events_to_json",
    "numbered",
    "plain",
    "revert_violations",
]

#: The type of an undo event: ``{"target": seq, "target_type": type}``.
REVERTED = "reverted"

#: The largest event number (a database row's).
_MAX_SEQ = 2**63 - 1


def _events(events: object) -> tuple[Event, ...]:
    if not isinstance(events, list | tuple) or not all(isinstance(e, Event) for e in events):
        raise RulesError(f"a mission log is a list of events, not {shown(events)}")
    return tuple(events)


def plain(value: Any) -> Any:
    """A JSON-ready copy: tuples and frozensets become lists, enums their values; anything else
    not JSON (a NaN or an infinity among them) is a :class:`RulesError`."""
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, StrEnum):
        return str(value.value)
    if isinstance(value, float) and not math.isfinite(value):
        raise RulesError(f"not JSON-ready: {shown(value)}")
    if isinstance(value, str | int | float):
        return value
    if isinstance(value, Mapping):
        return {text_of(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if isinstance(value, frozenset | set):
        try:
            return sorted(plain(v) for v in value)
        except TypeError:  # a set of mixed kinds: no order among them
            raise RulesError(f"not JSON-ready: {shown(value)}") from None
    raise RulesError(f"not JSON-ready: {shown(value)}")


@dataclass(frozen=True, slots=True)
class Event:
    """A fact of the mission log: its sequence number (from 1), type and JSON-ready payload
    (str/int/float/bool/None/list/dict), the dice rolls included as
    ``[{"purpose": .., "sides": .., "value": ..}]``."""

    seq: int
    type: str
    payload: Mapping[str, Any] = field(default_factory=dict, hash=False)

    def __post_init__(self) -> None:
        whole_number("an event's number", self.seq, minimum=0, maximum=_MAX_SEQ)
        text("an event's type", self.type)
        object.__setattr__(self, "payload", plain(mapping("an event's payload", self.payload)))

    @property
    def follows(self) -> int | None:
        """The first event of the command this one came with (``None`` for a first event)."""
        head = self.payload.get("follows")
        return head if isinstance(head, int) and not isinstance(head, bool) else None


def event_to_json(event: Event) -> dict[str, Any]:
    """An event as JSON-ready data: ``{"seq", "type", "payload"}``."""
    return {"seq": event.seq, "type": event.type, "payload": plain(event.payload)}


def event_from_json(data: Mapping[str, Any]) -> Event:
    """An event back from :func:`event_to_json` data (:class:`RulesError` when malformed)."""
    if not isinstance(data, Mapping):
        raise RulesError(f"not a mission event: {shown(data)}")
    try:
        seq, kind, payload = data["seq"], data["type"], data["payload"]
    except KeyError as exc:
        raise RulesError(f"not a mission event: {shown(dict(data))}") from exc
    if not isinstance(seq, int) or not isinstance(kind, str) or not isinstance(payload, Mapping):
        raise RulesError(f"not a mission event: {shown(dict(data))}")
    try:
        return Event(seq, kind, payload)
    except RulesError as exc:
        raise RulesError(f"not a mission event: {exc}") from exc


def events_to_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [event_to_json(e) for e in _events(events)]


def events_from_json(data: Iterable[Mapping[str, Any]]) -> tuple[Event, ...]:
    if not isinstance(data, list | tuple):
        raise RulesError(f"a mission log is a list of events, not {shown(data)}")
    return tuple(event_from_json(d) for d in data)


def numbered(after_seq: int, facts: Iterable[tuple[str, Mapping[str, Any]]]) -> list[Event]:
    """A command's events, numbered after event ``after_seq``; every event after the first
    names the first in ``follows`` (an undo of the command takes them all)."""
    head = whole_number("the last event's number", after_seq, minimum=0, maximum=_MAX_SEQ) + 1
    if not isinstance(facts, list | tuple):
        raise RulesError(f"a command's events are a list, not {shown(facts)}")
    events: list[Event] = []
    for offset, fact in enumerate(facts):
        if not isinstance(fact, tuple | list) or len(fact) != 2:
            raise RulesError(f"an event is a type and a payload, not {shown(fact)}")
        kind, payload = fact
        body = dict(mapping("an event's payload", payload))
        if offset:
            body["follows"] = head
        events.append(Event(head + offset, kind, body))
    return events


def cancelled_seqs(events: Sequence[Event]) -> frozenset[int]:
    """The events an undo has cancelled: the target of every ``reverted`` event that is not
    itself cancelled, with the events that followed from the target's command (``follows``).
    Read from the end, so a revert of a revert restores its target."""
    events = _events(events)
    followers: dict[int, list[int]] = {}
    for event in events:
        head = event.follows
        if head is not None:
            followers.setdefault(head, []).append(event.seq)
    cancelled: set[int] = set()
    for event in reversed(events):
        if event.type == REVERTED and event.seq not in cancelled:
            target = event.payload.get("target")
            if isinstance(target, int):
                cancelled.add(target)
                cancelled.update(followers.get(target, ()))
    return frozenset(cancelled)


def revert_violations(events: Sequence[Event], target_seq: int) -> list[Violation]:
    """MIS-3: what stands against undoing the command whose first event is ``target_seq``: an
    event not in the log, one already undone, or one that is not the first of its command."""
    events = _events(events)
    target_seq = whole_number("the event to undo", target_seq, minimum=-_MAX_SEQ, maximum=_MAX_SEQ)
    if not 1 <= target_seq <= len(events):
        return [Violation.of("MIS-3", "mission_revert_unknown", target=target_seq)]
    if target_seq in cancelled_seqs(events):
        return [Violation.of("MIS-3", "mission_revert_already", target=target_seq)]
    head = events[target_seq - 1].follows
    if head is not None:
        return [Violation.of("MIS-3", "mission_revert_follower", target=target_seq, head=head)]
    return []
