"""The one hash chain (store/chain.py): the same bytes the audit log's and the mission events'
own hashing gave, so every database written before they shared it still verifies."""

from __future__ import annotations

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xcom_manager.cli.main import main
from xcom_manager.services.audit.chain import COLUMNS, HASH_INDEX
from xcom_manager.services.missions.event_chain import stored_content
from xcom_manager.store.chain import GENESIS_HASH, canonical_bytes, link_hash

LEGACY = Path(__file__).resolve().parent.parent / "data" / "legacy" / "main-8dc65c5-chains.db"

#: The two encoders each chain had before they were one (frozen copies: what stored hashes used).
_OLD_AUDIT = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), check_circular=False)
_OLD_EVENTS = json.JSONEncoder(
    ensure_ascii=True, separators=(",", ":"), sort_keys=True, check_circular=False
)

_SCALARS = st.none() | st.integers() | st.text() | st.booleans()
_JSON = st.recursive(
    _SCALARS | st.floats(allow_nan=False, allow_infinity=False),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=12,
)


@given(st.lists(_SCALARS, max_size=26))
def test_an_audit_rows_bytes_are_the_old_audit_chains(content: list[Any]) -> None:
    old = _OLD_AUDIT.encode(tuple(content)).encode("ascii")
    assert canonical_bytes(tuple(content)) == old
    assert link_hash(tuple(content)) == hashlib.sha256(old).hexdigest()


@given(st.integers(), st.integers(), st.text(), _JSON)
def test_an_events_bytes_are_the_old_event_chains(
    chain_seq: int, seq: int, kind: str, payload: Any
) -> None:
    content = (1, chain_seq, 2, seq, kind, "2026-12-02T10:00:00.000000+00:00", payload, "0" * 64)
    old = _OLD_EVENTS.encode(list(content)).encode("ascii")
    assert canonical_bytes(content) == old
    assert link_hash(content) == hashlib.sha256(old).hexdigest()


@pytest.fixture
def legacy_copy(tmp_path: Path) -> Path:
    copy = tmp_path / "campaign.db"
    shutil.copyfile(LEGACY, copy)
    return copy


def test_every_hash_of_a_database_made_before_the_one_chain_recomputes(legacy_copy: Path) -> None:
    connection = sqlite3.connect(legacy_copy)
    try:
        audit = connection.execute(
            f"SELECT {', '.join(COLUMNS)} FROM audit_entry ORDER BY campaign_id, seq"
        ).fetchall()
        events = connection.execute(
            "SELECT campaign_id, chain_seq, mission_id, seq, type, recorded_at, payload, "
            "prev_hash, hash FROM mission_event ORDER BY campaign_id, chain_seq"
        ).fetchall()
    finally:
        connection.close()
    assert (len(audit), len(events)) == (30, 91)
    assert all(link_hash(row[:HASH_INDEX]) == row[HASH_INDEX] for row in audit)
    assert all(link_hash(stored_content(row)) == row[8] for row in events)
    assert {row[7] for row in events if row[1] == 1} == {GENESIS_HASH}


def test_a_database_made_before_the_one_chain_verifies(
    legacy_copy: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--db", f"sqlite:///{legacy_copy}", "audit", "verify"]) == 0
    out = capsys.readouterr().out
    assert "audit log intact: 30 rows" in out and "mission events intact: 91 events" in out
    # Its missions were recorded before seals: verified as before, said to be unsealed.
    assert "missions: setup not sealed (recorded before seals)" in out
