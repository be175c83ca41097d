"""Two GMs moving one item from their windows: the page's move passes the
version it showed, so a move of an item another GM moved since is refused with who moved it
where and when, and Reload shows where it is now."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from tests.helpers.reload_offer import click_reload_when_offered
from tests.ui.inventory.test_view import (  # noqa: F401
    DemoInventory,
    MakeView,
    cell_of,
    demo,
    drag_and_drop,
    make_view,
)
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.store.db import Database
from xcom_manager.ui.inventory.items import item_mime

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]


def test_a_stale_move_says_who_moved_it_and_reload_shows_where(
    qtbot: QtBot,
    make_view: MakeView,  # noqa: F811
    demo: DemoInventory,  # noqa: F811
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    grenade = demo.carried(sarah, "small", 1)
    assert grenade is not None and cell_of(view, "small", 1).item_id == grenade
    item_name = demo.inventory.item(grenade).name
    with Database.open(demo.db.url) as anna_db:  # Anna's app moves it meanwhile
        anna = InventoryService(anna_db, CampaignService(anna_db))
        anna.move_item(grenade, Destination.soldier(sarah, "small", 3), actor="anna")
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    armoury = view.armoury.list.viewport()
    drag_and_drop(armoury, item_mime(demo.campaign_id, grenade), QPoint(20, 20))
    assert len(offered) == 1
    assert f"{item_name} was moved by anna at " in offered[0]
    assert "Sarah Taylor (small) → Sarah Taylor (small)" in offered[0]
    item = demo.inventory.item(grenade)
    assert (item.location, item.slot_index) == ("soldier", 3)  # Boris's move was not made
    assert cell_of(view, "small", 3).item_id == grenade  # the page shows where it is now
    assert cell_of(view, "small", 1).item_id is None
    assert errors == [] and view.undo_stack.count() == 0
