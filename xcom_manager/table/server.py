"""The players' page served on a thread of its own, with its own asyncio loop.

:meth:`TableServer.start` binds the address (refusing with a :class:`TableError` the GM can act
on: the port is taken, the address is not this machine's) and returns the page's address with
its new token; :meth:`TableServer.publish` hands a new snapshot over from any thread;
:meth:`TableServer.stop` closes every watcher and the listening socket and ends the thread.
Nothing here blocks the caller's thread beyond the start and the stop.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import threading
from concurrent.futures import Future

from aiohttp import web

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import UserError
from xcom_manager.table.app import Hub, make_app
from xcom_manager.table.guard import ANY_ADDRESS, Limits, default_host, new_token, page_url

__all__ = ["DEFAULT_PORT", "MESSAGES", "TableError", "TableServer"]

#: The port tried first when the GM names none (another free one when it is taken).
DEFAULT_PORT = 8765
_START_SECONDS = 10.0
_STOP_SECONDS = 5.0

MESSAGES = templates(
    {
        "table_port_taken": tr_noop(
            "TableShare",
            "port {port} on {host} is already in use: choose another port (--port N) or stop "
            "the program that uses it",
        ),
        "table_address_unusable": tr_noop(
            "TableShare",
            "cannot listen on {host}: it is not an address of this computer ({detail})",
        ),
    }
)


class TableError(UserError):
    """The players' page cannot be served as asked (the port is taken, a foreign address)."""


class TableServer:
    """The page for the players, read-only, on ``host`` (default: the first private LAN
    address) and ``port``. A ``port`` of ``None`` tries :data:`DEFAULT_PORT`, then any free one."""

    def __init__(
        self, host: str | None = None, port: int | None = None, limits: Limits | None = None
    ) -> None:
        self.host = default_host() if host is None else host.strip()
        self._wanted_port = port
        self.port = 0
        self.limits = limits if limits is not None else Limits()
        self.token = ""
        self._hub = Hub(self.limits)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None

    @property
    def every_interface(self) -> bool:
        """Whether it listens on every interface (only when the GM asked for it)."""
        return self.host in ANY_ADDRESS

    @property
    def url(self) -> str:
        """The page's address with its token (empty until started)."""
        return page_url(self.host, self.port, self.token) if self.token else ""

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def watchers(self) -> int:
        """How many phones are watching now (open WebSockets)."""
        return self._hub.watchers

    def start(self) -> str:
        """Listen, with a new token; the page's address. :class:`TableError` when it cannot."""
        if self.running:
            return self.url
        self.token = new_token()
        self._hub = Hub(self.limits, self._hub.latest)
        loop = asyncio.new_event_loop()
        started: Future[int] = Future()
        thread = threading.Thread(
            target=self._serve, args=(loop, started), name="xcom-table-server", daemon=True
        )
        thread.start()
        try:
            self.port = started.result(timeout=_START_SECONDS)
        except BaseException:
            thread.join(timeout=_STOP_SECONDS)
            self.token = ""
            raise
        self._loop, self._thread = loop, thread
        return self.url

    def publish(self, text: str) -> None:
        """Make ``text`` (the snapshot's JSON) what the page shows; from any thread."""
        loop = self._loop
        if loop is None or not self.running:
            self._hub.latest = text  # shown from the next start on
            return
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile: it is stopping
            asyncio.run_coroutine_threadsafe(self._hub.publish(text), loop)

    def stop(self) -> None:
        """Close every watcher and stop listening; the thread ends. Safe to call twice."""
        loop, thread = self._loop, self._thread
        self._loop = self._thread = None
        if loop is None or thread is None:
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(_STOP_SECONDS)
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=_STOP_SECONDS)
        self.token = ""

    # -- on the server's thread ----------------------------------------------------------------

    def _serve(self, loop: asyncio.AbstractEventLoop, started: Future[int]) -> None:
        asyncio.set_event_loop(loop)
        try:
            try:
                port = loop.run_until_complete(self._listen())
            except BaseException as error:
                started.set_exception(error)
                return
            started.set_result(port)
            loop.run_forever()
        finally:
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _listen(self) -> int:
        limits = self.limits
        runner = web.AppRunner(
            make_app(self.token, self._hub),
            access_log=None,
            handle_signals=False,
            keepalive_timeout=limits.idle,
            max_line_size=limits.request_bytes,
            max_field_size=limits.request_bytes,
            shutdown_timeout=1.0,
        )
        await runner.setup()
        ports = [DEFAULT_PORT, 0] if self._wanted_port is None else [self._wanted_port]
        for index, port in enumerate(ports):
            site = web.TCPSite(runner, self.host or None, port, reuse_address=True)
            try:
                await site.start()
            except OSError as error:
                if error.errno == errno.EADDRINUSE and index + 1 < len(ports):
                    continue
                await runner.cleanup()
                raise self._refusal(port, error) from None
            self._runner = runner
            return next((int(address[1]) for address in runner.addresses), port)
        raise AssertionError("unreachable: the last port raises")  # pragma: no cover

    def _refusal(self, port: int, error: OSError) -> TableError:
        if error.errno == errno.EADDRINUSE:
            return TableError(Message.of("table_port_taken", port=port, host=self.host))
        detail = error.strerror or str(error)
        return TableError(Message.of("table_address_unusable", host=self.host, detail=detail))

    async def _shutdown(self) -> None:
        await self._hub.close_all()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
