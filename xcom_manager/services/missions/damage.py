"""Loading a mission from its stored events, and saying where a damaged log breaks.

A mission is the fold of its events. When the fold fails (an event edited into nonsense, a
payload that lacks what its type needs, a gap in the numbering, a setup that no longer reads),
or, checked, an event, the setup or the outcome was changed since it was recorded (its hash,
the chain's link after it, its seal: :mod:`.seals`), the mission is *damaged*:
:class:`MissionLogDamagedError` names the mission and the event, "mission N's log is damaged
at event K: ...", and the other missions of the campaign still list and replay (the list shows
a damaged mission as its damage, :func:`damaged_info`).
"""

from __future__ import annotations

from collections.abc import Sequence

from sqlmodel import Session

from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import stored_system, system_name
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions import texts as _texts  # noqa: F401 - registers messages
from xcom_manager.services.missions.dto import MissionInfo
from xcom_manager.services.missions.event_chain import content_changed, parse_payload
from xcom_manager.services.missions.seals import (
    SealedMission,
    is_seal,
    seal_changed,
    seal_problems,
    split_links,
    with_hint,
)
from xcom_manager.store.models import Mission as MissionRow
from xcom_manager.store.queries.event_chain import mission_rows, next_links, read_heads

__all__ = [
    "DAMAGE",
    "MissionLogDamagedError",
    "check_chain",
    "damaged_info",
    "damaged_log",
    "load_mission",
    "unreplayed_info",
]

#: What a fold over damaged data may raise (the rules core raises ValueErrors; a payload that
#: lacks a key or holds a value of the wrong kind may surface as one of the others).
DAMAGE = (ValueError, KeyError, TypeError, AttributeError, IndexError, LookupError)
_DAMAGE = DAMAGE


_CHANGED = (
    "it was changed after it was recorded (its hash does not match; run "
    "'xcom-manager audit verify')"
)


_RELINKED = (
    "it was changed after it was recorded (the mission-event chain does not follow it; run "
    "'xcom-manager audit verify')"
)


def _unlinked_events(
    session: Session, row: MissionRow, stored: Sequence[Sequence[object]]
) -> set[int]:
    """The seqs of the mission's events whose hash is not the one the chain recorded after them
    (the next link's ``prev_hash``, or the head record for the campaign's last event): an event
    edited and re-hashed behind the application's back."""
    assert row.id is not None
    following = next_links(session, row.id)
    heads = read_heads(session.connection(), row.campaign_id)
    head = heads.get(row.campaign_id)
    unlinked: set[int] = set()
    for values in stored:
        chain_seq, seq, own = values[1], values[3], values[8]
        if not isinstance(seq, int):
            continue
        after = following.get(seq)
        if after is None:
            if head is not None and (head[0], head[1]) != (chain_seq, own):
                unlinked.add(seq)
        elif after != own:
            unlinked.add(seq)
    return unlinked


class MissionLogDamagedError(UserError):
    """A mission's stored log (or setup) cannot be replayed; ``damage`` says where and why."""

    def __init__(self, message: Message, mission_id: int, seq: int | None) -> None:
        super().__init__(message)
        self.damage = message
        self.mission_id = mission_id
        self.seq = seq


def _problem(error: BaseException) -> str:
    if isinstance(error, ValueError):
        return str(error)
    return f"its data is malformed ({type(error).__name__}: {error})"


def _damaged(mission_id: int, seq: int | None, error: BaseException) -> MissionLogDamagedError:
    if seq is None:
        message = Message.of("mission_log_damaged", mission_id=mission_id, problem=_problem(error))
    else:
        message = Message.of(
            "mission_log_damaged_at", mission_id=mission_id, seq=seq, problem=_problem(error)
        )
    return MissionLogDamagedError(message, mission_id, seq)


def damaged_log(mission_id: int, error: BaseException) -> MissionLogDamagedError:
    """The one message of a mission whose stored log or setup a reader (statistics, a report)
    could not take: "mission N's log is damaged: ..."."""
    return _damaged(mission_id, None, error)


def check_chain(session: Session, row: MissionRow) -> None:
    """:class:`MissionLogDamagedError` naming the first of the mission's events that was
    changed after it was recorded (its own hash, or the chain's link after it), or its setup
    or outcome that no longer matches its seal, for a reader that folds the events itself
    (statistics)."""
    assert row.id is not None
    stored = mission_rows(session, row.id)
    _check_sealed(row, stored)
    bad = _unlinked_events(session, row, stored)
    bad |= {v[3] for v in stored if isinstance(v[3], int) and content_changed(v)}
    events = {seq for seq in bad if not is_seal(seq)}
    if events:
        raise _damaged(row.id, min(events), ValueError(_RELINKED))
    _check_seal_links(row, bad)


def _check_sealed(row: MissionRow, stored: Sequence[Sequence[object]]) -> None:
    """:class:`MissionLogDamagedError` for a setup or an outcome that does not match its seal,
    or a seal missing from a mission sealed when it started (:mod:`.seals`)."""
    assert row.id is not None
    _, seals = split_links(stored)
    facts = SealedMission(
        bool(row.sealed), row.system, row.environment, row.setup, row.status, row.outcome
    )
    problems = seal_problems(facts, seals)
    if problems:
        raise _damaged(row.id, None, ValueError(with_hint(problems[0][1])))


def _check_seal_links(row: MissionRow, bad: set[int]) -> None:
    """:class:`MissionLogDamagedError` for a seal of the mission changed since it was recorded
    (``bad`` holds the seqs of the links whose hash or chain link fails)."""
    assert row.id is not None
    changed = sorted(seq for seq in bad if is_seal(seq))
    if changed:
        raise _damaged(row.id, None, ValueError(seal_changed(changed[-1])))


def load_mission(
    session: Session, row: MissionRow, ruleset: Ruleset, *, checked: bool = False
) -> Mission:
    """The mission of ``row`` rebuilt from its events (in the caller's session);
    :class:`MissionLogDamagedError` naming the event where it breaks. ``checked``: also each
    event's own hash and the chain's link after it (an event edited since it was recorded, even
    re-hashed, is damage too) and the seals of its setup and outcome; left out on the hot path
    of a command, which ``audit verify`` covers."""
    assert row.id is not None
    stored = mission_rows(session, row.id)
    try:
        system = stored_system(row.system)
        setup = system.setup_from_json(row.setup)
    except _DAMAGE as error:
        raise _damaged(row.id, None, error) from error
    unlinked = _unlinked_events(session, row, stored) if checked else set()
    events: list[Event] = []
    for index, values in enumerate(split_links(stored)[0], start=1):
        seq, kind, payload = values[3], values[4], parse_payload(values[6])
        where = seq if isinstance(seq, int) else index
        if where != index:  # a gap or a stray number: the fold breaks where one is missing
            problem = ValueError(f"event {where} found where event {index} belongs")
            raise _damaged(row.id, index, problem)
        try:
            events.append(Event(seq, kind, payload))
        except _DAMAGE as error:
            raise _damaged(row.id, where, error) from error
        if checked and content_changed(values):
            raise _damaged(row.id, where, ValueError(_CHANGED))
    if checked:  # after what is wrong with the events themselves: that is named first
        _check_sealed(row, stored)
    relinked = {seq for seq in unlinked if not is_seal(seq)}
    if relinked:
        raise _damaged(row.id, min(relinked), ValueError(_RELINKED))
    if checked:
        changed = {v[3] for v in stored if is_seal(v[3]) and content_changed(v)}
        _check_seal_links(row, unlinked | changed)
    try:
        return engine.replay(system, setup, events, ruleset)
    except _DAMAGE as error:
        raise _damaged(row.id, _breaking_event(system, setup, events, ruleset), error) from error


def _breaking_event(
    system: RuleSystem, setup: object, events: Sequence[Event], ruleset: Ruleset
) -> int | None:
    """The seq of the first event the fold cannot take (only asked once a replay failed): the
    first number out of its place, else the first event whose application fails."""
    for index, event in enumerate(events, start=1):
        if event.seq != index:
            return index
    try:
        mission = engine.start(system, setup, ruleset)
    except _DAMAGE:
        return None
    for event in events:
        try:
            mission = engine.apply(mission, event)
        except _DAMAGE:
            return event.seq
    return events[-1].seq if events else None


def damaged_info(row: MissionRow, damage: Message) -> MissionInfo:
    """A damaged mission as the mission list shows it: its id, name and status, and the
    damage in place of its position."""
    return _stored_info(row, damage, damage=damage)


def unreplayed_info(row: MissionRow, ruleset_id: str) -> MissionInfo:
    """A mission of a campaign whose ruleset file is missing, as the mission list shows it: its
    stored id, name, system and status, not replayed (its rules are gone)."""
    return _stored_info(row, Message.of("mission_ruleset_missing", ruleset_id=ruleset_id))


def _stored_info(row: MissionRow, why: Message, *, damage: Message | None = None) -> MissionInfo:
    """A mission as stored, not replayed: ``why`` in place of its position and header."""
    assert row.id is not None
    return MissionInfo(
        id=row.id,
        name=row.name,
        system=system_name(row.system),
        environment=row.environment,
        status=row.status,
        turn=0,
        side="",
        phase="",
        position=why,
        header=why,
        campaign_id=row.campaign_id,
        damage=damage,
    )
