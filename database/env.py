"""Alembic environment of xcom_manager.

Run programmatically by :mod:`xcom_manager.store.db` (no ``alembic.ini``): the caller passes an open
SQLAlchemy connection in ``config.attributes["connection"]``, already inside the one transaction
that the whole upgrade runs in, so that a failing migration rolls back every migration before it.
Without such a connection (the ``alembic`` command line), an engine is made from
``sqlalchemy.url`` with the store's own settings, and the upgrade still runs in one transaction.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy.engine import Connection
from sqlmodel import SQLModel

# Importing the models registers the tables and sets the naming convention on the metadata.
import xcom_manager.store.models  # noqa: F401

config = context.config
target_metadata = SQLModel.metadata


def _configure(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=target_metadata,
        compare_type=True,
        render_as_batch=connection.dialect.name == "sqlite",
        # One transaction for the whole upgrade. SQLite's DDL is transactional once the engine
        # emits its own BEGIN (see xcom_manager.store.db), so tell Alembic to rely on it.
        transaction_per_migration=False,
        transactional_ddl=True,
    )


def run_migrations_offline() -> None:
    """Write the SQL of the migrations instead of running them (``alembic upgrade --sql``)."""
    context.configure(
        url=config.get_main_option("sqlalchemy.url"),
        target_metadata=target_metadata,
        literal_binds=True,
        compare_type=True,
        render_as_batch=True,
        transaction_per_migration=False,
    )
    with context.begin_transaction():
        context.run_migrations()


def run_migrations_online() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        _configure(connection)
        with context.begin_transaction():
            context.run_migrations()
        return

    from xcom_manager.store.db import make_engine, migration_transaction

    url = config.get_main_option("sqlalchemy.url")
    if not url:
        raise RuntimeError("sqlalchemy.url is not set in the Alembic configuration")
    engine = make_engine(url)
    try:
        with engine.connect() as connection, migration_transaction(connection):
            _configure(connection)
            with context.begin_transaction():
                context.run_migrations()
    finally:
        engine.dispose()


if context.is_offline_mode():
    run_migrations_offline()
else:
    run_migrations_online()
