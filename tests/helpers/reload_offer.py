"""Answer the "changed by another GM" box (``ReloadOffer``) like a user: once it is up, read its
text and click Reload."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from xcom_manager.ui.common.reload_offer import ReloadOffer


def click_reload_when_offered(qtbot: QtBot, seen: list[str]) -> None:
    """When a :class:`ReloadOffer` is shown, append its text to ``seen`` and click Reload."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, ReloadOffer) or not box.isVisible():
            QTimer.singleShot(20, answer)
            return
        seen.append(box.text())
        qtbot.mouseClick(box.reload_button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, answer)
