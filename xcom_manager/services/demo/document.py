"""The demo campaign: a small, complete wargame campaign to try the application with.

"Operation Deep Blue — demo" has fourteen soldiers of all six soldier classes (R-1) on foot, with
jump and jet packs, on a bike and in a walker (a MEC); most are active, one is wounded, one
retired and one dead (for the memorial). They carry their kit in the slots it calls for
(W-HAND-3), within their unit type's slot capacities; the armoury holds several of each ground,
underwater and mixed weapon (W-WATER-1, R-15), ammunition, medi-kits, grenades and spare aqualung
tanks (W-WATER-4, R-19); and a few alien units are on file.

The demo is built as an exchange document (:mod:`xcom_manager.services.exchange`) and imported
through the same checks as any file, so it is valid by construction. Names and stat variations
come from ``random.Random(1999)``: every demo is identical.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from xcom_manager.rules.roster import NATIONALITIES, random_name
from xcom_manager.rules.ruleset import ItemKind, Ruleset
from xcom_manager.services.exchange.document import FORMAT_NAME, FORMAT_VERSION

__all__ = [
    "DEMO_CAMPAIGN_NAME",
    "DEMO_CAMPAIGN_NAMES",
    "DEMO_GM",
    "DEMO_SEED",
    "build_demo_document",
    "demo_campaign_name",
]

DEMO_CAMPAIGN_NAME = "Operation Deep Blue — demo"
#: The demo's name in each rule system: the two demos side by side in one file are told apart
#: (the board game's demo was called :data:`DEMO_CAMPAIGN_NAME` too, and is still found by it).
DEMO_CAMPAIGN_NAMES: Mapping[str, str] = MappingProxyType(
    {"wargame": DEMO_CAMPAIGN_NAME, "boardgame": "Operation Iron Grid — demo"}
)


def demo_campaign_name(ruleset: Ruleset) -> str:
    """The name of ``ruleset``'s demo campaign."""
    return DEMO_CAMPAIGN_NAMES.get(ruleset.system, DEMO_CAMPAIGN_NAME)


DEMO_SEED = 1999
#: The actor of the demo's armoury history in the audit log.
DEMO_GM = "Demo GM"

_NOTES = (
    "A demo campaign: X-COM against the alien threat on land and under the sea. "
    "Edit it freely; 'xcom-manager demo --new' makes a fresh copy."
)

#: The stats a soldier may improve with rank (not W, Sv: those come from kit and biology).
_TRAINED_STATS = ("WS", "BS", "I", "Ld", "S", "A")

#: How many of each kind of item the armoury stocks, per item type.
_STOCK_PER_KIND: Mapping[ItemKind, int] = {
    ItemKind.weapon: 2,
    ItemKind.ammo: 4,
    ItemKind.medkit: 3,
    ItemKind.grenade: 4,
    ItemKind.equipment: 1,
    ItemKind.aqualung_tank: 4,
}


@dataclass(frozen=True, slots=True)
class _Recruit:
    soldier_class: str
    unit_type: str
    rank: str
    kit: tuple[str, ...] = ()
    status: str = "active"
    stats: Mapping[str, int] = field(default_factory=dict)
    wounds: int | None = None  # None: unhurt (the soldier's W)
    missions: int = 0
    kills: int = 0
    notes: str = ""
    charges: Mapping[str, int] = field(default_factory=dict)  # item -> charges left


_ROSTER: tuple[_Recruit, ...] = (
    _Recruit(
        "infantry",
        "infantry",
        "Sergeant",
        (
            "laser_rifle",
            "laser_pistol",
            "frag_grenade",
            "medkit",
            "electro_flare",
            "spare_aqualung_tank",
        ),
        missions=9,
        kills=7,
        notes="Squad leader, Alpha team.",
    ),
    _Recruit(
        "infantry",
        "infantry",
        "Squaddie",
        (
            "gauss_rifle",
            "gauss_clip",
            "gauss_clip",
            "magna_pack",
            "sonic_pulser",
            "spare_aqualung_tank",
        ),
        missions=3,
        kills=2,
        notes="Trained for underwater assaults.",
    ),
    _Recruit(
        "assault",
        "jump_infantry",
        "Corporal",
        ("gas_cannon", "plasma_pistol", "plasma_clip", "stun_rod", "alien_grenade"),
        missions=6,
        kills=5,
        charges={"plasma_clip": 7},
    ),
    _Recruit(
        "assault",
        "infantry",
        "Sergeant",
        ("laser_rifle", "thermal_tazer", "medkit"),
        status="wounded",
        stats={"W": 2},
        wounds=1,
        missions=11,
        kills=9,
        notes="Took a plasma bolt at the Tasoth colony; back in two weeks.",
        charges={"medkit": 1},
    ),
    _Recruit(
        "heavy",
        "infantry",
        "Sergeant",
        ("rocket_launcher", "heavy_laser", "rocket", "frag_grenade", "smoke_grenade"),
        missions=8,
        kills=6,
    ),
    _Recruit(
        "heavy",
        "walker",
        "Lieutenant",
        ("heavy_plasma", "sonic_cannon"),
        stats={"S": 6, "T": 6, "W": 3, "I": 2, "Sv": 3},
        missions=5,
        kills=11,
        notes="MEC trooper in a Mechanised Exoskeleton Cybersuit.",
    ),
    _Recruit(
        "machine_gunner",
        "infantry",
        "Corporal",
        ("machine_gun", "laser_pistol", "machine_gun_belt", "frag_grenade"),
        missions=4,
        kills=4,
        charges={"machine_gun_belt": 14},
    ),
    _Recruit(
        "machine_gunner",
        "bike",
        "Squaddie",
        ("machine_gun", "dart_gun", "dart_clip"),
        stats={"T": 4},
        missions=2,
        kills=1,
        notes="Outrider on the X-COM bike.",
    ),
    _Recruit(
        "support",
        "infantry",
        "Captain",
        (
            "gas_cannon",
            "medkit",
            "medkit_refill",
            "motion_scanner",
            "smoke_grenade",
            "gas_cannon_shells",
        ),
        missions=14,
        kills=3,
        notes="Field medic; commands the Triton landings.",
    ),
    _Recruit(
        "support",
        "jet_pack_infantry",
        "Squaddie",
        ("jet_harpoon", "harpoon_bolts", "medkit", "psi_amp", "dart_gun"),
        missions=2,
    ),
    _Recruit(
        "sniper",
        "infantry",
        "Sergeant",
        (
            "sniper_rifle",
            "sniper_rounds",
            "sniper_rounds",
            "laser_pistol",
            "electro_flare",
            "spare_aqualung_tank",
        ),
        missions=10,
        kills=14,
        charges={"sniper_rounds": 4},
    ),
    _Recruit(
        "sniper",
        "infantry",
        "Rookie",
        ("sonic_blasta_rifle", "gauss_pistol", "gauss_clip", "sonic_charge"),
    ),
    _Recruit(
        "infantry",
        "infantry",
        "Colonel",
        status="retired",
        missions=31,
        kills=22,
        notes="Retired after the Cydonia raid; now trains the rookies.",
    ),
    _Recruit(
        "assault",
        "infantry",
        "Corporal",
        status="dead",
        wounds=0,
        missions=7,
        kills=5,
        notes="Killed in action at the sunken alien colony, T'leth approach.",
    ),
)

#: (species, name, status) of the alien units on file.
_ALIENS: tuple[tuple[str, str, str], ...] = (
    ("sectoid", "Sectoid Leader", "active"),
    ("sectoid", "Sectoid Soldier", "active"),
    ("floater", "Floater Scout", "active"),
    ("muton", "Muton Soldier", "active"),
    ("aquatoid", "Aquatoid Navigator", "active"),
    ("lobsterman", "Lobsterman Terrorist", "active"),
    ("sectopod", "Sectopod", "dead"),
)


def build_demo_document(ruleset: Ruleset) -> dict[str, Any]:
    """The demo campaign as an exchange document for ``ruleset`` (the bundled wargame one).

    Anything the ruleset lacks (an item, a unit type, a species) is left out, so the document is
    valid for a user's variant of the wargame ruleset too.
    """
    rng = random.Random(DEMO_SEED)
    soldiers: list[dict[str, Any]] = []
    used_names: set[str] = set()
    for recruit in _ROSTER:
        soldier = _soldier(ruleset, recruit, rng, used_names)
        if soldier is not None:
            soldiers.append(soldier)
    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {
            "name": demo_campaign_name(ruleset),
            "ruleset_id": ruleset.id,
            "notes": _NOTES,
        },
        "soldiers": soldiers,
        "armoury": _armoury(ruleset),
        "alien_units": _aliens(ruleset),
    }


def _soldier(
    ruleset: Ruleset, recruit: _Recruit, rng: random.Random, used_names: set[str]
) -> dict[str, Any] | None:
    class_def = ruleset.soldier_classes.get(recruit.soldier_class)
    if class_def is None:
        return None
    unit_key = recruit.unit_type
    if unit_key not in ruleset.unit_types:
        unit_key = class_def.default_unit_type
    unit = ruleset.unit_types[unit_key]
    rank = recruit.rank if recruit.rank in ruleset.ranks else ruleset.ranks[0]

    nationality = rng.choice(NATIONALITIES)
    name = random_name(nationality, rng)
    while name in used_names:
        name = random_name(nationality, rng)
    used_names.add(name)

    stats = {stat.key: class_def.default_stats[stat.key] for stat in ruleset.stats}
    for key, value in recruit.stats.items():
        if key in stats:
            stats[key] = ruleset.stat(key).minimum if value < ruleset.stat(key).minimum else value
    # Each rank above the lowest is one training improvement, drawn by the seeded rng.
    trainable = [key for key in _TRAINED_STATS if key in stats]
    for _ in range(ruleset.ranks.index(rank)):
        if not trainable:
            break
        key = rng.choice(trainable)
        stats[key] = min(stats[key] + 1, ruleset.stat(key).maximum)

    max_wounds = stats.get(ruleset.wounds_stat, 1)
    wounds = max_wounds if recruit.wounds is None else min(recruit.wounds, max_wounds)

    items: list[dict[str, Any]] = []
    filled: dict[str, int] = {}
    for item_key in recruit.kit:
        item = ruleset.items.get(item_key)
        if item is None:
            continue
        position = filled.get(item.slot, 0)
        if position >= unit.slots.get(item.slot, 0):
            continue  # no room left in the slot this item calls for
        filled[item.slot] = position + 1
        charges = item.charges
        if charges is not None and item_key in recruit.charges:
            charges = max(0, min(recruit.charges[item_key], charges))
        items.append(
            {"item_type": item_key, "charges": charges, "slot": item.slot, "slot_index": position}
        )

    return {
        "name": name,
        "nationality": nationality,
        "rank": rank,
        "soldier_class": class_def.key,
        "unit_type": unit_key,
        "stats": stats,
        "wounds": wounds,
        "status": recruit.status,
        "missions": recruit.missions,
        "kills": recruit.kills,
        "notes": recruit.notes,
        "items": items,
    }


def _armoury(ruleset: Ruleset) -> list[dict[str, Any]]:
    stock: list[dict[str, Any]] = []
    for key in sorted(ruleset.items):
        item = ruleset.items[key]
        count = _STOCK_PER_KIND.get(item.kind, 1)
        stock.extend({"item_type": key, "charges": item.charges} for _ in range(count))
    return stock


def _aliens(ruleset: Ruleset) -> list[dict[str, Any]]:
    aliens: list[dict[str, Any]] = []
    for species_key, name, status in _ALIENS:
        species = ruleset.species.get(species_key)
        if species is None or species.unit_type not in ruleset.unit_types:
            continue
        stats = {stat.key: species.stats[stat.key] for stat in ruleset.stats}
        wounds = 0 if status == "dead" else stats.get(ruleset.wounds_stat, 1)
        aliens.append(
            {
                "name": name,
                "species": species_key,
                "unit_type": species.unit_type,
                "stats": stats,
                "wounds": wounds,
                "status": status,
            }
        )
    return aliens
