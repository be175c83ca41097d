"""No Alt+letter clash in the window: the menu bar's titles, the tabs and the widgets of each
page (buttons, check boxes, labels with a buddy, group boxes, tool buttons) must not share a
mnemonic, in English and in Russian (a clash makes Alt+letter cycle or pick the wrong one:
Alt+H opened Help instead of the roster's "Show:" filter)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common.page_focus import shown_page
from xcom_manager.ui.main_window import MainWindow, Page

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


KNOWN: set[str] = set()  # every clash found so far is fixed: the test fails on any clash


def mnemonic(text: str) -> str | None:
    match = re.search(r"&([^&\s])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def page_mnemonics(page: QWidget) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for widget in page.findChildren(QWidget):
        if not widget.isVisibleTo(page):
            continue
        text = ""
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            text = widget.text()
        elif isinstance(widget, QGroupBox):
            text = widget.title()
        letter = mnemonic(text)
        if letter:
            found.append((letter, text))
    return found


def clashes(window: MainWindow, page: Page) -> list[str]:
    window.set_page(page)
    shown = shown_page(window.tabs.widget(page))
    assert shown is not None
    entries = [(mnemonic(a.text()), a.text()) for a in window.menuBar().actions()]
    entries += [
        (mnemonic(window.tabs.tabText(i)), window.tabs.tabText(i))
        for i in range(window.tabs.count())
    ]
    entries += page_mnemonics(shown)
    seen: dict[str, str] = {}
    found: list[str] = []
    for letter, text in entries:
        if letter is None:
            continue
        if letter in seen and seen[letter] != text:
            found.append(f"{page.name}: Alt+{letter.upper()} is {seen[letter]!r} and {text!r}")
        seen.setdefault(letter, text)
    return found


@pytest.fixture(params=["en", "ru"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    if request.param == "ru":
        assert i18n.install_translator("ru")
    yield request.param
    i18n.remove_translators()


def test_no_mnemonic_clash_on_any_page(
    qtbot: QtBot,
    language: str,
    migrated_db: Path,
    tmp_path: Path,
) -> None:
    path = tmp_path / "campaign.db"
    shutil.copyfile(migrated_db, path)
    window = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    open_database(window, f"sqlite:///{path}")
    with qtbot.waitSignal(window.campaign_opened):
        window.open_demo_action.trigger()
    try:
        found = [
            c
            for page in (Page.ROSTER, Page.INVENTORY, Page.MISSIONS, Page.AUDIT)
            for c in clashes(window, page)
        ]
        new = [c for c in found if c not in KNOWN]
        assert new == [], "\n".join(new)
    finally:
        backend = window.detach()
        if backend is not None:
            backend.db.close()
