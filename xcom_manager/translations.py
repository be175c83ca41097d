"""The shipped translation catalogue read without Qt (Qt's ``.qm`` format, as lrelease writes
it), for the command line (which must start fast and imports no Qt) and for the window's
language switch (which finds the source of a text shown in the old language).

Standard library only: imported before the first paint.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from pathlib import Path

__all__ = ["Catalogue"]

# The binary catalogue lrelease writes (Qt's ``.qm``): a magic number, then sections of
# ``tag (1 byte) + length (4 bytes, big-endian)``; the messages' section holds records of tagged
# fields, ended by ``_END``.
_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES = 0x69
_END, _TRANSLATION, _OBSOLETE1, _SOURCE, _CONTEXT, _COMMENT = 1, 3, 5, 6, 7, 8
_NULL = 0xFFFFFFFF


class Catalogue:
    """The translations of one ``.qm`` file by (context, source): one text, or one per plural
    form."""

    def __init__(self, language: str, messages: Mapping[tuple[str, str], tuple[str, ...]]) -> None:
        self.language = language
        self._messages = dict(messages)

    @classmethod
    def read(cls, language: str, path: Path) -> Catalogue:
        """The catalogue in ``path``; :class:`ValueError` for a file that is not one."""
        return cls(language, _parse(path.read_bytes()))

    def translate(self, context: str, source: str) -> str:
        """``source`` in this language, or as it is when the catalogue has no translation."""
        found = self._messages.get((context, source))
        return found[0] if found and found[0] else source

    def translate_n(self, context: str, source: str, count: int) -> str | None:
        """A ``%n`` text in the plural form of ``count`` (``%n`` replaced), or ``None``."""
        found = self._messages.get((context, source))
        if not found:
            return None
        form = found[min(_plural_form(self.language, count), len(found) - 1)]
        return form.replace("%n", str(count)) if form else None

    def __len__(self) -> int:
        return len(self._messages)

    def entries(self) -> Iterator[tuple[str, str, tuple[str, ...]]]:
        """Every (context, source, translations) of the catalogue."""
        for (context, source), forms in self._messages.items():
            yield context, source, forms


def _plural_form(language: str, count: int) -> int:
    """The index of ``count``'s plural form (Qt's order: Russian one, few, many)."""
    n = abs(count)
    if language == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def _field(data: bytes, at: int) -> tuple[bytes, int]:
    size = int.from_bytes(data[at : at + 4], "big")
    at += 4
    if size == _NULL:
        return b"", at
    if at + size > len(data):
        raise ValueError("a translation catalogue's field runs past its end")
    return data[at : at + size], at + size


def _parse(data: bytes) -> dict[tuple[str, str], tuple[str, ...]]:
    if not data.startswith(_MAGIC):
        raise ValueError("not a Qt translation catalogue")
    at, messages = len(_MAGIC), b""
    while at + 5 <= len(data):
        tag, size = data[at], int.from_bytes(data[at + 1 : at + 5], "big")
        if tag == _MESSAGES:
            messages = data[at + 5 : at + 5 + size]
        at += 5 + size
    found: dict[tuple[str, str], tuple[str, ...]] = {}
    forms: list[str] = []
    source = context = None
    at = 0
    while at < len(messages):
        tag = messages[at]
        at += 1
        if tag == _END:
            if source is not None and context is not None:
                found.setdefault((context, source), tuple(forms))
            forms, source, context = [], None, None
        elif tag == _TRANSLATION:
            text, at = _field(messages, at)
            forms.append(text.decode("utf-16-be"))
        elif tag in (_SOURCE, _CONTEXT, _COMMENT):
            text, at = _field(messages, at)
            if tag == _SOURCE:
                source = text.decode("utf-8")
            elif tag == _CONTEXT:
                context = text.decode("utf-8")
        elif tag == _OBSOLETE1:
            at += 4
        else:
            raise ValueError(f"unknown field {tag} in a translation catalogue")
    return found
