"""Signed checkpoints of an audit log: a short receipt the GM keeps outside the database, and
the check of a database against it.

A hash chain alone shows an edited row, but not a log cut at its end, wiped, or rewritten whole
with the project's own hashing code: whoever holds the file can do that. A receipt fixes what
was seen at a moment: the campaign, how many rows its log had and the hash of the last one,
signed with an Ed25519 key made on first use and kept in the user's data directory, outside
the database (as a Certificate Transparency log signs its tree heads). Verifying a database
against a receipt then fails, naming what is wrong, when the log has fewer rows than the
receipt saw (cut tail, wiped), when the row the receipt saw is not there any more (rewritten
chain), when the chain itself is broken, or when the receipt was altered or signed by another
key.

The receipt is text a person can read and print (after the C2SP checkpoint note)::

    xcom_manager audit checkpoint v2
    campaign: 1
    name: Operation Deep Blue
    rows: 18
    head: 3f2a…(64 hex digits)
    events: 42 9c01…(64 hex digits)
    time: 2026-12-01T20:15:00Z
    key: (the public key, base64)

    signature: (base64 of the Ed25519 signature of every line above the blank one)

Version 2 (``v2`` on the first line) adds the ``events:`` line, the campaign's mission-event
chain as seen (how many events, the hash of the last one; :mod:`xcom_manager.services.missions.
event_chain`), so that a receipt also fixes the missions' history. A version 1 receipt (first
line without ``v2``, no ``events:`` line) still parses and verifies: its audit log is checked
against it and its mission events against their own chain only.
"""

from __future__ import annotations

import base64
import binascii
import os
import re
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path

from xcom_manager.rules.texts import Message
from xcom_manager.services.audit.chain import format_timestamp
from xcom_manager.services.core.errors import UserError
from xcom_manager.store.db import Database
from xcom_manager.store.queries.audit_chain import hash_at, read_heads
from xcom_manager.store.queries.event_chain import event_hash_at
from xcom_manager.store.queries.event_chain import read_heads as read_event_heads

__all__ = [
    "HEADER",
    "HEADER_V2",
    "Checkpoint",
    "ReceiptReport",
    "SigningKey",
    "events_of",
    "make_checkpoint",
    "parse_checkpoint",
    "rows_of",
    "verify_receipt",
]

#: The first line of a version 1 receipt; a version 2 one adds ``v2``.
HEADER = "xcom_manager audit checkpoint"
HEADER_V2 = f"{HEADER} v2"
_FIELDS: tuple[str, ...] = ("campaign", "name", "rows", "head", "time", "key")
_FIELDS_V2: tuple[str, ...] = ("campaign", "name", "rows", "head", "events", "time", "key")
_HEX64 = re.compile(r"^[0-9a-f]{64}$")
#: What a name may hold on the receipt: printable, one line (control characters are dropped).
_NAME_MAX = 200


def _printable(name: str) -> str:
    """``name`` as one printable line (no control characters, no line breaks)."""
    kept = "".join(ch if ch.isprintable() else " " for ch in name)
    return " ".join(kept.split())[:_NAME_MAX]


class SigningKey:
    """The user's Ed25519 key for receipts: made on first use and kept as a PEM file readable
    only by the user (``0600``), outside any database."""

    def __init__(self, path: Path) -> None:
        from cryptography.hazmat.primitives import serialization
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

        self.path = path
        if path.exists():
            try:
                loaded = serialization.load_pem_private_key(path.read_bytes(), password=None)
            except (OSError, ValueError, TypeError) as error:
                raise UserError(
                    Message.of("receipt_key_unreadable", path=str(path), detail=str(error))
                ) from None
            if not isinstance(loaded, Ed25519PrivateKey):
                raise UserError(Message.of("receipt_key_kind", path=str(path)))
            self._key = loaded
            return
        self._key = Ed25519PrivateKey.generate()
        pem = self._key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(".tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(pem)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)

    @classmethod
    def default(cls) -> SigningKey:
        """The key in the user's data directory (``audit-receipt-key.pem``)."""
        from xcom_manager.paths import user_data_dir

        return cls(user_data_dir() / "audit-receipt-key.pem")

    def public_text(self) -> str:
        """The public key, base64 of its 32 raw bytes."""
        from cryptography.hazmat.primitives import serialization

        raw = self._key.public_key().public_bytes(
            serialization.Encoding.Raw, serialization.PublicFormat.Raw
        )
        return base64.b64encode(raw).decode("ascii")

    def sign(self, body: bytes) -> str:
        return base64.b64encode(self._key.sign(body)).decode("ascii")


@dataclass(frozen=True, slots=True)
class Checkpoint:
    """What a receipt says was seen: the campaign (id and name), the rows of its audit log and
    the hash of the last one (``rows`` 0: an empty log, ``head`` 64 zeros), when, the public
    key it was signed with, and the signature; from version 2, ``events`` and ``events_head``,
    the mission-event chain as seen (``None`` on a version 1 receipt)."""

    campaign_id: int
    name: str
    rows: int
    head: str
    time: str
    key: str
    signature: str = ""
    events: int | None = None
    events_head: str | None = None

    def body(self) -> str:
        """The signed lines."""
        if self.events is None:
            values: tuple[object, ...] = (
                self.campaign_id,
                self.name,
                self.rows,
                self.head,
                self.time,
                self.key,
            )
            fields, header = _FIELDS, HEADER
        else:
            events = f"{self.events} {self.events_head}"
            values = (
                self.campaign_id,
                self.name,
                self.rows,
                self.head,
                events,
                self.time,
                self.key,
            )
            fields, header = _FIELDS_V2, HEADER_V2
        return "\n".join([header, *(f"{f}: {v}" for f, v in zip(fields, values, strict=True))])

    def to_text(self) -> str:
        """The receipt as text (ends with a newline)."""
        return f"{self.body()}\n\nsignature: {self.signature}\n"


def _head(db: Database, campaign_id: int, seen: int = 0) -> tuple[int, str, str | None]:
    """The last seq and hash of the campaign's log, from its head record (``0`` and 64 zeros
    for an empty log), and the hash of row ``seen`` (``None``: no such row, or ``seen`` 0)."""
    raw = db.engine.raw_connection()
    try:
        cursor = raw.cursor()
        try:
            last_seq, last_hash = read_heads(cursor, campaign_id).get(campaign_id, (0, "0" * 64))
            at_seen = hash_at(cursor, campaign_id, seen) if seen > 0 else None
        finally:
            cursor.close()
    finally:
        raw.close()
    return last_seq, last_hash, at_seen


def _events_head(db: Database, campaign_id: int, seen: int = 0) -> tuple[int, str, str | None]:
    """The mission-event chain's last chain_seq and hash, by its head record (``0`` and 64
    zeros without events), and the hash of its event ``seen`` (``None``: none, or 0)."""
    with db.engine.connect() as connection:
        last_seq, last_hash = read_event_heads(connection, campaign_id).get(
            campaign_id, (0, "0" * 64)
        )
        at_seen = event_hash_at(connection, campaign_id, seen) if seen > 0 else None
    return last_seq, last_hash, at_seen


def events_of(db: Database, campaign_id: int) -> int:
    """How many events the campaign's mission-event chain has, by its head record."""
    return _events_head(db, campaign_id)[0]


def rows_of(db: Database, campaign_id: int) -> int:
    """How many rows the campaign's audit log has, by its head record."""
    return _head(db, campaign_id)[0]


def make_checkpoint(
    db: Database, campaign_id: int, name: str, key: SigningKey, now: datetime
) -> Checkpoint:
    """The signed checkpoint of campaign ``campaign_id``'s audit log as it is now (read from
    its head record; an empty log has 0 rows)."""
    rows, head, _ = _head(db, campaign_id)
    events, events_head, _ = _events_head(db, campaign_id)
    unsigned = Checkpoint(
        campaign_id,
        _printable(name),
        rows,
        head,
        format_timestamp(now),
        key.public_text(),
        events=events,
        events_head=events_head,
    )
    signature = key.sign(unsigned.body().encode("utf-8"))
    return replace(unsigned, signature=signature)


def parse_checkpoint(text: str) -> Checkpoint:
    """A receipt back from its text; :class:`UserError` naming the line that is wrong."""
    lines = text.replace("\r\n", "\n").split("\n")
    first = lines[0].strip() if lines else ""
    if first not in (HEADER, HEADER_V2):
        raise UserError(Message.of("receipt_header", header=repr(HEADER_V2)))
    fields = _FIELDS_V2 if first == HEADER_V2 else _FIELDS
    values: dict[str, str] = {}
    for number, field in enumerate(fields, start=2):
        line = lines[number - 1] if len(lines) >= number else ""
        prefix = f"{field}: "
        if not line.startswith(prefix):
            raise UserError(Message.of("receipt_line", line=number, prefix=repr(prefix.strip())))
        values[field] = line[len(prefix) :]
    signature_line = next((ln for ln in lines[len(fields) + 1 :] if ln.strip()), "")
    if not signature_line.startswith("signature: "):
        raise UserError(Message.of("receipt_no_signature"))
    try:
        campaign_id, rows = int(values["campaign"]), int(values["rows"])
    except ValueError:
        raise UserError(Message.of("receipt_numbers")) from None
    if not _HEX64.match(values["head"]):
        raise UserError(Message.of("receipt_head"))
    events: int | None = None
    events_head: str | None = None
    if "events" in values:
        count, _, digest = values["events"].partition(" ")
        if not count.isdigit() or not _HEX64.match(digest):
            raise UserError(Message.of("receipt_events"))
        events, events_head = int(count), digest
    return Checkpoint(
        campaign_id,
        values["name"],
        rows,
        values["head"],
        values["time"],
        values["key"],
        signature_line[len("signature: ") :].strip(),
        events,
        events_head,
    )


@dataclass(frozen=True, slots=True)
class ReceiptReport:
    """The database against a receipt: ``ok``, or the problems found, each one line."""

    ok: bool
    problems: tuple[str, ...] = ()
    rows_now: int = 0


def _signature_problem(receipt: Checkpoint, trusted: str | None) -> str | None:
    from cryptography.exceptions import InvalidSignature
    from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

    if trusted is not None and receipt.key != trusted:
        return "the receipt was signed with another key than this user's receipt key"
    try:
        public = Ed25519PublicKey.from_public_bytes(base64.b64decode(receipt.key, validate=True))
        public.verify(
            base64.b64decode(receipt.signature, validate=True), receipt.body().encode("utf-8")
        )
    except (InvalidSignature, ValueError, binascii.Error):
        return "the receipt's signature does not match its lines: the receipt was altered"
    return None


def verify_receipt(db: Database, receipt: Checkpoint, trusted_key: str | None) -> ReceiptReport:
    """The campaign's history checked against ``receipt`` (signed by ``trusted_key``, the
    public key as :meth:`SigningKey.public_text` gives it; ``None``: any key): the signature,
    the whole audit chain, the mission-event chain and the item placements
    (:func:`~xcom_manager.services.audit.history.verify_history`), then that the log still
    holds the rows the receipt saw, the last of them with the receipt's hash (a log that grew
    since extends it), and the same of the mission events a version 2 receipt saw."""
    from xcom_manager.services.audit.history import verify_history

    problems: list[str] = []
    signature = _signature_problem(receipt, trusted_key)
    if signature is not None:
        return ReceiptReport(False, (signature,))
    history = verify_history(db, receipt.campaign_id)
    rows_now = history.audit.rows_checked
    for finding in history.findings:
        if finding.kind == "audit_chain":
            problems.append(f"the audit chain is broken: {finding.message}")
        else:
            problems.append(finding.message)
    last_seq, _, seen = _head(db, receipt.campaign_id, receipt.rows)
    if last_seq < receipt.rows or (receipt.rows > 0 and seen is None):
        problems.append(
            f"the audit log was cut: it has {last_seq} rows, the receipt of {receipt.time} saw "
            f"{receipt.rows}"
        )
    elif receipt.rows > 0 and seen != receipt.head:
        problems.append(
            f"row #{receipt.rows} is not the row the receipt of {receipt.time} saw: the log "
            "was rewritten"
        )
    if receipt.events is not None:
        problems.extend(_events_problems(db, receipt))
    return ReceiptReport(not problems, tuple(problems), max(rows_now, last_seq))


def _events_problems(db: Database, receipt: Checkpoint) -> list[str]:
    """The mission events against what a version 2 receipt saw of them."""
    assert receipt.events is not None
    last_seq, _, seen = _events_head(db, receipt.campaign_id, receipt.events)
    if last_seq < receipt.events or (receipt.events > 0 and seen is None):
        return [
            f"the mission events were cut: the chain has {last_seq} events, the receipt of "
            f"{receipt.time} saw {receipt.events}"
        ]
    if receipt.events > 0 and seen != receipt.events_head:
        return [
            f"mission event #{receipt.events} of the chain is not the one the receipt of "
            f"{receipt.time} saw: the mission events were rewritten"
        ]
    return []
