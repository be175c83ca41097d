"""Signed checkpoints (issue 13, deliverables 1 and 2): a receipt of the audit log signed with the
user's Ed25519 key, kept outside the database, and the database checked against it. What a
chain alone lets through is caught against a receipt: the tail cut with the head record fixed,
the wiped log, the chain rewritten whole with the project's own hashing code; and an altered
receipt or one signed with another key is refused. Tampering is done behind the app's back on
a real database, as an attacker holding the file would."""

from __future__ import annotations

import os
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.helpers.audit import append_stocked as append
from tests.helpers.audit import raw_rows, raw_sql
from xcom_manager.services.audit.chain import entry_hash, format_timestamp
from xcom_manager.services.audit.checkpoint import (
    SigningKey,
    make_checkpoint,
    parse_checkpoint,
    verify_receipt,
)
from xcom_manager.services.core.errors import UserError
from xcom_manager.store.db import Database

NOW = datetime(2026, 12, 1, 20, 15, tzinfo=UTC)


@pytest.fixture
def key(tmp_path: Path) -> SigningKey:
    return SigningKey(tmp_path / "keys" / "receipt.pem")


def _receipt(db: Database, campaign_id: int, key: SigningKey) -> str:
    return make_checkpoint(db, campaign_id, "Operation\nTest\x1b[2J", key, NOW).to_text()


def check(db: Database, text: str, key: SigningKey) -> tuple[bool, str]:
    report = verify_receipt(db, parse_checkpoint(text), key.public_text())
    return report.ok, " ".join(report.problems)


def test_a_receipt_reads_as_text_and_the_key_stays_private(
    db: Database, campaign_id: int, key: SigningKey, tmp_path: Path
) -> None:
    append(db, campaign_id, 5)
    text = _receipt(db, campaign_id, key)
    lines = text.splitlines()
    assert lines[:4] == [
        "xcom_manager audit checkpoint v2",
        f"campaign: {campaign_id}",
        "name: Operation Test [2J",  # one printable line: no newline, no terminal escape
        "rows: 5",
    ]
    assert re.fullmatch(r"head: [0-9a-f]{64}", lines[4])
    assert lines[5] == "events: 0 " + "0" * 64  # no mission yet
    assert lines[6] == "time: " + format_timestamp(NOW)
    assert lines[7] == "key: " + key.public_text() and lines[8] == ""
    assert lines[-1].startswith("signature: ")
    assert oct(os.stat(tmp_path / "keys" / "receipt.pem").st_mode & 0o777) == "0o600"
    again = SigningKey(tmp_path / "keys" / "receipt.pem")  # the same key next time
    assert again.public_text() == key.public_text()
    assert check(db, text, key) == (True, "")


def test_a_log_that_grew_since_still_extends_the_receipt(
    db: Database, campaign_id: int, key: SigningKey
) -> None:
    append(db, campaign_id, 4)
    text = _receipt(db, campaign_id, key)
    append(db, campaign_id, 3, start=4)
    assert check(db, text, key)[0]


def test_the_tail_cut_with_the_head_record_fixed_is_caught(
    db: Database, campaign_id: int, key: SigningKey
) -> None:
    append(db, campaign_id, 6)
    text = _receipt(db, campaign_id, key)
    raw_sql(db, "DELETE FROM audit_entry WHERE seq = 6")
    raw_sql(
        db,
        "UPDATE audit_head SET last_seq = 5, last_hash = "
        "(SELECT hash FROM audit_entry WHERE seq = 5)",
    )
    ok, problems = check(db, text, key)
    assert not ok and "was cut: it has 5 rows" in problems and "saw 6" in problems


def test_the_wiped_log_is_caught(db: Database, campaign_id: int, key: SigningKey) -> None:
    append(db, campaign_id, 3)
    text = _receipt(db, campaign_id, key)
    raw_sql(db, "DELETE FROM audit_entry")
    raw_sql(db, "DELETE FROM audit_head")
    ok, problems = check(db, text, key)
    assert not ok and "was cut: it has 0 rows" in problems


def test_a_chain_rewritten_whole_with_the_projects_hashing_is_caught(
    db: Database, campaign_id: int, key: SigningKey
) -> None:
    append(db, campaign_id, 4)
    text = _receipt(db, campaign_id, key)
    _rewrite_from(db, 2, reason="nothing happened")
    ok, problems = check(db, text, key)
    assert not ok and "row #4 is not the row the receipt" in problems


def test_an_altered_receipt_or_another_key_is_refused(
    db: Database, campaign_id: int, key: SigningKey, tmp_path: Path
) -> None:
    append(db, campaign_id, 3)
    text = _receipt(db, campaign_id, key)
    altered = text.replace("rows: 3", "rows: 2")
    assert "the receipt was altered" in check(db, altered, key)[1]
    other = SigningKey(tmp_path / "other.pem")
    assert "another key" in check(db, text, other)[1]


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("hello", "not an audit receipt"),
        ("xcom_manager audit checkpoint\ncampaign: x\n", "must start with 'name:'"),
        (
            "xcom_manager audit checkpoint\ncampaign: 1\nname: a\nrows: 1\nhead: zz\n"
            "time: t\nkey: k\n\nsignature: s\n",
            "64 hexadecimal digits",
        ),
    ],
)
def test_a_malformed_receipt_names_what_is_wrong(text: str, problem: str) -> None:
    with pytest.raises(UserError, match=problem):
        parse_checkpoint(text)


def _rewrite_from(db: Database, seq: int, **changes: object) -> None:
    """Edit row ``seq`` and re-hash every row after it with the project's own code, fixing
    the head record: a chain that verifies."""
    from xcom_manager.services.audit.chain import COLUMNS, HASH_INDEX, PREV_HASH_INDEX

    names = ", ".join(COLUMNS)
    rows = [list(r) for r in raw_rows(db, f"SELECT {names} FROM audit_entry ORDER BY seq")]
    previous = rows[seq - 2][HASH_INDEX] if seq > 1 else "0" * 64
    for row in rows[seq - 1 :]:
        for column, value in changes.items():
            row[COLUMNS.index(column)] = value
        row[PREV_HASH_INDEX] = previous
        content = [v for i, v in enumerate(row) if i != HASH_INDEX]
        row[HASH_INDEX] = entry_hash(content)
        previous = row[HASH_INDEX]
        sets = ", ".join(f"{c} = ?" for c in COLUMNS)
        raw_sql(db, f"UPDATE audit_entry SET {sets} WHERE seq = ?", *row, row[COLUMNS.index("seq")])
    raw_sql(db, "UPDATE audit_head SET last_hash = ?", previous)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(st.sampled_from(["cut", "wipe", "rewrite", "edit"]), min_size=1, max_size=3))
def test_any_tampering_after_a_receipt_is_detected(
    tmp_path_factory: pytest.TempPathFactory, operations: list[str]
) -> None:
    """Whatever sequence of tampering is done to a copy of the database after its receipt,
    ``verify --receipt`` fails (issue 13, deliverable 10)."""
    from xcom_manager.services.campaigns.service import CampaignService

    folder = tmp_path_factory.mktemp("tamper")
    db = Database.open(f"sqlite:///{folder / 'c.db'}")
    try:
        campaign_id = CampaignService(db).create_campaign("Tampered", "wargame").id
        append(db, campaign_id, 6)
        key = SigningKey(folder / "k.pem")
        text = _receipt(db, campaign_id, key)
        for operation in operations:
            count = int(_scalar(db, "SELECT count(*) FROM audit_entry"))
            if operation == "cut" and count:
                raw_sql(db, "DELETE FROM audit_entry WHERE seq = ?", count)
                raw_sql(
                    db,
                    "UPDATE audit_head SET last_seq = ?, last_hash = "
                    "coalesce((SELECT hash FROM audit_entry WHERE seq = ?), ?)",
                    count - 1,
                    count - 1,
                    "0" * 64,
                )
            elif operation == "wipe":
                raw_sql(db, "DELETE FROM audit_entry")
                raw_sql(db, "DELETE FROM audit_head")
            elif operation == "rewrite" and count >= 2:
                _rewrite_from(db, 2, reason="rewritten")
            elif operation == "edit" and count:
                raw_sql(db, "UPDATE audit_entry SET reason = 'edited' WHERE seq = 1")
            else:  # nothing left to tamper with: wipe what is there
                raw_sql(db, "DELETE FROM audit_entry")
                raw_sql(db, "DELETE FROM audit_head")
        assert not check(db, text, key)[0]
    finally:
        db.close()


def _scalar(db: Database, sql: str) -> object:
    return raw_rows(db, sql)[0][0]


def test_the_last_receipt_is_kept_outside_the_database_and_checked_on_opening(
    db: Database, campaign_id: int, key: SigningKey, tmp_path: Path
) -> None:
    """Issue 13, deliverable 2: the app keeps the last receipt of each campaign and, when the
    campaign is opened again, says whether the log still extends it."""
    from xcom_manager.services.audit.receipts import ReceiptKeeper

    keeper = ReceiptKeeper(tmp_path / "receipts", key)
    assert keeper.check(db, campaign_id) is None  # no receipt kept yet
    assert not keeper.grown_since(db, campaign_id, 0)  # an empty log: nothing to receipt
    assert keeper.grown_since(db, campaign_id, 1)
    append(db, campaign_id, 4)
    written = keeper.write(db, campaign_id, "Operation Test", NOW)
    assert written.rows == 4 and not keeper.grown_since(db, campaign_id, 4)
    report = keeper.check(db, campaign_id)
    assert report is not None and report.ok
    raw_sql(db, "DELETE FROM audit_entry")
    raw_sql(db, "DELETE FROM audit_head")
    report = keeper.check(db, campaign_id)
    assert report is not None and not report.ok and "was cut" in report.problems[0]
    if db.url.startswith("sqlite"):
        kept = (tmp_path / "campaign.db").read_bytes()
        assert not kept.count(b"xcom_manager audit checkpoint")
