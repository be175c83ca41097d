"""Where the file dialogs open: the folder the GM last used for that kind of file, else their
documents folder, never the folder the program happens to run in (a source checkout, ``/``).

Each kind of file (a report, an export, a campaign database, a receipt) remembers its own folder
in the application's settings, so saving a PDF does not move where databases are opened.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

__all__ = ["remember_folder", "suggested_path"]

_KEY = "files/lastFolder/{kind}"


def _documents() -> Path:
    """The user's documents folder, or the home folder where the desktop has none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def start_folder(kind: str, settings: QSettings | None = None) -> Path:
    """The folder a dialog for ``kind`` files opens in: the last one used, while it exists."""
    stored = (settings or QSettings()).value(_KEY.format(kind=kind))
    if isinstance(stored, str) and stored:
        folder = Path(stored)
        if folder.is_dir():
            return folder
    return _documents()


def suggested_path(kind: str, name: str = "", settings: QSettings | None = None) -> str:
    """What a dialog for ``kind`` files is given to start from: ``name`` (a suggested file
    name, or none) in :func:`start_folder`."""
    folder = start_folder(kind, settings)
    return str(folder / name) if name else str(folder)


def remember_folder(kind: str, chosen: str | Path, settings: QSettings | None = None) -> None:
    """Keep the folder of ``chosen`` (a path the GM picked; empty when cancelled: nothing is
    kept) as where the next dialog for ``kind`` files opens."""
    if not str(chosen):
        return
    folder = Path(chosen).parent
    if folder.is_dir():
        (settings or QSettings()).setValue(_KEY.format(kind=kind), str(folder))
