"""Shared builders for the mission tests (no tests here): a small squad and an event player."""

from __future__ import annotations

from collections.abc import Iterable

from xcom_manager.rules.inventory import CarriedItem
from xcom_manager.rules.mission import (
    CharacterSetup,
    Event,
    MissionSetup,
    MissionState,
    Side,
    advance_phase,
    apply,
    initial_state,
)

XCOM_STATS = {"WS": 3, "BS": 3, "S": 3, "T": 3, "W": 1, "I": 3, "A": 1, "Ld": 7, "Sv": 5}

GAUSS_RIFLE = 11
SPARE_TANK = 12
SPARE_TANK_2 = 13
MEDKIT = 14
LASER_RIFLE = 15


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
        soldier_id=abs(hash(cid)) % 1000,
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


def squad_setup(environment: str = "underwater", first_side: Side = Side.xcom) -> MissionSetup:
    """Petrova (rifle), Ivanov (2 wounds, I4, a spare tank), Kowalski (medkit, spare tank),
    and a sectoid."""
    return MissionSetup(
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


def play(state: MissionState, events: Iterable[Event]) -> MissionState:
    for event in events:
        state = apply(state, event)
    return state


def start(environment: str = "underwater") -> MissionState:
    return initial_state(squad_setup(environment))


def advance(state: MissionState, times: int = 1) -> MissionState:
    for _ in range(times):
        state = play(state, advance_phase(state))
    return state


def advance_to(state: MissionState, turn: int, side: Side, phase: str) -> MissionState:
    while (state.turn, state.side, state.phase.value) != (turn, side, phase):
        state = advance(state)
        if state.turn > turn:
            raise AssertionError(f"overshot turn {turn}")
    return state
