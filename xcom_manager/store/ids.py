"""The ids a row can have: SQLite's INTEGER and PostgreSQL's BIGINT are 64-bit signed. An id
outside that range names no row; asked for anyway, SQLite's driver raises ``OverflowError``
while binding it, so a lookup asks :func:`storable_id` first and finds nothing."""

from __future__ import annotations

__all__ = ["storable_id"]

_LOWEST = -(2**63)
_HIGHEST = 2**63 - 1


def storable_id(value: int) -> bool:
    """Whether ``value`` can be the id of a stored row at all."""
    return _LOWEST <= value <= _HIGHEST
