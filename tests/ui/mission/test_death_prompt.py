"""Issue 14 item 6: ending a phase that kills someone asks first, naming who, why and the rule
(R-8 bleed-out here); Cancel changes nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, activate, log_texts, start_mission
from xcom_manager.rules.mission.commands import AdvancePhase
from xcom_manager.rules.wargame.commands import Wound
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_ending_the_phase_that_bleeds_petrova_out_asks_first(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    missions = mission_backend.missions
    mission = start_mission(mission_backend)
    petrova = next(c for c in mission.characters if c.name == "Petrova")
    missions.execute(mission.info.id, Wound(petrova.id, 99))
    # Nobody dies yet at the first phases; play on until the next phase would kill her.
    advances = 0
    while not missions.doomed_on_advance(mission.info.id):
        missions.execute(mission.info.id, AdvancePhase())
        advances += 1
        assert advances < 40, "R-8's timer never ran out"
    assert advances > 0
    doomed = missions.doomed_on_advance(mission.info.id)
    assert [(d.name, d.cause, d.rule_ids) for d in doomed] == [("Petrova", "bled_out", ("R-8",))]

    view = make_view()
    questions: list[tuple[str, str]] = []
    answers = [False, True]

    def confirm(title: str, question: str) -> bool:
        questions.append((title, question))
        return answers.pop(0)

    view._confirm = confirm  # type: ignore[method-assign]
    before = log_texts(view)
    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert len(questions) == 1
    assert "Petrova" in questions[0][1] and "R-8" in questions[0][1]
    assert "bleeds out" in questions[0][1]
    assert log_texts(view) == before  # Cancel: nothing happened
    assert missions.doomed_on_advance(mission.info.id) == doomed

    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert len(questions) == 2
    assert len(log_texts(view)) > len(before)
    assert missions.doomed_on_advance(mission.info.id) == ()
    dead = next(c for c in missions.view(mission.info.id).characters if c.name == "Petrova")
    assert dead.status == "dead"


def test_an_ordinary_phase_end_asks_nothing(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    asked: list[str] = []
    view._confirm = lambda _t, q: asked.append(q) or True  # type: ignore[method-assign]
    before = len(log_texts(view))
    focus = activate(qtbot, view)
    qtbot.keyClick(focus, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    assert asked == [] and len(log_texts(view)) == before + 1
