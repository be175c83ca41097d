"""The errors of a ruleset file the user can fix: where (file, line, dotted key) and what is wrong.

Each names the file, the dotted key and the line where it can be found, and says the problem in
words fit to show to the user::

    wargame.toml:212: items.laser_rifle.environment: must be one of ground, underwater, mixed,
    not 'land'
"""

from __future__ import annotations

from typing import Any

from xcom_manager.rules.errors import PATH_SHOWN_MAX, RulesError, clipped

__all__ = ["RulesetError", "RulesetSyntaxError"]


class RulesetError(RulesError):
    """A ruleset file the user can fix: where (file, line, dotted key) and what is wrong."""

    source: str
    key: str | None
    line: int | None
    problem: str

    def __init__(self, source: str, key: str | None, line: int | None, problem: str) -> None:
        self.source = source
        self.key = key
        self.line = line
        self.problem = problem
        super().__init__(self._text())

    def _text(self) -> str:
        # The file's name and the key are the user's: shown cut (the attributes keep them whole).
        source = clipped(self.source, PATH_SHOWN_MAX)
        where = source if self.line is None else f"{source}:{self.line}"
        parts = [where]
        if self.key is not None:
            parts.append(clipped(self.key))
        parts.append(self.problem)
        return ": ".join(parts)

    def __str__(self) -> str:
        return self._text()

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), (self.source, self.key, self.line, self.problem))


class RulesetSyntaxError(RulesetError):
    """The file is not valid TOML at all (the line and column come from the TOML parser)."""
