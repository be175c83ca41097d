"""File ▸ Share with the table… in a real window (pytest-qt, offscreen) on the demo campaign: the
dialog shows the address and its QR code, counts the phones watching, Stop disconnects them, and
the page stops with the window."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from pytestqt.qtbot import QtBot

from tests.helpers.dialogs import catching
from tests.table.clients import on_phones
from xcom_manager.ui.main_window import MainWindow
from xcom_manager.ui.table_share import TableShareDesk, TableShareDialog

ROOT = Path(__file__).resolve().parents[2]
#: The offscreen platform cannot size or raise a top-level dialog; it says so.
pytestmark = [
    pytest.mark.qt_log_ignore("does not support propagateSizeHints", "does not support raise")
]


def desk_of(window: MainWindow) -> TableShareDesk:
    desk = window.findChild(TableShareDesk)
    assert desk is not None, "the window has no Share with the table desk"
    return desk


def share_action(window: MainWindow) -> Any:
    file_menu = window.menuBar().actions()[0].menu()
    found = [a for a in file_menu.actions() if a.objectName() == "shareTableAction"]
    assert len(found) == 1, "File has no Share with the table… entry"
    return found[0]


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=5) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return int(error.code)
    except OSError:
        return 0  # nothing listens


def shared_address(qtbot: QtBot, dialog: TableShareDialog) -> str:
    """The address the dialog shows once its share has started."""
    qtbot.waitUntil(lambda: dialog.address.text() != "", timeout=10_000)
    return dialog.address.text()


def threads() -> set[str]:
    return {thread.name for thread in threading.enumerate() if thread.is_alive()}


@pytest.fixture
def shared(demo_window: MainWindow, qtbot: QtBot) -> TableShareDialog:
    desk = desk_of(demo_window)
    desk.host = "127.0.0.1"  # the tests talk to the loopback only
    share_action(demo_window).trigger()
    dialog = desk.dialog
    assert dialog is not None and dialog.isVisible()
    shared_address(qtbot, dialog)
    return dialog


def test_the_share_starts_without_the_window_waiting(demo_window: MainWindow, qtbot: QtBot) -> None:
    """The click returns at once, the dialog saying the page is starting; the address follows
    when the server, loaded on a thread of its own, listens."""
    desk = desk_of(demo_window)
    desk.host = "127.0.0.1"
    share_action(demo_window).trigger()
    dialog = desk.dialog
    assert dialog is not None and dialog.isVisible()
    assert (dialog.address.text(), dialog.watchers.text()) == ("", "Starting the page…")
    assert not dialog.copy_button.isEnabled()
    address = shared_address(qtbot, dialog)
    assert dialog.watchers.text() == "0 watching" and dialog.copy_button.isEnabled()
    assert status(address + "snapshot.json") == 200


def test_stop_while_starting_leaves_nothing_listening(
    demo_window: MainWindow, qtbot: QtBot
) -> None:
    desk = desk_of(demo_window)
    desk.host = "127.0.0.1"
    share_action(demo_window).trigger()
    dialog = desk.dialog
    assert dialog is not None and dialog.stop_button.text() == "&Stop sharing"
    dialog.stop_button.click()
    assert dialog.watchers.text() == "Not shared: stopped."
    qtbot.waitUntil(lambda: "xcom-table-start" not in threads(), timeout=10_000)
    qtbot.wait(50)  # what the start reported reaches the window
    assert "xcom-table-server" not in threads(), "the start arrived after Stop and still serves"
    assert desk.share is None and dialog.address.text() == ""
    assert dialog.stop_button.text() == "&Share again"


def test_an_address_not_of_this_computer_is_refused_with_its_reason(
    demo_window: MainWindow, qtbot: QtBot
) -> None:
    desk = desk_of(demo_window)
    desk.host = "192.0.2.1"  # a documentation address: no interface of this machine has it
    with catching() as catcher:
        share_action(demo_window).trigger()
        qtbot.waitUntil(lambda: bool(catcher.shown), timeout=10_000)
    said = " ".join(text for _, text in catcher.shown[0].texts)
    assert "cannot listen on 192.0.2.1" in said and "Traceback" not in said
    assert desk.share is None and not desk.starting
    assert desk.dialog is not None and not desk.dialog.isVisible()


def test_the_page_follows_another_campaign_opened_on_the_same_address(
    demo_window: MainWindow, shared: TableShareDialog, qtbot: QtBot
) -> None:
    address = shared.address.text()

    def campaign() -> str:
        with urllib.request.urlopen(address + "snapshot.json", timeout=5) as answer:
            return str(json.load(answer)["campaign"]["name"])

    first = campaign()
    with qtbot.waitSignal(demo_window.campaign_opened):
        demo_window.open_board_demo_action.trigger()
    assert demo_window.campaign is not None
    board = demo_window.campaign.name
    assert board != first
    qtbot.waitUntil(lambda: campaign() == board, timeout=3000)
    assert shared.address.text() == address and board in shared.campaign.text()


def test_the_dialog_shows_the_address_and_its_qr_code(shared: TableShareDialog) -> None:
    address = shared.address.text()
    assert address.startswith("http://127.0.0.1:") and address.endswith("/")
    assert not shared.qr.pixmap().isNull()
    assert shared.qr.pixmap().width() >= 150  # big enough to scan from a screen
    assert status(address + "snapshot.json") == 200
    with urllib.request.urlopen(address + "snapshot.json", timeout=5) as answer:
        snapshot = json.load(answer)
    assert snapshot["campaign"]["name"] in shared.campaign.text()
    assert status(address.rsplit("/", 2)[0] + "/") == 403  # the token is the way in


def test_the_dialog_counts_the_watchers(shared: TableShareDialog, qtbot: QtBot) -> None:
    url = shared.address.text() + "ws"
    seen: list[str] = []

    async def watch(session: aiohttp.ClientSession) -> None:
        sockets = [await session.ws_connect(url) for _ in range(2)]
        deadline = time.monotonic() + 3
        while not seen and time.monotonic() < deadline:
            await asyncio.sleep(0.05)  # the dialog, on the GUI thread, counts meanwhile
        for ws in sockets:
            await ws.close()

    with ThreadPoolExecutor(1) as phones:
        watching = phones.submit(on_phones, watch)
        qtbot.waitUntil(lambda: shared.watchers.text().startswith("2"), timeout=3000)
        seen.append(shared.watchers.text())
        watching.result(timeout=5)
    assert seen == ["2 watching"]
    qtbot.waitUntil(lambda: shared.watchers.text().startswith("0"), timeout=3000)


def test_stop_disconnects_and_share_again_makes_a_new_address(
    shared: TableShareDialog, qtbot: QtBot
) -> None:
    first = shared.address.text()
    shared.stop_button.click()
    assert shared.address.text() == ""
    assert status(first + "snapshot.json") in (0, 403)
    shared.stop_button.click()  # share again
    second = shared_address(qtbot, shared)
    assert second != first
    assert status(second + "snapshot.json") == 200


def test_closing_the_dialog_keeps_sharing_and_closing_the_window_stops(
    demo_window: MainWindow, shared: TableShareDialog, qtbot: QtBot
) -> None:
    address = shared.address.text()
    shared.reject()
    assert not shared.isVisible()
    assert status(address + "snapshot.json") == 200
    shared.show()
    demo_window.close()
    qtbot.waitUntil(lambda: status(address + "snapshot.json") == 0, timeout=5000)
    assert desk_of(demo_window).share is None
    assert not shared.isVisible()  # the dialog went with its window


def test_a_step_in_the_window_reaches_the_page_within_a_second(
    demo_window: MainWindow, shared: TableShareDialog
) -> None:
    from xcom_manager.rules.mission.commands import Note
    from xcom_manager.services.missions.service import MissionService

    address = shared.address.text() + "snapshot.json"

    def mission() -> dict[str, Any]:
        with urllib.request.urlopen(address, timeout=5) as answer:
            return dict(json.load(answer)["mission"])

    before = mission()
    backend = demo_window.backend
    assert backend is not None
    MissionService(backend.db, backend.campaigns).execute(before["id"], Note("a step"))
    stepped = time.monotonic()
    while mission()["sequence"] == before["sequence"]:
        assert time.monotonic() - stepped < 1.0, "the step did not reach the page in a second"
        time.sleep(0.02)


@pytest.mark.slow
def test_the_desk_loads_no_server_before_the_first_paint() -> None:
    """The window's module imports neither the server nor its libraries: they come when the GM
    first shares."""
    code = (
        "import json, sys\n"
        "import xcom_manager.ui.main_window\n"
        "print(json.dumps(sorted(m for m in sys.modules"
        " if m.split('.')[0] in ('aiohttp', 'segno') or m.startswith('xcom_manager.table'))))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1]) == []
