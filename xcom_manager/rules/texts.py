"""Texts the rules core writes, marked for translation where they are written.

The core never stores or returns a sentence as a fact: a finding, a mission event or a debrief
says *what* happened as a :class:`Message`, a stable key with its parameters. The sentence is
made when it is shown, in the reader's language: the view passes Qt's
``QCoreApplication.translate`` to :func:`render`; the command line and the English fallbacks use
:func:`english`.

Every English template is written once, here in the Qt-free core, through :func:`tr_noop`.
``scripts/update_translations.py`` runs lupdate with ``-tr-function-alias
QT_TRANSLATE_NOOP+=tr_noop``, so lupdate reads ``tr_noop("Context", "text")`` as Qt's
``QT_TRANSLATE_NOOP`` and the Russian catalogue holds every template (Vorta's trick for a
backend without Qt). A template is registered under its key with :func:`templates`; the words
the core puts into parameters (a phase, an action, a cause: keys, never English words) are
registered with :func:`words` and rendered in the reader's language too.

Modelled on Picard's validation results: the message is data; its text is a view of it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from xcom_manager.rules.errors import (
    PATH_SHOWN_MAX,
    SHOWN_MAX,
    RulesError,
    clipped,
    mapping,
    shown,
    text_of,
)
from xcom_manager.rules.errors import text as _text
from xcom_manager.rules.language import data_name

__all__ = [
    "DATA_NAME_PARAMS",
    "FREE_TEXT_PARAMS",
    "Message",
    "ParamValue",
    "Text",
    "english",
    "param_words",
    "registered_texts",
    "render",
    "render_param",
    "template",
    "templates",
    "tr_noop",
    "words",
]

#: A message parameter: a name, a number, a key the view translates, or several such keys.
ParamValue = str | int | tuple[str, ...]

#: ``translate(context, source) -> text``: Qt's ``QCoreApplication.translate`` in the views.
Translate = Callable[[str, str], str]


@dataclass(frozen=True, slots=True)
class Text:
    """An English source text and the translation context it belongs to."""

    context: str
    source: str


def tr_noop(context: str, source: str) -> Text:
    """Mark ``source`` for translation in ``context`` (lupdate reads this as
    ``QT_TRANSLATE_NOOP``); nothing is translated here. Both arguments must be literals."""
    return Text(context, source)


def _identity(context: str, source: str) -> str:
    return source


@dataclass(frozen=True, slots=True)
class Message:
    """A message as a fact: its key and parameters, JSON-ready (``to_json``), translated only
    when shown (:func:`render`)."""

    key: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    def __post_init__(self) -> None:
        _text("a message key", self.key)
        if not isinstance(self.params, tuple) or not all(
            isinstance(pair, tuple)
            and len(pair) == 2
            and isinstance(pair[0], str)
            and _is_param(pair[1])
            for pair in self.params
        ):
            raise RulesError(
                f"a message's parameters are (name, value) pairs, not {shown(self.params)}"
            )

    @classmethod
    def of(cls, key: str, /, **params: ParamValue) -> Message:
        """A message with keyword parameters, in the order given."""
        return cls(key, tuple((name, _frozen(value)) for name, value in params.items()))

    def param(self, name: str) -> ParamValue | None:
        for key, value in self.params:
            if key == name:
                return value
        return None

    def to_json(self) -> dict[str, Any]:
        """``{"key": ..., "params": {...}}`` (tuples as lists)."""
        return {
            "key": self.key,
            "params": {
                name: list(value) if isinstance(value, tuple) else value
                for name, value in self.params
            },
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The reverse of :meth:`to_json`; :class:`RulesError` when ``data`` is not a message."""
        data = mapping("a message", data)
        key = data.get("key")
        params = data.get("params", {})
        if not isinstance(key, str) or not isinstance(params, Mapping):
            raise RulesError(f"not a message: {shown(dict(data))}")
        return cls(key, tuple((text_of(k), _param_from_json(v)) for k, v in params.items()))

    @property
    def text(self) -> str:
        """The message in English."""
        return english(self)


def _is_param(value: object) -> bool:
    if isinstance(value, tuple):
        return all(isinstance(v, str) for v in value)
    return isinstance(value, str | int) and not isinstance(value, bool)


def _frozen(value: Any) -> ParamValue:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, str | int):
        return value
    if isinstance(value, list | tuple | frozenset | set):
        return tuple(text_of(v) for v in value)
    raise RulesError(f"a message parameter is text, a whole number or keys, not {shown(value)}")


def _param_from_json(value: Any) -> ParamValue:
    if isinstance(value, list):
        return tuple(text_of(v) for v in value)
    if isinstance(value, bool) or not isinstance(value, str | int):
        return text_of(value)
    return value


# --------------------------------------------------------------------------------------------
# The registry


_TEMPLATES: dict[str, Text] = {}
_WORDS: dict[str, dict[str, Text]] = {}
_PARAM_GROUPS: dict[str, str] = {}


def templates(entries: Mapping[str, Text]) -> Mapping[str, str]:
    """Register message templates by key (``{name}`` fields are the message's parameters);
    returns the English templates by key. A key belongs to one template only."""
    for key, text in entries.items():
        known = _TEMPLATES.get(key)
        if known is not None and known != text:
            raise ValueError(f"message key {key!r} is registered twice")
        _TEMPLATES[key] = text
    return MappingProxyType({key: text.source for key, text in entries.items()})


def words(group: str, entries: Mapping[str, Text], *, params: Iterable[str]) -> None:
    """Register the words of ``group`` (a value the core puts into a parameter, and its
    English word) and the parameter names whose values are words of the group."""
    _WORDS.setdefault(group, {}).update(entries)
    for name in params:
        known = _PARAM_GROUPS.setdefault(name, group)
        if known != group:
            raise ValueError(f"parameter {name!r} already holds words of {known!r}")


def template(key: str) -> Text | None:
    """The registered template of ``key``."""
    return _TEMPLATES.get(_text("a message key", key))


def param_words(name: str) -> Mapping[str, Text]:
    """The words a parameter called ``name`` may hold, by value (empty for a name, a number)."""
    group = _PARAM_GROUPS.get(_text("a parameter's name", name))
    return MappingProxyType(_WORDS.get(group, {}) if group is not None else {})


def registered_texts() -> Iterator[Text]:
    """Every template and word registered so far (for the catalogue's tests)."""
    yield from _TEMPLATES.values()
    for group in _WORDS.values():
        yield from group.values()


# --------------------------------------------------------------------------------------------
# Rendering


class _Fields(dict[str, str]):
    """Format mapping that leaves an unknown ``{field}`` as it is instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


#: The parameters that hold the English name of a ruleset's thing (shown by
#: :func:`~xcom_manager.rules.language.data_name` in the display language).
DATA_NAME_PARAMS = frozenset(
    {"item", "item_name", "items", "occupant", "slot", "carried_in", "unit_type", "ruleset"}
)


#: The parameters that hold the GM's own free text (a note, the reason for a deployment despite
#: warnings), shown whole in the mission log: every other text a message holds (a name, a key,
#: a path, a field of a file) is shown cut (:func:`~xcom_manager.rules.errors.clipped`).
FREE_TEXT_PARAMS = frozenset({"text", "reason"})

#: The parameters shown cut at a longer length than a name: a path or a database's location,
#: and a reason worded elsewhere (the operating system's, a driver's).
_LONGER = dict.fromkeys(("path", "location", "folder", "holder", "file"), PATH_SHOWN_MAX) | {
    "detail": 3 * SHOWN_MAX
}


def render_param(name: str, value: ParamValue, translate: Translate = _identity) -> str:
    """A parameter as text: a word of its group in the reader's language, several words joined
    by commas, anything else (a name, a number, an English word stored by an older version)
    as it is, on one line and cut to :data:`~xcom_manager.rules.errors.SHOWN_MAX` characters
    (the message keeps the whole value: only its text is cut)."""
    known = param_words(name)
    parts = value if isinstance(value, tuple) else (value,)
    parts_shown: list[str] = []
    names_data = translate is not _identity and name in DATA_NAME_PARAMS
    limit = _LONGER.get(name, SHOWN_MAX)
    for part in parts:
        word = known.get(part) if isinstance(part, str) else None
        if word is not None:
            parts_shown.append(translate(word.context, word.source))
        elif name in FREE_TEXT_PARAMS:
            parts_shown.append(text_of(part))
        elif names_data and isinstance(part, str):
            parts_shown.append(clipped(data_name(part), limit))
        else:
            parts_shown.append(clipped(text_of(part), limit))
    return ", ".join(parts_shown)


def render(message: Message, translate: Translate = _identity) -> str:
    """``message`` as a sentence in the language of ``translate`` (English by default). An
    unknown key shows the key and its parameters, so that nothing is ever lost from view."""
    if not isinstance(message, Message):
        raise RulesError(f"not a message: {shown(message)}")
    found = _TEMPLATES.get(message.key)
    fields = _Fields({name: render_param(name, value, translate) for name, value in message.params})
    if found is None:
        details = ", ".join(f"{name}={value}" for name, value in fields.items())
        return f"{message.key} ({details})" if details else message.key
    return translate(found.context, found.source).format_map(fields)


def english(message: Message) -> str:
    """``message`` in English."""
    return render(message)
