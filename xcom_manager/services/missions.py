"""Mission use-cases (issue 4): plan and start a mission, run it command by command, debrief it.

A mission is stored as its setup (``mission.setup``, from
:func:`~xcom_manager.rules.mission_state.setup_to_json`) and an append-only log of events
(``mission_event``, key ``(mission_id, seq)``). Its state is always rebuilt with
:func:`~xcom_manager.rules.mission_state.replay`; nothing else about a running mission is stored.

Each command (:mod:`xcom_manager.services.mission_dto`) is checked by the rules core
(:mod:`xcom_manager.rules.mission`), which returns the events or refuses with a verdict citing
rule IDs (:class:`CommandRefused`). The events and everything the command does to the campaign
commit in ONE transaction:

* a handoff moves the ``Item`` row between the soldiers through the inventory's checked, audited
  move (:meth:`InventoryService.move_item_in`), the audit row in the ``mission`` context with
  the mission, turn and phase;
* a spare tank put on (R-19) leaves play: the ``Item`` goes to ``used``, with an audit row;
* an undo (or redo) of either puts the item back where the mission says it is, audited too
  ("Undo of mission event #N").

Dice: ``dice="roll"`` rolls for the GM with :class:`~xcom_manager.rules.dice.SeededDice`
seeded from :class:`random.SystemRandom` (the seed is stored with the event); a sequence of
values is what the GM typed in from physical dice (:class:`~xcom_manager.rules.dice.ScriptedDice`;
values beyond what the command needs are not used). Either way every roll is recorded in the
event's payload, with ``"dice": "rolled"`` or ``"typed"``.

The debrief (:meth:`MissionService.end_mission`) writes the outcome back to the roster and the
inventory in one transaction.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from xcom_manager.rules import mission as core
from xcom_manager.rules.dice import (
    BEARING_SIDES,
    D6,
    Dice,
    DiceExhausted,
    DieValueError,
    RecordingDice,
    Roll,
    ScriptedDice,
    SeededDice,
)
from xcom_manager.rules.inventory import ACTIONS, CarriedItem
from xcom_manager.rules.mission_state import (
    CAUSE_WORDS,
    CharacterSetup,
    CharacterStatus,
    Event,
    EventType,
    MissionSetup,
    MissionState,
    Phase,
    Side,
    TimerKind,
    cancelled_seqs,
    replay,
    setup_from_json,
    setup_to_json,
    state_to_json,
    timer_alerts,
    timers,
)
from xcom_manager.rules.movement import (
    DeclarationError,
    JumpDeclaration,
    MoveKind,
    jump_odds,
    tank_damage_chance,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.verdict import RULE_TEXTS, Verdict
from xcom_manager.services.audit.chain import append_entry, default_actor
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.errors import NotFoundError, StaleEditError, UserError
from xcom_manager.services.inventory import InventoryService
from xcom_manager.services.inventory_dto import AuditDraft, Destination, MissionContext
from xcom_manager.services.mission_dto import (
    AdvancePhase,
    CharacterRow,
    CommandRefused,
    CommandResult,
    DebriefSummary,
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    LogRow,
    MarkActed,
    MissionCommand,
    MissionInfo,
    MissionView,
    Note,
    Release,
    ReplaceTank,
    Stabilise,
    TimerRow,
    Undo,
    Withdraw,
    Wound,
)
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, Item, Mission, MissionEvent, Soldier, utc_now

__all__ = ["CommandRefused", "DiceChoice", "MissionService", "refusal_text"]

DiceChoice = Literal["roll"] | Sequence[int]

#: Where an item is, as the mission and the ``item`` table see it:
#: (location, soldier_id, slot, slot_index).
_Place = tuple[str, int | None, str | None, int | None]

MISSION_NAME_MAX = 200


def refusal_text(verdict: Verdict) -> str:
    """A refusal in words: ``"RULE-ID: finding (Rule: the rule's text)"`` per violation."""
    parts: list[str] = []
    for violation in verdict.violations:
        rule = RULE_TEXTS.get(violation.rule_id, "")
        text = f"{violation.rule_id}: {violation.text}"
        if rule:
            text += f" (Rule: {rule})"
        parts.append(text)
    return "refused: " + "; ".join(parts) if parts else "refused"


@dataclass(frozen=True, slots=True)
class _Loaded:
    row: Mission
    ruleset: Ruleset
    setup: MissionSetup
    events: tuple[Event, ...]
    state: MissionState

    @property
    def state_info(self) -> MissionInfo:
        return _info(self.row, self.state)


class MissionService:
    """The wargame missions of a database's campaigns."""

    def __init__(
        self, db: Database, campaigns: CampaignService, inventory: InventoryService
    ) -> None:
        self._db = db
        self._campaigns = campaigns
        self._inventory = inventory

    # -- reading ----------------------------------------------------------------------------

    def list_missions(self, campaign_id: int) -> list[MissionInfo]:
        """The campaign's missions, newest first."""
        with self._db.session() as session:
            self._campaigns.ruleset_in_session(session, campaign_id)  # NotFoundError
            rows = session.exec(
                select(Mission)
                .where(Mission.campaign_id == campaign_id)
                .order_by(col(Mission.id).desc())
            ).all()
            return [self._load_row(session, row).state_info for row in rows]

    def view(self, mission_id: int) -> MissionView:
        """Everything the tracker shows of the mission, rebuilt from its events."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        return self._view(loaded.row, loaded.ruleset, loaded.state)

    def replay_json(self, mission_id: int) -> str:
        """The mission's state rebuilt from its events, as JSON (sorted keys, two-space indent):
        the same bytes every time for the same events."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        return json.dumps(state_to_json(loaded.state), sort_keys=True, indent=2, ensure_ascii=False)

    def species_choices(self, campaign_id: int) -> list[tuple[str, str]]:
        """``(key, name)`` of the ruleset's alien species, for the planning form."""
        ruleset = self._campaigns.ruleset_for(campaign_id)
        return sorted(((k, s.name) for k, s in ruleset.species.items()), key=lambda p: p[1])

    # -- planning ---------------------------------------------------------------------------

    def start_mission(
        self,
        campaign_id: int,
        *,
        name: str,
        environment: str,
        soldier_ids: Sequence[int],
        aliens: Sequence[str],
    ) -> MissionView:
        """Start a mission: the squad from the campaign's **active** soldiers (with their stats,
        wounds, unit type and carried items), the alien models by species key (one entry per
        model; stats and ``breathes_air`` from the ruleset). Game turn 1, X-COM's movement
        phase; no events yet."""
        name = name.strip()
        problems: list[str] = []
        if not name:
            problems.append("the mission needs a name")
        elif len(name) > MISSION_NAME_MAX:
            problems.append(f"the name must be at most {MISSION_NAME_MAX} characters long")
        if environment not in ("ground", "underwater"):
            problems.append(f"the environment is ground or underwater, not {environment!r}")
        if not soldier_ids:
            problems.append("pick at least one soldier for the squad")
        if len(set(soldier_ids)) != len(soldier_ids):
            problems.append("a soldier is picked twice")
        with self._db.session() as session:
            _lock(session, Campaign, campaign_id)
            ruleset = self._campaigns.ruleset_in_session(session, campaign_id)
            unknown = [key for key in aliens if key not in ruleset.species]
            if unknown:
                problems.append(
                    f"{', '.join(sorted(set(unknown)))}: not a species of {ruleset.name}"
                )
            soldiers = {
                s.id: s
                for s in session.exec(select(Soldier).where(col(Soldier.id).in_(soldier_ids)))
            }
            for soldier_id in soldier_ids:
                soldier = soldiers.get(soldier_id)
                if soldier is None or soldier.campaign_id != campaign_id:
                    problems.append(f"there is no soldier #{soldier_id} in this campaign")
                elif soldier.status != "active":
                    problems.append(
                        f"{soldier.name} is {soldier.status}: only active soldiers go on a mission"
                    )
            busy = self._soldiers_on_missions(session, campaign_id)
            for soldier_id in soldier_ids:
                if soldier_id in busy and soldier_id in soldiers:
                    name_ = soldiers[soldier_id].name
                    problems.append(f"{name_} is already on the mission {busy[soldier_id]!r}")
            if problems:
                raise UserError("cannot start the mission: " + "; ".join(problems))
            carried: dict[int, list[CarriedItem]] = {}
            for item in session.exec(
                select(Item)
                .where(col(Item.soldier_id).in_(soldier_ids), Item.location == "soldier")
                .order_by(col(Item.soldier_id), col(Item.slot), col(Item.slot_index))
            ):
                assert item.id is not None and item.soldier_id is not None
                carried.setdefault(item.soldier_id, []).append(
                    CarriedItem(item.id, item.item_type, item.slot or "", item.slot_index or 0)
                )
            characters: list[CharacterSetup] = []
            for soldier_id in soldier_ids:
                soldier = soldiers[soldier_id]
                characters.append(
                    CharacterSetup(
                        id=f"s{soldier_id}",
                        name=soldier.name,
                        side=Side.xcom,
                        soldier_id=soldier_id,
                        soldier_class=soldier.soldier_class,
                        unit_type=soldier.unit_type,
                        species=None,
                        stats={str(k): int(v) for k, v in soldier.stats.items()},
                        wounds=soldier.wounds,
                        breathes_air=True,  # X-COM soldiers breathe air
                        items=tuple(carried.get(soldier_id, ())),
                    )
                )
            counts = {key: aliens.count(key) for key in aliens}
            numbers: dict[str, int] = {}
            for index, key in enumerate(aliens, start=1):
                species = ruleset.species[key]
                numbers[key] = numbers.get(key, 0) + 1
                label = species.name if counts[key] == 1 else f"{species.name} {numbers[key]}"
                stats = {str(k): int(v) for k, v in species.stats.items()}
                characters.append(
                    CharacterSetup(
                        id=f"a{index}",
                        name=label,
                        side=Side.aliens,
                        soldier_id=None,
                        soldier_class=key,
                        unit_type=species.unit_type,
                        species=key,
                        stats=stats,
                        wounds=stats.get(ruleset.wounds_stat, 1),
                        breathes_air=species.breathes_air,
                    )
                )
            setup = MissionSetup(name=name, environment=environment, characters=tuple(characters))
            row = Mission(
                campaign_id=campaign_id,
                name=name,
                environment=environment,
                setup=setup_to_json(setup),
            )
            session.add(row)
            session.flush()
            state = replay(setup, ())
            return self._view(row, ruleset, state)

    # -- commands ---------------------------------------------------------------------------

    def check(self, mission_id: int, command: MissionCommand) -> Verdict:
        """What the rules say of ``command`` now, without rolling or storing anything (for the
        panel: refusals and warnings before the GM commits). Commands whose check needs the
        dice or that the core checks only on execution give an empty verdict."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        state, ruleset = loaded.state, loaded.ruleset
        try:
            if isinstance(command, DeclareMove):
                return core.check_declare_move(
                    state, ruleset, command.character_id, _declaration(command)
                )
            if isinstance(command, HandOver):
                return core.check_hand_over(
                    state,
                    ruleset,
                    command.giver_id,
                    command.receiver_id,
                    command.item_id,
                    command.base_contact,
                    command.target_slot,
                    command.target_index,
                )
            if isinstance(command, Stabilise):
                return core.check_stabilise(
                    state, ruleset, command.medic_id, command.patient_id, command.base_contact
                )
            if isinstance(command, ReplaceTank):
                return core.check_replace_tank(
                    state, ruleset, command.character_id, command.item_id
                )
            _run(state, ruleset, command, _ProbeDice())
        except core.MissionRefused as refused:
            return refused.verdict
        except ValueError as error:
            raise UserError(str(error)) from error
        return Verdict()

    def dice_needed(self, mission_id: int, command: MissionCommand) -> int:
        """How many dice values (d6, or 0..359 for a scatter bearing) the GM would type in for
        ``command``: at most this many (a jump that passes its test needs only the first). 0 when
        no dice are involved or the rules refuse the command."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        return _dice_needed(loaded.state, loaded.ruleset, command)

    def odds(self, mission_id: int, command: MissionCommand) -> tuple[tuple[str, Fraction], ...]:
        """The exact chance of each outcome of ``command`` before the GM commits (``()`` when
        no dice are involved).

        A jump, climb or swim: ``passes`` / ``fails`` (M-TEST-1) and what a fall or a failed
        swim risks (:func:`rules.movement.jump_odds`). A wound under water for an X-COM
        air-breather outside air with a sound tank: ``tank damaged`` (W-WATER-4, R-10) and
        ``goes down`` (R-8: 1 or 0).
        """
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        state, ruleset = loaded.state, loaded.ruleset
        try:
            if isinstance(command, DeclareMove):
                ch = state.character(command.character_id)
                setup = state.setup.character(ch.id)
                save = setup.stats.get("Sv")
                return jump_odds(
                    ruleset,
                    _declaration(command),
                    initiative=int(setup.stats.get("I", 0)),
                    toughness=int(setup.stats.get("T", 0)),
                    save=None if save is None or save >= 7 else int(save),
                    is_vehicle=setup.unit_type == "vehicle",
                    underwater=state.setup.underwater and not ch.in_air,
                    breathes_air=setup.breathes_air and ch.side is Side.xcom,
                )
            if isinstance(command, Wound):
                ch = state.character(command.character_id)
                setup = state.setup.character(ch.id)
                rolls = (
                    state.setup.underwater
                    and ch.side is Side.xcom
                    and setup.breathes_air
                    and not ch.in_air
                    and not ch.tank_damaged
                    and ch.status in (CharacterStatus.active, CharacterStatus.down)
                )
                if not rolls or command.unsaved_wounds < 1:
                    return ()
                count = (
                    command.unsaved_wounds if ruleset.ruling("aqualung.roll_per") == "wound" else 1
                )
                down = ch.status is CharacterStatus.active and ch.wounds <= command.unsaved_wounds
                return (
                    ("tank damaged", tank_damage_chance(count)),
                    ("goes down", Fraction(1 if down else 0)),
                )
        except ValueError as error:
            raise UserError(str(error)) from error
        return ()

    def execute(
        self,
        mission_id: int,
        command: MissionCommand,
        *,
        dice: DiceChoice = "roll",
        actor: str | None = None,
        expected_seq: int | None = None,
    ) -> CommandResult:
        """Run ``command``: the rules core checks it against the state rebuilt from the events
        and, if it allows it, its events are appended (with every roll) together with what it
        does to the inventory (audited), in ONE transaction.

        Raises :class:`CommandRefused` (the rule IDs and texts) when the rules refuse,
        :class:`UserError` when typed dice are too few or impossible ("this needs N dice"),
        :class:`StaleEditError` when ``expected_seq`` (the log length the GM saw) is not the
        log's length any more, or another GM appended the same event first.
        """
        who = (actor or "").strip() or default_actor()
        with self._db.session() as session:
            _lock(session, Mission, mission_id)
            loaded = self._load(session, mission_id)
            row, ruleset, state = loaded.row, loaded.ruleset, loaded.state
            if row.status == "finished" and not isinstance(command, Note):
                raise UserError(
                    f"the mission {row.name!r} is finished and debriefed; only notes can be added"
                )
            if expected_seq is not None and expected_seq != state.seq:
                raise StaleEditError(
                    f"the mission {row.name!r} was changed by someone else since you opened it "
                    f"({state.seq - expected_seq:+d} events); look again before you go on"
                )
            source, mode, seed = _dice_source(dice)
            recording = RecordingDice(source)
            try:
                events = _run(state, ruleset, command, recording)
            except core.MissionRefused as refused:
                raise CommandRefused(refused.verdict, refusal_text(refused.verdict)) from refused
            except (DiceExhausted, DieValueError) as error:
                needed = _dice_needed(state, ruleset, command)
                raise UserError(
                    f"this needs {needed} dice value{'s' if needed != 1 else ''}: {error}"
                ) from error
            except ValueError as error:  # a malformed command (unknown action, no text, ...)
                raise UserError(str(error)) from error
            if recording.rolls and events:
                first = events[0]
                extra: dict[str, Any] = {"dice": mode}
                if seed is not None:
                    extra["seed"] = seed
                events[0] = Event(first.seq, first.type, {**first.payload, **extra})
            new_state = state
            for event in events:
                new_state = core.apply(new_state, event)
            self._append(session, row, events)
            self._sync_items(session, row, ruleset, state, new_state, command, who)
            view = self._view(row, ruleset, new_state)
        new_log = tuple(r for r in view.log if r.seq > state.seq)
        return CommandResult(view=view, new_log=new_log)

    # -- debrief ----------------------------------------------------------------------------

    def end_mission(self, mission_id: int, *, actor: str | None = None) -> DebriefSummary:
        """End the mission and write the outcome back, in ONE transaction.

        For every X-COM soldier who took part (``missions`` + 1 for each): dead → ``dead``
        (wounds 0) and missing → ``mia``, their carried items ``lost`` (audited); down at the end
        → ``dead`` when the R-8 bleed-out has run out (its deadline turn is reached) and it was
        not stabilised, else ``wounded`` (0 wounds); wounds below the maximum → ``wounded``
        with the wounds left; others stay ``active``. Spare tanks put on (R-19) are already
        ``used``. Refused for a mission already debriefed.
        """
        who = (actor or "").strip() or default_actor()
        with self._db.session() as session:
            _lock(session, Mission, mission_id)
            loaded = self._load(session, mission_id)
            row, ruleset, state = loaded.row, loaded.ruleset, loaded.state
            if row.status == "finished":
                raise UserError(f"the mission {row.name!r} has been debriefed already")
            if not state.finished:
                try:
                    events = core.end_mission(state)
                except core.MissionRefused as refused:  # pragma: no cover - checked above
                    raise CommandRefused(refused.verdict, refusal_text(refused.verdict)) from None
                for event in events:
                    state = core.apply(state, event)
                self._append(session, row, events)
            summary = self._debrief(session, row, ruleset, state, who)
            row.status = "finished"
            row.finished_at = utc_now()
            row.debrief = summary.text
            session.add(row)
            session.flush()
        return summary

    # -- internals --------------------------------------------------------------------------

    def _load(self, session: Session, mission_id: int) -> _Loaded:
        row = session.get(Mission, mission_id)
        if row is None:
            raise NotFoundError(f"there is no mission #{mission_id}")
        return self._load_row(session, row)

    def _load_row(self, session: Session, row: Mission) -> _Loaded:
        ruleset = self._campaigns.ruleset_in_session(session, row.campaign_id)
        setup = setup_from_json(row.setup)
        events = tuple(
            Event(e.seq, e.type, e.payload)
            for e in session.exec(
                select(MissionEvent)
                .where(MissionEvent.mission_id == row.id)
                .order_by(col(MissionEvent.seq))
            )
        )
        try:
            state = replay(setup, events)
        except ValueError as error:
            raise UserError(f"the log of mission #{row.id} is damaged: {error}") from error
        return _Loaded(row, ruleset, setup, events, state)

    def _soldiers_on_missions(self, session: Session, campaign_id: int) -> dict[int, str]:
        busy: dict[int, str] = {}
        for row in session.exec(
            select(Mission).where(
                Mission.campaign_id == campaign_id, Mission.status == "in_progress"
            )
        ):
            for character in row.setup.get("characters", ()):
                soldier_id = character.get("soldier_id")
                if isinstance(soldier_id, int):
                    busy[soldier_id] = row.name
        return busy

    def _append(self, session: Session, row: Mission, events: Sequence[Event]) -> None:
        """Append the events; a racing append of the same seq is a :class:`StaleEditError`."""
        assert row.id is not None
        try:
            for event in events:
                session.add(
                    MissionEvent(
                        mission_id=row.id,
                        seq=event.seq,
                        type=event.type,
                        payload=dict(event.payload),
                    )
                )
            session.flush()
        except IntegrityError as error:
            raise StaleEditError(
                f"another GM recorded a step of the mission {row.name!r} at the same time; "
                "nothing was changed, look again and retry"
            ) from error
        session.expire(row)
        session.refresh(row)

    def _sync_items(
        self,
        session: Session,
        row: Mission,
        ruleset: Ruleset,
        before: MissionState,
        after: MissionState,
        command: MissionCommand,
        actor: str,
    ) -> None:
        """Move the ``Item`` rows whose place the command changed (a handoff, a tank put on,
        or an undo of either), each with its audit row, in the caller's transaction."""
        old, new = _places(before), _places(after)
        changed = [item_id for item_id, place in new.items() if old.get(item_id) != place]
        if not changed:
            return
        assert row.id is not None
        undo = isinstance(command, Undo)
        reason = f"Undo of mission event #{command.target_seq}" if isinstance(command, Undo) else ""
        for item_id in changed:
            target = new[item_id]
            item = session.get(Item, item_id)
            if item is None:
                raise UserError(f"item #{item_id} of the mission no longer exists")
            current: _Place = (item.location, item.soldier_id, item.slot, item.slot_index)
            expected = old.get(item_id)
            if expected is not None and current != expected:
                raise UserError(
                    f"item #{item_id} ({_item_name(ruleset, item.item_type)}) was moved outside "
                    "the mission since it started; put it back or undo that move first"
                )
            location, soldier_id, slot, index = target
            if location == "soldier" and item.location == "soldier" and soldier_id is not None:
                giver = _character_of_soldier(before, item.soldier_id)
                receiver = _character_of_soldier(before, soldier_id)
                context = MissionContext(
                    mission_id=row.id,
                    turn=after.turn,
                    phase=after.phase.value,
                    environment=after.setup.environment,
                    base_contact=bool(getattr(command, "base_contact", True)),
                    # An undo puts the item back: no new handoff, only fit and room count.
                    giver_actions=frozenset() if undo else _inventory_actions(before, giver),
                    receiver_actions=frozenset() if undo else _inventory_actions(before, receiver),
                    giver_cannot_act=None if undo else _cause(before, giver),
                    receiver_cannot_act=None if undo else _cause(before, receiver),
                )
                session.flush()
                self._inventory.move_item_in(
                    session,
                    item_id,
                    Destination.soldier(soldier_id, slot, index),
                    actor=actor,
                    mission=context,
                    override_reason=reason if undo else None,
                )
                session.expire(item)
            else:
                self._place_item(session, row, ruleset, item, target, after, actor, reason)

    def _place_item(
        self,
        session: Session,
        row: Mission,
        ruleset: Ruleset,
        item: Item,
        target: _Place,
        state: MissionState,
        actor: str,
        reason: str,
        rule_ids: tuple[str, ...] = ("W-WATER-4", "R-19"),
    ) -> None:
        """Put ``item`` somewhere the inventory's moves do not go (``used``, ``lost``, or back
        from there), with its audit row in the mission context."""
        assert item.id is not None
        names = _soldier_names(session, item.soldier_id, target[1])
        location, soldier_id, slot, index = target
        draft = AuditDraft(
            actor=actor,
            item_id=item.id,
            item_type=item.item_type,
            item_name=_item_name(ruleset, item.item_type),
            from_kind=item.location,
            from_soldier_id=item.soldier_id,
            from_soldier_name=names.get(item.soldier_id),
            from_slot=item.slot,
            from_index=item.slot_index,
            to_kind=location,
            to_soldier_id=soldier_id,
            to_soldier_name=names.get(soldier_id),
            to_slot=slot,
            to_index=index,
            context="mission",
            mission_id=row.id,
            turn=state.turn,
            phase=state.phase.value,
            verdict="allowed",
            rule_ids=rule_ids,
            reason=reason,
        )
        item.location, item.soldier_id, item.slot, item.slot_index = target
        item.version += 1
        session.add(item)
        session.flush()
        append_entry(session, row.campaign_id, draft)

    def _debrief(
        self,
        session: Session,
        row: Mission,
        ruleset: Ruleset,
        state: MissionState,
        actor: str,
    ) -> DebriefSummary:
        dead: list[str] = []
        wounded: list[str] = []
        mia: list[str] = []
        returned: list[str] = []
        lost: list[str] = []
        for setup in state.setup.characters:
            if setup.soldier_id is None:
                continue
            ch = state.characters[setup.id]
            soldier = session.get(Soldier, setup.soldier_id)
            if soldier is None:
                continue  # dismissed meanwhile: nothing to write back
            max_wounds = int(setup.stats.get(ruleset.wounds_stat, setup.wounds))
            status, wounds = "active", ch.wounds
            if ch.status is CharacterStatus.dead:
                status, wounds = "dead", 0
            elif ch.status is CharacterStatus.mia:
                status = "mia"
            elif ch.status is CharacterStatus.down:
                ran_out = (
                    not ch.stabilised
                    and ch.bleed_out_dies_at is not None
                    and ch.bleed_out_dies_at <= state.turn
                )
                status, wounds = ("dead" if ran_out else "wounded"), 0
            elif ch.wounds < max_wounds:
                status = "wounded"
            {"dead": dead, "wounded": wounded, "mia": mia}.get(status, returned).append(ch.name)
            soldier.status = status
            soldier.wounds = wounds
            soldier.missions += 1
            soldier.version += 1
            session.add(soldier)
            if status in ("dead", "mia"):
                session.flush()
                for item in session.exec(
                    select(Item)
                    .where(Item.soldier_id == setup.soldier_id, Item.location == "soldier")
                    .order_by(col(Item.slot), col(Item.slot_index))
                ).all():
                    lost.append(f"{ch.name} ({_item_name(ruleset, item.item_type)})")
                    self._place_item(
                        session,
                        row,
                        ruleset,
                        item,
                        ("lost", None, None, None),
                        state,
                        actor,
                        f"{ch.name} {'killed' if status == 'dead' else 'missing'} on the mission",
                        rule_ids=(),
                    )
        used = [
            f"{state.setup.character(str(e.payload.get('character'))).name} "
            f"({_item_name(ruleset, str(e.payload.get('item_type', '')))})"
            for e in state.events
            if e.type == EventType.tank_replaced and e.seq not in cancelled_seqs(state.events)
        ]
        lines = [f"Debrief of {row.name!r} (turn {state.turn}):"]
        for label, names in (
            ("Dead", dead),
            ("Wounded", wounded),
            ("Missing in action", mia),
            ("Back unhurt", returned),
            ("Items lost", lost),
            ("Spare tanks used", used),
        ):
            lines.append(f"{label}: {', '.join(names) if names else 'none'}.")
        assert row.id is not None
        return DebriefSummary(
            dead=tuple(dead),
            wounded=tuple(wounded),
            mia=tuple(mia),
            items_lost=tuple(lost),
            items_used=tuple(used),
            text="\n".join(lines),
            mission_id=row.id,
            returned=tuple(returned),
        )

    def _view(self, row: Mission, ruleset: Ruleset, state: MissionState) -> MissionView:
        assert row.id is not None
        info = _info(row, state)
        timer_rows: list[TimerRow] = []
        texts: dict[str, list[str]] = {}
        soon: set[str] = set()
        for timer in timers(state):
            ch = state.characters[timer.character_id]
            left = timer.turns_left
            when = f"{left} turn{'s' if left != 1 else ''} left" if left > 0 else "this turn"
            if timer.kind is TimerKind.bleed_out:
                text = f"bleeds out: dies at the start of turn {timer.dies_at_turn} ({when})"
                rule_ids: tuple[str, ...] = ("R-8",)
                if ch.water_stabilised:
                    rule_ids = ("R-8", "W-WATER-2", "R-17")
            else:
                text = (
                    f"aqualung tank damaged: suffocates at the start of turn "
                    f"{timer.dies_at_turn} ({when})"
                )
                rule_ids = ("W-WATER-4", "R-9")
            texts.setdefault(ch.id, []).append(text)
            if timer.expires_next_turn:
                soon.add(ch.id)
            timer_rows.append(
                TimerRow(
                    character_id=ch.id,
                    name=ch.name,
                    kind=timer.kind.value,
                    dies_at_turn=timer.dies_at_turn,
                    turns_left=left,
                    expires_next_turn=timer.expires_next_turn,
                    text=f"{ch.name}: {text}",
                    rule_ids=rule_ids,
                )
            )
        characters: list[CharacterRow] = []
        for setup in state.setup.characters:
            ch = state.characters[setup.id]
            parts = list(texts.get(ch.id, ()))
            if ch.tank_damaged and ch.in_air and ch.in_play:
                parts.append("aqualung tank damaged: timer stopped in air (R-16)")
            save = setup.stats.get("Sv")
            characters.append(
                CharacterRow(
                    id=ch.id,
                    name=ch.name,
                    side=ch.side.value,
                    status=ch.status.value,
                    wounds=ch.wounds,
                    max_wounds=int(setup.stats.get(ruleset.wounds_stat, setup.wounds)),
                    acted=tuple(sorted(ch.acted)),
                    cannot_act=None
                    if ch.cannot_act is None
                    else CAUSE_WORDS.get(ch.cannot_act, ch.cannot_act),
                    tank_damaged=ch.tank_damaged,
                    in_air=ch.in_air,
                    items=tuple((i.item_id, _item_name(ruleset, i.item_type)) for i in ch.items),
                    timer_text="; ".join(parts),
                    expires_next_turn=ch.id in soon,
                    initiative=int(setup.stats.get("I", 0)),
                    toughness=int(setup.stats.get("T", 0)),
                    save=None if save is None or save >= 7 else int(save),
                    unit_type=setup.unit_type,
                    breathes_air=setup.breathes_air,
                    soldier_id=setup.soldier_id,
                    species=setup.species,
                    soldier_class=setup.soldier_class,
                    stabilised=ch.stabilised,
                    water_stabilised=ch.water_stabilised,
                    jumped_this_phase=ch.jumped_this_phase,
                    failed_move_this_phase=ch.failed_move_this_phase,
                    cannot_act_cause=ch.cannot_act,
                )
            )
        cancelled = cancelled_seqs(state.events)
        log: list[LogRow] = []
        for line in state.log:
            event = state.events[line.seq - 1]
            rolls = event.payload.get("rolls", ())
            log.append(
                LogRow(
                    seq=line.seq,
                    text=line.text,
                    rule_ids=line.rule_ids,
                    reverted=line.reverted,
                    turn=line.turn,
                    side=line.side.value,
                    phase=line.phase.value,
                    type=line.type,
                    dice=tuple(int(r.get("value", 0)) for r in rolls if isinstance(r, Mapping)),
                    undoable=row.status != "finished"
                    and line.seq not in cancelled
                    and not isinstance(event.payload.get("follows"), int),
                )
            )
        deaths = [a for a in state.alerts if " died at the start of turn " in a]
        alerts = tuple(dict.fromkeys([*deaths, *timer_alerts(state)]))
        return MissionView(
            info=info,
            turn=state.turn,
            side=state.side.value,
            phase=state.phase.value,
            characters=tuple(characters),
            timers=tuple(timer_rows),
            alerts=alerts,
            log=tuple(log),
            ruleset_id=ruleset.id,
            environment=state.setup.environment,
            finished=state.finished or row.status == "finished",
            seq=state.seq,
            debrief=row.debrief,
        )


# --------------------------------------------------------------------------------------------
# Helpers


def _lock(session: Session, table: type[Mission] | type[Campaign], row_id: int) -> None:
    """Take the write lock first thing in the transaction: move the row's version on (on
    SQLite this takes the database's write lock before anything is read, so a second GM's
    command waits its turn and then sees the first one's events; elsewhere it locks the row).
    """
    step = 1 if table is Mission else 0  # a campaign keeps its version: a no-op write
    moved = session.execute(
        update(table).where(col(table.id) == row_id).values(version=col(table.version) + step)
    )
    if moved.rowcount != 1:  # type: ignore[attr-defined]
        what = "mission" if table is Mission else "campaign"
        raise NotFoundError(f"there is no {what} #{row_id}")


def _info(row: Mission, state: MissionState) -> MissionInfo:
    assert row.id is not None
    return MissionInfo(
        id=row.id,
        name=row.name,
        environment=row.environment,
        status=row.status,
        turn=state.turn,
        side=state.side.value,
        phase=state.phase.value,
        campaign_id=row.campaign_id,
        seq=state.seq,
    )


def _declaration(command: DeclareMove) -> JumpDeclaration:
    try:
        return JumpDeclaration(
            kind=MoveKind(command.kind),
            horizontal=command.horizontal,
            vertical=command.vertical,
            fall_height=command.fall_height,
            into_void=command.into_void,
            run_up=command.run_up,
        )
    except (DeclarationError, ValueError) as error:
        raise UserError(f"the move cannot be declared: {error}") from error


def _run(state: MissionState, ruleset: Ruleset, command: MissionCommand, dice: Dice) -> list[Event]:
    """The core's events for ``command`` (raises :class:`core.MissionRefused`)."""
    handlers: dict[type, Callable[[Any], list[Event]]] = {
        AdvancePhase: lambda c: core.advance_phase(state),
        DeclareMove: lambda c: core.declare_move(
            state, ruleset, c.character_id, _declaration(c), dice
        ),
        HandOver: lambda c: core.hand_over(
            state,
            ruleset,
            c.giver_id,
            c.receiver_id,
            c.item_id,
            c.base_contact,
            c.target_slot,
            c.target_index,
        ),
        Wound: lambda c: core.wound(state, ruleset, c.character_id, c.unsaved_wounds, dice),
        Stabilise: lambda c: core.stabilise(
            state, ruleset, c.medic_id, c.patient_id, c.base_contact
        ),
        ReplaceTank: lambda c: core.replace_tank(state, ruleset, c.character_id, c.item_id),
        EnterAir: lambda c: core.enter_air(state, ruleset, c.character_id),
        LeaveAir: lambda c: core.leave_air(state, ruleset, c.character_id),
        Release: lambda c: core.release(state, c.character_id, c.cause),
        MarkActed: lambda c: core.mark_acted(state, c.character_id, c.action),
        Note: lambda c: core.note(state, c.text),
        Undo: lambda c: core.revert(state, c.target_seq),
        Kill: lambda c: core.kill(state, c.character_id),
        Withdraw: lambda c: core.withdraw(state, c.character_id, c.status),
    }
    handler = handlers.get(type(command))
    if handler is None:
        raise ValueError(f"not a mission command: {command!r}")
    return handler(command)


class _ProbeDice:
    """Shows every die's highest face (a natural 6 fails a test: the path that rolls most)."""

    def __init__(self) -> None:
        self.count = 0

    def roll(self, purpose: str, sides: int = D6) -> Roll:
        self.count += 1
        return Roll(purpose, sides, BEARING_SIDES - 1 if sides == BEARING_SIDES else sides)


def _dice_needed(state: MissionState, ruleset: Ruleset, command: MissionCommand) -> int:
    if not isinstance(command, DeclareMove | Wound):
        return 0
    probe = _ProbeDice()
    try:
        _run(state, ruleset, command, probe)
    except (ValueError, UserError):
        return 0
    return probe.count


def _dice_source(dice: DiceChoice) -> tuple[Dice, str, int | None]:
    if isinstance(dice, str):
        if dice != "roll":
            raise UserError(f"dice are 'roll' or the values typed in, not {dice!r}")
        seed = random.SystemRandom().randrange(2**63)
        return SeededDice(seed), "rolled", seed
    values = list(dice)
    if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise UserError("typed dice values must be whole numbers")
    return ScriptedDice(values), "typed", None


def _places(state: MissionState) -> dict[int, _Place]:
    """Where the mission says each of its soldiers' items is: carried, or ``used`` (R-19)."""
    places: dict[int, _Place] = {}
    for setup in state.setup.characters:
        if setup.soldier_id is None:
            continue
        for item in state.characters[setup.id].items:
            places[item.item_id] = ("soldier", setup.soldier_id, item.slot, item.slot_index)
    cancelled = cancelled_seqs(state.events)
    for event in state.events:
        if event.type == EventType.tank_replaced and event.seq not in cancelled:
            tank = event.payload.get("tank_item_id")
            if isinstance(tank, int):
                places[tank] = ("used", None, None, None)
    return places


def _character_of_soldier(state: MissionState, soldier_id: int | None) -> str | None:
    for setup in state.setup.characters:
        if setup.soldier_id is not None and setup.soldier_id == soldier_id:
            return setup.id
    return None


def _inventory_actions(state: MissionState, character_id: str | None) -> frozenset[str]:
    """What the character did this phase, in :data:`rules.inventory.ACTIONS` words (as the
    rules core hands them to ``validate_handoff``)."""
    if character_id is None:
        return frozenset()
    ch = state.characters[character_id]
    spent_as = "moved" if state.phase is Phase.movement else "shot"
    return frozenset(a if a in ACTIONS else spent_as for a in ch.acted)


def _cause(state: MissionState, character_id: str | None) -> str | None:
    if character_id is None:
        return None
    cause = state.characters[character_id].cannot_act
    return None if cause is None else CAUSE_WORDS.get(cause, cause)


def _item_name(ruleset: Ruleset, item_type: str) -> str:
    item = ruleset.items.get(item_type)
    return item.name if item is not None else item_type


def _soldier_names(session: Session, *soldier_ids: int | None) -> dict[int | None, str]:
    wanted = [s for s in soldier_ids if s is not None]
    if not wanted:
        return {}
    return {s.id: s.name for s in session.exec(select(Soldier).where(col(Soldier.id).in_(wanted)))}
