"""The campaign exchange format: export a campaign as JSON, and check a document before import.

Format ``xcom_manager.campaign``, version 1 (also described in ``docs/campaign-format.md``)::

    {
      "format": "xcom_manager.campaign",
      "format_version": 1,
      "campaign": {"name": str, "ruleset_id": str, "notes": str},
      "soldiers": [
        {
          "name": str, "nationality": str, "rank": str,
          "soldier_class": str,          # a key of the ruleset's soldier_classes
          "unit_type": str,              # a key of the ruleset's unit_types
          "stats": {STAT: int, ...},     # exactly the ruleset's stat line
          "wounds": int,                 # wounds left (0 .. the wounds stat)
          "status": str,                 # active, wounded, down, dead, mia, retired
          "missions": int, "kills": int, "notes": str,
          "items": [                     # what the soldier carries
            {"item_type": str, "charges": int | null, "slot": str, "slot_index": int}
          ]
        }
      ],
      "armoury": [{"item_type": str, "charges": int | null}],
      "alien_units": [
        {"name": str, "species": str, "unit_type": str, "stats": {STAT: int},
         "wounds": int, "status": str}
      ]
    }

Rules of the format:

* Every key is written on export. On import ``nationality``, ``notes``, ``missions``, ``kills``
  and ``items`` of a soldier, ``notes`` of the campaign, ``charges`` of an item (a full item),
  ``armoury`` and ``alien_units`` may be left out; an alien unit may leave out ``unit_type``,
  ``stats``, ``wounds`` and ``status`` (its species' values, unhurt and active). Any other key is
  refused, so that a misspelt key is never silently dropped.
* Soldiers and alien units are listed in the order they were created (and are created in that
  order on import); a soldier's items by slot (in the ruleset's slot order) and position;
  the armoury by item type, then charges. Written with :func:`dump_campaign_json`, two exports of
  the same campaign are byte-identical, and export -> import -> export gives the same text.
* ``charges`` is ``null`` for items without charges, else 0 .. the item type's charges.
* A carried item is in a ``slot`` the soldier's unit type has, at a ``slot_index`` from 0 to the
  slot's capacity minus one, and no two items share a position. (W-HAND-3 / R-4 let an item be
  carried in a slot other than the one it calls for; it is then "carried, unusable".)
* Items lost or used up in play, database ids, versions and creation times are not part of the
  format.
* Any change to the format gets a new ``format_version`` (readers refuse unknown keys, so even
  a new optional key needs one); a reader refuses a version it does not know.

:func:`validate_document` checks the whole document before anything is written and raises
:class:`~xcom_manager.services.errors.ImportFormatError` listing every problem with its JSON path,
e.g. ``soldiers[3].stats.WS: must be between 1 and 10, not 12``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlmodel import Session, col, select

from xcom_manager.rules.roster import SoldierStatus
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.services._soldiers import draft_problems, stored_stats
from xcom_manager.services.dto import SoldierDraft
from xcom_manager.services.errors import ImportFormatError, NotFoundError
from xcom_manager.store.models import AlienUnit, Campaign, Item, Soldier

__all__ = [
    "FORMAT_NAME",
    "FORMAT_VERSION",
    "SUPPORTED_FORMAT_VERSIONS",
    "AlienIn",
    "CampaignIn",
    "ItemIn",
    "SoldierIn",
    "dump_campaign_json",
    "export_document",
    "validate_document",
    "write_campaign",
]

FORMAT_NAME = "xcom_manager.campaign"
FORMAT_VERSION = 1
SUPPORTED_FORMAT_VERSIONS: tuple[int, ...] = (1,)

CAMPAIGN_NAME_MAX = 200
#: The largest number of missions or kills a soldier may have (the store's integers are 64-bit).
COUNT_MAX = 1_000_000

_TOP_KEYS = ("format", "format_version", "campaign", "soldiers", "armoury", "alien_units")
_CAMPAIGN_KEYS = ("name", "ruleset_id", "notes")
_SOLDIER_REQUIRED = ("name", "rank", "soldier_class", "unit_type", "stats", "wounds", "status")
_SOLDIER_OPTIONAL = ("nationality", "missions", "kills", "notes", "items")
_CARRIED_REQUIRED = ("item_type", "slot", "slot_index")
_ALIEN_OPTIONAL = ("unit_type", "stats", "wounds", "status")


def dump_campaign_json(document: Mapping[str, Any]) -> str:
    """The canonical text of a document: sorted keys, two-space indent, UTF-8, final newline."""
    return json.dumps(document, sort_keys=True, indent=2, ensure_ascii=False) + "\n"


# --------------------------------------------------------------------------------------------
# Export


def _slot_order(ruleset: Ruleset | None) -> Callable[[str], tuple[int, str]]:
    order = {key: i for i, key in enumerate(ruleset.slot_keys)} if ruleset is not None else {}

    def key(slot: str) -> tuple[int, str]:
        return (order.get(slot, len(order)), slot)

    return key


def _charges_key(charges: int | None) -> int:
    return -1 if charges is None else charges


def export_document(session: Session, campaign_id: int, ruleset: Ruleset | None) -> dict[str, Any]:
    """The exchange document of a campaign (see the module docstring), read in ``session``.

    ``ruleset`` only orders the slots; a campaign whose ruleset is not installed still exports.
    """
    campaign = session.get(Campaign, campaign_id)
    if campaign is None:
        raise NotFoundError(f"there is no campaign #{campaign_id}")
    slot_key = _slot_order(ruleset)

    carried: dict[int, list[Item]] = {}
    armoury: list[Item] = []
    items = session.exec(
        select(Item)
        .where(Item.campaign_id == campaign_id)
        .where(col(Item.location).in_(("armoury", "soldier")))
    ).all()
    for item in items:
        if item.location == "soldier" and item.soldier_id is not None:
            carried.setdefault(item.soldier_id, []).append(item)
        else:
            armoury.append(item)

    soldiers: list[dict[str, Any]] = []
    for soldier in session.exec(
        select(Soldier).where(Soldier.campaign_id == campaign_id).order_by(col(Soldier.id))
    ).all():
        assert soldier.id is not None
        own = sorted(
            carried.get(soldier.id, ()),
            key=lambda it: (slot_key(it.slot or ""), it.slot_index or 0),
        )
        soldiers.append(
            {
                "name": soldier.name,
                "nationality": soldier.nationality,
                "rank": soldier.rank,
                "soldier_class": soldier.soldier_class,
                "unit_type": soldier.unit_type,
                "stats": _plain_stats(soldier.stats),
                "wounds": soldier.wounds,
                "status": soldier.status,
                "missions": soldier.missions,
                "kills": soldier.kills,
                "notes": soldier.notes,
                "items": [
                    {
                        "item_type": item.item_type,
                        "charges": item.charges,
                        "slot": item.slot,
                        "slot_index": item.slot_index,
                    }
                    for item in own
                ],
            }
        )

    aliens = [
        {
            "name": alien.name,
            "species": alien.species,
            "unit_type": alien.unit_type,
            "stats": _plain_stats(alien.stats),
            "wounds": alien.wounds,
            "status": alien.status,
        }
        for alien in session.exec(
            select(AlienUnit)
            .where(AlienUnit.campaign_id == campaign_id)
            .order_by(col(AlienUnit.id))
        ).all()
    ]

    return {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "campaign": {
            "name": campaign.name,
            "ruleset_id": campaign.ruleset_id,
            "notes": campaign.notes,
        },
        "soldiers": soldiers,
        "armoury": [
            {"item_type": item.item_type, "charges": item.charges}
            for item in sorted(armoury, key=lambda it: (it.item_type, _charges_key(it.charges)))
        ],
        "alien_units": aliens,
    }


def _plain_stats(stats: Mapping[str, Any]) -> dict[str, int]:
    return {str(key): int(value) for key, value in sorted(stats.items())}


# --------------------------------------------------------------------------------------------
# A checked document, ready to write


@dataclass(frozen=True, slots=True)
class ItemIn:
    """An item of a checked document; ``slot``/``slot_index`` are ``None`` in the armoury."""

    item_type: str
    charges: int | None
    slot: str | None = None
    slot_index: int | None = None


@dataclass(frozen=True, slots=True)
class SoldierIn:
    draft: SoldierDraft
    missions: int
    kills: int
    items: tuple[ItemIn, ...]


@dataclass(frozen=True, slots=True)
class AlienIn:
    name: str
    species: str
    unit_type: str
    stats: Mapping[str, int]
    wounds: int
    status: str


@dataclass(frozen=True, slots=True)
class CampaignIn:
    """A whole document that passed :func:`validate_document`."""

    name: str
    notes: str
    ruleset: Ruleset
    soldiers: tuple[SoldierIn, ...]
    armoury: tuple[ItemIn, ...]
    alien_units: tuple[AlienIn, ...]


# --------------------------------------------------------------------------------------------
# Checking a document


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f"the text {value!r}" if len(value) <= 40 else "a text"
    if isinstance(value, int | float):
        return f"the number {value!r}"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return type(value).__name__


def _a(noun: str) -> str:
    """``noun`` with its indefinite article ("a Walker", "an Infantry")."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"


class _StopReadingError(Exception):
    """No point in reading further (wrong format, unknown ruleset)."""


class _Reader:
    """Collects every problem of a document, each with its JSON path."""

    def __init__(self) -> None:
        self.problems: list[tuple[str, str]] = []

    def add(self, path: str, message: str) -> None:
        self.problems.append((path, message))

    def stop(self, path: str, message: str) -> _StopReadingError:
        self.add(path, message)
        return _StopReadingError()

    def obj(
        self,
        path: str,
        value: object,
        required: Sequence[str],
        optional: Sequence[str] = (),
    ) -> dict[str, Any] | None:
        """``value`` as a JSON object with the keys given, or ``None`` (problem noted)."""
        if not isinstance(value, dict):
            self.add(path, f"must be an object, not {_describe(value)}")
            return None
        good = True
        allowed = (*required, *optional)
        for key in value:
            if key not in allowed:
                self.add(_join(path, str(key)), f"is not a known key (known: {', '.join(allowed)})")
                good = False
        for key in required:
            if key not in value:
                self.add(_join(path, key), "is missing")
                good = False
        return value if good else None

    def items(self, path: str, value: object) -> list[Any] | None:
        if not isinstance(value, list):
            self.add(path, f"must be a list, not {_describe(value)}")
            return None
        return value

    def text(
        self, path: str, value: object, *, max_length: int | None = None, non_empty: bool = False
    ) -> str | None:
        if not isinstance(value, str):
            self.add(path, f"must be a text, not {_describe(value)}")
            return None
        if non_empty and not value.strip():
            self.add(path, "must not be empty")
            return None
        if max_length is not None and len(value) > max_length:
            self.add(path, f"must be at most {max_length} characters long, not {len(value)}")
            return None
        return value

    def whole(
        self, path: str, value: object, *, minimum: int | None = None, maximum: int | None = None
    ) -> int | None:
        if isinstance(value, bool) or not isinstance(value, int):
            self.add(path, f"must be a whole number, not {_describe(value)}")
            return None
        if minimum is not None and maximum is not None and not minimum <= value <= maximum:
            self.add(path, f"must be between {minimum} and {maximum}, not {value}")
            return None
        if minimum is not None and value < minimum:
            self.add(path, f"must be at least {minimum}, not {value}")
            return None
        if maximum is not None and value > maximum:
            self.add(path, f"must be at most {maximum}, not {value}")
            return None
        return value

    def stat_values(self, path: str, value: object) -> dict[str, int] | None:
        """An object of whole numbers (the keys and bounds are the ruleset's to check)."""
        if not isinstance(value, dict):
            self.add(path, f"must be an object of stats, not {_describe(value)}")
            return None
        result: dict[str, int] = {}
        good = True
        for key, raw in value.items():
            number = self.whole(_join(path, str(key)), raw)
            if number is None:
                good = False
            else:
                result[str(key)] = number
        return result if good else None


def validate_document(data: object, find_ruleset: Callable[[str], Ruleset | None]) -> CampaignIn:
    """Check a whole exchange document; :class:`ImportFormatError` lists every problem.

    ``find_ruleset`` maps a ruleset id to an installed ruleset (or ``None``).
    """
    reader = _Reader()
    try:
        result = _read_document(reader, data, find_ruleset)
    except _StopReadingError:
        result = None
    if reader.problems or result is None:
        raise ImportFormatError(reader.problems)
    return result


def _read_document(
    r: _Reader, data: object, find_ruleset: Callable[[str], Ruleset | None]
) -> CampaignIn | None:
    if not isinstance(data, dict):
        raise r.stop("", f"a campaign file must hold a JSON object, not {_describe(data)}")
    if "format" not in data:
        raise r.stop(
            "format", f"is missing: this is not an xcom_manager campaign file ({FORMAT_NAME!r})"
        )
    if data["format"] != FORMAT_NAME:
        raise r.stop("format", f"must be {FORMAT_NAME!r}, not {_describe(data['format'])}")
    if "format_version" not in data:
        raise r.stop("format_version", "is missing")
    version = data["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise r.stop("format_version", f"must be a whole number, not {_describe(version)}")
    if version not in SUPPORTED_FORMAT_VERSIONS:
        readable = ", ".join(str(v) for v in SUPPORTED_FORMAT_VERSIONS)
        newer = (
            " (the file was written by a newer xcom_manager)" if version > FORMAT_VERSION else ""
        )
        raise r.stop(
            "format_version",
            f"this version of xcom_manager reads format_version {readable}, not {version}{newer}",
        )
    top = r.obj(
        "",
        data,
        required=("format", "format_version", "campaign", "soldiers"),
        optional=("armoury", "alien_units"),
    )
    if top is None:
        raise _StopReadingError()

    head = r.obj("campaign", data["campaign"], required=("name", "ruleset_id"), optional=("notes",))
    if head is None:
        raise _StopReadingError()
    name = r.text("campaign.name", head["name"], max_length=CAMPAIGN_NAME_MAX, non_empty=True)
    notes = r.text("campaign.notes", head.get("notes", ""))
    ruleset_id = r.text("campaign.ruleset_id", head["ruleset_id"], non_empty=True)
    if ruleset_id is None:
        raise _StopReadingError()
    ruleset = find_ruleset(ruleset_id)
    if ruleset is None:
        raise r.stop("campaign.ruleset_id", f"there is no installed ruleset {ruleset_id!r}")

    soldiers: list[SoldierIn] = []
    raw_soldiers = r.items("soldiers", data["soldiers"])
    for index, raw in enumerate(raw_soldiers or ()):
        soldier = _read_soldier(r, f"soldiers[{index}]", raw, ruleset)
        if soldier is not None:
            soldiers.append(soldier)

    armoury: list[ItemIn] = []
    raw_armoury = r.items("armoury", data.get("armoury", []))
    for index, raw in enumerate(raw_armoury or ()):
        path = f"armoury[{index}]"
        obj = r.obj(path, raw, required=("item_type",), optional=("charges",))
        if obj is None:
            continue
        item = _read_item(r, path, obj, ruleset)
        if item is not None:
            armoury.append(item)

    aliens: list[AlienIn] = []
    raw_aliens = r.items("alien_units", data.get("alien_units", []))
    for index, raw in enumerate(raw_aliens or ()):
        alien = _read_alien(r, f"alien_units[{index}]", raw, ruleset)
        if alien is not None:
            aliens.append(alien)

    if name is None or notes is None:
        return None
    return CampaignIn(
        name=name,
        notes=notes,
        ruleset=ruleset,
        soldiers=tuple(soldiers),
        armoury=tuple(armoury),
        alien_units=tuple(aliens),
    )


def _read_item(r: _Reader, path: str, obj: Mapping[str, Any], ruleset: Ruleset) -> ItemIn | None:
    """The item type and charges of an item object (the slot is checked by the caller)."""
    item_type = r.text(_join(path, "item_type"), obj["item_type"])
    if item_type is None:
        return None
    definition = ruleset.items.get(item_type)
    if definition is None:
        r.add(
            _join(path, "item_type"), f"{item_type!r} is not an item of the {ruleset.name} ruleset"
        )
        return None
    charges_path = _join(path, "charges")
    if "charges" not in obj:
        charges = definition.charges
    elif obj["charges"] is None:
        if definition.charges is not None:
            r.add(
                charges_path,
                f"must be a number from 0 to {definition.charges} for {definition.name}, not null",
            )
            return None
        charges = None
    else:
        if definition.charges is None:
            r.add(charges_path, f"must be null: {definition.name} has no charges")
            return None
        charges = r.whole(charges_path, obj["charges"], minimum=0, maximum=definition.charges)
        if charges is None:
            return None
    return ItemIn(item_type=item_type, charges=charges)


def _read_soldier(r: _Reader, path: str, raw: object, ruleset: Ruleset) -> SoldierIn | None:
    obj = r.obj(path, raw, required=_SOLDIER_REQUIRED, optional=_SOLDIER_OPTIONAL)
    if obj is None:
        return None
    before = len(r.problems)
    name = r.text(_join(path, "name"), obj["name"])
    nationality = r.text(_join(path, "nationality"), obj.get("nationality", ""))
    rank = r.text(_join(path, "rank"), obj["rank"])
    soldier_class = r.text(_join(path, "soldier_class"), obj["soldier_class"])
    unit_type = r.text(_join(path, "unit_type"), obj["unit_type"])
    stats = r.stat_values(_join(path, "stats"), obj["stats"])
    wounds = r.whole(_join(path, "wounds"), obj["wounds"])
    status = r.text(_join(path, "status"), obj["status"])
    missions = r.whole(
        _join(path, "missions"), obj.get("missions", 0), minimum=0, maximum=COUNT_MAX
    )
    kills = r.whole(_join(path, "kills"), obj.get("kills", 0), minimum=0, maximum=COUNT_MAX)
    notes = r.text(_join(path, "notes"), obj.get("notes", ""))
    raw_items = r.items(_join(path, "items"), obj.get("items", []))
    if (
        name is None
        or nationality is None
        or rank is None
        or soldier_class is None
        or unit_type is None
        or stats is None
        or wounds is None
        or status is None
        or missions is None
        or kills is None
        or notes is None
        or raw_items is None
    ):
        return None

    draft = SoldierDraft(
        name=name,
        nationality=nationality,
        rank=rank,
        soldier_class=soldier_class,
        unit_type=unit_type,
        stats=stats,
        wounds=wounds,
        status=status,
        notes=notes,
    )
    for problem in draft_problems(ruleset, draft):
        r.add(_join(path, problem.field), problem.message)

    unit = ruleset.unit_types.get(unit_type)
    items: list[ItemIn] = []
    taken: dict[tuple[str, int], int] = {}
    for index, raw_item in enumerate(raw_items):
        item_path = f"{path}.items[{index}]"
        obj_item = r.obj(item_path, raw_item, required=_CARRIED_REQUIRED, optional=("charges",))
        if obj_item is None:
            continue
        item = _read_item(r, item_path, obj_item, ruleset)
        slot = r.text(_join(item_path, "slot"), obj_item["slot"])
        slot_index = r.whole(_join(item_path, "slot_index"), obj_item["slot_index"])
        if item is None or slot is None or slot_index is None or unit is None:
            continue
        capacity = unit.slots.get(slot, 0)
        if slot not in ruleset.slot_keys:
            r.add(
                _join(item_path, "slot"),
                f"{slot!r} is not a slot of the {ruleset.name} ruleset "
                f"(slots: {', '.join(ruleset.slot_keys)})",
            )
            continue
        if capacity == 0:
            r.add(_join(item_path, "slot"), f"{_a(unit.name)} has no {slot!r} slot")
            continue
        if not 0 <= slot_index < capacity:
            places = "1 item" if capacity == 1 else f"{capacity} items"
            r.add(
                _join(item_path, "slot_index"),
                f"the {slot!r} slot of {_a(unit.name)} holds {places} "
                f"(slot_index 0 to {capacity - 1}), not {slot_index}",
            )
            continue
        if (slot, slot_index) in taken:
            r.add(
                item_path,
                f"{slot!r} position {slot_index} is already taken by "
                f"{path}.items[{taken[slot, slot_index]}]",
            )
            continue
        taken[slot, slot_index] = index
        items.append(ItemIn(item.item_type, item.charges, slot, slot_index))

    if len(r.problems) > before:
        return None
    return SoldierIn(
        draft=draft,
        missions=missions,
        kills=kills,
        items=tuple(items),
    )


def _read_alien(r: _Reader, path: str, raw: object, ruleset: Ruleset) -> AlienIn | None:
    obj = r.obj(path, raw, required=("name", "species"), optional=_ALIEN_OPTIONAL)
    if obj is None:
        return None
    before = len(r.problems)
    name = r.text(_join(path, "name"), obj["name"], max_length=200, non_empty=True)
    species_key = r.text(_join(path, "species"), obj["species"])
    if name is None or species_key is None:
        return None
    species = ruleset.species.get(species_key)
    if species is None:
        r.add(
            _join(path, "species"),
            f"{species_key!r} is not a species of the {ruleset.name} ruleset",
        )
        return None
    unit_type = r.text(_join(path, "unit_type"), obj.get("unit_type", species.unit_type))
    if unit_type is not None and unit_type not in ruleset.unit_types:
        r.add(
            _join(path, "unit_type"),
            f"{unit_type!r} is not a unit type of the {ruleset.name} ruleset",
        )
    stats = r.stat_values(_join(path, "stats"), obj.get("stats", dict(species.stats)))
    if stats is not None:
        for key in stats:
            if key not in ruleset.stat_keys:
                r.add(_join(path, f"stats.{key}"), "is not a stat of the ruleset")
        for stat in ruleset.stats:
            if stat.key not in stats:
                r.add(_join(path, "stats"), f"is missing the stat {stat.key!r} ({stat.label})")
            elif not stat.contains(stats[stat.key]):
                r.add(
                    _join(path, f"stats.{stat.key}"),
                    f"must be between {stat.minimum} and {stat.maximum}, not {stats[stat.key]}",
                )
    maximum = (stats or {}).get(ruleset.wounds_stat)
    wounds = r.whole(
        _join(path, "wounds"),
        obj.get("wounds", maximum if maximum is not None else 1),
        minimum=0,
        maximum=maximum,
    )
    statuses = [status.value for status in SoldierStatus]
    status = r.text(_join(path, "status"), obj.get("status", "active"))
    if status is not None and status not in statuses:
        r.add(_join(path, "status"), f"must be one of {', '.join(statuses)}, not {status!r}")
    if (
        len(r.problems) > before
        or unit_type is None
        or stats is None
        or wounds is None
        or status is None
    ):
        return None
    return AlienIn(name, species_key, unit_type, stored_stats(ruleset, stats), wounds, status)


# --------------------------------------------------------------------------------------------
# Writing a checked document


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
            notes=draft.notes,
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
