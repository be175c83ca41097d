"""The command line's own refusals and reports, as message templates marked for translation.

A refusal of the command line is a :class:`~xcom_manager.cli.support.CommandError` made from a
:class:`~xcom_manager.rules.texts.Message` (a key here and its parameters), like a service's
refusal: its English text is rendered from the template, and in the language of ``XCOM_LANG``
it is worded from the same key. The parameters are the user's own values (a path, a name, an
id, the operating system's reason): rendering shows each on one line and cut short
(:func:`~xcom_manager.rules.errors.clipped`), so a path of 10,000 characters never floods the
terminal.

Imports only the rules core's texts (the GUI's launch imports this module).
"""

from __future__ import annotations

from xcom_manager.rules.texts import templates, tr_noop

__all__ = ["MESSAGES"]

MESSAGES = templates(
    {
        # -- the database and its campaigns ------------------------------------------------------
        "cli_no_database": tr_noop(
            "CommandLine",
            "there is no database at {path} (create one with '{prog} campaign new NAME', "
            "'{prog} demo' or '{prog} import FILE')",
        ),
        "cli_no_campaign": tr_noop("CommandLine", "there is no campaign in {location}"),
        "cli_no_campaign_new": tr_noop(
            "CommandLine",
            "there is no campaign in {location} (create one with '{prog} campaign new NAME')",
        ),
        "cli_no_campaign_new_or_demo": tr_noop(
            "CommandLine",
            "there is no campaign in {location} (create one with '{prog} campaign new NAME' or "
            "'{prog} demo')",
        ),
        "cli_no_campaign_to_export": tr_noop(
            "CommandLine",
            "there is no campaign to export in {location} (create one with '{prog} demo' or "
            "'{prog} import FILE')",
        ),
        # -- files -------------------------------------------------------------------------------
        "cli_cannot_write": tr_noop("CommandLine", "cannot write {path}: {detail}"),
        "cli_receipt_not_written": tr_noop(
            "CommandLine", "the receipt cannot be written to {path}: {detail}"
        ),
        "cli_receipt_unreadable": tr_noop(
            "CommandLine", "the receipt {path} cannot be read: {detail}"
        ),
        "cli_no_backup_number": tr_noop(
            "CommandLine", "there is no backup number {number} ('{prog} backup list')"
        ),
        # -- soldiers by name --------------------------------------------------------------------
        "cli_soldiers_called": tr_noop(
            "CommandLine", "{count} soldiers are called '{wanted}': {ids}; give the id"
        ),
        "cli_no_soldier_called": tr_noop(
            "CommandLine", "there is no soldier '{wanted}' in campaign #{campaign_id}"
        ),
        # -- rulesets ----------------------------------------------------------------------------
        "cli_not_a_ruleset_file": tr_noop(
            "CommandLine", "{path} is not a ruleset file (a ruleset file ends in .toml)"
        ),
        "cli_ruleset_id_bundled": tr_noop(
            "CommandLine",
            "{file}: the id '{ruleset_id}' is already the ruleset of {holder} (bundled); give "
            "this ruleset an id of its own",
        ),
        "cli_ruleset_id_yours": tr_noop(
            "CommandLine",
            "{file}: the id '{ruleset_id}' is already the ruleset of {holder} (yours); give "
            "this ruleset an id of its own",
        ),
        "cli_ruleset_file_exists": tr_noop(
            "CommandLine", "you already have a ruleset file {path}; remove it first"
        ),
        "cli_ruleset_not_added": tr_noop("CommandLine", "cannot add {path} to {folder}: {detail}"),
        "cli_ruleset_valid": tr_noop(
            "CommandLine", "{path}: ruleset '{ruleset_id}' ({ruleset_name}, {system}) is valid"
        ),
        "cli_ruleset_added": tr_noop(
            "CommandLine", "Added ruleset '{ruleset_id}' ({system}) as {path}"
        ),
        "cli_names_missing": tr_noop(
            "CommandLine",
            "note: {count} name(s) have no '{language}' name in [names.{language}] and are shown "
            "in English: {keys}",
        ),
        "cli_names_missing_more": tr_noop(
            "CommandLine",
            "note: {count} name(s) have no '{language}' name in [names.{language}] and are shown "
            "in English: {keys} and {more} more",
        ),
    }
)
