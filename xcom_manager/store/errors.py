"""Errors of the store that the user can act on.

A :class:`StoreError` carries English text fit to show as is (a database that cannot be opened, a
database written by a newer xcom_manager, a failed upgrade). One made from a
:class:`~xcom_manager.rules.texts.Message` (a damaged, busy or foreign file: ``store/integrity``)
keeps it in ``message``, so that a view words it in the user's language, like the services'
``UserError``. Services may wrap it in their own ``UserError``; anything else raised by the store
is a bug.
"""

from __future__ import annotations

from xcom_manager.rules.texts import Message, templates, tr_noop

#: The texts of the store's refusals on opening a database (``store/db.py``); a damaged, busy or
#: foreign file's are in ``store/integrity``. ``{detail}`` is the driver's own words.
MESSAGES = templates(
    {
        "database_cannot_open": tr_noop(
            "DatabaseTrouble", "Cannot open the database at {location}: {detail}"
        ),
        "database_cannot_read": tr_noop(
            "DatabaseTrouble", "Cannot read the database at {location}: {detail}"
        ),
        "database_newer": tr_noop(
            "DatabaseTrouble",
            "The database at {location} was written by a newer version of xcom_manager (schema "
            "revision {revision}). Install the newer version to open it.",
        ),
        "database_not_ours": tr_noop(
            "DatabaseTrouble",
            "The database at {location} holds tables but is not an xcom_manager database (it has "
            "no schema revision). Choose another database.",
        ),
        "database_connection_lost": tr_noop(
            "DatabaseTrouble", "Lost the connection to the database at {location}"
        ),
        # -- the folder of a SQLite file (store/folder.py) -------------------------------------
        "database_folder_is_file": tr_noop(
            "DatabaseTrouble",
            "Cannot use the database {path}: {folder} is a file, not a folder. Choose another "
            "place for the database.",
        ),
        "database_folder_missing": tr_noop(
            "DatabaseTrouble", "Cannot use the database {path}: its folder {folder} is not there."
        ),
        "database_folder_cannot_create": tr_noop(
            "DatabaseTrouble",
            "Cannot use the database {path}: its folder {folder} cannot be created ({detail}).",
        ),
        "database_folder_unreadable": tr_noop(
            "DatabaseTrouble",
            "Cannot use the database {path}: its folder {folder} cannot be read ({detail}).",
        ),
        "database_folder_not_writable": tr_noop(
            "DatabaseTrouble",
            "Cannot use the database {path}: its folder {folder} cannot be written to "
            "({detail}); the database keeps its journal beside the file.",
        ),
    }
)


class StoreError(Exception):
    """A problem with the database that the user can act on; ``str(e)`` is fit to show (in
    English), ``message`` (when it was made from one) the message for a view to word."""

    def __init__(self, message: str | Message = "", /) -> None:
        self.message: Message | None = message if isinstance(message, Message) else None
        super().__init__(message.text if isinstance(message, Message) else message)
