"""Campaign use-cases: list, create, export and import (the demo campaign: :mod:`.demo`).

Every public method is one use-case and runs in one ``Database.session()`` transaction; what it
returns is a plain frozen dataclass (or a JSON-ready dict), never an ORM row.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sqlalchemy import func
from sqlmodel import Session, col, select

from xcom_manager.rules.roster import FieldProblem
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.safe_text import name_problem
from xcom_manager.rules.texts import Message
from xcom_manager.services.campaigns.dto import CampaignInfo, CampaignSummary
from xcom_manager.services.core.errors import NotFoundError, RulesetMissingError, ValidationError
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.exchange.document import CAMPAIGN_NAME_MAX, CampaignIn
from xcom_manager.services.exchange.export import export_document
from xcom_manager.services.exchange.validate import validate_document
from xcom_manager.services.exchange.write import write_campaign
from xcom_manager.services.rulesets.service import RulesetCatalog, RulesetProblem
from xcom_manager.services.rulesets.stored import stored_ruleset
from xcom_manager.services.upkeep.backups import Backups
from xcom_manager.store.db import Database
from xcom_manager.store.ids import storable_id
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier

__all__ = ["CampaignService"]


class CampaignService:
    """The campaigns of one database, and the rulesets they play by.

    ``ruleset_dirs`` replaces the folders searched for rulesets (default: the bundled
    ``resources/rulesets``); parsed rulesets are cached. ``backups`` are the database's
    automatic backups (default: kept ``$XCOM_BACKUP_DAYS`` days), taken before an import and a
    debrief.
    """

    def __init__(
        self,
        db: Database,
        *,
        ruleset_dirs: Sequence[Path] | None = None,
        backups: Backups | None = None,
    ) -> None:
        self._db = db
        self.backups = backups if backups is not None else Backups(db.url)
        self._catalog = RulesetCatalog(ruleset_dirs)
        self._ruleset_ids: dict[int, str] = {}  # a campaign's ruleset never changes
        self._stand_ins: dict[int, Ruleset] = {}  # of campaigns whose ruleset is missing
        self._lock = threading.Lock()

    @property
    def db(self) -> Database:
        return self._db

    def on_database(self, db: Database) -> CampaignService:
        """This service on another handle of the same database (e.g. one whose transactions
        are parts of one: :func:`xcom_manager.store.one_transaction.one_transaction`), sharing
        the ruleset catalogue. Its backups are paused (:meth:`Backups.paused`): a backup
        between parts of one transaction would hold none of its work."""
        other = CampaignService(db, backups=Backups.paused(db.url))
        other._catalog = self._catalog
        return other

    # -- rulesets ---------------------------------------------------------------------------

    def ruleset_problems(self) -> list[RulesetProblem]:
        """The ruleset files skipped (malformed, or an id already taken), with why."""
        return self._catalog.problems()

    def available_rulesets(self) -> list[tuple[str, str]]:
        """``(id, name)`` of every installed ruleset."""
        return self._catalog.available()

    def ruleset(self, ruleset_id: str) -> Ruleset:
        """The installed ruleset ``ruleset_id``; :class:`NotFoundError` if there is none."""
        return self._catalog.get(ruleset_id)

    def ruleset_for(self, campaign_id: int) -> Ruleset:
        """The ruleset campaign ``campaign_id`` plays by (cached after the first call);
        :class:`RulesetMissingError` when its file is missing (the campaign is read-only)."""
        with self._lock:
            ruleset_id = self._ruleset_ids.get(campaign_id)
        if ruleset_id is None:
            with self._db.session() as session:
                return self.ruleset_in_session(session, campaign_id)
        ruleset = self._catalog.find(ruleset_id)
        if ruleset is None:
            raise RulesetMissingError(campaign_id, ruleset_id)
        return ruleset

    def ruleset_in_session(self, session: Session, campaign_id: int) -> Ruleset:
        """:meth:`ruleset_for` inside a caller's transaction (for other services)."""
        with self._lock:
            ruleset_id = self._ruleset_ids.get(campaign_id)
        if ruleset_id is None:
            ruleset_id = session.exec(
                select(Campaign.ruleset_id).where(Campaign.id == campaign_id)
            ).first()
            if ruleset_id is None:
                raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
            with self._lock:
                self._ruleset_ids[campaign_id] = ruleset_id
        ruleset = self._catalog.find(ruleset_id)
        if ruleset is None:
            raise RulesetMissingError(campaign_id, ruleset_id)
        return ruleset

    def campaign_ruleset(self, campaign_id: int, ruleset_id: str) -> Ruleset:
        """The ruleset ``ruleset_id`` that campaign ``campaign_id`` plays by (read by the
        caller); :class:`RulesetMissingError` when its file is missing."""
        ruleset = self._catalog.find(ruleset_id)
        if ruleset is None:
            raise RulesetMissingError(campaign_id, ruleset_id)
        return ruleset

    def reading_ruleset(self, campaign_id: int) -> Ruleset:
        """The ruleset to *show* campaign ``campaign_id`` by: its own, or when its file is
        missing a stand-in of the stored keys (:mod:`.stored_ruleset`). Only reads may use it:
        a write asks :meth:`ruleset_for`, which refuses."""
        with self._db.session() as session:
            return self.reading_ruleset_in_session(session, campaign_id)

    def reading_ruleset_in_session(self, session: Session, campaign_id: int) -> Ruleset:
        """:meth:`reading_ruleset` inside a caller's transaction."""
        try:
            return self.ruleset_in_session(session, campaign_id)
        except RulesetMissingError as missing:
            with self._lock:
                stand_in = self._stand_ins.get(campaign_id)
            if stand_in is None:
                known = [
                    (ruleset.system, frozenset(ruleset.stat_keys))
                    for ruleset in map(self._catalog.find, self._catalog.ids())
                    if ruleset is not None
                ]
                stand_in = stored_ruleset(session, campaign_id, missing.ruleset_id, known)
                with self._lock:
                    self._stand_ins[campaign_id] = stand_in
            return stand_in

    def ruleset_home(self, ruleset_id: str) -> Path:
        """Where ``xcom-manager rulesets add`` puts the file of ruleset ``ruleset_id`` (the
        user's rulesets folder): where a missing one is expected."""
        return self._catalog.directories[-1] / f"{ruleset_id}.toml"

    def reload_rulesets(self) -> None:
        """Read the ruleset folders again: a ruleset file put back (``rulesets add``) makes
        its campaigns writable again, one removed makes them read-only."""
        self._catalog.refresh()
        with self._lock:
            self._stand_ins.clear()

    def missing_ruleset(self, campaign_id: int) -> str | None:
        """The id of campaign ``campaign_id``'s ruleset when its file is missing (the campaign
        is then read-only), else ``None``."""
        try:
            self.ruleset_for(campaign_id)
        except RulesetMissingError as missing:
            return missing.ruleset_id
        return None

    # -- campaigns --------------------------------------------------------------------------

    def list_campaigns(self) -> list[CampaignInfo]:
        """Every campaign, oldest first."""
        with self._db.session() as session:
            counts = dict(
                session.exec(
                    select(Soldier.campaign_id, func.count(col(Soldier.id))).group_by(
                        col(Soldier.campaign_id)
                    )
                ).all()
            )
            rows = session.exec(
                select(Campaign.id, Campaign.name, Campaign.ruleset_id).order_by(col(Campaign.id))
            ).all()
            return [
                self._info(cid, name, rid, counts.get(cid, 0) if cid is not None else 0)
                for cid, name, rid in rows
            ]

    def get(self, campaign_id: int) -> CampaignInfo:
        """One campaign; :class:`NotFoundError` if there is none with this id."""
        with self._db.session() as session:
            return self._get(session, campaign_id)

    def summary(self, campaign_id: int) -> CampaignSummary:
        """What the campaign holds, counted."""
        with self._db.session() as session:
            info = self._get(session, campaign_id)
            by_status = session.exec(
                select(Soldier.status, func.count(col(Soldier.id)))
                .where(Soldier.campaign_id == campaign_id)
                .group_by(col(Soldier.status))
                .order_by(col(Soldier.status))
            ).all()
            by_location = dict(
                session.exec(
                    select(Item.location, func.count(col(Item.id)))
                    .where(Item.campaign_id == campaign_id)
                    .group_by(col(Item.location))
                ).all()
            )
            aliens = session.exec(
                select(func.count(col(AlienUnit.id))).where(AlienUnit.campaign_id == campaign_id)
            ).one()
            return CampaignSummary(
                campaign=info,
                soldiers_by_status=tuple((status, count) for status, count in by_status),
                carried_items=by_location.get("soldier", 0),
                armoury_items=by_location.get("armoury", 0),
                alien_units=aliens,
            )

    def create_campaign(self, name: str, ruleset_id: str) -> CampaignInfo:
        """A new, empty campaign under an installed ruleset."""
        ruleset = self._catalog.get(ruleset_id)
        name = name.strip()
        if not name:
            raise ValidationError([FieldProblem.of("name", "field_empty")], "the campaign")
        if len(name) > CAMPAIGN_NAME_MAX:
            raise ValidationError(
                [FieldProblem.of("name", "field_too_long", limit=CAMPAIGN_NAME_MAX)],
                "the campaign",
            )
        if (unsafe := name_problem(name)) is not None:
            raise ValidationError([FieldProblem("name", unsafe)], "the campaign")
        with write_session(self._db) as session:
            row = Campaign(name=name, ruleset_id=ruleset.id)
            session.add(row)
            session.flush()
            assert row.id is not None
            return CampaignInfo(row.id, row.name, ruleset.id, ruleset.name, 0)

    # -- exchange ---------------------------------------------------------------------------

    def export_campaign(self, campaign_id: int) -> dict[str, Any]:
        """The campaign as a JSON-ready document (format in :mod:`~.services.exchange`)."""
        with self._db.session() as session:
            ruleset_id = session.exec(
                select(Campaign.ruleset_id).where(Campaign.id == campaign_id)
            ).first()
            if ruleset_id is None:
                raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
            return export_document(session, campaign_id, self._catalog.find(ruleset_id))

    def import_campaign(self, data: object) -> CampaignInfo:
        """Add the campaign of an exchange document as a new campaign.

        The whole document is checked first (:class:`ImportFormatError` lists every problem with
        its JSON path); only a valid document is written, in one transaction.
        """
        return self.write_checked(self.check_import(data))

    def check_import(self, data: object) -> CampaignIn:
        """Check an exchange document (the parsed JSON) without touching the database;
        :class:`ImportFormatError` lists every problem with its JSON path."""
        return validate_document(data, self._catalog.find)

    def write_checked(
        self, checked: CampaignIn, progress: Callable[[int, int], None] | None = None
    ) -> CampaignInfo:
        """Write a document :meth:`check_import` accepted as a new campaign, in one
        transaction; ``progress(done, total)`` hears how many rows are written."""
        self.backups.before("import")  # a damaged file is refused here, before any write
        with write_session(self._db) as session:
            campaign_id = write_campaign(session, checked, progress)
        with self._lock:
            self._ruleset_ids[campaign_id] = checked.ruleset.id
        return CampaignInfo(
            campaign_id,
            checked.name,
            checked.ruleset.id,
            checked.ruleset.name,
            len(checked.soldiers),
        )

    # -- helpers ----------------------------------------------------------------------------

    def _get(self, session: Session, campaign_id: int) -> CampaignInfo:
        row = None
        if storable_id(campaign_id):
            row = session.exec(
                select(Campaign.id, Campaign.name, Campaign.ruleset_id).where(
                    Campaign.id == campaign_id
                )
            ).first()
        if row is None:
            raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
        count = session.exec(
            select(func.count(col(Soldier.id))).where(Soldier.campaign_id == campaign_id)
        ).one()
        cid, name, ruleset_id = row
        assert cid is not None
        return self._info(cid, name, ruleset_id, count)

    def _info(
        self, campaign_id: int | None, name: str, ruleset_id: str, count: int
    ) -> CampaignInfo:
        assert campaign_id is not None
        ruleset = self._catalog.find(ruleset_id)
        ruleset_name = (
            ruleset.shown_title if ruleset is not None else f"{ruleset_id} (not installed)"
        )
        return CampaignInfo(campaign_id, name, ruleset_id, ruleset_name, count)
