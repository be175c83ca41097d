"""Verifying everything that is history: the audit chain, the mission-event chain,
and that every item stands where its last audit row put it.

:func:`verify_history` is the one check ``audit verify``, the Audit log's **Verify** button,
``audit verify --receipt`` and ``xcom-manager check`` run: it returns every finding as a plain
:class:`Finding` (what kind, where, one English line), never raising for damaged data.

What it proves, exactly: that the stored rows are the ones xcom_manager wrote, in the order it
wrote them, up to each chain's head record (an edited, deleted, inserted or reordered audit row
or mission event, or a head record that does not match, is found); and that the item table
agrees with the audit log. What it cannot prove alone: that nobody rewrote a whole chain and its
head with the same hashing code, or cut its end and fixed the head; a signed receipt
(:mod:`.checkpoint`) shows those. Items the audit log never named (imported kits) have no last
row to be checked against.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from xcom_manager.services.audit.verify import ProgressCallback, verify_chains
from xcom_manager.services.inventory.dto import VerifyReport
from xcom_manager.services.missions.event_chain import EventChainReport, verify_event_chains
from xcom_manager.services.missions.seals import UNSEALED
from xcom_manager.store.db import Database
from xcom_manager.store.queries.event_chain import last_audited_places

__all__ = [
    "Finding",
    "FindingKind",
    "HistoryReport",
    "verify_beyond_audit",
    "verify_history",
    "verify_placements",
]

FindingKind = Literal["audit_chain", "mission_events", "placement"]

#: The item table's location of an item an audit row moved to ``to_kind``: the armoury, a
#: soldier and "used" are places of their own; anything else (lost on a mission, sold,
#: scrapped, back outside the campaign) is the table's ``lost``.
_KEPT_KINDS = frozenset({"armoury", "soldier", "used"})


@dataclass(frozen=True, slots=True)
class Finding:
    """One thing wrong with a database's history: its kind, the campaign, where (the audit
    row's seq or the mission event's, the mission, the item), and one English line."""

    kind: FindingKind
    campaign_id: int | None
    message: str
    mission_id: int | None = None
    seq: int | None = None
    item_id: int | None = None


@dataclass(frozen=True, slots=True)
class HistoryReport:
    """Every chain and placement checked: ``ok`` when nothing is wrong."""

    audit: VerifyReport
    events: EventChainReport
    items_checked: int
    findings: tuple[Finding, ...]

    @property
    def ok(self) -> bool:
        return not self.findings and not self.audit.cancelled

    @property
    def cancelled(self) -> bool:
        return self.audit.cancelled

    def summary(self) -> str:
        """One English line of what was checked (and how many missions were recorded before
        their setup was sealed, when any were)."""
        line = (
            f"audit log intact: {self.audit.rows_checked} rows; mission events intact: "
            f"{self.events.events_checked} events; items where the log put them: "
            f"{self.items_checked} items"
        )
        unsealed = len(self.events.unsealed)
        if unsealed:
            line += f"; {unsealed} mission{'s' if unsealed != 1 else ''}: {UNSEALED}"
        return line


def verify_placements(db: Database, campaign_id: int | None = None) -> tuple[int, list[Finding]]:
    """Every item the audit log names (of one campaign, or of all) against the item table: it
    must be in the campaign and at the place its last audit row moved it to. Returns how many
    items were checked and the findings."""
    findings: list[Finding] = []
    checked = 0
    with db.engine.connect() as connection:
        for row in last_audited_places(connection, campaign_id):
            (campaign, item_id, seq, to_kind, to_soldier, to_slot, to_index, name) = row[:8]
            item_campaign, location, soldier_id, slot, slot_index = row[8:]
            checked += 1
            wanted = _expected_place(to_kind, to_soldier, to_slot, to_index)
            found = (location, soldier_id, slot, slot_index)
            where = f"item #{item_id} ({name}) of campaign #{campaign}"
            if location is None:
                what = f"{where} is missing from the item table (audit row #{seq} names it)"
            elif item_campaign != campaign:
                what = f"{where} now belongs to campaign #{item_campaign}"
            elif found != wanted:
                what = (
                    f"{where} is {_place(found)}, but its last audit row #{seq} put it "
                    f"{_place(wanted)}"
                )
            else:
                continue
            findings.append(Finding("placement", campaign, what, seq=seq, item_id=item_id))
    return checked, findings


def _expected_place(
    to_kind: str, soldier: int | None, slot: str | None, index: int | None
) -> tuple[str, int | None, str | None, int | None]:
    if to_kind == "soldier":
        return ("soldier", soldier, slot, index)
    return (to_kind if to_kind in _KEPT_KINDS else "lost", None, None, None)


def _place(place: tuple[str | None, int | None, str | None, int | None]) -> str:
    location, soldier, slot, index = place
    if location == "soldier":
        return f"with soldier #{soldier} ({slot} slot {index})"
    return {"armoury": "in the armoury", "used": "used up"}.get(
        str(location), "out of the campaign"
    )


def verify_history(
    db: Database,
    campaign_id: int | None = None,
    progress: ProgressCallback | None = None,
    *,
    progress_every: int = 10_000,
) -> HistoryReport:
    """The audit chain, the mission-event chain and the item placements of one campaign
    (``None``: of every campaign), checked; every finding listed. ``progress`` as
    :func:`~xcom_manager.services.audit.verify.verify_chains` takes it (over the audit rows);
    a cancelled check stops there. Safe in a worker thread (its own connections)."""
    audit = verify_chains(db, campaign_id, progress, progress_every=progress_every)
    return verify_beyond_audit(db, campaign_id, audit)


def verify_beyond_audit(
    db: Database, campaign_id: int | None, audit: VerifyReport
) -> HistoryReport:
    """The rest of :func:`verify_history` once the audit chain's ``audit`` report is in: the
    mission-event chain and the item placements (nothing more when ``audit`` was cancelled)."""
    findings: list[Finding] = []
    if audit.cancelled:
        return HistoryReport(audit, EventChainReport(0, (), {}), 0, ())
    if not audit.ok:
        findings.append(
            Finding("audit_chain", audit.campaign_id, audit.message, seq=audit.first_bad_seq)
        )
    events = verify_event_chains(db, campaign_id)
    findings.extend(
        Finding("mission_events", b.campaign_id, b.message, mission_id=b.mission_id, seq=b.seq)
        for b in events.breaks
    )
    items, misplaced = verify_placements(db, campaign_id)
    findings.extend(misplaced)
    return HistoryReport(audit, events, items, tuple(findings))
