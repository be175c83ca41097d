"""The Inventory page on the demo campaign, in a real SQLite file.

Drag and drop cannot run natively offscreen, so the tests deliver the drag events Qt would send:
``QDragEnterEvent``, ``QDragMoveEvent`` and ``QDropEvent`` carrying the view's own ``QMimeData``,
through ``QApplication.sendEvent`` to the target widget. Rule IDs checked here: INV-1, INV-2,
W-HAND-3 (R-4). The campaign's wargame ruleset makes the heavy plasma person-sized (size 2), so
that INV-2 has an item to refuse: R-4 lets every other item ride in any slot.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QWidget
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tests.helpers.demo import create_demo
from tests.helpers.rulesets import RULESETS_DIR, wargame_with_sizes
from xcom_manager.rules.verdict import RULE_TEXTS
from xcom_manager.services.audit.reasons import reason_text
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow, Destination
from xcom_manager.services.inventory.service import InventoryService
from xcom_manager.services.roster.service import RosterService
from xcom_manager.store.db import Database
from xcom_manager.ui.inventory.dialogs import MoveToDialog, OverrideDialog
from xcom_manager.ui.inventory.items import item_id_from_mime, item_mime
from xcom_manager.ui.inventory.models import (
    ArmouryFilterProxy,
    ArmouryModel,
    SoldierFilterProxy,
    SoldierPickerModel,
)
from xcom_manager.ui.inventory.slots import SlotCell
from xcom_manager.ui.inventory.view import InventoryView

pytestmark = [
    pytest.mark.gui,
    pytest.mark.qt_log_ignore("does not support propagateSizeHints"),
]

ACTOR = "GM Tester"

MakeView = Callable[[], tuple[InventoryView, list[str]]]


@dataclass
class DemoInventory:
    db: Database
    campaigns: CampaignService
    roster: RosterService
    inventory: InventoryService
    campaign_id: int

    def soldier_id(self, name: str) -> int:
        for soldier in self.roster.list_soldiers(self.campaign_id):
            if soldier.name == name:
                return soldier.id
        raise LookupError(name)

    def armoury_item(self, item_type: str) -> int:
        for row in self.inventory.armoury(self.campaign_id):
            if row.item_type == item_type:
                return row.id
        raise LookupError(item_type)

    def carried(self, soldier_id: int, slot: str, index: int) -> int | None:
        kit = self.inventory.soldier_kit(soldier_id)
        for kit_slot in kit.slots:
            if kit_slot.key == slot:
                held = kit_slot.at(index)
                return held.item.id if held is not None else None
        return None

    def audit_rows(self) -> list[AuditRow]:
        audit = self.inventory.audit
        flt = AuditFilter(self.campaign_id)
        return audit.page(flt, 0, audit.count(flt) + 10)


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[DemoInventory]:
    db = Database.open(f"sqlite:///{tmp_path}/demo.db")
    rules = wargame_with_sizes(tmp_path / "rules", heavy_plasma=2)  # INV-2: fits no slot
    campaigns = CampaignService(db, ruleset_dirs=(rules, RULESETS_DIR))
    roster = RosterService(db, campaigns)
    inventory = InventoryService(db, campaigns)
    info = create_demo(campaigns)
    yield DemoInventory(db, campaigns, roster, inventory, info.id)
    db.close()


@pytest.fixture
def make_view(qtbot: QtBot, demo: DemoInventory) -> MakeView:
    """``make_view()`` -> (view, errors shown); dialogs and menus never block."""

    def make() -> tuple[InventoryView, list[str]]:
        stack = QUndoStack()
        view = InventoryView(
            demo.inventory, demo.campaigns, demo.roster, demo.campaign_id, stack, ACTOR
        )
        stack.setParent(view)
        qtbot.addWidget(view)
        errors: list[str] = []
        view._show_error = errors.append  # type: ignore[method-assign,assignment]
        view._open_dialog = lambda dialog: False  # type: ignore[method-assign]
        view._exec_menu = lambda menu, pos: None  # type: ignore[method-assign,assignment]
        view.resize(1200, 700)
        view.show()
        qtbot.waitExposed(view)
        return view, errors

    return make


def drag_and_drop(target: QWidget, mime: QMimeData, pos: QPoint) -> tuple[bool, bool, bool]:
    """Deliver enter, move and drop to ``target``; returns whether each was accepted."""
    action = Qt.DropAction.MoveAction
    button = Qt.MouseButton.LeftButton
    none = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos, action, mime, button, none)
    QApplication.sendEvent(target, enter)
    move = QDragMoveEvent(pos, action, mime, button, none)
    QApplication.sendEvent(target, move)
    drop = QDropEvent(QPointF(pos), action, mime, button, none)
    QApplication.sendEvent(target, drop)
    return enter.isAccepted(), move.isAccepted(), drop.isAccepted()


def hover(target: QWidget, mime: QMimeData, pos: QPoint) -> None:
    action = Qt.DropAction.MoveAction
    QApplication.sendEvent(
        target,
        QDragEnterEvent(
            pos, action, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        ),
    )


def cell_of(view: InventoryView, slot: str, index: int) -> SlotCell:
    cell = view.cell(slot, index)
    assert cell is not None, f"no cell {slot} {index}"
    return cell


# -- drawing ------------------------------------------------------------------------------


def test_slots_are_drawn_as_slots_with_empty_cells(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, _ = make_view()
    sarah = demo.soldier_id("Sarah Taylor")  # infantry: 2 large, 4 small, 1 backpack
    assert view.select_soldier(sarah)
    groups = view.kit_panel.groups
    assert list(groups) == ["large", "small", "backpack"]
    assert [c.index for c in view.kit_panel.cells if c.slot_key == "small"] == [0, 1, 2, 3]
    assert len([c for c in view.kit_panel.cells if c.slot_key == "large"]) == 2
    gun = cell_of(view, "large", 0)
    assert gun.name_label.text() == "Machine gun"
    assert not gun.icon_label.pixmap().isNull()
    empty = cell_of(view, "small", 3)
    assert empty.item_id is None
    assert empty.isVisible()
    assert "empty" in empty.toolTip()
    # The walker has no small-size slots at all: none are drawn.
    assert view.select_soldier(demo.soldier_id("Robert Jones"))
    assert list(view.kit_panel.groups) == ["large"]
    # Only active soldiers are offered; the armoury shows counts.
    names = {s.name for s in view.soldier_model.rows()}
    assert "Jun Chen" not in names and "Leon Braun" not in names  # wounded, retired
    texts = [view.armoury.proxy.index(r, 0).data() for r in range(view.armoury.proxy.rowCount())]
    assert any("×4" in text for text in texts)


def test_soldier_search_and_armoury_filter(make_view: MakeView) -> None:
    view, _ = make_view()
    view.picker.search.setText("olga")
    assert view.picker.proxy.rowCount() == 1
    view.armoury.search.setText("laser")
    shown = {
        view.armoury.proxy.group_at(r).item_type  # type: ignore[union-attr]
        for r in range(view.armoury.proxy.rowCount())
    }
    assert shown == {"laser_pistol", "laser_rifle", "heavy_laser"}
    view.armoury.search.clear()
    view.armoury.kind_combo.setCurrentIndex(view.armoury.kind_combo.findData("medkit"))
    kinds = {
        view.armoury.proxy.group_at(r).kind  # type: ignore[union-attr]
        for r in range(view.armoury.proxy.rowCount())
    }
    assert kinds == {"medkit"}


def test_carried_unusable_item_is_marked(make_view: MakeView, demo: DemoInventory) -> None:
    robert = demo.soldier_id("Robert Jones")  # a walker: large slots only
    cannon = demo.carried(robert, "large", 1)
    assert cannon is not None
    demo.inventory.move_item(cannon, Destination.armoury(), actor=ACTOR)
    pistol = demo.armoury_item("laser_pistol")
    result = demo.inventory.move_item(pistol, Destination.soldier(robert, "large", 1), actor=ACTOR)
    assert result.verdict.status == "allowed_with_warnings"
    view, _ = make_view()
    view.select_soldier(robert)
    cell = cell_of(view, "large", 1)
    assert cell.item_id == pistol
    assert cell.unusable
    assert cell.name_label.font().strikeOut()
    assert "W-HAND-3" in cell.toolTip()
    assert "unusable" in cell.toolTip()
    assert not cell_of(view, "large", 0).unusable


# -- drag and drop --------------------------------------------------------------------------


def test_drag_from_armoury_onto_a_slot_moves_and_audits(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    before = len(demo.audit_rows())
    medkit_row = next(
        r
        for r in range(view.armoury.model.rowCount())
        if view.armoury.model.row_at(r).item_type == "medkit"  # type: ignore[union-attr]
    )
    # The very QMimeData the armoury list would drag.
    mime = view.armoury.model.mimeData([view.armoury.model.index(medkit_row, 0)])
    medkit = item_id_from_mime(mime, demo.campaign_id)
    assert medkit is not None
    target = cell_of(view, "small", 2)
    hover(target, mime, QPoint(10, 10))
    assert target.hover_state == "allowed"
    accepted = drag_and_drop(target, mime, QPoint(10, 10))
    assert accepted == (True, True, True)
    assert errors == []
    assert demo.carried(sarah, "small", 2) == medkit
    assert cell_of(view, "small", 2).item_id == medkit
    rows = demo.audit_rows()
    assert len(rows) == before + 1
    assert rows[-1].item_id == medkit and rows[-1].verdict == "allowed"
    assert rows[-1].actor == ACTOR and rows[-1].to_soldier_id == sarah
    assert view.undo_stack.count() == 1
    assert view.undo_stack.text(0) == "Issue Medi-kit to Sarah Taylor"


def test_drag_between_slots_and_back_to_the_armoury(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    grenade = demo.carried(sarah, "small", 1)
    assert grenade is not None
    drag_and_drop(cell_of(view, "small", 3), item_mime(demo.campaign_id, grenade), QPoint(5, 5))
    assert demo.carried(sarah, "small", 3) == grenade
    assert demo.carried(sarah, "small", 1) is None
    armoury = view.armoury.list.viewport()
    drag_and_drop(armoury, item_mime(demo.campaign_id, grenade), QPoint(20, 20))
    assert demo.inventory.item(grenade).location == "armoury"
    assert errors == []
    assert view.undo_stack.count() == 2


def test_drop_onto_a_soldier_in_the_hand_over_list(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah, marek = demo.soldier_id("Sarah Taylor"), demo.soldier_id("Marek Kozłowski")
    view.select_soldier(sarah)
    grenade = demo.carried(sarah, "small", 1)
    assert grenade is not None
    row = view.handover.proxy.row_of(marek)
    assert row is not None
    assert view.handover.proxy.row_of(sarah) is None  # not handing to oneself
    rect = view.handover.list.visualRect(view.handover.proxy.index(row, 0))
    drag_and_drop(
        view.handover.list.viewport(), item_mime(demo.campaign_id, grenade), rect.center()
    )
    assert errors == []
    item = demo.inventory.item(grenade)
    assert item.soldier_id == marek and item.slot == "small"
    assert demo.audit_rows()[-1].from_soldier_id == sarah


def test_refused_drop_explains_itself_at_the_drop_point(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    cannon = demo.armoury_item("heavy_plasma")  # person-sized: fits no personal slot
    before = len(demo.audit_rows())
    target = cell_of(view, "small", 3)
    mime = item_mime(demo.campaign_id, cannon)
    hover(target, mime, QPoint(10, 10))
    assert target.hover_state == "refused"  # shown while dragging
    assert "INV-2" in view.message_label.text()
    drag_and_drop(target, mime, QPoint(10, 10))
    banner = view.refusal_banner
    assert banner.isVisible()
    assert "INV-2: Heavy plasma is of size 2: it fits no personal slot." in banner.text
    assert RULE_TEXTS["INV-2"] in banner.text
    # Anchored at the drop point: the banner's corner is near the target cell.
    corner = banner.mapTo(view, QPoint(0, 0))
    drop_point = target.mapTo(view, QPoint(10, 10))
    assert abs(corner.x() - drop_point.x()) < 400 and abs(corner.y() - drop_point.y()) < 120
    assert demo.inventory.item(cannon).location == "armoury"
    assert len(demo.audit_rows()) == before
    assert view.undo_stack.count() == 0
    assert errors == []
    banner.close_button.click()
    assert not banner.isVisible()
    assert view.pending_refusal is None


def test_r_4_a_rifle_dropped_on_a_small_slot_is_carried_unusable(
    make_view: MakeView, demo: DemoInventory
) -> None:
    """W-HAND-3 / R-4: a laser rifle may ride in a small-size slot: the drop is allowed, the
    audit row and the cell say "carried, unusable"."""
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    rifle = demo.armoury_item("laser_rifle")
    target = cell_of(view, "small", 3)
    mime = item_mime(demo.campaign_id, rifle)
    hover(target, mime, QPoint(10, 10))
    assert target.hover_state != "refused"
    drag_and_drop(target, mime, QPoint(10, 10))
    assert errors == [] and not view.refusal_banner.isVisible()
    assert demo.carried(sarah, "small", 3) == rifle
    last = demo.audit_rows()[-1]
    assert (last.verdict, last.rule_ids) == ("allowed_with_warnings", ("W-HAND-3", "R-4"))
    cell = cell_of(view, "small", 3)
    assert cell.unusable and "W-HAND-3" in cell.toolTip()


def test_refused_drop_onto_a_taken_position_names_inv_1(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, _ = make_view()
    view.select_soldier(demo.soldier_id("Sarah Taylor"))
    medkit = demo.armoury_item("medkit")
    drag_and_drop(cell_of(view, "small", 0), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    assert view.refusal_banner.isVisible()
    assert "INV-1" in view.refusal_banner.text


def test_gm_override_asks_a_reason_and_records_it(make_view: MakeView, demo: DemoInventory) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    cannon = demo.armoury_item("heavy_plasma")
    drag_and_drop(cell_of(view, "small", 3), item_mime(demo.campaign_id, cannon), QPoint(5, 5))
    assert view.refusal_banner.isVisible()

    seen: list[OverrideDialog] = []

    def fill_reason(dialog: QDialog) -> bool:
        assert isinstance(dialog, OverrideDialog)
        seen.append(dialog)
        assert "INV-2" in dialog.findings_label.text()
        assert not dialog.ok_button.isEnabled()  # a reason is required
        dialog.reason_edit.setPlainText("   ")
        assert not dialog.ok_button.isEnabled()
        dialog.reason_edit.setPlainText("Holstered for the briefing")
        assert dialog.ok_button.isEnabled()
        return True

    view._open_dialog = fill_reason  # type: ignore[method-assign]
    view.force_button.click()
    assert seen
    assert errors == []
    assert not view.refusal_banner.isVisible()
    assert demo.carried(sarah, "small", 3) == cannon
    last = demo.audit_rows()[-1]
    assert last.verdict == "overridden"
    assert "Holstered for the briefing" in last.reason
    assert "INV-2" in last.rule_ids
    assert "override" in view.message_label.text()


def test_override_cancelled_moves_nothing(make_view: MakeView, demo: DemoInventory) -> None:
    view, _ = make_view()
    view.select_soldier(demo.soldier_id("Sarah Taylor"))
    cannon = demo.armoury_item("heavy_plasma")
    drag_and_drop(cell_of(view, "small", 3), item_mime(demo.campaign_id, cannon), QPoint(5, 5))
    view.force_button.click()  # _open_dialog returns False: cancelled
    assert demo.inventory.item(cannon).location == "armoury"
    assert view.undo_stack.count() == 0


# -- keyboard and menu ----------------------------------------------------------------------


def test_keyboard_move_to_another_soldier_then_delete_returns_it(
    make_view: MakeView, qtbot: QtBot, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah, marek = demo.soldier_id("Sarah Taylor"), demo.soldier_id("Marek Kozłowski")
    view.select_soldier(sarah)
    pistol = demo.carried(sarah, "small", 0)
    assert pistol is not None

    def choose(dialog: QDialog) -> bool:
        assert isinstance(dialog, MoveToDialog)
        assert dialog.select_target(marek)
        assert dialog.select_slot("small", 3)
        assert "Allowed" in dialog.verdict_label.text()
        return True

    view._open_dialog = choose  # type: ignore[method-assign]
    cell = cell_of(view, "small", 0)
    cell.setFocus()
    qtbot.keyClick(cell, Qt.Key.Key_Return)
    assert errors == []
    item = demo.inventory.item(pistol)
    assert (item.soldier_id, item.slot, item.slot_index) == (marek, "small", 3)

    gun = demo.carried(sarah, "large", 0)
    assert gun is not None
    gun_cell = cell_of(view, "large", 0)
    gun_cell.setFocus()
    qtbot.keyClick(gun_cell, Qt.Key.Key_Delete)
    assert demo.inventory.item(gun).location == "armoury"
    assert view.undo_stack.count() == 2


def test_keyboard_from_the_armoury_and_the_menu(
    make_view: MakeView, qtbot: QtBot, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    view.armoury.search.setText("Medi-kit")
    view.armoury.kind_combo.setCurrentIndex(view.armoury.kind_combo.findData("medkit"))
    index = view.armoury.proxy.index(0, 0)
    view.armoury.list.setCurrentIndex(index)
    group = view.armoury.proxy.group_at(0)
    assert group is not None and group.item_type == "medkit"

    def choose(dialog: QDialog) -> bool:
        assert isinstance(dialog, MoveToDialog)
        assert dialog.target_combo.findData(None) < 0  # already in the armoury
        assert dialog.select_target(sarah)
        assert dialog.select_slot(None, None)  # first free slot
        return True

    view._open_dialog = choose  # type: ignore[method-assign]
    view.armoury.list.setFocus()
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Return)
    assert errors == []
    moved = demo.inventory.item(group.item_ids[0])
    assert moved.soldier_id == sarah and moved.slot == "small"

    # The context menu offers the same actions; trigger "Return to armoury" from it.
    menus: list[QMenu] = []
    view._exec_menu = lambda menu, pos: menus.append(menu)  # type: ignore[method-assign,assignment]
    cell = view.kit_panel.cell_of_item(moved.id)
    assert cell is not None
    view.item_context_menu(moved.id, cell, QPoint(0, 0))
    actions = {a.text(): a for a in menus[0].actions()}
    assert "&Move to…" in actions
    assert actions["&Return to armoury"].shortcut() == QKeySequence(Qt.Key.Key_Delete)
    actions["&Return to armoury"].trigger()
    assert demo.inventory.item(moved.id).location == "armoury"


def test_move_to_dialog_shows_a_refusal_and_the_override_path(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, _ = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    cannon = demo.armoury_item("heavy_plasma")

    def choose(dialog: QDialog) -> bool:
        if isinstance(dialog, MoveToDialog):
            dialog.select_target(sarah)
            dialog.select_slot("small", 2)
            assert "INV-2" in dialog.verdict_label.text()
            return True
        assert isinstance(dialog, OverrideDialog)
        dialog.reason_edit.setPlainText("Keyboard override")
        return True

    view._open_dialog = choose  # type: ignore[method-assign]
    view.move_item_to(cannon, view.armoury.list.viewport())
    assert view.refusal_banner.isVisible() and "INV-2" in view.refusal_banner.text
    view.force_pending()
    assert demo.carried(sarah, "small", 2) == cannon
    assert reason_text(demo.audit_rows()[-1].reason).endswith("Keyboard override")


# -- undo -------------------------------------------------------------------------------------


def test_ctrl_z_undoes_a_move_with_a_new_audited_move(
    make_view: MakeView, qtbot: QtBot, demo: DemoInventory
) -> None:
    view, errors = make_view()
    reported: list[object] = []
    view.changed.connect(reported.append)
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = demo.armoury_item("medkit")
    drag_and_drop(cell_of(view, "small", 2), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    assert demo.carried(sarah, "small", 2) == medkit
    moved_seq = demo.audit_rows()[-1].seq

    undo = view.undo_stack.createUndoAction(view)
    undo.setShortcut(QKeySequence("Ctrl+Z"))
    undo.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    view.addAction(undo)
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=2000)
    cell_of(view, "small", 2).setFocus()
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )

    assert errors == []
    assert demo.inventory.item(medkit).location == "armoury"
    rows = demo.audit_rows()
    assert rows[-1].seq == moved_seq + 1  # the log never loses a row
    assert reason_text(rows[-1].reason).startswith(f"Undo of #{moved_seq}")
    assert cell_of(view, "small", 2).item_id is None  # the view follows

    view.undo_stack.redo()
    assert demo.carried(sarah, "small", 2) == medkit
    assert len(demo.audit_rows()) == len(rows) + 1
    view.undo_stack.undo()
    assert demo.inventory.item(medkit).location == "armoury"
    # The move, its undo, redo and undo again each told the other pages what changed.
    moved = Changes.of(Change.inventory, Change.audit, campaign_id=demo.campaign_id)
    assert reported == [moved] * 4


def test_a_roster_change_reloads_the_soldiers(make_view: MakeView, demo: DemoInventory) -> None:
    """A soldier retired on the Roster page leaves the picker once the window hands the
    inventory the roster's Changes; an inventory change alone reloads the armoury."""
    view, _errors = make_view()
    # Robert Jones, not Sarah Taylor: she is on the mission in progress, which refuses (ROS-1).
    robert = demo.soldier_id("Robert Jones")
    assert view.soldier_model.row_of(robert) is not None
    row = demo.roster.get_soldier(robert)
    saved = demo.roster.set_status(robert, "retired", expected_version=row.version)
    view.apply_changes(Changes.of(Change.audit, campaign_id=demo.campaign_id))  # not watched
    assert view.soldier_model.row_of(robert) is not None
    view.apply_changes(saved.changes)
    assert view.soldier_model.row_of(robert) is None
    assert view.handover.proxy.row_of(robert) is None

    medkit = demo.armoury_item("medkit")
    before = view.armoury.model.item_count
    moved = demo.inventory.move_item(
        medkit, Destination.soldier(demo.soldier_id("Marek Kozłowski"), "small"), actor=ACTOR
    )
    view.apply_changes(moved.changes)
    assert view.armoury.model.item_count == before - 1


def test_undo_of_an_override_and_redo_keeps_the_reason(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    cannon = demo.armoury_item("heavy_plasma")
    drag_and_drop(cell_of(view, "small", 3), item_mime(demo.campaign_id, cannon), QPoint(5, 5))

    def fill(dialog: QDialog) -> bool:
        assert isinstance(dialog, OverrideDialog)
        dialog.reason_edit.setPlainText("Just this once")
        return True

    view._open_dialog = fill  # type: ignore[method-assign]
    view.force_pending()
    view.undo_stack.undo()
    assert demo.inventory.item(cannon).location == "armoury"
    view.undo_stack.redo()
    assert errors == []
    assert demo.carried(sarah, "small", 3) == cannon
    last = demo.audit_rows()[-1]
    assert last.verdict == "overridden" and "Just this once" in last.reason


def test_undo_after_the_item_moved_elsewhere_is_refused(
    make_view: MakeView, demo: DemoInventory
) -> None:
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = demo.armoury_item("medkit")
    drag_and_drop(cell_of(view, "small", 2), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    demo.inventory.move_item(medkit, Destination.armoury(), actor="Other GM")  # behind our back
    view.undo_stack.undo()
    assert errors and errors[0].startswith("Cannot undo “Issue Medi-kit to Sarah Taylor”: ")
    assert "Medi-kit was moved by Other GM at " in errors[0]  # who, where and when
    assert view.undo_stack.count() == 0  # the obsolete command is dropped


# -- models -----------------------------------------------------------------------------------


def test_item_models_pass_the_model_tester(qtmodeltester: ModelTester, demo: DemoInventory) -> None:
    soldiers = SoldierPickerModel()
    soldiers.set_rows(demo.roster.list_soldiers(demo.campaign_id))
    qtmodeltester.check(soldiers)
    proxy = SoldierFilterProxy()
    proxy.setSourceModel(soldiers)
    proxy.set_search_text("an")
    qtmodeltester.check(proxy)
    armoury = ArmouryModel(demo.campaign_id)
    armoury.set_items(demo.inventory.armoury(demo.campaign_id))
    qtmodeltester.check(armoury)
    filtered = ArmouryFilterProxy()
    filtered.setSourceModel(armoury)
    filtered.set_kind("weapon")
    qtmodeltester.check(filtered)
    assert armoury.item_count == len(demo.inventory.armoury(demo.campaign_id))


def test_commands_outlive_the_view(qtbot: QtBot, demo: DemoInventory) -> None:
    """The main window owns the stack; undo after the view is gone still moves the item back."""
    stack = QUndoStack()
    view = InventoryView(
        demo.inventory, demo.campaigns, demo.roster, demo.campaign_id, stack, ACTOR
    )
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = demo.armoury_item("medkit")
    view.drop_item(medkit, Destination.soldier(sarah, "small", 2), view, QPoint(0, 0))
    assert demo.carried(sarah, "small", 2) == medkit
    view.deleteLater()
    QApplication.sendPostedEvents(view, QEvent.Type.DeferredDelete)
    stack.undo()
    assert demo.inventory.item(medkit).location == "armoury"
    assert demo.audit_rows()[-1].actor == ACTOR


def test_the_status_line_follows_an_undo_and_a_redo(
    make_view: MakeView, qtbot: QtBot, demo: DemoInventory
) -> None:
    """Issue 14 item 6: after Ctrl+Z the status line no longer describes the undone move."""
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = demo.armoury_item("medkit")
    drag_and_drop(cell_of(view, "small", 2), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    moved_seq = demo.audit_rows()[-1].seq
    assert f"(audit #{moved_seq})" in view.message_label.text()
    assert not view.message_label.text().startswith("Undone")

    undo = view.undo_stack.createUndoAction(view)
    undo.setShortcut(QKeySequence("Ctrl+Z"))
    undo.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    view.addAction(undo)
    view.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is view, timeout=2000)
    cell_of(view, "small", 2).setFocus()
    qtbot.keyClick(
        QApplication.focusWidget() or view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
    )
    assert errors == []
    undo_seq = demo.audit_rows()[-1].seq
    assert undo_seq == moved_seq + 1
    assert view.message_label.text().startswith("Undone: ")
    assert f"(audit #{undo_seq})" in view.message_label.text()

    view.undo_stack.redo()
    assert view.message_label.text().startswith("Redone: ")
    assert f"(audit #{undo_seq + 1})" in view.message_label.text()


def test_undos_and_redos_of_two_moves_of_one_item_all_go_through(
    make_view: MakeView, demo: DemoInventory
) -> None:
    """Each undo or redo leaves the item at a new version: the stack's earlier command of the
    same item expects that one, not the version its own move left (it was refused as "moved
    by" the GM who had just undone the later move)."""
    view, errors = make_view()
    sarah = demo.soldier_id("Sarah Taylor")
    view.select_soldier(sarah)
    medkit = demo.armoury_item("medkit")
    first, second = [n for n in range(8) if demo.carried(sarah, "small", n) is None][:2]
    drag_and_drop(cell_of(view, "small", first), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    drag_and_drop(cell_of(view, "small", second), item_mime(demo.campaign_id, medkit), QPoint(5, 5))
    assert demo.carried(sarah, "small", second) == medkit
    view.undo_stack.undo()
    assert demo.carried(sarah, "small", first) == medkit
    view.undo_stack.undo()
    assert errors == []
    assert demo.inventory.item(medkit).location == "armoury"
    view.undo_stack.redo()
    assert demo.carried(sarah, "small", first) == medkit
    view.undo_stack.redo()
    assert demo.carried(sarah, "small", second) == medkit
    assert errors == []
    assert view.undo_stack.count() == 2 and view.undo_stack.index() == 2  # none dropped
