"""Statements compiled once and run straight on the driver, inside one transaction."""

from __future__ import annotations

import pytest
from sqlalchemy import bindparam, select, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlmodel import col

from xcom_manager.store.db import Database
from xcom_manager.store.models import Campaign
from xcom_manager.store.queries.driver import DriverRunner, DriverStatement

_BY_NAME = DriverStatement(
    select(col(Campaign.id), col(Campaign.name))
    .where(col(Campaign.name) == bindparam("name"), col(Campaign.ruleset_id) == "wargame")
    .order_by(col(Campaign.id)),
    ("name",),
)
_RENAME = DriverStatement(
    update(Campaign).where(col(Campaign.id) == bindparam("b_id")).values(name=bindparam("b_name")),
    ("b_name", "b_id"),
)


def _campaign(db: Database, name: str, ruleset_id: str = "wargame") -> int:
    with db.session() as session:
        row = Campaign(name=name, ruleset_id=ruleset_id)
        session.add(row)
        session.flush()
        assert row.id is not None
        return row.id


def test_values_go_in_the_callers_order_with_the_fixed_ones(db: Database) -> None:
    first = _campaign(db, "Deep Blue")
    _campaign(db, "Deep Blue", "boardgame")  # the fixed ruleset_id value leaves it out
    with db.driver_transaction() as connection:
        runner = DriverRunner.for_transaction(connection, db)
        assert runner.all(_BY_NAME, "Deep Blue") == [(first, "Deep Blue")]
        assert runner.first(_BY_NAME, "Ashfall") is None
        assert runner.run(_RENAME, "Ashfall", first) == 1
        assert runner.first(_BY_NAME, "Ashfall") == (first, "Ashfall")


def test_a_session_runner_is_part_of_the_sessions_transaction(db: Database) -> None:
    first = _campaign(db, "Deep Blue")
    with pytest.raises(RuntimeError), db.session() as session:
        assert DriverRunner.for_session(session).run(_RENAME, "Ashfall", first) == 1
        raise RuntimeError("rolled back")
    with db.driver_transaction() as connection:
        assert DriverRunner.for_transaction(connection, db).first(_BY_NAME, "Deep Blue")


def test_each_dialect_gets_its_own_sql() -> None:
    on_sqlite, _ = _BY_NAME.compiled(sqlite.dialect())
    on_postgresql, convert = _BY_NAME.compiled(postgresql.psycopg2.dialect())
    assert "campaign.name = ?" in on_sqlite
    assert "campaign.name = %(name)s" in on_postgresql
    assert convert(("Deep Blue",)) == {"name": "Deep Blue", "ruleset_id_1": "wargame"}


def test_a_parameter_missing_from_params_is_refused() -> None:
    statement = DriverStatement(select(col(Campaign.id)).where(col(Campaign.id) == bindparam("x")))
    with pytest.raises(ValueError, match=r"parameters \['x'\]"):
        statement.compiled(sqlite.dialect())
