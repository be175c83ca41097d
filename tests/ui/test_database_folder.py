"""The window started on a database whose folder cannot hold it says so once, on its page:
which folder and why, no traceback, and nothing is created."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from xcom_manager.ui import i18n
from xcom_manager.ui.app import start_gui
from xcom_manager.ui.main_window import MainWindow


@pytest.mark.parametrize("below", ["campaign.db", "club/campaign.db"])
def test_a_file_in_the_folders_place_is_said_once_on_the_page(
    qapp: QApplication, qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, below: str
) -> None:
    monkeypatch.setenv("XCOM_LANG", "en")
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box.text()) or 0)
    blocking = tmp_path / "notes.txt"
    blocking.write_text("not a folder\n", encoding="utf-8")
    window = start_gui(f"sqlite:///{blocking / below}")
    qtbot.addWidget(window)
    try:
        with qtbot.waitSignal(window.opening_finished, timeout=20_000):
            pass
        _said_once(window, blocking)
        assert boxes == []  # the page says it: no second message on top
    finally:  # start_gui styled and translated the shared application: undone for the others
        qapp.setStyleSheet("")
        i18n.remove_translators()
        window.close()


def _said_once(window: MainWindow, blocking: Path) -> None:
    page = window.message_page
    assert window.roster_page() is page and page.is_error()
    text = page.message()
    assert text.count(f"{blocking} is a file, not a folder") == 1
    assert "Traceback" not in text and "Errno" not in text
    assert window.backend is None
    assert blocking.read_text(encoding="utf-8") == "not a folder\n"
