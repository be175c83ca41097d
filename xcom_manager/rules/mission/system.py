"""The seam where a rule system plugs into the mission engine (python-chess's variants).

A :class:`RuleSystem` holds a few hooks; the engine (:mod:`.engine`) has one code path for every
system: it numbers and stores events, folds them, undoes by revert and replays. A system says
what a mission starts from (its setup and its JSON), how one event changes its state (a fact,
applied without the ruleset and without dice, so replay is deterministic), which commands are
legal and what they do (events, with every roll recorded), the exact odds of a command, how an
event, a refusal or a reminder is worded (message keys with parameters), where each item is,
and what the debrief writes back to the campaign.

Values handed out here are plain and frozen: the views get them through the services.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar

from xcom_manager.rules.dice import Dice
from xcom_manager.rules.errors import RulesError, mapping, shown, text, text_of, whole_number
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict, Violation

if TYPE_CHECKING:
    from xcom_manager.rules.mission.engine import Mission

__all__ = [
    "ActionOption",
    "AlienPick",
    "CharacterView",
    "Debrief",
    "Doom",
    "Fact",
    "ItemFate",
    "ItemPlace",
    "MissionPlan",
    "MissionRefused",
    "Outcome",
    "Position",
    "RuleSystem",
    "SoldierOutcome",
    "SquadMember",
    "refuse_if",
]

#: One event a command yields, before the engine numbers it: ``(type, payload)``.
Fact = tuple[str, Mapping[str, Any]]


class MissionRefused(RulesError):  # noqa: N818 - the contract's name
    """A command or a plan the rules refuse; ``verdict`` holds every violation with its rule
    ID, and the message is the violations' English text (the views word them themselves)."""

    def __init__(self, verdict: Verdict) -> None:
        self.verdict = verdict
        super().__init__(" ".join(verdict.texts) or "refused")

    @property
    def rule_ids(self) -> tuple[str, ...]:
        return self.verdict.rule_ids


def refuse_if(found: Sequence[Violation], warnings: Sequence[Violation] = ()) -> None:
    """Raise :class:`MissionRefused` when anything was found."""
    for finding in (*_findings(found), *_findings(warnings)):
        if not isinstance(finding, Violation):
            raise RulesError(f"not a finding of the rules: {shown(finding)}")
    if found:
        raise MissionRefused(Verdict(tuple(found), tuple(warnings)))


def _findings(found: object) -> tuple[object, ...]:
    if not isinstance(found, list | tuple):
        raise RulesError(f"findings are a list, not {shown(found)}")
    return tuple(found)


# --------------------------------------------------------------------------------------------
# Planning

#: The bounds of a soldier's id (a database row's), a stat, and how many aliens one pick adds.
_MAX_ID = 2**63 - 1
_MAX_STAT = 1000
_MAX_ALIENS = 100


@dataclass(frozen=True, slots=True)
class SquadMember:
    """A soldier of the campaign as it goes on a mission: stats, wounds and what it carries
    (``items``: ``(item_id, item_type, slot, slot_index)``, and the charges left when the item
    counts them: ``(item_id, item_type, slot, slot_index, charges)``)."""

    soldier_id: int
    name: str
    soldier_class: str
    unit_type: str
    stats: Mapping[str, int] = field(hash=False)
    wounds: int
    items: tuple[tuple[int, str, str, int] | tuple[int, str, str, int, int | None], ...] = ()

    def __post_init__(self) -> None:
        whole_number("a soldier's id", self.soldier_id, minimum=-_MAX_ID, maximum=_MAX_ID)
        name = text("a soldier's name", self.name)
        text(f"{name}: soldier class", self.soldier_class)
        text(f"{name}: unit type", self.unit_type)
        for key, value in mapping(f"{name}: stats", self.stats).items():
            text(f"{name}: a stat's name", key)
            whole_number(f"{name}: {key}", value, minimum=-_MAX_STAT, maximum=_MAX_STAT)
        whole_number(f"{name}: wounds", self.wounds, minimum=0, maximum=_MAX_STAT)
        items = self.items if isinstance(self.items, tuple | list) else None
        if items is None or not all(
            isinstance(i, tuple | list) and 4 <= len(i) <= 5 for i in items
        ):
            raise RulesError(
                f"{name}: each item is (id, type, slot, position[, charges]), "
                f"not {shown(self.items)}"
            )
        object.__setattr__(self, "items", tuple(tuple(i) for i in items))


@dataclass(frozen=True, slots=True)
class AlienPick:
    """An alien model of the ruleset's species ``species``, ``count`` of them."""

    species: str
    count: int = 1

    def __post_init__(self) -> None:
        text("a species", self.species)
        whole_number("the number of aliens", self.count, minimum=1, maximum=_MAX_ALIENS)


@dataclass(frozen=True, slots=True)
class MissionPlan:
    """What the GM planned: a name, the squad, the aliens, and the system's own options
    (the wargame's ``environment``: ``ground`` or ``underwater``); the board game's Mission
    Map as JSON data (``board``; ``None``: an open map of the default size)."""

    name: str
    squad: tuple[SquadMember, ...]
    aliens: tuple[AlienPick, ...] = ()
    options: Mapping[str, str] = field(default_factory=dict, hash=False)
    board: Mapping[str, Any] | None = field(default=None, hash=False)

    def __post_init__(self) -> None:
        text("a mission's name", self.name)
        for what, values, kind in (
            ("squad", self.squad, SquadMember),
            ("aliens", self.aliens, AlienPick),
        ):
            if not isinstance(values, tuple | list) or not all(isinstance(v, kind) for v in values):
                raise RulesError(f"the {what} of a mission is a list, not {shown(values)}")
            object.__setattr__(self, what, tuple(values))
        for key, value in mapping("a mission's options", self.options).items():
            text("an option", key)
            text(f"the option {key}", value)
        if self.board is not None:
            mapping("a mission's map", self.board)


# --------------------------------------------------------------------------------------------
# What the engine and the views read from a system


@dataclass(frozen=True, slots=True)
class Position:
    """Where the mission stands: the turn (the wargame's game turn, the board game's round),
    whose turn it is (``side``), the phase, how a header words it, and whether ending this
    phase ends the side's turn (``last_phase``)."""

    turn: int
    side: str
    phase: str
    header: Message
    last_phase: bool = False


@dataclass(frozen=True, slots=True)
class Outcome:
    """An outcome the GM is about to roll for (``key``, a word of the ``outcome`` group) and
    its exact chance; ``count`` for an outcome counted (``unsaved`` wounds: 0, 1, 2 ..)."""

    key: str
    chance: Fraction
    count: int | None = None


@dataclass(frozen=True, slots=True)
class ActionOption:
    """An action the panel offers for a character now: legal or not, and why not."""

    key: str
    allowed: bool
    reasons: tuple[Violation, ...] = ()


@dataclass(frozen=True, slots=True)
class Doom:
    """A character who dies if the phase ends now, why (``cause``: ``bled_out`` or
    ``suffocated``) and the rules that say so (R-8; W-WATER-4, R-9)."""

    character_id: str
    name: str
    cause: str
    rule_ids: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CharacterView:
    """A character as the tracker's table shows it, whatever the system: ``activity`` what it
    did in this phase or activation; ``conditions`` what weighs on it now (a running timer,
    "cannot act", a damaged tank); ``urgent`` when something runs out at the next start of
    its side's turn."""

    id: str
    name: str
    side: str
    status: str
    wounds: int
    max_wounds: int
    soldier_id: int | None
    items: tuple[tuple[int, str], ...]  # (item_id, item_type)
    activity: tuple[Message, ...] = ()
    conditions: tuple[Message, ...] = ()
    urgent: bool = False


@dataclass(frozen=True, slots=True)
class ItemPlace:
    """Where the mission says an item of a soldier is: carried (``soldier_id``, ``slot``,
    ``slot_index``) or out of play (``location`` ``used``), and the event that put it there
    (``None``: where it was when the mission started); the ``charges`` it has left when the
    mission counts them, and the event that spent the last one (``charges_because``)."""

    location: str
    soldier_id: int | None = None
    slot: str | None = None
    slot_index: int | None = None
    because: int | None = None
    charges: int | None = None
    charges_because: int | None = None

    @property
    def key(self) -> tuple[str, int | None, str | None, int | None]:
        return (self.location, self.soldier_id, self.slot, self.slot_index)


@dataclass(frozen=True, slots=True)
class SoldierOutcome:
    """What the debrief writes back for one soldier: ``status`` ``active``, ``wounded``,
    ``dead`` or ``mia``; the wounds left; the cause of death and the rules that decided it;
    the kills and Experience Points the mission gave it (the board game's M-CX-4)."""

    soldier_id: int
    character_id: str
    name: str
    status: str
    wounds: int
    cause: str | None = None
    rule_ids: tuple[str, ...] = ()
    kills: int = 0
    experience: int = 0


@dataclass(frozen=True, slots=True)
class ItemFate:
    """An item the mission used up (``fate`` ``used``), by whom, under which rules."""

    item_id: int
    item_type: str
    character_id: str
    name: str
    fate: str
    rule_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Debrief:
    """The outcome of a mission, decided by its rule system at its end."""

    turn: int
    soldiers: tuple[SoldierOutcome, ...]
    items_used: tuple[ItemFate, ...] = ()


# --------------------------------------------------------------------------------------------
# The interface


class RuleSystem:
    """A rule system's hooks. Subclasses set :attr:`name` (a ruleset's ``system``) and
    override the hooks; the defaults are what a system without the feature needs."""

    name: ClassVar[str] = ""
    #: Whether missions of this system can be played in this version (MIS-6).
    playable: ClassVar[bool] = False
    #: The options a plan of this system takes, each with its choices (the wargame's
    #: ``environment``: ground or underwater).
    options: ClassVar[Mapping[str, tuple[str, ...]]] = {}
    #: Whether a plan of this system is played on a Mission Map (``MissionPlan.board``).
    uses_map: ClassVar[bool] = False

    # -- setup ------------------------------------------------------------------------------

    def plan_warnings(self, ruleset: Ruleset, plan: MissionPlan) -> tuple[Violation, ...]:
        """MIS-12: what is wrong or risky with ``plan`` before it deploys, as warnings the GM
        may deploy past with a reason (this base: no aliens planned)."""
        if not plan.aliens:
            return (Violation.of("MIS-12", "deploy_no_aliens"),)
        return ()

    def plan(self, ruleset: Ruleset, plan: MissionPlan) -> Any:
        """The setup of a planned mission; :class:`MissionRefused` when the rules refuse the
        plan (the finding names the rule)."""
        raise MissionRefused(
            Verdict((Violation.of("MIS-6", "mission_system_not_playable", system=ruleset.name),))
        )

    def setup_to_json(self, setup: Any) -> dict[str, Any]:
        """The setup as JSON-ready data, stable key order."""
        raise RulesError(f"the {self.name} system has no mission setup")

    def setup_from_json(self, data: Mapping[str, Any]) -> Any:
        """The setup back from :meth:`setup_to_json` data (:class:`RulesError` when
        malformed)."""
        raise RulesError(f"the {self.name} system has no mission setup")

    def soldier_ids(self, setup: Any) -> tuple[int, ...]:
        """The roster's soldiers a mission's setup takes along, in setup order."""
        return ()

    def setup_name(self, setup: Any) -> str:
        name = getattr(setup, "name", "")
        return name if isinstance(name, str) else shown(name)

    # -- state ------------------------------------------------------------------------------

    def initial_state(self, setup: Any) -> Any:
        raise RulesError(f"the {self.name} system has no mission state")

    def apply(self, state: Any, event_type: str, payload: Mapping[str, Any]) -> Any:
        """The state after one event, applied as a fact. Tolerant: a fact that no longer fits
        (after an undo restored an earlier event) changes what it can and never raises; an
        unknown event type is a :class:`RulesError`."""
        raise RulesError(f"unknown mission event type {shown(event_type)}")

    def position(self, state: Any) -> Position:
        raise RulesError(f"the {self.name} system has no mission state")

    def short_position(self, state: Any) -> Message:
        """Where the mission stands in a few words (the command line's ``mission list``)."""
        return self.position(state).header

    def finished(self, state: Any) -> bool:
        return bool(getattr(state, "finished", False))

    def state_to_json(self, state: Any) -> dict[str, Any]:
        """The state as JSON-ready data with a stable key order (``mission replay``)."""
        raise RulesError(f"the {self.name} system has no mission state")

    # -- commands ---------------------------------------------------------------------------

    def execute(self, state: Any, ruleset: Ruleset, command: object, dice: Dice) -> list[Fact]:
        """The events of ``command`` (every roll recorded in their payloads), or
        :class:`MissionRefused`; :class:`RulesError` for a command this system does not know."""
        raise RulesError(f"not a command of the {self.name} system: {shown(command)}")

    def check(self, state: Any, ruleset: Ruleset, command: object) -> Verdict | None:
        """What the rules say of ``command`` without rolling, when the system checks it apart
        from executing it (findings with warnings); ``None``: execute it with probe dice."""
        return None

    def ends(self, state: Any) -> list[Fact]:
        """The events of the mission's end (the engine adds them before the debrief)."""
        return [("ended", {})]

    def doomed_on_advance(self, state: Any) -> tuple[Doom, ...]:
        """Who dies if the phase ends now (a system without timers: nobody)."""
        return ()

    def actions(self, state: Any, ruleset: Ruleset, character_id: str) -> tuple[ActionOption, ...]:
        """The actions the panel offers for ``character_id`` now, legal or not with why."""
        return ()

    def odds(self, state: Any, ruleset: Ruleset, command: object) -> tuple[Outcome, ...]:
        """The exact chance of each outcome of ``command`` (``()`` when no dice decide it)."""
        return ()

    def probe_face(self, purpose: str, sides: int) -> int:
        """The face a die for ``purpose`` shows when the engine counts the most dice a command
        may roll: the face that rolls on (by default the highest, which fails a test)."""
        return sides - 1 if sides == 360 else sides

    # -- words ------------------------------------------------------------------------------

    def describe(
        self, setup: Any, event_type: str, payload: Mapping[str, Any], ruleset: Ruleset | None
    ) -> tuple[Message, ...]:
        """An event of the log as messages (the view joins them into one line)."""
        return (Message.of("mission_event", type=text_of(event_type)),)

    def reminders(self, mission: Mission) -> tuple[tuple[Message, ...], ...]:
        """What the GM must be reminded of now (deaths at the start of this turn, timers):
        one line of messages each."""
        return ()

    # -- the tracker and the campaign -------------------------------------------------------

    def characters(self, mission: Mission, ruleset: Ruleset) -> tuple[CharacterView, ...]:
        """Every character for the tracker's table, in setup order."""
        return ()

    def detail(self, mission: Mission, ruleset: Ruleset) -> object:
        """The system's own plain view of the mission, for its action panel."""
        return None

    def choices(self, mission: Mission, ruleset: Ruleset, character_id: str) -> object:
        """What a character may do now, as the system's own plain view shows it before the GM
        picks (the board game's map: reach, targets with their odds, Line of Sight); ``None``
        for a system without."""
        return None

    def item_places(self, mission: Mission) -> Mapping[int, ItemPlace]:
        """Where the mission says each item of its soldiers is."""
        return {}

    def debrief(self, mission: Mission, ruleset: Ruleset) -> Debrief:
        """What the mission's end writes back to the roster."""
        return Debrief(turn=self.position(mission.state).turn, soldiers=())
