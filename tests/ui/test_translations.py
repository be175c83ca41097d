"""The Russian translation: shipped, complete for the shell, loaded, and the layout survives it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QToolButton, QWidget
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


def _import_every_module() -> None:
    """Import every module of the package: each registers the texts it writes."""
    import importlib
    import pkgutil

    import xcom_manager

    for module in pkgutil.walk_packages(xcom_manager.__path__, "xcom_manager."):
        importlib.import_module(module.name)


def test_every_message_key_has_a_russian_text() -> None:
    """Every template and word the rules core registers (``rules.texts``) is in the catalogue
    under its context, translated: a key registered under a misspelt context, or left
    untranslated, fails here."""
    from xcom_manager.rules.rule_texts import RULE_STATEMENTS
    from xcom_manager.rules.texts import registered_texts

    _import_every_module()
    done = {
        (context, message.findtext("source") or "")
        for context, message in _live_messages()
        if _translation_state(message) == "done" and all(t.strip() for t in _translations(message))
    }
    texts = [*registered_texts(), *RULE_STATEMENTS.values()]
    assert len(texts) > 140  # every finding, word and rule statement, not a few
    assert [(t.context, t.source) for t in texts if (t.context, t.source) not in done] == []


@pytest.mark.usefixtures("russian")
def test_findings_and_mission_texts_speak_russian() -> None:
    from xcom_manager.rules.texts import Message, render_param
    from xcom_manager.rules.verdict import Violation
    from xcom_manager.rules.wargame import log_texts  # noqa: F401 - registers the log's texts
    from xcom_manager.ui.common.texts import finding_line, message_text, rule_text

    finding = Violation.of(
        "W-HAND-2",
        "phase_spent",
        soldier="Ivanova",
        actions=("moved", "shot"),
        phase="movement",
        item="Rifle",
    )
    assert finding_line(finding) == (
        "W-HAND-2: Ivanova уже двигался, стрелял в этой фазе движения и не может потратить её "
        "на передачу: Rifle."
    )
    assert rule_text("MIS-4").startswith("Двигается, стреляет")
    header = Message.of("wg_header", turn=2, side_name="xcom", phase_name="shooting")
    assert message_text(header) == "Ход 2 · X-COM · Фаза стрельбы"
    assert render_param("cause", "freed_from_net", QCoreApplication.translate) == (
        "освобождён из сети"
    )


@pytest.mark.parametrize("language", ["en", "ru"])
def test_no_rule_statement_names_a_ruleset_key(qapp: QApplication, language: str) -> None:
    """A refusal quotes its rule's statement to the GM: the statement speaks of the game, never
    of a ruleset file's key such as ``handoff.allow_unusable_carry`` (R-4) or
    ``injury.bleed_out_turns`` (R-8), in either language."""
    from xcom_manager.rules.ruleset.rulings import RULING_DEFAULTS
    from xcom_manager.ui.common.texts import rule_texts

    if language == "ru":
        assert i18n.install_translator("ru")
    try:
        texts = rule_texts()
    finally:
        i18n.install_translator("en")
    keys = [*RULING_DEFAULTS, *(key.split(".")[-1] for key in RULING_DEFAULTS if "_" in key)]
    named = {
        rule_id: [key for key in keys if re.search(rf"\b{re.escape(key)}\b", text)]
        for rule_id, text in texts.items()
    }
    assert {rule_id: found for rule_id, found in named.items() if found} == {}
    assert "first one that begins after the wound" in rule_texts()["R-8"]


@pytest.mark.usefixtures("russian")
def test_app_made_audit_reasons_speak_russian_and_keep_the_gm_words() -> None:
    """An audit row's reason holds what the app decided as a fact; it is worded in Russian when
    shown, the GM's own words kept as typed; a plain reason of an older version as stored."""
    from xcom_manager.rules.texts import Message
    from xcom_manager.services.audit.reasons import encode_reason
    from xcom_manager.ui.common.texts import reason_display

    stored = encode_reason(Message.of("reason_undo_move", seq=12), "wrong soldier")
    assert reason_display(stored) == "Отмена №12; wrong soldier"
    killed = encode_reason(Message.of("reason_mission_death", soldier="Ivanova"))
    assert reason_display(killed) == "Ivanova погиб на миссии"
    assert reason_display("Undo of #3") == "Undo of #3"


def test_english_findings_are_unchanged() -> None:
    import xcom_manager.rules.wargame.texts  # noqa: F401 - registers the mission findings
    from xcom_manager.rules.verdict import Violation
    from xcom_manager.ui.common.texts import finding_text

    finding = Violation.of("MIS-1", "mission_not_in_play", soldier="Ivanova", status="down")
    assert finding_text(finding) == finding.text == "Ivanova is down and can take no action."


def _translation_script() -> ModuleType:
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import update_translations
    finally:
        sys.path.pop(0)
    return update_translations


def test_the_catalogue_holds_every_string_of_the_code() -> None:
    """lupdate over every package (the rules core's ``tr_noop`` marks included) finds nothing
    the shipped .ts lacks: a new string without its Russian text fails here and in
    test_every_string_is_translated."""
    script = _translation_script()
    assert script.check() == 0


@pytest.mark.slow
def test_shipped_qm_is_built_from_the_ts(tmp_path: Path) -> None:
    """The .qm next to the .ts is what lrelease makes of it (nobody forgot to rebuild)."""
    update_translations = _translation_script()
    copy = tmp_path / TS_FILE.name
    shutil.copyfile(TS_FILE, copy)
    lrelease = update_translations.qt_tool("lrelease")
    subprocess.run([str(lrelease), "-silent", str(copy)], check=True)
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


def test_english_speaks_its_plurals(qapp: QApplication) -> None:
    """English has one and many: "1 charge", not "1 charges" (its catalogue of plurals)."""
    i18n.install_translator("en")
    try:
        assert QCoreApplication.translate("SlotCell", "%n charges", "", 1) == "1 charge"
        assert QCoreApplication.translate("SlotCell", "%n charges", "", 3) == "3 charges"
        assert QCoreApplication.translate("PlanMissionDialog", "%n soldier(s)", "", 1) == (
            "1 soldier"
        )
    finally:
        i18n.remove_translators()


def test_every_english_plural_has_both_forms() -> None:
    """Each ``%n`` text of the code has its English one and many (a new one fails here until
    ``scripts/update_translations.py`` is run and its forms written)."""
    english = ET.parse(TS_FILE.with_name("xcom_manager_en.ts")).getroot()
    messages = list(english.iter("message"))
    assert len(messages) > 30
    written = {
        message.findtext("source"): [
            form.text for form in message.iter("numerusform") if (form.text or "").strip()
        ]
        for message in messages
    }
    unwritten = [source for source, forms in written.items() if len(forms) != 2]
    assert unwritten == []


# -- in the window ----------------------------------------------------------------------------


@pytest.mark.gui
@pytest.mark.usefixtures("russian")
def test_main_window_speaks_russian(window: MainWindow) -> None:
    assert window.tabs.tabText(Page.ROSTER) == "Личный состав"  # no Alt letter: Ctrl+1
    assert window.tabs.tabText(Page.AUDIT) == "Журнал аудита"
    menus = [action.text() for action in window.menuBar().actions()]
    assert menus == ["&Файл", "&Правка", "&Вид", "&Справка"]
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


# -- every page of a campaign at the minimum size ----------------------------------------------


@pytest.fixture
def demo_url(tmp_path: Path) -> str:
    """A campaign file holding the demo campaign (soldiers, armoury, missions, audit log)."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database

    url = f"sqlite:///{tmp_path / 'demo.db'}"
    db = Database.open(url)
    try:
        create_demo(CampaignService(db))
    finally:
        db.close()
    return url


@pytest.mark.gui
@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.usefixtures("style_sheet")
def test_every_page_fits_at_the_minimum_size(
    qtbot: QtBot, tmp_path: Path, demo_url: str, language: str
) -> None:
    """Roster, Inventory, Missions and Audit of the demo campaign: no button or label is cut
    (narrower than its minimumSizeHint; a word-wrapped label lower than its text needs)."""
    i18n.install_translator(language)
    main = MainWindow(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(main)
    try:
        main.resize(main.minimumSize())
        main.show()
        qtbot.waitExposed(main)
        assert open_database(main, demo_url)
        assert main.campaign is not None
        problems: dict[str, list[str]] = {}
        for page in (Page.ROSTER, Page.INVENTORY, Page.MISSIONS, Page.AUDIT):
            main.set_page(page)
            if page is Page.MISSIONS:
                _show_mission_odds(qtbot, main)
            _settle(qtbot, main)
            assert main.size() == main.minimumSize()
            content = main.tabs.currentWidget()
            cut = _cut_widgets(content)
            # Nothing on the page (a row of filters, a form) is wider than the page itself.
            if content.minimumSizeHint().width() > content.width():
                cut.append(f"page: width {content.width()} < {content.minimumSizeHint().width()}")
            if cut:
                problems[page.name] = cut
        assert problems == {}
    finally:
        i18n.remove_translators()
        backend = main.detach()
        if backend is not None:
            backend.db.close()


def _settle(qtbot: QtBot, main: MainWindow) -> None:
    """Let the layouts (and any word-wrapped label's height-for-width) settle."""
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(1)


def _show_mission_odds(qtbot: QtBot, main: MainWindow) -> None:
    """The demo's mission in progress, its first character and an action with odds (a jump)."""
    from xcom_manager.ui.mission.view import MissionsView

    view = main.missions_page.ensure_built()
    assert isinstance(view, MissionsView)
    for row in range(view.mission_list.model().rowCount()):
        view.mission_list.selectRow(row)
        if view.next_phase_button.isEnabled():  # the mission in progress
            break
    assert view.next_phase_button.isEnabled()
    qtbot.waitUntil(lambda: view.character_model.rowCount() > 0)
    panel = view.panel
    panel.action_combo.setCurrentIndex(panel.action_combo.findData("move"))
    for row in range(view.character_model.rowCount()):
        view.character_table.selectRow(row)
        if panel.odds_label.isVisibleTo(panel):
            break
    assert panel.odds_label.isVisibleTo(panel)
    _settle(qtbot, main)


def _cut_widgets(root: QWidget) -> list[str]:
    cut: list[str] = []
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or not isinstance(widget, (QPushButton, QToolButton, QLabel)):
            continue
        text = widget.text() if not isinstance(widget, QLabel) or widget.text() else ""
        name = f"{type(widget).__name__} {widget.objectName() or text!r}"
        if isinstance(widget, QLabel) and widget.wordWrap():
            need = widget.heightForWidth(widget.width())
            if widget.text() and widget.height() < need:
                cut.append(f"{name}: height {widget.height()} < {need}")
            continue
        if isinstance(widget, QLabel) and not widget.text():
            continue  # an icon or an empty slot of a form
        hint = widget.minimumSizeHint()
        if widget.width() < hint.width():
            cut.append(f"{name}: width {widget.width()} < {hint.width()}")
    return cut
