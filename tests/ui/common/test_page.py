"""CampaignPage: a page reloads from the changes that touch it, and only once it is shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QUndoStack
from PySide6.QtWidgets import QLabel, QTabWidget
from pytestqt.qtbot import QtBot

from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.ui.common.page import CampaignPage

pytestmark = pytest.mark.gui

CAMPAIGN = 4


class _RosterPage(CampaignPage):
    watches = frozenset({Change.roster})

    def __init__(self, undo_stack: QUndoStack) -> None:
        super().__init__(CAMPAIGN, undo_stack)
        self.refreshes = 0

    def refresh(self) -> None:
        self.refreshes += 1


@pytest.fixture
def tabs(qtbot: QtBot) -> QTabWidget:
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    tabs.addTab(QLabel("another page"), "Other")
    tabs.addTab(_RosterPage(QUndoStack(tabs)), "Roster")
    tabs.resize(500, 300)
    tabs.show()
    qtbot.waitExposed(tabs)
    return tabs


def _page(tabs: QTabWidget) -> _RosterPage:
    page = tabs.widget(1)
    assert isinstance(page, _RosterPage)
    return page


def _click_tab(qtbot: QtBot, tabs: QTabWidget, index: int) -> None:
    bar = tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(index).center())
    assert tabs.currentIndex() == index


def test_a_hidden_page_reloads_when_it_is_shown_once_for_many_changes(
    qtbot: QtBot, tabs: QTabWidget
) -> None:
    page = _page(tabs)
    assert not page.isVisible()
    page.apply_changes(Changes.of(Change.roster, campaign_id=CAMPAIGN))
    page.apply_changes(Changes.of(Change.roster, Change.audit, campaign_id=CAMPAIGN))
    assert page.refreshes == 0
    _click_tab(qtbot, tabs, 1)
    assert page.refreshes == 1
    _click_tab(qtbot, tabs, 0)
    _click_tab(qtbot, tabs, 1)
    assert page.refreshes == 1  # nothing changed meanwhile


def test_a_shown_page_reloads_at_once(qtbot: QtBot, tabs: QTabWidget) -> None:
    _click_tab(qtbot, tabs, 1)
    page = _page(tabs)
    page.apply_changes(Changes.of(Change.roster))  # any campaign
    assert page.refreshes == 1


@pytest.mark.parametrize(
    "changes",
    [
        Changes.of(Change.audit, Change.inventory, campaign_id=CAMPAIGN),  # not watched
        Changes.of(Change.roster, campaign_id=CAMPAIGN + 1),  # another campaign
        Changes(),  # nothing
    ],
)
def test_changes_that_do_not_touch_the_page_are_ignored(
    qtbot: QtBot, tabs: QTabWidget, changes: Changes
) -> None:
    page = _page(tabs)
    page.apply_changes(changes)
    _click_tab(qtbot, tabs, 1)
    page.apply_changes(changes)
    assert page.refreshes == 0


def test_report_emits_only_real_changes(qtbot: QtBot, tabs: QTabWidget) -> None:
    page = _page(tabs)
    seen: list[object] = []
    page.changed.connect(seen.append)
    page.report(Changes())
    changes = Changes.of(Change.roster, campaign_id=CAMPAIGN)
    with qtbot.waitSignal(page.changed):
        page.report(changes)
    assert seen == [changes]
