"""How the import's checks name a value they refuse ("the text 'abc'", "a list", "null"): one
wording for the campaign document's checks (:mod:`.validate`) and its history's
(:mod:`.validate_history`)."""

from __future__ import annotations

__all__ = ["describe_value"]


def describe_value(value: object) -> str:
    """``value`` as a refusal names it: its JSON kind, with a short text or a number shown."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {value!r}" if len(value) <= 40 else "a text"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__
