"""Starting the GUI: the application object, the window first, then the database.

:func:`run_gui` shows the main window in an "Opening campaign…" state before it imports the
store and the services (SQLModel, SQLAlchemy and Alembic take most of the start-up time) and
opens the database, which runs the schema migrations. This module and the ones it imports at
module level must therefore not import ``sqlmodel``, ``sqlalchemy``, ``alembic``,
``xcom_manager.store`` or ``xcom_manager.services``; ``tests/ui/test_main_window.py`` checks it.

``XCOM_LAUNCH_PROBE`` (for the launch benchmark) set to ``paint`` prints
``xcom-launch-probe paint <t>`` with ``t = time.monotonic()`` on the window's first paint and
quits without opening the database; set to ``loaded`` it also prints
``xcom-launch-probe loaded <t>`` once the campaign's roster (its preview, read without SQLAlchemy,
see :func:`open_quickly`; or the welcome or error page) is on screen, then
``xcom-launch-probe ready <t>`` once the services are attached, and quits.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from xcom_manager import paths
from xcom_manager.ui import i18n, pyside_imports  # noqa: F401 - pyside_imports: a cheaper check
from xcom_manager.ui.common import trouble
from xcom_manager.ui.main_window import Backend, MainWindow
from xcom_manager.ui.settings_dialog import preferred_language

__all__ = [
    "LAUNCH_PROBE_ENV",
    "configure_application",
    "describe_location",
    "load_backend",
    "open_database",
    "open_quickly",
    "run_gui",
    "start_gui",
    "upgrade_in_background",
]

LAUNCH_PROBE_ENV = "XCOM_LAUNCH_PROBE"
LAUNCH_PROBE_PREFIX = "xcom-launch-probe"
ORGANIZATION_NAME = "xcom_manager"
APPLICATION_NAME = "xcom_manager"
APP_ICON = "app.svg"
STYLE_SHEET = "style.qss"


def _log_warning(message: str, *args: object) -> None:
    import logging  # not at module level: nothing before the first paint needs it

    logging.getLogger(__name__).warning(message, *args)


def run_gui(db_url: str, argv: list[str] | None = None) -> int:
    """Run the window on the database at ``db_url`` until it is closed; returns the exit code."""
    probe = os.environ.get(LAUNCH_PROBE_ENV, "").strip().lower()
    window = start_gui(db_url, argv, open_after_paint=not probe)
    app = QApplication.instance()
    assert app is not None
    if probe:  # connected in this order: the paint is reported before the database opens
        window.first_painted.connect(lambda: _probe("paint"))
        if probe == "paint":
            window.first_painted.connect(app.quit)
        else:
            roster_shown = _once(lambda: _probe("loaded"))
            window.first_painted.connect(lambda: open_quickly(window, db_url, roster_shown))
            window.opening_finished.connect(roster_shown)  # the full path: no preview came
            window.opening_finished.connect(lambda: _probe("ready"))

            # Closed first: a measured launch quits without the evening's receipt offer.
            def close_and_quit() -> None:
                _release(window)
                app.quit()

            window.opening_finished.connect(lambda: QTimer.singleShot(0, close_and_quit))
    try:
        return app.exec()
    finally:
        _wait_for_upgrades()
        window.close()  # saves its geometry, if the loop ended some other way than closing it
        backend = window.detach()
        if backend is not None:
            backend.db.close()
        window.deleteLater()


def start_gui(
    db_url: str, argv: list[str] | None = None, *, open_after_paint: bool = True
) -> MainWindow:
    """Make (or reuse) the application, show the main window, and return it.

    The window comes up saying "Opening campaign…"; once it has been painted, the event loop
    opens ``db_url`` into it (unless ``open_after_paint`` is false) and it emits
    ``opening_finished``.
    """
    existing = QApplication.instance()
    app = (
        existing
        if isinstance(existing, QApplication)
        else QApplication(argv if argv is not None else sys.argv)
    )
    configure_application(app)
    window = MainWindow()
    trouble.install(window)  # a full disk or a locked database: a message, not a traceback
    _watch_stalls(window)
    window.show_opening(describe_location(db_url))
    if open_after_paint:
        window.first_painted.connect(lambda: open_quickly(window, db_url))
    window.show()
    return window


def _watch_stalls(window: MainWindow) -> None:
    """``XCOM_STALL_MS=N``: log the GUI thread's stalls over N ms (``ui/stall_watch.py``,
    imported only then)."""
    if os.environ.get("XCOM_STALL_MS", "").strip():
        from xcom_manager.ui.stall_watch import install_from_env

        install_from_env(window)


def configure_application(app: QApplication) -> None:
    """Names (for QSettings), icon, translation and style sheet of the application."""
    QCoreApplication.setOrganizationName(ORGANIZATION_NAME)
    QCoreApplication.setApplicationName(APPLICATION_NAME)
    QCoreApplication.setApplicationVersion(_version())
    QGuiApplication.setDesktopFileName("xcom-manager")
    try:
        icon_path = paths.icons_dir() / APP_ICON
        style_path = paths.resources_dir() / STYLE_SHEET
    except FileNotFoundError:  # an incomplete installation: run plain rather than not at all
        _log_warning("xcom_manager resources not found; running without icon and style")
        return
    if icon_path.is_file():
        QGuiApplication.setWindowIcon(QIcon(str(icon_path)))
    from PySide6.QtCore import QSettings

    i18n.install_translator(preferred_language(QSettings()))
    try:
        app.setStyleSheet(style_path.read_text(encoding="utf-8"))
    except OSError:
        _log_warning("cannot read the style sheet %s", style_path)


def load_backend(db_url: str, *, keep_days: int | None = None) -> Backend:
    """Open the database at ``db_url`` (running migrations), take the day's first backup (kept
    ``keep_days`` days; a damaged file is refused) and make the services over it.

    Imports the store and the services: call it only after the window has been painted.
    """
    from xcom_manager.services.campaigns.service import CampaignService
    from xcom_manager.services.demo.service import DemoService
    from xcom_manager.services.inventory.service import InventoryService
    from xcom_manager.services.missions.service import MissionService
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.services.upkeep.backups import Backups
    from xcom_manager.store.db import Database
    from xcom_manager.store.folder import refuse_unreachable

    refuse_unreachable(db_url)  # a folder that cannot hold the file: said on the page
    Backups(db_url, keep_days=keep_days).before_opening()  # damaged: refused, nothing written
    db = Database.open(db_url)
    try:
        campaigns = CampaignService(db, backups=Backups(db_url, keep_days=keep_days))
        campaigns.backups.daily()
        inventory = InventoryService(db, campaigns)
        return Backend(
            db=db,
            campaigns=campaigns,
            roster=RosterService(db, campaigns),
            inventory=inventory,
            audit=inventory.audit,
            missions=MissionService(db, campaigns),
            demo=DemoService(db, campaigns),
        )
    except BaseException:
        db.close()
        raise


def open_quickly(
    window: MainWindow, db_url: str, roster_shown: Callable[[], None] | None = None
) -> None:
    """Open ``db_url`` into ``window`` at launch, the last campaign's roster first.

    A SQLite file at the newest schema shows its roster read with stdlib ``sqlite3``
    (:mod:`xcom_manager.ui.roster.preview`); once that is painted (``roster_shown`` is called),
    :func:`open_database` loads the services and swaps the real roster view in. A file whose
    schema is older is upgraded on a worker thread while the window says why it waits
    (:func:`upgrade_in_background`). Anything else takes :func:`open_database` at once.
    """
    from xcom_manager.store.peek import peek_roster
    from xcom_manager.ui.roster.preview import PREVIEW_ROWS, RosterPreview, find_ruleset

    peeked = peek_roster(
        db_url,
        window.last_campaign_id(db_url),
        PREVIEW_ROWS,
        versions_dir=paths.database_dir() / "versions",
    )
    ruleset = None if peeked.roster is None else find_ruleset(peeked.roster.ruleset_id)
    if peeked.roster is not None and ruleset is not None:
        _connect_backups(window, db_url)
        preview = RosterPreview(ruleset, peeked.roster)
        if roster_shown is not None:
            preview.painted.connect(roster_shown)
        preview.painted.connect(lambda: open_database(window, db_url, keep_page=True))
        window.show_preview(preview, peeked.roster.campaign_name, ruleset.name)
    elif peeked.outdated and not _read_only(db_url):
        upgrade_in_background(window, db_url)
    else:  # a read-only file is not upgraded: why is said at once, without "Upgrading…"
        open_database(window, db_url)


def _read_only(db_url: str) -> bool:
    """Whether the SQLite file of ``db_url`` cannot be written (``store.writable``)."""
    from xcom_manager.store.peek import sqlite_path
    from xcom_manager.store.writable import write_refusal

    path = sqlite_path(db_url)
    return path is not None and write_refusal(path.expanduser().resolve()) is not None


def upgrade_in_background(window: MainWindow, db_url: str) -> None:
    """Open ``db_url``, whose schema is older, into ``window`` with its upgrade (the backup
    first, then the migrations in one transaction) on a worker thread.

    The window stays responsive and says "Upgrading the database…" with a busy bar; a close
    meanwhile waits for the upgrade to end (:mod:`xcom_manager.ui.background_open`). The
    services are attached when it is done; a failed upgrade (which changed nothing) shows its
    one message on the error page.
    """
    from xcom_manager.ui.background_open import BackgroundOpen

    location = describe_location(db_url)
    _release(window)
    _connect_backups(window, db_url)
    window.show_opening(location)
    page = window.message_page
    page.set_message(
        QCoreApplication.translate("open_quickly", "Upgrading the database…"),
        QCoreApplication.translate(
            "open_quickly",
            "This database was made by an older version. A copy of it is kept, then it is "
            "upgraded; the roster opens when that is done.",
        ),
        location,
    )
    page.set_busy(True)
    keep_days = window.backups.keep_days

    def done(backend: Backend) -> None:
        page.set_busy(False)
        if window.backend is not None:  # another database was opened meanwhile: it stays
            backend.db.close()
            return
        try:
            window.attach(backend)
        except Exception as error:  # the boundary, as in open_database
            window.detach()
            backend.db.close()
            window.show_database_error(location, _error_text(error, location))

    def failed(error: Exception) -> None:
        page.set_busy(False)
        if window.backend is None:
            window.show_database_error(location, _error_text(error, location))

    def closed(backend: Backend | None) -> None:
        if backend is not None:
            backend.db.close()

    def waiting() -> None:
        page.set_message(
            QCoreApplication.translate("open_quickly", "Closing when the upgrade is done…"),
            QCoreApplication.translate(
                "open_quickly",
                "The database is being upgraded, and an upgrade is never stopped half-way: "
                "the window closes as soon as it is over.",
            ),
            location,
        )

    BackgroundOpen(
        window,
        lambda: load_backend(db_url, keep_days=keep_days),
        done,
        failed,
        on_closed=closed,
        waiting=waiting,
    ).start()


def open_database(window: MainWindow, db_url: str, *, keep_page: bool = False) -> bool:
    """Open ``db_url`` into ``window``: its campaign, the welcome page, or an error page.

    Returns whether the database was opened. Never raises for a database that cannot be
    used: the window says why and where instead. ``keep_page`` leaves what the Roster tab
    shows (a roster preview, "Upgrading…") until the campaign replaces it.
    """
    location = describe_location(db_url)
    _release(window)
    _connect_backups(window, db_url)
    if not keep_page:
        window.show_opening(location)
    from PySide6.QtCore import Qt  # not at module level: see ui/common/placeholder.py

    QGuiApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    backend: Backend | None = None
    try:
        backend = load_backend(db_url, keep_days=window.backups.keep_days)
        window.attach(backend)
    except Exception as error:  # the boundary: whatever went wrong is shown, not raised
        if backend is not None:
            window.detach()
            backend.db.close()
        window.show_database_error(location, _error_text(error, location))
        return False
    finally:
        QGuiApplication.restoreOverrideCursor()
    return True


def _wait_for_upgrades() -> None:
    """Let an upgrade still running on its worker thread end (it is never cut off)."""
    if "xcom_manager.ui.background_open" in sys.modules:
        from xcom_manager.ui.background_open import wait_for_openings

        wait_for_openings()


def _release(window: MainWindow) -> None:
    """Close the database the window has open, if any."""
    previous = window.detach()
    if previous is not None:
        previous.db.close()


def _connect_backups(window: MainWindow, db_url: str) -> None:
    """Tell the window's backups which database it opens and how to close and reopen it."""
    window.backups.database_url = db_url
    window.backups.release = lambda: _release(window)
    window.backups.reopen = lambda url: open_database(window, url)
    window.databases.reopen = lambda url: open_database(window, url)


def describe_location(db_url: str) -> str:
    """Where ``db_url`` points, for people: the file of a SQLite URL, else host and database.

    A password in the URL is never shown. Works without SQLAlchemy (used before it is loaded).
    """
    url = db_url.strip()
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    if scheme.split("+")[0].lower() == "sqlite":
        path = rest[1:] if rest.startswith("/") else rest
        path = path.split("?")[0]
        return (
            path
            if path and path != ":memory:"
            else QCoreApplication.translate("describe_location", "in memory (not saved)")
        )
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:
        return scheme
    database = parts.path.lstrip("/")
    where = f"{host}{port}/{database}" if host and database else host + port or database
    return f"{scheme}://{where}"


def _error_text(error: Exception, location: str = "") -> str:
    """The text shown for ``error``: as is for the errors made to be shown, else its kind."""
    if _is_user_facing(error):  # in the user's language when it carries its message
        from xcom_manager.ui.common.texts import error_text

        return error_text(error)
    from xcom_manager.services.upkeep.health import (
        failure_message,  # damaged, full, locked
    )

    trouble = failure_message(error, location)
    if trouble is not None:
        from xcom_manager.ui.common.texts import message_text

        return message_text(trouble)
    import logging

    logging.getLogger(__name__).error("cannot open the database", exc_info=error)
    detail = str(error).strip().splitlines()[0] if str(error).strip() else ""
    kind = type(error).__name__
    return f"{kind}: {detail}" if detail else kind


def _is_user_facing(error: Exception) -> bool:
    from xcom_manager.store.errors import StoreError

    if isinstance(error, StoreError):
        return True
    try:
        from xcom_manager.services.core.errors import UserError
    except ImportError:  # pragma: no cover - the services failed to import
        return False
    if isinstance(error, UserError):
        return True
    ruleset = sys.modules.get("xcom_manager.rules.ruleset")
    ruleset_error = getattr(ruleset, "RulesetError", None)
    return isinstance(ruleset_error, type) and isinstance(error, ruleset_error)


def _once(call: Callable[[], None]) -> Callable[[], None]:
    """``call``, run the first time only."""
    done: list[bool] = []

    def first() -> None:
        if not done:
            done.append(True)
            call()

    return first


def _probe(stage: str) -> None:
    print(f"{LAUNCH_PROBE_PREFIX} {stage} {time.monotonic():.6f}", flush=True)


def _version() -> str:
    import xcom_manager

    return xcom_manager.__version__
