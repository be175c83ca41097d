"""The language names from data (a ruleset's ``[names.<lang>]``) are shown in.

Set once by a front end (the Qt views set it with their translator, see ``ui/i18n.py``); the
rules and services read it where they build a name for display. Imports nothing, so that the
views may set it before the first paint.
"""

from __future__ import annotations

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
