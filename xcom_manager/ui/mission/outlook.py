"""What the action panel shows before the GM commits: the exact odds of the command's
outcomes, the dice it needs, or the rule that refuses it (all asked of the services)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from xcom_manager.rules.mission.system import Outcome
from xcom_manager.rules.verdict import Verdict
from xcom_manager.rules.wargame.commands import HandOver
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.dto import MissionView
from xcom_manager.ui.common.texts import finding_line

if TYPE_CHECKING:
    from xcom_manager.services.missions.service import MissionService

__all__ = ["command_outlook"]


def command_outlook(
    missions: MissionService, view: MissionView | None, command: object | None
) -> tuple[tuple[Outcome, ...], int, str | None, Verdict | None]:
    """``(odds, dice needed, refusal, verdict)`` of ``command`` on the mission ``view`` shows:
    no dice needed means either that no die decides it or that the rules refuse it (then the
    first finding, rather than the odds of a roll that will not happen). ``verdict`` is the
    rules' check of a command no die decides when it is allowed (its warnings, if any): a
    handoff shows it live as the GM picks the item, receiver and slot, like the Inventory's
    Move dialog (the same check, W-HAND-1..4, R-1..R-4)."""
    if view is None or view.finished or command is None:
        return (), 0, None, None
    try:
        needed = missions.dice_needed(view.info.id, command)
        if needed:
            return tuple(missions.odds(view.info.id, command)), needed, None, None
        verdict = missions.check(view.info.id, command)
    except (UserError, ValueError):
        # A command the form cannot describe yet: the commit will say why.
        return (), 0, None, None
    if verdict.violations:
        return (), 0, finding_line(verdict.violations[0]), None
    shown = verdict.warnings or isinstance(command, HandOver)
    return (), 0, None, verdict if shown else None
