"""The command line's words in the language of ``XCOM_LANG``.

The window reads the shipped catalogue through Qt's ``QTranslator``; the command line must start
fast and imports no Qt (``import PySide6.QtCore`` alone costs more than a whole ``campaigns``
run's own work), so it reads the same ``.qm`` file here, with the standard library: the
catalogue is one file, and the command line and the window say the same words.

Only ``XCOM_LANG`` chooses the language (``ru``); without it the command line speaks English
whatever the desktop's locale, so that a script's output does not change under it. JSON output
(``stats``, ``export``, ``--json``) holds keys, never words, and is not translated.

:func:`install` (run by :func:`xcom_manager.cli.main.main` before a command) loads the catalogue and
gives the rules core its translator (names from data in that language, messages worded in it);
:func:`say` words the command line's own texts (marked with ``tr_noop("CommandLine", ...)`` where
they are written), :func:`counted` a text with a plural, :func:`worded` a message or an error.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

from xcom_manager.rules.texts import Message, Text, render, render_param
from xcom_manager.translations import Catalogue

__all__ = [
    "CHARGES",
    "CONTEXT",
    "PLURALS",
    "SOLDIERS",
    "Catalogue",
    "counted",
    "error_words",
    "install",
    "language",
    "param",
    "say",
    "translate",
    "uninstall",
    "worded",
]

#: The translation context of the command line's own texts.
CONTEXT = "CommandLine"
_LANG_ENV = "XCOM_LANG"
_SOURCE_LANGUAGE = "en"
_CATALOGUE = "xcom_manager"


#: The plurals the command line prints, from the window's catalogue (lupdate reads ``%n``
#: plurals only in Qt classes); a test checks that each is there, with its three forms.
SOLDIERS = Text("PlanMissionDialog", "%n soldier(s)")
CHARGES = Text("SlotCell", "%n charges")
PLURALS = (SOLDIERS, CHARGES)


# -- the language in use --------------------------------------------------------------------

_active: list[Catalogue] = []


def language(env: Mapping[str, str] | None = None) -> str:
    """The language ``XCOM_LANG`` asks for (``"ru"``), else English."""
    wanted = (os.environ if env is None else env).get(_LANG_ENV, "").strip().lower()
    return wanted.replace("-", "_").split("_")[0] or _SOURCE_LANGUAGE


def install(env: Mapping[str, str] | None = None) -> Catalogue | None:
    """Speak the language of ``XCOM_LANG`` from now on; the catalogue, or ``None`` for English
    (or a language not shipped). Reads nothing for English."""
    from xcom_manager.rules.language import set_display_language, set_translate

    uninstall()
    lang = language(env)
    if lang == _SOURCE_LANGUAGE:
        return None
    from xcom_manager import paths

    try:
        catalogue = Catalogue.read(lang, paths.translations_dir() / f"{_CATALOGUE}_{lang}.qm")
    except (OSError, ValueError):  # not shipped, or unreadable: English
        return None
    _active.append(catalogue)
    set_display_language(lang)
    set_translate(catalogue.translate)
    return catalogue


def uninstall() -> None:
    """Back to English."""
    from xcom_manager.rules.language import set_display_language, set_translate

    if _active:
        _active.clear()
        set_display_language(_SOURCE_LANGUAGE)
        set_translate(None)


def translate(context: str, source: str) -> str:
    """``source`` in the language in use."""
    return _active[0].translate(context, source) if _active else source


def say(text: Text, /, **fields: object) -> str:
    """A text marked with ``tr_noop``, in the language in use, its ``{fields}`` filled."""
    shown = translate(text.context, text.source)
    return shown.format(**fields) if fields else shown


def counted(count: int, text: Text, english_one: str, english_many: str) -> str:
    """``count`` things, ``{n}`` in ``english_one`` and ``english_many`` (the English forms).

    ``text`` is either a ``%n`` plural of the window's catalogue (lupdate reads plurals only in
    Qt classes: :data:`PLURALS`) or a text of the command line marked with ``tr_noop`` whose
    translation needs no plural form (``"wounds lost: {n}"``)."""
    if _active:
        found = _active[0].translate_n(text.context, text.source, count)
        if found is not None and "%n" in text.source:
            return found
        shown = translate(text.context, text.source)
        if shown != text.source:
            return shown.format(n=count)
    return (english_one if count == 1 else english_many).format(n=count)


def param(name: str, value: str) -> str:
    """A key the core puts into a message's parameter ``name`` (``"underwater"``), as a word of
    the language in use; as it is in English (the command line prints the key there)."""
    return render_param(name, value, translate) if _active else value


def worded(message: Message) -> str:
    """``message`` in the language in use."""
    return render(message, translate)


def error_words(error: BaseException) -> str:
    """What a refusal says: its English text as it is in English; in another language its
    message worded (each finding of a rule's refusal after its rule ID) where it carries one."""
    from xcom_manager.rules.verdict import Verdict, Violation

    if not _active:
        return str(error)
    violation = getattr(error, "violation", None)
    verdict = getattr(error, "verdict", None)
    findings: tuple[Violation, ...] = (violation,) if isinstance(violation, Violation) else ()
    if not findings and isinstance(verdict, Verdict):
        findings = verdict.violations
    if findings:
        return "; ".join(f"{v.rule_id}: {worded(v.message)}" for v in findings)
    message = getattr(error, "message", None)
    if isinstance(message, Message):
        return worded(message)
    from xcom_manager.services.core.errors import ValidationError

    if isinstance(error, ValidationError):  # each field's problem worded
        return error.worded(translate)
    return str(error)
