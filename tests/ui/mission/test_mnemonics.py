"""The Missions page's keyboard: on every action page no two visible controls share an Alt
mnemonic (Alt+C must reach Commit, not a check box; Alt+N the next phase, not the note)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.mission.helpers import MissionBackend, start_mission
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

_MNEMONIC = re.compile(r"&([^&\s])")


def _mnemonics(root: QWidget) -> dict[str, list[str]]:
    """Each mnemonic letter of the visible buttons and buddied labels, with their texts."""
    found: dict[str, list[str]] = {}
    widgets: list[QWidget] = [*root.findChildren(QAbstractButton), *root.findChildren(QLabel)]
    for widget in widgets:
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        text = widget.text() if isinstance(widget, QAbstractButton | QLabel) else ""
        match = _MNEMONIC.search(text.replace("&&", ""))
        if match:
            found.setdefault(match.group(1).casefold(), []).append(text)
    return found


def test_no_two_controls_of_an_action_page_share_a_mnemonic(
    qtbot: QtBot, make_view: Callable[[], MissionsView], mission_backend: MissionBackend
) -> None:
    start_mission(mission_backend)
    view = make_view()
    view.show()
    qtbot.waitExposed(view)
    for index in range(view.panel.action_combo.count()):
        key = str(view.panel.action_combo.itemData(index))
        view.panel.set_action(key)
        clashes = {k: texts for k, texts in _mnemonics(view).items() if len(texts) > 1}
        assert clashes == {}, (key, clashes)
