"""The board game as a rule system of the mission engine.

Its rules core (the Mission Map, Hero and Overmind phases, two different actions per activation,
Line of Sight, combat dice, Overwatch, Blips: B-PHASE, B-ACT, M-CX) is not written yet, so it
refuses to plan a mission, naming the app rule MIS-6, and never falls back on the wargame's
phases. Its campaigns keep their roster, armoury and audit log as any other.
"""

from __future__ import annotations

from typing import ClassVar

from xcom_manager.rules.mission.system import RuleSystem

__all__ = ["BoardGame"]


class BoardGame(RuleSystem):
    """The X-COM board game (RULES.md ``B-``); missions not playable yet (MIS-6)."""

    name: ClassVar[str] = "boardgame"
