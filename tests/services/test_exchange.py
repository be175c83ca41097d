"""Export and import of a campaign: the format, the round trip and every kind of bad file."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import func
from sqlmodel import col, select

from tests.helpers.demo import create_demo
from xcom_manager.rules.roster import NATIONALITIES, random_name
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.campaigns import CampaignService
from xcom_manager.services.errors import ImportFormatError, UserError
from xcom_manager.services.exchange import (
    FORMAT_NAME,
    FORMAT_VERSION,
    dump_campaign_json,
    validate_document,
)
from xcom_manager.services.rulesets import RulesetCatalog
from xcom_manager.store.db import Database
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier

from .conftest import OpenDatabase


@pytest.fixture(scope="module")
def _demo_export(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("demo")
    with Database.open(f"sqlite:///{folder / 'demo.db'}") as db:
        campaigns = CampaignService(db)
        return campaigns.export_campaign(create_demo(campaigns).id)


@pytest.fixture
def demo_document(_demo_export: dict[str, Any]) -> dict[str, Any]:
    """The exported demo campaign (a fresh copy for each test to change)."""
    return copy.deepcopy(_demo_export)


def _row_counts(db: Database) -> tuple[int, int, int, int]:
    with db.session() as session:
        return (
            session.exec(select(func.count(col(Campaign.id)))).one(),
            session.exec(select(func.count(col(Soldier.id)))).one(),
            session.exec(select(func.count(col(Item.id)))).one(),
            session.exec(select(func.count(col(AlienUnit.id)))).one(),
        )


def test_export_format(demo_document: dict[str, Any]) -> None:
    assert demo_document["format"] == FORMAT_NAME == "xcom_manager.campaign"
    assert demo_document["format_version"] == FORMAT_VERSION == 1
    assert set(demo_document) == {
        "format",
        "format_version",
        "campaign",
        "soldiers",
        "armoury",
        "alien_units",
    }
    assert set(demo_document["campaign"]) == {"name", "ruleset_id", "notes"}
    soldier = demo_document["soldiers"][0]
    assert set(soldier) == {
        "name",
        "nationality",
        "rank",
        "soldier_class",
        "unit_type",
        "stats",
        "wounds",
        "status",
        "missions",
        "kills",
        "notes",
        "items",
    }
    assert set(soldier["items"][0]) == {"item_type", "charges", "slot", "slot_index"}
    assert set(demo_document["armoury"][0]) == {"item_type", "charges"}
    assert set(demo_document["alien_units"][0]) == {
        "name",
        "species",
        "unit_type",
        "stats",
        "wounds",
        "status",
    }
    # JSON-ready: survives a dump and load unchanged.
    assert json.loads(dump_campaign_json(demo_document)) == demo_document


def test_two_exports_are_byte_identical(campaigns: CampaignService) -> None:
    demo = create_demo(campaigns)
    first = dump_campaign_json(campaigns.export_campaign(demo.id))
    assert dump_campaign_json(campaigns.export_campaign(demo.id)) == first
    assert first.endswith("}\n")


def test_round_trip_into_an_empty_database(
    demo_document: dict[str, Any], open_database: OpenDatabase
) -> None:
    target = CampaignService(open_database("target.db"))
    info = target.import_campaign(copy.deepcopy(demo_document))
    assert info.name == demo_document["campaign"]["name"]
    assert info.soldier_count == len(demo_document["soldiers"])
    again = target.export_campaign(info.id)
    assert dump_campaign_json(again) == dump_campaign_json(demo_document)


def test_import_adds_a_new_campaign_beside_the_others(
    campaigns: CampaignService, demo_document: dict[str, Any]
) -> None:
    campaigns.create_campaign("Already here", "wargame")
    imported = campaigns.import_campaign(demo_document)
    assert len(campaigns.list_campaigns()) == 2
    assert dump_campaign_json(campaigns.export_campaign(imported.id)) == dump_campaign_json(
        demo_document
    )


def test_import_fills_in_optional_keys(campaigns: CampaignService) -> None:
    info = campaigns.import_campaign(
        {
            "format": FORMAT_NAME,
            "format_version": 1,
            "campaign": {"name": "Minimal", "ruleset_id": "wargame"},
            "soldiers": [
                {
                    "name": "Solo",
                    "rank": "Rookie",
                    "soldier_class": "infantry",
                    "unit_type": "infantry",
                    "stats": {
                        "WS": 3,
                        "BS": 3,
                        "S": 3,
                        "T": 3,
                        "W": 1,
                        "I": 3,
                        "A": 1,
                        "Ld": 7,
                        "Sv": 5,
                    },
                    "wounds": 1,
                    "status": "active",
                    "items": [{"item_type": "medkit", "slot": "small", "slot_index": 0}],
                }
            ],
            "armoury": [{"item_type": "plasma_clip"}],
            "alien_units": [{"name": "Grey", "species": "sectoid"}],
        }
    )
    document = campaigns.export_campaign(info.id)
    assert document["campaign"]["notes"] == ""
    soldier = document["soldiers"][0]
    assert (soldier["nationality"], soldier["missions"], soldier["kills"]) == ("", 0, 0)
    assert soldier["items"] == [
        {"item_type": "medkit", "charges": 3, "slot": "small", "slot_index": 0}
    ]
    assert document["armoury"] == [{"item_type": "plasma_clip", "charges": 12}]
    alien = document["alien_units"][0]
    assert (alien["unit_type"], alien["status"], alien["wounds"]) == ("infantry", "active", 1)


# -- bad documents: refused, naming the path, with nothing written ---------------------------

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
    soldier = document["soldiers"][0]  # infantry: 4 small-size slots
    soldier["items"].append(
        {"item_type": "frag_grenade", "charges": None, "slot": "small", "slot_index": 4}
    )


def _duplicate_position(document: dict[str, Any]) -> None:
    soldier = document["soldiers"][0]
    soldier["items"].append(dict(soldier["items"][0]))


BAD_DOCUMENTS: dict[str, tuple[Mutation, str]] = {
    "newer format_version": (
        _set("format_version", 2),
        "format_version: this version of xcom_manager reads format_version 1, not 2",
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
    "slot overflow": (
        _overflow,
        "soldiers[0].items[6].slot_index: the 'small' slot of an Infantry holds 4 items",
    ),
    "slot the unit type lacks": (_walker_small_slot, "a Walker has no 'small' slot"),
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


# -- property: any valid roster survives export -> import -> export --------------------------

_WARGAME = RulesetCatalog().get("wargame")


@st.composite
def _soldiers(draw: st.DrawFn, ruleset: Ruleset = _WARGAME) -> dict[str, Any]:
    soldier_class = draw(st.sampled_from(sorted(ruleset.soldier_classes)))
    unit_type = draw(st.sampled_from(sorted(ruleset.unit_types)))
    stats = {
        stat.key: draw(st.integers(stat.minimum, stat.maximum), label=stat.key)
        for stat in ruleset.stats
    }
    nationality = draw(st.sampled_from(NATIONALITIES))
    name = random_name(nationality, random.Random(draw(st.integers(0, 10_000))))
    unit = ruleset.unit_types[unit_type]
    items: list[dict[str, Any]] = []
    for slot in ruleset.slot_keys:
        capacity = unit.slots.get(slot, 0)
        positions = (
            draw(st.sets(st.integers(0, capacity - 1), max_size=capacity)) if capacity else set()
        )
        for position in sorted(positions):
            key = draw(st.sampled_from(sorted(ruleset.items)))
            maximum = ruleset.items[key].charges
            charges = None if maximum is None else draw(st.integers(0, maximum))
            items.append(
                {"item_type": key, "charges": charges, "slot": slot, "slot_index": position}
            )
    return {
        "name": name,
        "nationality": nationality,
        "rank": draw(st.sampled_from(ruleset.ranks)),
        "soldier_class": soldier_class,
        "unit_type": unit_type,
        "stats": stats,
        "wounds": draw(st.integers(0, stats[ruleset.wounds_stat])),
        "status": draw(st.sampled_from(["active", "wounded", "down", "dead", "mia", "retired"])),
        "missions": draw(st.integers(0, 500)),
        "kills": draw(st.integers(0, 500)),
        "notes": draw(st.text(max_size=30)),
        "items": items,
    }


@pytest.fixture(scope="module")
def property_databases(
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[tuple[Database, Database]]:
    folder: Path = tmp_path_factory.mktemp("roundtrip")
    first = Database.open(f"sqlite:///{folder / 'first.db'}")
    second = Database.open(f"sqlite:///{folder / 'second.db'}")
    yield first, second
    first.close()
    second.close()


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    soldiers=st.lists(_soldiers(), max_size=6),
    armoury=st.lists(st.sampled_from(sorted(_WARGAME.items)), max_size=8),
    name=st.text(min_size=1, max_size=40).filter(lambda text: bool(text.strip())),
)
def test_round_trip_property(
    property_databases: tuple[Database, Database],
    soldiers: list[dict[str, Any]],
    armoury: list[str],
    name: str,
) -> None:
    first, second = (CampaignService(db) for db in property_databases)
    document = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {"name": name, "ruleset_id": "wargame", "notes": "property"},
        "soldiers": soldiers,
        "armoury": [{"item_type": key, "charges": _WARGAME.items[key].charges} for key in armoury],
        "alien_units": [],
    }
    exported = first.export_campaign(first.import_campaign(document).id)
    assert exported["soldiers"] == [
        {**soldier, "items": sorted(soldier["items"], key=_item_order)} for soldier in soldiers
    ]
    again = second.export_campaign(
        second.import_campaign(json.loads(dump_campaign_json(exported))).id
    )
    assert dump_campaign_json(again) == dump_campaign_json(exported)


def _item_order(item: dict[str, Any]) -> tuple[int, int]:
    return (_WARGAME.slot_keys.index(item["slot"]), item["slot_index"])
