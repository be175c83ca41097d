"""The players' live page on the local network: a read-only web server the players' phones open.

::

    feed.SnapshotFeed ──(JSON text when it changed)──▶ server.TableServer ──▶ phones
        waits for commits (services.live)              aiohttp on its own thread and loop:
        and asks for the players' snapshot             the page, /snapshot.json, a WebSocket

- :mod:`~xcom_manager.table.guard`: what keeps it safe by default (the token, the address it
  listens on, the limits on clients and sizes, the response headers).
- :mod:`~xcom_manager.table.app`: the aiohttp application (routes, the guard as middleware, the
  watchers' WebSockets).
- :mod:`~xcom_manager.table.server`: the application on a thread of its own, started and
  stopped from any thread; :meth:`~xcom_manager.table.server.TableServer.publish` hands it a
  new snapshot.
- :mod:`~xcom_manager.table.feed`: the thread that follows the database and publishes.
- :mod:`~xcom_manager.table.share`: the three put together for a campaign, and its QR code.

What players see is only ever the players' snapshot (``services.players``): this package shows
it and adds nothing to it. No Qt here: the command line (``table serve``) and the window's
Share dialog (``ui.table_share``) both use it.
"""
