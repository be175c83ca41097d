"""Sharing a campaign with the table: the server, the feed of its players' snapshot, the QR code.

:class:`TableShare` is what ``xcom-manager table serve`` and the window's Share dialog start:
the players' snapshot of one campaign (``services.players``, in the language given) published
by a :class:`~xcom_manager.table.feed.SnapshotFeed` through a
:class:`~xcom_manager.table.server.TableServer`. :func:`qr_text` and :func:`qr_png` draw the
page's address as a QR code for the phones to scan (segno: a terminal's block characters, a
PNG for the dialog).
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from xcom_manager.table.feed import Provider, SnapshotFeed
from xcom_manager.table.guard import Limits
from xcom_manager.table.server import TableServer

if TYPE_CHECKING:
    from xcom_manager.store.db import Database

__all__ = ["TableShare", "players_provider", "qr_png", "qr_text"]


def players_provider(database: Database, campaign_id: int, language: str) -> Provider:
    """The players' snapshot of campaign ``campaign_id`` as JSON data, in ``language``."""
    from xcom_manager.services.players.snapshot import players_snapshot

    def provide() -> Mapping[str, Any]:
        return players_snapshot(database, campaign_id, language).to_json()

    return provide


class TableShare:
    """Campaign ``campaign_id`` of ``database`` served to the players' phones."""

    def __init__(
        self,
        database: Database,
        campaign_id: int,
        language: str = "en",
        *,
        host: str | None = None,
        port: int | None = None,
        limits: Limits | None = None,
        provider: Provider | None = None,
    ) -> None:
        self.campaign_id = campaign_id
        self.language = language
        self.server = TableServer(host, port, limits)
        self.feed = SnapshotFeed(
            database.url,
            campaign_id,
            provider or players_provider(database, campaign_id, language),
            self.server.publish,
        )

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def watchers(self) -> int:
        return self.server.watchers

    @property
    def running(self) -> bool:
        return self.server.running

    def start(self) -> str:
        """Make the first snapshot (a refusal is raised before anything listens), then listen
        with a new token and follow the database; the page's address."""
        self.feed.start()
        try:
            return self.server.start()
        except BaseException:
            self.feed.stop()
            raise

    def follow(self, database: Database, campaign_id: int, language: str) -> None:
        """Show campaign ``campaign_id`` of ``database`` in ``language`` from now on, on the
        same address (the phones watching stay and see it at once)."""
        self.campaign_id, self.language = campaign_id, language
        self.feed.follow(campaign_id, players_provider(database, campaign_id, language))

    def refresh(self) -> None:
        """Publish the snapshot now (a step made in this window: no wait for the watcher)."""
        self.feed.refresh()

    def stop(self) -> None:
        """Stop listening (every phone is disconnected) and following the database."""
        self.server.stop()
        self.feed.stop()


def qr_text(url: str) -> str:
    """``url`` as a QR code in a terminal's block characters (two modules a character)."""
    import segno

    out = io.StringIO()
    segno.make(url, error="m", micro=False).terminal(out=out, compact=True, border=2)
    return out.getvalue()


def qr_png(url: str, scale: int = 6) -> bytes:
    """``url`` as a QR code in a PNG, ``scale`` pixels a module, dark on white."""
    import segno

    out = io.BytesIO()
    segno.make(url, error="m", micro=False).save(out, kind="png", scale=scale, border=4)
    return out.getvalue()
