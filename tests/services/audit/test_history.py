"""Everything that is history is checked: the audit chain, the
mission-event chain and every audited item's place, by plain ``verify_history`` and against a
signed receipt. Tampering is done with raw sqlite3 on copies of a real demo database (two
missions, 43 events, audited items), as an attacker holding the file would."""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers import tamper
from tests.helpers.demo import create_demo
from xcom_manager.services.audit.checkpoint import (
    Checkpoint,
    SigningKey,
    make_checkpoint,
    parse_checkpoint,
    verify_receipt,
)
from xcom_manager.services.audit.history import verify_history
from xcom_manager.services.campaigns.service import CampaignService
from xcom_manager.store.db import Database

NOW = datetime(2026, 12, 1, 23, 0, tzinfo=UTC)


@dataclass(frozen=True)
class Template:
    path: Path
    campaign_id: int
    receipt: str
    key: SigningKey


@pytest.fixture(scope="module")
def template(tmp_path_factory: pytest.TempPathFactory) -> Template:
    """The demo campaign once, with a receipt of it; tests tamper with copies."""
    folder = tmp_path_factory.mktemp("history")
    path = folder / "demo.db"
    db = Database.open(f"sqlite:///{path}")
    try:
        info = create_demo(CampaignService(db))
        key = SigningKey(folder / "key.pem")
        receipt = make_checkpoint(db, info.id, info.name, key, NOW).to_text()
    finally:
        db.close()
    return Template(path, info.id, receipt, key)


def _copy(template: Template, folder: Path) -> Path:
    target = folder / f"copy-{len(list(folder.iterdir()))}.db"
    source = sqlite3.connect(template.path)
    copy = sqlite3.connect(target)
    try:
        source.backup(copy)
    finally:
        source.close()
        copy.close()
    return target


@pytest.fixture
def copy(template: Template, tmp_path: Path) -> Iterator[tuple[Path, Database]]:
    path = _copy(template, tmp_path)
    db = Database.open(f"sqlite:///{path}")
    yield path, db
    db.close()


def _messages(db: Database) -> list[str]:
    return [f.message for f in verify_history(db).findings]


def test_the_demo_history_verifies_whole(template: Template, copy: tuple[Path, Database]) -> None:
    path, db = copy
    report = verify_history(db)
    assert report.ok, report.findings
    events = tamper.scalar(path, "SELECT count(*) FROM mission_event WHERE seq > 0")
    assert report.events.events_checked == events  # the seals (seq 0 and -1) not counted
    assert report.items_checked >= 5
    receipt = verify_receipt(db, parse_checkpoint(template.receipt), template.key.public_text())
    assert receipt.ok, receipt.problems


def test_an_edited_mission_event_is_named_by_plain_verify(copy: tuple[Path, Database]) -> None:
    """The issue's "done when": plain verify detects an edited mission event."""
    path, db = copy
    tamper.edit_event_payload(path, 1, 5, 1)
    assert _messages(db) == ["mission #1's log is damaged at event 5: content changed"]


def test_a_moved_item_is_named_by_plain_verify(copy: tuple[Path, Database]) -> None:
    path, db = copy
    item_id, seq = tamper.scalar(path, "SELECT item_id FROM audit_entry ORDER BY seq DESC"), None
    seq = tamper.scalar(path, "SELECT max(seq) FROM audit_entry WHERE item_id = ?", item_id)
    tamper.run(
        path,
        (
            "UPDATE item SET location = 'used', soldier_id = NULL, slot = NULL, "
            "slot_index = NULL WHERE id = ?",
            (item_id,),
        ),
    )
    [finding] = verify_history(db).findings
    assert finding.kind == "placement" and finding.item_id == item_id and finding.seq == seq
    assert "is used up, but its last audit row" in finding.message


def test_an_item_row_deleted_or_given_to_another_campaign_is_named(
    copy: tuple[Path, Database],
) -> None:
    path, db = copy
    first, second = (
        row[0]
        for row in sqlite3.connect(path).execute(
            "SELECT DISTINCT item_id FROM audit_entry ORDER BY item_id LIMIT 2"
        )
    )
    other = CampaignService(db).create_campaign("Other", "wargame").id
    tamper.run(
        path,
        "PRAGMA foreign_keys = OFF",
        ("DELETE FROM item WHERE id = ?", (first,)),
        ("UPDATE item SET campaign_id = ? WHERE id = ?", (other, second)),
    )
    messages = " | ".join(_messages(db))
    assert f"item #{first} " in messages and "missing from the item table" in messages
    assert f"item #{second} " in messages and f"now belongs to campaign #{other}" in messages


@pytest.mark.parametrize(
    ("statements", "expected"),
    [
        (
            # The mission's first link is the seal of its setup: its event 7 is link #8.
            ["DELETE FROM mission_event WHERE mission_id = 1 AND seq = 7"],
            "event #8 of the chain is missing",
        ),
        (
            [
                "UPDATE mission_event SET chain_seq = -1 WHERE chain_seq = 3",
                "UPDATE mission_event SET chain_seq = 3 WHERE chain_seq = 4",
                "UPDATE mission_event SET chain_seq = 4 WHERE chain_seq = -1",
            ],
            "out of order",
        ),
        (
            [
                "INSERT INTO mission_event (mission_id, seq, type, payload, recorded_at, "
                "campaign_id, chain_seq, prev_hash, hash) SELECT mission_id, 99, type, payload, "
                "recorded_at, campaign_id, (SELECT max(chain_seq) + 1 FROM mission_event), "
                "prev_hash, hash FROM mission_event WHERE chain_seq = 2"
            ],
            "out of order (the mission's event 25 came before it)",
        ),
        (["UPDATE mission_event_head SET last_hash = 'ab'"], "does not match the head record"),
        (["DELETE FROM mission_event_head"], "has no head record"),
        (
            ["UPDATE mission_event SET recorded_at = 'yesterday' WHERE chain_seq = 9"],
            "content changed",
        ),
    ],
    ids=["deleted", "reordered", "inserted", "head-edited", "head-removed", "time-garbage"],
)
def test_plain_verify_names_each_damage_to_the_event_chain(
    copy: tuple[Path, Database], statements: list[str], expected: str
) -> None:
    path, db = copy
    tamper.run(path, *statements)
    messages = _messages(db)
    assert len(messages) == 1 and expected in messages[0], messages


def test_an_event_chain_rewritten_whole_is_caught_only_by_the_receipt(
    template: Template, copy: tuple[Path, Database]
) -> None:
    path, db = copy
    tamper.edit_event_payload(path, 2, 3, 7)
    tamper.rewrite_events(path, template.campaign_id)
    assert verify_history(db).ok  # the project's own hashing: the chain alone holds
    report = verify_receipt(db, parse_checkpoint(template.receipt), template.key.public_text())
    assert not report.ok and "the mission events were rewritten" in " ".join(report.problems)


def test_events_cut_at_the_end_with_the_head_fixed_are_caught_by_the_receipt(
    template: Template, copy: tuple[Path, Database]
) -> None:
    path, db = copy
    last = int(tamper.scalar(path, "SELECT max(chain_seq) FROM mission_event"))  # type: ignore[arg-type]
    tamper.run(
        path,
        ("DELETE FROM mission_event WHERE chain_seq = ?", (last,)),
        (
            "UPDATE mission_event_head SET last_seq = ?, last_hash = "
            "(SELECT hash FROM mission_event WHERE chain_seq = ?)",
            (last - 1, last - 1),
        ),
    )
    assert verify_history(db).ok
    report = verify_receipt(db, parse_checkpoint(template.receipt), template.key.public_text())
    assert not report.ok and f"the mission events were cut: the chain has {last - 1}" in (
        " ".join(report.problems)
    )


def test_a_version_1_receipt_still_parses_and_verifies(
    template: Template, copy: tuple[Path, Database]
) -> None:
    """A receipt written before the mission events were chained (no ``v2``, no ``events:``)."""
    _path, db = copy
    new = parse_checkpoint(template.receipt)
    assert new.events is not None and new.events > 0
    old = Checkpoint(new.campaign_id, new.name, new.rows, new.head, new.time, new.key)
    private = template.key
    signed = Checkpoint(
        old.campaign_id,
        old.name,
        old.rows,
        old.head,
        old.time,
        old.key,
        private.sign(old.body().encode("utf-8")),
    )
    text = signed.to_text()
    assert text.startswith("xcom_manager audit checkpoint\ncampaign:") and "events:" not in text
    parsed = parse_checkpoint(text)
    assert parsed == signed and parsed.events is None
    assert verify_receipt(db, parsed, private.public_text()).ok


# -- the property -------------------------------------------------------------------------------

#: Tampering a plain verify must catch by itself; the others need the receipt.
PLAIN = frozenset(
    {
        "edit_audit",
        "delete_audit",
        "reorder_audit",
        "insert_audit",
        "edit_audit_head",
        "edit_event",
        "delete_event",
        "reorder_events",
        "edit_event_head",
        "move_item",
    }
)
NEEDS_RECEIPT = ("rewrite_audit", "rewrite_events", "cut_audit", "cut_events", "wipe")
OPERATIONS = st.tuples(st.sampled_from(sorted(PLAIN) + list(NEEDS_RECEIPT)), st.integers(0, 999))

_TABLES = ("audit_entry", "audit_head", "mission_event", "mission_event_head", "item")


def _fingerprint(path: Path) -> str:
    """A digest of every row of the tables tampering touches."""
    digest = hashlib.sha256()
    connection = sqlite3.connect(path)
    try:
        for table in _TABLES:
            for row in connection.execute(f"SELECT * FROM {table} ORDER BY 1, 2"):
                digest.update(repr(row).encode())
            digest.update(b"|")
    finally:
        connection.close()
    return digest.hexdigest()


def _apply(path: Path, campaign: int, operation: str, pick: int) -> None:
    def count(sql: str) -> int:
        return int(tamper.scalar(path, sql) or 0)  # type: ignore[call-overload]

    rows = count("SELECT max(seq) FROM audit_entry")
    events = count("SELECT max(chain_seq) FROM mission_event")
    if operation == "edit_audit" and rows:
        tamper.run(
            path,
            (f"UPDATE audit_entry SET reason = 'edited {pick}' WHERE seq = ?", (1 + pick % rows,)),
        )
    elif operation == "delete_audit" and rows >= 2:
        tamper.run(path, ("DELETE FROM audit_entry WHERE seq = ?", (1 + pick % (rows - 1),)))
    elif operation == "reorder_audit" and rows >= 2:
        first = 1 + pick % (rows - 1)
        tamper.run(
            path,
            ("UPDATE audit_entry SET seq = -1 WHERE seq = ?", (first,)),
            ("UPDATE audit_entry SET seq = ? WHERE seq = ?", (first, first + 1)),
            ("UPDATE audit_entry SET seq = ? WHERE seq = -1", (first + 1,)),
        )
    elif operation == "insert_audit" and rows:
        names = (
            "campaign_id, recorded_at, actor, item_id, item_type, item_name, from_kind, "
            "to_kind, context, verdict, rule_ids, reason, prev_hash, hash"
        )
        tamper.run(
            path,
            (
                f"INSERT INTO audit_entry (seq, {names}) SELECT ?, {names} FROM audit_entry "
                "WHERE seq = ?",
                (rows + 1 + pick, 1 + pick % rows),
            ),
        )
    elif operation == "edit_audit_head":
        tamper.run(path, f"UPDATE audit_head SET last_hash = '{pick:064x}'")
    elif operation == "edit_event" and events:
        mission, seq = (
            sqlite3.connect(path)
            .execute(
                "SELECT mission_id, seq FROM mission_event WHERE chain_seq = ?",
                (1 + pick % events,),
            )
            .fetchone()
        )
        tamper.edit_event_payload(path, mission, seq, pick)
    elif operation == "delete_event" and events >= 2:
        tamper.run(
            path, ("DELETE FROM mission_event WHERE chain_seq = ?", (1 + pick % (events - 1),))
        )
    elif operation == "reorder_events" and events >= 2:
        first = 1 + pick % (events - 1)
        tamper.run(
            path,
            ("UPDATE mission_event SET chain_seq = -1 WHERE chain_seq = ?", (first,)),
            ("UPDATE mission_event SET chain_seq = ? WHERE chain_seq = ?", (first, first + 1)),
            ("UPDATE mission_event SET chain_seq = ? WHERE chain_seq = -1", (first + 1,)),
        )
    elif operation == "edit_event_head":
        tamper.run(path, f"UPDATE mission_event_head SET last_hash = '{pick:064x}'")
    elif operation == "move_item":
        items = [
            r[0]
            for r in sqlite3.connect(path).execute(
                "SELECT DISTINCT item_id FROM audit_entry ORDER BY item_id"
            )
        ]
        if items:
            tamper.run(
                path,
                (
                    "UPDATE item SET location = 'used', soldier_id = NULL, slot = NULL, "
                    "slot_index = NULL WHERE id = ?",
                    (items[pick % len(items)],),
                ),
            )
    elif operation == "rewrite_audit":
        if rows:
            tamper.run(
                path,
                (
                    "UPDATE audit_entry SET reason = ? WHERE seq = ?",
                    (f"rewritten {pick}", 1 + pick % rows),
                ),
            )
        tamper.rewrite_audit(path, campaign)
    elif operation == "rewrite_events":
        if events:
            mission, seq = (
                sqlite3.connect(path)
                .execute(
                    "SELECT mission_id, seq FROM mission_event WHERE chain_seq = ?",
                    (1 + pick % events,),
                )
                .fetchone()
            )
            tamper.edit_event_payload(path, mission, seq, pick)
        tamper.rewrite_events(path, campaign)
    elif operation == "cut_audit" and rows:
        tamper.run(path, ("DELETE FROM audit_entry WHERE seq = ?", (rows,)))
        tamper.rewrite_audit(path, campaign)
    elif operation == "cut_events" and events:
        tamper.run(path, ("DELETE FROM mission_event WHERE chain_seq = ?", (events,)))
        tamper.rewrite_events(path, campaign)
    elif operation == "wipe":
        table = ("audit", "mission_event", "item")[pick % 3]
        if table == "audit":
            tamper.run(path, "DELETE FROM audit_entry", "DELETE FROM audit_head")
        elif table == "mission_event":
            tamper.run(path, "DELETE FROM mission_event", "DELETE FROM mission_event_head")
        else:
            tamper.run(path, "PRAGMA foreign_keys = OFF", "DELETE FROM item")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(OPERATIONS, min_size=1, max_size=4))
def test_any_tampering_of_a_copied_database_is_detected(
    template: Template, tmp_path_factory: pytest.TempPathFactory, operations: list[tuple[str, int]]
) -> None:
    """Issue 13, item 10: whatever sequence of tampering is done to a copy of the database
    (audit rows edited, deleted, reordered or inserted, a head record edited, a mission event's
    payload edited, deleted or reordered, an item moved in the item table, tables wiped, a
    chain cut or rewritten whole with the project's own hashing), ``verify --receipt`` fails;
    and plain verify fails too when only tampering it can see by itself was done. A copy whose
    rows all came back as they were (a reorder undone by the same reorder) verifies."""
    path = _copy(template, tmp_path_factory.mktemp("tampered"))
    before = _fingerprint(path)
    for operation, pick in operations:
        _apply(path, template.campaign_id, operation, pick)
    db = Database.open(f"sqlite:///{path}")
    try:
        receipt = verify_receipt(db, parse_checkpoint(template.receipt), template.key.public_text())
        plain = verify_history(db)
    finally:
        db.close()
    if _fingerprint(path) == before:
        assert receipt.ok and plain.ok
        return
    assert not receipt.ok, operations
    if all(operation in PLAIN for operation, _ in operations):
        assert not plain.ok, operations


def test_new_mission_events_alone_call_for_a_new_receipt(
    template: Template, copy: tuple[Path, Database], tmp_path: Path
) -> None:
    """The evening's receipt is offered when only mission events were added since the last."""
    from xcom_manager.rules.mission.commands import Note
    from xcom_manager.services.audit.receipts import ReceiptKeeper
    from xcom_manager.services.missions.service import MissionService

    _path, db = copy
    keeper = ReceiptKeeper(tmp_path / "receipts", template.key)
    keeper.write(db, template.campaign_id, "Demo", NOW)
    assert not keeper.grown_since(db, template.campaign_id)
    missions = MissionService(db, CampaignService(db))
    running = next(
        m.id for m in missions.list_missions(template.campaign_id) if m.status == "in_progress"
    )
    missions.execute(running, Note("a quiet turn"))
    assert keeper.grown_since(db, template.campaign_id)
