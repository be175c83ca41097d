"""Plain rows of the mission tracker, whatever the rule system.

Like :mod:`xcom_manager.services.roster.dto`, every class here is a frozen dataclass: a snapshot
safe to keep after its transaction and to pass between threads. Texts are messages (keys and
parameters, :class:`~xcom_manager.rules.texts.Message`) for the views to word in the user's
language; ``text`` properties give the English, for the command line and the tests. The
commands are the rules core's (:mod:`xcom_manager.rules.mission.commands` and each system's
``commands`` module). Nothing here imports the store.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from xcom_manager.rules.texts import Message
from xcom_manager.services.core.changes import Changes
from xcom_manager.services.core.errors import UserError

if TYPE_CHECKING:
    from xcom_manager.rules.verdict import Verdict, Violation

__all__ = [
    "CarriedItemRow",
    "CharacterRow",
    "CommandRefused",
    "CommandResult",
    "DebriefLine",
    "DebriefSummary",
    "LogRow",
    "MissionInfo",
    "MissionPlanning",
    "MissionView",
    "WeaponRow",
    "line_text",
]


def line_text(messages: tuple[Message, ...], separator: str = " ") -> str:
    """A line of messages in English."""
    return separator.join(m.text for m in messages)


class CommandRefused(UserError):  # noqa: N818 - the contract's name
    """The rules refuse a mission command. ``verdict`` holds every violation; the message names
    each as ``"RULE-ID: finding (Rule: the rule's text)"`` in English, fit to show."""

    def __init__(self, verdict: Verdict, message: str) -> None:
        self.verdict = verdict
        super().__init__(message)

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return self.verdict.rule_ids


@dataclass(frozen=True, slots=True)
class MissionPlanning:
    """What the planning form offers for a campaign: its rule system, whether its missions can
    be played (``refusal`` says why not), the system's options with their choices (the
    wargame's ``environment``) and the ruleset's species as ``(key, name)``."""

    system: str
    playable: bool
    refusal: Violation | None
    options: tuple[tuple[str, tuple[str, ...]], ...]
    species: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class MissionInfo:
    """A mission in a list: where it stands (``status`` is ``in_progress`` or ``finished``);
    ``position`` in a few words (``turn 2, xcom movement phase``), ``header`` for a title."""

    id: int
    name: str
    system: str
    environment: str | None
    status: str
    turn: int
    side: str
    phase: str
    position: Message
    header: Message
    last_phase: bool = False  # ending this phase ends the side's turn
    campaign_id: int = 0
    seq: int = 0  # events in the log (pass as ``expected_seq`` to refuse a stale command)
    damage: Message | None = None  # the log cannot be replayed: where and why


@dataclass(frozen=True, slots=True)
class WeaponRow:
    """A weapon's profile as the ruleset gives it (M-SHOOT-1, M-CC-1): ``type`` is
    ``rapid_fire``, ``assault``, ``heavy``, ``pistol`` (shooting) or ``melee`` (close combat);
    ``range`` in inches (0 for melee); ``strength`` ``None`` for the user's own Strength;
    ``ap`` ``None`` for none; ``shots`` the N of Assault N and Heavy N (1 for the others)."""

    type: str
    range: int
    strength: int | None
    ap: int | None
    shots: int

    @property
    def shooting(self) -> bool:
        """Fired in the shooting phase (M-SHOOT-1); a melee weapon fights in the assault."""
        return self.type != "melee"


@dataclass(frozen=True, slots=True)
class CarriedItemRow:
    """An item a character carries in the mission: its ruleset key (``item_type``), its name,
    its kind (``weapon``, ``ammo``, ``equipment`` ...) and, for a weapon with a profile, the
    profile."""

    item_id: int
    item_type: str
    name: str
    kind: str
    weapon: WeaponRow | None = None


@dataclass(frozen=True, slots=True)
class CharacterRow:
    """One character of the tracker's table: ``items`` as ``(item_id, name)``; ``activity``
    what it did this phase; ``conditions`` what weighs on it now (W-ACT-1, timers, "timer
    stopped in air"); ``urgent`` when something runs out at the next start of its side's turn
    (highlight it). ``carried`` is the same items with their kind and weapon profile; ``unit_type``
    the ruleset's unit type (``None`` where the rule system has none) and ``vehicle`` whether it
    is flagged a vehicle (R-22: hits strike its armour, on a facing)."""

    id: str
    name: str
    side: str
    status: str
    wounds: int
    max_wounds: int
    items: tuple[tuple[int, str], ...]
    activity: tuple[Message, ...] = ()
    conditions: tuple[Message, ...] = ()
    urgent: bool = False
    soldier_id: int | None = None
    carried: tuple[CarriedItemRow, ...] = ()
    unit_type: str | None = None
    vehicle: bool = False

    @property
    def weapons(self) -> tuple[CarriedItemRow, ...]:
        """The carried items that are weapons with a profile, in carrying order."""
        return tuple(item for item in self.carried if item.weapon is not None)

    @property
    def conditions_text(self) -> str:
        return "; ".join(m.text for m in self.conditions)


@dataclass(frozen=True, slots=True)
class LogRow:
    """One event of the log: its messages, the rule IDs it cites, where in the mission it
    happened, the dice recorded with it, and whether an undo of it would be accepted."""

    seq: int
    messages: tuple[Message, ...]
    rule_ids: tuple[str, ...]
    reverted: bool
    turn: int = 0
    side: str = ""
    phase: str = ""
    type: str = ""
    dice: tuple[int, ...] = ()
    undoable: bool = False

    @property
    def text(self) -> str:
        return line_text(self.messages)


@dataclass(frozen=True, slots=True)
class DebriefLine:
    """One soldier's outcome in the debrief: ``status`` ``active`` (back unhurt), ``wounded``,
    ``dead`` or ``mia``; the kills and Experience Points the mission gave it (M-CX-4).
    ``roster_status`` and ``roster_wounds`` are set when the roster had changed the soldier
    while the mission ran (ROS-1): the debrief kept the roster's, not the mission's; by
    ``roster_actor`` at ``roster_changed_at``."""

    name: str
    status: str
    wounds: int
    cause: str | None = None
    kills: int = 0
    experience: int = 0
    roster_status: str | None = None
    roster_wounds: int | None = None
    #: Who changed the soldier on the roster meanwhile and when (ISO, UTC), when known.
    roster_actor: str | None = None
    roster_changed_at: str | None = None

    @property
    def conflict(self) -> bool:
        """Whether the roster's newer status was kept instead of the mission's."""
        return self.roster_status is not None


@dataclass(frozen=True, slots=True)
class DebriefSummary:
    """The debrief written back to the roster and inventory: every soldier's outcome, the items
    lost and used as ``(soldier name, item name)``. ``legacy_text`` is the English summary an
    older version stored instead of facts (shown as stored)."""

    mission_id: int
    name: str
    turn: int
    soldiers: tuple[DebriefLine, ...]
    items_lost: tuple[tuple[str, str], ...] = ()
    items_used: tuple[tuple[str, str], ...] = ()
    legacy_text: str | None = None
    changes: Changes = field(default_factory=Changes)

    def _names(self, status: str) -> tuple[str, ...]:
        return tuple(s.name for s in self.soldiers if s.status == status and not s.conflict)

    @property
    def kept_from_roster(self) -> tuple[str, ...]:
        """The soldiers whose newer roster status the debrief kept (ROS-1)."""
        return tuple(s.name for s in self.soldiers if s.conflict)

    @property
    def dead(self) -> tuple[str, ...]:
        return self._names("dead")

    @property
    def wounded(self) -> tuple[str, ...]:
        return self._names("wounded")

    @property
    def mia(self) -> tuple[str, ...]:
        return self._names("mia")

    @property
    def returned(self) -> tuple[str, ...]:
        return self._names("active")


@dataclass(frozen=True, slots=True)
class MissionView:
    """Everything the tracker shows of a mission. ``reminders`` are lines of messages (deaths
    at the start of this turn, running timers); ``detail`` is the rule system's own plain view
    for its action panel (the wargame's ``WargameDetail``)."""

    info: MissionInfo
    characters: tuple[CharacterRow, ...]
    reminders: tuple[tuple[Message, ...], ...]
    log: tuple[LogRow, ...]
    ruleset_id: str
    finished: bool = False
    debrief: DebriefSummary | None = None
    detail: object = None

    @property
    def system(self) -> str:
        return self.info.system

    @property
    def turn(self) -> int:
        return self.info.turn

    @property
    def side(self) -> str:
        return self.info.side

    @property
    def phase(self) -> str:
        return self.info.phase

    @property
    def seq(self) -> int:
        return self.info.seq

    @property
    def environment(self) -> str | None:
        return self.info.environment

    @property
    def alerts(self) -> tuple[str, ...]:
        """The reminders in English."""
        return tuple(line_text(line, "; ") for line in self.reminders)

    def character(self, character_id: str) -> CharacterRow:
        for row in self.characters:
            if row.id == character_id:
                return row
        raise KeyError(character_id)


@dataclass(frozen=True, slots=True)
class CommandResult:
    """What a command did: the mission afterwards, the log rows it added, what it changed."""

    view: MissionView
    new_log: tuple[LogRow, ...]
    changes: Changes = field(default_factory=Changes)
