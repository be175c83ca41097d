"""A campaign as plain data: the campaign list's row and what a campaign holds, counted.

Frozen snapshots like the roster's (:mod:`xcom_manager.services.roster.dto`): safe to keep after
their transaction has ended and to pass between threads.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["CampaignInfo", "CampaignSummary"]


@dataclass(frozen=True, slots=True)
class CampaignInfo:
    """One campaign as the campaign list shows it."""

    id: int
    name: str
    ruleset_id: str
    ruleset_name: str
    soldier_count: int


@dataclass(frozen=True, slots=True)
class CampaignSummary:
    """What a campaign holds, counted (for the command line's report and the status bar)."""

    campaign: CampaignInfo
    soldiers_by_status: tuple[tuple[str, int], ...]
    carried_items: int
    armoury_items: int
    alien_units: int
