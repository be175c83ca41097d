"""Shared builders for the players' snapshot tests (no tests here): a campaign with a squad, kit
and a mission of either rule system started through the services, with unique marker words
planted wherever only the GM may read them (campaign and soldier notes, the mission log's
notes, a deploy reason, an override reason, another campaign), and random commands played
through the mission service.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from tests.helpers.boardgame import random_command as board_command
from xcom_manager.rules.mission.commands import AdvancePhase, Note, Undo
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.wargame.commands import (
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    MarkActed,
    Release,
    ReplaceTank,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.state import WargameState
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.campaigns.settings import CampaignSettingsService
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions.damage import load_mission
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.store.models import Mission as MissionRow

__all__ = ["MARK", "FaceDown", "Table", "face_down_blips", "mission_now", "play", "set_table"]

#: The root of every marker word: a word no ruleset, name list or translation holds.
MARK = "Zqxvortl"


@dataclass
class Table:
    """A campaign at the table: its services, its mission and the markers planted."""

    db: Database
    campaigns: CampaignService
    missions: MissionService
    campaign_id: int
    mission_id: int
    system: str
    soldier_ids: tuple[int, ...]
    markers: list[str] = field(default_factory=list)

    def marker(self, what: str) -> str:
        word = f"{MARK}{what}{len(self.markers)}"
        self.markers.append(word)
        return word


def _recruits(
    campaigns: CampaignService, roster: RosterService, campaign_id: int, count: int, notes: str
) -> list[int]:
    soldier_class = next(iter(campaigns.ruleset_for(campaign_id).soldier_classes))
    ids = []
    for n in range(count):
        draft = roster.new_recruit_draft(
            campaign_id, soldier_class=soldier_class, rng=random.Random(n)
        )
        ids.append(roster.recruit(campaign_id, replace(draft, notes=notes)).row.id)
    return ids


def set_table(
    db: Database,
    system: str,
    *,
    soldiers: int = 2,
    aliens: Sequence[int] = (0,),
    option: int = 0,
    kit: Sequence[tuple[int, int]] = (),
) -> Table:
    """A campaign of ``system`` with ``soldiers`` recruits carrying ``kit`` (``(item index,
    soldier index)``, moved in with an override reason), a mission started on the ``option``-th
    choice of its system's option with the ``aliens`` (species indexes), and another campaign
    with its own mission: every GM-only text a marker."""
    campaigns = CampaignService(db)
    roster = RosterService(db, campaigns)
    missions = MissionService(db, campaigns)
    inventory = InventoryService(db, campaigns)
    _other_campaign(db, campaigns, roster, missions, "boardgame" if system == "wargame" else system)
    campaign_id = campaigns.create_campaign("Operation Table", system).id
    table = Table(db, campaigns, missions, campaign_id, 0, system, ())
    settings = CampaignSettingsService(db)
    shown = settings.settings(campaign_id)
    settings.change(
        campaign_id,
        name=shown.name,
        notes=table.marker("campaignnote"),
        expected_version=shown.version,
    )
    table.soldier_ids = tuple(
        _recruits(campaigns, roster, campaign_id, soldiers, table.marker("soldiernote"))
    )
    ruleset = campaigns.ruleset_for(campaign_id)
    item_types = sorted(ruleset.items)
    for item_index, soldier_index in kit:
        added = inventory.stock.add_items(
            campaign_id, item_types[item_index % len(item_types)], 1, reason=table.marker("stock")
        )
        soldier = table.soldier_ids[soldier_index % len(table.soldier_ids)]
        try:
            inventory.move_item(
                added.items[0].id,
                Destination.soldier(soldier),
                override_reason=table.marker("override"),
            )
        except UserError:  # no room left: it stays in the armoury
            continue
    planning = missions.planning(campaign_id)
    key, choices = planning.options[0] if system == "wargame" else planning.options[-1]
    species = [k for k, _ in planning.species]
    view = missions.start_mission(
        campaign_id,
        name="Raid",
        soldier_ids=table.soldier_ids,
        aliens=[species[a % len(species)] for a in aliens],
        options={key: choices[option % len(choices)]},
        deploy_reason=table.marker("deploy"),
    )
    table.mission_id = view.info.id
    missions.execute(table.mission_id, Note(table.marker("note")))
    return table


def _other_campaign(
    db: Database,
    campaigns: CampaignService,
    roster: RosterService,
    missions: MissionService,
    system: str,
) -> None:
    """Another campaign of ``system``: its name, notes, soldiers and mission are all markers."""
    word = f"{MARK}other"
    other = campaigns.create_campaign(f"{word}campaign", system).id
    soldier_class = next(iter(campaigns.ruleset_for(other).soldier_classes))
    draft = roster.new_recruit_draft(other, soldier_class=soldier_class, rng=random.Random(9))
    soldier = roster.recruit(other, replace(draft, name=f"{word}soldier", notes=word)).row.id
    view = missions.start_mission(
        other, name=f"{word}mission", soldier_ids=[soldier], aliens=[], deploy_reason=word
    )
    missions.execute(view.info.id, Note(f"{word}note"))


def mission_now(table: Table) -> Mission:
    """The table's mission as its events fold now (read through the services' loader)."""
    with table.db.session() as session:
        row = session.get(MissionRow, table.mission_id)
        assert row is not None
        ruleset = table.campaigns.ruleset_in_session(session, table.campaign_id)
        return load_mission(session, row, ruleset)


@dataclass(frozen=True)
class FaceDown:
    """A board game mission's face-down Blips: their squares, and the names of the aliens
    they hide that no model on the table shows (what the players must never read)."""

    squares: tuple[tuple[int, int], ...]
    hidden_names: frozenset[str]


def face_down_blips(db: Database, campaigns: CampaignService, mission_id: int) -> FaceDown:
    """What mission ``mission_id``'s face-down Blips hide, read through the services' loader."""
    from xcom_manager.rules.boardgame.state import BoardState

    with db.session() as session:
        row = session.get(MissionRow, mission_id)
        assert row is not None
        ruleset = campaigns.ruleset_in_session(session, row.campaign_id)
        state = load_mission(session, row, ruleset).state
    assert isinstance(state, BoardState)
    face_down = [m for m in state.setup.models if state.models[m.id].blip]
    on_table = {m.species for m in state.setup.models if not state.models[m.id].blip}
    shown = {ruleset.shown("species", s) for s in on_table if s}
    hidden = {ruleset.shown("species", m.species) for m in face_down if m.species} - shown
    squares = tuple(state.models[m.id].square for m in face_down)
    return FaceDown(squares, frozenset(hidden))


def _wargame_command(mission: Mission, n: int) -> object:
    state = mission.state
    assert isinstance(state, WargameState)
    ids = [c.id for c in state.setup.characters]
    who, other = ids[n % len(ids)], ids[(n // 7) % len(ids)]
    items = [i.item_id for c in state.characters.values() for i in c.items] or [0]
    item = items[(n // 3) % len(items)]
    makers = (
        lambda: AdvancePhase(),
        lambda: AdvancePhase(),
        lambda: Wound(who, 1 + n % 2),
        lambda: MarkActed(who, ("moved", "ran", "shot", "assaulted")[n % 4]),
        lambda: Release(who, "dragged"),
        lambda: Stabilise(other, who, bool(n % 2)),
        lambda: HandOver(who, other, item, True),
        lambda: ReplaceTank(who, item),
        lambda: EnterAir(who),
        lambda: LeaveAir(who),
        lambda: Kill(who, None) if n % 5 == 0 else AdvancePhase(),
        lambda: Withdraw(who, ("evacuated", "mia")[n % 2]) if n % 7 == 0 else AdvancePhase(),
    )
    return makers[(n // 11) % len(makers)]()


def play(table: Table, n: int, dice: Sequence[int]) -> bool:
    """One random step on the table's mission (a command of its system, a GM's note, an undo):
    whether the rules took it."""
    mission = mission_now(table)
    if n % 13 == 0:
        command: object = Note(table.marker("note"))
    elif n % 17 == 0 and mission.seq:
        command = Undo(1 + n % mission.seq)
    elif table.system == "boardgame":
        command = board_command(mission, n)
    else:
        command = _wargame_command(mission, n)
    try:
        table.missions.execute(table.mission_id, command, dice=list(dice))
    except UserError:  # refused by the rules, or the dice typed in do not fit
        return False
    return True
