"""Settings… (Ctrl+,): the GM's name, the language, the default ruleset, backups and the data
folder, all kept in QSettings.

- The GM's name, when set, is the actor of the audited moves (instead of ``$XCOM_GM_NAME`` or the
  OS user: :func:`gm_name`).
- The language applies at once: the translator is reinstalled (``ui/i18n.py``), the texts the
  window's menus, tabs and labels were given are translated again (:func:`retranslate`, which
  finds each text's source in the shipped catalogue) and the campaign pages are rebuilt.
  ``$XCOM_LANG`` still wins over the setting at start-up.
- The default ruleset is the one the New campaign dialog proposes.
- Backups are kept so many days (the setting of ``ui/backups.py``).

Imported before the first paint: PySide6 and the standard library only.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QUrl
from PySide6.QtGui import QAction, QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from xcom_manager import paths
from xcom_manager.ui import i18n
from xcom_manager.ui.backups import KEEP_DAYS_KEY

__all__ = [
    "DEFAULT_RULESET",
    "DEFAULT_RULESET_KEY",
    "GM_NAME_KEY",
    "LANGUAGE_KEY",
    "SettingsDesk",
    "SettingsDialog",
    "default_ruleset",
    "gm_name",
    "preferred_language",
    "retranslate",
]

GM_NAME_KEY = "gm/name"
LANGUAGE_KEY = "ui/language"
DEFAULT_RULESET_KEY = "campaigns/defaultRuleset"
DEFAULT_RULESET = "wargame"
"""The ruleset proposed for a new campaign until the settings choose another."""
LANGUAGES = (("en", "English"), ("ru", "Русский"))
_MAX_NAME = 60


def gm_name(settings: QSettings) -> str:
    """The actor of the audited moves: the GM's name if set, else the services' default."""
    name = str(settings.value(GM_NAME_KEY) or "").strip()
    if name:
        return name
    from xcom_manager.services.audit.chain import default_actor  # after the first paint

    return default_actor()


def preferred_language(settings: QSettings) -> str:
    """``$XCOM_LANG`` if set, else the language chosen in the settings, else the system's."""
    if os.environ.get(i18n.LANG_ENV, "").strip():
        return i18n.choose_language()
    chosen = str(settings.value(LANGUAGE_KEY) or "").strip()
    return chosen or i18n.choose_language()


def default_ruleset(settings: QSettings, fallback: str = DEFAULT_RULESET) -> str:
    return str(settings.value(DEFAULT_RULESET_KEY) or "").strip() or fallback


class SettingsDialog(QDialog):
    """The settings form; :meth:`values` once accepted."""

    def __init__(
        self,
        settings: QSettings,
        rulesets: list[tuple[str, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        self.gm_name = QLineEdit(str(settings.value(GM_NAME_KEY) or ""))
        self.gm_name.setObjectName("gmName")
        self.gm_name.setMaxLength(_MAX_NAME)
        self.gm_name.setPlaceholderText(self.tr("Empty: your login name"))
        self.gm_name.setToolTip(self.tr("Written as who made each move in the audit log."))
        form.addRow(self.tr("&GM name:"), self.gm_name)
        self.language = QComboBox()
        self.language.setObjectName("language")
        for code, name in LANGUAGES:
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(preferred_language(settings))))
        form.addRow(self.tr("&Language:"), self.language)
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("defaultRuleset")
        for ruleset_id, name in rulesets:
            self.ruleset.addItem(name, ruleset_id)
        current = default_ruleset(settings)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(current)))
        self.ruleset.setEnabled(bool(rulesets))
        form.addRow(self.tr("Default &rules:"), self.ruleset)
        self.keep_days = QSpinBox()
        self.keep_days.setObjectName("keepDays")
        self.keep_days.setRange(1, 3650)
        from xcom_manager.services.upkeep.backups import (
            keep_days_setting,  # the dialog: after paint
        )

        self.keep_days.setValue(keep_days_setting(settings.value(KEEP_DAYS_KEY)))  # what is kept
        self.keep_days.setSuffix(self.tr(" days"))
        form.addRow(self.tr("&Keep backups for:"), self.keep_days)
        folder = str(paths.user_data_dir())
        folder_row = QHBoxLayout()
        folder_label = QLabel(folder)
        folder_label.setObjectName("dataFolder")
        folder_row.addWidget(folder_label, 1)
        open_folder = QPushButton(self.tr("O&pen folder"))
        open_folder.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(folder)))
        folder_row.addWidget(open_folder)
        form.addRow(self.tr("Data folder:"), folder_row)
        self.problem = QLabel()
        self.problem.setObjectName("settingsProblem")
        self.problem.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept_if_valid)
        self.buttons.rejected.connect(self.reject)
        self.gm_name.textChanged.connect(self._validate)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self._validate()

    def _problem(self) -> str | None:
        name = self.gm_name.text()
        if name and not name.strip():
            return self.tr("The GM name must not be only spaces (leave it empty for your login).")
        if any(not char.isprintable() for char in name):
            return self.tr("The GM name must not hold control characters.")
        return None

    def _validate(self) -> bool:
        problem = self._problem()
        self.problem.setText(problem or "")
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok_button is not None:
            ok_button.setEnabled(problem is None)
        return problem is None

    def _accept_if_valid(self) -> None:
        if self._validate():
            self.accept()

    def save(self, settings: QSettings) -> None:
        settings.setValue(GM_NAME_KEY, self.gm_name.text().strip())
        settings.setValue(LANGUAGE_KEY, self.language.currentData())
        if self.ruleset.count():
            settings.setValue(DEFAULT_RULESET_KEY, self.ruleset.currentData())
        settings.setValue(KEEP_DAYS_KEY, self.keep_days.value())
        settings.sync()


class SettingsDesk(QObject):
    """Settings… in the File menu: the dialog, and what its changes apply at once."""

    def __init__(
        self,
        window: QMainWindow,
        settings: QSettings,
        rulesets: Callable[[], list[tuple[str, str]]],
        reload_pages: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._rulesets = rulesets
        self._reload_pages = reload_pages
        self.action = QAction(self.tr("Se&ttings…"), self)
        self.action.setObjectName("settingsAction")
        self.action.setShortcuts([QKeySequence("Ctrl+,")])
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.triggered.connect(self.edit)

    def edit(self) -> bool:
        """Show the dialog; apply and keep its values when accepted."""
        before = preferred_language(self._settings), self._settings.value(GM_NAME_KEY)
        dialog = self._run_dialog()
        if dialog is None:
            return False
        dialog.save(self._settings)
        language = str(dialog.language.currentData())
        if language != before[0]:
            self.apply_language(language)
        elif self._settings.value(GM_NAME_KEY) != before[1]:
            self._reload_pages()  # the pages were given the actor when built
        return True

    def apply_language(self, language: str) -> None:
        """Show the window in ``language`` now, without a restart."""
        old = _catalogue_language()
        i18n.install_translator(language)
        retranslate(self._window, old)
        self._reload_pages()

    def _run_dialog(self) -> SettingsDialog | None:
        """The dialog, accepted, or ``None`` (tests replace this method)."""
        dialog = SettingsDialog(self._settings, self._rulesets(), self._window)
        return dialog if dialog.exec() == QDialog.DialogCode.Accepted else None


# -- retranslating in place ----------------------------------------------------------------------


def _catalogue_language() -> str:
    """The language the installed translator shows (``en`` when none)."""
    probe = QCoreApplication.translate("MainWindow", "&Quit")
    return "en" if probe == "&Quit" else "ru"


@cache
def _catalogue() -> tuple[dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    """From the shipped Russian catalogue: source → (context, source) and Russian → the same."""
    by_source: dict[str, tuple[str, str]] = {}
    by_russian: dict[str, tuple[str, str]] = {}
    for name, source, russian in _catalogue_entries():
        by_source.setdefault(source, (name, source))
        if russian:
            by_russian.setdefault(russian, (name, source))
    return by_source, by_russian


@cache
def _catalogue_entries() -> tuple[tuple[str, str, str], ...]:
    """Every (context, source, Russian) of the shipped catalogue but its plurals (a plural's text
    is made with its count, not matched back). Read from the ``.qm`` the window loads (the only
    catalogue an installed wheel holds)."""
    from xcom_manager.translations import Catalogue

    try:
        catalogue = Catalogue.read("ru", paths.translations_dir() / "xcom_manager_ru.qm")
    except (OSError, ValueError):  # no catalogue: nothing to translate back
        return ()
    return tuple(
        (context, source, forms[0])
        for context, source, forms in catalogue.entries()
        if len(forms) == 1
    )


#: Qt's numbered fields (``%1`` .. ``%9``) in a template.
_QT_FIELD = re.compile(r"%([1-9])")
#: A template is matched back only with this many letters of its own around its fields: a bare
#: ``"%1"`` or ``"%1: %2"`` would match any text.
_MIN_LETTERS = 4

_Template = tuple[re.Pattern[str], tuple[int, ...], str, str]


@cache
def _templates() -> dict[str, tuple[_Template, ...]]:
    """The catalogue's templates with fields (``"Database: %1"``) as patterns that match a text
    made from them, by language shown (``en``, ``ru``), the most specific first."""
    made: dict[str, list[tuple[int, _Template]]] = {"en": [], "ru": []}
    for name, source, russian in _catalogue_entries():
        for language, shown in (("en", source), ("ru", russian)):
            fields = tuple(int(n) for n in _QT_FIELD.findall(shown))
            literal = _QT_FIELD.sub("", shown)
            if not fields or sum(char.isalpha() for char in literal) < _MIN_LETTERS:
                continue
            parts = _QT_FIELD.split(shown)  # text, field, text, field, ..., text
            pattern = "".join(
                re.escape(part) if index % 2 == 0 else "(.+?)" for index, part in enumerate(parts)
            )
            made[language].append(
                (len(literal), (re.compile(pattern, re.DOTALL), fields, name, source))
            )
    return {
        language: tuple(t for _, t in sorted(entries, key=lambda e: -e[0]))
        for language, entries in made.items()
    }


def _again_from_template(text: str, old_language: str) -> str | None:
    """``text`` made from a template with fields (``"Database: /x.db"``) in the language now
    installed, its values kept; ``None`` when no template of the catalogue made it."""
    for pattern, fields, context, source in _templates().get(old_language, ()):
        found = pattern.fullmatch(text)
        if found is None:
            continue
        template = QCoreApplication.translate(context, source)
        return _filled(template, dict(zip(fields, found.groups(), strict=True)))
    return None


def _filled(template: str, values: dict[int, str]) -> str:
    """``template`` with each ``%N`` replaced by its value (one it has none of kept as is)."""
    return _QT_FIELD.sub(lambda field: values.get(int(field[1]), field[0]), template)


def _again(text: str, old_language: str) -> str:
    """``text`` (shown in ``old_language``) in the language now installed."""
    if not text:
        return text
    by_source, by_russian = _catalogue()
    found = by_russian.get(text) if old_language == "ru" else by_source.get(text)
    if found is None:
        return _again_from_template(text, old_language) or text
    return QCoreApplication.translate(found[0], found[1])


def retranslate(window: QWidget, old_language: str) -> None:
    """Translate again the fixed texts of ``window``: menus, actions, tabs, labels, buttons and
    the window title (texts with the campaign's name are set again by the pages' rebuild)."""
    for action in window.findChildren(QAction):
        action.setText(_again(action.text(), old_language))
        action.setToolTip(_again(action.toolTip(), old_language))
    for menu in window.findChildren(QMenu):
        menu.setTitle(_again(menu.title(), old_language))
    for tabs in window.findChildren(QTabWidget):
        for index in range(tabs.count()):
            tabs.setTabText(index, _again(tabs.tabText(index), old_language))
    for label in window.findChildren(QLabel):
        label.setText(_again(label.text(), old_language))
    for button in window.findChildren(QAbstractButton):
        button.setText(_again(button.text(), old_language))
    window.setWindowTitle(_again(window.windowTitle(), old_language))
