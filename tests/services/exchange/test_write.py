"""Import: checked documents written as new campaigns; export -> import -> export round trips."""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.services.conftest import OpenDatabase
from xcom_manager.rules.roster import NATIONALITIES, random_name
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION, dump_campaign_json
from xcom_manager.services.rulesets.service import RulesetCatalog
from xcom_manager.store.db import Database


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
    assert soldier["experience"] == 0
    assert document["format_version"] == FORMAT_VERSION == 4
    assert soldier["history"] == []
    assert not {"status_date", "status_mission", "status_cause"} & set(soldier)
    assert soldier["items"] == [
        {"item_type": "medkit", "charges": 3, "slot": "small", "slot_index": 0}
    ]
    assert document["armoury"] == [{"item_type": "plasma_clip", "charges": 12}]
    alien = document["alien_units"][0]
    assert (alien["unit_type"], alien["status"], alien["wounds"]) == ("infantry", "active", 1)


def test_a_version_1_document_imports_with_no_experience(
    demo_document: dict[str, Any], open_database: OpenDatabase
) -> None:
    """A file an older version wrote (format_version 1, no ``experience``) still imports: its
    soldiers have 0 Experience Points, and it exports again as version 4 with them."""
    old = copy.deepcopy(demo_document)
    old["format_version"] = 1
    for soldier in old["soldiers"]:
        del soldier["experience"]
    target = CampaignService(open_database("target.db"))
    again = target.export_campaign(target.import_campaign(old).id)
    assert again["format_version"] == 4
    assert {soldier["experience"] for soldier in again["soldiers"]} == {0}
    assert dump_campaign_json(again) == dump_campaign_json(demo_document)


# -- property: any valid roster survives export -> import -> export --------------------------


_WARGAME = RulesetCatalog().get("wargame")


# Names and notes hold no control characters (issue 13: the import refuses them).
_NAME_CHARACTERS = st.characters(blacklist_categories=("Cc", "Cs", "Cf", "Zl", "Zp"))
_NOTE_CHARACTERS = st.one_of(_NAME_CHARACTERS, st.sampled_from("\n\t"))


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
    history = [
        {
            "kind": "promoted",
            "params": {"from_rank": low, "to_rank": high},
            "happened_on": draw(st.dates()).isoformat(),
            "recorded_at": draw(st.datetimes()).isoformat(timespec="microseconds") + "Z",
            "actor": draw(st.text(_NAME_CHARACTERS, max_size=20)),
            **(
                {"mission": mission}
                if (mission := draw(st.text(_NAME_CHARACTERS, max_size=20)))
                else {}
            ),
        }
        for low, high in draw(st.lists(st.sampled_from(list(pairwise(ruleset.ranks))), max_size=3))
    ]
    return {
        "history": history,
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
        "experience": draw(st.integers(0, 500)),
        "notes": draw(st.text(_NOTE_CHARACTERS, max_size=30)),
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
    name=st.text(_NAME_CHARACTERS, min_size=1, max_size=40).filter(lambda text: bool(text.strip())),
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


def test_r_4_a_rifle_carried_in_a_small_slot_exports_and_imports_again(
    campaigns: CampaignService, open_database: OpenDatabase
) -> None:
    """W-HAND-3 / R-4: a laser rifle may ride in a small-size slot (carried, unusable); a
    campaign holding one exports, imports into another database, and exports the same."""
    from xcom_manager.services.inventory.dto import Destination
    from xcom_manager.services.inventory.service import InventoryService
    from xcom_manager.services.roster.service import RosterService
    from xcom_manager.store.models import Item

    campaign = campaigns.create_campaign("Belt rifles", "wargame")
    roster = RosterService(campaigns.db, campaigns)
    draft = roster.new_recruit_draft(campaign.id, soldier_class="heavy", rng=random.Random(3))
    soldier = roster.recruit(campaign.id, draft).row.id
    with campaigns.db.session() as session:
        row = Item(campaign_id=campaign.id, item_type="laser_rifle")
        session.add(row)
        session.flush()
        assert row.id is not None
        rifle = row.id
    inventory = InventoryService(campaigns.db, campaigns)
    moved = inventory.move_item(rifle, Destination.soldier(soldier, "small", 2), actor="GM")
    assert (moved.item.slot, moved.audit_verdict) == ("small", "allowed_with_warnings")
    exported = campaigns.export_campaign(campaign.id)
    (carried,) = [i for s in exported["soldiers"] for i in s.get("items", ())]
    assert (carried["item_type"], carried["slot"], carried["slot_index"]) == (
        "laser_rifle",
        "small",
        2,
    )
    target = CampaignService(open_database("target.db"))
    info = target.import_campaign(copy.deepcopy(exported))
    assert dump_campaign_json(target.export_campaign(info.id)) == dump_campaign_json(exported)
