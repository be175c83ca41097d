"""Shared builders for the board game mission tests (no tests here): maps drawn as text, models,
and a player that runs commands through the mission engine and folds the events they yield.

A map is drawn row by row, one character per square: ``.`` open, ``#`` blocking, ``O`` an
objective, ``I`` an item, ``E`` an exit; ``H``/``h`` a Hero, ``A``/``a`` an alien, ``B`` a
Blip hiding a Sectoid and ``D`` a decoy Blip, numbered in reading order (``s1``, ``s2``, ...,
``a1``, ..., ``b1``, ...). Walls are given apart, as pairs of squares.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from tests.helpers.rulesets import BOARDGAME_PATH
from xcom_manager.rules.boardgame.commands import (
    Activate,
    Attack,
    AttackObject,
    DiscardMutations,
    FlipBlip,
    Interact,
    Interrupt,
    Move,
    Overwatch,
    OverwatchShot,
)
from xcom_manager.rules.boardgame.grid import MissionMap, Square, Wall, wall_between
from xcom_manager.rules.boardgame.state import BoardSetup, BoardState, ModelSetup, Side
from xcom_manager.rules.dice import ScriptedDice
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.ruleset import Ruleset, RulingValue, load_ruleset

__all__ = [
    "HERO_STATS",
    "SECTOID_STATS",
    "SETUPS",
    "SYSTEM",
    "TOUR",
    "TOUR_SETUP",
    "board_setup",
    "bundled_boardgame",
    "do",
    "face_values",
    "mission_of",
    "random_command",
    "run",
    "state_of",
    "with_rulings",
]

SYSTEM = find_system("boardgame")

#: A Hero's stat line (the board game ruleset's infantry).
HERO_STATS = {
    "Movement": 5,
    "Melee": 2,
    "ShootShort": 3,
    "ShootLong": 2,
    "RangeShort": 4,
    "RangeLong": 8,
    "Defence": 2,
    "Health": 8,
}
#: A Sectoid's.
SECTOID_STATS = {
    "Movement": 4,
    "Melee": 1,
    "ShootShort": 2,
    "ShootLong": 1,
    "RangeShort": 4,
    "RangeLong": 8,
    "Defence": 1,
    "Health": 2,
}


@cache
def bundled_boardgame() -> Ruleset:
    return load_ruleset(BOARDGAME_PATH)


def with_rulings(**rulings: RulingValue) -> Ruleset:
    """The bundled ruleset with some rulings changed (``grid__adjacency=4``)."""
    ruleset = bundled_boardgame()
    changed = dict(ruleset.rulings)
    changed.update({key.replace("__", "."): value for key, value in rulings.items()})
    return replace(ruleset, rulings=changed)


def board_setup(
    rows: str,
    walls: Iterable[tuple[Square, Square]] = (),
    *,
    stats: dict[str, dict[str, int]] | None = None,
    psychic: Sequence[str] = (),
    name: str = "Test map",
) -> BoardSetup:
    """A setup from a drawn map (see the module docstring); ``stats`` overrides a model's
    stats by id, ``psychic`` names the psychic aliens."""
    lines = [line.replace(" ", "") for line in rows.strip().splitlines()]
    height, width = len(lines), max(len(line) for line in lines)
    blocking, objectives, items, exits = set(), set(), set(), set()
    models: list[ModelSetup] = []
    counters = {"s": 0, "a": 0, "b": 0}
    for y, line in enumerate(lines):
        for x, mark in enumerate(line):
            square = (x, y)
            if mark == "#":
                blocking.add(square)
            elif mark == "O":
                objectives.add(square)
            elif mark == "I":
                items.add(square)
            elif mark == "E":
                exits.add(square)
            elif mark in "HhAaBD":
                prefix = "s" if mark in "Hh" else ("a" if mark in "Aa" else "b")
                counters[prefix] += 1
                model_id = f"{prefix}{counters[prefix]}"
                hero = prefix == "s"
                own = dict(HERO_STATS if hero else SECTOID_STATS)
                own.update((stats or {}).get(model_id, {}))
                models.append(
                    ModelSetup(
                        id=model_id,
                        name=("Hero " if hero else ("Blip " if prefix == "b" else "Alien "))
                        + str(counters[prefix]),
                        side=Side.heroes if hero else Side.aliens,
                        square=square,
                        stats=own,
                        health=own["Health"],
                        soldier_id=counters[prefix] if hero else None,
                        soldier_class="infantry" if hero else "sectoid",
                        unit_type="hero" if hero else "alien",
                        species=None if mark == "D" else (None if hero else "sectoid"),
                        blip=mark in "BD",
                        psychic=model_id in psychic,
                    )
                )
    wall_set: set[Wall] = {wall_between(a, b) for a, b in walls}
    board = MissionMap(
        width=width,
        height=height,
        walls=frozenset(wall_set),
        blocking=frozenset(blocking),
        objectives=frozenset(objectives),
        items=frozenset(items),
        exits=frozenset(exits),
        name=name,
    )
    return BoardSetup(name=name, board=board, models=tuple(models))


def mission_of(setup: BoardSetup, ruleset: Ruleset | None = None) -> Mission:
    return engine.start(SYSTEM, setup, ruleset or bundled_boardgame())


def do(
    mission: Mission, command: object, dice: Iterable[int] = (), ruleset: Ruleset | None = None
) -> Mission:
    """``mission`` after ``command`` (its dice typed in), its events folded in."""
    events = engine.execute(
        mission, ruleset or bundled_boardgame(), command, ScriptedDice(list(dice))
    )
    for event in events:
        mission = engine.apply(mission, event)
    return mission


def run(mission: Mission, *commands: object, ruleset: Ruleset | None = None) -> Mission:
    for command in commands:
        mission = do(mission, command, ruleset=ruleset)
    return mission


def state_of(mission: Mission) -> BoardState:
    state = mission.state
    assert isinstance(state, BoardState)
    return state


def face_values(*faces: str) -> list[int]:
    """The die values showing ``faces`` on the bundled Combat die (R-12): blank 1, hit 5,
    double hit 8, critical hit 9, shield 10, double shield 12."""
    first = {"blank": 1, "hit": 5, "double_hit": 8, "critical_hit": 9, "shield": 10}
    first["double_shield"] = 12
    return [first[f] for f in faces]


# --------------------------------------------------------------------------------------------
# Random missions and a tour of every board game event (for the replay properties)

#: The tour's map: two Heroes, an item, a Sectoid far off, a decoy Blip in sight and a Blip
#: hiding a Sectoid behind a row of obstacles.
TOUR_SETUP = board_setup(
    """
    H . . . I . O . . . . A
    . . . . . . . . . . . .
    H . . . . . . . . . . D
    # # # # # # # # # . # #
    . . . . . . . . . . . B
    """
)

#: Other maps the random missions are played on (the tour goes off course there; every map
#: has the models the tour names).
SETUPS = (
    TOUR_SETUP,
    board_setup(
        """
        H . # . A
        . . . . .
        H . O . B
        """,
        walls=[((1, 1), (2, 1))],
        psychic=["a1"],
    ),
    board_setup("H . . . . . . A . E\n. . . . H . . . . .", stats={"s1": {"Movement": 7}}),
)

#: ``(command, dice values)`` steps; ``"end"`` ends the mission. Played in order on
#: :data:`TOUR_SETUP` they are allowed and make every board game event type.
TOUR: tuple[tuple[object, tuple[int, ...]], ...] = (
    (Activate("s1"), ()),
    (Move("s1", (3, 0)), ()),  # the decoy is seen and removed (M-CX-6)
    (Interact("s1", (4, 0)), ()),  # picks up the item (B-ACT-6)
    (AdvancePhase(), ()),
    (Activate("s2"), ()),
    (Overwatch("s2"), ()),  # full (B-ACT-7)
    (AdvancePhase(), ()),
    (AdvancePhase(), ()),  # the Overmind phase
    (DiscardMutations(1), ()),  # M-CX-5
    (Activate("a1"), ()),
    (Move("a1", (7, 0)), ()),  # stops at H1 for the Overwatch (MIS-11)
    (OverwatchShot("s2", fire=False), ()),
    (Attack("a1", "s1", "shoot"), (5, 10, 1)),  # long range, one die against two
    (AdvancePhase(), ()),
    (AdvancePhase(), ()),  # round 2
    (Interrupt("a1"), ()),  # B-PHASE-2
    (AdvancePhase(), ()),
    (Activate("s1"), ()),
    (AttackObject("s1", (6, 0), "shoot"), (9, 1, 1)),  # a critical: destroyed (M-CX-2)
    (AdvancePhase(), ()),
    ("end", ()),
)


def _model_ids(mission: Mission) -> list[str]:
    return [m.id for m in state_of(mission).setup.models]


def _pick(mission: Mission, n: int) -> str:
    """The model whose Turn it is (mostly), else any."""
    state = state_of(mission)
    ids = _model_ids(mission)
    if state.activation is not None and n % 4:
        return state.activation.model_id
    return ids[n % len(ids)]


def _near(mission: Mission, model_id: str, n: int, reach: int = 6) -> Square:
    x, y = state_of(mission).model(model_id).square
    return (x + n % (2 * reach + 1) - reach, y + (n // 13) % (2 * reach + 1) - reach)


def _attack(mission: Mission, n: int) -> object:
    ids = _model_ids(mission)
    kind = ("melee", "shoot", "psychic")[n % 3]
    return Attack(_pick(mission, n), ids[(n // 3) % len(ids)], kind)


def _watch(mission: Mission, n: int) -> object:
    pending = state_of(mission).pending_overwatch
    watcher = pending[0] if pending else _pick(mission, n)
    return OverwatchShot(watcher, fire=n % 3 != 0)


_MAKERS: tuple[Any, ...] = (
    lambda m, n: Activate(_pick(m, n + 1)),
    lambda m, n: AdvancePhase(),
    lambda m, n: Move(_pick(m, n), _near(m, _pick(m, n), n)),
    lambda m, n: Move(_pick(m, n), _near(m, _pick(m, n), n, 3), sprint=True),
    _attack,
    lambda m, n: Overwatch(_pick(m, n)),
    _watch,
    lambda m, n: Interact(_pick(m, n), _near(m, _pick(m, n), n, 1)),
    lambda m, n: FlipBlip(_pick(m, n)),
    lambda m, n: DiscardMutations(n % 3),
    lambda m, n: AttackObject(_pick(m, n), _near(m, _pick(m, n), n, 4), ("melee", "shoot")[n % 2]),
    lambda m, n: Interrupt(_model_ids(m)[n % len(_model_ids(m))]),
)


def random_command(mission: Mission, n: int) -> object:
    """A board game command picked by ``n`` (the rules may refuse it)."""
    return _MAKERS[n % len(_MAKERS)](mission, n // len(_MAKERS))
