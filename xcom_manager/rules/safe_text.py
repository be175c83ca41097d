"""Text that is safe to keep and to show: no control characters in names, escapes on output.

A name (of a campaign, a soldier, an alien unit, a rank typed in a file) is one line of
printable text: a NUL, a newline, a terminal escape (``ESC [ ...``), a C1 control, a bidi
override or an unpaired surrogate in it would cut it short in the store, break the lines of
the command line's output, or recolour (or rewrite) the GM's terminal when printed. Free text
(notes, a cause) may hold line breaks and tabs, but no other control character.

:func:`printable` is for output: whatever an old database or a bad file already holds is
shown with its control characters escaped (``\\x1b``, ``\\u202e``), never raw.
"""

from __future__ import annotations

import unicodedata

from xcom_manager.rules.errors import RulesError, shown

__all__ = ["name_problem", "printable", "text_problem", "unsafe_characters"]

#: Characters that are not control characters by category but steer the display: the bidi
#: embeddings, overrides and isolates, and the line and paragraph separators.
_STEERING = frozenset("\u061c\u200e\u200f\u2028\u2029\u202a\u202b\u202c\u202d\u202e") | frozenset(
    "\u2066\u2067\u2068\u2069"
)
#: Allowed in free text (notes), not in names.
_LINE_BREAKS = frozenset("\n\r\t")


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise RulesError(f"a name or a note is text, not {shown(value)}")
    return value


def _unsafe(char: str) -> bool:
    return char in _STEERING or unicodedata.category(char) in ("Cc", "Cs")


def _invisible(char: str) -> bool:
    """A format character a name must not hold either: it shows as nothing (U+200B, U+2060,
    U+FEFF, the tag characters), so two names that look the same would differ."""
    return unicodedata.category(char) == "Cf"


def _escape(char: str) -> str:
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def unsafe_characters(
    text: str, *, multiline: bool = False, invisible: bool = False
) -> tuple[str, ...]:
    """The characters of ``text`` a name (or, with ``multiline``, a note) must not hold,
    each once and escaped (``"\\x00"``, ``"\\x1b"``), in order of appearance; with
    ``invisible`` the format characters too."""
    if _text(text).isprintable():  # the common case, in C: no control or format character
        return ()
    found: dict[str, None] = {}
    for char in text:
        if multiline and char in _LINE_BREAKS:
            continue
        if _unsafe(char) or (invisible and _invisible(char)):
            found.setdefault(_escape(char), None)
    return tuple(found)


def _listed(escaped: tuple[str, ...]) -> str:
    shown = ", ".join(escaped[:5])
    return shown + (", ..." if len(escaped) > 5 else "")


def name_problem(text: str) -> str | None:
    """Why ``text`` cannot be a name (control or invisible format characters, named), or
    ``None``."""
    escaped = unsafe_characters(text, invisible=True)
    if not escaped:
        return None
    if unsafe_characters(text):
        return f"must not contain control characters (found {_listed(escaped)})"
    return f"must not contain invisible characters (found {_listed(escaped)})"


def text_problem(text: str) -> str | None:
    """Why ``text`` cannot be free text (control characters other than line breaks and tabs),
    or ``None``."""
    escaped = unsafe_characters(text, multiline=True)
    if not escaped:
        return None
    return f"must not contain control characters other than line breaks (found {_listed(escaped)})"


def printable(text: str) -> str:
    """``text`` with every control character escaped, fit to print on a terminal or a line."""
    if _text(text).isprintable():
        return text
    return "".join(_escape(char) if _unsafe(char) else char for char in text)
