"""The tamper-evident audit log of item movements.

:mod:`.chain` is the chain's format and appending a row (in the caller's transaction);
:mod:`.service` the :class:`~.service.AuditService` that counts, pages and exports a log for
the view and the command line; :mod:`.verify` checks a chain and says where it breaks. The SQL
is the store's (:mod:`xcom_manager.store.queries.audit_chain`, ``audit_filters``).
"""
