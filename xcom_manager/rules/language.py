"""The language names from data (a ruleset's ``[names.<lang>]``) are shown in.

Set once by a front end (the Qt views set it with their translator, see ``ui/i18n.py``); the
rules and services read it where they build a name for display. Imports only the standard
library and the core's errors, so that the views may set it before the first paint.

A finding records the English name of a ruleset's item or slot (the name as the rules saw it,
never translated into history): :func:`data_name` shows it in the display language, from the
names the rulesets read so far carry (:func:`learn_names`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from xcom_manager.rules.errors import mapping, text

__all__ = [
    "LANGUAGES",
    "data_name",
    "display_language",
    "learn_names",
    "set_display_language",
    "set_translate",
    "translated",
]

#: The languages data may carry names in besides English (the entries' own names).
LANGUAGES = ("ru",)

_display_language = "en"


def set_display_language(language: str) -> None:
    """Show names in ``language`` from now on (``"en"`` or one of :data:`LANGUAGES`; any other
    language shows the English names)."""
    global _display_language
    _display_language = language if language in LANGUAGES else "en"


def display_language() -> str:
    """The language names are shown in: ``"en"`` or one of :data:`LANGUAGES`."""
    return _display_language


#: ``translate(context, source) -> text`` for the few words the core composes into a name shown
#: (a Blip's label): Qt's ``QCoreApplication.translate``, set by the views with their translator.
_translate: Callable[[str, str], str] | None = None


def set_translate(translate: Callable[[str, str], str] | None) -> None:
    """Translate the core's display words with ``translate`` from now on (``None``: English)."""
    global _translate
    _translate = translate


def translated(context: str, source: str) -> str:
    """``source`` (marked with ``tr_noop(context, source)`` where it is written) in the display
    language, or as it is in English or when no front end set a translator."""
    if _translate is None or _display_language == "en":
        return source
    return _translate(context, source)


#: language → English name → the name in that language, of every ruleset read so far.
_data_names: dict[str, dict[str, str]] = {}


def learn_names(language: str, names: Mapping[str, str]) -> None:
    """Remember a ruleset's ``names`` in ``language`` by their English names (the first
    ruleset read keeps a name two rulesets give differently)."""
    text("a language", language)
    table = _data_names.setdefault(language, {})
    for english, name in mapping("the names", names).items():
        table.setdefault(text("an English name", english), text("a name", name))


def data_name(english: str) -> str:
    """The name in the display language of the ruleset thing (an item, a slot, a unit type)
    whose English name is ``english``; ``english`` itself where no ruleset read names it."""
    text("an English name", english)
    return _data_names.get(_display_language, {}).get(english, english)
