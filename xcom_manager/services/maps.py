"""The board game's ready Mission Maps: JSON files, each checked when it is read (MIS-9).

The bundled maps live in :func:`xcom_manager.paths.maps_dir` (``<id>.json``); a catalogue may
be given other folders. A map that breaks MIS-9 or is malformed is a :class:`UserError` naming
the file and what is wrong with it, never a traceback.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from xcom_manager.rules.boardgame.grid import MapError, map_from_json
from xcom_manager.rules.errors import RulesError
from xcom_manager.services.errors import NotFoundError, UserError

__all__ = ["MapCatalog"]


class MapCatalog:
    """The Mission Maps found in a list of folders, by file name (the first folder wins)."""

    def __init__(self, directories: Sequence[Path] | None = None) -> None:
        if directories is None:
            from xcom_manager.paths import maps_dir

            directories = (maps_dir(),)
        self._directories = tuple(directories)

    def _paths(self) -> dict[str, Path]:
        found: dict[str, Path] = {}
        for directory in self._directories:
            if directory.is_dir():
                for path in sorted(directory.glob("*.json")):
                    found.setdefault(path.stem, path)
        return found

    def ids(self) -> list[str]:
        """The map ids, sorted."""
        return sorted(self._paths())

    def get(self, map_id: str) -> dict[str, Any]:
        """The map ``map_id`` as checked JSON data (:class:`NotFoundError` for an unknown id,
        :class:`UserError` naming the file for a bad one)."""
        path = self._paths().get(map_id)
        if path is None:
            known = ", ".join(self.ids()) or "none"
            raise NotFoundError(f"there is no Mission Map {map_id!r} (maps: {known})")
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
            raise UserError(f"the Mission Map {path.name} cannot be read: {error}") from None
        try:
            map_from_json(data)
        except MapError as problem:
            raise UserError(f"the Mission Map {path.name} breaks MIS-9: {problem}") from None
        except RulesError as problem:
            raise UserError(f"the Mission Map {path.name} is malformed: {problem}") from None
        return dict(data)
