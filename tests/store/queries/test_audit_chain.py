"""The audit chain's reads for verify, on a raw DB-API cursor."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.helpers.audit import append
from xcom_manager.services.audit.chain import COLUMNS, GENESIS_HASH
from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign
from xcom_manager.store.queries.audit_chain import (
    count_rows,
    prev_hash_of,
    read_heads,
    select_chain_rows,
    seq_of_hash,
)


@pytest.fixture
def cursor(db: Database) -> Iterator[Any]:
    """A raw cursor on a log of two campaigns: three rows, then two."""
    ids = []
    for name in ("First", "Second"):
        with db.session() as session:
            row = Campaign(name=name, ruleset_id="wargame")
            session.add(row)
            session.flush()
            assert row.id is not None
            ids.append(row.id)
    append(db, ids[0], 3)
    append(db, ids[1], 2)
    raw = db.engine.raw_connection()
    try:
        opened = raw.cursor()
        yield opened
        opened.close()
    finally:
        raw.rollback()
        raw.close()


def test_heads_and_counts_of_one_campaign_or_all(cursor: Any) -> None:
    heads = read_heads(cursor, None)
    assert sorted((campaign, seq) for campaign, (seq, _) in heads.items()) == [(1, 3), (2, 2)]
    assert read_heads(cursor, 2) == {2: heads[2]}
    assert (count_rows(cursor, None), count_rows(cursor, 1), count_rows(cursor, 9)) == (5, 3, 0)


def test_rows_come_in_chain_order_as_the_columns_asked_for(cursor: Any) -> None:
    select_chain_rows(cursor, None, COLUMNS)
    rows = list(cursor)
    assert [(row[0], row[1]) for row in rows] == [(1, 1), (1, 2), (1, 3), (2, 1), (2, 2)]
    assert len(rows[0]) == len(COLUMNS)
    assert prev_hash_of(cursor, 1, 1) == GENESIS_HASH
    assert prev_hash_of(cursor, 1, 3) == rows[1][-1]
    assert prev_hash_of(cursor, 1, 4) is None
    assert seq_of_hash(cursor, 1, rows[1][-1]) == 2
    assert seq_of_hash(cursor, 2, rows[1][-1]) is None  # another campaign's row


def test_a_hash_that_is_not_hex_matches_nothing(cursor: Any) -> None:
    """Text put into the SQL of a look-up by hash is a hex digest or nothing."""
    assert seq_of_hash(cursor, 1, "' OR '1'='1") is None
