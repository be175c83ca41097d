"""Choosing and installing the user interface language.

The application ships English (the source strings) and Russian (``resources/translations``).
``XCOM_LANG`` (``ru``/``en``) overrides the system locale, so that a GM can run the program in
another language than the desktop's, and so that tests and screenshots are reproducible.

Imported before the first paint: PySide6 and the standard library only.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import cast

from PySide6 import QtCore
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from xcom_manager import paths
from xcom_manager.rules.language import set_display_language, set_translate

LANG_ENV = "XCOM_LANG"
CATALOGUE = "xcom_manager"
SOURCE_LANGUAGE = "en"

QT_TRANSLATE_NOOP = cast(Callable[[str, str], str], QtCore.QT_TRANSLATE_NOOP)
"""Qt's ``QT_TRANSLATE_NOOP(context, text)``: marks ``text`` for lupdate and returns it as it is
(translate it at display time with ``QCoreApplication.translate(context, text)``). Typed here:
PySide6's stub says it returns ``object``."""

# Translators installed by this module, kept alive here (Qt does not own them) and removable.
_installed: list[QTranslator] = []


def available_languages() -> tuple[str, ...]:
    """The languages the user interface can be shown in: English plus every shipped ``.qm``."""
    found = {SOURCE_LANGUAGE}
    folder = _translations_dir()
    if folder is not None:
        for qm in folder.glob(f"{CATALOGUE}_*.qm"):
            found.add(qm.stem.removeprefix(f"{CATALOGUE}_"))
    return tuple(sorted(found))


def choose_language(env: Mapping[str, str] | None = None, locale: QLocale | None = None) -> str:
    """The language to show: ``XCOM_LANG`` if set, else the system locale's language.

    Returns a two-letter code such as ``"ru"`` or ``"en"``; a language without a shipped
    translation falls back to the English source strings when installed.
    """
    environment = os.environ if env is None else env
    wanted = environment.get(LANG_ENV, "").strip().lower()
    if wanted:
        return wanted.replace("-", "_").split("_")[0]
    system = locale if locale is not None else QLocale.system()
    return system.name().split("_")[0].lower() or SOURCE_LANGUAGE


def install_translator(language: str | None = None) -> bool:
    """Install the translation for ``language`` (default: :func:`choose_language`).

    Also installs Qt's own ``qtbase`` catalogue for standard dialog buttons; English gets the
    catalogue of its plural forms. Any translators this module installed before are removed
    first. Returns whether a translation of the application's strings was installed
    (``False`` for English, or a language not shipped).
    """
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_translator() needs a QCoreApplication")
    remove_translators()
    lang = language or choose_language()
    set_display_language(lang)
    set_translate(QCoreApplication.translate)
    folder = _translations_dir()
    if lang == SOURCE_LANGUAGE:
        _install_english_plurals(app, folder)
        return False
    ours = QTranslator(app)
    if folder is None or not ours.load(f"{CATALOGUE}_{lang}", str(folder)):
        return False
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    qt_base = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if qt_base.load(f"qtbase_{lang}", qt_folder):
        QCoreApplication.installTranslator(qt_base)
        _installed.append(qt_base)
    return True


def _install_english_plurals(app: QCoreApplication, folder: Path | None) -> None:
    """English's own plural forms ("1 charge", "2 charges" for ``tr("%n charges", "", n)``),
    the only texts its catalogue holds; without it English shows every ``%n`` text as
    written."""
    plurals = QTranslator(app)
    if folder is not None and plurals.load(f"{CATALOGUE}_{SOURCE_LANGUAGE}", str(folder)):
        QCoreApplication.installTranslator(plurals)
        _installed.append(plurals)


def remove_translators() -> None:
    """Remove every translator :func:`install_translator` installed (back to English)."""
    set_display_language(SOURCE_LANGUAGE)
    while _installed:
        QCoreApplication.removeTranslator(_installed.pop())


def _translations_dir() -> Path | None:
    try:
        return paths.translations_dir()
    except FileNotFoundError:
        return None
