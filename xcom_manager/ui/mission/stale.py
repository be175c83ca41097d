"""The Missions page after another GM moved the mission on.

A step, an undo or a debrief carries the log the page showed (``expected_seq``, the view's
last event): another GM's step, or debrief, in between refuses it. The refusal says who
recorded what and when (:mod:`xcom_manager.services.core.stale`) and offers Reload
(:class:`~xcom_manager.ui.common.reload_offer.ReloadOffer`), which reads the missions and the
shown mission again; Cancel leaves the page as it was, the refusal in the action panel (a step)
or in a message (a debrief, an undo).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from xcom_manager.services.core.errors import UserError
from xcom_manager.ui.common.reload_offer import ReloadOffer, show_refusal

if TYPE_CHECKING:
    from xcom_manager.ui.mission.view import MissionsView

__all__ = ["MissionRefusals"]


class MissionRefusals(QObject):
    """The page's answers to a refused step, undo or debrief."""

    def __init__(self, view: MissionsView) -> None:
        super().__init__(view)
        self.setObjectName("missionRefusals")
        self._view = view

    def seen_seq(self, mission_id: int) -> int | None:
        """The last event of mission ``mission_id`` as the page shows it (``None``: another
        mission is shown, nothing to compare with)."""
        shown = self._view.current_view
        return shown.seq if shown is not None and shown.info.id == mission_id else None

    def step(self, error: UserError) -> None:
        """A step refused as stale: Reload, or the refusal stays in the action panel."""
        show_refusal(error, self._view, self._view.refresh, self._in_panel)

    def debrief(self, error: UserError) -> None:
        """A refused debrief: a stale one offers Reload; any other is shown as an error."""
        show_refusal(error, self._view, self._view.refresh, self._view._report_error)

    def undo(self, text: str) -> None:
        """An undo or redo refused as stale (``text``: "Cannot undo …: who, what, when")."""
        if ReloadOffer(text, self._view).ask():
            self._view.refresh()

    def _in_panel(self, text: str) -> None:
        self._view.panel.show_refusal(self.tr("The mission has changed"), text.splitlines())
