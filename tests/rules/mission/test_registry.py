"""The registry of rule systems (python-chess's ``find_variant``): a ruleset's ``system`` names
the rule system its missions are played by."""

from __future__ import annotations

import pytest

from xcom_manager.rules.boardgame.system import BoardGame
from xcom_manager.rules.mission.registry import SYSTEMS, find_system
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.wargame.system import Wargame


def test_every_system_is_registered_under_its_name() -> None:
    assert sorted(SYSTEMS) == ["boardgame", "wargame"]
    for name, system in SYSTEMS.items():
        assert isinstance(system, RuleSystem)
        assert system.name == name
        assert find_system(name) is system
    assert isinstance(find_system("wargame"), Wargame)
    assert isinstance(find_system("boardgame"), BoardGame)


def test_the_registry_is_read_only() -> None:
    with pytest.raises(TypeError):
        SYSTEMS["chess"] = Wargame()  # type: ignore[index]


def test_an_unknown_system_is_a_value_error_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="no rule system 'chess'; known: boardgame, wargame"):
        find_system("chess")


def test_the_bundled_rulesets_name_registered_systems(wargame: Ruleset, boardgame: Ruleset) -> None:
    assert find_system(wargame.system).playable
    assert find_system(boardgame.system).playable
    assert find_system(wargame.system).options == {"environment": ("ground", "underwater")}
    assert find_system(boardgame.system).options == {}
