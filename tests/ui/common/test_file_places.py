"""The file dialogs open in the folder last used for that kind of file, else in the GM's
documents folder, never in the folder the program was started from (a source checkout)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager.ui.common.file_places import remember_folder, start_folder, suggested_path
from xcom_manager.ui.import_desk import ImportDesk

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[QSettings]:
    """The application's default settings in a temporary folder, and a home of its own with
    a documents folder."""
    home = tmp_path / "home"
    (home / "Documents").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(home / "Documents"))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield QSettings()


def test_a_first_dialog_opens_in_the_documents_not_where_the_program_runs(
    settings: QSettings,
) -> None:
    folder = start_folder("report", settings)
    assert folder != Path.cwd()
    assert folder.is_dir()
    assert folder.name == "Documents" or folder == Path(os.environ["HOME"])
    assert suggested_path("report", "campaign.pdf", settings) == str(folder / "campaign.pdf")


def test_each_kind_remembers_its_last_folder_while_it_exists(
    settings: QSettings, tmp_path: Path
) -> None:
    reports = tmp_path / "reports"
    reports.mkdir()
    remember_folder("report", reports / "mission-3.pdf", settings)
    remember_folder("database", "", settings)  # a cancelled dialog keeps nothing
    assert start_folder("report", settings) == reports
    assert start_folder("database", settings) != reports  # another kind, its own folder
    reports.rmdir()
    assert start_folder("report", settings) != reports  # gone: the documents again


def test_the_import_dialog_opens_in_the_folder_of_the_last_import(
    qtbot: QtBot, settings: QSettings, tmp_path: Path
) -> None:
    """The real dialog, as the GM sees it: it opens where the last campaign file was chosen."""
    exports = tmp_path / "exports"
    exports.mkdir()
    remember_folder("export", exports / "deep-blue.json")
    window = QWidget()
    qtbot.addWidget(window)
    desk = ImportDesk(window, lambda: None, lambda campaign_id: None)
    seen: list[str] = []

    def look_and_cancel() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog):
            QTimer.singleShot(20, look_and_cancel)
            return
        seen.append(dialog.directory().absolutePath())
        dialog.reject()

    QTimer.singleShot(20, look_and_cancel)
    assert desk._choose_file() == ""  # the dialog the desk opens (tests replace it elsewhere)
    assert seen == [str(exports)]
