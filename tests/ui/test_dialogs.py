"""Issue 14 items 2 and 4 for the dialogs and menus: every dialog a GM reaches on the demo
campaigns (the wargame's and the board game's) and every menu (the menu bar's with their
submenus, the roster's and the inventory's context menus), in English and in Russian:

- no two controls of one dialog or menu share an Alt letter (a clash makes Alt+letter cycle
  or pick the wrong control);
- in Russian, no English word is left in what they show (names and rule IDs aside).

Each dialog is opened once per demo and language (a module-scoped collection)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from tests.helpers.dialogs import (
    SECOND_CAMPAIGN,
    Shown,
    catching,
    every_menu,
    open_every_dialog,
)
from tests.helpers.screen_text import clashes, english_words, personal_names
from xcom_manager.ui import i18n

pytestmark = [pytest.mark.gui, pytest.mark.qt_log_ignore("does not support propagateSizeHints")]

RULESETS = ("wargame", "boardgame")
LANGUAGES = ("en", "ru")

#: What a collection found: the dialogs and menus, the names that stay as they are, and the
#: ruleset's English item names and slot labels.
Collected = tuple[list[Shown], frozenset[str], frozenset[str]]

#: The texts that show rule findings: a finding records the ruleset's English item names and
#: slot labels (history as the rules saw it); shown in Russian they must read in Russian
#: (``rules.language.data_name``), so nothing is let through there either.
FINDINGS_WIDGETS: frozenset[str] = frozenset()


def _collect(folder: Path, ruleset_id: str, language: str) -> Collected:
    """Make the demo in ``language`` (as a window in that language makes it), open it in a
    window in ``language`` and open every dialog and menu of it."""
    from tests.helpers.demo import create_demo
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.store.db import Database
    from xcom_manager.ui.app import open_database
    from xcom_manager.ui.main_window import MainWindow

    i18n.install_translator(language)
    try:
        url = f"sqlite:///{folder / 'campaign.db'}"
        db = Database.open(url)
        try:
            create_demo(CampaignService(db), ruleset_id)
        finally:
            db.close()
        window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
        try:
            window.show()
            assert open_database(window, url)
            shown = every_menu(window) + open_every_dialog(window, folder)
            # Settings lists each language in its own name ("English", "Русский").
            names = personal_names(window, SECOND_CAMPAIGN, "English")
            assert window.backend is not None and window.campaign is not None
            ruleset = window.backend.campaigns.ruleset_for(window.campaign.id)
            english = ruleset.english_names()
            ruleset_names = frozenset(
                name for key, name in english.items() if key.startswith(("items.", "slots."))
            )
        finally:
            backend = window.detach()
            if backend is not None:
                backend.db.close()
            with catching():  # closing asks about an audit receipt: answered No
                window.close()
            window.deleteLater()
            QApplication.processEvents()
        return shown, names, ruleset_names
    finally:
        i18n.remove_translators()


@pytest.fixture(scope="module")
def collected(
    qapp: QApplication, tmp_path_factory: pytest.TempPathFactory
) -> Callable[[str, str], Collected]:
    """The dialogs and menus of a demo in a language, opened once for the whole module."""
    done: dict[tuple[str, str], Collected] = {}

    def get(ruleset_id: str, language: str) -> Collected:
        key = (ruleset_id, language)
        if key not in done:
            folder = tmp_path_factory.mktemp(f"dialogs-{ruleset_id}-{language}")
            done[key] = _collect(folder, ruleset_id, language)
        return done[key]

    return get


def _expected(shown: list[Shown], ruleset_id: str) -> None:
    """The collection reached what it is meant to: a failure here is a broken path to a
    dialog, not a clash."""
    kinds = {s.kind for s in shown}
    for dialog in (
        "SoldierDialog",
        "RetireDialog",
        "MarkDeadDialog",
        "ServiceRecordDialog",
        "MoveToDialog",
        "OverrideDialog",
        "AddToArmouryDialog",
        "RemoveFromArmouryDialog",
        "PlanMissionDialog",
        "DebriefDialog",
        "NewCampaignDialog",
        "SettingsDialog",
        "BackupDialog",
        "QInputDialog",
        "CrashDialog",
        "ReloadOffer",
        "QMessageBox",
        "QMenu",
    ):
        assert dialog in kinds, f"{dialog} was not reached"
    reached = {s.where.split(": ", 1)[0] for s in shown}
    for path in (
        "Roster ▸ Promote",
        "Roster ▸ Recruit a namesake",
        "Inventory ▸ Return all",
        "Missions ▸ End mission",
        "File ▸ Restore from backup ▸ OK",
        "Closing the window (audit receipt)",
        "File ▸ Import campaign (a bad file)",
        "Help ▸ About",
        "File ▸ Switch campaign",
    ):
        assert path in reached, f"{path} opened nothing"
    if ruleset_id == "wargame":  # a bleed-out at the phase's end asks first
        assert "Missions ▸ Next phase (a death)" in reached
    else:  # the board game's missions are played on a map
        assert {"MapEditorDialog", "NewMapDialog"} <= kinds


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_no_mnemonic_clash_in_any_dialog_or_menu(
    collected: Callable[[str, str], Collected], ruleset_id: str, language: str
) -> None:
    shown, _names, _ruleset_names = collected(ruleset_id, language)
    _expected(shown, ruleset_id)
    found = [line for each in shown for line in clashes(each.where, each.mnemonics)]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_no_english_in_any_russian_dialog_or_menu(
    collected: Callable[[str, str], Collected], ruleset_id: str
) -> None:
    shown, names, ruleset_names = collected(ruleset_id, "ru")
    found: list[str] = []
    for each in shown:
        for widget, text in each.texts[:1] if each.apart else each.texts:
            kept = names | ruleset_names if widget in FINDINGS_WIDGETS else names
            if words := english_words(text, kept):
                found.append(f"{each.where}: {widget}: {text!r} ({', '.join(words)})")
    assert found == [], "\n".join(dict.fromkeys(found))
