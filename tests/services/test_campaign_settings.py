"""A campaign's settings (its name and notes) changed by two GMs at once:
each change is conditional on the version the GM's window showed; the second GM is refused and
told who changed what and when, and nothing of the stale change is saved. Two services over
the same database are the two GMs' apps; on both engines."""

from __future__ import annotations

import re

import pytest

from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.campaigns.settings import CampaignSettingsService
from xcom_manager.services.core.errors import NotFoundError, StaleEditError, ValidationError
from xcom_manager.store.db import Database
from xcom_manager.ui.common.texts import error_text


def test_a_change_saves_the_name_and_notes_with_who_and_when(
    db: Database, campaigns: CampaignService, campaign_id: int
) -> None:
    service = CampaignSettingsService(db)
    shown = service.settings(campaign_id)
    assert (shown.name, shown.notes, shown.version, shown.changed_by) == (
        "Operation Test",
        "",
        1,
        "",
    )
    saved = service.change(
        campaign_id,
        name="  Operation Lighthouse ",
        notes="Season two",
        expected_version=shown.version,
        actor="boris",
    ).settings
    assert (saved.name, saved.notes, saved.version, saved.changed_by) == (
        "Operation Lighthouse",
        "Season two",
        2,
        "boris",
    )
    assert saved.changed_at is not None
    assert campaigns.get(campaign_id).name == "Operation Lighthouse"
    assert campaigns.export_campaign(campaign_id)["campaign"]["notes"] == "Season two"


def test_a_stale_change_names_who_changed_what_and_when_and_saves_nothing(
    db: Database, db_url: str, campaign_id: int
) -> None:
    boris = CampaignSettingsService(db)
    shown = boris.settings(campaign_id)  # what Boris's window shows
    with Database.open(db_url) as anna_db:
        anna = CampaignSettingsService(anna_db)
        mine = anna.settings(campaign_id)
        anna.change(
            campaign_id,
            name="Operation Dawn",
            notes="",
            expected_version=mine.version,
            actor="anna",
        )
    with pytest.raises(StaleEditError) as refused:
        boris.change(
            campaign_id,
            name=shown.name,
            notes="Boris's notes",
            expected_version=shown.version,
            shown=shown,
            actor="boris",
        )
    text = error_text(refused.value)
    assert re.match(r"The campaign Operation Test was changed by anna at \d\d:\d\d ", text), text
    assert "(name: Operation Test → Operation Dawn)" in text and "Reload" in text
    now = boris.settings(campaign_id)
    assert (now.name, now.notes, now.version, now.changed_by) == (
        "Operation Dawn",
        "",
        2,
        "anna",
    )
    # Reloaded, Boris's change goes through.
    boris.change(campaign_id, name=now.name, notes="Boris's notes", expected_version=now.version)
    assert boris.settings(campaign_id).notes == "Boris's notes"


def test_a_bad_name_or_an_unknown_campaign_is_refused(db: Database, campaign_id: int) -> None:
    service = CampaignSettingsService(db)
    with pytest.raises(ValidationError, match="name: must not be empty"):
        service.change(campaign_id, name="  ", notes="", expected_version=1)
    with pytest.raises(ValidationError, match="at most"):
        service.change(campaign_id, name="x" * 500, notes="", expected_version=1)
    with pytest.raises(NotFoundError):
        service.change(campaign_id + 99, name="Elsewhere", notes="", expected_version=1)
    assert service.settings(campaign_id).version == 1
