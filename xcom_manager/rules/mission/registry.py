"""Finds a rule system by the ruleset's ``system`` name (python-chess's ``find_variant``)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from xcom_manager.rules.boardgame.system import BoardGame
from xcom_manager.rules.errors import RulesError, shown
from xcom_manager.rules.mission.system import RuleSystem
from xcom_manager.rules.wargame.system import Wargame

__all__ = ["DEFAULT_SYSTEM", "SYSTEMS", "find_system", "stored_system", "system_name"]

#: Every registered rule system, by name.
SYSTEMS: Mapping[str, RuleSystem] = MappingProxyType(
    {system.name: system for system in (Wargame(), BoardGame())}
)

#: The system of a mission stored before missions recorded theirs (every one of them was
#: played with this system); the one place that default is declared.
DEFAULT_SYSTEM = Wargame.name


def system_name(stored: str | None) -> str:
    """The name of a stored mission's system: its own, else :data:`DEFAULT_SYSTEM`."""
    return stored or DEFAULT_SYSTEM


def stored_system(stored: str | None) -> RuleSystem:
    """The rule system of a stored mission (:func:`system_name`, then :func:`find_system`)."""
    return find_system(system_name(stored))


def find_system(name: str) -> RuleSystem:
    """The rule system called ``name`` (a ruleset's ``system``); a
    :class:`~xcom_manager.rules.errors.RulesError` if none is."""
    system = SYSTEMS.get(name) if isinstance(name, str) else None
    if system is None:
        known = ", ".join(sorted(SYSTEMS))
        raise RulesError(f"no rule system {shown(name)}; known: {known}")
    return system
