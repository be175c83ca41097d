"""Where and how the main window opens: a first start's size fitted to the screen, and what the
window remembers between starts (its geometry and dock state, the page it was closed on).

Imported before the first paint: Qt only, nothing of the database.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings, QSize
from PySide6.QtWidgets import QMainWindow, QWidget

__all__ = [
    "first_start_size",
    "fitted_size",
    "keep_on_screen",
    "page_closed_on",
    "remember_window",
    "restore_window",
]

GEOMETRY_KEY = "mainWindow/geometry"
STATE_KEY = "mainWindow/state"
#: The page the window was closed on (its tab index): the next start opens the campaign there.
PAGE_KEY = "mainWindow/page"

#: A first start's least window size, shrunk to fit a smaller screen (:func:`fitted_size`).
DEFAULT_WIDTH, DEFAULT_HEIGHT = 1100, 720
#: The share of a larger screen's free area a first start takes.
SCREEN_SHARE = 0.85
#: Room left for the title bar and frame that the window manager adds around the window.
FRAME_ALLOWANCE = 40


def fitted_size(window: QWidget) -> QSize:
    """The size of a first start of ``window`` on its screen (:func:`first_start_size`)."""
    return first_start_size(window.screen().availableGeometry().size(), window.minimumHeight())


def first_start_size(free: QSize, least_height: int = 0) -> QSize:
    """The size of a first start on a screen whose free area is ``free``: most of it
    (:data:`SCREEN_SHARE`), at least 1100 × 720, but never past it, title bar included (a
    1024 × 700 screen gets a window that fits it; a 1920 × 1080 one a window that uses it)."""
    width = max(DEFAULT_WIDTH, round(free.width() * SCREEN_SHARE))
    height = max(DEFAULT_HEIGHT, round(free.height() * SCREEN_SHARE))
    return QSize(
        min(width, free.width()),
        min(height, max(free.height() - FRAME_ALLOWANCE, least_height)),
    )


def centre_on_screen(window: QWidget) -> None:
    """Put ``window`` in the middle of its screen's free area (a first start)."""
    free = window.screen().availableGeometry()
    frame = window.frameGeometry()
    frame.moveCenter(free.center())
    window.move(max(free.left(), frame.left()), max(free.top(), frame.top()))


def keep_on_screen(window: QWidget) -> None:
    """Shrink and move ``window`` into its screen's free area: a geometry remembered on a larger
    screen (or a corrupt one) must not open the window past the edge of a 1024 x 700 screen."""
    free = window.screen().availableGeometry()
    width = max(min(window.width(), free.width()), window.minimumWidth())
    height = max(min(window.height(), free.height() - FRAME_ALLOWANCE), window.minimumHeight())
    if (width, height) != (window.width(), window.height()):
        window.resize(width, height)
    frame = window.frameGeometry()
    left = min(max(frame.left(), free.left()), max(free.left(), free.right() + 1 - frame.width()))
    top = min(max(frame.top(), free.top()), max(free.top(), free.bottom() + 1 - frame.height()))
    if (left, top) != (frame.left(), frame.top()):
        window.move(left, top)


def restore_window(window: QMainWindow, settings: QSettings) -> None:
    """The geometry and dock state ``window`` was closed with, kept on screen; a first start
    (nothing remembered) gets :func:`fitted_size`, centred."""
    window.resize(fitted_size(window))
    geometry = settings.value(GEOMETRY_KEY)
    if isinstance(geometry, QByteArray):  # anything else is a corrupt value: ignored
        window.restoreGeometry(geometry)
        keep_on_screen(window)
    else:
        centre_on_screen(window)
    state = settings.value(STATE_KEY)
    if isinstance(state, QByteArray):
        window.restoreState(state)


def remember_window(window: QMainWindow, settings: QSettings, page: int | None) -> None:
    """Keep ``window``'s geometry, dock state and the ``page`` it shows (``None``: no campaign
    open, the page remembered before stays) for the next start."""
    settings.setValue(GEOMETRY_KEY, window.saveGeometry())
    settings.setValue(STATE_KEY, window.saveState())
    if page is not None:
        settings.setValue(PAGE_KEY, page)
    settings.sync()


def page_closed_on(settings: QSettings, pages: int) -> int:
    """The page (tab index below ``pages``) the window was last closed on; 0 (the roster) when
    none is remembered or the value is unreadable."""
    try:
        page = int(str(settings.value(PAGE_KEY)))
    except ValueError:
        return 0
    return page if 0 <= page < pages else 0
