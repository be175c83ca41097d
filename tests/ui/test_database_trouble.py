"""A database failure that escapes a slot, in Russian: the window's message box
says it in the user's language, naming the database's file; the failures are real ones, made on
a real SQLite file (another connection holding the write lock, a disk that is full)."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from xcom_manager.services.core.errors import DatabaseBusyError
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common import trouble
from xcom_manager.ui.main_window import MainWindow

pytestmark = [pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert i18n.install_translator("ru")
    try:
        yield
    finally:
        i18n.remove_translators()


@pytest.fixture
def window(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[tuple[MainWindow, Path]]:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # the hook is put back afterwards
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    path = tmp_path / "campaign.db"
    assert open_database(main, f"sqlite:///{path}")
    trouble.install(main)
    yield main, path
    backend = main.detach()
    if backend is not None:
        backend.db.close()


def _shown(window: MainWindow) -> str:
    box = window.findChild(QMessageBox, "databaseFailure")
    assert box is not None and box.isVisible()
    text = box.text()
    assert window.statusBar().currentMessage() == text
    assert box.windowTitle() == "Сбой базы данных"
    box.close()
    return text


def test_a_locked_database_is_said_in_russian(
    russian: None, window: tuple[MainWindow, Path]
) -> None:
    main, path = window
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN IMMEDIATE")  # another program holds the write lock
        with (
            closing(sqlite3.connect(path, timeout=0)) as mine,
            pytest.raises(sqlite3.OperationalError) as raised,
        ):
            mine.execute("INSERT INTO campaign (name) VALUES ('x')")
        other.execute("ROLLBACK")
    sys.excepthook(type(raised.value), raised.value, None)
    text = _shown(main)
    assert text.startswith(f"База данных {path} занята: другая программа"), text
    assert "Ничего не изменено" in text


def test_a_full_disk_is_said_in_russian(russian: None, window: tuple[MainWindow, Path]) -> None:
    main, path = window
    with closing(sqlite3.connect(path)) as mine:
        pages = mine.execute("PRAGMA page_count").fetchone()[0]
        mine.execute(f"PRAGMA max_page_count = {pages}")  # not one page more
        with pytest.raises(sqlite3.OperationalError) as raised:
            mine.execute("CREATE TABLE filler (x)")
            mine.executemany("INSERT INTO filler VALUES (?)", [("x" * 4000,)] * 50)
            mine.commit()
    sys.excepthook(type(raised.value), raised.value, None)
    text = _shown(main)
    assert text.startswith(f"Диск с базой данных {path} заполнен (database or disk is full)")
    assert "Ничего не изменено" in text


def test_a_busy_error_of_the_services_escaping_a_slot_is_said_in_russian(
    russian: None, window: tuple[MainWindow, Path]
) -> None:
    from xcom_manager.rules.texts import Message

    main, _path = window
    error = DatabaseBusyError(Message.of("database_busy", seconds=5))
    sys.excepthook(DatabaseBusyError, error, None)
    assert _shown(main).startswith("Другой ведущий занимал базу данных дольше 5 с")


def test_a_damaged_file_is_refused_in_russian_when_the_window_opens_it(
    russian: None, qtbot: QtBot, tmp_path: Path
) -> None:
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    path = tmp_path / "garbage.db"
    path.write_bytes(b"not a database at all" * 100)
    assert not open_database(main, f"sqlite:///{path}")
    shown = " ".join(label.text() for label in main.message_page.findChildren(QLabel))
    assert f"База данных {path} повреждена" in shown, shown
    assert "xcom-manager check" in shown and "is damaged" not in shown
    assert path.read_bytes() == b"not a database at all" * 100  # left as it was
