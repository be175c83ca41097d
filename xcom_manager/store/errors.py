"""Errors of the store that the user can act on.

A :class:`StoreError` carries English text fit to show as is (a database that cannot be opened, a
database written by a newer xcom_manager, a failed upgrade). Services may wrap it in their own
``UserError``; anything else raised by the store is a bug.
"""

from __future__ import annotations


class StoreError(Exception):
    """A problem with the database that the user can act on; ``str(e)`` is fit to show."""
