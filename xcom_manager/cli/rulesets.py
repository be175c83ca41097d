"""The command line's ruleset commands::

    xcom-manager rulesets list          every ruleset (id, name, system, where it comes from),
                                        and every file skipped, with why
    xcom-manager rulesets check FILE    check a ruleset file: exit 0 naming it, 1 naming the
                                        first problem (key and line)
    xcom-manager rulesets add FILE      check it, then copy it into your rulesets folder

The user's rulesets live in :func:`xcom_manager.paths.user_rulesets_dir` (on Linux
``~/.local/share/xcom_manager/rulesets``). A file whose id is a bundled ruleset's (or another
of yours) is refused: a user's file never replaces a bundled ruleset. A bad file in the folder
is reported by ``rulesets list`` and skipped; every other ruleset and campaign works.

Imported by :mod:`xcom_manager.cli.main` before the GUI's first paint: the services are imported
inside the commands. None of these commands opens the database.
"""

from __future__ import annotations

import argparse
import os
import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from xcom_manager.cli import words as lang
from xcom_manager.cli.support import CommandError, print_error
from xcom_manager.rules.errors import PATH_SHOWN_MAX, clipped
from xcom_manager.rules.texts import Message, tr_noop

if TYPE_CHECKING:
    from xcom_manager.rules.ruleset import Ruleset
    from xcom_manager.rules.texts import ParamValue

__all__ = ["COMMANDS", "add_parsers", "run"]

#: The top-level commands this module runs.
COMMANDS = frozenset({"rulesets"})


def add_parsers(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add ``rulesets`` to the command line's sub-commands."""
    rulesets = commands.add_parser("rulesets", help="list, check or add rulesets")
    actions = rulesets.add_subparsers(dest="rulesets_command", metavar="ACTION", required=True)
    actions.add_parser("list", help="the rulesets installed, and the files skipped with why")
    check = actions.add_parser("check", help="check a ruleset file (names the bad key and line)")
    check.add_argument("file", metavar="FILE", help="the ruleset file (.toml)")
    add = actions.add_parser("add", help="check a ruleset file and add it to your rulesets")
    add.add_argument("file", metavar="FILE", help="the ruleset file (.toml)")


def run(_db_url: str, args: argparse.Namespace) -> int:
    """Run a ``rulesets`` command; the database is not used."""
    if args.rulesets_command == "list":
        return _list()
    if args.rulesets_command == "check":
        return _check(Path(args.file))
    return _add(Path(args.file))


def _origin(path: Path | None, bundled: Path) -> str:
    if path is None:  # pragma: no cover - every ruleset found has a file
        return ""
    return "bundled" if path.parent == bundled else str(path)


def _list() -> int:
    from xcom_manager.rules.safe_text import printable
    from xcom_manager.services.rulesets.service import RulesetCatalog

    catalog = RulesetCatalog()
    bundled = catalog.directories[0]
    for ruleset_id, name in catalog.available():
        system = catalog.get(ruleset_id).system
        origin = _origin(catalog.path_of(ruleset_id), bundled)
        print(f"{ruleset_id}\t{printable(name)}\t{system}\t{origin}")
    problems = catalog.problems()
    for problem in problems:
        why = lang.worded(problem.said) if problem.said is not None else problem.message
        skipped = tr_noop("CommandLine", "skipped {path}: {problem}")
        print_error(lang.say(skipped, path=clipped(problem.path, PATH_SHOWN_MAX), problem=why))
    return 1 if problems else 0


def _check(path: Path) -> int:
    ruleset = _checked(path)
    valid = Message.of(
        "cli_ruleset_valid",
        path=str(path),
        ruleset_id=ruleset.id,
        ruleset_name=ruleset.name,
        system=ruleset.system,
    )
    print(lang.worded(valid))
    _report_missing_names(ruleset)
    return 0


def _report_missing_names(ruleset: Ruleset) -> None:
    """Say which names a language's pages will show in English for want of a translation."""
    from xcom_manager.rules.ruleset.names import missing_names

    for language, keys in missing_names(ruleset.english_names(), ruleset.names).items():
        if not keys:
            continue
        fields: dict[str, ParamValue] = {
            "count": len(keys),
            "language": language,
            "keys": tuple(keys[:8]),
        }
        if len(keys) > 8:
            print(lang.worded(Message.of("cli_names_missing_more", **fields, more=len(keys) - 8)))
        else:
            print(lang.worded(Message.of("cli_names_missing", **fields)))


def _checked(path: Path) -> Ruleset:
    """The ruleset in ``path`` if it is valid and its id is free; else a refusal."""
    from xcom_manager.services.rulesets.service import RulesetCatalog, check_ruleset_file

    if path.suffix != ".toml":
        raise CommandError.of("cli_not_a_ruleset_file", path=str(path))
    ruleset = check_ruleset_file(path)
    catalog = RulesetCatalog()
    holder = catalog.path_of(ruleset.id)
    if holder is not None and holder.resolve() != path.resolve():
        bundled = holder.parent == catalog.directories[0]
        raise CommandError.of(
            "cli_ruleset_id_bundled" if bundled else "cli_ruleset_id_yours",
            file=path.name,
            ruleset_id=ruleset.id,
            holder=str(holder),
        )
    return ruleset


def _add(path: Path) -> int:
    from xcom_manager.paths import user_rulesets_dir

    ruleset = _checked(path)
    folder = user_rulesets_dir()
    target = folder / f"{ruleset.id}.toml"
    if target.exists() and target.resolve() != path.resolve():
        raise CommandError.of("cli_ruleset_file_exists", path=str(target))
    temp_name: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", dir=folder)
        os.close(handle)
        shutil.copyfile(path, temp_name)
        os.replace(temp_name, target)  # whole or not at all
    except OSError as error:
        if temp_name is not None:
            Path(temp_name).unlink(missing_ok=True)
        detail = error.strerror or str(error)
        raise CommandError.of(
            "cli_ruleset_not_added", path=str(path), folder=str(folder), detail=detail
        ) from None
    added = Message.of(
        "cli_ruleset_added", ruleset_id=ruleset.id, system=ruleset.system, path=str(target)
    )
    print(lang.worded(added))
    return 0
