"""Small parts of the main window's shell, kept out of :mod:`xcom_manager.ui.main_window` (which
is at its size limit): the first start's window size and the About box.

Imported before the first paint: Qt widgets only, nothing of the database.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QMessageBox, QWidget

import xcom_manager

__all__ = ["fitted_size", "keep_on_screen", "show_about"]

#: A first start's window size, shrunk to fit a smaller screen (:func:`fitted_size`).
DEFAULT_WIDTH, DEFAULT_HEIGHT = 1100, 720
#: Room left for the title bar and frame that the window manager adds around the window.
FRAME_ALLOWANCE = 40


def fitted_size(window: QWidget) -> QSize:
    """The size of a first start: 1100 × 720, but never past the screen's free area (a
    1024 × 700 screen gets a window that fits it, title bar included)."""
    free = window.screen().availableGeometry()
    return QSize(
        min(DEFAULT_WIDTH, free.width()),
        min(DEFAULT_HEIGHT, max(free.height() - FRAME_ALLOWANCE, window.minimumHeight())),
    )


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


def show_about(parent: QWidget) -> None:
    """The About box: the program, its version and what it is for."""
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About X-COM Campaign Manager"),
        QCoreApplication.translate(
            "MainWindow",
            "<h3>X-COM Campaign Manager %1</h3>"
            "<p>Keeps the roster and the armoury of an X-COM tabletop campaign, "
            "tracks missions at the table and audits every item that changes hands.</p>",
        ).replace("%1", xcom_manager.__version__),
    )
