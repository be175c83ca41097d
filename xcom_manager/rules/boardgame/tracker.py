"""What the tracker shows of a board game mission, and what its end writes back (M-CX-4).

The table lists every model (a face-down Blip by its token's name), its Health, what it did in
its Turn and what weighs on it (an Overwatch token, an activation used up by an
Interruption). :class:`BoardDetail` is the plain view of the map and the turn for the board
game's panel. The debrief: a killed Hero is dead; a Hero whose Health is below its Health
value is wounded; the others active; each with the kills and Experience Points gained
(M-CX-4).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from xcom_manager.rules.boardgame.combat import check_face_table, combat_faces, value_of
from xcom_manager.rules.boardgame.grid import Square, map_to_json
from xcom_manager.rules.boardgame.state import (
    BoardState,
    EventType,
    ModelSetup,
    ModelState,
    ModelStatus,
    Phase,
    Side,
)
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.labels import shown_label
from xcom_manager.rules.mission.system import (
    CharacterView,
    Debrief,
    ItemPlace,
    SoldierOutcome,
)
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message

__all__ = [
    "BoardDetail",
    "ModelPlace",
    "characters",
    "debrief",
    "detail",
    "item_places",
    "reminders",
]


@dataclass(frozen=True, slots=True)
class ModelPlace:
    """A model on the map for the view: where, whose, its Health, a face-down Blip, its
    Overwatch token (``full``, ``weak`` or ``None``)."""

    id: str
    name: str
    side: str
    square: Square
    health: int
    max_health: int
    blip: bool
    overwatch: str | None
    status: str


@dataclass(frozen=True, slots=True)
class BoardDetail:
    """The board game's panel: the round and phase, whose Turn and its Actions, who is still to
    activate, the Overmind's Mutation cards and Interruption, a waiting Overwatch shot, the map
    (as JSON data) and the models on it."""

    round: int
    phase: str
    active: str | None
    actions: tuple[str, ...]
    to_activate: tuple[str, ...]
    mutations: int
    interruption_used: bool
    pending_overwatch: tuple[str, str] | None
    board: Mapping[str, Any]
    models: tuple[ModelPlace, ...]
    faces: tuple[tuple[str, int], ...] = ()
    """The Combat die's faces and the first value that shows each (R-12): what a face the GM
    types from a physical die stands for."""


def _state(mission: object) -> BoardState:
    state = getattr(mission, "state", None)
    if not isinstance(mission, Mission) or not isinstance(state, BoardState):
        raise RulesError(f"not a board game mission: {shown(mission)}")
    return state


def _to_activate(state: BoardState) -> tuple[str, ...]:
    side = Side.heroes if state.phase is Phase.hero else Side.aliens
    return tuple(
        m.id
        for m in state.setup.models
        if m.side is side
        and state.models[m.id].on_map
        and m.id not in state.activated
        and m.id not in state.spent
    )


def characters(mission: Mission, ruleset: Ruleset) -> tuple[CharacterView, ...]:
    """Every model in setup order, as the tracker's table shows it."""
    state = _state(mission)
    views = []
    for setup in state.setup.models:
        model = state.models[setup.id]
        activity: tuple[Message, ...] = ()
        if state.activation is not None and state.activation.model_id == setup.id:
            activity = tuple(
                Message.of("bg_activity", board_action=a.value)
                for a in dict.fromkeys(state.activation.actions)
            ) or (Message.of("bg_activity_turn"),)
        elif setup.id in state.activated:
            activity = (Message.of("bg_activity_done"),)
        conditions: list[Message] = []
        if model.overwatch is not None:
            conditions.append(Message.of("bg_condition_overwatch", board_token=model.overwatch))
        if model.blip:
            conditions.append(Message.of("bg_condition_blip"))
        if setup.id in state.spent:
            conditions.append(Message.of("bg_condition_spent"))
        name = _name(setup, model, ruleset)
        views.append(
            CharacterView(
                id=setup.id,
                name=name,
                side=setup.side.value,
                status=model.status.value,
                # A face-down Blip does not show what it hides (M-CX-6).
                wounds=0 if model.blip else max(0, model.health),
                max_wounds=0 if model.blip else max(setup.stat("Health"), setup.health),
                soldier_id=setup.soldier_id,
                items=tuple((i.item_id, i.item_type) for i in setup.items),
                activity=activity,
                conditions=tuple(conditions),
                urgent=state.pending_overwatch is not None
                and state.pending_overwatch[0] == setup.id,
            )
        )
    return tuple(views)


def _name(setup: ModelSetup, model: ModelState, ruleset: Ruleset | None) -> str:
    """A model's name; a flipped Blip goes by its token and what it turned out to be
    (M-CX-6): "Blip 2 (Sectoid)"."""
    if ruleset is None:
        return setup.name
    label = shown_label(ruleset, setup.name, setup.species, setup.blip)
    if setup.blip and not model.blip and setup.species in ruleset.species:
        return f"{label} ({ruleset.shown('species', setup.species or '')})"
    return label


def _place(setup: ModelSetup, model: ModelState, ruleset: Ruleset | None) -> ModelPlace:
    return ModelPlace(
        id=setup.id,
        name=_name(setup, model, ruleset),
        side=setup.side.value,
        square=model.square,
        health=model.health,
        max_health=max(setup.stat("Health"), setup.health),
        blip=model.blip,
        overwatch=model.overwatch.value if model.overwatch else None,
        status=model.status.value,
    )


def detail(mission: Mission, ruleset: Ruleset | None = None) -> BoardDetail:
    state = _state(mission)
    faces: tuple[tuple[str, int], ...] = ()
    if ruleset is not None:
        table = combat_faces(ruleset)
        faces = tuple(
            (face.value, value_of(face.value, table))
            for face, count in check_face_table(table)
            if count > 0
        )
    places = tuple(_place(s, state.models[s.id], ruleset) for s in state.setup.models)
    return BoardDetail(
        round=state.round,
        phase=state.phase.value,
        active=state.activation.model_id if state.activation else None,
        actions=tuple(a.value for a in state.activation.actions) if state.activation else (),
        to_activate=_to_activate(state),
        mutations=state.mutations,
        interruption_used=state.interruption_used,
        pending_overwatch=state.pending_overwatch,
        board=map_to_json(state.setup.board),
        models=places,
        faces=faces,
    )


def reminders(mission: Mission) -> tuple[tuple[Message, ...], ...]:
    """A waiting Overwatch shot (MIS-11); the Alien Behaviour Action after a FLIP BLIP
    (B-ACT-9); who is still to activate (B-PHASE-1); an Interruption still possible."""
    state = _state(mission)
    if state.finished:
        return ()
    lines: list[tuple[Message, ...]] = []
    if state.pending_overwatch is not None:
        watcher, mover = state.pending_overwatch
        lines.append(
            (
                Message.of(
                    "bg_remind_overwatch",
                    watcher=state.setup.model(watcher).name,
                    model=state.setup.model(mover).name,
                ),
            )
        )
    last = next(iter(reversed(tuple(mission.live_events()))), None)
    flipped = last is not None and last.type == EventType.blip_flipped
    if flipped and last is not None and last.payload.get("reason") == "action":
        model = last.payload.get("model")
        if isinstance(model, str) and model in state.models and not last.payload.get("decoy"):
            lines.append((Message.of("bg_remind_behaviour", model=state.setup.model(model).name),))
    waiting = _to_activate(state)
    if state.activation is None and waiting:
        names = ", ".join(state.setup.model(m).name for m in waiting)
        lines.append((Message.of("bg_remind_to_activate", names=names),))
    if state.phase is Phase.hero and not state.interruption_used and state.mutations >= 2:
        lines.append((Message.of("bg_remind_interruption", cards=state.mutations),))
    return tuple(lines)


def item_places(mission: Mission) -> Mapping[int, ItemPlace]:
    """The Heroes' items stay where they were carried (items change hands on the map only
    by the GM, outside the mission)."""
    state = _state(mission)
    places: dict[int, ItemPlace] = {}
    for setup in state.setup.models:
        if setup.soldier_id is None:
            continue
        for item in setup.items:
            places[item.item_id] = ItemPlace(
                "soldier", setup.soldier_id, item.slot, item.slot_index, None, item.charges
            )
    return places


def debrief(mission: Mission, ruleset: Ruleset) -> Debrief:
    """M-CX-4: the killed Heroes dead, the hurt ones wounded with the Health left, every Hero
    with the kills and Experience Points it gained."""
    state = _state(mission)
    soldiers = []
    for setup in state.setup.models:
        if setup.soldier_id is None or setup.side is not Side.heroes:
            continue
        model = state.models[setup.id]
        health = max(0, model.health)
        rule_ids: tuple[str, ...] = ()
        if model.status is ModelStatus.dead:
            status, health, cause, rule_ids = "dead", 0, "killed", ("M-CX-4",)
        else:
            hurt = health < setup.stat(ruleset.wounds_stat or "Health")
            status, cause = ("wounded" if hurt else "active"), None
        soldiers.append(
            SoldierOutcome(
                setup.soldier_id,
                setup.id,
                setup.name,
                status,
                health,
                cause,
                rule_ids,
                kills=model.kills,
                experience=model.xp,
            )
        )
    return Debrief(turn=state.round, soldiers=tuple(soldiers))
