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


def test_a_mission_stored_without_its_system_is_the_default_systems() -> None:
    from xcom_manager.rules.mission.registry import DEFAULT_SYSTEM, stored_system, system_name

    assert DEFAULT_SYSTEM == "wargame"
    assert system_name(None) == system_name("") == DEFAULT_SYSTEM
    assert system_name("boardgame") == "boardgame"
    assert stored_system(None) is find_system(DEFAULT_SYSTEM)
    assert isinstance(stored_system("boardgame"), BoardGame)


def test_the_default_system_is_declared_in_one_place() -> None:
    """No module but the registry falls back to a system by name for a stored mission."""
    from pathlib import Path

    import xcom_manager

    package = Path(xcom_manager.__file__).parent
    found = [
        f"{path.relative_to(package)}:{number}"
        for path in sorted(package.rglob("*.py"))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if "system or " in line and '"' in line.split("system or ", 1)[1][:2]
    ]
    assert found == []
