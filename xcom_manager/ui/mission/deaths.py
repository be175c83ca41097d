"""The question asked before a phase ends that kills someone: who dies, why, and
the rule that says so (R-8 bleed-out; W-WATER-4 / R-9 aqualung grace), all asked of the
service. Cancel changes nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from xcom_manager.services.core.errors import UserError
from xcom_manager.services.missions.dto import MissionView

if TYPE_CHECKING:
    from xcom_manager.rules.mission.system import Doom
    from xcom_manager.services.missions.service import MissionService

__all__ = ["DeathQuestion", "death_question"]


class DeathQuestion(QObject):
    """The words of the question (a QObject for its translations)."""

    def cause(self, doom: Doom) -> str:
        if doom.cause == "bled_out":
            return self.tr("bleeds out")
        if doom.cause == "suffocated":
            return self.tr("suffocates (aqualung tank not replaced)")
        return doom.cause

    def ask(self, dooms: tuple[Doom, ...]) -> tuple[str, str]:
        """``(title, question)`` naming each character who dies, why and the rules."""
        lines = [
            self.tr("{name} {cause} ({rules}).").format(
                name=d.name, cause=self.cause(d), rules=", ".join(d.rule_ids)
            )
            for d in dooms
        ]
        question = self.tr("Ending this phase kills %n character(s):", "", len(dooms))
        end = self.tr("End the phase anyway?")
        return self.tr("Deaths at the turn's start"), "\n".join([question, *lines, "", end])


def death_question(missions: MissionService, view: MissionView | None) -> tuple[str, str] | None:
    """The question to ask before ending the phase of ``view``'s mission, ``None`` when nobody
    dies (or the service cannot tell: the step itself then says why)."""
    if view is None or view.finished:
        return None
    try:
        dooms = missions.doomed_on_advance(view.info.id)
    except UserError:
        return None
    return DeathQuestion().ask(dooms) if dooms else None
