"""Reading a campaign file's JSON within limits: nothing in a file can crash the import.

The text of a file is checked before and while it is parsed, and every refusal is an
:class:`~xcom_manager.services.core.errors.ImportFormatError` with one clear line:

* its size (:data:`MAX_FILE_BYTES`) before anything is parsed;
* UTF-8 (a byte-order mark is allowed);
* its nesting (:data:`MAX_DEPTH`), by a linear scan of the brackets outside strings before
  the parse (so a file of a million ``[`` never reaches the parser's recursion);
* its numbers: at most :data:`MAX_NUMBER_DIGITS` digits (Python refuses to read an integer of
  more than 4,300 digits, and no count of the format comes near 20); ``NaN`` and
  ``Infinity`` are not JSON and are refused, as are floats too large to be finite;
* its objects: a key given twice is refused, naming it (else the last one would silently
  win: a second ``"soldiers": []`` imported no soldier at all).

What the values mean is :mod:`.validate`'s to check.
"""

from __future__ import annotations

import json
import math
import re
import stat
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

from xcom_manager.rules.errors import PATH_SHOWN_MAX, clipped
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import ImportFormatError, UserError

__all__ = [
    "MAX_DEPTH",
    "MAX_FILE_BYTES",
    "MAX_NUMBER_DIGITS",
    "nesting_depth",
    "parse_campaign_json",
    "read_campaign_file",
    "read_limited",
]

#: The largest campaign file read (a campaign of 100,000 soldiers is about 50 MB).
MAX_FILE_BYTES = 128 * 1024 * 1024
#: The deepest nesting of objects and lists: the format itself needs 5
#: (document > soldiers > soldier > items > item).
MAX_DEPTH = 32
#: The most digits a number may have.
MAX_NUMBER_DIGITS = 20

_KEEP = b'[]{}"'
_NOT_KEPT = bytes(b for b in range(256) if b not in _KEEP)
_OPEN = frozenset(b"[{")
_LONG_NUMBER = re.compile(rb"[0-9]{%d}" % (MAX_NUMBER_DIGITS + 1))


class _RefusedError(Exception):
    """Raised by a parse hook; the parse stops there."""


def nesting_depth(raw: bytes) -> int:
    """How deeply the objects and lists of the JSON text ``raw`` nest (brackets in strings do
    not count); linear in the size of ``raw`` whatever its content, in C but for one step per
    bracket."""
    # Escaped backslashes first, then escaped quotes: what is left pairs its quotes.
    if b"\\" in raw:
        raw = raw.replace(b"\\\\", b"").replace(b'\\"', b"")
    # Only brackets and quotes are left. Two quotes side by side close and open (or open and
    # close) a string with no bracket between: dropping them changes no nesting. What stays
    # is the brackets, and the few strings that hold brackets.
    marks = raw.translate(None, _NOT_KEPT)
    while b'""' in marks:
        marks = marks.replace(b'""', b"")
    # The pieces between the quotes left alternate outside and inside a string.
    outside = b"".join(marks.split(b'"')[0::2]) if b'"' in marks else marks
    depth = deepest = 0
    for byte in outside:
        if byte in _OPEN:
            depth += 1
            if depth > deepest:
                deepest = depth
        else:
            depth -= 1
    return deepest


def _size(count: int) -> str:
    if count >= 1024 * 1024:
        return f"{count / (1024 * 1024):.1f} MB"
    return f"{count:,} bytes"


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        seen: set[str] = set()
        for key, _value in pairs:
            if key in seen:
                raise _RefusedError(f"the key {json.dumps(key)} is given twice in one object")
            seen.add(key)
    return result


def _whole(text: str) -> int:
    digits = len(text) - text.startswith("-")
    if digits > MAX_NUMBER_DIGITS:
        raise _RefusedError(
            f"a number has {digits:,} digits; the most a campaign file may hold is "
            f"{MAX_NUMBER_DIGITS}"
        )
    return int(text)


def _fraction(text: str) -> float:
    if len(text) > 64:
        raise _RefusedError(f"a number is {len(text):,} characters long; the most is 64")
    value = float(text)
    if not math.isfinite(value):
        raise _RefusedError(f"the number {text} is too large")
    return value


def _constant(name: str) -> object:
    raise _RefusedError(f"{name} is not a number JSON allows")


def _refusal(source: str, message: str) -> ImportFormatError:
    return ImportFormatError([("", f"{clipped(source, PATH_SHOWN_MAX)} {message}")])


def _checked_text(raw: bytes, source: str) -> tuple[str, bool]:
    """The text of ``raw`` once its size, nesting and encoding pass, and whether it has a run
    of digits too long for a number (else the parse needs no hook for whole numbers)."""
    if len(raw) > MAX_FILE_BYTES:
        # One byte over: the reading was cut there (standard input, a file that grew).
        over = len(raw) == MAX_FILE_BYTES + 1
        size = f"more than {_size(MAX_FILE_BYTES)}" if over else _size(len(raw))
        raise _refusal(
            source, f"is {size}; the largest campaign file read is {_size(MAX_FILE_BYTES)}"
        )
    depth = nesting_depth(raw)
    if depth > MAX_DEPTH:
        raise _refusal(
            source,
            f"nests lists and objects {depth:,} deep; a campaign file nests at most {MAX_DEPTH}",
        )
    long_digits = _LONG_NUMBER.search(raw) is not None
    try:
        return raw.decode("utf-8-sig"), long_digits
    except UnicodeDecodeError as error:
        raise _refusal(
            source, f"is not UTF-8 text (byte {error.start:,} is {raw[error.start]:#04x})"
        ) from None


def _parsed(text: str, long_digits: bool, source: str) -> object:
    try:
        return json.loads(
            text,
            object_pairs_hook=_unique_object,
            parse_int=_whole if long_digits else None,
            parse_float=_fraction,
            parse_constant=_constant,
        )
    except _RefusedError as refusal:
        raise _refusal(source, f"is refused: {refusal}") from None
    except json.JSONDecodeError as error:
        raise _refusal(
            source, f"is not JSON: line {error.lineno} column {error.colno}: {error.msg}"
        ) from None
    except RecursionError:  # the scan counts what the parser nests: only a safety net
        raise _refusal(
            source, f"nests lists and objects too deeply (at most {MAX_DEPTH})"
        ) from None


def parse_campaign_json(raw: bytes, source: str) -> object:
    """The JSON value of a campaign file's bytes ``raw``, read within the limits above.

    ``source`` names the file in messages. Raises :class:`ImportFormatError` with one problem
    for anything refused.
    """
    return _parsed(*_checked_text(raw, source), source)


def read_limited(stream: BinaryIO, limit: int = MAX_FILE_BYTES) -> bytes:
    """At most one byte more than ``limit`` of ``stream`` (so that a stream that goes on, or a
    file that grows while it is read, is cut there and refused as too large), in chunks (a
    single ``read(n)`` would allocate all of ``n`` at once)."""
    chunks: list[bytes] = []
    total = 0
    while total <= limit and (chunk := stream.read(min(1 << 20, limit + 1 - total))):
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def read_campaign_file(
    path: Path | None, *, progress: Callable[[str], None] | None = None
) -> object:
    """The JSON value of the campaign file at ``path`` (``None``: standard input), read within
    the limits of :func:`parse_campaign_json`; a file over :data:`MAX_FILE_BYTES` is refused
    before it is read. :class:`UserError` for a file that cannot be read."""
    source = "standard input" if path is None else str(path)
    try:
        if path is None:
            raw = read_limited(sys.stdin.buffer)
        else:
            found = path.stat()
            if not stat.S_ISREG(found.st_mode):  # a pipe would block, /dev/zero never end
                raise UserError(Message.of("not_a_file", path=source))
            with path.open("rb") as stream:
                size = found.st_size
                if size > MAX_FILE_BYTES:
                    largest = _size(MAX_FILE_BYTES)
                    raise _refusal(
                        source, f"is {_size(size)}; the largest campaign file read is {largest}"
                    )
                raw = read_limited(stream)  # the file may grow after the stat
    except OSError as error:
        raise UserError(
            Message.of("cannot_read", path=str(source), detail=str(error.strerror or error))
        ) from None
    if progress is not None:
        progress("check")
    text, long_digits = _checked_text(raw, source)
    del raw  # half the memory during the parse
    if progress is not None:
        progress("parse")
    return _parsed(text, long_digits, source)
