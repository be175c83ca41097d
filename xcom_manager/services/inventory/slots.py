"""Two GMs filling one slot position at once: the second is told who took it, not shown a
constraint's name.

On PostgreSQL two moves may plan the same free position at the same moment (each read the kit
before the other wrote); the ``uq_item_soldier_slot`` index lets the first in and refuses the
second. :func:`slot_conflict` turns that refusal, inside the failed transaction, into a
:class:`SlotConflict`; once the transaction is rolled back, :func:`slot_taken_error` reads what
now fills the position and who put it there (the audit log) and words it as a
:class:`~xcom_manager.services.core.errors.SlotTakenError`. (On SQLite a move plans under the write
lock, so the index never has to refuse one.)
"""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select

from xcom_manager.rules.texts import Message, templates, tr_noop
from xcom_manager.services.core.errors import SlotTakenError
from xcom_manager.store.db import Database
from xcom_manager.store.models import AuditEntry, Item

__all__ = ["MESSAGES", "SlotConflict", "slot_conflict", "slot_taken_error"]

MESSAGES = templates(
    {
        "slot_taken_by": tr_noop(
            "InventoryErrors",
            "This slot was just taken by {item}, moved there by {actor}: {soldier}'s {slot} "
            "slot, position {position}. Nothing was changed; look again and choose another "
            "place.",
        ),
        "slot_taken": tr_noop(
            "InventoryErrors",
            "This slot was just taken by another item: {soldier}'s {slot} slot, position "
            "{position}. Nothing was changed; look again and choose another place.",
        ),
    }
)

_CONSTRAINT = "uq_item_soldier_slot"
#: SQLite names the index's columns rather than the index.
_SQLITE_WORDS = "item.soldier_id, item.slot, item.slot_index"


class SlotConflict(Exception):  # noqa: N818 - carried out of the failed transaction, not shown
    """The position a move wanted was filled by another transaction meanwhile."""

    def __init__(self, soldier_id: int, soldier_name: str, slot: str, index: int) -> None:
        super().__init__(f"{soldier_name}'s {slot} slot, position {index + 1}, was just taken")
        self.soldier_id = soldier_id
        self.soldier_name = soldier_name
        self.slot = slot
        self.index = index


def slot_conflict(
    error: Exception, soldier_id: int | None, soldier_name: str, slot: str | None, index: int
) -> SlotConflict | None:
    """The conflict ``error`` (SQLAlchemy's or the driver's integrity error) is, when it is
    the slot index's refusal; else ``None``."""
    text = str(error.orig if isinstance(error, IntegrityError) else error)
    if (
        soldier_id is None
        or slot is None
        or (_CONSTRAINT not in text and _SQLITE_WORDS not in text)
    ):
        return None
    return SlotConflict(soldier_id, soldier_name, slot, index)


def slot_taken_error(db: Database, conflict: SlotConflict) -> SlotTakenError:
    """What fills the position now and who moved it there, as the error to show."""
    params: dict[str, str | int] = {
        "soldier": conflict.soldier_name,
        "slot": conflict.slot,
        "position": conflict.index + 1,
    }
    with db.session() as session:
        item = session.exec(
            select(Item.id, Item.campaign_id, Item.item_type).where(
                col(Item.soldier_id) == conflict.soldier_id,
                col(Item.slot) == conflict.slot,
                col(Item.slot_index) == conflict.index,
            )
        ).first()
        moved = None
        if item is not None:
            moved = session.exec(
                select(AuditEntry.actor, AuditEntry.item_name)
                .where(col(AuditEntry.campaign_id) == item[1], col(AuditEntry.item_id) == item[0])
                .order_by(col(AuditEntry.seq).desc())
                .limit(1)
            ).first()
    if moved is None:
        return SlotTakenError(Message.of("slot_taken", **params))
    return SlotTakenError(Message.of("slot_taken_by", item=moved[1], actor=moved[0], **params))
