"""The state of a board game mission: its setup (the Mission Map and the models on it), its
state, and their JSON forms.

Turn structure (B-PHASE-1, B-PHASE-2, M-CX-5): rounds count from 1; each round has the Hero
Player Phase, then the Overmind phase. In a phase its side's models are activated one at a
time, each once; an activation is the model's Turn of two different Actions (B-ACT-1). Once per
Hero Player Phase the Overmind may interrupt with one Alien Unit, which uses up that unit's
next Overmind activation. The Overmind's hand holds up to five Mutation cards.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from xcom_manager.rules.boardgame.grid import (
    MissionMap,
    Square,
    map_from_json,
    map_to_json,
    square_from_json,
    square_label,
)
from xcom_manager.rules.errors import (
    RulesError,
    choice,
    mapping,
    optional_whole_number,
    shown,
    text,
    whole_number,
)
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.texts import Message

__all__ = [
    "MUTATION_HAND",
    "Action",
    "Activation",
    "BoardSetup",
    "BoardState",
    "EventType",
    "ModelSetup",
    "ModelState",
    "ModelStatus",
    "OverwatchToken",
    "Phase",
    "Side",
    "as_state",
    "header",
    "initial_state",
    "model_json",
    "setup_from_json",
    "setup_to_json",
]

#: M-CX-5: the Overmind draws back up to five Mutation cards.
MUTATION_HAND = 5

_MAX_ID = 2**63 - 1
_MAX_STAT = 1000


class Side(StrEnum):
    heroes = "heroes"
    aliens = "aliens"


class Phase(StrEnum):
    """The phases of a round (B-PHASE-1)."""

    hero = "hero"
    overmind = "overmind"


class ModelStatus(StrEnum):
    """On the map (``active``), killed (M-CX-4), a decoy removed (M-CX-6), or a Hero that left
    by an exit square (B-ACT-6)."""

    active = "active"
    dead = "dead"
    removed = "removed"
    exited = "exited"


class Action(StrEnum):
    """The Actions of a Turn (B-ACT-1 .. B-ACT-9)."""

    move = "move"
    sprint = "sprint"
    melee = "melee"
    shoot = "shoot"
    psychic = "psychic"
    interact = "interact"
    overwatch = "overwatch"
    flip_blip = "flip_blip"


class OverwatchToken(StrEnum):
    """B-ACT-7: the red side with a plus (both Actions) or the blue side (the second)."""

    full = "full"
    weak = "weak"


class EventType(StrEnum):
    """The facts of a board game mission log."""

    activated = "activated"
    activation_ended = "activation_ended"
    phase_advanced = "phase_advanced"
    moved = "moved"
    attacked = "attacked"
    object_attacked = "object_attacked"
    overwatch_readied = "overwatch_readied"
    overwatch_held = "overwatch_held"
    interacted = "interacted"
    blip_flipped = "blip_flipped"
    mutations_discarded = "mutations_discarded"
    ended = "ended"


def _stat(name: str, value: object) -> int:
    return whole_number(name, value, minimum=-_MAX_STAT, maximum=_MAX_STAT)


@dataclass(frozen=True, slots=True)
class ModelSetup:
    """A model as the mission starts: a Hero (with its ``soldier_id`` on the roster) or an
    Alien Unit; its stats (Movement, Melee, ShootShort, ShootLong, RangeShort, RangeLong,
    Defence, Health), Health left, square, and for an alien whether it starts as a Blip token
    (a decoy has no species) and makes Psychic Attacks (B-ACT-8)."""

    id: str
    name: str
    side: Side
    square: Square
    stats: Mapping[str, int] = field(hash=False)
    health: int
    soldier_id: int | None = None
    soldier_class: str = ""
    unit_type: str = ""
    species: str | None = None
    blip: bool = False
    psychic: bool = False
    items: tuple[CarriedItem, ...] = ()

    def __post_init__(self) -> None:
        name = text("a model's id", self.id)
        text(f"{name}: name", self.name)
        object.__setattr__(self, "side", Side(choice(f"{name}: side", self.side, tuple(Side))))
        object.__setattr__(self, "square", square_from_json(f"{name}: square", self.square))
        stats = mapping(f"{name}: stats", self.stats)
        object.__setattr__(
            self, "stats", {text("a stat", k): _stat(k, v) for k, v in stats.items()}
        )
        whole_number(f"{name}: Health", self.health, minimum=0, maximum=_MAX_STAT)
        optional_whole_number(
            f"{name}: soldier", self.soldier_id, minimum=-_MAX_ID, maximum=_MAX_ID
        )
        text(f"{name}: class", self.soldier_class)
        text(f"{name}: unit type", self.unit_type)
        if self.species is not None:
            text(f"{name}: species", self.species)
        for flag in ("blip", "psychic"):
            if not isinstance(getattr(self, flag), bool):
                raise RulesError(
                    f"{name}: {flag} is true or false, not {shown(getattr(self, flag))}"
                )
        if not isinstance(self.items, tuple | list) or not all(
            isinstance(i, CarriedItem) for i in self.items
        ):
            raise RulesError(f"{name}: items are carried items, not {shown(self.items)}")
        object.__setattr__(self, "items", tuple(self.items))

    @property
    def decoy(self) -> bool:
        """M-CX-6: a Blip token with no unit under it."""
        return self.blip and self.species is None

    def stat(self, key: str) -> int:
        return int(self.stats.get(key, 0))


@dataclass(frozen=True, slots=True)
class BoardSetup:
    """A mission as planned: its name, the Mission Map, and the models on it (MIS-9: one per
    square, none on a blocking square or off the map)."""

    name: str
    board: MissionMap
    models: tuple[ModelSetup, ...]

    def __post_init__(self) -> None:
        text("a mission's name", self.name)
        if not isinstance(self.board, MissionMap):
            raise RulesError(f"not a Mission Map: {shown(self.board)}")
        if not isinstance(self.models, tuple | list) or not all(
            isinstance(m, ModelSetup) for m in self.models
        ):
            raise RulesError(f"the models of a mission are a list, not {shown(self.models)}")
        object.__setattr__(self, "models", tuple(self.models))
        ids: set[str] = set()
        taken: set[Square] = set()
        for model in self.models:
            if model.id in ids:
                raise RulesError(f"two models share the id {shown(model.id)}")
            ids.add(model.id)
            square = model.square
            if not self.board.on_map(square) or square in self.board.blocking:
                raise RulesError(
                    f"{model.name} stands on {square_label(square)}, off the map or on a "
                    "blocking square (MIS-9)"
                )
            if square in taken:
                raise RulesError(f"two models stand on {square_label(square)} (MIS-9)")
            taken.add(square)

    def model(self, model_id: str) -> ModelSetup:
        for model in self.models:
            if model.id == model_id:
                return model
        raise RulesError(f"no model {shown(model_id)} in this mission")


@dataclass(frozen=True, slots=True)
class ModelState:
    """A model now: its square, Health, status, whether it is still a face-down Blip, its
    Overwatch token, and the Experience Points and kills it gained (M-CX-4)."""

    id: str
    square: Square
    health: int
    status: ModelStatus = ModelStatus.active
    blip: bool = False
    overwatch: OverwatchToken | None = None
    xp: int = 0
    kills: int = 0

    @property
    def on_map(self) -> bool:
        return self.status is ModelStatus.active


@dataclass(frozen=True, slots=True)
class Activation:
    """The model whose Turn it is, the Actions it used, and whether it came by an
    Interruption (B-PHASE-2)."""

    model_id: str
    actions: tuple[Action, ...] = ()
    interruption: bool = False


@dataclass(frozen=True, slots=True)
class BoardState:
    """A board game mission as the fold of its events."""

    setup: BoardSetup
    models: Mapping[str, ModelState] = field(hash=False)
    round: int = 1
    phase: Phase = Phase.hero
    activation: Activation | None = None
    activated: frozenset[str] = frozenset()
    interruption_used: bool = False
    spent: frozenset[str] = frozenset()
    mutations: int = MUTATION_HAND
    mutations_discarded: bool = False
    pending_overwatch: tuple[str, str] | None = None
    used_squares: frozenset[Square] = frozenset()
    finished: bool = False

    def model(self, model_id: object) -> ModelState:
        found = self.models.get(model_id) if isinstance(model_id, str) else None
        if found is None:
            raise RulesError(f"no model {shown(model_id)} in this mission")
        return found

    def occupied(self, *leaving: str) -> frozenset[Square]:
        """The squares models and Blips on the map stand on, but ``leaving``'s."""
        return frozenset(m.square for m in self.models.values() if m.on_map and m.id not in leaving)

    def side_of(self, model_id: str) -> Side:
        return self.setup.model(model_id).side


def as_state(value: object) -> BoardState:
    """``value`` when it is a board game mission state (a :class:`RulesError` when not)."""
    if not isinstance(value, BoardState):
        raise RulesError(f"not a board game mission state: {shown(value)}")
    return value


def initial_state(setup: BoardSetup) -> BoardState:
    """Round 1, the Hero Player Phase, nobody activated, five Mutation cards."""
    if not isinstance(setup, BoardSetup):
        raise RulesError(f"not a board game mission setup: {shown(setup)}")
    models = {
        m.id: ModelState(id=m.id, square=m.square, health=m.health, blip=m.blip)
        for m in setup.models
    }
    return BoardState(setup=setup, models=models)


# --------------------------------------------------------------------------------------------
# JSON


def _item_json(item: CarriedItem) -> dict[str, Any]:
    data: dict[str, Any] = {
        "item_id": item.item_id,
        "item_type": item.item_type,
        "slot": item.slot,
        "slot_index": item.slot_index,
    }
    if item.charges is not None:
        data["charges"] = item.charges
    return data


def setup_to_json(setup: BoardSetup) -> dict[str, Any]:
    """The setup as JSON-ready data, stable key order."""
    if not isinstance(setup, BoardSetup):
        raise RulesError(f"not a board game mission setup: {shown(setup)}")
    return {
        "name": setup.name,
        "map": map_to_json(setup.board),
        "models": [
            {
                "id": m.id,
                "name": m.name,
                "side": m.side.value,
                "square": list(m.square),
                "stats": dict(m.stats),
                "health": m.health,
                "soldier_id": m.soldier_id,
                "soldier_class": m.soldier_class,
                "unit_type": m.unit_type,
                "species": m.species,
                "blip": m.blip,
                "psychic": m.psychic,
                "items": [_item_json(i) for i in m.items],
            }
            for m in setup.models
        ],
    }


def _model_from_json(data: object) -> ModelSetup:
    m = mapping("a model", data)
    try:
        items = m.get("items", [])
        if not isinstance(items, list | tuple):
            raise RulesError(f"a model's items are a list, not {shown(items)}")
        carried = []
        for item in items:
            i = mapping("an item", item)
            carried.append(
                CarriedItem(
                    i["item_id"], i["item_type"], i["slot"], i["slot_index"], i.get("charges")
                )
            )
        return ModelSetup(
            id=m["id"],
            name=m["name"],
            side=m["side"],
            square=square_from_json("a model's square", m["square"]),
            stats=m["stats"],
            health=m["health"],
            soldier_id=m.get("soldier_id"),
            soldier_class=m.get("soldier_class", ""),
            unit_type=m.get("unit_type", ""),
            species=m.get("species"),
            blip=m.get("blip", False),
            psychic=m.get("psychic", False),
            items=tuple(carried),
        )
    except KeyError as missing:
        raise RulesError(f"a model lacks {missing}") from None


def setup_from_json(data: Mapping[str, Any]) -> BoardSetup:
    """The setup back from :func:`setup_to_json` data (:class:`RulesError` when malformed; a
    map breaking MIS-9 is a ``MapError`` naming the square)."""
    data = mapping("a board game mission setup", data)
    models = data.get("models")
    if not isinstance(models, list | tuple):
        raise RulesError(f"the models of a mission are a list, not {shown(models)}")
    return BoardSetup(
        name=text("a mission's name", data.get("name")),
        board=map_from_json(mapping("a Mission Map", data.get("map"))),
        models=tuple(_model_from_json(m) for m in models),
    )


def model_json(setup: ModelSetup, model: ModelState) -> dict[str, Any]:
    """A model as ``mission replay`` shows it."""
    if not isinstance(setup, ModelSetup) or not isinstance(model, ModelState):
        raise RulesError(f"not a model: {shown(setup)}")
    return {
        "id": model.id,
        "name": setup.name,
        "side": setup.side.value,
        "square": list(model.square),
        "health": model.health,
        "status": model.status.value,
        "blip": model.blip,
        "overwatch": model.overwatch.value if model.overwatch else None,
        "xp": model.xp,
        "kills": model.kills,
    }


def header(state: BoardState) -> Message:
    """``Round 2 · Hero Player Phase · Grace Evans's Turn`` as a message."""
    if not isinstance(state, BoardState):
        raise RulesError(f"not a board game mission state: {shown(state)}")
    if state.activation is None:
        return Message.of("bg_header", round=state.round, board_phase=state.phase.value)
    name = state.setup.model(state.activation.model_id).name
    return Message.of(
        "bg_header_turn", round=state.round, board_phase=state.phase.value, model=name
    )
