"""The questions the roster asks before an edit a GM may not mean: a name another soldier of
the campaign has, and a soldier brought back from the Memorial (ROS-2: the dead and the missing
stay there; the GM may still correct a mistake, or find a missing soldier alive).

Each returns the question's text, or ``None`` when there is nothing to ask; the roster page
asks them.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from xcom_manager.rules.roster import MEMORIAL_STATUSES
from xcom_manager.services.core.errors import UserError
from xcom_manager.services.roster.dto import SoldierDraft, SoldierRow
from xcom_manager.services.roster.service import RosterService
from xcom_manager.ui.roster.commands import soldier_title
from xcom_manager.ui.roster.texts import status_label

__all__ = ["RosterQuestions"]


class RosterQuestions(QObject):
    """The roster page's questions about the campaign ``campaign_id`` of ``roster``."""

    def __init__(self, roster: RosterService, campaign_id: int, parent: QObject) -> None:
        super().__init__(parent)
        self._roster = roster
        self._campaign_id = campaign_id

    def namesake(self, draft: SoldierDraft, soldier_id: int | None) -> str | None:
        """A name another soldier of the campaign has (case and accents aside)."""
        try:
            namesakes = self._roster.namesakes(self._campaign_id, draft.name, exclude_id=soldier_id)
        except UserError:
            return None  # the save itself will say what is wrong
        if not namesakes:
            return None
        who = "; ".join(
            self.tr("{soldier} ({status})").format(
                soldier=soldier_title(other), status=status_label(other.status)
            )
            for other in namesakes[:5]
        )
        return self.tr(
            "“{name}” is the name of %n other soldier(s) of this campaign: {who}. "
            "Save it all the same?",
            "",
            len(namesakes),
        ).format(name=draft.name.strip(), who=who)

    def from_memorial(self, before: SoldierRow, draft: SoldierDraft) -> str | None:
        """A dead or missing soldier given a status of the living (ROS-2)."""
        if before.status not in MEMORIAL_STATUSES or draft.status in MEMORIAL_STATUSES:
            return None
        return self.tr(
            "{soldier} is in the Memorial ({status}): the dead and the missing stay there "
            "(ROS-2). Bring them back to the roster as {new} all the same, to correct a "
            "mistake or because they were found?"
        ).format(
            soldier=soldier_title(before),
            status=status_label(before.status).lower(),
            new=status_label(draft.status).lower(),
        )
