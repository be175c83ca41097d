"""File ▸ New database…, Open database…, Open recent.

:class:`DatabaseDesk` keeps, in QSettings, the databases opened lately (newest first) and, for
*each* of them, the campaign last used in it: reopening a database shows that campaign, not the
campaign of the same number in another file. Opening another database is done by ``reopen``,
which ``app.py`` sets (it detaches and closes the current backend, shows "Opening…" and opens
the new one as at start-up); a file that is not an xcom_manager database is refused before the
current one is closed, with the store's own message.

Imported before the first paint: PySide6 and the standard library only (the store's file check
is imported when a file is chosen).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from xcom_manager.ui.common.file_places import remember_folder, suggested_path

__all__ = ["MAX_RECENT", "RECENT_KEY", "DatabaseDesk", "sqlite_url", "url_path"]

RECENT_KEY = "databases/recent"
"""A JSON list of ``[url, campaign id or null]``, the newest first."""
MAX_RECENT = 8
_REMEMBERED = 32  # databases whose last campaign is remembered (the menu shows MAX_RECENT)


def sqlite_url(path: Path) -> str:
    return f"sqlite:///{path}"


def url_path(url: str) -> Path | None:
    """The file of a SQLite URL, ``None`` for another engine or an in-memory database."""
    scheme, sep, rest = url.partition("://")
    if not sep or scheme.split("+")[0].lower() != "sqlite":
        return None
    path = (rest[1:] if rest.startswith("/") else rest).split("?")[0]
    return Path(path) if path and path != ":memory:" else None


class DatabaseDesk(QObject):
    """The database actions of the File menu and the memory of recent databases."""

    def __init__(self, window: QWidget, settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.reopen: Callable[[str], object] | None = None
        """Opens a URL into the window (set by ``app.py``)."""

        self.new_action = QAction(self.tr("Ne&w database…"), self)
        self.new_action.setObjectName("newDatabaseAction")
        self.new_action.triggered.connect(self.new_database)
        self.open_action = QAction(self.tr("&Open database…"), self)
        self.open_action.setObjectName("openDatabaseAction")
        self.open_action.setShortcuts([QKeySequence("Ctrl+Shift+O")])
        self.open_action.triggered.connect(self.open_database)
        self.recent_menu = QMenu(self.tr("Open rec&ent"), window)
        self.recent_menu.setObjectName("recentMenu")
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)

    # -- memory -----------------------------------------------------------------------------

    def _entries(self) -> list[tuple[str, int | None]]:
        import json

        raw = self._settings.value(RECENT_KEY)
        try:
            data = json.loads(str(raw)) if raw is not None else []
        except ValueError:
            return []
        entries: list[tuple[str, int | None]] = []
        for item in data if isinstance(data, list) else []:
            if isinstance(item, list) and len(item) == 2 and isinstance(item[0], str):
                campaign = item[1] if isinstance(item[1], int) else None
                entries.append((item[0], campaign))
        return entries

    def _store(self, entries: list[tuple[str, int | None]]) -> None:
        import json

        kept = [[url, campaign] for url, campaign in entries[:_REMEMBERED]]
        self._settings.setValue(RECENT_KEY, json.dumps(kept))

    def recent(self) -> list[str]:
        """The databases opened lately, the newest first (at most :data:`MAX_RECENT`)."""
        return [url for url, _campaign in self._entries()[:MAX_RECENT]]

    def last_campaign(self, url: str) -> int | None:
        """The campaign last used in the database at ``url``."""
        return next((campaign for known, campaign in self._entries() if known == url), None)

    def remember(self, url: str, campaign_id: int | None = None) -> None:
        """``url`` was opened (its campaign ``campaign_id`` shown): first of the recent list."""
        entries = self._entries()
        if campaign_id is None:
            campaign_id = next((c for known, c in entries if known == url), None)
        self._store([(url, campaign_id), *((u, c) for u, c in entries if u != url)])

    def forget(self, url: str) -> None:
        self._store([(u, c) for u, c in self._entries() if u != url])

    # -- the menu ---------------------------------------------------------------------------

    def fill_recent_menu(self) -> None:
        """One entry per recent database; a file that vanished is shown disabled."""
        self.recent_menu.clear()
        for number, url in enumerate(self.recent(), start=1):
            path = url_path(url)
            label = str(path) if path is not None else url
            action = self.recent_menu.addAction(f"&{number} {label}")
            if path is not None and not path.is_file():
                action.setEnabled(False)
                action.setToolTip(self.tr("The file is gone."))
            action.triggered.connect(lambda _checked=False, u=url: self.open_url(u))
        if self.recent_menu.isEmpty():
            self.recent_menu.addAction(self.tr("No recent databases")).setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            self.recent_menu.addAction(self.tr("&Clear the list"), lambda: self._store([]))

    # -- the use-cases ----------------------------------------------------------------------

    def new_database(self) -> bool:
        """File ▸ New database…: an empty database in a new file, opened."""
        path = self._choose_file(new=True)
        if path is None:
            return False
        if path.exists():
            self._warn(
                self.tr("Cannot make the database"),
                self.tr("%1 exists already: open it with Open database…").replace("%1", str(path)),
            )
            return False
        return self.open_url(sqlite_url(path))

    def open_database(self) -> bool:
        """File ▸ Open database…: an existing database file, opened."""
        path = self._choose_file(new=False)
        return path is not None and self.open_url(sqlite_url(path))

    def open_url(self, url: str) -> bool:
        """Open ``url`` instead of the current database; refused (the current one stays open)
        for a file that vanished or is not an xcom_manager database."""
        path = url_path(url)
        if path is not None and not path.exists() and url in self.recent():
            self.forget(url)
            self._warn(
                self.tr("Cannot open the database"),
                self.tr("%1 is gone; it was removed from the recent list.").replace(
                    "%1", str(path)
                ),
            )
            return False
        if path is not None:
            from xcom_manager.store.errors import StoreError
            from xcom_manager.store.integrity import refuse_unusable

            try:
                refuse_unusable(path)
            except StoreError as error:
                from xcom_manager.ui.common.texts import error_text

                self._warn(self.tr("Cannot open the database"), error_text(error))
                return False
        if self.reopen is None:
            return False
        self.reopen(url)
        return True

    # -- dialogs (small methods that tests replace) ------------------------------------------

    def _choose_file(self, *, new: bool) -> Path | None:
        filters = self.tr("Campaign databases (*.db *.sqlite *.sqlite3);;All files (*)")
        if new:
            name, _filter = QFileDialog.getSaveFileName(
                self._window,
                self.tr("New database"),
                suggested_path("database", "campaign.db"),
                filters,
            )
        else:
            name, _filter = QFileDialog.getOpenFileName(
                self._window, self.tr("Open database"), suggested_path("database"), filters
            )
        remember_folder("database", name)
        return Path(name) if name else None

    def _warn(self, title: str, message: str) -> None:
        QMessageBox.warning(self._window, title, message)
