"""Table mode: View ▸ Zoom in / Zoom out / Reset zoom scale the pages' fonts, for reading the
screen across a game table. The zoom is remembered (QSettings).

Imported before the first paint: Qt widgets only.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

__all__ = ["ZOOM_KEY", "TableZoom"]

#: Where the zoom step is remembered.
ZOOM_KEY = "view/zoomStep"
#: Each step scales the pages' fonts by a tenth of their normal size.
STEP = 0.1
MIN_STEP, MAX_STEP = -3, 10


class TableZoom(QObject):
    """The zoom of the main window's pages (its central widget), with its three actions in the
    View menu: Ctrl+= or Ctrl++ zooms in, Ctrl+− zooms out, Ctrl+0 resets."""

    def __init__(self, window: QMainWindow, menu: QMenu, settings: QSettings) -> None:
        super().__init__(window)
        self._window = window
        self._settings = settings
        self._base = QFont(window.font())
        self.step = 0
        self.zoom_in_action = QAction(self.tr("&Zoom in"), window)
        self.zoom_in_action.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self.zoom_out_action = QAction(self.tr("Zoom &out"), window)
        self.zoom_out_action.setShortcuts([QKeySequence("Ctrl+-")])
        self.reset_action = QAction(self.tr("Res&et zoom"), window)
        self.reset_action.setShortcuts(
            [QKeySequence("Ctrl+0")]
        )  # a list: setShortcut builds the Qt enums
        self.zoom_in_action.triggered.connect(lambda: self.set_step(self.step + 1))
        self.zoom_out_action.triggered.connect(lambda: self.set_step(self.step - 1))
        self.reset_action.triggered.connect(lambda: self.set_step(0))
        menu.addSeparator()
        menu.addActions([self.zoom_in_action, self.zoom_out_action, self.reset_action])
        remembered = self._remembered_step()
        if remembered:  # at the normal size nothing is set: nothing more before the first paint
            self.set_step(remembered)

    def _remembered_step(self) -> int:
        try:
            return int(str(self._settings.value(ZOOM_KEY, 0)))
        except ValueError:
            return 0  # a corrupt value: no zoom

    def set_step(self, step: int) -> None:
        """Zoom to ``step`` tenths above (or below) the normal font size, within the limits."""
        self.step = max(MIN_STEP, min(MAX_STEP, step))
        self._settings.setValue(ZOOM_KEY, self.step)
        self.zoom_in_action.setEnabled(self.step < MAX_STEP)
        self.zoom_out_action.setEnabled(self.step > MIN_STEP)
        font = QFont(self._base)
        if self._base.pointSizeF() > 0:
            font.setPointSizeF(self._base.pointSizeF() * (1 + STEP * self.step))
        else:
            font.setPixelSize(round(self._base.pixelSize() * (1 + STEP * self.step)))
        central = self._window.centralWidget()
        if central is not None:
            central.setFont(font)

    def font_size(self) -> float:
        """The pages' font size now, in points."""
        central = self._window.centralWidget()
        return (central.font() if central is not None else self._base).pointSizeF()
