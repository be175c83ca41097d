"""Opening a campaign again (a language switch, a change of the GM's name, Reload) shows its
Roster and builds no other page until it is shown: the page shown before is not rebuilt only
to be hidden (building the Missions page replays its missions: the walk's stall watch saw the
language switch hold the GUI thread for it)."""

from __future__ import annotations

import pytest

from xcom_manager.ui.common.lazy_page import LazyPage
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.mission.view import MissionsView

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def _built(page: LazyPage) -> bool:
    return page.view is not None


@pytest.mark.parametrize("page", [Page.MISSIONS, Page.INVENTORY, Page.AUDIT])
def test_a_campaign_opened_again_builds_only_its_roster(
    demo_window: MainWindow, page: Page
) -> None:
    window = demo_window
    assert window.campaign is not None
    lazy = {
        Page.MISSIONS: window.missions_page,
        Page.INVENTORY: window.inventory_page,
        Page.AUDIT: window.audit_page,
    }[page]
    window.set_page(page)
    assert _built(lazy)
    window.open_campaign(window.campaign.id)  # as Settings does for a new language
    assert window.current_page() is Page.ROSTER
    assert not _built(lazy), "the hidden page was built again"
    window.set_page(page)  # shown: built then
    assert _built(lazy)
    if page is Page.MISSIONS:
        assert isinstance(lazy.view, MissionsView) and lazy.view.current_view is not None
