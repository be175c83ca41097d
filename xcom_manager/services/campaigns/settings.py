"""A campaign's settings a GM changes: its name and its notes.

The ruleset never changes (a campaign's soldiers, items and missions are of it). A change is
one use-case, conditional on the campaign's ``version`` the GM's window showed: another GM's
change in between refuses it, saying who changed what and when (``changed_by`` and
``changed_at``, written with every change), and nothing is saved.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import update
from sqlmodel import Session, col, select

from xcom_manager.rules.roster import FieldProblem
from xcom_manager.rules.safe_text import name_problem
from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.chain import default_actor
from xcom_manager.services.core.changes import Change, Changes
from xcom_manager.services.core.errors import NotFoundError, ValidationError
from xcom_manager.services.core.stale import campaign_stale_error
from xcom_manager.services.core.writes import write_session
from xcom_manager.services.exchange.document import CAMPAIGN_NAME_MAX
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign, utc_now

__all__ = ["NOTES_MAX", "CampaignSettings", "CampaignSettingsService", "SettingsSaved"]

#: The longest campaign notes, in characters.
NOTES_MAX = 20_000


@dataclass(frozen=True, slots=True)
class CampaignSettings:
    """A campaign's settings as a window shows them, with the version they are at and who
    changed them last and when (``""`` and ``None``: never changed)."""

    campaign_id: int
    name: str
    notes: str
    version: int
    changed_by: str = ""
    changed_at: datetime | None = None


@dataclass(frozen=True, slots=True)
class SettingsSaved:
    """The settings as saved, and what changed (the campaign list)."""

    settings: CampaignSettings
    changes: Changes


class CampaignSettingsService:
    """Reads and changes the settings of a database's campaigns."""

    def __init__(self, db: Database) -> None:
        self._db = db

    def settings(self, campaign_id: int) -> CampaignSettings:
        """The campaign's settings now; :class:`NotFoundError` for an unknown campaign."""
        with self._db.session() as session:
            return _read(session, campaign_id)

    def change(
        self,
        campaign_id: int,
        *,
        name: str,
        notes: str,
        expected_version: int,
        shown: CampaignSettings | None = None,
        actor: str | None = None,
    ) -> SettingsSaved:
        """Give the campaign ``name`` and ``notes``, if it is still at ``expected_version``.

        :class:`ValidationError` for an empty, too long or unsafe name or too long notes;
        :class:`StaleEditError` when another GM changed the settings since (who, what and when:
        ``shown``, the settings the window showed, lets it say what); nothing is saved then.
        """
        name = name.strip()
        problems = _problems(name, notes)
        if problems:
            raise ValidationError(problems, "the campaign")
        who = (actor or "").strip() or default_actor()
        with write_session(self._db) as session:
            current = _read(session, campaign_id)
            if current.version != expected_version:
                raise _stale(current, shown)
            written = session.execute(
                update(Campaign)
                .where(col(Campaign.id) == campaign_id, col(Campaign.version) == expected_version)
                .values(
                    name=name,
                    notes=notes,
                    version=expected_version + 1,
                    changed_by=who,
                    changed_at=utc_now(),
                )
            )
            if written.rowcount != 1:  # type: ignore[attr-defined] # committed in between
                raise _stale(_read(session, campaign_id), shown)
            saved = _read(session, campaign_id)
        return SettingsSaved(saved, Changes.of(Change.campaigns, campaign_id=campaign_id))


def _problems(name: str, notes: str) -> list[FieldProblem]:
    problems: list[FieldProblem] = []
    if not name.strip():
        problems.append(FieldProblem.of("name", "field_empty"))
    elif len(name) > CAMPAIGN_NAME_MAX:
        problems.append(FieldProblem.of("name", "field_too_long", limit=CAMPAIGN_NAME_MAX))
    elif (unsafe := name_problem(name)) is not None:
        problems.append(FieldProblem("name", unsafe))
    if len(notes) > NOTES_MAX:
        problems.append(FieldProblem.of("notes", "field_too_long", limit=NOTES_MAX))
    return problems


def _read(session: Session, campaign_id: int) -> CampaignSettings:
    row = session.exec(
        select(Campaign)
        .where(col(Campaign.id) == campaign_id)
        .execution_options(populate_existing=True)  # as the database holds it now
    ).first()
    if row is None:
        raise NotFoundError(Message.of("no_campaign", campaign_id=campaign_id))
    return CampaignSettings(
        campaign_id, row.name, row.notes, row.version, row.changed_by, row.changed_at
    )


def _stale(current: CampaignSettings, shown: CampaignSettings | None) -> Exception:
    seen = {"name": shown.name, "notes": shown.notes} if shown is not None else {}
    now = {
        "name": current.name,
        "notes": current.notes,
        "changed_by": current.changed_by,
        "changed_at": current.changed_at,
    }
    title = shown.name if shown is not None else current.name
    return campaign_stale_error(title, now, seen)
