"""Helpers of the Missions page tests: the backend of a campaign file, and what a GM does by
hand (start a mission, click, focus the window, fill a jump)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from xcom_manager.services.missions.dto import MissionView as MissionSnapshot
from xcom_manager.services.missions.service import MissionService
from xcom_manager.ui.mission.texts import line_text
from xcom_manager.ui.mission.view import MissionsView
from xcom_manager.ui.mission.wargame.forms import WargameForms

__all__ = [
    "MissionBackend",
    "activate",
    "click",
    "declare_jump",
    "forms",
    "log_texts",
    "start_armed_mission",
    "start_mission",
]


@dataclass
class MissionBackend:
    base: RosterBackend
    missions: MissionService
    soldier_ids: list[int]


def start_mission(backend: MissionBackend, environment: str = "ground") -> MissionSnapshot:
    return backend.missions.start_mission(
        backend.base.campaign_id,
        name="Operation Nightfall",
        options={"environment": environment},
        soldier_ids=backend.soldier_ids[:2],
        aliens=["sectoid", "sectoid"],
    )


def activate(qtbot: QtBot, view: MissionsView, focus: QWidget | None = None) -> QWidget:
    """Shortcuts need an active window (a closed dialog may have taken the activation)."""
    view.window().activateWindow()
    qtbot.waitUntil(lambda: view.window().isActiveWindow())
    target = focus or view.character_table
    target.setFocus()
    qtbot.waitUntil(target.hasFocus)
    return target


def click(qtbot: QtBot, widget: QWidget) -> None:
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def log_texts(view: MissionsView) -> list[str]:
    return [line_text(row.messages) for row in view.log_model.rows()]


def forms(view: MissionsView) -> WargameForms:
    assert isinstance(view.panel.forms, WargameForms)
    return view.panel.forms


def declare_jump(
    qtbot: QtBot, view: MissionsView, *, horizontal: float, vertical: float = 0.0
) -> None:
    view.panel.set_action("move")
    wargame = forms(view)
    wargame.move_kind_combo.setCurrentIndex(wargame.move_kind_combo.findData("jump"))
    wargame.horizontal_spin.setValue(horizontal)
    wargame.vertical_spin.setValue(vertical)


def start_armed_mission(backend: MissionBackend, environment: str = "ground") -> MissionSnapshot:
    """Petrova and Okafor against a Sectoid and a Sectopod (a walker: a vehicle, R-22)."""
    return backend.missions.start_mission(
        backend.base.campaign_id,
        name="Operation Longbow",
        options={"environment": environment},
        soldier_ids=backend.soldier_ids[:2],
        aliens=["sectoid", "sectopod"],
    )
