"""Every dialog and menu of the window, opened as a user reaches it on a demo campaign.

:class:`ModalCatcher` watches for the modal dialog or popup menu a trigger opens (``exec()``
blocks, so a timer looks from inside its event loop), records what it shows (:class:`Shown`)
and closes it. :func:`open_every_dialog` drives the window of an open demo campaign (the
wargame's or the board game's) through recruit, edit, retire, mark dead, promote, return to
duty, service record, move, GM override, armoury stocking, return all kit, plan mission (and
the board game's map editor), a phase end that kills, end mission and its debrief, new
campaign, switch campaign, settings, backups, the audit receipt question, the import's
refusal, about, the crash report and the reload offer; :func:`every_menu` lists the menu bar's
menus (submenus included) and the context menus of the roster and the inventory.

Qt's own dialogs (file and print dialogs) are closed without being recorded: their texts are
Qt's. The messages of ``ui/common/trouble.py`` and ``services/upkeep/health.py`` are translated
apart.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from pathlib import Path
from types import MethodType
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QMenu,
    QMessageBox,
    QTabWidget,
    QWidget,
)

from tests.helpers.screen_text import action_mnemonics, visible_texts, widget_mnemonics
from xcom_manager.ui.audit.receipts import ReceiptDesk

if TYPE_CHECKING:
    from xcom_manager.services.roster.dto import SoldierDraft
    from xcom_manager.ui.inventory.slots import SlotCell

# Taken when the tests are collected, before tests/ui/conftest.py replaces them for each test.
_RECEIPT_ASK = ReceiptDesk._ask
_RECEIPT_WARN = ReceiptDesk._warn


@dataclass
class Shown:
    """One dialog or menu as a user saw it: its title, its Alt letters and its texts."""

    where: str
    kind: str = ""
    mnemonics: list[tuple[str, str]] = field(default_factory=list)
    texts: list[tuple[str, str]] = field(default_factory=list)
    #: Its message is written elsewhere (``services/core/errors.py``), translated apart: the
    #: Russian test reads only its title.
    apart: bool = False


def snapshot(widget: QWidget, why: str) -> Shown:
    """What ``widget`` (a dialog or a menu) shows; ``why`` says how it was reached."""
    title = widget.windowTitle() if not isinstance(widget, QMenu) else widget.title()
    where = f"{why}: {type(widget).__name__} {title!r}"
    if isinstance(widget, QMenu):
        actions = widget.actions()
        texts = [("action", a.text()) for a in actions if not a.isSeparator() and a.isVisible()]
        return Shown(where, "QMenu", action_mnemonics(actions), [("title", title), *texts])
    texts = [("window title", title), *visible_texts(widget)]
    return Shown(where, type(widget).__name__, widget_mnemonics(widget), texts)


def dialog_snapshots(widget: QWidget, why: str) -> list[Shown]:
    """``widget`` as shown, then once per other tab of each of its tab widgets (a hidden
    tab's controls are neither read nor reachable by Alt until their tab is chosen)."""
    found = [snapshot(widget, why)]
    for tabs in widget.findChildren(QTabWidget):
        if not tabs.isVisibleTo(widget):
            continue
        first = tabs.currentIndex()
        for index in range(tabs.count()):
            if index != first:
                tabs.setCurrentIndex(index)
                found.append(snapshot(widget, f"{why} (tab {tabs.tabText(index)!r})"))
        tabs.setCurrentIndex(first)
    return found


def menu_snapshots(menu: QMenu, why: str) -> list[Shown]:
    """``menu`` and each of its submenus, each a scope of its own for Alt letters."""
    found = [snapshot(menu, why)]
    for action in menu.actions():
        sub = action.menu()
        if isinstance(sub, QMenu):
            found += menu_snapshots(sub, f"{why} ▸ {sub.title()}")
    return found


#: The name of the campaign made to offer Switch campaign (a name: it stays as it is).
SECOND_CAMPAIGN = "Second front"

#: Qt's own dialogs (their texts come with Qt's translations).
_QT_OWN = frozenset({"QPrintDialog", "QPageSetupDialog", "QColorDialog", "QFontDialog"})

#: What to do with a dialog once recorded: ``None`` rejects it (Cancel, No, Escape).
Answer = Callable[[QWidget], None] | None


class ModalCatcher(QObject):
    """Records and closes every modal dialog and popup menu that opens while it runs."""

    def __init__(self) -> None:
        super().__init__()
        self.shown: list[Shown] = []
        self.errors: list[str] = []
        self.timings: list[tuple[str, float]] = []
        self.apart = False
        self.why = ""
        self.answers: dict[type, Callable[[QWidget], None]] = {}
        self._seen_once: QWidget | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(15)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _poll(self) -> None:
        widget = QApplication.activePopupWidget() or QApplication.activeModalWidget()
        if widget is None or not widget.isVisible():
            self._seen_once = None
            return
        if widget is not self._seen_once:  # seen twice in a row: its queued set-up has run
            self._seen_once = widget
            return
        self._seen_once = None
        if isinstance(widget, QFileDialog) or type(widget).__name__ in _QT_OWN:
            _close(widget)  # Qt's own dialog: its texts are Qt's, not ours to read
            return
        try:
            for shown in dialog_snapshots(widget, self.why):
                shown.apart = self.apart
                self.shown.append(shown)
        except Exception as error:  # kept for the test to raise
            self.errors.append(f"{self.why}: {error!r}")
            _close(widget)
            return
        answer = next((a for t, a in self.answers.items() if isinstance(widget, t)), None)
        if answer is not None:
            # Queued: the answer may open another dialog, whose loop this timer must see.
            QTimer.singleShot(0, lambda: self._answer(answer, widget))
        else:
            _close(widget)

    def _answer(self, answer: Callable[[QWidget], None], widget: QWidget) -> None:
        try:
            answer(widget)
        except Exception as error:  # kept for the test to raise
            self.errors.append(f"{self.why}: {error!r}")
        finally:
            _close(widget)


def _close(widget: QWidget) -> None:
    if not widget.isVisible():
        return
    if isinstance(widget, QMessageBox):
        escape = widget.escapeButton() or widget.defaultButton()
        if escape is not None:
            escape.click()
            return
    if isinstance(widget, QDialog):
        widget.reject()
    else:
        widget.close()


def click_yes(widget: QWidget) -> None:
    """Answer a question box with Yes (or its accepting button)."""
    assert isinstance(widget, QMessageBox)
    for button in widget.buttons():
        role = widget.buttonRole(button)
        if role in (QMessageBox.ButtonRole.YesRole, QMessageBox.ButtonRole.AcceptRole):
            button.click()
            return


@contextmanager
def catching() -> Iterator[ModalCatcher]:
    catcher = ModalCatcher()
    catcher.start()
    try:
        yield catcher
    finally:
        catcher.stop()
        catcher.deleteLater()


def reach(catcher: ModalCatcher, why: str, trigger: Callable[[], object]) -> None:
    """Run ``trigger`` (a user's click) with ``why`` naming what it opens."""
    import time

    catcher.why = why
    start = time.perf_counter()
    trigger()
    for _ in range(3):
        QApplication.processEvents()
    catcher.timings.append((why, time.perf_counter() - start))


def show_directly(catcher: ModalCatcher, why: str, dialog: QWidget) -> None:
    """Record a dialog the window builds on its own (the crash report, the reload offer)."""
    dialog.show()
    QApplication.processEvents()
    catcher.shown.extend(dialog_snapshots(dialog, why))
    dialog.close()
    dialog.deleteLater()


def _trigger(action: QAction) -> Callable[[], None]:
    def run() -> None:
        action.setEnabled(True)  # a greyed action's refusal is a message of its own
        action.trigger()

    return run


def open_every_dialog(window: object, tmp: Path) -> list[Shown]:
    """Open each dialog of ``window`` (a :class:`MainWindow` on a demo campaign) once."""
    from xcom_manager.ui.main_window import MainWindow, Page

    assert isinstance(window, MainWindow)
    with catching() as catcher:
        _roster_dialogs(window, catcher)
        window.set_page(Page.INVENTORY)
        _inventory_dialogs(window, catcher)
        window.set_page(Page.MISSIONS)
        _mission_dialogs(window, catcher)
        _window_dialogs(window, catcher, tmp)
    assert catcher.errors == [], catcher.errors
    return catcher.shown


def every_menu(window: object) -> list[Shown]:
    """The menu bar's menus with their submenus, and the tables' context menus."""
    from xcom_manager.ui.common.page_focus import shown_page
    from xcom_manager.ui.inventory.view import InventoryView
    from xcom_manager.ui.main_window import MainWindow, Page
    from xcom_manager.ui.roster.view import RosterView

    assert isinstance(window, MainWindow)
    found = [Shown("menu bar", "QMenuBar", action_mnemonics(window.menuBar().actions()))]
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu):
            found += menu_snapshots(menu, "menu bar")
    window.set_page(Page.ROSTER)
    roster = window.roster_page()
    assert isinstance(roster, RosterView)
    roster.table.selectRow(0)
    table_menu = QMenu(roster.table.window())
    table_menu.addActions(roster.table.actions())
    found += menu_snapshots(table_menu, "roster context menu")
    table_menu.deleteLater()
    window.set_page(Page.INVENTORY)
    inventory = shown_page(window.tabs.widget(Page.INVENTORY))
    assert isinstance(inventory, InventoryView)
    armoury_item = _armoury_item(inventory)
    if armoury_item is not None:
        menu = inventory._item_menu(armoury_item, inventory.armoury.list)
        found += menu_snapshots(menu, "armoury item's context menu")
        menu.deleteLater()
    carried = _carried_cell(inventory)
    if carried is not None and carried.item_id is not None:
        menu = inventory._item_menu(carried.item_id, carried)
        found += menu_snapshots(menu, "carried item's context menu")
        menu.deleteLater()
    return found


# -- the pages' dialogs -------------------------------------------------------------------------


def _roster_dialogs(window: object, catcher: ModalCatcher) -> None:
    from xcom_manager.ui.main_window import MainWindow, Page
    from xcom_manager.ui.roster.view import RosterView

    assert isinstance(window, MainWindow)
    window.set_page(Page.ROSTER)
    view = window.roster_page()
    assert isinstance(view, RosterView)
    soldiers = view._roster.list_soldiers(view.campaign_id)
    free = [s for s in soldiers if s.status == "active" and view._roster.deployed_on(s.id) is None]
    assert free, "the demo has no active soldier off mission"
    view.select_soldier(free[0].id)
    reach(catcher, "Roster ▸ Recruit", _trigger(view.recruit_action))
    reach(catcher, "Roster ▸ Edit", _trigger(view.edit_action))
    reach(catcher, "Roster ▸ Retire", _trigger(view.retire_action))
    reach(catcher, "Roster ▸ Mark dead", _trigger(view.mark_dead_action))
    reach(catcher, "Roster ▸ Service record", _trigger(view.career.record_action))
    promotable = [s for s in free if view.career.career.promotion_refusal(s) is None]
    if promotable:
        view.select_soldier(promotable[0].id)
        reach(catcher, "Roster ▸ Promote", _trigger(view.career.promote_action))
    refused = next((s for s in free if view.career.career.promotion_refusal(s) is not None), None)
    if refused is not None:
        view.select_soldier(refused.id)
        reach(catcher, "Roster ▸ Promote (refused)", _trigger(view.career.promote_action))
    reach(catcher, "Roster ▸ Return to duty", _trigger(view.career.recover_action))
    deployed = [s for s in soldiers if view._roster.deployed_on(s.id) is not None]
    if deployed:
        view.select_soldier(deployed[0].id)
        reach(catcher, "Roster ▸ Retire (on a mission)", _trigger(view.retire_action))
    from xcom_manager.services.roster.dto import SoldierDraft

    twin = view._redraft(free[0].soldier_class, free[0].nationality)
    assert isinstance(twin, SoldierDraft)
    reach(
        catcher,
        "Roster ▸ Recruit a namesake",
        lambda: view._confirm_name(_renamed(twin, free[0].name), None),
    )


def _renamed(draft: SoldierDraft, name: str) -> SoldierDraft:
    import dataclasses

    return dataclasses.replace(draft, name=name)


def _armoury_item(view: object) -> int | None:
    from xcom_manager.ui.inventory.view import InventoryView

    assert isinstance(view, InventoryView)
    if view.armoury.proxy.rowCount() == 0:
        return None
    view.armoury.list.setCurrentIndex(view.armoury.proxy.index(0, 0))
    return view.armoury.current_item_id()


def _carried_cell(view: object) -> SlotCell | None:
    """A slot cell holding an item, on the first soldier off mission who carries one."""
    from xcom_manager.ui.inventory.slots import SlotCell
    from xcom_manager.ui.inventory.view import InventoryView

    assert isinstance(view, InventoryView)
    for soldier_id in list(view._soldier_names):
        if view._roster.deployed_on(soldier_id) is not None or not view.select_soldier(soldier_id):
            continue
        for cell in view.kit_panel.findChildren(SlotCell):
            if cell.item_id is not None:
                return cell
    return None


def _inventory_dialogs(window: object, catcher: ModalCatcher) -> None:
    from xcom_manager.ui.common.page_focus import shown_page
    from xcom_manager.ui.inventory.slots import SlotCell
    from xcom_manager.ui.inventory.view import InventoryView
    from xcom_manager.ui.main_window import MainWindow, Page

    assert isinstance(window, MainWindow)
    view = shown_page(window.tabs.widget(Page.INVENTORY))
    assert isinstance(view, InventoryView)
    cell = _carried_cell(view)
    assert isinstance(cell, SlotCell) and cell.item_id is not None
    carried = cell.item_id
    reach(catcher, "Inventory ▸ Move to (carried)", lambda: view.move_item_to(carried, cell))
    reach(catcher, "Inventory ▸ Return all (refused)", _trigger(view.kit_desk.return_all_action))
    item = _armoury_item(view)
    assert item is not None, "the demo's armoury is empty"
    anchor = view.armoury.list
    reach(catcher, "Inventory ▸ Move to (armoury)", lambda: view.move_item_to(item, anchor))
    reach(catcher, "Inventory ▸ Add to armoury", _trigger(view.stocking.add_action))
    reach(catcher, "Inventory ▸ Remove from armoury", _trigger(view.stocking.remove_action))
    _override(view, catcher)
    # ARM-5: the whole kit of a retired soldier returns in one step (the GM retires one).
    soldier = next(
        s for s in view._roster.list_soldiers(view.campaign_id) if s.id == cell.soldier_id
    )
    view._roster.set_status(soldier.id, "retired", soldier.version)
    view.refresh()
    assert view.select_soldier(soldier.id)
    reach(catcher, "Inventory ▸ Return all", _trigger(view.kit_desk.return_all_action))


def _override(view: object, catcher: ModalCatcher) -> None:
    """A refused move and its GM override: the first slot of this soldier the rules refuse."""
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.ui.inventory.slots import SlotCell
    from xcom_manager.ui.inventory.view import InventoryView

    assert isinstance(view, InventoryView)
    soldier = view.current_soldier_id
    assert soldier is not None
    for each in view.kit_panel.findChildren(SlotCell):
        for row in range(view.armoury.proxy.rowCount()):
            group = view.armoury.group_at(row)
            assert group is not None
            verdict = view._inventory.check_move(
                group.item_ids[0], Destination.soldier(soldier, each.slot_key, each.index)
            )
            if not verdict.allowed:
                override = partial(view._ask_override_reason, group.name, verdict)
                reach(catcher, "Inventory ▸ GM override", override)
                return
    raise AssertionError("no move of the demo's armoury is refused: no override to open")


def _mission_dialogs(window: object, catcher: ModalCatcher) -> None:
    from xcom_manager.ui.common.page_focus import shown_page
    from xcom_manager.ui.main_window import MainWindow, Page
    from xcom_manager.ui.mission.boardgame.editor import MapEditorDialog
    from xcom_manager.ui.mission.dialogs import PlanMissionDialog
    from xcom_manager.ui.mission.view import MissionsView

    assert isinstance(window, MainWindow)
    view = shown_page(window.tabs.widget(Page.MISSIONS))
    assert isinstance(view, MissionsView)

    def edit_map(dialog: QWidget) -> None:
        assert isinstance(dialog, PlanMissionDialog)
        if dialog.edit_map_button is not None:
            dialog.edit_map()

    def new_map(dialog: QWidget) -> None:
        assert isinstance(dialog, MapEditorDialog)
        dialog.ask_new_map()

    catcher.answers = {PlanMissionDialog: edit_map, MapEditorDialog: new_map}
    reach(catcher, "Missions ▸ Plan mission", _trigger(view.plan_action))
    catcher.answers = {}
    running = view.current_view
    if running is None or running.finished:
        return
    _doom_someone(view)
    reach(catcher, "Missions ▸ Next phase (a death)", _trigger(view.next_phase_action))
    catcher.answers = {QMessageBox: click_yes}
    reach(catcher, "Missions ▸ End mission", _trigger(view.end_action))
    catcher.answers = {}


def _doom_someone(view: object) -> None:
    """Wound a soldier of the running mission to death at the next phase end (R-8)."""
    from xcom_manager.rules.mission.commands import AdvancePhase
    from xcom_manager.ui.mission.view import MissionsView

    assert isinstance(view, MissionsView)
    mission = view.current_view
    assert mission is not None
    missions = view._missions
    if mission.info.system != "wargame":
        return  # the board game's deaths come from its combat dice, not a timer
    from xcom_manager.rules.wargame.commands import Wound

    soldier = next(c for c in mission.characters if c.status == "active")
    missions.execute(mission.info.id, Wound(soldier.id, 99))
    for _ in range(40):
        if missions.doomed_on_advance(mission.info.id):
            break
        missions.execute(mission.info.id, AdvancePhase())
    view.select_mission(mission.info.id, reload=True)


# -- the window's dialogs -----------------------------------------------------------------------


def _window_dialogs(window: object, catcher: ModalCatcher, tmp: Path) -> None:
    from xcom_manager.ui.common.reload_offer import ReloadOffer
    from xcom_manager.ui.crash import CrashDialog
    from xcom_manager.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    reach(catcher, "File ▸ New campaign", _trigger(window.new_campaign_action))
    reach(catcher, "File ▸ Settings", _trigger(window.preferences.action))
    _take_backup(window)
    reach(catcher, "File ▸ Restore from backup", _trigger(window.backups.restore_action))
    catcher.answers = {QDialog: _pick_first_backup_once()}
    reach(catcher, "File ▸ Restore from backup ▸ OK", _trigger(window.backups.restore_action))
    catcher.answers = {}
    # The tests' conftest answers this question on the class; the real one is asked here.
    window.receipts._ask = MethodType(_RECEIPT_ASK, window.receipts)  # type: ignore[method-assign]
    window.receipts._warn = MethodType(_RECEIPT_WARN, window.receipts)  # type: ignore[method-assign]
    try:
        reach(catcher, "Closing the window (audit receipt)", window.receipts.offer_on_close)
    finally:
        del window.receipts._ask, window.receipts._warn
    bad = tmp / "not-a-campaign.json"
    bad.write_text("{ this is not JSON", encoding="utf-8")
    window.importer._choose_file = lambda: str(bad)  # type: ignore[method-assign]
    catcher.apart = True  # the import's refusal is worded in services/core/errors.py
    reach(catcher, "File ▸ Import campaign (a bad file)", _trigger(window.importer.import_action))
    deadline = datetime.now().timestamp() + 5
    while window.importer.progress is not None and datetime.now().timestamp() < deadline:
        QApplication.processEvents()
    for _ in range(20):
        QApplication.processEvents()
    catcher.apart = False
    reach(catcher, "Help ▸ About", _trigger(window.about_action))
    assert window.backend is not None and window.campaign is not None
    # A second campaign: Switch campaign is offered.
    window.backend.campaigns.create_campaign(SECOND_CAMPAIGN, window.campaign.ruleset_id)
    window._update_campaign_actions()
    reach(catcher, "File ▸ Switch campaign", _trigger(window.switch_campaign_action))
    report = "X-COM Campaign Manager 1.0\nTraceback (most recent call last):\n  ...\n"
    show_directly(catcher, "an unexpected error", CrashDialog(report, tmp / "crash.log", window))
    offer = ReloadOffer(window.campaign.name, window)
    show_directly(catcher, "a stale edit", offer)


def _take_backup(window: object) -> None:
    from xcom_manager.services.upkeep.backups import Backups
    from xcom_manager.ui.main_window import MainWindow

    assert isinstance(window, MainWindow) and window.backend is not None
    Backups(window.backend.db.url, keep_days=30).take("manual")


def _pick_first_backup_once() -> Callable[[QWidget], None]:
    """Choose the first backup and OK: the confirmation that follows is recorded (and No),
    which brings the list back: cancelled then."""
    from xcom_manager.ui.backups import BackupDialog

    shown: list[QWidget] = []

    def answer(dialog: QWidget) -> None:
        if isinstance(dialog, BackupDialog):
            shown.append(dialog)
            if len(shown) > 1:
                dialog.reject()
                return
            first = dialog.table.topLevelItem(0)
            assert first is not None, "no backup to pick"
            dialog.table.setCurrentItem(first)
            dialog.accept()

    return answer
