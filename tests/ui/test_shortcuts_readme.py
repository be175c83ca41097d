"""Every shortcut the README lists exists in the app, on the page its table names.

The README's "Keyboard shortcuts" section has a table per page ("Everywhere:", "Roster:", ...);
each row's keys must be the shortcut of an action or a ``QShortcut`` of the window (for
"Everywhere") or of that page's widgets, so the list cannot rot.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.ui.test_page_keys import window  # noqa: F401 - the demo window
from xcom_manager.ui.common.page_focus import shown_page
from xcom_manager.ui.main_window import MainWindow, Page

README = Path(__file__).resolve().parents[2] / "README.md"
PAGES = {"Roster": Page.ROSTER, "Inventory": Page.INVENTORY, "Missions": Page.MISSIONS}

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


def readme_shortcuts() -> dict[str, list[str]]:
    """``{"Everywhere": ["Ctrl+1", ...], "Roster": [...], ...}`` from the README's tables."""
    text = README.read_text(encoding="utf-8")
    section = text.split("### Keyboard shortcuts", 1)[1].split("\n## ", 1)[0]
    tables: dict[str, list[str]] = {}
    current: str | None = None
    for line in section.splitlines():
        heading = re.match(r"^(\w[\w ]*?)(?: \(.*\))?:$", line)
        if heading:
            current = heading.group(1)
            tables[current] = []
        row = re.match(r"^\| ([^|]+?) \| ([^|]+?) \|$", line)
        if row and current and row.group(1) not in ("Keys", "---"):
            tables[current].append(row.group(1))
    return tables


def keys_of(widget: QWidget, *, children: bool) -> set[str]:
    objects = widget.findChildren(QAction) + widget.findChildren(QShortcut) if children else []
    objects += widget.actions()
    found: set[str] = set()
    for thing in objects:
        if isinstance(thing, QAction):
            found.update(s.toString() for s in thing.shortcuts())
        else:
            found.add(thing.key().toString())
    return found


def test_the_readme_lists_a_table_per_page() -> None:
    tables = readme_shortcuts()
    assert set(tables) == {"Everywhere", *PAGES}
    assert all(tables.values())


def test_every_readme_shortcut_exists(qtbot: QtBot, window: MainWindow) -> None:  # noqa: F811
    tables = readme_shortcuts()
    missing: list[str] = []
    everywhere = keys_of(window, children=False) | {
        s.toString()
        for a in window.findChildren(QAction)
        for s in a.shortcuts()
        if a.parent() is window or a.parent() is window.undo
    }
    missing += [f"Everywhere: {k}" for k in tables["Everywhere"] if k not in everywhere]
    for name, page in PAGES.items():
        window.set_page(page)
        shown = shown_page(window.tabs.widget(page))
        assert shown is not None
        on_page = keys_of(shown, children=True)
        missing += [
            f"{name}: {k}" for k in tables[name] if QKeySequence(k).toString() not in on_page
        ]
    assert missing == [], f"README shortcuts not in the app: {missing}"
