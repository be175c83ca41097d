"""A ruleset's names per language: the ``[names.<lang>]`` tables of a ruleset file.

The English names are the entries' own (``name``, ``label``, ``ruleset.ranks``); a file may add
the names in another language in one table per language::

    [names.ru]
    ruleset = "X-COM: варгейм"
    ranks = ["Новобранец", ...]            one per rank of ruleset.ranks, in its order
    stats = { WS = "Ближний бой", ... }
    slots = { hand = "Рука", ... }
    unit_types = { infantry = "Пехота", ... }
    soldier_classes = { assault = "Штурмовик", ... }
    items = { laser_rifle = "Лазерная винтовка", ... }
    species = { sectoid = "Сектоид", ... }

Every table and entry is optional: a name left out is shown in English (``rulesets check`` lists
them). A key naming no entry of the ruleset, an unknown language or an empty name is refused.

Which language is shown is the display language, set once by the front end
(:func:`set_display_language`; the Qt views set it with the translator). Qt-free.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from xcom_manager.rules.errors import mapping, shown, text
from xcom_manager.rules.language import LANGUAGES, display_language, set_display_language
from xcom_manager.rules.ruleset.checker import Checker

__all__ = [
    "KINDS",
    "LANGUAGES",
    "Names",
    "check_names",
    "display_language",
    "missing_names",
    "set_display_language",
    "shown_name",
]

#: The kinds of named things of a ruleset, as the ``[names.<lang>]`` keys call them.
KINDS = ("stats", "slots", "unit_types", "soldier_classes", "items", "species")

Names = Mapping[str, Mapping[str, str]]
"""Per language, the name of each thing by ``"<kind>.<key>"``, ``"ranks.<English rank>"`` and
``"ruleset"``."""


def shown_name(names: Names, key: str, english: str, language: str | None = None) -> str:
    """The name of ``key`` (``"items.laser_rifle"``) in ``language`` (default: the display
    language), or ``english`` where the ruleset gives none."""
    mapping("the names", names)
    text("a name's key", key)
    text("an English name", english)
    table = names.get(language or display_language())
    if table is None:
        return english
    found = mapping("the names of a language", table).get(key, english)
    return found if isinstance(found, str) else english


def check_names(c: Checker, raw: object, english: Mapping[str, str]) -> Names:
    """Validate the ``[names]`` table against the ruleset's English names (``english`` maps
    every nameable key, as in :data:`Names`, to its English name)."""
    table = c.as_table("names", raw)
    found: dict[str, Mapping[str, str]] = {}
    for language, section in table.items():
        path = f"names.{language}"
        if language not in LANGUAGES:
            c.fail(
                path,
                f"{shown(language)} is not a language this app shows; names may be given for "
                + ", ".join(LANGUAGES)
                + " (the entries' own names are the English ones)",
            )
        found[language] = MappingProxyType(_check_language(c, path, section, english))
    return MappingProxyType(found)


def _check_language(
    c: Checker, path: str, raw: object, english: Mapping[str, str]
) -> dict[str, str]:
    section: dict[str, Any] = c.section(
        path, raw, required=(), optional=("ruleset", "ranks", *KINDS)
    )
    names: dict[str, str] = {}
    if "ruleset" in section:
        names["ruleset"] = c.as_str(f"{path}.ruleset", section["ruleset"])
    if "ranks" in section:
        ranks = c.as_str_list(f"{path}.ranks", section["ranks"])
        english_ranks = [k.removeprefix("ranks.") for k in english if k.startswith("ranks.")]
        if len(ranks) != len(english_ranks):
            c.fail(
                f"{path}.ranks",
                f"must name each of the {len(english_ranks)} ranks of ruleset.ranks in its "
                f"order, not {len(ranks)}",
            )
        for rank, name in zip(english_ranks, ranks, strict=True):
            names[f"ranks.{rank}"] = name
    for kind in KINDS:
        if kind not in section:
            continue
        entries = c.as_table(f"{path}.{kind}", section[kind])
        for key, value in entries.items():
            dotted = f"{kind}.{key}"
            if dotted not in english:
                c.fail(f"{path}.{dotted}", f"names no entry of [{kind}] of this ruleset")
            names[dotted] = c.as_str(f"{path}.{dotted}", value)
    return names


def missing_names(english: Mapping[str, str], names: Names) -> dict[str, tuple[str, ...]]:
    """Per language of :data:`LANGUAGES`, the keys shown in English for want of a name."""
    mapping("the English names", english)
    mapping("the names", names)
    return {
        language: tuple(k for k in english if k not in names.get(language, {}))
        for language in LANGUAGES
    }
