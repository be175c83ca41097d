"""Plain rows and commands of the mission tracker (issue 4).

Like :mod:`xcom_manager.services.dto`, every class here is a frozen dataclass: a snapshot safe to
keep after its transaction and to pass between threads. The tracker view builds commands from
these classes and hands them to :meth:`MissionService.execute
<xcom_manager.services.missions.MissionService.execute>`; it gets :class:`MissionView` rows back,
never ORM rows. Nothing here imports the store.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from xcom_manager.services.errors import UserError

if TYPE_CHECKING:
    from xcom_manager.rules.verdict import Verdict

__all__ = [
    "AdvancePhase",
    "CharacterRow",
    "CommandRefused",
    "CommandResult",
    "DebriefSummary",
    "DeclareMove",
    "EnterAir",
    "HandOver",
    "Kill",
    "LeaveAir",
    "LogRow",
    "MarkActed",
    "MissionCommand",
    "MissionInfo",
    "MissionView",
    "Note",
    "Release",
    "ReplaceTank",
    "Stabilise",
    "TimerRow",
    "Undo",
    "Withdraw",
    "Wound",
]


# -- errors -----------------------------------------------------------------------------------


class CommandRefused(UserError):  # noqa: N818 - the contract's name
    """The rules refuse a mission command. ``verdict`` holds every violation; the message names
    each as ``"RULE-ID: finding (Rule: the rule's text)"``, fit to show."""

    def __init__(self, verdict: Verdict, message: str) -> None:
        self.verdict = verdict
        super().__init__(message)

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return self.verdict.rule_ids


# -- rows -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class MissionInfo:
    """A mission in a list: where it stands (``status`` is ``in_progress`` or ``finished``)."""

    id: int
    name: str
    environment: str
    status: str
    turn: int
    side: str
    phase: str
    campaign_id: int = 0
    seq: int = 0  # events in the log (pass as ``expected_seq`` to refuse a stale command)


@dataclass(frozen=True, slots=True)
class CharacterRow:
    """One character of the tracker's table.

    ``acted`` is what it did this phase (sorted); ``cannot_act`` the W-ACT-1 cause in words;
    ``items`` ``(item_id, name)`` of what it carries; ``timer_text`` its running timers in words
    ("bleeds out: dies at the start of turn 5 (2 turns left)"), ``""`` when none runs;
    ``expires_next_turn`` when one runs out at the next start of its side's turn (highlight).
    """

    id: str
    name: str
    side: str
    status: str
    wounds: int
    max_wounds: int
    acted: tuple[str, ...]
    cannot_act: str | None
    tank_damaged: bool
    in_air: bool
    items: tuple[tuple[int, str], ...]
    timer_text: str
    expires_next_turn: bool
    initiative: int
    toughness: int
    save: int | None
    unit_type: str
    breathes_air: bool
    soldier_id: int | None = None
    species: str | None = None
    soldier_class: str = ""
    stabilised: bool = False
    water_stabilised: bool = False
    jumped_this_phase: bool = False
    failed_move_this_phase: bool = False
    cannot_act_cause: str | None = None  # the ReleaseCause value


@dataclass(frozen=True, slots=True)
class TimerRow:
    """A running timer: R-8 ``bleed_out`` or W-WATER-4 / R-9 ``suffocation``."""

    character_id: str
    name: str
    kind: str
    dies_at_turn: int
    turns_left: int
    expires_next_turn: bool
    text: str
    rule_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LogRow:
    """One event of the log in plain words, with the rule IDs it cites."""

    seq: int
    text: str
    rule_ids: tuple[str, ...]
    reverted: bool
    turn: int = 0
    side: str = ""
    phase: str = ""
    type: str = ""
    dice: tuple[int, ...] = ()  # the dice values recorded with the event
    undoable: bool = False  # an Undo(seq) of this row would be accepted (MIS-3)


@dataclass(frozen=True, slots=True)
class MissionView:
    """Everything the tracker shows of a mission."""

    info: MissionInfo
    turn: int
    side: str
    phase: str
    characters: tuple[CharacterRow, ...]
    timers: tuple[TimerRow, ...]
    alerts: tuple[str, ...]
    log: tuple[LogRow, ...]
    ruleset_id: str
    environment: str = "ground"
    finished: bool = False
    seq: int = 0
    debrief: str | None = None

    def character(self, character_id: str) -> CharacterRow:
        for row in self.characters:
            if row.id == character_id:
                return row
        raise KeyError(character_id)


@dataclass(frozen=True, slots=True)
class CommandResult:
    """What a command did: the mission afterwards, and the log rows it added."""

    view: MissionView
    new_log: tuple[LogRow, ...]


@dataclass(frozen=True, slots=True)
class DebriefSummary:
    """The debrief written back to the roster and inventory (names; items as "Name (item)")."""

    dead: tuple[str, ...]
    wounded: tuple[str, ...]
    mia: tuple[str, ...]
    items_lost: tuple[str, ...]
    items_used: tuple[str, ...]
    text: str
    mission_id: int = 0
    returned: tuple[str, ...] = ()  # soldiers back unhurt


# -- commands ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AdvancePhase:
    """End the phase (after the assault phase: the other side's turn; timers fire)."""


@dataclass(frozen=True, slots=True)
class DeclareMove:
    """A jump, climb or swim with the inches the GM measured (W-JUMP-1..10, W-WATER-3)."""

    character_id: str
    kind: Literal["jump", "climb", "swim"]
    horizontal: float
    vertical: float
    fall_height: float
    into_void: bool = False
    run_up: float = 0.0


@dataclass(frozen=True, slots=True)
class HandOver:
    """Pass an item (W-HAND-1..4); ``target_slot``/``target_index`` None: the first that fits."""

    giver_id: str
    receiver_id: str
    item_id: int
    base_contact: bool
    target_slot: str | None = None
    target_index: int | None = None


@dataclass(frozen=True, slots=True)
class Wound:
    """The character suffers unsaved wounds (R-8; under water W-WATER-4 / R-10 dice)."""

    character_id: str
    unsaved_wounds: int


@dataclass(frozen=True, slots=True)
class Stabilise:
    """A friendly character stabilises a downed one (R-20; W-WATER-2, R-17 under water)."""

    medic_id: str
    patient_id: str
    base_contact: bool


@dataclass(frozen=True, slots=True)
class ReplaceTank:
    """Put on a spare aqualung tank from the character's own kit (R-19)."""

    character_id: str
    item_id: int


@dataclass(frozen=True, slots=True)
class EnterAir:
    """The character reaches an air pocket or an X-COM transport (R-16)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class LeaveAir:
    """The character leaves the air pocket or transport (R-16)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class Release:
    """W-ACT-1: the character cannot act until the end of this phase; ``cause`` is a
    ``rules.mission_state.ReleaseCause`` value (activated, dragged, ...)."""

    character_id: str
    cause: str


@dataclass(frozen=True, slots=True)
class MarkActed:
    """Record what the character did this phase: moved, ran, shot, assaulted."""

    character_id: str
    action: str


@dataclass(frozen=True, slots=True)
class Note:
    """A GM note in the log."""

    text: str


@dataclass(frozen=True, slots=True)
class Undo:
    """Undo the command whose first event is ``target_seq`` (a new ``reverted`` event)."""

    target_seq: int


@dataclass(frozen=True, slots=True)
class Kill:
    """The GM removes a character as a casualty (killed at the table)."""

    character_id: str


@dataclass(frozen=True, slots=True)
class Withdraw:
    """A character leaves the table: ``evacuated`` or ``mia`` (missing, left behind)."""

    character_id: str
    status: Literal["evacuated", "mia"] = "mia"


MissionCommand = (
    AdvancePhase
    | DeclareMove
    | HandOver
    | Wound
    | Stabilise
    | ReplaceTank
    | EnterAir
    | LeaveAir
    | Release
    | MarkActed
    | Note
    | Undo
    | Kill
    | Withdraw
)
