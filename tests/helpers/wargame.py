"""Shared builders for the wargame mission tests (no tests here): a small squad, and players
that run commands through the mission engine and fold the events they yield."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from functools import cache
from types import MappingProxyType
from typing import Any

from tests.helpers.rulesets import WARGAME_PATH
from xcom_manager.rules.dice import Dice, ScriptedDice
from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission import engine
from xcom_manager.rules.mission.commands import AdvancePhase, Note
from xcom_manager.rules.mission.engine import Mission
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.ruleset import Ruleset, RulingValue, load_ruleset
from xcom_manager.rules.wargame.commands import (
    Attack,
    DeclareMove,
    EnterAir,
    HandOver,
    Kill,
    LeaveAir,
    MarkActed,
    Release,
    ReplaceTank,
    Slip,
    Stabilise,
    Withdraw,
    Wound,
)
from xcom_manager.rules.wargame.moves import JumpDeclaration, JumpOutcome, MoveKind, resolve_jump
from xcom_manager.rules.wargame.state import (
    CharacterSetup,
    ReleaseCause,
    Side,
    WargameSetup,
    WargameState,
)

__all__ = [
    "GAUSS_RIFLE",
    "LASER_RIFLE",
    "MEDKIT",
    "SPARE_TANK",
    "SPARE_TANK_2",
    "SYSTEM",
    "TOUR",
    "XCOM_STATS",
    "advance",
    "advance_to",
    "alien",
    "bundled_wargame",
    "do",
    "jump",
    "play",
    "play_tour",
    "random_command",
    "resolve",
    "run",
    "soldier",
    "squad_setup",
    "start",
    "state_of",
    "swim",
    "with_rulings",
]

#: The wargame as the registry holds it (one instance: missions compare by their system).
SYSTEM = find_system("wargame")

XCOM_STATS = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5}

GAUSS_RIFLE = 11
SPARE_TANK = 12
SPARE_TANK_2 = 13
MEDKIT = 14
LASER_RIFLE = 15

#: The campaign's soldier IDs of the squad (fixed, so that debriefs and item places compare).
SOLDIER_IDS = {"petrova": 101, "ivanov": 102, "kowalski": 103}


@cache
def bundled_wargame() -> Ruleset:
    """The bundled wargame ruleset, loaded once (for helpers and Hypothesis tests, which take
    no function-scoped fixtures)."""
    return load_ruleset(WARGAME_PATH)


def with_rulings(ruleset: Ruleset, **changes: RulingValue) -> Ruleset:
    """The ruleset with some rulings changed (``aqualung__roll_per`` for
    ``aqualung.roll_per``)."""
    rulings = dict(ruleset.rulings)
    rulings.update({key.replace("__", "."): value for key, value in changes.items()})
    return dataclasses.replace(ruleset, rulings=MappingProxyType(rulings))


def soldier(
    cid: str,
    name: str,
    *,
    wounds: int = 1,
    initiative: int = 3,
    items: tuple[CarriedItem, ...] = (),
    soldier_class: str = "infantry",
    unit_type: str = "infantry",
) -> CharacterSetup:
    return CharacterSetup(
        id=cid,
        name=name,
        side=Side.xcom,
        soldier_id=SOLDIER_IDS.get(cid, 900),
        soldier_class=soldier_class,
        unit_type=unit_type,
        species=None,
        stats={**XCOM_STATS, "W": wounds, "I": initiative},
        wounds=wounds,
        breathes_air=True,
        items=items,
    )


def alien(cid: str, name: str, species: str = "sectoid") -> CharacterSetup:
    return CharacterSetup(
        id=cid,
        name=name,
        side=Side.aliens,
        soldier_id=None,
        soldier_class=species,
        unit_type="infantry",
        species=species,
        stats={**XCOM_STATS, "Sv": 7},
        wounds=1,
        breathes_air=True,
    )


def squad_setup(environment: str = "underwater", first_side: Side = Side.xcom) -> WargameSetup:
    """Petrova (gauss rifle), Ivanov (2 wounds, I4, a spare tank, a laser rifle), Kowalski
    (support: medkit, spare tank), and a sectoid."""
    return WargameSetup(
        name="Operation Deep Blue",
        environment=environment,
        first_side=first_side,
        characters=(
            soldier(
                "petrova",
                "Sgt. Petrova",
                items=(CarriedItem(GAUSS_RIFLE, "gauss_rifle", "large", 0),),
            ),
            soldier(
                "ivanov",
                "Cpl. Ivanov",
                wounds=2,
                initiative=4,
                items=(
                    CarriedItem(SPARE_TANK, "spare_aqualung_tank", "backpack", 0),
                    CarriedItem(LASER_RIFLE, "laser_rifle", "large", 0),
                ),
            ),
            soldier(
                "kowalski",
                "Pte. Kowalski",
                soldier_class="support",
                items=(
                    CarriedItem(MEDKIT, "medkit", "small", 0),
                    CarriedItem(SPARE_TANK_2, "spare_aqualung_tank", "backpack", 0),
                ),
            ),
            alien("sectoid", "Sectoid"),
        ),
    )


def start(
    environment: str = "underwater",
    first_side: Side = Side.xcom,
    ruleset: Ruleset | None = None,
) -> Mission:
    """A new mission of the squad (the bundled ruleset words its log unless told)."""
    return engine.start(SYSTEM, squad_setup(environment, first_side), ruleset or bundled_wargame())


def state_of(mission: Mission) -> WargameState:
    state = mission.state
    assert isinstance(state, WargameState)
    return state


def run(
    mission: Mission, command: object, dice: Dice | None = None, ruleset: Ruleset | None = None
) -> list[Event]:
    """The numbered events of ``command`` (not applied); no dice unless given."""
    return engine.execute(
        mission,
        ruleset or mission.ruleset or bundled_wargame(),
        command,
        dice if dice is not None else ScriptedDice([]),
    )


def play(mission: Mission, events: Iterable[Event]) -> Mission:
    """The mission after ``events``, folded one by one."""
    for event in events:
        mission = engine.apply(mission, event)
    return mission


def do(
    mission: Mission, command: object, dice: Dice | None = None, ruleset: Ruleset | None = None
) -> Mission:
    """Run ``command`` and apply its events."""
    return play(mission, run(mission, command, dice, ruleset))


def advance(mission: Mission, times: int = 1) -> Mission:
    """End the phase ``times`` times."""
    for _ in range(times):
        mission = do(mission, AdvancePhase())
    return mission


def advance_to(mission: Mission, turn: int, side: Side, phase: str) -> Mission:
    """End phases until game turn ``turn``, ``side``'s ``phase``."""
    while (mission.state.turn, mission.state.side, mission.state.phase.value) != (
        turn,
        side,
        phase,
    ):
        mission = advance(mission)
        if mission.state.turn > turn:
            raise AssertionError(f"overshot turn {turn}")
    return mission


# --------------------------------------------------------------------------------------------
# Moves (rules.wargame.moves) outside a mission


def jump(
    horizontal: float = 4,
    vertical: float = 0,
    fall: float = 10,
    *,
    kind: MoveKind = MoveKind.jump,
    into_void: bool = False,
    run_up: float = 0.0,
) -> JumpDeclaration:
    return JumpDeclaration(kind, horizontal, vertical, fall, into_void=into_void, run_up=run_up)


def swim(horizontal: float = 4, vertical: float = 0, fall: float = 3) -> JumpDeclaration:
    return jump(horizontal, vertical, fall, kind=MoveKind.swim)


def resolve(
    ruleset: Ruleset,
    declaration: JumpDeclaration,
    dice: list[int],
    *,
    initiative: int = 3,
    is_vehicle: bool = False,
    breathes_air: bool = True,
) -> JumpOutcome:
    """Resolve a move with the dice values given, every one of them used."""
    scripted = ScriptedDice(dice)
    outcome = resolve_jump(
        ruleset,
        declaration,
        initiative=initiative,
        is_vehicle=is_vehicle,
        underwater=declaration.kind is MoveKind.swim,
        breathes_air=breathes_air,
        dice=scripted,
    )
    assert scripted.remaining == 0, "every value given was used"
    return outcome


# --------------------------------------------------------------------------------------------
# Random commands (the replay properties of tests/rules/mission)

_IDS = ("petrova", "ivanov", "kowalski", "sectoid")
_ITEMS = (GAUSS_RIFLE, SPARE_TANK, SPARE_TANK_2, MEDKIT, LASER_RIFLE)
_ACTIONS = ("moved", "ran", "shot", "assaulted")
_CAUSES = tuple(c.value for c in ReleaseCause)


def _pick(options: tuple[Any, ...], n: int) -> Any:
    return options[n % len(options)]


def _move(mission: Mission, n: int) -> DeclareMove:
    kinds = ("swim",) if mission.state.setup.underwater else ("jump", "climb")
    return DeclareMove(
        _pick(_IDS, n // 7),
        _pick(kinds, n),
        horizontal=float(n % 7),
        vertical=float(n % 4) * (-1 if n % 5 == 0 else 1),
        fall_height=2.5 + n % 3,
        into_void=n % 6 == 0,
    )


def _carried(mission: Mission, character_id: str, n: int) -> int:
    """An item the character carries (any of the squad's when it carries none)."""
    items = tuple(i.item_id for i in mission.state.characters[character_id].items)
    return _pick(items or _ITEMS, n)


def _hand_over(mission: Mission, n: int) -> HandOver:
    giver = _pick(_IDS, n)
    receiver = _pick(tuple(c for c in _IDS if c != giver), n // 4)
    return HandOver(giver, receiver, _carried(mission, giver, n // 16), n % 7 != 0)


def _kill(n: int) -> Kill:
    """The GM's casualty, with a killer named (another character, friend or foe) or not."""
    victim = _pick(_IDS, n)
    killers = (None, *(c for c in _IDS if c != victim))
    return Kill(victim, _pick(killers, n // 4))


def _stabilise(mission: Mission, n: int) -> Stabilise:
    """A medic of the patient's side most often; the patient a downed character if any."""
    characters = mission.state.characters
    down = tuple(c.id for c in characters.values() if c.status == "down")
    patient = _pick(down or _IDS, n // 4)
    friends = tuple(c for c in _IDS if characters[c].side == characters[patient].side)
    return Stabilise(_pick(friends if n % 3 else _IDS, n), patient, n % 5 != 0)


def _replace_tank(mission: Mission, n: int) -> ReplaceTank:
    """A character with a damaged tank if any, and an item it carries."""
    damaged = tuple(c.id for c in mission.state.characters.values() if c.tank_damaged)
    character = _pick(damaged or _IDS, n)
    items = mission.state.characters[character].items
    tanks = tuple(i.item_id for i in items if i.item_type == "spare_aqualung_tank")
    if tanks and n % 4:
        return ReplaceTank(character, _pick(tanks, n // 4))
    return ReplaceTank(character, _carried(mission, character, n // 4))


_MAKERS: tuple[Callable[[Mission, int], object], ...] = (
    lambda m, n: AdvancePhase(),
    lambda m, n: AdvancePhase(),
    lambda m, n: AdvancePhase(),
    lambda m, n: Wound(_pick(_IDS, n), 2 if n % 3 == 0 else 1),
    lambda m, n: MarkActed(_pick(_IDS, n), _pick(_ACTIONS, n // 4)),
    lambda m, n: Release(_pick(_IDS, n), _pick(_CAUSES, n // 4)),
    _stabilise,
    _hand_over,
    _hand_over,
    _replace_tank,
    _replace_tank,
    lambda m, n: EnterAir(_pick(_IDS, n)),
    lambda m, n: LeaveAir(_pick(_IDS, n)),
    lambda m, n: _kill(n) if n % 9 == 0 else AdvancePhase(),
    lambda m, n: (
        Withdraw(_pick(_IDS, n), _pick(("evacuated", "mia"), n // 4))
        if n % 11 == 0
        else AdvancePhase()
    ),
    _move,
    _move,
    lambda m, n: _attack(m, n),
    lambda m, n: _attack(m, n),
    lambda m, n: Slip(_pick(_IDS, n), _pick((0.5, 3.0, 12.5), n // 4)),
)


def _attack(mission: Mission, n: int) -> Attack:
    """An attack by any character on any other, with a weapon it carries or bare hands."""
    attacker = _pick(_IDS, n)
    items = (None, *(i.item_id for i in mission.state.characters[attacker].items))
    return Attack(
        attacker,
        _pick(_IDS, n // 4),
        _pick(items, n // 16),
        distance=_pick((None, 4.0, 20.0, 40.0), n // 3),
        cover_save=_pick((None, 4), n // 5),
        base_contact=bool(n % 2),
    )


def random_command(mission: Mission, n: int) -> object:
    """A wargame command picked by ``n`` (the rules may refuse it)."""
    return _MAKERS[n % len(_MAKERS)](mission, n // len(_MAKERS))


# --------------------------------------------------------------------------------------------
# A tour of every wargame event (the squad, under water, X-COM first)

#: ``(command, dice values)`` steps; ``"end"`` ends the mission. Every one of them is allowed
#: when played in order from the start, and together they make every wargame event type.
TOUR: tuple[tuple[object, tuple[int, ...]], ...] = (
    # Turn 1, X-COM movement
    (Wound("ivanov", 1), (2,)),  # the tank is damaged (W-WATER-4, R-10, R-9)
    (ReplaceTank("ivanov", SPARE_TANK), ()),
    (DeclareMove("petrova", "swim", 4.0, 1.0, 2.0), (5, 90, 3, 2)),  # fails, tank damaged
    (Release("kowalski", "dragged"), ()),  # W-ACT-1
    (Note("Sonar contact to the north."), ()),
    (AdvancePhase(), ()),
    # Turn 1, X-COM shooting
    (HandOver("ivanov", "kowalski", LASER_RIFLE, True), ()),  # W-WATER-1 / R-15 warning
    (MarkActed("petrova", "shot"), ()),
    (AdvancePhase(), ()),
    # Turn 1, X-COM assault
    (MarkActed("sectoid", "assaulted"), ()),
    (AdvancePhase(), ()),
    (AdvancePhase(), ()),
    # Turn 1, aliens' shooting
    (Wound("kowalski", 1), (6,)),  # down: bleeds out at turn 5 (R-8: turn 1 is turn 0)
    (EnterAir("ivanov"), ()),
    (LeaveAir("ivanov"), ()),
    (AdvancePhase(), ()),
    (AdvancePhase(), ()),
    (AdvancePhase(), ()),
    # Turn 2, X-COM shooting
    (Stabilise("ivanov", "kowalski", True), ()),  # in water: 5 more turns (W-WATER-2, R-17)
    (Kill("sectoid"), ()),
    (Withdraw("ivanov", "evacuated"), ()),
    # On to turn 5: Petrova suffocates at the start of X-COM's turn.
    *((AdvancePhase(), ()),) * 17,
    ("end", ()),
)


def play_tour(mission: Mission, steps: int | None = None) -> Mission:
    """The mission after the first ``steps`` steps of :data:`TOUR` (all of them by default)."""
    for command, values in TOUR[:steps]:
        if command == "end":
            events = engine.end(mission)
        else:
            events = run(mission, command, ScriptedDice(values))
        mission = play(mission, events)
    return mission
