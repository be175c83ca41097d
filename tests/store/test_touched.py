"""What a write transaction touched (``store.touched``): read off Core statements, the payload
it sends and its size limit (no database: a stand-in cursor answers the look-ups)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import bindparam, delete, insert, update
from sqlmodel import col

from xcom_manager.store.models import AuditEntry, Campaign, Item, Mission, Soldier
from xcom_manager.store.touched import MANY, PAYLOAD_LIMIT, Touched
from xcom_manager.store.watch import read_payload


class _Cursor:
    """Answers ``SELECT id, campaign_id, version FROM <table> WHERE id = ANY(%s)``."""

    def __init__(self, rows: dict[str, dict[int, tuple[int, int | None]]]) -> None:
        self._rows = rows
        self._found: list[tuple[int, int, int | None]] = []
        self.queries = 0

    def execute(self, sql: str, params: tuple[list[int]]) -> None:
        self.queries += 1
        table = sql.split(" FROM ")[1].split()[0]
        known = self._rows.get(table, {})
        self._found = [(i, *known[i]) for i in params[0] if i in known]

    def fetchall(self) -> list[tuple[Any, ...]]:
        return self._found


def test_statements_name_their_rows_and_campaigns() -> None:
    touched = Touched()
    touched.statement(
        update(Item)
        .where(col(Item.id) == bindparam("b_item"), col(Item.version) == bindparam("b_seen"))
        .values(location="armoury"),
        [{"b_item": 12, "b_seen": 4}],
    )
    touched.statement(update(Soldier).where(col(Soldier.id).in_([3, 4])).values(wounds=1), [])
    touched.statement(update(Mission).where(col(Mission.id) == 9).values(version=2), [])
    touched.statement(
        insert(AuditEntry).values(campaign_id=bindparam("c"), seq=bindparam("s")), [{"c": 7}]
    )
    touched.statement(update(Campaign).where(col(Campaign.id) == 7).values(version=5), [])
    cursor = _Cursor(
        {"item": {12: (7, 5)}, "soldier": {3: (7, 2)}, "mission": {9: (7, None)}}
    )  # soldier 4 is gone
    payload = json.loads(touched.payload(cursor))
    assert payload == {
        "7": {
            "k": ["audit", "campaigns", "inventory", "missions", "roster"],
            "i": [[12, 5]],
            "s": [[3, 2]],
        },
        "*": {"k": ["roster"], "s": [[4, None]]},
    }
    assert cursor.queries == 3  # one look-up per table of ids
    said = read_payload(json.dumps(payload))
    assert said is not None
    found, soldiers, items = said
    assert (7, "soldiers", frozenset({3})) in found and (None, "soldiers", frozenset({4})) in found
    assert soldiers == {3: (7, 2), 4: (None, None)} and items == {12: (7, 5)}


def test_a_lock_that_changes_nothing_is_not_a_change() -> None:
    touched = Touched()
    touched.statement(
        update(Campaign).where(col(Campaign.id) == 7).values(version=col(Campaign.version) + 0),
        [],
    )
    assert not touched


def test_rows_it_cannot_name_and_payloads_too_big_say_many() -> None:
    bulk = Touched()
    bulk.statement(insert(Soldier), [{"campaign_id": 7, "name": "A"}])  # ids made by the server
    assert bulk.payload(_Cursor({})) == MANY
    big = Touched()
    ids = range(1, 1200)
    for item_id in ids:
        big.row("item", item_id, 7)
    assert big.payload(_Cursor({"item": {i: (7, 1) for i in ids}})) == MANY
    fits = Touched()
    fits.row("item", 5, 7)
    text = fits.payload(_Cursor({"item": {5: (7, 1)}}))
    assert len(text.encode()) <= PAYLOAD_LIMIT and read_payload(text) is not None


def test_a_campaign_removed_touches_every_kind_of_it() -> None:
    touched = Touched()
    touched.statement(delete(Campaign).where(col(Campaign.id) == 7), [])
    kinds = json.loads(touched.payload(_Cursor({})))["7"]["k"]
    assert kinds == ["audit", "campaigns", "events", "history", "inventory", "missions", "roster"]


def test_payloads_of_older_apps_or_garbage_fall_back_to_the_snapshot() -> None:
    assert read_payload('{"kind":"commit"}') is None
    assert read_payload("not json") is None
    assert read_payload(MANY) is None
