"""Who changed what and when: the words of a stale write's refusal.

A write based on a version another GM has changed since is refused; the refusal says what the
other GM changed (the fields that differ between what this GM's window showed and the row as it
is now), who did it and when (the soldier's latest history fact, or its row's last writer when
that write is newer, as an edit of the notes leaves no fact; the item's latest audit row).
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any, Literal

from sqlmodel import Session, col, select

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import StaleEditError
from xcom_manager.services.core.writes import write_session
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, MissionEvent, Soldier, SoldierHistory

__all__ = [
    "EDITABLE_FIELDS",
    "MESSAGES",
    "ItemChanged",
    "Refused",
    "campaign_stale_error",
    "item_stale_error",
    "item_write_session",
    "kit_stale_error",
    "mission_debriefed_error",
    "mission_stale_error",
    "soldier_stale_error",
    "undo_stale_error",
]

Refused = Literal["edit", "dismissal", "debrief"]
"""What a stale write about a soldier was: an edit, a dismissal (the undo of a recruit), the
debrief of a mission."""

MESSAGES = templates(
    {
        "soldier_stale_by": tr_noop(
            "StaleErrors",
            "{soldier} was changed by {actor} at {time} ({changes}); your edit was not saved. "
            "Reload to see the current values.",
        ),
        "soldier_stale": tr_noop(
            "StaleErrors",
            "{soldier} was changed by another GM ({changes}); your edit was not saved. Reload "
            "to see the current values.",
        ),
        "soldier_dismissal_stale_by": tr_noop(
            "StaleErrors",
            "{soldier} was changed by {actor} at {time} ({changes}); the soldier was not "
            "dismissed. Reload to see the current values.",
        ),
        "soldier_dismissal_stale": tr_noop(
            "StaleErrors",
            "{soldier} was changed by another GM ({changes}); the soldier was not dismissed. "
            "Reload to see the current values.",
        ),
        "soldier_debrief_stale_by": tr_noop(
            "StaleErrors",
            "{soldier} was changed on the roster by {actor} at {time} ({changes}) while the "
            "debrief was written; nothing was changed. Reload, then end the mission again.",
        ),
        "soldier_debrief_stale": tr_noop(
            "StaleErrors",
            "{soldier} was changed on the roster by another GM ({changes}) while the debrief "
            "was written; nothing was changed. Reload, then end the mission again.",
        ),
        "item_stale_by": tr_noop(
            "StaleErrors",
            "{item} was moved by {actor} at {time} ({source} → {target}); your move was not "
            "made. Reload to see where it is now.",
        ),
        "mission_stale_by": tr_noop(
            "StaleErrors",
            "The mission {mission} was changed by {actor} at {time} (new steps: {steps}); "
            "your command was not recorded. Reload to see the mission as it is now.",
        ),
        "mission_debriefed_by": tr_noop(
            "StaleErrors",
            "The mission {mission} was ended and debriefed by {actor} at {time}; your command "
            "was not recorded. Reload to see the mission as it is now.",
        ),
        "mission_debriefed_at": tr_noop(
            "StaleErrors",
            "The mission {mission} was ended and debriefed by another GM at {time}; your "
            "command was not recorded. Reload to see the mission as it is now.",
        ),
        "mission_stale_at": tr_noop(
            "StaleErrors",
            "The mission {mission} was changed by another GM at {time} (new steps: {steps}); "
            "your command was not recorded. Look at the mission as it is now.",
        ),
        "item_stale": tr_noop(
            "StaleErrors",
            "{item} was changed by another GM; your move was not made. Reload to see where it "
            "is now.",
        ),
        "undo_moved_since_by": tr_noop(
            "StaleErrors",
            "cannot undo #{seq}: {item} has moved since (see #{later}): moved by {actor} at "
            "{time} ({source} → {target}). Reload to see where it is now.",
        ),
        "undo_moved_since": tr_noop(
            "StaleErrors",
            "cannot undo #{seq}: {item} has moved since. Reload to see where it is now.",
        ),
        "kit_stale_by": tr_noop(
            "StaleErrors",
            "The kit of {soldier} was changed by {actor} at {time} ({item}: {source} → "
            "{target}); nothing was returned. Reload to see what it holds now.",
        ),
        "kit_stale": tr_noop(
            "StaleErrors",
            "The kit of {soldier} was changed by another GM since you looked: it now holds "
            "{count} items; nothing was returned. Reload to see what it holds now.",
        ),
        "campaign_stale_by": tr_noop(
            "StaleErrors",
            "The campaign {campaign} was changed by {actor} at {time} ({changes}); your change "
            "was not saved. Reload to see the current settings.",
        ),
        "campaign_stale": tr_noop(
            "StaleErrors",
            "The campaign {campaign} was changed by another GM ({changes}); your change was not "
            "saved. Reload to see the current settings.",
        ),
    }
)

#: The soldier's columns a GM edits, in the order a refusal names them.
_FIELDS = ("name", "nationality", "rank", "soldier_class", "unit_type", "stats", "wounds", "status")
#: Those and the notes: what a refusal compares.
EDITABLE_FIELDS = (*_FIELDS, "notes")
#: The history facts that say who changed a column.
_FACT_FIELDS = {
    "status_changed": "status",
    "rank_changed": "rank",
    "promoted": "rank",
    "promotion_undone": "rank",
}


def _clock(moment: datetime | str) -> str:
    """``HH:MM`` in the machine's local time (the time stored is UTC)."""
    if isinstance(moment, str):
        moment = datetime.fromisoformat(moment)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%H:%M")


def _value(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in sorted(value.items()))
    return str(value) if value not in (None, "") else "—"


def soldier_stale_error(
    session: Session,
    soldier_id: int,
    title: str,
    current: Mapping[str, Any],
    shown: Mapping[str, Any] | None,
    refused: Refused = "edit",
) -> StaleEditError:
    """The refusal of an edit (a dismissal, a debrief: ``refused``) of soldier ``soldier_id``
    (named ``title``) whose window showed ``shown`` (its editable fields; ``None``: not known),
    now at ``current``."""
    changed = [f for f in EDITABLE_FIELDS if shown is not None and shown.get(f) != current.get(f)]
    parts = [
        "notes" if f == "notes" else f"{f}: {_value(shown[f])} → {_value(current[f])}"
        for f in changed
        if shown is not None
    ]
    fact = session.exec(
        select(
            SoldierHistory.actor,
            SoldierHistory.recorded_at,
            SoldierHistory.kind,
            SoldierHistory.params,
        )
        .where(col(SoldierHistory.soldier_id) == soldier_id)
        .order_by(col(SoldierHistory.id).desc())
        .limit(1)
    ).first()
    if shown is None and fact is not None and fact[2] in _FACT_FIELDS:
        # A status change or a promotion knows only the version its window showed: the
        # other GM's change is the soldier's latest fact (rank or status, from → to).
        field = _FACT_FIELDS[fact[2]]
        params = fact[3] or {}
        changed = [field]
        parts = [
            f"{field}: {_value(params.get('from_' + field))} → "
            f"{_value(params.get('to_' + field, current.get(field)))}"
        ]
    changes = "; ".join(parts) if parts else "its version moved on"
    key = "soldier_stale" if refused == "edit" else f"soldier_{refused}_stale"
    who: tuple[str, datetime] | None = _last_writer(session, soldier_id, fact)
    if who is None and fact is not None and fact[0] and _FACT_FIELDS.get(fact[2]) in changed:
        who = (fact[0], fact[1])
    if who is not None:
        return StaleEditError(
            Message.of(
                key + "_by", soldier=title, actor=who[0], time=_clock(who[1]), changes=changes
            )
        )
    return StaleEditError(Message.of(key, soldier=title, changes=changes))


def _utc(moment: datetime) -> datetime:
    """``moment`` as an aware UTC time (a naive one, as SQLite gives it back, is UTC)."""
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def _last_writer(
    session: Session, soldier_id: int, fact: Sequence[Any] | None
) -> tuple[str, datetime] | None:
    """Who wrote the soldier's row last and when (``soldier.changed_by``/``changed_at``),
    when that write is newer than its latest history fact ``fact`` (``actor, recorded_at,
    ...``): a write that left no fact (the notes); ``None`` when not known or not newer (the
    fact says it)."""
    found = session.exec(
        select(Soldier.changed_by, Soldier.changed_at).where(col(Soldier.id) == soldier_id)
    ).first()
    if found is None or not found[0] or found[1] is None:
        return None
    actor, moment = found
    if fact is not None and isinstance(fact[1], datetime) and _utc(moment) <= _utc(fact[1]):
        return None
    return actor, moment


def _place(kind: str, soldier: str | None, slot: str | None) -> str:
    if kind == "soldier" and soldier:
        return f"{soldier} ({slot})" if slot else soldier
    return kind


class ItemChanged(Exception):  # noqa: N818 - carried out of the failed transaction, not shown
    """The item a move was about had changed since the GM's window showed it."""

    def __init__(self, campaign_id: int, item_id: int, name: str) -> None:
        super().__init__(f"{name} (item #{item_id}) was changed meanwhile")
        self.campaign_id = campaign_id
        self.item_id = item_id
        self.name = name


def item_stale_error(db: Database, changed: ItemChanged) -> StaleEditError:
    """The refusal of a move of an item changed since the window showed it: who moved it
    last, when, from where to where (its latest audit row, read once the move is over)."""
    campaign_id, item_id, name = changed.campaign_id, changed.item_id, changed.name
    with db.session() as session:
        row = session.exec(
            select(AuditEntry)
            .where(col(AuditEntry.campaign_id) == campaign_id, col(AuditEntry.item_id) == item_id)
            .order_by(col(AuditEntry.seq).desc())
            .limit(1)
        ).first()
        if row is None:
            return StaleEditError(Message.of("item_stale", item=name))
        return StaleEditError(
            Message.of(
                "item_stale_by",
                item=name,
                actor=row.actor,
                time=_clock(row.recorded_at),
                source=_place(row.from_kind, row.from_soldier_name, row.from_slot),
                target=_place(row.to_kind, row.to_soldier_name, row.to_slot),
            )
        )


@contextmanager
def item_write_session(db: Database) -> Iterator[Session]:
    """A write transaction (:func:`~xcom_manager.services.core.writes.write_session`) whose item
    changed by another GM between the read and the write (``ItemChanged``) is refused saying
    who moved it, where and when, once the transaction has rolled back."""
    try:
        with write_session(db) as session:
            yield session
    except ItemChanged as changed:
        raise item_stale_error(db, changed) from changed


def _latest_move(
    session: Session, campaign_id: int, item_ids: Collection[int], after: int = 0
) -> AuditEntry | None:
    """The newest audit row after ``after`` of any of the items."""
    return session.exec(
        select(AuditEntry)
        .where(
            col(AuditEntry.campaign_id) == campaign_id,
            col(AuditEntry.item_id).in_(list(item_ids)),
            col(AuditEntry.seq) > after,
        )
        .order_by(col(AuditEntry.seq).desc())
        .limit(1)
    ).first()


def undo_stale_error(
    session: Session, campaign_id: int, seq: int, item_id: int, name: str
) -> StaleEditError:
    """The refusal of the undo (or redo) of audit row ``seq``: its item ``name`` has moved
    since; who moved it last, where and when (its newest row after ``seq``)."""
    row = _latest_move(session, campaign_id, (item_id,), seq)
    if row is None:
        return StaleEditError(Message.of("undo_moved_since", seq=seq, item=name))
    return StaleEditError(
        Message.of(
            "undo_moved_since_by",
            seq=seq,
            item=name,
            later=row.seq,
            actor=row.actor,
            time=_clock(row.recorded_at),
            source=_place(row.from_kind, row.from_soldier_name, row.from_slot),
            target=_place(row.to_kind, row.to_soldier_name, row.to_slot),
        )
    )


def kit_stale_error(
    session: Session,
    campaign_id: int,
    soldier: str,
    shown: Collection[int],
    now: Collection[int],
) -> StaleEditError:
    """The refusal of a kit return whose window showed the items ``shown`` while the soldier
    carries ``now``: who moved one of the items that differ last, where and when."""
    differ = set(shown) ^ set(now)
    row = _latest_move(session, campaign_id, differ) if differ else None
    if row is None:
        return StaleEditError(Message.of("kit_stale", soldier=soldier, count=len(now)))
    return StaleEditError(
        Message.of(
            "kit_stale_by",
            soldier=soldier,
            actor=row.actor,
            time=_clock(row.recorded_at),
            item=row.item_name,
            source=_place(row.from_kind, row.from_soldier_name, row.from_slot),
            target=_place(row.to_kind, row.to_soldier_name, row.to_slot),
        )
    )


def mission_stale_error(
    session: Session, mission_id: int, name: str, seen_seq: int
) -> StaleEditError | None:
    """What another GM recorded on mission ``mission_id`` after the step ``seen_seq`` the
    command's window showed, and when (the last one's time); ``None`` when nothing is newer."""
    newer = session.exec(
        select(MissionEvent.type, MissionEvent.recorded_at, MissionEvent.actor)
        .where(col(MissionEvent.mission_id) == mission_id, col(MissionEvent.seq) > seen_seq)
        .order_by(col(MissionEvent.seq))
    ).all()
    if not newer:
        return None
    steps = ", ".join(dict.fromkeys(kind.replace("_", " ") for kind, _, _ in newer))
    actors = list(dict.fromkeys(actor for _, _, actor in newer if actor))
    time = _clock(newer[-1][1])
    if actors:
        return StaleEditError(
            Message.of(
                "mission_stale_by",
                mission=name,
                actor=", ".join(actors),
                time=time,
                steps=steps,
            )
        )
    return StaleEditError(Message.of("mission_stale_at", mission=name, time=time, steps=steps))


def mission_debriefed_error(
    session: Session, mission_id: int, name: str, finished_at: datetime | None
) -> StaleEditError:
    """The refusal of a command or a debrief of a mission another GM has debriefed since the
    window showed it running: who (the debrief's facts on the soldiers) and when."""
    actor = session.exec(
        select(SoldierHistory.actor)
        .where(col(SoldierHistory.mission_id) == mission_id, col(SoldierHistory.actor) != "")
        .order_by(col(SoldierHistory.id).desc())
        .limit(1)
    ).first()
    time = _clock(finished_at) if finished_at is not None else "—"
    if actor:
        return StaleEditError(
            Message.of("mission_debriefed_by", mission=name, actor=actor, time=time)
        )
    return StaleEditError(Message.of("mission_debriefed_at", mission=name, time=time))


def campaign_stale_error(
    title: str, current: Mapping[str, Any], shown: Mapping[str, Any]
) -> StaleEditError:
    """The refusal of a change of a campaign's settings (named ``title``) whose window showed
    ``shown`` (``name``, ``notes``), now at ``current`` (the same, with ``changed_by`` and
    ``changed_at``: who changed a setting last and when)."""
    parts = [
        "notes" if f == "notes" else f"{f}: {_value(shown[f])} → {_value(current[f])}"
        for f in ("name", "notes")
        if f in shown and shown[f] != current.get(f)
    ]
    changes = "; ".join(parts) if parts else "its version moved on"
    actor, moment = current.get("changed_by"), current.get("changed_at")
    if actor and moment is not None:
        return StaleEditError(
            Message.of(
                "campaign_stale_by",
                campaign=title,
                actor=actor,
                time=_clock(moment),
                changes=changes,
            )
        )
    return StaleEditError(Message.of("campaign_stale", campaign=title, changes=changes))
