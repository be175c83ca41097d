"""Checking a soldier's ``history`` in an exchange document (format 4): every problem with its
JSON path, reported through the caller's ``add(path, message)``.

A fact is a known kind (:class:`~xcom_manager.rules.career.HistoryKind`), parameters that are
an object of scalars (texts, numbers, true, false, null; never a list or an object), the name
of its mission (missions are not part of the format: no mission id), the game date, the UTC
time it was recorded and who recorded it; texts are free of control characters
(:mod:`xcom_manager.rules.safe_text`) and within the store's limits.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from datetime import UTC, date, datetime

from xcom_manager.rules.career import HistoryKind
from xcom_manager.rules.errors import shown
from xcom_manager.rules.safe_text import name_problem, text_problem
from xcom_manager.services.exchange.document import HistoryIn
from xcom_manager.services.exchange.wording import describe_value

__all__ = ["read_history"]

_REQUIRED = ("kind", "params", "happened_on", "recorded_at", "actor")
_OPTIONAL = ("mission",)
#: The most parameters a fact may have, the longest key, and the largest magnitude of a number.
PARAMS_MAX = 32
PARAM_KEY_MAX = 64
PARAM_NUMBER_MAX = 10**15

Scalar = str | int | float | bool | None
Add = Callable[[str, str], None]


def _text(
    add: Add, path: str, value: object, max_length: int, *, multiline: bool = False
) -> str | None:
    if not isinstance(value, str):
        add(path, f"must be a text, not {describe_value(value)}")
        return None
    problem = text_problem(value) if multiline else name_problem(value)
    if problem is not None:
        add(path, problem)
        return None
    if len(value) > max_length:
        add(path, f"must be at most {max_length} characters long, not {len(value)}")
        return None
    return value


def read_history(add: Add, path: str, raw: object) -> tuple[HistoryIn, ...]:
    """The facts of ``raw`` (the soldier's ``history`` list at ``path``), in the order given;
    a fact with a problem is left out (and the problem added)."""
    if not isinstance(raw, list):
        add(path, f"must be a list, not {describe_value(raw)}")
        return ()
    facts: list[HistoryIn] = []
    for index, item in enumerate(raw):
        fact = _read_fact(add, f"{path}[{index}]", item)
        if fact is not None:
            facts.append(fact)
    return tuple(facts)


def _read_fact(add: Add, path: str, raw: object) -> HistoryIn | None:
    if not isinstance(raw, dict):
        add(path, f"must be an object, not {describe_value(raw)}")
        return None
    problems: list[tuple[str, str]] = []

    def note(where: str, message: str) -> None:
        problems.append((where, message))
        add(where, message)

    allowed = (*_REQUIRED, *_OPTIONAL)
    for key in raw:
        if key not in allowed:
            note(f"{path}.{key}", f"is not a known key (known: {', '.join(allowed)})")
    for key in _REQUIRED:
        if key not in raw:
            note(f"{path}.{key}", "is missing")
    if problems:
        return None
    kinds = [kind.value for kind in HistoryKind]
    kind = _text(note, f"{path}.kind", raw["kind"], 32)
    if kind is not None and kind not in kinds:
        note(f"{path}.kind", f"must be one of {', '.join(kinds)}, not {shown(kind)}")
    params = _read_params(note, f"{path}.params", raw["params"])
    mission = raw.get("mission")
    if mission is not None:
        mission = _text(note, f"{path}.mission", mission, 200)
    happened_on = _read_date(note, f"{path}.happened_on", raw["happened_on"])
    recorded_at = _read_moment(note, f"{path}.recorded_at", raw["recorded_at"])
    actor = _text(note, f"{path}.actor", raw["actor"], 200)
    if (
        problems
        or kind is None
        or params is None
        or happened_on is None
        or recorded_at is None
        or actor is None
    ):
        return None
    return HistoryIn(kind, params, mission, happened_on, recorded_at, actor)


def _read_params(add: Add, path: str, raw: object) -> dict[str, Scalar] | None:
    """The parameters of a fact: an object of keys (one-line names) to scalars."""
    if not isinstance(raw, dict):
        add(path, f"must be an object, not {describe_value(raw)}")
        return None
    if len(raw) > PARAMS_MAX:
        add(path, f"must have at most {PARAMS_MAX} keys, not {len(raw)}")
        return None
    params: dict[str, Scalar] = {}
    good = True
    for key, value in raw.items():
        where = f"{path}.{key}"
        key_problem = name_problem(key)
        if key_problem is not None or not key.strip() or len(key) > PARAM_KEY_MAX:
            add(where, f"is not a key: {key_problem or f'one line of 1 to {PARAM_KEY_MAX}'}")
            good = False
        elif value is None or isinstance(value, bool):
            params[key] = value
        elif isinstance(value, int | float):
            if not math.isfinite(value) or abs(value) > PARAM_NUMBER_MAX:
                add(where, f"must be a number between {-PARAM_NUMBER_MAX} and {PARAM_NUMBER_MAX}")
                good = False
            else:
                params[key] = value
        elif isinstance(value, str):
            text = _text(add, where, value, 500, multiline=True)
            good = good and text is not None
            params[key] = text
        else:
            kinds = "a text, a number, true, false or null"
            add(where, f"must be {kinds}, not {describe_value(value)}")
            good = False
    return params if good else None


def _read_date(add: Add, path: str, raw: object) -> date | None:
    text = _text(add, path, raw, 10)
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        add(path, f"must be a date YYYY-MM-DD, not {shown(text)}")
        return None


def _read_moment(add: Add, path: str, raw: object) -> datetime | None:
    """A time in ISO 8601 (``2026-12-01T19:30:00.000000Z``); one without a zone is UTC."""
    text = _text(add, path, raw, 40)
    if text is None:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        add(path, f"must be a time YYYY-MM-DDTHH:MM:SS.ffffffZ, not {shown(text)}")
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
