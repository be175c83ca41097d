"""The mission engine: one code path for every rule system.

A :class:`Mission` is ``replay(system, setup, events)``: the system's :meth:`~.RuleSystem.apply`
folded over the events from its initial state, undo (``reverted``) honoured. :func:`execute`
runs a command: the engine's own (a note, an undo) here, any other through the system, whose
events the engine numbers (``follows`` included). Nothing is changed by a command: the caller
stores the events and applies them (:func:`apply`).

App rule ``MIS-2``: a finished mission takes no command but undo and notes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import xcom_manager.rules.mission.texts  # noqa: F401 - registers the engine's messages
from xcom_manager.rules.dice import D6, Dice, Roll
from xcom_manager.rules.errors import RulesError, shown, text, text_of
from xcom_manager.rules.mission.commands import Note, Undo
from xcom_manager.rules.mission.log import (
    REVERTED,
    Event,
    cancelled_seqs,
    numbered,
    revert_violations,
)
from xcom_manager.rules.mission.system import (
    MissionRefused,
    Outcome,
    Position,
    RuleSystem,
    refuse_if,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "NOTED",
    "LogEntry",
    "Mission",
    "apply",
    "check",
    "dice_needed",
    "end",
    "execute",
    "log_to_json",
    "odds",
    "replay",
    "start",
]

#: The type of a GM's note: ``{"text": ...}`` (the GM's own words, shown as typed).
NOTED = "noted"


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One event of the log: where in the mission it happened (after it), its messages, the
    rule IDs it cites, and whether an undo has cancelled it."""

    seq: int
    type: str
    position: Position
    messages: tuple[Message, ...]
    rule_ids: tuple[str, ...]
    reverted: bool = False
    follows: int | None = None


@dataclass(frozen=True, slots=True)
class Mission:
    """A mission as the fold of its events: its system, setup, state, events and log."""

    system: RuleSystem
    setup: Any
    state: Any
    events: tuple[Event, ...] = ()
    log: tuple[LogEntry, ...] = ()
    ruleset: Ruleset | None = field(default=None, compare=False)

    @property
    def seq(self) -> int:
        """How many events the mission holds."""
        return len(self.events)

    @property
    def finished(self) -> bool:
        return self.system.finished(self.state)

    @property
    def position(self) -> Position:
        return self.system.position(self.state)

    @property
    def cancelled(self) -> frozenset[int]:
        return cancelled_seqs(self.events)

    def live_events(self) -> Iterable[Event]:
        """The events no undo has cancelled (undo events themselves left out)."""
        cancelled = self.cancelled
        return (e for e in self.events if e.seq not in cancelled and e.type != REVERTED)


def start(system: RuleSystem, setup: Any, ruleset: Ruleset | None = None) -> Mission:
    """A mission with no events yet."""
    return Mission(system, setup, system.initial_state(setup), ruleset=ruleset)


def _entry(mission: Mission, state: Any, event: Event, *, reverted: bool) -> LogEntry:
    payload = event.payload
    if event.type == REVERTED:
        messages: tuple[Message, ...] = (_undo_message(mission, payload),)
    elif event.type == NOTED:
        messages = _note_messages(payload)
    else:
        messages = mission.system.describe(mission.setup, event.type, payload, mission.ruleset)
    cited = payload.get("rule_ids", ())
    rule_ids = tuple(text_of(r) for r in cited) if isinstance(cited, list | tuple) else ()
    return LogEntry(
        seq=event.seq,
        type=event.type,
        position=mission.system.position(state),
        messages=messages,
        rule_ids=rule_ids,
        reverted=reverted,
        follows=event.follows,
    )


def _note_messages(payload: Mapping[str, Any]) -> tuple[Message, ...]:
    """A note; a deployment despite warnings (MIS-12): the reason, then each warning as it
    was found then (a damaged warning is left out, never fatal)."""
    note = text_of(payload.get("text", ""))
    warnings = payload.get("warnings")
    if not isinstance(warnings, list | tuple) or not warnings:
        return (Message.of("mission_noted", text=note),)
    found = []
    for data in warnings:
        try:
            found.append(Violation.from_json(data).message)
        except (RulesError, TypeError, ValueError):
            continue
    return (Message.of("mission_deployed_anyway", count=len(warnings), reason=note), *found)


def _undo_message(mission: Mission, payload: Mapping[str, Any]) -> Message:
    target = payload.get("target")
    if isinstance(target, int) and 1 <= target <= len(mission.events):
        undone = mission.events[target - 1]
        if undone.type == REVERTED:
            return Message.of("mission_redo", target=undone.payload.get("target", 0), undo=target)
        return Message.of("mission_undo", target=target)
    return Message.of("mission_undo", target=text_of(target))


def _record(mission: Mission, state: Any, event: Event, *, reverted: bool) -> Mission:
    # An undo's target is an earlier event: the entry is worded from the mission before it.
    entry = _entry(mission, state, event, reverted=reverted)
    return Mission(
        mission.system,
        mission.setup,
        state,
        (*mission.events, event),
        (*mission.log, entry),
        mission.ruleset,
    )


def _fact(mission: Mission, event: Event) -> Any:
    if event.type == NOTED:
        return mission.state
    return mission.system.apply(mission.state, event.type, event.payload)


def apply(mission: Mission, event: Event) -> Mission:
    """The mission after ``event``. A ``reverted`` event replays the whole log (the undone
    command drops out); any other event is applied as a fact. ``ValueError`` when ``event``
    does not follow the mission (wrong sequence number)."""
    if not isinstance(event, Event):
        raise RulesError(f"not a mission event: {shown(event)}")
    if event.seq != mission.seq + 1:
        raise RulesError(f"event {event.seq} does not follow event {mission.seq}")
    if event.type == REVERTED:
        return replay(mission.system, mission.setup, (*mission.events, event), mission.ruleset)
    return _record(mission, _fact(mission, event), event, reverted=False)


def replay(
    system: RuleSystem, setup: Any, events: Iterable[Event], ruleset: Ruleset | None = None
) -> Mission:
    """The mission rebuilt from its events: deterministic, undo honoured. ``ValueError`` when
    the sequence numbers do not run 1, 2, 3, ..."""
    if not isinstance(events, list | tuple) or not all(isinstance(e, Event) for e in events):
        raise RulesError(f"a mission log is a list of events, not {shown(events)}")
    log = tuple(events)
    for index, event in enumerate(log, start=1):
        if event.seq != index:
            raise RulesError(f"event {event.seq} found where event {index} belongs")
    cancelled = cancelled_seqs(log)
    mission = start(system, setup, ruleset)
    for event in log:
        if event.seq in cancelled or event.type == REVERTED:
            mission = _record(mission, mission.state, event, reverted=event.seq in cancelled)
        else:
            mission = _record(mission, _fact(mission, event), event, reverted=False)
    return mission


# --------------------------------------------------------------------------------------------
# Commands


def _finished(mission: Mission) -> list[Violation]:
    """MIS-2: a finished mission takes no command but undo and notes."""
    return [Violation.of("MIS-2", "mission_finished")] if mission.finished else []


def execute(mission: Mission, ruleset: Ruleset, command: object, dice: Dice) -> list[Event]:
    """The numbered events of ``command``: a note or an undo (the engine's own), or whatever
    the mission's system makes of any other command. :class:`MissionRefused` when the rules
    refuse it; ``ValueError`` for a malformed command."""
    if isinstance(command, Note):
        note = text("a note", command.text).strip()
        if not note:
            raise RulesError("a note needs some text")
        payload: dict[str, Any] = {"text": note}
        if command.warnings:  # MIS-12: deployed despite them, the GM's reason the note
            warnings = command.warnings
            if not isinstance(warnings, tuple | list) or not all(
                isinstance(w, Violation) for w in warnings
            ):
                raise RulesError("a deployment's warnings are findings of the rules")
            payload["warnings"] = [w.to_json() for w in warnings]
            payload["rule_ids"] = list(dict.fromkeys(("MIS-12", *(w.rule_id for w in warnings))))
        return numbered(mission.seq, [(NOTED, payload)])
    if isinstance(command, Undo):
        refuse_if(revert_violations(mission.events, command.target_seq))
        target = mission.events[command.target_seq - 1]
        return numbered(
            mission.seq,
            [(REVERTED, {"target": command.target_seq, "target_type": target.type})],
        )
    refuse_if(_finished(mission))
    facts = mission.system.execute(mission.state, ruleset, command, dice)
    return numbered(mission.seq, facts)


def end(mission: Mission) -> list[Event]:
    """The events that end the mission (MIS-2: not twice)."""
    refuse_if(_finished(mission))
    return numbered(mission.seq, mission.system.ends(mission.state))


class _ProbeDice:
    """Shows, for each die, the face of the path that rolls most (the system's
    :meth:`~.system.RuleSystem.probe_face`: a natural 6 fails a test, a 1 fails a save)."""

    def __init__(self, system: RuleSystem) -> None:
        self.count = 0
        self._system = system

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        self.count += 1
        return Roll(purpose, sides, self._system.probe_face(purpose, sides))


def check(mission: Mission, ruleset: Ruleset, command: object) -> Verdict:
    """What the rules say of ``command`` now, without rolling or storing anything: the
    system's own check where it has one, else the refusal (if any) of executing it with probe
    dice. ``ValueError`` for a malformed command."""
    if not isinstance(command, Note | Undo) and not mission.finished:
        verdict = mission.system.check(mission.state, ruleset, command)
        if verdict is not None:
            return verdict
    try:
        execute(mission, ruleset, command, _ProbeDice(mission.system))
    except MissionRefused as refused:
        return refused.verdict
    return Verdict()


def dice_needed(mission: Mission, ruleset: Ruleset, command: object) -> int:
    """How many dice values the GM would type in for ``command``: at most this many (a test
    that passes may need fewer). 0 when no dice decide it or the rules refuse it."""
    if isinstance(command, Note | Undo):
        return 0
    probe = _ProbeDice(mission.system)
    try:
        execute(mission, ruleset, command, probe)
    except ValueError:  # refused (MissionRefused is a ValueError) or malformed
        return 0
    return probe.count


def odds(mission: Mission, ruleset: Ruleset, command: object) -> tuple[Outcome, ...]:
    """The exact chance of each outcome of ``command`` before the GM commits."""
    if isinstance(command, Note | Undo) or mission.finished:
        return ()
    return mission.system.odds(mission.state, ruleset, command)


def log_to_json(mission: Mission) -> list[dict[str, Any]]:
    """The log as JSON-ready data: position, messages (keys and parameters), English text."""
    return [
        {
            "seq": entry.seq,
            "type": entry.type,
            "turn": entry.position.turn,
            "side": entry.position.side,
            "phase": entry.position.phase,
            "messages": [m.to_json() for m in entry.messages],
            "text": " ".join(m.text for m in entry.messages),
            "rule_ids": list(entry.rule_ids),
            "reverted": entry.reverted,
        }
        for entry in mission.log
    ]
