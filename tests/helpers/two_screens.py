"""A GM at a laptop with a TV beside it (run in a process of its own, on Qt's offscreen
platform configured with two screens): open the board game demo, press Ctrl+Shift+F, pick the
TV in the chooser, make a step through the services; prints what the display did as JSON.

``python -m tests.helpers.two_screens FOLDER``; the test is ``tests/ui/players``.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QListWidget

#: Qt's offscreen platform with two screens side by side: the laptop's and the TV's.
SCREENS = {
    "synchronousWindowSystemEvents": False,
    "windowFrameMargins": False,
    "screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800, "logicalDpi": 96},
        {"name": "tv", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96},
    ],
}


def _wait(app: QApplication, done: object, seconds: float = 5.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if callable(done) and done():
            return True
        time.sleep(0.01)
    return False


def _pick_tv(app: QApplication) -> None:
    """Answer the screen chooser: the TV."""
    dialog = app.activeModalWidget()
    if dialog is None or dialog.objectName() != "screenChooser":
        QTimer.singleShot(20, lambda: _pick_tv(app))
        return
    screens = dialog.findChild(QListWidget, "screenList")
    assert screens is not None
    row = next(i for i in range(screens.count()) if screens.item(i).text().startswith("tv"))
    screens.setCurrentRow(row)
    dialog.accept()  # type: ignore[attr-defined]


def main(folder: Path) -> int:
    from xcom_manager.rules.mission.commands import AdvancePhase
    from xcom_manager.ui.app import open_database
    from xcom_manager.ui.main_window import MainWindow

    app = QApplication(["two screens"])
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    open_database(window, f"sqlite:///{folder / 'campaign.db'}")
    window.open_board_demo_action.trigger()
    _wait(app, lambda: window.campaign is not None)
    QTimer.singleShot(20, lambda: _pick_tv(app))
    window.activateWindow()
    _wait(app, window.isActiveWindow)
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    from PySide6.QtTest import QTest

    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, both)
    display = window.players.display
    assert display is not None and window.backend is not None and window.campaign is not None
    _wait(app, display.isFullScreen)
    before = display.time.text()
    missions = window.backend.missions.list_missions(window.campaign.id)
    mission = next(m.id for m in missions if m.status == "in_progress")
    window.backend.missions.execute(mission, AdvancePhase())
    followed = _wait(app, lambda: display.time.text() != before)
    screen = display.screen()
    report = {
        "screen": screen.name() if screen is not None else None,
        "full_screen": display.isFullScreen(),
        "inside_tv": screen is not None and screen.geometry().contains(display.geometry()),
        "before": before,
        "after": display.time.text(),
        "followed": followed,
        "blips": [text for kind, text, _ in display.board.tokens() if kind == "blip"],
    }
    display.close()
    backend = window.detach()
    if backend is not None:
        backend.db.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
