"""Campaign ▸ Restore from backup… on a real window and real SQLite files: the
list of backups (when, why, size, campaigns), the confirmation, the current file kept first, the
database reopened, the days to keep saved; also from the error page of a damaged file. The
dialogs are replaced (no modal is left open); the list dialog itself is clicked like a user."""

from __future__ import annotations

import shutil
import sqlite3
import sys
from collections.abc import Iterator, Sequence
from contextlib import closing
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox
from pytestqt.qtbot import QtBot
from sqlalchemy.exc import OperationalError

from tests.helpers.damage import corrupt_table, digest
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.upkeep.backups import BackupRow, Backups
from xcom_manager.store.db import Database
from xcom_manager.ui.app import open_database
from xcom_manager.ui.backups import KEEP_DAYS_KEY, BackupDesk, BackupDialog
from xcom_manager.ui.common import trouble
from xcom_manager.ui.main_window import MainWindow

pytestmark = [pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture
def made(tmp_path: Path) -> tuple[str, Path]:
    """A database with one campaign and a backup of it, then a second campaign."""
    path = tmp_path / "campaign.db"
    url = f"sqlite:///{path}"
    with Database.open(url) as db:
        campaigns = CampaignService(db)
        campaigns.create_campaign("Deep Blue", "wargame")
        campaigns.backups.take("manual")
        campaigns.create_campaign("Made since", "wargame")
    return url, path


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    main = MainWindow(settings)
    qtbot.addWidget(main)
    main.show()
    qtbot.waitExposed(main)
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


class Answers:
    """What the replaced dialogs were shown, and what they answer."""

    def __init__(self, desk: BackupDesk, *, confirm: bool = True, keep_days: int = 21) -> None:
        self.listed: list[list[BackupRow]] = []
        self.questions: list[str] = []
        self.warnings: list[str] = []

        def choose(rows: Sequence[BackupRow]) -> tuple[Path, int] | None:
            """The manual backup the first time; the list cancelled when shown again."""
            self.listed.append(list(rows))
            manual = [row for row in rows if row.reason == "manual"]
            return (manual[0].path, keep_days) if manual and len(self.listed) == 1 else None

        desk._choose_backup = choose  # type: ignore[method-assign]
        desk._confirm = lambda _title, question: self.questions.append(question) or confirm  # type: ignore[method-assign]
        desk._warn = lambda _title, message: self.warnings.append(message)  # type: ignore[method-assign]


def _names(window: MainWindow) -> list[str]:
    assert window.backend is not None
    return [info.name for info in window.backend.campaigns.list_campaigns()]


def test_restore_from_backup_keeps_the_current_file_and_reopens(
    window: MainWindow, made: tuple[str, Path]
) -> None:
    url, _path = made
    assert open_database(window, url)
    assert _names(window) == ["Deep Blue", "Made since"]
    answers = Answers(window.backups)
    menu_actions = [action.text() for action in window.menuBar().actions()[0].menu().actions()]
    assert "Restore from &backup…" in menu_actions
    window.backups.restore_action.trigger()
    listed = answers.listed[0]
    assert [row.reason for row in listed] == ["manual"]  # today's: no daily one besides
    assert listed[0].campaigns == ("Deep Blue",)
    assert len(answers.questions) == 1 and "kept as a backup first" in answers.questions[0]
    assert _names(window) == ["Deep Blue"]  # reopened on the backup
    assert window.campaign is not None and window.campaign.name == "Deep Blue"
    assert "Restored the backup of" in window.statusBar().currentMessage()
    kept = Backups(url).list()[0]
    assert kept.reason == "restore" and kept.campaigns == ("Deep Blue", "Made since")
    assert window.backups.keep_days == 21
    assert window.backups._settings.value(KEEP_DAYS_KEY) == 21


def test_no_on_the_question_changes_nothing(window: MainWindow, made: tuple[str, Path]) -> None:
    url, _path = made
    open_database(window, url)
    answers = Answers(window.backups, confirm=False)
    assert not window.backups.restore_from_backup()
    assert answers.questions and _names(window) == ["Deep Blue", "Made since"]
    assert len(answers.listed) == 2  # No went back to the list, where the GM cancelled


def test_a_damaged_file_is_restored_from_its_error_page(
    window: MainWindow, made: tuple[str, Path], tmp_path: Path
) -> None:
    url, path = made
    corrupt_table(path, "campaign")
    assert not open_database(window, url)  # its campaigns cannot be read: refused, worded
    assert window.backend is None
    page = window.message_page
    shown = " ".join(label.text() for label in page.findChildren(QLabel))
    assert "is damaged" in shown and "xcom-manager check" in shown
    Answers(window.backups)
    assert window.backups.restore_from_backup()
    assert window.backend is not None and _names(window) == ["Deep Blue"]
    assert {row.reason for row in Backups(url).list()} >= {"damaged", "manual"}


def test_a_server_database_is_not_backed_up_here(window: MainWindow) -> None:
    window.backups.database_url = "postgresql://club.example/xcom"
    answers = Answers(window.backups)
    assert not window.backups.restore_from_backup()
    assert answers.warnings and "pg_dump" in answers.warnings[0]


def test_the_list_dialog_shows_each_backup_and_picks_one(
    qtbot: QtBot, window: MainWindow, made: tuple[str, Path]
) -> None:
    url, _path = made
    rows = Backups(url).list()
    dialog = BackupDialog(rows, 14, window)
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.table
    assert table.topLevelItemCount() == 1
    item = table.topLevelItem(0)
    assert item is not None
    assert item.text(1) == "Taken by hand" and item.text(3) == "Deep Blue"
    assert item.text(2).endswith("KiB")
    dialog.keep_days.setValue(30)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    assert ok is not None and ok.text() == "&Restore…"
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.chosen()
    assert chosen is not None and chosen.path == rows[0].path


def test_a_full_disk_met_in_a_slot_is_one_message(qtbot: QtBot, window: MainWindow) -> None:
    trouble.install(window)
    error = OperationalError("INSERT", {}, sqlite3.OperationalError("database or disk is full"))
    sys.excepthook(OperationalError, error, None)
    box = window.findChild(QMessageBox, "databaseFailure")
    assert box is not None and box.isVisible()
    assert "is full" in box.text() and "Nothing was changed" in box.text()
    assert "is full" in window.statusBar().currentMessage()
    box.close()


def test_the_daily_backup_is_taken_when_the_window_opens(
    window: MainWindow, made: tuple[str, Path], tmp_path: Path
) -> None:
    _url, path = made
    fresh = tmp_path / "fresh.db"
    shutil.copyfile(path, fresh)
    assert open_database(window, f"sqlite:///{fresh}")
    assert [row.reason for row in Backups(f"sqlite:///{fresh}").list()] == ["daily"]


def test_a_backup_of_a_newer_schema_is_refused_before_anything_is_closed(
    window: MainWindow, made: tuple[str, Path]
) -> None:
    url, path = made
    assert open_database(window, url)
    backend = window.backend
    (backup,) = Backups(url).list()
    with closing(sqlite3.connect(backup.path)) as connection:
        connection.execute("UPDATE alembic_version SET version_num = '0999_from_the_future'")
        connection.commit()
    before = digest(path)
    answers = Answers(window.backups)
    assert not window.backups.restore_from_backup()
    assert len(answers.warnings) == 1 and not answers.questions  # not even asked
    assert "schema revision '0999_from_the_future' is newer" in answers.warnings[0]
    assert window.backend is backend and _names(window) == ["Deep Blue", "Made since"]
    assert [row.reason for row in Backups(url).list()] == ["manual"]  # nothing kept
    assert digest(path) == before


def test_a_deleted_file_is_restored_from_the_window(
    window: MainWindow, made: tuple[str, Path]
) -> None:
    """The file deleted under the open window (its -wal and -shm left): the restore puts the
    backup back as a new file, none of the old file's leftovers in it, and reopens it."""
    url, path = made
    assert open_database(window, url)
    path.unlink()
    Answers(window.backups)
    assert window.backups.restore_from_backup()
    assert _names(window) == ["Deep Blue"]
    assert "there was no database file to keep" in window.statusBar().currentMessage()
    assert path.is_file() and "restore" not in {row.reason for row in Backups(url).list()}
