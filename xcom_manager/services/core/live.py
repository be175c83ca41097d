"""Live refresh: other GMs' commits as the app's
:class:`~xcom_manager.services.core.changes.Changes`.

:class:`LiveChanges` wraps the store's engine-specific watcher (``store.watch``) and says, after
each :meth:`LiveChanges.wait`, what changed in which campaign and which soldiers' and items' rows
(so that a view can mark them for a moment). No Qt: the window runs it on a thread of its own
(``ui.live_refresh``), since a wait blocks and a lost PostgreSQL server is reconnected to inside
it. On PostgreSQL what is reported comes from the notifications' payloads (ids, no query per
commit); after a reconnect, the catch-up reports what was committed while the server was away.
"""

from __future__ import annotations

from dataclasses import dataclass

from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.store.watch import Watcher, open_watcher

__all__ = ["LiveChanges", "RemoteChanges"]

_KINDS = {
    "roster": Change.roster,
    "history": Change.roster,
    "soldiers": Change.roster,
    "inventory": Change.inventory,
    "items": Change.inventory,
    "audit": Change.audit,
    "missions": Change.missions,
    "events": Change.missions,
    "campaigns": Change.campaigns,
}


@dataclass(frozen=True)
class RemoteChanges:
    """What other GMs committed: one :class:`Changes` per campaign, and the rows they touched."""

    changes: tuple[Changes, ...] = ()
    soldier_ids: frozenset[int] = frozenset()
    item_ids: frozenset[int] = frozenset()

    def __bool__(self) -> bool:
        return bool(self.changes)


class LiveChanges:
    """Other GMs' commits to the database at ``url``, as they come."""

    def __init__(self, url: str) -> None:
        self._watcher: Watcher = open_watcher(url)

    def wait(self, timeout: float = 0.5) -> RemoteChanges:
        """Wait up to ``timeout`` seconds; what was committed since the last call."""
        per_campaign: dict[int | None, set[Change]] = {}
        soldiers: set[int] = set()
        items: set[int] = set()
        for campaign, kind, ids in self._watcher.wait(timeout):
            change = _KINDS.get(kind)
            if change is None:  # a kind a newer app names: nothing here shows it
                continue
            per_campaign.setdefault(campaign, set()).add(change)
            (soldiers if kind == "soldiers" else items if kind == "items" else set()).update(ids)
        return RemoteChanges(
            tuple(Changes(frozenset(kinds), campaign) for campaign, kinds in per_campaign.items()),
            frozenset(soldiers),
            frozenset(items),
        )

    def close(self) -> None:
        self._watcher.close()
