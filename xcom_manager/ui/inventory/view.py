"""The Inventory page: a soldier's slots, the armoury beside them, and checked item movements.

Left, the soldier picker (searchable; "Show:" active, wounded or all soldiers, remembered). In
the middle, the chosen soldier's slots drawn as slots (a group per slot kind with one cell per
position) and below them a small "hand over to" list of the other soldiers. Right, the armoury:
one row per item type with its count, filtered by name and kind.

Items move by drag and drop (between cells, onto a soldier of the hand-over list, onto the
armoury), or from the keyboard and the menus: Enter or "Move to…" on a selected item opens a
destination picker, Delete returns it to the armoury. "Add to armoury…" (Ins) and "Remove from
armoury…" (Shift+Del) stock it (:mod:`.stocking`); "Return all to the armoury…" empties a gone
soldier's kit at once (:mod:`.kit_return`). Every move goes through ``InventoryService.move_item``,
which checks it against the rules and records it in the audit log; a refused move says why where
it was attempted (rule ID and text) and offers the GM override, which asks for a reason. Each
move is a ``QUndoCommand`` on the shared stack; its undo is a new audited move back, said on the
status line. Every move, undo and redo reports its ``Changes`` (``changed``), so that the audit
log shows it; the page reloads when the roster changes (``apply_changes``).
The widget decides nothing itself: verdicts, kits and the armoury come from the services.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import (
    QCoreApplication,
    QMimeData,
    QPoint,
    QSettings,
    Qt,
)
from PySide6.QtGui import QAction, QKeyEvent, QKeySequence, QUndoStack
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QLabel,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSplitter,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from xcom_manager.rules.verdict import Verdict
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import StaleEditError, UserError
from xcom_manager.services.inventory.dto import Destination, KitView, MoveResult
from xcom_manager.services.inventory.service import HandoffRefused
from xcom_manager.services.roster.dto import SoldierRow
from xcom_manager.ui.common.banner import Banner
from xcom_manager.ui.common.page import CampaignPage
from xcom_manager.ui.common.reload_offer import ReloadOffer
from xcom_manager.ui.common.texts import error_text, verdict_lines
from xcom_manager.ui.inventory.commands import InventoryContext, MoveItemCommand
from xcom_manager.ui.inventory.dialogs import MoveToDialog, OverrideDialog
from xcom_manager.ui.inventory.items import item_id_from_mime
from xcom_manager.ui.inventory.kit_return import KitReturnDesk
from xcom_manager.ui.inventory.lists import ArmouryPanel, HandoverList, SoldierPicker
from xcom_manager.ui.inventory.models import SoldierPickerModel
from xcom_manager.ui.inventory.shown import ShownVersions, already_there
from xcom_manager.ui.inventory.slots import KitPanel, SlotCell
from xcom_manager.ui.inventory.stocking import ArmouryStocking
from xcom_manager.ui.inventory.texts import hover_hint, move_text, moved_message, refusal_title

if TYPE_CHECKING:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.inventory.service import InventoryService
    from xcom_manager.services.roster.service import RosterService

__all__ = ["InventoryView"]

# Soldiers who can be equipped (the picker and the hand-over list).
EQUIPPABLE_STATUSES = frozenset({"active"})


class _Pending:
    """A refused move waiting for the GM's decision (the banner's "Force…")."""

    __slots__ = ("destination", "item_id", "item_name", "verdict")

    def __init__(self, item_id: int, item_name: str, destination: Destination, verdict: Verdict):
        self.item_id = item_id
        self.item_name = item_name
        self.destination = destination
        self.verdict = verdict


class InventoryView(CampaignPage):
    """The inventory of one campaign's soldiers and its armoury."""

    watches = frozenset({Change.inventory, Change.roster})

    def __init__(
        self,
        inventory: InventoryService,
        campaigns: CampaignService,
        roster: RosterService,
        campaign_id: int,
        undo_stack: QUndoStack,
        actor: str,
        parent: QWidget | None = None,
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(campaign_id, undo_stack, parent)
        self.setObjectName("inventoryView")
        self._inventory = inventory
        self._roster = roster
        self._actor = actor
        self._shown = ShownVersions()
        self._soldier_names: dict[int, str] = {}
        ruleset = campaigns.reading_ruleset(campaign_id)  # a stand-in when read-only
        self._slot_labels = {definition.key: definition.label for definition in ruleset.slots}
        self._verdicts: dict[tuple[int, Destination], Verdict | None] = {}
        self._pending: _Pending | None = None
        self._current_soldier: int | None = None
        self._moved_versions: dict[int, int] = {}  # shared by every context of this page
        self._context = self._command_context()

        # -- actions ------------------------------------------------------------------------
        self.move_to_action = QAction(self.tr("&Move to…"), self)
        self.move_to_action.setObjectName("moveToAction")
        self.move_to_action.setToolTip(
            self.tr("Move the selected item to the armoury or a soldier's slot (Enter)")
        )
        self.move_to_action.triggered.connect(self.move_selected)
        self.return_action = QAction(self.tr("&Return to armoury"), self)
        self.return_action.setObjectName("returnAction")
        self.return_action.setToolTip(self.tr("Put the selected item back in the armoury (Del)"))
        self.return_action.triggered.connect(self.return_selected)
        self.refresh_action = QAction(self.tr("Re&load"), self)
        self.refresh_action.setObjectName("inventoryReloadAction")
        self.refresh_action.setToolTip(self.tr("Read kits and armoury again from the database"))
        self.refresh_action.triggered.connect(self.refresh)
        # "Add to armoury…" (Ins) and "Remove from armoury…" (Shift+Del), undoable.
        self.stocking = ArmouryStocking(self, inventory.stock, self)
        self.kit_desk = KitReturnDesk(self, inventory.kit_return, self)

        self.toolbar = QToolBar(self.tr("Inventory"))
        self.toolbar.setObjectName("inventoryToolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        stock = (self.kit_desk.return_all_action, *self.stocking.actions)
        for action in (self.move_to_action, self.return_action, *stock, self.refresh_action):
            self.toolbar.addAction(action)

        # -- soldier picker, kit and hand-over list ------------------------------------------
        self.soldier_model = SoldierPickerModel(self)  # who can be equipped: hand over to
        self.picker_model = SoldierPickerModel(self)  # every soldier, as "Show:" filters them
        self.picker = SoldierPicker(self.picker_model, settings)
        self.picker.chosen.connect(self._soldier_chosen)
        self.kit_panel = KitPanel(self)
        kit_scroll = QScrollArea()
        kit_scroll.setObjectName("kitScroll")
        kit_scroll.setWidgetResizable(True)
        kit_scroll.setWidget(self.kit_panel)
        self.handover = HandoverList(self, self.soldier_model)
        middle = QWidget()
        middle_layout = QVBoxLayout(middle)
        middle_layout.setContentsMargins(0, 0, 0, 0)
        middle_layout.addWidget(kit_scroll, 1)
        middle_layout.addWidget(self.handover)

        # -- armoury ------------------------------------------------------------------------
        self.armoury = ArmouryPanel(self, campaign_id)
        self.armoury.item_activated.connect(
            lambda item_id: self.move_item_to(item_id, self.armoury.anchor)
        )
        self.armoury.menu_requested.connect(
            lambda item_id, pos: self._exec_menu(self._item_menu(item_id, self.armoury.anchor), pos)
        )
        self.armoury.current_item_changed.connect(self._focus_on_item)

        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.setObjectName("inventorySplitter")
        splitter.addWidget(self.picker)
        splitter.addWidget(middle)
        splitter.addWidget(self.armoury)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([200, 560, 280])

        self.message_label = QLabel()
        self.message_label.setObjectName("inventoryMessage")
        self.message_label.setWordWrap(True)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)

        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.message_label)

        # Floats over the page at the point of a refused drop: each broken rule as "ID: finding",
        # the rules' statements, "Force (GM override)…" and Dismiss.
        self.refusal_banner = Banner.refusal(self)
        self.refusal_banner.setObjectName("refusalBanner")
        self.force_button = self.refusal_banner.add_button(
            self.tr("&Force (GM override)…"), "forceButton"
        )
        self.force_button.clicked.connect(self.force_pending)
        self.refusal_banner.dismissed.connect(self._refusal_dismissed)

        self._focus_item: int | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_changed)
        self.refresh()

    # -- public ---------------------------------------------------------------------------

    @property
    def actor(self) -> str:
        return self._actor

    def set_actor(self, actor: str) -> None:
        """The GM's name recorded on the audit rows of moves from now on (settings changed)."""
        self._actor = actor
        self._context = self._command_context()

    @property
    def command_context(self) -> InventoryContext:
        """What the page's undo commands call back (the GM named as it is now)."""
        return self._context

    @property
    def current_soldier_id(self) -> int | None:
        return self._current_soldier

    @property
    def pending_refusal(self) -> Verdict | None:
        """The verdict the refusal banner is showing (``None`` when none is)."""
        return self._pending.verdict if self._pending is not None else None

    def refresh(self) -> None:
        """Read soldiers, the chosen soldier's kit and the armoury again (call when the page is
        shown: the roster or another GM may have changed them)."""
        try:
            soldiers = self._roster.list_soldiers(self.campaign_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        self._soldier_names = {s.id: s.name for s in soldiers}
        equippable = [s for s in soldiers if s.status in EQUIPPABLE_STATUSES]
        keep = self._current_soldier
        self.soldier_model.set_rows(equippable)
        self.picker_model.set_rows(soldiers)
        if keep is None or self.picker.proxy.row_of(keep) is None:
            keep = self.picker.first_soldier()
        self.select_soldier(keep)
        self.reload_items()

    def reload_items(self) -> None:
        """Read the armoury and the chosen soldier's kit again (after a move, undo or redo)."""
        self._verdicts.clear()
        try:
            armoury = self._inventory.armoury(self.campaign_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        self.armoury.set_items(armoury)
        self._shown.remember(armoury, anew=True)
        self.stocking.update_actions()
        self._show_kit()

    def select_soldier(self, soldier_id: int | None) -> bool:
        """Show soldier ``soldier_id``'s kit (``None``: nobody); ``False`` if not listed."""
        if soldier_id is None:
            self._current_soldier = None
            self.picker.clear_choice()
            self._show_kit()
            return False
        if not self.picker.show_soldier(soldier_id):  # shows the kit (_soldier_chosen)
            return False
        if self._current_soldier != soldier_id:
            self._current_soldier = soldier_id
            self.handover.set_excluded(soldier_id)
            self._show_kit()
        return True

    def kit(self) -> KitView | None:
        return self.kit_panel.kit

    def cell(self, slot: str, index: int) -> SlotCell | None:
        return self.kit_panel.cell(slot, index)

    def selected_item_id(self) -> int | None:
        """The item the toolbar actions work on: the focused slot's, or the armoury row's."""
        return self._focus_item

    def move_selected(self) -> None:
        item_id = self.selected_item_id()
        if item_id is not None:
            self.move_item_to(item_id, self._anchor_of(item_id))

    def return_selected(self) -> None:
        item_id = self.selected_item_id()
        if item_id is not None:
            self.item_returned(item_id, self._anchor_of(item_id))

    def move_item_to(self, item_id: int, anchor: QWidget) -> None:
        """ "Move to…": choose a destination in a dialog, then move like a drop there."""
        try:
            item = self._inventory.item(item_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        soldiers = list(self.soldier_model.rows())
        dialog = MoveToDialog(
            item.name,
            soldiers,
            self._inventory.soldier_kit,
            lambda to: self._inventory.check_move(item_id, to),
            include_armoury=item.location != "armoury",
            initial_soldier=self._current_soldier,
            parent=self,
        )
        if not self._open_dialog(dialog):
            return
        self.drop_item(item_id, dialog.destination(), anchor, anchor.rect().center())

    def force_pending(self) -> None:
        """The banner's "Force (GM override)…": ask for a reason, then move regardless."""
        pending = self._pending
        if pending is None:
            return
        reason = self._ask_override_reason(pending.item_name, pending.verdict)
        if not reason:
            return
        self._dismiss_refusal()
        try:
            result = self._inventory.move_item(
                pending.item_id, pending.destination, actor=self._actor, override_reason=reason
            )
        except UserError as error:
            self._report_error(error_text(error))
            self.reload_items()
            return
        self._moved(result, override_reason=reason)

    # -- InventoryController (the widgets call these) -------------------------------------

    def drag_item(self, mime: QMimeData | None) -> int | None:
        return item_id_from_mime(mime, self.campaign_id)

    def hover_verdict(self, item_id: int, destination: Destination) -> Verdict | None:
        key = (item_id, destination)
        if key not in self._verdicts:
            try:
                verdict: Verdict | None = self._inventory.check_move(item_id, destination)
            except UserError:
                verdict = None
            self._verdicts[key] = verdict
        verdict = self._verdicts[key]
        self._show_hover_hint(verdict)
        return verdict

    def drop_item(
        self, item_id: int, destination: Destination, anchor: QWidget, pos: QPoint
    ) -> None:
        self._dismiss_refusal()
        try:
            item = self._inventory.item(item_id)
            if already_there(item, destination):
                return
            shown = self._shown.get(item_id)  # another GM's move since is refused
            result = self._inventory.move_item(
                item_id, destination, actor=self._actor, expected_version=shown
            )
        except HandoffRefused as refused:
            self._show_refusal(
                item_id, refused.item_name, destination, refused.verdict, anchor, pos
            )
            return
        except StaleEditError as error:  # who moved it where and when; Reload shows it now
            if ReloadOffer(error_text(error), self).ask():
                self.reload_items()
            return
        except UserError as error:
            self._report_error(error_text(error))
            self.reload_items()
            return
        self._moved(result)

    def item_activated(self, item_id: int, anchor: QWidget) -> None:
        self.move_item_to(item_id, anchor)

    def item_returned(self, item_id: int, anchor: QWidget) -> None:
        self.drop_item(item_id, Destination.armoury(), anchor, anchor.rect().center())

    def item_context_menu(self, item_id: int, anchor: QWidget, global_pos: QPoint) -> None:
        menu = self._item_menu(item_id, anchor)
        self._exec_menu(menu, global_pos)

    # -- replaceable in tests -------------------------------------------------------------

    def _open_dialog(self, dialog: QDialog) -> bool:
        """Run ``dialog`` modally; ``True`` if accepted (tests replace this method)."""
        return dialog.exec() == QDialog.DialogCode.Accepted

    def _exec_menu(self, menu: QMenu, global_pos: QPoint) -> None:
        """Pop ``menu`` up (tests replace this method)."""
        menu.exec(global_pos)

    def _show_error(self, message: str) -> None:
        """Show an error to the user (tests replace this method)."""
        QMessageBox.warning(self, self.tr("Inventory"), message)

    # -- internals ------------------------------------------------------------------------

    def _report_error(self, message: str) -> None:
        self._show_error(message)

    # The undo stack outlives the view (the main window owns it): commands call back while it lives.

    def _command_context(self) -> InventoryContext:
        return InventoryContext(
            self._inventory,
            self.campaign_id,
            self._actor,
            self._command_refresh,
            self._command_error,
            self._command_report,
            self._set_message,
            self._moved_versions,
        )

    def _command_refresh(self) -> None:
        if shiboken6.isValid(self):
            self.reload_items()

    def _command_report(self, changes: Changes) -> None:
        if shiboken6.isValid(self):
            self.report(changes)

    def _command_error(self, message: str) -> None:
        if shiboken6.isValid(self):
            self._report_error(message)
        else:
            title = QCoreApplication.translate("InventoryView", "Inventory")
            QMessageBox.warning(None, title, message)

    def _ask_override_reason(self, item_name: str, verdict: Verdict) -> str | None:
        dialog = OverrideDialog(item_name, verdict, self)
        if not self._open_dialog(dialog):
            return None
        return dialog.reason() or None

    def _item_menu(self, item_id: int, anchor: QWidget) -> QMenu:
        menu = QMenu(self)
        move = menu.addAction(self.tr("&Move to…"))
        move.setShortcut(QKeySequence(Qt.Key.Key_Return))
        move.triggered.connect(lambda: self.move_item_to(item_id, anchor))
        in_armoury = self.armoury.has_item(item_id)
        if in_armoury and self._current_soldier is not None:
            name = self._soldier_names.get(self._current_soldier, "")
            give = menu.addAction(self.tr("&Give to {soldier}").format(soldier=name))
            soldier = self._current_soldier
            give.triggered.connect(
                lambda: self.drop_item(
                    item_id, Destination(soldier, None, None), anchor, anchor.rect().center()
                )
            )
        if in_armoury:
            remove = menu.addAction(self.stocking.remove_action.text())
            remove.triggered.connect(lambda: self.stocking.remove_from_armoury(item_id))
        if not in_armoury:
            back = menu.addAction(self.tr("&Return to armoury"))
            back.setShortcut(QKeySequence(Qt.Key.Key_Delete))
            back.triggered.connect(lambda: self.item_returned(item_id, anchor))
        return menu

    def _focus_on_item(self, item_id: int) -> None:
        self._focus_item = item_id
        self._update_actions()

    def _focus_changed(self, _old: QWidget | None, new: QWidget | None) -> None:
        if isinstance(new, SlotCell) and new.parentWidget() is not None:
            if self.kit_panel.isAncestorOf(new):
                self._focus_item = new.item_id
                self._update_actions()
        elif new is self.armoury.list:
            item_id = self.armoury.current_item_id()
            if item_id is not None:
                self._focus_on_item(item_id)

    def _update_actions(self) -> None:
        item_id = self._focus_item
        self.move_to_action.setEnabled(item_id is not None)
        self.return_action.setEnabled(item_id is not None and not self.armoury.has_item(item_id))

    def _anchor_of(self, item_id: int) -> QWidget:
        cell = self.kit_panel.cell_of_item(item_id)
        if cell is not None:
            return cell
        return self.armoury.anchor

    def _soldier_chosen(self, soldier_id: int | None) -> None:
        if soldier_id == self._current_soldier and self.kit_panel.kit is not None:
            return
        self._current_soldier = soldier_id
        self.handover.set_excluded(soldier_id)
        self._dismiss_refusal()
        self._show_kit()

    def _show_kit(self) -> None:
        soldier_id = self._current_soldier
        self.kit_desk.update_for(soldier_id)
        if soldier_id is None:
            heading = (
                self.tr("No soldier to show.")
                if self.picker.proxy.rowCount() == 0
                else self.tr("Choose a soldier.")
            )
            self.kit_panel.set_kit(None, heading)
            self._focus_item = None
            self._update_actions()
            return
        try:
            kit = self._inventory.soldier_kit(soldier_id)
        except UserError as error:
            self._report_error(error_text(error))
            return
        soldier = self._soldier_row(soldier_id)
        heading = kit.name
        if soldier is not None:
            heading = self.tr("{rank} {name} — {cls}, {unit}").format(
                rank=soldier.shown_rank,
                name=self.picker_model.texts(soldier)[0],  # with the status, if not active
                cls=soldier.soldier_class_name,
                unit=soldier.unit_type_name,
            )
        self.kit_panel.set_kit(kit, heading)
        self._shown.remember_kit(kit)
        if not kit.slots:
            self.kit_panel.heading.setText(
                heading + "\n" + self.tr("This soldier's unit type has no slots to carry items.")
            )
        focused = QApplication.focusWidget()
        if isinstance(focused, SlotCell) and self.kit_panel.isAncestorOf(focused):
            self._focus_item = focused.item_id
        elif (
            self._focus_item is not None
            and self.kit_panel.cell_of_item(self._focus_item) is None
            and not self.armoury.has_item(self._focus_item)
        ):
            self._focus_item = None
        self._update_actions()

    def _soldier_row(self, soldier_id: int) -> SoldierRow | None:
        row = self.picker_model.row_of(soldier_id)
        return self.picker_model.row_at(row) if row is not None else None

    def _moved(self, result: MoveResult, *, override_reason: str | None = None) -> None:
        text = move_text(result, self._soldier_names, self._slot_labels)
        self.reload_items()
        cell = self.kit_panel.cell_of_item(result.item.id)
        if cell is not None:
            cell.setFocus(Qt.FocusReason.OtherFocusReason)
            self._focus_item = result.item.id
        self.undo_stack.push(
            MoveItemCommand(self._context, result, text, override_reason=override_reason)
        )
        self._set_message(moved_message(text, result))
        self.report(result.changes)

    def _show_refusal(
        self,
        item_id: int,
        item_name: str,
        destination: Destination,
        verdict: Verdict,
        anchor: QWidget,
        pos: QPoint,
    ) -> None:
        self._pending = _Pending(item_id, item_name, destination, verdict)
        title = refusal_title(verdict)
        self.refusal_banner.show_at(title, verdict_lines(verdict), anchor, pos)
        self._set_message(title)

    def _refusal_dismissed(self) -> None:
        self._pending = None

    def _dismiss_refusal(self) -> None:
        self._pending = None
        self.refusal_banner.dismiss()

    def _show_hover_hint(self, verdict: Verdict | None) -> None:
        if verdict is not None:
            self._set_message(hover_hint(verdict))

    def _set_message(self, text: str) -> None:
        """The page's status line (said once: not again in the window's status bar)."""
        if shiboken6.isValid(self):
            self.message_label.setText(text)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape and self.refusal_banner.isVisible():
            self._dismiss_refusal()
            return
        super().keyPressEvent(event)
