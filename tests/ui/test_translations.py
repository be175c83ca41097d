"""The Russian translation: shipped, complete for the shell, loaded, and the layout survives it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from xcom_manager import paths
from xcom_manager.ui import i18n
from xcom_manager.ui.app import open_database
from xcom_manager.ui.main_window import MainWindow, Page

ROOT = Path(__file__).resolve().parents[2]
TS_FILE = ROOT / "resources" / "translations" / "xcom_manager_ru.ts"
SHELL_CONTEXTS = {
    "MainWindow",
    "WelcomePage",
    "NewCampaignForm",
    "NewCampaignDialog",
}


@pytest.fixture
def russian(qapp: QApplication) -> Iterator[None]:
    assert i18n.install_translator("ru")
    try:
        yield
    finally:
        i18n.remove_translators()


@pytest.fixture
def style_sheet(qapp: QApplication) -> Iterator[None]:
    """The application's style sheet, as run_gui sets it (bigger headings)."""
    qapp.setStyleSheet((paths.resources_dir() / "style.qss").read_text(encoding="utf-8"))
    try:
        yield
    finally:
        qapp.setStyleSheet("")


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'campaign.db'}"


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    yield main
    backend = main.detach()
    if backend is not None:
        backend.db.close()


# -- the catalogue ----------------------------------------------------------------------------


def test_shell_strings_are_all_translated() -> None:
    root = ET.parse(TS_FILE).getroot()
    contexts = {context.findtext("name"): context for context in root.iter("context")}
    assert contexts.keys() >= SHELL_CONTEXTS
    untranslated = [
        (name, message.findtext("source"))
        for name in SHELL_CONTEXTS
        for message in contexts[name].iter("message")
        if _translation_state(message) != "done"
    ]
    assert untranslated == []


def _translation_state(message: ET.Element) -> str:
    translation = message.find("translation")
    if translation is None:
        return "missing"
    return translation.get("type") or "done"


#: Translation states of strings no longer in the code (lupdate keeps them without -no-obsolete).
_RETIRED = {"vanished", "obsolete"}

#: Qt's %1..%99 and %n, and Python's str.format fields ({name}, {0}, {x!r:>3}); "{{" and "}}"
#: are literal braces.
_PLACEHOLDER = re.compile(r"%(?:n|L?\d{1,2})|\{\{|\}\}|\{[^{}]*\}")


def _live_messages() -> Iterator[tuple[str, ET.Element]]:
    root = ET.parse(TS_FILE).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            if _translation_state(message) not in _RETIRED:
                yield context.findtext("name") or "", message


def _translations(message: ET.Element) -> list[str]:
    """The translated text(s) of ``message``: one, or one per plural form."""
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


def _placeholders(text: str) -> list[str]:
    return sorted(token for token in _PLACEHOLDER.findall(text) if token not in ("{{", "}}"))


def test_every_string_is_translated() -> None:
    messages = list(_live_messages())
    assert len(messages) > 100  # the whole UI, not just the shell
    untranslated = [
        (context, message.findtext("source"))
        for context, message in messages
        if _translation_state(message) != "done"
        or not _translations(message)
        or not all(text.strip() for text in _translations(message))
    ]
    assert untranslated == []


def test_russian_plurals_have_three_forms() -> None:
    wrong = [
        (context, message.findtext("source"), len(_translations(message)))
        for context, message in _live_messages()
        if message.get("numerus") == "yes" and len(_translations(message)) != 3
    ]
    assert wrong == []


def test_translations_keep_the_placeholders() -> None:
    mismatched: list[tuple[str, str, str]] = []
    for context, message in _live_messages():
        source = message.findtext("source") or ""
        expected = _placeholders(source)
        # Every plural form keeps %n too: Russian's "one" form also covers 21, 31, 101...
        mismatched.extend(
            (context, source, text)
            for text in _translations(message)
            if _placeholders(text) != expected
        )
    assert mismatched == []


def test_accelerators_are_kept() -> None:
    """A string with one & accelerator keeps exactly one in the translation (and vice versa)."""

    def accelerators(text: str) -> int:
        return text.replace("&&", "").count("&")  # "&&" is a literal ampersand

    wrong = [
        (context, message.findtext("source"), text)
        for context, message in _live_messages()
        for text in _translations(message)
        if accelerators(message.findtext("source") or "") != accelerators(text)
    ]
    assert wrong == []


@pytest.mark.slow
def test_shipped_qm_is_built_from_the_ts(tmp_path: Path) -> None:
    """The .qm next to the .ts is what lrelease makes of it (nobody forgot to rebuild)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import update_translations
    finally:
        sys.path.pop(0)
    copy = tmp_path / TS_FILE.name
    shutil.copyfile(TS_FILE, copy)
    subprocess.run([str(update_translations.qt_tool("lrelease")), "-silent", str(copy)], check=True)
    assert copy.with_suffix(".qm").read_bytes() == TS_FILE.with_suffix(".qm").read_bytes()


def test_language_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    assert i18n.choose_language({"XCOM_LANG": "ru"}) == "ru"
    assert i18n.choose_language({"XCOM_LANG": "ru_RU.UTF-8"}) == "ru"
    assert i18n.choose_language({}, QLocale(QLocale.Language.Russian)) == "ru"
    assert i18n.choose_language({}, QLocale(QLocale.Language.English)) == "en"
    assert set(i18n.available_languages()) >= {"en", "ru"}


def test_english_installs_no_translator(qapp: QApplication) -> None:
    assert not i18n.install_translator("en")
    assert not i18n.install_translator("xx")  # not shipped: the English source strings


# -- in the window ----------------------------------------------------------------------------


@pytest.mark.gui
@pytest.mark.usefixtures("russian")
def test_main_window_speaks_russian(window: MainWindow) -> None:
    assert window.tabs.tabText(Page.ROSTER) == "&Личный состав"
    assert window.tabs.tabText(Page.AUDIT) == "&Журнал аудита"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Кампания", "&Правка", "&Вид", "&Справка"]
    assert window.windowTitle() == "Менеджер кампаний X-COM"
    window.show_opening("/tmp/x.db")
    assert "Открываем кампанию" in window.message_page.message()
    assert "снаряжать" in window.inventory_page.message.message()
    assert window.undo_action.text().startswith("&Отменить")


@pytest.mark.gui
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.usefixtures("style_sheet")
def test_layout_survives_the_translation_at_the_minimum_size(
    qtbot: QtBot, tmp_path: Path, db_url: str, language: str
) -> None:
    i18n.install_translator(language)  # before the window: widgets take their texts when made
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(main.minimumSize())
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, db_url)
        welcome = main.welcome_page()
        assert welcome is not None
        qtbot.waitUntil(lambda: welcome.content.width() > 0)
        _assert_fits(main, welcome)
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def _assert_fits(main: MainWindow, welcome: QWidget) -> None:
    # Every tab label shows whole (no eliding, no scroll buttons).
    bar = main.tabs.tabBar()
    for index in range(bar.count()):
        assert bar.tabRect(index).width() >= bar.tabSizeHint(index).width(), bar.tabText(index)
    assert sum(bar.tabSizeHint(i).width() for i in range(bar.count())) <= main.tabs.width()
    # The menu bar needs no overflow button.
    assert main.menuBar().sizeHint().width() <= main.width()
    # Buttons are as wide as their text needs; wrapped labels get the height they need.
    buttons = welcome.findChildren(QPushButton)
    assert buttons
    for button in buttons:
        assert button.width() >= button.sizeHint().width(), button.text()
    for label in welcome.findChildren(QLabel):
        if label.isVisible() and label.wordWrap() and label.text():
            need = label.heightForWidth(label.width())
            assert label.height() >= need, label.text()
        elif label.isVisible() and label.text():
            assert label.width() >= label.sizeHint().width(), label.text()
