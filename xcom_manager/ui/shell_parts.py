"""Small parts of the main window's shell, kept out of :mod:`xcom_manager.ui.main_window` (which
is at its size limit): the About box.

Imported before the first paint: Qt widgets only, nothing of the database.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

import xcom_manager

__all__ = ["show_about"]


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
