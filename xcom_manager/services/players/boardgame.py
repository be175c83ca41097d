"""What players see of a board game mission: the Mission Map as printed (walls, obstacles,
objective, item and exit squares; never where the Blips were laid or what they hide), the
models on it with their Health, Overwatch tokens and the Actions of the Turn, whose Turn it is.

A face-down Blip is a token (M-CX-6): its label, its square and nothing else (no stats, no
Health, no kit). The Overmind's Mutation cards are never counted here (M-CX-5), nor the odds of
an attack.
"""

from __future__ import annotations

from collections.abc import Mapping

from xcom_manager.rules.boardgame.state import BoardState, ModelSetup, ModelState, Phase, Side
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.texts import Message
from xcom_manager.services.players.model import Figure, KitItem, MapView, TimeView
from xcom_manager.services.players.words import PlayersWords

__all__ = ["REMINDERS", "board_figures", "board_map", "board_time"]

#: The board game's reminders players may read (the others speak of the Overmind's hand).
REMINDERS = frozenset({"bg_remind_overwatch", "bg_remind_to_activate"})
#: What weighs on a model that players see on the table.
_CONDITIONS = frozenset({"bg_condition_spent"})
_ROUND = "round"


def _kit(words: PlayersWords, setup: ModelSetup) -> tuple[KitItem, ...]:
    return tuple(
        KitItem(words.data("slots", i.slot), words.data("items", i.item_type), i.charges)
        for i in setup.items
    )


def _figure(words: PlayersWords, state: BoardState, setup: ModelSetup, model: ModelState) -> Figure:
    on_turn = state.activation is not None and state.activation.model_id == setup.id
    actions = (
        tuple(words.word("board_action", a.value) for a in dict.fromkeys(state.activation.actions))
        if on_turn and state.activation is not None
        else ()
    )
    place = model.square if model.on_map else None
    if model.blip or setup.decoy:  # face down, or a decoy taken off: the token only (M-CX-6)
        return Figure(
            key=setup.id,
            name=words.label(setup.name, None, blip=True),
            side=words.side(setup.side.value),
            kind="blip",
            status=words.status(model.status.value),
            actions_used=actions,
            place=place,
            on_turn=on_turn,
            out_of_play=not model.on_map,
        )
    hero = setup.side is Side.heroes
    name = words.label(setup.name, setup.species, blip=False)
    if setup.blip and setup.species is not None:  # flipped: the token and what it hid
        token = words.label(setup.name, None, blip=True)
        name = f"{token} ({words.data('species', setup.species)})"
    reminders = tuple(
        words.message(m)
        for m in (Message.of("bg_condition_spent"),)
        if setup.id in state.spent and m.key in _CONDITIONS
    )
    watch = model.overwatch
    return Figure(
        key=setup.id,
        name=name,
        side=words.side(setup.side.value),
        kind="hero" if hero else "alien",
        status=words.status(model.status.value),
        health=max(0, model.health),
        max_health=max(setup.stat("Health"), setup.health),
        actions_used=actions,
        reminders=reminders,
        kit=_kit(words, setup) if hero else (),
        place=place,
        overwatch=watch is not None,
        overwatch_token=None if watch is None else words.word("board_token", watch.value),
        on_turn=on_turn,
        out_of_play=not model.on_map,
        squad_key=setup.id if hero and setup.soldier_id is not None else None,
    )


def board_figures(mission: Mission, words: PlayersWords) -> tuple[Figure, ...]:
    """Every model in setup order as players see it."""
    state = mission.state
    assert isinstance(state, BoardState)
    models: Mapping[str, ModelState] = state.models
    return tuple(_figure(words, state, s, models[s.id]) for s in state.setup.models)


def board_time(mission: Mission, words: PlayersWords) -> TimeView:
    """The round, the phase (B-PHASE-1), whose side and whose Turn it is."""
    state = mission.state
    assert isinstance(state, BoardState)
    side = Side.heroes if state.phase is Phase.hero else Side.aliens
    whose = None
    if state.activation is not None:
        setup = state.setup.model(state.activation.model_id)
        model = state.models[setup.id]
        whose = (
            words.label(setup.name, None, blip=True)
            if model.blip
            else words.label(setup.name, setup.species)
        )
    return TimeView(
        word=words.labels()[_ROUND],
        number=state.round,
        phase=words.word("board_phase", state.phase.value),
        side=words.side(side.value),
        whose_turn=whose,
    )


def board_map(mission: Mission) -> MapView:
    """The map as printed: size, walls and the squares that matter (B-ACT-6, R-21)."""
    state = mission.state
    assert isinstance(state, BoardState)
    board = state.setup.board
    squares: list[tuple[int, int, str]] = []
    for kind, found in (
        ("blocking", board.blocking),
        ("objective", board.objectives),
        ("item", board.items),
        ("exit", board.exits),
    ):
        squares.extend((x, y, kind) for x, y in sorted(found))
    walls = tuple((a[0], a[1], b[0], b[1]) for a, b in sorted(board.walls))
    return MapView(board.width, board.height, walls, tuple(squares))
