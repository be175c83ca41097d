"""The board game's Mission Maps: the bundled ready maps and the user's own, JSON files each
checked when it is read or saved (MIS-9).

The bundled maps live in :func:`xcom_manager.paths.maps_dir` (``<id>.json``); a catalogue may
be given other folders. The user's own maps live in a writable folder
(:func:`xcom_manager.paths.user_maps_dir` by default), listed after the bundled ones; a map
saved there gets an id made from its name and never replaces a bundled map. A map that breaks
MIS-9 or is malformed is a :class:`UserError` naming the file and what is wrong with it, never
a traceback.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import unicodedata
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from xcom_manager.rules.boardgame.grid import MapError, map_from_json, map_to_json
from xcom_manager.rules.boardgame.map_edit import rename
from xcom_manager.rules.errors import RulesError
from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import NotFoundError, UserError

__all__ = ["MAP_ID_MAX", "MapCatalog", "map_id_for"]

#: The longest id made from a map's name (a file name, with room for a suffix).
MAP_ID_MAX = 48

templates(
    {
        "map_no_name": tr_noop("MapErrors", "Give the Mission Map a name before saving it."),
        "map_not_saved": tr_noop(
            "MapErrors", "The Mission Map {map} could not be saved: {problem}"
        ),
        "map_not_deleted": tr_noop(
            "MapErrors", "The Mission Map {map} could not be deleted: {problem}"
        ),
        "map_bundled": tr_noop(
            "MapErrors", "{map} is a ready map of the game: it cannot be deleted."
        ),
        "map_no_user_folder": tr_noop(
            "MapErrors", "This catalogue has no folder for the user's own Mission Maps."
        ),
    }
)

_NOT_WORD = re.compile(r"[^\w]+")


def map_id_for(name: str) -> str:
    """The id (file name) a map of this name is saved under: its words in lower case joined by
    ``_`` (letters of any script kept), at most :data:`MAP_ID_MAX` characters; ``map`` when
    nothing of the name is left."""
    slug = _NOT_WORD.sub("_", unicodedata.normalize("NFKC", name).casefold()).strip("_")
    return slug[:MAP_ID_MAX].rstrip("_") or "map"


class MapCatalog:
    """The Mission Maps found in a list of folders, by file name (the first folder wins), and
    the user's own maps in a writable folder after them.

    ``directories`` ``None`` means the bundled maps, and then ``user_directory`` ``None`` means
    the user's data folder; with ``directories`` given, there are user maps only when
    ``user_directory`` is given too (a test's catalogue touches no real folder).
    """

    def __init__(
        self, directories: Sequence[Path] | None = None, *, user_directory: Path | None = None
    ) -> None:
        if directories is None:
            from xcom_manager.paths import maps_dir, user_maps_dir

            directories = (maps_dir(),)
            if user_directory is None:
                user_directory = user_maps_dir()
        self._directories = tuple(directories)
        self._user = user_directory

    @property
    def user_directory(self) -> Path | None:
        """Where the user's own maps are saved (``None``: this catalogue saves none)."""
        return self._user

    def _bundled(self) -> dict[str, Path]:
        found: dict[str, Path] = {}
        for directory in self._directories:
            if directory.is_dir():
                for path in sorted(directory.glob("*.json")):
                    found.setdefault(path.stem, path)
        return found

    def _own(self) -> dict[str, Path]:
        if self._user is None or not self._user.is_dir():
            return {}
        return {path.stem: path for path in sorted(self._user.glob("*.json"))}

    def _paths(self) -> dict[str, Path]:
        found = self._bundled()
        for map_id, path in self._own().items():
            found.setdefault(map_id, path)
        return found

    def ids(self) -> list[str]:
        """The map ids: the bundled ones sorted, then the user's own sorted."""
        bundled = self._bundled()
        return sorted(bundled) + sorted(m for m in self._own() if m not in bundled)

    def user_ids(self) -> list[str]:
        """The ids of the user's own maps, sorted."""
        bundled = self._bundled()
        return sorted(m for m in self._own() if m not in bundled)

    def is_bundled(self, map_id: str) -> bool:
        return map_id in self._bundled()

    def get(self, map_id: str) -> dict[str, Any]:
        """The map ``map_id`` as checked JSON data (:class:`NotFoundError` for an unknown id,
        :class:`UserError` naming the file for a bad one)."""
        path = self._paths().get(map_id)
        if path is None:
            known = ", ".join(self.ids()) or "none"
            raise NotFoundError(Message.of("no_map", map_id=repr(map_id), known=known))
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise UserError(
                Message.of("map_unreadable", path=path.name, detail=str(error))
            ) from None
        try:
            map_from_json(data)
        except MapError as problem:
            raise UserError(
                Message.of("map_breaks_mis_9", path=path.name, detail=str(problem))
            ) from None
        except RulesError as problem:
            raise UserError(
                Message.of("map_file_malformed", path=path.name, detail=str(problem))
            ) from None
        return dict(data)

    # -- the user's own maps -----------------------------------------------------------------

    def save(self, name: str, data: Mapping[str, Any]) -> str:
        """Save ``data`` as the user's map ``name`` and return its id (:func:`map_id_for` the
        name; a bundled map's id gets ``_2``, ``_3``, ... so that it is never replaced; saving
        a name again replaces the user's map of that name). The map is checked first (MIS-9:
        a :class:`UserError` with the rule's message) and written atomically: a crash leaves
        the old file or the new one, never half of one."""
        if self._user is None:
            raise UserError(Message.of("map_no_user_folder"))
        try:
            board = map_from_json(data)
        except MapError as problem:
            raise UserError(problem.message) from None
        except RulesError as problem:
            raise UserError(Message.of("map_malformed", detail=str(problem))) from None
        renamed = rename(board, name if isinstance(name, str) else "")
        if renamed.refusal is not None:
            raise UserError(renamed.refusal)
        board = renamed.board
        if not board.name:
            raise UserError(Message.of("map_no_name"))
        bundled = self._bundled()
        stem = map_id_for(board.name)
        map_id, number = stem, 1
        while map_id in bundled:
            number += 1
            map_id = f"{stem}_{number}"
        text = json.dumps(map_to_json(board), ensure_ascii=False, indent=1) + "\n"
        try:
            self._user.mkdir(parents=True, exist_ok=True)
            _write_atomically(self._user / f"{map_id}.json", text)
        except OSError as error:
            why = error.strerror or str(error)
            raise UserError(Message.of("map_not_saved", map=board.name, problem=why)) from None
        return map_id

    def delete(self, map_id: str) -> None:
        """Delete the user's map ``map_id`` (a bundled map: :class:`UserError`; an unknown id:
        :class:`NotFoundError`)."""
        if map_id in self._bundled():
            raise UserError(Message.of("map_bundled", map=map_id))
        path = self._own().get(map_id)
        if path is None:
            raise NotFoundError(Message.of("no_own_map", map_id=repr(map_id)))
        try:
            path.unlink()
        except FileNotFoundError:
            pass  # deleted meanwhile: what was asked is done
        except OSError as error:
            problem = error.strerror or str(error)
            raise UserError(Message.of("map_not_deleted", map=map_id, problem=problem)) from None


def _write_atomically(path: Path, text: str) -> None:
    """Write ``text`` to a temporary file beside ``path``, flush it to disk, then rename it over
    ``path`` (``os.replace`` is atomic on one file system)."""
    handle, temporary = tempfile.mkstemp(prefix=f".{path.stem}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
