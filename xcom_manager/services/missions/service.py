"""Mission use-cases: plan and start a mission, run it command by command, debrief it.

One path for every rule system: the campaign's ruleset names its ``system``, the registry
(:func:`~xcom_manager.rules.mission.registry.find_system`) finds it, and the engine
(:mod:`xcom_manager.rules.mission.engine`) does the rest. A mission is stored as its setup
(``mission.setup``) and an append-only log of events (``mission_event``, key
``(mission_id, seq)``); its state is always rebuilt by replaying them.

Each command is checked by the rules core, which returns the events or refuses with a verdict
citing rule IDs (:class:`CommandRefused`). The events and everything the command does to the
campaign (items moved, with their audit rows) commit in ONE transaction.

Dice: ``dice="roll"`` rolls for the GM with :class:`~xcom_manager.rules.dice.SeededDice`
seeded from :class:`random.SystemRandom` (the seed is stored with the event); a sequence of
values is what the GM typed in from physical dice (:class:`~xcom_manager.rules.dice.ScriptedDice`;
values beyond what the command needs are not used). Either way every roll is recorded in the
event's payload, with ``"dice": "rolled"`` or ``"typed"``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, Literal

from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from xcom_manager.rules.dice import (
    Dice,
    DiceExhausted,
    DieValueError,
    RecordingDice,
    ScriptedDice,
    SeededDice,
)
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import Note, Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import mission_labels, relabel
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import (
    ActionOption,
    Doom,
    MissionPlan,
    MissionRefused,
    Outcome,
    RuleSystem,
)
from xcom_manager.rules.rule_texts import RULE_TEXTS
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.rules.verdict import Verdict, Violation
from xcom_manager.services.audit.chain import default_actor
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import (
    NotFoundError,
    RulesetMissingError,
    StaleEditError,
    UserError,
)
from xcom_manager.services.core.stale import mission_debriefed_error, mission_stale_error
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.missions import texts as _texts  # noqa: F401 - registers messages
from xcom_manager.services.missions.damage import (
    MissionLogDamagedError,
    damaged_info,
    load_mission,
    unreplayed_info,
)
from xcom_manager.services.missions.debrief import write_back
from xcom_manager.services.missions.dto import (
    CommandRefused,
    CommandResult,
    DebriefSummary,
    MissionInfo,
    MissionPlanning,
    MissionView,
)
from xcom_manager.services.missions.event_chain import append_events, append_links
from xcom_manager.services.missions.items import sync_items
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.missions.plans import PlanRequest, build_plan
from xcom_manager.services.missions.seals import outcome_link, setup_link
from xcom_manager.services.missions.views import debrief_summary, mission_info, mission_view
from xcom_manager.services.roster.deployed import deployments
from xcom_manager.services.rulesets.stored import is_stand_in
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, utc_now
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["CommandRefused", "DiceChoice", "MissionService", "refusal_text"]

DiceChoice = Literal["roll"] | Sequence[int]


def refusal_text(verdict: Verdict) -> str:
    """A refusal in English: ``"RULE-ID: finding (Rule: the rule's text)"`` per violation."""
    parts: list[str] = []
    for violation in verdict.violations:
        rule = RULE_TEXTS.get(violation.rule_id, "")
        text = f"{violation.rule_id}: {violation.text}"
        if rule:
            text += f" (Rule: {rule})"
        parts.append(text)
    return "refused: " + "; ".join(parts) if parts else "refused"


def _refused(refused: MissionRefused, labels: Mapping[str, str] | None = None) -> CommandRefused:
    """The refusal; the aliens' and Blips' labels its findings name shown as in the tracker
    (``labels``, see :func:`mission_labels`), its English text as stored."""
    verdict = refused.verdict
    if labels:
        verdict = replace(
            verdict,
            violations=tuple(
                replace(v, params=relabel(Message(v.message_key, v.params), labels).params)
                for v in verdict.violations
            ),
        )
    return CommandRefused(verdict, refusal_text(refused.verdict))


@dataclass(frozen=True, slots=True)
class _Loaded:
    row: MissionRow
    ruleset: Ruleset
    mission: Mission

    @property
    def info(self) -> MissionInfo:
        return mission_info(self.row, self.mission)


def _lock(session: Session, table: type[MissionRow] | type[Campaign], row_id: int) -> None:
    """Take the write lock first thing in the transaction: move the row's version on (on
    SQLite this takes the database's write lock before anything is read, so a second GM's
    command waits its turn and then sees the first one's events; elsewhere it locks the row).
    """
    step = 1 if table is MissionRow else 0  # a campaign keeps its version: a no-op write
    moved = session.execute(
        update(table).where(col(table.id) == row_id).values(version=col(table.version) + step)
    )
    if moved.rowcount != 1:  # type: ignore[attr-defined]
        what = "no_mission_row" if table is MissionRow else "no_campaign_row"
        raise NotFoundError(Message.of(what, row_id=row_id))


def _refuse_if_moved_on(
    session: Session, row: MissionRow, mission: Mission, expected_seq: int | None
) -> None:
    """A command or a debrief based on the log as it was at ``expected_seq`` (``None``: not
    checked) is refused once another GM has recorded more: who, what and when."""
    if expected_seq is None or expected_seq == mission.seq:
        return
    assert row.id is not None
    said = mission_stale_error(session, row.id, row.name, expected_seq)
    raise said or StaleEditError(Message.of("mission_stale", mission=row.name))


def _dice_source(dice: DiceChoice) -> tuple[Dice, str, int | None]:
    if isinstance(dice, str):
        if dice != "roll":
            raise UserError(Message.of("dice_choice", dice=repr(dice)))
        seed = random.SystemRandom().randrange(2**63)
        return SeededDice(seed), "rolled", seed
    values = list(dice)
    if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
        raise UserError(Message.of("mission_dice_not_numbers"))
    return ScriptedDice(values), "typed", None


def _changes(campaign_id: int, *kinds: Change) -> Changes:
    return Changes.of(Change.missions, *kinds, campaign_id=campaign_id)


class MissionService:
    """The missions of a database's campaigns, whatever their rule system."""

    def __init__(
        self, db: Database, campaigns: CampaignService, *, maps: MapCatalog | None = None
    ) -> None:
        self._db = db
        self._campaigns = campaigns
        self._maps = maps if maps is not None else MapCatalog()

    @property
    def maps(self) -> MapCatalog:
        """The Mission Maps its missions are planned on (the planning form's editor saves the
        GM's own maps there)."""
        return self._maps

    # -- reading ----------------------------------------------------------------------------

    def list_missions(self, campaign_id: int) -> list[MissionInfo]:
        """The campaign's missions, newest first."""
        with self._db.session() as session:
            self._campaigns.reading_ruleset_in_session(session, campaign_id)  # NotFoundError
            rows = session.exec(
                select(MissionRow)
                .where(MissionRow.campaign_id == campaign_id)
                .order_by(col(MissionRow.id).desc())
            ).all()
            return [self._info_or_damage(session, row) for row in rows]

    def _info_or_damage(self, session: Session, row: MissionRow) -> MissionInfo:
        """The mission as its list shows it; a damaged one as its damage (the others still
        list)."""
        try:
            return self._load_row(session, row, checked=True).info
        except MissionLogDamagedError as damaged:
            return damaged_info(row, damaged.damage)
        except RulesetMissingError as missing:  # listed as stored, not replayed
            return unreplayed_info(row, missing.ruleset_id)

    def view(self, mission_id: int) -> MissionView:
        """Everything the tracker shows of the mission, rebuilt from its events (each one's
        hash checked: a damaged log is a :class:`UserError` naming the event)."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id, checked=True)
        return mission_view(loaded.row, loaded.ruleset, loaded.mission)

    def replay_json(self, mission_id: int) -> str:
        """The mission rebuilt from its events, as JSON (sorted keys, two-space indent): the
        system's state, the log (messages and their English text) and the reminders; the same
        bytes every time for the same events."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id, checked=True)
        mission = loaded.mission
        data = {
            **mission.system.state_to_json(mission.state),
            "system": mission.system.name,
            "seq": mission.seq,
            "log": engine.log_to_json(mission),
            "reminders": [
                "; ".join(m.text for m in line) for line in mission.system.reminders(mission)
            ],
        }
        return json.dumps(data, sort_keys=True, indent=2, ensure_ascii=False)

    def planning(self, campaign_id: int) -> MissionPlanning:
        """What the planning form offers for the campaign (its rule system decides); nothing
        for a campaign whose ruleset file is missing (read-only: no mission starts)."""
        ruleset = self._campaigns.reading_ruleset(campaign_id)
        system = find_system(ruleset.system)
        if is_stand_in(ruleset):
            return MissionPlanning(system.name, False, None, (), ())
        species = tuple(
            sorted(((k, ruleset.shown("species", k)) for k in ruleset.species), key=lambda p: p[1])
        )
        if not system.playable:
            refusal = Violation.of(
                "MIS-6", "mission_system_not_playable", system=ruleset.shown_title
            )
            return MissionPlanning(system.name, False, refusal, (), species)
        options = tuple((key, tuple(choices)) for key, choices in system.options.items())
        if system.uses_map:
            options += (("map", tuple(self._maps.ids())),)
        return MissionPlanning(system.name, True, None, options, species)

    def species_choices(self, campaign_id: int) -> list[tuple[str, str]]:
        """``(key, name)`` of the ruleset's alien species, for the planning form."""
        return list(self.planning(campaign_id).species)

    def actions(self, mission_id: int, character_id: str) -> tuple[ActionOption, ...]:
        """The actions the panel offers for a character now, legal or not, and why not."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        mission = loaded.mission
        try:
            return mission.system.actions(mission.state, loaded.ruleset, character_id)
        except ValueError as error:
            raise UserError(str(error)) from error

    def doomed_on_advance(self, mission_id: int) -> tuple[Doom, ...]:
        """Who dies if the GM ends the phase now (R-8 bleed-out, W-WATER-4 / R-9 aqualung):
        each with the cause and rule IDs, so the page can ask before."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        mission = loaded.mission
        if mission.system.finished(mission.state):
            return ()
        return mission.system.doomed_on_advance(mission.state)

    def choices(self, mission_id: int, character_id: str) -> object:
        """What a character may do now as its rule system shows it before the GM picks (the
        board game's :class:`~xcom_manager.rules.boardgame.choices.ModelChoices`); ``None``
        for a system without, or a finished mission."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        mission = loaded.mission
        if mission.finished:
            return None
        try:
            return mission.system.choices(mission, loaded.ruleset, character_id)
        except ValueError as error:
            raise UserError(str(error)) from error

    # -- planning ---------------------------------------------------------------------------

    def start_mission(
        self,
        campaign_id: int,
        *,
        name: str,
        soldier_ids: Sequence[int],
        aliens: Sequence[str],
        options: Mapping[str, str] | None = None,
        board: Mapping[str, Any] | None = None,
        deploy_reason: str | None = None,
    ) -> MissionView:
        """Start a mission: the squad from the campaign's **active** soldiers (with their stats,
        wounds, unit type and carried items), the alien models by species key (one entry per
        model); ``options`` are the rule system's (the wargame's ``environment``, the board
        game's ready ``map``). ``board`` is a Mission Map as JSON data (one edited for this
        mission) played instead of the ready map; it is stored with the mission's setup. The
        system makes the setup or refuses the plan with its rule (MIS-9 for a bad map); no
        events yet, but the GM's ``deploy_reason`` for deploying despite the plan's warnings
        (MIS-12, :meth:`plan_warnings`), a note with the warnings as they were found."""
        with write_session(self._db) as session:
            _lock(session, Campaign, campaign_id)
            request = PlanRequest(
                campaign_id, name, tuple(soldier_ids), tuple(aliens), options, board
            )
            ruleset, system, plan = self._plan(session, request)
            try:
                setup = system.plan(ruleset, plan)
            except MissionRefused as refused:
                raise _refused(refused) from None
            row = MissionRow(
                campaign_id=campaign_id,
                name=plan.name,
                system=system.name,
                environment=getattr(setup, "environment", None),
                setup=system.setup_to_json(setup),
                sealed=True,
            )
            session.add(row)
            session.flush()
            self._seal(session, row, setup_link(row.system, row.environment, row.setup))
            mission = engine.start(system, setup, ruleset)
            reason = (deploy_reason or "").strip()
            if reason:  # MIS-12: deployed despite the warnings, the GM's reason recorded
                warnings = system.plan_warnings(ruleset, plan)
                events = engine.execute(mission, ruleset, Note(reason, warnings), SeededDice(0))
                for event in events:
                    mission = engine.apply(mission, event)
                self._append(session, row, events, default_actor())
            return mission_view(row, ruleset, mission)

    def plan_warnings(
        self,
        campaign_id: int,
        *,
        name: str,
        soldier_ids: Sequence[int],
        aliens: Sequence[str],
        options: Mapping[str, str] | None = None,
        board: Mapping[str, Any] | None = None,
    ) -> tuple[Violation, ...]:
        """MIS-12: what is wrong or risky with the plan before it deploys (a weapon that will
        not work under water, a soldier with no working weapon, no spare tank, no aliens), as
        warnings; :class:`UserError` for a plan that cannot start at all (as
        :meth:`start_mission` says it). Nothing is written."""
        with self._db.session() as session:
            request = PlanRequest(
                campaign_id, name, tuple(soldier_ids), tuple(aliens), options, board
            )
            ruleset, system, plan = self._plan(session, request)
            return system.plan_warnings(ruleset, plan)

    def _plan(
        self, session: Session, request: PlanRequest
    ) -> tuple[Ruleset, RuleSystem, MissionPlan]:
        """The campaign's ruleset, its rule system and the plan of ``request`` (checked)."""
        ruleset = self._campaigns.ruleset_in_session(session, request.campaign_id)
        busy = self._soldiers_on_missions(session, request.campaign_id)
        plan = build_plan(session, ruleset, self._maps, busy, request)
        return ruleset, find_system(ruleset.system), plan

    # -- commands ---------------------------------------------------------------------------

    def check(self, mission_id: int, command: object) -> Verdict:
        """What the rules say of ``command`` now, without rolling or storing anything (for the
        panel: refusals and warnings before the GM commits)."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        try:
            return engine.check(loaded.mission, loaded.ruleset, command)
        except ValueError as error:
            raise UserError(Message.of("mission_bad_command", problem=str(error))) from error

    def dice_needed(self, mission_id: int, command: object) -> int:
        """How many dice values (d6, or 0..359 for a scatter bearing) the GM would type in for
        ``command``: at most this many. 0 when no dice are involved or the rules refuse it."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        return engine.dice_needed(loaded.mission, loaded.ruleset, command)

    def odds(self, mission_id: int, command: object) -> tuple[Outcome, ...]:
        """The exact chance of each outcome of ``command`` before the GM commits (``()`` when
        no dice are involved)."""
        with self._db.session() as session:
            loaded = self._load(session, mission_id)
        try:
            return engine.odds(loaded.mission, loaded.ruleset, command)
        except ValueError as error:
            raise UserError(Message.of("mission_bad_command", problem=str(error))) from error

    def execute(
        self,
        mission_id: int,
        command: object,
        *,
        dice: DiceChoice = "roll",
        actor: str | None = None,
        expected_seq: int | None = None,
    ) -> CommandResult:
        """Run ``command``: the rules core checks it against the mission rebuilt from its events
        and, if it allows it, its events are appended (with every roll) together with what it
        does to the inventory (audited), in ONE transaction.

        Raises :class:`CommandRefused` (the rule IDs and texts) when the rules refuse,
        :class:`UserError` when typed dice are too few or impossible ("this needs N dice"),
        :class:`StaleEditError` when ``expected_seq`` (the log length the GM saw) is not the
        log's length any more, or another GM appended the same event first.
        """
        who = (actor or "").strip() or default_actor()
        with write_session(self._db) as session:
            _lock(session, MissionRow, mission_id)
            loaded = self._load(session, mission_id)
            row, ruleset, mission = loaded.row, loaded.ruleset, loaded.mission
            _refuse_if_moved_on(session, row, mission, expected_seq)
            if row.status == "finished" and not isinstance(command, Note):
                raise UserError(Message.of("mission_finished_only_notes", mission=row.name))
            source, mode, seed = _dice_source(dice)
            recording = RecordingDice(source)
            try:
                events = engine.execute(mission, ruleset, command, recording)
            except MissionRefused as refused:
                labels = mission_labels(ruleset, getattr(mission.state, "setup", None))
                raise _refused(refused, labels) from refused
            except (DiceExhausted, DieValueError) as error:
                needed = engine.dice_needed(mission, ruleset, command)
                raise UserError(
                    Message.of("mission_dice_needed", needed=needed, problem=str(error))
                ) from error
            except ValueError as error:  # a malformed command (unknown action, no text, ...)
                raise UserError(Message.of("mission_bad_command", problem=str(error))) from error
            if recording.rolls and events:
                first = events[0]
                extra: dict[str, Any] = {"dice": mode}
                if seed is not None:
                    extra["seed"] = seed
                events[0] = Event(first.seq, first.type, {**first.payload, **extra})
            after = mission
            for event in events:
                after = engine.apply(after, event)
            self._append(session, row, events, who)
            moved = sync_items(
                session,
                row,
                ruleset,
                mission,
                after,
                who,
                undone=command.target_seq if isinstance(command, Undo) else None,
            )
            view = mission_view(row, ruleset, after)
        new_log = tuple(r for r in view.log if r.seq > mission.seq)
        kinds = (Change.inventory, Change.audit) if moved else ()
        return CommandResult(view=view, new_log=new_log, changes=_changes(row.campaign_id, *kinds))

    # -- debrief ----------------------------------------------------------------------------

    def end_mission(
        self,
        mission_id: int,
        *,
        actor: str | None = None,
        lose_fallen_kit: bool = False,
        expected_seq: int | None = None,
    ) -> DebriefSummary:
        """End the mission and write the outcome back, in ONE transaction: the rule system
        decides each soldier's outcome (for the wargame: dead, missing, wounded or back unhurt,
        R-8 for the downed), every soldier has one more mission; the kit of the dead and the
        missing stays on them (returnable, ARM-5) unless ``lose_fallen_kit`` writes it off lost
        (audited). Refused for a mission already debriefed, and (:class:`StaleEditError`, who
        recorded what and when) when ``expected_seq`` (the log the GM saw) is not the log's
        length any more: the debrief is of the mission as the GM saw it."""
        who = (actor or "").strip() or default_actor()
        self._campaigns.backups.before("debrief")  # the roster as it was, kept
        with write_session(self._db) as session:
            _lock(session, MissionRow, mission_id)
            loaded = self._load(session, mission_id)
            row, ruleset, mission = loaded.row, loaded.ruleset, loaded.mission
            _refuse_if_moved_on(session, row, mission, expected_seq)
            if row.status == "finished":
                if expected_seq is not None:  # a window that offered End: another GM was first
                    raise mission_debriefed_error(session, mission_id, row.name, row.finished_at)
                raise UserError(Message.of("mission_debriefed_already", mission=row.name))
            if not mission.finished:
                try:
                    events = engine.end(mission)
                except MissionRefused as refused:  # pragma: no cover - checked above
                    raise _refused(refused) from None
                for event in events:
                    mission = engine.apply(mission, event)
                self._append(session, row, events, who)
            row.outcome = write_back(
                session, row, ruleset, mission, who, lose_fallen_kit=lose_fallen_kit
            )
            row.status = "finished"
            row.finished_at = utc_now()
            session.add(row)
            session.flush()
            self._seal(session, row, outcome_link(row.status, row.outcome), who)
            summary = debrief_summary(row)
        assert summary is not None
        changes = _changes(row.campaign_id, Change.roster, Change.inventory, Change.audit)
        return DebriefSummary(
            mission_id=summary.mission_id,
            name=summary.name,
            turn=summary.turn,
            soldiers=summary.soldiers,
            items_lost=summary.items_lost,
            items_used=summary.items_used,
            changes=changes,
        )

    # -- internals --------------------------------------------------------------------------

    def _load(self, session: Session, mission_id: int, *, checked: bool = False) -> _Loaded:
        row = session.get(MissionRow, mission_id)
        if row is None:
            raise NotFoundError(Message.of("no_mission", mission_id=mission_id))
        return self._load_row(session, row, checked=checked)

    def _load_row(self, session: Session, row: MissionRow, *, checked: bool = False) -> _Loaded:
        """The mission rebuilt from its events; a :class:`UserError` naming the event where a
        damaged log breaks ("mission N's log is damaged at event K: ..."); ``checked``: each
        event's hash too (what the GM is shown: the list, the tracker, a replay)."""
        ruleset = self._campaigns.ruleset_in_session(session, row.campaign_id)
        return _Loaded(row, ruleset, load_mission(session, row, ruleset, checked=checked))

    def _soldiers_on_missions(self, session: Session, campaign_id: int) -> dict[int, str]:
        return {
            soldier_id: deployment.mission
            for soldier_id, deployment in deployments(session, campaign_id).items()
        }

    def _seal(
        self,
        session: Session,
        row: MissionRow,
        link: tuple[int, str, Mapping[str, Any]],
        actor: str | None = None,
    ) -> None:
        """Seal the mission's setup or outcome (``link``, :mod:`.seals`) in the campaign's
        mission-event chain, in the caller's transaction."""
        assert row.id is not None
        who = actor or default_actor()
        try:
            append_links(session, row.campaign_id, row.id, [link], actor=who)
        except IntegrityError as error:
            raise StaleEditError(Message.of("mission_raced", mission=row.name)) from error

    def _append(
        self, session: Session, row: MissionRow, events: Sequence[Event], actor: str
    ) -> None:
        """Append the events, chained on the campaign's mission-event chain
        (:func:`~xcom_manager.services.missions.event_chain.append_events`); a racing append of
        the same seq is a :class:`StaleEditError`."""
        assert row.id is not None
        try:
            append_events(session, row.campaign_id, row.id, events, actor=actor)
        except IntegrityError as error:
            raise StaleEditError(Message.of("mission_raced", mission=row.name)) from error
        session.expire(row)
        session.refresh(row)
