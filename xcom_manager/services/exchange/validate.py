"""Checking an exchange document before import: every problem, each with its JSON path.

See :mod:`xcom_manager.services.exchange` for the format and its rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

from xcom_manager.rules.errors import shown
from xcom_manager.rules.positions import OVERRIDE_POSITIONS, last_position
from xcom_manager.rules.roster import SoldierStatus
from xcom_manager.rules.ruleset import Ruleset
from xcom_manager.rules.safe_text import name_problem, text_problem
from xcom_manager.services.core.errors import ImportFormatError
from xcom_manager.services.exchange.document import (
    CAMPAIGN_NAME_MAX,
    COUNT_MAX,
    FORMAT_NAME,
    FORMAT_VERSION,
    SUPPORTED_FORMAT_VERSIONS,
    AlienIn,
    CampaignIn,
    ItemIn,
    SoldierIn,
)
from xcom_manager.services.exchange.validate_history import read_history
from xcom_manager.services.exchange.wording import describe_value
from xcom_manager.services.roster.checks import draft_problems, stored_stats
from xcom_manager.services.roster.dto import SoldierDraft

__all__ = ["validate_document"]

_TOP_KEYS = ("format", "format_version", "campaign", "soldiers", "armoury", "alien_units")
_CAMPAIGN_KEYS = ("name", "ruleset_id", "notes")
_SOLDIER_REQUIRED = ("name", "rank", "soldier_class", "unit_type", "stats", "wounds", "status")
_SOLDIER_OPTIONAL = (
    "nationality",
    "missions",
    "kills",
    "experience",
    "notes",
    "items",
    "status_date",
    "status_mission",
    "status_cause",
    "history",
)
_CARRIED_REQUIRED = ("item_type", "slot", "slot_index")
_ALIEN_OPTIONAL = ("unit_type", "stats", "wounds", "status")


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


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
            self.add(path, f"must be an object, not {describe_value(value)}")
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
            self.add(path, f"must be a list, not {describe_value(value)}")
            return None
        return value

    def text(
        self,
        path: str,
        value: object,
        *,
        max_length: int | None = None,
        non_empty: bool = False,
        multiline: bool = False,
    ) -> str | None:
        """A text; one line of printable characters unless ``multiline`` (notes: line breaks
        and tabs too), never a NUL, a terminal escape or an unpaired surrogate."""
        if not isinstance(value, str):
            self.add(path, f"must be a text, not {describe_value(value)}")
            return None
        problem = text_problem(value) if multiline else name_problem(value)
        if problem is not None:
            self.add(path, problem)
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
            self.add(path, f"must be a whole number, not {describe_value(value)}")
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
            self.add(path, f"must be an object of stats, not {describe_value(value)}")
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
        raise r.stop("", f"a campaign file must hold a JSON object, not {describe_value(data)}")
    if "format" not in data:
        raise r.stop(
            "format",
            f"is missing: this is not an xcom_manager campaign file ({shown(FORMAT_NAME)})",
        )
    if data["format"] != FORMAT_NAME:
        raise r.stop(
            "format", f"must be {shown(FORMAT_NAME)}, not {describe_value(data['format'])}"
        )
    if "format_version" not in data:
        raise r.stop("format_version", "is missing")
    version = data["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise r.stop("format_version", f"must be a whole number, not {describe_value(version)}")
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
    notes = r.text("campaign.notes", head.get("notes", ""), multiline=True)
    ruleset_id = r.text("campaign.ruleset_id", head["ruleset_id"], non_empty=True)
    if ruleset_id is None:
        raise _StopReadingError()
    ruleset = find_ruleset(ruleset_id)
    if ruleset is None:
        raise r.stop("campaign.ruleset_id", f"there is no installed ruleset {shown(ruleset_id)}")

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
            _join(path, "item_type"),
            f"{shown(item_type)} is not an item of the {ruleset.name} ruleset",
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
    experience = r.whole(
        _join(path, "experience"), obj.get("experience", 0), minimum=0, maximum=COUNT_MAX
    )
    notes = r.text(_join(path, "notes"), obj.get("notes", ""), multiline=True)
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
        or experience is None
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
        # INV-3 bounds every placement; a GM override (INV-1 broken: past the capacity, a slot
        # the unit type lacks) or an edit of the unit type may leave an item anywhere within.
        if slot not in ruleset.slot_keys:
            r.add(
                _join(item_path, "slot"),
                f"{shown(slot)} is not a slot of the {ruleset.name} ruleset "
                f"(slots: {', '.join(ruleset.slot_keys)}; INV-3)",
            )
            continue
        last = last_position(ruleset, slot)
        if not 0 <= slot_index <= last:
            capacity = unit.slots.get(slot, 0)
            r.add(
                _join(item_path, "slot_index"),
                f"must be between 0 and {last}, not {slot_index} (INV-3: the {shown(slot)} slot's "
                f"last position is {last}; {_a(unit.name)} has {capacity} there, and a GM "
                f"override fills at most {OVERRIDE_POSITIONS} past the slot's largest capacity)",
            )
            continue
        if (slot, slot_index) in taken:
            r.add(
                item_path,
                f"{shown(slot)} position {slot_index} is already taken by "
                f"{path}.items[{taken[slot, slot_index]}]",
            )
            continue
        taken[slot, slot_index] = index
        items.append(ItemIn(item.item_type, item.charges, slot, slot_index))

    facts = _read_status_facts(r, path, obj)
    history = read_history(r.add, _join(path, "history"), obj.get("history", []))
    if len(r.problems) > before:
        return None
    return SoldierIn(
        draft=draft,
        missions=missions,
        kills=kills,
        experience=experience,
        items=tuple(items),
        status_date=facts[0],
        status_mission=facts[1],
        status_cause=facts[2],
        history=history,
    )


def _read_status_facts(
    r: _Reader, path: str, obj: Mapping[str, Any]
) -> tuple[date | None, str | None, str | None]:
    """A soldier's ``status_date`` (``YYYY-MM-DD``), ``status_mission`` and ``status_cause``
    (format 3; each may be left out or null)."""
    when: date | None = None
    raw_date = obj.get("status_date")
    if raw_date is not None:
        text = r.text(_join(path, "status_date"), raw_date)
        if text is not None:
            try:
                when = date.fromisoformat(text)
            except ValueError:
                r.add(_join(path, "status_date"), f"must be a date YYYY-MM-DD, not {shown(text)}")
    mission = obj.get("status_mission")
    if mission is not None:
        mission = r.text(_join(path, "status_mission"), mission, max_length=200)
    cause = obj.get("status_cause")
    if cause is not None:
        cause = r.text(_join(path, "status_cause"), cause, max_length=500, multiline=True)
    return when, mission, cause


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
            f"{shown(species_key)} is not a species of the {ruleset.name} ruleset",
        )
        return None
    unit_type = r.text(_join(path, "unit_type"), obj.get("unit_type", species.unit_type))
    if unit_type is not None and unit_type not in ruleset.unit_types:
        r.add(
            _join(path, "unit_type"),
            f"{shown(unit_type)} is not a unit type of the {ruleset.name} ruleset",
        )
    stats = r.stat_values(_join(path, "stats"), obj.get("stats", dict(species.stats)))
    if stats is not None:
        for key in stats:
            if key not in ruleset.stat_keys:
                r.add(_join(path, f"stats.{key}"), "is not a stat of the ruleset")
        for stat in ruleset.stats:
            if stat.key not in stats:
                r.add(_join(path, "stats"), f"is missing the stat {shown(stat.key)} ({stat.label})")
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
        r.add(_join(path, "status"), f"must be one of {', '.join(statuses)}, not {shown(status)}")
    if (
        len(r.problems) > before
        or unit_type is None
        or stats is None
        or wounds is None
        or status is None
    ):
        return None
    return AlienIn(name, species_key, unit_type, stored_stats(ruleset, stats), wounds, status)
