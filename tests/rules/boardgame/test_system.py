"""The board game as a rule system: registered, not playable in this version (app rule MIS-6),
and never falling back on the wargame's phases."""

from __future__ import annotations

import pytest

from tests.helpers.wargame import SYSTEM as WARGAME
from tests.helpers.wargame import squad_setup
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.mission.registry import find_system
from xcom_manager.rules.mission.system import MissionPlan, MissionRefused, SquadMember
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message

BOARDGAME = find_system("boardgame")

PLAN = MissionPlan(
    name="Raid",
    squad=(SquadMember(1, "Sgt. Petrova", "infantry", "infantry", {"W": 1}, 1),),
)


def test_the_board_game_refuses_to_plan_a_mission_mis_6(boardgame: Ruleset) -> None:
    assert BOARDGAME.name == "boardgame" and not BOARDGAME.playable
    with pytest.raises(MissionRefused) as excinfo:
        BOARDGAME.plan(boardgame, PLAN)
    assert excinfo.value.rule_ids == ("MIS-6",)
    (finding,) = excinfo.value.verdict.violations
    assert finding.message == Message.of("mission_system_not_playable", system=boardgame.name)
    assert "X-COM Board Game cannot be played in this version" in str(excinfo.value)


def test_the_board_game_has_no_mission_state_and_no_wargame_phases() -> None:
    """No state, no setup, no commands: nothing of the wargame's turn structure."""
    with pytest.raises(RulesError, match="boardgame system has no mission state"):
        BOARDGAME.initial_state(squad_setup())
    with pytest.raises(RulesError):
        BOARDGAME.position(WARGAME.initial_state(squad_setup()))
    with pytest.raises(RulesError):
        BOARDGAME.setup_to_json(squad_setup())
    with pytest.raises(RulesError):
        BOARDGAME.setup_from_json(WARGAME.setup_to_json(squad_setup()))
    with pytest.raises(RulesError, match="unknown mission event type"):
        BOARDGAME.apply(None, "phase_advanced", {})
    assert BOARDGAME.options == {}
