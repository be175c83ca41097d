"""Finds sentences in mission events (no tests here): an event holds keys and numbers, never
the English words of a template, so that a later wording never rewrites a recorded mission."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from xcom_manager.rules.mission.engine import NOTED
from xcom_manager.rules.mission.log import Event
from xcom_manager.rules.texts import registered_texts

_FIELD = re.compile(r"\{[^{}]*\}")


def _patterns() -> list[re.Pattern[str]]:
    """Every registered template and word of several words, its ``{fields}`` matching any
    text."""
    patterns = []
    for text in registered_texts():
        if " " not in text.source:
            continue  # one word: a key may be spelt as its English word ("moved")
        parts = _FIELD.split(text.source)
        patterns.append(re.compile(".*?".join(re.escape(part) for part in parts), re.DOTALL))
    return patterns


def _strings(value: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _strings(item, f"{path}.{key}")
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            yield from _strings(item, f"{path}[{index}]")


def looks_like_a_sentence(value: str, patterns: list[re.Pattern[str]]) -> bool:
    """Words ending in a full stop, or the words of a template (its fields filled in)."""
    if " " in value and value.rstrip().endswith("."):
        return True
    return " " in value and any(p.fullmatch(value) for p in patterns)


def sentences(events: Iterable[Event]) -> list[tuple[int, str, str]]:
    """``(seq, path, value)`` of every string in the events' payloads that is a sentence; a
    GM's note is the GM's own words and left out."""
    patterns = _patterns()
    found = []
    for event in events:
        for path, value in _strings(dict(event.payload), event.type):
            if event.type == NOTED and path == f"{NOTED}.text":
                continue
            if looks_like_a_sentence(value, patterns):
                found.append((event.seq, path, value))
    return found
