"""Plain rows of the inventory and audit-log use-cases.

Like :mod:`xcom_manager.services.roster.dto`, every class here is a frozen dataclass: a snapshot
safe to keep after its transaction and to pass between threads. Views get these, never ORM rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from xcom_manager.rules.verdict import Verdict
    from xcom_manager.services.core.changes import Changes

__all__ = [
    "AuditDraft",
    "AuditFilter",
    "AuditRow",
    "Destination",
    "ItemRow",
    "KitItem",
    "KitSlot",
    "KitView",
    "MissionContext",
    "MoveResult",
    "VerifyReport",
]

AuditVerdict = Literal["allowed", "allowed_with_warnings", "overridden"]
PlaceKind = Literal["armoury", "soldier", "lost", "used"]


# -- audit log --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AuditDraft:
    """What a movement's audit row says, before the log gives it a seq, a time and its hashes.

    ``from_*``/``to_*``: ``kind`` is ``armoury``, ``soldier``, ``lost`` or ``used``; the soldier,
    slot and index are set only for ``soldier``. ``context`` is ``armoury`` or ``mission`` (then
    ``mission_id``, ``turn`` and ``phase`` say where in the mission).
    """

    actor: str
    item_id: int
    item_type: str
    item_name: str
    from_kind: str
    to_kind: str
    verdict: str
    from_soldier_id: int | None = None
    from_soldier_name: str | None = None
    from_slot: str | None = None
    from_index: int | None = None
    to_soldier_id: int | None = None
    to_soldier_name: str | None = None
    to_slot: str | None = None
    to_index: int | None = None
    context: str = "armoury"
    mission_id: int | None = None
    turn: int | None = None
    phase: str | None = None
    rule_ids: tuple[str, ...] = ()
    reason: str = ""


@dataclass(frozen=True, slots=True)
class AuditRow:
    """One row of a campaign's audit log, as stored (``recorded_at`` is UTC ISO 8601 text)."""

    campaign_id: int
    seq: int
    recorded_at: str
    actor: str
    item_id: int
    item_type: str
    item_name: str
    from_kind: str
    from_soldier_id: int | None
    from_soldier_name: str | None
    from_slot: str | None
    from_index: int | None
    to_kind: str
    to_soldier_id: int | None
    to_soldier_name: str | None
    to_slot: str | None
    to_index: int | None
    context: str
    mission_id: int | None
    turn: int | None
    phase: str | None
    verdict: str
    rule_ids: tuple[str, ...]
    reason: str
    prev_hash: str
    hash: str

    @property
    def recorded(self) -> datetime:
        """``recorded_at`` as an aware UTC datetime."""
        return datetime.fromisoformat(self.recorded_at)

    @property
    def from_text(self) -> str:
        """Where the item came from, in English: "armoury" or "Anna Smith, large #1"."""
        return _place_text(self.from_kind, self.from_soldier_name, self.from_slot, self.from_index)

    @property
    def to_text(self) -> str:
        """Where the item went, in English."""
        return _place_text(self.to_kind, self.to_soldier_name, self.to_slot, self.to_index)


def _place_text(kind: str, soldier: str | None, slot: str | None, index: int | None) -> str:
    if kind != "soldier":
        return kind
    return f"{soldier}, {slot} #{(index or 0) + 1}"


@dataclass(frozen=True, slots=True)
class AuditFilter:
    """Which rows of a campaign's audit log to show; ``None`` means "any".

    ``soldier_id`` matches a row whose item left *or* reached that soldier. The date range is
    ``since <= recorded_at < until`` (aware datetimes; naive ones are taken as UTC).
    """

    campaign_id: int
    soldier_id: int | None = None
    item_id: int | None = None
    mission_id: int | None = None
    since: datetime | None = None
    until: datetime | None = None
    verdict: str | None = None

    @property
    def is_unfiltered(self) -> bool:
        return (
            self.soldier_id is None
            and self.item_id is None
            and self.mission_id is None
            and self.since is None
            and self.until is None
            and self.verdict is None
        )


VerifyProblem = Literal["content_changed", "row_missing", "out_of_order", "chain_broken"]


@dataclass(frozen=True, slots=True)
class VerifyReport:
    """The outcome of verifying audit chains.

    ``ok`` when every checked row is intact. Otherwise ``campaign_id`` and ``first_bad_seq`` name
    the first bad row, ``problem`` is one of ``content_changed``, ``row_missing``,
    ``out_of_order``, ``chain_broken`` (for translation), and ``message`` is English text fit to
    show. ``cancelled`` when the progress callback asked to stop (then ``ok`` is False).
    """

    ok: bool
    rows_checked: int
    first_bad_seq: int | None = None
    problem: VerifyProblem | None = None
    message: str = ""
    campaign_id: int | None = None
    cancelled: bool = False


# -- inventory --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Destination:
    """Where to move an item: the armoury (``soldier_id`` None), or a soldier's slot.

    ``slot_index`` None takes the first free position of the slot.
    """

    soldier_id: int | None = None
    slot: str | None = None
    slot_index: int | None = None

    @classmethod
    def armoury(cls) -> Destination:
        return cls()

    @classmethod
    def soldier(
        cls, soldier_id: int, slot: str | None = None, slot_index: int | None = None
    ) -> Destination:
        return cls(soldier_id, slot, slot_index)

    @property
    def is_armoury(self) -> bool:
        return self.soldier_id is None


@dataclass(frozen=True, slots=True)
class MissionContext:
    """Where in a mission a handoff happens (for the rules and the audit row).

    ``phase`` is ``movement``, ``shooting`` or ``assault``; ``environment`` ``ground`` or
    ``underwater``. The actions are what each soldier has already done this phase ("moved",
    "ran", "jumped", "shot", "handed_over", "assaulted"); ``*_cannot_act`` the W-ACT-1 cause.
    """

    mission_id: int | None
    turn: int
    phase: str
    environment: str = "ground"
    base_contact: bool = False
    giver_actions: frozenset[str] = field(default_factory=frozenset)
    receiver_actions: frozenset[str] = field(default_factory=frozenset)
    giver_cannot_act: str | None = None
    receiver_cannot_act: str | None = None


@dataclass(frozen=True, slots=True)
class ItemRow:
    """One item of a campaign, wherever it is."""

    id: int
    campaign_id: int
    item_type: str
    name: str
    kind: str
    icon: str
    slot_kind: str  # the slot the item calls for to be used (W-HAND-3)
    environment: str
    charges: int | None
    location: str
    soldier_id: int | None
    slot: str | None
    slot_index: int | None
    version: int


@dataclass(frozen=True, slots=True)
class KitItem:
    """An item a soldier carries, with what the rules say of carrying it there."""

    item: ItemRow
    usable: bool
    warnings: tuple[str, ...] = ()  # English texts, each starting with its rule ID
    warning_rule_ids: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class KitSlot:
    """One slot kind of a soldier: its capacity and what is in it (positions 0..capacity-1)."""

    key: str
    label: str
    size: str
    capacity: int
    items: tuple[KitItem, ...]

    def at(self, index: int) -> KitItem | None:
        for each in self.items:
            if each.item.slot_index == index:
                return each
        return None


@dataclass(frozen=True, slots=True)
class KitView:
    """A soldier's inventory: the slots the ruleset gives its unit type, and what they hold.

    Slots with no capacity are left out unless they hold something (an item carried there
    before a change of unit type).
    """

    soldier_id: int
    campaign_id: int
    name: str
    soldier_class: str
    unit_type: str
    status: str
    slots: tuple[KitSlot, ...]


@dataclass(frozen=True, slots=True)
class MoveResult:
    """What a move did: the audit row's seq, the rules' verdict, the item where it now is, and
    what changed (the campaign's inventory and its audit log)."""

    audit_seq: int
    verdict: Verdict
    audit_verdict: str  # "allowed" | "allowed_with_warnings" | "overridden"
    item: ItemRow
    from_soldier_id: int | None
    to_soldier_id: int | None
    changes: Changes
