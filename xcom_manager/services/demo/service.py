"""Making the demo campaign: the document imported, its armoury history and its missions played.

The demo is played through the ordinary use-cases (:class:`CampaignService` imports it,
:class:`~xcom_manager.services.inventory.service.InventoryService` moves its gear,
:class:`~xcom_manager.services.missions.MissionService` plays its missions), each step in its
own transaction; the whole demo is one transaction of its own
(:func:`~xcom_manager.store.one_transaction.one_transaction`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.texts import Message
from xcom_manager.services.campaigns.dto import CampaignInfo
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import NotFoundError
from xcom_manager.services.demo.board_missions import play_board_missions
from xcom_manager.services.demo.document import (
    DEMO_CAMPAIGN_NAME,
    DEMO_GM,
    build_demo_document,
    demo_campaign_name,
)
from xcom_manager.services.demo.history import record_demo_history
from xcom_manager.services.demo.missions import before_missions, play_demo_missions
from xcom_manager.services.demo.needs import check_demo_needs
from xcom_manager.services.missions.maps import MapCatalog
from xcom_manager.services.rulesets.service import RulesetCatalog
from xcom_manager.store.db import Database
from xcom_manager.store.one_transaction import one_transaction

__all__ = ["DemoCampaign", "DemoService", "check_demo"]


@dataclass(frozen=True, slots=True)
class DemoCampaign:
    """The demo campaign :meth:`DemoService.open_campaign` gives: ``created`` when it was made
    now, else it is the one already there."""

    campaign: CampaignInfo
    created: bool


class DemoService:
    """Makes demo campaigns in a database's campaigns; the board game's demo plays on the
    bundled maps of ``maps`` (by default the installed ones)."""

    def __init__(
        self, db: Database, campaigns: CampaignService, *, maps: MapCatalog | None = None
    ) -> None:
        self._db = db
        self._campaigns = campaigns
        self._maps = maps

    def find_campaign(self, ruleset_id: str | None = None) -> CampaignInfo | None:
        """The demo campaign of the ruleset already in the database (the newest, if the GM
        made several), ``None`` when there is none.

        A demo is known by its fixed name and its ruleset
        (:func:`~xcom_manager.services.demo.document.demo_campaign_name`, or the name every
        demo had before, :data:`~xcom_manager.services.demo.document.DEMO_CAMPAIGN_NAME`): no
        marker is stored.
        """
        ruleset = self._ruleset(ruleset_id)
        names = {demo_campaign_name(ruleset), DEMO_CAMPAIGN_NAME}
        found = [
            info
            for info in self._campaigns.list_campaigns()
            if info.name in names and info.ruleset_id == ruleset.id
        ]
        return found[-1] if found else None

    def open_campaign(self, ruleset_id: str | None = None, *, new: bool = False) -> DemoCampaign:
        """The demo campaign of the ruleset: the one already there (:meth:`find_campaign`), else
        a new one (:meth:`create_campaign`); ``new`` makes another in any case."""
        existing = None if new else self.find_campaign(ruleset_id)
        if existing is not None:
            return DemoCampaign(existing, created=False)
        return DemoCampaign(self.create_campaign(ruleset_id), created=True)

    def create_campaign(self, ruleset_id: str | None = None) -> CampaignInfo:
        """Add the demo campaign (the same every time; see
        :mod:`xcom_manager.services.demo.document`).

        ``ruleset_id`` defaults to the bundled wargame ruleset; a board game ruleset's demo
        plays the board game's missions instead
        (:mod:`xcom_manager.services.demo.board_missions`). The campaign comes with a short
        armoury history in its audit log, recorded by "Demo GM" (checked, audited movements;
        one a refused move the GM overrode): see
        :func:`xcom_manager.services.demo.history.record_demo_history`; and two missions, one
        finished underwater and one ground mission in progress: see
        :mod:`xcom_manager.services.demo.missions`.

        A demo whose missions' cast or maps are missing is refused with one message before
        anything is written (:func:`~xcom_manager.services.demo.needs.check_demo_needs`).
        """
        ruleset = self._ruleset(ruleset_id)
        maps = self._maps if self._maps is not None else MapCatalog()
        document = build_demo_document(ruleset)
        check_demo_needs(ruleset, document, maps)
        # One transaction: the use-cases below each open their own, made savepoints
        # of one here, so a demo stopped half-way (killed, a full disk) leaves nothing behind.
        # One backup before it, as before any import; none between its parts (they would hold
        # nothing of it: its work is committed only at the end).
        self._campaigns.backups.before("import")
        with one_transaction(self._db) as db:
            campaigns = self._campaigns.on_database(db)
            # The roster before the demo's missions; playing them brings it to the document's
            # state.
            info = campaigns.import_campaign(before_missions(document, ruleset))
            record_demo_history(db, campaigns, info.id, actor=DEMO_GM)
            if ruleset.system == "boardgame":
                play_board_missions(db, campaigns, info.id, actor=DEMO_GM, maps=maps)
            else:
                play_demo_missions(db, campaigns, info.id, actor=DEMO_GM)
        return info

    def _ruleset(self, ruleset_id: str | None) -> Ruleset:
        if ruleset_id:
            return self._campaigns.ruleset(ruleset_id)
        installed = [found for found, _name in self._campaigns.available_rulesets()]
        return _demo_ruleset(installed, self._campaigns.ruleset)


def check_demo(
    catalog: RulesetCatalog, ruleset_id: str | None = None, *, maps: MapCatalog | None = None
) -> None:
    """Refuse, as :meth:`DemoService.create_campaign` would, a demo that cannot be made (an
    unknown ruleset, its missions' maps or cast missing), without a database: the command line
    asks it before it creates a new database file, so that a refused demo leaves no file."""
    if ruleset_id:
        ruleset = catalog.get(ruleset_id)
    else:
        ruleset = _demo_ruleset([found for found, _name in catalog.available()], catalog.get)
    found_maps = maps if maps is not None else MapCatalog()
    check_demo_needs(ruleset, build_demo_document(ruleset), found_maps)


def _demo_ruleset(installed: Sequence[str], ruleset: Callable[[str], Ruleset]) -> Ruleset:
    """The installed ruleset ``wargame``, else the first of the wargame system."""
    if "wargame" in installed:
        return ruleset("wargame")
    for ruleset_id in installed:
        candidate = ruleset(ruleset_id)
        if candidate.system == "wargame":
            return candidate
    raise NotFoundError(Message.of("no_demo_ruleset"))
