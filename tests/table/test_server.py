"""The players' page server over real sockets on 127.0.0.1 (aiohttp's client in the test's own
loop; the server on its thread): the token, read-only, the limits, the headers, the updates."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import aiohttp
import pytest

from tests.table.clients import on_phones
from tests.table.samples import wargame_snapshot
from xcom_manager.table.feed import snapshot_text
from xcom_manager.table.guard import Limits, default_host, page_url, token_matches
from xcom_manager.table.server import TableError, TableServer

LIMITS = Limits(heartbeat=0.4, idle=0.6, send_seconds=1.0)


@pytest.fixture
def server() -> Iterator[TableServer]:
    table = TableServer("127.0.0.1", 0, LIMITS)
    table.publish(snapshot_text(wargame_snapshot()))
    table.start()
    yield table
    table.stop()


def run(work: Callable[[aiohttp.ClientSession], Awaitable[Any]]) -> Any:
    """``work`` with a client session, in a loop of its own."""
    return on_phones(work)


def status_of(method: str, url: str, **options: Any) -> int:
    async def ask(session: aiohttp.ClientSession) -> int:
        async with session.request(method, url, allow_redirects=False, **options) as response:
            return response.status

    return int(run(ask))


def wait_until(condition: Callable[[], bool], seconds: float = 3.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.02)
    return condition()


# -- the token ---------------------------------------------------------------------------------


def test_the_page_and_the_snapshot_open_with_the_token(server: TableServer) -> None:
    async def fetch(session: aiohttp.ClientSession) -> tuple[int, str, Any]:
        async with session.get(server.url) as page:
            html = await page.text()
        async with session.get(server.url + "snapshot.json") as snapshot:
            return page.status, html, await snapshot.json()

    status, html, snapshot = run(fetch)
    assert status == 200
    assert 'src="table.js"' in html
    assert snapshot["mission"]["name"] == "Operation Ashfall"


@pytest.mark.parametrize(
    "path",
    ["", "{wrong}/", "{wrong}/snapshot.json", "{wrong}/ws", "{short}/snapshot.json", "x"],
)
def test_without_the_token_everything_is_403(server: TableServer, path: str) -> None:
    wrong = "A" * len(server.token)
    url = f"http://127.0.0.1:{server.port}/" + path.format(wrong=wrong, short=server.token[:-1])
    assert status_of("GET", url) == 403


def test_each_start_has_a_new_token_and_the_old_one_is_refused(server: TableServer) -> None:
    port = server.port
    server.stop()
    again = TableServer("127.0.0.1", port, LIMITS)
    tokens = set()
    for _ in range(2):
        old_url = again.url
        again.start()
        tokens.add(again.token)
        if old_url:
            assert status_of("GET", old_url) == 403
        assert status_of("GET", again.url) == 200
        again.stop()
    assert len(tokens) == 2


def test_tokens_are_compared_whole() -> None:
    assert token_matches("abc", "abc")
    assert not token_matches("ab", "abc")
    assert not token_matches("abd", "abc")
    assert not token_matches("", "abc")


# -- read-only and bounded ----------------------------------------------------------------------


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
def test_nothing_can_be_written(server: TableServer, method: str) -> None:
    assert status_of(method, server.url + "snapshot.json") == 405
    assert status_of(method, f"http://127.0.0.1:{server.port}/nope/") == 403  # token first


def test_a_request_with_a_body_is_refused(server: TableServer) -> None:
    assert status_of("GET", server.url + "snapshot.json", data=b"x" * 100) == 413


def test_an_oversized_header_is_refused(server: TableServer) -> None:
    headers = {"X-Padding": "x" * (LIMITS.request_bytes + 10)}
    assert status_of("GET", server.url, headers=headers) in (400, 431)


def test_an_oversized_websocket_message_closes_the_socket(server: TableServer) -> None:
    async def shout(session: aiohttp.ClientSession) -> int | None:
        async with session.ws_connect(server.url + "ws") as ws:
            await ws.receive_str()
            await ws.send_str("x" * (LIMITS.message_bytes * 4))
            message = await ws.receive(timeout=3)
            assert message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
            return ws.close_code

    assert run(shout) == aiohttp.WSCloseCode.MESSAGE_TOO_BIG
    assert wait_until(lambda: server.watchers == 0)


def test_at_most_64_watch_and_the_next_gets_503(server: TableServer) -> None:
    async def crowd(session: aiohttp.ClientSession) -> tuple[int, int, int]:
        sockets = [await session.ws_connect(server.url + "ws") for _ in range(LIMITS.clients)]
        counted = server.watchers
        try:
            await session.ws_connect(server.url + "ws")
            refused = 101
        except aiohttp.WSServerHandshakeError as error:
            refused = error.status
        await sockets.pop().close()
        for _ in range(100):
            if server.watchers < LIMITS.clients:
                break
            await asyncio.sleep(0.02)
        sockets.append(await session.ws_connect(server.url + "ws"))  # room again
        admitted = server.watchers
        for ws in sockets:
            await ws.close()
        return counted, refused, admitted

    counted, refused, admitted = run(crowd)
    assert counted == 64
    assert refused == 503
    assert admitted == 64
    assert wait_until(lambda: server.watchers == 0)


def test_a_watcher_that_stops_answering_pings_is_dropped(server: TableServer) -> None:
    async def go_dark(session: aiohttp.ClientSession) -> tuple[int, bool]:
        ws = await session.ws_connect(server.url + "ws", autoping=False)
        await ws.receive_str()
        before = server.watchers
        deadline = time.monotonic() + 5
        while server.watchers and time.monotonic() < deadline:
            await asyncio.sleep(0.05)  # pings go unanswered: not reading means no pong
        dropped = server.watchers == 0
        await ws.close()
        return before, dropped

    before, dropped = run(go_dark)
    assert before == 1
    assert dropped


def test_a_silent_connection_is_closed(server: TableServer) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as silent:
        started = time.monotonic()
        assert silent.recv(1) == b""  # closed by the server, having sent nothing
        assert time.monotonic() - started < LIMITS.idle + 2


# -- headers ---------------------------------------------------------------------------------


def test_every_response_carries_the_policy_and_the_snapshot_is_never_cached(
    server: TableServer,
) -> None:
    async def heads(session: aiohttp.ClientSession) -> dict[str, Any]:
        found = {}
        for name in ("", "table.js", "snapshot.json"):
            async with session.get(server.url + name) as response:
                found[name] = response.headers
        async with session.get(f"http://127.0.0.1:{server.port}/") as refused:
            found["403"] = refused.headers
        return found

    for name, headers in run(heads).items():
        policy = headers["Content-Security-Policy"]
        assert "default-src 'self'" in policy, name
        assert "unsafe-inline" not in policy
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Referrer-Policy"] == "no-referrer"
    assert run(heads)["snapshot.json"]["Cache-Control"] == "no-store"
    assert run(heads)["table.js"]["Content-Type"].startswith("text/javascript")


def test_only_the_page_files_are_served(server: TableServer) -> None:
    for name in ("index.html", "table.css", "map.js"):
        assert status_of("GET", server.url + name) == 200
    for name in ("../pyproject.toml", "%2e%2e/pyproject.toml", "style.qss", "__init__.py"):
        assert status_of("GET", server.url + name) in (403, 404)


# -- updates -----------------------------------------------------------------------------------


def test_a_published_snapshot_reaches_every_watcher(server: TableServer) -> None:
    async def watch(session: aiohttp.ClientSession) -> list[int]:
        sockets = [await session.ws_connect(server.url + "ws") for _ in range(3)]
        for ws in sockets:
            assert json.loads(await ws.receive_str())["mission"]["sequence"] == 7
        server.publish(snapshot_text(wargame_snapshot(8)))
        seen = [json.loads(await ws.receive_str(timeout=2)) for ws in sockets]
        for ws in sockets:
            await ws.close()
        return [snap["mission"]["sequence"] for snap in seen]

    assert run(watch) == [8, 8, 8]


def test_stopping_disconnects_the_watchers_and_frees_the_port(server: TableServer) -> None:
    async def watch(session: aiohttp.ClientSession) -> aiohttp.WSMsgType:
        async with session.ws_connect(server.url + "ws") as ws:
            await ws.receive_str()
            await asyncio.get_running_loop().run_in_executor(None, server.stop)
            return (await ws.receive(timeout=3)).type

    assert run(watch) in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
    assert not server.running
    with socket.socket() as probe:
        assert probe.connect_ex(("127.0.0.1", int(server.port))) != 0


def test_a_taken_port_is_refused_with_a_message(server: TableServer) -> None:
    second = TableServer("127.0.0.1", server.port, LIMITS)
    with pytest.raises(TableError, match=f"port {server.port} on 127.0.0.1 is already in use"):
        second.start()
    assert not second.running


def test_an_address_not_of_this_machine_is_refused() -> None:
    with pytest.raises(TableError, match=r"cannot listen on 192\.0\.2\.1"):
        TableServer("192.0.2.1", 0, LIMITS).start()


# -- the address -------------------------------------------------------------------------------


def test_the_default_address_is_the_first_private_lan_one() -> None:
    assert default_host(["127.0.0.1", "8.8.8.8", "169.254.1.2", "192.168.1.7", "10.0.0.2"]) == (
        "192.168.1.7"
    )
    assert default_host(["127.0.1.1", "203.0.113.5"]) == "127.0.0.1"
    assert default_host([]) == "127.0.0.1"
    assert default_host() not in ("0.0.0.0", "::", "")


def test_the_address_shown_names_a_reachable_host() -> None:
    assert page_url("192.168.1.7", 8765, "tok") == "http://192.168.1.7:8765/tok/"
    assert page_url("fd00::5", 80, "tok") == "http://[fd00::5]:80/tok/"
    assert "0.0.0.0" not in page_url("0.0.0.0", 8765, "tok")


def test_with_64_watching_the_page_still_loads(server: TableServer) -> None:
    async def full(session: aiohttp.ClientSession) -> int:
        sockets = [await session.ws_connect(server.url + "ws") for _ in range(LIMITS.clients)]
        async with session.get(server.url + "snapshot.json") as response:
            status = response.status
        for ws in sockets:
            await ws.close()
        return status

    assert run(full) == 200
