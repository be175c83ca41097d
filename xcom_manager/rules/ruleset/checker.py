"""Reading the parsed TOML document: shape and scalar checks that fail with a located error.

:class:`Checker` raises a :class:`~xcom_manager.rules.ruleset.errors.RulesetError` at the first
fault, naming the dotted key and, found by :class:`_Locator` in the raw text, the line where it
is written. The parts of a ruleset (``reader``) and the rulings (``rulings``) are checked with it.
Internal to the ruleset package: its public names are those of ``xcom_manager.rules.ruleset``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from datetime import date, time
from typing import Any, NoReturn, cast

from xcom_manager.rules.errors import RulesError, shown, text_of, whole_number
from xcom_manager.rules.errors import text as _text
from xcom_manager.rules.ruleset.errors import RulesetError

__all__ = ["ITEM_KEY", "Checker", "describe"]

#: The name of an entry (``[items.<key>]``, slots, unit types, classes, species): lower case.
ITEM_KEY = re.compile(r"^[a-z][a-z0-9_]*$")

# --------------------------------------------------------------------------------------------
# Locating a dotted key in the raw text (best effort, for error messages)

_HEADER = re.compile(r"^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(#.*)?$")
_KEY_LINE = re.compile(r"^\s*([A-Za-z0-9_\-.\"' ]+?)\s*=")


def _split_key(raw: str) -> tuple[str, ...]:
    return tuple(part.strip().strip("\"'") for part in raw.split("."))


class _Locator:
    """Finds the line of a dotted key: the ``[table]`` header, then the ``key =`` line in it."""

    def __init__(self, text: str) -> None:
        # Each region: (header path, header line or None for the root, [(key path, line)]).
        self._regions: list[tuple[tuple[str, ...], int | None, list[tuple[tuple[str, ...], int]]]]
        self._regions = [((), None, [])]
        in_multiline = False
        for number, line in enumerate(text.splitlines(), start=1):
            if line.count('"""') % 2 == 1 or line.count("'''") % 2 == 1:
                in_multiline = not in_multiline
                continue
            if in_multiline:
                continue
            stripped = line.strip()
            if not stripped or stripped.startswith("#"):
                continue
            header = _HEADER.match(line)
            if header and "=" not in header.group(1):
                self._regions.append((_split_key(header.group(1)), number, []))
                continue
            key = _KEY_LINE.match(line)
            if key:
                self._regions[-1][2].append((_split_key(key.group(1)), number))

    def line_of(self, dotted: str) -> int | None:
        parts = tuple(dotted.split("."))
        best: tuple[int, int | None] | None = None  # (matched length, line)
        for header, header_line, keys in self._regions:
            if parts[: len(header)] != header:
                continue
            rest = parts[len(header) :]
            found: int | None = header_line
            matched = len(header)
            for end in range(len(rest), 0, -1):
                hit = next((n for k, n in keys if k == rest[:end]), None)
                if hit is not None:
                    found, matched = hit, len(header) + end
                    break
            if found is not None and (best is None or matched > best[0]):
                best = (matched, found)
        if best is not None:
            return best[1]
        # A key that only prefixes headers (an unknown top-level table written as [weapons.x]).
        for header, header_line, _ in self._regions:
            if header[: len(parts)] == parts:
                return header_line
        return None


# --------------------------------------------------------------------------------------------
# Checking shapes and scalars


def describe(value: object) -> str:
    """A TOML value as a message names it: its kind and the value, short."""
    if isinstance(value, bool):
        return f"a boolean ({str(value).lower()})"
    if isinstance(value, int):
        return f"an integer ({shown(value)})"
    if isinstance(value, float):
        return f"a number with a fraction ({value})"
    if isinstance(value, str):
        return f"a string ({shown(value)})"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, list):
        return "an array"
    if isinstance(value, date | time):
        return f"a date or time ({value})"
    return f"not a TOML value ({shown(value)})"


def _names(what: str, allowed: object) -> tuple[str, ...]:
    """The keys or choices a check allows (literals of the reader)."""
    names: tuple[object, ...] | None = None
    if isinstance(allowed, Iterable) and not isinstance(allowed, str):
        names = tuple(allowed)
    if names is None or not all(isinstance(n, str) for n in names):
        raise RulesError(f"{what} must be a list of names, not {shown(allowed)}")
    return cast(tuple[str, ...], names)


def _one_of(allowed: Iterable[str]) -> str:
    names = _names("the choices", allowed)
    return ", ".join(names) if names else "(none defined)"


class Checker:
    """Reads the TOML document and raises a located :class:`RulesetError` at the first fault."""

    def __init__(self, source: str, text: str) -> None:
        self.source = _text("the name of a ruleset file", source)
        self._locator = _Locator(_text("a ruleset's text", text))

    def fail(self, path: str | None, problem: str) -> NoReturn:
        if path is not None:
            _text("a dotted key", path)
        line = None if path is None else self._locator.line_of(path)
        raise RulesetError(self.source, path, line, _text("a problem", problem))

    # -- shapes --------------------------------------------------------------------------

    def as_table(self, path: str, value: object) -> dict[str, Any]:
        _text("a dotted key", path)
        if not isinstance(value, dict):
            self.fail(path, f"must be a table, not {describe(value)}")
        return cast(dict[str, Any], value)

    def no_unknown(self, path: str, table: Mapping[str, Any], known: Iterable[str]) -> None:
        _text("a dotted key", path)
        allowed = _names("the keys known", known)
        if not isinstance(table, Mapping):
            self.fail(path, f"must be a table, not {describe(table)}")
        for key in table:
            if key not in allowed:
                name = text_of(key)
                where = f"{path}.{name}" if path else name
                self.fail(where, f"unknown key {shown(key)}; expected one of {_one_of(allowed)}")

    def section(
        self,
        path: str,
        value: object,
        *,
        required: Iterable[str],
        optional: Iterable[str] = (),
    ) -> dict[str, Any]:
        """A table with exactly these keys: every required one, no unknown one."""
        _text("a dotted key", path)
        table = self.as_table(path, value)
        required = _names("the keys required", required)
        self.no_unknown(path, table, (*required, *_names("the keys allowed", optional)))
        for key in required:
            if key not in table:
                self.fail(path, f"missing required key {shown(key)}")
        return table

    def entries(self, path: str, value: object, pattern: re.Pattern[str]) -> dict[str, Any]:
        """A table of named entries (``[items.<key>]``): every key a valid name."""
        _text("a dotted key", path)
        if not isinstance(pattern, re.Pattern):
            raise RulesError(
                f"the pattern of a name must be a regular expression, not {shown(pattern)}"
            )
        table = self.as_table(path, value)
        for key in table:
            if not isinstance(key, str) or not pattern.match(key):
                self.fail(
                    f"{path}.{text_of(key)}",
                    "is not a valid name: use letters, digits and underscores, "
                    "starting with a letter" + (" (lower case)" if pattern is ITEM_KEY else ""),
                )
        return table

    # -- scalars -------------------------------------------------------------------------

    def as_bool(self, path: str, value: object) -> bool:
        _text("a dotted key", path)
        if not isinstance(value, bool):
            self.fail(path, f"must be true or false, not {describe(value)}")
        return value

    def as_int(self, path: str, value: object, minimum: int, maximum: int) -> int:
        _text("a dotted key", path)
        whole_number("the least value", minimum)
        whole_number("the greatest value", maximum)
        if isinstance(value, bool) or not isinstance(value, int):
            self.fail(path, f"must be a whole number, not {describe(value)}")
        if not minimum <= value <= maximum:
            self.fail(path, f"must be between {minimum} and {maximum}, not {shown(value)}")
        return value

    def as_str(self, path: str, value: object, *, max_length: int = 200) -> str:
        _text("a dotted key", path)
        if not isinstance(value, str):
            self.fail(path, f"must be a string, not {describe(value)}")
        if not value.strip():
            self.fail(path, "must not be empty")
        if len(value) > whole_number("the longest text", max_length):
            self.fail(path, f"must be at most {max_length} characters long, not {len(value)}")
        return value

    def as_choice(self, path: str, value: object, allowed: Iterable[str]) -> str:
        _text("a dotted key", path)
        names = _names("the choices", allowed)
        if not isinstance(value, str):
            self.fail(path, f"must be one of {_one_of(names)}, not {describe(value)}")
        if value not in names:
            self.fail(path, f"must be one of {_one_of(names)}, not {shown(value)}")
        return value

    def as_str_list(self, path: str, value: object) -> tuple[str, ...]:
        _text("a dotted key", path)
        if not isinstance(value, list):
            self.fail(path, f"must be an array of strings, not {describe(value)}")
        return tuple(self.as_str(f"{path}[{i}]", v) for i, v in enumerate(value))
