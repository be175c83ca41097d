"""Making the demo campaign: the document imported, its armoury history and its missions played.

The demo is played through the ordinary use-cases (:class:`CampaignService` imports it,
:class:`~xcom_manager.services.inventory.InventoryService` moves its gear,
:class:`~xcom_manager.services.missions.MissionService` plays its missions), each step in its
own transactions.
"""

from __future__ import annotations

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.demo.board_missions import play_board_missions
from xcom_manager.services.demo.document import DEMO_GM, build_demo_document
from xcom_manager.services.demo.history import record_demo_history
from xcom_manager.services.demo.missions import before_missions, play_demo_missions
from xcom_manager.services.dto import CampaignInfo
from xcom_manager.services.errors import NotFoundError
from xcom_manager.store.db import Database

__all__ = ["DemoService"]


class DemoService:
    """Makes demo campaigns in a database's campaigns."""

    def __init__(self, db: Database, campaigns: CampaignService) -> None:
        self._db = db
        self._campaigns = campaigns

    def create_campaign(self, ruleset_id: str | None = None) -> CampaignInfo:
        """Add the demo campaign (the same every time; see
        :mod:`xcom_manager.services.demo.document`).

        ``ruleset_id`` defaults to the bundled wargame ruleset; a board game ruleset's demo
        plays the board game's missions instead
        (:mod:`xcom_manager.services.demo.board_missions`). The campaign comes with a short
        armoury history in its audit log, recorded by "Demo GM" (checked, audited movements;
        one a refused move the GM overrode): see
        :func:`xcom_manager.services.demo.history.record_demo_history`; and two missions, one
        finished underwater and one ground mission in progress (issue 4): see
        :mod:`xcom_manager.services.demo.missions`.
        """
        campaigns = self._campaigns
        ruleset = campaigns.ruleset(ruleset_id) if ruleset_id else self._demo_ruleset()
        # The roster before the demo's missions; playing them brings it to the document's state.
        info = campaigns.import_campaign(before_missions(build_demo_document(ruleset), ruleset))
        record_demo_history(self._db, campaigns, info.id, actor=DEMO_GM)
        if ruleset.system == "boardgame":
            play_board_missions(self._db, campaigns, info.id, actor=DEMO_GM)
        else:
            play_demo_missions(self._db, campaigns, info.id, actor=DEMO_GM)
        return info

    def _demo_ruleset(self) -> Ruleset:
        """The installed ruleset ``wargame``, else the first of the wargame system."""
        ruleset_ids = [ruleset_id for ruleset_id, _name in self._campaigns.available_rulesets()]
        if "wargame" in ruleset_ids:
            return self._campaigns.ruleset("wargame")
        for ruleset_id in ruleset_ids:
            candidate = self._campaigns.ruleset(ruleset_id)
            if candidate.system == "wargame":
                return candidate
        raise NotFoundError("there is no wargame ruleset installed to build the demo campaign from")
