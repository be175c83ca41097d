"""Retire and Mark dead follow the selected soldier (ROS-2): greyed, with the reason in the
tooltip, for a soldier they cannot apply to."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction

from xcom_manager.rules.roster import MEMORIAL_STATUSES, retire_refusal
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.texts import finding_text
from xcom_manager.ui.roster.texts import status_label

__all__ = ["StatusActions"]


class StatusActions(QObject):
    """The Roster's Retire and Mark dead actions, enabled and explained for one soldier."""

    def __init__(self, retire: QAction, mark_dead: QAction, parent: QObject) -> None:
        super().__init__(parent)
        self._retire = retire
        self._mark_dead = mark_dead

    def update(self, soldier: SoldierRow | None) -> None:
        """Enable and word both actions for ``soldier`` (``None``: nobody selected)."""
        refusal = None if soldier is None else retire_refusal(soldier.name, soldier.status)
        self._retire.setEnabled(
            soldier is not None and soldier.status != "retired" and refusal is None
        )
        if refusal is not None:  # ROS-2: say why it is greyed
            self._retire.setToolTip(f"{refusal.rule_id}: {finding_text(refusal)}")
        elif soldier is not None and soldier.status == "retired":
            self._retire.setToolTip(
                self.tr("{soldier} is retired already").format(soldier=soldier.name)
            )
        else:
            self._retire.setToolTip(self.tr("Retire the selected soldier from service"))
        in_memorial = soldier is not None and soldier.status in MEMORIAL_STATUSES
        self._mark_dead.setEnabled(soldier is not None and not in_memorial)
        self._mark_dead.setToolTip(
            self.tr("{soldier} is in the Memorial already ({status})").format(
                soldier=soldier.name, status=status_label(soldier.status).lower()
            )
            if soldier is not None and in_memorial
            else self.tr("Mark the selected soldier killed in action (kept in the Memorial)")
        )
