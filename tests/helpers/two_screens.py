"""A GM at a laptop with a TV beside it, on a real X server (run in a process of its own, on
Qt's xcb platform, with ``DISPLAY`` an Xvfb of two screens: the laptop's and the TV's).

The GM opens the wargame demo, presses Ctrl+Shift+F, picks the TV in the chooser and makes a
step through the services; then opens the board game demo in the same window (the display
follows it) and makes a step there. Prints what the display did as one line of JSON.

``python -m tests.helpers.two_screens FOLDER``; the test is ``tests/ui/players``, and
:func:`two_screen_server` starts the Xvfb it runs on.
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

#: The two screens of the Xvfb: the laptop's (screen 0, where the main window opens) and the TV's.
LAPTOP, TV = (1280, 800), (1920, 1080)


@contextlib.contextmanager
def two_screen_server() -> Iterator[str]:
    """An Xvfb with two screens on a free display number; yields its ``DISPLAY``."""
    read, write = os.pipe()
    screens = [
        arg
        for number, (width, height) in enumerate((LAPTOP, TV))
        for arg in ("-screen", str(number), f"{width}x{height}x24")
    ]
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", *screens],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as chosen:
            number = chosen.readline().strip()
        assert number.isdigit(), "Xvfb did not start"
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _wait(done: Callable[[], bool], seconds: float = 5.0) -> bool:
    from PySide6.QtWidgets import QApplication

    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        if done():
            return True
        time.sleep(0.01)
    return False


def _pick_tv() -> None:
    """Answer the screen chooser: the TV (the screen of the TV's size)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QListWidget

    dialog = QApplication.activeModalWidget()
    if dialog is None or dialog.objectName() != "screenChooser":
        QTimer.singleShot(20, _pick_tv)
        return
    screens = dialog.findChild(QListWidget, "screenList")
    assert screens is not None
    tv = f"{TV[0]} × {TV[1]}"
    screens.setCurrentRow(next(i for i in range(screens.count()) if tv in screens.item(i).text()))
    dialog.accept()  # type: ignore[attr-defined]


def _step(window: Any) -> bool:
    """Advance the phase of the campaign's mission in progress; whether the display followed."""
    from xcom_manager.rules.mission.commands import AdvancePhase

    display = window.players.display
    before = display.time.text()
    missions = window.backend.missions.list_missions(window.campaign.id)
    mission = next(m.id for m in missions if m.status == "in_progress")
    window.backend.missions.execute(mission, AdvancePhase())
    return _wait(lambda: display.time.text() != before)


def _where(display: Any) -> dict[str, Any]:
    screen = display.screen()
    size = screen.size() if screen is not None else None
    return {
        "screen": None if size is None else [size.width(), size.height()],
        "full_screen": display.isFullScreen(),
        "inside": screen is not None and screen.geometry().contains(display.geometry()),
        "time": display.time.text(),
    }


def _open_demo(window: Any, action: Any) -> None:
    opened = window.campaign
    action.trigger()
    _wait(lambda: window.campaign is not None and window.campaign is not opened)


def main(folder: Path) -> int:
    from PySide6.QtCore import QSettings, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from xcom_manager.ui.app import open_database
    from xcom_manager.ui.main_window import MainWindow

    app = QApplication(["two screens"])
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.show()
    _wait(lambda: window.windowHandle().isExposed())
    open_database(window, f"sqlite:///{folder / 'campaign.db'}")
    _open_demo(window, window.open_demo_action)
    window.activateWindow()  # no window manager: Qt gives it the X input focus itself
    _wait(window.isActiveWindow)
    QTimer.singleShot(20, _pick_tv)
    both = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F, both)
    display = window.players.display
    assert display is not None
    _wait(display.isFullScreen)
    report: dict[str, Any] = {"screens": len(app.screens()), "wargame": _where(display)}
    report["wargame"]["followed"] = _step(window)
    _open_demo(window, window.open_board_demo_action)
    _wait(lambda: display.board.isVisibleTo(display))
    report["board"] = _where(display)
    report["board"]["followed"] = _step(window)
    report["board"]["blips"] = [text for kind, text, _ in display.board.tokens() if kind == "blip"]
    report["board"]["text"] = display.figures.toPlainText()
    report["same_display"] = window.players.display is display
    display.close()
    backend = window.detach()
    if backend is not None:
        backend.db.close()
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
