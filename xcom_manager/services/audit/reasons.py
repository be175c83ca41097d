"""The reason column of an audit row, as facts: what the app decided, and what the GM typed.

An audit row's ``reason`` is hashed as stored (the chain's format does not change), so it stays
one text. What the app writes into it (an undo, a death on a mission) is a message, a key with
its parameters, stored as a small JSON object ``{"key": ..., "params": {...}, "gm": ...}`` with
the GM's own words, if any, beside it; the views word the message in the user's language. A
reason written by the GM alone, or by an older version, is plain text and shown as it is.
"""

from __future__ import annotations

import json
from typing import Any

from xcom_manager.rules.texts import Message, templates, tr_noop, words

__all__ = ["REASONS", "decode_reason", "encode_reason", "reason_text"]

#: The reasons the app writes, by message key.
REASONS = templates(
    {
        "reason_undo_move": tr_noop("AuditReasons", "Undo of #{seq}"),
        "reason_redo_move": tr_noop("AuditReasons", "Redo of #{seq}"),
        "reason_undo_mission_step": tr_noop("AuditReasons", "Undo of mission step {step}"),
        "reason_charges_left": tr_noop("AuditReasons", "Charge used on a mission: {charges} left"),
        "reason_mission_death": tr_noop("AuditReasons", "{soldier} was killed on the mission"),
        "reason_mission_missing": tr_noop("AuditReasons", "{soldier} went missing on the mission"),
        "reason_kit_return": tr_noop(
            "AuditReasons", "Kit of {soldier} returned to the armoury: {gone_status}"
        ),
    }
)
# The statuses whose whole kit returns to the armoury (ARM-5), as the reason words them.
words(
    "gone_status",
    {
        "dead": tr_noop("AuditReasons", "dead"),
        "mia": tr_noop("AuditReasons", "missing in action"),
        "retired": tr_noop("AuditReasons", "retired"),
    },
    params=("gone_status",),
)


def encode_reason(message: Message, gm_text: str = "") -> str:
    """The reason column's text for an app-made ``message`` and the GM's own words."""
    data: dict[str, Any] = message.to_json()
    if gm_text.strip():
        data["gm"] = gm_text.strip()
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def decode_reason(text: str) -> tuple[Message | None, str]:
    """The app's message (``None`` for a plain reason) and the GM's words of a reason column."""
    if not text.startswith('{"'):
        return None, text
    try:
        data = json.loads(text)
        message = Message.from_json(data)
    except (ValueError, TypeError, AttributeError):
        return None, text
    gm = data.get("gm", "")
    return message, gm if isinstance(gm, str) else ""


def reason_text(text: str) -> str:
    """A reason column in English: the app's message, then the GM's words after a semicolon."""
    message, gm = decode_reason(text)
    if message is None:
        return text
    return "; ".join(part for part in (message.text, gm) if part)
