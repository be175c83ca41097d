"""Fixtures of the Missions page tests: a campaign file with soldiers, and the page over it.

Add fixtures here; do not remove others' (several test modules share this file).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.conftest import RosterBackend
from tests.ui.mission.helpers import MissionBackend
from xcom_manager.services.missions.service import MissionService
from xcom_manager.ui.mission.view import MissionsView


@pytest.fixture
def mission_backend(roster_backend: RosterBackend) -> MissionBackend:
    """The campaign of ``roster_backend`` with three infantry soldiers (Initiative 3)."""
    rng = random.Random(5)
    ids = []
    for name in ("Petrova", "Okafor", "Lindqvist"):
        draft = roster_backend.roster.new_recruit_draft(
            roster_backend.campaign_id, soldier_class="infantry", rng=rng
        )
        draft = type(draft)(
            name=name,
            nationality=draft.nationality,
            rank=draft.rank,
            soldier_class=draft.soldier_class,
            unit_type=draft.unit_type,
            stats=draft.stats,
            wounds=draft.wounds,
            status=draft.status,
        )
        ids.append(roster_backend.roster.recruit(roster_backend.campaign_id, draft).row.id)
    missions = MissionService(roster_backend.db, roster_backend.campaigns)
    return MissionBackend(roster_backend, missions, ids)


@pytest.fixture
def make_view(
    qtbot: QtBot, mission_backend: MissionBackend
) -> Iterator[Callable[[], MissionsView]]:
    hosts: list[QWidget] = []  # qtbot keeps only weak references

    def make() -> MissionsView:
        stack = QUndoStack()
        host = QWidget()  # stands in for the main window: owns the stack and its actions
        hosts.append(host)
        base = mission_backend.base
        view = MissionsView(
            mission_backend.missions, base.roster, base.campaigns, base.campaign_id, stack, host
        )
        stack.setParent(host)
        undo = stack.createUndoAction(host)
        undo.setShortcut(QKeySequence(QKeySequence.StandardKey.Undo))
        redo = stack.createRedoAction(host)
        redo.setShortcut(QKeySequence("Ctrl+Shift+Z"))
        host.addAction(undo)
        host.addAction(redo)
        view.errors = []  # type: ignore[attr-defined]
        view._show_error = view.errors.append  # type: ignore[attr-defined, method-assign]
        qtbot.addWidget(host)
        host.resize(1400, 860)
        view.resize(1400, 860)
        host.show()
        qtbot.waitExposed(host)
        host.activateWindow()
        return view

    yield make


@pytest.fixture
def armed_backend(mission_backend: MissionBackend) -> MissionBackend:
    """``mission_backend`` with Petrova (its first soldier) armed: a laser rifle (Rapid Fire,
    24", S4 AP5) in a large-size slot and a stun rod (melee, her own Strength) in a small-size
    one, where each is usable (W-HAND-3)."""
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.inventory.service import InventoryService
    from xcom_manager.store.models import Item

    base = mission_backend.base
    inventory = InventoryService(base.db, base.campaigns)
    petrova = mission_backend.soldier_ids[0]
    for item_type, slot in (("laser_rifle", "large"), ("stun_rod", "small")):
        with base.db.session() as session:
            row = Item(campaign_id=base.campaign_id, item_type=item_type)
            session.add(row)
            session.flush()
            assert row.id is not None
            item_id = row.id
        inventory.move_item(item_id, Destination.soldier(petrova, slot, 0), actor="GM")
    return mission_backend
