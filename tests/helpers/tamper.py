"""Tampering with a copied campaign database behind the application's back: raw
``sqlite3`` edits of the audit log, the mission events, their head records and the item table,
and whole chains rewritten with the project's own hashing code, as an attacker holding the
file would."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from xcom_manager.services.audit.chain import COLUMNS, HASH_INDEX, PREV_HASH_INDEX, entry_hash
from xcom_manager.services.missions.event_chain import event_hash, stored_content

GENESIS = "0" * 64


def connect(path: Path | str) -> sqlite3.Connection:
    return sqlite3.connect(str(path))


def scalar(path: Path | str, sql: str, *params: object) -> object:
    connection = connect(path)
    try:
        return connection.execute(sql, params).fetchone()[0]
    finally:
        connection.close()


def run(path: Path | str, *statements: tuple[str, tuple[object, ...]] | str) -> None:
    """Run the statements in one transaction and commit."""
    connection = connect(path)
    try:
        for statement in statements:
            sql, params = (statement, ()) if isinstance(statement, str) else statement
            connection.execute(sql, params)
        connection.commit()
    finally:
        connection.close()


def rewrite_audit(path: Path | str, campaign_id: int) -> None:
    """Renumber the campaign's audit rows 1, 2, 3, ... in seq order and re-hash every one with
    the project's own code, fixing the head record: a chain that verifies on its own."""
    connection = connect(path)
    try:
        names = ", ".join(COLUMNS)
        rows = [
            list(r)
            for r in connection.execute(
                f"SELECT {names} FROM audit_entry WHERE campaign_id = ? ORDER BY seq",
                (campaign_id,),
            )
        ]
        connection.execute("DELETE FROM audit_entry WHERE campaign_id = ?", (campaign_id,))
        previous = GENESIS
        for number, row in enumerate(rows, start=1):
            row[COLUMNS.index("seq")] = number
            row[PREV_HASH_INDEX] = previous
            row[HASH_INDEX] = entry_hash(row[:HASH_INDEX])
            previous = row[HASH_INDEX]
            marks = ", ".join("?" * len(COLUMNS))
            connection.execute(f"INSERT INTO audit_entry ({names}) VALUES ({marks})", row)
        connection.execute("DELETE FROM audit_head WHERE campaign_id = ?", (campaign_id,))
        if rows:
            connection.execute(
                "INSERT INTO audit_head (campaign_id, last_seq, last_hash) VALUES (?, ?, ?)",
                (campaign_id, len(rows), previous),
            )
        connection.commit()
    finally:
        connection.close()


_EVENT_COLUMNS = (
    "campaign_id, chain_seq, mission_id, seq, type, recorded_at, payload, prev_hash, hash"
)


def rewrite_events(path: Path | str, campaign_id: int) -> None:
    """Renumber the campaign's mission-event chain 1, 2, 3, ... in chain order and re-hash
    every event with the project's own code, fixing the head record."""
    connection = connect(path)
    try:
        rows = connection.execute(
            f"SELECT {_EVENT_COLUMNS} FROM mission_event WHERE campaign_id = ? ORDER BY chain_seq",
            (campaign_id,),
        ).fetchall()
        # Out of the way of the unique (campaign_id, chain_seq) index first.
        connection.execute(
            "UPDATE mission_event SET chain_seq = -chain_seq WHERE campaign_id = ?",
            (campaign_id,),
        )
        previous = GENESIS
        for number, row in enumerate(rows, start=1):
            values = list(row)
            values[1] = number
            digest = event_hash(stored_content(values, previous))
            connection.execute(
                "UPDATE mission_event SET chain_seq = ?, prev_hash = ?, hash = ? "
                "WHERE mission_id = ? AND seq = ?",
                (number, previous, digest, row[2], row[3]),
            )
            previous = digest
        connection.execute("DELETE FROM mission_event_head WHERE campaign_id = ?", (campaign_id,))
        if rows:
            connection.execute(
                "INSERT INTO mission_event_head (campaign_id, last_seq, last_hash) "
                "VALUES (?, ?, ?)",
                (campaign_id, len(rows), previous),
            )
        connection.commit()
    finally:
        connection.close()


def edit_event_payload(path: Path | str, mission_id: int, seq: int, mark: int) -> None:
    """Add a key to one event's payload (its hash left as it was)."""
    connection = connect(path)
    try:
        (text,) = connection.execute(
            "SELECT payload FROM mission_event WHERE mission_id = ? AND seq = ?",
            (mission_id, seq),
        ).fetchone()
        payload = json.loads(text)
        payload["tampered"] = mark
        connection.execute(
            "UPDATE mission_event SET payload = ? WHERE mission_id = ? AND seq = ?",
            (json.dumps(payload), mission_id, seq),
        )
        connection.commit()
    finally:
        connection.close()
