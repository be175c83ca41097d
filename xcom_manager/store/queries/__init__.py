"""The SQL that services need, kept in the store: statements, their parameters and query plans.

Functions here take a session (or a :class:`~xcom_manager.store.queries.driver.DriverRunner`)
and plain values, and return plain values or tuples. They know tables and indexes, not rules:
what a row means, and what may be written, is the services' business.
"""
