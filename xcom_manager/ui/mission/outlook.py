"""What the action panel shows before the GM commits: the exact odds of the command's
outcomes, the dice it needs, or the rule that refuses it (all asked of the services)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xcom_manager.rules.mission.system import Outcome
from xcom_manager.services.errors import UserError
from xcom_manager.services.mission_dto import MissionView
from xcom_manager.ui.common.texts import finding_line

if TYPE_CHECKING:
    from xcom_manager.services.missions.service import MissionService

__all__ = ["command_outlook"]


def command_outlook(
    missions: MissionService, view: MissionView | None, command: object | None
) -> tuple[tuple[Outcome, ...], int, str | None]:
    """``(odds, dice needed, refusal)`` of ``command`` on the mission ``view`` shows: no dice
    needed means either that no die decides it or that the rules refuse it (then the first
    finding, rather than the odds of a roll that will not happen)."""
    if view is None or view.finished or command is None:
        return (), 0, None
    try:
        needed = missions.dice_needed(view.info.id, command)
        if needed:
            return tuple(missions.odds(view.info.id, command)), needed, None
        verdict = missions.check(view.info.id, command)
    except (UserError, ValueError):
        # A command the form cannot describe yet: the commit will say why.
        return (), 0, None
    return (), 0, finding_line(verdict.violations[0]) if verdict.violations else None
