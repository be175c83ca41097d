"""Errors of the store that the user can act on.

A :class:`StoreError` carries English text fit to show as is (a database that cannot be opened, a
database written by a newer xcom_manager, a failed upgrade). One made from a
:class:`~xcom_manager.rules.texts.Message` (a damaged, busy or foreign file: ``store/integrity``)
keeps it in ``message``, so that a view words it in the user's language, like the services'
``UserError``. Services may wrap it in their own ``UserError``; anything else raised by the store
is a bug.
"""

from __future__ import annotations

from xcom_manager.rules.texts import Message


class StoreError(Exception):
    """A problem with the database that the user can act on; ``str(e)`` is fit to show (in
    English), ``message`` (when it was made from one) the message for a view to word."""

    def __init__(self, message: str | Message = "", /) -> None:
        self.message: Message | None = message if isinstance(message, Message) else None
        super().__init__(message.text if isinstance(message, Message) else message)
