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
from collections.abc import Collection, Mapping
from typing import Any, TypeGuard

__all__ = [
    "RulesError",
    "choice",
    "mapping",
    "number",
    "shown",
    "text",
    "whole_number",
]

#: The longest a value is shown in a message (a GM's typo, not a page of it).
_SHOWN_MAX = 60


class RulesError(ValueError):
    """A value the rules core cannot take; ``str(error)`` says which and what is expected."""


def _is_whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value: object) -> str:
    """``value`` as a message shows it: its ``repr``, cut short; a whole number too long to
    print by its number of digits."""
    if _is_whole(value) and abs(value).bit_length() > 200:
        digits = int(abs(value).bit_length() * math.log10(2)) + 1
        return f"a whole number of about {digits} digits"
    try:
        words = repr(value)
    except Exception:  # a value whose repr fails is still shown by its type
        words = f"a {type(value).__name__}"
    return words if len(words) <= _SHOWN_MAX else words[: _SHOWN_MAX - 3] + "..."


def whole_number(
    name: str, value: object, *, minimum: int | None = None, maximum: int | None = None
) -> int:
    """``value`` when it is a whole number (not a flag) within ``minimum`` .. ``maximum``."""
    if not _is_whole(value):
        raise RulesError(f"{name} must be a whole number, not {shown(value)}")
    whole = int(value)
    if minimum is not None and maximum is not None and not minimum <= whole <= maximum:
        raise RulesError(f"{name} must be between {minimum} and {maximum}, not {shown(whole)}")
    if minimum is not None and whole < minimum:
        raise RulesError(f"{name} must be at least {minimum}, not {shown(whole)}")
    if maximum is not None and whole > maximum:
        raise RulesError(f"{name} must be at most {maximum}, not {shown(whole)}")
    return whole


def number(
    name: str, value: object, *, minimum: float, maximum: float, unit: str = "a number"
) -> float:
    """``value`` as a float when it is a finite number (not a flag) within ``minimum`` ..
    ``maximum``; ``unit`` words it (``"a number of inches"``)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise RulesError(f"{name} must be {unit}, not {shown(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        raise RulesError(f"{name} must be {unit}, not {shown(value)}")
    if not minimum <= value <= maximum:
        raise RulesError(f"{name} must be between {minimum:g} and {maximum:g}, not {shown(value)}")
    return float(value)


def text(name: str, value: object) -> str:
    """``value`` when it is text."""
    if not isinstance(value, str):
        raise RulesError(f"{name} must be text, not {shown(value)}")
    return value


def choice(name: str, value: object, allowed: Collection[str]) -> str:
    """``value`` when it is one of ``allowed``."""
    if not isinstance(value, str) or value not in allowed:
        raise RulesError(f"{name} must be one of {', '.join(allowed)}, not {shown(value)}")
    return value


def mapping(name: str, value: object) -> Mapping[str, Any]:
    """``value`` when it is a mapping (a JSON object)."""
    if not isinstance(value, Mapping):
        raise RulesError(f"{name} must be a table of values, not {shown(value)}")
    return value
