"""What a use-case changed, so that every view can bring itself up to date (Anki's OpChanges).

A use-case that writes returns a :class:`Changes` with its result; the window hands it to every
page it has built, and each page reloads what it shows only when the change touches it (the
roster after a debrief, the audit log after an item moved, the missions after a soldier died).
No view asks another view to refresh, and no view guesses.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

__all__ = ["Change", "Changes"]


class Change(StrEnum):
    """The kinds of data a use-case may change."""

    campaigns = "campaigns"  # campaigns made, renamed or removed
    roster = "roster"  # soldiers: recruited, edited, status, wounds, missions served
    inventory = "inventory"  # items: where they are (kits, armoury), used or lost
    audit = "audit"  # rows appended to the audit log
    missions = "missions"  # missions started, their events, debriefs


@dataclass(frozen=True, slots=True)
class Changes:
    """What changed (:class:`Change` kinds) in which campaign (``None``: any)."""

    kinds: frozenset[Change] = frozenset()
    campaign_id: int | None = None

    @classmethod
    def of(cls, *kinds: Change, campaign_id: int | None = None) -> Changes:
        return cls(frozenset(kinds), campaign_id)

    def __bool__(self) -> bool:
        return bool(self.kinds)

    def __or__(self, other: Changes) -> Changes:
        campaign = self.campaign_id if self.campaign_id == other.campaign_id else None
        if not self.kinds:
            campaign = other.campaign_id
        elif not other.kinds:
            campaign = self.campaign_id
        return Changes(self.kinds | other.kinds, campaign)

    def touches(self, kinds: frozenset[Change] | set[Change], campaign_id: int) -> bool:
        """Whether a view showing ``kinds`` of campaign ``campaign_id`` must reload."""
        if self.campaign_id is not None and self.campaign_id != campaign_id:
            return False
        return bool(self.kinds & kinds)
