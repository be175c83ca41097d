"""The players' snapshot: the ONE place that decides what players see of a campaign (the
players' display on a second screen and the LAN page both show only this).

Built in one read transaction from the campaign's mission in progress (else its latest, else
none) as its events fold, and from the roster. What only the GM may know never goes in: a
face-down Blip's identity (decoy or which alien: a Blip is its token, M-CX-6), the Overmind's
Mutation cards (M-CX-5), the GM's notes (the campaign's, a soldier's, the mission log's) and
override reasons, the odds of a roll, anything of another campaign. Reminders are let through
by their message key, so that a reminder added for the GM stays out until it is listed here.

Every text is worded in the snapshot's language (:class:`.words.PlayersWords`), which is the
caller's, not the process's: the LAN page's thread may serve English and Russian at once.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Sequence

from sqlmodel import Session, col, select

from xcom_manager.rules.boardgame.state import BoardState
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import relabel
from xcom_manager.rules.texts import Message
from xcom_manager.rules.wargame.state import WargameState
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError, UserError
from xcom_manager.services.missions import texts as _texts  # noqa: F401 - registers messages
from xcom_manager.services.missions.damage import load_mission
from xcom_manager.services.players.boardgame import REMINDERS as BOARD_REMINDERS
from xcom_manager.services.players.boardgame import board_figures, board_map, board_time
from xcom_manager.services.players.model import (
    Figure,
    KitItem,
    MissionSnapshot,
    PlayersSnapshot,
    SquadEntry,
    TimeView,
)
from xcom_manager.services.players.wargame import REMINDERS as WARGAME_REMINDERS
from xcom_manager.services.players.wargame import wargame_figures, wargame_time
from xcom_manager.services.players.words import PlayersWords
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, Item, Soldier
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["PlayersSnapshot", "mission_snapshot", "players_snapshot"]

#: The reminders players may read, by message key (the rest are the GM's).
_REMINDERS = BOARD_REMINDERS | WARGAME_REMINDERS
#: The roster's soldiers the squad lists when no mission is shown.
_ON_DUTY = ("active", "wounded")


def players_snapshot(
    database: Database,
    campaign_id: int,
    language: str = "en",
    *,
    campaigns: CampaignService | None = None,
) -> PlayersSnapshot:
    """What players may see of campaign ``campaign_id`` now, worded in ``language`` (``en`` or
    ``ru``); :class:`NotFoundError` for a campaign that is not there. ``campaigns``: the
    window's service, whose rulesets are read already (a new one reads them)."""
    service = campaigns if campaigns is not None else _service_for(database)
    with database.session() as session:
        campaign = session.get(Campaign, campaign_id)
        if campaign is None:
            raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
        ruleset = service.reading_ruleset_in_session(session, campaign_id)
        words = PlayersWords(language, ruleset)
        row = _mission_row(session, campaign_id)
        mission: MissionSnapshot | None = None
        notice: str | None = None
        if row is not None:
            try:
                replayed = load_mission(session, row, ruleset)
            except UserError:  # a damaged log, a ruleset gone: nothing shown but that
                notice = words.labels()["unreadable"]
            else:
                assert row.id is not None
                mission = mission_snapshot(row.id, row.name, row.status, replayed, words)
        squad = _squad(session, campaign_id, words, mission)
        return PlayersSnapshot(
            language=words.language,
            campaign_id=campaign_id,
            campaign_name=campaign.name,
            labels=words.labels(),
            mission=mission,
            squad=squad,
            notice=notice,
        )


#: A campaign service per database for callers that bring none (a server's thread asks again
#: after every step: its rulesets are read once).
_SERVICES: weakref.WeakKeyDictionary[Database, CampaignService] = weakref.WeakKeyDictionary()
_SERVICES_LOCK = threading.Lock()


def _service_for(database: Database) -> CampaignService:
    with _SERVICES_LOCK:
        service = _SERVICES.get(database)
        if service is None:
            service = _SERVICES[database] = CampaignService(database)
        return service


def _mission_row(session: Session, campaign_id: int) -> MissionRow | None:
    """The campaign's newest mission in progress, else its newest."""
    newest = select(MissionRow).where(MissionRow.campaign_id == campaign_id)
    running = session.exec(
        newest.where(MissionRow.status == "in_progress").order_by(col(MissionRow.id).desc())
    ).first()
    return running or session.exec(newest.order_by(col(MissionRow.id).desc())).first()


def _labels(mission: Mission, words: PlayersWords) -> dict[str, str]:
    """Stored label to shown label of every model (a face-down Blip by its token only)."""
    setup = getattr(mission.state, "setup", None)
    models: tuple[object, ...] = (
        getattr(setup, "characters", None) or getattr(setup, "models", None) or ()
    )
    found: dict[str, str] = {}
    for model in models:
        name = getattr(model, "name", None)
        if not isinstance(name, str):
            continue
        blip = bool(getattr(model, "blip", False))
        species = None if blip else getattr(model, "species", None)
        found[name] = words.label(name, species, blip=blip)
    return found


def mission_snapshot(
    mission_id: int, name: str, status: str, mission: Mission, words: PlayersWords
) -> MissionSnapshot:
    """What players see of ``mission`` (stored as ``mission_id`` named ``name``, of ``status``
    ``in_progress`` or ``finished``): a function of what is on the table only."""
    labels = _labels(mission, words)
    state = mission.state
    board = None
    figures: tuple[Figure, ...]
    if isinstance(state, BoardState):
        figures, time = board_figures(mission, words), board_time(mission, words)
        board = board_map(mission)
    elif isinstance(state, WargameState):
        figures, time = wargame_figures(mission, words, labels), wargame_time(mission, words)
    else:  # a system this view does not know: where it stands, nobody listed
        position = mission.position
        figures = ()
        time = TimeView(word=words.labels()["turn"], number=position.turn)
    finished = mission.finished or status == "finished"
    reminders = () if finished else _reminders(mission, words, labels)
    return MissionSnapshot(
        id=mission_id,
        name=name,
        system=mission.system.name,
        sequence=mission.seq,
        finished=finished,
        time=time,
        figures=figures,
        reminders=reminders,
        map=board,
    )


def _reminders(mission: Mission, words: PlayersWords, labels: dict[str, str]) -> tuple[str, ...]:
    lines: list[str] = []
    for line in mission.system.reminders(mission):
        shown = [words.message(relabel(m, labels)) for m in line if m.key in _REMINDERS]
        if shown:
            lines.append(" ".join(shown))
    return tuple(lines)


def _squad(
    session: Session, campaign_id: int, words: PlayersWords, mission: MissionSnapshot | None
) -> tuple[SquadEntry, ...]:
    """The soldiers on the mission shown (its figures' kit and status, the roster's rank),
    else the roster's soldiers on duty with what they carry."""
    soldiers = session.exec(
        select(Soldier).where(Soldier.campaign_id == campaign_id).order_by(col(Soldier.id))
    ).all()
    ranks = {s.id: s.rank for s in soldiers}
    if mission is not None:
        return tuple(
            SquadEntry(
                key=f.squad_key,
                name=f.name,
                rank=_rank(words, ranks.get(_soldier_id(f.squad_key))),
                status=f.status,
                kit=f.kit,
            )
            for f in mission.figures
            if f.squad_key is not None
        )
    on_duty = [s for s in soldiers if s.status in _ON_DUTY and s.id is not None]
    kits = _roster_kits(session, words, [s.id for s in on_duty if s.id is not None])
    return tuple(
        SquadEntry(
            key=f"s{s.id}",
            name=s.name,
            rank=_rank(words, s.rank),
            status=words.status(s.status),
            kit=kits.get(s.id or 0, ()),
        )
        for s in on_duty
    )


def _soldier_id(key: str) -> int | None:
    digits = key[1:]
    return int(digits) if digits.isdigit() else None


def _rank(words: PlayersWords, rank: str | None) -> str:
    return "" if rank is None else words.data("ranks", rank)


def _roster_kits(
    session: Session, words: PlayersWords, soldier_ids: Sequence[int]
) -> dict[int, tuple[KitItem, ...]]:
    if not soldier_ids:
        return {}
    items = session.exec(
        select(Item)
        .where(col(Item.soldier_id).in_(soldier_ids), Item.location == "soldier")
        .order_by(col(Item.soldier_id), col(Item.slot), col(Item.slot_index), col(Item.id))
    ).all()
    kits: dict[int, list[KitItem]] = {}
    for item in items:
        if item.soldier_id is None:
            continue
        kits.setdefault(item.soldier_id, []).append(
            KitItem(
                words.data("slots", item.slot or ""),
                words.data("items", item.item_type),
                item.charges,
            )
        )
    return {k: tuple(v) for k, v in kits.items()}
