"""Finding and caching the rulesets a campaign can play by.

The bundled rulesets live in :func:`xcom_manager.paths.rulesets_dir`; a catalogue may be given
more folders (a user's own rulesets). Each file is parsed once per process and kept as long as
the file is unchanged (same size and modification time).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path

from xcom_manager.rules.ruleset import Ruleset, load_ruleset
from xcom_manager.services.errors import NotFoundError

__all__ = ["RulesetCatalog"]

_parsed: dict[Path, tuple[tuple[int, int], Ruleset]] = {}
_parsed_lock = threading.Lock()


def _load_cached(path: Path) -> Ruleset:
    resolved = path.resolve()
    stat = resolved.stat()
    stamp = (stat.st_mtime_ns, stat.st_size)
    with _parsed_lock:
        hit = _parsed.get(resolved)
        if hit is not None and hit[0] == stamp:
            return hit[1]
    ruleset = load_ruleset(resolved)
    with _parsed_lock:
        _parsed[resolved] = (stamp, ruleset)
    return ruleset


class RulesetCatalog:
    """The rulesets found in a list of folders, by id (the first folder wins a clash of ids)."""

    def __init__(self, directories: Sequence[Path] | None = None) -> None:
        if directories is None:
            from xcom_manager.paths import rulesets_dir

            directories = (rulesets_dir(),)
        self._directories = tuple(directories)
        self._by_id: dict[str, Ruleset] | None = None
        self._lock = threading.Lock()

    def _load(self) -> dict[str, Ruleset]:
        with self._lock:
            if self._by_id is None:
                found: dict[str, Ruleset] = {}
                for directory in self._directories:
                    if not directory.is_dir():
                        continue
                    for path in sorted(directory.glob("*.toml")):
                        ruleset = _load_cached(path)
                        if ruleset.id in found:
                            continue  # an earlier folder (the bundled one first) wins
                        found[ruleset.id] = ruleset
                self._by_id = found
            return self._by_id

    def ids(self) -> list[str]:
        """The ids of every ruleset found, in folder and file-name order."""
        return list(self._load())

    def available(self) -> list[tuple[str, str]]:
        """``(id, name)`` of every ruleset, for a choice box."""
        return [(ruleset.id, ruleset.name) for ruleset in self._load().values()]

    def find(self, ruleset_id: str) -> Ruleset | None:
        """The ruleset with this id, or ``None``."""
        return self._load().get(ruleset_id)

    def get(self, ruleset_id: str) -> Ruleset:
        """The ruleset with this id; :class:`NotFoundError` naming those installed if none."""
        ruleset = self.find(ruleset_id)
        if ruleset is None:
            installed = ", ".join(self.ids()) or "none"
            raise NotFoundError(
                f"there is no ruleset {ruleset_id!r} (installed rulesets: {installed})"
            )
        return ruleset
