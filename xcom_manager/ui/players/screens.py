"""The small chooser of the screen the players' display goes full screen on (a TV, a
projector), when the computer has more than one."""

from __future__ import annotations

from PySide6.QtGui import QScreen
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["ScreenChooser", "screen_text"]


def screen_text(screen: QScreen) -> str:
    """A screen as the GM tells it: its name and size (``HDMI-1 · 1920 × 1080``)."""
    size = screen.size()
    name = screen.name() or screen.model() or "?"
    return f"{name} · {size.width()} × {size.height()}"


class ScreenChooser(QDialog):
    """A list of the screens, another than the window's chosen first."""

    def __init__(
        self, screens: list[QScreen], current: QScreen | None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("screenChooser")
        self.setWindowTitle(self.tr("Players' display"))
        self._screens = list(screens)
        self.list = QListWidget()
        self.list.setObjectName("screenList")
        for screen in self._screens:
            self.list.addItem(QListWidgetItem(screen_text(screen)))
        others = [i for i, s in enumerate(self._screens) if s is not current]
        self.list.setCurrentRow(others[0] if others else 0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        label = QLabel(self.tr("Show the players' display on &screen:"))
        label.setBuddy(self.list)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.list)
        layout.addWidget(buttons)

    def chosen(self) -> QScreen | None:
        row = self.list.currentRow()
        return self._screens[row] if 0 <= row < len(self._screens) else None
