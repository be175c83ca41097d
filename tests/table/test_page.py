"""The players' page in the system's Chromium (Playwright, headless, a phone's 375×667 screen),
served by the real server: what a player's phone shows, keeps and refuses."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.table.samples import boardgame_snapshot, wargame_snapshot
from xcom_manager.table.feed import snapshot_text
from xcom_manager.table.guard import Limits
from xcom_manager.table.server import TableServer


@pytest.fixture
def server() -> Iterator[TableServer]:
    table = TableServer("127.0.0.1", 0, Limits(heartbeat=2.0))
    table.publish(snapshot_text(wargame_snapshot()))
    table.start()
    yield table
    table.stop()


def figures_shown(page: Any) -> list[str]:
    return [str(name) for name in page.locator("#figures li .who").all_inner_texts()]


def test_a_wrong_token_gets_403_and_no_page(server: TableServer, phone: Any) -> None:
    for url in (
        f"http://127.0.0.1:{server.port}/",
        f"http://127.0.0.1:{server.port}/{'x' * len(server.token)}/",
    ):
        response = phone.goto(url)
        assert response is not None and response.status == 403
        assert phone.locator("#figures").count() == 0


def test_the_page_shows_the_snapshot_and_follows_it(server: TableServer, phone: Any) -> None:
    errors: list[str] = []
    requested: list[str] = []
    phone.on("pageerror", lambda error: errors.append(str(error)))
    phone.on("console", lambda message: errors.append(message.text))  # a CSP refusal, a 404
    phone.on("request", lambda request: requested.append(request.url))
    phone.on("websocket", lambda socket: requested.append(socket.url))
    phone.goto(server.url)
    phone.wait_for_selector("#figures li")
    assert figures_shown(phone) == ["Anna Berg", "Boris Lind"]
    assert phone.inner_text("#time") == "Turn 2 · Movement · X-COM"
    server.publish(snapshot_text(wargame_snapshot(8, name="Anna Kask")))
    phone.wait_for_function(
        "() => document.querySelector('#figures li .who').textContent === 'Anna Kask'",
        timeout=1000,
    )
    assert errors == []  # nothing refused by the page's own Content-Security-Policy
    here = f"127.0.0.1:{server.port}"
    assert {url.split("/")[2] for url in requested} == {here}  # works offline: no other site
    assert {url.rsplit("/", 1)[-1] for url in requested} >= {"table.js", "map.js", "ws"}


def test_the_chosen_soldier_is_remembered(server: TableServer, phone: Any) -> None:
    phone.goto(server.url)
    phone.wait_for_selector("#figures li")
    phone.select_option("#pick", "s2")
    chosen = phone.inner_text("#chosen")
    assert "Boris Lind" in chosen and "bleeding out: 2" in chosen
    phone.reload()
    phone.wait_for_selector("#figures li")
    assert phone.input_value("#pick") == "s2"
    assert "bleeding out: 2" in phone.inner_text("#chosen")
    assert phone.locator("#figures li.mine .who").inner_text() == "Boris Lind"


def test_nothing_scrolls_sideways_on_a_phone(server: TableServer, phone: Any) -> None:
    long_name = "Wilhelmina-Konstantinopolitanische " * 4
    server.publish(snapshot_text(wargame_snapshot(name=long_name.strip())))
    phone.goto(server.url)
    phone.wait_for_selector("#figures li")
    phone.select_option("#pick", "s1")
    width, inner = phone.evaluate("[document.scrollingElement.scrollWidth, window.innerWidth]")
    assert inner == 375
    assert width <= inner


def test_the_page_reconnects_after_the_server_comes_back(
    server: TableServer, phone: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    phone.goto(server.url)
    phone.wait_for_selector("#figures li")
    port, token = server.port, server.token
    server.stop()
    phone.wait_for_selector("body.offline", timeout=5000)
    # The same address again (a real start makes a new token): as a phone's page sees a
    # server that went away a moment, the Wi-Fi dropping.
    monkeypatch.setattr("xcom_manager.table.server.new_token", lambda: token)
    again = TableServer("127.0.0.1", port, Limits(heartbeat=2.0))
    again.publish(snapshot_text(wargame_snapshot(9, name="Anna Back")))
    again.start()
    try:
        phone.wait_for_function(
            "() => !document.body.classList.contains('offline')"
            " && document.querySelector('#figures li .who').textContent === 'Anna Back'",
            timeout=8000,
        )
    finally:
        again.stop()


def test_the_board_game_map_is_drawn_as_wide_as_the_phone(server: TableServer, phone: Any) -> None:
    phone.goto(server.url)
    phone.wait_for_selector("#figures li")
    assert phone.locator("#map-section").is_hidden()  # the wargame has no map
    server.publish(snapshot_text(boardgame_snapshot()))
    phone.wait_for_selector("#map-section", state="visible", timeout=1000)
    box = phone.locator("#map").bounding_box()
    assert box is not None and 300 <= box["width"] <= 375
    assert abs(box["height"] / box["width"] - 4 / 6) < 0.05  # the map's own proportions
    painted = phone.evaluate(
        "() => { const c = document.getElementById('map');"
        " const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
        " const seen = new Set(); for (let i = 0; i < d.length; i += 4 * 97)"
        " seen.add(d[i] + ',' + d[i + 1] + ',' + d[i + 2]); return seen.size; }"
    )
    assert painted >= 4  # floor, walls, squares and figures: not a blank canvas
    width, inner = phone.evaluate("[document.scrollingElement.scrollWidth, window.innerWidth]")
    assert width <= inner
