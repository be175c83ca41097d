"""Campaign statistics: totals, missions, soldiers, chart series and dice luck.

:meth:`StatsService.campaign` reads everything in ONE read transaction: the campaign, its
soldiers, its missions and all their events (one query each), then works the figures out of
them without the database: each mission's outcome (the debrief's facts: statuses, kills, items
lost and used) and its events (:mod:`.missions`: the wounds, the kills by weapon, the aliens,
and every roll with its exact odds).

The dice luck of a mission and of the campaign counts X-COM's rolls: those of a character who
is a soldier of the roster (its attacks, its saves, its tests, the wounds it took); a soldier's
counts its own. A mission is ``lost`` when every soldier who went came back dead or missing,
else ``won`` once finished.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from sqlmodel import Session, col, func, select

from xcom_manager.rules.luck.core import luck
from xcom_manager.rules.luck.missions import KINDS, RecordedTrial
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import system_name
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError
from xcom_manager.services.missions.damage import DAMAGE, check_chain, damaged_log
from xcom_manager.services.rulesets.stored import is_stand_in
from xcom_manager.services.stats.dto import CampaignStats, LuckFigure, MissionStats, SoldierStats
from xcom_manager.services.stats.missions import LOST_STATUSES, MissionFacts, read_mission
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, MissionEvent, Soldier
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["StatsService", "luck_figures"]

#: How many missions' facts a service keeps in memory.
_CACHED_MISSIONS = 2000


def luck_figures(trials: Iterable[RecordedTrial]) -> tuple[LuckFigure, ...]:
    """The trials summed up by kind, in the order of :data:`KINDS` (kinds never rolled are
    left out)."""
    by_kind: dict[str, list[RecordedTrial]] = defaultdict(list)
    for trial in trials:
        by_kind[trial.kind].append(trial)
    return tuple(
        LuckFigure(kind, luck(t.trial for t in by_kind[kind])) for kind in KINDS if kind in by_kind
    )


def _outcome_soldiers(row: MissionRow) -> list[Mapping[str, Any]]:
    outcome = row.outcome if isinstance(row.outcome, Mapping) else {}
    found = outcome.get("soldiers")
    return [s for s in found if isinstance(s, Mapping)] if isinstance(found, list) else []


def _outcome_items(row: MissionRow, key: str) -> Counter[str]:
    outcome = row.outcome if isinstance(row.outcome, Mapping) else {}
    found = outcome.get(key)
    items = found if isinstance(found, list) else []
    return Counter(
        str(i["item_type"]) for i in items if isinstance(i, Mapping) and i.get("item_type")
    )


def _kills(fact: Mapping[str, Any]) -> int:
    kills = fact.get("kills", 0)
    return kills if isinstance(kills, int) and not isinstance(kills, bool) else 0


def _result(row: MissionRow) -> str:
    if row.status != "finished":
        return "in_progress"
    soldiers = _outcome_soldiers(row)
    if soldiers and all(s.get("status") in LOST_STATUSES for s in soldiers):
        return "lost"
    return "won"


def _mission_stats(row: MissionRow, facts: MissionFacts) -> MissionStats:
    assert row.id is not None
    soldiers = _outcome_soldiers(row)
    statuses = Counter(str(s.get("status")) for s in soldiers)
    squad = facts.squad or len(soldiers)
    return MissionStats(
        mission_id=row.id,
        name=row.name,
        system=system_name(row.system),
        environment=row.environment,
        result=_result(row),
        started=row.created_at,
        finished=row.finished_at,
        squad=squad,
        dead=statuses["dead"],
        missing=statuses["mia"],
        wounded=statuses["wounded"],
        wounds_taken=sum(facts.wounds.values()),
        kills=sum(_kills(s) for s in soldiers),
        items_lost=dict(_outcome_items(row, "items_lost")),
        items_used=dict(_outcome_items(row, "items_used")),
        aliens=facts.aliens,
        aliens_killed=facts.aliens_killed,
        luck=luck_figures(t for t in facts.trials if t.soldier_id is not None),
    )


def _names(ruleset: Ruleset) -> dict[str, str]:
    """The shown name (display language) of each item, species and class key and each rank."""
    names: dict[str, str] = {rank: ruleset.shown("ranks", rank) for rank in ruleset.ranks}
    for kind in ("items", "species", "soldier_classes"):
        table: Mapping[str, object] = getattr(ruleset, kind)
        names.update((key, ruleset.shown(kind, key)) for key in table)
    return names


def _add(total: Counter[str], counts: Iterable[Mapping[str, int]]) -> dict[str, int]:
    for found in counts:
        total.update(found)
    return dict(total.most_common())


class StatsService:
    """The statistics of a database's campaigns, for the Statistics page, the command line's
    ``stats`` and the printed reports."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self.db = db
        self.campaigns = campaigns
        # A mission's facts by (id, events, ruleset): its log only grows (an undo is an event
        # too), so the same count is the same log; the page's second look replays nothing.
        self._facts: dict[tuple[int, int, str], MissionFacts] = {}

    def campaign(self, campaign_id: int) -> CampaignStats:
        """Every figure of the campaign (:class:`NotFoundError` for an unknown one)."""
        with self.db.session() as session:
            campaign = session.get(Campaign, campaign_id)
            if campaign is None:
                raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
            ruleset = self.campaigns.reading_ruleset_in_session(session, campaign_id)
            soldiers = session.exec(
                select(Soldier).where(Soldier.campaign_id == campaign_id).order_by(col(Soldier.id))
            ).all()
            rows = session.exec(
                select(MissionRow)
                .where(MissionRow.campaign_id == campaign_id)
                .order_by(col(MissionRow.id))
            ).all()
            counts = _event_counts(session, campaign_id)
            keys = {
                row.id: (row.id, counts.get(row.id, 0), _ruleset_key(ruleset))
                for row in rows
                if row.id is not None
            }
            wanted = [mid for mid, key in keys.items() if key not in self._facts]
            for row in rows:
                if row.id in wanted:
                    check_chain(session, row)
            events = _events(session, wanted) if wanted else {}
        for mission_id in wanted:
            row = next(r for r in rows if r.id == mission_id)
            self._remember(keys[mission_id], _facts(row, events.get(mission_id, ()), ruleset))
        facts = {mission_id: self._facts[key] for mission_id, key in keys.items()}
        missions = tuple(_mission_stats(row, facts[row.id]) for row in rows if row.id is not None)
        return _campaign_stats(campaign, ruleset, soldiers, rows, missions, facts)

    def _remember(self, key: tuple[int, int, str], facts: MissionFacts) -> None:
        if len(self._facts) >= _CACHED_MISSIONS:
            self._facts.pop(next(iter(self._facts)))
        self._facts[key] = facts

    def mission(self, mission_id: int) -> MissionStats:
        """One mission's figures (:class:`NotFoundError` for an unknown one)."""
        with self.db.session() as session:
            row = session.get(MissionRow, mission_id)
            if row is None:
                raise NotFoundError(Message.of("no_mission", mission_id=mission_id))
            ruleset = self.campaigns.reading_ruleset_in_session(session, row.campaign_id)
            check_chain(session, row)
            events = tuple(
                _event(mission_id, e.seq, e.type, e.payload)
                for e in session.exec(
                    select(MissionEvent)
                    .where(MissionEvent.mission_id == mission_id, col(MissionEvent.seq) > 0)
                    .order_by(col(MissionEvent.seq))
                )
            )
        return _mission_stats(row, _facts(row, events, ruleset))


def _ruleset_key(ruleset: Ruleset) -> str:
    """The ruleset part of a mission's cache key: a stand-in's facts are not the real one's."""
    return f"{ruleset.id}\0stored" if is_stand_in(ruleset) else ruleset.id


def _facts(row: MissionRow, events: Sequence[Event], ruleset: Ruleset) -> MissionFacts:
    """The mission's facts; none from its events when its ruleset file is missing (the events
    are not replayed without their rules; its outcome still counts)."""
    if is_stand_in(ruleset):
        return MissionFacts((), 0, {}, {}, {}, {})
    try:
        return read_mission(row, events, ruleset)
    except DAMAGE as error:  # an event edited into nonsense: one message naming the mission
        assert row.id is not None
        raise damaged_log(row.id, error) from error


def _event_counts(session: Session, campaign_id: int) -> dict[int, int]:
    """How many events each of the campaign's missions holds (one query)."""
    query = (
        select(MissionEvent.mission_id, func.count())
        .join(MissionRow, col(MissionRow.id) == col(MissionEvent.mission_id))
        .where(MissionRow.campaign_id == campaign_id)
        .group_by(col(MissionEvent.mission_id))
    )
    return {mission_id: count for mission_id, count in session.exec(query)}


def _events(session: Session, mission_ids: Sequence[int]) -> dict[int, tuple[Event, ...]]:
    """Every event of these missions, by mission, in order (one query; not their seals, seq
    0 and below: :mod:`xcom_manager.services.missions.seals`)."""
    found: dict[int, list[Event]] = defaultdict(list)
    query = (
        select(MissionEvent.mission_id, MissionEvent.seq, MissionEvent.type, MissionEvent.payload)
        .where(col(MissionEvent.mission_id).in_(mission_ids), col(MissionEvent.seq) > 0)
        .order_by(col(MissionEvent.mission_id), col(MissionEvent.seq))
    )
    for mission_id, seq, kind, payload in session.exec(query):
        found[mission_id].append(_event(mission_id, seq, kind, payload))
    return {key: tuple(value) for key, value in found.items()}


def _event(mission_id: int, seq: Any, kind: Any, payload: Any) -> Event:
    """A stored event; one message naming the mission for one edited into nonsense."""
    try:
        return Event(seq, kind, payload)
    except DAMAGE as error:
        raise damaged_log(mission_id, error) from error


def _campaign_stats(
    campaign: Campaign,
    ruleset: Ruleset,
    soldiers: Sequence[Soldier],
    rows: Sequence[MissionRow],
    missions: tuple[MissionStats, ...],
    facts: Mapping[int, MissionFacts],
) -> CampaignStats:
    assert campaign.id is not None
    kills: Counter[int] = Counter()
    for row in rows:
        for fact in _outcome_soldiers(row):
            soldier_id = fact.get("soldier_id")
            if isinstance(soldier_id, int):
                kills[soldier_id] += _kills(fact)
    wounds: Counter[int] = Counter()
    trials: dict[int, list[RecordedTrial]] = defaultdict(list)
    for found in facts.values():
        wounds.update(found.wounds)
        for trial in found.trials:
            if trial.soldier_id is not None:
                trials[trial.soldier_id].append(trial)
    by_id = {s.id: s for s in soldiers if s.id is not None}
    per_soldier = tuple(
        SoldierStats(
            soldier_id=soldier_id,
            name=s.name,
            soldier_class=s.soldier_class,
            rank=s.rank,
            status=s.status,
            missions=s.missions,
            kills=kills[soldier_id],
            wounds_taken=wounds[soldier_id],
            luck=luck_figures(trials[soldier_id]),
        )
        for soldier_id, s in by_id.items()
    )
    by_class: Counter[str] = Counter()
    for soldier_id, count in kills.items():
        if soldier_id in by_id and count:
            by_class[by_id[soldier_id].soldier_class] += count
    return CampaignStats(
        campaign_id=campaign.id,
        name=campaign.name,
        system=ruleset.system,
        missions=missions,
        soldiers=per_soldier,
        kills_by_soldier=tuple(
            sorted(
                ((sid, by_id[sid].name, n) for sid, n in kills.items() if n and sid in by_id),
                key=lambda k: (-k[2], k[1]),
            )
        ),
        kills_by_class=dict(by_class.most_common()),
        kills_by_weapon=_add(Counter(), (f.kills_by_weapon for f in facts.values())),
        items_lost=_add(Counter(), (m.items_lost for m in missions)),
        items_used=_add(Counter(), (m.items_used for m in missions)),
        aliens=_add(Counter(), (m.aliens for m in missions)),
        aliens_killed=_add(Counter(), (m.aliens_killed for m in missions)),
        roster=dict(Counter((s.soldier_class, s.status) for s in soldiers)),
        names=_names(ruleset),
        luck=luck_figures(t for found in trials.values() for t in found),
    )
