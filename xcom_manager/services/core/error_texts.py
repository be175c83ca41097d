"""The texts of the services' refusals, marked for translation.

A service refuses with a :class:`~xcom_manager.services.core.errors.UserError` made from a
:class:`~xcom_manager.rules.texts.Message` (a key here and its parameters), never from a
sentence: ``str(error)`` is the English text, and a view (or the command line, in the language of
``XCOM_LANG``) words the message in the user's language. ``tests/services/test_error_texts.py``
fails on a ``raise`` of a user error with a plain string.

Parameters are names, numbers and the user's own words (a file's path, a soldier's name, a
driver's or the operating system's reason, in its own language).
"""

from __future__ import annotations

from xcom_manager.rules.texts import Message, templates, tr_noop

__all__ = ["MESSAGES", "moved_since"]


MESSAGES = templates(
    {
        # -- a row that is not there ------------------------------------------------------------
        "no_campaign": tr_noop("ServiceErrors", "there is no campaign #{campaign_id}"),
        "no_mission": tr_noop("ServiceErrors", "there is no mission #{mission_id}"),
        "no_soldier": tr_noop("ServiceErrors", "there is no soldier #{soldier_id}"),
        "no_soldier_here": tr_noop(
            "ServiceErrors", "there is no soldier #{soldier_id} in this campaign"
        ),
        "no_soldier_gone": tr_noop(
            "ServiceErrors",
            "there is no soldier #{soldier_id} (dismissed, or its campaign was deleted)",
        ),
        "no_soldier_called": tr_noop(
            "ServiceErrors", "no soldier of this campaign is called “{wanted}”"
        ),
        "no_item": tr_noop("ServiceErrors", "there is no item #{item_id}"),
        "no_item_here": tr_noop(
            "ServiceErrors", "there is no item #{item_id} in campaign #{campaign_id}"
        ),
        "no_items_here": tr_noop(
            "ServiceErrors", "there is no item #{item_id} in campaign #{campaign_id} (nor {others})"
        ),
        "no_audit_row": tr_noop(
            "ServiceErrors", "there is no audit row #{seq} in campaign #{campaign_id}"
        ),
        "no_ruleset": tr_noop(
            "ServiceErrors", "there is no ruleset {ruleset_id} (installed rulesets: {installed})"
        ),
        "no_demo_ruleset": tr_noop(
            "ServiceErrors", "there is no wargame ruleset installed to build the demo campaign from"
        ),
        "no_map": tr_noop("ServiceErrors", "there is no Mission Map {map_id} (maps: {known})"),
        "no_own_map": tr_noop("ServiceErrors", "there is no Mission Map {map_id} of your own"),
        "not_in_campaign": tr_noop(
            "ServiceErrors", "soldier #{soldier_id} is not in the campaign of item #{item_id}"
        ),
        "name_ambiguous": tr_noop(
            "ServiceErrors", "“{wanted}” matches {count} soldiers: {listed}; give an id"
        ),
        # -- a field of a form (after its name: "name: must not be empty") ---------------------
        "field_empty": tr_noop("ServiceErrors", "must not be empty"),
        "field_too_long": tr_noop("ServiceErrors", "must be at most {limit} characters long"),
        "field_one_of": tr_noop("ServiceErrors", "must be one of {known}, not {given}"),
        # -- moves and their undo ---------------------------------------------------------------
        "leave_armoury_as": tr_noop(
            "ServiceErrors", "an item leaves the armoury as {choices}, not {why}"
        ),
        "undo_item_moved_since": tr_noop(
            "ServiceErrors", "cannot undo #{seq}: {item_name} has moved since"
        ),
        "undo_item_moved_since_see": tr_noop(
            "ServiceErrors", "cannot undo #{seq}: {item_name} has moved since (see #{later})"
        ),
        "undo_not_stock": tr_noop(
            "ServiceErrors",
            "cannot undo #{seq} here: it did not add {item_name} to the armoury nor remove it",
        ),
        "undo_not_kit_move": tr_noop(
            "ServiceErrors",
            "cannot undo #{seq} here: it did not move {item_name} between a soldier and the "
            "armoury",
        ),
        "undo_was_elsewhere": tr_noop(
            "ServiceErrors", "cannot undo #{seq}: {item_name} was {from_kind}"
        ),
        "undo_no_room": tr_noop(
            "ServiceErrors",
            "cannot undo #{seq}: {soldier_name} has no free position left in {slot_key} for "
            "{item_name}",
        ),
        "undo_nothing": tr_noop("ServiceErrors", "there is nothing to undo"),
        "undo_not_one_kit": tr_noop(
            "ServiceErrors", "cannot undo these rows together: they are not one soldier's kit"
        ),
        "undo_both_ways": tr_noop(
            "ServiceErrors", "cannot undo these rows together: they moved items both ways"
        ),
        "item_not_movable": tr_noop(
            "ServiceErrors", "item #{item_id} is {where} and cannot be moved"
        ),
        "item_type_unknown": tr_noop(
            "ServiceErrors",
            "item #{item_id} is a {item_type}, which the ruleset {ruleset_name} does not know; "
            "it cannot be moved",
        ),
        "no_free_position": tr_noop(
            "ServiceErrors",
            "{soldier_name} has no free position for {item_name}, not even as a GM override; "
            "choose a slot with room",
        ),
        "item_moved_meanwhile": tr_noop(
            "ServiceErrors", "item #{item_id} was moved by someone else meanwhile"
        ),
        "kit_changed": tr_noop(
            "ServiceErrors",
            "the kit of {soldier_name} was changed by someone else since you looked: it now holds "
            "{count} items",
        ),
        # -- the roster -------------------------------------------------------------------------
        "dismiss_carrying_one": tr_noop(
            "ServiceErrors",
            "{name} still carries 1 item; return them to the armoury before dismissing the soldier",
        ),
        "dismiss_carrying": tr_noop(
            "ServiceErrors",
            "{name} still carries {count} items; return them to the armoury before dismissing "
            "the soldier",
        ),
        "restore_exists": tr_noop(
            "ServiceErrors", "{name} cannot be restored: soldier #{soldier_id} exists"
        ),
        # -- missions ---------------------------------------------------------------------------
        "no_mission_row": tr_noop("ServiceErrors", "there is no mission #{row_id}"),
        "no_campaign_row": tr_noop("ServiceErrors", "there is no campaign #{row_id}"),
        "dice_choice": tr_noop(
            "ServiceErrors", "dice are 'roll' or the values typed in, not {dice}"
        ),
        # -- the audit log and its receipts ---------------------------------------------------
        "audit_head_lost": tr_noop(
            "ServiceErrors",
            "the audit log of campaign #{campaign_id} has lost its head record; run "
            "'xcom-manager audit verify' before recording more movements",
        ),
        "audit_changed": tr_noop(
            "ServiceErrors",
            "the audit log of campaign #{campaign_id} changed while this movement was being "
            "recorded; nothing was changed, try again",
        ),
        "events_head_lost": tr_noop(
            "ServiceErrors",
            "the mission events of campaign #{campaign_id} have lost their head record; run "
            "'xcom-manager audit verify' before recording more",
        ),
        "events_changed": tr_noop(
            "ServiceErrors",
            "the mission events of campaign #{campaign_id} changed while this step was being "
            "recorded; nothing was changed, try again",
        ),
        "receipt_header": tr_noop(
            "ServiceErrors", "not an audit receipt: its first line must be {header}"
        ),
        "receipt_line": tr_noop(
            "ServiceErrors", "line {line} of the receipt must start with {prefix}"
        ),
        "receipt_no_signature": tr_noop(
            "ServiceErrors", "the receipt has no 'signature:' line after its blank line"
        ),
        "receipt_numbers": tr_noop(
            "ServiceErrors", "the receipt's campaign and rows must be whole numbers"
        ),
        "receipt_head": tr_noop(
            "ServiceErrors", "the receipt's head must be 64 hexadecimal digits"
        ),
        "receipt_events": tr_noop(
            "ServiceErrors", "the receipt's events must be a whole number and 64 hexadecimal digits"
        ),
        "receipt_key_unreadable": tr_noop(
            "ServiceErrors", "the receipt key {path} cannot be read: {detail}"
        ),
        "receipt_key_kind": tr_noop(
            "ServiceErrors", "the receipt key {path} is not an Ed25519 key"
        ),
        "receipt_not_kept": tr_noop(
            "ServiceErrors", "the receipt cannot be kept in {path}: {detail}"
        ),
        # -- files ------------------------------------------------------------------------------
        "cannot_write": tr_noop("ServiceErrors", "cannot write {path}: {detail}"),
        "cannot_read": tr_noop("ServiceErrors", "cannot read {path}: {detail}"),
        "not_a_file": tr_noop(
            "ServiceErrors",
            "{path} is not a file (a folder, a device or a pipe): choose a campaign file",
        ),
        "backup_not_sqlite": tr_noop(
            "ServiceErrors",
            "Backups are taken only of SQLite database files; this database is not one (back a "
            "PostgreSQL database up on its server, e.g. with pg_dump).",
        ),
        "not_a_backup": tr_noop("ServiceErrors", "{path} is not a backup of this database"),
        "restore_while_open": tr_noop(
            "ServiceErrors",
            "Close the other windows and command-line runs on this database first: {count} "
            "other programs have it open, and a restore under them would lose what they write "
            "next. Nothing was changed.",
        ),
        "restore_while_open_unknown": tr_noop(
            "ServiceErrors",
            "Close the other windows and command-line runs on this database first: another "
            "program has it open, and a restore under it would lose what it writes next. "
            "Nothing was changed.",
        ),
        "map_unreadable": tr_noop(
            "ServiceErrors", "the Mission Map {path} cannot be read: {detail}"
        ),
        "map_breaks_mis_9": tr_noop(
            "ServiceErrors", "the Mission Map {path} breaks MIS-9: {detail}"
        ),
        "map_file_malformed": tr_noop(
            "ServiceErrors", "the Mission Map {path} is malformed: {detail}"
        ),
        "map_malformed": tr_noop("ServiceErrors", "the Mission Map is malformed: {detail}"),
        # -- rulesets ---------------------------------------------------------------------------
        "ruleset_id_taken": tr_noop(
            "ServiceErrors",
            "{file}: the id '{ruleset_id}' is already the ruleset of {holder}; give this ruleset "
            "an id of its own (it was not loaded)",
        ),
    }
)


def moved_since(seq: int, item_name: str, later: int | None) -> Message:
    """Undoing audit row ``seq`` is refused: its item has moved since (row ``later``)."""
    if later is None:
        return Message.of("undo_item_moved_since", seq=seq, item_name=item_name)
    return Message.of("undo_item_moved_since_see", seq=seq, item_name=item_name, later=later)
