"""Desktop comforts: File ▸ New/Open database and Open recent (the campaign
last used in *that* database), Settings… (language applied at once, the GM name as the audit
actor), the crash dialog and its log file, and ``install-desktop-entry``.

Real SQLite files in ``tmp_path``; settings in an INI file there; the file dialogs replaced by
the small methods the tests override.
"""

from __future__ import annotations

import configparser
import re
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QTableView
from pytestqt.qtbot import QtBot

from xcom_manager.cli.main import main as cli_main
from xcom_manager.services.inventory.dto import AuditFilter, Destination
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.common import trouble
from xcom_manager.ui.crash import CrashDialog
from xcom_manager.ui.databases import DatabaseDesk, sqlite_url
from xcom_manager.ui.main_window import MainWindow, Page
from xcom_manager.ui.settings_dialog import SettingsDialog

# The offscreen platform's note about a dialog's size hints.
pytestmark = [pytest.mark.qt_log_ignore("does not support propagateSizeHints")]


@pytest.fixture(scope="module", autouse=True)
def _settings_in_tmp(tmp_path_factory: pytest.TempPathFactory) -> None:
    folder = tmp_path_factory.mktemp("qsettings")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
        QSettings.setPath(QSettings.Format.IniFormat, scope, str(folder))


@pytest.fixture(scope="module")
def migrated_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from xcom_manager.store.db import Database

    path = tmp_path_factory.mktemp("template") / "empty.db"
    Database.open(sqlite_url(path)).close()
    return path


def _copy(migrated_db: Path, path: Path) -> str:
    shutil.copyfile(migrated_db, path)
    return sqlite_url(path)


def _new_window(qtbot: QtBot, settings_file: Path) -> MainWindow:
    window = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _close(window: MainWindow) -> None:
    backend = window.detach()
    if backend is not None:
        backend.db.close()


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    main = _new_window(qtbot, tmp_path / "settings.ini")
    yield main
    _close(main)


def _with_campaigns(url: str, *names: str) -> list[int]:
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    db = Database.open(url)
    try:
        campaigns = CampaignService(db)
        return [campaigns.create_campaign(name, "wargame").id for name in names]
    finally:
        db.close()


def _menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


# -- File ▸ Open database… / Open recent ------------------------------------------------------


def test_open_another_database_through_the_menu_and_back_through_open_recent(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    first = _copy(migrated_db, tmp_path / "first.db")
    second = _copy(migrated_db, tmp_path / "second.db")
    alpha, beta = _with_campaigns(first, "Alpha", "Beta")
    (gamma,) = _with_campaigns(second, "Gamma")
    assert open_database(window, first)
    window.open_campaign(beta)  # the campaign last used in the first database
    window.undo_stack.push(_noop_command())
    assert window.undo_stack.count() == 1

    window.databases._choose_file = lambda *, new: tmp_path / "second.db"  # type: ignore[method-assign]
    window.databases.open_action.trigger()
    assert window.backend is not None and window.backend.db.url == second
    assert window.campaign is not None and window.campaign.id == gamma
    assert window.undo_stack.count() == 0  # the old database's commands are gone
    assert window.windowTitle().startswith("Gamma")

    window.databases.fill_recent_menu()
    entries = [a for a in window.databases.recent_menu.actions() if a.text().startswith("&")]
    assert [a.text() for a in entries[:2]] == [
        f"&1 {tmp_path / 'second.db'}",
        f"&2 {tmp_path / 'first.db'}",
    ]
    entries[1].trigger()
    assert window.backend is not None and window.backend.db.url == first
    assert window.campaign is not None and window.campaign.id == beta != alpha


def test_a_foreign_file_is_refused_and_the_open_database_stays(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    first = _copy(migrated_db, tmp_path / "first.db")
    assert open_database(window, first)
    foreign = tmp_path / "notes.db"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (body TEXT)")
    warnings: list[str] = []
    window.databases._warn = lambda title, text: warnings.append(text)  # type: ignore[method-assign]
    window.databases._choose_file = lambda *, new: foreign  # type: ignore[method-assign]
    assert not window.databases.open_database()
    assert len(warnings) == 1 and "is not an xcom_manager database" in warnings[0]
    assert window.backend is not None and window.backend.db.url == first


def test_new_database_is_made_and_opened_on_the_welcome_page(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    assert open_database(window, _copy(migrated_db, tmp_path / "first.db"))
    window.databases._choose_file = lambda *, new: tmp_path / "fresh.db"  # type: ignore[method-assign]
    window.databases.new_action.trigger()
    assert (tmp_path / "fresh.db").is_file()
    assert window.backend is not None and window.backend.db.url.endswith("fresh.db")
    assert window.welcome_page() is not None


def test_recent_list_and_last_campaigns_survive_a_restart(
    qtbot: QtBot, migrated_db: Path, tmp_path: Path
) -> None:
    settings_file = tmp_path / "settings.ini"
    first = _copy(migrated_db, tmp_path / "first.db")
    second = _copy(migrated_db, tmp_path / "second.db")
    _alpha, beta = _with_campaigns(first, "Alpha", "Beta")
    gamma, _delta = _with_campaigns(second, "Gamma", "Delta")  # the same numbers as first's
    window = _new_window(qtbot, settings_file)
    assert open_database(window, first)
    window.open_campaign(beta)
    assert open_database(window, second)
    window.open_campaign(gamma)
    window.close()
    _close(window)

    again = _new_window(qtbot, settings_file)
    try:
        assert again.databases.recent() == [second, first]
        assert open_database(again, first)
        assert again.campaign is not None and again.campaign.id == beta
        assert open_database(again, second)
        assert again.campaign is not None and again.campaign.id == gamma
        (tmp_path / "first.db").unlink()
        again.databases.fill_recent_menu()
        gone = [a for a in again.databases.recent_menu.actions() if "first.db" in a.text()]
        assert len(gone) == 1 and not gone[0].isEnabled()
        messages: list[str] = []
        again.databases._warn = lambda title, text: messages.append(text)  # type: ignore[method-assign]
        assert not again.databases.open_url(first)
        assert messages and "first.db" in messages[0]
        assert again.databases.recent() == [second]
    finally:
        _close(again)


def _noop_command() -> object:
    from PySide6.QtGui import QUndoCommand

    return QUndoCommand("nothing")


# -- Settings… ------------------------------------------------------------------------------


def _accept_with(window: MainWindow, **values: str) -> None:
    """Replace the settings dialog with one filled with ``values`` and accepted."""

    def run_dialog() -> SettingsDialog:
        dialog = SettingsDialog(window._settings, window._rulesets(), window)
        if "gm_name" in values:
            dialog.gm_name.setText(values["gm_name"])
        if "language" in values:
            dialog.language.setCurrentIndex(dialog.language.findData(values["language"]))
        return dialog

    window.preferences._run_dialog = run_dialog  # type: ignore[method-assign]


def test_the_language_switches_without_a_restart(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    url = _copy(migrated_db, tmp_path / "first.db")
    _with_campaigns(url, "Alpha")
    assert open_database(window, url)
    i18n.install_translator("en")
    assert _menu_titles(window)[0] == "&File"
    try:
        _accept_with(window, language="ru")
        assert window.preferences.edit()
        titles = _menu_titles(window)
        assert titles[:2] == ["&Файл", "&Правка"], titles
        assert window.tabs.tabText(0) not in ("Roster", "&Roster")
        assert window._settings.value("ui/language") == "ru"
        _accept_with(window, language="en")
        assert window.preferences.edit()
        assert _menu_titles(window)[:2] == ["&File", "&Edit"]
        assert window.tabs.tabText(0) == "Roster"
    finally:
        i18n.install_translator("en")


def test_every_tab_and_the_statistics_follow_a_language_switch(
    qtbot: QtBot, window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    """After a live switch to Russian every tab's title is Russian (the Audit log and the
    Statistics tabs stayed English), and the Statistics page on screen is built again, its
    table headings Russian too."""
    url = _copy(migrated_db, tmp_path / "first.db")
    _with_campaigns(url, "Alpha")
    assert open_database(window, url)
    i18n.install_translator("en")
    english = [window.tabs.tabText(index) for index in range(window.tabs.count())]
    window.set_page(Page.STATISTICS)
    try:
        _accept_with(window, language="ru")
        assert window.preferences.edit()
        russian = [window.tabs.tabText(index) for index in range(window.tabs.count())]
        assert all(ru != en for ru, en in zip(russian, english, strict=True)), russian
        assert not any(re.search(r"[A-Za-z]{3,}", title) for title in russian), russian
        assert window.current_page() == Page.STATISTICS
        shown = window.stats_desk.page.view  # the page built again (the old one is deleted)
        assert shown is not None
        headings = [
            str(table.model().headerData(column, Qt.Orientation.Horizontal))
            for table in shown.findChildren(QTableView)
            if table.model() is not None
            for column in range(table.model().columnCount())
        ]
        assert headings and not any(re.search(r"[A-Za-z]{3,}", h) for h in headings), headings
    finally:
        i18n.install_translator("en")


def test_the_database_label_follows_a_language_switch(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    """The status bar's "Database: <file>" was made from a template with the file's place in
    it: switching the language words it again, the place kept."""
    url = _copy(migrated_db, tmp_path / "first.db")
    assert open_database(window, url)
    i18n.install_translator("en")
    location = str(tmp_path / "first.db")
    assert window.location_label.text() == f"Database: {location}"
    try:
        _accept_with(window, language="ru")
        assert window.preferences.edit()
        assert window.location_label.text() == f"База данных: {location}"
        _accept_with(window, language="en")
        assert window.preferences.edit()
        assert window.location_label.text() == f"Database: {location}"
    finally:
        i18n.install_translator("en")


def test_the_language_switch_needs_only_the_shipped_qm(
    window: MainWindow, migrated_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An installed wheel ships the .qm alone (no .ts): the switch still words the window
    again, from the catalogue the window loads."""
    from xcom_manager import paths
    from xcom_manager.ui import settings_dialog

    shipped = tmp_path / "translations"
    shipped.mkdir()
    shutil.copy(paths.translations_dir() / "xcom_manager_ru.qm", shipped)
    monkeypatch.setattr(paths, "translations_dir", lambda: shipped)
    caches = (settings_dialog._catalogue_entries, settings_dialog._catalogue)
    for cached in (*caches, settings_dialog._templates):
        cached.cache_clear()
    url = _copy(migrated_db, tmp_path / "first.db")
    assert open_database(window, url)
    i18n.install_translator("en")
    try:
        _accept_with(window, language="ru")
        assert window.preferences.edit()
        assert _menu_titles(window)[:2] == ["&Файл", "&Правка"]
        assert window.location_label.text().startswith("База данных: ")
        _accept_with(window, language="en")
        assert window.preferences.edit()
        assert _menu_titles(window)[:2] == ["&File", "&Edit"]
    finally:
        i18n.install_translator("en")
        for cached in (*caches, settings_dialog._templates):
            cached.cache_clear()


def test_settings_refuse_a_blank_gm_name_and_explain() -> None:
    settings = QSettings()
    dialog = SettingsDialog(settings, [("wargame", "Wargame")])
    dialog.gm_name.setText("   ")
    assert "spaces" in dialog.problem.text()
    assert not dialog.buttons.buttons()[0].isEnabled() or not dialog._validate()
    dialog.gm_name.setText("Commander Vahlen")
    assert dialog.problem.text() == ""


def test_settings_show_the_days_backups_are_kept_and_ok_keeps_them(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Unset, the dialog shows the days the backups are really kept (14, or
    ``$XCOM_BACKUP_DAYS``), so that OK does not change them; a setting shows as set."""
    from xcom_manager.services.upkeep.backups import DEFAULT_KEEP_DAYS
    from xcom_manager.ui.backups import KEEP_DAYS_KEY

    monkeypatch.delenv("XCOM_BACKUP_DAYS", raising=False)
    settings = QSettings()
    settings.remove(KEEP_DAYS_KEY)
    dialog = SettingsDialog(settings, [("wargame", "Wargame")])
    assert dialog.keep_days.value() == DEFAULT_KEEP_DAYS
    dialog.save(settings)
    assert int(str(settings.value(KEEP_DAYS_KEY))) == DEFAULT_KEEP_DAYS
    settings.setValue(KEEP_DAYS_KEY, 45)
    assert SettingsDialog(settings, [("wargame", "Wargame")]).keep_days.value() == 45
    settings.remove(KEEP_DAYS_KEY)


def test_the_gm_name_is_the_actor_of_the_next_audited_move(
    window: MainWindow, migrated_db: Path, tmp_path: Path
) -> None:
    assert open_database(window, _copy(migrated_db, tmp_path / "first.db"))
    window.open_demo()
    _accept_with(window, gm_name="Commander Vahlen")
    assert window.preferences.edit()
    backend, campaign = window.backend, window.campaign
    assert backend is not None and campaign is not None
    from xcom_manager.ui.main_window import Page

    window.set_page(Page.INVENTORY)
    view = window.inventory_page.view
    carried = next(
        held.item.id
        for soldier in backend.roster.list_soldiers(campaign.id)
        for kit_slot in backend.inventory.soldier_kit(soldier.id).slots
        for held in kit_slot.items
    )
    view.drop_item(carried, Destination.armoury(), view, QPoint(1, 1))  # type: ignore[union-attr]
    flt = AuditFilter(campaign.id)
    rows = backend.audit.page(flt, 0, backend.audit.count(flt) + 1)
    assert rows[-1].item_id == carried and rows[-1].actor == "Commander Vahlen"


# -- the crash dialog ---------------------------------------------------------------------------


def test_an_unexpected_error_shows_a_report_and_writes_the_log(
    qapp: QApplication,
    window: MainWindow,
    migrated_db: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert open_database(window, _copy(migrated_db, tmp_path / "first.db"))
    seen: list[type[BaseException]] = []
    monkeypatch.setattr(sys, "excepthook", lambda kind, error, trace: seen.append(kind))
    trouble.install(window)
    try:
        raise ZeroDivisionError("the odds of a sectoid")
    except ZeroDivisionError as error:
        sys.excepthook(type(error), error, error.__traceback__)
    assert seen == [ZeroDivisionError]  # the previous hook still gets the traceback
    dialogs = window.findChildren(CrashDialog)
    assert len(dialogs) == 1
    report = dialogs[0].report.toPlainText()
    assert "ZeroDivisionError: the odds of a sectoid" in report
    assert "test_an_unexpected_error_shows_a_report" in report  # the traceback's frame
    assert "pyside6:" in report and "python:" in report
    assert "first.db: ok" in report  # the database check
    dialogs[0].copy_report()
    assert qapp.clipboard().text() == report
    logs = list((tmp_path / "state").rglob("crash.log"))
    assert len(logs) == 1 and "the odds of a sectoid" in logs[0].read_text(encoding="utf-8")
    assert window.isVisible() and window.backend is not None  # the work goes on
    dialogs[0].close()


# -- install-desktop-entry ----------------------------------------------------------------------


def test_install_desktop_entry_writes_a_valid_entry_and_the_icon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    db = f"sqlite:///{tmp_path / 'unused.db'}"
    assert cli_main(["--db", db, "install-desktop-entry"]) == 0
    assert cli_main(["--db", db, "install-desktop-entry"]) == 0  # idempotent
    entry = tmp_path / "share/applications/xcom-manager.desktop"
    icon = tmp_path / "share/icons/hicolor/scalable/apps/xcom-manager.svg"
    printed = capsys.readouterr().out
    assert f"wrote {entry}" in printed and f"wrote {icon}" in printed
    assert icon.read_bytes().startswith(b"<")
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(entry, encoding="utf-8")
    keys = parser["Desktop Entry"]
    assert keys["Type"] == "Application"
    assert keys["Icon"] == "xcom-manager" and keys["StartupWMClass"] == "xcom-manager"
    assert QApplication.desktopFileName() in ("", "xcom-manager")
    exec_line = keys["Exec"].split()[0]
    assert Path(exec_line).is_file() or exec_line == sys.executable
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout
    assert cli_main(["--db", db, "install-desktop-entry", "--uninstall"]) == 0
    assert not entry.exists() and not icon.exists()
    assert f"removed {entry}" in capsys.readouterr().out


def test_the_desk_remembers_the_campaign_per_database(tmp_path: Path, qtbot: QtBot) -> None:
    window = _new_window(qtbot, tmp_path / "s.ini")
    desk: DatabaseDesk = window.databases
    desk.remember("sqlite:///a.db", 3)
    desk.remember("sqlite:///b.db", 3)
    desk.remember("sqlite:///b.db", 7)
    desk.remember("sqlite:///a.db")  # reopened, its campaign not yet shown
    assert desk.last_campaign("sqlite:///a.db") == 3
    assert desk.last_campaign("sqlite:///b.db") == 7
    assert desk.recent() == ["sqlite:///a.db", "sqlite:///b.db"]


def test_the_default_ruleset_of_the_settings_is_proposed_for_a_new_campaign(
    qtbot: QtBot,
) -> None:
    from xcom_manager.ui.settings_dialog import DEFAULT_RULESET_KEY
    from xcom_manager.ui.welcome import NewCampaignForm

    rulesets = [("boardgame", "X-COM Board Game"), ("wargame", "X-COM Wargame")]
    settings = QSettings()
    settings.remove(DEFAULT_RULESET_KEY)
    assert SettingsDialog(settings, rulesets).ruleset.currentData() == "wargame"
    dialog = SettingsDialog(settings, rulesets)
    dialog.ruleset.setCurrentIndex(dialog.ruleset.findData("boardgame"))
    dialog.save(settings)
    try:
        form = NewCampaignForm(rulesets)
        qtbot.addWidget(form)
        assert form.ruleset_id() == "boardgame"
    finally:
        settings.remove(DEFAULT_RULESET_KEY)
