"""The Inventory page's "Show:" filter and "Return all to the armoury…", used like a GM: the
filter chosen from the keyboard (Alt+W, then the arrow keys) and remembered in the settings, the
button clicked, the question answered, Ctrl+Z pressed. Rule IDs checked here: ARM-5, ARM-6.

The page's question is answered by the test (``KitReturnDesk._confirm`` replaced), so no modal
dialog is ever left open.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence, QUndoStack
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.helpers.documents import soldier_entry
from xcom_manager.services.audit.reasons import reason_text
from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.roster.dto import StatusFacts
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.inventory.lists import SHOW_SOLDIERS_KEY
from xcom_manager.ui.inventory.models import ShowSoldiers
from xcom_manager.ui.inventory.view import InventoryView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

ACTOR = "GM Tester"
CTRL = Qt.KeyboardModifier.ControlModifier
ALT = Qt.KeyboardModifier.AltModifier


@dataclass
class Campaign:
    db: Database
    campaigns: CampaignService
    roster: RosterService
    inventory: InventoryService
    campaign_id: int

    def soldier_id(self, first: str) -> int:
        for soldier in self.roster.list_soldiers(self.campaign_id):
            if soldier.name.startswith(first):
                return soldier.id
        raise LookupError(first)

    def mark(self, first: str, status: str) -> None:
        soldier = self.roster.get_soldier(self.soldier_id(first))
        self.roster.set_status(soldier.id, status, soldier.version, StatusFacts(cause="test"))

    def carried(self, first: str) -> list[tuple[str, str, int]]:
        kit = self.inventory.soldier_kit(self.soldier_id(first))
        return sorted(
            (held.item.item_type, slot.key, held.item.slot_index or 0)
            for slot in kit.slots
            for held in slot.items
        )

    def audit_rows(self) -> list[AuditRow]:
        audit = self.inventory.audit
        flt = AuditFilter(self.campaign_id)
        return audit.page(flt, 0, audit.count(flt) + 10)


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[Campaign]:
    """Anna (active), Chen Kozłowski (three items, marked dead on the roster), Boris (wounded)
    and Dmitri (retired, carrying nothing)."""
    db = Database.open(f"sqlite:///{tmp_path}/kit.db")
    campaigns = CampaignService(db)
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": "Kit", "ruleset_id": "wargame", "notes": ""},
        "soldiers": [
            soldier_entry("Anna Berg", [("laser_rifle", "large", 0)]),
            soldier_entry(
                "Chen Kozłowski",
                [
                    ("laser_rifle", "large", 1),
                    ("plasma_clip", "small", 2, 12),
                    ("medkit", "backpack", 0, 3),
                ],
            ),
            soldier_entry("Boris Lind", [("laser_pistol", "small", 0)]),
            soldier_entry("Dmitri Volkov"),
        ],
    }
    campaign_id = campaigns.import_campaign(document).id
    found = Campaign(
        db, campaigns, RosterService(db, campaigns), InventoryService(db, campaigns), campaign_id
    )
    found.mark("Chen", "dead")
    found.mark("Boris", "wounded")
    found.mark("Dmitri", "retired")
    yield found
    db.close()


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


MakeView = Callable[[], tuple[InventoryView, list[str], list[str]]]


@pytest.fixture
def make_view(qtbot: QtBot, campaign: Campaign, settings: QSettings) -> MakeView:
    """``make_view()`` -> (view, errors shown, questions asked: each answered yes)."""

    def make() -> tuple[InventoryView, list[str], list[str]]:
        stack = QUndoStack()
        view = InventoryView(
            campaign.inventory,
            campaign.campaigns,
            campaign.roster,
            campaign.campaign_id,
            stack,
            ACTOR,
            settings=settings,
        )
        stack.setParent(view)
        qtbot.addWidget(view)
        errors: list[str] = []
        questions: list[str] = []
        view._show_error = errors.append  # type: ignore[method-assign,assignment]
        view._open_dialog = lambda dialog: False  # type: ignore[method-assign]

        def confirm(title: str, question: str) -> bool:
            questions.append(question)
            return True

        view.kit_desk._confirm = confirm  # type: ignore[method-assign]
        undo = stack.createUndoAction(view)
        undo.setShortcut(QKeySequence("Ctrl+Z"))
        undo.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        view.addAction(undo)
        view.resize(1200, 700)
        view.show()
        qtbot.waitExposed(view)
        view.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=2000)
        return view, errors, questions

    return make


def _listed(view: InventoryView) -> list[str]:
    proxy = view.picker.proxy
    return [proxy.index(row, 0).data() for row in range(proxy.rowCount())]


def _choose_show(qtbot: QtBot, view: InventoryView, choice: ShowSoldiers) -> None:
    """Alt+W (the "Show:" label's mnemonic) focuses the filter; the arrow keys choose."""
    view.picker.list.setFocus()
    qtbot.keyClick(view.picker.list, Qt.Key.Key_W, ALT)
    combo = view.picker.show_combo
    qtbot.waitUntil(combo.hasFocus, timeout=2000)
    while combo.currentData() is not choice:
        key = Qt.Key.Key_Down if combo.currentIndex() < combo.findData(choice) else Qt.Key.Key_Up
        qtbot.keyClick(combo, key)


def _click_return_all(qtbot: QtBot, view: InventoryView) -> None:
    button = view.toolbar.widgetForAction(view.kit_desk.return_all_action)
    assert isinstance(button, QAbstractButton)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_the_filter_lists_active_wounded_or_all_with_their_status(
    qtbot: QtBot, make_view: MakeView, campaign: Campaign
) -> None:
    view, errors, _ = make_view()
    assert view.picker.showing is ShowSoldiers.ACTIVE  # the default
    assert _listed(view) == ["Anna Berg"]
    _choose_show(qtbot, view, ShowSoldiers.WOUNDED)
    assert _listed(view) == ["Boris Lind — Wounded"]
    assert view.current_soldier_id == campaign.soldier_id("Boris")  # his kit is on show
    assert view.cell("small", 0) is not None and view.cell("small", 0).item_id is not None  # type: ignore[union-attr]
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    assert _listed(view) == [
        "Anna Berg",
        "Chen Kozłowski — Dead",
        "Boris Lind — Wounded",
        "Dmitri Volkov — Retired",
    ]
    proxy = view.picker.proxy
    dead = proxy.index(1, 0).data(Qt.ItemDataRole.ForegroundRole)
    retired = proxy.index(3, 0).data(Qt.ItemDataRole.ForegroundRole)
    assert dead.color() == retired.color()  # both greyed
    assert proxy.index(0, 0).data(Qt.ItemDataRole.ForegroundRole) is None
    # The hand-over list still offers only soldiers who can be equipped (Boris is on show).
    handover = view.handover.proxy
    assert [handover.index(r, 0).data() for r in range(handover.rowCount())] == ["Anna Berg"]
    assert errors == []


def test_the_filter_is_remembered_in_the_settings(
    qtbot: QtBot, make_view: MakeView, settings: QSettings
) -> None:
    view, _, _ = make_view()
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    assert settings.value(SHOW_SOLDIERS_KEY) == "all"
    view.close()
    again, _, _ = make_view()
    assert again.picker.showing is ShowSoldiers.ALL
    assert len(_listed(again)) == 4


def test_return_all_is_not_offered_for_the_active_or_wounded_arm_5(
    qtbot: QtBot, make_view: MakeView, campaign: Campaign
) -> None:
    view, _, _ = make_view()
    action = view.kit_desk.return_all_action
    assert view.current_soldier_id == campaign.soldier_id("Anna")
    assert not action.isEnabled()
    assert "ARM-5" in action.toolTip() and "active duty" in action.toolTip()
    _choose_show(qtbot, view, ShowSoldiers.WOUNDED)
    assert not action.isEnabled()
    assert "Boris Lind is wounded" in action.toolTip()
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    assert view.select_soldier(campaign.soldier_id("Dmitri"))
    assert not action.isEnabled()
    assert "carries nothing" in action.toolTip()


def test_return_all_of_a_dead_soldier_asks_moves_audits_and_ctrl_z_puts_it_back(
    qtbot: QtBot, make_view: MakeView, campaign: Campaign
) -> None:
    """Issue 11's "done when": Kozłowski, marked dead, has his kit listed under All and
    returned in one step; one Ctrl+Z puts every item back where it was."""
    view, errors, questions = make_view()
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    chen = campaign.soldier_id("Chen")
    view.picker.list.setFocus()
    qtbot.keyClick(view.picker.list, Qt.Key.Key_Home)  # Anna
    qtbot.keyClick(view.picker.list, Qt.Key.Key_Down)  # Chen Kozłowski
    assert view.current_soldier_id == chen
    assert "Dead" in view.kit_panel.heading.text()
    kit_before = campaign.carried("Chen")
    assert len(kit_before) == 3
    action = view.kit_desk.return_all_action
    assert action.isEnabled() and "3 items" in action.toolTip()
    rows_before = len(campaign.audit_rows())
    reported: list[object] = []
    view.changed.connect(reported.append)

    _click_return_all(qtbot, view)

    assert errors == []
    assert len(questions) == 1 and "3 items of Chen Kozłowski" in questions[0]
    assert campaign.carried("Chen") == []
    assert view.message_label.text() == "Returned 3 items of Chen Kozłowski to the armoury"
    assert all(cell.item_id is None for cell in view.kit_panel.cells)  # the view follows
    assert view.armoury.model.item_count == 3
    rows = campaign.audit_rows()[rows_before:]
    assert len(rows) == 3
    assert {reason_text(r.reason) for r in rows} == {
        "Kit of Chen Kozłowski returned to the armoury: dead"
    }
    assert not action.isEnabled()  # nothing left to return
    assert view.undo_stack.undoText() == "Return 3 items of Chen Kozłowski to the armoury"
    assert AuditService(campaign.db).verify(campaign.campaign_id).ok

    view.picker.list.setFocus()
    qtbot.keyClick(QApplication.focusWidget() or view, Qt.Key.Key_Z, CTRL)

    assert errors == []
    assert campaign.carried("Chen") == kit_before  # positions included
    assert len(campaign.audit_rows()) == rows_before + 6
    assert view.armoury.model.item_count == 0
    assert action.isEnabled()
    assert AuditService(campaign.db).verify(campaign.campaign_id).ok
    undo_rows = [r.seq for r in campaign.audit_rows()[rows_before + 3 :]]
    assert view.message_label.text() == (  # no longer "Returned 3 items …"
        "Undone: Return 3 items of Chen Kozłowski to the armoury "
        f"(audit #{min(undo_rows)}–#{max(undo_rows)})."
    )
    view.undo_stack.redo()
    assert campaign.carried("Chen") == []
    assert view.message_label.text().startswith("Redone: Return 3 items of Chen Kozłowski")
    assert len(reported) == 3  # the return, its undo and its redo each told the other pages


def test_the_kit_of_a_deployed_soldier_is_refused_naming_the_mission_arm_6(
    qtbot: QtBot, make_view: MakeView, campaign: Campaign
) -> None:
    """ARM-6: the tooltip and a forced attempt (Ctrl+Shift+Del) both name the mission."""
    from sqlalchemy import update
    from sqlmodel import col

    from xcom_manager.store.models import Soldier

    anna = campaign.soldier_id("Anna")
    MissionService(campaign.db, campaign.campaigns).start_mission(
        campaign.campaign_id,
        name="Night drop",
        options={"environment": "ground"},
        soldier_ids=[anna],
        aliens=["sectoid"],
    )
    with campaign.db.session() as session:  # changed by another path while she is away
        session.execute(update(Soldier).where(col(Soldier.id) == anna).values(status="mia"))
    view, errors, questions = make_view()
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    assert view.select_soldier(anna)
    action = view.kit_desk.return_all_action
    assert not action.isEnabled()
    assert "ARM-6" in action.toolTip() and "Night drop" in action.toolTip()
    view.kit_desk.return_all()  # as a shortcut would, were the action enabled
    assert questions == []
    assert errors and "ARM-6" in errors[0] and "Night drop" in errors[0]
    assert campaign.carried("Anna") == [("laser_rifle", "large", 0)]


_MNEMONIC = re.compile(r"&([^&\s])")


def test_the_page_mnemonics_do_not_clash(make_view: MakeView) -> None:
    view, _, _ = make_view()
    texts = [action.text() for action in view.toolbar.actions()]
    for widget in view.findChildren(QLabel):
        if widget.buddy() is not None and widget.isVisibleTo(view):
            texts.append(widget.text())
    texts.append(view.force_button.text())
    letters = [m.group(1).casefold() for t in texts if (m := _MNEMONIC.search(t)) is not None]
    assert len(letters) == len(set(letters)), texts
    assert "Sho&w:" in texts and "Return all &to the armoury…" in texts
    assert view.kit_desk.return_all_action.shortcut().toString() == "Ctrl+Shift+Del"


def test_a_kit_another_gm_changed_meanwhile_names_them_and_reload_shows_it(
    qtbot: QtBot, make_view: MakeView, campaign: Campaign
) -> None:
    """Issue 12, item 3: while Boris confirms the return, Anna (her own app on the same file)
    takes the clip from Chen Kozłowski to the armoury; Boris's return is refused, the box says
    who moved what, where and when and offers Reload; nothing else is returned."""
    from tests.helpers.reload_offer import click_reload_when_offered
    from xcom_manager.services.inventory.dto import Destination

    view, errors, _questions = make_view()
    _choose_show(qtbot, view, ShowSoldiers.ALL)
    chen = campaign.soldier_id("Chen")
    view.select_soldier(chen)
    clip = next(
        held.item.id
        for slot in campaign.inventory.soldier_kit(chen).slots
        for held in slot.items
        if held.item.item_type == "plasma_clip"
    )

    def anna_moves_meanwhile(_title: str, _question: str) -> bool:
        with Database.open(campaign.db.url) as anna_db:
            anna = InventoryService(anna_db, CampaignService(anna_db))
            anna.move_item(clip, Destination.armoury(), actor="anna")
        return True

    view.kit_desk._confirm = anna_moves_meanwhile  # type: ignore[method-assign]
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    _click_return_all(qtbot, view)
    assert len(offered) == 1
    assert offered[0].startswith("The kit of Chen Kozłowski was changed by anna at ")
    assert "(Plasma clip: Chen Kozłowski (small) → armoury)" in offered[0]
    assert len(campaign.carried("Chen")) == 2  # nothing else returned
    assert view.armoury.model.item_count == 1  # reloaded: the clip is in the armoury
    assert errors == [] and view.undo_stack.count() == 0
