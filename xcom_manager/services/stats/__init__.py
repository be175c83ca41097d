"""Campaign statistics and dice luck: :class:`StatsService` and its read models."""

from xcom_manager.services.stats.dto import CampaignStats, LuckFigure, MissionStats, SoldierStats
from xcom_manager.services.stats.service import StatsService, luck_figures

__all__ = [
    "CampaignStats",
    "LuckFigure",
    "MissionStats",
    "SoldierStats",
    "StatsService",
    "luck_figures",
]
