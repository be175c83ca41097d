"""Finding and caching the rulesets a campaign can play by.

The bundled rulesets live in :func:`xcom_manager.paths.rulesets_dir`, the user's own in
:func:`xcom_manager.paths.user_rulesets_dir`; a catalogue may be given other
folders, the first one's being the bundled ones. Each file is parsed once per process and kept
as long as the file is unchanged (same size and modification time).

A file that cannot be used (malformed, too large, or whose id an earlier folder's ruleset
already has: a user's file never replaces a bundled ruleset) is skipped and reported in
:meth:`RulesetCatalog.problems`, and every other ruleset stays available.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from xcom_manager.rules.ruleset import Ruleset, RulesetError, load_ruleset
from xcom_manager.rules.safe_text import name_problem
from xcom_manager.rules.texts import Message
from xcom_manager.services.core.errors import NotFoundError

__all__ = ["MAX_RULESET_BYTES", "RulesetCatalog", "RulesetProblem", "check_ruleset_file"]

#: The largest ruleset file read (the bundled ones are about 30 kB).
MAX_RULESET_BYTES = 2 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class RulesetProblem:
    """A ruleset file the catalogue skipped, and why: ``message`` in English, fit to show, and
    ``said`` the message to word in the reader's language where there is one."""

    path: Path
    message: str
    said: Message | None = None


def check_ruleset_file(path: Path) -> Ruleset:
    """The ruleset in the file at ``path``; :class:`RulesetError` naming the file, the key and
    the line of the first problem (also for a file too large, unreadable, or too deep)."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise RulesetError(
            path.name, None, None, f"cannot be read: {exc.strerror or exc}"
        ) from None
    if size > MAX_RULESET_BYTES:
        raise RulesetError(
            path.name,
            None,
            None,
            f"is {size:,} bytes; a ruleset file is at most {MAX_RULESET_BYTES:,}",
        )
    try:
        ruleset = _load_cached(path)
    except RecursionError:  # tomllib nests by recursion
        raise RulesetError(path.name, None, None, "nests its tables too deeply") from None
    for key, text in (("id", ruleset.id), ("name", ruleset.name)):
        problem = name_problem(text)
        if problem is not None:
            raise RulesetError(path.name, key, None, problem)
    return ruleset


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
    """The rulesets found in a list of folders, by id.

    ``directories`` defaults to the bundled folder, then the user's. A ruleset whose id an
    earlier folder's already has is refused (reported in :meth:`problems`), as is a bad file;
    within a folder, the file named after an id (``wargame.toml``) holds it before any other.
    """

    def __init__(self, directories: Sequence[Path] | None = None) -> None:
        if directories is None:
            from xcom_manager.paths import rulesets_dir, user_rulesets_dir

            directories = (rulesets_dir(), user_rulesets_dir())
        self._directories = tuple(directories)
        self._by_id: dict[str, Ruleset] | None = None
        self._paths: dict[str, Path] = {}
        self._problems: list[RulesetProblem] = []
        self._lock = threading.Lock()

    def _load(self) -> dict[str, Ruleset]:
        with self._lock:
            if self._by_id is None:
                found: dict[str, Ruleset] = {}
                for directory in self._directories:
                    if not directory.is_dir():
                        continue
                    read = [(path, self._read(path)) for path in sorted(directory.glob("*.toml"))]
                    # A file named after its id holds it first: a file dropped beside the
                    # bundled wargame.toml, sorting before it, cannot take the id "wargame".
                    read.sort(key=lambda each: each[1] is None or each[1].id != each[0].stem)
                    for path, ruleset in read:
                        if ruleset is not None:
                            self._add(found, path, ruleset)
                self._by_id = found
            return self._by_id

    def _read(self, path: Path) -> Ruleset | None:
        try:
            return check_ruleset_file(path)
        except RulesetError as error:
            self._problems.append(RulesetProblem(path, str(error)))
            return None

    def _add(self, found: dict[str, Ruleset], path: Path, ruleset: Ruleset) -> None:
        if ruleset.id in found:
            said = collision_message(path, ruleset.id, self._paths[ruleset.id])
            self._problems.append(RulesetProblem(path, said.text, said))
            return
        found[ruleset.id] = ruleset
        self._paths[ruleset.id] = path

    def refresh(self) -> None:
        """Find the rulesets again on the next look-up (a file added or removed meanwhile)."""
        with self._lock:
            self._by_id = None
            self._paths = {}
            self._problems = []

    @property
    def directories(self) -> tuple[Path, ...]:
        return self._directories

    def problems(self) -> list[RulesetProblem]:
        """The files skipped: malformed, or an id another file already has."""
        self._load()
        return list(self._problems)

    def path_of(self, ruleset_id: str) -> Path | None:
        """The file ruleset ``ruleset_id`` was read from."""
        self._load()
        return self._paths.get(ruleset_id)

    def ids(self) -> list[str]:
        """The ids of every ruleset found, in folder and file-name order."""
        return list(self._load())

    def available(self) -> list[tuple[str, str]]:
        """``(id, name)`` of every ruleset, for a choice box."""
        return [(ruleset.id, ruleset.shown_title) for ruleset in self._load().values()]

    def find(self, ruleset_id: str) -> Ruleset | None:
        """The ruleset with this id, or ``None``."""
        return self._load().get(ruleset_id)

    def get(self, ruleset_id: str) -> Ruleset:
        """The ruleset with this id; :class:`NotFoundError` naming those installed if none."""
        ruleset = self.find(ruleset_id)
        if ruleset is None:
            installed = ", ".join(self.ids()) or "none"
            found = {"ruleset_id": repr(ruleset_id), "installed": installed}
            raise NotFoundError(Message.of("no_ruleset", **found))
        return ruleset


def collision_message(path: Path, ruleset_id: str, holder: Path) -> Message:
    """Why the ruleset in ``path`` is refused: ``holder`` already has its id."""
    return Message.of("ruleset_id_taken", file=path.name, ruleset_id=ruleset_id, holder=holder.name)
