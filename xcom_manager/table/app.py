"""The players' page as an aiohttp application: read-only, behind the token.

Everything lives under ``/<token>/``: the page (``index.html`` with its ``table.css`` and
``table.js``, from ``resources/table``), ``snapshot.json`` (the players' snapshot now) and
``ws``, a WebSocket on which the snapshot is sent at once and again whenever it changes. The
page's addresses are relative, so it never needs to know the token.

One middleware (:func:`_guard`) stands before every handler: a path without the token gets
403, a method other than GET/HEAD 405, a request with a body 413, one over the limit of
requests at once 503; :func:`_headers` adds the guard's headers to every response, refusals
included. Nothing a watcher sends is read beyond the WebSocket's size limit: it has nothing to
say.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

from xcom_manager import paths
from xcom_manager.table.guard import HEADERS, NO_STORE, Limits, token_matches

__all__ = ["PAGE_FILES", "Hub", "make_app"]

#: The page's files (name → content type): nothing else under ``resources/table`` is served.
PAGE_FILES = {
    "index.html": "text/html",
    "table.css": "text/css",
    "table.js": "text/javascript",
    "map.js": "text/javascript",
}
_READ_METHODS = frozenset({"GET", "HEAD"})

#: Before the first snapshot is published (the page shows that it waits).
_NOTHING_YET = '{"schema": 1, "waiting": true}'


@dataclass
class Hub:
    """The watchers' WebSockets and the snapshot last published (touched on the server's loop
    only)."""

    limits: Limits
    latest: str = _NOTHING_YET
    sockets: set[web.WebSocketResponse] = field(default_factory=set)
    requests: int = 0  # plain requests being answered (the page's files, the snapshot)

    @property
    def watchers(self) -> int:
        return len(self.sockets)

    async def publish(self, text: str) -> None:
        """Make ``text`` the snapshot and send it to every watcher (a stuck one is dropped)."""
        self.latest = text
        await asyncio.gather(*(self._send(socket, text) for socket in list(self.sockets)))

    async def _send(self, socket: web.WebSocketResponse, text: str) -> None:
        try:
            async with asyncio.timeout(self.limits.send_seconds):
                await socket.send_str(text)
        except Exception:  # gone, closing or stuck: it is dropped (its page reconnects)
            self.sockets.discard(socket)
            with contextlib.suppress(Exception):
                await socket.close()

    async def close_all(self) -> None:
        """Close every watcher (the server is stopping)."""
        await asyncio.gather(
            *(socket.close(code=1001) for socket in list(self.sockets)), return_exceptions=True
        )
        self.sockets.clear()


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
_HUB = web.AppKey("hub", Hub)
_TOKEN = web.AppKey("token", str)


@web.middleware
async def _guard(request: web.Request, handler: Handler) -> web.StreamResponse:
    """The token, the method, the body and the number of requests at once (see the module)."""
    token = request.app[_TOKEN]
    first = request.path.removeprefix("/").partition("/")[0]
    if not token_matches(first, token):
        raise web.HTTPForbidden(text="403: this page needs the address the GM shared\n")
    if request.method not in _READ_METHODS:
        raise web.HTTPMethodNotAllowed(request.method, sorted(_READ_METHODS))
    if request.body_exists or (request.content_length or 0) > 0:
        raise web.HTTPRequestEntityTooLarge(max_size=0, actual_size=request.content_length or 0)
    hub = request.app[_HUB]
    if request.path == f"/{token}/ws":  # a watcher: counted (and limited) as one by _watch
        return await handler(request)
    if hub.requests >= hub.limits.clients:
        raise web.HTTPServiceUnavailable(text="503: too many requests at once\n")
    hub.requests += 1
    try:
        return await handler(request)
    finally:
        hub.requests -= 1


async def _headers(_request: web.Request, response: web.StreamResponse) -> None:
    response.headers.update(HEADERS)
    response.headers.update(NO_STORE)


def _page_handler(name: str, body: bytes) -> Handler:
    async def serve(_request: web.Request) -> web.StreamResponse:
        return web.Response(body=body, content_type=PAGE_FILES[name], charset="utf-8")

    return serve


async def _snapshot(request: web.Request) -> web.StreamResponse:
    return web.Response(
        text=request.app[_HUB].latest, content_type="application/json", charset="utf-8"
    )


async def _to_page(request: web.Request) -> web.StreamResponse:
    raise web.HTTPFound(f"/{request.app[_TOKEN]}/")


async def _watch(request: web.Request) -> web.StreamResponse:
    """A watcher's WebSocket: the snapshot now, then each new one; pinged, bounded, dropped
    when its pong is late or the server stops."""
    hub = request.app[_HUB]
    limits = hub.limits
    if hub.watchers >= limits.clients:
        raise web.HTTPServiceUnavailable(text=f"503: {limits.clients} are watching already\n")
    socket = web.WebSocketResponse(
        heartbeat=limits.heartbeat, max_msg_size=limits.message_bytes, compress=False
    )
    hub.sockets.add(socket)  # before the handshake's await: two at once cannot both pass
    try:
        await socket.prepare(request)
        await socket.send_str(hub.latest)
        async for message in socket:  # nothing a watcher says is acted on
            if message.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                break
    finally:
        hub.sockets.discard(socket)
    return socket


def _page_files() -> dict[str, bytes]:
    folder = paths.resources_dir() / "table"
    return {name: (folder / name).read_bytes() for name in PAGE_FILES}


def make_app(token: str, hub: Hub) -> web.Application:
    """The application for ``token`` (each start has a new one) publishing through ``hub``."""
    app = web.Application(middlewares=[_guard], client_max_size=hub.limits.request_bytes)
    app[_TOKEN] = token
    app[_HUB] = hub
    app.on_response_prepare.append(_headers)
    base = f"/{token}"
    app.router.add_get(base, _to_page)
    files = _page_files()
    for name, body in files.items():
        app.router.add_get(f"{base}/{name}", _page_handler(name, body))
    app.router.add_get(f"{base}/", _page_handler("index.html", files["index.html"]))
    app.router.add_get(f"{base}/snapshot.json", _snapshot)
    app.router.add_get(f"{base}/ws", _watch)
    return app
