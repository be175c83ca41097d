"""The rules core's own error: input no rule can judge, said in words fit to show a GM.

A move the rules forbid is no error: a check returns a :class:`~xcom_manager.rules.verdict.Verdict`
and a command it refuses raises ``MissionRefused`` with that verdict. An exception of the rules
core is for a value that cannot be a move, a roll or a record at all: a distance that is not a
number of inches (NaN, infinite, 10**400, text), an index given as text, a payload that is not
an event. Every such exception is a :class:`RulesError` or one of its subclasses (the dice's
``DieValueError``, a jump's ``DeclarationError``, a ruleset file's ``RulesetError``, ...), and
never ``TypeError``, ``OverflowError``, ``KeyError`` or a bare ``ValueError``.

:class:`RulesError` is a ``ValueError``, so that a caller catching ``ValueError`` keeps working.
Its message is a plain English sentence naming the value and what is expected, such as
``horizontal must be a number of inches, not 'abc'``; the helpers below check the usual kinds
of value and raise it so.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Collection, Mapping
from os import PathLike, fspath
from typing import Any, TypeGuard

__all__ = [
    "PATH_SHOWN_MAX",
    "SHOWN_MAX",
    "RulesError",
    "choice",
    "clipped",
    "mapping",
    "number",
    "optional_whole_number",
    "shown",
    "text",
    "text_of",
    "whole_number",
]

#: The longest a user's value is shown in a message (a GM's typo, not a page of it): a name, a
#: key, a path or a field of a file is cut to this many characters, with an ellipsis.
SHOWN_MAX = 80

#: The longest a path is shown: a real one is often longer than a name (a home folder, a
#: campaign folder, the file), and its start and its end are what tell it apart.
PATH_SHOWN_MAX = 2 * SHOWN_MAX

#: Unicode categories of the characters a message shows escaped: controls (a newline, a
#: terminal escape), format characters (bidi overrides, zero-width), surrogates, and the line
#: and paragraph separators.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})


class RulesError(ValueError):
    """A value the rules core cannot take; ``str(error)`` says which and what is expected."""


def _is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _escape(char: str) -> str:
    """``char`` as it is, or as its escape (``\\x1b``, ``\\u202e``) when it is hidden."""
    if unicodedata.category(char) not in _HIDDEN:
        return char
    code = ord(char)
    return (
        f"\\x{code:02x}"
        if code < 0x100
        else f"\\u{code:04x}"
        if code < 0x10000
        else f"\\U{code:08x}"
    )


def _visible(text: str) -> str:
    """``text`` with every character of :data:`_HIDDEN` written as its escape."""
    return text if text.isprintable() else "".join(_escape(char) for char in text)


def clipped(value: object, limit: int = SHOWN_MAX) -> str:
    """``value`` (a user's text or a path; anything else as :func:`shown` shows it) as a
    message shows it: on one line, its control and format characters escaped, and at most
    ``limit`` characters long: a longer one keeps its start and its end (a path's file name)
    around an ellipsis, so that a value of 10,000 characters or many lines never floods a
    window or a terminal. Only the shown text is cut: what is stored keeps the whole value."""
    if limit != SHOWN_MAX:
        whole_number("the length a value is cut to", limit, minimum=8)
    if isinstance(value, PathLike):
        value = fspath(value)
    text = value if isinstance(value, str) else shown(value)
    if len(text) <= limit:
        seen = _visible(text)
        if len(seen) <= limit:
            return seen
        text = seen
    tail = limit // 4
    head = limit - tail - 1
    return _visible(text[:head])[:head] + "\u2026" + _visible(text[-tail:])[-tail:]


def shown(value: object) -> str:
    """``value`` as a message shows it: its ``repr``, cut short (:func:`clipped`); a whole
    number too long to print by its number of digits."""
    if _is_whole(value) and abs(value).bit_length() > 200:
        digits = int(abs(value).bit_length() * math.log10(2)) + 1
        return f"a whole number of about {digits} digits"
    if isinstance(value, str) and len(value) > 4 * SHOWN_MAX:  # its start and end are shown
        value = value[: 2 * SHOWN_MAX] + value[-2 * SHOWN_MAX :]
    try:
        words = repr(value)
    except Exception:  # a value whose repr fails is still shown by its type
        words = f"a {type(value).__name__}"
    return clipped(words)


def text_of(value: object) -> str:
    """``value`` as text: a string as it is, anything else as :func:`shown` shows it (a number
    of 5000 digits cannot be printed whole)."""
    return str(value) if isinstance(value, str) else shown(value)


def whole_number(
    name: str,
    value: object,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    error: type[RulesError] = RulesError,
) -> int:
    """``value`` when it is a whole number (not a flag) within ``minimum`` .. ``maximum``;
    else ``error`` (a :class:`RulesError`) naming ``name`` and the value."""
    if not _is_whole(value):
        raise error(f"{name} must be a whole number, not {shown(value)}")
    _within(name, value, minimum, maximum, error)
    return int(value)


def optional_whole_number(
    name: str,
    value: object,
    *,
    minimum: int | None = None,
    maximum: int | None = None,
    error: type[RulesError] = RulesError,
) -> int | None:
    """``None``, or ``value`` when it is a whole number within ``minimum`` .. ``maximum``."""
    if value is None:
        return None
    return whole_number(name, value, minimum=minimum, maximum=maximum, error=error)


def number(
    name: str,
    value: object,
    *,
    minimum: float,
    maximum: float,
    unit: str = "a number",
    error: type[RulesError] = RulesError,
) -> float:
    """``value`` as a float when it is a finite number (not a flag) within ``minimum`` ..
    ``maximum``; ``unit`` words what is expected (``"a number of inches"``)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise error(f"{name} must be {unit}, not {shown(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise error(f"{name} must be {unit}, not {shown(value)}")
    _within(name, value, minimum, maximum, error)
    return float(value)


def _within(
    name: str,
    value: float,
    minimum: float | None,
    maximum: float | None,
    error: type[RulesError],
) -> None:
    if minimum is not None and value < minimum:
        low = "cannot be negative" if minimum == 0 else f"must be at least {minimum:g}"
        raise error(f"{name} {low}, not {shown(value)}")
    if maximum is not None and value > maximum:
        raise error(f"{name} must be at most {maximum:g}, not {shown(value)}")


def text(name: str, value: object, *, error: type[RulesError] = RulesError) -> str:
    """``value`` when it is text."""
    if not isinstance(value, str):
        raise error(f"{name} must be text, not {shown(value)}")
    return value


def choice(
    name: str, value: object, allowed: Collection[str], *, error: type[RulesError] = RulesError
) -> str:
    """``value`` when it is one of ``allowed``."""
    if not isinstance(value, str) or value not in allowed:
        raise error(f"{name} must be one of {', '.join(allowed)}, not {shown(value)}")
    return value


def mapping(name: str, value: object, *, error: type[RulesError] = RulesError) -> Mapping[str, Any]:
    """``value`` when it is a mapping (a JSON object)."""
    if not isinstance(value, Mapping):
        raise error(f"{name} must be a table of values, not {shown(value)}")
    return value
