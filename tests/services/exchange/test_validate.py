"""Checking documents: every kind of bad file refused, naming the path, nothing written."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func
from sqlmodel import col, select

from tests.services.conftest import OpenDatabase
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.core.errors import ImportFormatError, UserError
from xcom_manager.services.exchange.validate import validate_document
from xcom_manager.services.rulesets.service import RulesetCatalog
from xcom_manager.store.db import Database
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier


def _row_counts(db: Database) -> tuple[int, int, int, int]:
    with db.session() as session:
        return (
            session.exec(select(func.count(col(Campaign.id)))).one(),
            session.exec(select(func.count(col(Soldier.id)))).one(),
            session.exec(select(func.count(col(Item.id)))).one(),
            session.exec(select(func.count(col(AlienUnit.id)))).one(),
        )


Mutation = Callable[[dict[str, Any]], None]


def _set(path: str, value: object) -> Mutation:
    """A mutation setting the dotted/indexed ``path`` (e.g. ``soldiers.3.stats.WS``)."""

    def mutate(document: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = document
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        if last.isdigit():
            target[int(last)] = value
        else:
            target[last] = value

    return mutate


def _delete(path: str) -> Mutation:
    def mutate(document: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target: Any = document
        for part in parents:
            target = target[int(part)] if part.isdigit() else target[part]
        del target[last]

    return mutate


def _walker_small_slot(document: dict[str, Any]) -> None:
    walker = next(s for s in document["soldiers"] if s["unit_type"] == "walker")
    walker["items"].append(
        {"item_type": "laser_pistol", "charges": None, "slot": "small", "slot_index": 0}
    )


def _overflow(document: dict[str, Any]) -> None:
    soldier = document["soldiers"][0]  # infantry: 4 small-size slots, the last position 7
    soldier["items"].append(
        {"item_type": "frag_grenade", "charges": None, "slot": "small", "slot_index": 8}
    )


def _duplicate_position(document: dict[str, Any]) -> None:
    soldier = document["soldiers"][0]
    soldier["items"].append(dict(soldier["items"][0]))


BAD_DOCUMENTS: dict[str, tuple[Mutation, str]] = {
    "newer format_version": (
        _set("format_version", 5),
        "format_version: this version of xcom_manager reads format_version 1, 2, 3, 4, not 5 "
        "(the file was written by a newer xcom_manager)",
    ),
    "format_version as text": (_set("format_version", "1"), "format_version: must be a whole"),
    "another format": (_set("format", "something.else"), "format: must be 'xcom_manager.campaign'"),
    "no format": (_delete("format"), "format: is missing"),
    "unknown ruleset": (
        _set("campaign.ruleset_id", "chess"),
        "campaign.ruleset_id: there is no installed ruleset 'chess'",
    ),
    "unknown soldier class": (
        _set("soldiers.2.soldier_class", "wizard"),
        "soldiers[2].soldier_class: 'wizard' is not a soldier class",
    ),
    "bad stat": (
        _set("soldiers.3.stats.WS", 12),
        "soldiers[3].stats.WS: Weapon Skill (WS) must be between 1 and 10, not 12",
    ),
    "stat as text": (_set("soldiers.3.stats.WS", "3"), "soldiers[3].stats.WS: must be a whole"),
    "unknown item type": (
        _set("soldiers.0.items.0.item_type", "lightsaber"),
        "soldiers[0].items[0].item_type: 'lightsaber' is not an item",
    ),
    "unknown armoury item": (
        _set("armoury.5.item_type", "lightsaber"),
        "armoury[5].item_type: 'lightsaber' is not an item",
    ),
    "past the slot's last position (INV-3)": (
        _overflow,
        "soldiers[0].items[6].slot_index: must be between 0 and 7, not 8 (INV-3: the 'small' "
        "slot's last position is 7; an Infantry has 4 there",
    ),
    "negative position (INV-3)": (
        _set("soldiers.0.items.0.slot_index", -1),
        "soldiers[0].items[0].slot_index: must be between 0 and 5, not -1 (INV-3",
    ),
    "fractional position": (
        _set("soldiers.0.items.0.slot_index", 0.5),
        "soldiers[0].items[0].slot_index: must be a whole number, not the number 0.5",
    ),
    "unknown slot": (_set("soldiers.0.items.0.slot", "pocket"), "'pocket' is not a slot"),
    "duplicate slot position": (
        _duplicate_position,
        "soldiers[0].items[6]: 'large' position 0 is already taken by soldiers[0].items[0]",
    ),
    "too many charges": (
        _set("soldiers.0.items.3.charges", 99),
        "soldiers[0].items[3].charges: must be between 0 and 3, not 99",
    ),
    "charges on an item without": (
        _set("soldiers.0.items.0.charges", 1),
        "soldiers[0].items[0].charges: must be null",
    ),
    "unknown key": (_set("soldiers.1.rnak", "Major"), "soldiers[1].rnak: is not a known key"),
    "missing key": (_delete("soldiers.1.status"), "soldiers[1].status: is missing"),
    "soldiers not a list": (_set("soldiers", {}), "soldiers: must be a list"),
    "unknown species": (
        _set("alien_units.0.species", "grey"),
        "alien_units[0].species: 'grey' is not a species",
    ),
    "empty campaign name": (_set("campaign.name", " "), "campaign.name: must not be empty"),
    "negative experience": (
        _set("soldiers.0.experience", -1),
        "soldiers[0].experience: must be between 0 and 1000000, not -1",
    ),
    "experience as text": (
        _set("soldiers.1.experience", "12"),
        "soldiers[1].experience: must be a whole number, not the text '12'",
    ),
    "experience beyond the bound": (
        _set("soldiers.2.experience", 10**12),
        "soldiers[2].experience: must be between 0 and 1000000, not 1000000000000",
    ),
    "wounds above W": (
        _set("soldiers.0.wounds", 5),
        "soldiers[0].wounds: Wounds must be between 0",
    ),
}


@pytest.mark.parametrize("case", list(BAD_DOCUMENTS))
def test_bad_document_is_refused_and_nothing_written(
    case: str, demo_document: dict[str, Any], open_database: OpenDatabase
) -> None:
    mutate, expected = BAD_DOCUMENTS[case]
    document = copy.deepcopy(demo_document)
    mutate(document)
    target_db = open_database("target.db")
    target = CampaignService(target_db)
    with pytest.raises(ImportFormatError) as caught:
        target.import_campaign(document)
    assert expected in str(caught.value)
    assert isinstance(caught.value, UserError)
    assert _row_counts(target_db) == (0, 0, 0, 0)


def _past_capacity(document: dict[str, Any]) -> None:
    soldier = document["soldiers"][0]  # infantry: 4 small-size positions, 0 to 3
    soldier["items"].append(
        {"item_type": "frag_grenade", "charges": None, "slot": "small", "slot_index": 7}
    )


#: Placements a GM override (INV-1 broken) or an edit of a soldier's unit type leaves: within
#: INV-3, so a backup holding them imports.
ACCEPTED_DOCUMENTS: dict[str, Mutation] = {
    "a slot the unit type lacks": _walker_small_slot,
    "past the capacity, at the slot's last position": _past_capacity,
}


@pytest.mark.parametrize("case", list(ACCEPTED_DOCUMENTS))
def test_placements_the_app_can_make_import_and_export_again(
    case: str, demo_document: dict[str, Any], open_database: OpenDatabase
) -> None:
    """INV-3, not INV-1, bounds an imported item's position."""
    document = copy.deepcopy(demo_document)
    ACCEPTED_DOCUMENTS[case](document)
    target = CampaignService(open_database("target.db"))
    exported = target.export_campaign(target.import_campaign(document).id)
    key = lambda item: (item["slot"], item["slot_index"])  # noqa: E731 - the export's order
    for given, written in zip(document["soldiers"], exported["soldiers"], strict=True):
        assert sorted(written["items"], key=key) == sorted(given["items"], key=key)
    again = CampaignService(open_database("again.db"))
    assert again.export_campaign(again.import_campaign(exported).id) == exported


def test_every_problem_is_listed(demo_document: dict[str, Any]) -> None:
    document = copy.deepcopy(demo_document)
    document["soldiers"][1]["stats"]["BS"] = 0
    document["soldiers"][4]["rank"] = "Pope"
    with pytest.raises(ImportFormatError) as caught:
        validate_document(document, RulesetCatalog().find)  # no database needed to validate
    paths = [path for path, _ in caught.value.problems]
    assert paths == ["soldiers[1].stats.BS", "soldiers[4].rank"]


@pytest.mark.parametrize("data", [None, [], "text", 3])
def test_non_object_document(campaigns: CampaignService, data: object) -> None:
    with pytest.raises(ImportFormatError, match="must hold a JSON object"):
        campaigns.import_campaign(data)
    assert campaigns.list_campaigns() == []
