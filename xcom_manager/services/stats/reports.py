"""What the printed reports hold, gathered from the services (read only).

The mission report: the mission as the tracker shows it (name, environment, squad, the log
in plain words with its rule IDs, the debrief's deaths, wounds and items), its figures and
dice luck, and the audit rows it caused. The campaign report: the campaign's statistics
(its roster with their figures, its missions, its totals; the charts are drawn by the view).
"""

from __future__ import annotations

from dataclasses import dataclass

from xcom_manager.services.audit.service import AuditService
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.inventory.dto import AuditFilter, AuditRow
from xcom_manager.services.missions.dto import MissionView
from xcom_manager.services.missions.service import MissionService
from xcom_manager.services.stats.dto import CampaignStats, MissionStats
from xcom_manager.services.stats.service import StatsService
from xcom_manager.store.db import Database

__all__ = ["MissionReport", "ReportService"]

#: The most audit rows a mission report lists.
MAX_AUDIT_ROWS = 2000


@dataclass(frozen=True, slots=True)
class MissionReport:
    """Everything the mission report prints."""

    campaign_name: str
    view: MissionView
    stats: MissionStats
    audit: tuple[AuditRow, ...]


class ReportService:
    """The contents of the printed reports."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._campaigns = campaigns
        self._missions = MissionService(db, campaigns)
        self._audit = AuditService(db)
        self.stats = StatsService(db, campaigns)

    def mission(self, mission_id: int) -> MissionReport:
        """The mission report's contents (:class:`NotFoundError` for an unknown mission)."""
        view = self._missions.view(mission_id)
        stats = self.stats.mission(mission_id)
        campaign = self._campaigns.get(view.info.campaign_id)
        rows = self._audit.page(
            AuditFilter(view.info.campaign_id, mission_id=mission_id), 0, MAX_AUDIT_ROWS
        )
        return MissionReport(campaign.name, view, stats, tuple(rows))

    def campaign(self, campaign_id: int) -> CampaignStats:
        """The campaign report's contents."""
        return self.stats.campaign(campaign_id)
