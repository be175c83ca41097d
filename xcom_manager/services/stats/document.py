"""The statistics as JSON-ready data (the command line's ``stats``): keys and numbers, with the
dice luck's sentences in English beside their facts."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from xcom_manager.services.stats.dto import CampaignStats, LuckFigure
from xcom_manager.services.stats.texts import fortune_message, luck_message

__all__ = ["stats_document"]


def _luck(figures: Iterable[LuckFigure]) -> list[dict[str, Any]]:
    return [
        {
            **f.to_json(),
            "text": f"{luck_message(f).text}; {fortune_message(f).text}",
        }
        for f in figures
    ]


def _counts(counts: Mapping[str, int]) -> dict[str, int]:
    return dict(sorted(counts.items()))


def stats_document(stats: CampaignStats) -> dict[str, Any]:
    """Every figure of :class:`CampaignStats` as JSON-ready data."""
    return {
        "campaign": {"id": stats.campaign_id, "name": stats.name, "system": stats.system},
        "missions": {
            "total": len(stats.missions),
            "won": stats.won,
            "lost": stats.lost,
            "in_progress": stats.in_progress,
        },
        "soldiers": {
            "dead": stats.dead,
            "missing": stats.missing,
            "wounded": stats.wounded,
            "wounds_taken": stats.wounds_taken,
        },
        "kills": {
            "total": stats.kills,
            "by_soldier": [
                {"soldier_id": sid, "name": name, "kills": n}
                for sid, name, n in stats.kills_by_soldier
            ],
            "by_class": _counts(stats.kills_by_class),
            "by_weapon": _counts(stats.kills_by_weapon),
        },
        "items": {"lost": _counts(stats.items_lost), "used": _counts(stats.items_used)},
        "aliens": {"faced": _counts(stats.aliens), "killed": _counts(stats.aliens_killed)},
        "roster": [
            {"class": soldier_class, "status": status, "soldiers": n}
            for (soldier_class, status), n in sorted(stats.roster.items())
        ],
        "luck": _luck(stats.luck),
        "mission_list": [
            {
                "id": m.mission_id,
                "name": m.name,
                "system": m.system,
                "environment": m.environment,
                "result": m.result,
                "started": m.started.isoformat(),
                "finished": m.finished.isoformat() if m.finished else None,
                "squad": m.squad,
                "dead": m.dead,
                "missing": m.missing,
                "wounded": m.wounded,
                "wounds_taken": m.wounds_taken,
                "kills": m.kills,
                "items_lost": _counts(m.items_lost),
                "items_used": _counts(m.items_used),
                "aliens": _counts(m.aliens),
                "aliens_killed": _counts(m.aliens_killed),
                "luck": _luck(m.luck),
            }
            for m in stats.missions
        ],
        "soldier_list": [
            {
                "id": s.soldier_id,
                "name": s.name,
                "class": s.soldier_class,
                "rank": s.rank,
                "status": s.status,
                "missions": s.missions,
                "kills": s.kills,
                "wounds_taken": s.wounds_taken,
                "luck": _luck(s.luck),
            }
            for s in stats.soldiers
        ],
    }
