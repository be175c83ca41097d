"""Import: writing a checked exchange document as a new campaign, in the caller's transaction."""

from __future__ import annotations

from sqlmodel import Session

from xcom_manager.services._soldiers import stored_stats
from xcom_manager.services.exchange.document import CampaignIn
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier

__all__ = ["write_campaign"]


def write_campaign(session: Session, campaign: CampaignIn) -> int:
    """Add a checked campaign in ``session`` (the caller's one transaction); returns its id."""
    ruleset = campaign.ruleset
    row = Campaign(name=campaign.name, ruleset_id=ruleset.id, notes=campaign.notes)
    session.add(row)
    session.flush()
    assert row.id is not None
    campaign_id = row.id

    soldier_rows: list[Soldier] = []
    for soldier in campaign.soldiers:
        draft = soldier.draft
        soldier_row = Soldier(
            campaign_id=campaign_id,
            name=draft.name,
            nationality=draft.nationality,
            rank=draft.rank,
            soldier_class=draft.soldier_class,
            unit_type=draft.unit_type,
            stats=stored_stats(ruleset, draft.stats),
            wounds=draft.wounds,
            status=draft.status,
            missions=soldier.missions,
            kills=soldier.kills,
            experience=soldier.experience,
            notes=draft.notes,
            status_date=soldier.status_date,
            status_mission=soldier.status_mission,
            status_cause=soldier.status_cause,
        )
        # The unit of work inserts rows of one table in the order they were added, so the ids
        # follow the document's order (and a later export lists the soldiers the same way).
        session.add(soldier_row)
        soldier_rows.append(soldier_row)
    session.flush()

    for soldier, soldier_row in zip(campaign.soldiers, soldier_rows, strict=True):
        for item in soldier.items:
            session.add(
                Item(
                    campaign_id=campaign_id,
                    item_type=item.item_type,
                    charges=item.charges,
                    location="soldier",
                    soldier_id=soldier_row.id,
                    slot=item.slot,
                    slot_index=item.slot_index,
                )
            )
    for item in campaign.armoury:
        session.add(
            Item(
                campaign_id=campaign_id,
                item_type=item.item_type,
                charges=item.charges,
                location="armoury",
            )
        )
    for alien in campaign.alien_units:
        session.add(
            AlienUnit(
                campaign_id=campaign_id,
                name=alien.name,
                species=alien.species,
                unit_type=alien.unit_type,
                stats=dict(alien.stats),
                wounds=alien.wounds,
                status=alien.status,
            )
        )
    session.flush()
    return campaign_id
