"""Stocking the armoury from the Inventory page of the main window, typed like a GM: "Add to
armoury…" (Ins), "Remove from armoury…" (Shift+Del), undo and redo with Ctrl+Z and
Ctrl+Shift+Z, and the rows in the audit log (ARM-1 .. ARM-3 refusals shown in the dialog).

The dialogs are shown without a modal loop: the page's ``_open_dialog`` is replaced by the
GM's hands (a function that types into the dialog and clicks its button, or cancels it).
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialog, QLabel, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.services.audit.reasons import reason_text
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database
from xcom_manager.ui.app import open_database
from xcom_manager.ui.audit.model import AuditTableModel
from xcom_manager.ui.audit.view import AuditView
from xcom_manager.ui.inventory.stock_dialogs import AddToArmouryDialog, RemoveFromArmouryDialog
from xcom_manager.ui.inventory.view import InventoryView
from xcom_manager.ui.main_window import MainWindow

pytestmark = [
    pytest.mark.gui,
    # The offscreen platform cannot raise the item type's completion popup nor let it grab
    # the keyboard (it still completes).
    pytest.mark.qt_log_ignore(
        "does not support propagateSizeHints",
        "does not support raise",
        "does not support grabbing the keyboard",
    ),
]

Hands = Callable[[QDialog], bool]
CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(scope="module", autouse=True)
def _settings_in_tmp(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("qsettings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


@pytest.fixture(scope="module")
def migrated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("template") / "empty.db"
    Database.open(f"sqlite:///{path}").close()
    return path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, migrated_db: Path) -> Iterator[MainWindow]:
    """The window on a new, empty wargame campaign (no soldiers, nothing in the armoury)."""
    path = tmp_path / "campaign.db"
    shutil.copyfile(migrated_db, path)
    url = f"sqlite:///{path}"
    with Database.open(url) as db:
        campaign_id = CampaignService(db).create_campaign("Operation Dawn", "wargame").id
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    open_database(main, url)
    main.open_campaign(campaign_id)
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


def _press(qtbot: QtBot, window: MainWindow, key: Qt.Key, modifiers: Qt.KeyboardModifier) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    qtbot.keyClick(QApplication.focusWidget() or window, key, modifiers)


def _inventory(qtbot: QtBot, window: MainWindow, errors: list[str] | None = None) -> InventoryView:
    """The Inventory page (Ctrl+2); what it would show in a message box goes to ``errors``."""
    _press(qtbot, window, Qt.Key.Key_2, CTRL)
    view = window.inventory_page.view
    assert isinstance(view, InventoryView)
    shown = errors if errors is not None else []
    view._show_error = shown.append  # type: ignore[method-assign,assignment]
    return view


def _armoury_rows(view: InventoryView) -> list[str]:
    return [view.armoury.model.texts(group)[0] for group in view.armoury.model.rows()]


def _set_number(qtbot: QtBot, spin: QWidget, value: int) -> None:
    """Select the spin box's text and type ``value`` over it."""
    spin.setFocus()
    qtbot.keyClick(spin, Qt.Key.Key_A, CTRL)
    qtbot.keyClicks(spin, str(value))


def _hands(qtbot: QtBot, view: InventoryView, *steps: Hands) -> list[QDialog]:
    """The page's dialogs are handled by ``steps``, one a dialog, in order."""
    seen: list[QDialog] = []
    queue = list(steps)

    def open_dialog(dialog: QDialog) -> bool:
        seen.append(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        accepted = queue.pop(0)(dialog)
        if dialog.isVisible():
            dialog.reject()
        return accepted

    view._open_dialog = open_dialog  # type: ignore[method-assign]
    return seen


def _click_ok(qtbot: QtBot, dialog: QDialog, button: QAbstractButton) -> bool:
    assert button.isEnabled(), "the dialog refuses what was typed"
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return dialog.result() == QDialog.DialogCode.Accepted


def test_stock_remove_undo_redo_and_the_audit_log(qtbot: QtBot, window: MainWindow) -> None:
    errors: list[str] = []
    view = _inventory(qtbot, window, errors)
    assert _armoury_rows(view) == []
    assert not view.stocking.remove_action.isEnabled()  # nothing to remove yet

    def add_three(dialog: QDialog) -> bool:
        assert isinstance(dialog, AddToArmouryDialog)
        line = dialog.type_combo.lineEdit()
        assert line is not None
        qtbot.keyClicks(line, "Laser rifle")
        assert not dialog.charges_spin.isEnabled()  # a laser rifle has no charges
        _set_number(qtbot, dialog.count_spin, 3)
        qtbot.keyClicks(dialog.reason_edit, "bought after the crash site")
        assert "Adds 3 × Laser rifle" in dialog.verdict_label.text()
        return _click_ok(qtbot, dialog, dialog.ok_button)

    def remove_one_sold(dialog: QDialog) -> bool:
        assert isinstance(dialog, RemoveFromArmouryDialog)
        assert dialog.group_combo.currentText() == "Laser rifle  ×3"
        assert dialog.count_spin.value() == 1
        dialog.why_combo.setFocus()
        qtbot.keyClick(dialog.why_combo, Qt.Key.Key_Down)  # Lost -> Sold
        assert dialog.why_combo.currentData() == "sold"
        qtbot.keyClicks(dialog.reason_edit, "to fund the Skyranger")
        return _click_ok(qtbot, dialog, dialog.ok_button)

    _hands(qtbot, view, add_three, remove_one_sold)
    view.armoury.list.setFocus()
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Insert)  # Add to armoury…
    assert _armoury_rows(view) == ["Laser rifle  ×3"]
    assert view.armoury.count_label.text() == "3 items in the armoury"
    assert view.stocking.remove_action.isEnabled()

    view.armoury.list.setCurrentIndex(view.armoury.proxy.index(0, 0))
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Delete, SHIFT)  # Remove from armoury…
    assert _armoury_rows(view) == ["Laser rifle  ×2"]
    assert "Remove 1 × Laser rifle from the armoury (Sold)" in view.message_label.text()

    _press(qtbot, window, Qt.Key.Key_Z, CTRL)  # undo the removal
    assert _armoury_rows(view) == ["Laser rifle  ×3"]
    _press(qtbot, window, Qt.Key.Key_Z, CTRL)  # undo the add
    assert _armoury_rows(view) == []
    _press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # redo the add
    assert _armoury_rows(view) == ["Laser rifle  ×3"]
    _press(qtbot, window, Qt.Key.Key_Z, CTRL | SHIFT)  # redo the removal
    assert _armoury_rows(view) == ["Laser rifle  ×2"]
    assert errors == []

    _press(qtbot, window, Qt.Key.Key_4, CTRL)
    audit = window.audit_page.view
    assert isinstance(audit, AuditView)
    model = audit.model
    while model.canFetchMore(model.index(0, 0).parent()):
        model.fetchMore(model.index(0, 0).parent())
    rows = [model.row_at(i) for i in range(model.rowCount())][::-1]  # oldest first
    assert [(r.from_kind, r.to_kind) for r in rows] == [
        *[("outside", "armoury")] * 3,
        ("armoury", "sold"),
        ("sold", "armoury"),
        *[("armoury", "outside")] * 3,
        *[("outside", "armoury")] * 3,
        ("armoury", "sold"),
    ]
    assert rows[0].reason == "bought after the crash site"
    assert rows[3].reason == "to fund the Skyranger"
    assert reason_text(rows[4].reason) == f"Undo of #{rows[3].seq}"
    assert reason_text(rows[-1].reason) == f"Redo of #{rows[3].seq}"

    def shown(row: int, column: int) -> str:
        return str(model.index(row, column).data(Qt.ItemDataRole.DisplayRole))

    newest, first = 0, model.rowCount() - 1
    assert shown(first, AuditTableModel.FROM) == "Outside the campaign"
    assert shown(first, AuditTableModel.TO) == "Armoury"
    assert shown(newest, AuditTableModel.TO) == "Sold"
    assert shown(newest, AuditTableModel.REASON) == f"Redo of #{rows[3].seq}"


def test_refusals_say_what_is_wrong_in_the_dialog(qtbot: QtBot, window: MainWindow) -> None:
    errors: list[str] = []
    view = _inventory(qtbot, window, errors)

    def refused(dialog: QDialog) -> bool:
        assert isinstance(dialog, AddToArmouryDialog)
        line = dialog.type_combo.lineEdit()
        assert line is not None
        qtbot.keyClicks(line, "Plasma cannon")
        _set_number(qtbot, dialog.count_spin, 0)
        text = dialog.verdict_label.text()
        assert 'ARM-1: "Plasma cannon" is not an item type of the X-COM Wargame ruleset.' in text
        assert "ARM-2: Add from 1 to 100 items at a time, not 0." in text
        assert not dialog.ok_button.isEnabled()
        qtbot.keyClick(line, Qt.Key.Key_Return)  # Enter does not add a refused stock
        assert dialog.result() != QDialog.DialogCode.Accepted

        line.selectAll()
        qtbot.keyClicks(line, "plasma clip")
        _set_number(qtbot, dialog.count_spin, 2)
        assert dialog.charges_spin.isEnabled() and dialog.charges_spin.value() == 12  # full
        _set_number(qtbot, dialog.charges_spin, 13)
        assert "ARM-3: Plasma clip takes from 1 to 12 charges, not 13." in (
            dialog.verdict_label.text()
        )
        assert not dialog.ok_button.isEnabled()
        _set_number(qtbot, dialog.charges_spin, 7)
        return _click_ok(qtbot, dialog, dialog.ok_button)

    _hands(qtbot, view, refused)
    view.armoury.list.setFocus()
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Insert)
    assert _armoury_rows(view) == ["Plasma clip (7 charges)  ×2"]
    assert errors == []


def test_cancelling_changes_nothing_and_the_menu_offers_removal(
    qtbot: QtBot, window: MainWindow
) -> None:
    view = _inventory(qtbot, window)
    stack = view.undo_stack
    before = stack.count()
    _hands(qtbot, view, lambda dialog: False)
    view.stocking.add_action.trigger()
    assert _armoury_rows(view) == [] and stack.count() == before

    view.stocking._stock.add_items(view.campaign_id, "medkit", 1)
    view.reload_items()
    item_id = view.armoury.model.rows()[0].item_ids[0]
    menu = view._item_menu(item_id, view.armoury.anchor)
    texts = [action.text() for action in menu.actions()]
    assert "Remo&ve from armoury…" in texts
    seen = _hands(qtbot, view, lambda dialog: False)
    next(a for a in menu.actions() if a.text() == "Remo&ve from armoury…").trigger()
    assert isinstance(seen[0], RemoveFromArmouryDialog)
    assert seen[0].group() is not None and item_id in seen[0].group().item_ids  # type: ignore[union-attr]


_MNEMONIC = re.compile(r"&([^&\s])")


def _mnemonics(root: QWidget) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for widget in [*root.findChildren(QAbstractButton), *root.findChildren(QLabel)]:
        if not widget.isVisibleTo(root):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is None:
            continue
        match = _MNEMONIC.search(widget.text().replace("&&", ""))
        if match:
            found.setdefault(match.group(1).casefold(), []).append(widget.text())
    return found


def test_no_mnemonic_clashes(qtbot: QtBot, window: MainWindow) -> None:
    view = _inventory(qtbot, window)
    for make in (
        lambda: AddToArmouryDialog(view.stocking._stock.catalogue(view.campaign_id), _never),
        lambda: RemoveFromArmouryDialog([], str),
    ):
        dialog = make()
        qtbot.addWidget(dialog)
        dialog.show()
        clashes = {k: v for k, v in _mnemonics(dialog).items() if len(v) > 1}
        assert clashes == {}
        dialog.reject()
    page_texts = [
        action.text()
        for action in (
            view.move_to_action,
            view.return_action,
            view.stocking.add_action,
            view.stocking.remove_action,
            view.refresh_action,
        )
    ]
    letters = [_MNEMONIC.search(text).group(1).casefold() for text in page_texts]  # type: ignore[union-attr]
    assert len(set(letters)) == len(letters), page_texts
    shortcuts = {
        view.stocking.add_action.shortcut().toString(),
        view.stocking.remove_action.shortcut().toString(),
    }
    assert shortcuts == {"Ins", "Shift+Del"}


def _never(item_type: str, count: int, charges: int | None) -> object:
    from xcom_manager.rules.verdict import Verdict

    return Verdict()


def test_a_stale_removal_names_who_moved_it_and_reload_reads_the_armoury(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 12, item 3: the armoury removal refused because another GM moved the item
    meanwhile shows who moved it and offers Reload, which reads the armoury again."""
    from tests.helpers.reload_offer import click_reload_when_offered
    from xcom_manager.rules.texts import Message
    from xcom_manager.services.core.errors import StaleEditError

    errors: list[str] = []
    view = _inventory(qtbot, window, errors)
    reloads: list[bool] = []
    monkeypatch.setattr(view, "reload_items", lambda: reloads.append(True))

    def stale() -> object:
        raise StaleEditError(
            Message.of(
                "item_stale_by",
                item="Laser rifle",
                actor="anna",
                time="21:05",
                source="armoury",
                target="sold",
            )
        )

    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    assert view.stocking._attempt(stale, reload=False) is None  # type: ignore[arg-type]
    assert offered == [
        "Laser rifle was moved by anna at 21:05 (armoury → sold); your move was not made. "
        "Reload to see where it is now."
    ]
    assert reloads == [True] and errors == []


def test_a_removal_after_another_gm_moved_the_item_offers_reload(
    qtbot: QtBot, window: MainWindow
) -> None:
    """Issue 12, item 3, for real: the removal passes the versions the armoury showed; Anna
    (her own app) sells the rifle and takes the sale back while Boris's dialog is open; his
    removal is refused with who moved it, where and when, and Reload reads the armoury."""
    from tests.helpers.reload_offer import click_reload_when_offered
    from xcom_manager.services.inventory.service import InventoryService

    backend = window.backend
    assert backend is not None and window.campaign is not None
    campaign_id = window.campaign.id
    errors: list[str] = []
    view = _inventory(qtbot, window, errors)
    InventoryService(backend.db, backend.campaigns).stock.add_items(campaign_id, "laser_rifle", 1)
    view.reload_items()
    assert _armoury_rows(view) == ["Laser rifle  ×1"]

    def anna_meanwhile_then_ok(dialog: QDialog) -> bool:
        assert isinstance(dialog, RemoveFromArmouryDialog)
        with Database.open(backend.db.url) as anna_db:
            anna = InventoryService(anna_db, CampaignService(anna_db)).stock
            rifle = dialog.request().item_ids[0]
            sold = anna.remove_items(campaign_id, [rifle], "sold", actor="anna")
            anna.revert(campaign_id, sold.audit_seqs, actor="anna")
        return _click_ok(qtbot, dialog, dialog.ok_button)

    _hands(qtbot, view, anna_meanwhile_then_ok)
    offered: list[str] = []
    click_reload_when_offered(qtbot, offered)
    view.armoury.list.setFocus()
    view.armoury.list.setCurrentIndex(view.armoury.proxy.index(0, 0))
    qtbot.keyClick(view.armoury.list, Qt.Key.Key_Delete, SHIFT)  # Remove from armoury…
    assert len(offered) == 1
    assert offered[0].startswith("Laser rifle was moved by anna at ")
    assert "(sold → armoury)" in offered[0]
    assert _armoury_rows(view) == ["Laser rifle  ×1"]  # not removed
    assert errors == [] and view.undo_stack.count() == 0
