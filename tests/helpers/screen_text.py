"""What a user reads on a widget and which Alt letters it offers: the texts of every visible
label, button, group box, tab, combo item, table cell and header, and the mnemonics of the
controls a user reaches with Alt+letter. Shared by the pages' and the dialogs' tests of issue 14
(items 2 and 4)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTabWidget,
    QWidget,
)

_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]{2,}")
_RULE_ID = re.compile(r"\b[A-Z]+(?:-[A-Z]+)*-\d+[a-z]?\b")
_HTML = re.compile(r"<[^>]+>|&\w+;")
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:[/\\][\w.@+-]+)+[/\\]?")
_MNEMONIC = re.compile(r"&([^&\s])")

#: Technical tokens and words that are the same in Russian text (key names as printed on
#: the keys: "Ctrl+F").
ALLOWED = frozenset(
    {"SQLite", "PostgreSQL", "PDF", "CSV", "JSON", "HTML", "UTC", "X-COM", "COM"}
    | {"Ctrl", "Shift", "Alt", "Enter", "Del", "Esc", "Tab"}
)


def mnemonic(text: str) -> str | None:
    """The Alt letter of ``text`` (``"Re&tire…"`` → ``"t"``), lower-cased; ``&&`` is a literal."""
    match = _MNEMONIC.search(text.replace("&&", ""))
    return match.group(1).casefold() if match else None


def widget_mnemonics(root: QWidget) -> list[tuple[str, str]]:
    """(letter, text) of every visible control of ``root`` with a mnemonic: buttons, labels
    with a buddy, group boxes and the tabs of tab widgets."""
    found: list[tuple[str, str]] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        texts: list[str] = []
        labelled = isinstance(widget, QLabel) and widget.buddy() is not None
        if isinstance(widget, QAbstractButton) or labelled:
            texts.append(widget.text())  # type: ignore[attr-defined]
        elif isinstance(widget, QGroupBox):
            texts.append(widget.title())
        elif isinstance(widget, QTabWidget):
            texts.extend(widget.tabText(i) for i in range(widget.count()))
        for text in texts:
            letter = mnemonic(text)
            if letter:
                found.append((letter, text))
    return found


def action_mnemonics(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(letter, text) of the visible actions of one menu (a submenu is a menu of its own)."""
    found: list[tuple[str, str]] = []
    for action in actions:
        if action.isSeparator() or not action.isVisible():
            continue
        letter = mnemonic(action.text())
        if letter:
            found.append((letter, action.text()))
    return found


def clashes(where: str, entries: Iterable[tuple[str, str]]) -> list[str]:
    """A line for each second control with an Alt letter already taken in ``where``."""
    seen: dict[str, str] = {}
    found: list[str] = []
    for letter, text in entries:
        if letter in seen:
            found.append(f"{where}: Alt+{letter.upper()} is {seen[letter]!r} and {text!r}")
        seen.setdefault(letter, text)
    return found


def visible_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(widget, text) for every text a user sees on ``root``."""
    for widget in root.findChildren(QWidget):
        if not widget.isVisibleTo(root):
            continue
        name = f"{type(widget).__name__} {widget.objectName()!r}"
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield name, widget.text()
        elif isinstance(widget, QGroupBox):
            yield name, widget.title()
        elif isinstance(widget, QTabWidget):
            for i in range(widget.count()):
                yield name, widget.tabText(i)
        elif isinstance(widget, QComboBox):
            for i in range(widget.count()):
                yield name, widget.itemText(i)
        elif isinstance(widget, QLineEdit):
            if not widget.text():
                yield f"{name} placeholder", widget.placeholderText()
        elif isinstance(widget, QHeaderView):
            continue  # its table's headers are read with the table
        elif isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from model_texts(name, widget.model())


def model_texts(name: str, model: QAbstractItemModel) -> Iterator[tuple[str, str]]:
    display = Qt.ItemDataRole.DisplayRole
    top = QModelIndex()
    columns = _column_count(model)
    for column in range(columns):
        yield f"{name} header", str(model.headerData(column, Qt.Orientation.Horizontal, display))
    for row in range(min(model.rowCount(top), 200)):
        for column in range(columns):
            value = model.data(model.index(row, column, QModelIndex()), display)
            if isinstance(value, str):
                yield f"{name} row {row}", value


def _column_count(model: QAbstractItemModel) -> int:
    try:
        return model.columnCount(QModelIndex())
    except TypeError:  # a list model (QListWidget's): one column, its count not public
        return 1


def english_words(text: str, names: frozenset[str]) -> list[str]:
    """The Latin words of ``text`` left once HTML, rule IDs, ``names`` (people's and maps' own
    names), file paths and the allowed technical tokens are taken out."""
    text = _PATH.sub(" ", _RULE_ID.sub(" ", _HTML.sub(" ", text)))
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return [w for w in _WORD.findall(text) if w.strip("'’-") not in ALLOWED]


def personal_names(window: object, *extra: str) -> frozenset[str]:
    """The soldiers', missions' and campaigns' own names in the database of ``window`` (a
    :class:`MainWindow`), the demo's game master and ``extra``: they stay as they are."""
    from xcom_manager.services.demo.document import DEMO_GM
    from xcom_manager.ui.main_window import MainWindow

    assert isinstance(window, MainWindow)
    backend = window.backend
    assert backend is not None
    names: set[str] = {DEMO_GM, *extra}  # the demo's GM: a person's name, as a row's actor
    for campaign in backend.campaigns.list_campaigns():
        names.add(campaign.name)
        for soldier in backend.roster.list_soldiers(campaign.id):
            names.add(soldier.name)
            names.update(soldier.name.split())
        for mission in backend.missions.list_missions(campaign.id):
            names.add(mission.name)
    return frozenset(n for n in names if n)
