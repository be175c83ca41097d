"""Finds a rule system by the ruleset's ``system`` name (python-chess's ``find_variant``)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.boardgame.system import BoardGame
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.wargame.system import Wargame

__all__ = ["SYSTEMS", "find_system"]

#: Every registered rule system, by name.
SYSTEMS: Mapping[str, RuleSystem] = MappingProxyType(
    {system.name: system for system in (Wargame(), BoardGame())}
)


def find_system(name: str) -> RuleSystem:
    """The rule system called ``name`` (a ruleset's ``system``); a
    :class:`~xcom_manager.rules.errors.RulesError` if none is."""
    system = SYSTEMS.get(name) if isinstance(name, str) else None
    if system is None:
        known = ", ".join(sorted(SYSTEMS))
        raise RulesError(f"no rule system {shown(name)}; known: {known}")
    return system
